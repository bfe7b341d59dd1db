/**
 * A seeded pseudo-random generator, injected wherever the tutor needs chance
 * (random trees, 2048 spawns, experiments), so the same seed gives the same
 * sequence on every machine: mulberry32, 32-bit integer arithmetic only.
 */
import type { IntRange } from './input.ts';

/** The seeds a user may give (links, the CLI's flags, saved records): 0 … 2^32 − 1, as `rng` uses a seed modulo 2^32. */
export const SEED_RANGE: IntRange = { min: 0, max: 0xffff_ffff };

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
}

export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n) };
}
