/**
 * <exercise-tree>: an exercise's tree as a sheet (issue 24). On the student's
 * sheet (`mode` answer) each inner node shows what was typed for it — its
 * value in its shape, α and β under it (alpha-beta) — with each field's
 * verdict (✓, ✗) or * for an answer shown; a node is chosen by a click or the
 * keyboard (a WAI-ARIA tree: one tab stop, the arrows, Home/End, Enter), and
 * typing a number on it starts its editor. On the key (`mode` key) every
 * node's value, α and β, the cuts (a double stroke, the skipped subtree
 * dashed and slanted) and the best move (a thick edge).
 *
 * Readable on a phone: drawn at a scale where its smallest text is at least
 * 12 px (wider than the screen, it scrolls sideways in its frame), with zoom
 * buttons; on a wide screen, as large as fits up to 1.5×. Printed, it fits
 * the page's width. Shapes as the viewer draws them: MAX ▲, MIN ▼, chance ○,
 * leaf □.
 *
 * Hooks: `g[data-node-id]` per node, `data-check` (ok, wrong) on a graded
 * node, `[data-slot="value|alpha|beta"]` with `data-verdict`; `[data-zoom]`
 * the scale; `data-action` zoom-in, zoom-out, fit-tree.
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
import { LINE, R, WINDOW_H, layoutTree, shapeHalfWidth, type Layout } from '../../app/layout.ts';
import { treeMove } from '../../app/tree-nav.ts';
import type { ExerciseKey } from '../../app/exercise-grade.ts';
import type { Attempt } from '../../app/exercise-attempt.ts';
import { mark, nodeVerdict, nodeWords, slotsOf, type Slot } from './exercise-figures.ts';

/** The smallest text drawn, in SVG units (names, α/β, probabilities). */
const SMALL = 13;
/** The default scale never puts that text under this many pixels; the zoom never under 10. */
const DEFAULT_MIN_PX = 12;
const ZOOM_MIN = 10 / SMALL;
const ZOOM_MAX = 3;
const FIT_MAX = 1.5;
/** Room around the drawing, in SVG units. */
const PAD = 12;

/** What is drawn once per tree: the index, its layout and the drawing's box. */
interface Drawing {
  index: ViewTree;
  layout: Layout;
  hw: number;
  windowed: boolean;
  box: { x: number; y: number; w: number; h: number };
}

