/**
 * UCB1 = W/N + C·√(ln N(parent) / N) computed as the compiled UCT yardstick
 * (../shared/bench/connect4/mcts_ref.cpp, g++ -O3 -march=native, glibc 2.36
 * on x86-64) computes it, so that both our searchers (src/search/mcts.ts and
 * Connect-4's fast src/games/connect4/uct.ts) make its choices bit for bit:
 *
 * - `log(N)` for the integers, as glibc gives them: glibc's `log` is within
 *   0.52 ulp, V8's `Math.log` (fdlibm) within 1 ulp, and they differ on about
 *   1 % of the integers; glibc's is the correctly rounded value except on the
 *   integers of `GLIBC_ULP_OFF` (checked against mpmath on 1..2,000,000);
 * - UCB1, which g++ contracts into one fused multiply-add, C·√(…) + W/N with
 *   a single rounding: `beats` orders two children by the plain sum, and when
 *   the sum is too close to tell, by `fusedUcb`, exactly.
 *
 * Both are deterministic on every machine (integer and IEEE arithmetic only).
 */

/** |a − b| at most this share of a + b: too close for the plain sum to order; fusedUcb decides. */
export const NEAR = 1e-14;

/**
 * Whether a child with mean `a` and root term `s` = √(ln N(parent) / N) beats
 * the best so far (UCB1 `bestU` = bestA + c·bestS), strictly, as the fused
 * multiply-add orders them (the same a and s: the same value, not higher).
 */
export function beats(c: number, a: number, s: number, bestU: number, bestA: number, bestS: number): boolean {
  const u = a + c * s;
  const d = u - bestU;
  const tol = NEAR * (u + bestU);
  return d > tol || (d >= -tol && (a !== bestA || s !== bestS) && fusedUcb(c, s, a) > fusedUcb(c, bestS, bestA));
}

/**
 * The integers N ≤ 2,000,000 whose glibc 2.36 `log` (x86-64, its FMA variant)
 * is not the correctly rounded value, with the direction it is off by one ulp
 * (positive: one ulp above). Found by comparing glibc's bits with mpmath's
 * log at 120 bits rounded to the nearest; above 2,000,000 none is known.
 */
const GLIBC_ULP_OFF: readonly (readonly [number, 1 | -1])[] = [
  [9170, 1],
  [136837, 1],
  [141614, 1],
  [147674, 1],
  [277862, 1],
  [278555, 1],
  [330034, -1],
  [351497, -1],
  [372772, -1],
  [394915, -1],
  [416542, -1],
  [504274, 1],
  [507328, -1],
  [557003, 1],
  [622817, 1],
  [658711, -1],
  [664679, 1],
  [672295, -1],
  [699095, 1],
  [721368, 1],
  [822630, -1],
  [832164, 1],
  [843741, -1],
  [900741, -1],
  [1006553, 1],
  [1070557, -1],
  [1071347, -1],
  [1083589, 1],
  [1096588, -1],
  [1106346, -1],
  [1147879, -1],
  [1154500, 1],
  [1203295, -1],
  [1225733, 1],
  [1229685, 1],
  [1243783, 1],
  [1303354, 1],
  [1313338, 1],
  [1358636, 1],
  [1383131, -1],
  [1392511, -1],
  [1393959, 1],
  [1441959, 1],
  [1512573, 1],
  [1513253, 1],
  [1574769, 1],
  [1670159, -1],
  [1713756, 1],
  [1735226, -1],
  [1782331, 1],
  [1878149, 1],
  [1908407, 1],
  [1959253, 1],
  [1965771, -1],
];

let logs = new Float64Array(0);

/** `log(n)` for the integers 0..n at least (entry 0 is −∞), as glibc gives them; grown as needed, kept for the process. */
export function glibcLogs(n: number): Float64Array {
  if (n < logs.length) return logs;
  const old = logs;
  logs = new Float64Array(Math.max(n + 1, 2 * old.length, 1024));
  logs.set(old);
  for (let k = old.length; k < logs.length; k++) logs[k] = k === 0 ? -Infinity : correctLog(k);
  for (const [k, off] of GLIBC_ULP_OFF) {
    // Only the entries just computed (a typed array reads undefined past its end).
    const computed = k >= old.length ? logs[k] : undefined;
    if (computed !== undefined) logs[k] = nextDouble(computed, off);
  }
  return logs;
}

// Double-double arithmetic (Dekker; Knuth's two-sum): a value is hi + lo, |lo| ≤ ulp(hi) / 2. Results in rh, rl.
let rh = 0;
let rl = 0;
const SPLIT = 134217729; // 2^27 + 1

