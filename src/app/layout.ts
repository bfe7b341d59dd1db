/**
 * Where each node of a tree is drawn, computed apart from drawing and
 * returned in the tree's node order. Collapsed nodes keep their place and
 * hide their subtree (hidden nodes get NaN). Nodes are spaced so that their
 * labels and mini boards never overlap.
 *
 * Up to TIDY_NODES nodes: d3-hierarchy's tidy tree (Reingold–Tilford as
 * improved by Buchheim et al.), which packs uneven subtrees tight. Bigger
 * trees (a game's whole search tree) get the same picture for the trees a
 * search makes — the leaves side by side in depth-first order, each parent
 * centred over its first and last child — in one pass over typed arrays, so
 * half a million nodes lay out in milliseconds.
 */
import { hierarchy, tree as tidyTree } from 'd3-hierarchy';
import type { PositionGame, ViewTree } from './view-tree.ts';

/** A node's radius (its height's half), in SVG units. */
export const R = 16;
/** Width of one character of a node's value (15 px bold). */
const VALUE_CHAR = 8.8;
/** Height of a line of small text (labels, probabilities, α/β). */
export const LINE = 17;

/** Half the width of a node's shape: wide enough for the tree's longest value. */
export function shapeHalfWidth(valueChars: number): number {
  return Math.max(R, (valueChars * VALUE_CHAR) / 2 + 5);
}

/** The shortest edge drawn between a node's text and its child's. */
const MIN_EDGE = 18;

/** Room under an open alpha-beta node for its α/β window and cut-off condition. */
export const WINDOW_H = 2 * LINE + 4;

/** Least horizontal distance between neighbouring leaves and vertical distance between levels, in SVG units. */
export const NODE_WIDTH = 64;
export const LEVEL_HEIGHT = 96;
/** Width of one character of a node's label (13 px sans-serif), for spacing. */
const CHAR_WIDTH = 7.2;
/** Trees up to this many nodes get d3's tidy tree. */
export const TIDY_NODES = 5000;

export interface Layout {
  x: Float64Array;
  y: Float64Array;
  /** The drawing's bounds. */
  minX: number;
  maxX: number;
  maxY: number;
  /** The spacing used. */
  nodeWidth: number;
  /**
   * The shown nodes level by level, each level in order across: level d is
   * levelNodes[levelStart[d] … levelStart[d + 1]), at height levelY[d] (what
   * finds the nodes inside a box with a binary search per level).
   */
  levelStart: Int32Array;
  levelNodes: Int32Array;
  levelY: Float64Array;
}

export interface Spacing {
  /** The longest label drawn beside a node, in characters. */
  labelChars?: number;
  /** The longest value, in characters: the shapes' width. */
  valueChars?: number;
  /** Room under nodes for the α/β window. */
  windowed?: boolean;
  /** Names drawn above the nodes, and probabilities above a chance node's children: room above each node. */
  labels?: boolean;
  chance?: boolean;
  /** Room a node's mini board needs: width and height. */
  extra?: { width: number; height: number };
  /** A thumbnail or a sheet (no α/β beside nodes): nodes as close as their own text allows. */
  tight?: boolean;
}

/** Size of a mini board: cells per row, cell size, rows. */
export function boardSize(game: PositionGame): { cols: number; rows: number; size: number } {
  return game === 'tictactoe' ? { cols: 3, rows: 3, size: 9 } : game === 'connect4' ? { cols: 7, rows: 6, size: 5 } : { cols: 4, rows: 4, size: 9 };
}

/** The room for a tree's labels and, where it has positions and shows them, its mini boards. */
export function spacingOf(index: ViewTree, boards: boolean, tight = false): Spacing {
  const game = boards ? index.positions?.game : undefined;
  const { labelChars, valueChars, windowed } = index.data;
  let chance = false;
  // Per node, unchecked: i < count, and p has an entry for each node.
  for (let i = 0; i < index.count && !chance; i++) chance = !Number.isNaN(index.p[i]!);
  const base = { labelChars, valueChars, windowed: windowed && !tight, tight, labels: labelChars > 0, chance };
  if (game === undefined) return base;
  const s = boardSize(game);
  return { ...base, extra: { width: s.cols * s.size, height: s.rows * s.size + 6 } };
}

