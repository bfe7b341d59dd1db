/**
 * Plain UCT (Monte Carlo tree search with UCB1) on Connect-4, fast, and the
 * same search as the compiled yardstick ../shared/bench/connect4/mcts_ref.cpp:
 * for the same seed and C it gives its visit counts, iteration for iteration.
 *
 * One iteration: from the root, while the node has no untried column and is
 * not terminal, go to the child of highest UCB1 = W/N + C·√(ln N(parent)/N)
 * (strictly higher, columns 0..6 in order, the best starting at −1); expand
 * one untried column (playable and not yet expanded), `untried[rng() % n]`;
 * play uniformly random columns to the end (`cols[rng() % n]` among the
 * playable ones in order, the win checked before the stone is played, a draw
 * at 42 stones); the result, 1 / ½ / 0 for the player who moved into the new
 * node, is added along the path, alternating sides. The move is the most
 * visited root column, the first on ties. Random numbers: std::mt19937_64's
 * (src/search/mt64.ts's), seeded once per search, drawn in blocks by
 * uct-exact.ts, which has the rest of what makes the numbers the C++'s
 * (glibc's log, g++'s fused multiply-add in UCB1).
 *
 * Fast (about 1.3–1.5× the compiled reference's time: docs/bench.md): the
 * board keeps, for each player, each line of the board (7 columns, 6 rows,
 * 12 diagonals each way) as the bits of one integer, so the win check of a
 * stone is four lookups and `x & x>>1 & x>>2 & x>>3`; the tree is flat typed
 * arrays kept between searches (about 60 bytes a node), doubled when full; an
 * iteration allocates nothing (but for a near tie of UCB1, settled exactly
 * with BigInts: not once in the benchmark's searches). Pure: no DOM, no Node.
 */
import { now } from '../clock.ts';
import { BLOCK, MODULUS, Mt64Blocks, PICK } from './uct-exact.ts';
import { beats, glibcLogs } from '../../search/ucb.ts';

export interface UctOptions {
  /** Iterations to run (a whole number, 1 or more). */
  iterations: number;
  /** The exploration constant C of UCB1 (default √2). */
  c?: number;
  /** The seed of the random numbers (default 1; a fresh generator for each search). */
  seed?: number;
  /** Stop after this many milliseconds even if iterations remain (checked every 64 iterations). */
  timeMs?: number;
  /** Stops the search cleanly (checked every 64 iterations). */
  signal?: { readonly aborted: boolean };
}

export interface UctResult {
  /** The most visited root column (0–6; the first on ties). */
  column: number;
  /** Each column's visits at the root: −1 for a full column, 0 for one never expanded. */
  visits: number[];
  /** Each root column's summed results (win 1, draw ½, loss 0) for the player to move at the root; NaN where none. */
  totals: number[];
  /** Iterations done. */
  iterations: number;
  /** Nodes in the tree, the root included. */
  nodes: number;
  ms: number;
  status: 'complete' | 'time' | 'aborted';
}

const WIDTH = 7;
const CELLS = 42;
/**
 * The board, an Int32Array: for player p (0 moved first) at p·STRIDE, the
 * lines of its stones: column c at +c (bit r for row r, from the bottom),
 * row r at +7 + r (bit c), the diagonal c − r at +18 + c − r and the
 * anti-diagonal c + r at +25 + c + r (bit c); then each column's height at
 * HEIGHTS + c. Four in a row on a line is `x & x>>1 & x>>2 & x>>3`.
 */
const STRIDE = 40;
const HEIGHTS = 2 * STRIDE;
const BOARD = HEIGHTS + 8;

/** Node arrays, kept between searches (grown as needed); child 0 means none (the root is nobody's child). */
let capacity = 0;
let kids = new Int32Array(0);
let totals = new Float64Array(0);
/**
 * Each node's W/N and N side by side (at node · 2), what the selection reads of a child: one cache line. W/N
 * is kept up to date by the back-propagation (one division a node on the path, not one a child at each selection).
 */
let stats = new Float64Array(0);
/** 0: not terminal; 1: the move into the node won; 2: it filled the board. */
let terminal = new Uint8Array(0);
/** The columns not yet expanded, as bits (set when the node is made). */
let untried = new Uint8Array(0);

function reserve(nodes: number, used: number): void {
  if (nodes <= capacity) return;
  const grow = <T extends Int32Array | Float64Array | Uint8Array>(old: T, make: (n: number) => T, per: number): T => {
    const a = make(nodes * per);
    a.set(old.subarray(0, used * per));
    return a;
  };
  kids = grow(kids, (n) => new Int32Array(n), WIDTH);
  totals = grow(totals, (n) => new Float64Array(n), 1);
  stats = grow(stats, (n) => new Float64Array(n), 2);
  terminal = grow(terminal, (n) => new Uint8Array(n), 1);
  untried = grow(untried, (n) => new Uint8Array(n), 1);
  capacity = nodes;
}

const rng = new Mt64Blocks();
const board = new Int32Array(BOARD);
const rootBoard = new Int32Array(BOARD);
/** The nodes of an iteration's path, from the root. */
const path = new Int32Array(CELLS + 2);

