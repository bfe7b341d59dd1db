/**
 * The 2048 game in progress, kept in the browser (localStorage) after every
 * move, so a reload or a crash loses nothing. A kept game that cannot be
 * restored is moved aside to AUTOSAVE_BACKUP_KEY (nothing is lost) and a new
 * game starts. Pure apart from the default storage: Node tests hand in a
 * Map-backed one.
 */
import { readSavedGame, type SavedGame } from '../../games/g2048/saved.ts';
import type { GameSession } from '../../games/g2048/session.ts';
import { msg } from '../../i18n/message.ts';
import { shortValue, type Notice } from '../param-reader.ts';
import { browserStorage, forget, store, storedText, type StorageLike } from '../stored.ts';

/** Where the game in progress is kept, so a reload or a crash loses nothing. */
export const AUTOSAVE_KEY = 'ast.2048.game';
/** Where a kept game that could not be restored is moved, so nothing is lost. */
export const AUTOSAVE_BACKUP_KEY = 'ast.2048.game.unreadable';

/**
 * The game kept in the browser: null when there is none. One that cannot
 * be restored is moved to AUTOSAVE_BACKUP_KEY and comes back as a notice
 * saying why (the caller starts a new game).
 */
export function restoreAutosave(storage: StorageLike | null = browserStorage()): { game: { saved: SavedGame; session: GameSession } | null; notice: Notice | null } {
  const text = storedText(AUTOSAVE_KEY, storage);
  if (text === null) return { game: null, notice: null };
  const read = readSavedGame(text);
  if (read.ok) return { game: { saved: read.game, session: read.session }, notice: null };
  const failed = store(AUTOSAVE_BACKUP_KEY, text, storage);
  if (failed === null) forget(AUTOSAVE_KEY, storage);
  const sentence = failed === null ? msg('notice.saved-game', { reason: read.error, backup: AUTOSAVE_BACKUP_KEY }) : msg('notice.saved-game-not-kept', { reason: read.error, error: failed });
  return { game: null, notice: { source: 'storage', name: AUTOSAVE_KEY, value: shortValue(text), text: sentence } };
}

/** Keeps the game in progress; a notice when the browser refuses. */
export function autosave(saved: SavedGame, storage: StorageLike | null = browserStorage()): Notice | null {
  if (storage === null) return null; // said once, when the page opened (checkStoredSettings)
  const failed = store(AUTOSAVE_KEY, JSON.stringify(saved), storage);
  if (failed === null) return null;
  return { source: 'storage', name: AUTOSAVE_KEY, value: '', text: msg('notice.save-failed', { reason: failed }) };
}
