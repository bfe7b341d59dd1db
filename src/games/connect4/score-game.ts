/**
 * Connect-4 as Pascal Pons' solver sees it, as a Game for the generic
 * searchers, so that the ladder's rungs can be traced step by step and count
 * the nodes his table counts: the score of a position is for who wins and
 * how soon (22 − the winner's stones; 0 a draw), a position where the player
 * to move can win at once is decided there (it is worth (42 + 1 − moves) / 2
 * to the mover: a leaf), a full board is a draw. Values are from X's (MAX's)
 * point of view; the value range is what is still possible (Pons' β clamp);
 * the key is the position; the hint is centre first (4 3 5 2 6 1 7).
 */
import type { Game, Turn } from '../../search/game.ts';
import { COLS, EMPTY_C4, ROWS, dropName, play, type Connect4State } from './game.ts';

const CELLS = ROWS * COLS;
// Per node, unchecked: c < COLS, and a position's heights have COLS entries.

/** Whether the player to move can complete four at once. */
export function canWinNext(s: Connect4State): boolean {
  for (let c = 0; c < COLS; c++) if (s.heights[c]! < ROWS && play(s, c).winner !== 0) return true;
  return false;
}

/** The position after the columns played (0–6), without checks (the solver's parsePosition checks). */
export function stateOf(columns: readonly number[]): Connect4State {
  return columns.reduce(play, EMPTY_C4);
}

export class Connect4Score implements Game<Connect4State, number> {
  turn(s: Connect4State): Turn {
    return s.toMove === 1 ? 'max' : 'min';
  }

  actions(s: Connect4State): readonly number[] {
    const out: number[] = [];
    for (let c = 0; c < COLS; c++) if (s.heights[c]! < ROWS) out.push(c);
    return out;
  }

  result(s: Connect4State, col: number): Connect4State {
    return play(s, col);
  }

  probability(): number {
    return 1;
  }

  isTerminal(s: Connect4State): boolean {
    return s.pieces === CELLS || canWinNext(s);
  }

  evaluate(s: Connect4State): number {
    if (s.pieces === CELLS || !canWinNext(s)) return 0;
    const score = (CELLS + 1 - s.pieces) >> 1;
    return s.toMove === 1 ? score : -score;
  }

  key(s: Connect4State): string {
    return s.cells.join('');
  }

  hint(_s: Connect4State, col: number): number {
    return -Math.abs(col - 3);
  }

  /** The mover cannot win at once (else the state is a leaf): at best (41 − moves) / 2, at worst −(42 − moves) / 2. */
  valueRange(s: Connect4State): readonly [number, number] {
    const best = (CELLS - 1 - s.pieces) >> 1;
    const worst = (CELLS - s.pieces) >> 1;
    return s.toMove === 1 ? [-worst, best] : [-best, worst];
  }

  actionLabel(s: Connect4State, col: number): string {
    return dropName(s.toMove, col + 1);
  }
}
