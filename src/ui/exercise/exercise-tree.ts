/**
 * <exercise-tree>: an exercise's tree as a sheet (issue 24). On the student's
 * sheet (`mode` answer) each inner node shows what was typed for it — its
 * value in its shape, α and β beside it (alpha-beta) — with each field's
 * verdict (✓, ✗) or * for an answer shown; a node is chosen by a click or the
 * keyboard (a WAI-ARIA tree: one tab stop, the arrows, Home/End, Enter), and
 * typing a number on it starts its editor. On the key (`mode` key) every
 * visited node's value, α and β (a node a cut skips has none: grey and
 * dashed), the cuts (two short strokes across the edge, as students are
 * told to mark them) and the best move (an arrow, its words beside it).
 *
 * The figure is the sheet's (app/sheet-figure.ts): each value on a line in
 * its shape, the shapes wide enough for the longest value; names left of the
 * nodes, α and β right of them, so that every edge is drawn whole from the
 * parent's shape to the child's top.
 *
 * Readable on a phone: drawn at a scale where its smallest text is at least
 * 12 px (wider than the screen, it scrolls sideways in its frame), with zoom
 * buttons; on a wide screen, as large as fits up to 1.5×. Printed, it fits
 * the page's width. Shapes as the viewer draws them: MAX ▲, MIN ▼, chance ○,
 * leaf □.
 *
 * Hooks: `g[data-node-id]` per node, `data-check` (ok, wrong) on a graded
 * node, `[data-slot="value|alpha|beta"]` with `data-verdict`, the lines to
 * write on `[data-blank="value|alpha|beta"]` (the sheet); `g[data-edge-id]`
 * per edge (its child's id); `[data-zoom]` the scale; `data-action` zoom-in,
 * zoom-out, fit-tree.
 *
 * @fires node-select - detail `{ id, edit, text }`: a node chosen; `edit` when its editor should take the focus (a click, Enter, a character typed: `text`).
 */
import { LitElement, html, nothing, svg } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Lang } from '../../i18n/lang.ts';
import { formatNumber as f } from '../../i18n/lang.ts';
import { say, sayer } from '../../i18n/say.ts';
import type { TreeNode } from '../../games/tree/tree.ts';
import { viewTreeOfTree, type ViewTree } from '../../app/view-tree.ts';
import { SMALL_SIZE, edgeOf, nameX, sheetFigure, textWidth, type Figure } from '../../app/sheet-figure.ts';
import { treeMove } from '../../app/tree-nav.ts';
import { fieldKey, type ExerciseKey } from '../../app/exercise-grade.ts';
import type { Attempt } from '../../app/exercise-attempt.ts';
import { answerText, mark, nodeVerdict, nodeWords, slotsOf, type Slot } from './exercise-figures.ts';
import { badgeTemplate, edgeTemplate, haloTemplate, nameTemplate, shapeTemplate, valueTemplate, windowTemplate } from './exercise-drawing.ts';
import { ownTask } from '../platform/next-task.ts';

/** The smallest text drawn, in SVG units (names, α/β, probabilities). */
const SMALL = SMALL_SIZE;
/** The default scale never puts that text under this many pixels; the zoom never under 10. */
const DEFAULT_MIN_PX = 12;
const ZOOM_MIN = 10 / SMALL;
const ZOOM_MAX = 3;
const FIT_MAX = 1.5;

/**
 * The widths the last tree drawn was given (its element's and its frame's): a tree drawn after it
 * takes its scale from them in its first render, and its ResizeObserver, seeing the same width, has
 * nothing to do (a set's trees all have one width). Without them, each tree was drawn twice, the
 * second time inside the frame's task.
 */
const lastWidths = { host: -1, frame: -1 };

/** What is drawn once per tree: the index and its figure. */
interface Drawing {
  index: ViewTree;
  fig: Figure;
  windowed: boolean;
  box: Figure['box'];
}

/** Each key's figure, by language: the card's tree and the key's draw the same one, made once. */
const drawings = new WeakMap<ExerciseKey, Map<Lang, { tree: TreeNode; drawing: Drawing }>>();

export class ExerciseTree extends LitElement {
  /** Its first render a task of its own, not the page's (platform/next-task.ts's ownTask). */
  protected override async scheduleUpdate(): Promise<void> {
    if (!this.hasUpdated) await ownTask();
    super.scheduleUpdate();
  }

  override createRenderRoot(): HTMLElement {
    return this;
  }

