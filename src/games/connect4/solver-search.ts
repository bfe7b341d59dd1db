/**
 * The recursive searches of the Connect-4 solver ladder, one per group of
 * rungs of Pascal Pons' "Solving Connect 4" (blog.gamesolver.org, parts 3–10):
 * plain negamax (minimax), negamax with alpha-beta in a column order
 * (alphabeta, centre), with a transposition table of upper bounds (table,
 * deepening), and the strong search (losing, threats, bounds) that skips
 * moves that lose at once, can order moves by the winning spots they create
 * and can keep lower bounds in the table too. A node is one call of a search.
 *
 * Positions are passed as the halves of the bitboards (solver-board.ts) and
 * nothing is allocated per node: move lists live in arrays indexed by depth.
 * A node budget stops the search cleanly: every call returns at once and
 * nothing more is stored in the table.
 */
import {
  BOARD_HI,
  BOARD_LO,
  BOTTOM_HI,
  BOTTOM_LO,
  CELLS,
  CENTRE_ORDER,
  COLUMN_HI,
  COLUMN_LO,
  MAX_SCORE,
  MIN_SCORE,
  TOP_HI,
  TOP_LO,
  winHi,
  winLo,
} from './solver-board.ts';

/**
 * The table starts with 2^MIN_BITS slots (128 kB) and doubles in place whenever a quarter of them are used, up to
 * 2^MAX_BITS (Pons': 8,388,593): a small search stays in a table that fits in the cache, a long one gets Pons' size.
 * Slots go in pairs (a bucket: a position may sit in either), so even the small table seldom loses an entry.
 */
const MIN_BITS = 14;
const MAX_BITS = 23;
const LOAD_SHIFT = 2;
/** Searches between two wipes of the whole table: a slot is live only if it was written in the current search. */
const GENERATIONS = 0xffff;
/** A stored value above this is a lower bound (Pons' part 10 encoding); from 1 to it, an upper bound; 0, nothing. */
const UPPER_TOP = MAX_SCORE - MIN_SCORE + 1;
const stops = (): boolean => true;

/** One search's state: its node count and budget, its table, its move lists. */
export class Searcher {
  nodes = 0;
  budget = Number.MAX_SAFE_INTEGER;
  stopped = false;
  /** Asked when the nodes pass `budget`: true stops the search; false goes on (a watch, solver.ts, having moved `budget` on). */
  over: () => boolean = stops;
  /** Strong search options: order by threats created (rung `threats`), keep lower bounds (rung `bounds`). */
  sortThreats = false;
  lowerBounds = false;
  /** The column order of the alpha-beta search (0-based columns). */
  order: Int32Array = CENTRE_ORDER;

  // The table. A position's key, cur + mask (49 bits: 28 low, 21 high), is mixed by two rounds of a Feistel network
  // (hashHi, hashLo) into a 49-bit h = hA + 2^28·hB, a bijection. With 2^bits slots, h's low (bits − 1) bits are the
  // bucket, the rest (h >>> (bits − 1)) the check: bucket and check give the key back, so two positions never share an
  // entry. A slot is two words side by side (one cache line a bucket): the check's low 32 bits, then the search's
  // generation (bits 16–31), the check's high bits (7–15) and the value (0–6). Clearing the table is starting a new
  // generation. Doubling the table moves an entry to its bucket or that bucket + the old number of buckets, by the
  // check's lowest bit, and shifts the check right by one.
  private slots: Int32Array | undefined;
  private generation = 0;
  private shift = MIN_BITS - 1;
  private bucketMask = (1 << (MIN_BITS - 1)) - 1;
  private used = 0;
  private limit = (1 << MIN_BITS) >> LOAD_SHIFT;

  // Move lists of the strong search, by number of moves played (depth): 7 a position, each in 4 words: its cell (low and
  // high half), then the winning spots it leaves (low and high half); their scores apart.
  private readonly mv = new Int32Array((CELLS + 1) * 7 * 4);
  private readonly mvScore = new Int32Array((CELLS + 1) * 7);

