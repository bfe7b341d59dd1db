/**
 * Experiments, in process: the same seed gives the same games in every
 * configuration; minimax and alpha-beta play identical games; the summary's
 * statistics. `tutor experiment` with --out, --resume, --shard and merge is in
 * tests/integration/experiments.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { gameSeed, jobs, playGame, type GameResult } from '../../src/experiments/runner.ts';
import { summarise, wilson } from '../../src/experiments/summary.ts';
import { thesisResult } from '../../src/experiments/thesis-results.ts';

const withoutTime = ({ ms, nodes, ...rest }: GameResult) => (void ms, void nodes, rest);

describe('the runner', () => {
  test('minimax and alpha-beta play identical games on the same seeds, alpha-beta with fewer nodes', () => {
    for (let index = 0; index < 3; index++) {
      const mm = playGame({ algo: 'minimax', heuristic: 'h1', depth: 2, variant: 'text', index, seed: 11, goal: 256 });
      const ab = playGame({ algo: 'alphabeta', heuristic: 'h1', depth: 2, variant: 'text', index, seed: 11, goal: 256 });
      expect(withoutTime(ab)).toEqual(withoutTime(mm));
      expect(ab.nodes).toBeLessThanOrEqual(mm.nodes);
    }
  });

  test('game i has the same seed in every configuration; the same job gives the same game', () => {
    const grid = jobs(
      [
        { algo: 'expectimax', heuristic: 'h1', depth: 1, variant: 'text' },
        { algo: 'minimax', heuristic: 'h4', depth: 2, variant: 'thesis-code' },
      ],
      3,
      42,
    );
    expect(grid.map((j) => gameSeed(j.seed, j.index))).toEqual([...[0, 1, 2].map((i) => gameSeed(42, i)), ...[0, 1, 2].map((i) => gameSeed(42, i))]);
    expect(new Set([0, 1, 2, 3, 4].map((i) => gameSeed(42, i))).size).toBe(5);
    const job = { ...grid[0]!, goal: 128 };
    expect(withoutTime(playGame(job))).toEqual(withoutTime(playGame(job)));
  });
});

describe('the summary', () => {
  test('Wilson intervals', () => {
    const [lo, hi] = wilson(56, 100);
    expect(lo).toBeCloseTo(0.4622, 3);
    expect(hi).toBeCloseTo(0.6532, 3);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[1]).toBe(1);
  });

  test('win rate, means and the largest tiles', () => {
    const g = (index: number, win: boolean, maxTile: number): GameResult => ({
      index,
      seed: index,
      win,
      score: 100 * index,
      maxTile,
      moves: 10,
      ms: 2,
      nodes: 50,
    });
    const run = summarise({ algo: 'expectimax', heuristic: 'h1', depth: 3, variant: 'text' }, [g(2, false, 1024), g(0, true, 2048), g(1, true, 2048)]);
    expect(run.games.map((x) => x.index)).toEqual([0, 1, 2]);
    expect(run).toMatchObject({ wins: 2, meanScore: 100, meanMs: 2, maxTiles: { 2048: 2, 1024: 1 } });
    expect(run.winRate).toBeCloseTo(2 / 3, 12);
  });

  test('the thesis’s figures are there', () => {
    expect(thesisResult('expectimax', 'h1', 3)).toEqual({ winPercent: 56, seconds: 0.235435689 });
    expect(thesisResult('alphabeta', 'h2', 7)?.winPercent).toBe(76);
    expect(thesisResult('minimax', 'h1', 8)).toBeNull();
  });
});
