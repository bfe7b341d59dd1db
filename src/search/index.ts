/**
 * The searchers by name, for callers that choose one at run time (the CLI,
 * the worker, experiments).
 */
import type { Game } from './game.ts';
import { alphabeta } from './alphabeta.ts';
import { expectimax, expectiminimax, minimax } from './minimax.ts';
import { negamax } from './negamax.ts';
import type { Algorithm, SearchOptions, SearchResult } from './search.ts';

export type Searcher = <S, A>(game: Game<S, A>, root: S, options?: SearchOptions<S>) => SearchResult<A>;

export const SEARCHERS: Record<Algorithm, Searcher> = { minimax, alphabeta, expectimax, expectiminimax, negamax };

export function search<S, A>(algorithm: Algorithm, game: Game<S, A>, root: S, options?: SearchOptions<S>): SearchResult<A> {
  return SEARCHERS[algorithm](game, root, options);
}

export { alphabeta, expectimax, expectiminimax, minimax, negamax };
export * from './search.ts';
export type { Game, NodeKind, Turn } from './game.ts';
export type { Tracer, TraceEvent, Certainty, EvalReason } from './tracer.ts';
export { ORDERINGS, type Ordering } from './ordering.ts';
