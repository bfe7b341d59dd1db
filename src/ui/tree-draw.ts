/**
 * The drawing's structure: one `<g class="edge">` and one `<g class="node">`
 * per drawn node, as Lit templates keyed by node id. Drawn once per tree (and
 * per collapse); the step's look is painted onto them (`tree-paint.ts`).
 *
 * A node: its shape (MAX ▲, MIN ▼, CHANCE ○, leaf □), its value inside, its
 * name above, a mini board under it (games), its α/β window and cut-off
 * condition beside it, and the − / + toggle that collapses its subtree. An
 * edge: its line, the cut mark of a pruned subtree, a chance edge's
 * probability.
 */
import { nothing, svg, type SVGTemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { TreeNode } from '../games/tree/tree.ts';
import { formatNumber as f, type Lang } from '../i18n/lang.ts';
import { tileColours } from './g2048-board.ts';
import type { Layout } from './layout.ts';
import { nodeFrame } from './node-look.ts';
import type { TreeIndex } from '../app/tree-view.ts';
import type { Trace } from '../trace/trace.ts';
import { groupBands } from './tree-bands.ts';

/** A node's radius, in SVG units. */
export const R = 16;

const SHAPES = {
  max: svg`<polygon class="shape" points="0,${-R} ${R * 1.05},${R * 0.8} ${-R * 1.05},${R * 0.8}"></polygon>`,
  min: svg`<polygon class="shape" points="0,${R} ${R * 1.05},${-R * 0.8} ${-R * 1.05},${-R * 0.8}"></polygon>`,
  chance: svg`<circle class="shape" r=${R}></circle>`,
  leaf: svg`<rect class="shape" x=${-R * 0.9} y=${-R * 0.9} width=${R * 1.8} height=${R * 1.8} rx="2"></rect>`,
};

/** Small boards drawn under the nodes: each node's position, by node id. */
export type Thumbs =
  | { kind: 'tictactoe' | 'connect4'; boards: Record<string, string> }
  | { kind: '2048'; boards: Record<string, { board: number[][] }> };

/** Size of a mini board: cells per row, cell size, rows. */
export function thumbSize(t: Thumbs): { cols: number; rows: number; size: number } {
  return t.kind === 'tictactoe' ? { cols: 3, rows: 3, size: 9 } : t.kind === 'connect4' ? { cols: 7, rows: 6, size: 5 } : { cols: 4, rows: 4, size: 9 };
}

/** The name drawn beside a node: its label (a game's move), or its id when it was given one. */
export function nodeLabel(node: TreeNode): string {
  return node.label ?? (node.auto ? '' : node.id);
}

/** A short stroke across an edge, nearer the parent (clear of the child's label): the cut of a pruned subtree. */
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

/**
 * Room beside each node, for the layout: the longest label or value (a final
 * value from the trace where it has one), and the mini boards.
 */
export function drawSpacing(index: TreeIndex, trace: Trace | null, thumbs: Thumbs | null): { labelChars: number; extra?: { width: number; height: number } } {
  let labelChars = 0;
  index.nodes.forEach((node, i) => {
    const value = node.kind === 'leaf' ? node.value : trace !== null && index.traced[i]! >= 0 ? trace.finalValue(index.traced[i]!) : NaN;
    // A value is bold and larger than a label, and may carry a sign (≤, ≥): count it wider.
    const valueChars = Number.isNaN(value) ? 0 : (f(value).length + 1) * 1.25;
    labelChars = Math.max(labelChars, nodeLabel(node).length, valueChars);
  });
  if (thumbs === null) return { labelChars };
  const s = thumbSize(thumbs);
  return { labelChars, extra: { width: s.cols * s.size, height: s.rows * s.size + 6 } };
}

/** What every node and edge of one drawing shares. */
export interface DrawContext {
  index: TreeIndex;
  layout: Layout;
  /** The nodes drawn collapsed. */
  collapsed: ReadonlySet<number>;
  /** The mini boards (null in a thumbnail, or without a game). */
  thumbs: Thumbs | null;
  /** A thumbnail: no toggles, not focusable. */
  compact: boolean;
  lang: Lang;
}

/**
 * The whole drawing, inside the camera's `g.viewport`: the shown nodes and
 * edges (not `hidden` under a collapsed node) in vertical bands
 * (`tree-bands.ts`), each element keyed by its node's id.
 */
export function viewportTemplate(c: DrawContext, hidden: Uint8Array): SVGTemplateResult {
  const bands = groupBands(c.index, c.layout, hidden);
  const id = (i: number) => c.index.nodes[i]!.id;
  const edge = (i: number) => edgeTemplate(c, i);
  const node = (i: number) => nodeTemplate(c, i);
  return svg`<g class="viewport">
    ${repeat(
      bands.keys(),
      (key) => key,
      (key) => {
        const b = bands.get(key)!;
        return svg`<g class="band" data-band=${key}>
                <g class="edges">${repeat(b.edges, id, edge)}</g>
                <g class="nodes">${repeat(b.nodes, id, node)}</g>
              </g>`;
      },
    )}
  </g>`;
}

/** The edge from node `i`'s parent to it. */
export function edgeTemplate(c: DrawContext, i: number): SVGTemplateResult {
  const { index, layout } = c;
  const th = c.thumbs === null ? null : thumbSize(c.thumbs);
  const p = index.parent[i]!;
  const x1 = layout.x[p]!;
  const y1 = layout.y[p]!;
  const x2 = layout.x[i]!;
  const y2 = layout.y[i]!;
  const prob = index.nodes[i]!.p;
  const top = y1 + R + (th === null ? 0 : th.rows * th.size + 4);
  return svg`<g class="edge" data-edge-id=${index.nodes[i]!.id}>
        <line x1=${x1} y1=${top} x2=${x2} y2=${y2 - R}></line>
        <path class="cut" d=${cutMark(x1, top, x2, y2 - R)}></path>
        ${Number.isNaN(prob) ? nothing : svg`<text class="p" x=${(x1 + x2) / 2 + (x2 >= x1 ? 6 : -6)} y=${(top + y2) / 2} text-anchor=${x2 >= x1 ? 'start' : 'end'}>${f(prob)}</text>`}
      </g>`;
}

/**
 * Node `i`. Its children, in this order, are what the painter finds by
 * position: the shape, the value; then by class `text.window` and `text.cond`.
 * `data-state` starts `unvisited`; the painter writes the step's.
 */
export function nodeTemplate(c: DrawContext, i: number): SVGTemplateResult {
  const { index, layout } = c;
  const n = index.nodes[i]!;
  const label = nodeLabel(n);
  const th = c.thumbs === null ? null : thumbSize(c.thumbs);
  const below = R + 4 + (th === null ? 0 : th.rows * th.size + 4);
  const look = nodeFrame(n.kind, label, { collapsed: c.collapsed.has(i), descendants: index.size[i]! - 1, toggle: index.children[i]!.length > 0 && !c.compact, lang: c.lang });
  const toggle = look.toggle;
  return svg`<g
        class=${look.className}
        data-node-id=${n.id}
        data-state="unvisited"
        transform="translate(${layout.x[i]},${layout.y[i]})"
        tabindex=${c.compact ? -1 : 0}
        role="button"
        aria-label=${look.aria}
      >
        ${SHAPES[n.kind]}
        <text class="value" y="5" text-anchor="middle"></text>
        ${label === '' ? nothing : svg`<text class="label" y=${n.kind === 'max' ? -R - 6 : -R - 4} text-anchor="middle">${label}</text>`}
        ${thumbTemplate(c.thumbs, n.id)}
        <text class="window" x=${R + 6} y="-4"></text>
        <text class="cond" x=${R + 6} y="12"></text>
        ${look.hides === null ? nothing : svg`<text class="hides" y=${below + 12} text-anchor="middle">${look.hides}</text>`}
        ${toggle === null
          ? nothing
          : svg`<g class="toggle" data-action="collapse" role="button" tabindex="0" aria-expanded=${toggle.expanded} aria-label=${toggle.label}
              transform="translate(${-R - 14},3)"><title>${toggle.label}</title><circle r="9"></circle><text y="4.5" text-anchor="middle">${toggle.symbol}</text></g>`}
      </g>`;
}

/** A node's position as a small board under it (tic-tac-toe, Connect-4, 2048). */
function thumbTemplate(th: Thumbs | null, id: string) {
  if (th === null) return nothing;
  const { cols, rows, size } = thumbSize(th);
  const w = cols * size;
  const frame = svg`<rect width=${w} height=${rows * size} class="thumb-bg"></rect>`;
  if (th.kind === '2048') {
    const b = th.boards[id]?.board;
    if (b === undefined) return nothing;
    return svg`<g class="thumb" transform="translate(${-w / 2},${R + 4})">${frame}${b.flatMap((row, r) =>
      row.map((v, c) => svg`<rect x=${c * size + 0.5} y=${r * size + 0.5} width=${size - 1} height=${size - 1} style=${`fill:${v === 0 ? 'var(--ast-tile-empty)' : tileColours(v)[0]}`}></rect>`),
    )}</g>`;
  }
  const cells = th.boards[id];
  if (cells === undefined) return nothing;
  return svg`<g class="thumb" transform="translate(${-w / 2},${R + 4})">${frame}
      ${[...cells].map((c, i) =>
        c === '.'
          ? nothing
          : svg`<rect class=${c === 'x' ? 'tx' : 'to'} x=${(i % cols) * size + 0.5} y=${Math.floor(i / cols) * size + 0.5} width=${size - 1} height=${size - 1}></rect>`,
      )}
    </g>`;
}
