/**
 * <search-tree>: a search tree at one step of its trace.
 *
 * D3 computes (the tidy layout, the zoom); Lit renders the drawing's
 * structure once per tree, keyed by node id; each step then touches only the
 * nodes whose view changed, so a 20 000-node trace steps in a few ms. What is
 * shown is a pure function of (tree, trace, step).
 *
 * Nodes by kind: MAX ▲, MIN ▼, CHANCE ○, leaf □, with their value; beside an
 * open node its α/β window and the live cut-off condition; probabilities on
 * chance edges; the current node and edge highlighted; pruned subtrees greyed
 * with a cut mark on the edge; the chosen path thickened at the end.
 *
 * Hooks: each node `<g data-node-id data-state>` with `data-value` once it
 * has one; the zoom buttons `data-action="fit"`, `"zoom-in"`, `"zoom-out"`.
 *
 * @fires node-click - detail `{ id }` when a node is clicked (the editor edits leaves; self-check marks).
 */
import { LitElement, css, html, nothing, svg, unsafeCSS } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior } from 'd3-zoom';
import type { Algorithm, TieRule } from '../search/search.ts';
import type { TreeNode } from '../games/tree/tree.ts';
import type { Trace } from '../trace/trace.ts';
import { formatNumber as f, type Lang } from '../i18n/lang.ts';
import { t } from '../i18n/strings.ts';
import { chosenPath, indexTree, stepView, type TreeIndex } from './tree-state.ts';
import { layoutTree, type Layout } from './layout.ts';

const R = 16;
const SHAPES = {
  max: svg`<polygon class="shape" points="0,${-R} ${R * 1.05},${R * 0.8} ${-R * 1.05},${R * 0.8}"></polygon>`,
  min: svg`<polygon class="shape" points="0,${R} ${R * 1.05},${-R * 0.8} ${-R * 1.05},${-R * 0.8}"></polygon>`,
  chance: svg`<circle class="shape" r=${R}></circle>`,
  leaf: svg`<rect class="shape" x=${-R * 0.9} y=${-R * 0.9} width=${R * 1.8} height=${R * 1.8} rx="2"></rect>`,
};
const SIGN: Record<string, string> = { atMost: '≤', atLeast: '≥', partial: '≈' };

/** The drawing's look: shared by the page and by exported SVG files. */
const DRAWING = `
  .edge line { stroke: #9aa3ae; stroke-width: 1.5; }
  .edge .cut { stroke: none; fill: none; stroke-width: 2.5; }
  .edge.cut-here .cut { stroke: #b3261e; }
  .edge[data-state='pruned'] line { stroke: #c9ced6; stroke-dasharray: 4 4; }
  .edge[data-state='done'] line, .edge[data-state='active'] line { stroke: #56606d; }
  .edge.current line { stroke: #e07a00; stroke-width: 3.5; }
  .edge.path line { stroke: #1f4e8c; stroke-width: 5; }
  .edge .p { font-size: 12px; fill: #56606d; }
  .node .shape { fill: #fff; stroke: #8a94a3; stroke-width: 1.5; }
  .node[data-state='active'] .shape { fill: #e6efff; stroke: #1f4e8c; stroke-width: 2.5; }
  .node[data-state='done'] .shape { fill: #d5e3f7; stroke: #1f4e8c; }
  .node.kind-leaf[data-state='done'] .shape { fill: #e3f1e1; stroke: #2e6b2a; }
  .node[data-state='pruned'] { opacity: 0.35; }
  .node[data-state='pruned'] .shape { stroke-dasharray: 3 3; fill: #eee; }
  .node.current .shape { stroke: #e07a00; stroke-width: 4; }
  .node.path .shape { stroke: #1f4e8c; stroke-width: 4; }
  .node .value { font-size: 13px; font-weight: 700; fill: #1c2430; pointer-events: none; }
  .node[data-state='unvisited'] .value { fill: #8a94a3; font-weight: 400; }
  .node .label { font-size: 12px; fill: #4a5361; }
  .node .window { font-size: 11px; fill: #1f4e8c; }
  .node .cond { font-size: 11px; fill: #b3261e; }
  .node.marked .shape { stroke: #b3261e; stroke-width: 3; stroke-dasharray: 5 3; }
  .node[data-check='ok'] .shape { fill: #dff3dc; stroke: #2e6b2a; stroke-width: 3; }
  .node[data-check='wrong'] .shape { fill: #fdecea; stroke: #b3261e; stroke-width: 4; }
  .node { cursor: pointer; }
`;
const EXPORT_STYLE = `text { font-family: system-ui, sans-serif; } ${DRAWING}`;
const MOTION = css`
  svg.animate .shape,
  svg.animate line {
    transition:
      fill 180ms ease,
      stroke 180ms ease,
      stroke-width 180ms ease;
  }
  @media (prefers-reduced-motion: reduce) {
    svg.animate .shape,
    svg.animate line {
      transition: none;
    }
  }
  svg.far .node text,
  svg.far .edge text {
    display: none;
  }
`;

