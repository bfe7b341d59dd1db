/**
 * ladder/: the parts of the solver ladder page (ladder-page.ts):
 *
 *   ladder-rungs.ts     the table of rungs on the position shown, each rung's search
 *   ladder-words.ts     the ladder's figures in words (scores, bounds, passes)
 *   ladder-examples.ts  the example positions, each with what it shows
 *   ladder-measure.ts   <ladder-measure>: Pons' table beside our figures, and their chart
 *   ladder-figures.ts   our figures on Pons' two sets, measured chunk by chunk in the worker
 *   ladder-present.css  the page presented: one screen at a time, a rung's search or every rung
 *
 * Each module is imported by name; this file only says what the folder holds.
 */
export {};