  @property({ attribute: false }) tree: TreeNode | null = null;
  @property({ attribute: false }) key: ExerciseKey | null = null;
  /** What the student did (answer mode). */
  @property({ attribute: false }) attempt: Attempt | null = null;
  /** The chosen node's id. */
  @property() selected: string | null = null;
  @property() mode: 'answer' | 'key' = 'answer';
  @property() override lang: Lang = 'en';
  /** The tree's name for assistive technology. */
  @property() label: string = '';
  /** The scale; null until the frame's width is known (then the default). */
  @state() zoom: number | null = null;

  private drawing: Drawing | null = null;
  private drawnFor: { tree: TreeNode; key: ExerciseKey } | null = null;
  /** The node with the one tab stop. */
  private stop = 0;
  /** The user zoomed: a resize no longer refits. */
  private zoomed = false;
  /** Where the frame should look once drawn at the new scale: a point of the drawing (SVG units) to put in its middle. */
  private look: number | null = null;
  private width = -1;
  /** The frame's width (read where the layout is fresh: in the ResizeObserver's callback). */
  private frameWidth = -1;
  /** A new width (the first, a phone turned, a window resized): the default scale again, the root in the middle (a tree wider than its frame opens on it). */
  private readonly resize = new ResizeObserver(() => {
    const width = this.clientWidth;
    if (width <= 0 || width === this.width) return;
    this.width = lastWidths.host = width;
    this.frameWidth = lastWidths.frame = this.querySelector('.tree-frame')?.clientWidth ?? width;
    if (this.zoomed) return;
    this.zoom = this.fitted(DEFAULT_MIN_PX / SMALL);
    this.look = 0;
    this.requestUpdate();
  });

  override connectedCallback(): void {
    super.connectedCallback();
    this.resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resize.disconnect();
  }

  /**
   * The scale at which the drawing fills the frame's width — and no more than
   * 60 % of the window's height, so that the editor under it stays in view —
   * at least `least` and at most FIT_MAX.
   */
  private fitted(least: number, width = this.querySelector('.tree-frame')?.clientWidth ?? this.clientWidth): number {
    const d = this.drawing;
    if (d === null || width <= 0) return 1;
    return Math.max(least, Math.min(FIT_MAX, (width - 2) / d.box.w, (0.6 * window.innerHeight) / d.box.h));
  }

  private draw(): Drawing | null {
    const { tree, key } = this;
    if (tree === null || key === null) return null;
    if (this.drawnFor?.tree === tree && this.drawnFor.key === key && this.drawing !== null) return this.drawing;
    const made = drawings.get(key)?.get(this.lang);
    if (made !== undefined && made.tree === tree) {
      this.drawnFor = { tree, key };
      this.stop = 0;
      return (this.drawing = made.drawing);
    }
    const index = viewTreeOfTree(tree, null);
    const windowed = key.algo === 'alphabeta';
    // The shapes are sized for the key's values (bounds with their signs), α and β beside them for its longest: the sheet and its key alike.
    const visited = key.nodes.filter((n) => n.visited);
    const leaves: string[] = [];
    for (let i = 0; i < index.count; i++) if (index.childCount(i) === 0) leaves.push(f(index.leafValue[i]!));
    const fig = sheetFigure(index, {
      inner: visited.map((n) => answerText(key, fieldKey('value', n.id), this.lang)),
      leaves,
      windows: windowed ? visited.flatMap((n) => [`α = ${f(n.alpha)}`, `β = ${f(n.beta)}`]) : null,
    });
    this.drawnFor = { tree, key };
    this.stop = 0;
    this.drawing = { index, fig, windowed, box: fig.box };
    if (!drawings.has(key)) drawings.set(key, new Map());
    drawings.get(key)!.set(this.lang, { tree, drawing: this.drawing });
    return this.drawing;
  }

  /** Moves the tab stop to the node `id` and focuses it (the page's "back to the tree"). */
  focusNode(id: string): void {
    const i = this.drawing?.index.find(id) ?? -1;
    if (i < 0) return;
    this.stop = i;
    this.requestUpdate();
    void this.updateComplete.then(() => this.querySelector<SVGGElement>(`g.node[data-i="${i}"]`)?.focus());
  }

  /** A new scale, keeping what is in the middle of the frame there. */
  private setZoom(k: number): void {
    const frame = this.querySelector<HTMLElement>('.tree-frame');
    const d = this.drawing;
    if (frame !== null && d !== null && this.zoom !== null) this.look = d.box.x + (frame.scrollLeft + frame.clientWidth / 2) / this.zoom;
    this.zoomed = true;
    this.zoom = Math.max(ZOOM_MIN, Math.min(ZOOM_MAX, k));
  }

