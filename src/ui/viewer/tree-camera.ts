/**
 * The tree view's camera on the page: what it must keep in view (the current
 * node with its parent and children, or the whole drawing) and d3-zoom on the
 * drawing (pan, zoom, animated moves). The arithmetic of where to look is in
 * `camera.ts`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { select } from 'd3-selection';
import 'd3-transition';
import { zoom, zoomIdentity, zoomTransform, type ZoomBehavior } from 'd3-zoom';
import { MAX_SCALE, fitView, followView, readableScale, type Box, type View } from './camera.ts';
import type { Layout } from '../../app/layout.ts';
import { LINE, R, type Geometry } from './tree-draw.ts';
import type { ViewTree } from '../../app/view-tree.ts';

/** What is written above a node (a probability, its name) and under it (its board, α/β), beyond its shape. */
const ABOVE = R + 6 + 2 * LINE;

/** Room for the α/β window's text each side of an open node (it is centred under it). */
const WINDOW_HALF = 70;

/**
 * What *Follow* frames around node `i`: its parent, the parent's drawn
 * children (`i` and its siblings, `wide`) or only `i`, and `i`'s drawn
 * children, with room for what is written around them; `anchor` is node `i`.
 */
export function focusBox(
  index: ViewTree,
  layout: Layout,
  folded: Uint8Array,
  i: number,
  g: Geometry,
  what: 'siblings' | 'children' | 'parent' = 'children',
): { box: Box; anchor: { x: number; y: number } } {
  const ids = [i];
  const parent = index.parent[i] ?? -1;
  if (parent >= 0) ids.push(parent);
  if (what === 'siblings' && parent >= 0) for (const s of index.children(parent)) if (s !== i && folded[s] === 0) ids.push(s);
  if (what !== 'parent' || parent < 0) for (const c of index.children(i)) if (folded[c] === 0) ids.push(c);
  const half = layout.nodeWidth / 2;
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  // The node and its parent (the root: its first child), if inner nodes, have room for the α/β window's text.
  for (const j of ids) {
    const x = layout.x[j] ?? NaN;
    const y = layout.y[j] ?? NaN;
    const roomy = g.windowH > 0 && (j === i || j === ids[1]) && index.childCount(j) > 0 ? Math.max(half, WINDOW_HALF) : half;
    box.x0 = Math.min(box.x0, x - roomy);
    box.x1 = Math.max(box.x1, x + roomy);
    box.y0 = Math.min(box.y0, y - ABOVE);
    box.y1 = Math.max(box.y1, y + g.below + 10);
  }
  return { box, anchor: { x: layout.x[i] ?? NaN, y: layout.y[i] ?? NaN } };
}

/** Trees with at most this many shown nodes are small: *Fit* (and the first view) shows them whole, whatever the scale. */
export const SMALL_TREE = 30;

/** A small tree's text hides only below this scale (letters about 6 px): Fit shows it whole in any frame. */
const SMALL_TEXT_SCALE = 0.45;
/** Not presented, a small tree opens whole down to this scale (its smallest text about 8 px), rather than in part. */
const SMALL_WHOLE_SCALE = 0.6;

/** Whether at most `SMALL_TREE` nodes are shown (not folded away): those the layout placed, counted once per layout. */
export function smallTree(layout: Layout): boolean {
  return layout.levelNodes.length <= SMALL_TREE;
}

/** How many of node `i`'s siblings lie wholly or partly beyond the frame's left and right edges under view `v`. */
export function siblingsBeyond(index: ViewTree, layout: Layout, folded: Uint8Array, i: number, v: View, width: number): { left: number; right: number } {
  const parent = i < 0 ? -1 : (index.parent[i] ?? -1);
  const out = { left: 0, right: 0 };
  if (parent < 0) return out;
  const half = layout.nodeWidth / 2 - 6;
  for (const s of index.children(parent)) {
    if (s === i || folded[s] !== 0) continue;
    const x = (layout.x[s] ?? NaN) * v.k + v.x;
    if (x - half * v.k < 0) out.left++;
    else if (x + half * v.k > width) out.right++;
  }
  return out;
}

/** The whole drawing's box, with a margin. */
export function wholeBox(layout: Layout, g: Geometry): Box {
  const margin = 24;
  return {
    x0: layout.minX - layout.nodeWidth / 2 - margin,
    x1: layout.maxX + layout.nodeWidth / 2 + margin,
    y0: -ABOVE - 10,
    y1: layout.maxY + g.below + 30,
  };
}

