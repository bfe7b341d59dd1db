/**
 * The 2048 page keeps every game (issue 25), in Node with Map-backed
 * storages: one key per game, the game in progress among them; a link, an
 * import or a new game in its place keeps it (listed, a notice and an undo);
 * two tabs never lose each other's moves; unreadable values are set aside
 * under numbered backup keys, never overwriting an earlier one; the browser
 * is asked once, quietly, to keep the storage. (The page itself:
 * tests/e2e/saved-games.test.ts.)
 */
import { describe, expect, test } from 'vitest';
import { GameSession } from '../../src/games/g2048/session.ts';
import { readSavedGame, savedGame } from '../../src/games/g2048/saved.ts';
import type { Settings } from '../../src/games/g2048/settings.ts';
import { say } from '../../src/i18n/say.ts';
import type { Notice } from '../../src/ui/link/param-reader.ts';
import { PERSIST_KEY, backupKey, requestPersistence, setAside, storedKeys, type ListedStorage } from '../../src/ui/platform/stored.ts';
import { AUTOSAVE_BACKUP_KEY, AUTOSAVE_KEY, GameKeeper, TAB_KEY, autosave, restoreAutosave } from '../../src/ui/g2048/game-in-progress.ts';
import { GAME_PREFIX, SavedGames, gameKey, newGameId } from '../../src/ui/g2048/game-records.ts';
import { KeptGames, exported, type GamesHost } from '../../src/ui/g2048/games-controller.ts';

const settings: Settings = { algo: 'expectimax', heuristic: 'h1', variant: 'text', depth: 3 };

/** A Map-backed storage whose keys can be listed, like the browser's. */
function memory(entries: Record<string, string> = {}): ListedStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

function played(seed: number, n: number): GameSession {
  const g = new GameSession(seed);
  while (g.moves.length < n && !g.over) g.play(g.legal[n % 4 === 0 ? 0 : g.legal.length - 1]!);
  return g;
}

const gamesIn = (s: { map: Map<string, string> }) => [...s.map.keys()].filter((k) => k.startsWith(GAME_PREFIX)).sort();
const words = (n: Notice | null | undefined, lang: 'en' | 'es' = 'en') => (n === null || n === undefined ? '' : say(n.text, lang));

describe('backups are numbered, never overwritten', () => {
  test('setAside: the first free of base, base.2, base.3, …; the same text twice is kept once', () => {
    const s = memory({ b: 'one' });
    expect(setAside('b', 'two', s)).toEqual({ ok: true, key: 'b.2' });
    expect(setAside('b', 'three', s)).toEqual({ ok: true, key: 'b.3' });
    expect(setAside('b', 'two', s)).toEqual({ ok: true, key: 'b.2' });
    expect(Object.fromEntries(s.map)).toEqual({ b: 'one', 'b.2': 'two', 'b.3': 'three' });
    expect(backupKey('b', 1)).toBe('b');
  });

  test('a corrupt saved game twice: two backups, each notice naming its own key, the first copy as it was', () => {
    const s = memory({ [AUTOSAVE_KEY]: 'not json' });
    const one = restoreAutosave(s, null);
    expect(one.game).toBeNull();
    expect(words(one.notice)).toMatch(/kept in this browser’s storage as ast\.2048\.game\.unreadable\.$/);
    s.setItem(AUTOSAVE_KEY, '{"format":"something else"}');
    const two = restoreAutosave(s, null);
    expect(words(two.notice)).toMatch(/as ast\.2048\.game\.unreadable\.2\.$/);
    expect(words(two.notice, 'es')).toMatch(/como ast\.2048\.game\.unreadable\.2\.$/);
    expect(s.map.get(AUTOSAVE_BACKUP_KEY)).toBe('not json');
    expect(s.map.get(`${AUTOSAVE_BACKUP_KEY}.2`)).toBe('{"format":"something else"}');
    expect(s.map.has(AUTOSAVE_KEY)).toBe(false);
  });

  test('a listed game that cannot be read is set aside with a notice, and the others are listed', () => {
    const good = played(3, 5);
    const s = memory({
      [gameKey('a-1')]: JSON.stringify({ ...savedGame(good, settings), id: 'a-1' }),
      [gameKey('b-2')]: '{"oops":',
      [gameKey('BAD ID')]: JSON.stringify(savedGame(good, settings)),
    });
    const { games, notices } = new SavedGames(s).list();
    expect(games.map((g) => g.id)).toEqual(['a-1']);
    expect(notices.map((n) => n.name).sort()).toEqual([gameKey('BAD ID'), gameKey('b-2')]);
    expect(notices.map((n) => words(n)).join('\n')).toMatch(
      /A saved game could not be read: .*It is no longer listed; its text is kept in this browser’s storage as ast\.2048\.game\.unreadable/,
    );
    expect(notices.map((n) => words(n)).join('\n')).toMatch(/“BAD ID” is not the id of a saved game/);
    expect(s.map.get(AUTOSAVE_BACKUP_KEY)).toBeDefined();
    expect(s.map.get(`${AUTOSAVE_BACKUP_KEY}.2`)).toBeDefined();
    expect(gamesIn(s)).toEqual([gameKey('a-1')]);
  });
});

