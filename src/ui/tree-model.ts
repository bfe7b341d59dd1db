/**
 * What <search-tree> draws, kept apart from the DOM: the tree's index for its
 * trace, node ids → positions, the layout with the collapsed nodes folded and
 * the nodes hidden under them. Rebuilt only when (tree, trace) or the
 * collapsed nodes change; `version` counts the layouts, so the element knows
 * when to find its drawn elements again.
 */
import type { TreeNode } from '../games/tree/tree.ts';
import type { Trace } from '../trace/trace.ts';
import { layoutTree, type Layout, type Spacing } from './layout.ts';
import { hiddenBy, indexTree, type TreeIndex } from '../app/tree-view.ts';

export class TreeModel {
  index: TreeIndex | null = null;
  /** Node id → position in the index. */
  positions = new Map<string, number>();
  layout: Layout | null = null;
  /** The collapsed nodes the layout was made for. */
  layoutFor: ReadonlySet<number> | null = null;
  /** Per node: 1 when hidden under a collapsed node. */
  hidden: Uint8Array = new Uint8Array(0);
  /** Bumped at every new layout. */
  version = 0;
  /** The index no longer matches (tree, trace). */
  private stale = true;

  /** The tree or its trace changed. */
  invalidate(): void {
    this.stale = true;
  }

  /** What the layout spaces for changed (the mini boards): lay out again. */
  relayout(): void {
    this.layoutFor = null;
  }

  /** Brings the index up to date with (tree, trace); true when it was rebuilt. */
  reindex(tree: TreeNode | null, trace: Trace | null): boolean {
    if (!this.stale) return false;
    this.stale = false;
    this.layout = null;
    this.layoutFor = null;
    this.index = tree === null ? null : indexTree(tree, trace);
    this.positions = new Map(this.index?.nodes.map((n, i) => [n.id, i]));
    return true;
  }

  /** Lays the tree out with `collapsed` folded, unless it already is; `spacing` is asked only then. */
  lay(collapsed: ReadonlySet<number>, spacing: () => Spacing): void {
    if (this.index === null || (this.layout !== null && sameSet(collapsed, this.layoutFor))) return;
    this.layoutFor = collapsed;
    this.hidden = hiddenBy(this.index, collapsed);
    this.layout = layoutTree(this.index, collapsed, spacing());
    this.version++;
  }

  /** Node `i` if it is drawn, else its nearest drawn ancestor; the root for none (-1). */
  drawnAncestor(i: number): number {
    if (this.index === null || i < 0) return 0;
    while (i > 0 && this.hidden[i] === 1) i = this.index.parent[i]!;
    return i;
  }
}

function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number> | null): boolean {
  if (b === null || a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}
