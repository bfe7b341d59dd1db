/**
 * The 2048 game in progress: which kept game (game-records.ts) a tab is
 * playing, written after every move, so a reload or a crash loses nothing —
 * under a key of its own (issue 25), so that a link, an import or another
 * tab never overwrites it (`GameKeeper`; `restoreAutosave` and `autosave`
 * for the replay page):
 * - `ast.2048.games.<id>`: each game, the one in progress among them;
 * - AUTOSAVE_KEY: the game played last, in any tab, with its id (a new tab
 *   and the replay page open it; a game kept there before issue 25, with no
 *   id, is given one and a key of its own when it is first read);
 * - TAB_KEY, in sessionStorage: the id of this tab's game, so a reload opens
 *   this tab's game whatever other tabs played since.
 * Two tabs on one game: the one that saves second finds the other's text
 * under the key and forks (its game takes a new id), so both are kept.
 * A kept game that cannot be restored is moved aside to a numbered backup
 * key with a notice, and a new game starts. Pure apart from the default
 * storages: Node tests hand in Map-backed ones.
 */ import { GAME_ID, readSavedGame, type SavedGame } from '../../games/g2048/saved.ts';
import type { GameSession } from '../../games/g2048/session.ts';
import { msg } from '../../i18n/message.ts';
import type { Notice } from '../link/param-reader.ts';
import { browserStorage, forget, store, storedText, type StorageLike } from '../platform/stored.ts';
import { AUTOSAVE_BACKUP_KEY, gameKey, keptText, newGameId, readKept, unreadableGame } from './game-records.ts';

export { AUTOSAVE_BACKUP_KEY };
/** The game played last, in any tab (with its id). */
export const AUTOSAVE_KEY = 'ast.2048.game';
/** In sessionStorage: the id of this tab's game. */
export const TAB_KEY = 'ast.2048.tab';

/** This tab's sessionStorage, or null where the page may not use it. */
export function tabStorage(): StorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** A game restored: its id, what was kept, and the game replayed. */
export interface Restored {
  id: string;
  saved: SavedGame;
  session: GameSession;
}

/** Which game a tab keeps, and what it last read or wrote there: enough to put it back (an undo) or to tell another tab's writing. */
export interface Kept {
  id: string;
  seen: string | null;
}

/** The game a tab keeps: which key it writes, and whether another tab wrote there since. */
export class GameKeeper {
  /** This tab's game's id; null until it keeps one. */
  id: string | null = null;
  /** The text under this game's key as this tab last read or wrote it: any other text there was written by another tab. */
  private seen: string | null = null;

  constructor(
    private readonly storage: StorageLike | null = browserStorage(),
    private readonly tab: StorageLike | null = tabStorage(),
  ) {}

  /** Which game is kept, to put back later (`adopt`). */
  get kept(): Kept | null {
    return this.id === null ? null : { id: this.id, seen: this.seen };
  }

  /**
   * The game in progress: this tab's (a reload), else the one played last
   * in any tab, else none. What cannot be read is set aside, each with a
   * notice.
   */
  restore(): { game: Restored | null; notices: Notice[] } {
    const notices: Notice[] = [];
    const tabId = storedText(TAB_KEY, this.tab);
    const own = tabId !== null && GAME_ID.test(tabId) ? this.open(tabId, notices) : null;
    if (own !== null) return { game: own, notices };
    const text = storedText(AUTOSAVE_KEY, this.storage);
    if (text === null) return { game: null, notices };
    const read = readSavedGame(text);
    if (!read.ok) {
      notices.push(unreadableGame(AUTOSAVE_KEY, text, read.error, this.storage, false));
      return { game: null, notices };
    }
    const kept = read.game.id === undefined ? null : this.open(read.game.id, notices);
    if (kept !== null) return { game: kept, notices };
    // Kept before one key per game (no id), or its key was removed since: it gets its key (back).
    const id = read.game.id ?? newGameId();
    const saved = { ...read.game, id };
    this.adopt({ id, seen: null });
    this.write(saved, id);
    return { game: { id, saved, session: read.session }, notices };
  }

