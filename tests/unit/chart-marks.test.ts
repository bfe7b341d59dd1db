/**
 * How the experiments' charts tell series apart without colour
 * (src/ui/charts/chart-marks.ts, WCAG 1.4.1): each results series its own marker
 * and dash, a reference series its series' marker on dots, markers as
 * paths, and the lines' end labels moved apart where they would overlap.
 */
import { describe, expect, test } from 'vitest';
import { DASHES, MARKERS, REFERENCE_DASH, markerPath, seriesLooks, spreadLabels } from '../../src/ui/charts/chart-marks.ts';

describe('each series a marker and a dash', () => {
  test('the experiments page’s series: results and thesis alternating, one colour per algorithm', () => {
    const looks = seriesLooks([
      { name: 'minimax', colour: 'var(--ast-series-minimax)' },
      { name: 'minimax (thesis)', colour: 'var(--ast-series-minimax)', reference: true },
      { name: 'alpha-beta', colour: 'var(--ast-series-alphabeta)' },
      { name: 'alpha-beta (thesis)', colour: 'var(--ast-series-alphabeta)', reference: true },
      { name: 'expectimax', colour: 'var(--ast-series-expectimax)' },
      { name: 'expectimax (thesis)', colour: 'var(--ast-series-expectimax)', reference: true },
    ]);
    expect(looks.map((l) => l.marker)).toEqual(['circle', 'circle', 'square', 'square', 'triangle', 'triangle']);
    expect(looks.map((l) => l.dash)).toEqual(['', REFERENCE_DASH, DASHES[1], REFERENCE_DASH, DASHES[2], REFERENCE_DASH]);
    expect(looks.map((l) => l.reference)).toEqual([false, true, false, true, false, true]);
  });

  test('no two results series share a marker or a dash (up to four); a reference without its series takes the next marker', () => {
    const looks = seriesLooks(['a', 'b', 'c', 'd'].map((n) => ({ name: n, colour: n })).concat([{ name: 'e', colour: 'e', reference: true } as never]));
    const results = looks.slice(0, 4);
    expect(new Set(results.map((l) => l.marker)).size).toBe(4);
    expect(new Set(results.map((l) => l.dash)).size).toBe(4);
    expect(looks[4]).toMatchObject({ marker: MARKERS[4], dash: REFERENCE_DASH, reference: true });
  });

  test('every marker is a closed path (a cross: two strokes) around its centre', () => {
    for (const m of MARKERS) {
      const d = markerPath(m, 100, 50, 8);
      expect(d, m).toMatch(/^M[\d.,-]+/);
      // Its points (not a circle's arc parameters) within the marker's reach of its centre.
      const points = m === 'circle' ? [] : [...d.matchAll(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)];
      for (const [, x, y] of points) expect(Math.hypot(Number(x) - 100, Number(y) - 50), `${m} ${x},${y}`).toBeLessThanOrEqual(6);
      if (m !== 'cross') expect(d.endsWith('z'), m).toBe(true);
    }
  });
});

describe('end labels kept apart', () => {
  test('labels on the same point are spread by the gap, in their order, around it', () => {
    expect(spreadLabels([100, 100, 100], 12, 0, 200)).toEqual([100, 112, 124]);
  });
  test('apart already: left where they are', () => {
    expect(spreadLabels([50, 10, 150], 12, 0, 200)).toEqual([50, 10, 150]);
  });
  test('pushed past the bottom: moved back up, still apart', () => {
    const ys = spreadLabels([195, 199, 200, 20], 12, 0, 200);
    expect(ys[3]).toBe(20);
    expect(ys[2]).toBe(200);
    const sorted = [...ys].sort((a, b) => a - b);
    for (let k = 1; k < sorted.length; k++) expect(sorted[k]! - sorted[k - 1]!).toBeGreaterThanOrEqual(12);
    expect(Math.max(...ys)).toBeLessThanOrEqual(200);
  });
  test('more labels than fit: they overflow downwards, never above the top', () => {
    const ys = spreadLabels([5, 5, 5, 5], 12, 0, 20);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
    expect(ys).toEqual([0, 12, 24, 36]);
  });
});
