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
import { BOARD_HI, BOARD_LO, BOTTOM_HI, BOTTOM_LO, CELLS, CENTRE_ORDER, COLUMN_HI, COLUMN_LO, MAX_SCORE, MIN_SCORE, TOP_HI, TOP_LO, popcount, winHi, winLo } from './solver-board.ts';

/** Table slots: 2^23, as Pons' table (8,388,593 slots), 5 bytes each. */
const TABLE_BITS = 23;
const TABLE_SIZE = 1 << TABLE_BITS;
const INDEX_MASK = TABLE_SIZE - 1;
/** Slots written since the last clear that are remembered one by one; past this, a clear wipes the whole table. */
const DIRTY_CAPACITY = 1 << 18;
/** A stored value above this is a lower bound (Pons' part 10 encoding); from 1 to it, an upper bound; 0, nothing. */
const UPPER_TOP = MAX_SCORE - MIN_SCORE + 1;

/** One search's state: its node count and budget, its table, its move lists. */
export class Searcher {
  nodes = 0;
  budget = Number.MAX_SAFE_INTEGER;
  stopped = false;
  /** Strong search options: order by threats created (rung `threats`), keep lower bounds (rung `bounds`). */
  sortThreats = false;
  lowerBounds = false;
  /** The column order of the alpha-beta search (0-based columns). */
  order: Int32Array = CENTRE_ORDER;

  // The table: key = cur + mask, unique to a position.
  private keys: Uint32Array | undefined;
  private vals: Uint8Array | undefined;
  private readonly dirty = new Int32Array(DIRTY_CAPACITY);
  private dirtyCount = 0;
  private overflow = false;

  // Move lists of the strong search, by number of moves played (depth): 7 a position.
  private readonly mvLo = new Int32Array((CELLS + 1) * 7);
  private readonly mvHi = new Int32Array((CELLS + 1) * 7);
  private readonly mvScore = new Int32Array((CELLS + 1) * 7);

  /** Starts a search: no nodes, the budget given. */
  reset(budget: number): void {
    this.nodes = 0;
    this.budget = budget;
    this.stopped = false;
  }

  /** Empties the table (allocated on first use: 40 MB). */
  clearTable(): void {
    if (this.vals === undefined) {
      this.keys = new Uint32Array(TABLE_SIZE);
      this.vals = new Uint8Array(TABLE_SIZE);
      return;
    }
    if (this.overflow) this.vals.fill(0);
    else for (let i = 0; i < this.dirtyCount; i++) this.vals[this.dirty[i]!] = 0;
    this.dirtyCount = 0;
    this.overflow = false;
  }

  // The key (49 bits) is split into its low 23 bits and the rest (the check, 26 bits); the slot is the low bits
  // xor a hash of the check, so slot and check give the key back: two positions never share an entry.
  private get(keyLo: number, keyHi: number): number {
    const check = (keyLo >>> TABLE_BITS) | (keyHi << (28 - TABLE_BITS));
    const slot = (keyLo ^ (Math.imul(check, 0x9e3779b1) >>> (32 - TABLE_BITS))) & INDEX_MASK;
    return this.keys![slot] === check ? this.vals![slot]! : 0;
  }

  private put(keyLo: number, keyHi: number, value: number): void {
    const check = (keyLo >>> TABLE_BITS) | (keyHi << (28 - TABLE_BITS));
    const slot = (keyLo ^ (Math.imul(check, 0x9e3779b1) >>> (32 - TABLE_BITS))) & INDEX_MASK;
    const vals = this.vals!;
    if (vals[slot] === 0) {
      if (this.dirtyCount < DIRTY_CAPACITY) this.dirty[this.dirtyCount++] = slot;
      else this.overflow = true;
    }
    this.keys![slot] = check;
    vals[slot] = value;
  }

  /** Stores "the score is at most `score`" (clamped to the possible scores, so it stays true). */
  private putUpper(keyLo: number, keyHi: number, score: number): void {
    this.put(keyLo, keyHi, clamp(score) - MIN_SCORE + 1);
  }

