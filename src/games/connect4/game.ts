/**
 * Connect-4 (6 rows × 7 columns) as a Game, with the evaluation of the
 * student report `001_…`: every window of 4 cells in a row, column or
 * diagonal that the machine can still complete (no opponent piece in it)
 * scores by how many of the machine's pieces it holds; the opponent's
 * structures count only when they win. A win dominates everything, a loss is
 * minimal (and a quicker win is worth more, a later loss less).
 *
 * The first player (X, red) is MAX; the machine may play either side, and the
 * evaluation is from MAX's point of view. Actions are the columns 0–6 that
 * are not full, in order, or centre first (3, 2, 4, 1, 5, 0, 6).
 */
import type { Game, Turn } from '../../search/game.ts';
import { msg, type Message } from '../../i18n/message.ts';

export const ROWS = 6;
export const COLS = 7;
/** The four directions a line of four runs in: along a row, up a column, and the two diagonals. */
const LINE_DIRECTIONS = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
] as const;

export interface Connect4State {
  /** 42 cells, row 0 at the bottom, row-major: 0 empty, 1 X (first player), 2 O. */
  readonly cells: Uint8Array;
  readonly heights: Uint8Array;
  readonly toMove: 1 | 2;
  readonly pieces: number;
  /** Who has four in a row, if anyone (0 if nobody). */
  readonly winner: 0 | 1 | 2;
}

/** Every 4-cell window: cell indices (row * 7 + col). */
export const WINDOWS: readonly (readonly number[])[] = (() => {
  const out: number[][] = [];
  const at = (r: number, c: number) => r * COLS + c;
  for (let r = 0; r < ROWS; r++)
    for (let c = 0; c < COLS; c++)
      for (const [dr, dc] of LINE_DIRECTIONS) {
        const end = [r + 3 * dr, c + 3 * dc] as const;
        if (end[0] < 0 || end[0] >= ROWS || end[1] < 0 || end[1] >= COLS) continue;
        out.push([0, 1, 2, 3].map((k) => at(r + k * dr, c + k * dc)));
      }
  return out;
})();

/** Points for a window the machine can still complete, by how many of its pieces it holds (0–3). */
export const WINDOW_POINTS = [0, 1, 10, 100] as const;
/** What a win is worth, before the bonus for winning sooner. */
export const C4_WIN = 1_000_000;

const CENTRE_FIRST = [3, 2, 4, 1, 5, 0, 6];
const GIVEN = [0, 1, 2, 3, 4, 5, 6];

export const EMPTY_C4: Connect4State = { cells: new Uint8Array(ROWS * COLS), heights: new Uint8Array(COLS), toMove: 1, pieces: 0, winner: 0 };

/** A move in game terms, the mover and the column 1–7 it drops into: "X↓4" is X dropping in the centre. Decision-tree node ids are these joined. */
export function dropName(side: 1 | 2, column: number): string {
  return `${side === 1 ? 'X' : 'O'}↓${column}`;
}

export function play(s: Connect4State, col: number): Connect4State {
  const row = s.heights[col]!; // per node, unchecked: col is a column (< COLS), as the game's actions are
  const cells = s.cells.slice();
  const i = row * COLS + col;
  cells[i] = s.toMove;
  const heights = s.heights.slice();
  heights[col] = row + 1;
  return { cells, heights, toMove: s.toMove === 1 ? 2 : 1, pieces: s.pieces + 1, winner: wins(cells, i) ? s.toMove : 0 };
}

/** Whether the piece at cell i completes four in a row. */
function wins(cells: Uint8Array, i: number): boolean {
  const p = cells[i]!; // per node, unchecked: i is the cell just played (< ROWS·COLS)
  const r = Math.floor(i / COLS);
  const c = i % COLS;
  for (const [dr, dc] of LINE_DIRECTIONS) {
    let n = 1;
    for (const sign of [1, -1]) {
      let rr = r + sign * dr;
      let cc = c + sign * dc;
      while (rr >= 0 && rr < ROWS && cc >= 0 && cc < COLS && cells[rr * COLS + cc] === p) {
        n++;
        rr += sign * dr;
        cc += sign * dc;
      }
    }
    if (n >= 4) return true;
  }
  return false;
}

export type C4Position = { ok: true; state: Connect4State } | { ok: false; error: Message };

/** A position from the moves so far as column digits 1–7 ("4453"); an illegal move is named. */
export function parseMoves(text: string): C4Position {
  let s = EMPTY_C4;
  for (const [k, ch] of text.split('').entries()) {
    if (!/[1-7]/.test(ch)) return { ok: false, error: msg('c4.column', { k: k + 1, move: JSON.stringify(ch) }) };
    const col = Number(ch) - 1;
    if (s.winner !== 0) return { ok: false, error: msg('c4.over', { k: k + 1, side: s.winner === 1 ? 'X' : 'O' }) };
    if (s.heights[col] === ROWS) return { ok: false, error: msg('c4.full', { k: k + 1, column: ch }) };
    s = play(s, col);
  }
  return { ok: true, state: s };
}

export interface Connect4Options {
  /** The side the evaluation scores windows for (1: X, 2: O). Default X. */
  machine?: 1 | 2;
  /** Visit the centre columns first (a move ordering that helps alpha-beta). */
  centreFirst?: boolean;
}

export class Connect4 implements Game<Connect4State, number> {
  private readonly machine: 1 | 2;
  private readonly order: readonly number[];

  constructor(options: Connect4Options = {}) {
    this.machine = options.machine ?? 1;
    this.order = options.centreFirst === true ? CENTRE_FIRST : GIVEN;
  }

  turn(s: Connect4State): Turn {
    return s.toMove === 1 ? 'max' : 'min';
  }

  actions(s: Connect4State): readonly number[] {
    return this.order.filter((c) => s.heights[c]! < ROWS); // per node, unchecked: the order lists columns (< COLS)
  }

  result(s: Connect4State, col: number): Connect4State {
    return play(s, col);
  }

  probability(): number {
    return 1;
  }

  isTerminal(s: Connect4State): boolean {
    return s.winner !== 0 || s.pieces === ROWS * COLS;
  }

  /** Monte Carlo tree search's result for MAX (X): a win 1, a draw ½, a loss 0. */
  reward(s: Connect4State): number {
    return s.winner === 0 ? 0.5 : s.winner === 1 ? 1 : 0;
  }

  evaluate(s: Connect4State): number {
    if (s.winner !== 0) return (s.winner === 1 ? 1 : -1) * (C4_WIN + (ROWS * COLS - s.pieces));
    const me = this.machine;
    let score = 0;
    // Per leaf, unchecked: the windows list cells (< ROWS·COLS).
    for (const w of WINDOWS) {
      let mine = 0;
      let blocked = false;
      for (const i of w) {
        const v = s.cells[i]!;
        if (v === me) mine++;
        else if (v !== 0) {
          blocked = true;
          break;
        }
      }
      if (!blocked) score += WINDOW_POINTS[mine] ?? 0;
    }
    return me === 1 ? score : -score;
  }

  actionLabel(s: Connect4State, col: number): string {
    return dropName(s.toMove, col + 1);
  }

  /** The position (whose turn it is follows from it). */
  key(s: Connect4State): string {
    return s.cells.join('');
  }

  /** The centre columns first. */
  hint(_s: Connect4State, col: number): number {
    return -Math.abs(col - 3);
  }

  /** Evaluations are integers; no position is worth more than a win at once. */
  valueRange(): readonly [number, number] {
    return [-(C4_WIN + ROWS * COLS), C4_WIN + ROWS * COLS];
  }
}
