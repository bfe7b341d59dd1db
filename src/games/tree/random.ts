/**
 * Random explicit trees, for the editor's "generate", property tests and
 * benchmarks. Deterministic: the same options and seed give the same tree.
 */
import { rng } from '../rng.ts';
import { entryAt } from '../entry.ts';
import { NO_CHILDREN, assignPathIds, type TreeNode } from './tree.ts';
import type { Turn } from '../../search/game.ts';

export interface RandomTreeOptions {
  /** Children per node at each level (the last entry repeats); e.g. [3] or [2, 3, 2]. */
  branching: number[];
  /** Levels of inner nodes above the leaves. */
  depth: number;
  /** Leaf values are integers in [min, max]. */
  min?: number;
  max?: number;
  /** Kind of each level from the root: default max/min alternating. `chance` levels get random probabilities. */
  levels?: Turn[];
  /** When set, each inner node has between `fewest` (default 1) and its level's branching children, at random. */
  ragged?: boolean;
  fewest?: number;
  /** Chance levels: split probability uniformly instead of at random. */
  uniform?: boolean;
  /** Chance levels: probabilities in tenths (0.1 … 0.9, as exercises on paper use), at random. */
  tenths?: boolean;
  seed: number;
}

/** How many nodes `randomTree` makes with this branching and depth (the most, if ragged): known before making any. */
export function randomTreeSize(branching: readonly number[], depth: number): number {
  let level = 1;
  let total = 1;
  for (let d = 0; d < depth && total <= Number.MAX_SAFE_INTEGER; d++) {
    level *= branching[Math.min(d, branching.length - 1)] ?? 2;
    total += level;
  }
  return total;
}

export function randomTree(options: RandomTreeOptions): TreeNode {
  const r = rng(options.seed);
  const min = options.min ?? 0;
  const max = options.max ?? 20;
  const kindAt = (level: number): Turn => options.levels?.[level] ?? (level % 2 === 0 ? 'max' : 'min');
  const branchingAt = (level: number): number => options.branching[Math.min(level, options.branching.length - 1)] ?? 2;
  const make = (level: number, p: number): TreeNode => {
    if (level >= options.depth) {
      return { id: '', auto: true, kind: 'leaf', value: min + r.int(max - min + 1), children: NO_CHILDREN, p };
    }
    const kind = kindAt(level);
    const most = branchingAt(level);
    const fewest = Math.min(most, Math.max(1, options.fewest ?? 1));
    const b = options.ragged === true ? fewest + r.int(most - fewest + 1) : most;
    const ps = kind !== 'chance' ? null : options.tenths === true ? tenths(b, r) : probabilities(b, options.uniform === true ? null : r);
    // Made in order, left to right (the random numbers are drawn in that order); b children, each with its edge's p.
    const children = (ps ?? new Array<number>(b).fill(NaN)).map((q) => make(level + 1, q));
    return { id: '', auto: true, kind, value: NaN, children, p };
  };
  return assignPathIds(make(0, NaN));
}

/** n probabilities summing to 1: uniform, or random weights 1–9 normalised (none zero). */
function probabilities(n: number, r: ReturnType<typeof rng> | null): number[] {
  if (r === null || n === 1) return Array.from({ length: n }, () => 1 / n);
  const weights = Array.from({ length: n }, () => 1 + r.int(9));
  const total = weights.reduce((a, b) => a + b, 0);
  const ps = weights.map((w) => w / total);
  // Make the sum exactly 1 despite rounding: the last share takes the remainder.
  ps[n - 1] = 1 - ps.slice(0, -1).reduce((a, b) => a + b, 0);
  return ps;
}

/** n probabilities in tenths, each at least 0.1, summing to exactly 1 (n ≤ 10). */
function tenths(n: number, r: ReturnType<typeof rng>): number[] {
  if (n > 10) return probabilities(n, r);
  // Ten tenths: each child one, the rest handed out at random.
  const counts = new Array<number>(n).fill(1);
  for (let left = 10 - n; left > 0; left--) {
    const k = r.int(n);
    counts[k] = entryAt(counts, k) + 1;
  }
  // c / 10 is the double nearest each tenth: they sum to 1 within the trees' tolerance, and print as 0.3, not 0.30000000000000004.
  return counts.map((c) => c / 10);
}
