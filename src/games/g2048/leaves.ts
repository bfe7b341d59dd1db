/**
 * What fast-search.ts needs at the leaves of a 2048 search: whether a board
 * ends the game and what it is worth, and the last MAX level's cache. Within
 * one search the heuristic and the goal are fixed (`startLeaves`), so the
 * recursion passes only numbers.
 */
import { MOVED, ROW_SUMMARY, fullAndStuck, legalMaskOf, move, pointsOf } from './board.ts';
import { cachedHeuristic, startSearch } from './evaluate.ts';
import { WIN_VALUE } from './game.ts';

/** The least exponent whose tile reaches the goal (16: none does). */
let goalExponent = 11;
let heuristic = 0;

/** Starts a search's leaves: its heuristic (evaluate.ts's `heuristicId`) and goal exponent; nothing an earlier search cached is read. */
export function startLeaves(heuristicId: number, goalExp: number): void {
  heuristic = heuristicId;
  goalExponent = goalExp;
  startSearch();
  searchEpoch = searchEpoch >= 2 ** 40 ? 1 : searchEpoch + 1;
}

/**
 * G2048.isTerminal and G2048.evaluate in one: -1 if the position is not
 * terminal, else its value (WIN_VALUE at the goal, 0 with no move left).
 */
export function terminalValue(hi: number, lo: number): number {
  // A 16-bit row indexes ROW_SUMMARY's 65 536 entries.
  const a = ROW_SUMMARY[hi >>> 16]!;
  const b = ROW_SUMMARY[hi & 0xffff]!;
  const c = ROW_SUMMARY[lo >>> 16]!;
  const d = ROW_SUMMARY[lo & 0xffff]!;
  if (Math.max(a & 15, b & 15, c & 15, d & 15) >= goalExponent) return WIN_VALUE;
  if ((a | b | c | d) > 15) return -1; // an empty cell: a move is left
  return fullAndStuck(hi, lo) ? 0 : -1;
}

/** The heuristic's value of a board that does not end the game (never below 0), uncounted. */
export function heuristicValue(hi: number, lo: number, score: number): number {
  const v = cachedHeuristic(hi, lo, score, heuristic);
  return v > 0 ? v : 0;
}

/** The value a leaf's evaluation gives (G2048.evaluate), uncounted. */
export function leafValue(hi: number, lo: number, score: number): number {
  const terminal = terminalValue(hi, lo);
  if (terminal >= 0) return terminal;
  return heuristicValue(hi, lo, score);
}

// ---- the last MAX level ------------------------------------------------------------
//
// A MAX node one ply above the depth limit has leaves for children: its legal
// moves' boards, each evaluated. Which moves are legal and what each leaf is
// worth depend only on (board, score, heuristic, goal), and such nodes repeat
// often (B3, alpha-beta 7 plies: most of them), so they are remembered under
// that exact key, within one search. The search still enters and counts every child it visits, in
// order, as before (admit, nodes, leaves, budget, abort): only the slides and
// evaluations are not redone.

const LAST_BITS = 14;
const LAST_SIZE = 1 << LAST_BITS;
const STRIDE = 10;
/**
 * One slot per 10 numbers, side by side: the halves, the score, the search
 * that filled it (heuristic and goal are fixed within a search, so this
 * stands for them too), the legal moves (a 4-bit mask), the node's own
 * terminal value or -1 (alpha-beta), and each legal move's leaf value in the
 * order up, right, down, left (NaN until evaluated). Slots start with a NaN
 * score, which equals nothing. A child's board is slid again when its value
 * is first needed: a slide costs less than keeping the boards would in memory.
 */
export const last = new Float64Array(STRIDE * LAST_SIZE).fill(NaN);
// Read unchecked here and in fast-search.ts: a slot is STRIDE · (a LAST_BITS-bit hash), and its words slot + 0…9;
// MOVED has its 2 entries; MOVE_COUNT (16) is read at a 4-bit mask of moves.
let searchEpoch = 0;

export const MOVE_COUNT = Int8Array.from({ length: 16 }, (_, m) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1));

/** Whether the last `lastSlot` found its node already there. */
let slotFound = false;

/**
 * The slot of the MAX node (hi, lo, score) in `last`, keyed exactly (board,
 * score, this search): `slotFound` says whether it already holds that node;
 * if not, it is claimed for it (its key written, its children left to the
 * caller).
 */
function lastSlot(hi: number, lo: number, score: number): number {
  const slot = STRIDE * ((Math.imul(hi ^ Math.imul(lo, 0x85ebca6b) ^ Math.imul(score | 0, 0xc2b2ae35), 0x9e3779b1) >>> (32 - LAST_BITS)) | 0);
  slotFound = last[slot] === hi && last[slot + 1] === lo && last[slot + 2] === score && last[slot + 3] === searchEpoch;
  if (!slotFound) {
    last[slot] = hi;
    last[slot + 1] = lo;
    last[slot + 2] = score;
    last[slot + 3] = searchEpoch;
  }
  return slot;
}

/**
 * The slot (its offset in `last`) for the MAX node (hi, lo, score): found, or
 * started now with its legal moves and no child evaluated yet (NaN, which no
 * leaf is worth). `lastChild` evaluates a child when it is first visited, so a
 * cutoff leaves the rest unevaluated (alpha-beta); `eager` evaluates them all
 * at once, for the searches that visit every child.
 */
export function lastLevelEager(hi: number, lo: number, score: number): number {
  const slot = lastSlot(hi, lo, score);
  if (slotFound) return slot;
  // Every child will be visited (no cutoffs): slide each direction once and evaluate as we go.
  let mask = 0;
  let n = 0;
  const base = score - pointsOf(hi, lo);
  for (let d = 0; d < 4; d++) {
    if (!move(hi, lo, d)) continue;
    mask |= 1 << d;
    const h = MOVED[0]!;
    const l = MOVED[1]!;
    last[slot + 6 + n++] = leafValue(h, l, base + pointsOf(h, l));
  }
  last[slot + 4] = mask;
  return slot;
}

/**
 * The same for alpha-beta, which may cut before visiting every child: the
 * slot also holds whether the node itself is terminal (its value, else -1),
 * and each child is evaluated when first visited (`lastChild`).
 */
export function lastLevelLazy(hi: number, lo: number, score: number): number {
  const slot = lastSlot(hi, lo, score);
  if (slotFound) return slot;
  const terminal = terminalValue(hi, lo);
  last[slot + 5] = terminal;
  last[slot + 4] = terminal < 0 ? legalMaskOf(hi, lo) : 0;
  last[slot + 6] = NaN;
  last[slot + 7] = NaN;
  last[slot + 8] = NaN;
  last[slot + 9] = NaN;
  return slot;
}

/** The leaf value of the k-th legal child of the node in `slot`, evaluated once. */
export function lastChild(slot: number, k: number): number {
  let v = last[slot + 6 + k]!;
  if (v !== v) {
    const hi = last[slot]! | 0;
    const lo = last[slot + 1]! | 0;
    // The k-th legal direction.
    let mask = last[slot + 4]!;
    for (let i = 0; i < k; i++) mask &= mask - 1;
    move(hi, lo, 31 - Math.clz32(mask & -mask));
    const h = MOVED[0]!;
    const l = MOVED[1]!;
    v = leafValue(h, l, last[slot + 2]! - pointsOf(hi, lo) + pointsOf(h, l));
    last[slot + 6 + k] = v;
  }
  return v;
}
