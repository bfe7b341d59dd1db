/**
 * The solver ladder as the page asks for it (`#/ladder`): one rung on one
 * position — its score for the player to move, the nodes it searched and its
 * time — and, when asked, its search traced, one tree a pass (null-window
 * probes, iterations). Connect-4's figures come from its fast solver
 * (src/games/connect4/solver.ts), its traces from the generic searchers on
 * Connect-4 as Pons scores it (ladder-rungs.ts: the first three rungs count
 * the same nodes); tic-tac-toe has the first five rungs, all generic.
 * Also a test set measured in chunks (`ladderSet`: a few lines of Pons' sets
 * at a time, so the page can show progress and cancel between them), and
 * Pons' published table (`PUBLISHED_TABLE`), for the page to set beside ours.
 * Plain data in and out, tested in Node; the search worker exposes it.
 */
import { alphabeta, minimax } from '../search/index.ts';
import type { Game } from '../search/game.ts';
import { PUBLISHED_NODES, RUNGS, parsePosition as parseC4, solve, type Rung } from '../games/connect4/solver.ts';
import { Connect4Score, stateOf } from '../games/connect4/score-game.ts';
import { TicTacToe, parsePosition as parseTtt } from '../games/tictactoe/game.ts';
import { now } from '../games/clock.ts';
import { recordPasses } from '../trace/series.ts';
import type { Trace } from '../trace/trace.ts';
import { tracedRung } from './ladder-rungs.ts';
import { positionTree, type GameName } from './position-search.ts';
import { transferOf, type SearchTransfer } from './transfer.ts';
import { failure, type Reply } from './reply.ts';
import { SOLVER_PAGE_BUDGET } from './solver-requests.ts';

/** The rungs each game has: tic-tac-toe stops before Connect-4's own techniques (moves that lose at once, threats, lower bounds). */
export const GAME_RUNGS: Record<GameName, readonly Rung[]> = {
  connect4: RUNGS,
  tictactoe: ['minimax', 'alphabeta', 'centre', 'table', 'deepening'],
};

/**
 * The most nodes a traced search may have: the viewer draws any size (only the
 * nodes in view), and this lets tic-tac-toe's whole minimax tree from the
 * empty board (549,946 nodes) open beside the table's few thousand.
 */
export const LADDER_TRACE_BUDGET = 600_000;

/**
 * Pons' published mean nodes per position, rung by rung, on his six test sets
 * (blog.gamesolver.org, "Solving Connect 4", the table of part 12; issue 22),
 * in the order of PUBLISHED_SETS; null where he gives "—" (not done within a
 * day in C++). End-Easy and Middle-Easy are the solver's PUBLISHED_NODES.
 */
export const PUBLISHED_SETS = ['endEasy', 'middleEasy', 'middleMedium', 'beginEasy', 'beginMedium', 'beginHard'] as const;
export type PublishedSet = (typeof PUBLISHED_SETS)[number];
export const PUBLISHED_TABLE: Record<Rung, Record<PublishedSet, number | null>> = {
  minimax: { ...PUBLISHED_NODES.minimax, middleMedium: null, beginEasy: null, beginMedium: null, beginHard: null },
  alphabeta: { ...PUBLISHED_NODES.alphabeta, middleMedium: 453_614_000, beginEasy: null, beginMedium: null, beginHard: null },
  centre: { ...PUBLISHED_NODES.centre, middleMedium: 40_396_700, beginEasy: null, beginMedium: null, beginHard: null },
  table: { ...PUBLISHED_NODES.table, middleMedium: 1_731_000, beginEasy: 156_400_000, beginMedium: 306_100_000, beginHard: null },
  deepening: { ...PUBLISHED_NODES.deepening, middleMedium: 1_699_000, beginEasy: 236_700, beginMedium: 183_600_000, beginHard: null },
  losing: { ...PUBLISHED_NODES.losing, middleMedium: 1_135_000, beginEasy: 107_400, beginMedium: 110_800_000, beginHard: null },
  threats: { ...PUBLISHED_NODES.threats, middleMedium: 48_290, beginEasy: 3_692, beginMedium: 1_449_000, beginHard: 71_440_000 },
  bounds: { ...PUBLISHED_NODES.bounds, middleMedium: 39_900, beginEasy: 3_298, beginMedium: 1_201_000, beginHard: 65_920_000 },
};

