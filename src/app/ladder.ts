/**
 * The solver ladder as the page asks for it (`#/ladder`): one rung on one
 * position — its score for the player to move, the nodes it searched and its
 * time — and, when asked, its search traced, one tree a pass (null-window
 * probes, iterations). Connect-4's figures come from its fast solver
 * (src/games/connect4/solver.ts), its traces from the generic searchers on
 * Connect-4 as Pons scores it (ladder-rungs.ts: the first three rungs count
 * the same nodes); tic-tac-toe has the first five rungs, all generic.
 * Plain data in and out, tested in Node; the search worker exposes it.
 */
import { alphabeta, minimax } from '../search/index.ts';
import type { Game } from '../search/game.ts';
import { RUNGS, parsePosition as parseC4, solve, type Rung } from '../games/connect4/solver.ts';
import { Connect4Score, stateOf } from '../games/connect4/score-game.ts';
import { TicTacToe, parsePosition as parseTtt } from '../games/tictactoe/game.ts';
import { now } from '../games/clock.ts';
import { recordPasses } from '../trace/series.ts';
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

/** The most nodes a traced pass may have (a tree the viewer draws at ease). */
export const LADDER_TRACE_BUDGET = 200_000;

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
  depth?: number;
  guess?: number;
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
  if (!GAME_RUNGS[request.game].includes(request.rung)) return failure('request.invalid', { reason: { code: 'search.rung', params: { rung: String(request.rung) } } });
  if (request.game === 'connect4') {
    const parsed = parseC4(request.position);
    if (!parsed.ok) return failure('position.invalid', { reason: parsed.error });
    const state = stateOf([...request.position].map((m) => Number(m) - 1));
    const window: readonly [number, number] = request.weak === true ? [-1, 1] : [-21, 21];
    return { ok: true as const, game: new Connect4Score() as Game<unknown, number>, state: state as unknown, window, sign: state.toMove === 1 ? 1 : -1, board: parsed.board };
  }
  const parsed = parseTtt(request.position);
  if (!parsed.ok) return failure('position.invalid', { reason: parsed.error });
  const game = new TicTacToe();
  return { ok: true as const, game: game as Game<unknown, number>, state: parsed.state as unknown, window: game.valueRange(parsed.state), sign: parsed.state.toMove === 'x' ? 1 : -1, board: null };
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
    const views = tooBig ? [] : passes.map(({ depth, guess, trace }) => ({ depth, guess, view: transferOf(trace, positionTree(request.game, trace)) }));
    return { ok: true, run, trace: { passes: views, nodes: result.nodes, exact, tooBig } };
  },
};
