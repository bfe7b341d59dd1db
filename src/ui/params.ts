/**
 * The page's URL parameters, read strictly (issue 12), in one place: each
 * route's reader returns the values to show and a notice for every
 * parameter it could not use — naming the parameter, its value and what is
 * allowed, in both languages — so the page goes on with the default for
 * that parameter and writes back a URL that holds what it shows.
 *
 * Numbers go through `parseInteger` (decimal digits only, in a documented
 * range: '0x2', ' ', '1e3', '-5' are refused), closed sets through
 * `choiceValue`, JSON through `parseJson` (duplicate keys and deep nesting
 * refused), trees, positions and move lists through the games' own parsers.
 * A parameter this route does not read, or one given twice, gets a notice
 * too. Pure TypeScript (no DOM): tested in Node, fuzzed with random queries.
 *
 * Ranges (both ends included):
 *   step            0 – 2^53−1 (the viewer clamps it to the trace's length)
 *   seed, random    0 – 4 294 967 295 (seeds are used modulo 2^32)
 *   score           0 – 10 000 000
 *   depth           tree 0 – 1000 · 2048 1 – 12 · tic-tac-toe 1 – 9 · Connect-4 1 – 10
 *   tree            at most 200 000 characters, nesting as the tree parser allows
 */
import { choiceValue, located, parseInteger, parseJson, type Checked, type IntRange } from '../games/input.ts';
import { ALGORITHMS, ROOT_WINDOWS, TIE_RULES, type Algorithm, type RootWindow, type TieRule } from '../search/search.ts';
import { ORDERINGS, type Ordering } from '../search/ordering.ts';
import { parseTree } from '../games/tree/parse.ts';
import { MAX_TREE_DEPTH } from '../games/tree/tree.ts';
import { fromArray, type Board } from '../games/g2048/cells.ts';
import { parsePosition } from '../games/tictactoe/game.ts';
import { parseMoves } from '../games/connect4/game.ts';
import type { GameName } from '../app/position-search.ts';
import { msg, type Message } from '../i18n/message.ts';
import { FIXTURES } from './fixtures.ts';
import { PAGES } from './route.ts';
import { ALGORITHMS_2048, type Algorithm2048, DEPTH_RANGE, SCORE_RANGE as SAVED_SCORE_RANGE, type Settings, HEURISTICS, VARIANTS, type Heuristic, type Variant } from '../games/g2048/settings.ts';

/** Something the page could not use — a link's parameter or a value kept in the browser — and what it does instead. */
export interface Notice {
  /** `link`: a URL parameter; `storage`: a value kept in localStorage. */
  source: 'link' | 'storage';
  /** The parameter (`step`) or the storage key (`ast.follow`). */
  name: string;
  /** The value as given, shortened for showing. */
  value: string;
  /** The whole sentence, as a message (worded when shown, in the page's language). */
  text: Message;
}

/** A route's parameters: the values to show, and a notice for each one that could not be used. */
export interface Read<T> {
  values: T;
  notices: Notice[];
}

export const STEP_RANGE: IntRange = { min: 0, max: Number.MAX_SAFE_INTEGER };
export const SEED_RANGE: IntRange = { min: 0, max: 0xffff_ffff };
export const SCORE_RANGE: IntRange = SAVED_SCORE_RANGE;
export const DEPTH_2048: IntRange = DEPTH_RANGE;
export const TREE_DEPTH: IntRange = { min: 0, max: MAX_TREE_DEPTH };
export const TTT_DEPTH: IntRange = { min: 1, max: 9 };
export const C4_DEPTH: IntRange = { min: 1, max: 10 };
/** The longest tree a link may carry (about 40 000 leaves: far more than the page draws readably). */
export const MAX_TREE_TEXT = 200_000;
/** The algorithms the 2048 page offers (expectiminimax is the CLI's name for the same search as expectimax there). */
export const ALGORITHMS_2048_PAGE = ALGORITHMS_2048.filter((a): a is Exclude<Algorithm2048, 'expectiminimax'> => a !== 'expectiminimax');
export const BOARD_GAME_ALGORITHMS = ['minimax', 'alphabeta', 'negamax'] as const;
export type BoardGameAlgorithm = (typeof BOARD_GAME_ALGORITHMS)[number];

