/**
 * <mcts-tree>: a Monte Carlo tree search's tree at one step (mcts-view.ts
 * holds it). What is drawn is mcts-scene.ts's (the root's children, the
 * iteration's path with its siblings, the nodes opened; "+k more" on the
 * rest), laid out by d3-hierarchy, rendered by Lit keyed by node, so a step
 * touches only what changed; d3-zoom pans and zooms, and the camera follows
 * the current node at a readable scale (camera.ts's arithmetic).
 *
 * A WAI-ARIA tree: one tab stop (the node the keys last moved to, else the
 * current one), ↑/↓ the previous and next node drawn, → opens a node's
 * children or goes to the first, ← closes them or goes to the parent,
 * Home/End, Enter or space shows its position. A click does the same; a
 * click on "+k more" opens the node.
 *
 * Hooks: each node `data-node-id` (the trace's id), `data-state` (active on
 * the path, done, unvisited), `data-n`, `data-w`; the current one
 * `data-current` and `aria-current="step"`; `data-action` zoom-in, zoom-out,
 * fit.
 *
 * @fires node-select - detail `{ node }`: a node chosen (its position is shown)
 */
import { LitElement, html, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { select } from 'd3-selection';
import 'd3-transition';
import { zoom, zoomIdentity, zoomTransform, type ZoomBehavior } from 'd3-zoom';
import type { MctsCursor } from '../../../trace/mcts-trace.ts';
import type { Lang } from '../../../i18n/lang.ts';
import { say } from '../../../i18n/say.ts';
import { MAX_SCALE, PRESENT_TEXT_PX, fitView, followView, readableScale, type Box, type View } from '../camera.ts';
import { FrameObserver, reducedMotion } from '../tree-camera.ts';
import { chainTemplate, edgeTemplate, markerDefs, nodeTemplate, resultTemplate } from './mcts-draw.ts';
import { sceneAt, type MctsScene } from './mcts-scene.ts';
import './mcts-tree.css';
import type { MctsIndex } from './mcts-model.ts';

/** The smallest text of the MCTS drawing, in SVG units (mcts-tree.css: the rows' keys, "+k more"). */
const MCTS_SMALLEST_TEXT = 12;

export class MctsTree extends LitElement {
  /** Light DOM: the page's stylesheet styles it, and its data-* hooks are reachable from the document. */
  override createRenderRoot(): HTMLElement {
    return this;
  }

  @property({ attribute: false }) index: MctsIndex | null = null;
  /** The cursor at `step` (the view moves it; a new step re-renders). */
  @property({ attribute: false }) cursor: MctsCursor<unknown> | null = null;
  @property({ type: Number }) step: number = 0;
  @property() override lang: Lang = 'en';
  @property({ type: Boolean }) present: boolean = false;
  /** The camera keeps the current node in view. */
  @property({ type: Boolean }) follow: boolean = true;
  /** Camera moves without gliding (playing fast). */
  @property({ type: Boolean }) instant: boolean = false;

  /** The nodes the user opened. */
  private opened = new Set<number>();
  /** The node the keys or a click moved the tab stop to (-1: none). */
  private keyed = -1;
  private scene: MctsScene | null = null;
  private madeFor: MctsIndex | null = null;
  private zoomer: ZoomBehavior<SVGSVGElement, unknown> | null = null;
  private svgEl: SVGSVGElement | null = null;
  private size = { width: 0, height: 0 };
  /** A new tree: the next drawing starts from the default view. */
  private refit = true;
  private followed = '';
  /** The frame is the drawing's box under the bar of zoom buttons (above it, so they never sit on a node). */
  protected readonly frameSize = new FrameObserver(this, (rect) => this.resized(rect), ':scope > .frame');

  override willUpdate(): void {
    if (this.index !== this.madeFor) {
      this.madeFor = this.index;
      this.opened = new Set();
      this.keyed = -1;
      this.refit = true;
    }
    this.scene = this.index === null || this.cursor === null ? null : sceneAt(this.index, this.cursor, this.opened, this.keyed, this.lang);
  }

  override render() {
    const s = this.scene;
    if (s === null) return html`<div class="empty"></div>`;
    const more = (k: number) => say({ code: 'mctsMore', params: { k } }, this.lang);
    const gap = (k: number) => say({ code: 'mctsPlayoutGap', params: { k } }, this.lang);
    const up = s.phase === 'backpropagation';
    return html`
      <div class="tree-bar">
        <div class="zoom" role="group" aria-label=${say('zoom', this.lang)}>
          <button type="button" data-action="zoom-in" title=${say('zoomIn', this.lang)} @click=${() => this.scaleBy(1.3)}>+</button>
          <button type="button" data-action="zoom-out" title=${say('zoomOut', this.lang)} @click=${() => this.scaleBy(1 / 1.3)}>−</button>
          <button type="button" data-action="fit" title=${say('fitHint', this.lang)} @click=${() => this.fit(true)}>${say('fit', this.lang)}</button>
        </div>
      </div>
      <div class="frame">
      <svg class=${this.instant ? 'instant' : ''} role="tree" aria-label=${say('mctsTreeLabel', this.lang)} @keydown=${this.onKey} @click=${this.onClick}>
        ${markerDefs()}
        <g class="viewport">
          <g class="edges" aria-hidden="true">${repeat(
            s.edges,
            (e) => e.child,
            (e) => edgeTemplate(e.child, e.px, e.py, e.cx, e.cy, e.onPath, up),
          )}</g>
          ${s.chain === null ? svg`` : s.chain.full ? chainTemplate(s.chain.x, s.chain.y, s.chain.items, gap, s.chain.result) : resultTemplate(s.chain.x, s.chain.y, s.chain.result)}
          <g class="nodes" role="group">${repeat(
            s.looks,
            (l) => l.node,
            (l) => nodeTemplate(l, more),
          )}</g>
        </g>
      </svg>
      </div>
    `;
  }

  override updated(): void {
    const svgEl = this.querySelector('svg');
    if (svgEl !== null && svgEl !== this.svgEl) this.attach(svgEl);
    const s = this.scene;
    if (s === null || !this.measured()) return;
    if (this.refit) {
      this.refit = false;
      this.fit(false);
      return;
    }
    // The camera moves when the step's node or the drawing around it changed, not when a node is opened elsewhere.
    const key = `${s.current}:${s.phase}:${Math.round(s.focus.box.x0)}:${Math.round(s.focus.box.y1)}`;
    if (this.follow && key !== this.followed) {
      this.followed = key;
      this.reveal(s.focus.box, s.focus.anchor, this.instant);
    }
  }

  // ---- the camera ---------------------------------------------------------------------------

  private attach(svgEl: SVGSVGElement): void {
    this.svgEl = svgEl;
    const viewport = select(svgEl).select<SVGGElement>('g.viewport');
    this.zoomer = zoom<SVGSVGElement, unknown>()
      .scaleExtent([0.05, MAX_SCALE])
      .extent(() => [
        [0, 0],
        [this.frame().width, this.frame().height],
      ])
      .on('zoom', (event: { transform: { toString(): string } }) => void viewport.attr('transform', event.transform.toString()));
    select(svgEl).call(this.zoomer).on('dblclick.zoom', null);
  }

  private frame(): { width: number; height: number } {
    return { width: this.size.width || 800, height: this.size.height || 400 };
  }

  private measured(): boolean {
    return this.size.width > 0;
  }

  private resized(rect: DOMRectReadOnly | undefined): void {
    if (rect === undefined || rect.width === 0) return;
    const first = this.size.width === 0;
    this.size = { width: rect.width, height: rect.height };
    if (first) this.refit = true;
    this.followed = '';
    this.requestUpdate();
  }

  private view(): View {
    if (this.svgEl === null) return { x: 0, y: 0, k: 1 };
    const t = zoomTransform(this.svgEl);
    return { x: t.x, y: t.y, k: t.k };
  }

  private moveTo(v: View, instant: boolean): void {
    if (this.svgEl === null || this.zoomer === null) return;
    const target = zoomIdentity.translate(v.x, v.y).scale(v.k);
    const sel = select(this.svgEl);
    if (instant || reducedMotion()) {
      sel.interrupt('camera');
      this.zoomer.transform(sel, target);
    } else sel.transition('camera').duration(240).call(this.zoomer.transform, target);
  }

  /** The least readable scale: presented, the smallest text (the rows' keys, 12 units) at 16 px; else the viewer's. */
  private minScale(): number {
    return this.present ? PRESENT_TEXT_PX / MCTS_SMALLEST_TEXT : readableScale(false);
  }

  private scaleBy(factor: number): void {
    if (this.svgEl !== null && this.zoomer !== null) this.zoomer.scaleBy(select(this.svgEl), factor);
  }

  private reveal(box: Box, anchor: { x: number; y: number }, instant: boolean): void {
    const { width, height } = this.frame();
    const now = this.view();
    const next = followView(now, box, anchor, width, height, this.minScale());
    if (next !== now) this.moveTo(next, instant);
  }

  /** The whole drawing when it reads whole (or `whole`: the Fit button, whatever the scale); else the current node at a readable scale. */
  fit(whole: boolean): void {
    const s = this.scene;
    if (s === null) return;
    const { width, height } = this.frame();
    const b = s.placed.box;
    const margin = 24;
    const all = fitView(
      { x0: b.x0 - margin, y0: b.y0 - margin, x1: b.x1 + margin, y1: Math.max(b.y1, s.focus.box.y1) + margin },
      width,
      height,
      this.present ? 2 : 1.4,
    );
    const minK = this.minScale();
    if (whole || all.k >= minK) this.moveTo(all, true);
    else {
      // As big as the current node's neighbourhood allows, up to a little over life size.
      const f = s.focus.box;
      const k = Math.max(minK, Math.min(1.25, (width - 32) / (f.x1 - f.x0), (height - 32) / (f.y1 - f.y0)));
      const start = { k, x: width / 2 - s.focus.anchor.x * k, y: 40 - s.focus.box.y0 * k };
      this.moveTo(followView(start, s.focus.box, s.focus.anchor, width, height, minK), true);
    }
    this.followed = `${s.current}:${s.phase}:${Math.round(s.focus.box.x0)}:${Math.round(s.focus.box.y1)}`;
  }

  // ---- keys and pointer -------------------------------------------------------------------------

  private readonly onKey = (e: KeyboardEvent): void => {
    const s = this.scene;
    const g = (e.target as Element).closest<SVGGElement>('g.mnode');
    if (s === null || g === null || e.altKey || e.ctrlKey || e.metaKey) return;
    const v = Number(g.dataset.i);
    const order = s.shown.nodes;
    const at = order.indexOf(v);
    // The node to move the focus to (-1: none, as for an empty list).
    let to = -1;
    switch (e.key) {
      case 'ArrowDown':
        to = order[Math.min(order.length - 1, at + 1)] ?? -1;
        break;
      case 'ArrowUp':
        to = order[Math.max(0, at - 1)] ?? -1;
        break;
      case 'Home':
        to = order[0] ?? -1;
        break;
      case 'End':
        to = order.at(-1) ?? -1;
        break;
      case 'ArrowRight':
        if (s.shown.hidden.has(v)) this.toggle(v, true);
        else to = s.shown.children.get(v)?.[0] ?? v;
        break;
      case 'ArrowLeft':
        if (this.opened.has(v) && !s.shown.forced.has(v)) this.toggle(v, false);
        else to = v === 0 ? 0 : (this.index?.parent(v) ?? 0);
        break;
      case 'Enter':
      case ' ':
        this.choose(v);
        break;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
    if (to >= 0) void this.focusNode(to);
  };

  private readonly onClick = (e: Event): void => {
    const target = e.target as Element;
    const g = target.closest<SVGGElement>('g.mnode');
    if (g === null) return;
    const v = Number(g.dataset.i);
    if (target.closest('[data-action=open]') !== null) this.toggle(v, true);
    this.keyed = v;
    this.choose(v);
  };

  private choose(v: number): void {
    this.keyed = v;
    this.requestUpdate();
    this.dispatchEvent(new CustomEvent('node-select', { detail: { node: v }, bubbles: true, composed: true }));
  }

  /** Opens (or closes) a node's children. */
  private toggle(v: number, open: boolean): void {
    const next = new Set(this.opened);
    if (open) next.add(v);
    else next.delete(v);
    this.opened = next;
    this.keyed = v;
    this.requestUpdate();
  }

  /** Moves the tab stop and the focus to node `v`, bringing it into view. */
  private async focusNode(v: number): Promise<void> {
    this.keyed = v;
    this.requestUpdate();
    await this.updateComplete;
    const s = this.scene;
    const x = s?.placed.x.get(v);
    const y = s?.placed.y.get(v);
    if (x !== undefined && y !== undefined) this.reveal({ x0: x - 60, x1: x + 60, y0: y - 60, y1: y + 60 }, { x, y }, true);
    this.querySelector<SVGGElement>(`g.mnode[data-i="${v}"]`)?.focus({ preventScroll: true });
  }
}

customElements.define('mcts-tree', MctsTree);