/** The reader asked for less motion (prefers-reduced-motion): both trees' cameras jump rather than glide. */
export const reducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** What the camera frames: the drawing as it is now. */
export interface Framing {
  index: ViewTree;
  layout: Layout;
  /** Nodes hidden under a collapsed one. */
  folded: Uint8Array;
  /** The node to keep in view (the current one, or its nearest drawn ancestor). */
  focus: number;
  /** Where things go around a node. */
  geometry: Geometry;
  /** Presentation mode: a projector's readable scale. */
  present: boolean;
  /** A thumbnail: always the whole tree. */
  compact: boolean;
  /** Moves glide. */
  motion: boolean;
}

/**
 * d3-zoom on one drawing: `g.viewport` follows the transform, `onZoom` hears
 * every change; and the two ways to look at a tree: the default view (`fit`)
 * and following the current node (`reveal`).
 */
export class TreeCamera {
  private zoomer: ZoomBehavior<SVGSVGElement, unknown> | null = null;
  /** The drawing the zoom is attached to (a new one, after the tree came and went, needs its own). */
  private svgEl: SVGSVGElement | null = null;
  /** The drawing's size on screen: kept from the resize observer, since reading it forces a layout of the whole drawing. */
  private size = { width: 0, height: 0 };

  /** Attached to this drawing. */
  on(svgEl: SVGSVGElement): boolean {
    return this.svgEl === svgEl && this.zoomer !== null;
  }

  /** Attaches to `svgEl`; a thumbnail (`interactive` false) is moved only by the code. */
  attach(svgEl: SVGSVGElement, interactive: boolean, onZoom: (t: View) => void): void {
    const viewport = select(svgEl).select<SVGGElement>('g.viewport');
    this.zoomer = zoom<SVGSVGElement, unknown>()
      .scaleExtent([0.02, MAX_SCALE])
      // The frame's size as last observed: d3's default reads it from the element, forcing a layout at every move.
      .extent(() => {
        const { width, height } = this.frame();
        return [
          [0, 0],
          [width, height],
        ];
      })
      .on('zoom', (event: { transform: { x: number; y: number; k: number; toString(): string } }) => {
        viewport.attr('transform', event.transform.toString());
        onZoom(event.transform);
      });
    this.svgEl = svgEl;
    if (interactive) select(svgEl).call(this.zoomer).on('dblclick.zoom', null);
  }

  /**
   * The frame's size, as the resize observer last gave it; 800×400 until it
   * has (reading the element would force a layout of the whole page: what
   * needs the true size is done again when it comes, in `resized`).
   */
  frame(): { width: number; height: number } {
    return { width: this.size.width || 800, height: this.size.height || 400 };
  }

  /** Whether the resize observer has given the frame's size yet. */
  measured(): boolean {
    return this.size.width !== 0;
  }

  /** The resize observer's size: the same as before, the first observed, or a change. */
  resize(width: number, height: number): 'same' | 'first' | 'changed' {
    if (width === this.size.width && height === this.size.height) return 'same';
    const first = this.size.width === 0;
    this.size = { width, height };
    return first ? 'first' : 'changed';
  }

  /** The view now. */
  view(): View {
    if (this.svgEl === null) return { x: 0, y: 0, k: 1 };
    const t = zoomTransform(this.svgEl);
    return { x: t.x, y: t.y, k: t.k };
  }

  /** Moves to `v`, gliding unless `instant` (or motion is off, or the system asks for reduced motion). */
  moveTo(v: View, instant: boolean, motion: boolean): void {
    if (this.svgEl === null || this.zoomer === null) return;
    const target = zoomIdentity.translate(v.x, v.y).scale(v.k);
    const sel = select(this.svgEl);
    if (instant || !motion || reducedMotion()) {
      sel.interrupt('camera');
      this.zoomer.transform(sel, target);
    } else sel.transition('camera').duration(260).call(this.zoomer.transform, target);
  }

  scaleBy(factor: number): void {
    if (this.svgEl !== null && this.zoomer !== null) this.zoomer.scaleBy(select(this.svgEl), factor);
  }

  /**
   * *Follow*: moves to keep the focus node's parent, all the parent's
   * children and the focus node's children in view, readable; when they
   * cannot all be, the parent and the focus node with its children (the
   * siblings beyond the edge are counted by `siblingsBeyond`).
   */
  reveal(f: Framing, instant: boolean): void {
    // A small tree shown whole stays as it is: everything Follow would frame is in view.
    if (this.svgEl === null || (smallTree(f.layout) && this.showsWhole(f))) return;
    const { width, height } = this.frame();
    const now = this.view();
    const minK = readableScale(f.present);
    const framed = followBox(f, minK, width, height);
    const next = followView(now, framed.box, framed.anchor, width, height, minK);
    if (next.x === now.x && next.y === now.y && next.k === now.k) return;
    this.moveTo(next, instant, f.motion);
  }

