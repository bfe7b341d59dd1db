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
import { LitElement, html, nothing, svg } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior } from 'd3-zoom';
import type { Algorithm, TieRule } from '../search/search.ts';
import type { TreeNode } from '../games/tree/tree.ts';
import type { Trace } from '../trace/trace.ts';
import { formatNumber as f, type Lang } from '../i18n/lang.ts';
import { t } from '../i18n/strings.ts';
import { certaintyOf, chosenPath, emptyView, indexTree, statusOf, stepView, type StepView, type TreeIndex } from './tree-state.ts';
import { STATUSES } from '../trace/codes.ts';
import { layoutTree, type Layout } from './layout.ts';

const R = 16;
const SHAPES = {
  max: svg`<polygon class="shape" points="0,${-R} ${R * 1.05},${R * 0.8} ${-R * 1.05},${R * 0.8}"></polygon>`,
  min: svg`<polygon class="shape" points="0,${R} ${R * 1.05},${-R * 0.8} ${-R * 1.05},${-R * 0.8}"></polygon>`,
  chance: svg`<circle class="shape" r=${R}></circle>`,
  leaf: svg`<rect class="shape" x=${-R * 0.9} y=${-R * 0.9} width=${R * 1.8} height=${R * 1.8} rx="2"></rect>`,
};
const SIGN: Record<string, string> = { atMost: '≤', atLeast: '≥', partial: '≈' };
const ACTIVE = STATUSES.indexOf('active');
const PRUNED_CODE = STATUSES.indexOf('pruned');

/** The drawing's look: shared by the page and by exported SVG files. */
const DRAWING = `
  line { stroke: #9aa3ae; stroke-width: 1.5; }
  line.s-pruned { stroke: #c9ced6; stroke-dasharray: 4 4; }
  line.s-done, line.s-active { stroke: #56606d; }
  line.cur { stroke: #e07a00; stroke-width: 3.5; }
  line.path { stroke: #1f4e8c; stroke-width: 5; }
  .cut { stroke: none; fill: none; stroke-width: 2.5; }
  .cut.on { stroke: #b3261e; }
  .p { font-size: 12px; fill: #56606d; }
  .shape { fill: #fff; stroke: #8a94a3; stroke-width: 1.5; }
  .shape.s-active { fill: #e6efff; stroke: #1f4e8c; stroke-width: 2.5; }
  .shape.s-done { fill: #d5e3f7; stroke: #1f4e8c; }
  .shape.s-done.leaf { fill: #e3f1e1; stroke: #2e6b2a; }
  .shape.s-pruned { stroke-dasharray: 3 3; fill: #eee; }
  .shape.cur { stroke: #e07a00; stroke-width: 4; }
  .shape.path { stroke: #1f4e8c; stroke-width: 4; }
  .shape.marked { stroke: #b3261e; stroke-width: 3; stroke-dasharray: 5 3; }
  .shape.ok { fill: #dff3dc; stroke: #2e6b2a; stroke-width: 3; }
  .shape.wrong { fill: #fdecea; stroke: #b3261e; stroke-width: 4; }
  .value { font-size: 13px; font-weight: 700; fill: #1c2430; pointer-events: none; }
  .value.s-unvisited { fill: #8a94a3; font-weight: 400; }
  .label { font-size: 12px; fill: #4a5361; }
  .window { font-size: 11px; fill: #1f4e8c; }
  .cond { font-size: 11px; fill: #b3261e; }
  .node { cursor: pointer; }
  .thumb-bg { fill: #f6f7f9; stroke: #b8c0cc; stroke-width: 0.5; }
  .thumb .tx { fill: #d62728; }
  .thumb .to { fill: #1f4e8c; }
`;
const EXPORT_STYLE = `text { font-family: system-ui, sans-serif; } ${DRAWING}`;
const MOTION = `
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
  svg.far text {
    display: none;
  }
`;

