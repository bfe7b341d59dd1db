/**
 * The shape of a tree too big to draw node by node, on a canvas: every edge
 * in view as a line, aggregated on the pixel grid (an edge whose ends fall on
 * the pixels of the one drawn before it is not drawn again), so the whole
 * minimax tree of tic-tac-toe — half a million edges — costs a few thousand
 * lines. Edges into visited nodes are drawn strong, unvisited ones faint and
 * pruned ones in the pruned colour, so the shape of the search shows; the
 * current node is ringed. Used for the far view and the mini-map.
 */
import type { View } from './camera.ts';
import type { TreeModel } from './tree-model.ts';
import { PRUNED, UNVISITED } from '../../trace/codes.ts';

export interface ShapeColours {
  walked: string;
  unvisited: string;
  pruned: string;
  current: string;
}

/** The palette's colours for the shape (palette.css), read from `el` as the theme has them now. */
export function shapeColours(el: Element): ShapeColours {
  const css = getComputedStyle(el);
  const get = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    walked: get('--ast-edge-walked', '#334'),
    unvisited: get('--ast-edge', '#99a'),
    pruned: get('--ast-pruned-edge', '#c66'),
    current: get('--ast-current', '#d60'),
  };
}

/**
 * Draws the edges of `model`'s shown nodes that fall inside a `width` ×
 * `height` canvas under the view `t` (a point p of the drawing at p·k + (x,
 * y)); `status` (per node, NODE_STATUSES codes) colours them, `current` is ringed.
 */
export function drawShape(
  ctx: CanvasRenderingContext2D,
  model: TreeModel,
  t: View,
  width: number,
  height: number,
  colours: ShapeColours,
  status: Uint8Array | null,
  current: number,
  sy = t.k,
  ty = t.y,
): void {
  const { index, layout } = model;
  ctx.clearRect(0, 0, width, height);
  if (index === null || layout === null) return;
  const box = { x0: -t.x / t.k - 1 / t.k, x1: (width - t.x) / t.k + 1 / t.k, y0: -ty / sy, y1: (height - ty) / sy };
  const paths = [new Path2D(), new Path2D(), new Path2D()] as const;
  // The last edge drawn into each path, in whole pixels: the next one with the same ends is skipped.
  const last = new Float64Array(6).fill(NaN);
  model.eachIn(box, (i) => {
    const p = index.parent[i] ?? -1;
    if (p < 0) return;
    const s = status === null ? 2 : status[i];
    const which = s === UNVISITED ? 1 : s === PRUNED ? 2 : 0;
    // NaN (a canvas draws no edge to it) where the layout has no place.
    const x1 = Math.round((layout.x[p] ?? NaN) * t.k + t.x);
    const x2 = Math.round((layout.x[i] ?? NaN) * t.k + t.x);
    if (last[which * 2] === x1 && last[which * 2 + 1] === x2) return;
    last[which * 2] = x1;
    last[which * 2 + 1] = x2;
    const path = paths[which];
    path.moveTo(x1 + 0.5, (layout.y[p] ?? NaN) * sy + ty);
    path.lineTo(x2 + 0.5, (layout.y[i] ?? NaN) * sy + ty);
  });
  ctx.lineWidth = 1;
  for (const [which, colour] of [
    [1, colours.unvisited],
    [2, colours.pruned],
    [0, colours.walked],
  ] as const) {
    ctx.strokeStyle = colour;
    ctx.stroke(paths[which]);
  }
  const cx = layout.x[current] ?? NaN;
  const cy = layout.y[current] ?? NaN;
  if (current >= 0 && !Number.isNaN(cx)) {
    ctx.strokeStyle = colours.current;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(cx * t.k + t.x, cy * sy + ty, 6, 0, 2 * Math.PI);
    ctx.stroke();
  }
}

/** What one drawing of the shape needs (null: nothing to draw, the canvas is cleared). */
export interface ShapeScene {
  model: TreeModel;
  view: View;
  colours: ShapeColours;
  status: Uint8Array | null;
  current: number;
}

/** The canvas under the drawing, redrawn at most once a frame however often it is asked. */
export class ShapeCanvas {
  private queued = false;

  /** Draws `scene()` on `canvas` (sized to `frame`) at the next frame. */
  queue(canvas: HTMLCanvasElement | null, frame: { width: number; height: number }, scene: () => ShapeScene | null): void {
    if (this.queued) return;
    this.queued = true;
    requestAnimationFrame(() => {
      this.queued = false;
      const ctx = canvas?.getContext('2d');
      if (canvas === null || ctx === null || ctx === undefined) return;
      const { width, height } = frame;
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      const s = scene();
      if (s === null) ctx.clearRect(0, 0, width, height);
      else drawShape(ctx, s.model, s.view, width, height, s.colours, s.status, s.current);
    });
  }
}
