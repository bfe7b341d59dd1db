/**
 * Tic-tac-toe as a Game (the book chapter `004_…`, and AIMA §5.2): X moves
 * first and is MAX, O is MIN; a state is the 9 cells row-major ('x', 'o',
 * '.') and who is to move; the actions are the empty cells 0–8 in order.
 *
 * Utility: a win is worth 10 minus the number of pieces on the board (so a
 * quicker win is worth more and a later loss less), from X's point of view;
 * a draw 0. At a depth limit a position is worth 0, as in the chapter's
 * negamax (difficulty is depth: easy 1, medium 3, impossible 6).
 */
import type { Game, Turn } from '../../search/game.ts';
import { msg, type Message } from '../../i18n/message.ts';
import { excerpt } from '../input.ts';

export interface TicTacToeState {
  /** 9 characters, row-major: 'x', 'o' or '.'. */
  readonly cells: string;
  readonly toMove: 'x' | 'o';
}

export const LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** The difficulty levels of the chapter, as depths; `full` searches to the end. */
export const TTT_LEVELS = { easy: 1, medium: 3, impossible: 6, full: Infinity } as const;

/** A move in game terms, the mover and the cell 0–8: "X4" is X playing the centre. Decision-tree node ids are these joined. */
export function moveName(side: 'x' | 'o', cell: number): string {
  return `${side.toUpperCase()}${cell}`;
}

export function winner(cells: string): 'x' | 'o' | null {
  for (const [a, b, c] of LINES) {
    const p = cells[a];
    if (p !== '.' && p === cells[b] && p === cells[c]) return p as 'x' | 'o';
  }
  return null;
}

export type PositionResult = { ok: true; state: TicTacToeState } | { ok: false; error: Message };

/**
 * A position from 9 characters of x, o and . (row-major). X moves first, so
 * the side to move follows from the counts: equal counts, X; one more X, O.
 */
export function parsePosition(text: string): PositionResult {
  const cells = text.toLowerCase();
  if (!/^[xo.]{9}$/.test(cells)) return { ok: false, error: msg('ttt.shape', { value: excerpt(text) }) };
  const xs = [...cells].filter((c) => c === 'x').length;
  const os = [...cells].filter((c) => c === 'o').length;
  if (xs !== os && xs !== os + 1) return { ok: false, error: msg('ttt.count', { x: xs, o: os }) };
  const unreachable = unreachableWin(cells, xs, os);
  if (unreachable !== undefined) return { ok: false, error: unreachable };
  return { ok: true, state: { cells, toMove: xs === os ? 'x' : 'o' } };
}

/**
 * Why a position with a line of three cannot come from play, or undefined:
 * the game stops at the first line, so only one side has lines, they were
 * all made by its last move (they share a cell), and that side moved last.
 */
function unreachableWin(cells: string, xs: number, os: number): Message | undefined {
  const lines = LINES.filter(([a, b, c]) => cells[a] !== '.' && cells[a] === cells[b] && cells[a] === cells[c]);
  const [first] = lines;
  if (first === undefined) return undefined;
  const sides = new Set(lines.map(([a]) => cells[a]));
  if (sides.size > 1) return msg('ttt.both-win');
  const side = cells[first[0]] as 'x' | 'o';
  if (side === 'x' ? xs !== os + 1 : xs !== os) return msg('ttt.win-count', { side: side.toUpperCase(), x: xs, o: os });
  const shared = first.filter((cell) => lines.every((line) => line.includes(cell)));
  if (shared.length === 0) return msg('ttt.two-wins', { side: side.toUpperCase() });
  return undefined;
}

export class TicTacToe implements Game<TicTacToeState, number> {
  turn(s: TicTacToeState): Turn {
    return s.toMove === 'x' ? 'max' : 'min';
  }

  actions(s: TicTacToeState): readonly number[] {
    const out: number[] = [];
    for (let i = 0; i < 9; i++) if (s.cells[i] === '.') out.push(i);
    return out;
  }

  result(s: TicTacToeState, cell: number): TicTacToeState {
    return { cells: s.cells.slice(0, cell) + s.toMove + s.cells.slice(cell + 1), toMove: s.toMove === 'x' ? 'o' : 'x' };
  }

  probability(): number {
    return 1;
  }

  isTerminal(s: TicTacToeState): boolean {
    return winner(s.cells) !== null || !s.cells.includes('.');
  }

  evaluate(s: TicTacToeState): number {
    const w = winner(s.cells);
    if (w === null) return 0;
    const pieces = [...s.cells].filter((c) => c !== '.').length;
    return (w === 'x' ? 1 : -1) * (10 - pieces);
  }

  /** Monte Carlo tree search's result for MAX (X): a win 1, a draw ½, a loss 0. */
  reward(s: TicTacToeState): number {
    const w = winner(s.cells);
    return w === null ? 0.5 : w === 'x' ? 1 : 0;
  }

  id(s: TicTacToeState): string {
    return s.cells;
  }

  /** The position: the cells (whose turn it is follows from them). */
  key(s: TicTacToeState): string {
    return s.cells;
  }

  /** The centre first, then the corners, then the edges. */
  hint(_s: TicTacToeState, cell: number): number {
    return cell === 4 ? 2 : cell % 2 === 0 ? 1 : 0;
  }

  /** A win later is worth less: with p pieces down the game ends with at least p + 1, so |value| ≤ 9 − p (a finished game: its value). */
  valueRange(s: TicTacToeState): readonly [number, number] {
    if (this.isTerminal(s)) return [this.evaluate(s), this.evaluate(s)];
    let pieces = 0;
    for (const c of s.cells) if (c !== '.') pieces++;
    return [pieces - 9, 9 - pieces];
  }

  actionLabel(s: TicTacToeState, cell: number): string {
    return moveName(s.toMove, cell);
  }
}
