/**
 * The drawing's structure: one `<g class="edge">` and one `<g class="node">`
 * per drawn node, as Lit templates keyed by node. Only the nodes in and near
 * view are drawn (`tree-model.ts` finds them; the rest of a big tree is the
 * canvas's, `tree-canvas.ts`); the step's look is painted onto them
 * (`tree-paint.ts`).
 *
 * A node, top to bottom: a chance edge's probability, its name, its shape
 * (MAX ▲, MIN ▼, CHANCE ○, leaf □) wide enough for the longest value the tree
 * has, with the value inside (where the shape is widest; the painter shrinks
 * or widens it for a value that would not fit, node-look.ts's `fitValue`); a mini board (games); under it, on an open
 * alpha-beta node, its α/β window and cut-off condition; the − / + toggle that
 * collapses its subtree left of the shape. Edges run from under a parent's
 * text to above a child's, so no line crosses a text; only one node a level is
 * open at a time, so α/β notes never meet.
 */
import { nothing, svg, type SVGTemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { formatProbability, type Lang } from '../../i18n/lang.ts';
import { tileColours } from '../widgets/g2048-board.ts';
import { LINE, R, WINDOW_H, boardSize, shapeHalfWidth, type Layout } from '../../app/layout.ts';

export { LINE, R } from '../../app/layout.ts';
import { fitValue, maxPoints, minPoints, nodeFrame, toggleAt } from './node-look.ts';
import type { ViewTree } from '../../app/view-tree.ts';

/** Where things go around a node: the same for every node of one drawing. */
export interface Geometry {
  /** Half the width of a node's shape. */
  hw: number;
  /** The mini board: its cells, or null without. */
  board: { cols: number; rows: number; size: number } | null;
  /** Height of the mini board and its gap (0 without). */
  boardH: number;
  /** Room under a node for its α/β window and cut-off condition (0 without). */
  windowH: number;
  /** From a node's centre down to where its edges start. */
  below: number;
}

/** The geometry of a drawing of `index`: `boards` draws mini boards, `windowed` leaves room for α/β. */
export function geometryOf(index: ViewTree, boards: boolean, windowed: boolean): Geometry {
  const game = boards ? index.positions?.game : undefined;
  const board = game === undefined ? null : boardSize(game);
  const boardH = board === null ? 0 : board.rows * board.size + 4;
  const windowH = windowed ? WINDOW_H : 0;
  return { hw: shapeHalfWidth(index.data.valueChars), board, boardH, windowH, below: R + 4 + boardH + windowH };
}

/** From a node's centre up to where the edge into it ends: above its name and a chance edge's probability. */
export function aboveOf(index: ViewTree, i: number): number {
  const parent = index.parent[i] ?? -1;
  const chance = parent >= 0 && index.kind[parent] === CHANCE;
  return R + 4 + (index.label(i) === '' ? 0 : LINE) + (chance ? LINE : 0);
}

const CHANCE = 2;

/** "+132 hidden" on two lines ("+132", "hidden"; the space kept, so the text reads whole): no wider than a node, so neighbours' notes never overlap. */
function hidesLines(text: string): SVGTemplateResult {
  const cut = text.indexOf(' ');
  if (cut < 0) return svg`${text}`;
  return svg`<tspan x="0">${text.slice(0, cut + 1)}</tspan><tspan x="0" dy="1.1em">${text.slice(cut + 1)}</tspan>`;
}

/** A node's shape, `hw` wide each side of its centre. */
function shape(kind: string, hw: number): SVGTemplateResult {
  switch (kind) {
    case 'max':
      return svg`<polygon class="shape" points=${maxPoints(hw)}></polygon>`;
    case 'min':
      return svg`<polygon class="shape" points=${minPoints(hw)}></polygon>`;
    case 'chance':
      return svg`<ellipse class="shape" rx=${hw} ry=${R}></ellipse>`;
    default:
      return svg`<rect class="shape" x=${-hw * 0.95} y=${-R * 0.9} width=${hw * 1.9} height=${R * 1.8} rx="2"></rect>`;
  }
}

/**
 * The current node's second outline: a line of the canvas's colour along the
 * middle of its thick outline, so that the outline is double — the current
 * node told by its shape, not by its colour alone. Hidden (`display`) on the
 * other nodes; the painter shows it.
 */
function ring(kind: string, hw: number): SVGTemplateResult {
  const style = 'fill:none;stroke:var(--ast-halo);stroke-width:1.5;pointer-events:none';
  switch (kind) {
    case 'max':
      return svg`<polygon class="ring" display="none" style=${style} points=${maxPoints(hw)}></polygon>`;
    case 'min':
      return svg`<polygon class="ring" display="none" style=${style} points=${minPoints(hw)}></polygon>`;
    case 'chance':
      return svg`<ellipse class="ring" display="none" style=${style} rx=${hw} ry=${R}></ellipse>`;
    default:
      return svg`<rect class="ring" display="none" style=${style} x=${-hw * 0.95} y=${-R * 0.9} width=${hw * 1.9} height=${R * 1.8} rx="2"></rect>`;
  }
}

/** A short stroke across an edge, nearer the parent: the cut of a pruned subtree. */
export function cutMark(x1: number, y1: number, x2: number, y2: number): string {
  const mx = x1 + (x2 - x1) * 0.4;
  const my = y1 + (y2 - y1) * 0.4;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * 9;
  const ny = (dx / len) * 9;
  return `M${mx - nx},${my - ny}L${mx + nx},${my + ny}M${mx - nx + (dx / len) * 5},${my - ny + (dy / len) * 5}L${mx + nx + (dx / len) * 5},${my + ny + (dy / len) * 5}`;
}

/** What every node and edge of one drawing shares. */
export interface DrawContext {
  index: ViewTree;
  layout: Layout;
  geometry: Geometry;
  /** The nodes drawn collapsed. */
  collapsed: ReadonlySet<number>;
  /** A thumbnail: no toggles, not focusable, a picture (no tree roles). */
  compact: boolean;
  lang: Lang;
}

/** The drawn nodes (`shown`), each with the edge into it, inside the camera's `g.viewport`; edges under nodes. */
export function viewportTemplate(c: DrawContext, shown: readonly number[]): SVGTemplateResult {
  const key = (i: number) => i;
  return svg`<g class="viewport">
    <g class="edges" aria-hidden="true">${repeat(
      shown.filter((i) => i > 0),
      key,
      (i) => edgeTemplate(c, i),
    )}</g>
    <g class="nodes" role="group">${repeat(shown, key, (i) => nodeTemplate(c, i))}</g>
  </g>`;
}

/** The edge from node `i`'s parent to it, and a chance edge's probability, written above the child. */
export function edgeTemplate(c: DrawContext, i: number): SVGTemplateResult {
  const { index, layout, geometry } = c;
  // NaN where an index is out of the layout (no line drawn); NaN is also a probability's "none".
  const p = index.parent[i] ?? -1;
  const x1 = layout.x[p] ?? NaN;
  const top = (layout.y[p] ?? NaN) + geometry.below;
  const x2 = layout.x[i] ?? NaN;
  const end = (layout.y[i] ?? NaN) - aboveOf(index, i);
  const prob = index.p[i] ?? NaN;
  return svg`<g class="edge" data-edge-id=${index.id(i)} data-i=${i}>
        <line x1=${x1} y1=${top} x2=${x2} y2=${end}></line>
        <path class="cut" d=${cutMark(x1, top, x2, end)}></path>
        ${Number.isNaN(prob) ? nothing : svg`<text class="p" x=${x2} y=${end + LINE - 5} text-anchor="middle">${formatProbability(prob, index.childCount(p))}</text>`}
      </g>`;
}

/**
 * Node `i`. Its children, in this order, are what the painter finds by
 * position: the shape, the value; then by class the current node's second
 * outline `.ring`, `text.window` and `text.cond`.
 * Its texts are hidden from assistive technology: its name, the `<title>`
 * the painter writes (`nodeName`), says all of them in words (and shows as
 * the node's tooltip).
 * `data-state` starts `unvisited`; the painter writes the step's.
 */
export function nodeTemplate(c: DrawContext, i: number): SVGTemplateResult {
  const { index, layout, geometry: g } = c;
  const kind = index.kindOf(i);
  const label = index.label(i);
  const look = nodeFrame(kind, label, {
    collapsed: c.collapsed.has(i),
    descendants: (index.size[i] ?? 1) - 1,
    toggle: index.childCount(i) > 0 && !c.compact,
    lang: c.lang,
  });
  const toggle = look.toggle;
  const windowY = R + 4 + g.boardH + LINE - 3;
  // A WAI-ARIA tree's item (not in a thumbnail): its level, its place among its siblings, expanded or not; the painter names it at each step.
  const item = c.compact ? null : treeItem(index, i);
  const inner = index.childCount(i) > 0;
  return svg`<g
        class=${look.className}
        data-node-id=${index.id(i)}
        data-i=${i}
        data-state="unvisited"
        transform="translate(${layout.x[i]},${layout.y[i]})"
        role=${item === null ? nothing : 'treeitem'}
        tabindex=${item === null ? nothing : -1}
        aria-level=${item?.level ?? nothing}
        aria-posinset=${item?.pos ?? nothing}
        aria-setsize=${item?.size ?? nothing}
        aria-expanded=${item === null || !inner ? nothing : c.collapsed.has(i) ? 'false' : 'true'}
        aria-selected=${item === null ? nothing : 'false'}
      >
        ${shape(kind, g.hw)}
        <text class="value" y=${fitValue(kind, g.hw, '').y} text-anchor="middle" aria-hidden="true"></text>
        ${ring(kind, g.hw)}
        ${label === '' ? nothing : svg`<text class="label" y=${-R - 6} text-anchor="middle" aria-hidden="true">${label}</text>`}
        ${thumbTemplate(index, g, i)}
        <text class="window" y=${windowY} text-anchor="middle" aria-hidden="true"></text>
        <text class="cond" y=${windowY + LINE} text-anchor="middle" aria-hidden="true"></text>
        ${look.hides === null ? nothing : svg`<text class="hides" y=${g.below + 12} text-anchor="middle" aria-hidden="true">${hidesLines(look.hides)}</text>`}
        ${item === null ? nothing : svg`<title class="name"></title>`}
        ${
          toggle === null
            ? nothing
            : // For the pointer only: the keys (+, −, ←, →) and the viewer's collapse button do the same, so the item holds nothing focusable.
              svg`<g class="toggle" data-action="collapse" aria-hidden="true" data-expanded=${toggle.expanded}
              transform=${toggleAt(kind, g.hw)}><title>${toggle.label}</title><circle r="9"></circle><text y="4.5" text-anchor="middle">${toggle.symbol}</text></g>`
        }
      </g>`;
}

/** Node i as a tree item: its level (the root 1) and its place among its siblings. */
function treeItem(index: ViewTree, i: number): { level: number; pos: number; size: number } {
  const parent = index.parent[i] ?? -1;
  let level = 1;
  for (let p = parent; p >= 0; p = index.parent[p] ?? -1) level++;
  if (parent < 0) return { level, pos: 1, size: 1 };
  const siblings = index.children(parent);
  return { level, pos: siblings.indexOf(i) + 1, size: siblings.length };
}

/** A node's position as a small board under it (tic-tac-toe, Connect-4, 2048). */
function thumbTemplate(index: ViewTree, g: Geometry, i: number) {
  const cells = g.board === null ? null : index.cells(i);
  if (cells === null || g.board === null) return nothing;
  const { cols, rows, size } = g.board;
  const w = cols * size;
  const frame = svg`<rect width=${w} height=${rows * size} class="thumb-bg"></rect>`;
  // One path per colour (a player's marks, a tile value): three or so elements a board, however many cells.
  const is2048 = index.positions?.game === '2048';
  const paths = new Map<number, string>();
  cells.forEach((v, k) => {
    if (v === 0) return;
    const x = (k % cols) * size + 0.5;
    const y = Math.floor(k / cols) * size + 0.5;
    // A player's mark by its shape too, not its colour alone: X a cross, O a ring (filled even-odd).
    const mark = is2048 ? `M${x},${y}h${size - 1}v${size - 1}h${1 - size}z` : v === 1 ? crossPath(x, y, size - 1) : ringPath(x, y, size - 1);
    paths.set(v, `${paths.get(v) ?? ''}${mark}`);
  });
  const tiles = [...paths].map(([v, d]) =>
    is2048 ? svg`<path d=${d} style=${`fill:${tileColours(2 ** v)[0]}`}></path>` : svg`<path class=${v === 1 ? 'tx' : 'to'} fill-rule="evenodd" d=${d}></path>`,
  );
  return svg`<g class="thumb" aria-hidden="true" transform="translate(${-w / 2},${R + 4})">${frame}${tiles}</g>`;
}

const r2 = (v: number) => Math.round(v * 100) / 100;

/** An X in the `a`-wide square at (x, y): a × as one outline of 12 points, its arms `t`·√2 thick, inset `m` from the square's edges. */
export function crossPath(x: number, y: number, a: number): string {
  const m = a * 0.1;
  const t = a * 0.16;
  const c = a / 2;
  const p = (dx: number, dy: number) => `${r2(x + c + dx)},${r2(y + c + dy)}`;
  const e = c - m; // from the centre to an arm's end, across and down
  return `M${p(0, -t)}L${p(e - t, -e)}L${p(e, -e + t)}L${p(t, 0)}L${p(e, e - t)}L${p(e - t, e)}L${p(0, t)}L${p(-e + t, e)}L${p(-e, e - t)}L${p(-t, 0)}L${p(-e, -e + t)}L${p(-e + t, -e)}z`;
}

/** An O in the `a`-wide square at (x, y): a ring, its outer and inner circles (filled even-odd). */
export function ringPath(x: number, y: number, a: number): string {
  const c = a / 2;
  const outer = c * 0.9;
  const inner = c * 0.45;
  const circle = (r: number) => `M${r2(x + c - r)},${r2(y + c)}a${r2(r)},${r2(r)} 0 1,0 ${r2(2 * r)},0a${r2(r)},${r2(r)} 0 1,0 ${r2(-2 * r)},0z`;
  return circle(outer) + circle(inner);
}