  /** A first render after another tree's: that tree's widths give the scale at once (the root in the middle). */
  override willUpdate(): void {
    if (this.zoom !== null || lastWidths.host <= 0 || this.draw() === null) return;
    this.width = lastWidths.host;
    this.frameWidth = lastWidths.frame;
    this.zoom = this.fitted(DEFAULT_MIN_PX / SMALL, this.frameWidth);
    this.look = 0;
  }

  /**
   * The frame scrolled to put `look` in its middle — only when the drawing is wider than the frame
   * (else there is nothing to scroll), and after the frame is laid out, in the next animation frame:
   * a scroll set here would lay out the whole page now, once a tree.
   */
  override updated(): void {
    const { look, drawing, zoom, frameWidth } = this;
    this.look = null;
    if (look === null || drawing === null || zoom === null || frameWidth <= 0 || drawing.box.w * zoom <= frameWidth) return;
    requestAnimationFrame(() => {
      const frame = this.querySelector<HTMLElement>('.tree-frame');
      if (frame !== null) frame.scrollLeft = (look - drawing.box.x) * zoom - frame.clientWidth / 2;
    });
  }

  override render() {
    const d = this.draw();
    if (d === null) return nothing;
    const k = this.zoom ?? 1;
    const L = sayer(this.lang);
    const answer = this.mode === 'answer';
    return html`<div class="tree-tools" role="group" aria-label=${say('zoom', this.lang)}>
        <button type="button" data-action="zoom-out" aria-label=${L('zoomOut')} title=${L('zoomOut')} @click=${() => this.setZoom(k / 1.25)}>−</button>
        <span class="zoom-level" aria-live="polite">${Math.round(k * 100)} %</span>
        <button type="button" data-action="zoom-in" aria-label=${L('zoomIn')} title=${L('zoomIn')} @click=${() => this.setZoom(k * 1.25)}>+</button>
        <button type="button" data-action="fit-tree" title=${L('fit')} @click=${() => this.setZoom(this.fitted(ZOOM_MIN))}>${L('fit')}</button>
      </div>
      <div class="tree-frame" data-zoom=${k.toFixed(3)}>
        <svg
          width=${Math.ceil(d.box.w * k)}
          height=${Math.ceil(d.box.h * k)}
          viewBox="${d.box.x} ${d.box.y} ${d.box.w} ${d.box.h}"
          role=${answer ? 'tree' : 'img'}
          aria-label=${this.label}
          @click=${answer ? this.onClick : nothing}
          @keydown=${answer ? this.onKey : nothing}
        >
          <g class="edges" aria-hidden="true">${[...Array(d.index.count).keys()].filter((i) => i > 0).map((i) => this.edge(d, i))}</g>
          <g class="nodes" role=${answer ? 'none' : nothing} aria-hidden=${answer ? nothing : 'true'}>${[...Array(d.index.count).keys()].map((i) => this.node(d, i))}</g>
        </svg>
      </div>`;
  }

  /** Whether node i is skipped by a cut (the key only). */
  private cut(d: Drawing, i: number): boolean {
    return this.mode === 'key' && this.key !== null && (this.key.steps.get(d.index.id(i))?.pruned ?? -1) >= 0;
  }

  private edge(d: Drawing, i: number) {
    const { index } = d;
    // An edge is drawn to every node but the root: its parent p is a node.
    const p = index.parent[i]!;
    const cut = this.cut(d, i);
    const best = this.mode === 'key' && p === 0 && index.id(i) === this.key?.answer.action;
    return edgeTemplate(index.id(i), edgeOf(d.fig, index, i), {
      pruned: cut,
      cutStarts: cut && !this.cut(d, p),
      best: best ? say('keyBest', this.lang) : null,
      p: index.p[i]!,
    });
  }