  /** Starts a search: no nodes, the budget given. */
  reset(budget: number): void {
    this.nodes = 0;
    this.budget = budget;
    this.stopped = false;
  }

  /** Empties the table (allocated on first use, 128 kB; reallocated bigger as a search needs it, up to 64 MB). */
  clearTable(): void {
    this.slots ??= new Int32Array(2 << MIN_BITS);
    if (++this.generation > GENERATIONS) {
      this.slots.fill(0);
      this.generation = 1;
    }
    this.shift = MIN_BITS - 1;
    this.bucketMask = (1 << (MIN_BITS - 1)) - 1;
    this.used = 0;
    this.limit = (1 << MIN_BITS) >> LOAD_SHIFT;
  }

  // The table's words, unchecked (get, put, grow, strong): a bucket's first word w = (hA & bucketMask) << 2 has
  // w + 3 < slots.length, which is at least 4 << shift words (bucketMask = 2^shift − 1); `this.slots!`: every search
  // that uses the table starts with clearTable, which allocates it.

  /** The value stored for the position whose mixed key is hA, hB (see hashLo/hashHi), or 0. */
  private get(hA: number, hB: number): number {
    const w = (hA & this.bucketMask) << 2;
    const check = (hA >>> this.shift) | (hB << (28 - this.shift));
    const tag = (this.generation << 16) | ((hB >>> (this.shift + 4)) << 7);
    const t = this.slots!;
    if (t[w] === check && (t[w + 1]! ^ tag) >>> 7 === 0) return t[w + 1]! & 127;
    if (t[w + 2] === check && (t[w + 3]! ^ tag) >>> 7 === 0) return t[w + 3]! & 127;
    return 0;
  }

  /** Stores a value: in the slot of the bucket that has the position, else in an empty one, else over the older entry. */
  private put(hA: number, hB: number, value: number): void {
    let w = (hA & this.bucketMask) << 2;
    const check = (hA >>> this.shift) | (hB << (28 - this.shift));
    const second = (this.generation << 16) | ((hB >>> (this.shift + 4)) << 7) | value;
    const t = this.slots!;
    const g = this.generation;
    if (t[w] !== check || (t[w + 1]! ^ second) >>> 7 !== 0) {
      if ((t[w + 2] === check && (t[w + 3]! ^ second) >>> 7 === 0) || (t[w + 1]! >>> 16 === g && t[w + 3]! >>> 16 !== g)) w += 2;
      else if (t[w + 1]! >>> 16 === g) {
        // Both slots hold other positions: the newer (first) one moves over the older.
        t[w + 2] = t[w]!;
        t[w + 3] = t[w + 1]!;
        t[w] = check;
        t[w + 1] = second;
        return;
      }
    }
    const live = t[w + 1]! >>> 16 === g;
    t[w] = check;
    t[w + 1] = second;
    if (!live && ++this.used > this.limit) this.grow();
  }

  /** Doubles the table in place (its new half holds nothing of this search): each entry stays or moves up by the old size. */
  private grow(): void {
    if (this.shift === MAX_BITS - 1) {
      this.limit = Number.MAX_SAFE_INTEGER;
      return;
    }
    let t = this.slots!;
    const half = 4 << this.shift;
    if (t.length < 2 * half) {
      // Room for the new half (zeros), in a bigger array that the next searches keep.
      const bigger = new Int32Array(2 * half);
      bigger.set(t.subarray(0, half));
      this.slots = t = bigger;
    }
    const g = this.generation;
    // w + half + 1 < 2 · half ≤ t.length.
    for (let w = 0; w < half; w += 2) {
      const second = t[w + 1]!;
      if (second >>> 16 !== g) continue;
      const low = t[w]!;
      const high = (second >>> 7) & 0x1ff;
      const check = (low >>> 1) | (high << 31);
      const rest = (second & 0xffff007f) | ((high >>> 1) << 7);
      if ((low & 1) !== 0) {
        t[w + half] = check;
        t[w + half + 1] = rest;
        t[w + 1] = 0;
      } else {
        t[w] = check;
        t[w + 1] = rest;
      }
    }
    this.shift++;
    this.bucketMask = (1 << this.shift) - 1;
    this.limit = (2 << this.shift) >> LOAD_SHIFT;
  }

