/**
 * The codecs of the tree, compare (trees), 2048, tic-tac-toe, Connect-4 and
 * exercise routes, and the one shape every route's codec has (RouteCodec):
 * it reads a link's parameters strictly (issue 12) — the values to show, and
 * a notice for every parameter it could not use, naming the parameter, its
 * value and what is allowed, in both languages, so the page goes on with the
 * default for that parameter — and writes back the link of what the page
 * shows, leaving out what is the default. Each route's defaults are written
 * once, beside its codec: these routes' here; the ladder's in
 * ladder-params.ts, the compare page's MCTS mode's in compare-mcts-params.ts,
 * MCTS's settings (every route that takes them) in mcts-params.ts, what the
 * app reads on every route in app-params.ts and embed-params.ts.
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
import { parseInteger, type IntRange } from '../../games/input.ts';
import { ALGORITHMS, ROOT_WINDOWS, TIE_RULES, type Algorithm, type RootWindow, type TieRule } from '../../search/search.ts';
import { ORDERINGS, type Ordering } from '../../search/ordering.ts';
import { MAX_TREE_DEPTH } from '../../games/tree/tree.ts';
import type { Board } from '../../games/g2048/cells.ts';
import type { GameName } from '../../app/position-search.ts';
import { msg } from '../../i18n/message.ts';
import { SEED_RANGE } from '../../games/rng.ts';
import { FIXTURES, fixtureOr } from './fixtures.ts';
import { routeHash } from './route.ts';
import { MAX_TREE_TEXT, PAGE_PARSE_MAX, Params, checkBoardText, checkConnect4, checkTicTacToe, checkTreeText, shortValue, type Read } from './param-reader.ts';
import { mctsLink, readMcts, type MctsSettings } from './mcts-params.ts';
import { ROUTE_PARAMS, flagged, stepped, unlessDefault, type RouteCodec } from './codec.ts';
import {
  ALGORITHMS_2048,
  type Algorithm2048,
  DEPTH_RANGE,
  SCORE_RANGE as SAVED_SCORE_RANGE,
  type Settings,
  HEURISTICS,
  VARIANTS,
  type Heuristic,
  type Variant,
} from '../../games/g2048/settings.ts';

export const SCORE_RANGE: IntRange = SAVED_SCORE_RANGE;
export const DEPTH_2048: IntRange = DEPTH_RANGE;
export const TREE_DEPTH: IntRange = { min: 0, max: MAX_TREE_DEPTH };
export const TTT_DEPTH: IntRange = { min: 1, max: 9 };
export const C4_DEPTH: IntRange = { min: 1, max: 10 };
/** The algorithms the 2048 page offers (expectiminimax is the CLI's name for the same search as expectimax there). */
export const ALGORITHMS_2048_PAGE = ALGORITHMS_2048.filter((a): a is Exclude<Algorithm2048, 'expectiminimax'> => a !== 'expectiminimax');
export const BOARD_GAME_ALGORITHMS = ['minimax', 'alphabeta', 'negamax'] as const;
export type BoardGameAlgorithm = (typeof BOARD_GAME_ALGORITHMS)[number];
/** What the machine may play tic-tac-toe and Connect-4 by: a searcher, or Monte Carlo tree search (mcts-params.ts). */
export const MACHINE_ALGORITHMS = [...BOARD_GAME_ALGORITHMS, 'mcts'] as const;
export type MachineAlgorithm = (typeof MACHINE_ALGORITHMS)[number];
/** How the machine plays Connect-4: by its search (`depth`, the default: algorithm and depth) or perfectly (`perfect`: the solver's best column). */
export const C4_LEVELS = ['depth', 'perfect'] as const;

export { ROUTE_PARAMS, type RouteCodec } from './codec.ts';

// ---- trees --------------------------------------------------------------------------------

/** The tree a link shows: an example (`src`) or a tree of its own (`tree`), else the route's default example. */
export function readTreeSource(r: Params, defaultFixture: string): { fixture: string; text: string; unchecked?: true } {
  const fallback = fixtureOr(defaultFixture);
  const shownDefault = { fixture: fallback.name, text: fallback.tree };
  const insteadDefault = msg('instead.fixture', { name: fallback.name });
  const src = r.text('src');
  const tree = r.text('tree');
  // A long tree is parsed by the worker's search, not here (PAGE_PARSE_MAX).
  const unchecked = tree !== null && tree.length > PAGE_PARSE_MAX && tree.length <= MAX_TREE_TEXT;
  const treeOk = tree === null ? null : unchecked ? ({ ok: true, value: tree } as const) : checkTreeText(tree);
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
    if (treeOk.ok) return unchecked ? { fixture: '', text: tree, unchecked } : { fixture: '', text: tree };
    r.refuse('tree', tree, treeOk.error, insteadDefault);
  }
  return shownDefault;
}

