/**
 * What <search-tree> draws, kept apart from the DOM: the tree (a ViewTree,
 * its node ids → positions), the layout with the collapsed nodes folded and
 * the nodes hidden under them; and the nodes inside any rectangle of the
 * drawing, found with a binary search per level of the layout: a tree of half a million nodes draws only
 * the few hundred in view. Rebuilt only when the tree or the collapsed nodes
 * change; `version` counts the layouts.
 */
import { layoutTree, type Layout, type Spacing } from '../../app/layout.ts';
import type { ViewTree } from '../../app/view-tree.ts';
import type { Box, View } from './camera.ts';

export class TreeModel {
  index: ViewTree | null = null;
  layout: Layout | null = null;
  /** The collapsed nodes the layout was made for. */
  layoutFor: ReadonlySet<number> | null = null;
  /** Per node: 1 when hidden under a collapsed node. */
  hidden: Uint8Array = new Uint8Array(0);
  /** Bumped at every new layout. */
  version = 0;
  /** A layout given with the tree (made in the worker), used while nothing is collapsed. */
  private given: Layout | null = null;

  /** A new tree, with its layout if one was made for it. */
  setTree(index: ViewTree | null, layout: Layout | null): void {
    this.index = index;
    this.given = layout;
    this.layout = null;
    this.layoutFor = null;
  }

  /** What the layout spaces for changed (the mini boards): lay out again. */
  relayout(): void {
    this.layoutFor = null;
    this.given = null;
  }

  /** Lays the tree out with `collapsed` folded, unless it already is; `spacing` is asked only then. */
  lay(collapsed: ReadonlySet<number>, spacing: () => Spacing): void {
    const index = this.index;
    if (index === null || (this.layout !== null && sameSet(collapsed, this.layoutFor))) return;
    this.layoutFor = collapsed;
    // The layout replaced lends its arrays to the next (not the worker's: it is kept for when nothing is collapsed).
    const old = this.layout === this.given ? null : this.layout;
    this.layout = collapsed.size === 0 && this.given !== null ? this.given : layoutTree(index, collapsed, spacing(), undefined, old);
    this.hidden = hiddenOf(this.layout, index.count);
    this.version++;
  }

  /** The shown nodes whose centre lies inside `box`, level by level, at most `limit` (then null: too many to draw one by one). */
  nodesIn(box: Box, limit: number): number[] | null {
    const layout = this.layout;
    if (layout === null) return [];
    const out: number[] = [];
    const { levelStart, levelNodes, levelY } = layout;
    // By construction (layout.ts): levelStart has one entry more than levelY, levelNodes[from … to) are laid-out nodes.
    for (let d = 0; d < levelY.length; d++) {
      const y = levelY[d]!;
      if (!(y >= box.y0 && y <= box.y1)) continue;
      const from = levelStart[d]!;
      const to = levelStart[d + 1]!;
      for (let j = lowerBound(levelNodes, from, to, layout.x, box.x0); j < to; j++) {
        const i = levelNodes[j]!;
        if (layout.x[i]! > box.x1) break;
        if (out.length >= limit) return null;
        out.push(i);
      }
    }
    // In the tree's order (depth-first for a textbook tree), as the drawing lists them.
    return out.sort((a, b) => a - b);
  }

  /** Calls `each` for every shown node inside `box` with its level's index (what the canvas draws). */
  eachIn(box: Box, each: (i: number) => void): void {
    const layout = this.layout;
    if (layout === null) return;
    const { levelStart, levelNodes, levelY } = layout;
    // By construction (layout.ts): levelStart has one entry more than levelY, levelNodes[from … to) are laid-out nodes.
    for (let d = 0; d < levelY.length; d++) {
      const y = levelY[d]!;
      // A level just below the box still has edges reaching into it.
      if (!(y >= box.y0 && y <= box.y1 + (d > 0 ? y - levelY[d - 1]! : 0))) continue;
      const from = levelStart[d]!;
      const to = levelStart[d + 1]!;
      for (let j = lowerBound(levelNodes, from, to, layout.x, box.x0); j < to; j++) {
        const i = levelNodes[j]!;
        if (layout.x[i]! > box.x1) break;
        each(i);
      }
    }
  }

  /** Node `i` if it is drawn, else its nearest drawn ancestor; the root for none (-1). */
  drawnAncestor(i: number): number {
    if (this.index === null || i < 0) return 0;
    while (i > 0 && this.hidden[i] === 1) i = this.index.parent[i] ?? 0;
    return i;
  }
}

/** The first position in nodes[from … to) whose x is at least `x0`. */
function lowerBound(nodes: Int32Array, from: number, to: number, xs: Float64Array, x0: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    // from ≤ mid < to, within a level of laid-out nodes (see nodesIn).
    if (xs[nodes[mid]!]! < x0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number> | null): boolean {
  if (b === null || a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/** The most nodes drawn one by one; zoomed out past that, the canvas draws the shape. */
const MOST_DRAWN = 2500;
/** Trees up to this many nodes are drawn whole (every shown node, wherever the view is). */
const WHOLE = 300;
/** Around the frame, this much more is drawn (in frames), so small moves draw nothing new. */
const MARGIN = 0.3;

/** Which nodes to draw one by one for a view: those in the frame and a margin around it; found again only when the view leaves that part. */
export class DrawnWindow {
  private box: Box | null = null;
  private scale = 0;
  private drawn: number[] | null = [];

  /**
   * The nodes to draw under view `v` of a `frame`: a list, or null when too
   * many are in view (the canvas draws them); 'same' when they are those
   * found last. `always` looks again even inside the part found last.
   */
  find(model: TreeModel, v: View, frame: { width: number; height: number }, always: boolean): number[] | null | 'same' {
    const { layout, index } = model;
    if (layout === null || index === null) return 'same';
    if (index.count <= WHOLE) {
      if (!always) return 'same';
      this.box = { x0: -Infinity, y0: -Infinity, x1: Infinity, y1: Infinity };
      return (this.drawn = model.nodesIn(this.box, Infinity));
    }
    const f = { x0: -v.x / v.k, y0: -v.y / v.k, x1: (frame.width - v.x) / v.k, y1: (frame.height - v.y) / v.k };
    const b = this.box;
    const inside = b !== null && f.x0 >= b.x0 && f.x1 <= b.x1 && f.y0 >= b.y0 && f.y1 <= b.y1 && v.k > this.scale / 1.6;
    if (!always && inside && this.drawn !== null) return 'same';
    const mx = (f.x1 - f.x0) * MARGIN + layout.nodeWidth;
    const my = (f.y1 - f.y0) * MARGIN + 150;
    const box = { x0: f.x0 - mx, y0: f.y0 - my, x1: f.x1 + mx, y1: f.y1 + my };
    const nodes = model.nodesIn(box, MOST_DRAWN);
    this.box = nodes === null ? null : box;
    this.scale = v.k;
    const before = this.drawn;
    const same = nodes !== null && before !== null && nodes.length === before.length && nodes.every((n, j) => n === before[j]);
    if (same || (nodes === null && before === null && !always)) return 'same';
    this.drawn = nodes;
    return nodes;
  }
}

/**
 * Which nodes are hidden (1) under a collapsed ancestor: those the layout did
 * not place (the same as `hiddenBy`, in the time the shown nodes take: a big
 * tree's focus view shows a few dozen of half a million).
 */
function hiddenOf(layout: Layout, n: number): Uint8Array {
  const hidden = new Uint8Array(n).fill(1);
  // Per node, unchecked: levelNodes holds node numbers < n.
  for (const i of layout.levelNodes) hidden[i] = 0;
  return hidden;
}