export interface LadderRequest {
  game: GameName;
  /** Connect-4: the columns played ("4453"); tic-tac-toe: the 9 cells ("x...o...."). */
  position: string;
  rung: Rung;
  /** Connect-4: win, draw or loss only. */
  weak?: boolean;
  budget?: number;
  /** Also trace the search (under LADDER_TRACE_BUDGET nodes). */
  trace?: boolean;
}

export interface LadderRun {
  /** For the player to move; null when the budget stopped the search. */
  score: number | null;
  nodes: number;
  ms: number;
  status: 'exact' | 'budget';
  /** Where the score lies when the budget stopped the search (both the score when exact). */
  lower: number;
  upper: number;
}

export interface LadderPass {
  /** Iterative deepening: the iteration's depth. */
  depth?: number;
  /** A null-window probe: is the root's value above `guess` (the window guess, guess + 1)? */
  guess?: number;
  /** The pass's answer, from X's (MAX's) side as the tree's values are: the probe's value (≤ guess: no; > guess: yes), or the iteration's root value. */
  value?: number;
  view: SearchTransfer;
}

export interface LadderTrace {
  /** The passes (one, or one a probe or an iteration); empty when the search did not fit the trace budget. */
  passes: LadderPass[];
  /** Nodes of the traced search (all its passes). */
  nodes: number;
  /** The traced search is this rung exactly (Connect-4's last three rungs are traced as the deepening rung). */
  exact: boolean;
  /** It did not fit LADDER_TRACE_BUDGET. */
  tooBig: boolean;
}

export type LadderReply = Reply<{ run: LadderRun; trace?: LadderTrace }>;

/** The game, its root, the root's window and the mover's sign (1 when MAX, X, moves), or the reply saying what is wrong. */
function positionOf(request: LadderRequest) {
  if (!GAME_RUNGS[request.game].includes(request.rung))
    return failure('request.invalid', { reason: { code: 'search.rung', params: { rung: String(request.rung) } } });
  if (request.game === 'connect4') {
    const parsed = parseC4(request.position);
    if (!parsed.ok) return failure('position.invalid', { reason: parsed.error });
    const state = stateOf([...request.position].map((m) => Number(m) - 1));
    const window: readonly [number, number] = request.weak === true ? [-1, 1] : [-21, 21];
    return {
      ok: true as const,
      game: new Connect4Score() as Game<unknown, number>,
      state: state as unknown,
      window,
      sign: state.toMove === 1 ? 1 : -1,
      board: parsed.board,
    };
  }
  const parsed = parseTtt(request.position);
  if (!parsed.ok) return failure('position.invalid', { reason: parsed.error });
  const game = new TicTacToe();
  return {
    ok: true as const,
    game: game as Game<unknown, number>,
    state: parsed.state as unknown,
    window: game.valueRange(parsed.state),
    sign: parsed.state.toMove === 'x' ? 1 : -1,
    board: null,
  };
}

