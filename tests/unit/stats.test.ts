/** Fisher's exact test and Holm's adjustment, against published values. */
import { expect, test } from 'vitest';
import { fisherExact, holm } from '../../src/experiments/stats.ts';
import { compareWithThesis, SIGNIFICANCE } from '../../src/experiments/report.ts';
import { reportTables } from '../../src/cli/report.ts';
import { summarise } from '../../src/experiments/summary.ts';

test.each([
  // Fisher's lady tasting tea: 3 of 4 right in each half; R fisher.test(matrix(c(3,1,1,3),2)) p = 0.4857.
  [3, 4, 1, 4, 0.4857142857],
  // Wikipedia's worked example (1 of 10 men dieting, 11 of 14 women): two-sided p = 0.002759.
  [1, 10, 11, 14, 0.0027594],
  // Identical samples: nothing to see.
  [50, 100, 50, 100, 1],
  // One win against none in 100 games each: R gives p = 1.
  [1, 100, 0, 100, 1],
  // 50 % against 62 % over 100 games each; 4 % against 10 %: exact sums with rational arithmetic
  // (Python's fractions and math.comb) give 0.116894 and 0.163985.
  [50, 100, 62, 100, 0.1168942424],
  [4, 100, 10, 100, 0.163984859],
])('%i/%i against %i/%i: p = %f', (a1, n1, a2, n2, p) => {
  expect(fisherExact(a1, n1, a2, n2)).toBeCloseTo(p, 6);
});

test('the test is symmetric in the two samples', () => {
  expect(fisherExact(4, 100, 10, 100)).toBeCloseTo(fisherExact(10, 100, 4, 100), 12);
});

test('Holm: step-down adjustment, monotone, capped at 1, in the order given', () => {
  // Sorted 0.01, 0.03, 0.04, 0.2 times 4, 3, 2, 1, kept non-decreasing: 0.04, 0.09, 0.09 (not 0.08), 0.2.
  const adjusted = holm([0.01, 0.04, 0.03, 0.2]);
  [0.04, 0.09, 0.09, 0.2].forEach((p, i) => expect(adjusted[i]).toBeCloseTo(p, 12));
  expect(holm([0.9, 0.8])).toEqual([1, 1]);
});

test('the report compares each row with the thesis as two samples, adjusted over the rows', () => {
  const games = (wins: number) =>
    Array.from({ length: 100 }, (_, index) => ({ index, seed: index, win: index < wins, score: 0, maxTile: 2048, moves: 1, ms: 1, nodes: 1 }));
  // The thesis: expectimax H1 depth 3 won 56 %, depth 4 84 %.
  const runs = [
    summarise({ algo: 'expectimax', heuristic: 'h1', depth: 3, variant: 'text' }, games(50)),
    summarise({ algo: 'expectimax', heuristic: 'h1', depth: 4, variant: 'text' }, games(20)),
  ];
  const [close, far] = compareWithThesis(runs);
  expect(close!.thesisWins).toBe(56);
  expect(close!.p).toBeCloseTo(fisherExact(50, 100, 56, 100), 12);
  expect(close!.adjusted).toBeGreaterThan(SIGNIFICANCE);
  expect(far!.adjusted).toBeLessThan(0.001);
  // Holm over two rows: the smaller p doubled.
  expect(far!.adjusted).toBeCloseTo(Math.min(1, 2 * far!.p), 12);
  const md = reportTables(runs);
  expect(md).toContain('2 rows compared with the thesis; 1 differ');
  expect(md).toMatch(/\| H1 \| 4 \| 100 \| 20 % .* \| 84 % \| < 0.001 \| < 0.001 \| \*\*differs\*\* \|/);
});
