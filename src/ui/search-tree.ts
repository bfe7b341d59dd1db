/**
 * <search-tree>: a search tree at one step of its trace.
 *
 * D3 computes (the tidy layout, the zoom and its transitions); Lit renders
 * the drawing's structure once per tree (and per collapse), keyed by node id;
 * each step then touches only the nodes whose view changed, so a 20 000-node
 * trace steps in a few ms. What is shown is a pure function of (tree, trace,
 * step, collapsed nodes).
 *
 * Nodes by kind: MAX ▲, MIN ▼, CHANCE ○, leaf □, with their value; beside an
 * open node its α/β window and the live cut-off condition; probabilities on
 * chance edges; the current node and edge highlighted; pruned subtrees greyed
 * with a cut mark on the edge; the chosen path thickened at the end.
 *
 * Big trees stay readable: no text is drawn smaller than 10 px on screen
 * (`camera.ts`); the camera *follows* the current node with its parent and
 * children; where the whole tree cannot be read at once, a mini-map shows it
 * with the part in view; any subtree collapses (showing how many nodes it
 * hides), and the *focus* view keeps only the path to the current node and
 * the siblings along it.
 *
 * Hooks: each node `<g data-node-id data-state>` with `data-value` once it
 * has one and `data-current` at the current step; on inner nodes a toggle
 * `data-action="collapse"` (`aria-expanded`); the zoom buttons
 * `data-action="fit"`, `"zoom-in"`, `"zoom-out"`; the mini-map `data-minimap`.
 *
 * @fires node-click - detail `{ id }` when a node is clicked (the editor edits leaves; self-check marks; games show its position).
 * @fires node-hover - detail `{ id }` (null when the pointer leaves) for games to show a node's position.
 */
import { LitElement, html, nothing, svg } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { select } from 'd3-selection';
import 'd3-transition';
import { zoom, zoomIdentity, zoomTransform, type ZoomBehavior } from 'd3-zoom';
import type { Algorithm, TieRule } from '../search/search.ts';
import type { TreeNode } from '../games/tree/tree.ts';
import type { Trace } from '../trace/trace.ts';
import { formatNumber as f, type Lang } from '../i18n/lang.ts';
import { t } from '../i18n/strings.ts';
import { certaintyOf, chosenPath, emptyView, focusCollapsed, hiddenBy, indexTree, statusOf, stepView, type StepView, type TreeIndex } from './tree-state.ts';
import { NODE_STATUSES } from '../trace/codes.ts';
import { layoutTree, type Layout } from './layout.ts';
import { MAX_SCALE, fitView, followView, readableScale, type Box, type View } from './camera.ts';
import { TILE_COLOURS } from './g2048-board.ts';
import { MAP_H, MAP_W, MiniMap } from './minimap.ts';

const R = 16;
const SHAPES = {
  max: svg`<polygon class="shape" points="0,${-R} ${R * 1.05},${R * 0.8} ${-R * 1.05},${R * 0.8}"></polygon>`,
  min: svg`<polygon class="shape" points="0,${R} ${R * 1.05},${-R * 0.8} ${-R * 1.05},${-R * 0.8}"></polygon>`,
  chance: svg`<circle class="shape" r=${R}></circle>`,
  leaf: svg`<rect class="shape" x=${-R * 0.9} y=${-R * 0.9} width=${R * 1.8} height=${R * 1.8} rx="2"></rect>`,
};
const SIGN: Record<string, string> = { atMost: '≤', atLeast: '≥', partial: '≈' };
const ACTIVE = NODE_STATUSES.indexOf('active');
const PRUNED_CODE = NODE_STATUSES.indexOf('pruned');
/** Room to the right of an open alpha-beta node for its α/β window and cut-off condition. */
const WINDOW_ROOM = 120;
/** Trees up to this many nodes have their colours glide from step to step. */
const ANIMATED_NODES = 3000;

/** Small boards drawn under the nodes: each node's position, by node id. */
export type Thumbs =
  | { kind: 'tictactoe' | 'connect4'; boards: Record<string, string> }
  | { kind: '2048'; boards: Record<string, { board: number[][] }> };

/** Size of a mini board: cells per row, cell size, rows. */
function thumbSize(t: Thumbs): { cols: number; rows: number; size: number } {
  return t.kind === 'tictactoe' ? { cols: 3, rows: 3, size: 9 } : t.kind === 'connect4' ? { cols: 7, rows: 6, size: 5 } : { cols: 4, rows: 4, size: 9 };
}