describe('one key per game: the keeper', () => {
  test('each save writes the game under its key and as the game played last; a reload in the tab restores it', () => {
    const s = memory();
    const tab = memory();
    const keeper = new GameKeeper(s, tab);
    const g = played(8, 6);
    expect(keeper.save(savedGame(g, settings))).toBeNull();
    const id = keeper.id!;
    expect(id).toMatch(/^[a-z0-9]+-[a-z0-9]{4}$/);
    expect(gamesIn(s)).toEqual([gameKey(id)]);
    expect(s.map.get(AUTOSAVE_KEY)).toBe(s.map.get(gameKey(id)));
    expect(tab.map.get(TAB_KEY)).toBe(id);
    const again = new GameKeeper(s, tab).restore();
    expect(again.game?.id).toBe(id);
    expect(again.game?.session.grid).toEqual(g.grid);
    expect(again.game?.saved.settings).toEqual(settings);
  });

  test('a game kept before one key per game (no id) gets an id and a key of its own when first read', () => {
    const g = played(2, 4);
    const s = memory({ [AUTOSAVE_KEY]: JSON.stringify(savedGame(g, settings)) });
    const read = new GameKeeper(s, null).restore();
    expect(read.game?.session.moves).toEqual(g.moves);
    expect(gamesIn(s)).toEqual([gameKey(read.game!.id)]);
    expect(readSavedGame(s.map.get(gameKey(read.game!.id))!)).toMatchObject({ ok: true, game: { id: read.game!.id } });
  });

  test('two tabs on one game: the one that saves second forks, and both games are kept whole', () => {
    const s = memory();
    const tabA = new GameKeeper(s, memory());
    const a = played(5, 3);
    tabA.save(savedGame(a, settings));
    // Tab B opens the page: the game played last, the same one.
    const tabB = new GameKeeper(s, memory());
    const b = tabB.restore().game!.session;
    expect(tabB.id).toBe(tabA.id);
    a.play(a.legal[0]!);
    expect(tabA.save(savedGame(a, settings))).toBeNull();
    b.play(b.legal[b.legal.length - 1]!);
    b.play(b.legal[b.legal.length - 1]!);
    const forked = tabB.save(savedGame(b, settings));
    expect(words(forked)).toMatch(/also played in another tab/);
    expect(tabB.id).not.toBe(tabA.id);
    const kept = new SavedGames(s).list().games;
    expect(kept.map((g) => g.session.moves.length).sort()).toEqual([4, 5]);
    expect(kept.find((g) => g.id === tabA.id)?.session.moves).toEqual(a.moves);
    expect(kept.find((g) => g.id === tabB.id)?.session.moves).toEqual(b.moves);
    // Tab A goes on under its own key: no fork.
    a.play(a.legal[0]!);
    expect(tabA.save(savedGame(a, settings))).toBeNull();
  });

  test('the storage event: another tab writing this game forks it at once; deleting it, the next save writes it again', () => {
    const s = memory();
    const k = new GameKeeper(s, null);
    k.save(savedGame(played(1, 2), settings));
    const id = k.id!;
    expect(k.changed('ast.other', 'x')).toBeNull();
    expect(k.changed(gameKey(id), s.map.get(gameKey(id))!)).toBeNull();
    expect(k.changed(gameKey(id), null)).toBe('removed');
    s.map.delete(gameKey(id));
    expect(k.save(savedGame(played(1, 3), settings))).toBeNull();
    expect(k.id).toBe(id);
    expect(k.changed(gameKey(id), 'another tab’s text')).toBe('forked');
    expect(k.id).not.toBe(id);
  });

  test('autosave without an id (the replay page’s “continue from here”) keeps a game of its own; the full game stays', () => {
    const s = memory();
    const tab = memory();
    const full = played(9, 8);
    autosave(savedGame(full, settings), s, tab);
    const cut = new GameSession(9);
    for (const m of full.moves.slice(0, 3)) cut.play(m);
    autosave(savedGame(cut, settings), s, tab);
    expect(gamesIn(s)).toHaveLength(2);
    expect(restoreAutosave(s, tab).game?.session.moves).toEqual(cut.moves);
  });

  test('ids differ from one millisecond to the next and within one', () => {
    expect(newGameId(0, () => 0)).toBe('0-0000');
    expect(newGameId(1_700_000_000_000, () => 0.5)).not.toBe(newGameId(1_700_000_000_000, () => 0.25));
  });
});