export const ladderRequests = {
  /** One rung on one position: its figures, and its trace when asked. */
  ladderRung(request: LadderRequest): LadderReply {
    const budget = request.budget ?? SOLVER_PAGE_BUDGET;
    if (!(Number.isInteger(budget) && budget >= 1)) return failure('request.invalid', { reason: { code: 'search.budget', params: { budget } } });
    const p = positionOf(request);
    if (!p.ok) return p;
    const { algo, enhance, exact } = tracedRung(request.rung, p.window);
    const searcher = algo === 'minimax' ? minimax : alphabeta;
    const options = enhance === undefined ? {} : { enhance };
    let run: LadderRun;
    const start = now();
    if (p.board !== null) {
      const r = solve(p.board, { rung: request.rung, weak: request.weak, budget });
      run = { score: r.score, nodes: r.nodes, ms: now() - start, status: r.status, lower: r.lower, upper: r.upper };
    } else {
      const r = searcher(p.game, p.state, { ...options, budget });
      const done = r.status === 'complete';
      const score = done ? r.value * p.sign + 0 : null;
      run = { score, nodes: r.nodes, ms: now() - start, status: done ? 'exact' : 'budget', lower: score ?? p.window[0], upper: score ?? p.window[1] };
    }
    if (request.trace !== true) return { ok: true, run };
    // A search too big for the viewer is not traced at all (the traced search counts about as many nodes).
    if (run.status !== 'exact' || run.nodes > LADDER_TRACE_BUDGET) return { ok: true, run, trace: { passes: [], nodes: 0, exact, tooBig: true } };
    const { result, passes } = recordPasses(searcher, p.game, p.state, { ...options, budget: LADDER_TRACE_BUDGET });
    const tooBig = result.status !== 'complete';
    const views = tooBig
      ? []
      : passes.map(({ depth, guess, trace }) => ({ depth, guess, value: passValue(trace), view: transferOf(trace, positionTree(request.game, trace)) }));
    return { ok: true, run, trace: { passes: views, nodes: result.nodes, exact, tooBig } };
  },

  /**
   * Lines of a Connect-4 test set (`moves score`, Pons' format) solved on a
   * rung, each within `budget` nodes: the sums the page adds up chunk by
   * chunk (mean nodes = nodes / positions), and whether each score is the
   * file's. A line that does not read is an error naming it.
   */
  ladderSet(request: LadderSetRequest): LadderSetReply {
    const budget = request.budget ?? SOLVER_PAGE_BUDGET;
    if (!(Number.isInteger(budget) && budget >= 1)) return failure('request.invalid', { reason: { code: 'search.budget', params: { budget } } });
    if (!RUNGS.includes(request.rung)) return failure('request.invalid', { reason: { code: 'search.rung', params: { rung: String(request.rung) } } });
    const sums: LadderSetSums = { positions: 0, nodes: 0, ms: 0, matched: 0, stopped: 0, differ: [] };
    for (const line of request.lines) {
      const [moves = '', expected = ''] = line.trim().split(/\s+/);
      const parsed = parseC4(moves);
      if (!parsed.ok) return failure('position.invalid', { reason: parsed.error });
      const start = now();
      const r = solve(parsed.board, { rung: request.rung, budget });
      sums.ms += now() - start;
      sums.positions++;
      sums.nodes += r.nodes;
      if (r.status === 'budget') sums.stopped++;
      else if (String(r.score) === expected) sums.matched++;
      else if (sums.differ.length < MAX_DIFFER) sums.differ.push({ position: moves, expected, got: r.score });
    }
    return { ok: true, sums };
  },
};

/** The most positions whose score differs from the file's that a reply lists. */
const MAX_DIFFER = 5;

export interface LadderSetRequest {
  /** Lines of a test set: the columns played, a space, the position's score (what follows is ignored). */
  lines: readonly string[];
  rung: Rung;
  /** Most nodes per position (default SOLVER_PAGE_BUDGET). */
  budget?: number;
}

export interface LadderSetSums {
  positions: number;
  /** Nodes of all the positions (a stopped one's up to the budget). */
  nodes: number;
  ms: number;
  /** Positions whose score is the file's. */
  matched: number;
  /** Positions the budget stopped (no score to compare). */
  stopped: number;
  /** The first positions whose score is not the file's. */
  differ: { position: string; expected: string; got: number }[];
}

export type LadderSetReply = Reply<{ sums: LadderSetSums }>;

/** A pass's answer (LadderPass.value): its probe's value, else its iteration's root value — the pass's last events, after the root's exit. */
function passValue(trace: Trace): number | undefined {
  let iteration: number | undefined;
  for (let k = trace.length - 1; k >= Math.max(0, trace.length - 3); k--) {
    const e = trace.event(k);
    if (e.type === 'probe' && e.phase === 'end') return e.value;
    if (e.type === 'iteration' && e.phase === 'end') iteration = e.value;
  }
  return iteration;
}