export interface TreeParams {
  /** The example shown, or '' for a tree of the link's own. */
  fixture: string;
  /** The tree's text (it parses, unless `unchecked`). */
  text: string;
  /** A link's long tree, not parsed yet: the worker's search parses it (refusedLinkTree). */
  unchecked?: true;
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

/** What the tree page shows when the link does not say. */
export const TREE_DEFAULTS = {
  fixture: FIXTURES[0]?.name ?? 'aima-fig-5-2',
  algo: 'auto',
  order: 'given',
  tie: 'inclusive',
  root: 'carried',
  depth: '',
} as const satisfies Partial<TreeParams>;

/** The tree a link shows, as it writes it: an example by name, or the tree's own text. */
export const treeSource = (fixture: string, text: string) => ({ src: fixture === '' ? undefined : fixture, tree: fixture === '' ? text : undefined });

/** `#/tree?src=…|tree=…&algo=&order=&tie=&root=&depth=&step=&check=&quiz=` */
export const TREE_ROUTE: RouteCodec<TreeParams> = {
  read(p) {
    const r = new Params(p, ROUTE_PARAMS.tree);
    const { fixture, text, unchecked } = readTreeSource(r, TREE_DEFAULTS.fixture);
    const depth = r.optionalInt('depth', TREE_DEPTH, msg('instead.value', { value: '∞' }));
    const values: TreeParams = {
      fixture,
      text,
      ...(unchecked ? { unchecked } : {}),
      algo: r.choice('algo', [...ALGORITHMS, 'auto'] as const, TREE_DEFAULTS.algo),
      order: r.choice('order', ORDERINGS, TREE_DEFAULTS.order),
      tie: r.choice('tie', TIE_RULES, TREE_DEFAULTS.tie),
      root: r.choice('root', ROOT_WINDOWS, TREE_DEFAULTS.root),
      depth: depth === null ? TREE_DEFAULTS.depth : String(depth),
      check: r.flag('check'),
      quiz: r.flag('quiz'),
      step: r.step(),
    };
    return { values, notices: r.notices };
  },
  write: (v) =>
    routeHash('tree', {
      ...treeSource(v.fixture, v.text),
      algo: unlessDefault(v.algo, TREE_DEFAULTS.algo),
      order: unlessDefault(v.order, TREE_DEFAULTS.order),
      tie: unlessDefault(v.tie, TREE_DEFAULTS.tie),
      root: unlessDefault(v.root, TREE_DEFAULTS.root),
      depth: v.depth,
      step: stepped(v.step),
      check: flagged(v.check),
      quiz: flagged(v.quiz),
    }),
};

export interface CompareParams {
  fixture: string;
  text: string;
  unchecked?: true;
  set: 'algos' | 'orders';
  tie: TieRule;
  step: number;
}

export const COMPARE_DEFAULTS = { fixture: 'aima-fig-5-2', set: 'algos', tie: 'inclusive' } as const satisfies Partial<CompareParams>;

/** `#/compare?src=…|tree=…&set=algos|orders&tie=&step=` */
export const COMPARE_ROUTE: RouteCodec<CompareParams> = {
  read(p) {
    const r = new Params(p, ROUTE_PARAMS.compare);
    const { fixture, text, unchecked } = readTreeSource(r, COMPARE_DEFAULTS.fixture);
    const values: CompareParams = {
      fixture,
      text,
      ...(unchecked ? { unchecked } : {}),
      set: r.choice('set', ['algos', 'orders'] as const, COMPARE_DEFAULTS.set),
      tie: r.choice('tie', TIE_RULES, COMPARE_DEFAULTS.tie),
      step: r.step(),
    };
    return { values, notices: r.notices };
  },
  write: (v) =>
    routeHash('compare', {
      ...treeSource(v.fixture, v.text),
      set: unlessDefault(v.set, COMPARE_DEFAULTS.set),
      tie: unlessDefault(v.tie, COMPARE_DEFAULTS.tie),
      step: stepped(v.step),
    }),
};

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

/** What the 2048 page shows, as its link writes it: the game (its tiles, score and seed), the settings, the proposal and its tree's step. */
export interface G2048Shown {
  grid: readonly (readonly number[])[];
  score: number;
  seed: number;
  settings: Settings;
  propose: boolean;
  step: number;
}

/**
 * `#/2048?board=<json>&score=N&seed=N&algo=&heuristic=&variant=&depth=&root=&propose=1&step=K`.
 * The link always holds the whole game and the settings (a board is the
 * point of a 2048 link); alpha-beta's root window only when not the default.
 */
export const G2048_ROUTE: RouteCodec<G2048Shown, G2048Params> = {
  read: read2048Params,
  write: (v) =>
    routeHash('2048', {
      board: JSON.stringify(v.grid),
      score: v.score,
      seed: v.seed,
      algo: v.settings.algo,
      heuristic: v.settings.heuristic,
      variant: v.settings.variant,
      depth: v.settings.depth,
      root: v.settings.algo === 'alphabeta' ? unlessDefault(v.settings.root, 'carried') : undefined,
      propose: flagged(v.propose),
      step: stepped(v.step),
    }),
};

function read2048Params(p: URLSearchParams): Read<G2048Params> {
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
  if (seedText !== null && seedOk?.ok === false)
    r.refuse('seed', seedText, seedOk.error, board === null ? msg('instead.game') : msg('instead.value', { value: 1 }));
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

export interface BoardGameParams extends MctsSettings {
  /** Tic-tac-toe: the 9 cells; Connect-4: the moves so far. Legal. */
  position: string;
  algo: MachineAlgorithm;
  /** '' (the game's default) or a whole number in the game's range, as text. */
  depth: string;
  human: 'x' | 'o';
  centre: boolean;
  /** Connect-4 `level=perfect`: the machine plays the solver's best column. */
  perfect: boolean;
  /** Seed for picking at random among equally good moves; null = the first best move. */
  random: number | null;
  propose: boolean;
  /** Connect-4 `solve=1`: every column's exact score is shown. */
  solve: boolean;
  step: number;
}

/** What a board-game page shows when the link does not say (the depth: tic-tac-toe to the end, Connect-4 six plies). */
export const BOARD_GAME_DEFAULTS = {
  tictactoe: { position: '.........', depth: '' },
  connect4: { position: '', depth: '6' },
  algo: 'alphabeta',
  human: 'x',
} as const;

/**
 * `#/tictactoe?position=…` or `#/connect4?moves=…`, with
 * `algo=&depth=&human=&centre=&level=perfect&random=&propose=1&solve=1&step=K`
 * (`centre`, `level`, `solve`: Connect-4's). The link always
 * names the position, the algorithm, the depth and the human's side (a
 * game's link is read by people: it says what is played, and by whom).
 */
export function boardGameRoute(game: GameName): RouteCodec<BoardGameParams> {
  const ttt = game === 'tictactoe';
  const defaults = BOARD_GAME_DEFAULTS[game];
  return {
    read(p) {
      const r = new Params(p, ROUTE_PARAMS[game]);
      const position = r.get(ttt ? 'position' : 'moves', ttt ? checkTicTacToe : checkConnect4, defaults.position, msg('instead.empty-board'));
      const depth = r.optionalInt('depth', ttt ? TTT_DEPTH : C4_DEPTH, msg('instead.value', { value: ttt ? '∞' : defaults.depth }));
      const values: BoardGameParams = {
        position,
        algo: r.choice('algo', MACHINE_ALGORITHMS, BOARD_GAME_DEFAULTS.algo),
        depth: depth === null ? defaults.depth : String(depth),
        human: r.choice('human', ['x', 'o'] as const, BOARD_GAME_DEFAULTS.human),
        centre: ttt ? false : r.flag('centre'),
        perfect: !ttt && r.choice('level', C4_LEVELS, 'depth') === 'perfect',
        random: r.optionalInt('random', SEED_RANGE, msg('instead.no-random')),
        propose: r.flag('propose', msg('instead.no-proposal')),
        solve: !ttt && r.flag('solve'),
        step: r.step(),
        ...readMcts(r),
      };
      return { values, notices: r.notices };
    },
    write: (v) =>
      routeHash(game, {
        [ttt ? 'position' : 'moves']: v.position,
        algo: v.algo,
        depth: v.algo === 'mcts' ? undefined : v.depth,
        ...mctsLink(v.algo === 'mcts', v),
        human: v.human,
        centre: ttt ? undefined : flagged(v.centre),
        level: v.perfect ? 'perfect' : undefined,
        random: v.random ?? undefined,
        propose: flagged(v.propose),
        solve: flagged(v.solve),
        step: stepped(v.step),
      }),
  };
}

// ---- exercises: exercise-params.ts ---------------------------------------------------------------

export { EXERCISE_DEFAULTS, EXERCISE_ROUTE, type ExerciseParams } from './exercise-params.ts';

// ---- the app: the page name, presentation mode and language (app-params.ts) ----------------------

export { APP_PARAMS, readAppParams, type AppParams } from './app-params.ts';
