/**
 * What the page keeps in the browser (localStorage), read as strictly as a
 * link (issue 12): the language, the follow and animation toggles (and,
 * through g2048/game-in-progress.ts, the 2048 game in progress). A value that is corrupt or from elsewhere gives a
 * notice and the default; a saved game that cannot be restored is moved
 * aside to a backup key of its own (`setAside`: `…unreadable`, then
 * `…unreadable.2`, `.3`, …, never overwritten: nothing is lost) and a new
 * game starts. The first time the page keeps something, it asks the browser
 * to keep its storage (`navigator.storage.persist()`), once and quietly.
 * Storage that is missing or refuses (private modes, a full quota) never
 * stops the page: reads give nothing, writes say why they failed.
 *
 * Pure apart from `browserStorage()`: the functions take the storage, so
 * Node tests hand them a Map-backed one.
 */
import { LANGS, type Lang } from '../../i18n/lang.ts';
import { msg, type Message } from '../../i18n/message.ts';
import { clippedMessage, shortValue, type Notice } from '../link/param-reader.ts';

export const LANG_KEY = 'ast.lang';
export const FOLLOW_KEY = 'ast.follow';
export const MOTION_KEY = 'ast.motion';
/** What Play says while it plays, to a screen reader (viewer/play-speech.ts). */
export const PLAY_SAY_KEY = 'ast.playSay';
export const PLAY_SAY = ['cutoffs', '10', '100', 'stops'] as const;
export type PlaySay = (typeof PLAY_SAY)[number];
export const TOGGLE = ['on', 'off'] as const;

/** The part of Storage the page uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** …and one whose keys can be listed (every Storage; a test's Map-backed one may not). */
export type ListedStorage = StorageLike & Partial<Pick<Storage, 'key' | 'length'>>;

/** The browser's localStorage, or null where the page may not use it (it throws on access in some modes). */
export function browserStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const errorText = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));

/** A kept value, or null when there is none or storage cannot be read. */
export function storedText(key: string, storage: StorageLike | null = browserStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps a value; returns why it could not be kept, or null. */
export function store(key: string, value: string, storage: StorageLike | null = browserStorage()): string | null {
  if (storage === null) return 'no storage';
  try {
    storage.setItem(key, value);
  } catch (e) {
    return errorText(e);
  }
  if (storage === browserStorage()) askToPersist();
  return null;
}

export function forget(key: string, storage: StorageLike | null): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: the value stays, and is noticed again next time.
  }
}

/** The storage keys that start with `prefix` (none where the keys cannot be listed or read). */
export function storedKeys(prefix: string, storage: ListedStorage | null = browserStorage()): string[] {
  const keys: string[] = [];
  try {
    const n = storage?.length ?? 0;
    const key = storage?.key?.bind(storage);
    for (let i = 0; i < n && key !== undefined; i++) {
      const k = key(i);
      if (k?.startsWith(prefix) === true) keys.push(k);
    }
  } catch {
    // Nothing listed: the page goes on with what it has.
  }
  return keys;
}

/** The backup keys of `base`, in order: `base`, then `base.2`, `base.3`, … */
export const backupKey = (base: string, n: number): string => (n === 1 ? base : `${base}.${n}`);
/** How many backups of one kind the page looks through for a free key. */
const MAX_BACKUPS = 10_000;

/**
 * Keeps `text` aside under the first free backup key of `base` (issue 25:
 * a second unreadable value never overwrites the first one's backup).
 * Returns the key, or why it could not be kept.
 */
export function setAside(base: string, text: string, storage: StorageLike | null = browserStorage()): { ok: true; key: string } | { ok: false; error: string } {
  for (let n = 1; n <= MAX_BACKUPS; n++) {
    const key = backupKey(base, n);
    const there = storedText(key, storage);
    if (there === text) return { ok: true, key }; // already kept aside
    if (there !== null) continue;
    const failed = store(key, text, storage);
    return failed === null ? { ok: true, key } : { ok: false, error: failed };
  }
  return { ok: false, error: `${MAX_BACKUPS} backups of ${base}` };
}

