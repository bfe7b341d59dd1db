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

/** Node `i` with its parent and drawn children, and room for what is written around them; `anchor` is node `i`. */
export function focusBox(index: ViewTree, layout: Layout, folded: Uint8Array, i: number, g: Geometry): { box: Box; anchor: { x: number; y: number } } {
  const ids = [i];
  const parent = index.parent[i] ?? -1;
  if (parent >= 0) ids.push(parent);
  for (const c of index.children(i)) if (folded[c] === 0) ids.push(c);
  const half = layout.nodeWidth / 2;
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  // The node and its parent (the root: its first child) have room for the α/β window's text.
  for (const j of ids) {
    const x = layout.x[j] ?? NaN;
    const y = layout.y[j] ?? NaN;
    const wide = g.windowH > 0 && (j === i || j === ids[1]) ? Math.max(half, WINDOW_HALF) : half;
    box.x0 = Math.min(box.x0, x - wide);
    box.x1 = Math.max(box.x1, x + wide);
    box.y0 = Math.min(box.y0, y - ABOVE);
    box.y1 = Math.max(box.y1, y + g.below + 10);
  }
  return { box, anchor: { x: layout.x[i] ?? NaN, y: layout.y[i] ?? NaN } };
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

  /** Moves to keep the focus node, its parent and children in view, readable. */
  reveal(f: Framing, instant: boolean): void {
    if (this.svgEl === null) return;
    const { width, height } = this.frame();
    const now = this.view();
    const { box, anchor } = focusBox(f.index, f.layout, f.folded, f.focus, f.geometry);
    const next = followView(now, box, anchor, width, height, readableScale(f.present));
    if (next.x === now.x && next.y === now.y && next.k === now.k) return;
    this.moveTo(next, instant, f.motion);
  }

  /**
   * The default view: the whole tree if it is readable whole; otherwise its
   * readable part around the focus node. `whole` fits everything whatever the
   * scale (the Fit button: labels hide while too small to read). `readable`
   * hears, before the move, whether the whole tree is readable.
   */
  fit(f: Framing, whole: boolean, readable: (yes: boolean) => void): void {
    if (this.svgEl === null) return;
    const { width, height } = this.frame();
    const minK = readableScale(f.present);
    const all = fitView(wholeBox(f.layout, f.geometry), width, height, f.compact ? 1.6 : f.present ? 2.2 : 1.6);
    readable(all.k >= minK);
    if (all.k >= minK || whole || f.compact) {
      this.moveTo(all, true, f.motion);
      return;
    }
    const { box, anchor } = focusBox(f.index, f.layout, f.folded, f.focus, f.geometry);
    const k = Math.max(minK, Math.min(1, all.k));
    // Start from the node centred at the readable scale, then settle so its neighbours show.
    const start = { k, x: width / 2 - anchor.x * k, y: Math.min(height / 2, 60) - box.y0 * k };
    this.moveTo(followView(start, box, anchor, width, height, minK), true, f.motion);
  }
}

/** Observes a host element's size while it is connected (a Lit controller): the camera's frame. */
export class FrameObserver implements ReactiveController {
  private observer: ResizeObserver | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & Element,
    private readonly resized: (rect: DOMRectReadOnly | undefined) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.observer = new ResizeObserver((entries) => this.resized(entries[0]?.contentRect));
    this.observer.observe(this.host);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = null;
  }
}
