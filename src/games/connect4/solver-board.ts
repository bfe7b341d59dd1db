/**
 * The Connect-4 solver's bitboard, after Pascal Pons, "Solving Connect 4"
 * (blog.gamesolver.org, part 6 "Bitboard"): 7 columns of 6 cells, each column
 * 7 bits (the 7th a sentinel that stays empty), bit c·7 + r for column c,
 * row r from the bottom. A position is two such boards: `cur`, the stones of
 * the player to move, and `mask`, every stone; playing a move is
 * `cur ^= mask; mask |= move`.
 *
 * The 49 bits are held in two 32-bit halves, so the hot path has no BigInt and
 * allocates nothing: `lo` holds columns 1–4 (bits 0–27), `hi` columns 5–7
 * (bits 28–48, as bits 0–20). A shift of the whole board by s bits moves the
 * bits that cross bit 28 from one half to the other.
 */
import { msg, type Message } from '../../i18n/message.ts';

export const WIDTH = 7;
export const HEIGHT = 6;
export const CELLS = WIDTH * HEIGHT;
/** The lowest and highest scores a position can have (a win with the 4th stone), as Pons' `MIN_SCORE`/`MAX_SCORE`. */
export const MIN_SCORE = -(CELLS >> 1) + 3;
export const MAX_SCORE = ((CELLS + 1) >> 1) - 3;

export const BOTTOM_LO = 0x204081; // rows 0 of columns 0..3
export const BOTTOM_HI = 0x4081; // rows 0 of columns 4..6
export const BOARD_LO = BOTTOM_LO * 63;
export const BOARD_HI = BOTTOM_HI * 63;

/** Column c's 6 cells in the low half (0 for columns 4–6). */
export const COLUMN_LO = Int32Array.from({ length: WIDTH }, (_, c) => (c < 4 ? 63 << (7 * c) : 0));
/** Column c's 6 cells in the high half (0 for columns 0–3). */
export const COLUMN_HI = Int32Array.from({ length: WIDTH }, (_, c) => (c >= 4 ? 63 << (7 * (c - 4)) : 0));
/** Column c's top cell (row 5), in its half. */
export const TOP_LO = Int32Array.from({ length: WIDTH }, (_, c) => (c < 4 ? 32 << (7 * c) : 0));
export const TOP_HI = Int32Array.from({ length: WIDTH }, (_, c) => (c >= 4 ? 32 << (7 * (c - 4)) : 0));

/** Pons' column order, centre first: 4 3 5 2 6 1 7 (0-based). */
export const CENTRE_ORDER = Int32Array.of(3, 2, 4, 1, 5, 0, 6);
/** The columns left to right. */
export const GIVEN_ORDER = Int32Array.of(0, 1, 2, 3, 4, 5, 6);

/**
 * The low half of the empty cells that would complete four in a row for the
 * stones `p` (halves pLo, pHi), given every stone `mask`: Pons'
 * `compute_winning_position`. Bits past bit 27 are garbage until the final mask.
 */
export function winLo(pLo: number, pHi: number, maskLo: number): number {
  let r = (pLo << 1) & (pLo << 2) & (pLo << 3);
  r |= line(pLo << 7, pLo << 14, pLo << 21, (pLo >>> 7) | (pHi << 21), (pLo >>> 14) | (pHi << 14), (pLo >>> 21) | (pHi << 7));
  r |= line(pLo << 6, pLo << 12, pLo << 18, (pLo >>> 6) | (pHi << 22), (pLo >>> 12) | (pHi << 16), (pLo >>> 18) | (pHi << 10));
  r |= line(pLo << 8, pLo << 16, pLo << 24, (pLo >>> 8) | (pHi << 20), (pLo >>> 16) | (pHi << 12), (pLo >>> 24) | (pHi << 4));
  return r & (BOARD_LO ^ maskLo);
}