export class SearchTree extends LitElement {
  static override properties = {
    tree: { attribute: false },
    trace: { attribute: false },
    step: { type: Number },
    algorithm: {},
    tieRule: {},
    lang: {},
    motion: { type: Boolean },
    compact: { type: Boolean },
    marks: { attribute: false },
    grades: { attribute: false },
  };
  declare tree: TreeNode | null;
  declare trace: Trace | null;
  declare step: number;
  declare algorithm: Algorithm;
  declare tieRule: TieRule;
  declare lang: Lang;
  /** Animated transitions between steps (also off when the system asks for reduced motion). */
  declare motion: boolean;
  /** A thumbnail: no zoom buttons, no labels beside nodes. */
  declare compact: boolean;
  /** Self-check: the nodes the student marked as pruned. */
  declare marks: ReadonlySet<string>;
  /** Self-check: each graded node's verdict (`data-check`). */
  declare grades: ReadonlyMap<string, 'ok' | 'wrong'> | null;

  private index: TreeIndex | null = null;
  private layout: Layout | null = null;
  private applied: string[] = [];
  private zoomer: ZoomBehavior<SVGSVGElement, unknown> | null = null;
  private indexedFor: { tree: TreeNode | null; trace: Trace | null } = { tree: null, trace: null };

  constructor() {
    super();
    this.tree = null;
    this.trace = null;
    this.step = 0;
    this.algorithm = 'alphabeta';
    this.tieRule = 'inclusive';
    this.lang = 'en';
    this.motion = true;
    this.compact = false;
    this.marks = new Set();
    this.grades = null;
  }

  override willUpdate(): void {
    if (this.tree === null) {
      this.index = null;
      this.layout = null;
      return;
    }
    if (this.indexedFor.tree !== this.tree || this.indexedFor.trace !== this.trace) {
      const treeChanged = this.indexedFor.tree !== this.tree;
      this.index = indexTree(this.tree, this.trace);
      if (treeChanged || this.layout === null) this.layout = layoutTree(this.tree, this.index);
      this.indexedFor = { tree: this.tree, trace: this.trace };
      this.applied = [];
    }
  }

  override render() {
    const index = this.index;
    const layout = this.layout;
    if (index === null || layout === null) return html`<div class="empty"></div>`;
    const order = index.nodes.map((_, i) => i);
    const edges = order.slice(1);
    return html`
      <svg part="svg" role="img" aria-label=${t(this.lang, 'treeView')} class=${this.motion ? 'animate' : ''}>
        <g class="viewport">
          <g class="edges">
            ${repeat(
              edges,
              (i) => index.nodes[i]!.id,
              (i) => {
                const p = index.parent[i]!;
                const x1 = layout.x[p]!;
                const y1 = layout.y[p]!;
                const x2 = layout.x[i]!;
                const y2 = layout.y[i]!;
                const prob = index.nodes[i]!.p;
                return svg`<g class="edge" data-edge-id=${index.nodes[i]!.id}>
                  <line x1=${x1} y1=${y1 + R} x2=${x2} y2=${y2 - R}></line>
                  <path class="cut" d=${cutMark(x1, y1 + R, x2, y2 - R)}></path>
                  ${Number.isNaN(prob) ? nothing : svg`<text class="p" x=${(x1 + x2) / 2 + (x2 >= x1 ? 6 : -6)} y=${(y1 + y2) / 2} text-anchor=${x2 >= x1 ? 'start' : 'end'}>${f(prob)}</text>`}
                </g>`;
              },
            )}
          </g>
          <g class="nodes">
            ${repeat(
              order,
              (i) => index.nodes[i]!.id,
              (i) => {
                const node = index.nodes[i]!;
                const label = node.auto ? '' : node.id;
                return svg`<g class="node kind-${node.kind}" data-node-id=${node.id} data-state="unvisited" transform="translate(${layout.x[i]},${layout.y[i]})" @click=${() => this.clicked(node.id)}>
                  ${SHAPES[node.kind]}
                  <text class="value" y="5" text-anchor="middle"></text>
                  ${label === '' ? nothing : svg`<text class="label" y=${node.kind === 'max' ? -R - 6 : -R - 4} text-anchor="middle">${label}</text>`}
                  <text class="window" x=${R + 6} y="-4"></text>
                  <text class="cond" x=${R + 6} y="10"></text>
                </g>`;
              },
            )}
          </g>
        </g>
      </svg>
      ${this.compact
        ? nothing
        : html`<div class="zoom" role="group" aria-label=${t(this.lang, 'zoom')}>
            <button type="button" data-action="zoom-in" title=${t(this.lang, 'zoomIn')} @click=${() => this.zoomBy(1.3)}>+</button>
            <button type="button" data-action="zoom-out" title=${t(this.lang, 'zoomOut')} @click=${() => this.zoomBy(1 / 1.3)}>−</button>
            <button type="button" data-action="fit" title=${t(this.lang, 'fit')} @click=${() => this.fit()}>${t(this.lang, 'fit')}</button>
          </div>`}
    `;
  }

