/**
 * Which part of a tree a LaTeX drawing shows, and how forest packs it (issue
 * 25): what pdflatex typesets in reasonable time within TeX Live's default
 * limits. Measured with pdfTeX 1.40.24 and forest 2.1.5 (2 shared cores) on the
 * drawings `tutor search --format latex` made before this rule:
 *
 * - width: a picture wider than TeX's largest dimension, 16,383.99998pt
 *   (≈ 5.76 m), stops pdflatex with "Dimension too large": a MAX root over
 *   700 leaves did (600, 15,848pt wide, compiled in 3 s), a chain 500 levels
 *   deep in height. Forest's tight packing can fail sooner, meeting nearly
 *   parallel lines (\pgfpointintersectionoflines): a root over 45 MIN nodes
 *   of 7 leaves (9,800pt) did at step 1,000 of its search, when the same
 *   tree over 77 of them, at its last step, compiled 12,500pt wide;
 * - depth: forest's bracket parser nests an input level per tree level: a
 *   chain 1,000 deep overflows the input stack ("TeX capacity exceeded …
 *   input stack size=10000"), 900 does not; 8,000 nodes overflow save size;
 * - time: tight packing grows with nodes × levels, and worse when deep:
 *   1,000 nodes 20 levels deep took 50 s, two chains of 125 levels 160 s.
 *   Packing subtrees as rectangles (`fit=rectangle`) takes about 7 ms a node
 *   whatever the depth: those two 6.6 s and 1.7 s, 1,023 nodes 10 deep 7.6 s.
 *
 * So a small tree (within TIGHT) is drawn as before, packed tight; a bigger
 * one packed as rectangles (which looks the same for a tree whose leaves are
 * all on one level), and drawn in part if it must be: its nodes in
 * depth-first order (the search's own, children left to right), none deeper
 * than BOXED.levels, until the next would take it over BOXED's nodes or width;
 * everything from there on is left out.
 */
import type { NodeKind } from '../search/game.ts';
import { entryAt } from '../games/entry.ts';

/** Bounds on a drawing: levels, nodes, nodes × levels, and width in TeX points (by `drawnPart`'s bound). */
export interface Limits {
  levels: number;
  nodes: number;
  cost: number;
  width: number;
}

/** Drawn as before, packed tight: pdflatex in 4 s at most here (2 chains 30 deep), 1 m wide at most (AIMA's Fig. 5.2 is 8 cm). */
export const TIGHT: Limits = { levels: Infinity, nodes: Infinity, cost: 2000, width: 3000 };

/**
 * Packed as rectangles, the most drawn: 1,500 nodes, about 10 s of pdflatex;
 * 80 levels, far below the input stack's ~950 and, at the tallest nodes (a
 * 21-digit value in chance circles, 115pt, and `l sep`), 11,100pt high; and
 * TeX's largest dimension less what labels reach beyond the nodes (a name of
 * 60 code points written as `U+…`, 1,500pt to the left; a leaf's below it,
 * half that each side; α/β to the right, 100pt).
 */
export const BOXED: Limits = { levels: 80, nodes: 1500, cost: Infinity, width: 13_500 };

/** The sibling distances of the preamble's styles, in points: `s sep=3mm`, and `windowed`'s 15mm. */
export const SEP = { plain: 8.54, windowed: 42.68 } as const;

/** What the choice needs of a tree: its children in order, parents, and each subtree's size (itself included). */
export interface TreeShape {
  readonly count: number;
  readonly parent: ArrayLike<number>;
  readonly size: ArrayLike<number>;
  children(i: number): ArrayLike<number>;
}

/** The part drawn: `drawn[i]` is 1 for a drawn node; `nodes` of them, `levels` deep; packed tight or as rectangles. */
export interface DrawnPart {
  drawn: Uint8Array;
  nodes: number;
  levels: number;
  tight: boolean;
}

/**
 * The part of `tree` drawn, and how. `width(i)` is node i's width in points
 * (an upper bound: `nodeWidth`), `sep(i)` the distance between its children.
 * The whole tree packed tight if it is within TIGHT; else as rectangles,
 * within BOXED.
 */
export function drawnPart(tree: TreeShape, width: (i: number) => number, sep: (i: number) => number): DrawnPart {
  const tight = within(tree, width, sep, TIGHT);
  return tight.nodes === tree.count ? { ...tight, tight: true } : { ...within(tree, width, sep, BOXED), tight: false };
}