  /** Minimax as negamax, no pruning (Pons part 3): a full board is a draw; a win at once ends the node. */
  minimax(cL: number, cH: number, mL: number, mH: number, moves: number): number {
    if (++this.nodes > this.budget) return this.stop();
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
    if (++this.nodes > this.budget) return this.stop();
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
      const score = -this.alphabeta(cL ^ mL, cH ^ mH, mL | ((mL + BOTTOM_LO) & COLUMN_LO[c]!), mH | ((mH + BOTTOM_HI) & COLUMN_HI[c]!), moves + 1, -beta, -alpha);
      if (this.stopped) return 0;
      if (score >= beta) return score;
      if (score > alpha) alpha = score;
    }
    return alpha;
  }

  /** Alpha-beta, centre first, with a table of upper bounds (Pons part 6; part 7 drives it with null windows). */
  table(cL: number, cH: number, mL: number, mH: number, moves: number, alpha: number, beta: number): number {
    if (++this.nodes > this.budget) return this.stop();
    if (moves === CELLS) return 0;
    if (canWin(cL, cH, mL, mH)) return (CELLS + 1 - moves) >> 1;
    let max = (CELLS - 1 - moves) >> 1;
    const keyLo = cL + mL;
    const keyHi = cH + mH;
    const val = this.get(keyLo, keyHi);
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
    this.putUpper(keyLo, keyHi, alpha);
    return alpha;
  }

  /**
   * The strong search (Pons parts 8–10), for a position whose player to move
   * cannot win at once: only moves that do not lose at once are played (none:
   * the player loses with the opponent's next stone), the score is bounded
   * below by a loss after the opponent's next move and above by the table,
   * and with `sortThreats` the moves are tried by the winning spots they
   * create, centre first on ties.
   */
  strong(cL: number, cH: number, mL: number, mH: number, moves: number, alpha: number, beta: number): number {
    if (++this.nodes > this.budget) return this.stop();
    const oL = cL ^ mL;
    const oH = cH ^ mH;
    const oppLo = winLo(oL, oH, mL);
    const oppHi = winHi(oL, oH, mH);
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
    const keyLo = cL + mL;
    const keyHi = cH + mH;
    const val = this.get(keyLo, keyHi);
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
    const mvLo = this.mvLo;
    const mvHi = this.mvHi;
    const mvScore = this.mvScore;
    let n = 0;
    // Inserted from the edge inwards and taken from the end, so ties go centre first.
    for (let i = 6; i >= 0; i--) {
      const c = CENTRE_ORDER[i]!;
      const lo = nLo & COLUMN_LO[c]!;
      const hi = nHi & COLUMN_HI[c]!;
      if ((lo | hi) === 0) continue;
      let j = n++;
      if (this.sortThreats) {
        const s = popcount(winLo(cL | lo, cH | hi, mL)) + popcount(winHi(cL | lo, cH | hi, mH));
        for (; j > 0 && mvScore[base + j - 1]! > s; j--) {
          mvLo[base + j] = mvLo[base + j - 1]!;
          mvHi[base + j] = mvHi[base + j - 1]!;
          mvScore[base + j] = mvScore[base + j - 1]!;
        }
        mvScore[base + j] = s;
      }
      mvLo[base + j] = lo;
      mvHi[base + j] = hi;
    }
    while (n > 0) {
      n--;
      const score = -this.strong(oL, oH, mL | mvLo[base + n]!, mH | mvHi[base + n]!, moves + 1, -beta, -alpha);
      if (this.stopped) return 0;
      if (score >= beta) {
        if (this.lowerBounds) this.put(keyLo, keyHi, clamp(score) + MAX_SCORE - 2 * MIN_SCORE + 2);
        return score;
      }
      if (score > alpha) alpha = score;
    }
    this.putUpper(keyLo, keyHi, alpha);
    return alpha;
  }

  private stop(): number {
    this.stopped = true;
    return 0;
  }
}

const clamp = (score: number): number => (score < MIN_SCORE ? MIN_SCORE : score > MAX_SCORE ? MAX_SCORE : score);

/** Whether the player to move (stones cL/cH, all stones mL/mH) can win with one stone. */
export function canWin(cL: number, cH: number, mL: number, mH: number): boolean {
  return ((winLo(cL, cH, mL) & (mL + BOTTOM_LO)) | (winHi(cL, cH, mH) & (mH + BOTTOM_HI))) !== 0;
}
