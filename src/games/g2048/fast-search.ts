/**
 * The searchers of src/search specialised to 2048, for untraced decisions
 * (issue 11): the same recursion as `fullWidth` (minimax.ts) and `alphabeta`
 * (alphabeta.ts) over G2048 — the same children in the same order, the same
 * values bit for bit, the same node, leaf and cutoff counts, budget and abort
 * handling, and the same certainty of each root action — but on the board's
 * two halves and score as plain numbers: no state object, no action array, no
 * interface call per node, and leaves through the table-driven, cached
 * heuristic of evaluate.ts. With a tracer, `decide` uses the generic
 * searchers, whose traces this file does not touch.
 *
 * Checked against the generic searchers by tests/unit/g2048-exact.test.ts
 * (frozen answers) and tests/unit/g2048-fast-search.test.ts (side by side).
 */
import { checkLimits, type SearchResult, type StopSignal } from '../../search/search.ts';
import type { Certainty } from '../../search/tracer.ts';
import { MOVED, ROW_SUMMARY, TILE, emptyCountOf, emptyMaskOf, fullAndStuck, legalMaskOf, move, pointsOf } from './board.ts';
import { cachedHeuristic, startSearch } from './evaluate.ts';
import { WIN_VALUE } from './game.ts';

const EXACT = 0;
const AT_MOST = 1;
const AT_LEAST = 2;
const PARTIAL = 3;
const CERTAINTY_NAMES: readonly Certainty[] = ['exact', 'atMost', 'atLeast', 'partial'];

export interface FastOptions {
  /** 'minimax' for minimax, 'alphabeta' for alpha-beta, 'chance' for expectimax and expectiminimax over a CHANCE computer. */
  kind: 'minimax' | 'alphabeta' | 'chance';
  /** From evaluate.ts's `heuristicId`. */
  heuristic: number;
  goal: number;
  depth: number;
  budget?: number;
  signal?: StopSignal;
  /** Alpha-beta's root window (search.ts's RootWindow). Default `carried`. */
  root?: 'carried' | 'full-window';
}

// Per-search state, module-level so the recursion passes only numbers (a search never re-enters another).
let nodes = 0;
let leaves = 0;
let cutoffs = 0;
let stopped: 'budget' | 'aborted' | null = null;
let certainty = EXACT;
let depthLimit = 0;
let budget = Infinity;
let signal: StopSignal | undefined;
let goal = 2048;
/** The least exponent whose tile reaches the goal (16: none does). */
let goalExponent = 11;
let heuristic = 0;
/** Alpha-beta with a full-window root (AIMA-Java's makeDecision): the root never raises α. */
let fullRoot = false;
let chosen = -1;
const rootValues: number[] = [];
const rootCertainty: number[] = [];

/** SearchRun.admit: counts a node about to be entered, or says stop. */
function admit(): boolean {
  if (stopped !== null) return false;
  if (nodes >= budget) {
    stopped = 'budget';
    return false;
  }
  if ((nodes & 1023) === 0 && signal?.aborted === true) {
    stopped = 'aborted';
    return false;
  }
  nodes++;
  return true;
}

/**
 * G2048.isTerminal and G2048.evaluate in one: -1 if the position is not
 * terminal, else its value (WIN_VALUE at the goal, 0 with no move left).
 */
function terminalValue(hi: number, lo: number): number {
  const a = ROW_SUMMARY[hi >>> 16]!;
  const b = ROW_SUMMARY[hi & 0xffff]!;
  const c = ROW_SUMMARY[lo >>> 16]!;
  const d = ROW_SUMMARY[lo & 0xffff]!;
  if (Math.max(a & 15, b & 15, c & 15, d & 15) >= goalExponent) return WIN_VALUE;
  if ((a | b | c | d) > 15) return -1; // an empty cell: a move is left
  return fullAndStuck(hi, lo) ? 0 : -1;
}

/** A leaf (SearchRun.leaf): its value, counted. */
function leaf(hi: number, lo: number, score: number, terminal: number): number {
  leaves++;
  certainty = EXACT;
  if (terminal >= 0) return terminal;
  const v = cachedHeuristic(hi, lo, score, heuristic);
  return v > 0 ? v : 0;
}

