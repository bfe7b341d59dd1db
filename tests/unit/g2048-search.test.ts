/**
 * 2048 as a game for the searchers: MIN or CHANCE computer, the thesis's
 * getUtility, and minimax and alpha-beta choosing the same move.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fromArray, toArray, type Board } from '../../src/games/g2048/board.ts';
import { G2048, WIN_VALUE, playerState, type G2048State } from '../../src/games/g2048/game.ts';
import { heuristicValue } from '../../src/games/g2048/heuristics.ts';
import { alphabeta, expectimax, minimax } from '../../src/search/index.ts';
import { say } from '../../src/i18n/say.ts';

const board = (g: number[][]): Board => {
  const r = fromArray(g);
  if (!r.ok) throw new Error(say(r.error, 'en'));
  return r.board;
};

const example2 = board([
  [64, 8, 4, 2],
  [16, 4, 0, 0],
  [4, 0, 0, 0],
  [0, 0, 0, 2],
]);

describe('the game', () => {
  const minGame = new G2048({ adversary: 'min', heuristic: 'h1', variant: 'text' });
  const chanceGame = new G2048({ adversary: 'chance', heuristic: 'h1', variant: 'text' });
  const s = playerState(example2, 380);

  test('MAX moves in the thesis order, only legal moves', () => {
    expect(minGame.turn(s)).toBe('max');
    expect(minGame.actions(s).map((a) => minGame.actionLabel(s, a))).toEqual(['up', 'right', 'down', 'left']); // up merges the two 2s of column 3
  });

  test('the computer: a 2 and a 4 in each empty cell, row-major, 2 first, p = 0.9/n and 0.1/n', () => {
    const after = minGame.result(s, 1); // right
    expect(after.turn).toBe(1);
    expect(minGame.turn(after)).toBe('min');
    expect(chanceGame.turn(after)).toBe('chance');
    const spawns = chanceGame.actions(after);
    expect(spawns.map((a) => chanceGame.actionLabel(after, a)).slice(0, 4)).toEqual(['2 at (1,0)', '4 at (1,0)', '2 at (1,1)', '4 at (1,1)']);
    expect(spawns).toHaveLength(16);
    const total = spawns.reduce((sum, a) => sum + chanceGame.probability(after, a), 0);
    expect(total).toBeCloseTo(1, 12);
    expect(chanceGame.probability(after, spawns[0]!)).toBeCloseTo(0.9 / 8, 15);
    expect(chanceGame.probability(after, spawns[1]!)).toBeCloseTo(0.1 / 8, 15);
  });

  test('a move adds its merged points to the score', () => {
    const g = playerState(
      board([
        [2, 2, 4, 4],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ]),
      100,
    );
    const left = minGame.result(g, 3);
    expect(left.score).toBe(112);
    expect(toArray(left)[0]).toEqual([4, 8, 0, 0]);
  });

  test('getUtility: the goal is a large finite win, a stuck board 0, else the heuristic clamped at 0', () => {
    const won = playerState(
      board([
        [2048, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ]),
      20000,
    );
    expect(minGame.isTerminal(won)).toBe(true);
    expect(minGame.evaluate(won)).toBe(WIN_VALUE);
    expect(Number.isFinite(WIN_VALUE)).toBe(true);
    const stuck = playerState(
      board([
        [2, 4, 2, 4],
        [4, 2, 4, 2],
        [2, 4, 2, 4],
        [4, 2, 4, 2],
      ]),
      50,
    );
    expect(minGame.isTerminal(stuck)).toBe(true);
    expect(minGame.evaluate(stuck)).toBe(0);
    expect(minGame.evaluate(s)).toBe(heuristicValue(example2, 380, 'h1', 'text'));
    // H3 of a scattered board with a small score is negative: clamped.
    const scattered = playerState(
      board([
        [2, 1024, 2, 0],
        [1024, 2, 1024, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ]),
      4,
    );
    expect(heuristicValue(scattered, 4, 'h3', 'text')).toBeLessThan(0);
    expect(new G2048({ adversary: 'min', heuristic: 'h3', variant: 'text' }).evaluate(scattered)).toBe(0);
    // A smaller goal is honoured.
    expect(new G2048({ adversary: 'min', heuristic: 'h1', variant: 'text', goal: 64 }).isTerminal(s)).toBe(true);
  });
});

const cell = fc.constantFrom(0, 0, 0, 0, 0, 2, 2, 4, 4, 8, 16, 32, 64, 128);
const boards = fc
  .array(cell, { minLength: 16, maxLength: 16 })
  .map((cells) => [0, 1, 2, 3].map((r) => cells.slice(4 * r, 4 * r + 4)))
  .filter((g) => g.flat().some((v) => v !== 0));

test('minimax and alpha-beta choose the same move and value on random boards, depths 1–4', () => {
  fc.assert(
    fc.property(boards, fc.integer({ min: 1, max: 4 }), fc.constantFrom('h1', 'h2', 'h3', 'h4', 'article' as const), (g, depth, heuristic) => {
      const game = new G2048({ adversary: 'min', heuristic, variant: 'text' });
      const root: G2048State = playerState(board(g), 64);
      const mm = minimax(game, root, { depth });
      const ab = alphabeta(game, root, { depth });
      expect(ab.action).toBe(mm.action);
      expect(ab.value).toBe(mm.value);
      expect(ab.nodes).toBeLessThanOrEqual(mm.nodes);
    }),
    { numRuns: 60 },
  );
});

test('expectimax on a worked example: legal moves valued, the best chosen', () => {
  const game = new G2048({ adversary: 'chance', heuristic: 'h1', variant: 'text' });
  const r = expectimax(game, playerState(example2, 380), { depth: 2 });
  expect(r.actions.map((a) => a.action)).toEqual([0, 1, 2, 3]);
  const best = Math.max(...r.actions.map((a) => a.value));
  expect(r.value).toBe(best);
  expect(r.actions.find((a) => a.value === best)?.action).toBe(r.action);
});

test('a 2048 decision can be traced: moves and spawns named, chance averages over 0.9/n and 0.1/n', async () => {
  const { Recorder } = await import('../../src/trace/recorder.ts');
  const { decide } = await import('../../src/games/g2048/decide.ts');
  const recorder = new Recorder(new G2048({ adversary: 'chance', heuristic: 'h1', variant: 'text' }));
  const d = decide(example2, 380, { algo: 'expectimax', heuristic: 'h1', variant: 'text', depth: 2, tracer: recorder });
  const trace = recorder.finish();
  const events = [...trace.events()];
  const enters = events.filter((e) => e.type === 'enter');
  expect(enters.filter((e) => e.type === 'enter' && e.depth === 1).map((e) => e.type === 'enter' && e.action)).toEqual(['up', 'right', 'down', 'left']);
  expect(enters.some((e) => e.type === 'enter' && e.action === '4 at (1,2)' && Math.abs(e.p! - 0.1 / 8) < 1e-15)).toBe(true);
  const average = events.find((e) => e.type === 'average');
  expect(average?.type === 'average' && average.terms.reduce((s, t) => s + t.p, 0)).toBeCloseTo(1, 12);
  expect(trace.finalValue(0)).toBe(d.value);
});
