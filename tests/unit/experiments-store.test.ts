/**
 * What the experiments page keeps and what its grid means
 * (src/ui/experiments/experiments-store.ts), in Node with a Map-backed storage: nothing
 * kept, storage that refuses, a corrupt value moved aside and never lost
 * (its notice, the default grid), saving, and the grid's configurations,
 * games to play and summaries. (Field-by-field checks and imports:
 * results-files.test.ts.)
 */
import { describe, expect, test } from 'vitest';
import {
  STORE,
  STORE_UNREADABLE,
  defaultGrid,
  doneKey,
  gridConfigs,
  gridKeys,
  gridRuns,
  gridTodo,
  loadStore,
  openStore,
  saveStore,
  type Done,
  type Grid,
  type TabState,
} from '../../src/ui/experiments/experiments-store.ts';
import type { StorageLike } from '../../src/ui/platform/stored.ts';
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
const game = (index: number, win = false) => ({
  index,
  seed: 100 + index,
  win,
  score: 1000 * (index + 1),
  maxTile: win ? 2048 : 256,
  moves: 300,
  ms: 12.5,
  nodes: 4000,
});

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
    expect(defaultGrid()).toEqual({
      algos: ['minimax', 'alphabeta', 'expectimax'],
      heuristics: ['h1'],
      from: 1,
      to: 3,
      games: 10,
      seed: 2016,
      variant: 'text',
    });
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

describe('what cannot be read is set aside, never lost (issue 25)', () => {
  const first = doneKey(7, { algo: 'minimax', heuristic: 'h1', depth: 2, variant: 'thesis-code' }, 0);
  const key = (i: number) => doneKey(7, { algo: 'expectimax', heuristic: 'h3', depth: 3, variant: 'thesis-code' }, i);

  test('a second corrupt value is copied to the next numbered backup: the first one’s copy stays as it was', () => {
    const { map, storage } = kept({ [STORE]: '{"grid":' });
    const one = openStore(storage);
    expect(say(one.problem!, 'en')).toMatch(/the old value is kept aside as ast\.experiments\.unreadable\)\.$/);
    map.set(STORE, 'null');
    const two = openStore(storage);
    expect(say(two.problem!, 'en')).toMatch(/not null.*kept aside as ast\.experiments\.unreadable\.2\)/);
    expect(say(two.problem!, 'es')).toMatch(/se guarda aparte como ast\.experiments\.unreadable\.2/);
    map.set(STORE, '[]');
    expect(say(openStore(storage).problem!, 'en')).toMatch(/unreadable\.3\)/);
    expect(Object.fromEntries(map)).toEqual({ [STORE_UNREADABLE]: '{"grid":', [`${STORE_UNREADABLE}.2`]: 'null', [`${STORE_UNREADABLE}.3`]: '[]' });
  });

  test('one game with "ms": -1 among 90: the 89 others and the grid are kept, the bad one is named, and the whole value is copied aside first', () => {
    const done: Record<string, unknown> = {};
    for (let i = 0; i < 90; i++) done[key(i)] = game(i);
    done[key(41)] = { ...game(41), ms: -1 };
    const raw = JSON.stringify({ grid: { ...grid, games: 90 }, done });
    const { map, storage } = kept({ [STORE]: raw });
    const opened = openStore(storage);
    expect(opened.grid).toEqual({ ...grid, games: 90 });
    expect(Object.keys(opened.done)).toHaveLength(89);
    expect(opened.done[key(41)]).toBeUndefined();
    expect(opened.done[key(40)]).toEqual(game(40));
    const en = say(opened.problem!, 'en');
    expect(en).toBe(
      `One game kept in this browser could not be read and is left out: game "${key(41)}": "ms" must be a number ≥ 0, not -1. The other 89 games are kept; the old value is kept aside as ast.experiments.unreadable.`,
    );
    expect(say(opened.problem!, 'es')).toMatch(
      /^Una partida guardada en este navegador no se pudo leer y se deja fuera: partida .*Las otras 89 partidas se conservan; el valor anterior se guarda aparte como ast\.experiments\.unreadable\.$/,
    );
    // The copy is the value as it was; what is kept now reads without a notice.
    expect(map.get(STORE_UNREADABLE)).toBe(raw);
    const again = openStore(storage);
    expect(again.problem).toBeNull();
    expect(Object.keys(again.done)).toHaveLength(89);
  });

  test('several bad games: the first three named, the rest counted; a key that is not the page’s is named too', () => {
    const done: Record<string, unknown> = {
      [first]: game(0),
      x: game(1),
      [key(0)]: { ...game(0), win: 'no' },
      [key(1)]: { ...game(1), index: 2 },
      [key(2)]: null,
    };
    const { storage } = kept({ [STORE]: JSON.stringify({ grid, done }) });
    const opened = openStore(storage);
    expect(Object.keys(opened.done)).toEqual([first]);
    const en = say(opened.problem!, 'en');
    expect(en).toMatch(
      /^4 games kept in this browser could not be read and are left out: game "x": not a game of this page; game .*"win" must be true or false, not "no"; game .*not a game of this page; and 1 more\. The other game is kept;/,
    );
  });

  test('games that cannot be set aside (the browser refuses the copy): the good ones are read, and the value stays where it was', () => {
    const raw = JSON.stringify({ grid, done: { [first]: game(0), [key(0)]: { ...game(0), ms: -1 } } });
    const { map, storage } = kept({ [STORE]: raw }, { set: true });
    const opened = openStore(storage);
    expect(Object.keys(opened.done)).toEqual([first]);
    expect(say(opened.problem!, 'en')).toMatch(/the old value could not be set aside \(QuotaExceededError: full\) and stays where it was\.$/);
    expect(map.get(STORE)).toBe(raw);
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

describe('two tabs running batches keep both tabs’ games (issue 25)', () => {
  const tab = (): TabState => ({ written: null, held: new Set(), carried: {} });
  const at = (i: number) => doneKey(7, { algo: 'minimax', heuristic: 'h1', depth: 2, variant: 'thesis-code' }, i);

  test('each saves its own games; the other’s, kept since, are written along; a game forgotten in one tab stays forgotten there', () => {
    const { map, storage } = kept({ [STORE]: JSON.stringify({ grid, done: { [at(0)]: game(0) } }) });
    const a = tab();
    const b = tab();
    const doneA = openStore(storage, a).done;
    const doneB = openStore(storage, b).done;
    const stored = () => Object.keys((JSON.parse(map.get(STORE)!) as { done: Done }).done).sort();
    expect(saveStore(storage, grid, { ...doneA, [at(1)]: game(1) }, a)).toBeNull();
    expect(saveStore(storage, grid, { ...doneB, [at(2)]: game(2) }, b)).toBeNull();
    expect(stored()).toEqual([at(0), at(1), at(2)].sort());
    // Each goes on with what it holds: the other's games stay.
    saveStore(storage, grid, { ...doneA, [at(1)]: game(1), [at(3)]: game(3) }, a);
    saveStore(storage, grid, { ...doneA, [at(1)]: game(1), [at(3)]: game(3) }, a); // the value as it left it: the other's games still written
    saveStore(storage, grid, { ...doneB, [at(2)]: game(2), [at(4)]: game(4) }, b);
    expect(stored()).toEqual([0, 1, 2, 3, 4].map(at).sort());
    // Tab A forgets its results: those it held go; tab B's, which it never held, stay.
    saveStore(storage, grid, {}, a);
    expect(stored()).toEqual([at(2), at(4)].sort());
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