/** Nodes reserved at the start: all a search can make (one an iteration) up to this many; then doubled as needed. */
const FIRST_RESERVE = 1 << 16;

/**
 * Builds the root from the columns played (0–6) into rootBoard: the moves
 * to play and the playable columns (bits). Throws on a column out of range
 * or full, a move after four in a row, a finished position (won or full).
 */
function setRoot(moves: readonly number[]): { moves: number; open: number } {
  const b = rootBoard;
  b.fill(0);
  let open = 127;
  for (const [k, c] of moves.entries()) {
    if (!Number.isInteger(c) || c < 0 || c >= WIDTH) throw new Error(`uctConnect4: move ${k + 1} is ${String(c)}, not a column 0–6`);
    // The board's words, unchecked: c < 7 and r < 6, so every offset below is under BOARD (see STRIDE).
    const r = b[HEIGHTS + c]!;
    if (r === 6) throw new Error(`uctConnect4: move ${k + 1}: column ${c} is full`);
    const o = (k & 1) * STRIDE;
    const bc = 1 << c;
    const xv = b[o + c]! | (1 << r);
    const xh = b[o + 7 + r]! | bc;
    const xd = b[o + 18 + c - r]! | bc;
    const xa = b[o + 25 + c + r]! | bc;
    if ((four(xv) | four(xh) | four(xd) | four(xa)) !== 0) {
      throw new Error(
        `uctConnect4: move ${k + 1} (column ${c}) makes four in a row: the game is over${k + 1 < moves.length ? ' before the moves after it' : ''}`,
      );
    }
    b[o + c] = xv;
    b[o + 7 + r] = xh;
    b[o + 18 + c - r] = xd;
    b[o + 25 + c + r] = xa;
    b[HEIGHTS + c] = r + 1;
    if (r === 5) open &= ~bc;
  }
  if (moves.length === CELLS) throw new Error('uctConnect4: the board is full (a draw): no move to search');
  return { moves: moves.length, open };
}

/** Nonzero when the line x holds four stones in a row. */
function four(x: number): number {
  const y = x & (x >> 1);
  return y & (y >> 2);
}

/**
 * Runs UCT from the position after `moves` (columns 0–6 from the empty
 * board; it must be legal, unfinished, not full: an Error says which move
 * is wrong otherwise). The same seed and C give the compiled reference's
 * visits; at least one iteration is always run.
 */
