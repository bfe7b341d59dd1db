/**
 * The 2048 board as data: sixteen 4-bit exponents (0 = empty, e = the tile
 * 2^e, so 1..15 = 2..32768) packed into two unsigned 32-bit halves, rows 0-1
 * in `hi` and rows 2-3 in `lo`, each row 16 bits with column c at bits 4c;
 * reading a cell, and a board from and to rows of tiles. No tables: a link's
 * or a file's board is read without building the move tables (board.ts,
 * which re-exports all of this).
 */
import { msg, type Message } from '../../i18n/message.ts';
import { shown } from '../input.ts';

/** The thesis's order of moves (its Movimiento codes 0–3). */
export const DIRECTIONS = ['up', 'right', 'down', 'left'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const UP = 0;
export const RIGHT = 1;
export const DOWN = 2;
export const LEFT = 3;

/** Largest tile a cell can hold. */
export const MAX_TILE = 32768;

export interface Board {
  readonly hi: number;
  readonly lo: number;
}

/** The tile of each exponent: TILE[e] = 2^e, TILE[0] = 0. */
export const TILE = Float64Array.from({ length: 16 }, (_, e) => (e === 0 ? 0 : 2 ** e));

export function rowOf(b: Board, r: number): number {
  return r < 2 ? (r === 0 ? b.hi >>> 16 : b.hi & 0xffff) : r === 2 ? b.lo >>> 16 : b.lo & 0xffff;
}

/** The exponent at (r, c): 0 empty, e for the tile 2^e. */
export function exponentAt(b: Board, r: number, c: number): number {
  return (rowOf(b, r) >> (4 * c)) & 0xf;
}

/** The tile at (r, c), 0 if empty. */
export function tileAt(b: Board, r: number, c: number): number {
  return TILE[exponentAt(b, r, c)]!; // an exponent is a 4-bit nibble: TILE has 16 entries
}

export function fromRows(r0: number, r1: number, r2: number, r3: number): Board {
  return { hi: ((r0 << 16) | r1) >>> 0, lo: ((r2 << 16) | r3) >>> 0 };
}

export type BoardResult = { ok: true; board: Board } | { ok: false; error: Message };

/**
 * A board from rows of tile values: 4×4, each cell 0 or a power of two from 2
 * to 32768. Anything else is refused with a message naming the cell.
 */
export function fromArray(rows: unknown): BoardResult {
  if (!Array.isArray(rows) || rows.length !== 4) {
    return { ok: false, error: msg('board.shape') };
  }
  const packed: [number, number, number, number] = [0, 0, 0, 0];
  for (let r = 0; r < 4; r++) {
    const row: unknown = rows[r];
    if (!Array.isArray(row) || row.length !== 4) {
      return { ok: false, error: msg('board.row', { row: r }) };
    }
    let bits = 0;
    for (let c = 0; c < 4; c++) {
      const v: unknown = row[c];
      const e = typeof v === 'number' && v !== 0 ? Math.log2(v) : 0;
      if (typeof v !== 'number' || (v !== 0 && (!Number.isInteger(e) || e < 1 || e > 15))) {
        return { ok: false, error: msg('board.cell', { row: r, column: c, value: shown(v), max: MAX_TILE }) };
      }
      bits |= e << (4 * c);
    }
    packed[r] = bits;
  }
  return { ok: true, board: fromRows(...packed) };
}

export function toArray(b: Board): number[][] {
  return [0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((c) => tileAt(b, r, c)));
}

export const EMPTY_BOARD: Board = { hi: 0, lo: 0 };
