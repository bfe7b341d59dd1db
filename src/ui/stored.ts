/**
 * What the page keeps in the browser (localStorage), read as strictly as a
 * link (issue 12): the language, the follow and animation toggles (and,
 * through g2048/autosave.ts, the 2048 game in progress). A value that is corrupt or from elsewhere gives a
 * notice and the default; a saved game that cannot be restored is moved
 * aside to AUTOSAVE_BACKUP_KEY (nothing is lost) and a new game starts.
 * Storage that is missing or refuses (private modes, a full quota) never
 * stops the page: reads give nothing, writes say why they failed.
 *
 * Pure apart from `browserStorage()`: the functions take the storage, so
 * Node tests hand them a Map-backed one.
 */
import { LANGS, type Lang } from '../i18n/lang.ts';
import { msg, type Message } from '../i18n/message.ts';
import { shortValue, type Notice } from './param-reader.ts';

export const LANG_KEY = 'ast.lang';
export const FOLLOW_KEY = 'ast.follow';
export const MOTION_KEY = 'ast.motion';
export const TOGGLE = ['on', 'off'] as const;

/** The part of Storage the page uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

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
    return null;
  } catch (e) {
    return errorText(e);
  }
}

export function forget(key: string, storage: StorageLike | null): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: the value stays, and is noticed again next time.
  }
}

/** The notice for a kept value that could not be read. */
export function storedNotice(key: string, value: string, reason: Message, instead: Message): Notice {
  const v = shortValue(value);
  return { source: 'storage', name: key, value: v, text: msg('notice.stored', { key, value: v, reason, instead }) };
}

/**
 * One of `allowed` kept under `key`, else `fallback`. A value that is none
 * of them gives a notice and is removed (it holds nothing worth keeping:
 * one of a few words), so the notice is given once.
 */
export function storedChoice<T extends string>(key: string, allowed: readonly T[], fallback: T, storage: StorageLike | null = browserStorage()): { value: T; notice: Notice | null } {
  const text = storedText(key, storage);
  if (text === null) return { value: fallback, notice: null };
  if ((allowed as readonly string[]).includes(text)) return { value: text as T, notice: null };
  forget(key, storage);
  return { value: fallback, notice: storedNotice(key, text, msg('reason.stored-choice', { allowed }), msg('instead.value', { value: fallback })) };
}

/**
 * The settings kept in the browser, checked once when the page opens: the
 * language (`fallback` is the browser's), follow and animations. Returns
 * the language and a notice per value that could not be used.
 */
export function checkStoredSettings(fallback: Lang, storage: StorageLike | null = browserStorage()): { lang: Lang; notices: Notice[] } {
  if (storage === null) {
    return { lang: fallback, notices: [{ source: 'storage', name: 'localStorage', value: '', text: msg('notice.no-storage', { reason: msg('notice.storage-unavailable') }) }] };
  }
  const lang = storedChoice(LANG_KEY, LANGS, fallback, storage);
  const follow = storedChoice(FOLLOW_KEY, TOGGLE, 'on', storage);
  const motion = storedChoice(MOTION_KEY, TOGGLE, 'on', storage);
  return { lang: lang.value, notices: [lang.notice, follow.notice, motion.notice].filter((n): n is Notice => n !== null) };
}
