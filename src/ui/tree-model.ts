/**
 * What <search-tree> draws, kept apart from the DOM: the tree (a ViewTree,
 * its node ids → positions), the layout with the collapsed nodes folded and
 * the nodes hidden under them, and, per level, the shown nodes in order
 * across, so that the nodes inside any rectangle of the drawing are found
 * with a binary search per level: a tree of half a million nodes draws only
 * the few hundred in view. Rebuilt only when the tree or the collapsed nodes
 * change; `version` counts the layouts.
 */
import { hiddenBy } from '../app/tree-view.ts';
import { layoutTree, type Layout, type Spacing } from '../app/layout.ts';
import type { ViewTree } from '../app/view-tree.ts';
import type { Box } from './camera.ts';

export class TreeModel {
  index: ViewTree | null = null;
  layout: Layout | null = null;
  /** The collapsed nodes the layout was made for. */
  layoutFor: ReadonlySet<number> | null = null;
  /** Per node: 1 when hidden under a collapsed node. */
  hidden: Uint8Array = new Uint8Array(0);
  /** Bumped at every new layout. */
  version = 0;
  /** The shown nodes level by level, each level in order across: level d is levelNodes[levelStart[d] … levelStart[d + 1]). */
  private levelStart = new Int32Array(1);
  private levelNodes = new Int32Array(0);
  private levelY = new Float64Array(0);
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
    this.hidden = hiddenBy(index, collapsed);
    this.layout = collapsed.size === 0 && this.given !== null ? this.given : layoutTree(index, collapsed, spacing());
    this.levels(index, this.layout);
    this.version++;
  }

  /** Groups the shown nodes by level, in order across (nodes are numbered depth-first within a level, so this is mostly a counting sort). */
  private levels(index: ViewTree, layout: Layout): void {
    const n = index.count;
    const depth = new Int32Array(n);
    let deepest = 0;
    for (let i = 1; i < n; i++) {
      depth[i] = depth[index.parent[i]!]! + 1;
      if (depth[i]! > deepest) deepest = depth[i]!;
    }
    const start = new Int32Array(deepest + 2);
    for (let i = 0; i < n; i++) if (this.hidden[i] === 0) start[depth[i]! + 1]!++;
    for (let d = 0; d <= deepest; d++) start[d + 1]! += start[d]!;
    const nodes = new Int32Array(start[deepest + 1]!);
    const at = start.slice(0, deepest + 1);
    const y = new Float64Array(deepest + 1).fill(NaN);
    for (let i = 0; i < n; i++) {
      if (this.hidden[i] === 1) continue;
      nodes[at[depth[i]!]!++] = i;
      y[depth[i]!] = layout.y[i]!;
    }
    for (let d = 0; d <= deepest; d++) {
      const level = nodes.subarray(start[d]!, start[d + 1]!);
      let sorted = true;
      for (let j = 1; j < level.length && sorted; j++) sorted = layout.x[level[j]!]! >= layout.x[level[j - 1]!]!;
      if (!sorted) level.set(Int32Array.from(level).sort((a, b) => layout.x[a]! - layout.x[b]!));
    }
    this.levelStart = start;
    this.levelNodes = nodes;
    this.levelY = y;
  }

  /** The shown nodes whose centre lies inside `box`, level by level, at most `limit` (then null: too many to draw one by one). */
  nodesIn(box: Box, limit: number): number[] | null {
    const layout = this.layout;
    if (layout === null) return [];
    const out: number[] = [];
    for (let d = 0; d < this.levelY.length; d++) {
      const y = this.levelY[d]!;
      if (!(y >= box.y0 && y <= box.y1)) continue;
      const from = this.levelStart[d]!;
      const to = this.levelStart[d + 1]!;
      for (let j = lowerBound(this.levelNodes, from, to, layout.x, box.x0); j < to; j++) {
        const i = this.levelNodes[j]!;
        if (layout.x[i]! > box.x1) break;
        if (out.length >= limit) return null;
        out.push(i);
      }
    }
    return out;
  }

  /** Calls `each` for every shown node inside `box` with its level's index (what the canvas draws). */
  eachIn(box: Box, each: (i: number) => void): void {
    const layout = this.layout;
    if (layout === null) return;
    for (let d = 0; d < this.levelY.length; d++) {
      const y = this.levelY[d]!;
      // A level just below the box still has edges reaching into it.
      if (!(y >= box.y0 && y <= box.y1 + (d > 0 ? y - this.levelY[d - 1]! : 0))) continue;
      const from = this.levelStart[d]!;
      const to = this.levelStart[d + 1]!;
      for (let j = lowerBound(this.levelNodes, from, to, layout.x, box.x0); j < to; j++) {
        const i = this.levelNodes[j]!;
        if (layout.x[i]! > box.x1) break;
        each(i);
      }
    }
  }

  /** Node `i` if it is drawn, else its nearest drawn ancestor; the root for none (-1). */
  drawnAncestor(i: number): number {
    if (this.index === null || i < 0) return 0;
    while (i > 0 && this.hidden[i] === 1) i = this.index.parent[i]!;
    return i;
  }
}

/** The first position in nodes[from … to) whose x is at least `x0`. */
function lowerBound(nodes: Int32Array, from: number, to: number, xs: Float64Array, x0: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
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
