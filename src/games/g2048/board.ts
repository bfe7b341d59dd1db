/**
 * The 2048 board, fast: the packed board of cells.ts (sixteen 4-bit
 * exponents in two 32-bit halves, re-exported here) and its moves. A move slides every row (or column) through a precomputed 65 536-entry
 * table, so one routine serves all four directions: columns are read as rows.
 *
 * Rules (docs/contracts.md, and the thesis §3.1–3.2): a move slides and
 * merges toward its side; each tile merges at most once per move; the pair
 * nearest the wall merges first; the score grows by each merged tile's value;
 * a move that changes nothing is not legal. Two 32768 tiles do not merge
 * (the 4-bit cell holds no 65536): the one limit of this representation.
 * The tables take about 35 ms to build when this module loads: the page
 * loads it with the 2048 page only (params read boards with cells.ts).
 */
import { rng as makeRng, type Rng } from '../rng.ts';
import { EMPTY_BOARD, LEFT, TILE, UP, type Board } from './cells.ts';

export * from './cells.ts';

// ---- row tables -------------------------------------------------------------
//
// Every table of this file has 65 536 entries and is read, unchecked (the `!`s below), at a 16-bit index: a row
// (`hi >>> 16`, `hi & 0xffff`, the same of `lo`), a column key (`& 0xffff`), or a loop's `row`, `col` or `k` < 65 536.
// TILE (16 entries) is read at an exponent, a 4-bit nibble; MOVED has its 2 entries.

/** Row after sliding left / right. */
const SLIDE_LEFT = new Uint16Array(65536);
const SLIDE_RIGHT = new Uint16Array(65536);
/**
 * The points it takes to build a row's tiles by merging: (e - 1) * 2^e for
 * each tile 2^e with e >= 2. A merge of two 2^e into 2^(e+1) scores 2^(e+1),
 * which is exactly what it adds to this sum, and a slide creates no tile, so
 * the points a move scores are the sum after it minus the sum before (see
 * `pointsOf`). The searches get a move's points this way, as the compiled
 * reference does, so `move` itself only slides.
 */
const POINTS = new Int32Array(65536);
/** Empty cells in a row, and which (bit c set when column c is empty). */
const EMPTY_COUNT = new Uint8Array(65536);
const EMPTY_MASK = new Uint8Array(65536);
/** The largest exponent in a row. */
const MAX_EXPONENT = new Uint8Array(65536);
function reverseRow(row: number): number {
  return ((row & 0xf) << 12) | ((row & 0xf0) << 4) | ((row >> 4) & 0xf0) | ((row >> 12) & 0xf);
}

/** Slides one row of exponents toward column 0, merging as the rules say (a 32768 never merges). Allocates nothing: the tables are built at start-up. */
function slideRowLeft(row: number): number {
  let result = 0;
  let out = 0;
  // The last tile placed that may still merge (0: none).
  let pending = 0;
  for (let c = 0; c < 4; c++) {
    const e = (row >> (4 * c)) & 0xf;
    if (e === 0) continue;
    if (pending !== 0 && pending === e && e < 15) {
      result |= (e + 1) << (4 * out++);
      pending = 0;
    } else {
      if (pending !== 0) result |= pending << (4 * out++);
      pending = e;
    }
  }
  if (pending !== 0) result |= pending << (4 * out);
  return result;
}

for (let row = 0; row < 65536; row++) {
  SLIDE_LEFT[row] = slideRowLeft(row);
  SLIDE_RIGHT[row] = reverseRow(slideRowLeft(reverseRow(row)));
  let count = 0;
  let mask = 0;
  let points = 0;
  for (let c = 0; c < 4; c++) {
    const e = (row >> (4 * c)) & 0xf;
    if (e === 0) {
      count++;
      mask |= 1 << c;
    }
    if (e >= 2) points += (e - 1) * 2 ** e;
  }
  POINTS[row] = points;
  EMPTY_COUNT[row] = count;
  EMPTY_MASK[row] = mask;
  MAX_EXPONENT[row] = Math.max(row & 0xf, (row >> 4) & 0xf, (row >> 8) & 0xf, (row >> 12) & 0xf);
}

/**
 * Column tables. A column's cells, rows 0–3, sit in the halves at the same
 * column offset: row 0 at bit 16 and row 1 at bit 0 of `hi`, rows 2 and 3 the
 * same in `lo`. Masking both halves with 0xf000f and putting `lo`'s four bits
 * higher gives z = row1 | row3 << 4 | row0 << 16 | row2 << 20, and
 * k = (z | z >>> 8) & 0xffff its 16-bit key. COLUMN_UP[k] is the slid column in
 * the form of z (so `o & 0xf000f` goes back into `hi`, `o >>> 4 & 0xf000f` into
 * `lo`); DOWN likewise. Two columns' entries shifted by 8 bits apart do not
 * overlap, which `move` uses to put four columns back in two steps.
 */
