/**
 * The kept 2048 games as storage records (issue 25): the record format and
 * its reading, no page and no tab. One localStorage key per game,
 * `ast.2048.games.<id>` (`gameKey`), each holding the saved game
 * (games/g2048/saved.ts) with its id (`keptText`); `readKept` reads one back,
 * `unreadableGame` sets aside one that cannot be read, and `SavedGames` lists
 * them all. The game in progress is one of these records
 * (game-in-progress.ts says which and writes it after every move); a link,
 * an import, a new game or a saved game continued starts another, and the
 * one that was in progress stays where it is, listed as a saved game
 * (games-controller.ts: replay, continue, export, delete). One key per game
 * also keeps two tabs apart: each writes only its own game
 * (game-in-progress.ts forks a game another tab has written meanwhile).
 *
 * A kept game that cannot be read is moved aside to a backup key of its own
 * (stored.ts `setAside`: never overwriting an earlier backup) with a notice.
 * Pure apart from the default storage: Node tests hand in a Map-backed one.
 */ import { readSavedGame, GAME_ID, type SavedGame } from '../../games/g2048/saved.ts';
import type { GameSession } from '../../games/g2048/session.ts';
import { msg, type Message } from '../../i18n/message.ts';
import { shortValue, type Notice } from '../link/param-reader.ts';
import { browserStorage, forget, setAside, storedKeys, storedText, type ListedStorage, type StorageLike } from '../platform/stored.ts';

/** The keys of the kept games: this, then the game's id. */
export const GAME_PREFIX = 'ast.2048.games.';
/** Where a kept game that could not be restored is moved (then `….2`, `….3`, …), so nothing is lost. */
export const AUTOSAVE_BACKUP_KEY = 'ast.2048.game.unreadable';

export const gameKey = (id: string): string => `${GAME_PREFIX}${id}`;

/** A new game's id: the time in base 36 and four random characters (two tabs starting a game in the same millisecond still differ). */
export function newGameId(now = Date.now(), random = Math.random): string {
  const tail = Math.floor(random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0');
  return `${Math.max(0, Math.floor(now)).toString(36)}-${tail}`;
}

/** A game kept in the browser, read and replayed. */
export interface KeptGame {
  id: string;
  /** The text kept (what an undo of a delete puts back). */
  text: string;
  saved: SavedGame;
  session: GameSession;
}

/** The text a game is kept as: the saved game with its id. */
export const keptText = (saved: SavedGame, id: string): string => JSON.stringify({ ...saved, id });

/**
 * A kept game that could not be read: moved aside to the next free backup
 * key and removed (left where it is if the browser will not keep the copy),
 * and the notice saying so.
 */
export function unreadableGame(key: string, text: string, reason: Message, storage: StorageLike | null, listed: boolean): Notice {
  const aside = setAside(AUTOSAVE_BACKUP_KEY, text, storage);
  if (aside.ok) forget(key, storage);
  const sentence = aside.ok
    ? msg(listed ? 'notice.listed-game' : 'notice.saved-game', { reason, backup: aside.key })
    : msg('notice.saved-game-not-kept', { reason, error: aside.error });
  return { source: 'storage', name: key, value: shortValue(text), text: sentence };
}

/**
 * The games kept in the browser, newest first (by when they were saved),
 * read again only when their text changed since the last listing. A kept
 * game that cannot be read is set aside with a notice; one with no move is
 * removed.
 */
export class SavedGames {
  private cache = new Map<string, KeptGame>();

  constructor(private readonly storage: ListedStorage | null = browserStorage()) {}

  /** The kept games but `except` (the game in progress), and a notice for each set aside. */
  list(except: string | null = null): { games: KeptGame[]; notices: Notice[] } {
    const notices: Notice[] = [];
    const next = new Map<string, KeptGame>();
    for (const key of storedKeys(GAME_PREFIX, this.storage)) {
      const id = key.slice(GAME_PREFIX.length);
      if (id === except) continue;
      const text = storedText(key, this.storage);
      if (text === null) continue;
      const cached = this.cache.get(id);
      if (cached !== undefined && cached.text === text) {
        next.set(id, cached);
        continue;
      }
      const read = readKept(id, text);
      if (!read.ok) notices.push(unreadableGame(key, text, read.reason, this.storage, true));
      // A game with no move holds nothing its link or file does not (a tab that opened a link and closed): not kept.
      // Should that tab still show it, its next save writes it again.
      else if (read.game.session.moves.length === 0) forget(key, this.storage);
      else next.set(id, read.game);
    }
    this.cache = next;
    const games = [...next.values()].sort((a, b) =>
      a.saved.savedAt === b.saved.savedAt ? a.id.localeCompare(b.id) : a.saved.savedAt < b.saved.savedAt ? 1 : -1,
    );
    return { games, notices };
  }

  /** One kept game, read (null when there is none, or it cannot be read). */
  get(id: string): KeptGame | null {
    const text = storedText(gameKey(id), this.storage);
    if (text === null) return null;
    const read = readKept(id, text);
    return read.ok ? read.game : null;
  }
}

/** A kept game's text read: its id must be a game id (the key's). */
export function readKept(id: string, text: string): { ok: true; game: KeptGame } | { ok: false; reason: Message } {
  if (!GAME_ID.test(id)) return { ok: false, reason: msg('reason.game-id', { id: shortValue(id) }) };
  const read = readSavedGame(text);
  if (!read.ok) return { ok: false, reason: read.error };
  return { ok: true, game: { id, text, saved: { ...read.game, id }, session: read.session } };
}
