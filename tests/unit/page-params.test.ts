/**
 * The page reads its links and what it keeps in the browser as strictly as
 * the CLI reads its input (issue 12): src/ui/link/params.ts, src/ui/platform/stored.ts and
 * the saved-game reader. A bad value gives a notice naming the parameter,
 * its value and what is allowed, in both languages, and the default is used;
 * random and mutated queries never make a reader throw, and every value
 * accepted is in its range.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ALGORITHMS, ROOT_WINDOWS, TIE_RULES } from '../../src/search/search.ts';
import { ORDERINGS } from '../../src/search/ordering.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { fromArray, toArray, type Board } from '../../src/games/g2048/board.ts';
import { GameSession } from '../../src/games/g2048/session.ts';
import { readSavedGame, savedGame } from '../../src/games/g2048/saved.ts';
import { parsePosition } from '../../src/games/tictactoe/game.ts';
import { parseMoves } from '../../src/games/connect4/game.ts';
import { FIXTURES } from '../../src/ui/link/fixtures.ts';
import { COMPARE_ROUTE, EXERCISE_ROUTE, G2048_ROUTE, TREE_ROUTE, boardGameRoute, readAppParams } from '../../src/ui/link/params.ts';
import {
  ECHO_MAX,
  MAX_TREE_TEXT,
  PAGE_PARSE_MAX,
  checkConnect4,
  linkTreeRefused,
  checkTicTacToe,
  checkTreeText,
  shortValue,
  type Notice,
} from '../../src/ui/link/param-reader.ts';
import { FOLLOW_KEY, LANG_KEY, MOTION_KEY, checkStoredSettings, storedChoice, type StorageLike } from '../../src/ui/platform/stored.ts';
import { AUTOSAVE_BACKUP_KEY, AUTOSAVE_KEY, autosave, restoreAutosave } from '../../src/ui/g2048/game-in-progress.ts';
import { fuzzRuns, queryString, routeQuery, type FuzzRoute } from './fuzz-params.ts';
import { say } from '../../src/i18n/say.ts';
import { treeParseError } from '../../src/app/reply.ts';
import { expectWorded } from './helpers.ts';
import type { Message } from '../../src/i18n/message.ts';
import { type Settings, HEURISTICS, VARIANTS } from '../../src/games/g2048/settings.ts';

/** A notice's or an error's message in words (undefined when there is none). */
const said = (m: Message | undefined, lang: 'en' | 'es'): string | undefined => (m === undefined ? undefined : say(m, lang));

const q = (text: string) => new URLSearchParams(text);
const only = (notices: Notice[], name: string) => {
  const found = notices.filter((n) => n.name === name);
  expect(found, `one notice for ${name}: ${JSON.stringify(notices.map((n) => said(n.text, 'en')))}`).toHaveLength(1);
  return found[0]!;
};