/** The page as the controller sees it: the game shown, its notices. */
function page(s: ListedStorage | null, tab: ListedStorage | null = memory()) {
  const host = {
    game: new GameSession(1),
    settings,
    notices: [] as Notice[],
    updates: 0,
    addController: () => undefined,
    removeController: () => undefined,
    requestUpdate: () => void host.updates++,
    updateComplete: Promise.resolve(true),
    show(game: GameSession, with_: Settings) {
      host.game = game;
      host.settings = with_;
      kept.save();
    },
    notice: (n: Notice) => void host.notices.push(n),
    unnotice: (n: Notice) => void (host.notices = host.notices.filter((x) => x !== n)),
  };
  const kept = new KeptGames(host as GamesHost, s as never, tab);
  return { host, kept };
}

describe('the saved games list: a game in place of another keeps it', () => {
  test('a link over a game in progress: the game is kept and listed, the notice says so, and undo brings it back', () => {
    const s = memory();
    const { host, kept } = page(s);
    kept.replace(new GameSession(1), settings);
    for (let i = 0; i < 4; i++) {
      host.game.play(host.game.legal[0]!);
      kept.save();
    }
    const before = { id: kept.keeper.id, moves: [...host.game.moves], grid: host.game.grid };
    kept.replace(new GameSession(5), settings); // #/2048?seed=5
    expect(host.game.seed).toBe(5);
    expect(kept.games.map((g) => g.id)).toEqual([before.id]);
    expect(kept.games[0]!.session.moves).toEqual(before.moves);
    const n = host.notices.at(-1)!;
    expect(words(n)).toBe('The game you were playing (seed 1, 4 moves, score ' + kept.games[0]!.session.score + ') is kept under Saved games.');
    expect(words(n, 'es')).toMatch(/^La partida que jugabas \(semilla 1, 4 movimientos, \d+ puntos\) se guarda en Partidas guardadas\.$/);
    expect(n.action?.hook).toBe('undo-replace');
    n.action!.run();
    expect(host.game.grid).toEqual(before.grid);
    expect(kept.keeper.id).toBe(before.id);
    // The link's game had no move: not worth listing.
    expect(kept.games).toEqual([]);
    expect(gamesIn(s)).toEqual([gameKey(before.id!)]);
    expect(host.notices).toEqual([]);
  });

  test('a game with no move is not kept when another takes its place; continue, delete and its undo', () => {
    const s = memory();
    const { host, kept } = page(s);
    kept.replace(new GameSession(1), settings);
    kept.replace(new GameSession(2), settings);
    expect(gamesIn(s)).toHaveLength(1);
    expect(host.notices).toEqual([]);
    host.game.play(host.game.legal[0]!);
    kept.save();
    const first = kept.keeper.id!;
    kept.replace(new GameSession(3), { ...settings, depth: 2 });
    host.game.play(host.game.legal[0]!);
    host.game.play(host.game.legal[0]!);
    kept.save();
    const second = kept.keeper.id!;
    // Continue the first: the second is kept, the first is the game in progress again, with its settings.
    kept.continue(first);
    expect(kept.keeper.id).toBe(first);
    expect(host.game.seed).toBe(2);
    expect(host.settings).toEqual(settings);
    expect(kept.games.map((g) => g.id)).toEqual([second]);
    // Delete the second, then undo.
    kept.remove(second);
    expect(kept.games).toEqual([]);
    expect(s.map.has(gameKey(second))).toBe(false);
    const n = host.notices.at(-1)!;
    expect(words(n)).toMatch(/^The saved game with seed 3 \(2 moves, score \d+\) is deleted\.$/);
    n.action!.run();
    expect(kept.games.map((g) => g.id)).toEqual([second]);
    expect(kept.games[0]!.session.moves).toHaveLength(2);
  });

  test('the list is newest first, leaves the game in progress out, and an export holds no id', () => {
    const s = memory();
    const mk = (id: string, at: string, seed: number) => [gameKey(id), JSON.stringify({ ...savedGame(played(seed, 2), settings, new Date(at)), id })] as const;
    s.map.set(...mk('old-1', '2024-01-01T00:00:00Z', 1));
    s.map.set(...mk('new-1', '2025-06-01T00:00:00Z', 2));
    s.map.set(...mk('mid-1', '2024-09-01T00:00:00Z', 3));
    expect(new SavedGames(s).list().games.map((g) => g.id)).toEqual(['new-1', 'mid-1', 'old-1']);
    expect(new SavedGames(s).list('mid-1').games.map((g) => g.id)).toEqual(['new-1', 'old-1']);
    const g = new SavedGames(s).get('new-1')!;
    expect(g.saved.id).toBe('new-1');
    expect('id' in exported(g.saved)).toBe(false);
    expect(storedKeys(GAME_PREFIX, s)).toHaveLength(3);
    // A game with no move (a tab that opened a link and closed) is not kept: its link has it.
    s.map.set(gameKey('empty-1'), JSON.stringify({ ...savedGame(new GameSession(4), settings), id: 'empty-1' }));
    expect(new SavedGames(s).list().games.map((g) => g.id)).toEqual(['new-1', 'mid-1', 'old-1']);
    expect(s.map.has(gameKey('empty-1'))).toBe(false);
    expect(storedKeys(GAME_PREFIX, { getItem: () => null, setItem: () => undefined, removeItem: () => undefined })).toEqual([]);
  });
});

describe('asking the browser to keep the storage: once, quietly', () => {
  test('asked when it can and does not keep it yet; never again after; nothing where it cannot', async () => {
    const calls: string[] = [];
    const manager = (persisted: boolean, grant: boolean) => ({
      persisted: () => (calls.push('persisted'), Promise.resolve(persisted)),
      persist: () => (calls.push('persist'), Promise.resolve(grant)),
    });
    const s = memory();
    expect(await requestPersistence(s, undefined)).toBe('unsupported');
    expect(await requestPersistence(s, {})).toBe('unsupported');
    expect(await requestPersistence(s, manager(true, true))).toBe('already');
    expect(s.map.has(PERSIST_KEY)).toBe(false);
    expect(await requestPersistence(s, manager(false, false))).toBe('refused');
    expect(s.map.get(PERSIST_KEY)).toBe('asked');
    calls.length = 0;
    expect(await requestPersistence(s, manager(false, true))).toBe('asked-before');
    expect(calls).toEqual([]);
    expect(await requestPersistence(memory(), manager(false, true))).toBe('granted');
    expect(await requestPersistence(memory(), { persisted: () => Promise.reject(new Error('no')), persist: () => Promise.resolve(true) })).toBe('refused');
  });
});