/** The parameters each route reads (`present` is read on every route, by the app). */
export const ROUTE_PARAMS = {
  tree: ['src', 'tree', 'algo', 'order', 'tie', 'root', 'depth', 'step', 'check', 'quiz'],
  compare: ['src', 'tree', 'set', 'tie', 'step'],
  '2048': ['board', 'score', 'seed', 'algo', 'heuristic', 'variant', 'depth', 'root', 'propose', 'step'],
  tictactoe: ['position', 'algo', 'depth', 'human', 'random', 'propose', 'step'],
  connect4: ['moves', 'algo', 'depth', 'human', 'centre', 'random', 'propose', 'step'],
} as const;

// ---- sentences ---------------------------------------------------------------------------

/** A value as a notice shows it: at most 60 characters. */
export function shortValue(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
}

/** The notice for a link's parameter that was not used. */
export function linkNotice(param: string, value: string, reason: Message, instead: Message): Notice {
  const v = shortValue(value);
  return { source: 'link', name: param, value: v, text: msg('notice.link', { param, value: v, reason, instead }) };
}

// ---- one route's parameters --------------------------------------------------------------

/** Reads one route's parameters: each once, each checked; unknown and repeated ones noticed. */
export class Params {
  readonly notices: Notice[] = [];
  private readonly refused = new Set<string>();

  constructor(
    private readonly p: URLSearchParams,
    known: readonly string[],
  ) {
    const counts = new Map<string, number>();
    for (const [k] of p) counts.set(k, (counts.get(k) ?? 0) + 1);
    for (const [k, n] of counts) {
      if (k === 'present') continue; // the app's, on every route
      if (!known.includes(k)) {
        this.refuse(k, p.get(k) ?? '', msg('reason.unknown-param', { param: k, known }), msg('instead.ignored'));
      } else if (n > 1) {
        this.refuse(k, p.getAll(k).join(' & '), msg('reason.duplicate', { param: k, n }), msg('instead.ignored'));
      }
    }
  }

  /** The text of a parameter given once, or null (absent, or refused already). */
  text(name: string): string | null {
    return this.refused.has(name) ? null : this.p.get(name);
  }

  refuse(name: string, value: string, reason: Message, instead: Message): void {
    this.refused.add(name);
    this.notices.push(linkNotice(name, value, reason, instead));
  }

  /** A parameter read by `read`; absent or refused, `fallback`. */
  get<T>(name: string, read: (text: string) => Checked<T>, fallback: T, instead: Message): T {
    const text = this.text(name);
    if (text === null) return fallback;
    const r = read(text);
    if (r.ok) return r.value;
    this.refuse(name, text, r.error, instead);
    return fallback;
  }

  int(name: string, range: IntRange, fallback: number, instead = msg('instead.value', { value: fallback })): number {
    return this.get(name, (text) => parseInteger(text, name, range), fallback, instead);
  }

  /** An optional integer: null when absent or refused. */
  optionalInt(name: string, range: IntRange, instead: Message): number | null {
    return this.get<number | null>(name, (text) => parseInteger(text, name, range), null, instead);
  }

  choice<T extends string>(name: string, allowed: readonly T[], fallback: T, instead = msg('instead.value', { value: fallback })): T {
    return this.get(name, (text) => choiceValue(text, name, allowed), fallback, instead);
  }

  /** `1` or `0`; anything else is refused and the flag stays off. */
  flag(name: string, instead = msg('instead.off')): boolean {
    return this.get(name, (text) => (text === '1' || text === '0' ? { ok: true, value: text === '1' } : { ok: false, error: msg('reason.flag', { param: name, value: shortValue(text) }) }), false, instead);
  }

  step(): number {
    return this.int('step', STEP_RANGE, 0, msg('instead.step'));
  }
}

