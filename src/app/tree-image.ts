/**
 * An exercise tree as a standalone SVG picture (issue 24): the image a Moodle
 * question embeds (base64, `@@PLUGINFILE@@`), blank as the student gets it —
 * leaves with their values, inner nodes empty — or solved, as its key: every
 * value (a bound with its sign), α and β under each node alpha-beta left, the
 * pruned subtrees grey and dashed with a cut mark on the branch cut.
 *
 * Shapes as on the page and in the LaTeX: MAX ▲, MIN ▼, chance ○, leaf □; a
 * node's name left of it (a leaf's under it), a chance edge's probability on
 * the edge. The layout is the textbook's: the leaves side by side in
 * depth-first order, each parent centred over its first and last child. The
 * picture is self-contained (no CSS, no fonts, no scripts), so it shows the
 * same wherever an `<img>` shows it.
 */
import { formatNumber } from '../i18n/lang.ts';
import type { NodeKind } from '../search/game.ts';
import type { Trace } from '../trace/trace.ts';
import type { TreeNode } from '../games/tree/tree.ts';
import { certaintyOf, statusOf, stepView, valueSign, type StepView } from './step-view.ts';
import { viewTreeOfTree, type ViewTree } from './view-tree.ts';
import { el, text } from './moodle-markup.ts';
import { entryAt } from '../games/entry.ts';

/** A node's half size, the distance between neighbouring leaves and between levels, the margin: SVG units. */
const R = 22;
const GAP = 64;
const LEVEL = 92;
/** Extra room between levels for α and β under the nodes (two lines of small text). */
const WINDOW_ROOM = 30;
const MARGIN = 44;
const INK = '#1a1a1a';
const GREY = '#8a8a8a';
const CUT = '#b3261e';
const FILL: Record<NodeKind, string> = { max: '#dbe8ff', min: '#ffe3d6', chance: '#e6f4e3', leaf: '#ffffff' };

/** What the picture shows: blank (null), or the search's end with its values, cuts and (alpha-beta) α/β. */
export interface Solved {
  trace: Trace;
  windows: boolean;
}

/** The tree as an SVG document, `title` its accessible name. */
export function treeSvg(tree: TreeNode, solved: Solved | null, title: string): string {
  const index = viewTreeOfTree(tree, solved?.trace ?? null);
  const view = solved === null ? null : stepView(index, solved.trace, solved.trace.length);
  const windows = solved?.windows === true;
  const { x, depth } = place(index);
  const level = LEVEL + (windows ? WINDOW_ROOM : 0);
  const right = x.reduce((m, v) => Math.max(m, v), 0);
  const deepest = depth.reduce((m, d) => Math.max(m, d), 0);
  const width = right + 2 * MARGIN;
  const height = deepest * level + 2 * MARGIN + 8;
  const at = (i: number) => ({ cx: entryAt(x, i) + MARGIN, cy: entryAt(depth, i) * level + MARGIN });
  const edges: string[] = [];
  const nodes: string[] = [];
  for (let i = 0; i < index.count; i++) {
    const { cx, cy } = at(i);
    const pruned = view !== null && statusOf(view, i) === 'pruned';
    const parent = entryAt(index.parent, i);
    if (parent >= 0) edges.push(edge(index, view, parent, i, at(parent), { cx, cy }, windows));
    nodes.push(node(index, view, i, cx, cy, pruned, windows));
  }
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': title, 'font-family': 'sans-serif' },
    el('title', {}, text(title)),
    el('rect', { width, height, fill: '#ffffff' }),
    ...edges,
    ...nodes,
  );
}

/** Each node's x (leaves GAP apart in depth-first order, a parent centred over its first and last child) and depth. */
function place(index: ViewTree): { x: Float64Array; depth: Int32Array } {
  const x = new Float64Array(index.count);
  const depth = new Int32Array(index.count);
  let leaves = 0;
  // Depth-first order: a parent comes before its children, the leaves left to right.
  for (let i = 0; i < index.count; i++) {
    const parent = entryAt(index.parent, i);
    depth[i] = parent < 0 ? 0 : entryAt(depth, parent) + 1;
    if (index.childCount(i) === 0) x[i] = GAP * leaves++;
  }
  for (let i = index.count - 1; i >= 0; i--) {
    const children = index.children(i);
    const first = children[0];
    const last = children[children.length - 1];
    if (first !== undefined && last !== undefined) x[i] = (entryAt(x, first) + entryAt(x, last)) / 2;
  }
  return { x, depth };
}

