/**
 * What the experiments page keeps and what its grid means
 * (src/ui/experiments-store.ts), in Node with a Map-backed storage: nothing
 * kept, storage that refuses, a corrupt value moved aside and never lost
 * (its notice, the default grid), saving, and the grid's configurations,
 * games to play and summaries. (Field-by-field checks and imports:
 * results-files.test.ts.)
 */
import { describe, expect, test } from 'vitest';
import { STORE, STORE_UNREADABLE, defaultGrid, doneKey, gridConfigs, gridKeys, gridRuns, gridTodo, loadStore, openStore, saveStore, type Done, type Grid } from '../../src/ui/experiments-store.ts';
import type { StorageLike } from '../../src/ui/stored.ts';
import { say } from '../../src/i18n/say.ts';

/** A Map-backed storage; `refuse` makes its reads or writes throw, as a private mode or a full quota does. */
function kept(items: { [key: string]: string } = {}, refuse: { get?: boolean; set?: boolean } = {}) {
  const map = new Map(Object.entries(items));
  const writes: string[] = [];
  const storage: StorageLike = {
    getItem: (k) => {
      if (refuse.get === true) throw new DOMException('denied', 'SecurityError');
      return map.get(k) ?? null;
    },
    setItem: (k, v) => {
      if (refuse.set === true) throw new DOMException('full', 'QuotaExceededError');
      writes.push(k);
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
  };
  return { map, storage, writes };
}

const grid: Grid = { algos: ['minimax', 'expectimax'], heuristics: ['h1', 'h3'], from: 2, to: 3, games: 2, seed: 7, variant: 'thesis-code' };
const game = (index: number, win = false) => ({ index, seed: 100 + index, win, score: 1000 * (index + 1), maxTile: win ? 2048 : 256, moves: 300, ms: 12.5, nodes: 4000 });

describe('opening what the page kept', () => {
  test('nothing kept, no storage, or storage that refuses to read: the default grid, no games, no notice, nothing written', () => {
    for (const storage of [kept().storage, null, kept({ [STORE]: '{' }, { get: true }).storage]) {
      expect(openStore(storage)).toEqual({ grid: defaultGrid(), done: {}, problem: null });
    }
    const { map, storage, writes } = kept();
    openStore(storage);
    expect(writes).toEqual([]);
    expect(map.size).toBe(0);
  });

  test('the default grid is a new object each time (the page may not change another’s)', () => {
    const a = defaultGrid();
    a.algos.push('alphabeta');
    expect(defaultGrid().algos).toEqual(['minimax', 'alphabeta', 'expectimax']);
    expect(defaultGrid()).toEqual({ algos: ['minimax', 'alphabeta', 'expectimax'], heuristics: ['h1'], from: 1, to: 3, games: 10, seed: 2016, variant: 'text' });
  });

  test('a corrupt value: a notice (both languages), the default grid, and the value moved aside, not lost', () => {
    const raw = '{"grid":{"algos":["minimax"]},"done":';
    const { map, storage } = kept({ [STORE]: raw, other: 'x' });
    const opened = openStore(storage);
    expect(opened.grid).toEqual(defaultGrid());
    expect(opened.done).toEqual({});
    expect(say(opened.problem!, 'en')).toMatch(/not valid JSON.*the page starts clean/s);
    expect(say(opened.problem!, 'es')).toMatch(/la página empieza de cero/);
    expect(Object.fromEntries(map)).toEqual({ [STORE_UNREADABLE]: raw, other: 'x' });
    // Opened again: the page starts clean without a notice; what was moved aside stays.
    expect(openStore(storage)).toEqual({ grid: defaultGrid(), done: {}, problem: null });
    expect(map.get(STORE_UNREADABLE)).toBe(raw);
  });

  test('a corrupt value that cannot be moved aside stays where it was (the notice comes again next time)', () => {
    const { map, storage } = kept({ [STORE]: 'null' }, { set: true });
    const opened = openStore(storage);
    expect(say(opened.problem!, 'en')).toMatch(/must be a JSON object, not null/);
    expect(map.get(STORE)).toBe('null');
    expect(map.has(STORE_UNREADABLE)).toBe(false);
  });
});

describe('saving', () => {
  test('what is saved opens the same', () => {
    const { storage } = kept();
    const done: Done = { [doneKey(7, { algo: 'minimax', heuristic: 'h1', depth: 2, variant: 'thesis-code' }, 1)]: game(1) };
    expect(saveStore(storage, grid, done)).toBeNull();
    expect(openStore(storage)).toEqual({ grid, done, problem: null });
  });

  test('storage that refuses, or none: the store.full notice, and nothing thrown', () => {
    for (const storage of [kept({}, { set: true }).storage, null]) {
      const problem = saveStore(storage, grid, {});
      expect(problem?.code).toBe('store.full');
      expect(say(problem!, 'en')).not.toBe(say(problem!, 'es'));
    }
  });
});

describe('what a grid means', () => {
  test('its configurations: algorithm × heuristic × depth, in that order, with its variant; an empty depth range has none', () => {
    expect(gridConfigs(grid).map((c) => `${c.algo}/${c.heuristic}/${c.depth}/${c.variant}`)).toEqual([
      'minimax/h1/2/thesis-code',
      'minimax/h1/3/thesis-code',
      'minimax/h3/2/thesis-code',
      'minimax/h3/3/thesis-code',
      'expectimax/h1/2/thesis-code',
      'expectimax/h1/3/thesis-code',
      'expectimax/h3/2/thesis-code',
      'expectimax/h3/3/thesis-code',
    ]);
    expect(gridConfigs({ ...grid, from: 4, to: 3 })).toEqual([]);
  });

  test('its games to play: those not done yet, in order; its keys name every game once', () => {
    const first = gridConfigs(grid)[0]!;
    const done: Done = { [doneKey(7, first, 0)]: game(0), [doneKey(8, first, 1)]: game(1) };
    const todo = gridTodo(grid, done);
    expect(todo).toHaveLength(8 * 2 - 1);
    expect(todo[0]).toEqual({ ...first, index: 1, seed: 7, goal: 2048 });
    const keys = gridKeys(grid);
    expect(keys.size).toBe(16);
    expect(keys.has(doneKey(7, first, 0))).toBe(true);
    expect(keys.has(doneKey(8, first, 1))).toBe(false);
  });

  test('its summaries: one per configuration, from that experiment’s games only, by index', () => {
    const [a, b] = gridConfigs(grid);
    const done: Done = { [doneKey(7, a!, 1)]: game(1, true), [doneKey(7, a!, 0)]: game(0), [doneKey(7, b!, 5)]: game(5), [doneKey(8, b!, 0)]: game(0) };
    const runs = gridRuns(grid, done);
    expect(runs).toHaveLength(8);
    expect(runs[0]!.games.map((g) => g.index)).toEqual([0, 1]);
    expect(runs[0]).toMatchObject({ wins: 1, winRate: 0.5, meanScore: 1500 });
    // Game 5 is outside the grid's 2 games, and seed 8 is another experiment.
    expect(runs[1]!.games).toEqual([]);
    expect(loadStore(JSON.stringify({ grid, done }))).toMatchObject({ ok: true, done });
  });
});
