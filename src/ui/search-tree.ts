/**
 * <search-tree>: a search tree at one step of its trace.
 *
 * D3 computes (the tidy layout, the zoom and its transitions); Lit renders
 * the nodes in and near view, keyed by node, and renders again only when the
 * view leaves the part drawn; each step then touches only the drawn nodes
 * whose view changed. Zoomed out past what can be drawn node by node, the
 * tree's shape is drawn on a canvas (`tree-canvas.ts`). So the whole
 * tic-tac-toe tree (half a million nodes) steps as fast as a textbook tree.
 * What is shown is a pure function of (tree, trace, step, collapsed nodes).
 *
 * Nodes by kind: MAX ▲, MIN ▼, CHANCE ○, leaf □, with their value; under an
 * open node its α/β window and the live cut-off condition; a chance edge's
 * probability above its child; the current node and edge highlighted; pruned subtrees greyed
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
 * `tree-model.ts` (layout, folds, the nodes in a box), `node-look.ts` (a
 * node's classes and text at a step, pure), `tree-draw.ts` (the drawn nodes'
 * structure), `tree-paint.ts` (painting a step onto it), `tree-canvas.ts`
 * (the shape of what is too far to draw node by node), `tree-camera.ts` and
 * `camera.ts` (where the view looks), `minimap.ts`, `tree-export.ts` with
 * `tree-drawing.css` (the drawing's look, also in exported files; colours
 * from `palette.css`), `app/view-tree.ts`, `app/layout.ts` and
 * `app/tree-view.ts` (the tree, positions and the view at a step, pure).
 *
 * Hooks: each node `<g data-node-id data-state>` with `data-value` once it
 * has one and `data-current` at the current step; on inner nodes a toggle
 * `data-action="collapse"` (`aria-expanded`); the zoom buttons
 * `data-action="fit"`, `"zoom-in"`, `"zoom-out"`; the mini-map `data-minimap`.
 *
 * @fires node-click - detail `{ id }` when a node is clicked (the editor edits leaves; self-check marks; games show its position).
 * @fires node-hover - detail `{ id }` (null when the pointer leaves) for games to show a node's position.
 */
import { html, nothing, render as litRender } from 'lit';
import { TreeInputs } from './tree-inputs.ts';
import { t } from '../i18n/strings.ts';
import { chosenPath, focusCollapsed, stepView, type StepView } from '../app/tree-view.ts';
import { viewTreeOfTree, type ViewTree } from '../app/view-tree.ts';
import { spacingOf } from '../app/layout.ts';
import { TreeModel } from './tree-model.ts';
import { readableScale, type Box, type View } from './camera.ts';
import { MiniMapOf, miniMapTemplate } from './minimap.ts';
import { geometryOf, viewportTemplate, type DrawContext, type Geometry } from './tree-draw.ts';
import { TreePainter, type Scene } from './tree-paint.ts';
import { drawShape, shapeColours } from './tree-canvas.ts';
import { TreeCamera, wholeBox, type Framing } from './tree-camera.ts';
import { installDrawingSheet, standaloneSvg } from './tree-export.ts';

/** Trees up to this many nodes have their colours glide from step to step. */
const ANIMATED_NODES = 3000;
/** The most nodes drawn one by one; zoomed out past that, the canvas draws the shape. */
const MOST_DRAWN = 2500;
/** Around the frame, this much more is drawn (in frames), so small moves draw nothing new. */
const MARGIN = 0.3;

installDrawingSheet();

export class SearchTree extends TreeInputs {
  /** Light DOM: the page's stylesheet (styles.css) styles it, and its data-* hooks are reachable from the document. */
  override createRenderRoot(): HTMLElement {
    return this;
  }

