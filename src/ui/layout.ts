/**
 * Where each node of a tree is drawn: d3-hierarchy's tidy tree (Reingold–
 * Tilford as improved by Buchheim et al.), computed apart from drawing and
 * returned in the order of `TreeIndex.nodes`. Collapsed nodes keep their
 * place and hide their subtree (hidden nodes get NaN). Nodes are spaced so
 * that their labels and mini boards never overlap.
 */
import { hierarchy, tree as tidyTree } from 'd3-hierarchy';
import type { TreeIndex } from '../app/tree-view.ts';

/** Least horizontal distance between neighbouring leaves and vertical distance between levels, in SVG units. */
export const NODE_WIDTH = 64;
export const LEVEL_HEIGHT = 96;
/** Width of one character of a node's label (13 px sans-serif), for spacing. */
const CHAR_WIDTH = 7.2;

export interface Layout {
  x: Float64Array;
  y: Float64Array;
  /** The drawing's bounds. */
  minX: number;
  maxX: number;
  maxY: number;
  /** The spacing used. */
  nodeWidth: number;
}

export interface Spacing {
  /** The longest label drawn beside a node, in characters. */
  labelChars?: number;
  /** Room a node's mini board needs: width and height. */
  extra?: { width: number; height: number };
  /** A thumbnail or a sheet (no α/β beside nodes): nodes as close as their own text allows. */
  tight?: boolean;
}

/** The narrowest a node is in a tight drawing (a leaf's box and a two-digit value). */
const TIGHT_WIDTH = 36;

export function layoutTree(index: TreeIndex, collapsed: ReadonlySet<number> = new Set(), spacing: Spacing = {}): Layout {
  const nodeWidth = Math.max(spacing.tight === true ? TIGHT_WIDTH : NODE_WIDTH, (spacing.labelChars ?? 0) * CHAR_WIDTH + 14, (spacing.extra?.width ?? 0) + 14);
  const levelHeight = LEVEL_HEIGHT + (spacing.extra?.height ?? 0);
  const root = hierarchy<number>(0, (i) => (collapsed.has(i) || index.children[i]!.length === 0 ? null : index.children[i]!));
  const h = tidyTree<number>().nodeSize([nodeWidth, levelHeight])(root);
  const n = index.nodes.length;
  const x = new Float64Array(n).fill(NaN);
  const y = new Float64Array(n).fill(NaN);
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = 0;
  h.each((d) => {
    x[d.data] = d.x;
    y[d.data] = d.y;
    if (d.x < minX) minX = d.x;
    if (d.x > maxX) maxX = d.x;
    if (d.y > maxY) maxY = d.y;
  });
  return { x, y, minX, maxX, maxY, nodeWidth };
}
