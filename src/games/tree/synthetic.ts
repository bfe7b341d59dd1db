/**
 * A uniform random game tree that is never stored: a state is a number
 * (its index in the complete tree, times 16, plus its level), its children
 * are computed, and a leaf's value is a hash of its index and a seed. Big
 * trees (millions of nodes) cost no memory, so benchmarks measure the
 * searchers and the tracer rather than the garbage collector walking a
 * million tree objects. Levels repeat `levels` from the root; chance nodes
 * split probability evenly.
 */
import type { Game, Turn } from '../../search/game.ts';

export class SyntheticTree implements Game<number, number> {
  readonly root = 0;
  private readonly moves: number[];

  constructor(
    readonly branching: number,
    readonly depth: number,
    private readonly levels: readonly Turn[] = ['max', 'min'],
    private readonly seed = 1,
    /** Leaf values are integers in [0, range). */
    private readonly range = 1000,
  ) {
    if (depth > 15) throw new Error('SyntheticTree: at most 15 levels');
    this.moves = Array.from({ length: branching }, (_, i) => i);
  }

  /** Number of nodes in the whole tree. */
  get size(): number {
    return (this.branching ** (this.depth + 1) - 1) / (this.branching - 1);
  }

  turn(state: number): Turn {
    return this.levels[(state & 15) % this.levels.length]!; // per node, unchecked: x % length < length
  }

  actions(): readonly number[] {
    return this.moves;
  }

  result(state: number, action: number): number {
    const index = (state - (state & 15)) / 16;
    return (index * this.branching + action + 1) * 16 + (state & 15) + 1;
  }

  probability(): number {
    return 1 / this.branching;
  }

  isTerminal(state: number): boolean {
    return (state & 15) === this.depth;
  }

  evaluate(state: number): number {
    // A 32-bit integer hash of the index and the seed (lowbias32).
    let x = (((state - (state & 15)) / 16) ^ Math.imul(this.seed, 0x9e3779b1)) >>> 0;
    x ^= x >>> 16;
    x = Math.imul(x, 0x7feb352d);
    x ^= x >>> 15;
    x = Math.imul(x, 0x846ca68b);
    x ^= x >>> 16;
    return (x >>> 0) % this.range;
  }
}
