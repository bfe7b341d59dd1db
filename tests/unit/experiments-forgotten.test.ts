/**
 * *Forget results*' way back (issue 39: src/ui/experiments/forgotten.ts), in
 * Node with a Map-backed storage that has a quota: the copy is kept, read
 * back for a day and no longer, an undo puts the value back byte for byte
 * (or beside games kept since), and a full storage makes room with the value
 * being forgotten, or says why it cannot keep a copy.
 */
import { describe, expect, test } from 'vitest';
import { STORE, doneKey, openStore, saveStore, tabState, type Done, type Grid } from '../../src/ui/experiments/experiments-store.ts';
import { BACKUP_MS, FORGOTTEN, FORGOTTEN_META, backUp, noteAfter, readBackup, restore, type Backup } from '../../src/ui/experiments/forgotten.ts';
import type { StorageLike } from '../../src/ui/platform/stored.ts';

/** A Map-backed storage holding at most `quota` characters, keys and values (as a browser's localStorage). */
function kept(quota = Infinity, items: Record<string, string> = {}) {
  const map = new Map(Object.entries(items));
  const used = (except?: string) => [...map].reduce((s, [k, v]) => s + (k === except ? 0 : k.length + v.length), 0);
  const storage: StorageLike = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (used(k) + k.length + v.length > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
  };
  return { map, storage };
}

const grid: Grid = { algos: ['minimax'], heuristics: ['h1'], from: 1, to: 2, games: 3, seed: 7, variant: 'text' };
const game = (index: number) => ({ index, seed: 100 + index, win: index % 2 === 0, score: 1000 + index, maxTile: 512, moves: 300, ms: 12.5, nodes: 4000 });
const games = (n: number, depth = 1): Done =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [doneKey(7, { algo: 'minimax', heuristic: 'h1', depth, variant: 'text' }, i), game(i)]));
const T = 1_700_000_000_000;

/** What the page does on *Forget results*: the copy, then the games forgotten, then what was kept after noted. */
function forgetAll(storage: StorageLike, done: Done, at = T): { backup: Backup; failed: string | null } {
  const backup: Backup = { text: storage.getItem(STORE)!, n: Object.keys(done).length, at, after: null };
  const failed = backUp(storage, backup);
  if (failed === null) {
    saveStore(storage, grid, {});
    noteAfter(storage, backup);
  }
  return { backup, failed };
}

describe('Forget results, then Undo', () => {
  test('the copy is the value as it was; Undo puts it back byte for byte and removes the copy', () => {
    const { map, storage } = kept();
    const done = games(3);
    openStore(storage);
    saveStore(storage, grid, done);
    const before = map.get(STORE)!;
    const { backup, failed } = forgetAll(storage, done);
    expect(failed).toBeNull();
    expect(map.get(FORGOTTEN)).toBe(before);
    expect(openStore(storage).done).toEqual({});
    const read = readBackup(storage, T + 1000);
    expect(read).toEqual({ ...backup, after: map.get(STORE) });
    const r = restore(storage, read!, grid, {});
    expect(r).toEqual({ ok: true, grid, done });
    expect(map.get(STORE)).toBe(before);
    expect(map.has(FORGOTTEN)).toBe(false);
    expect(map.has(FORGOTTEN_META)).toBe(false);
    // The tab holds them again: a save keeps them.
    expect(saveStore(storage, grid, r.ok ? r.done : {})).toBeNull();
    expect(openStore(storage).done).toEqual(done);
  });

  test('games kept since the forgetting stay: the forgotten ones come back beside them', () => {
    const { storage } = kept();
    openStore(storage);
    const done = games(3);
    saveStore(storage, grid, done);
    const { backup } = forgetAll(storage, done);
    const since = games(2, 2);
    saveStore(storage, grid, since);
    const r = restore(storage, readBackup(storage, T)!, grid, since, tabState(storage));
    expect(r).toEqual({ ok: true, grid, done: { ...done, ...since } });
    expect(openStore(storage).done).toEqual({ ...done, ...since });
    expect(backup.n).toBe(3);
  });

  test('the copy lasts a day: older, or unreadable, it is removed and nothing is offered', () => {
    for (const [now, meta] of [
      [T + BACKUP_MS, undefined],
      [T - 1, undefined],
      [T, '{"at":"yesterday","n":3,"after":null}'],
      [T, 'not json'],
    ] as const) {
      const { map, storage } = kept();
      openStore(storage);
      saveStore(storage, grid, games(3));
      forgetAll(storage, games(3));
      if (meta !== undefined) map.set(FORGOTTEN_META, meta);
      expect(readBackup(storage, now)).toBeNull();
      expect(map.has(FORGOTTEN)).toBe(false);
      expect(map.has(FORGOTTEN_META)).toBe(false);
    }
    const { storage } = kept();
    openStore(storage);
    saveStore(storage, grid, games(3));
    forgetAll(storage, games(3));
    expect(readBackup(storage, T + BACKUP_MS - 1)?.n).toBe(3);
  });

  test('a full storage: the copy takes the place of the value forgotten', () => {
    const done = games(40);
    const { map, storage } = kept();
    openStore(storage);
    saveStore(storage, grid, done);
    const size = STORE.length + map.get(STORE)!.length;
    // Room for the value and the copy's few words, not for a second value.
    const tight = kept(size + 400, Object.fromEntries(map));
    openStore(tight.storage);
    const before = tight.map.get(STORE)!;
    const { failed } = forgetAll(tight.storage, done);
    expect(failed).toBeNull();
    expect(tight.map.get(FORGOTTEN)).toBe(before);
    expect(openStore(tight.storage).done).toEqual({});
    const r = restore(tight.storage, readBackup(tight.storage, T)!, grid, {});
    expect(r.ok).toBe(true);
    expect(tight.map.get(STORE)).toBe(before);
  });

  test('no room for a copy at all: backUp says why, and the value is as it was (the page asks first)', () => {
    const done = games(40);
    const { map, storage } = kept();
    openStore(storage);
    saveStore(storage, grid, done);
    const size = STORE.length + map.get(STORE)!.length;
    const tight = kept(size + 10, Object.fromEntries(map));
    const before = tight.map.get(STORE)!;
    const { failed } = forgetAll(tight.storage, done);
    expect(failed).toMatch(/QuotaExceededError/);
    expect(tight.map.get(STORE)).toBe(before);
    expect(tight.map.has(FORGOTTEN)).toBe(false);
    expect(tight.map.has(FORGOTTEN_META)).toBe(false);
    // No storage: no copy either.
    expect(backUp(null, { text: before, n: 40, at: T, after: null })).toBe('no storage');
  });
});
