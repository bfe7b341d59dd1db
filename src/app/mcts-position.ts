/**
 * Monte Carlo tree search on a tic-tac-toe or Connect-4 position, reported as
 * `tutor search --game … --algo mcts --json` prints it (ARCHITECTURE's
 * contract): {"action","visits":{move: N},"values":{move: mean result},
 * "iterations","ms"}, moves named as the other searches name them (the cell
 * 0–8, the column 1–7), values the mean result for the player to move
 * (1 a win, ½ a draw, 0 a loss). With `trace`, the search is recorded for the
 * MCTS view. Plain data in and out: the CLI calls it, the worker exposes it.
 */
import { mcts, MctsError, type MctsResult } from '../search/mcts.ts';
import type { Game } from '../search/game.ts';
import { TicTacToe, parsePosition } from '../games/tictactoe/game.ts';
import { Connect4, parseMoves } from '../games/connect4/game.ts';
import { uctConnect4, type UctResult } from '../games/connect4/uct.ts';
import { MctsRecorder, type MctsTraceData } from '../trace/mcts-trace.ts';
import { msg, type Message } from '../i18n/message.ts';
import { failure, type Reply } from './reply.ts';
import { entryAt } from '../games/entry.ts';
import type { GameName } from './position-search.ts';

/** The most iterations a recorded search may take (a 10,000-iteration trace stays steppable). */
export const MCTS_TRACE_LIMIT = 10_000;

export interface MctsRequest {
  game: GameName;
  position: string;
  /** Default 1,000. */
  iterations?: number;
  /** UCB1's exploration constant, default √2. */
  c?: number;
  /** Default 1. */
  seed?: number;
  /** A time budget in milliseconds. */
  timeMs?: number;
  /** Stops the search cleanly (status `aborted`, the best move so far kept), polled every 64 iterations. */
  signal?: { readonly aborted: boolean };
}

export interface MctsJson {
  game: GameName;
  algo: 'mcts';
  /** Cell 0–8 or column 1–7; null when the game is over. */
  action: number | null;
  visits: Record<string, number>;
  /** The mean result of each move tried, for the player to move (1 win, ½ draw, 0 loss). */
  values: Record<string, number>;
  /** The root's mean result for the player to move. */
  value: number | null;
  iterations: number;
  nodes: number;
  c: number;
  seed: number;
  ms: number;
  status: string;
}

export type MctsReply<S = unknown> = Reply<{ json: MctsJson; trace?: MctsTraceData<S> }>;

/** The position's game, its state and how its moves are named, or what is wrong with it. */
function position(
  game: GameName,
  text: string,
): { ok: true; game: Game<unknown, number>; state: unknown; name: (a: number) => number } | { ok: false; error: Message } {
  if (game === 'tictactoe') {
    const p = parsePosition(text);
    if (!p.ok) return p;
    return { ok: true, game: new TicTacToe() as Game<unknown, number>, state: p.state, name: (a) => a };
  }
  const p = parseMoves(text);
  if (!p.ok) return p;
  // Columns in order 0–6, as the compiled UCT yardstick tries them (the same seed gives its visits).
  return { ok: true, game: new Connect4() as Game<unknown, number>, state: p.state, name: (a) => a + 1 };
}

/** The fast Connect-4 UCT's answer as `mcts` gives it: per playable column (the game's actions, columns in order). */
function fromUct(r: UctResult, actions: readonly number[]): MctsResult<number> {
  // r.visits and r.totals have an entry for each of the 7 columns.
  const columns = actions.map((col) => ({ n: entryAt(r.visits, col), w: entryAt(r.totals, col) }));
  const visits = columns.map(({ n }) => n);
  const values = columns.map(({ n, w }) => (n > 0 ? w / n : NaN));
  let rootSum = 0;
  for (const { n, w } of columns) if (n > 0) rootSum += w;
  const actionIndex = actions.indexOf(r.column);
  return {
    action: r.column,
    actionIndex,
    visits,
    values,
    value: r.iterations > 0 ? rootSum / r.iterations : NaN,
    iterations: r.iterations,
    nodes: r.nodes,
    ms: r.ms,
    status: r.status,
  };
}

export function mctsPosition(request: MctsRequest, trace = false): MctsReply {
  const p = position(request.game, request.position);
  if (!p.ok) return failure('position.invalid', { reason: p.error });
  const iterations = request.iterations ?? 1000;
  const c = request.c ?? Math.SQRT2;
  const seed = request.seed ?? 1;
  if (trace && iterations > MCTS_TRACE_LIMIT) return failure('request.invalid', { reason: msg('mcts.trace-limit', { limit: MCTS_TRACE_LIMIT }) });
  const recorder = trace ? new MctsRecorder<unknown>(c) : undefined;
  let result: MctsResult<number>;
  try {
    // Connect-4 untraced: the fast UCT, which makes the same choices (tests/unit/mcts.test.ts, uct.test.ts).
    result =
      request.game === 'connect4' && recorder === undefined && !p.game.isTerminal(p.state)
        ? fromUct(
            uctConnect4(
              [...request.position].map((ch) => Number(ch) - 1),
              { iterations, c, seed, timeMs: request.timeMs, signal: request.signal },
            ),
            p.game.actions(p.state),
          )
        : mcts(p.game, p.state, { iterations, c, seed, timeMs: request.timeMs, signal: request.signal, tracer: recorder });
  } catch (e) {
    if (e instanceof MctsError) return failure('request.invalid', { reason: msg(e.code) });
    throw e;
  }
  const actions = p.game.isTerminal(p.state) ? [] : p.game.actions(p.state);
  const visits: Record<string, number> = {};
  const values: Record<string, number> = {};
  // The result's visits and values follow the game's actions, one each.
  actions.forEach((a, i) => {
    const n = entryAt(result.visits, i);
    visits[String(p.name(a))] = n;
    if (n > 0) values[String(p.name(a))] = entryAt(result.values, i);
  });
  const json: MctsJson = {
    game: request.game,
    algo: 'mcts',
    action: result.action === undefined ? null : p.name(result.action),
    visits,
    values,
    value: Number.isNaN(result.value) ? null : result.value,
    iterations: result.iterations,
    nodes: result.nodes,
    c,
    seed,
    ms: Math.round(result.ms * 1000) / 1000,
    status: result.status,
  };
  return recorder === undefined ? { ok: true, json } : { ok: true, json, trace: recorder.finish() };
}
