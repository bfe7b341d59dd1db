/**
 * <search-tree>: a search tree at one step of its trace.
 *
 * D3 computes (layout, zoom, transitions); Lit renders only the nodes in and
 * near view, keyed by node, again only when the view leaves the part drawn;
 * a step touches only the drawn nodes whose view changed; zoomed far out, a
 * canvas draws the tree's shape. So the whole tic-tac-toe tree (half a
 * million nodes) steps like a textbook tree. What is shown is a pure function
 * of (tree, trace, step, collapsed).
 *
 * Nodes: MAX ▲, MIN ▼, CHANCE ○, leaf □ with their value; α/β and the cut-off
 * condition under an open node; chance probabilities; the current node and
 * edge highlighted; pruned subtrees greyed and cut; the chosen path thick at
 * the end. No text under the readable size (`camera.ts`); *Follow* frames the
 * current node's parent with its children (`tree-camera.ts`); a bar above
 * holds zoom, the mini-map and the siblings beyond the edges; subtrees
 * collapse; the focus view keeps the path to the current node. To assistive
 * technology a WAI-ARIA tree (tree-draw.ts, tree-keys.ts).
 *
 * Hooks: each node `<g data-node-id data-state>`, `data-value` once it has
 * one, `data-current` at the current step; an inner node's toggle
 * `data-action="collapse"` (`aria-expanded`); the zoom buttons `data-action`
 * fit, zoom-in, zoom-out; the mini-map `data-minimap`; the bar's `data-beyond`.
 *
 * @fires node-click - detail `{ id, key }` when a node is clicked, or chosen with Enter (`key`) (the editor edits a clicked leaf; self-check marks; games show its position).
 * @fires node-edit - detail `{ id }`: F2 on a node (the editor edits a leaf).
 * @fires node-hover - detail `{ id }` (null when the pointer leaves) for games to show a node's position.
 */
import { html, nothing } from 'lit';
import { TreeInputs } from './tree-inputs.ts';
import { say } from '../../i18n/say.ts';
import { chosenPath, focusCollapsed, stepView, tableNodes, type StepView } from '../../app/step-view.ts';
import { viewTreeOfTree, type ViewTree } from '../../app/view-tree.ts';
import { spacingOf } from '../../app/layout.ts';
import { DrawnWindow, TreeModel } from './tree-model.ts';
import { readableScale, type View } from './camera.ts';
import { MiniMapOf, zoomTemplate } from './minimap.ts';
import { geometryOf, viewportTemplate, type DrawContext, type Geometry } from './tree-draw.ts';
import { TreePainter, type Scene } from './tree-paint.ts';
import { ShapeCanvas, shapeColours } from './tree-canvas.ts';
import { FrameObserver, TreeCamera, wholeBox, type Framing } from './tree-camera.ts';
import { installDrawingSheet, wholeSvg } from './tree-export.ts';
import { TreeKeys } from './tree-keys.ts';