/** The drawing's rules, once per page, nested under the element (the page renders it in the light DOM). */
const sheet = document.createElement('style');
sheet.dataset.for = 'search-tree';
sheet.textContent = `search-tree { ${DRAWING} ${MOTION} }`;
document.head.append(sheet);

export class SearchTree extends LitElement {
  /** Light DOM: the page's stylesheet (styles.css) styles it, and its data-* hooks are reachable from the document. */
  override createRenderRoot(): HTMLElement {
    return this;
  }

  // Only what changes the drawing's structure re-renders; the step's view is painted onto it.
  static override properties = {
    tree: { attribute: false },
    lang: {},
    motion: { type: Boolean },
    compact: { type: Boolean },
    thumbs: { attribute: false },
  };
  declare tree: TreeNode | null;
  declare lang: Lang;
  /** Animated transitions between steps (also off when the system asks for reduced motion). */
  declare motion: boolean;
  /** A thumbnail: no zoom buttons, no labels beside nodes. */
  declare compact: boolean;
  /**
   * Small boards to draw under the nodes: each node's position as a string
   * (tic-tac-toe: 9 cells; Connect-4: 42 cells, top row first), by node id.
   */
  declare thumbs: { kind: 'tictactoe' | 'connect4'; boards: Record<string, string> } | null;

  // Painted, not rendered: setting them schedules a paint of the changed nodes only.
  private _trace: Trace | null = null;
  private _step = 0;
  private _algorithm: Algorithm = 'alphabeta';
  private _tieRule: TieRule = 'inclusive';
  private _marks: ReadonlySet<string> = new Set();
  private _grades: ReadonlyMap<string, 'ok' | 'wrong'> | null = null;

  get trace(): Trace | null {
    return this._trace;
  }
  set trace(v: Trace | null) {
    if (v === this._trace) return;
    this._trace = v;
    this.stale = true;
    this.schedulePaint();
  }
  get step(): number {
    return this._step;
  }
  set step(v: number) {
    if (v === this._step) return;
    this._step = v;
    this.schedulePaint();
  }
  get algorithm(): Algorithm {
    return this._algorithm;
  }
  set algorithm(v: Algorithm) {
    if (v === this._algorithm) return;
    this._algorithm = v;
    this.repaintAll();
  }
  get tieRule(): TieRule {
    return this._tieRule;
  }
  set tieRule(v: TieRule) {
    if (v === this._tieRule) return;
    this._tieRule = v;
    this.repaintAll();
  }
  /** Self-check: the nodes the student marked as pruned. */
  get marks(): ReadonlySet<string> {
    return this._marks;
  }
  set marks(v: ReadonlySet<string>) {
    if (v === this._marks) return;
    this._marks = v;
    this.repaintAll();
  }
  /** Self-check: each graded node's verdict (`data-check`). */
  get grades(): ReadonlyMap<string, 'ok' | 'wrong'> | null {
    return this._grades;
  }
  set grades(v: ReadonlyMap<string, 'ok' | 'wrong'> | null) {
    if (v === this._grades) return;
    this._grades = v;
    this.repaintAll();
  }

  private index: TreeIndex | null = null;
  private layout: Layout | null = null;
  /** The index no longer matches (tree, trace). */
  private stale = true;
  private view: StepView | null = null;
  /** What each drawn node shows now, to touch only the nodes that change. */
  private shown: StepView | null = null;
  private shownFlags = new Uint8Array(0);
  private paintQueued = false;
  /** Zoomed out so far that labels are hidden (level of detail), and whether labels missed updates meanwhile. */
  private far = false;
  private textStale = false;
  /** The drawn node and edge elements, in index order (found once per drawing). */
  private nodeEls: SVGGElement[] = [];
  private edgeEls: SVGGElement[] = [];
  private zoomer: ZoomBehavior<SVGSVGElement, unknown> | null = null;