  /** Stores "the score is at most `score`" (clamped to the possible scores, so it stays true). */
  private putUpper(hA: number, hB: number, score: number): void {
    this.put(hA, hB, clamp(score) - MIN_SCORE + 1);
  }

  // The searches, per node and unchecked: c is a column (< 7: order, CENTRE_ORDER and the column tables have 7 entries),
  // and a move list's words stay in its arrays (base + j < (moves + 1) · 7 ≤ mvScore.length; 4 words a move in mv).

  /** Minimax as negamax, no pruning (Pons part 3): a full board is a draw; a win at once ends the node. */
  minimax(cL: number, cH: number, mL: number, mH: number, moves: number): number {
    if (++this.nodes > this.budget && this.over()) return this.stop();
    if (moves === CELLS) return 0;
    if (canWin(cL, cH, mL, mH)) return (CELLS + 1 - moves) >> 1;
    let best = -CELLS;
    for (let c = 0; c < 7; c++) {
      if (((mL & TOP_LO[c]!) | (mH & TOP_HI[c]!)) !== 0) continue;
      const score = -this.minimax(cL ^ mL, cH ^ mH, mL | ((mL + BOTTOM_LO) & COLUMN_LO[c]!), mH | ((mH + BOTTOM_HI) & COLUMN_HI[c]!), moves + 1);
      if (this.stopped) return 0;
      if (score > best) best = score;
    }
    return best;
  }

  /** Negamax with alpha-beta in `order` (Pons parts 4 and 5): β is clamped to the best score still possible. */
  alphabeta(cL: number, cH: number, mL: number, mH: number, moves: number, alpha: number, beta: number): number {
    if (++this.nodes > this.budget && this.over()) return this.stop();
    if (moves === CELLS) return 0;
    if (canWin(cL, cH, mL, mH)) return (CELLS + 1 - moves) >> 1;
    const max = (CELLS - 1 - moves) >> 1;
    if (beta > max) {
      beta = max;
      if (alpha >= beta) return beta;
    }
    const order = this.order;
    for (let i = 0; i < 7; i++) {
      const c = order[i]!;
      if (((mL & TOP_LO[c]!) | (mH & TOP_HI[c]!)) !== 0) continue;
      const score = -this.alphabeta(
        cL ^ mL,
        cH ^ mH,
        mL | ((mL + BOTTOM_LO) & COLUMN_LO[c]!),
        mH | ((mH + BOTTOM_HI) & COLUMN_HI[c]!),
        moves + 1,
        -beta,
        -alpha,
      );
      if (this.stopped) return 0;
      if (score >= beta) return score;
      if (score > alpha) alpha = score;
    }
    return alpha;
  }

  /** Alpha-beta, centre first, with a table of upper bounds (Pons part 6; part 7 drives it with null windows). */
  table(cL: number, cH: number, mL: number, mH: number, moves: number, alpha: number, beta: number): number {
    if (++this.nodes > this.budget && this.over()) return this.stop();
    if (moves === CELLS) return 0;
    if (canWin(cL, cH, mL, mH)) return (CELLS + 1 - moves) >> 1;
    let max = (CELLS - 1 - moves) >> 1;
    const hB = hashHi(cL + mL, cH + mH);
    const hA = hashLo(cL + mL, hB);
    const val = this.get(hA, hB);
    if (val !== 0) max = val + MIN_SCORE - 1;
    if (beta > max) {
      beta = max;
      if (alpha >= beta) return beta;
    }
    for (let i = 0; i < 7; i++) {
      const c = CENTRE_ORDER[i]!;
      if (((mL & TOP_LO[c]!) | (mH & TOP_HI[c]!)) !== 0) continue;
      const score = -this.table(cL ^ mL, cH ^ mH, mL | ((mL + BOTTOM_LO) & COLUMN_LO[c]!), mH | ((mH + BOTTOM_HI) & COLUMN_HI[c]!), moves + 1, -beta, -alpha);
      if (this.stopped) return 0;
      if (score >= beta) return score;
      if (score > alpha) alpha = score;
    }
    this.putUpper(hA, hB, alpha);
    return alpha;
  }