  /** What is drawn: the tree, the layout, the folds. */
  private readonly model = new TreeModel();
  /** The view at the step painted last. */
  private shown: StepView | null = null;
  private geometry: Geometry | null = null;
  private paintQueued = false;
  /** The step last painted (a jump of more than one step is not animated). */
  private painted = 0;
  /** Zoomed out below the readable scale, so labels are hidden (level of detail). */
  private far = false;
  /** The nodes drawn one by one (null: too many in view; the canvas draws them), and the part of the drawing they cover. */
  private drawn: number[] | null = [];
  private drawnBox: Box | null = null;
  private drawnScale = 0;
  /** The model's layout the drawn nodes were found for. */
  private drawnFor = -1;
  /** The tree changed: the next drawing starts from the default view. */
  private refit = true;
  private canvasQueued = false;
  private resizer: ResizeObserver | null = null;
  private readonly painter = new TreePainter();
  private readonly camera = new TreeCamera();
  /** What the tree was made from: a new one makes a new tree. */
  private madeFrom: unknown[] = [];

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
    this.remake();
    if (changed.has('lang') || changed.has('compact')) this.painter.reset();
    if (changed.has('compact') && this.hasUpdated) this.model.relayout();
    const index = this.model.index;
    if (index === null) return;
    this.geometry = geometryOf(index, !this.compact, index.data.windowed && !this.compact);
    this.model.lay(this.collapsedNow(index), () => spacingOf(index, !this.compact, this.compact));
    if (this.drawnFor !== this.model.version) this.findDrawn(true);
  }

  /** Makes the tree again when what it is made from changed: the view, or the textbook tree and its trace. */
  private remake(): void {
    const from = [this.view, this.tree, this.view === null ? this._trace : null];
    if (from.every((x, i) => x === this.madeFrom[i])) return;
    const treeChanged = from[0] !== this.madeFrom[0] || from[1] !== this.madeFrom[1];
    this.madeFrom = from;
    const index = this.view?.index ?? (this.tree === null ? null : viewTreeOfTree(this.tree, this._trace));
    this.model.setTree(index, this.view?.layout ?? null);
    this.shown = null;
    this.painter.forget(index?.count ?? 0);
    this.drawnFor = -1;
    if (treeChanged) {
      this.refit = true;
      this.collapsed = new Set();
    }
  }

  /** The nodes collapsed now: the focus view's, or the user's. */
  private collapsedNow(index: ViewTree): ReadonlySet<number> {
    if (!this.focusView || this.trace === null) return this.collapsed;
    this.shown = stepView(index, this.trace, this._step, this.shown ?? undefined);
    return focusCollapsed(index, this.shown.current);
  }

  protected traceChanged(): void {
    this.requestUpdate();
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
    const index = this.model.index;
    const i = index === null ? -1 : index.find(id);
    if (index === null || i < 0 || index.childCount(i) === 0) return;
    const next = new Set(this.focusView ? this.collapsedNow(index) : this.collapsed);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    if (this.focusView) this.dispatchEvent(new CustomEvent('focus-off', { bubbles: true, composed: true }));
    this.focusView = false;
    this.collapsed = next;
  }

  private context(): DrawContext | null {
    const { index, layout } = this.model;
    if (index === null || layout === null || this.geometry === null) return null;
    return { index, layout, geometry: this.geometry, collapsed: this.model.layoutFor ?? this.collapsed, compact: this.compact, lang: this.lang };
  }

  override render() {
    const c = this.context();
    if (c === null) return html`<div class="empty"></div>`;
    return html`
      <canvas class="shape-canvas" aria-hidden="true"></canvas>
      <svg
        part="svg"
        role="img"
        aria-label=${t(this.lang, 'treeView')}
        class=${this.motion && c.index.count <= ANIMATED_NODES ? 'animate' : ''}
        @click=${(e: Event) => this.onPointer(e, 'click')}
        @keydown=${(e: KeyboardEvent) => {
          if (e.key === 'Enter' || (e.key === ' ' && (e.target as Element).closest('.toggle') !== null)) this.onPointer(e, 'click');
        }}
        @pointerover=${(e: Event) => this.onPointer(e, 'hover')}
        @pointerleave=${() => this.hovered(null)}
      >
        ${viewportTemplate(c, this.drawnNodes())}
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

  /** The nodes drawn one by one: those in and near view, or (too many in view) the path to the current node. */
  private drawnNodes(): number[] {
    if (this.drawn !== null) return this.drawn;
    const index = this.model.index;
    const current = this.model.drawnAncestor(this.currentNode());
    return index === null ? [] : index.pathTo(current);
  }

  /** The node of the step (-1 before the first). */
  private currentNode(): number {
    const index = this.model.index;
    if (index === null || this.trace === null) return -1;
    this.shown = stepView(index, this.trace, this._step, this.shown ?? undefined);
    return this.shown.current;
  }

  /**
   * Finds the nodes to draw for the view now, with a margin around the frame;
   * asks for a render when they are not those drawn. `always` finds them even
   * if the view is still inside the part drawn.
   */
  private findDrawn(always = false): void {
    const layout = this.model.layout;
    if (layout === null) return;
    const v = this.camera.view();
    const { width, height } = this.camera.frame();
    const frame = { x0: -v.x / v.k, y0: -v.y / v.k, x1: (width - v.x) / v.k, y1: (height - v.y) / v.k };
    const b = this.drawnBox;
    const inside = b !== null && frame.x0 >= b.x0 && frame.x1 <= b.x1 && frame.y0 >= b.y0 && frame.y1 <= b.y1 && v.k > this.drawnScale / 1.6;
    if (!always && inside && this.drawn !== null) return;
    const mx = (frame.x1 - frame.x0) * MARGIN + layout.nodeWidth;
    const my = (frame.y1 - frame.y0) * MARGIN + 150;
    const box = { x0: frame.x0 - mx, y0: frame.y0 - my, x1: frame.x1 + mx, y1: frame.y1 + my };
    const nodes = this.model.nodesIn(box, MOST_DRAWN);
    this.drawnFor = this.model.version;
    this.drawnBox = nodes === null ? null : box;
    this.drawnScale = v.k;
    const same = nodes !== null && this.drawn !== null && nodes.length === this.drawn.length && nodes.every((n, j) => n === this.drawn![j]);
    if (same) return;
    if (nodes === null && this.drawn === null && !always) return;
    this.drawn = nodes;
    this.requestUpdate();
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
    this.painter.find(this.renderRoot);
    this.paint();
    if (this.mapFor !== this.model.version) {
      this.mapFor = this.model.version;
      // In a task of its own: a big tree's first view is not held up by its mini-map.
      setTimeout(() => this.drawMap(), 0);
    }
    if (this.refit) {
      this.refit = false;
      this.fit(false);
    } else if (changed.has('present')) this.fit(false);
    this.queueCanvas();
  }

  private mapFor = -1;

  /** The camera moved: draw what came into view, move the mini-map's box, hide text while too small to read. */
  private zoomed(v: View): void {
    this.findDrawn();
    this.markMapView();
    this.queueCanvas();
    const far = !this.compact && v.k < this.minScale - 1e-6;
    if (far === this.far) return;
    this.far = far;
    this.renderRoot.querySelector('svg')?.classList.toggle('far', far);
    this.freshenText();
  }

  /** Redraws the canvas once this frame: the tree's shape where too many nodes are in view, else nothing. */
  private queueCanvas(): void {
    if (this.canvasQueued) return;
    this.canvasQueued = true;
    requestAnimationFrame(() => {
      this.canvasQueued = false;
      this.drawCanvas();
    });
  }

  private drawCanvas(): void {
    const canvas = this.renderRoot.querySelector<HTMLCanvasElement>('canvas.shape-canvas');
    const ctx = canvas?.getContext('2d');
    if (canvas === null || canvas === undefined || ctx === null || ctx === undefined) return;
    const { width, height } = this.camera.frame();
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    if (this.drawn !== null) {
      ctx.clearRect(0, 0, width, height);
      return;
    }
    const status = this.trace === null || this.model.index === null ? null : stepView(this.model.index, this.trace, this._step, this.shown ?? undefined).status;
    drawShape(ctx, this.model, this.camera.view(), width, height, shapeColours(this), status, this.model.drawnAncestor(this.shown?.current ?? -1));
  }

  /** What the painter shows at the current step. */
  private scene(index: ViewTree, view: StepView): Scene {
    const done = this.trace !== null && this._step >= this.trace.length;
    return {
      index,
      view,
      path: done ? chosenPath(index, view, this._algorithm === 'negamax') : null,
      marks: this._marks,
      grades: this._grades,
      windowed: this._algorithm === 'alphabeta' && !this.compact,
      tieRule: this._tieRule,
      lang: this.lang,
      textHidden: this.far,
    };
  }

  /** Applies the view at the current step to the drawn nodes and edges (only what changed); then follows. */
  private paint(): void {
    this.remake();
    const index = this.model.index;
    if (index === null || this.model.layout === null) return;
    const view = (this.shown = stepView(index, this.trace, this._step, this.shown ?? undefined));
    // Colours glide from step to step, but not on a jump or in a big tree: thousands of CSS transitions at once cost seconds.
    this.renderRoot.querySelector('svg')?.classList.toggle('animate', this.motion && index.count <= ANIMATED_NODES && Math.abs(this._step - this.painted) <= 1);
    this.painted = this._step;
    // Too many nodes in view: the current one and its path are drawn; they change with the step.
    if (this.drawn === null) {
      const path = this.drawnNodes();
      if (!path.every((i) => this.painter.has(i))) {
        this.requestUpdate();
        return;
      }
      this.queueCanvas();
    }
    this.painter.paint(this.scene(index, view));
    this.markMapCurrent();
    if (this._follow && !this.compact && !this.refit) this.reveal(false);
  }

  /** Writes the text that missed updates while hidden. */
  private freshenText(): void {
    if (this.shown === null || this.model.index === null) return;
    this.painter.freshen(this.scene(this.model.index, this.shown));
  }

  // ---- camera and mini-map -------------------------------------------------

  /** The node the camera keeps in view: the current one, or its nearest drawn ancestor; the root before the first step. */
  private focusNode(): number {
    return this.model.drawnAncestor(this.shown?.current ?? -1);
  }

  /** What the camera frames now, or null when nothing is drawn. */
  private framing(): Framing | null {
    const svgEl = this.renderRoot.querySelector('svg');
    const { index, layout, hidden } = this.model;
    if (svgEl === null || index === null || layout === null || this.geometry === null || !this.camera.on(svgEl)) return null;
    const { compact, present, motion } = this;
    return { index, layout, folded: hidden, focus: this.focusNode(), geometry: this.geometry, present, compact, motion };
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
   * with the mini-map of the whole. The Fit button (`whole`) does the same,
   * and shows the mini-map: a tree too big to read whole is never shrunk to
   * a blank frame.
   */
  fit(whole: boolean): void {
    const f = this.framing();
    if (f === null) return;
    void whole;
    this.camera.fit(f, false, (readable) => {
      if (!this.compact) this.mapShown = !readable;
    });
  }

  private resized(rect: DOMRectReadOnly | undefined): void {
    if (rect === undefined) return;
    const change = this.camera.resize(Math.round(rect.width), Math.round(rect.height));
    if (change === 'same' || this.model.layout === null) return;
    this.findDrawn(true);
    this.queueCanvas();
    if (change !== 'changed') return;
    requestAnimationFrame(() => {
      this.fit(false);
      if (this._follow && !this.compact) this.reveal(true);
    });
  }

  private readonly map = new MiniMapOf(this);

  /** Draws the whole tree's shape, small, once per layout. */
  private drawMap(): void {
    if (this.model.layout === null || this.geometry === null) return;
    this.map.get()?.drawTree(wholeBox(this.model.layout, this.geometry), this.model, shapeColours(this));
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

  /** The whole drawing (every shown node, at the current step) as a standalone SVG document (styles inlined, the light palette), for export. */
  svgText(): string {
    const c = this.context();
    if (c === null || this.geometry === null) return '';
    const all: number[] = [];
    for (let i = 0; i < c.index.count; i++) if (this.model.hidden[i] === 0) all.push(i);
    const holder = document.createElement('div');
    litRender(html`<svg>${viewportTemplate(c, all)}</svg>`, holder);
    const svgEl = holder.querySelector('svg')!;
    const painter = new TreePainter();
    painter.forget(c.index.count);
    painter.find(holder);
    painter.paint({ ...this.scene(c.index, stepView(c.index, this.trace, this._step)), textHidden: false });
    return standaloneSvg(svgEl, wholeBox(c.layout, this.geometry));
  }
}

customElements.define('search-tree', SearchTree);
