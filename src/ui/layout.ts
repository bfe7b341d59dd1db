/**
 * Where each node of a tree is drawn: d3-hierarchy's tidy tree (Reingold–
 * Tilford as improved by Buchheim et al.), computed apart from drawing and
 * returned in the order of `TreeIndex.nodes`.
 */
import { hierarchy, tree as tidyTree } from 'd3-hierarchy';
import type { TreeNode } from '../games/tree/tree.ts';
import type { TreeIndex } from './tree-state.ts';

/** Horizontal distance between neighbouring leaves and vertical distance between levels, in SVG units. */
export const NODE_WIDTH = 64;
export const LEVEL_HEIGHT = 96;

export interface Layout {
  x: Float64Array;
  y: Float64Array;
  /** The drawing's bounds. */
  minX: number;
  maxX: number;
  maxY: number;
}

export function layoutTree(root: TreeNode, index: TreeIndex): Layout {
  const h = tidyTree<TreeNode>().nodeSize([NODE_WIDTH, LEVEL_HEIGHT])(hierarchy(root, (n) => (n.children.length > 0 ? n.children : null)));
  const at = new Map<TreeNode, { x: number; y: number }>();
  h.each((d) => at.set(d.data, { x: d.x, y: d.y }));
  const n = index.nodes.length;
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = 0;
  index.nodes.forEach((node, i) => {
    const p = at.get(node)!;
    x[i] = p.x;
    y[i] = p.y;
    if (p.x < minX) minX = p.x;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  });
  return { x, y, minX, maxX, maxY };
}