  override firstUpdated(): void {
    const svgEl = this.renderRoot.querySelector('svg');
    if (svgEl !== null) this.attachZoom(svgEl);
  }

  override updated(changed: Map<string, unknown>): void {
    const svgEl = this.renderRoot.querySelector('svg');
    if (svgEl === null) return;
    if (this.zoomer === null) this.attachZoom(svgEl);
    if (changed.has('tree')) this.fit();
    this.paint();
  }

  /** Applies the view at the current step to the drawn nodes and edges, touching only what changed. */
  private paint(): void {
    const index = this.index;
    if (index === null) return;
    const view = stepView(index, this.trace, this.step);
    const done = this.trace !== null && this.step >= this.trace.length;
    const path = done ? chosenPath(index, view, this.algorithm === 'negamax') : new Set<number>();
    const nodes = this.renderRoot.querySelectorAll<SVGGElement>('g.node');
    const edges = this.renderRoot.querySelectorAll<SVGGElement>('g.edge');
    const windowed = this.algorithm === 'alphabeta';
    for (let i = 0; i < index.nodes.length; i++) {
      const node = index.nodes[i]!;
      const status = view.status[i]!;
      const value = view.value[i]!;
      const current = view.current === i;
      const onPath = path.has(i);
      const certainty = view.certainty[i];
      const open = status === 'active';
      const alpha = view.alpha[i]!;
      const beta = view.beta[i]!;
      const marked = this.marks.has(node.id);
      const verdict = this.grades?.get(node.id) ?? '';
      const key = `${status}|${value}|${current}|${onPath}|${certainty}|${open ? `${alpha}|${beta}` : ''}|${marked}|${verdict}`;
      if (this.applied[i] === key) continue;
      this.applied[i] = key;
      const g = nodes[i];
      if (g === undefined) continue;
      g.dataset.state = status;
      if (Number.isNaN(value)) delete g.dataset.value;
      else g.dataset.value = String(value);
      g.classList.toggle('current', current);
      g.classList.toggle('path', onPath);
      g.classList.toggle('marked', marked);
      if (verdict === '') delete g.dataset.check;
      else g.dataset.check = verdict;
      const text = g.querySelector('text.value')!;
      if (!Number.isNaN(value)) {
        const prefix = certainty !== null ? (SIGN[certainty] ?? '') : open && node.kind === 'max' ? '≥' : open && node.kind === 'min' ? '≤' : '';
        text.textContent = `${prefix}${f(value)}`;
      } else {
        text.textContent = node.kind === 'leaf' ? f(node.value) : '';
      }
      const win = g.querySelector('text.window')!;
      const cond = g.querySelector('text.cond')!;
      if (windowed && open && node.kind !== 'leaf' && !this.compact) {
        win.textContent = `α=${f(alpha)} β=${f(beta)}`;
        const strict = this.tieRule === 'strict';
        cond.textContent =
          node.kind === 'max' && Number.isFinite(beta)
            ? `${t(this.lang, 'pruneIf')} ${strict ? '>' : '≥'} ${f(beta)}`
            : node.kind === 'min' && Number.isFinite(alpha)
              ? `${t(this.lang, 'pruneIf')} ${strict ? '<' : '≤'} ${f(alpha)}`
              : '';
      } else {
        win.textContent = '';
        cond.textContent = '';
      }
      if (i > 0) {
        const e = edges[i - 1];
        if (e !== undefined) {
          e.dataset.state = status;
          const parent = index.parent[i]!;
          e.classList.toggle('cut-here', status === 'pruned' && view.status[parent] !== 'pruned');
          e.classList.toggle('current', current);
          e.classList.toggle('path', onPath && path.has(parent));
        }
      }
    }
  }