function twoProduct(a: number, b: number): void {
  const p = a * b;
  let t = SPLIT * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = SPLIT * b;
  const bh = t - (t - b);
  const bl = b - bh;
  rh = p;
  rl = ah * bh - p + ah * bl + al * bh + al * bl;
}

function ddAdd(ah: number, al: number, bh: number, bl: number): void {
  const s = ah + bh;
  const v = s - ah;
  const e = ah - (s - v) + (bh - v) + al + bl;
  rh = s + e;
  rl = e - (rh - s);
}

function ddMul(ah: number, al: number, bh: number, bl: number): void {
  twoProduct(ah, bh);
  const p = rh;
  const e = rl + (ah * bl + al * bh);
  rh = p + e;
  rl = e - (rh - p);
}

const LN2_HI = 0.6931471805599453;
const LN2_LO = 2.3190468138462996e-17;

/**
 * ln n correctly rounded (n a positive integer below 2^53), from n = 2^k·m with m in [√½, √2]:
 * k·ln 2 + 2·atanh s, s = (m − 1)/(m + 1), the series in double-double to 2^-106.
 */
function correctLog(n: number): number {
  let k = 0;
  let m = n;
  while (m > Math.SQRT2) {
    m /= 2;
    k++;
  }
  // s = (m − 1)/(m + 1): m − 1 is exact; m + 1 as a double-double; the quotient refined once.
  const num = m - 1;
  const den = m + 1;
  const denLo = m - (den - 1);
  const q1 = num / den;
  ddMul(den, denLo, q1, 0);
  ddAdd(num, 0, -rh, -rl);
  const q2 = rh / den;
  const sh = q1 + q2;
  const sl = q2 - (sh - q1);
  ddMul(sh, sl, sh, sl);
  const s2h = rh;
  const s2l = rl;
  // Σ s^2j / (2j + 1), j = 0..20, by Horner; 1/(2j + 1) as a double-double.
  let th = 1 / 43;
  let tl = 0;
  for (let j = 20; j >= 0; j--) {
    ddMul(th, tl, s2h, s2l);
    const ph = rh;
    const pl = rl;
    const d = 2 * j + 1;
    const ch = 1 / d;
    twoProduct(ch, d);
    ddAdd(ph, pl, ch, -(rh - 1 + rl) / d);
    th = rh;
    tl = rl;
  }
  ddMul(th, tl, sh, sl);
  const lh = 2 * rh;
  const ll = 2 * rl;
  twoProduct(k, LN2_HI);
  ddAdd(rh, rl + k * LN2_LO, lh, ll);
  return rh + rl;
}

/** Eight bytes read as a double or as a 64-bit integer (the same byte order both ways). */
const bits = new DataView(new ArrayBuffer(8));

/** The next double above (up = 1) or below (−1) a positive finite x. */
function nextDouble(x: number, up: 1 | -1): number {
  bits.setFloat64(0, x);
  bits.setBigInt64(0, bits.getBigInt64(0) + BigInt(up));
  return bits.getFloat64(0);
}

// ---- UCB1 with one rounding ---------------------------------------------------------------------

/** A non-negative finite double as m · 2^e, m a whole number. */
function split(x: number): [bigint, number] {
  bits.setFloat64(0, x);
  const b = bits.getBigInt64(0);
  const e = Number((b >> 52n) & 0x7ffn);
  const m = b & 0xfffffffffffffn;
  return e === 0 ? [m, -1074] : [m | (1n << 52n), e - 1075];
}

/**
 * c·s + a rounded once to the nearest (ties to even), as the fused
 * multiply-add g++ makes of UCB1: exact in integers, then one conversion
 * (ECMAScript's Number(bigint) rounds to the nearest, ties to even). For
 * non-negative finite arguments whose result is a normal double; slow (it
 * allocates): called only to settle a comparison the plain sum leaves close.
 */
export function fusedUcb(c: number, s: number, a: number): number {
  const [mc, ec] = split(c);
  const [ms, es] = split(s);
  const [ma, ea] = split(a);
  let m = mc * ms;
  let e = ec + es;
  if (m === 0n) {
    m = ma;
    e = ea;
  } else if (ma !== 0n) {
    if (ea >= e) m += ma << BigInt(ea - e);
    else {
      m = (m << BigInt(e - ea)) + ma;
      e = ea;
    }
  }
  return Number(m) * 2 ** e;
}
