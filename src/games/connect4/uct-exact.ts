/**
 * The random numbers of the compiled UCT yardstick (../shared/bench/connect4/mcts_ref.cpp),
 * `rng() % n` of `std::mt19937_64`, drawn fast for uct.ts: in blocks of 312
 * (one twist, src/search/mt64.ts's) and kept modulo 420 = lcm(1..7), so that
 * `rng() % n` for any n ≤ 7 is `PICK`'s lookup, with no 64-bit arithmetic per
 * draw (`Mt64.int`, whose floating-point modulo costs about 20 ns a draw, is
 * the check: the same numbers). UCB1's exact arithmetic is src/search/ucb.ts.
 */
import { MT_WORDS, seedWords, twist } from '../../search/mt64.ts';

/** Draws per block: one twist of the generator's 312 words. */
export const BLOCK = MT_WORDS;

/** lcm(1, …, 7): `x % n` = `(x % 420) % n` for every n ≤ 7. */
export const MODULUS = 420;
const INV_MODULUS = 1 / MODULUS;

/**
 * `PICK[set · 420 + x]`: the (x mod popcount(set))-th column (0-based, from
 * the left) of a set of columns (bit c for column c, 1..127): the C++'s
 * `cols[rng() % n]` over the columns of the set listed in order.
 */
export const PICK = (() => {
  const t = new Uint8Array(128 * MODULUS);
  for (let set = 1; set < 128; set++) {
    const cols: number[] = [];
    for (let c = 0; c < 7; c++) if ((set >> c) & 1) cols.push(c);
    for (let x = 0; x < MODULUS; x++) t[set * MODULUS + x] = cols[x % cols.length]!; // set ≥ 1: cols is not empty
  }
  return t;
})();

let seededFor = NaN;
const seededHi = new Int32Array(BLOCK);
const seededLo = new Int32Array(BLOCK);

/**
 * The 64-bit Mersenne Twister in 32-bit halves, drawn a block at a time:
 * `out[0..311]` holds the next 312 numbers modulo 420.
 */
export class Mt64Blocks {
  private readonly hi = new Int32Array(BLOCK);
  private readonly lo = new Int32Array(BLOCK);
  readonly out = new Uint16Array(BLOCK);

  /** Seeds as `std::mt19937_64(seed)` (the last seed's state is kept, so seeding again costs a copy). */
  seed(seed: number): void {
    if (seed !== seededFor) {
      seedWords(seed, seededHi, seededLo);
      seededFor = seed;
    }
    this.hi.set(seededHi);
    this.lo.set(seededLo);
  }

  /** The next block: twist (as Mt64's), temper each word, and keep it modulo 420. */
  refill(): void {
    const hi = this.hi;
    const lo = this.lo;
    twist(hi, lo);
    const out = this.out;
    // Per draw, unchecked: k < BLOCK, the length of hi and lo.
    for (let k = 0; k < BLOCK; k++) {
      let h = hi[k]!;
      let l = lo[k]!;
      l ^= ((l >>> 29) | (h << 3)) & 0x55555555;
      h ^= (h >>> 29) & 0x55555555;
      h ^= ((h << 17) | (l >>> 15)) & 0x71d67fff;
      l ^= (l << 17) & 0xeda60000;
      h ^= (l << 5) & 0xfff7eee0;
      l ^= h >>> 11;
      // y mod 420 = (hi · (2^32 mod 420 = 256) + lo) mod 420, the sum below 2^41: exact in a double, and the quotient's
      // floor exact (its fraction is at least 0.5 / 420 from a whole number, far above the rounding error).
      const x = (h >>> 0) * 256 + (l >>> 0);
      out[k] = x - MODULUS * Math.floor((x + 0.5) * INV_MODULUS);
    }
  }
}