  private clicked(id: string): void {
    this.dispatchEvent(new CustomEvent('node-click', { detail: { id }, bubbles: true, composed: true }));
  }

  private attachZoom(svgEl: SVGSVGElement): void {
    const viewport = select(svgEl).select<SVGGElement>('g.viewport');
    this.zoomer = zoom<SVGSVGElement, unknown>()
      .scaleExtent([0.02, 4])
      .on('zoom', (event: { transform: { k: number; toString(): string } }) => {
        viewport.attr('transform', event.transform.toString());
        svgEl.classList.toggle('far', event.transform.k < 0.45);
      });
    if (!this.compact) select(svgEl).call(this.zoomer);
    this.fit();
  }

  /** Fits the whole tree in the frame. */
  fit(): void {
    const svgEl = this.renderRoot.querySelector('svg');
    const layout = this.layout;
    if (svgEl === null || layout === null || this.zoomer === null) return;
    const width = svgEl.clientWidth || 800;
    const height = svgEl.clientHeight || 400;
    const margin = this.compact ? 24 : 48;
    const w = layout.maxX - layout.minX + 2 * margin + (this.compact ? 0 : 120);
    const h = layout.maxY + 2 * margin;
    const k = Math.min(width / w, height / h, 1.6);
    const x = (width - (layout.maxX + layout.minX) * k) / 2;
    const transform = zoomIdentity.translate(x, margin * k + (height - h * k) / 2).scale(k);
    this.zoomer.transform(select(svgEl), transform);
  }

  private zoomBy(factor: number): void {
    const svgEl = this.renderRoot.querySelector('svg');
    if (svgEl !== null && this.zoomer !== null) this.zoomer.scaleBy(select(svgEl), factor);
  }

  /** The drawing as a standalone SVG document (styles inlined), for export. */
  svgText(): string {
    const svgEl = this.renderRoot.querySelector('svg');
    if (svgEl === null) return '';
    const clone = svgEl.cloneNode(true) as SVGSVGElement;
    clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    const layout = this.layout!;
    const pad = 60;
    clone.setAttribute('viewBox', `${layout.minX - pad} ${-pad} ${layout.maxX - layout.minX + 2 * pad + 100} ${layout.maxY + 2 * pad}`);
    clone.querySelector('g.viewport')?.removeAttribute('transform');
    const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
    style.textContent = EXPORT_STYLE;
    clone.prepend(style);
    return new XMLSerializer().serializeToString(clone);
  }

  static override styles = css`
    :host {
      display: block;
      position: relative;
      min-height: 240px;
      background: #fff;
      border: 1px solid #d0d4da;
      border-radius: 4px;
    }
    svg {
      width: 100%;
      height: 100%;
      min-height: inherit;
      display: block;
      cursor: grab;
      font-family: system-ui, sans-serif;
    }
    .zoom {
      position: absolute;
      top: 6px;
      right: 6px;
      display: flex;
      gap: 4px;
    }
    .zoom button {
      font: inherit;
      min-width: 2rem;
      padding: 0.15rem 0.5rem;
      background: #fff;
      border: 1px solid #8a94a3;
      cursor: pointer;
    }
    ${unsafeCSS(DRAWING)}
    ${MOTION}
  `;
}

/** A short stroke across the middle of an edge: the cut of a pruned subtree. */
function cutMark(x1: number, y1: number, x2: number, y2: number): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * 9;
  const ny = (dx / len) * 9;
  return `M${mx - nx},${my - ny}L${mx + nx},${my + ny}M${mx - nx + dx / len * 5},${my - ny + dy / len * 5}L${mx + nx + dx / len * 5},${my + ny + dy / len * 5}`;
}


customElements.define('search-tree', SearchTree);