/** The value a leaf's evaluation gives (G2048.evaluate), uncounted. */
function leafValue(hi: number, lo: number, score: number): number {
  const terminal = terminalValue(hi, lo);
  if (terminal >= 0) return terminal;
  const v = cachedHeuristic(hi, lo, score, heuristic);
  return v > 0 ? v : 0;
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
const last = new Float64Array(STRIDE * LAST_SIZE).fill(NaN);
let searchEpoch = 0;

const MOVE_COUNT = Int8Array.from({ length: 16 }, (_, m) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1));

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
function lastLevelEager(hi: number, lo: number, score: number): number {
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
function lastLevelLazy(hi: number, lo: number, score: number): number {
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
function lastChild(slot: number, k: number): number {
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

/** SearchRun.leave. */
function leave(v: number, c: number): number {
  certainty = stopped === null ? c : PARTIAL;
  return v;
}

/** The shift of cell (4r + c) in its half. */
function cellShift(cell: number): number {
  return 4 * (cell & 3) + ((cell >> 2) & 1 ? 0 : 16);
}

// ---- minimax, expectimax (minimax.ts's fullWidth) ------------------------------

function fullWidth(hi: number, lo: number, score: number, turn: number, ply: number, chance: boolean): number {
  if (!admit()) return NaN;
  const terminal = terminalValue(hi, lo);
  if (terminal >= 0 || ply >= depthLimit) return leaf(hi, lo, score, terminal);
  let v: number;
  let best = -1;
  if (turn === 1 && chance) {
    const empties = emptyMaskOf(hi, lo);
    const n = emptyCountOf(hi, lo);
    const p2 = 0.9 / n;
    const p4 = 0.1 / n;
    v = 0;
    let i = 0;
    for (let cell = 0; cell < 16; cell++) {
      if (!((empties >> cell) & 1)) continue;
      const shift = cellShift(cell);
      const top = cell < 8;
      for (let e = 1; e <= 2; e++, i++) {
        const cv = top ? fullWidth(hi | (e << shift), lo, score, 0, ply + 1, chance) : fullWidth(hi, lo | (e << shift), score, 0, ply + 1, chance);
        if (stopped !== null) break;
        v += (e === 1 ? p2 : p4) * cv;
        if (ply === 0) recordRoot(i, cv, EXACT);
      }
      if (stopped !== null) break;
    }
  } else if (turn === 1) {
    // MIN: the same outcomes, the least value.
    const empties = emptyMaskOf(hi, lo);
    v = Infinity;
    let i = 0;
    for (let cell = 0; cell < 16; cell++) {
      if (!((empties >> cell) & 1)) continue;
      const shift = cellShift(cell);
      const top = cell < 8;
      for (let e = 1; e <= 2; e++, i++) {
        const cv = top ? fullWidth(hi | (e << shift), lo, score, 0, ply + 1, chance) : fullWidth(hi, lo | (e << shift), score, 0, ply + 1, chance);
        if (stopped !== null) break;
        if (ply === 0) recordRoot(i, cv, EXACT);
        if (cv < v) {
          v = cv;
          best = i;
        }
      }
      if (stopped !== null) break;
    }
  } else if (ply + 1 === depthLimit) {
    // One ply above the limit: the leaf children `lastLevel` holds, entered and counted in order.
    const slot = lastLevelEager(hi, lo, score);
    const n = MOVE_COUNT[last[slot + 4]!]!;
    v = -Infinity;
    for (let i = 0; i < n; i++) {
      if (!admit()) break;
      leaves++;
      const cv = lastChild(slot, i);
      if (ply === 0) recordRoot(i, cv, EXACT);
      if (cv > v) {
        v = cv;
        best = i;
      }
    }
  } else {
    v = -Infinity;
    let i = 0;
    const base = score - pointsOf(hi, lo);
    for (let d = 0; d < 4; d++) {
      if (!move(hi, lo, d)) continue;
      const h = MOVED[0]!;
      const l = MOVED[1]!;
      const cv = fullWidth(h, l, base + pointsOf(h, l), 1, ply + 1, chance);
      if (stopped !== null) break;
      if (ply === 0) recordRoot(i, cv, EXACT);
      if (cv > v) {
        v = cv;
        best = i;
      }
      i++;
    }
  }
  if (ply === 0) chosen = best;
  return leave(v, EXACT);
}

// ---- alpha-beta (alphabeta.ts, inclusive tie rule, the game's order) ------------

function maxCertainty(v: number, lower: number, open: boolean, alpha: number, beta: number): number {
  const knownBelow = lower === v || v >= beta;
  const knownAbove = !open || v <= alpha;
  if (knownBelow && knownAbove) return EXACT;
  if (knownBelow) return AT_LEAST;
  return AT_MOST;
}

function minCertainty(v: number, upper: number, open: boolean, alpha: number, beta: number): number {
  const knownAbove = upper === v || v <= alpha;
  const knownBelow = !open || v >= beta;
  if (knownBelow && knownAbove) return EXACT;
  if (knownAbove) return AT_MOST;
  return AT_LEAST;
}

function alphabetaMax(hi: number, lo: number, score: number, ply: number, alpha: number, beta: number): number {
  if (!admit()) return NaN;
  if (ply + 1 === depthLimit) {
    // One ply above the limit: terminal or not, and the children, from the slot.
    const slot = lastLevelLazy(hi, lo, score);
    const t = last[slot + 5]!;
    if (t >= 0) return leaf(hi, lo, score, t);
    return alphabetaLastMax(slot, ply, alpha, beta);
  }
  const terminal = terminalValue(hi, lo);
  if (terminal >= 0 || ply >= depthLimit) return leaf(hi, lo, score, terminal);
  const alpha0 = alpha;
  let v = -Infinity;
  let known = v;
  let open = false;
  let best = -1;
  let k = 0;
  const base = score - pointsOf(hi, lo);
  for (let d = 0; d < 4; d++) {
    // Each direction slid once: an illegal one changes nothing and is not a child.
    if (!move(hi, lo, d)) continue;
    const h = MOVED[0]!;
    const l = MOVED[1]!;
    const cv = alphabetaMin(h, l, base + pointsOf(h, l), ply + 1, alpha, beta);
    if (stopped !== null) break;
    const cc = certainty;
    if (ply === 0) recordRoot(k, cv, cc);
    if (cc !== AT_MOST && cv > known) known = cv;
    if (cc === AT_LEAST) open = true;
    if (cv > v) {
      v = cv;
      best = k;
    }
    if (v >= beta) {
      // A cutoff counts only if it skips a child: some later direction is legal.
      if (d < 3 && legalMaskOf(hi, lo) >> (d + 1) !== 0) {
        cutoffs++;
        open = true;
      }
      break;
    }
    // A full-window root searches each move alone (its β is +∞, so it never cuts either).
    if (v > alpha && !(fullRoot && ply === 0)) alpha = v;
    k++;
  }
  if (ply === 0) chosen = best;
  return leave(v, maxCertainty(v, known, open, alpha0, beta));
}

/** alphabetaMax one ply above the limit: the same loop over leaf children whose values `lastLevel` holds. */
function alphabetaLastMax(slot: number, ply: number, alpha: number, beta: number): number {
  const n = MOVE_COUNT[last[slot + 4]!]!;
  const alpha0 = alpha;
  let v = -Infinity;
  let known = v;
  let open = false;
  let best = -1;
  for (let k = 0; k < n; k++) {
    // The child: entered (alphabetaMin's admit), a leaf at the depth limit.
    if (!admit()) break;
    leaves++;
    const cv = lastChild(slot, k);
    if (ply === 0) recordRoot(k, cv, EXACT);
    if (cv > known) known = cv;
    if (cv > v) {
      v = cv;
      best = k;
    }
    if (v >= beta) {
      if (k < n - 1) {
        cutoffs++;
        open = true;
      }
      break;
    }
    if (v > alpha) alpha = v;
  }
  certainty = EXACT;
  if (ply === 0) chosen = best;
  return leave(v, maxCertainty(v, known, open, alpha0, beta));
}

function alphabetaMin(hi: number, lo: number, score: number, ply: number, alpha: number, beta: number): number {
  if (!admit()) return NaN;
  const terminal = terminalValue(hi, lo);
  if (terminal >= 0 || ply >= depthLimit) return leaf(hi, lo, score, terminal);
  const empties = emptyMaskOf(hi, lo);
  const n = 2 * emptyCountOf(hi, lo);
  const beta0 = beta;
  let v = Infinity;
  let known = v;
  let open = false;
  let best = -1;
  let i = 0;
  let cut = false;
  for (let cell = 0; cell < 16 && !cut; cell++) {
    if (!((empties >> cell) & 1)) continue;
    const shift = cellShift(cell);
    const top = cell < 8;
    for (let e = 1; e <= 2; e++, i++) {
      const cv = top ? alphabetaMax(hi | (e << shift), lo, score, ply + 1, alpha, beta) : alphabetaMax(hi, lo | (e << shift), score, ply + 1, alpha, beta);
      if (stopped !== null) break;
      const cc = certainty;
      if (ply === 0) recordRoot(i, cv, cc);
      if (cc !== AT_LEAST && cv < known) known = cv;
      if (cc === AT_MOST) open = true;
      if (cv < v) {
        v = cv;
        best = i;
      }
      if (v <= alpha) {
        if (i < n - 1) {
          cutoffs++;
          open = true;
        }
        cut = true;
        break;
      }
      if (v < beta) beta = v;
    }
    if (stopped !== null) break;
  }
  if (ply === 0) chosen = best;
  return leave(v, minCertainty(v, known, open, alpha, beta0));
}

function recordRoot(index: number, value: number, c: number): void {
  rootValues[index] = value;
  rootCertainty[index] = c;
}

/**
 * The search `decide` runs when no tracer is given: the result the generic
 * searcher returns on G2048 from the player's position (hi, lo, score), its
 * actions being the directions 0–3.
 */
export function fastSearch(hi: number, lo: number, score: number, options: FastOptions): SearchResult<number> {
  // SearchRun's checks, word for word.
  checkLimits(options.depth, options.budget ?? Infinity);
  nodes = 0;
  leaves = 0;
  cutoffs = 0;
  stopped = null;
  certainty = EXACT;
  chosen = -1;
  depthLimit = options.depth;
  budget = options.budget ?? Infinity;
  signal = options.signal;
  goal = options.goal;
  goalExponent = 0;
  while (goalExponent < 16 && !(TILE[goalExponent]! >= goal)) goalExponent++;
  heuristic = options.heuristic;
  fullRoot = options.root === 'full-window';
  rootValues.length = 0;
  rootCertainty.length = 0;
  // Every search does its own work: nothing an earlier search cached is read.
  startSearch();
  searchEpoch = searchEpoch >= 2 ** 40 ? 1 : searchEpoch + 1;
  // The halves as signed 32-bit integers from here on: small integers to the engine, never boxed.
  hi |= 0;
  lo |= 0;
  const value = options.kind === 'alphabeta' ? alphabetaMax(hi, lo, score, 0, -Infinity, Infinity) : fullWidth(hi, lo, score, 0, 0, options.kind === 'chance');
  // SearchRun.result: the root's actions in the game's order (none at a terminal root).
  const actions: number[] = [];
  if (terminalValue(hi, lo) < 0) {
    const mask = legalMaskOf(hi, lo);
    for (let d = 0; d < 4; d++) if ((mask >> d) & 1) actions.push(d);
  }
  const listed: SearchResult<number>['actions'] = [];
  for (let i = 0; i < actions.length; i++) {
    const v = rootValues[i];
    if (v === undefined) continue;
    listed.push({ action: actions[i]!, index: i, value: v, certainty: CERTAINTY_NAMES[rootCertainty[i] ?? EXACT]! });
  }
  const result: SearchResult<number> = {
    value,
    action: chosen >= 0 ? actions[chosen] : undefined,
    actionIndex: chosen,
    actions: listed,
    nodes,
    leaves,
    cutoffs,
    status: stopped ?? 'complete',
  };
  signal = undefined;
  return result;
}
