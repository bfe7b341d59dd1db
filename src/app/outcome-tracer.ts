/**
 * A Tracer that records nothing but what a search's answer lists: the
 * leaves evaluated and the children cutoffs skipped, by id, in order — the
 * `evaluated` and `pruned` of `tutor search --json`, as the trace would give
 * them, without the recorder's rows (a batch of 100,000 small trees runs at
 * the searchers' speed). Every other event is ignored.
 */
import type { NodeKind } from '../search/game.ts';
import type { Tracer } from '../search/tracer.ts';

export class OutcomeTracer<S> implements Tracer<S> {
  /** Leaf ids in evaluation order (terminals and nodes at the depth limit). */
  readonly evaluated: string[] = [];
  /** Ids of the children cutoffs skipped (roots of pruned subtrees), in order. */
  readonly pruned: string[] = [];
  /** The state last entered: a searcher evaluates a leaf right after entering it (SearchRun.leaf). */
  private last: S | undefined;

  constructor(private readonly id: (state: S) => string) {}

  enter(_node: number, _parent: number, state: S): void {
    this.last = state;
  }

  evaluate(): void {
    // Per leaf, unchecked: a searcher enters every node before it evaluates it (SearchRun.leaf), so `last` is set.
    this.evaluated.push(this.id(this.last!));
  }

  skip(_node: number, _parent: number, state: S, _kind: NodeKind): void {
    this.pruned.push(this.id(state));
  }

  update(): void {}
  bound(): void {}
  prune(): void {}
  average(): void {}
  exit(): void {}
  hit(): void {}
  store(): void {}
  iteration(): void {}
  probe(): void {}
}
