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
import { AT_LEAST, AT_MOST, EXACT, PARTIAL, checkLimits, type SearchResult, type StopSignal } from '../../search/search.ts';
import { CERTAINTIES } from '../../search/tracer.ts';
import { MOVED, TILE, emptyCountOf, emptyMaskOf, legalMaskOf, move, pointsOf } from './board.ts';
import { MOVE_COUNT, heuristicValue, last, lastChild, lastLevelEager, lastLevelLazy, startLeaves, terminalValue } from './leaves.ts';
import { entryAt } from '../entry.ts';

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
/** Alpha-beta with a full-window root (AIMA-Java's makeDecision): the root never raises α. */
let fullRoot = false;
let chosen = -1;
const rootValues: number[] = [];
const rootCertainty: number[] = [];
// Per node, unchecked (the `!`s of the searches below): MOVED has its 2 entries, and `last`'s slots and MOVE_COUNT are
// read as leaves.ts says.

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

/** A leaf (SearchRun.leaf): its value, counted. */
function leaf(hi: number, lo: number, score: number, terminal: number): number {
  leaves++;
  certainty = EXACT;
  return terminal >= 0 ? terminal : heuristicValue(hi, lo, score);
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
  // The least exponent whose tile reaches the goal (16: none does).
  const reaching = TILE.findIndex((tile) => tile >= options.goal);
  const goalExponent = reaching < 0 ? 16 : reaching;
  fullRoot = options.root === 'full-window';
  rootValues.length = 0;
  rootCertainty.length = 0;
  // Every search does its own work: nothing an earlier search cached is read.
  startLeaves(options.heuristic, goalExponent);
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
  for (const [i, action] of actions.entries()) {
    const v = rootValues[i];
    if (v === undefined) continue;
    // recordRoot sets a root action's value and certainty together.
    listed.push({ action, index: i, value: v, certainty: entryAt(CERTAINTIES, entryAt(rootCertainty, i)) });
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