  /**
   * The strong search (Pons parts 8–10), for a position whose player to move
   * cannot win at once, given the opponent's winning spots (empty cells that
   * would complete four for it: `winLo`/`winHi` of its stones): only moves
   * that do not lose at once are played (none: the player loses with the
   * opponent's next stone), the score is bounded below by a loss after the
   * opponent's next move and above by the table, and with `sortThreats` the
   * moves are tried by the winning spots they create, centre first on ties.
   * The spots each move leaves are its child's opponent's, passed down.
   */
  strong(cL: number, cH: number, mL: number, mH: number, moves: number, alpha: number, beta: number, oppLo: number, oppHi: number): number {
    if (++this.nodes > this.budget && this.over()) return this.stop();
    let nLo = (mL + BOTTOM_LO) & BOARD_LO;
    let nHi = (mH + BOTTOM_HI) & BOARD_HI;
    const fLo = nLo & oppLo;
    const fHi = nHi & oppHi;
    if ((fLo | fHi) !== 0) {
      // The opponent threatens to win: block, and with two threats at once there is no saving move.
      if ((fLo & (fLo - 1)) !== 0 || (fHi & (fHi - 1)) !== 0 || (fLo !== 0 && fHi !== 0)) return -((CELLS - moves) >> 1);
      nLo = fLo;
      nHi = fHi;
    }
    nLo &= ~(oppLo >>> 1); // never play under a spot where the opponent would win
    nHi &= ~(oppHi >>> 1);
    if ((nLo | nHi) === 0) return -((CELLS - moves) >> 1);
    if (moves >= CELLS - 2) return 0;
    let min = -((CELLS - 2 - moves) >> 1);
    if (alpha < min) {
      alpha = min;
      if (alpha >= beta) return alpha;
    }
    let max = (CELLS - 1 - moves) >> 1;
    // The table, as hashHi, hashLo and get do it, written out here: V8 would not inline so much into so big a function.
    const keyLo = cL + mL;
    let x = Math.imul(keyLo ^ (keyLo >>> 16), 0x85ebca6b);
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
    const hB = (cH + mH) ^ ((x ^ (x >>> 16)) & 0x1fffff);
    x = Math.imul(hB ^ (hB >>> 16), 0x85ebca6b);
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
    const hA = keyLo ^ ((x ^ (x >>> 16)) & 0xfffffff);
    const t = this.slots!;
    const w = (hA & this.bucketMask) << 2;
    const check = (hA >>> this.shift) | (hB << (28 - this.shift));
    const tag = (this.generation << 16) | ((hB >>> (this.shift + 4)) << 7);
    const val = t[w] === check && (t[w + 1]! ^ tag) >>> 7 === 0 ? t[w + 1]! & 127 : t[w + 2] === check && (t[w + 3]! ^ tag) >>> 7 === 0 ? t[w + 3]! & 127 : 0;
    if (val > UPPER_TOP) {
      min = val + 2 * MIN_SCORE - MAX_SCORE - 2;
      if (alpha < min) {
        alpha = min;
        if (alpha >= beta) return alpha;
      }
    } else if (val !== 0) max = val + MIN_SCORE - 1;
    if (beta > max) {
      beta = max;
      if (alpha >= beta) return beta;
    }
    const base = moves * 7;
    const mv = this.mv;
    const mvScore = this.mvScore;
    const sort = this.sortThreats;
    // One move (a single bit): nothing to order, and the loop below takes it at once.
    const single = ((nLo & (nLo - 1)) | (nHi & (nHi - 1))) === 0 && (nLo === 0 || nHi === 0);
    let n = 0;
    // Inserted from the edge inwards and taken from the end, so ties go centre first.
    for (let i = 6; i >= 0; i--) {
      let lo = nLo;
      let hi = nHi;
      if (single) i = 0;
      else {
        const c = CENTRE_ORDER[i]!;
        lo &= COLUMN_LO[c]!;
        hi &= COLUMN_HI[c]!;
        if ((lo | hi) === 0) continue;
      }
      let j = n++;
      const wLo = winLo(cL | lo, cH | hi, mL);
      const wHi = winHi(cL | lo, cH | hi, mH);
      if (sort && !single) {
        // The number of winning spots it leaves (a population count of both halves: no 4-bit field overflows).
        let b = wLo - ((wLo >>> 1) & 0x55555555);
        let d = wHi - ((wHi >>> 1) & 0x55555555);
        b = (b & 0x33333333) + ((b >>> 2) & 0x33333333) + (d & 0x33333333) + ((d >>> 2) & 0x33333333);
        d = (b & 0x0f0f0f0f) + ((b >>> 4) & 0x0f0f0f0f);
        const s = Math.imul(d, 0x01010101) >>> 24;
        for (; j > 0 && mvScore[base + j - 1]! > s; j--) {
          const to = (base + j) << 2;
          mv[to] = mv[to - 4]!;
          mv[to + 1] = mv[to - 3]!;
          mv[to + 2] = mv[to - 2]!;
          mv[to + 3] = mv[to - 1]!;
          mvScore[base + j] = mvScore[base + j - 1]!;
        }
        mvScore[base + j] = s;
      }
      const at = (base + j) << 2;
      mv[at] = lo;
      mv[at + 1] = hi;
      mv[at + 2] = wLo;
      mv[at + 3] = wHi;
    }
    const oL = cL ^ mL;
    const oH = cH ^ mH;
    while (n > 0) {
      n--;
      const at = (base + n) << 2;
      const score = -this.strong(oL, oH, mL | mv[at]!, mH | mv[at + 1]!, moves + 1, -beta, -alpha, mv[at + 2]!, mv[at + 3]!);
      if (this.stopped) return 0;
      if (score >= beta) {
        if (this.lowerBounds) this.put(hA, hB, clamp(score) + MAX_SCORE - 2 * MIN_SCORE + 2);
        return score;
      }
      if (score > alpha) alpha = score;
    }
    this.putUpper(hA, hB, alpha);
    return alpha;
  }

  private stop(): number {
    this.stopped = true;
    return 0;
  }
}

/** The first round of the table's mixing: the key's high 21 bits xor a hash of its low 28 (see Searcher's table). */
const hashHi = (keyLo: number, keyHi: number): number => keyHi ^ (mix(keyLo) & 0x1fffff);
/** The second round: the key's low 28 bits xor a hash of the first round's result. */
const hashLo = (keyLo: number, hB: number): number => keyLo ^ (mix(hB) & 0xfffffff);

/** A 32-bit hash whose every bit depends on every bit of x (MurmurHash3's finalizer): the buckets come from its low bits. */
function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return x ^ (x >>> 16);
}

const clamp = (score: number): number => (score < MIN_SCORE ? MIN_SCORE : score > MAX_SCORE ? MAX_SCORE : score);

/** Whether the player to move (stones cL/cH, all stones mL/mH) can win with one stone. */
export function canWin(cL: number, cH: number, mL: number, mH: number): boolean {
  return ((winLo(cL, cH, mL) & (mL + BOTTOM_LO)) | (winHi(cL, cH, mH) & (mH + BOTTOM_HI))) !== 0;
}
