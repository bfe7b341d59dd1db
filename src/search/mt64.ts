/**
 * The 64-bit Mersenne Twister (MT19937-64, C++'s `std::mt19937_64`), in
 * 32-bit halves: Monte Carlo tree search draws from it, so a seed gives the
 * same numbers on every machine as the compiled UCT yardstick
 * (../shared/bench/connect4/mcts_ref.cpp) does — `int(n)` is its `rng() % n`.
 * Seeding uses BigInt once; drawing uses 32-bit integer arithmetic only.
 */

/** Words in the generator's state: one twist makes this many numbers. */
export const MT_WORDS = 312;
const N = MT_WORDS;
const M = 156;

type Words = Uint32Array | Int32Array;

/** The state `std::mt19937_64(seed)` starts from, in halves (BigInt once: 312 products). */
export function seedWords(seed: number, hi: Words, lo: Words): void {
  const mask = (1n << 64n) - 1n;
  let x = BigInt.asUintN(64, BigInt(Math.trunc(seed)));
  for (let k = 0; k < N; k++) {
    hi[k] = Number(x >> 32n);
    lo[k] = Number(x & 0xffffffffn);
    x = (6364136223846793005n * (x ^ (x >> 62n)) + BigInt(k + 1)) & mask;
  }
}

/** One twist of the state, in place: the next 312 words, before tempering. Either array type holds the same bits. */
export function twist(hi: Words, lo: Words): void {
  // k, j and m are below N, the length of both arrays.
  for (let k = 0; k < N; k++) {
    const j = k + 1 === N ? 0 : k + 1;
    const m = k + M < N ? k + M : k + M - N;
    // x = the upper 33 bits of word k, the lower 31 of word k + 1; then x >> 1, xor A when x is odd.
    const xHi = hi[k]!;
    const xLo = (lo[k]! & 0x80000000) | (lo[j]! & 0x7fffffff);
    let aHi = xHi >>> 1;
    let aLo = (xLo >>> 1) | (xHi << 31);
    if ((xLo & 1) !== 0) {
      aHi ^= 0xb5026f5a;
      aLo ^= 0xa96619e9;
    }
    hi[k] = hi[m]! ^ aHi;
    lo[k] = lo[m]! ^ aLo;
  }
}

export class Mt64 {
  private readonly hi = new Uint32Array(N);
  private readonly lo = new Uint32Array(N);
  private i = N;
  /** The last draw, in halves (read by `int` and `float`). */
  private yHi = 0;
  private yLo = 0;

  constructor(seed: number) {
    seedWords(seed, this.hi, this.lo);
  }

  /** The next 64-bit number, left in yHi/yLo (tempered as the standard says). */
  private draw(): void {
    if (this.i >= N) {
      twist(this.hi, this.lo);
      this.i = 0;
    }
    // i < N, the arrays' length: a twist has just run when it reached N.
    let h = this.hi[this.i]!;
    let l = this.lo[this.i]!;
    this.i++;
    // y ^= (y >> 29) & 0x5555555555555555
    l ^= ((l >>> 29) | (h << 3)) & 0x55555555;
    h ^= (h >>> 29) & 0x55555555;
    // y ^= (y << 17) & 0x71D67FFFEDA60000
    const sh = (h << 17) | (l >>> 15);
    h ^= sh & 0x71d67fff;
    l ^= (l << 17) & 0xeda60000;
    // y ^= (y << 37) & 0xFFF7EEE000000000
    h ^= (l << 5) & 0xfff7eee0;
    // y ^= y >> 43
    l ^= h >>> 11;
    this.yHi = h >>> 0;
    this.yLo = l >>> 0;
  }

  /** An integer in [0, n): the next number modulo n (n < 2^21). */
  int(n: number): number {
    this.draw();
    return ((this.yHi % n) * (4294967296 % n) + (this.yLo % n)) % n;
  }

  /** A float in [0, 1): the next number's top 53 bits. */
  next(): number {
    this.draw();
    return ((this.yHi >>> 11) * 4294967296 + this.yLo) / 9007199254740992;
  }

  /** The next number as an unsigned decimal string (for checks against std::mt19937_64). */
  nextString(): string {
    this.draw();
    return ((BigInt(this.yHi) << 32n) | BigInt(this.yLo)).toString();
  }
}
