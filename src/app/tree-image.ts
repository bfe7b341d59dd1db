/**
 * An exercise tree as a standalone SVG picture (issue 24): the image a Moodle
 * question embeds (base64, `@@PLUGINFILE@@`), blank as the student gets it —
 * leaves with their values, inner nodes empty — or solved, as its key: every
 * value (a bound with its sign), α and β beside each node alpha-beta left,
 * the pruned subtrees grey and dashed with a cut mark (two short strokes
 * across the branch) on the branch cut, and the best move an arrow.
 *
 * The figure is the printed sheet's (sheet-figure.ts, issue 35): shapes as on
 * the page and in the LaTeX, MAX ▲, MIN ▼, chance ○, leaf □, each wide enough
 * for its value; a node's name left of it (a leaf's under it), α and β right
 * of it, a chance edge's probability beside the edge; every edge drawn whole
 * from the parent's shape to the child's top. The picture is self-contained
 * (no CSS, no fonts, no scripts), so it shows the same wherever an `<img>`
 * shows it. Each node is a `g[data-node-id]`, each edge a `g[data-edge-id]`
 * (its child's id).
 */
import { formatNumber } from '../i18n/lang.ts';
import type { NodeKind } from '../search/game.ts';
import type { Trace } from '../trace/trace.ts';
import type { TreeNode } from '../games/tree/tree.ts';
import { certaintyOf, statusOf, stepView, valueSign, type StepView } from './step-view.ts';
import { viewTreeOfTree, type ViewTree } from './view-tree.ts';
import { el, text } from './moodle-markup.ts';
import { entryAt } from '../games/entry.ts';
import {
  NAME_BASELINE,
  SMALL_SIZE,
  VALUE_SIZE,
  arrowHead,
  besideEdge,
  cutStrokes,
  edgeOf,
  nameX,
  sheetFigure,
  valueBaseline,
  type Figure,
  type ShapeBox,
} from './sheet-figure.ts';

const INK = '#1a1a1a';
const GREY = '#8a8a8a';
const CUT = '#b3261e';
const BEST = '#1f4e99';
const FILL: Record<NodeKind, string> = { max: '#dbe8ff', min: '#ffe3d6', chance: '#e6f4e3', leaf: '#ffffff' };

/** What the picture shows: blank (null), or the search's end with its values, cuts, the best move and (alpha-beta) α/β. */
export interface Solved {
  trace: Trace;
  windows: boolean;
  /** The words beside the best move's arrow ("best move"); without them, the arrow alone. */
  best?: string;
}

/** The tree as an SVG document, `title` its accessible name. */
export function treeSvg(tree: TreeNode, solved: Solved | null, title: string): string {
  const index = viewTreeOfTree(tree, solved?.trace ?? null);
  const view = solved === null ? null : stepView(index, solved.trace, solved.trace.length);
  const windows = solved?.windows === true;
  const values: string[] = [];
  const inner: string[] = [];
  const leaves: string[] = [];
  const lines: string[] = [];
  for (let i = 0; i < index.count; i++) {
    values.push(valueText(index, view, i));
    if (index.kindOf(i) === 'leaf') leaves.push(entryAt(values, i));
    else if (entryAt(values, i) !== '') inner.push(entryAt(values, i));
    if (windows && view !== null && hasWindow(index, view, i)) lines.push(...windowLines(view, i));
  }
  const fig = sheetFigure(index, { inner, leaves, windows: windows ? lines : null });
  const best = view === null ? -1 : bestChild(index, view);
  const edges: string[] = [];
  const nodes: string[] = [];
  for (let i = 0; i < index.count; i++) {
    if (i > 0) edges.push(edge(index, view, fig, i, i === best ? (solved?.best ?? '') : null));
    nodes.push(node(index, view, fig, i, entryAt(values, i), windows));
  }
  const { x, y, w, h } = fig.box;
  const [width, height] = [Math.ceil(w), Math.ceil(h)];
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: `${round(x)} ${round(y)} ${width} ${height}`,
      role: 'img',
      'aria-label': title,
      'font-family': 'sans-serif',
    },
    el('title', {}, text(title)),
    el('rect', { x: round(x), y: round(y), width, height, fill: '#ffffff' }),
    ...edges,
    ...nodes,
  );
}

/** A node's value as written: a leaf's always; an inner node's when solved and the search gave it one, with its bound's sign. */
function valueText(index: ViewTree, view: StepView | null, i: number): string {
  const kind = index.kindOf(i);
  if (kind === 'leaf') return formatNumber(entryAt(index.leafValue, i));
  if (view === null || statusOf(view, i) === 'pruned') return '';
  const v = entryAt(view.value, i);
  if (Number.isNaN(v)) return '';
  const sign = valueSign(kind, statusOf(view, i), certaintyOf(view, i));
  return `${sign === '' ? '' : `${sign} `}${formatNumber(v)}`;
}

function windowLines(view: StepView, i: number): [string, string] {
  return [`α = ${formatNumber(entryAt(view.alpha, i))}`, `β = ${formatNumber(entryAt(view.beta, i))}`];
}

/** The best move: the root's first child whose value is the root's (ties go to the first; a later child cut off can only equal it as a bound). */
function bestChild(index: ViewTree, view: StepView): number {
  const v = entryAt(view.value, 0);
  return Array.from(index.children(0)).find((c) => entryAt(view.value, c) === v) ?? -1;
}