  constructor() {
    super();
    this.tree = null;
    this.lang = 'en';
    this.motion = true;
    this.compact = false;
    this.thumbs = null;
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('tree')) {
      this.stale = true;
      this.layout = null;
    }
    this.reindex();
    if (changed.has('lang') || changed.has('compact')) this.shown = null;
  }

  /** Brings the index and layout up to date with (tree, trace). */
  private reindex(): void {
    if (!this.stale) return;
    this.stale = false;
    if (this.tree === null) {
      this.index = null;
      this.layout = null;
      return;
    }
    this.index = indexTree(this.tree, this._trace);
    if (this.layout === null) this.layout = layoutTree(this.tree, this.index);
    this.view = null;
    this.shown = null;
  }

  private schedulePaint(): void {
    if (this.paintQueued) return;
    this.paintQueued = true;
    queueMicrotask(() => {
      this.paintQueued = false;
      if (this.isUpdatePending) return; // the update paints
      this.paint();
    });
  }

  private repaintAll(): void {
    this.shown = null;
    this.schedulePaint();
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
                return svg`<g
                  class="node kind-${node.kind}"
                  data-node-id=${node.id}
                  data-state="unvisited"
                  transform="translate(${layout.x[i]},${layout.y[i]})"
                  tabindex=${this.compact ? -1 : 0}
                  role="button"
                  aria-label=${`${node.kind.toUpperCase()} ${node.auto ? '' : node.id}`}
                  @click=${() => this.clicked(node.id)}
                  @keydown=${(e: KeyboardEvent) => {
                    if (e.key === 'Enter') this.clicked(node.id);
                  }}
                >
                  ${SHAPES[node.kind]}
                  <text class="value" y="5" text-anchor="middle"></text>
                  ${label === '' ? nothing : svg`<text class="label" y=${node.kind === 'max' ? -R - 6 : -R - 4} text-anchor="middle">${label}</text>`}
                  ${this.thumb(node.id)}
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
    if (changed.has('tree')) {
      this.nodeEls = [...this.renderRoot.querySelectorAll<SVGGElement>('g.node')];
      this.edgeEls = [...this.renderRoot.querySelectorAll<SVGGElement>('g.edge')];
      this.shown = null;
      this.fit();
    }
    this.paint();
  }

  /** Applies the view at the current step to the drawn nodes and edges, touching only what changed. */
  private paint(): void {
    this.reindex();
    const index = this.index;
    if (index === null) return;
    const n = index.nodes.length;
    const view = (this.view = stepView(index, this._trace, this._step, this.view ?? undefined));
    const nodes = this.nodeEls;
    const edges = this.edgeEls;
    if (nodes.length !== n) return; // not drawn yet: the update paints
    let shown = this.shown;
    if (shown === null) {
      shown = this.shown = emptyView(n);
      shown.status.fill(255);
      this.shownFlags = new Uint8Array(n).fill(255);
    }
    const flags = this.shownFlags;
    const done = this._trace !== null && this._step >= this._trace.length;
    const path = done ? chosenPath(index, view, this._algorithm === 'negamax') : null;
    const windowed = this._algorithm === 'alphabeta' && !this.compact;
    const far = this.far;
    let textStale = false;
    for (let i = 0; i < n; i++) {
      const node = index.nodes[i]!;
      const status = view.status[i]!;
      const value = view.value[i]!;
      const code = view.certainty[i]!;
      const open = status === ACTIVE;
      const alpha = open ? view.alpha[i]! : NaN;
      const beta = open ? view.beta[i]! : NaN;
      const verdict = this._grades?.get(node.id);
      const flag =
        (view.current === i ? 1 : 0) | (path?.has(i) === true ? 2 : 0) | (this._marks.has(node.id) ? 4 : 0) | (verdict === 'ok' ? 8 : verdict === 'wrong' ? 16 : 0) | (i > 0 && path?.has(index.parent[i]!) === true ? 32 : 0);
      if (
        shown.status[i] === status &&
        Object.is(shown.value[i], value) &&
        shown.certainty[i] === code &&
        Object.is(shown.alpha[i], alpha) &&
        Object.is(shown.beta[i], beta) &&
        flags[i] === flag
      ) {
        continue;
      }
      shown.status[i] = status;
      shown.value[i] = value;
      shown.certainty[i] = code;
      shown.alpha[i] = alpha;
      shown.beta[i] = beta;
      flags[i] = flag;
      const state = statusOf(view, i);
      const certainty = certaintyOf(view, i);
      const g = nodes[i]!;
      // data-* are the hooks for tests and exercises; the look comes from classes on the shapes
      // themselves, so a change restyles one element, not a subtree.
      g.dataset.state = state;
      if (Number.isNaN(value)) delete g.dataset.value;
      else g.dataset.value = String(value);
      if (verdict === undefined) delete g.dataset.check;
      else g.dataset.check = verdict;
      g.setAttribute('opacity', status === PRUNED_CODE ? '0.35' : '1');
      const parts = g.children;
      (parts[0] as SVGElement).setAttribute(
        'class',
        `shape s-${state}${node.kind === 'leaf' ? ' leaf' : ''}${flag & 1 ? ' cur' : ''}${flag & 2 ? ' path' : ''}${flag & 4 ? ' marked' : ''}${flag & 8 ? ' ok' : ''}${flag & 16 ? ' wrong' : ''}`,
      );
      const text = parts[1] as SVGTextElement;
      if (far) {
        // Labels are hidden at this zoom: leave them, and redo them when they show again.
        textStale = true;
      } else {
        text.setAttribute('class', `value s-${state}`);
        if (!Number.isNaN(value)) {
          // A running value is a bound while the node is open: MAX ≥ v, MIN ≤ v, and a chance node's partial sum Σ.
          const prefix = certainty !== null ? (SIGN[certainty] ?? '') : !open ? '' : node.kind === 'max' ? '≥' : node.kind === 'min' ? '≤' : node.kind === 'chance' ? 'Σ' : '';
          text.textContent = `${prefix}${f(value)}`;
        } else {
          text.textContent = node.kind === 'leaf' ? f(node.value) : '';
        }
        const win = g.querySelector('text.window')!;
        const cond = g.querySelector('text.cond')!;
        if (windowed && open && node.kind !== 'leaf') {
          win.textContent = `α=${f(alpha)} β=${f(beta)}`;
          const strict = this._tieRule === 'strict';
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
      }
      if (i > 0) {
        const e = edges[i - 1]!;
        const parent = index.parent[i]!;
        const [line, cut] = e.children as unknown as [SVGElement, SVGElement];
        line.setAttribute('class', `s-${state}${flag & 1 ? ' cur' : ''}${flag & 2 && flag & 32 ? ' path' : ''}`);
        cut.setAttribute('class', status === PRUNED_CODE && view.status[parent] !== PRUNED_CODE ? 'cut on' : 'cut');
      }
    }
    this.textStale ||= textStale;
  }

  /** A node's position as a small board under it (tic-tac-toe and Connect-4 trees). */
  private thumb(id: string) {
    const t = this.thumbs;
    const cells = t?.boards[id];
    if (t === null || cells === undefined) return nothing;
    const [cols, size] = t.kind === 'tictactoe' ? [3, 8] : [7, 4];
    const w = cols * size;
    return svg`<g class="thumb" transform="translate(${-w / 2},${R + 4})">
      <rect width=${w} height=${(cells.length / cols) * size} class="thumb-bg"></rect>
      ${[...cells].map((c, i) =>
        c === '.'
          ? nothing
          : svg`<rect class=${c === 'x' ? 'tx' : 'to'} x=${(i % cols) * size + 0.5} y=${Math.floor(i / cols) * size + 0.5} width=${size - 1} height=${size - 1}></rect>`,
      )}
    </g>`;
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
        const far = event.transform.k < 0.45;
        if (far === this.far) return;
        this.far = far;
        svgEl.classList.toggle('far', far);
        if (!far && this.textStale) {
          this.textStale = false;
          this.repaintAll();
        }
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