/** The drawing's look: shared by the page and by exported SVG files. The colours are the page's custom properties, with fallbacks. */
const DRAWING = `
  line { stroke: #9aa3ae; stroke-width: 1.5; }
  line.s-pruned { stroke: #c9ced6; stroke-dasharray: 4 4; }
  line.s-done, line.s-active { stroke: #56606d; }
  line.cur { stroke: var(--current, #e07a00); stroke-width: 4; }
  line.path { stroke: var(--accent, #1f4e8c); stroke-width: 5; }
  .cut { stroke: none; fill: none; stroke-width: 2.5; }
  .cut.on { stroke: #b3261e; }
  .p { font-size: 13px; fill: #4a5361; }
  .shape { fill: #fff; stroke: #8a94a3; stroke-width: 1.5; }
  .shape.s-active { fill: #e6efff; stroke: var(--accent, #1f4e8c); stroke-width: 2.5; }
  .shape.s-done { fill: #d5e3f7; stroke: var(--accent, #1f4e8c); }
  .shape.s-done.leaf { fill: #e3f1e1; stroke: #2e6b2a; }
  .shape.s-pruned { stroke-dasharray: 3 3; fill: #eee; }
  .shape.cur { stroke: var(--current, #e07a00); stroke-width: 5; }
  .shape.path { stroke: var(--accent, #1f4e8c); stroke-width: 4; }
  .shape.marked { stroke: #b3261e; stroke-width: 3; stroke-dasharray: 5 3; }
  .shape.ok { fill: #dff3dc; stroke: #2e6b2a; stroke-width: 3; }
  .shape.wrong { fill: #fdecea; stroke: #b3261e; stroke-width: 4; }
  .value { font-size: 15px; font-weight: 700; fill: #1c2430; pointer-events: none; }
  .value.s-unvisited { fill: #6b7482; font-weight: 400; }
  .label { font-size: 13px; fill: #3a4350; }
  .window { font-size: 13px; fill: var(--accent, #1f4e8c); }
  .cond { font-size: 13px; fill: #b3261e; }
  .hides { font-size: 13px; fill: #3a4350; font-style: italic; }
  .label, .p, .window, .cond, .hides { paint-order: stroke; stroke: #fff; stroke-width: 3px; stroke-linejoin: round; }
  .node { cursor: pointer; }
  .toggle circle { fill: #fff; stroke: #8a94a3; }
  .toggle text { font-size: 13px; fill: #3a4350; pointer-events: none; }
  .toggle { cursor: pointer; opacity: 0.45; }
  .node:hover .toggle, .toggle:focus, .toggle[aria-expanded='false'] { opacity: 1; }
  .thumb-bg { fill: #f6f7f9; stroke: #b8c0cc; stroke-width: 0.5; }
  .thumb .tx { fill: var(--x-colour, #c62828); }
  .thumb .to { fill: var(--o-colour, #1f4e8c); }
`;
const EXPORT_STYLE = `text { font-family: system-ui, sans-serif; } .toggle { display: none; } ${DRAWING}`;
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
  svg.far text,
  svg.far .thumb,
  svg.far .toggle {
    display: none;
  }