/** The edge into node i, whole: grey and dashed into a pruned subtree, with a cut's two strokes where the cut is; the best move an arrow; a chance edge's probability beside it. */
function edge(index: ViewTree, view: StepView | null, fig: Figure, i: number, best: string | null): string {
  const parent = entryAt(index.parent, i);
  const pruned = view !== null && statusOf(view, i) === 'pruned';
  const e = edgeOf(fig, index, i);
  const stroke = pruned ? GREY : best !== null ? BEST : INK;
  const parts = [
    el('line', {
      x1: round(e.x1),
      y1: round(e.y1),
      x2: round(e.x2),
      y2: round(e.y2),
      stroke,
      'stroke-width': best !== null ? 3 : 1.6,
      'stroke-dasharray': pruned ? '5 4' : null,
    }),
  ];
  if (index.kindOf(parent) === 'chance') {
    const at = besideEdge(e, 0.6);
    parts.push(el('text', { x: at.x, y: at.y, 'font-size': 12, 'text-anchor': at.anchor, fill: INK }, text(formatNumber(entryAt(index.p, i)))));
  }
  if (pruned && statusOf(view, parent) !== 'pruned') {
    for (const s of cutStrokes(e)) parts.push(el('line', { ...s, stroke: CUT, 'stroke-width': 2.4 }));
  }
  if (best !== null) {
    parts.push(el('polygon', { points: arrowHead(e), fill: BEST }));
    if (best !== '') {
      const at = besideEdge(e, 0.5);
      parts.push(el('text', { x: at.x, y: at.y, 'font-size': SMALL_SIZE, 'font-weight': 'bold', 'text-anchor': at.anchor, fill: BEST }, text(best)));
    }
  }
  return el('g', { 'data-edge-id': index.id(i) }, ...parts);
}

/** A node: its shape, its value inside, its name, and α/β beside it when asked. */
function node(index: ViewTree, view: StepView | null, fig: Figure, i: number, value: string, windows: boolean): string {
  const kind = index.kindOf(i);
  const s = fig.shapes[kind];
  const [cx, cy] = [entryAt(fig.x, i), entryAt(fig.y, i)];
  const pruned = view !== null && statusOf(view, i) === 'pruned';
  const style = { fill: pruned ? '#f2f2f2' : FILL[kind], stroke: pruned ? GREY : INK, 'stroke-width': 1.8, 'stroke-dasharray': pruned ? '5 4' : null };
  const parts = [shape(s, cx, cy, style)];
  if (value !== '') {
    const attrs = { x: round(cx), y: round(cy + valueBaseline(s, VALUE_SIZE)), 'font-size': VALUE_SIZE, 'font-weight': 'bold', 'text-anchor': 'middle' };
    parts.push(el('text', { ...attrs, fill: pruned ? GREY : INK }, text(value)));
  }
  const name = index.label(i);
  if (name !== '') {
    const attrs =
      kind === 'leaf'
        ? { x: round(cx), y: round(cy + s.bottom + 14), 'text-anchor': 'middle' }
        : { x: round(cx - nameX(s)), y: round(cy + NAME_BASELINE), 'text-anchor': 'end' };
    parts.push(el('text', { ...attrs, 'font-size': SMALL_SIZE, fill: pruned ? GREY : '#3a3a3a' }, text(name)));
  }
  if (windows && view !== null && fig.block !== null && hasWindow(index, view, i)) {
    const [alpha, beta] = windowLines(view, i);
    const at = { x: round(cx + fig.block.x), 'font-size': SMALL_SIZE, fill: '#1f4e99' };
    parts.push(el('text', { ...at, y: round(cy + fig.block.alpha) }, text(alpha)));
    parts.push(el('text', { ...at, y: round(cy + fig.block.beta) }, text(beta)));
  }
  return el('g', { 'data-node-id': index.id(i) }, ...parts);
}

/** Whether α and β are written beside node i: an inner node the search visited, with a window. */
function hasWindow(index: ViewTree, view: StepView, i: number): boolean {
  const status = statusOf(view, i);
  return (
    index.kindOf(i) !== 'leaf' && (status === 'done' || status === 'active') && !Number.isNaN(entryAt(view.alpha, i)) && !Number.isNaN(entryAt(view.beta, i))
  );
}

function shape(s: ShapeBox, cx: number, cy: number, style: Record<string, string | number | null>): string {
  const pts = (p: [number, number][]) => p.map(([a, b]) => `${round(cx + a)},${round(cy + b)}`).join(' ');
  switch (s.kind) {
    case 'max':
      return el('polygon', {
        points: pts([
          [0, s.top],
          [s.half, s.bottom],
          [-s.half, s.bottom],
        ]),
        ...style,
      });
    case 'min':
      return el('polygon', {
        points: pts([
          [-s.half, s.top],
          [s.half, s.top],
          [0, s.bottom],
        ]),
        ...style,
      });
    case 'chance':
      return el('ellipse', { cx: round(cx), cy: round(cy + (s.top + s.bottom) / 2), rx: s.half, ry: (s.bottom - s.top) / 2, ...style });
    case 'leaf':
      return el('rect', { x: round(cx - s.half), y: round(cy + s.top), width: 2 * s.half, height: s.bottom - s.top, ...style });
  }
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
