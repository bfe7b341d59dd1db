/**
 * The 2048 page's controller of its kept games (issue 25), a Lit
 * ReactiveController: the game in progress saved after every move under its
 * own key (game-in-progress.ts), and every other kept game listed
 * (game-records.ts) to replay, continue, export or delete — the actions the
 * list (saved-games-list.ts) offers. A link, an import, a new game or a
 * kept game continued takes the place of the game in progress, which stays
 * kept — listed, with a notice and an undo — unless no move was played in it
 * (the link or the file still has it). Other tabs' changes arrive by the
 * `storage` event: the list follows them, and a tab whose game another tab
 * wrote keeps its own moves under a new key.
 */ import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { savedGame, type SavedGame } from '../../games/g2048/saved.ts';
import type { GameSession } from '../../games/g2048/session.ts';
import type { Settings } from '../../games/g2048/settings.ts';
import { msg } from '../../i18n/message.ts';
import { download } from '../platform/export.ts';
import type { Notice } from '../link/param-reader.ts';
import { browserStorage, forget, store, storedText, type ListedStorage, type StorageLike } from '../platform/stored.ts';
import { AUTOSAVE_KEY, GameKeeper, tabStorage, type Kept, type Restored } from './game-in-progress.ts';
import { GAME_PREFIX, SavedGames, gameKey, type KeptGame } from './game-records.ts';

/** What the controller asks of the page. */
export interface GamesHost extends ReactiveControllerHost {
  readonly game: GameSession;
  readonly settings: Settings;
  /** Shows `game`, played with `settings`, in place of the game shown (and saves it: `save`). */
  show(game: GameSession, settings: Settings): void;
  notice(n: Notice): void;
  unnotice(n: Notice): void;
}

/** A saved game as a file for people: without the id the browser keeps it under. */
export function exported(saved: SavedGame): SavedGame {
  const file = { ...saved };
  delete file.id;
  return file;
}

const summary = (g: GameSession) => ({ seed: g.seed, moves: g.moves.length, score: g.score });

export class KeptGames implements ReactiveController {
  readonly keeper: GameKeeper;
  private readonly saved: SavedGames;
  /** The kept games but the one in progress, newest first. */
  games: KeptGame[] = [];
  /** The kept game replayed in the list, if any. */
  replaying: string | null = null;

  constructor(
    private readonly host: GamesHost,
    private readonly storage: (ListedStorage & StorageLike) | null = browserStorage(),
    tab: StorageLike | null = tabStorage(),
  ) {
    this.keeper = new GameKeeper(storage, tab);
    this.saved = new SavedGames(storage);
    host.addController(this);
  }

  hostConnected(): void {
    globalThis.addEventListener?.('storage', this.onStorage);
  }

  hostDisconnected(): void {
    globalThis.removeEventListener?.('storage', this.onStorage);
  }

  /** The game in progress kept in the browser (this tab's, else the one played last), or null; what could not be read is noticed. */
  restore(): Restored | null {
    const { game, notices } = this.keeper.restore();
    for (const n of notices) this.host.notice(n);
    this.refresh();
    return game;
  }

  /** Keeps the game shown, as it is now. */
  save(): void {
    const n = this.keeper.save(savedGame(this.host.game, this.host.settings));
    if (n === null) return;
    this.host.notice(n);
    if (n.source === 'game') this.refresh();
  }

  /**
   * Shows `game` in place of the game in progress, which stays kept (listed,
   * with a notice offering to undo) unless no move was played in it.
   * `kept`: the kept game it is (a saved game continued, an undo); none for a
   * new one (a link's, an import's, a new game).
   */
  replace(game: GameSession, settings: Settings, kept: Kept | null = null): void {
    const before = this.keeper.kept;
    const old = this.host.game;
    const oldSettings = this.host.settings;
    const keep = before !== null && old.moves.length > 0;
    if (before !== null && !keep) this.keeper.drop(before);
    if (kept === null) this.keeper.start();
    else this.keeper.adopt(kept);
    this.host.show(game, settings);
    if (keep) {
      const n: Notice = {
        source: 'game',
        name: before.id,
        value: '',
        text: msg('notice.game-kept', summary(old)),
        action: {
          label: 'undo',
          hook: 'undo-replace',
          run: () => {
            this.host.unnotice(n);
            this.replace(old, oldSettings, before);
          },
        },
      };
      this.host.notice(n);
    }
    this.refresh();
  }

  /** Continues a kept game: it becomes the game in progress (and the one in progress stays kept). */
  continue(id: string): void {
    const g = this.saved.get(id);
    if (g !== null) this.replace(g.session, g.saved.settings, { id, seen: g.text });
    else this.refresh();
  }

  /** Deletes a kept game, with a notice offering to undo. */
  remove(id: string): void {
    const key = gameKey(id);
    const g = this.saved.get(id);
    const text = storedText(key, this.storage);
    if (g === null || text === null) return this.refresh();
    // The game played last is this one: it goes too, or a new tab would open it again.
    const last = storedText(AUTOSAVE_KEY, this.storage) === text;
    forget(key, this.storage);
    if (last) forget(AUTOSAVE_KEY, this.storage);
    if (this.replaying === id) this.replaying = null;
    const n: Notice = {
      source: 'game',
      name: id,
      value: '',
      text: msg('notice.game-deleted', summary(g.session)),
      action: {
        label: 'undo',
        hook: 'undo-delete',
        run: () => {
          this.host.unnotice(n);
          store(key, text, this.storage);
          if (last && storedText(AUTOSAVE_KEY, this.storage) === null) store(AUTOSAVE_KEY, text, this.storage);
          this.refresh();
        },
      },
    };
    this.host.notice(n);
    this.refresh();
  }

  /** Downloads a kept game as a file (the format Import reads). */
  export(id: string): void {
    const g = this.saved.get(id);
    if (g !== null) download(`2048-game-${g.session.seed}.json`, JSON.stringify(exported(g.saved), null, 2), 'application/json');
  }

  /** Shows a kept game's replay in the list, or hides it. */
  replay(id: string): void {
    this.replaying = this.replaying === id ? null : id;
    this.host.requestUpdate();
  }

  /** Reads the list again (the game in progress left out). */
  refresh(): void {
    const { games, notices } = this.saved.list(this.keeper.id);
    this.games = games;
    if (this.replaying !== null && !games.some((g) => g.id === this.replaying)) this.replaying = null;
    for (const n of notices) this.host.notice(n);
    this.host.requestUpdate();
  }

  /** Another tab changed what is kept: the list follows; if it wrote this tab's game, this tab's moves go under a new key. */
  private readonly onStorage = (e: StorageEvent): void => {
    if (this.storage === null || e.storageArea !== this.storage) return;
    if (e.key !== null && !e.key.startsWith(GAME_PREFIX) && e.key !== AUTOSAVE_KEY) return;
    if (this.keeper.changed(e.key, e.newValue) === 'forked') {
      this.save();
      // changed() gave this tab's game a new id: the notice names it.
      const id = this.keeper.id;
      if (id !== null) this.host.notice({ source: 'game', name: id, value: '', text: msg('notice.game-forked') });
    }
    this.refresh();
  };
}
