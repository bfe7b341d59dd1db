/**
 * Where the tree view looks: pure arithmetic on d3-zoom's transform
 * (x, y, k: a point p of the drawing appears at p·k + (x, y) on screen).
 *
 * The view never shows text smaller than it can be read: at scales below
 * `readableScale` labels are hidden, and the default view of a tree too big
 * to read whole is its readable part around the current node.
 */

export interface View {
  x: number;
  y: number;
  k: number;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The smallest text drawn in the tree, in SVG units (labels, α/β, probabilities). */
export const SMALLEST_TEXT = 13;
/** Presented, the smallest (α/β, probabilities, "+k hidden": palette.css's presented --ast-small-size; names are 15). */
export const PRESENT_SMALLEST_TEXT = 14;
/** The node values' size, in SVG units. */
export const VALUE_TEXT = 15;
/** No text under about 10 pixels on screen (9.5 px of font size; a 13 px label's letters then stand about 10 px tall with their line). */
export const MIN_TEXT_PX = 9.5;
/** In presentation mode, every text at least this many pixels (a projector, the back row). */
export const PRESENT_TEXT_PX = 16;
/** Never zoom in further than this. */
export const MAX_SCALE = 4;

/** The least scale at which every text is readable. */
export function readableScale(present: boolean): number {
  return present ? PRESENT_TEXT_PX / PRESENT_SMALLEST_TEXT : MIN_TEXT_PX / SMALLEST_TEXT;
}

/** The view showing all of `box` centred in a frame of `width` × `height`, at most at `maxK`. */
export function fitView(box: Box, width: number, height: number, maxK: number): View {
  const k = Math.min(width / (box.x1 - box.x0), height / (box.y1 - box.y0), maxK);
  return { k, x: (width - (box.x0 + box.x1) * k) / 2, y: (height - (box.y0 + box.y1) * k) / 2 };
}

/**
 * The view that keeps `box` (the current node with its parent and children)
 * in the frame with a margin, moving as little as it can from `now`: at least
 * the readable scale, zoomed out (not below it) only if the box needs it;
 * panned only if part of the box is out of the frame, as little as it can
 * (a box wholly out of view above or below is centred). `anchor` is the current
 * node's position: where the box is too wide for the frame even so, it is
 * centred there; too tall, its top (the parent) stays in view. Returns `now` itself when nothing needs to move.
 */
export function followView(now: View, box: Box, anchor: { x: number; y: number }, width: number, height: number, minK: number, margin = 16): View {
  const room = { w: Math.max(1, width - 2 * margin), h: Math.max(1, height - 2 * margin) };
  let k = Math.min(Math.max(now.k, minK), MAX_SCALE);
  const bw = box.x1 - box.x0;
  const bh = box.y1 - box.y0;
  if (bw * k > room.w || bh * k > room.h) k = Math.max(minK, Math.min(k, room.w / bw, room.h / bh));
  // Zooming keeps the anchor where it is on screen.
  let x = k === now.k ? now.x : anchor.x * now.k + now.x - anchor.x * k;
  let y = k === now.k ? now.y : anchor.y * now.k + now.y - anchor.y * k;
  x = place(x, box.x0 * k, box.x1 * k, anchor.x * k, margin, width);
  // Vertically, a box wholly out of the frame is centred (the levels above it, its context, come into view too); one partly out moves as little as it can.
  const out = box.y1 * k + y < 0 || box.y0 * k + y > height;
  if (out && (box.y1 - box.y0) * k <= height - 2 * margin) y = height / 2 - ((box.y0 + box.y1) / 2) * k;
  // A box too tall for the frame keeps its top (the parent, the context) in view rather than centring the node.
  else y = place(y, box.y0 * k, box.y1 * k, anchor.y * k, margin, height, true);
  if (k === now.k && Math.abs(x - now.x) < 0.5 && Math.abs(y - now.y) < 0.5) return now;
  return { x, y, k };
}

/** The least shift of `t` that puts [lo, hi] (+t) inside [margin, size − margin]; if it cannot fit, centres `mid` (or, `keepStart`, puts `lo` at the margin). */
function place(t: number, lo: number, hi: number, mid: number, margin: number, size: number, keepStart = false): number {
  if (hi - lo > size - 2 * margin) return keepStart ? margin - lo : size / 2 - mid;
  if (lo + t < margin) return margin - lo;
  if (hi + t > size - margin) return size - margin - hi;
  return t;
}