`;

/** The drawing's rules, once per page, nested under the element (the page renders it in the light DOM). */
const sheet = document.createElement('style');
sheet.dataset.for = 'search-tree';
sheet.textContent = `search-tree { ${DRAWING} ${MOTION} }`;
document.head.append(sheet);

const reducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

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
    focusView: { type: Boolean },
    present: { type: Boolean },
    collapsed: { state: true },
    mapShown: { state: true },
  };
  declare tree: TreeNode | null;
  declare lang: Lang;
  /** Animated transitions between steps (also off when the system asks for reduced motion). */
  declare motion: boolean;
  /** A thumbnail: no zoom buttons, no labels beside nodes, the whole tree fitted. */
  declare compact: boolean;
  declare thumbs: Thumbs | null;
  /** Only the path from the root to the current node, with the siblings along it; the rest collapsed. */
  declare focusView: boolean;
  /** Presentation mode: the readable scale is a projector's. */
  declare present: boolean;
  /** Nodes the user collapsed (positions in the index). */
  declare collapsed: ReadonlySet<number>;
  /** The tree cannot be read whole: a mini-map shows it. */
  declare mapShown: boolean;

  // Painted, not rendered: setting them schedules a paint of the changed nodes only.
  private _trace: Trace | null = null;
  private _step = 0;
  private _algorithm: Algorithm = 'alphabeta';
  private _tieRule: TieRule = 'inclusive';
  private _marks: ReadonlySet<string> = new Set();
  private _grades: ReadonlyMap<string, 'ok' | 'wrong'> | null = null;
  private _follow = true;

  get trace(): Trace | null {
    return this._trace;
  }
  set trace(v: Trace | null) {
    if (v === this._trace) return;
    this._trace = v;
    this.stale = true;
    this.requestUpdate();
  }
  get step(): number {
    return this._step;
  }
  set step(v: number) {
    if (v === this._step) return;
    this._step = v;
    // The focus view changes what is drawn at every step; otherwise a step only paints.
    if (this.focusView) this.requestUpdate();
    else this.schedulePaint();
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
  /** Keep the current node, its parent and its children in view at a readable scale as the steps go. */
  get follow(): boolean {
    return this._follow;
  }
  set follow(v: boolean) {
    if (v === this._follow) return;
    this._follow = v;
    if (v) this.schedulePaint();
  }

  private index: TreeIndex | null = null;
  private layout: Layout | null = null;
  /** What the layout was made for: the collapsed nodes. */
  private layoutFor: ReadonlySet<number> | null = null;
  private folded: Uint8Array = new Uint8Array(0);
  /** The index no longer matches (tree, trace). */
  private stale = true;
  private view: StepView | null = null;
  /** What each drawn node shows now, to touch only the nodes that change. */
  private shown: StepView | null = null;
  private shownFlags = new Uint8Array(0);
  private paintQueued = false;
  /** The step last painted (a jump of more than one step is not animated). */
  private painted = 0;
  /** Zoomed out below the readable scale, so labels are hidden (level of detail), and whether labels missed updates meanwhile. */
  private far = false;
  private textStale = false;
  /** Per node: its text missed updates while off screen. */
  private staleText = new Uint8Array(0);
  /** Per node: its band; and the bands out of view (not drawn). */
  private nodeBand = new Int32Array(0);
  private offBands = new Set<number>();
  /** The drawn node and edge elements by index position (null where hidden), found once per drawing. */
  private nodeEls: (SVGGElement | null)[] = [];
  private bandEls: SVGGElement[] = [];
  private edgeEls: (SVGGElement | null)[] = [];
  /** The structure drawn: bumped when what is drawn changes, so the elements are found again. */
  private drawn = 0;
  private found = -1;
  /** The tree changed: the next drawing starts from the default view. */
  private refit = true;
  private zoomer: ZoomBehavior<SVGSVGElement, unknown> | null = null;
  /** The drawing the zoom is attached to (a new one, after the tree came and went, needs its own). */
  private zoomed: SVGSVGElement | null = null;
  private resizer: ResizeObserver | null = null;
  private size = { width: 0, height: 0 };
  /** Positions of id → index, for the drawn elements. */
  private positions = new Map<string, number>();

  constructor() {
    super();
    this.tree = null;
    this.lang = 'en';
    this.motion = true;
    this.compact = false;
    this.thumbs = null;
    this.focusView = false;
    this.present = false;
    this.collapsed = new Set();
    this.mapShown = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resizer = new ResizeObserver((entries) => this.resized(entries[0]?.contentRect));
    this.resizer.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizer?.disconnect();
    this.resizer = null;
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('tree')) {
      this.stale = true;
      this.refit = true;
      this.collapsed = new Set();
    }
    this.reindex();
    if (changed.has('lang') || changed.has('compact') || changed.has('thumbs')) this.shown = null;
    if (changed.has('thumbs')) this.layoutFor = null;
    const index = this.index;
    if (index === null) return;
    const collapsed = this.collapsedNow(index);
    if (this.layout === null || !sameSet(collapsed, this.layoutFor)) {
      this.layoutFor = collapsed;
      this.folded = hiddenBy(index, collapsed);
      this.layout = layoutTree(index, collapsed, this.spacing(index));
      this.drawn++;
    }
  }

  /** Room beside each node: the longest label or value, the mini boards. */
  private spacing(index: TreeIndex): { labelChars: number; extra?: { width: number; height: number } } {
    let labelChars = 0;
    const trace = this._trace;
    index.nodes.forEach((node, i) => {
      const value = node.kind === 'leaf' ? node.value : trace !== null && index.traced[i]! >= 0 ? trace.finalValue(index.traced[i]!) : NaN;
      // A value is bold and larger than a label, and may carry a sign (≤, ≥): count it wider.
      const valueChars = Number.isNaN(value) ? 0 : (f(value).length + 1) * 1.25;
      labelChars = Math.max(labelChars, nodeLabel(node).length, valueChars);
    });
    const th = this.thumbs;
    if (th === null || this.compact) return { labelChars };
    const s = thumbSize(th);
    return { labelChars, extra: { width: s.cols * s.size, height: s.rows * s.size + 6 } };
  }

  /** The nodes collapsed now: the focus view's, or the user's. */
  private collapsedNow(index: TreeIndex): ReadonlySet<number> {
    if (!this.focusView || this._trace === null) return this.collapsed;
    this.view = stepView(index, this._trace, this._step, this.view ?? undefined);
    return focusCollapsed(index, this.view.current);
  }

  /** Brings the index up to date with (tree, trace). */
  private reindex(): void {
    if (!this.stale) return;
    this.stale = false;
    this.layout = null;
    this.layoutFor = null;
    if (this.tree === null) {
      this.index = null;
      return;
    }
    this.index = indexTree(this.tree, this._trace);
    this.positions = new Map(this.index.nodes.map((n, i) => [n.id, i]));
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

  /** Collapses or expands the subtree under a node (the focus view is left first). */
  toggleCollapse(id: string): void {
    const i = this.positions.get(id);
    if (i === undefined || this.index === null || this.index.children[i]!.length === 0) return;
    const next = new Set(this.focusView ? this.collapsedNow(this.index) : this.collapsed);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    if (this.focusView) this.dispatchEvent(new CustomEvent('focus-off', { bubbles: true, composed: true }));
    this.focusView = false;
    this.collapsed = next;
  }

  override render() {
    const index = this.index;
    const layout = this.layout;
    if (index === null || layout === null) return html`<div class="empty"></div>`;
    const hidden = this.folded;
    const collapsed = this.layoutFor ?? this.collapsed;
    const th = this.thumbs !== null && !this.compact ? thumbSize(this.thumbs) : null;
    const below = R + 4 + (th === null ? 0 : th.rows * th.size + 4);
    // Nodes in vertical bands, so the parts of a big tree out of view are not drawn at all (`cull`);
    // an edge goes with its child, or with the always-drawn band -1 if it spans more than a band.
    const bands = new Map<number, { nodes: number[]; edges: number[] }>();
    const band = (key: number) => {
      let b = bands.get(key);
      if (b === undefined) bands.set(key, (b = { nodes: [], edges: [] }));
      return b;
    };
    for (let i = 0; i < index.nodes.length; i++) {
      if (hidden[i] === 1) continue;
      const key = this.bandOf(layout.x[i]!);
      band(key).nodes.push(i);
      if (i > 0) band(Math.abs(this.bandOf(layout.x[index.parent[i]!]!) - key) > 1 ? -1 : key).edges.push(i);
    }
    const keys = [...bands.keys()].sort((a, b) => a - b);
    const edge = (i: number) => {
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
    };
    const node = (i: number) => {
      const n = index.nodes[i]!;
      const label = nodeLabel(n);
      const folded = collapsed.has(i);
      const toggle = t(this.lang, folded ? 'expand' : 'collapse');
      return svg`<g
        class="node kind-${n.kind}"
        data-node-id=${n.id}
        data-state="unvisited"
        transform="translate(${layout.x[i]},${layout.y[i]})"
        tabindex=${this.compact ? -1 : 0}
        role="button"
        aria-label=${`${n.kind.toUpperCase()} ${label}`}
      >
        ${SHAPES[n.kind]}
        <text class="value" y="5" text-anchor="middle"></text>
        ${label === '' ? nothing : svg`<text class="label" y=${n.kind === 'max' ? -R - 6 : -R - 4} text-anchor="middle">${label}</text>`}
        ${this.thumb(n.id)}
        <text class="window" x=${R + 6} y="-4"></text>
        <text class="cond" x=${R + 6} y="12"></text>
        ${folded ? svg`<text class="hides" y=${below + 12} text-anchor="middle">${t(this.lang, 'hiddenNodes', { n: index.size[i]! - 1 })}</text>` : nothing}
        ${index.children[i]!.length > 0 && !this.compact
          ? svg`<g class="toggle" data-action="collapse" role="button" tabindex="0" aria-expanded=${folded ? 'false' : 'true'} aria-label=${toggle}
              transform="translate(${-R - 14},3)"><title>${toggle}</title><circle r="9"></circle><text y="4.5" text-anchor="middle">${folded ? '+' : '−'}</text></g>`
          : nothing}
      </g>`;
    };
    return html`
      <svg
        part="svg"
        role="img"
        aria-label=${t(this.lang, 'treeView')}
        class=${this.motion && index.nodes.length <= ANIMATED_NODES ? 'animate' : ''}
        @click=${(e: Event) => this.onPointer(e, 'click')}
        @keydown=${(e: KeyboardEvent) => {
          if (e.key === 'Enter' || (e.key === ' ' && (e.target as Element).closest('.toggle') !== null)) this.onPointer(e, 'click');
        }}
        @pointerover=${(e: Event) => this.onPointer(e, 'hover')}
        @pointerleave=${() => this.hovered(null)}
      >
        <g class="viewport">
          ${repeat(
            keys,
            (key) => key,
            (key) => {
              const b = bands.get(key)!;
              return svg`<g class="band" data-band=${key}>
                <g class="edges">${repeat(b.edges, (i) => index.nodes[i]!.id, edge)}</g>
                <g class="nodes">${repeat(b.nodes, (i) => index.nodes[i]!.id, node)}</g>
              </g>`;
            },
          )}
        </g>
      </svg>
      ${this.compact
        ? nothing
        : html`<div class="zoom" role="group" aria-label=${t(this.lang, 'zoom')}>
              <button type="button" data-action="zoom-in" title=${t(this.lang, 'zoomIn')} @click=${() => this.zoomBy(1.3)}>+</button>
              <button type="button" data-action="zoom-out" title=${t(this.lang, 'zoomOut')} @click=${() => this.zoomBy(1 / 1.3)}>−</button>
              <button type="button" data-action="fit" title=${t(this.lang, 'fitHint')} @click=${() => this.fit(true)}>${t(this.lang, 'fit')}</button>
            </div>
            <div class="minimap" data-minimap ?hidden=${!this.mapShown} title=${t(this.lang, 'minimap')} @pointerdown=${(e: PointerEvent) => this.mapJump(e)}>
              <canvas width=${MAP_W} height=${MAP_H}></canvas>
              <div class="mm-view"></div>
              <div class="mm-cur"></div>
            </div>`}
    `;
  }

  /** Clicks, Enter and hovers on the drawing, handled once for all nodes: a node's toggle collapses it; a node reports itself. */
  private onPointer(e: Event, kind: 'click' | 'hover'): void {
    const target = e.target as Element;
    const g = target.closest<SVGGElement>('g.node');
    if (kind === 'hover') return this.hovered(g?.dataset.nodeId ?? null);
    if (g === null) return;
    const id = g.dataset.nodeId ?? '';
    e.preventDefault();
    if (target.closest('.toggle') !== null) this.toggleCollapse(id);
    else this.clicked(id);
  }

  /** Width of a band of the drawing (SVG units): about a screen at the readable scale. */
  private static readonly BAND = 1200;

  private bandOf(x: number): number {
    return Math.floor((x - (this.layout?.minX ?? 0)) / SearchTree.BAND);
  }

  /** The bands drawn: those in view (one band to spare each side) and the always-drawn one. */
  private cull(): void {
    const svgEl = this.renderRoot.querySelector('svg');
    if (svgEl === null || this.layout === null) return;
    const tr = zoomTransform(svgEl);
    const { width } = this.frame(svgEl);
    const lo = this.bandOf(-tr.x / tr.k) - 1;
    const hi = this.bandOf((width - tr.x) / tr.k) + 1;
    let shown = false;
    for (const g of this.bandEls) {
      const key = Number(g.dataset.band);
      const off = key >= 0 && (key < lo || key > hi);
      if (off === this.offBands.has(key)) continue;
      if (off) {
        g.setAttribute('display', 'none');
        this.offBands.add(key);
      } else {
        g.removeAttribute('display');
        this.offBands.delete(key);
        shown = true;
      }
    }
    if (shown) this.freshenText();
  }

  override updated(changed: Map<string, unknown>): void {
    const svgEl = this.renderRoot.querySelector('svg');
    if (svgEl === null) return;
    if (this.zoomed !== svgEl) this.attachZoom(svgEl);
    if (this.found !== this.drawn || changed.has('tree')) {
      this.found = this.drawn;
      this.findElements();
      this.shown = null;
      this.drawMap();
    }
    this.paint();
    if (this.refit) {
      this.refit = false;
      this.fit(false);
    } else if (changed.has('present')) this.fit(false);
  }

  /** The drawn elements by index position. */
  private findElements(): void {
    const n = this.index?.nodes.length ?? 0;
    this.nodeEls = new Array<SVGGElement | null>(n).fill(null);
    this.edgeEls = new Array<SVGGElement | null>(n).fill(null);
    for (const g of this.renderRoot.querySelectorAll<SVGGElement>('g.node')) {
      const i = this.positions.get(g.dataset.nodeId ?? '');
      if (i !== undefined) this.nodeEls[i] = g;
    }
    for (const g of this.renderRoot.querySelectorAll<SVGGElement>('g.edge')) {
      const i = this.positions.get(g.dataset.edgeId ?? '');
      if (i !== undefined) this.edgeEls[i] = g;
    }
    this.bandEls = [...this.renderRoot.querySelectorAll<SVGGElement>('g.band')];
    this.offBands = new Set();
    this.staleText = new Uint8Array(n);
    this.textStale = false;
    const layout = this.layout!;
    this.nodeBand = Int32Array.from(this.index?.nodes ?? [], (_, i) => this.bandOf(layout.x[i]!));
    this.cull();
  }

  /** Applies the view at the current step to the drawn nodes and edges, touching only what changed; then follows. */
  private paint(): void {
    this.reindex();
    const index = this.index;
    if (index === null) return;
    const n = index.nodes.length;
    const view = (this.view = stepView(index, this._trace, this._step, this.view ?? undefined));
    const nodes = this.nodeEls;
    const edges = this.edgeEls;
    if (nodes.length !== n) return; // not drawn yet: the update paints
    // Colours glide from step to step, but not on a jump or in a big tree: thousands of CSS transitions at once cost seconds.
    const svgEl = this.renderRoot.querySelector('svg');
    svgEl?.classList.toggle('animate', this.motion && n <= ANIMATED_NODES && Math.abs(this._step - this.painted) <= 1);
    this.painted = this._step;
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
      const g = nodes[i];
      if (g === null || g === undefined) continue;
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
      // data-* are the hooks for tests and exercises; the look comes from classes on the shapes
      // themselves, so a change restyles one element, not a subtree.
      g.dataset.state = state;
      if (Number.isNaN(value)) delete g.dataset.value;
      else g.dataset.value = String(value);
      if (verdict === undefined) delete g.dataset.check;
      else g.dataset.check = verdict;
      if (flag & 1) g.dataset.current = '';
      else delete g.dataset.current;
      g.setAttribute('opacity', status === PRUNED_CODE ? '0.35' : '1');
      const parts = g.children;
      (parts[0] as SVGElement).setAttribute(
        'class',
        `shape s-${state}${node.kind === 'leaf' ? ' leaf' : ''}${flag & 1 ? ' cur' : ''}${flag & 2 ? ' path' : ''}${flag & 4 ? ' marked' : ''}${flag & 8 ? ' ok' : ''}${flag & 16 ? ' wrong' : ''}`,
      );
      if (far || this.offBands.has(this.nodeBand[i]!)) {
        // Text not on screen (zoomed out, or its band out of view): leave it, and write it when it shows.
        this.staleText[i] = 1;
        textStale = true;
      } else this.writeText(i, g, view, windowed);
      const e = edges[i];
      if (i > 0 && e !== null && e !== undefined) {
        const parent = index.parent[i]!;
        const [line, cut] = e.children as unknown as [SVGElement, SVGElement];
        line.setAttribute('class', `s-${state}${flag & 1 ? ' cur' : ''}${flag & 2 && flag & 32 ? ' path' : ''}`);
        cut.setAttribute('class', status === PRUNED_CODE && view.status[parent] !== PRUNED_CODE ? 'cut on' : 'cut');
      }
    }
    this.textStale ||= textStale;
    this.markMapCurrent();
    if (this._follow && !this.compact && !this.refit) this.reveal(false);
  }

  /** A node's value, α/β window and cut-off condition, as the view at this step has them. */
  private writeText(i: number, g: SVGGElement, view: StepView, windowed: boolean): void {
    const node = this.index!.nodes[i]!;
    const status = view.status[i]!;
    const value = view.value[i]!;
    const open = status === ACTIVE;
    const certainty = certaintyOf(view, i);
    const text = g.children[1] as SVGTextElement;
    text.setAttribute('class', `value s-${statusOf(view, i)}`);
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
      const alpha = view.alpha[i]!;
      const beta = view.beta[i]!;
      win.textContent = `α=${f(alpha)} β=${f(beta)}`;
      const strict = this._tieRule === 'strict';
      cond.textContent =
        node.kind === 'max' && Number.isFinite(beta)
          ? `${t(this.lang, 'pruneIf')} ${strict ? '>' : '≥'} ${f(beta)}`
          : node.kind === 'min' && Number.isFinite(alpha)
            ? `${t(this.lang, 'pruneIf')} ${strict ? '<' : '≤'} ${f(alpha)}`
            : '';
    } else if (win.textContent !== '' || cond.textContent !== '') {
      win.textContent = '';
      cond.textContent = '';
    }
    this.staleText[i] = 0;
  }

  /** Writes the text that missed updates while off screen, for the nodes now on screen. */
  private freshenText(): void {
    if (!this.textStale || this.far || this.view === null || this.index === null) return;
    const windowed = this._algorithm === 'alphabeta' && !this.compact;
    let left = false;
    for (let i = 0; i < this.staleText.length; i++) {
      if (this.staleText[i] === 0) continue;
      const g = this.nodeEls[i];
      if (g === null || g === undefined) continue;
      if (this.offBands.has(this.nodeBand[i]!)) left = true;
      else this.writeText(i, g, this.view, windowed);
    }
    this.textStale = left;
  }

  // ---- camera -------------------------------------------------------------

  /** The node the camera keeps in view: the current one, or its nearest drawn ancestor; the root before the first step. */
  private focusNode(): number {
    const index = this.index;
    let i = this.view?.current ?? -1;
    if (index === null || i < 0) return 0;
    while (i > 0 && this.folded[i] === 1) i = index.parent[i]!;
    return i;
  }

  /** The current node with its parent and drawn children, and room for what is written beside them. */
  private focusBox(i: number): { box: Box; anchor: { x: number; y: number } } {
    const index = this.index!;
    const layout = this.layout!;
    const ids = [i];
    if (i > 0) ids.push(index.parent[i]!);
    for (const c of index.children[i]!) if (this.folded[c] === 0) ids.push(c);
    const th = this.thumbs !== null ? thumbSize(this.thumbs) : null;
    const half = layout.nodeWidth / 2;
    const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
    for (const j of ids) {
      box.x0 = Math.min(box.x0, layout.x[j]! - half);
      box.x1 = Math.max(box.x1, layout.x[j]! + half + (j === i && this._algorithm === 'alphabeta' ? WINDOW_ROOM : 0));
      box.y0 = Math.min(box.y0, layout.y[j]! - R - 24);
      box.y1 = Math.max(box.y1, layout.y[j]! + R + 26 + (th === null ? 0 : th.rows * th.size));
    }
    return { box, anchor: { x: layout.x[i]!, y: layout.y[i]! } };
  }

  /** The whole drawing's box. */
  private wholeBox(): Box {
    const layout = this.layout!;
    const th = this.thumbs !== null && !this.compact ? thumbSize(this.thumbs) : null;
    const margin = 24;
    return {
      x0: layout.minX - layout.nodeWidth / 2 - margin,
      // No room for α/β here: searches of one tree fit alike (compare); following an open node makes its room.
      x1: layout.maxX + layout.nodeWidth / 2 + margin,
      y0: -R - 30,
      y1: layout.maxY + R + 30 + (th === null ? 0 : th.rows * th.size),
    };
  }

  private get minScale(): number {
    return readableScale(this.present);
  }

  /** Moves the camera to keep the current node, its parent and children in view, readable. */
  private reveal(instant: boolean): void {
    const svgEl = this.renderRoot.querySelector('svg');
    if (svgEl === null || this.zoomer === null || this.layout === null) return;
    const { width, height } = this.frame(svgEl);
    const now = zoomTransform(svgEl);
    const { box, anchor } = this.focusBox(this.focusNode());
    const next = followView({ x: now.x, y: now.y, k: now.k }, box, anchor, width, height, this.minScale);
    if (next.x === now.x && next.y === now.y && next.k === now.k) return;
    this.moveTo(svgEl, next, instant);
  }

  private moveTo(svgEl: SVGSVGElement, v: View, instant: boolean): void {
    const target = zoomIdentity.translate(v.x, v.y).scale(v.k);
    const sel = select(svgEl);
    if (instant || !this.motion || reducedMotion()) {
      sel.interrupt('camera');
      this.zoomer!.transform(sel, target);
    } else sel.transition('camera').duration(260).call(this.zoomer!.transform, target);
  }

  /** The drawing's size on screen: kept from the resize observer, since reading it forces a layout of the whole drawing. */
  private frame(svgEl: SVGSVGElement): { width: number; height: number } {
    if (this.size.width === 0) this.size = { width: svgEl.clientWidth, height: svgEl.clientHeight };
    return { width: this.size.width || 800, height: this.size.height || 400 };
  }

  /**
   * The default view: the whole tree if it is readable whole; otherwise its
   * readable part around the current node (the root before the first step),
   * with the mini-map. `whole` fits everything whatever the scale (the Fit
   * button: labels hide while too small to read).
   */
  fit(whole: boolean): void {
    const svgEl = this.renderRoot.querySelector('svg');
    if (svgEl === null || this.layout === null || this.zoomer === null) return;
    const { width, height } = this.frame(svgEl);
    const all = fitView(this.wholeBox(), width, height, this.compact ? 1.6 : this.present ? 2.2 : 1.6);
    const readable = all.k >= this.minScale;
    if (!this.compact) this.mapShown = !readable;
    if (readable || whole || this.compact) {
      this.moveTo(svgEl, all, true);
      return;
    }
    const { box, anchor } = this.focusBox(this.focusNode());
    const k = Math.max(this.minScale, Math.min(1, all.k));
    // Start from the node centred at the readable scale, then settle so its neighbours show.
    const start = { k, x: width / 2 - anchor.x * k, y: Math.min(height / 2, 60) - box.y0 * k };
    this.moveTo(svgEl, followView(start, box, anchor, width, height, this.minScale), true);
  }

  private resized(rect: DOMRectReadOnly | undefined): void {
    if (rect === undefined) return;
    const w = Math.round(rect.width);
    const h = Math.round(rect.height);
    if (w === this.size.width && h === this.size.height) return;
    const first = this.size.width === 0;
    this.size = { width: w, height: h };
    if (first || this.layout === null) return;
    requestAnimationFrame(() => {
      if (this._follow && !this.compact) {
        this.fit(false);
        this.reveal(true);
      } else this.fit(false);
    });
  }

  private attachZoom(svgEl: SVGSVGElement): void {
    const viewport = select(svgEl).select<SVGGElement>('g.viewport');
    this.zoomer = zoom<SVGSVGElement, unknown>()
      .scaleExtent([0.02, MAX_SCALE])
      // The frame's size as last observed: d3's default reads it from the element, forcing a layout at every move.
      .extent(() => {
        const { width, height } = this.frame(svgEl);
        return [
          [0, 0],
          [width, height],
        ];
      })
      .on('zoom', (event: { transform: { k: number; toString(): string } }) => {
        viewport.attr('transform', event.transform.toString());
        this.cull();
        this.markMapView();
        const far = !this.compact && event.transform.k < this.minScale - 1e-6;
        if (far === this.far) return;
        this.far = far;
        svgEl.classList.toggle('far', far);
        this.freshenText();
      });
    this.zoomed = svgEl;
    if (!this.compact) select(svgEl).call(this.zoomer).on('dblclick.zoom', null);
  }

  private zoomBy(factor: number): void {
    const svgEl = this.renderRoot.querySelector('svg');
    if (svgEl !== null && this.zoomer !== null) this.zoomer.scaleBy(select(svgEl), factor);
  }

  // ---- mini-map -----------------------------------------------------------

  private mapOf: MiniMap | null = null;

  /** The mini-map over the element drawn now. */
  private get map(): MiniMap | null {
    const el = this.renderRoot.querySelector<HTMLElement>('.minimap');
    if (el === null) return null;
    if (this.mapOf?.el !== el) this.mapOf = new MiniMap(el);
    return this.mapOf;
  }

  /** Draws the whole tree's edges, small, once per layout. */
  private drawMap(): void {
    const { index, layout, map } = this;
    if (map === null || index === null || layout === null) return;
    map.draw(this.wholeBox(), (line) => {
      for (let i = 1; i < index.nodes.length; i++) {
        if (this.folded[i] === 1) continue;
        const p = index.parent[i]!;
        line(layout.x[p]!, layout.y[p]!, layout.x[i]!, layout.y[i]!);
      }
    });
    this.markMapView();
    this.markMapCurrent();
  }

  private markMapView(): void {
    const svgEl = this.renderRoot.querySelector('svg');
    if (svgEl === null || this.layout === null || !this.mapShown) return;
    const { width, height } = this.frame(svgEl);
    this.map?.view(zoomTransform(svgEl), width, height);
  }

  private markMapCurrent(): void {
    if (this.layout === null || !this.mapShown) return;
    const i = this.focusNode();
    this.map?.current(this.layout.x[i]!, this.layout.y[i]!);
  }

  /** A press on the mini-map centres the view there. */
  private mapJump(e: PointerEvent): void {
    const svgEl = this.renderRoot.querySelector('svg');
    const map = this.map;
    if (svgEl === null || map === null || this.layout === null) return;
    const at = map.pointAt(e);
    const { width, height } = this.frame(svgEl);
    const k = Math.max(zoomTransform(svgEl).k, this.minScale);
    this.moveTo(svgEl, { k, x: width / 2 - at.x * k, y: height / 2 - at.y * k }, false);
  }

  // ---- nodes --------------------------------------------------------------

  /** A node's position as a small board under it (tic-tac-toe, Connect-4, 2048). */
  private thumb(id: string) {
    const th = this.thumbs;
    if (th === null || this.compact) return nothing;
    const { cols, rows, size } = thumbSize(th);
    const w = cols * size;
    const frame = svg`<rect width=${w} height=${rows * size} class="thumb-bg"></rect>`;
    if (th.kind === '2048') {
      const b = th.boards[id]?.board;
      if (b === undefined) return nothing;
      return svg`<g class="thumb" transform="translate(${-w / 2},${R + 4})">${frame}${b.flatMap((row, r) =>
        row.map((v, c) => svg`<rect x=${c * size + 0.5} y=${r * size + 0.5} width=${size - 1} height=${size - 1} fill=${v === 0 ? '#cdc1b4' : (TILE_COLOURS[v]?.[0] ?? '#3c3a32')}></rect>`),
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

  private clicked(id: string): void {
    this.dispatchEvent(new CustomEvent('node-click', { detail: { id }, bubbles: true, composed: true }));
  }

  private lastHover: string | null = null;

  private hovered(id: string | null): void {
    if (id === this.lastHover) return;
    this.lastHover = id;
    this.dispatchEvent(new CustomEvent('node-hover', { detail: { id }, bubbles: true, composed: true }));
  }

  /** The drawing as a standalone SVG document (styles inlined), for export. */
  svgText(): string {
    const svgEl = this.renderRoot.querySelector('svg');
    if (svgEl === null) return '';
    const clone = svgEl.cloneNode(true) as SVGSVGElement;
    clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    clone.classList.remove('far');
    const b = this.wholeBox();
    clone.setAttribute('viewBox', `${b.x0} ${b.y0} ${b.x1 - b.x0} ${b.y1 - b.y0}`);
    clone.querySelector('g.viewport')?.removeAttribute('transform');
    const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
    style.textContent = EXPORT_STYLE;
    clone.prepend(style);
    return new XMLSerializer().serializeToString(clone);
  }
}

/** The name drawn beside a node: its label (a game's move), or its id when it was given one. */
function nodeLabel(node: TreeNode): string {
  return node.label ?? (node.auto ? '' : node.id);
}

function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number> | null): boolean {
  if (b === null || a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/** A short stroke across an edge, nearer the parent (clear of the child's label): the cut of a pruned subtree. */
function cutMark(x1: number, y1: number, x2: number, y2: number): string {
  const mx = x1 + (x2 - x1) * 0.4;
  const my = y1 + (y2 - y1) * 0.4;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * 9;
  const ny = (dx / len) * 9;
  return `M${mx - nx},${my - ny}L${mx + nx},${my + ny}M${mx - nx + (dx / len) * 5},${my - ny + (dy / len) * 5}L${mx + nx + (dx / len) * 5},${my + ny + (dy / len) * 5}`;
}

customElements.define('search-tree', SearchTree);
