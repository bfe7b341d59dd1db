/**
 * The figure of an exercise sheet and its key (issue 35), apart from drawing:
 * how big each node's shape is, where its value sits in it, where its name
 * and its α/β go, and where each node is. The page's <exercise-tree> draws
 * it (answer sheet, printed sheet, key); the Moodle picture (tree-image.ts)
 * fits its values with the same measures.
 *
 * - A value fits inside its shape: each shape is made wide enough for the
 *   longest value the figure writes (and at least a bound, "≥ 9", room
 *   to write one by hand), measured where the shape is narrowest across
 *   the value's ink: a triangle's width at the text's top (MAX ▲) or bottom
 *   (MIN ▼).
 * - An inner node's name is left of its shape and its α/β right of it (as the
 *   LaTeX sheet has them): every edge runs whole from the parent's shape to
 *   the child's top, with nothing between them that could read as a mark.
 * - The nodes are placed by d3-hierarchy's tidy tree (Reingold–Tilford as
 *   improved by Buchheim et al.), neighbours as close as their names, shapes
 *   and α/β allow.
 */
import { hierarchy, tree as tidyTree } from 'd3-hierarchy';
import type { NodeKind } from '../search/game.ts';
import { entryAt } from '../games/entry.ts';

/** A value's size, and the size of the smaller text (names, α/β, probabilities), in SVG units. */
export const VALUE_SIZE = 15;
export const SMALL_SIZE = 13;
/** The distance between the α line and the β line. */
export const SMALL_LINE = 16;
/** A value's ink over and under its baseline, in ems: digits rise 0.73 em in DejaVu Sans Bold (Chromium's sans on Linux), ≥ and ≤ dip under it. */
export const CAP = 0.76;
export const DESCENT = 0.12;
/** Room left and right of a value inside its shape. */
export const MARGIN = 3;
/** Distance between the centres of two levels: an edge at least 48 long (a MIN apex to a MAX apex). */
export const LEVEL = 96;
/** Least distance between neighbouring nodes' extents: siblings, and others (cousins). */
const GAP = 12;
const COUSIN_GAP = 22;
/** The room for a value the sheet leaves at least: a bound (the key's longest value may ask for more). */
export const ROOM_FOR = '≥ 9';
/** The α and β blanks: the line's length after "α =". */
export const BLANK_LINE = 34;

/**
 * A text's width at `size`, an upper bound from DejaVu Sans Bold's advance
 * widths (the widest of the usual sans fonts, and what Chromium draws with on
 * Linux; Arial and Helvetica are narrower): digits 0.70 em, maths signs 0.84,
 * a space 0.35, a point 0.38.
 */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const c of text) em += ADVANCE[c] ?? (/[0-9]/.test(c) ? 0.7 : /[mwMW½¼¾@%]/.test(c) ? 1.1 : 0.8);
  return em * size;
}

const ADVANCE: Readonly<Record<string, number>> = {
  ' ': 0.35,
  '.': 0.38,
  ',': 0.38,
  '-': 0.42,
  '≥': 0.84,
  '≤': 0.84,
  '−': 0.84,
  '+': 0.84,
  '=': 0.84,
  '≈': 0.84,
  '∞': 0.84,
  '<': 0.84,
  '>': 0.84,
  '×': 0.84,
};

/** A shape centred on its node: its half width at its widest, its top and bottom (y down). */
export interface ShapeBox {
  kind: NodeKind;
  half: number;
  top: number;
  bottom: number;
}

/** The shape's full width at height y (0 outside it): MAX ▲ widens downwards, MIN ▼ upwards, chance ○ an ellipse, leaf □ a box. */
export function widthAt(s: ShapeBox, y: number): number {
  if (y < s.top || y > s.bottom) return 0;
  const h = s.bottom - s.top;
  switch (s.kind) {
    case 'max':
      return (2 * s.half * (y - s.top)) / h;
    case 'min':
      return (2 * s.half * (s.bottom - y)) / h;
    case 'chance': {
      const ry = h / 2;
      const dy = (y - (s.top + s.bottom) / 2) / ry;
      return 2 * s.half * Math.sqrt(Math.max(0, 1 - dy * dy));
    }
    case 'leaf':
      return 2 * s.half;
  }
}

/**
 * Where a value of `size` sits in the shape: low in a MAX triangle (its wide
 * base; high enough that the line to write it on stands clear of the base),
 * high in a MIN one, centred in the others.
 */
export function valueBaseline(s: ShapeBox, size: number): number {
  switch (s.kind) {
    case 'max':
      return s.bottom - 5 - DESCENT * size;
    case 'min':
      return s.top + 4 + CAP * size;
    default:
      return (s.top + s.bottom) / 2 + ((CAP - DESCENT) / 2) * size;
  }
}