/** The narrowest a node is in a tight drawing (a leaf's box and a two-digit value). */
const TIGHT_WIDTH = 36;

/**
 * Lays `index` out with `collapsed` folded; `method` forces one of the two
 * layouts (tests), else it goes by size. `reuse`, a layout of the same tree
 * that is no longer used, lends its arrays: a big tree's focus view, laid out
 * again at each step, then costs what its few shown nodes cost, not the
 * tree's size.
 */
export function layoutTree(
  index: ViewTree,
  collapsed: ReadonlySet<number> = new Set(),
  spacing: Spacing = {},
  method: 'tidy' | 'in-order' = index.count <= TIDY_NODES ? 'tidy' : 'in-order',
  reuse: Layout | null = null,
): Layout {
  // A node's shape with its collapse toggle (left of it) and a gap; its label; its mini board.
  const shapeWidth = 2 * shapeHalfWidth(spacing.valueChars ?? 0) * 1.25 + (spacing.tight === true ? 8 : 24);
  const nodeWidth = Math.max(
    spacing.tight === true ? TIGHT_WIDTH : NODE_WIDTH,
    shapeWidth,
    (spacing.labelChars ?? 0) * CHAR_WIDTH + 14,
    (spacing.extra?.width ?? 0) + 14,
  );
  // A level: what is under a node (its board, its α/β), an edge, and what is above the next (its name, a probability).
  const below = R + 4 + (spacing.extra?.height ?? 0) + (spacing.windowed === true ? WINDOW_H : 0);
  const above = R + 4 + (spacing.labels === false ? 0 : LINE) + (spacing.chance === true ? LINE : 0);
  const levelHeight = Math.max(LEVEL_HEIGHT + (spacing.extra?.height ?? 0), below + MIN_EDGE + above);
  const laid = method === 'tidy' ? tidy(index, collapsed, nodeWidth, levelHeight) : inOrder(index, collapsed, nodeWidth, levelHeight, reuse);
  return { ...laid.placed, ...levelsOf(laid.placed.x, laid.placed.y, levelHeight, laid.order) };
}

/** x and y for `n` nodes, all NaN: `reuse`'s, its laid-out nodes cleared, when it has `n` entries; else new. */
function blank(n: number, reuse: Layout | null): { x: Float64Array; y: Float64Array } {
  if (reuse === null || reuse.x.length !== n || reuse.y.length !== n) return { x: new Float64Array(n).fill(NaN), y: new Float64Array(n).fill(NaN) };
  const { x, y } = reuse;
  // Per node, unchecked: levelNodes holds node numbers < n.
  for (const i of reuse.levelNodes) x[i] = y[i] = NaN;
  return { x, y };
}

/** The explicit stacks of the in-order walk, kept between layouts (grown as needed; the walk is synchronous). */
let scratch = { stack: new Int32Array(0), next: new Int32Array(0) };

/** Where the nodes go, before their levels are listed. */
type Placed = Omit<Layout, 'levelStart' | 'levelNodes' | 'levelY'>;

/**
 * The shown nodes (`order`, each once) grouped by level, each level sorted
 * across (nodes in depth-first order, or placed left to right, already are: a
 * counting sort).
 */
