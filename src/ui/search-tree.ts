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
 * The parts, each in its module: `tree-inputs.ts` (what pages set),
 * `tree-model.ts` (index, layout and folds), `node-look.ts` (a node's classes
 * and text at a step, pure), `tree-draw.ts` (the drawing's structure),
 * `tree-paint.ts` (painting a step onto it), `tree-bands.ts` (not drawing
 * what is out of view), `tree-camera.ts` and `camera.ts` (where the view
 * looks), `minimap.ts`, `tree-export.ts` with `tree-drawing.css` (the
 * drawing's look, also in exported files; colours from `palette.css`),
 * `layout.ts` and `app/tree-view.ts` (positions and the view at a step, pure).
 *
 * Hooks: each node `<g data-node-id data-state>` with `data-value` once it
 * has one and `data-current` at the current step; on inner nodes a toggle
 * `data-action="collapse"` (`aria-expanded`); the zoom buttons
 * `data-action="fit"`, `"zoom-in"`, `"zoom-out"`; the mini-map `data-minimap`.
 *
 * @fires node-click - detail `{ id }` when a node is clicked (the editor edits leaves; self-check marks; games show its position).
 * @fires node-hover - detail `{ id }` (null when the pointer leaves) for games to show a node's position.
 */
import { html, nothing } from 'lit';
import { TreeInputs } from './tree-inputs.ts';
import { t } from '../i18n/strings.ts';
import { chosenPath, focusCollapsed, stepView, type StepView, type TreeIndex } from '../app/tree-view.ts';
import { TreeModel } from './tree-model.ts';
import { readableScale, type View } from './camera.ts';
import { MiniMapOf, miniMapTemplate } from './minimap.ts';
import { drawSpacing, thumbSize, viewportTemplate, type DrawContext, type Thumbs } from './tree-draw.ts';
import { TreePainter, type Scene } from './tree-paint.ts';
import { BandCuller } from './tree-bands.ts';
import { TreeCamera, wholeBox, type Framing } from './tree-camera.ts';
import { installDrawingSheet, standaloneSvg } from './tree-export.ts';

export type { Thumbs } from './tree-draw.ts';

/** Trees up to this many nodes have their colours glide from step to step. */
const ANIMATED_NODES = 3000;

installDrawingSheet();

export class SearchTree extends TreeInputs {
  /** Light DOM: the page's stylesheet (styles.css) styles it, and its data-* hooks are reachable from the document. */
  override createRenderRoot(): HTMLElement {
    return this;
  }

  /** What is drawn: the index, the layout, the folds. */
  private readonly model = new TreeModel();
  private view: StepView | null = null;
  private paintQueued = false;
  /** The step last painted (a jump of more than one step is not animated). */
  private painted = 0;
  /** Zoomed out below the readable scale, so labels are hidden (level of detail). */
  private far = false;
  /** The model's layout whose elements were found. */
  private found = -1;
  /** The tree changed: the next drawing starts from the default view. */
  private refit = true;
  private resizer: ResizeObserver | null = null;
  private readonly painter = new TreePainter();
  private readonly bands = new BandCuller();
  private readonly camera = new TreeCamera();

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
      this.model.invalidate();
      this.refit = true;
      this.collapsed = new Set();
    }
    this.reindex();
    if (changed.has('lang') || changed.has('compact') || changed.has('thumbs')) this.painter.reset();
    if (changed.has('thumbs')) this.model.relayout();
    const index = this.model.index;
    if (index !== null) this.model.lay(this.collapsedNow(index), () => ({ ...drawSpacing(index, this._trace, this.boards), tight: this.compact }));
  }

  /** The mini boards drawn under the nodes (none in a thumbnail). */
  private get boards(): Thumbs | null {
    return this.compact ? null : this.thumbs;
  }

  /** Height of the mini board under each node (0 without). */
  private get boardHeight(): number {
    const th = this.boards === null ? null : thumbSize(this.boards);
    return th === null ? 0 : th.rows * th.size;
  }

  /** The nodes collapsed now: the focus view's, or the user's. */
  private collapsedNow(index: TreeIndex): ReadonlySet<number> {
    if (!this.focusView || this._trace === null) return this.collapsed;
    this.view = stepView(index, this._trace, this._step, this.view ?? undefined);
    return focusCollapsed(index, this.view.current);
  }

  protected traceChanged(): void {
    this.model.invalidate();
    this.requestUpdate();
  }

  /** Brings the index up to date with (tree, trace). */
  private reindex(): void {
    if (!this.model.reindex(this.tree, this._trace)) return;
    this.view = null;
    this.painter.reset();
  }

  protected schedulePaint(): void {
    if (this.paintQueued) return;
    this.paintQueued = true;
    queueMicrotask(() => {
      this.paintQueued = false;
      if (this.isUpdatePending) return; // the update paints
      this.paint();
    });
  }

  protected repaintAll(): void {
    this.painter.reset();
    this.schedulePaint();
  }

  /** Collapses or expands the subtree under a node (the focus view is left first). */
  toggleCollapse(id: string): void {
    const i = this.model.positions.get(id);
    if (i === undefined || this.model.index === null || this.model.index.children[i]!.length === 0) return;
    const next = new Set(this.focusView ? this.collapsedNow(this.model.index) : this.collapsed);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    if (this.focusView) this.dispatchEvent(new CustomEvent('focus-off', { bubbles: true, composed: true }));
    this.focusView = false;
    this.collapsed = next;
  }

  override render() {
    const index = this.model.index;
    const layout = this.model.layout;
    if (index === null || layout === null) return html`<div class="empty"></div>`;
    const c: DrawContext = { index, layout, collapsed: this.model.layoutFor ?? this.collapsed, thumbs: this.boards, compact: this.compact, lang: this.lang };
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
        ${viewportTemplate(c, this.model.hidden)}
      </svg>
      ${this.compact
        ? nothing
        : html`<div class="zoom" role="group" aria-label=${t(this.lang, 'zoom')}>
              <button type="button" data-action="zoom-in" title=${t(this.lang, 'zoomIn')} @click=${() => this.camera.scaleBy(1.3)}>+</button>
              <button type="button" data-action="zoom-out" title=${t(this.lang, 'zoomOut')} @click=${() => this.camera.scaleBy(1 / 1.3)}>−</button>
              <button type="button" data-action="fit" title=${t(this.lang, 'fitHint')} @click=${() => this.fit(true)}>${t(this.lang, 'fit')}</button>
            </div>
            ${miniMapTemplate(this.mapShown, t(this.lang, 'minimap'), (e) => this.mapJump(e))}`}
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

  override updated(changed: Map<string, unknown>): void {
    const svgEl = this.renderRoot.querySelector('svg');
    if (svgEl === null) return;
    if (!this.camera.on(svgEl)) this.camera.attach(svgEl, !this.compact, (v) => this.zoomed(v));
    if (this.found !== this.model.version || changed.has('tree')) {
      this.found = this.model.version;
      const n = this.model.index?.nodes.length ?? 0;
      this.painter.find(this.renderRoot, this.model.positions, n);
      this.bands.find(this.renderRoot, this.model.index!, this.model.layout!);
      this.cull();
      this.drawMap();
    }
    this.paint();
    if (this.refit) {
      this.refit = false;
      this.fit(false);
    } else if (changed.has('present')) this.fit(false);
  }

  /** The camera moved: draw the bands in view, move the mini-map's box, hide text while too small to read. */
  private zoomed(v: View): void {
    this.cull();
    this.markMapView();
    const far = !this.compact && v.k < this.minScale - 1e-6;
    if (far === this.far) return;
    this.far = far;
    this.renderRoot.querySelector('svg')?.classList.toggle('far', far);
    this.freshenText();
  }

  private cull(): void {
    if (this.model.layout === null) return;
    if (this.bands.cull(this.camera.view(), this.camera.frame().width)) this.freshenText();
  }

  /** What the painter shows at the current step. */
  private scene(index: TreeIndex, view: StepView): Scene {
    const done = this._trace !== null && this._step >= this._trace.length;
    return {
      index,
      view,
      positions: this.model.positions,
      path: done ? chosenPath(index, view, this._algorithm === 'negamax') : null,
      marks: this._marks,
      grades: this._grades,
      windowed: this._algorithm === 'alphabeta' && !this.compact,
      tieRule: this._tieRule,
      lang: this.lang,
      offScreen: (i) => this.far || this.bands.isOff(i),
    };
  }

  /** Applies the view at the current step to the drawn nodes and edges (only what changed); then follows. */
  private paint(): void {
    this.reindex();
    const index = this.model.index;
    if (index === null) return;
    const n = index.nodes.length;
    const view = (this.view = stepView(index, this._trace, this._step, this.view ?? undefined));
    if (!this.painter.drawn(n)) return; // not drawn yet: the update paints
    // Colours glide from step to step, but not on a jump or in a big tree: thousands of CSS transitions at once cost seconds.
    this.renderRoot.querySelector('svg')?.classList.toggle('animate', this.motion && n <= ANIMATED_NODES && Math.abs(this._step - this.painted) <= 1);
    this.painted = this._step;
    this.painter.paint(this.scene(index, view));
    this.markMapCurrent();
    if (this._follow && !this.compact && !this.refit) this.reveal(false);
  }

  /** Writes the text that missed updates while off screen, for the nodes now on screen. */
  private freshenText(): void {
    if (this.far || this.view === null || this.model.index === null) return;
    this.painter.freshen(this.scene(this.model.index, this.view));
  }

  // ---- camera and mini-map -------------------------------------------------

  /** The node the camera keeps in view: the current one, or its nearest drawn ancestor; the root before the first step. */
  private focusNode(): number {
    return this.model.drawnAncestor(this.view?.current ?? -1);
  }

  /** What the camera frames now, or null when nothing is drawn. */
  private framing(): Framing | null {
    const svgEl = this.renderRoot.querySelector('svg');
    const { index, layout, hidden } = this.model;
    if (svgEl === null || index === null || layout === null || !this.camera.on(svgEl)) return null;
    const { compact, present, motion } = this;
    return { index, layout, folded: hidden, focus: this.focusNode(), board: this.boardHeight, windowed: this._algorithm === 'alphabeta', present, compact, motion };
  }

  private get minScale(): number {
    return readableScale(this.present);
  }

  /** Moves the camera to keep the current node, its parent and children in view, readable. */
  private reveal(instant: boolean): void {
    const f = this.framing();
    if (f !== null) this.camera.reveal(f, instant);
  }

  /**
   * The default view: the whole tree if it is readable whole; otherwise its
   * readable part around the current node (the root before the first step),
   * with the mini-map. `whole` fits everything whatever the scale (the Fit
   * button: labels hide while too small to read).
   */
  fit(whole: boolean): void {
    const f = this.framing();
    if (f === null) return;
    this.camera.fit(f, whole, (readable) => {
      if (!this.compact) this.mapShown = !readable;
    });
  }

  private resized(rect: DOMRectReadOnly | undefined): void {
    if (rect === undefined) return;
    const change = this.camera.resize(Math.round(rect.width), Math.round(rect.height));
    if (change !== 'changed' || this.model.layout === null) return;
    requestAnimationFrame(() => {
      this.fit(false);
      if (this._follow && !this.compact) this.reveal(true);
    });
  }

  private readonly map = new MiniMapOf(this);

  /** Draws the whole tree's edges, small, once per layout. */
  private drawMap(): void {
    if (this.model.index === null || this.model.layout === null) return;
    this.map.get()?.drawTree(wholeBox(this.model.layout, this.boardHeight), this.model.index, this.model.layout, this.model.hidden);
    this.markMapView();
    this.markMapCurrent();
  }

  private markMapView(): void {
    if (this.model.layout === null || !this.mapShown) return;
    const { width, height } = this.camera.frame();
    this.map.get()?.view(this.camera.view(), width, height);
  }

  private markMapCurrent(): void {
    if (this.model.layout === null || !this.mapShown) return;
    const i = this.focusNode();
    this.map.get()?.current(this.model.layout.x[i]!, this.model.layout.y[i]!);
  }

  /** A press on the mini-map centres the view there. */
  private mapJump(e: PointerEvent): void {
    const map = this.map.get();
    if (map === null || this.model.layout === null) return;
    const at = map.pointAt(e);
    const { width, height } = this.camera.frame();
    const k = Math.max(this.camera.view().k, this.minScale);
    this.camera.moveTo({ k, x: width / 2 - at.x * k, y: height / 2 - at.y * k }, false, this.motion);
  }

  // ---- events and export --------------------------------------------------

  private clicked(id: string): void {
    this.dispatchEvent(new CustomEvent('node-click', { detail: { id }, bubbles: true, composed: true }));
  }

  private lastHover: string | null = null;

  private hovered(id: string | null): void {
    if (id === this.lastHover) return;
    this.lastHover = id;
    this.dispatchEvent(new CustomEvent('node-hover', { detail: { id }, bubbles: true, composed: true }));
  }

  /** The drawing as a standalone SVG document (styles inlined, the light palette), for export. */
  svgText(): string {
    const svgEl = this.renderRoot.querySelector('svg');
    if (svgEl === null || this.model.layout === null) return '';
    return standaloneSvg(svgEl, wholeBox(this.model.layout, this.boardHeight));
  }
}

customElements.define('search-tree', SearchTree);