export function uctConnect4(moves: readonly number[], options: UctOptions): UctResult {
  const t0 = now();
  const iterations = options.iterations;
  const C = options.c ?? Math.SQRT2;
  const seed = options.seed ?? 1;
  if (!Number.isInteger(iterations) || iterations < 1) throw new Error(`uctConnect4: iterations must be a whole number, 1 or more (${iterations})`);
  if (!Number.isFinite(C) || C < 0) throw new Error(`uctConnect4: c must be a finite number, 0 or more (${C})`);
  if (!Number.isFinite(seed)) throw new Error(`uctConnect4: the seed must be a finite number (${seed})`);
  const root = setRoot(moves);
  const timeMs = options.timeMs ?? Infinity;
  const signal = options.signal;
  rng.seed(seed);
  reserve(Math.min(iterations + 1, FIRST_RESERVE), 0);
  let logs = glibcLogs(Math.min(iterations, FIRST_RESERVE)); // grown as the root's visits grow
  let kid = kids;
  let w = totals;
  let stat = stats;
  let term = terminal;
  let todo = untried;
  // The root: node 0.
  kid.fill(0, 0, WIDTH);
  w[0] = 0;
  stat[0] = 0;
  stat[1] = 0;
  term[0] = 0;
  todo[0] = root.open;
  let count = 1;
  const draws = rng.out;
  let pos = BLOCK;
  const b = board;
  let done = 0;
  let status: UctResult['status'] = 'complete';
  // Per iteration and per node, unchecked: a board offset has a column c < 7 and a row r < 6 (under BOARD, see STRIDE);
  // a node id v, k or id is below count ≤ capacity (the node arrays have capacity · their stride entries); path holds
  // at most CELLS + 2 nodes; a draw's index pos < BLOCK; PICK's index, an open set (< 128) · MODULUS + a draw (< 420);
  // logs has an entry for every N up to the root's (grown as it grows).
  while (done < iterations) {
    if ((done & 63) === 0 && done > 0) {
      if (signal?.aborted === true) {
        status = 'aborted';
        break;
      }
      if (timeMs !== Infinity && now() - t0 >= timeMs) {
        status = 'time';
        break;
      }
    }
    done++;
    if (count === capacity) {
      reserve(2 * capacity, count);
      kid = kids;
      w = totals;
      stat = stats;
      term = terminal;
      todo = untried;
    }
    b.set(rootBoard);
    let moved = root.moves;
    let open = root.open;
    let v = 0;
    let depth = 1;
    path[0] = 0;
    let result: number; // for the player who moved into path[depth - 1]
    for (;;) {
      const t = term[v]!;
      if (t !== 0) {
        result = t === 1 ? 1 : 0.5;
        break;
      }
      const free = todo[v]!;
      if (free !== 0) {
        // Expansion: untried[rng() % n], then a random playout from the new node.
        if (pos === BLOCK) {
          rng.refill();
          pos = 0;
        }
        const c = PICK[free * MODULUS + draws[pos++]!]!;
        todo[v] = free & ~(1 << c);
        const r = b[HEIGHTS + c]!;
        const o = (moved & 1) * STRIDE;
        const bc = 1 << c;
        const xv = b[o + c]! | (1 << r);
        const xh = b[o + 7 + r]! | bc;
        const xd = b[o + 18 + c - r]! | bc;
        const xa = b[o + 25 + c + r]! | bc;
        const id = count++;
        kid[v * WIDTH + c] = id;
        for (let i = id * WIDTH; i < id * WIDTH + WIDTH; i++) kid[i] = 0;
        w[id] = 0;
        stat[2 * id] = 0;
        stat[2 * id + 1] = 0;
        todo[id] = 0;
        path[depth++] = id;
        if ((four(xv) | four(xh) | four(xd) | four(xa)) !== 0) {
          term[id] = 1;
          result = 1;
          break;
        }
        b[o + c] = xv;
        b[o + 7 + r] = xh;
        b[o + 18 + c - r] = xd;
        b[o + 25 + c + r] = xa;
        b[HEIGHTS + c] = r + 1;
        if (r === 5) open &= ~bc;
        if (++moved === CELLS) {
          term[id] = 2;
          result = 0.5;
          break;
        }
        term[id] = 0;
        todo[id] = open;
        // The playout, from the player to move at the new node: `side` is its result if the player to move now wins.
        let side = 1;
        for (;;) {
          if (moved === CELLS) {
            result = 0.5;
            break;
          }
          if (pos === BLOCK) {
            rng.refill();
            pos = 0;
          }
          const pc = PICK[open * MODULUS + draws[pos++]!]!;
          const pr = b[HEIGHTS + pc]!;
          const po = (moved & 1) * STRIDE;
          const pb = 1 << pc;
          const yv = b[po + pc]! | (1 << pr);
          const yh = b[po + 7 + pr]! | pb;
          const yd = b[po + 18 + pc - pr]! | pb;
          const ya = b[po + 25 + pc + pr]! | pb;
          if ((four(yv) | four(yh) | four(yd) | four(ya)) !== 0) {
            result = 1 - side;
            break;
          }
          b[po + pc] = yv;
          b[po + 7 + pr] = yh;
          b[po + 18 + pc - pr] = yd;
          b[po + 25 + pc + pr] = ya;
          b[HEIGHTS + pc] = pr + 1;
          if (pr === 5) open &= ~pb;
          moved++;
          side = 1 - side;
        }
        break;
      }
      // Selection: the child of highest UCB1, strictly, columns in order.
      const parentN = stat[2 * v + 1]!;
      if (parentN >= logs.length) logs = glibcLogs(parentN);
      const logN = logs[parentN]!;
      let best = -1;
      let bestA = 0;
      let bestS = 0;
      let bc = -1;
      const base = v * WIDTH;
      for (let c = 0; c < WIDTH; c++) {
        const k = kid[base + c]!;
        if (k === 0) continue;
        const a = stat[2 * k]!;
        const nk = stat[2 * k + 1]!;
        const s = Math.sqrt(logN / nk);
        if (beats(C, a, s, best, bestA, bestS)) {
          best = a + C * s;
          bestA = a;
          bestS = s;
          bc = c;
        }
      }
      const r = b[HEIGHTS + bc]!;
      const o = (moved & 1) * STRIDE;
      const bit = 1 << bc;
      b[o + bc]! |= 1 << r;
      b[o + 7 + r]! |= bit;
      b[o + 18 + bc - r]! |= bit;
      b[o + 25 + bc + r]! |= bit;
      b[HEIGHTS + bc] = r + 1;
      if (r === 5) open &= ~bit;
      moved++;
      v = kid[base + bc]!;
      path[depth++] = v;
    }
    // Back-propagation: each node counts the result for the player who moved into it.
    for (let i = depth - 1; i >= 0; i--) {
      const k = path[i]!;
      const nk = stat[2 * k + 1]! + 1;
      const wk = (w[k]! += result);
      stat[2 * k] = wk / nk;
      stat[2 * k + 1] = nk;
      result = 1 - result;
    }
  }
  const out: UctResult = { column: -1, visits: [], totals: [], iterations: done, nodes: count, ms: 0, status };
  let most = -1;
  for (let c = 0; c < WIDTH; c++) {
    // The root's children: kid[c] for c < WIDTH, each a node id below count (the unchecked reads above).
    const k = kid[c]!;
    const n = stat[2 * k + 1]!;
    const full = rootBoard[HEIGHTS + c] === 6;
    out.visits.push(full ? -1 : k === 0 ? 0 : n);
    out.totals.push(k === 0 ? NaN : w[k]!);
    if (k !== 0 && n > most) {
      most = n;
      out.column = c;
    }
  }
  out.ms = now() - t0;
  return out;
}
