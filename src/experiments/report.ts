/**
 * Our runs against the thesis's Tables 2–4: for each run, Fisher's exact test
 * of our wins against the thesis's (each of its rows is 100 games), with
 * Holm's adjustment over the runs compared. The Markdown report that shows
 * it (`tutor experiment report --markdown`) is the CLI's: src/cli/report.ts.
 */
import type { Run } from './summary.ts';
import { thesisResult, THESIS_GAMES } from './thesis-results.ts';
import { fisherExact, holm } from './stats.ts';
import { entryAt } from '../games/entry.ts';

/** Adjusted p below this: the row differs from the thesis's. */
export const SIGNIFICANCE = 0.05;

/** Each run's comparison with the thesis (null where the thesis has no figure): p, and p adjusted over the runs given. */
export function compareWithThesis(runs: Run[]): ({ thesisWins: number; p: number; adjusted: number } | null)[] {
  const tests = runs.map((r) => {
    const t = thesisResult(r.algo, r.heuristic, r.depth);
    if (t === null || r.games.length === 0) return null;
    const thesisWins = Math.round((t.winPercent / 100) * THESIS_GAMES);
    return { thesisWins, p: fisherExact(r.wins, r.games.length, thesisWins, THESIS_GAMES) };
  });
  const compared = tests.filter((x) => x !== null);
  const adjusted = holm(compared.map((x) => x.p));
  let next = 0;
  // One adjusted p-value for each row compared, in order.
  return tests.map((x) => (x === null ? null : { ...x, adjusted: entryAt(adjusted, next++) }));
}