export class ExerciseTree extends LitElement {
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
  private drawnFor: TreeNode | null = null;
  /** The node with the one tab stop. */
  private stop = 0;
  /** The user zoomed: a resize no longer refits. */
  private zoomed = false;
  /** Where the frame should look once drawn at the new scale: a point of the drawing (SVG units) to put in its middle. */
  private look: number | null = null;
  private width = -1;
  /** A new width (the first, a phone turned, a window resized): the default scale again, the root in the middle (a tree wider than its frame opens on it). */
  private readonly resize = new ResizeObserver(() => {
    const width = this.clientWidth;
    if (this.zoomed || width === this.width) return;
    this.width = width;
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
  private fitted(least: number): number {
    const d = this.drawing;
    const width = this.querySelector('.tree-frame')?.clientWidth ?? this.clientWidth;
    if (d === null || width <= 0) return 1;
    return Math.max(least, Math.min(FIT_MAX, (width - 2) / d.box.w, (0.6 * window.innerHeight) / d.box.h));
  }

  private draw(): Drawing | null {
    if (this.tree === null || this.key === null) return null;
    if (this.drawnFor === this.tree && this.drawing !== null) return this.drawing;
    const index = viewTreeOfTree(this.tree, null);
    const windowed = this.key.algo === 'alphabeta';
    const chance = this.key.nodes.some((n) => n.kind === 'chance');
    // Shapes as narrow as two digits allow (a longer value spills over its outline, haloed): wide trees stay narrow.
    const layout = layoutTree(index, new Set(), { labelChars: index.data.labelChars, valueChars: 2, windowed, labels: true, chance, tight: true });
    const hw = shapeHalfWidth(2);
    const top = R + 8 + LINE + (chance ? LINE : 0);
    // The lowest text: a leaf's box, or α and β under an inner node.
    let bottom = 0;
    // i < index.count: the layout has a y for every node.
    for (let i = 0; i < index.count; i++) bottom = Math.max(bottom, layout.y[i]! + (windowed && index.childCount(i) > 0 ? R + 8 + WINDOW_H : R + 4));
    const half = Math.max(layout.nodeWidth / 2, hw * 1.25 + 18);
    const box = { x: layout.minX - half - PAD, y: -top - PAD, w: layout.maxX - layout.minX + 2 * (half + PAD), h: bottom + top + 2 * PAD };
    this.drawnFor = this.tree;
    this.stop = 0;
    return (this.drawing = { index, layout, hw, windowed, box });
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

  override updated(): void {
    const frame = this.querySelector<HTMLElement>('.tree-frame');
    if (this.look === null || frame === null || this.drawing === null || this.zoom === null) return;
    frame.scrollLeft = (this.look - this.drawing.box.x) * this.zoom - frame.clientWidth / 2;
    this.look = null;
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
    const { index, layout } = d;
    // An edge is drawn to every node but the root: its parent p is a node, and the layout has every node's x and y.
    const p = index.parent[i]!;
    const inner = index.childCount(p) > 0;
    const x1 = layout.x[p]!;
    const y1 = layout.y[p]! + R + 4 + (d.windowed && inner ? WINDOW_H : 0);
    const x2 = layout.x[i]!;
    const chance = index.kindOf(p) === 'chance';
    const y2 = layout.y[i]! - R - 6 - LINE - (chance ? LINE : 0);
    const cut = this.cut(d, i);
    const cutStarts = cut && !this.cut(d, p);
    const best = this.mode === 'key' && p === 0 && index.id(i) === this.key?.answer.action;
    const prob = index.p[i]!;
    return svg`<g class="edge" data-edge-id=${index.id(i)}>
      <line class=${cut ? 'pruned' : best ? 'best' : ''} x1=${x1} y1=${y1} x2=${x2} y2=${y2}></line>
      ${cutStarts ? svg`<path class="cut" d=${cutMark(x1, y1, x2, y2)}></path>` : nothing}
      ${Number.isNaN(prob) ? nothing : svg`<text class="p" x=${x2} y=${y2 + LINE - 4} text-anchor="middle">${f(prob)}</text>`}
    </g>`;
  }

  private node(d: Drawing, i: number) {
    const { index, layout, hw } = d;
    const kind = index.kindOf(i);
    const id = index.id(i);
    const leaf = kind === 'leaf';
    // Drawn only with a key (the drawing is made only once key and tree are set); i < index.count, so its leaf value, its
    // parent (-1 at the root) and an inner node's first slot (its value) exist.
    const key = this.key!;
    const slots: Slot[] = leaf ? [] : slotsOf(key, id, this.mode === 'answer' ? this.attempt : null, this.lang);
    const value = leaf ? { field: 'value' as const, text: f(index.leafValue[i]!), verdict: null, shown: false } : slots[0]!;
    const verdict = nodeVerdict(slots);
    const cut = this.cut(d, i);
    const answer = this.mode === 'answer';
    const selected = answer && this.selected === id;
    const level = depthOf(index, i) + 1;
    const parent = index.parent[i]!;
    const siblings = parent < 0 ? [i] : [...index.children(parent)];
    const shapeClass = `shape kind-${kind}${leaf ? ' leaf' : ''}${cut ? ' pruned' : ''}${verdict === null ? '' : ` ${verdict}`}`;
    const badge = leaf ? '' : mark(value);
    return svg`<g
      class="node kind-${kind}${selected ? ' selected' : ''}${cut ? ' pruned' : ''}"
      data-node-id=${id}
      data-i=${i}
      data-check=${verdict ?? nothing}
      data-state=${this.mode === 'key' ? (cut ? 'pruned' : 'done') : nothing}
      transform="translate(${layout.x[i]},${layout.y[i]})"
      role=${answer ? 'treeitem' : nothing}
      tabindex=${answer ? (i === this.stop ? 0 : -1) : nothing}
      aria-level=${answer ? level : nothing}
      aria-posinset=${answer ? siblings.indexOf(i) + 1 : nothing}
      aria-setsize=${answer ? siblings.length : nothing}
      aria-expanded=${answer && !leaf ? 'true' : nothing}
      aria-selected=${answer ? String(selected) : nothing}
    >
      ${answer ? svg`<title>${nodeWords(kind, id, slots, this.lang, leaf ? index.leafValue[i]! : undefined)}</title>` : nothing}
      ${selected ? halo(hw, d.windowed && !leaf) : nothing}
      ${shape(kind, hw, shapeClass)}
      <text class="value${value.shown ? ' shown' : ''}" data-slot=${leaf ? nothing : 'value'} data-verdict=${value.verdict ?? nothing} y="5" text-anchor="middle" aria-hidden="true">${value.text}</text>
      ${badge === '' ? nothing : svg`<text class="badge ${value.shown ? 'shown' : (value.verdict ?? '')}" x=${hw * 1.25 + 3} y="-2" aria-hidden="true">${badge}</text>`}
      <text class="label" y=${-R - 6} text-anchor="middle" aria-hidden="true">${index.label(i)}</text>
      ${slots.slice(1).map((s, j) => this.windowSlot(s, R + 4 + 13 + j * LINE))}
    </g>`;
  }

  /** α or β under a node: "α = 3 ✓" on a line to write on (printed blank). */
  private windowSlot(s: Slot, y: number) {
    const sign = s.field === 'alpha' ? 'α' : 'β';
    const m = mark(s);
    return svg`<text class="window${s.shown ? ' shown' : ''}" data-slot=${s.field} data-verdict=${s.verdict ?? nothing} y=${y} text-anchor="middle" aria-hidden="true"
        >${sign} =<tspan class="typed"> ${s.text === '' ? '\u2007\u2007\u2007' : s.text}${m === '' ? '' : ` ${m}`}</tspan></text
      >${this.mode === 'answer' ? svg`<line class="blank" x1="-2" x2="30" y1=${y + 3} y2=${y + 3}></line>` : nothing}`;
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

/** A node's shape, as the viewer draws it (tree-draw.ts): MAX ▲, MIN ▼, chance ○, leaf □. */
function shape(kind: string, hw: number, cls: string) {
  switch (kind) {
    case 'max':
      return svg`<polygon class=${cls} points="0,${-R} ${hw * 1.25},${R * 0.8} ${-hw * 1.25},${R * 0.8}"></polygon>`;
    case 'min':
      return svg`<polygon class=${cls} points="0,${R} ${hw * 1.25},${-R * 0.8} ${-hw * 1.25},${-R * 0.8}"></polygon>`;
    case 'chance':
      return svg`<ellipse class=${cls} rx=${hw} ry=${R}></ellipse>`;
    default:
      return svg`<rect class=${cls} x=${-hw * 0.95} y=${-R * 0.9} width=${hw * 1.9} height=${R * 1.8} rx="2"></rect>`;
  }
}

/** The chosen node's frame: round its name, shape, sign and α/β (not as far as a sibling's). */
function halo(hw: number, windowed: boolean) {
  const half = Math.max(hw * 1.25 + 14, 44);
  return svg`<rect class="halo" x=${-half} y=${-R - 24} width=${2 * half} height=${2 * R + 28 + (windowed ? WINDOW_H : 0)} rx="8"></rect>`;
}

/** Two short strokes across an edge, nearer the parent: where a cut starts. */
function cutMark(x1: number, y1: number, x2: number, y2: number): string {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / len, dy / len];
  const [nx, ny] = [-uy * 10, ux * 10];
  const at = (t: number) => [x1 + dx * t, y1 + dy * t] as const;
  const [ax, ay] = at(0.45);
  return `M${ax - nx},${ay - ny}L${ax + nx},${ay + ny}M${ax - nx + ux * 6},${ay - ny + uy * 6}L${ax + nx + ux * 6},${ay + ny + uy * 6}`;
}

customElements.define('exercise-tree', ExerciseTree);