const COLUMN_UP = new Int32Array(65536);
const COLUMN_DOWN = new Int32Array(65536);
for (let k = 0; k < 65536; k++) {
  const col = ((k >> 8) & 0xf) | ((k & 0xf) << 4) | (((k >> 12) & 0xf) << 8) | (((k >> 4) & 0xf) << 12);
  const asZ = (c: number): number => ((c >> 4) & 0xf) | (((c >> 12) & 0xf) << 4) | ((c & 0xf) << 16) | (((c >> 8) & 0xf) << 20);
  COLUMN_UP[k] = asZ(SLIDE_LEFT[col]!);
  COLUMN_DOWN[k] = asZ(SLIDE_RIGHT[col]!);
}
/**
 * For the test "no empty cell and no move" without sliding: MERGES[row] has bit
 * c set when cells c and c+1 hold equal tiles that merge (below 32768), and
 * ZERO_NIBBLES[x] bit c when nibble c of x is 0, so for rows a and b of a full
 * board ZERO_NIBBLES[a ^ b] & ~TOP_TILE[a] says which columns merge vertically.
 */
const MERGES = new Uint8Array(65536);
const ZERO_NIBBLES = new Uint8Array(65536);
const TOP_TILE = new Uint8Array(65536);
for (let row = 0; row < 65536; row++) {
  let merges = 0;
  let zeros = 0;
  let top = 0;
  for (let c = 0; c < 4; c++) {
    const e = (row >> (4 * c)) & 0xf;
    if (c < 3 && e !== 0 && e < 15 && e === ((row >> (4 * c + 4)) & 0xf)) merges |= 1 << c;
    if (e === 0) zeros |= 1 << c;
    if (e === 15) top |= 1 << c;
  }
  MERGES[row] = merges;
  ZERO_NIBBLES[row] = zeros;
  TOP_TILE[row] = top;
}

/** A row's largest exponent (low four bits) and its number of empty cells (above): ROW_SUMMARY[row]. */
export const ROW_SUMMARY = new Uint8Array(65536);
for (let row = 0; row < 65536; row++) ROW_SUMMARY[row] = MAX_EXPONENT[row]! | (EMPTY_COUNT[row]! << 4);

// ---- counting -----------------------------------------------------------------

export function emptyCount(b: Board): number {
  return emptyCountOf(b.hi, b.lo);
}

/** A 16-bit mask of the empty cells, bit 4r + c for (r, c). */
export function emptyMask(b: Board): number {
  return emptyMaskOf(b.hi, b.lo);
}

export function maxTile(b: Board): number {
  return TILE[maxExponentOf(b.hi, b.lo)]!;
}

// The same on the halves themselves (the searches' fast path).
export function emptyCountOf(hi: number, lo: number): number {
  return EMPTY_COUNT[hi >>> 16]! + EMPTY_COUNT[hi & 0xffff]! + EMPTY_COUNT[lo >>> 16]! + EMPTY_COUNT[lo & 0xffff]!;
}

export function emptyMaskOf(hi: number, lo: number): number {
  return EMPTY_MASK[hi >>> 16]! | (EMPTY_MASK[hi & 0xffff]! << 4) | (EMPTY_MASK[lo >>> 16]! << 8) | (EMPTY_MASK[lo & 0xffff]! << 12);
}

export function maxExponentOf(hi: number, lo: number): number {
  return Math.max(MAX_EXPONENT[hi >>> 16]!, MAX_EXPONENT[hi & 0xffff]!, MAX_EXPONENT[lo >>> 16]!, MAX_EXPONENT[lo & 0xffff]!);
}

export function sameBoard(a: Board, b: Board): boolean {
  return a.hi === b.hi && a.lo === b.lo;
}

// ---- moving -----------------------------------------------------------------

/**
 * The outcome of the last `slide`: the board's halves and the points gained.
 * Module-level so the search's hot path allocates nothing; read it at once.
 */
export const slid = { hi: 0, lo: 0, gained: 0 };

/** Slides `b` in direction `dir` (0 up, 1 right, 2 down, 3 left) into `slid`; returns whether anything moved. */
export function slide(b: Board, dir: number): boolean {
  const changed = move(b.hi, b.lo, dir);
  slid.hi = MOVED[0]! >>> 0;
  slid.lo = MOVED[1]! >>> 0;
  slid.gained = pointsOf(MOVED[0]!, MOVED[1]!) - pointsOf(b.hi, b.lo);
  return changed;
}

/** The points it took to build the board's tiles by merging (see POINTS): a move scores the difference it makes to this. */
export function pointsOf(hi: number, lo: number): number {
  return POINTS[hi >>> 16]! + POINTS[hi & 0xffff]! + POINTS[lo >>> 16]! + POINTS[lo & 0xffff]!;
}

/**
 * The board after the last `move`: its halves as signed 32-bit integers (so
 * they stay small integers to the engine, never boxed doubles). Read at once.
 */
export const MOVED = new Int32Array(2);

/**
 * `slide` on the halves themselves (the searches' fast path; signed or
 * unsigned halves alike), into MOVED; the points it scores are
 * `pointsOf(after) - pointsOf(before)`. Rows go through the row tables; a
 * column goes through the column tables, keyed by its four cells where they
 * lie in the halves (see COLUMN_UP), and columns 0 and 2, 1 and 3 go back
 * together (their entries eight bits apart do not overlap).
 */