/** The high half of the same (see winLo). */
export function winHi(pLo: number, pHi: number, maskHi: number): number {
  let r = (pHi << 1) & (pHi << 2) & (pHi << 3);
  r |= line((pHi << 7) | (pLo >>> 21), (pHi << 14) | (pLo >>> 14), (pHi << 21) | (pLo >>> 7), pHi >>> 7, pHi >>> 14, pHi >>> 21);
  r |= line((pHi << 6) | (pLo >>> 22), (pHi << 12) | (pLo >>> 16), (pHi << 18) | (pLo >>> 10), pHi >>> 6, pHi >>> 12, pHi >>> 18);
  r |= line((pHi << 8) | (pLo >>> 20), (pHi << 16) | (pLo >>> 12), (pHi << 24) | (pLo >>> 4), pHi >>> 8, pHi >>> 16, pHi >>> 24);
  return r & (BOARD_HI ^ maskHi);
}

/** The cells that complete a line in one direction, from the stones shifted 1, 2, 3 steps each way. */
function line(l1: number, l2: number, l3: number, r1: number, r2: number, r3: number): number {
  return (l1 & l2 & (l3 | r1)) | (r1 & r2 & (l1 | r3));
}

/** A parsed position: the halves of `cur` (the player to move) and `mask`, and the moves played. */
export interface Bitboard {
  curLo: number;
  curHi: number;
  maskLo: number;
  maskHi: number;
  moves: number;
}

export const emptyBoard = (): Bitboard => ({ curLo: 0, curHi: 0, maskLo: 0, maskHi: 0, moves: 0 });

// canPlay, isWinningColumn, playColumn: c is a column, 0 ≤ c < WIDTH, and the column tables have WIDTH entries.

export const canPlay = (b: Bitboard, c: number): boolean => ((b.maskLo & TOP_LO[c]!) | (b.maskHi & TOP_HI[c]!)) === 0;

/** Whether playing column c (0-based, not full) wins for the player to move. */
export function isWinningColumn(b: Bitboard, c: number): boolean {
  const possLo = (b.maskLo + BOTTOM_LO) & BOARD_LO;
  const possHi = (b.maskHi + BOTTOM_HI) & BOARD_HI;
  return ((winLo(b.curLo, b.curHi, b.maskLo) & possLo & COLUMN_LO[c]!) | (winHi(b.curLo, b.curHi, b.maskHi) & possHi & COLUMN_HI[c]!)) !== 0;
}

/** Whether the player to move can win at once. */
export function canWinNext(b: Bitboard): boolean {
  const possLo = (b.maskLo + BOTTOM_LO) & BOARD_LO;
  const possHi = (b.maskHi + BOTTOM_HI) & BOARD_HI;
  return ((winLo(b.curLo, b.curHi, b.maskLo) & possLo) | (winHi(b.curLo, b.curHi, b.maskHi) & possHi)) !== 0;
}

/** The position after the player to move drops a stone in column c (0-based, not full). */
export function playColumn(b: Bitboard, c: number): Bitboard {
  const moveLo = (b.maskLo + BOTTOM_LO) & COLUMN_LO[c]!;
  const moveHi = (b.maskHi + BOTTOM_HI) & COLUMN_HI[c]!;
  return { curLo: b.curLo ^ b.maskLo, curHi: b.curHi ^ b.maskHi, maskLo: b.maskLo | moveLo, maskHi: b.maskHi | moveHi, moves: b.moves + 1 };
}

export type ParsedPosition = { ok: true; board: Bitboard } | { ok: false; error: Message };

/**
 * A position from the columns played, 1–7 ("4453"), as Pons' test sets write
 * them. Refused, naming the move: a character that is not a column, a full
 * column, a move that wins (the position would be finished: it has no score
 * to solve) — so no move can come after a win either.
 */
export function parsePosition(text: string): ParsedPosition {
  let b = emptyBoard();
  for (const [k, ch] of text.split('').entries()) {
    const c = ch.charCodeAt(0) - 49;
    if (c < 0 || c >= WIDTH) return { ok: false, error: msg('c4.column', { k: k + 1, move: JSON.stringify(ch) }) };
    if (!canPlay(b, c)) return { ok: false, error: msg('c4.full', { k: k + 1, column: ch }) };
    if (isWinningColumn(b, c)) return { ok: false, error: msg('c4.finished', { k: k + 1, column: ch, side: b.moves % 2 === 0 ? 'X' : 'O' }) };
    b = playColumn(b, c);
  }
  return { ok: true, board: b };
}
