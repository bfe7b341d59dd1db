/**
 * *Forget results*, with a way back (issue 39): before the experiments page
 * forgets its kept games, the value kept (`ast.experiments`, exactly as it
 * is) is copied to FORGOTTEN, and when and how many to FORGOTTEN_META; *Undo*
 * puts it back, the same text, or, if games were kept since, the forgotten
 * ones beside them. The copy stays in the browser for BACKUP_MS (a reload, a
 * tab closed, offer the undo again), until an undo, or until the next
 * *Forget results* replaces it. Where the storage is full, the copy is
 * written in the place the kept value frees (the value removed first, and
 * put back if the copy does not fit either); if it still cannot be kept,
 * `backUp` says why, and the page asks before forgetting.
 *
 * Pure: the functions take the storage and the time, so Node tests hand them
 * a Map-backed one.
 */
import { forget, store, storedText, type StorageLike } from '../platform/stored.ts';
import { loadStore, saveStore, STORE, tabState, type Done, type Grid, type TabState } from './experiments-store.ts';

/** Where the forgotten value is kept, as it was. */
export const FORGOTTEN = 'ast.experiments.forgotten';
/** When it was forgotten, how many games, and what the page kept just after (`{"at","n","after"}`). */
export const FORGOTTEN_META = 'ast.experiments.forgotten.meta';
/** How long the forgotten results can be brought back: a day. */
export const BACKUP_MS = 24 * 60 * 60 * 1000;

/** Forgotten results that can be brought back. */
export interface Backup {
  /** The value that was kept, as it was. */
  text: string;
  /** How many games were forgotten. */
  n: number;
  /** When (ms since 1970). */
  at: number;
  /** What the page kept just after forgetting (null: nothing): unchanged since, the undo puts `text` back as it was. */
  after: string | null;
}

/**
 * Keeps `backup` (its `after` to be set by `noteAfter` once the page has
 * forgotten). Returns null, or why it could not be kept (nothing is changed
 * then but what the copy left).
 */
export function backUp(storage: StorageLike | null, backup: Backup): string | null {
  const meta = JSON.stringify({ at: backup.at, n: backup.n, after: backup.after });
  const kept = storedText(STORE, storage);
  const write = (): string | null => store(FORGOTTEN, backup.text, storage) ?? store(FORGOTTEN_META, meta, storage);
  let failed = write();
  // A full storage: the copy goes where the kept value was (it is forgotten next anyway); put back if even that fails.
  if (failed !== null && kept !== null) {
    drop(storage);
    forget(STORE, storage);
    failed = write();
    if (failed !== null) {
      drop(storage);
      store(STORE, kept, storage);
    }
  }
  if (failed !== null) drop(storage);
  return failed;
}

/** Notes what the page kept just after forgetting. */
export function noteAfter(storage: StorageLike | null, backup: Backup): void {
  const after = storedText(STORE, storage);
  backup.after = after;
  if (storedText(FORGOTTEN, storage) === backup.text) store(FORGOTTEN_META, JSON.stringify({ at: backup.at, n: backup.n, after }), storage);
}

/** Removes the copy. */
export function drop(storage: StorageLike | null): void {
  forget(FORGOTTEN, storage);
  forget(FORGOTTEN_META, storage);
}

/** The forgotten results kept, if they can still be brought back at `now`; a copy too old, or that cannot be read, is removed. */
export function readBackup(storage: StorageLike | null, now: number): Backup | null {
  const text = storedText(FORGOTTEN, storage);
  const meta = storedText(FORGOTTEN_META, storage);
  if (text === null && meta === null) return null;
  const b = text === null || meta === null ? null : parseMeta(meta);
  const usable = b !== null && loadStore(text)?.ok === true && now - b.at < BACKUP_MS && b.at <= now;
  if (!usable) {
    drop(storage);
    return null;
  }
  return { text: text!, ...b };
}

function parseMeta(meta: string): Omit<Backup, 'text'> | null {
  try {
    const m = JSON.parse(meta) as unknown;
    if (typeof m !== 'object' || m === null) return null;
    const { at, n, after } = m as Record<string, unknown>;
    if (typeof at !== 'number' || !Number.isFinite(at) || typeof n !== 'number' || !Number.isInteger(n) || n < 0) return null;
    if (after !== null && typeof after !== 'string') return null;
    return { at, n, after };
  } catch {
    return null;
  }
}

/**
 * Brings the forgotten results back: the value as it was when nothing was
 * kept since (`after` still there), else the forgotten games added to those
 * kept now (`grid`, `done`: the page's). Returns the grid and games to show,
 * or why they could not be kept (the copy then stays).
 */
export function restore(
  storage: StorageLike | null,
  backup: Backup,
  grid: Grid,
  done: Done,
  tab: TabState = tabState(storage),
): { ok: true; grid: Grid; done: Done } | { ok: false; error: string } {
  const saved = loadStore(backup.text);
  if (saved?.ok !== true) return { ok: false, error: 'unreadable copy' };
  const now = storedText(STORE, storage);
  if (now === backup.after || now === null) {
    // As it was, byte for byte: the copy goes first, so that the value fits where the copy was.
    drop(storage);
    const failed = store(STORE, backup.text, storage);
    if (failed !== null) {
      keepAgain(storage, backup);
      return { ok: false, error: failed };
    }
    Object.assign(tab, { written: backup.text, held: new Set(Object.keys(saved.done)), carried: {} });
    return { ok: true, grid: saved.grid, done: saved.done };
  }
  const merged = { ...saved.done, ...done };
  drop(storage);
  const failed = saveStore(storage, grid, merged, tab);
  if (failed !== null) {
    keepAgain(storage, backup);
    return { ok: false, error: 'full' };
  }
  return { ok: true, grid, done: merged };
}

function keepAgain(storage: StorageLike | null, backup: Backup): void {
  store(FORGOTTEN, backup.text, storage);
  store(FORGOTTEN_META, JSON.stringify({ at: backup.at, n: backup.n, after: backup.after }), storage);
}