export function move(hi: number, lo: number, dir: number): boolean {
  let nhi: number;
  let nlo: number;
  if ((dir & 1) !== 0) {
    const table = dir === LEFT ? SLIDE_LEFT : SLIDE_RIGHT;
    nhi = (table[hi >>> 16]! << 16) | table[hi & 0xffff]!;
    nlo = (table[lo >>> 16]! << 16) | table[lo & 0xffff]!;
  } else {
    const table = dir === UP ? COLUMN_UP : COLUMN_DOWN;
    const z0 = (hi & 0xf000f) | ((lo & 0xf000f) << 4);
    const z1 = ((hi >>> 4) & 0xf000f) | (lo & 0xf000f0);
    const z2 = ((hi >>> 8) & 0xf000f) | ((lo >>> 4) & 0xf000f0);
    const z3 = ((hi >>> 12) & 0xf000f) | ((lo >>> 8) & 0xf000f0);
    const even = table[(z0 | (z0 >>> 8)) & 0xffff]! | (table[(z2 | (z2 >>> 8)) & 0xffff]! << 8);
    const odd = table[(z1 | (z1 >>> 8)) & 0xffff]! | (table[(z3 | (z3 >>> 8)) & 0xffff]! << 8);
    nhi = (even & 0x0f0f0f0f) | ((odd & 0x0f0f0f0f) << 4);
    nlo = ((even >>> 4) & 0x0f0f0f0f) | (odd & 0xf0f0f0f0);
  }
  MOVED[0] = nhi;
  MOVED[1] = nlo;
  return nhi !== (hi | 0) || nlo !== (lo | 0);
}

/** The legal moves as a 4-bit mask (bit d for direction d): those that change the board. */
export function legalMask(b: Board): number {
  return legalMaskOf(b.hi, b.lo);
}

/** No empty cell and no legal move: the end of the game (the same as emptyCount = 0 and legalMask = 0). */
export function stuckOf(hi: number, lo: number): boolean {
  if (emptyCountOf(hi, lo) !== 0) return false;
  return fullAndStuck(hi, lo);
}

/** For a board without empty cells: whether no two neighbours merge. */
export function fullAndStuck(hi: number, lo: number): boolean {
  const r0 = hi >>> 16;
  const r1 = hi & 0xffff;
  const r2 = lo >>> 16;
  const r3 = lo & 0xffff;
  if ((MERGES[r0]! | MERGES[r1]! | MERGES[r2]! | MERGES[r3]!) !== 0) return false;
  return ((ZERO_NIBBLES[r0 ^ r1]! & ~TOP_TILE[r0]!) | (ZERO_NIBBLES[r1 ^ r2]! & ~TOP_TILE[r1]!) | (ZERO_NIBBLES[r2 ^ r3]! & ~TOP_TILE[r2]!)) === 0;
}

export function legalMaskOf(hi: number, lo: number): number {
  let mask = 0;
  for (let d = 0; d < 4; d++) if (move(hi, lo, d)) mask |= 1 << d;
  return mask;
}

/** The board after placing tile exponent `e` at cell index `cell` (4r + c), which must be empty. */
export function place(b: Board, cell: number, e: number): Board {
  const r = cell >> 2;
  const shift = 4 * (cell & 3) + (r & 1 ? 0 : 16);
  return r < 2 ? { hi: (b.hi | (e << shift)) >>> 0, lo: b.lo } : { hi: b.hi, lo: (b.lo | (e << shift)) >>> 0 };
}

/** Whether any tile has reached `goal`. */
export function reached(b: Board, goal: number): boolean {
  return maxTile(b) >= goal;
}

// ---- chance -----------------------------------------------------------------

/** A tile the game placed: cell (r, c) and value 2 or 4. */
export interface Spawn {
  row: number;
  col: number;
  value: 2 | 4;
}

/**
 * The game's move: a 2 (p = 0.9) or a 4 (p = 0.1) in a uniformly chosen empty
 * cell, chosen as the thesis's nuevaCelda does (first the cell among the empty
 * ones in row-major order, then the value). Null on a full board.
 */
export function spawn(b: Board, random: Rng): { board: Board; spawn: Spawn } | null {
  const mask = emptyMask(b);
  const n = emptyCount(b);
  if (n === 0) return null;
  let k = random.int(n);
  let cell = 0;
  for (; cell < 16; cell++) if ((mask >> cell) & 1 && k-- === 0) break;
  const value = random.next() < 0.9 ? 2 : 4;
  return { board: place(b, cell, value === 2 ? 1 : 2), spawn: { row: cell >> 2, col: cell & 3, value } };
}

/** A new game's board: two spawns on an empty board, from a seed. */
export function newBoard(seed: number): { board: Board; spawns: Spawn[]; random: Rng } {
  const random = makeRng(seed);
  const first = spawn(EMPTY_BOARD, random);
  const second = first === null ? null : spawn(first.board, random);
  if (first === null || second === null) throw new Error('newBoard: no empty cell for a new game’s first two tiles');
  return { board: second.board, spawns: [first.spawn, second.spawn], random };
}
