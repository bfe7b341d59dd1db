/**
 * One drawing for a tree searched side by side (compare, issue 35; `#/code`,
 * issue 37, the student's search and the reference's): the same tree searched
 * two or three ways is drawn alike in every pane, node for node — the same
 * shapes (as wide as the widest value any of the searches writes), the same
 * room under each node for the α/β window (kept in minimax's pane too, which
 * writes none there), the same place for each node — so that with frames of
 * one size each pane's camera shows a node at the same place, and the eye
 * goes across from a node to the same node beside it.
 *
 * A small tree is laid out tight across: each node as wide as what it draws
 * (its shape, the collapse toggle left of an inner node, its name), siblings
 * a little apart and cousins a little more, rather than every node as wide as
 * the widest (layout.ts). The AIMA Fig. 5.2 tree then needs about 380 units
 * across instead of 810: two panes side by side on a 1024 px projector show
 * it whole with its text over 16 px (the page's presented layout,
 * compare-page.css). Levels keep layout.ts's heights.
 */
import { hierarchy, tree as tidyTree } from 'd3-hierarchy';
import { layoutTree, shapeHalfWidth, spacingOf, type Layout } from '../../app/layout.ts';
import { ViewTree } from '../../app/view-tree.ts';
import type { TracedView } from '../../app/transfer.ts';

/** Trees up to this many nodes are laid out tight; bigger ones as the viewer lays any tree out (the camera follows the step there). */
export const TIGHT_NODES = 400;

/** Gaps between neighbouring nodes' drawings, in SVG units: children of one node, and of different nodes. */
const SIBLING_GAP = 5;
const COUSIN_GAP = 12;
/** Width of a character of a name (15 px in presentation mode, the larger) and of a probability (14 px). */
const LABEL_CHAR = 9;
const SMALL_CHAR = 8.2;
/** The collapse toggle left of an inner node's shape: its offset beyond the shape and its radius (tree-draw.ts). */
const TOGGLE = 13 + 9;
/** The margin the camera's whole view of a tree keeps beyond half a node's width (tree-camera.ts's `wholeBox`), and the room wanted beyond the drawing. */
const WHOLE_MARGIN = 24;
const EDGE_PAD = 8;

/**
 * The views of one tree's searches, drawn alike: each search's tree with the
 * widest values, names and the α/β room of any of them, and one layout for
 * all. Views of trees that are not the same shape are returned as they are.
 */
export function oneDrawing(views: readonly TracedView[]): TracedView[] {
  const first = views[0];
  if (first === undefined || !views.every((v) => sameShape(v.index, first.index))) return [...views];
  const windowed = views.some((v) => v.index.data.windowed);
  const valueChars = Math.max(...views.map((v) => v.index.data.valueChars));
  const labelChars = Math.max(...views.map((v) => v.index.data.labelChars));
  const alike = views.every((v) => v.index.data.windowed === windowed && v.index.data.valueChars === valueChars && v.index.data.labelChars === labelChars);
  const indexes = alike ? views.map((v) => v.index) : views.map((v) => new ViewTree({ ...v.index.data, windowed, valueChars, labelChars }));
  const lead = indexes[0]!;
  const layout =
    lead.count <= TIGHT_NODES
      ? tightLayout(lead)
      : alike && first.layout !== null
        ? first.layout
        : layoutTree(lead, new Set(), spacingOf(lead, lead.positions !== null));
  return views.map((v, i) => ({ ...v, index: indexes[i]!, layout }));
}

/** Whether two trees have the same nodes under the same parents. */
function sameShape(a: ViewTree, b: ViewTree): boolean {
  if (a === b) return true;
  if (a.count !== b.count) return false;
  for (let i = 0; i < a.count; i++) if (a.parent[i] !== b.parent[i]) return false;
  return true;
}

/**
 * `index` laid out tight across: layout.ts's levels (heights, the room for
 * names, α/β and probabilities), and across, d3's tidy tree with each pair
 * of neighbours as far apart as their drawings need.
 */
export function tightLayout(index: ViewTree): Layout {
  const base = layoutTree(index, new Set(), spacingOf(index, index.positions !== null));
  const hw = shapeHalfWidth(index.data.valueChars);
  const chance = 2; // NODE_KINDS' index of 'chance' (view-tree.ts)
  /** How far node i's drawing reaches left and right of its centre. */
  const reach = (i: number): [number, number] => {
    const name = (index.label(i).length * LABEL_CHAR) / 2;
    const p = index.p[i] ?? NaN;
    const prob = Number.isNaN(p) ? 0 : (String(p).length * SMALL_CHAR) / 2;
    const inner = index.childCount(i) > 0;
    const shape = !inner ? hw * 0.95 : index.kind[i] === chance ? hw : hw * 1.25;
    const right = Math.max(shape, name, prob);
    return [Math.max(right, inner ? shape + TOGGLE : 0), right];
  };
  const root = hierarchy<number>(0, (i) => (index.childCount(i) === 0 ? null : [...index.children(i)]));
  const tidy = tidyTree<number>()
    .nodeSize([1, 1])
    .separation((a, b) => reach(a.data)[1] + reach(b.data)[0] + (a.parent === b.parent ? SIBLING_GAP : COUSIN_GAP));
  const laid = tidy(root);
  const x = new Float64Array(index.count).fill(NaN);
  const box = { minX: Infinity, maxX: -Infinity, left: Infinity, right: -Infinity };
  laid.each((d) => {
    const [left, right] = reach(d.data);
    x[d.data] = d.x;
    box.minX = Math.min(box.minX, d.x);
    box.maxX = Math.max(box.maxX, d.x);
    box.left = Math.min(box.left, d.x - left);
    box.right = Math.max(box.right, d.x + right);
  });
  // The width the camera gives a node (tree-camera.ts): its whole view of the tree reaches half of it and WHOLE_MARGIN beyond the
  // outermost nodes' centres; just what their drawings reach, and EDGE_PAD more.
  const half = Math.max(0, Math.max(box.minX - box.left, box.right - box.maxX) + EDGE_PAD - WHOLE_MARGIN);
  // The same nodes on the same levels, in the same order across (both are tidy trees of the tree in its order): layout.ts's lists of each level hold.
  return { ...base, x, minX: box.minX, maxX: box.maxX, nodeWidth: 2 * half };
}
