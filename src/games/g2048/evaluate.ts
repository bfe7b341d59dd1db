/**
 * The heuristics of heuristics.ts, fast and bit for bit the same: what the
 * searches evaluate at every leaf (issue 11).
 *
 * - Empty and Monotonicity come from 65 536-entry tables per row. Every
 *   product and sum in them is an integer below 2^53, so the table sums are
 *   exactly the cell-by-cell sums.
 * - Similarity: a cell's Σ|Δ| and count over its 3×3 neighbourhood are three
 *   lookups, one per row of the neighbourhood, in a table indexed by the
 *   cell's exponent and the three exponents of that row around it (empty
 *   cells, and the padding beyond the edges, count nothing). Σ|Δ| is an
 *   integer, so it is exact in any order; the means are then added in
 *   row-major order, as `measure` adds them, so the floating-point sum is the
 *   same to the last bit.
 * - ln(Score)·Empty and the combination of the terms are written exactly as in
 *   heuristics.ts (same operations, same order).
 * - An exact-key cache: (board, score, heuristic) → value. A search meets the
 *   same leaf many times (B3, expectimax 7 plies: 248 367 leaves, 14 856
 *   distinct), and a hit returns the value computed for that very key. Each
 *   search starts it afresh (`startSearch`).
 */
import { TILE } from './cells.ts';

/** The heuristics with their variant, as one small number (`heuristicId`). */
export const H1_TEXT = 0;
const CODE = 5; // ids 5–9: the same heuristics measured as the thesis's code does
const ARTICLE_ID = 4 + CODE; // the article's heuristic is H3 of the code variant

/** 0–4: h1, h2, h3, h4, article (as H3 code); +5 for the code variant. */
export function heuristicId(h: 'h1' | 'h2' | 'h3' | 'h4' | 'article', variant: 'text' | 'thesis-code'): number {
  if (h === 'article') return ARTICLE_ID;
  const base = h === 'h1' ? 0 : h === 'h2' ? 1 : h === 'h3' ? 2 : 3;
  return base + (variant === 'thesis-code' ? CODE : 0);
}

// ---- tables -------------------------------------------------------------------
//
// Read unchecked (the `!`s of this file): the row tables (65 536 entries) at a 16-bit row, NEAR (16 · 4096) at a
// 4-bit exponent above 12 bits, TILE (16) at an exponent, and the cache at a slot 5 · (a 16-bit hash) + 0…4.

/** Σ of a row's tiles, and Σ tile·(7 − c): the row's Monotonicity before its row weight r is taken off. */
const ROW_SUM = new Float64Array(65536);
const ROW_MONO = new Float64Array(65536);
const ROW_EMPTY = new Uint8Array(65536);
const ROW_MAX = new Uint8Array(65536);
/**
 * NEAR[(e << 12) | w]: for a cell of exponent e (≥ 1) and the exponents w of
 * one row at columns c−1, c, c+1 (nibbles 0, 1, 2 of w), 16·Σ|2^e − tile| + n
 * over the n non-empty tiles of w.
 */
const NEAR = new Int32Array(16 * 4096);

for (let row = 0; row < 65536; row++) {
  let sum = 0;
  let mono = 0;
  let empty = 0;
  let max = 0;
  for (let c = 0; c < 4; c++) {
    const e = (row >> (4 * c)) & 0xf;
    const v = TILE[e]!;
    sum += v;
    mono += v * (7 - c);
    if (e === 0) empty++;
    if (e > max) max = e;
  }
  ROW_SUM[row] = sum;
  ROW_MONO[row] = mono;
  ROW_EMPTY[row] = empty;
  ROW_MAX[row] = max;
}
for (let e = 1; e < 16; e++) {
  const v = TILE[e]!;
  for (let w = 0; w < 4096; w++) {
    let sum = 0;
    let n = 0;
    for (let k = 0; k < 3; k++) {
      const x = (w >> (4 * k)) & 0xf;
      if (x === 0) continue;
      const t = TILE[x]!;
      sum += v > t ? v - t : t - v;
      n++;
    }
    NEAR[(e << 12) | w] = 16 * sum + n;
  }
}

// ---- the heuristic ---------------------------------------------------------------

/** Similarity of rows r0..r3 (16 bits each), real or integer means, added cell by cell in row-major order. */
function similarity(r0: number, r1: number, r2: number, r3: number, integer: boolean): number {
  // Each row shifted one cell up, so column c's window (c−1, c, c+1) is bits 4c..4c+11, with empty padding.
  const p0 = r0 << 4;
  const p1 = r1 << 4;
  const p2 = r2 << 4;
  const p3 = r3 << 4;
  return rowSimilarity(
    rowSimilarity(rowSimilarity(rowSimilarity(0, r0, 0, p0, p1, integer), r1, p0, p1, p2, integer), r2, p1, p2, p3, integer),
    r3,
    p2,
    p3,
    0,
    integer,
  );
}