/** Trees up to this many nodes have their colours glide from step to step. */
const ANIMATED_NODES = 3000;

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
  /** The step last painted (a jump of more than one step is not animated), and the last the camera followed. */
  private painted = 0;
  private followed = -1;
  /** Zoomed out below the readable scale, so labels are hidden (level of detail). */
  private far = false;
  /** The nodes drawn one by one (null: too many in view; the canvas draws them). */
  private drawn: number[] | null = [];
  private readonly window = new DrawnWindow();
  private drawnFor = -1; // the model's layout the drawn nodes were found for
  /** The tree changed: the next drawing starts from the default view. */
  private refit = true;
  private readonly canvas = new ShapeCanvas();
  /** The frame's size, as the resize observer gives it. */
  protected readonly frameSize = new FrameObserver(this, (rect) => this.resized(rect), ':scope > .frame');
  private readonly painter = new TreePainter();
  private readonly camera = new TreeCamera();
  /** What the tree was made from: a new one makes a new tree. */
  private madeFrom: unknown[] = [];

  override willUpdate(changed: Map<string, unknown>): void {
    this.remake();
    if (changed.has('lang') || changed.has('compact') || changed.has('present')) this.painter.reset();
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
      [this.refit, this.followed] = [true, -1];
      this.keys.reset();
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
      ${this.compact ? nothing : zoomTemplate(this.lang, this.camera, () => this.fit(true), this.mapShown, this.map.jump, this.beyond)}
      <div class="frame"><canvas class="shape-canvas" aria-hidden="true"></canvas>
      <svg
        part="svg"
        role=${this.compact ? 'img' : 'tree'}
        aria-label=${say(this.compact ? 'treeView' : 'searchTreeName', this.lang)}
        class=${this.motion && c.index.count <= ANIMATED_NODES ? 'animate' : ''}
        @click=${(e: Event) => this.onPointer(e, 'click')}
        @keydown=${this.keys.onKey}
        @pointerover=${(e: Event) => this.onPointer(e, 'hover')}
        @pointerleave=${() => this.hovered(null)}
      >
        ${viewportTemplate(c, this.drawnNodes())}
      </svg></div>`;
  }

  /** The nodes drawn one by one: those in and near view, or (too many in view) the path to the current node; and the tree's tab stop. */
  private drawnNodes(): number[] {
    const index = this.model.index;
    const drawn = this.drawn ?? (index === null ? [] : index.pathTo(this.model.drawnAncestor(this.currentNode())));
    const stop = this.compact ? -1 : this.keys.tabStop();
    return stop < 0 || drawn.includes(stop) ? drawn : [...drawn, stop];
  }

  private readonly keys = new TreeKeys({
    index: () => this.model.index,
    collapsed: () => (this.model.index === null ? new Set() : this.collapsedNow(this.model.index)),
    hidden: () => this.model.hidden,
    select: (i) => this.clicked(this.model.index?.id(i) ?? '', true),
    edit: (i) => this.edited(this.model.index?.id(i) ?? ''),
    current: () => this.focusNode(),
    toggle: (i) => this.toggleCollapse(this.model.index?.id(i) ?? ''),
    show: async (i) => {
      this.requestUpdate();
      await this.updateComplete;
      const f = this.framing();
      if (f !== null) this.camera.reveal({ ...f, focus: i }, true);
      await this.updateComplete;
    },
    element: (i) => this.renderRoot.querySelector<SVGGElement>(`g.node[data-i="${i}"]`),
  });

  /** The node of the step (-1 before the first). */
  private currentNode(): number {
    const index = this.model.index;
    if (index === null || this.trace === null) return -1;
    this.shown = stepView(index, this.trace, this._step, this.shown ?? undefined);
    return this.shown.current;
  }

  /** Finds the nodes to draw now, with a margin around the frame; renders when they changed (`always`: even if the view is inside the part drawn). */
  private findDrawn(always = false): void {
    if (this.model.layout === null) return;
    const found = this.window.find(this.model, this.camera.view(), this.camera.frame(), always);
    if (found === 'same') return;
    this.drawnFor = this.model.version;
    this.drawn = found;
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
    this.keys.clicked(Number(g.dataset.i));
    if (target.closest('.toggle') !== null) this.toggleCollapse(id);
    else this.clicked(id);
  }

  override updated(changed: Map<string, unknown>): void {
    const svgEl = this.renderRoot.querySelector('svg');
    if (svgEl === null) return;
    if (!this.camera.on(svgEl)) this.camera.attach(svgEl, !this.compact, (v) => this.zoomed(v));
    this.painter.find(this.renderRoot);
    this.paint();
    this.map.drawFor(this.model.version);
    // Fitted once the frame's size is known (else in resized: reading it now would force a layout).
    if ((this.refit || changed.has('present')) && this.camera.measured()) {
      this.refit = false;
      this.fit();
    }
    this.queueCanvas();
  }

  /** The camera moved: draw what came into view, move the mini-map's box, hide text while too small to read. */
  private zoomed(v: View): void {
    this.findDrawn();
    this.map.markView();
    this.queueCanvas();
    this.frameChanged();
    const far = !this.compact && this.camera.textHidden(v.k, this.present);
    if (far === this.far) return;
    this.far = far;
    this.renderRoot.querySelector('svg')?.classList.toggle('far', far);
    this.freshenText();
  }

  /** Redraws the canvas once this frame: the tree's shape where too many nodes are in view, else nothing. */
  private queueCanvas(): void {
    this.canvas.queue(this.renderRoot.querySelector<HTMLCanvasElement>('canvas.shape-canvas'), this.camera.frame(), () => {
      if (this.drawn !== null) return null;
      const index = this.model.index;
      const status = this.trace === null || index === null ? null : stepView(index, this.trace, this._step, this.shown ?? undefined).status;
      return { model: this.model, view: this.camera.view(), colours: shapeColours(this), status, current: this.model.drawnAncestor(this.shown?.current ?? -1) };
    });
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
      fromTable: tableNodes(index, this.trace),
      tieRule: this._tieRule,
      lang: this.lang,
      textHidden: this.far,
      present: this.present,
    };
  }

  /** Applies the view at the current step to the drawn nodes and edges (only what changed); then follows. */
  private paint(): void {
    this.remake();
    const index = this.model.index;
    if (index === null || this.model.layout === null) return;
    const view = (this.shown = stepView(index, this.trace, this._step, this.shown ?? undefined));
    // Colours glide from step to step, but not on a jump or in a big tree: thousands of CSS transitions at once cost seconds.
    const jump = Math.abs(this._step - this.painted) > 1;
    this.renderRoot.querySelector('svg')?.classList.toggle('animate', this.motion && index.count <= ANIMATED_NODES && !jump);
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
    // The tab stop on the step's node (or where the keys moved): not drawn yet, it is drawn by the next update.
    if (!this.compact && !this.keys.place() && !this.isUpdatePending) this.requestUpdate();
    this.map.markCurrent();
    // A jump (Home, End, the slider) cuts there: a glide across a big tree would draw every part on the way.
    // Once per step: between steps the user's own moves (a drag, the tree's keys) are left where they are.
    if (this._follow && !this.compact && !this.refit && this.followed !== this._step) {
      this.followed = this._step;
      this.reveal(jump);
    }
  }

  /** Writes the text that missed updates while hidden. */
  private freshenText(): void {
    if (this.shown === null || this.model.index === null) return;
    this.painter.freshen(this.scene(this.model.index, this.shown));
  }

  // ---- camera and mini-map -------------------------------------------------
  /** The node the camera keeps in view: the current one or its nearest drawn ancestor (the root before the first step). */
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

  /** Moves the camera to keep the current node, its parent and children in view, readable. */
  private reveal(instant: boolean): void {
    const f = this.framing();
    if (f !== null) this.camera.reveal(f, instant);
  }

  /** The default view (Fit): a small tree whole; a bigger one whole if readable whole, else its readable part around the current node. */
  fit(button = false): void {
    const f = this.framing();
    if (f !== null) this.camera.fit(f, button);
  }

  /** After the camera moved: the mini-map while the whole tree is not in view; the siblings beyond the frame's edges. */
  private frameChanged(): void {
    const f = this.compact ? null : this.framing();
    if (f === null) return;
    const { map, beyond } = this.camera.notes(f);
    if (map !== this.mapShown) this.mapShown = map;
    if (beyond.left !== this.beyond.left || beyond.right !== this.beyond.right) this.beyond = beyond;
  }

  private resized(rect: DOMRectReadOnly | undefined): void {
    if (rect === undefined) return;
    const change = this.camera.resize(Math.round(rect.width), Math.round(rect.height));
    if (change === 'same' || this.model.layout === null) return;
    this.findDrawn(true);
    this.queueCanvas();
    if (change === 'first' && this.refit) {
      this.refit = false;
      this.fit();
    }
    if (change !== 'changed') return;
    requestAnimationFrame(() => {
      this.fit();
      if (this._follow && !this.compact) this.reveal(true);
    });
  }

  private readonly map = new MiniMapOf(this, this.camera, {
    model: this.model,
    box: () => (this.model.layout === null || this.geometry === null ? null : wholeBox(this.model.layout, this.geometry)),
    focus: () => this.focusNode(),
    shown: () => this.mapShown,
    minScale: () => readableScale(this.present),
    motion: () => this.motion,
    colours: () => shapeColours(this),
  });

  /** The whole drawing (every shown node, at the current step) as a standalone SVG document (styles inlined, the light palette), for export. */
  svgText(): string {
    const c = this.context();
    if (c === null) return '';
    return wholeSvg(c, this.model.hidden, { ...this.scene(c.index, stepView(c.index, this.trace, this._step)), textHidden: false });
  }
}

customElements.define('search-tree', SearchTree);