/** The shape's narrowest width across a value's ink (its top and bottom lines), at `baseline`. */
export function roomAt(s: ShapeBox, baseline: number, size: number): number {
  return Math.min(widthAt(s, baseline - CAP * size), widthAt(s, baseline + DESCENT * size));
}

/** Whether `text` at `size`, at its baseline in the shape, fits inside it with MARGIN each side. */
export function fits(s: ShapeBox, text: string, size: number): boolean {
  return textWidth(text, size) + 2 * MARGIN <= roomAt(s, valueBaseline(s, size), size) + 1e-9;
}

/** The shapes' heights: triangles a little taller than their two-digit width needs, so that they look like the LaTeX's. */
const HEIGHT: Record<NodeKind, { top: number; bottom: number }> = {
  max: { top: -24, bottom: 20 },
  min: { top: -20, bottom: 24 },
  chance: { top: -22, bottom: 22 },
  leaf: { top: -14, bottom: 14 },
};

/** The shape of `kind` just wide enough for every text in `texts` (the value's size). */
export function shapeFor(kind: NodeKind, texts: readonly string[]): ShapeBox {
  const widest = texts.reduce((m, t) => Math.max(m, textWidth(t, VALUE_SIZE)), 0);
  const { top, bottom } = HEIGHT[kind];
  if (kind === 'leaf') return { kind, half: Math.max(14, widest / 2 + MARGIN + 2), top, bottom };
  // Every width is proportional to the half width: the room at half = 1, scaled.
  const unit: ShapeBox = { kind, half: 1, top, bottom };
  const room = roomAt(unit, valueBaseline(unit, VALUE_SIZE), VALUE_SIZE);
  const least = kind === 'chance' ? 18 : 20;
  return { kind, half: Math.max(least, Math.ceil(((widest + 2 * MARGIN) / room) * 2) / 2), top, bottom };
}

/** Where an edge leaves a node (its shape's bottom: a MAX base's middle, a MIN apex) and where it reaches it (its top). */
export const edgeStart = (s: ShapeBox): number => s.bottom;
export const edgeEnd = (s: ShapeBox): number => s.top;

/** The tree as the figure needs it: a ViewTree (nodes numbered depth-first, so a level's nodes are in order across). */
export interface FigureTree {
  readonly count: number;
  readonly parent: ArrayLike<number>;
  children(i: number): ArrayLike<number>;
  childCount(i: number): number;
  kindOf(i: number): NodeKind;
  label(i: number): string;
}

/** What the figure writes: values (to size the shapes) and, beside inner nodes, α and β (null: none). */
export interface FigureTexts {
  /** Every text written in an inner node's shape (the key's values, with their bounds' signs). */
  inner: readonly string[];
  /** Every leaf's value. */
  leaves: readonly string[];
  /** Every α/β line written beside a node ("α = −∞"), or null when the sheet has none (minimax, expectiminimax). */
  windows: readonly string[] | null;
}

export interface Figure {
  x: Float64Array;
  y: Float64Array;
  shapes: Record<NodeKind, ShapeBox>;
  /** The α/β lines beside an inner node: their left end's distance from its centre, their width, the α and β baselines. */
  block: { x: number; width: number; alpha: number; beta: number } | null;
  /** The drawing's box, with room around it. */
  box: { x: number; y: number; w: number; h: number };
}

/** A name's baseline: beside an inner node, at its middle; under a leaf. */
export const NAME_BASELINE = 5;