/** Set once the browser has been asked to keep the page's storage, so it is asked once, not on every visit. */
export const PERSIST_KEY = 'ast.persist';

/**
 * Asks the browser not to evict what the page keeps (`navigator.storage.persist()`),
 * quietly: not where the browser cannot, not when it keeps it already, not
 * when it was asked before (PERSIST_KEY); whatever it answers, the page says
 * nothing (what it keeps works either way). Resolves to what was done.
 */
export async function requestPersistence(
  storage: StorageLike | null,
  manager: Partial<Pick<StorageManager, 'persist' | 'persisted'>> | undefined,
): Promise<'unsupported' | 'asked-before' | 'already' | 'granted' | 'refused'> {
  if (manager?.persist === undefined || manager.persisted === undefined) return 'unsupported';
  if (storage === null || storedText(PERSIST_KEY, storage) !== null) return 'asked-before';
  try {
    if (await manager.persisted()) return 'already';
    // Noted first: an answer that never comes is not asked for again either.
    if (store(PERSIST_KEY, 'asked', storage) !== null) return 'asked-before';
    return (await manager.persist()) ? 'granted' : 'refused';
  } catch {
    return 'refused';
  }
}

/** Whether this page's life has asked already (requestPersistence is called once per load at most). */
let askedToPersist = false;

/** requestPersistence for the browser's own storage, once in the page's life (store() calls it the first time it keeps something). */
export function askToPersist(): void {
  if (askedToPersist) return;
  askedToPersist = true;
  void requestPersistence(browserStorage(), globalThis.navigator?.storage);
}

/** The notice for a kept value that could not be read. */
export function storedNotice(key: string, value: string, reason: Message, instead: Message): Notice {
  const v = shortValue(value);
  return { source: 'storage', name: key, value: v, text: msg('notice.stored', { key, value: v, reason: clippedMessage(reason), instead }) };
}

/**
 * One of `allowed` kept under `key`, else `fallback`. A value that is none
 * of them gives a notice and is removed (it holds nothing worth keeping:
 * one of a few words), so the notice is given once.
 */
export function storedChoice<T extends string>(
  key: string,
  allowed: readonly T[],
  fallback: T,
  storage: StorageLike | null = browserStorage(),
): { value: T; notice: Notice | null } {
  const text = storedText(key, storage);
  if (text === null) return { value: fallback, notice: null };
  if ((allowed as readonly string[]).includes(text)) return { value: text as T, notice: null };
  forget(key, storage);
  return { value: fallback, notice: storedNotice(key, text, msg('reason.stored-choice', { allowed }), msg('instead.value', { value: fallback })) };
}

/**
 * The settings kept in the browser, checked once when the page opens: the
 * language (`fallback` is the browser's), follow, animations and what Play says. Returns
 * the language and a notice per value that could not be used.
 */
export function checkStoredSettings(fallback: Lang, storage: StorageLike | null = browserStorage()): { lang: Lang; notices: Notice[] } {
  if (storage === null) {
    return {
      lang: fallback,
      notices: [{ source: 'storage', name: 'localStorage', value: '', text: msg('notice.no-storage', { reason: msg('notice.storage-unavailable') }) }],
    };
  }
  const lang = storedChoice(LANG_KEY, LANGS, fallback, storage);
  const follow = storedChoice(FOLLOW_KEY, TOGGLE, 'on', storage);
  const motion = storedChoice(MOTION_KEY, TOGGLE, 'on', storage);
  const playSay = storedChoice(PLAY_SAY_KEY, PLAY_SAY, 'cutoffs', storage);
  return { lang: lang.value, notices: [lang.notice, follow.notice, motion.notice, playSay.notice].filter((n): n is Notice => n !== null) };
}