  private node(d: Drawing, i: number) {
    const { index, fig } = d;
    const kind = index.kindOf(i);
    const id = index.id(i);
    const leaf = kind === 'leaf';
    const s = fig.shapes[kind];
    // Drawn only with a key (the drawing is made only once key and tree are set); i < index.count, so its leaf value, its
    // parent (-1 at the root) and an inner node's first slot (its value) exist.
    const key = this.key!;
    const answer = this.mode === 'answer';
    const cut = this.cut(d, i);
    // A node a cut skips has nothing to write on the key: no value, no α, no β.
    const slots: Slot[] = leaf || cut ? [] : slotsOf(key, id, answer ? this.attempt : null, this.lang);
    const value: Slot | null = leaf ? { field: 'value', text: f(index.leafValue[i]!), verdict: null, shown: false } : (slots[0] ?? null);
    const verdict = nodeVerdict(slots);
    const selected = answer && this.selected === id;
    const level = depthOf(index, i) + 1;
    const parent = index.parent[i]!;
    const siblings = parent < 0 ? [i] : [...index.children(parent)];
    const shapeClass = `shape kind-${kind}${leaf ? ' leaf' : ''}${cut ? ' pruned' : ''}${verdict === null ? '' : ` ${verdict}`}`;
    const badge = leaf || value === null ? '' : mark(value);
    const name = index.label(i);
    return svg`<g
      class="node kind-${kind}${selected ? ' selected' : ''}${cut ? ' pruned' : ''}"
      data-node-id=${id}
      data-i=${i}
      data-check=${verdict ?? nothing}
      data-state=${this.mode === 'key' ? (cut ? 'pruned' : 'done') : nothing}
      transform="translate(${fig.x[i]},${fig.y[i]})"
      role=${answer ? 'treeitem' : nothing}
      tabindex=${answer ? (i === this.stop ? 0 : -1) : nothing}
      aria-level=${answer ? level : nothing}
      aria-posinset=${answer ? siblings.indexOf(i) + 1 : nothing}
      aria-setsize=${answer ? siblings.length : nothing}
      aria-expanded=${answer && !leaf ? 'true' : nothing}
      aria-selected=${answer ? String(selected) : nothing}
    >
      ${answer ? svg`<title>${nodeWords(kind, id, slots, this.lang, leaf ? index.leafValue[i]! : undefined)}</title>` : nothing}
      ${selected ? haloTemplate(s, leaf ? s.half : nameX(s) + textWidth(name, SMALL), leaf || fig.block === null ? s.half : fig.block.x + fig.block.width) : nothing}
      ${shapeTemplate(s, shapeClass)}
      ${value === null ? nothing : valueTemplate(s, value, leaf, answer && !leaf)}
      ${badge === '' ? nothing : badgeTemplate(s, badge, value?.shown === true ? 'shown' : (value?.verdict ?? ''))}
      ${nameTemplate(s, name)}
      ${fig.block === null ? nothing : slots.slice(1).map((slot) => windowTemplate(fig.block!, slot, answer))}
    </g>`;
  }

  private readonly onClick = (e: Event): void => {
    const g = (e.target as Element).closest<SVGGElement>('g.node');
    if (g === null) return;
    this.stop = Number(g.dataset.i);
    this.choose(g.dataset.nodeId ?? '', true);
  };

  private readonly onKey = (e: KeyboardEvent): void => {
    const d = this.drawing;
    const g = (e.target as Element).closest<SVGGElement>('g.node');
    if (d === null || g === null || e.altKey || e.ctrlKey || e.metaKey) return;
    const i = Number(g.dataset.i);
    // A number typed on a node starts its editor with it.
    if (e.key.length === 1 && /[-+0-9.,∞−≤≥<>]/.test(e.key) && d.index.childCount(i) > 0) {
      e.preventDefault();
      this.choose(d.index.id(i), true, e.key);
      return;
    }
    const move = treeMove(d.index, new Set(), i, e.key);
    if (move === null) return;
    e.preventDefault();
    e.stopPropagation();
    if ('select' in move) return this.choose(d.index.id(move.select), d.index.childCount(move.select) > 0);
    // Nothing folds here: ← on an inner node goes to its parent, as on a leaf.
    // i is the focused node: parent[] has an entry for it (-1 at the root, refused below).
    const to = 'focus' in move ? move.focus : 'collapse' in move ? d.index.parent[i]! : -1;
    if (to < 0) return;
    this.stop = to;
    this.choose(d.index.id(to), false);
    void this.updateComplete.then(() => this.querySelector<SVGGElement>(`g.node[data-i="${to}"]`)?.focus());
  };

  private choose(id: string, edit: boolean, text?: string): void {
    this.requestUpdate();
    this.dispatchEvent(new CustomEvent('node-select', { detail: { id, edit, text }, bubbles: true, composed: true }));
  }
}

function depthOf(index: ViewTree, i: number): number {
  let depth = 0;
  // parent[] has every node's parent, -1 at the root, where the walk stops.
  for (let p = index.parent[i]!; p >= 0; p = index.parent[p]!) depth++;
  return depth;
}

customElements.define('exercise-tree', ExerciseTree);
