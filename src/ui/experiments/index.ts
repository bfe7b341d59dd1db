/**
 * experiments/: the parts of the experiments page (experiments-page.ts):
 *
 *   experiments-store.ts  what the page keeps, and what a grid means
 *   forgotten.ts          Forget results' way back: the copy kept for a day, and Undo
 *   results-import.ts     the import of a results file: the picker and the report of the
 *                         lines left out, with file:line (the grid's and the matches')
 *   results-table.ts      a results table that scrolls in its own box on a phone
 *   c4-matches.ts/.css    <c4-matches>: the Connect-4 matches, their table and charts
 *
 * Each module is imported by name; this file only says what the folder holds.
 */
export {};