/** `s` plus the means of the cells of row `own`, whose neighbourhood rows are pUp, pOwn, pDown (shifted as above). */
function rowSimilarity(s: number, own: number, pUp: number, pOwn: number, pDown: number, integer: boolean): number {
  if (own === 0) return s;
  for (let shift = 0; shift < 16; shift += 4) {
    const e = (own >> shift) & 0xf;
    if (e === 0) continue;
    const key = e << 12;
    // 16·Σ|Δ| + n summed over the three rows: n ≤ 9 stays in the low four bits, Σ|Δ| is an exact integer.
    const packed = NEAR[key | ((pUp >> shift) & 0xfff)]! + NEAR[key | ((pOwn >> shift) & 0xfff)]! + NEAR[key | ((pDown >> shift) & 0xfff)]!;
    const count = packed & 15;
    const sum = packed >> 4;
    s += integer ? Math.trunc(sum / count) : sum / count;
  }
  return s;
}

let lnOf = NaN;
let lnValue = NaN;
/** Math.log(score), remembered for the last score asked (a search's leaves share a few scores). */
function lnScore(score: number): number {
  if (score !== lnOf) {
    lnOf = score;
    lnValue = Math.log(score);
  }
  return lnValue;
}

/**
 * The heuristic `id` (see `heuristicId`) of the board (hi, lo) with `score`,
 * exactly as `heuristicValue` in heuristics.ts computes it (unclamped).
 */
export function evaluateHeuristic(hi: number, lo: number, score: number, id: number): number {
  const r0 = hi >>> 16;
  const r1 = hi & 0xffff;
  const r2 = lo >>> 16;
  const r3 = lo & 0xffff;
  const empty = ROW_EMPTY[r0]! + ROW_EMPTY[r1]! + ROW_EMPTY[r2]! + ROW_EMPTY[r3]!;
  const code = id >= CODE;
  const h = code ? id - CODE : id;
  const lse = score > 0 ? lnScore(score) * empty : 0;
  if (h === 3) {
    const monotonicity = ROW_MONO[r0]! + ROW_MONO[r1]! + ROW_MONO[r2]! + ROW_MONO[r3]! - (ROW_SUM[r1]! + 2 * ROW_SUM[r2]! + 3 * ROW_SUM[r3]!);
    const maxE = Math.max(ROW_MAX[r0]!, ROW_MAX[r1]!, ROW_MAX[r2]!, ROW_MAX[r3]!);
    const max = TILE[maxE]!;
    const emptyMax = max === 0 ? 0 : empty * (code ? max : Math.log2(max));
    return score + emptyMax + monotonicity;
  }
  const sim = similarity(r0, r1, r2, r3, code);
  if (h === 2 || h === 4) return score - sim + lse;
  const monotonicity = ROW_MONO[r0]! + ROW_MONO[r1]! + ROW_MONO[r2]! + ROW_MONO[r3]! - (ROW_SUM[r1]! + 2 * ROW_SUM[r2]! + 3 * ROW_SUM[r3]!);
  return h === 0 ? score + monotonicity - sim + lse : monotonicity - sim + lse;
}

// ---- the cache -------------------------------------------------------------------

const CACHE_BITS = 16;
const CACHE_SIZE = 1 << CACHE_BITS;
/**
 * One slot per 5 numbers, side by side so a lookup reads one place: the
 * halves, the score, the tag (search · 16 + heuristic id: a slot another
 * search filled never matches) and the value. Slots start with a NaN score,
 * which equals nothing.
 */
const cache = new Float64Array(5 * CACHE_SIZE).fill(NaN);
let epoch = 1;

/**
 * Starts a search: what earlier searches left in the cache is not used. A
 * cache shared across searches would stay exact, but the same search timed
 * twice would then find its second run already done; this way every search
 * does its own work, as the compiled reference does.
 */
export function startSearch(): void {
  epoch = epoch >= 2 ** 40 ? 1 : epoch + 1;
}

/** `evaluateHeuristic`, remembered: a slot is used only when board, score and heuristic are all equal (and this search filled it). */
export function cachedHeuristic(hi: number, lo: number, score: number, id: number): number {
  const slot = 5 * ((Math.imul(hi ^ Math.imul(lo, 0x85ebca6b) ^ Math.imul(score | 0, 0xc2b2ae35) ^ id, 0x9e3779b1) >>> (32 - CACHE_BITS)) | 0);
  const tag = epoch * 16 + id;
  if (cache[slot] === (hi | 0) && cache[slot + 1] === (lo | 0) && cache[slot + 2] === score && cache[slot + 3] === tag) return cache[slot + 4]!;
  const v = evaluateHeuristic(hi, lo, score, id);
  cache[slot] = hi | 0;
  cache[slot + 1] = lo | 0;
  cache[slot + 2] = score;
  cache[slot + 3] = tag;
  cache[slot + 4] = v;
  return v;
}