  /** The game under `id`'s key, now this tab's; null when there is none or it cannot be read (set aside, with a notice). */
  private open(id: string, notices: Notice[]): Restored | null {
    const key = gameKey(id);
    const text = storedText(key, this.storage);
    if (text === null) return null;
    const read = readKept(id, text);
    if (!read.ok) {
      notices.push(unreadableGame(key, text, read.reason, this.storage, false));
      return null;
    }
    this.adopt({ id, seen: text });
    return { id, saved: read.game.saved, session: read.game.session };
  }

  /** From now on this tab keeps the game `kept` names (a saved game continued, an undo). */
  adopt(kept: Kept): void {
    this.id = kept.id;
    this.seen = kept.seen;
    if (this.tab !== null) store(TAB_KEY, kept.id, this.tab);
  }

  /** From now on this tab keeps a new game, under a new key (written at its first save); its id. */
  start(): string {
    const id = newGameId();
    this.adopt({ id, seen: null });
    return id;
  }

  /** Removes the kept game `kept` names if no other tab has written it since: a game with no move is not worth listing. */
  drop(kept: Kept): void {
    const key = gameKey(kept.id);
    if (storedText(key, this.storage) === kept.seen) forget(key, this.storage);
  }

  /**
   * Keeps `saved` as this tab's game: under its key (a new one if another
   * tab wrote there since this tab last did: both are kept), and as the game
   * played last. A notice when the browser refuses, or when it forked.
   */
  save(saved: SavedGame): Notice | null {
    if (this.storage === null) return null; // said once, when the page opened (checkStoredSettings)
    let id = this.id ?? this.start();
    const there = storedText(gameKey(id), this.storage);
    const forked = there !== null && there !== this.seen;
    if (forked) id = this.start();
    const failed = this.write(saved, id);
    if (failed !== null) return { source: 'storage', name: gameKey(id), value: '', text: msg('notice.save-failed', { reason: failed }) };
    return forked ? { source: 'game', name: id, value: '', text: msg('notice.game-forked') } : null;
  }

  /** Writes `saved` under `id`'s key (this tab's game) and as the game played last. */
  private write(saved: SavedGame, id: string): string | null {
    const text = keptText(saved, id);
    const failed = store(gameKey(id), text, this.storage);
    if (failed !== null) return failed;
    this.seen = text;
    store(AUTOSAVE_KEY, text, this.storage);
    return null;
  }

  /**
   * Another tab changed `key` (the `storage` event): `forked` when it wrote
   * this tab's game (this tab's game then takes a new key: save it), `removed`
   * when it deleted it (the next save writes it again), else null.
   */
  changed(key: string | null, value: string | null): 'forked' | 'removed' | null {
    if (this.id === null || key !== gameKey(this.id) || value === this.seen) return null;
    if (value === null) {
      this.seen = null;
      return 'removed';
    }
    this.start();
    return 'forked';
  }
}

/**
 * The game in progress (for the replay page): this tab's, else the one
 * played last; null when there is none. One that cannot be restored is set
 * aside and comes back as a notice saying why (the caller starts a new game).
 */
export function restoreAutosave(
  storage: StorageLike | null = browserStorage(),
  tab: StorageLike | null = tabStorage(),
): { game: Restored | null; notice: Notice | null } {
  const { game, notices } = new GameKeeper(storage, tab).restore();
  return { game, notice: notices[0] ?? null };
}

/** Keeps `saved` as this tab's game in progress: a game of its own unless it has the id of one (the replay page's "continue from here"). */
export function autosave(saved: SavedGame, storage: StorageLike | null = browserStorage(), tab: StorageLike | null = tabStorage()): Notice | null {
  const keeper = new GameKeeper(storage, tab);
  if (saved.id !== undefined) keeper.adopt({ id: saved.id, seen: storedText(gameKey(saved.id), storage) });
  return keeper.save(saved);
}
