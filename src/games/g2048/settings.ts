/**
 * What a 2048 search is set with, and the ranges a link, a saved game or the
 * CLI may give: the page reads them without loading the engine.
 */
import type { RootWindow } from '../../search/search.ts';
import type { IntRange } from '../input.ts';

/** The heuristics (thesis §3.5 and the article's), and how h2–h4 are read: as the thesis's text or its code. */
export const HEURISTICS = ['h1', 'h2', 'h3', 'h4', 'article'] as const;
export type Heuristic = (typeof HEURISTICS)[number];

export const VARIANTS = ['text', 'thesis-code'] as const;
export type Variant = (typeof VARIANTS)[number];

/** The searchers that play 2048: the computer is MIN for the first two, CHANCE for the others. */
export const ALGORITHMS_2048 = ['minimax', 'alphabeta', 'expectimax', 'expectiminimax'] as const;
export type Algorithm2048 = (typeof ALGORITHMS_2048)[number];

export interface Settings {
  algo: Algorithm2048;
  heuristic: Heuristic;
  variant: Variant;
  depth: number;
  /** Alpha-beta's root window; absent (games saved before it existed too) means `carried`. */
  root?: RootWindow;
}

/** The search depths a saved game (and the page) may hold: deeper searches take minutes a move. */
export const DEPTH_RANGE: IntRange = { min: 1, max: 12 };
/** Scores a game may start from: far above any 4×4 game's (tiles up to MAX_TILE). */
export const SCORE_RANGE: IntRange = { min: 0, max: 10_000_000 };
