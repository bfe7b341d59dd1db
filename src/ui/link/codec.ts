/**
 * What every route's codec shares (params.ts, exercise-params.ts, ladder-params.ts, …): the
 * parameters each route reads, the codec's shape, and how a link leaves a default out.
 */
import { MCTS_PARAMS } from './mcts-params.ts';
import type { Read } from './param-reader.ts';

/** The parameters each route reads (`present` and `lang` are read on every route, by the app: APP_PARAMS). */
export const ROUTE_PARAMS = {
  tree: ['src', 'tree', 'algo', 'order', 'tie', 'root', 'depth', 'step', 'check', 'quiz'],
  compare: ['src', 'tree', 'set', 'tie', 'step'],
  '2048': ['board', 'score', 'seed', 'algo', 'heuristic', 'variant', 'depth', 'root', 'propose', 'step'],
  tictactoe: ['position', 'algo', 'depth', 'human', 'random', 'propose', 'step', ...MCTS_PARAMS],
  connect4: ['moves', 'algo', 'depth', 'human', 'centre', 'level', 'random', 'propose', 'solve', 'step', ...MCTS_PARAMS],
  exercise: ['seed', 'count', 'difficulty', 'algo', 'key', 'lms'],
  code: ['style', 'algo', 'src', 'tree', 'tie', 'code'],
} as const;

/** The routes that read no parameter of their own: on these, every parameter but the app's is noticed as unread (app-params.ts). */
export const NO_PARAM_PAGES = ['trees', 'replay', 'experiments'] as const;

/**
 * A route's URL both ways: `read` takes a link's parameters (never throws;
 * what it cannot use is a notice, and the default is shown), `write` gives
 * the hash of what the page shows (defaults left out, so links stay short).
 */
export interface RouteCodec<Shown, Wanted = Shown> {
  read(p: URLSearchParams): Read<Wanted>;
  write(shown: Shown): string;
}

/** `value`, unless it is the default (then nothing: the link leaves it out). */
export const unlessDefault = <T>(value: T, fallback: T): T | undefined => (value === fallback ? undefined : value);
/** 1 for a flag that is on; nothing (left out) when it is off. */
export const flagged = (on: boolean): 1 | undefined => (on ? 1 : undefined);
/** A step other than the first; nothing (left out) for step 0. */
export const stepped = (step: number): number | undefined => (step === 0 ? undefined : step);