/**
 * The nodes in depth-first order, none deeper than `limits.levels`, up to
 * the first that would take the drawing over a limit. The width is bounded
 * by laying each node's drawn children side by side, their subtrees' widths
 * and the distances between them, and centring the node between its first
 * and last child (forest's `calign=midpoint`): forest packs them no wider.
 */
export function within(tree: TreeShape, width: (i: number) => number, sep: (i: number) => number, limits: Limits): Omit<DrawnPart, 'tight'> {
  const { count, parent } = tree;
  const drawn = new Uint8Array(count);
  const own = new Float64Array(count);
  const gap = new Float64Array(count);
  /** How far node i's drawn subtree reaches left and right of its centre; the width of its drawn children's row. */
  const left = new Float64Array(count);
  const right = new Float64Array(count);
  const row = new Float64Array(count);
  const kids = new Int32Array(count);
  /** The drawing's width with node i (of width w) added; written in if `commit`. */
  const rise = (i: number, w: number, commit: boolean): number => {
    let [l, r, before] = [w / 2, w / 2, 0];
    if (commit) [left[i], right[i]] = [l, r];
    for (let child = i, p = entryAt(parent, i); p >= 0; child = p, p = entryAt(parent, p)) {
      const wide = entryAt(row, p) + (child === i && entryAt(kids, p) > 0 ? entryAt(gap, p) : 0) + l + r - before;
      const first = entryAt(tree.children(p), 0); // p is an ancestor of i: it has a child
      const middle = ((first === child ? l : entryAt(left, first)) + wide - r) / 2;
      before = entryAt(left, p) + entryAt(right, p);
      const half = entryAt(own, p) / 2;
      [l, r] = [Math.max(half, middle), Math.max(half, wide - middle)];
      if (commit) {
        [row[p], left[p], right[p]] = [wide, l, r];
        if (child === i) kids[p] = entryAt(kids, p) + 1;
      }
    }
    return l + r;
  };
  let nodes = 0;
  let levels = 0;
  // Depth-first: each entry a node and its depth.
  const stack: [number, number][] = [[0, 0]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [i, depth] = top;
    if (depth >= limits.levels) continue;
    const deep = Math.max(levels, depth + 1);
    if (nodes + 1 > limits.nodes || (nodes + 1) * deep > limits.cost) break;
    const w = width(i);
    if (rise(i, w, false) > limits.width) break;
    rise(i, w, true);
    own[i] = w;
    gap[i] = sep(i);
    drawn[i] = 1;
    nodes++;
    levels = deep;
    for (const c of Array.from(tree.children(i)).reverse()) stack.push([c, depth + 1]);
  }
  return { drawn, nodes, levels };
}

/** Nodes left out below drawn node i: its children's subtrees that are not drawn. */
export function omittedBelow(tree: TreeShape, part: DrawnPart, i: number): number {
  let n = 0;
  for (const c of Array.from(tree.children(i))) if (part.drawn[c] === 0) n += entryAt(tree.size, c);
  return n;
}

/**
 * A node's width in points, an upper bound for `content` (its math, `$…$`)
 * in the preamble's styles: 6pt a glyph (digits are 4.5pt in \small, a minus
 * 7pt; \le or \infty with its spacing counted as 3), plus the shape's margin,
 * at least its minimum size (a triangle's base is 1.4 times its 9mm height),
 * and 2pt for the current node's thick border. Measured: a leaf `$5$` 17.9pt,
 * `$-12345678901234567000$` 102.5pt; a MAX node `$5$` 36.7pt, `$\le -1234.5678$`
 * 72.3pt; a chance node `$\Sigma\,-12345678901234567000$` 114.8pt.
 */
export function nodeWidth(kind: NodeKind, content: string): number {
  const { least, margin } = SHAPE[kind];
  return Math.max(least, 6 * glyphs(content) + margin) + 2;
}

const SHAPE: Record<NodeKind, { least: number; margin: number }> = {
  leaf: { least: 18, margin: 4 },
  chance: { least: 24, margin: 10 },
  max: { least: 37, margin: 16 },
  min: { least: 37, margin: 16 },
};

/** Glyphs in a node's math: a command (`\le`, `\infty`) counts 3, another character 1, braces, dollars and spaces none. */
function glyphs(content: string): number {
  let n = 0;
  for (const token of content.match(/\\[A-Za-z]+|\\.|[^\s${}]/g) ?? []) n += /^\\[A-Za-z]/.test(token) ? 3 : 1;
  return n;
}