// ---- trees --------------------------------------------------------------------------------

/** A tree's text as a link gives it: within MAX_TREE_TEXT, and parsed (never throws). */
export function checkTreeText(text: string): Checked<string> {
  if (text.length > MAX_TREE_TEXT) return { ok: false, error: msg('reason.tree-long', { max: MAX_TREE_TEXT, n: text.length }) };
  if (/^\s*\{/.test(text)) {
    // A JSON tree: duplicate keys and nesting refused before any recursive reader sees it.
    const json = parseJson(text, 2 * MAX_TREE_DEPTH + 2);
    if (!json.ok && (json.error.reason.code === 'json.duplicate-key' || json.error.reason.code === 'json.nested')) return { ok: false, error: located(json.error) };
  }
  try {
    const parsed = parseTree(text);
    if (parsed.ok) return { ok: true, value: text };
    return { ok: false, error: located(parsed.error) };
  } catch (e) {
    if (e instanceof RangeError) return { ok: false, error: msg('tree.nested-too-deeply') };
    throw e;
  }
}

/** The tree a link shows: an example (`src`) or a tree of its own (`tree`), else the route's default example. */
function readTreeSource(r: Params, defaultFixture: string): { fixture: string; text: string } {
  const fallback = FIXTURES.find((f) => f.name === defaultFixture) ?? FIXTURES[0]!;
  const shownDefault = { fixture: fallback.name, text: fallback.tree };
  const insteadDefault = msg('instead.fixture', { name: fallback.name });
  const src = r.text('src');
  const tree = r.text('tree');
  const treeOk = tree === null ? null : checkTreeText(tree);
  if (src !== null) {
    const f = FIXTURES.find((x) => x.name === src);
    if (f !== undefined) {
      if (tree !== null) r.refuse('tree', tree, msg('reason.src-and-tree'), msg('instead.ignored'));
      return { fixture: f.name, text: f.tree };
    }
    const reason = msg('reason.fixture', { value: shortValue(src), names: FIXTURES.map((x) => x.name) });
    r.refuse('src', src, reason, treeOk?.ok === true ? msg('instead.tree-param') : insteadDefault);
  }
  if (tree !== null && treeOk !== null) {
    if (treeOk.ok) return { fixture: '', text: tree };
    r.refuse('tree', tree, treeOk.error, insteadDefault);
  }
  return shownDefault;
}

export interface TreeParams {
  /** The example shown, or '' for a tree of the link's own. */
  fixture: string;
  /** The tree's text (it parses). */
  text: string;
  algo: Algorithm | 'auto';
  order: Ordering;
  tie: TieRule;
  root: RootWindow;
  /** '' (no limit) or a whole number in TREE_DEPTH, as text (the depth field's value). */
  depth: string;
  check: boolean;
  quiz: boolean;
  step: number;
}

/** `#/tree?src=…|tree=…&algo=&order=&tie=&root=&depth=&step=&check=` */
export function readTreeParams(p: URLSearchParams, defaultFixture = FIXTURES[0]?.name ?? 'aima-fig-5-2'): Read<TreeParams> {
  const r = new Params(p, ROUTE_PARAMS.tree);
  const { fixture, text } = readTreeSource(r, defaultFixture);
  const depth = r.optionalInt('depth', TREE_DEPTH, msg('instead.value', { value: '∞' }));
  const values: TreeParams = {
    fixture,
    text,
    algo: r.choice('algo', [...ALGORITHMS, 'auto'] as const, 'auto'),
    order: r.choice('order', ORDERINGS, 'given'),
    tie: r.choice('tie', TIE_RULES, 'inclusive'),
    root: r.choice('root', ROOT_WINDOWS, 'carried'),
    depth: depth === null ? '' : String(depth),
    check: r.flag('check'),
    quiz: r.flag('quiz'),
    step: r.step(),
  };
  return { values, notices: r.notices };
}

export interface CompareParams {
  fixture: string;
  text: string;
  set: 'algos' | 'orders';
  tie: TieRule;
  step: number;
}

/** `#/compare?src=…|tree=…&set=algos|orders&tie=&step=` */
export function readCompareParams(p: URLSearchParams): Read<CompareParams> {
  const r = new Params(p, ROUTE_PARAMS.compare);
  const { fixture, text } = readTreeSource(r, 'aima-fig-5-2');
  const values: CompareParams = {
    fixture,
    text,
    set: r.choice('set', ['algos', 'orders'] as const, 'algos'),
    tie: r.choice('tie', TIE_RULES, 'inclusive'),
    step: r.step(),
  };
  return { values, notices: r.notices };
}

// ---- 2048 -----------------------------------------------------------------------------------

export interface G2048Params {
  /** A position of the link's own: its board (legal) and score; null for none. */
  board: { board: Board; score: number } | null;
  /** The seed: of the tiles after the link's board, or of a new game; null for none given. */
  seed: number | null;
  /** The search settings the link gives well (the others stay as they are). */
  settings: Partial<Settings>;
  propose: boolean;
  step: number;
}

/** A board as a link writes it: JSON (parseJson: duplicate keys refused, at most 2 levels) of 4 rows of 4 tiles. */
export function checkBoardText(text: string): Checked<Board> {
  const json = parseJson(text, 2);
  if (!json.ok) return { ok: false, error: located(json.error) };
  const b = fromArray(json.value);
  if (!b.ok) return { ok: false, error: msg('reason.board', { detail: b.error }) };
  return { ok: true, value: b.board };
}

/** `#/2048?board=<json>&score=N&seed=N&algo=&heuristic=&variant=&depth=&root=&propose=1&step=K` */
export function read2048Params(p: URLSearchParams): Read<G2048Params> {
  const r = new Params(p, ROUTE_PARAMS['2048']);
  // The seed first: what a refused board falls back to depends on it.
  const seedText = r.text('seed');
  const seedOk = seedText === null ? null : parseInteger(seedText, 'seed', SEED_RANGE);
  const seed = seedOk?.ok === true ? seedOk.value : null;
  const boardText = r.text('board');
  let board: Board | null = null;
  if (boardText !== null) {
    const b = checkBoardText(boardText);
    if (b.ok) board = b.value;
    else r.refuse('board', boardText, b.error, seed === null ? msg('instead.game') : msg('instead.seed-game', { seed }));
  }
  if (seedOk !== null && !seedOk.ok) r.refuse('seed', seedText!, seedOk.error, board === null ? msg('instead.game') : msg('instead.value', { value: 1 }));
  const score = r.int('score', SCORE_RANGE, 0);
  const settings: Partial<Settings> = {};
  const keep = (param: string) => msg('instead.setting', { param });
  const algo = r.choice<Settings['algo'] | ''>('algo', ALGORITHMS_2048_PAGE, '', keep('algo'));
  if (algo !== '') settings.algo = algo;
  const heuristic = r.choice<Heuristic | ''>('heuristic', HEURISTICS, '', keep('heuristic'));
  if (heuristic !== '') settings.heuristic = heuristic;
  const variant = r.choice<Variant | ''>('variant', VARIANTS, '', keep('variant'));
  if (variant !== '') settings.variant = variant;
  const depth = r.optionalInt('depth', DEPTH_2048, keep('depth'));
  if (depth !== null) settings.depth = depth;
  const root = r.choice<RootWindow | ''>('root', ROOT_WINDOWS, '', keep('root'));
  if (root !== '') settings.root = root;
  const values: G2048Params = {
    board: board === null ? null : { board, score },
    seed,
    settings,
    propose: r.flag('propose', msg('instead.no-proposal')),
    step: r.step(),
  };
  return { values, notices: r.notices };
}

// ---- tic-tac-toe and Connect-4 ---------------------------------------------------------------

/** A legal tic-tac-toe position (9 cells of x, o, .; counts; lines of three as play can make them), lower case. */
export function checkTicTacToe(text: string): Checked<string> {
  const p = parsePosition(text);
  if (p.ok) return { ok: true, value: p.state.cells };
  // The notice shows the value already: the shape is said without it.
  return { ok: false, error: p.error.code === 'ttt.shape' ? msg('reason.ttt-shape') : p.error };
}

/** A legal Connect-4 game (columns 1–7, none over-full, nothing after four in a row). */
export function checkConnect4(text: string): Checked<string> {
  if (parseMoves(text).ok) return { ok: true, value: text };
  // Find the first move that is wrong, and say why in both languages.
  let k = 0;
  while (k < text.length && parseMoves(text.slice(0, k + 1)).ok) k++;
  const ch = text[k] ?? '';
  if (!/^[1-7]$/.test(ch)) return { ok: false, error: msg('reason.c4-column', { k: k + 1, ch: shortValue(ch) }) };
  const before = parseMoves(text.slice(0, k));
  if (before.ok && before.state.winner !== 0) return { ok: false, error: msg('reason.c4-over', { k: k + 1, side: before.state.winner === 1 ? 'X' : 'O' }) };
  return { ok: false, error: msg('reason.c4-full', { k: k + 1, column: ch }) };
}

export interface BoardGameParams {
  /** Tic-tac-toe: the 9 cells; Connect-4: the moves so far. Legal. */
  position: string;
  algo: BoardGameAlgorithm;
  /** '' (the game's default) or a whole number in the game's range, as text. */
  depth: string;
  human: 'x' | 'o';
  centre: boolean;
  /** Seed for picking at random among equally good moves; null = the first best move. */
  random: number | null;
  propose: boolean;
  step: number;
}

/** `#/tictactoe?position=…` or `#/connect4?moves=…`, with `algo=&depth=&human=&centre=&random=&propose=1&step=K`. */
export function readBoardGameParams(game: GameName, p: URLSearchParams): Read<BoardGameParams> {
  const ttt = game === 'tictactoe';
  const r = new Params(p, ROUTE_PARAMS[game]);
  const empty = ttt ? '.........' : '';
  const position = r.get(ttt ? 'position' : 'moves', ttt ? checkTicTacToe : checkConnect4, empty, msg('instead.empty-board'));
  const depthDefault = ttt ? '' : '6';
  const depth = r.optionalInt('depth', ttt ? TTT_DEPTH : C4_DEPTH, msg('instead.value', { value: ttt ? '∞' : depthDefault }));
  const values: BoardGameParams = {
    position,
    algo: r.choice('algo', BOARD_GAME_ALGORITHMS, 'alphabeta'),
    depth: depth === null ? depthDefault : String(depth),
    human: r.choice('human', ['x', 'o'] as const, 'x'),
    centre: ttt ? false : r.flag('centre'),
    random: r.optionalInt('random', SEED_RANGE, msg('instead.no-random')),
    propose: r.flag('propose', msg('instead.no-proposal')),
    step: r.step(),
  };
  return { values, notices: r.notices };
}

// ---- the app: the page name and presentation mode ------------------------------------------------

/** `present=1|0` on any route, and whether the hash names a page there is. */
export function readAppParams(hash: string, p: URLSearchParams): Read<{ present: boolean }> {
  const notices: Notice[] = [];
  const name = hash.replace(/^#\/?/, '').split('?')[0] ?? '';
  const page = shortValue(name);
  if (name !== '' && !(PAGES as readonly string[]).includes(name)) notices.push({ source: 'link', name: 'page', value: page, text: msg('notice.unknown-page', { page }) });
  const all = p.getAll('present');
  let present = false;
  if (all.length > 1) notices.push(linkNotice('present', all.join(' & '), msg('reason.duplicate', { param: 'present', n: all.length }), msg('instead.off')));
  else if (all[0] === '1' || all[0] === '0') present = all[0] === '1';
  else if (all[0] !== undefined) notices.push(linkNotice('present', all[0], msg('reason.flag', { param: 'present', value: shortValue(all[0]) }), msg('instead.off')));
  return { values: { present }, notices };
}