/** The figure of `tree`. */
export function sheetFigure(tree: FigureTree, texts: FigureTexts): Figure {
  const room = [ROOM_FOR, ...texts.inner];
  const shapes: Record<NodeKind, ShapeBox> = {
    max: shapeFor('max', room),
    min: shapeFor('min', room),
    chance: shapeFor('chance', room),
    leaf: shapeFor('leaf', texts.leaves),
  };
  const block =
    texts.windows === null
      ? null
      : {
          x: Math.max(shapes.max.half, shapes.min.half, shapes.chance.half) + 6,
          width: Math.max(textWidth('α =', SMALL_SIZE) + 4 + BLANK_LINE, ...texts.windows.map((t) => textWidth(t, SMALL_SIZE))),
          alpha: -2,
          beta: -2 + SMALL_LINE,
        };
  const n = tree.count;
  const left = new Float64Array(n);
  const right = new Float64Array(n);
  const below = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const s = shapes[tree.kindOf(i)];
    const name = textWidth(tree.label(i), SMALL_SIZE);
    if (tree.kindOf(i) === 'leaf') {
      // The name under the box.
      left[i] = right[i] = Math.max(s.half, name / 2);
      below[i] = s.bottom + 4 + SMALL_SIZE;
    } else {
      left[i] = Math.max(s.half, nameX(s) + name);
      right[i] = block === null ? s.half : block.x + block.width;
      below[i] = s.bottom;
    }
  }
  const root = hierarchy<number>(0, (i) => (tree.childCount(i) === 0 ? null : Array.from(tree.children(i))));
  // d3 asks for the distance between two neighbours on a level in either order: the one numbered first is on the left.
  const laid = tidyTree<number>()
    .nodeSize([1, LEVEL])
    .separation((a, b) => {
      const [l, r] = a.data < b.data ? [a.data, b.data] : [b.data, a.data];
      return entryAt(right, l) + entryAt(left, r) + (a.parent === b.parent ? GAP : COUSIN_GAP);
    })(root);
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  laid.each((d) => {
    const i = d.data;
    x[i] = d.x;
    y[i] = d.y;
    minX = Math.min(minX, d.x - entryAt(left, i));
    maxX = Math.max(maxX, d.x + entryAt(right, i));
    minY = Math.min(minY, d.y + shapes[tree.kindOf(i)].top);
    maxY = Math.max(maxY, d.y + entryAt(below, i));
  });
  const pad = 10;
  return { x, y, shapes, block, box: { x: minX - pad, y: minY - pad, w: maxX - minX + 2 * pad, h: maxY - minY + 2 * pad } };
}

/** How far left of an inner node's centre its name ends: the shape's widest across the name's line, and a gap. */
export function nameX(s: ShapeBox): number {
  return Math.max(widthAt(s, NAME_BASELINE - CAP * SMALL_SIZE), widthAt(s, NAME_BASELINE)) / 2 + 6;
}

/** A straight segment. */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The edge into node i: whole, from its parent's shape's bottom to its own top. */
export function edgeOf(fig: Figure, tree: FigureTree, i: number): Segment {
  const p = entryAt(tree.parent, i);
  return {
    x1: entryAt(fig.x, p),
    y1: entryAt(fig.y, p) + edgeStart(fig.shapes[tree.kindOf(p)]),
    x2: entryAt(fig.x, i),
    y2: entryAt(fig.y, i) + edgeEnd(fig.shapes[tree.kindOf(i)]),
  };
}

/** The point a fraction t along the edge, and its direction (a unit vector). */
function along(e: Segment, t: number): { x: number; y: number; ux: number; uy: number } {
  const dx = e.x2 - e.x1;
  const dy = e.y2 - e.y1;
  const len = Math.hypot(dx, dy) || 1;
  return { x: e.x1 + dx * t, y: e.y1 + dy * t, ux: dx / len, uy: dy / len };
}

/** A cut, as students are told to mark one: two short strokes across the edge, about its middle. */
export function cutStrokes(e: Segment): [Segment, Segment] {
  // A little past the middle, where the edges from one parent are further apart.
  const { x, y, ux, uy } = along(e, 0.55);
  const [nx, ny] = [-uy * 8, ux * 8];
  const stroke = (s: number): Segment => ({ x1: r(x + ux * s - nx), y1: r(y + uy * s - ny), x2: r(x + ux * s + nx), y2: r(y + uy * s + ny) });
  return [stroke(-3.5), stroke(3.5)];
}

/** The best move's arrowhead: a filled triangle whose tip is the edge's end (the child's top). */
export function arrowHead(e: Segment, length = 12, half = 5.5): string {
  const { ux, uy } = along(e, 1);
  const [bx, by] = [e.x2 - ux * length, e.y2 - uy * length];
  const pts: [number, number][] = [
    [e.x2, e.y2],
    [bx - uy * half, by + ux * half],
    [bx + uy * half, by - ux * half],
  ];
  return pts.map(([a, b]) => `${r(a)},${r(b)}`).join(' ');
}

/**
 * Where a word beside an edge goes (a probability, "best move"): a fraction t
 * along it, moved off it on its upper side (left of an edge that runs down to
 * the left, right of one that runs down to the right or straight down), its
 * baseline there and the word running away from the edge: the edge never
 * crosses it.
 */
export function besideEdge(e: Segment, t: number, gap = 6): { x: number; y: number; anchor: 'start' | 'end' } {
  const { x, y, ux, uy } = along(e, t);
  const leftward = ux < -0.01;
  // The normal pointing up (y grows downwards): (-uy, ux) for an edge running left, (uy, -ux) otherwise.
  const [nx, ny] = leftward ? [-uy, ux] : [uy, -ux];
  return { x: r(x + nx * gap), y: r(y + ny * gap), anchor: leftward ? 'end' : 'start' };
}

function r(v: number): number {
  return Math.round(v * 10) / 10;
}
