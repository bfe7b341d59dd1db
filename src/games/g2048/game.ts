/**
 * 2048 as a Game for the searchers (docs/contracts.md; thesis
 * §3.2, §3.4 and its Java getUtility).
 *
 * MAX is the player, whose actions are the legal moves in the thesis's order
 * up, right, down, left (0–3). The computer is MIN (for minimax and
 * alpha-beta) or CHANCE (for expectimax): its actions are a 2 or a 4 in each
 * empty cell, row-major, 2 before 4, encoded as 2·cell + (0 for a 2, 1 for a
 * 4), with probabilities 0.9/n and 0.1/n for n empty cells. Depth counts
 * plies: each player move and each computer move is one.
 *
 * Evaluation as getUtility: the goal reached → WIN_VALUE (large and finite,
 * so chance averages stay finite); no move left → 0; else the heuristic,
 * clamped at 0.
 */
import type { Game, Turn } from '../../search/game.ts';
import { DIRECTIONS, emptyCount, emptyMask, legalMask, maxTile, place, slide, slid, type Board } from './board.ts';
import type { Heuristic, Variant } from './settings.ts';
import { cachedHeuristic, heuristicId } from './evaluate.ts';

/** A 2048 position in a search: the board, the score so far, and whose turn it is. */
export interface G2048State extends Board {
  readonly score: number;
  /** 0: the player moves; 1: the computer places a tile. */
  readonly turn: 0 | 1;
}

/** What a won position is worth: larger than any heuristic value, finite. */
export const WIN_VALUE = 1e12;

export interface G2048Options {
  /** How the computer is modelled: MIN (minimax, alpha-beta) or CHANCE (expectimax). */
  adversary: 'min' | 'chance';
  heuristic: Heuristic;
  variant: Variant;
  /** The tile that wins (default 2048). */
  goal?: number;
}

/** The legal directions for each 4-bit legality mask, built once (no array per node). */
const MOVES_BY_MASK: number[][] = Array.from({ length: 16 }, (_, mask) => [0, 1, 2, 3].filter((d) => (mask >> d) & 1));
/** Spawn actions for each 16-bit empty mask, built when first needed. */
const SPAWNS_BY_MASK: (number[] | undefined)[] = new Array(65536);

function spawnsFor(mask: number): number[] {
  let list = SPAWNS_BY_MASK[mask];
  if (list === undefined) {
    list = [];
    for (let cell = 0; cell < 16; cell++) if ((mask >> cell) & 1) list.push(2 * cell, 2 * cell + 1);
    SPAWNS_BY_MASK[mask] = list;
  }
  return list;
}

export class G2048 implements Game<G2048State, number> {
  readonly goal: number;
  readonly adversary: 'min' | 'chance';
  readonly heuristic: Heuristic;
  readonly variant: Variant;
  /** The heuristic and variant as evaluate.ts numbers them. */
  private readonly heuristicId: number;

  constructor(options: G2048Options) {
    this.adversary = options.adversary;
    this.heuristic = options.heuristic;
    this.variant = options.variant;
    this.goal = options.goal ?? 2048;
    this.heuristicId = heuristicId(options.heuristic, options.variant);
  }

  turn(s: G2048State): Turn {
    return s.turn === 0 ? 'max' : this.adversary;
  }

  actions(s: G2048State): readonly number[] {
    return s.turn === 0 ? MOVES_BY_MASK[legalMask(s)]! : spawnsFor(emptyMask(s)); // per node, unchecked: a 4-bit mask, 16 lists
  }

  result(s: G2048State, a: number): G2048State {
    if (s.turn === 0) {
      slide(s, a);
      return { hi: slid.hi, lo: slid.lo, score: s.score + slid.gained, turn: 1 };
    }
    const b = place(s, a >> 1, (a & 1) + 1);
    return { hi: b.hi, lo: b.lo, score: s.score, turn: 0 };
  }

  probability(s: G2048State, a: number): number {
    return (a & 1 ? 0.1 : 0.9) / emptyCount(s);
  }

  /** The goal is reached, or the board is full with no two equal neighbours (the thesis's goal() || completo()). */
  isTerminal(s: G2048State): boolean {
    return maxTile(s) >= this.goal || (emptyCount(s) === 0 && legalMask(s) === 0);
  }

  evaluate(s: G2048State): number {
    if (maxTile(s) >= this.goal) return WIN_VALUE;
    if (emptyCount(s) === 0 && legalMask(s) === 0) return 0;
    const v = cachedHeuristic(s.hi, s.lo, s.score, this.heuristicId);
    return v > 0 ? v : 0;
  }

  /**
   * Monte Carlo tree search's result of a playout (random moves until the
   * game ends): how near the goal its largest tile came, log₂(tile) / log₂(goal),
   * 1 at the goal.
   */
  reward(s: G2048State): number {
    return Math.min(1, Math.log2(Math.max(1, maxTile(s))) / Math.log2(this.goal));
  }

  actionLabel(s: G2048State, a: number): string {
    if (s.turn === 0) return DIRECTIONS[a]!; // per node, unchecked: the player's actions are directions 0–3
    const cell = a >> 1;
    return `${a & 1 ? 4 : 2} at (${cell >> 2},${cell & 3})`;
  }
}

/** The state where the player is to move on `board` with `score`. */
export function playerState(board: Board, score: number): G2048State {
  return { hi: board.hi, lo: board.lo, score, turn: 0 };
}
