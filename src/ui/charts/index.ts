/**
 * charts/: D3 computes, Lit draws — the results' charts. No page, no page's folder.
 *
 *   line-chart.ts/.css  <line-chart>: series of results, linear or log axes, reference series
 *   chart-marks.ts      each series' marker and dash (told apart without colour), end labels
 *   ladder-chart.ts     <ladder-chart>: mean nodes per position, rung by rung, log scale
 *
 * Each module is imported by name; this file only says what the folder holds.
 */
export {};