  /**
   * The default view: the whole tree if it is readable whole (a small tree,
   * not presented, down to `SMALL_WHOLE_SCALE`), else its readable part
   * around the focus node, framed as *Follow* frames it. The *Fit* button
   * (`button`) shows a small tree (`SMALL_TREE`) whole whatever the scale.
   */
  fit(f: Framing, button = false): void {
    if (this.svgEl === null) return;
    const { width, height } = this.frame();
    const minK = readableScale(f.present);
    const all = fitView(wholeBox(f.layout, f.geometry), width, height, f.compact ? 1.6 : f.present ? 2.2 : 1.6);
    this.small = smallTree(f.layout);
    // Not presented, a small tree opens whole while its text stays near readable (SMALL_WHOLE_SCALE); presented, only at 16 px.
    if (all.k >= minK || f.compact || (this.small && (button || (!f.present && all.k >= SMALL_WHOLE_SCALE)))) {
      this.moveTo(all, true, f.motion);
      return;
    }
    const { box, anchor } = followBox(f, minK, width, height);
    const k = Math.max(minK, Math.min(1, all.k));
    // Start from the node centred at the readable scale, then settle so its neighbours show.
    const start = { k, x: width / 2 - anchor.x * k, y: Math.min(height / 2, 60) - box.y0 * k };
    this.moveTo(followView(start, box, anchor, width, height, minK), true, f.motion);
  }

  /** The tree fitted last is small (`SMALL_TREE`): Fit shows it whole whatever the scale, and its text stays. */
  private small = false;

  /** Whether text is hidden at scale `k` (level of detail): below the readable scale; a small tree's only below `SMALL_TEXT_SCALE`. */
  textHidden(k: number, present: boolean): boolean {
    return k < (this.small ? SMALL_TEXT_SCALE : readableScale(present)) - 1e-6;
  }

  /** What the bar over the frame says under the view now: whether the mini-map is needed (the whole tree is not in view), and the focus node's siblings beyond the edges. */
  notes(f: Framing): { map: boolean; beyond: { left: number; right: number } } {
    return { map: !this.showsWhole(f), beyond: siblingsBeyond(f.index, f.layout, f.folded, f.focus, this.view(), this.frame().width) };
  }

  /** Whether the whole drawing is in the frame under the view now (the mini-map is then not needed). */
  showsWhole(f: Framing): boolean {
    const { width, height } = this.frame();
    const v = this.view();
    const b = wholeBox(f.layout, f.geometry);
    // The whole box's margin (24) may be cut a little: what matters is that every node is in.
    const slack = 24 * v.k;
    return b.x0 * v.k + v.x >= -slack && b.x1 * v.k + v.x <= width + slack && b.y0 * v.k + v.y >= -slack && b.y1 * v.k + v.y <= height + slack;
  }
}

/**
 * What *Follow* frames, the most that is readable at `minK`: the parent with
 * all its children and the focus node's; else the parent, the focus node and
 * its children; else the parent and the focus node (or, if even those two are
 * too far apart, the focus node centred).
 */
function followBox(f: Framing, minK: number, width: number, height: number): { box: Box; anchor: { x: number; y: number } } {
  for (const what of ['siblings', 'children'] as const) {
    const framed = focusBox(f.index, f.layout, f.folded, f.focus, f.geometry, what);
    if (fitsAt(framed.box, minK, width, height)) return framed;
  }
  // Too far apart to show both readable, the focus node is the one kept in view (followView centres it).
  return focusBox(f.index, f.layout, f.folded, f.focus, f.geometry, 'parent');
}

/** Whether `box` fits a frame of `width` × `height` (with Follow's margin) at scale `k`. */
function fitsAt(box: Box, k: number, width: number, height: number, margin = 16): boolean {
  return (box.x1 - box.x0) * k <= width - 2 * margin && (box.y1 - box.y0) * k <= height - 2 * margin;
}

/**
 * Observes the size of a host element's frame while it is connected (a Lit
 * controller): the camera's frame. `target`, a selector from the host, names
 * the element whose size is the frame (the drawing's box under the bar); by
 * default the host.
 */
export class FrameObserver implements ReactiveController {
  private observer: ResizeObserver | null = null;
  private observed: Element | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & Element,
    private readonly resized: (rect: DOMRectReadOnly | undefined) => void,
    private readonly target: string | null = null,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.watch();
  }

  /** After a render: a new frame element is observed instead of the old one. */
  hostUpdated(): void {
    this.watch();
  }

  private watch(): void {
    const el = (this.target === null ? null : this.host.querySelector(this.target)) ?? this.host;
    if (el === this.observed && this.observer !== null) return;
    this.observer?.disconnect();
    this.observer = new ResizeObserver((entries) => this.resized(entries[0]?.contentRect));
    this.observer.observe(el);
    this.observed = el;
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = null;
    this.observed = null;
  }
}
