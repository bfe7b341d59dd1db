/**
 * Searching a tic-tac-toe or Connect-4 position, reported as `tutor search
 * --game … --json` prints it: {"value","action","actions","nodes",…}, the
 * action being the cell index 0–8 or the column 1–7.
 */
import { SEARCHERS, type Algorithm, type Enhancements, type SearchResult } from '../search/index.ts';
import type { StopSignal } from '../search/search.ts';
import type { Game } from '../search/game.ts';
import type { Certainty } from '../search/tracer.ts';
import { TicTacToe, parsePosition, type TicTacToeState } from '../games/tictactoe/game.ts';
import { COLS, Connect4, ROWS, parseMoves, type Connect4State } from '../games/connect4/game.ts';
import { viewTreeOfTrace, type ViewTree } from './view-tree.ts';
import { recordSearch } from '../trace/recorder.ts';
import type { Trace } from '../trace/trace.ts';
import { rng } from '../games/rng.ts';
import type { Message } from '../i18n/message.ts';

export const GAMES = ['tictactoe', 'connect4'] as const;
export type GameName = (typeof GAMES)[number];

export interface PositionRequest {
  game: GameName;
  position: string;
  algo: Extract<Algorithm, 'minimax' | 'alphabeta' | 'negamax'>;
  /** Plies; tic-tac-toe defaults to the end of the game, Connect-4 to 6. */
  depth?: number;
  /** Connect-4: centre columns first. */
  centreFirst?: boolean;
  /** Alpha-beta's enhancements: transposition table, iterative deepening, null windows, move ordering. */
  enhance?: Enhancements;
  budget?: number;
  /** Told the nodes entered so far, now and then (search.ts: PROGRESS_EVERY). */
  progress?: (nodes: number) => void;
  /** Stops the search cleanly (status `aborted`), polled every 1,024 nodes. */
  signal?: StopSignal;
  /** Pick at random (with this seed) among the equally good moves, rather than the first. */
  randomSeed?: number;
}

export interface PositionJson {
  game: GameName;
  algo: string;
  /** From the first player's (X's) point of view; null when the search stopped before it finished. */
  value: number | null;
  /** Cell 0–8, or column 1–7; null when the game is over. */
  action: number | null;
  actions: Record<string, number>;
  certainty: Record<string, Certainty>;
  nodes: number;
  leaves: number;
  cutoffs: number;
  status: string;
}

export type PositionReply = { ok: true; json: PositionJson } | { ok: false; error: Message };

export function searchPosition(request: PositionRequest): PositionReply {
  if (request.game === 'tictactoe') {
    const p = parsePosition(request.position);
    if (!p.ok) return p;
    return { ok: true, json: run(request, new TicTacToe(), p.state, (a) => a) };
  }
  const p = parseMoves(request.position);
  if (!p.ok) return p;
  return {
    ok: true,
    json: run(
      { ...request, depth: request.depth ?? 6 },
      new Connect4({ machine: p.state.toMove, centreFirst: request.centreFirst === true }),
      p.state,
      (a) => a + 1,
    ),
  };
}

/** The same search with a recorder, for the tree view: its trace and the tree it explored, each node with its position. */
export function recordPosition(request: PositionRequest): { trace: Trace<unknown, number>; status: string; index: ViewTree } | null {
  if (request.game === 'tictactoe') {
    const p = parsePosition(request.position);
    if (!p.ok) return null;
    const game = new TicTacToe();
    const { trace, result } = recordSearch(SEARCHERS[request.algo], game, p.state, {
      depth: request.depth,
      budget: request.budget,
      progress: request.progress,
    });
    const index = positionTree('tictactoe', trace);
    return { trace: trace as Trace<unknown, number>, status: result.status, index };
  }
  const p = parseMoves(request.position);
  if (!p.ok) return null;
  const game = new Connect4({ machine: p.state.toMove, centreFirst: request.centreFirst === true });
  const { trace, result } = recordSearch(SEARCHERS[request.algo], game, p.state, {
    depth: request.depth ?? 6,
    budget: request.budget,
    progress: request.progress,
  });
  const index = positionTree('connect4', trace);
  return { trace: trace as Trace<unknown, number>, status: result.status, index };
}

/** The tree a search of a position explored, each node with its position (what the tree view draws). */
export function positionTree(game: GameName, trace: Trace<unknown, unknown>): ViewTree {
  if (game === 'tictactoe') return viewTreeOfTrace(trace as Trace<TicTacToeState, unknown>, { game, width: 9, write: (s, into) => tttCells(s.cells, into) });
  return viewTreeOfTrace(trace as Trace<Connect4State, unknown>, { game, width: ROWS * COLS, write: (s, into) => c4Cells(s, into) });
}

/** Tic-tac-toe's cells as position codes (0 empty, 1 x, 2 o). */
function tttCells(cells: string, into: Uint8Array): null {
  for (let i = 0; i < 9; i++) into[i] = cells[i] === 'x' ? 1 : cells[i] === 'o' ? 2 : 0;
  return null;
}

/** Connect-4's cells top row first, as position codes (its own codes: 0 empty, 1 x, 2 o). */
function c4Cells(s: Connect4State, into: Uint8Array): null {
  // Per node of the tree, unchecked: r < ROWS, c < COLS, and cells has ROWS·COLS entries.
  for (let r = ROWS - 1, i = 0; r >= 0; r--) for (let c = 0; c < COLS; c++) into[i++] = s.cells[r * COLS + c]!;
  return null;
}

/** A Connect-4 position as 42 characters, top row first: x, o or '.'. */
export function c4Text(s: Connect4State): string {
  let out = '';
  for (let r = ROWS - 1; r >= 0; r--) for (const cell of s.cells.subarray(r * COLS, (r + 1) * COLS)) out += '.xo'.charAt(cell);
  return out;
}

function run<S>(request: PositionRequest, game: Game<S, number>, root: S, name: (a: number) => number): PositionJson {
  const r: SearchResult<number> = SEARCHERS[request.algo](game, root, {
    depth: request.depth,
    budget: request.budget,
    enhance: request.enhance,
    progress: request.progress,
    signal: request.signal,
  });
  const actions: Record<string, number> = {};
  const certainty: Record<string, Certainty> = {};
  for (const a of r.actions) {
    actions[name(a.action)] = a.value;
    certainty[name(a.action)] = a.certainty;
  }
  let action = r.action;
  if (request.randomSeed !== undefined && action !== undefined) {
    // The moves proved as good as the best (exact values equal to the root's).
    const best = r.actions.filter((a) => a.certainty === 'exact' && a.value === r.value).map((a) => a.action);
    action = best[rng(request.randomSeed).int(best.length)] ?? action;
  }
  return {
    game: request.game,
    algo: request.algo,
    value: r.status === 'complete' ? r.value : null,
    action: action === undefined ? null : name(action),
    actions,
    certainty,
    nodes: r.nodes,
    leaves: r.leaves,
    cutoffs: r.cutoffs,
    status: r.status,
  };
}
