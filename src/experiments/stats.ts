/**
 * Comparing our win rate with the thesis's: both are samples (ours of n
 * seeded games, the thesis's of 100 unseeded ones), so the question is a
 * two-sample one — Fisher's exact test on the 2×2 table of wins and losses —
 * and with dozens of rows compared at once the p-values are adjusted for
 * multiplicity (Holm's step-down method, which controls the family-wise error
 * without assuming independence).
 */
import { entryAt } from '../games/entry.ts';

/** ln(k!) for k = 0…n, by summing logs (exact enough for the table sizes here, n ≤ a few thousand). */
function logFactorials(n: number): Float64Array {
  const out = new Float64Array(n + 1);
  let sum = 0; // ln 0! = ln 1! = 0
  for (let k = 2; k <= n; k++) {
    sum += Math.log(k);
    out[k] = sum;
  }
  return out;
}

/**
 * Two-sided Fisher exact test of a1 successes in n1 trials against a2 in n2:
 * the probability, with the margins fixed, of a table at most as likely as the
 * one observed (the usual "sum of small p" two-sided rule, as R's fisher.test).
 */
export function fisherExact(a1: number, n1: number, a2: number, n2: number): number {
  const successes = a1 + a2;
  const total = n1 + n2;
  const lf = logFactorials(total);
  // Hypergeometric probability of x successes in the first sample (every k below is in 0…total for x in lo…hi).
  const f = (k: number): number => entryAt(lf, k);
  const logP = (x: number) => f(successes) + f(total - successes) + f(n1) + f(n2) - f(total) - f(x) - f(n1 - x) - f(successes - x) - f(n2 - successes + x);
  const lo = Math.max(0, successes - n2);
  const hi = Math.min(n1, successes);
  const observed = logP(a1);
  let p = 0;
  for (let x = lo; x <= hi; x++) {
    const lp = logP(x);
    // A relative tolerance, as R uses, so that tables as likely as the observed one count despite rounding.
    if (lp <= observed + 1e-7) p += Math.exp(lp);
  }
  return Math.min(1, p);
}

/** Holm's adjusted p-values, in the order given: reject at level α where adjusted ≤ α. */
export function holm(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, i) => [p, i] as const).sort((a, b) => a[0] - b[0]);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach(([p, i], rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[i] = running;
  });
  return adjusted;
}