function levelsOf(x: Float64Array, y: Float64Array, levelHeight: number, order: ArrayLike<number>): Pick<Layout, 'levelStart' | 'levelNodes' | 'levelY'> {
  // Per node, unchecked: order holds node numbers < n (x and y have n entries), a level d ≤ deepest (start has deepest + 2
  // entries, at deepest + 1), a node's slot at[d] < start[d + 1] ≤ order.length.
  const m = order.length;
  let deepest = 0;
  for (let j = 0; j < m; j++) deepest = Math.max(deepest, Math.round(y[order[j]!]! / levelHeight));
  const start = new Int32Array(deepest + 2);
  for (let j = 0; j < m; j++) start[Math.round(y[order[j]!]! / levelHeight) + 1]!++;
  for (let d = 0; d <= deepest; d++) start[d + 1]! += start[d]!;
  const nodes = new Int32Array(start[deepest + 1]!);
  const at = start.slice(0, deepest + 1);
  for (let j = 0; j < m; j++) {
    const i = order[j]!;
    nodes[at[Math.round(y[i]! / levelHeight)]!++] = i;
  }
  for (let d = 0; d <= deepest; d++) {
    const level = nodes.subarray(start[d]!, start[d + 1]!);
    let sorted = true;
    for (let j = 1; j < level.length && sorted; j++) sorted = x[level[j]!]! >= x[level[j - 1]!]!;
    if (!sorted) level.set(Int32Array.from(level).sort((a, b) => x[a]! - x[b]!));
  }
  return { levelStart: start, levelNodes: nodes, levelY: Float64Array.from({ length: deepest + 1 }, (_, d) => d * levelHeight) };
}

function tidy(index: ViewTree, collapsed: ReadonlySet<number>, nodeWidth: number, levelHeight: number): { placed: Placed; order: number[] } {
  const root = hierarchy<number>(0, (i) => (collapsed.has(i) || index.childCount(i) === 0 ? null : [...index.children(i)]));
  const h = tidyTree<number>().nodeSize([nodeWidth, levelHeight])(root);
  const n = index.count;
  const x = new Float64Array(n).fill(NaN);
  const y = new Float64Array(n).fill(NaN);
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = 0;
  const order: number[] = [];
  // d3's each is breadth-first: the nodes by level, each level left to right.
  h.each((d) => {
    order.push(d.data);
    x[d.data] = d.x;
    y[d.data] = d.y;
    if (d.x < minX) minX = d.x;
    if (d.x > maxX) maxX = d.x;
    if (d.y > maxY) maxY = d.y;
  });
  return { placed: { x, y, minX, maxX, maxY, nodeWidth }, order };
}

/** Leaves side by side in depth-first order, each parent centred over its first and last child; the root at x = 0. */
function inOrder(
  index: ViewTree,
  collapsed: ReadonlySet<number>,
  nodeWidth: number,
  levelHeight: number,
  reuse: Layout | null,
): { placed: Placed; order: number[] } {
  const n = index.count;
  const { x, y } = blank(n, reuse);
  const { childStart, childList } = index.data;
  // Per node, unchecked: every index is a node number (< n: stack, next, x and y have n entries, childStart n + 1, and
  // childList holds node numbers), and an open node's children run from childStart[i] to childStart[i + 1] − 1.
  // Depth-first with an explicit stack: a node is placed once its children are (children pushed after it).
  if (scratch.stack.length < n) scratch = { stack: new Int32Array(n), next: new Int32Array(n) };
  const { stack, next } = scratch;
  // The nodes as they are placed: post-order, so each level left to right.
  const order: number[] = [];
  let top = 0;
  let slot = 0;
  let maxY = 0;
  stack[top++] = 0;
  next[0] = childStart[0]!;
  y[0] = 0;
  while (top > 0) {
    const i = stack[top - 1]!;
    const first = childStart[i]!;
    const end = childStart[i + 1]!;
    const open = !collapsed.has(i) && end > first;
    const k = next[i]!;
    if (open && k < end) {
      next[i] = k + 1;
      const c = childList[k]!;
      next[c] = childStart[c]!;
      const yc = y[i]! + levelHeight;
      y[c] = yc;
      if (yc > maxY) maxY = yc;
      stack[top++] = c;
      continue;
    }
    top--;
    x[i] = open ? (x[childList[first]!]! + x[childList[end - 1]!]!) / 2 : slot++ * nodeWidth;
    order.push(i);
  }
  const shift = x[0]!;
  let minX = Infinity;
  let maxX = -Infinity;
  for (const i of order) {
    const v = x[i]! - shift;
    x[i] = v;
    if (v < minX) minX = v;
    if (v > maxX) maxX = v;
  }
  return { placed: { x, y, minX, maxX, maxY, nodeWidth }, order };
}