describe('each bad parameter: a notice naming it, its value and what is allowed; the default used', () => {
  test.each([
    ['tree', 'step=0x2', 'step', '0x2', /whole number ≥ 0/],
    ['tree', 'step=%20', 'step', ' ', /whole number ≥ 0/],
    ['tree', 'step=-1', 'step', '-1', /whole number ≥ 0/],
    ['tree', 'depth=1e3', 'depth', '1e3', /whole number 0–1000/],
    ['tree', 'algo=bogus', 'algo', 'bogus', /one of minimax, alphabeta/],
    ['tree', 'src=nope', 'src', 'nope', /no example tree “nope”.*aima-fig-5-2/],
    ['tree', 'tree=max(min(3,', 'tree', 'max(min(3,', /line 1, column 11/],
    ['tree', 'check=yes', 'check', 'yes', /1 or 0/],
    ['compare', 'set=all', 'set', 'all', /one of algos, orders/],
    ['compare', 'tie=aima', 'tie', 'aima', /one of inclusive, strict/],
    ['2048', 'board=[[1,2]]&score=5', 'board', '[[1,2]]', /impossible: a board is 4 rows of 4 cells/],
    ['2048', 'board=[[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,2]]&score=-5', 'score', '-5', /whole number 0–10000000/],
    ['2048', 'seed=abc', 'seed', 'abc', /whole number 0–4294967295/],
    ['2048', 'seed=4294967296', 'seed', '4294967296', /whole number 0–4294967295/],
    ['2048', 'depth=13', 'depth', '13', /whole number 1–12/],
    ['2048', 'algo=expectiminimax', 'algo', 'expectiminimax', /one of minimax, alphabeta, expectimax/],
    ['2048', 'heuristic=h9', 'heuristic', 'h9', /one of h1, h2/],
    ['2048', 'board={"a":1,"a":2}', 'board', '{"a":1,"a":2}', /column 8: duplicate key "a"/],
    ['2048', 'board=[[[2]]]', 'board', '[[[2]]]', /nested deeper than 2/],
    ['2048', 'propose=true', 'propose', 'true', /1 or 0/],
    ['tictactoe', 'position=xxxxxxxxx', 'position', 'xxxxxxxxx', /as many x as o or one more; this position has 9 x and 0 o/],
    ['tictactoe', 'position=xxx......x', 'position', 'xxx......x', /9 characters of x, o and \./],
    ['tictactoe', 'position=xxxooo...', 'position', 'xxxooo...', /both X and O have three in a row/],
    ['tictactoe', 'position=xxxoo.o..', 'position', 'xxxoo.o..', /X has three in a row, so X moved last/],
    ['tictactoe', 'depth=0', 'depth', '0', /whole number 1–9/],
    ['tictactoe', 'random=-1', 'random', '-1', /whole number 0–4294967295/],
    ['tictactoe', 'human=X', 'human', 'X', /one of x, o/],
    ['connect4', 'moves=1111111', 'moves', '1111111', /move 7 drops into column 1, which is already full/],
    ['connect4', 'moves=12121213', 'moves', '12121213', /move 8 comes after X already has four in a row/],
    ['connect4', 'moves=4x', 'moves', '4x', /move 2 is “x”, and a move is a column 1–7/],
    ['connect4', 'depth=11', 'depth', '11', /whole number 1–10/],
    ['connect4', 'centre=2', 'centre', '2', /1 or 0/],
  ])('%s?%s', (route, query, name, value, reason) => {
    const read = readRoute(route as FuzzRoute, q(query));
    const n = only(read.notices, name);
    expect(n.source).toBe('link');
    expect(n.value).toBe(value);
    expect(said(n.text, 'en')).toContain(`${name}=${value}`);
    expect(said(n.text, 'en')).toMatch(reason);
    expect(said(n.text, 'es')).toContain(`${name}=${value}`);
    expect(said(n.text, 'es')).not.toBe(said(n.text, 'en'));
    expect(said(n.text, 'en')).toMatch(/(instead|Starting|kept|ignored|stays off|not picked|No proposal)/);
    expectInRange(route as FuzzRoute, read.values);
  });

  test('the defaults: step 0, the example tree, auto, the game in progress, the empty board', () => {
    const tree = TREE_ROUTE.read(q('src=nope&step=0x2&algo=bogus&depth=1e3'));
    expect(tree.values).toMatchObject({ fixture: FIXTURES[0]!.name, text: FIXTURES[0]!.tree, step: 0, algo: 'auto', depth: '' });
    expect(tree.notices.map((n) => n.name)).toEqual(['src', 'depth', 'algo', 'step']);
    expect(TREE_ROUTE.read(q('tree=max(min(3,')).values.fixture).toBe(FIXTURES[0]!.name);
    expect(COMPARE_ROUTE.read(q('src=nope')).values.fixture).toBe('aima-fig-5-2');
    const g = G2048_ROUTE.read(q('board=[[1,2]]&score=-5'));
    expect(g.values.board).toBeNull();
    expect(g.values.seed).toBeNull();
    expect(said(only(g.notices, 'board').text, 'en')).toMatch(/game in progress \(or a new one\)/);
    expect(said(only(G2048_ROUTE.read(q('board=[[1,2]]&seed=7')).notices, 'board').text, 'en')).toMatch(/new game with seed 7/);
    expect(G2048_ROUTE.read(q('seed=abc')).values.seed).toBeNull();
    const t = boardGameRoute('tictactoe').read(q('position=xxxxxxxxx&depth=0'));
    expect(t.values).toMatchObject({ position: '.........', depth: '' });
    expect(boardGameRoute('connect4').read(q('moves=1111111&depth=x')).values).toMatchObject({ position: '', depth: '6' });
  });

  test('a src that is unknown beside a good tree: the tree is shown; both given: src wins and tree is ignored', () => {
    const a = TREE_ROUTE.read(q('src=nope&tree=max(1,2)'));
    expect(a.values).toMatchObject({ fixture: '', text: 'max(1,2)' });
    expect(said(only(a.notices, 'src').text, 'en')).toMatch(/tree given in the link is shown instead/);
    const b = TREE_ROUTE.read(q('src=aima-fig-5-2&tree=max(1,2)'));
    expect(b.values.fixture).toBe('aima-fig-5-2');
    expect(said(only(b.notices, 'tree').text, 'en')).toMatch(/src or tree, not both/);
  });

  test('unknown and repeated parameters are named; present is the app’s', () => {
    const r = TREE_ROUTE.read(q('stpe=3&step=1&step=2&present=1'));
    expect(said(only(r.notices, 'stpe').text, 'en')).toMatch(/no parameter “stpe” \(it reads src, tree, algo/);
    expect(said(only(r.notices, 'step').text, 'en')).toMatch(/step is given 2 times/);
    expect(r.values.step).toBe(0);
    expect(r.notices).toHaveLength(2);
    // centre is Connect-4's: tic-tac-toe does not read it.
    expect(said(only(boardGameRoute('tictactoe').read(q('centre=1')).notices, 'centre').text, 'en')).toMatch(/no parameter/);
  });

  test('the app: an unknown page, and present that is not 1 or 0', () => {
    expect(readAppParams('#/nope?x=1', q('x=1')).notices.map((n) => said(n.text, 'en'))).toEqual(['There is no page “nope”: showing the gallery of trees.']);
    const p = readAppParams('#/tree?present=yes', q('present=yes'));
    expect(p.values.present).toBe(false);
    expect(said(only(p.notices, 'present').text, 'en')).toMatch(/present=yes was not used: present must be 1 or 0/);
    expect(readAppParams('#/tree?present=1', q('present=1'))).toEqual({ values: { present: true }, notices: [] });
    expect(readAppParams('', q(''))).toEqual({ values: { present: false }, notices: [] });
  });
});

describe('good links are read as they are, with no notice', () => {
  test.each([
    ['tree', 'src=aima-fig-5-2&algo=alphabeta&step=22'],
    ['tree', 'algo=alphabeta&tree=max(min(3,12,8),min(2,4,6),min(14,5,2))&depth=2&order=best-first&tie=strict&root=full-window&check=1'],
    ['tree', 'tree={"kind":"max","children":[{"value":3},{"value":5}]}'],
    ['compare', 'src=aima-fig-5-2&set=orders&tie=strict&step=5'],
    ['2048', 'board=[[64,8,4,2],[16,4,0,0],[4,0,0,0],[0,0,0,2]]&score=380&seed=3&algo=expectimax&heuristic=h1&variant=text&depth=3&propose=1&step=40'],
    ['2048', 'seed=4294967295&root=full-window&algo=alphabeta'],
    ['tictactoe', 'position=x...o....&algo=alphabeta&human=x&propose=1&step=25&random=3&depth=6'],
    ['tictactoe', 'position=XO.......'],
    ['connect4', 'moves=4453&algo=alphabeta&depth=4&human=x&propose=1&step=60&centre=1'],
    ['connect4', 'moves=1212121'],
  ])('%s?%s', (route, query) => {
    const read = readRoute(route as FuzzRoute, q(query));
    expect(read.notices.map((n) => said(n.text, 'en'))).toEqual([]);
    expectInRange(route as FuzzRoute, read.values);
  });

  test('the values', () => {
    expect(TREE_ROUTE.read(q('src=aima-fig-5-2&algo=alphabeta&step=22')).values).toMatchObject({ fixture: 'aima-fig-5-2', algo: 'alphabeta', step: 22 });
    const g = G2048_ROUTE.read(q('board=[[64,8,4,2],[16,4,0,0],[4,0,0,0],[0,0,0,2]]&score=380&seed=3&depth=3&propose=1'));
    expect(g.values.board?.score).toBe(380);
    expect(toArray(g.values.board!.board)[0]).toEqual([64, 8, 4, 2]);
    expect(g.values).toMatchObject({ seed: 3, settings: { depth: 3 }, propose: true });
    expect(boardGameRoute('tictactoe').read(q('position=XO.......&random=0')).values).toMatchObject({ position: 'xo.......', random: 0 });
  });
});

describe('each route writes back what it reads: one codec, the defaults once', () => {
  const hashQuery = (hash: string) => new URLSearchParams(hash.slice(hash.indexOf('?') + 1));
  test.each([
    ['tree', 'src=aima-fig-5-2&algo=alphabeta&order=best-first&tie=strict&root=full-window&depth=3&step=22&check=1'],
    ['tree', 'tree=max(min(3,12),min(2,4))&quiz=1'],
    ['compare', 'src=cs188-minimax&set=orders&tie=strict&step=5'],
    ['tictactoe', 'position=x.o......&algo=minimax&depth=4&human=o&random=7&propose=1&step=12'],
    ['connect4', 'moves=4453&algo=negamax&depth=5&human=x&centre=1'],
  ] as const)('%s: %s', (route, query) => {
    const codec = route === 'tree' ? TREE_ROUTE : route === 'compare' ? COMPARE_ROUTE : boardGameRoute(route);
    const first = codec.read(q(query));
    expect(first.notices).toEqual([]);
    const hash = (codec.write as (v: unknown) => string)(first.values);
    expect(hash.startsWith(`#/${route}`)).toBe(true);
    const again = codec.read(hashQuery(hash));
    expect(again.notices).toEqual([]);
    expect(again.values).toEqual(first.values);
  });

  test('a link holding only defaults writes them out; the board games always name the position, algorithm, depth and side', () => {
    expect(TREE_ROUTE.write(TREE_ROUTE.read(q('')).values)).toBe(`#/tree?src=${TREE_ROUTE.read(q('')).values.fixture}`);
    expect(COMPARE_ROUTE.write(COMPARE_ROUTE.read(q('')).values)).toBe('#/compare?src=aima-fig-5-2');
    expect(boardGameRoute('tictactoe').write(boardGameRoute('tictactoe').read(q('')).values)).toBe('#/tictactoe?position=.........&algo=alphabeta&human=x');
    expect(boardGameRoute('connect4').write(boardGameRoute('connect4').read(q('')).values)).toBe('#/connect4?algo=alphabeta&depth=6&human=x');
  });

  test('2048: the whole game and the settings; the root window only when not the default, and only under alpha-beta', () => {
    const settings = { algo: 'alphabeta', heuristic: 'h2', variant: 'thesis-code', depth: 4, root: 'full-window' } as const;
    const shown = {
      grid: [
        [2, 0, 0, 0],
        [0, 4, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 2],
      ],
      score: 4,
      seed: 9,
      settings,
      propose: true,
      step: 3,
    };
    const back = G2048_ROUTE.read(hashQuery(G2048_ROUTE.write(shown)));
    expect(back.notices).toEqual([]);
    expect(back.values).toMatchObject({ seed: 9, settings, propose: true, step: 3 });
    expect(toArray(back.values.board!.board)).toEqual(shown.grid);
    expect(G2048_ROUTE.write({ ...shown, settings: { ...settings, root: 'carried' } })).not.toContain('root=');
    expect(G2048_ROUTE.write({ ...shown, settings: { ...settings, algo: 'expectimax' } })).not.toContain('root=');
  });

  test('exercises: no seed, or one out of range, is null (the page picks one and writes it); the link keeps every option', () => {
    expect(EXERCISE_ROUTE.read(q('count=3')).values).toEqual({ seed: null, count: 3, difficulty: 'medium', algo: 'alphabeta', key: false, lms: 'none' });
    const bad = EXERCISE_ROUTE.read(q('seed=-1'));
    expect(bad.values.seed).toBeNull();
    expect(said(only(bad.notices, 'seed').text, 'en')).toMatch(/new seed/);
    const hash = EXERCISE_ROUTE.write({ seed: 12, count: 4, difficulty: 'hard', algo: 'minimax', key: true });
    expect(hash).toBe('#/exercise?seed=12&count=4&difficulty=hard&algo=minimax&key=1');
    expect(EXERCISE_ROUTE.read(hashQuery(hash)).values).toEqual({ seed: 12, count: 4, difficulty: 'hard', algo: 'minimax', key: true, lms: 'none' });
  });
});

describe('trees in links: long, deep and duplicate-keyed ones are refused without throwing', () => {
  test('longer than MAX_TREE_TEXT', () => {
    const text = `max(${'1,'.repeat(MAX_TREE_TEXT / 2)}1)`;
    const r = checkTreeText(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(said(r.error, 'en')).toMatch(/at most 200,000 characters/);
  });

  test.each([
    ['compact', 'max('.repeat(5000) + '1' + ')'.repeat(5000)],
    ['lists', '['.repeat(100_000)],
    ['a JSON tree', '{"kind":"max","children":['.repeat(3000)],
    ['a fixture file', '{"tree":' + '['.repeat(150_000)],
  ])('nested: %s', (_, text) => {
    const r = checkTreeText(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(said(r.error, 'en')).toMatch(/nested|deep/);
  });

  test('a long tree (over PAGE_PARSE_MAX) is read unparsed, for the worker to parse; its refusal there becomes the link’s notice', () => {
    const leaves = Array.from({ length: 12_000 }, (_, i) => i % 10).join(',');
    const good = `max(${leaves})`;
    expect(good.length).toBeGreaterThan(PAGE_PARSE_MAX);
    for (const route of [TREE_ROUTE, COMPARE_ROUTE]) {
      const read = route.read(new URLSearchParams({ tree: good }));
      expect(read.values).toMatchObject({ fixture: '', text: good, unchecked: true });
      expect(read.notices).toEqual([]);
      // A short tree is parsed at once, as before.
      expect(route.read(new URLSearchParams({ tree: 'max(1,' })).notices.map((n) => n.name)).toEqual(['tree']);
      expect(route.read(new URLSearchParams({ tree: 'max(1, 2)' })).values).not.toHaveProperty('unchecked');
    }
    const bad = `max(1,,${leaves})`;
    const parsed = parseTree(bad);
    if (parsed.ok) throw new Error('parsed');
    const refused = linkTreeRefused(bad, { ok: false, error: treeParseError(parsed.error) }, 'aima-fig-5-2');
    expect(refused?.example.name).toBe('aima-fig-5-2');
    const notice = refused!.notice;
    // Any other reply is no refusal of the tree.
    expect(linkTreeRefused(bad, null, 'aima-fig-5-2')).toBeNull();
    expect(linkTreeRefused(bad, { ok: false, error: { code: 'request.invalid', params: {} } }, 'aima-fig-5-2')).toBeNull();
    expectWorded(notice.text);
    expect(notice).toMatchObject({ source: 'link', name: 'tree', value: shortValue(bad) });
    expect(say(notice.text, 'en')).toMatch(/^The link’s tree=max\(1,,0,1,2.*… was not used: line 1, column 7: .*Showing the example/);
  });

  test('a JSON tree repeating a key', () => {
    const r = checkTreeText('{"kind":"max","kind":"min","children":[{"value":1}]}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(said(r.error, 'en')).toMatch(/line 1, column 15: duplicate key "kind"/);
  });
});

test('positions: what the games’ parsers accept, and no play after a win', () => {
  expect(checkTicTacToe('xxxoo....')).toEqual({ ok: true, value: 'xxxoo....' });
  expect(checkTicTacToe('ooo.xx.xx').ok).toBe(false); // O won, then X moved
  expect(checkTicTacToe('xox.o.x.o')).toEqual({ ok: true, value: 'xox.o.x.o' });
  expect(checkConnect4('')).toEqual({ ok: true, value: '' });
  expect(checkConnect4('8').ok).toBe(false);
});

describe('what the page keeps in the browser', () => {
  const memory = (entries: Record<string, string> = {}): StorageLike & { map: Map<string, string> } => {
    const map = new Map(Object.entries(entries));
    return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
  };
  const settings: Settings = { algo: 'expectimax', heuristic: 'h1', variant: 'text', depth: 3 };

  test('a language, follow or animations value that is none of its words: a notice, the default, and the value removed', () => {
    const s = memory({ [LANG_KEY]: 'fr', [FOLLOW_KEY]: 'banana', [MOTION_KEY]: 'off' });
    const read = checkStoredSettings('es', s);
    expect(read.lang).toBe('es');
    expect(read.notices.map((n) => n.name)).toEqual([LANG_KEY, FOLLOW_KEY]);
    expect(said(read.notices[0]!.text, 'en')).toBe(
      'The setting kept in this browser as ast.lang (fr) could not be read: it must be one of en, es. Using es instead.',
    );
    expect(said(read.notices[1]!.text, 'es')).toMatch(/ast\.follow \(banana\).*debe ser uno de on, off/);
    expect([...s.map.keys()]).toEqual([MOTION_KEY]);
    expect(checkStoredSettings('en', s).notices).toEqual([]);
    expect(storedChoice(MOTION_KEY, ['on', 'off'], 'on', s).value).toBe('off');
  });

  test('no storage at all: one notice, and the page goes on', () => {
    const read = checkStoredSettings('en', null);
    expect(read.lang).toBe('en');
    expect(read.notices).toHaveLength(1);
    expect(restoreAutosave(null)).toEqual({ game: null, notice: null });
    expect(autosave(savedGame(new GameSession(1), settings), null)).toBeNull();
  });

  test('a saved game that cannot be restored is moved to the backup key, with a notice saying why', () => {
    const corrupt = '{"format":"adversarial-search-tutor/2048-game","version":1,"version":1}';
    const s = memory({ [AUTOSAVE_KEY]: corrupt });
    const read = restoreAutosave(s);
    expect(read.game).toBeNull();
    expect(read.notice?.name).toBe(AUTOSAVE_KEY);
    expect(said(read.notice?.text, 'en')).toMatch(
      /^The saved game could not be restored: not a JSON file we can read: line 1, column 60: duplicate key "version"\. A new game takes its place; the saved text is kept .* as ast\.2048\.game\.unreadable\.$/,
    );
    expect(said(read.notice?.text, 'es')).toMatch(/No se pudo recuperar la partida guardada: .*clave repetida "version"/);
    expect(s.map.get(AUTOSAVE_BACKUP_KEY)).toBe(corrupt);
    expect(s.map.has(AUTOSAVE_KEY)).toBe(false);
    // A good one comes back, with its settings.
    const g = new GameSession(4);
    g.play(g.legal[0]!);
    s.setItem(AUTOSAVE_KEY, JSON.stringify(savedGame(g, settings)));
    const again = restoreAutosave(s);
    expect(again.notice).toBeNull();
    expect(again.game?.session.grid).toEqual(g.grid);
    expect(again.game?.saved.settings).toEqual(settings);
  });

  test('a backup the browser refuses: the text stays where it was, and the notice says so', () => {
    const s = memory({ [AUTOSAVE_KEY]: 'not json' });
    s.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const read = restoreAutosave(s);
    expect(said(read.notice?.text, 'en')).toMatch(/could not be set aside \(QuotaExceededError: quota\)/);
    expect(s.map.get(AUTOSAVE_KEY)).toBe('not json');
    expect(said(autosave(savedGame(new GameSession(1), settings), s)?.text, 'en')).toMatch(/could not be saved in the browser: QuotaExceededError/);
  });
});

describe('saved games are read with parseJson and typed fields', () => {
  const settings: Settings = { algo: 'expectimax', heuristic: 'h1', variant: 'text', depth: 3 };
  const good = savedGame(new GameSession(4), settings);
  const text = JSON.stringify(good);

  test.each([
    [
      'a repeated key, with its place',
      text.replace('"version":1', '"version":1,"version":1'),
      /not a JSON file we can read: line 1, column \d+: duplicate key "version"/,
    ],
    [
      'nesting past the reader’s depth',
      JSON.stringify({ ...good, extra: JSON.parse('['.repeat(20) + ']'.repeat(20)) as unknown }),
      /nested deeper than 8 levels/,
    ],
    [
      'a depth past 12',
      JSON.stringify({ ...good, settings: { ...settings, depth: 13 } }),
      /settings are missing or wrong: "depth" must be a whole number 1–12, not 13/,
    ],
    ['a string depth', JSON.stringify({ ...good, settings: { ...settings, depth: '3' } }), /"depth" must be a whole number 1–12, not "3"/],
    ['a goal that is not a number', JSON.stringify({ ...good, record: { ...good.record, goal: '2048' } }), /"goal" must be a whole number 4–32768/],
    [
      'a start score below 0',
      JSON.stringify({
        ...good,
        record: {
          ...good.record,
          start: {
            board: [
              [2, 0, 0, 0],
              [0, 0, 0, 0],
              [0, 0, 0, 0],
              [0, 0, 0, 2],
            ],
            score: -1,
          },
        },
      }),
      /"score" must be a whole number 0–10000000/,
    ],
    ['an array', '[]', /not a saved 2048 game \(a saved game must be a JSON object/],
  ])('%s', (_, bad, message) => {
    const read = readSavedGame(bad);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(said(read.error, 'en')).toMatch(message);
      expect(said(read.error, 'es')).not.toBe(said(read.error, 'en'));
    }
  });

  test('a good one still reads', () => {
    expect(readSavedGame(text).ok).toBe(true);
  });
});

// ---- the fuzz property ------------------------------------------------------------------------

function readRoute(route: FuzzRoute, p: URLSearchParams): { values: unknown; notices: Notice[] } {
  switch (route) {
    case 'tree':
      return TREE_ROUTE.read(p);
    case 'compare':
      return COMPARE_ROUTE.read(p);
    case '2048':
      return G2048_ROUTE.read(p);
    case 'tictactoe':
    case 'connect4':
      return boardGameRoute(route).read(p);
  }
}

const inRange = (n: unknown, min: number, max: number) => typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max;
const digitsIn = (text: unknown, min: number, max: number) => typeof text === 'string' && /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;

/** Every value a reader accepts is one the page can show: in its set, in its range, a legal tree, board or position. */
function expectInRange(route: FuzzRoute, values: unknown): void {
  const v = values as Record<string, unknown>;
  expect(inRange(v.step, 0, Number.MAX_SAFE_INTEGER), `step ${String(v.step)}`).toBe(true);
  if (route === 'tree' || route === 'compare') {
    const fixture = FIXTURES.find((f) => f.name === v.fixture);
    if (v.fixture !== '') expect(fixture?.tree).toBe(v.text);
    // A long tree is left to the worker's search to parse (PAGE_PARSE_MAX); a shorter one parses.
    if (v.unchecked === true) expect(typeof v.text === 'string' && v.text.length > PAGE_PARSE_MAX && v.text.length <= MAX_TREE_TEXT).toBe(true);
    else expect(typeof v.text === 'string' && v.text.length <= MAX_TREE_TEXT && parseTree(v.text).ok).toBe(true);
    expect(TIE_RULES).toContain(v.tie);
    if (route === 'tree') {
      expect([...ALGORITHMS, 'auto']).toContain(v.algo);
      expect(ORDERINGS).toContain(v.order);
      expect(ROOT_WINDOWS).toContain(v.root);
      expect(v.depth === '' || digitsIn(v.depth, 0, 1000), `depth ${String(v.depth)}`).toBe(true);
      expect(typeof v.check).toBe('boolean');
    } else expect(['algos', 'orders']).toContain(v.set);
  } else if (route === '2048') {
    const board = v.board as { board: Board; score: number } | null;
    if (board !== null) {
      expect(fromArray(toArray(board.board)).ok).toBe(true);
      expect(inRange(board.score, 0, 10_000_000)).toBe(true);
    }
    expect(v.seed === null || inRange(v.seed, 0, 0xffff_ffff)).toBe(true);
    const s = v.settings as Partial<Settings>;
    if (s.algo !== undefined) expect(['minimax', 'alphabeta', 'expectimax']).toContain(s.algo);
    if (s.heuristic !== undefined) expect(HEURISTICS).toContain(s.heuristic);
    if (s.variant !== undefined) expect(VARIANTS).toContain(s.variant);
    if (s.depth !== undefined) expect(inRange(s.depth, 1, 12)).toBe(true);
    if (s.root !== undefined) expect(ROOT_WINDOWS).toContain(s.root);
    expect(typeof v.propose).toBe('boolean');
  } else {
    const ttt = route === 'tictactoe';
    const position = v.position as string;
    if (ttt) expect(parsePosition(position).ok && checkTicTacToe(position).ok).toBe(true);
    else expect(parseMoves(position).ok).toBe(true);
    expect(['minimax', 'alphabeta', 'negamax']).toContain(v.algo);
    expect(ttt ? v.depth === '' || digitsIn(v.depth, 1, 9) : digitsIn(v.depth, 1, 10)).toBe(true);
    expect(['x', 'o']).toContain(v.human);
    expect(v.random === null || inRange(v.random, 0, 0xffff_ffff)).toBe(true);
    if (ttt) expect(v.centre).toBe(false);
  }
}

describe('fuzz: random and mutated queries never make a reader throw, and what is accepted is in range', () => {
  test.each(['tree', 'compare', '2048', 'tictactoe', 'connect4'] as const)('%s', (route) => {
    fc.assert(
      fc.property(queryString(route), (query) => {
        const p = new URLSearchParams(query);
        const read = readRoute(route, p);
        expectInRange(route, read.values);
        for (const n of read.notices) {
          expectWorded(n.text);
          expect(n.value.length).toBeLessThanOrEqual(ECHO_MAX);
          // Each notice names a parameter the query holds (a long name clipped, as the value is).
          expect(p.has(n.name) || [...p.keys()].some((k) => shortValue(k) === n.name), `${n.name} in ${query.slice(0, 80)}`).toBe(true);
        }
        // Reading is a pure function of the query.
        expect(readRoute(route, p)).toEqual(read);
      }),
      { numRuns: fuzzRuns(150) },
    );
  });

  test('routes and the app together', () => {
    fc.assert(
      fc.property(routeQuery, ({ route, query }) => {
        const p = new URLSearchParams(query);
        expect(() => readAppParams(`#/${route}?${query}`, p)).not.toThrow();
        expect(() => readRoute(route, p)).not.toThrow();
      }),
      { numRuns: fuzzRuns(100) },
    );
  });
});

// The app's own parameters (issue 21): imported here, with this block.
import { ROUTE_PARAMS } from '../../src/ui/link/params.ts';
import { routeHash, setLinkLang, setPresenting } from '../../src/ui/link/route.ts';

describe('lang=en|es on every route: read by the app, kept in the links the pages write while set', () => {
  test.each(['tree', 'compare', '2048', 'tictactoe', 'connect4', 'exercise', 'trees', 'replay', 'experiments'])(
    '%s: lang=es and lang=en are the app’s, not the page’s',
    (route) => {
      for (const lang of ['es', 'en'] as const) {
        const p = q(`lang=${lang}&present=1`);
        expect(readAppParams(`#/${route}?lang=${lang}&present=1`, p)).toEqual({ values: { present: true, lang }, notices: [] });
        // The route's own reader lets them pass (the app reads them).
        const pageNotices = route === 'exercise' ? EXERCISE_ROUTE.read(p).notices : route in ROUTE_PARAMS ? readRoute(route as FuzzRoute, p).notices : [];
        expect(pageNotices).toEqual([]);
      }
    },
  );

  test('no lang: the language kept in the browser is used (undefined)', () => {
    expect(readAppParams('#/tree', q('')).values.lang).toBeUndefined();
  });

  test.each([
    ['lang=fr', 'fr', /"lang" must be one of en, es, not "fr"/, /"lang" debe ser uno de en, es/],
    ['lang=ES', 'ES', /must be one of en, es/, /debe ser uno de en, es/],
    ['lang=', '', /must be one of en, es/, /debe ser uno de en, es/],
    ['lang=es&lang=en', 'es & en', /lang is given 2 times/, /lang aparece 2 veces/],
  ])('%s: a notice in both languages, and the page’s language stays', (query, value, en, es) => {
    const read = readAppParams(`#/tree?${query}`, q(query));
    expect(read.values.lang).toBeUndefined();
    const n = only(read.notices, 'lang');
    expect(n.value).toBe(value);
    expect(said(n.text, 'en')).toMatch(en);
    expect(said(n.text, 'en')).toMatch(/stays in the language it was in/);
    expect(said(n.text, 'es')).toMatch(es);
    expect(said(n.text, 'es')).toMatch(/sigue en el idioma/);
  });

  test('the links the pages write keep lang while it is set, and drop it after', () => {
    const shown = { ...TREE_ROUTE.read(q('')).values, fixture: 'aima-fig-5-2' };
    try {
      setLinkLang('es');
      expect(TREE_ROUTE.write({ ...shown, step: 3 })).toBe('#/tree?src=aima-fig-5-2&step=3&lang=es');
      expect(routeHash('trees', {})).toBe('#/trees?lang=es');
      // A page never writes its own lang or present: the app's are the ones kept.
      expect(routeHash('tree', { lang: 'en', present: '1', step: 2 })).toBe('#/tree?step=2&lang=es');
      setPresenting(true);
      expect(routeHash('tree', { step: 2 })).toBe('#/tree?step=2&present=1&lang=es');
    } finally {
      setLinkLang(null);
      setPresenting(false);
    }
    expect(TREE_ROUTE.write({ ...shown, step: 3 })).toBe('#/tree?src=aima-fig-5-2&step=3');
  });
});
