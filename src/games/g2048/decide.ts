/**
 * Choosing a 2048 move: a depth-limited search from the player's position
 * with the chosen heuristic. Minimax and alpha-beta model the computer as
 * MIN, expectimax as CHANCE (thesis §3.4). Used by `tutor 2048 decide`,
 * `tutor 2048 play`, and the page.
 */
import { SEARCHERS, type RootWindow, type SearchResult, type StopSignal } from '../../search/index.ts';
import type { Certainty, Tracer } from '../../search/tracer.ts';
import { DIRECTIONS, type Board, type Direction } from './board.ts';
import { G2048, playerState, type G2048State } from './game.ts';
import { now } from '../clock.ts';
import { entryAt } from '../entry.ts';
import { heuristicId } from './evaluate.ts';
import { fastSearch } from './fast-search.ts';
import type { Algorithm2048, Heuristic, Variant } from './settings.ts';

export interface DecideOptions {
  algo: Algorithm2048;
  heuristic: Heuristic;
  variant: Variant;
  /** Plies: each player move and each computer move is one (as the thesis counts). */
  depth: number;
  goal?: number;
  /** Alpha-beta's window at the root: carried (AIMA, default) or full-window (AIMA-Java, as the thesis's Java). */
  root?: RootWindow;
  budget?: number;
  signal?: StopSignal;
  tracer?: Tracer<G2048State>;
}

export interface Decision {
  /** The chosen move, or null when no move is legal. */
  action: Direction | null;
  /** The root's value; null when the search stopped (budget, cancel) before it finished, as `tutor search` prints it. */
  value: number | null;
  /** Each legal move's value (from the player's point of view). */
  actions: Partial<Record<Direction, number>>;
  /** Which of those are only bounds (alpha-beta): `atMost`, `atLeast`. */
  certainty: Partial<Record<Direction, Certainty>>;
  nodes: number;
  leaves: number;
  cutoffs: number;
  status: SearchResult<number>['status'];
  ms: number;
}

export function gameFor(options: Pick<DecideOptions, 'algo' | 'heuristic' | 'variant' | 'goal'>): G2048 {
  const adversary = options.algo === 'minimax' || options.algo === 'alphabeta' ? 'min' : 'chance';
  return new G2048({ adversary, heuristic: options.heuristic, variant: options.variant, goal: options.goal });
}

export function decide(board: Board, score: number, options: DecideOptions): Decision {
  const game = gameFor(options);
  const start = now();
  // Untraced, the searchers' 2048 fast path (same results and counts, tests/unit/g2048-exact.test.ts, g2048-fast-search.test.ts);
  // traced, the generic searchers.
  const r =
    options.tracer === undefined
      ? fastSearch(board.hi, board.lo, score, {
          kind: options.algo === 'minimax' ? 'minimax' : options.algo === 'alphabeta' ? 'alphabeta' : 'chance',
          heuristic: heuristicId(options.heuristic, options.variant),
          goal: game.goal,
          depth: options.depth,
          root: options.root,
          budget: options.budget,
          signal: options.signal,
        })
      : SEARCHERS[options.algo](game, playerState(board, score), {
          depth: options.depth,
          root: options.root,
          budget: options.budget,
          signal: options.signal,
          tracer: options.tracer,
        });
  const ms = now() - start;
  const actions: Decision['actions'] = {};
  const certainty: Decision['certainty'] = {};
  for (const a of r.actions) {
    const name = entryAt(DIRECTIONS, a.action);
    actions[name] = a.value;
    if (a.certainty !== 'exact') certainty[name] = a.certainty;
  }
  return {
    action: r.action === undefined ? null : entryAt(DIRECTIONS, r.action),
    value: r.status === 'complete' ? r.value : null,
    actions,
    certainty,
    nodes: r.nodes,
    leaves: r.leaves,
    cutoffs: r.cutoffs,
    status: r.status,
    ms,
  };
}