/** The edge from a parent to its child: its probability at a chance node; grey and dashed into a pruned subtree, with a cut mark where the cut is. */
function edge(
  index: ViewTree,
  view: StepView | null,
  parent: number,
  i: number,
  from: { cx: number; cy: number },
  to: { cx: number; cy: number },
  windows: boolean,
): string {
  const pruned = view !== null && statusOf(view, i) === 'pruned';
  const fromWindow = windows && view !== null && hasWindow(index, view, parent);
  const y1 = from.cy + R + (fromWindow ? WINDOW_ROOM : 2);
  const y2 = to.cy - R - (index.kindOf(i) === 'leaf' ? 0 : 2);
  const parts = [el('line', { x1: from.cx, y1, x2: to.cx, y2, stroke: pruned ? GREY : INK, 'stroke-width': 1.6, 'stroke-dasharray': pruned ? '5 4' : null })];
  const mx = (from.cx + to.cx) / 2;
  const my = (y1 + y2) / 2;
  if (index.kindOf(parent) === 'chance') {
    parts.push(
      el(
        'text',
        { x: mx + (to.cx < from.cx ? -6 : 6), y: my, 'font-size': 12, 'text-anchor': to.cx < from.cx ? 'end' : 'start', fill: INK },
        text(formatNumber(entryAt(index.p, i))),
      ),
    );
  }
  if (pruned && statusOf(view, parent) !== 'pruned') {
    // Two short strokes across the branch, as textbooks mark a cut.
    const angle = Math.atan2(y2 - y1, to.cx - from.cx);
    const nx = Math.cos(angle + Math.PI / 2) * 9;
    const ny = Math.sin(angle + Math.PI / 2) * 9;
    for (const shift of [-3.5, 3.5]) {
      const sx = mx + Math.cos(angle) * shift;
      const sy = my + Math.sin(angle) * shift;
      parts.push(el('line', { x1: round(sx - nx), y1: round(sy - ny), x2: round(sx + nx), y2: round(sy + ny), stroke: CUT, 'stroke-width': 2.4 }));
    }
  }
  return parts.join('');
}

/** A node: its shape, its value inside (a leaf's always; an inner node's when solved), its name, and α/β under it when asked. */
function node(index: ViewTree, view: StepView | null, i: number, cx: number, cy: number, pruned: boolean, windows: boolean): string {
  const kind = index.kindOf(i);
  const stroke = pruned ? GREY : INK;
  const style = { fill: pruned ? '#f2f2f2' : FILL[kind], stroke, 'stroke-width': 1.8, 'stroke-dasharray': pruned ? '5 4' : null };
  const parts = [shape(kind, cx, cy, style)];
  let value = '';
  if (kind === 'leaf') value = formatNumber(entryAt(index.leafValue, i));
  else if (view !== null) {
    const v = entryAt(view.value, i);
    if (!Number.isNaN(v)) {
      const sign = valueSign(kind, statusOf(view, i), certaintyOf(view, i));
      value = `${sign === '' ? '' : `${sign} `}${formatNumber(v)}`;
    }
  }
  if (value !== '') {
    // About 0.6 em a character: long values (a bound with its sign, decimals) get a smaller font to stay in the shape.
    const size = Math.min(14, Math.floor((2 * R) / (0.6 * value.length)));
    const baseline = kind === 'max' ? cy + R * 0.5 : kind === 'min' ? cy - R * 0.05 : cy + size * 0.35;
    parts.push(
      el('text', { x: cx, y: round(baseline), 'font-size': size, 'font-weight': 'bold', 'text-anchor': 'middle', fill: pruned ? GREY : INK }, text(value)),
    );
  }
  const name = index.label(i);
  if (name !== '') {
    const attrs = kind === 'leaf' ? { x: cx, y: cy + R + 14, 'text-anchor': 'middle' } : { x: cx - R - 5, y: cy - 4, 'text-anchor': 'end' };
    parts.push(el('text', { ...attrs, 'font-size': 13, fill: pruned ? GREY : '#3a3a3a' }, text(name)));
  }
  if (windows && view !== null && hasWindow(index, view, i)) {
    parts.push(
      el('text', { x: cx, y: cy + R + 12, 'font-size': 11, 'text-anchor': 'middle', fill: '#1f4e99' }, text(`α = ${formatNumber(entryAt(view.alpha, i))}`)),
    );
    parts.push(
      el('text', { x: cx, y: cy + R + 25, 'font-size': 11, 'text-anchor': 'middle', fill: '#1f4e99' }, text(`β = ${formatNumber(entryAt(view.beta, i))}`)),
    );
  }
  return parts.join('');
}

/** Whether α and β are written under node i: an inner node the search visited, with a window. */
function hasWindow(index: ViewTree, view: StepView, i: number): boolean {
  const status = statusOf(view, i);
  return (
    index.kindOf(i) !== 'leaf' && (status === 'done' || status === 'active') && !Number.isNaN(entryAt(view.alpha, i)) && !Number.isNaN(entryAt(view.beta, i))
  );
}

function shape(kind: NodeKind, cx: number, cy: number, style: Record<string, string | number | null>): string {
  const pts = (p: [number, number][]) => p.map(([a, b]) => `${round(a)},${round(b)}`).join(' ');
  switch (kind) {
    case 'max':
      return el('polygon', {
        points: pts([
          [cx, cy - R],
          [cx + R * 1.15, cy + R * 0.8],
          [cx - R * 1.15, cy + R * 0.8],
        ]),
        ...style,
      });
    case 'min':
      return el('polygon', {
        points: pts([
          [cx - R * 1.15, cy - R * 0.8],
          [cx + R * 1.15, cy - R * 0.8],
          [cx, cy + R],
        ]),
        ...style,
      });
    case 'chance':
      return el('circle', { cx, cy, r: R * 0.95, ...style });
    case 'leaf':
      return el('rect', { x: round(cx - R * 0.8), y: round(cy - R * 0.8), width: round(R * 1.6), height: round(R * 1.6), ...style });
  }
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
