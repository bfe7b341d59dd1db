/**
 * How a node of the tree view looks: a pure function from what the view
 * knows about the node (its kind, its status, value, certainty and α/β at the
 * step, whether it is the current node, on the chosen path, marked or graded
 * in self-check) to the classes of its shape and of the edge into it, the
 * text written in and beside it, and its hooks (`data-state`).
 *
 * The colours are not here: the classes name what a node is, and the page's
 * palette (`palette.css`, light, dark and presentation sets) says how that
 * looks. No state is told by colour alone (WCAG 1.4.1): besides its colour,
 * an open node has a thick outline and a bound for its value (≥3, ≤2, Σ),
 * a done one a thin outline and an exact value, the current node a double
 * outline, a pruned one a dashed outline and slanted text, full ink; an edge
 * not walked yet is dotted, a walked one solid, a pruned one dashed and cut
 * where the pruned subtree starts. <search-tree> calls these for the nodes
 * whose inputs changed.
 */
import type { NodeKind } from '../../search/game.ts';
import type { TieRule } from '../../search/search.ts';
import type { Certainty } from '../../search/tracer.ts';
import type { NodeStatus } from '../../trace/codes.ts';
import { formatNumber as f, type Lang } from '../../i18n/lang.ts';
import { say } from '../../i18n/say.ts';
import { heard } from '../../i18n/heard.ts';
import { msg } from '../../i18n/message.ts';
import { certaintyOf, statusOf, valueDecimals, valueSign, type StepView } from '../../app/step-view.ts';
import type { ViewTree } from '../../app/view-tree.ts';
import { R } from '../../app/layout.ts';
import { SMALLEST_TEXT, VALUE_TEXT } from './camera.ts';
import type { Verdict } from '../../app/exercise-grade.ts';

/** A self-check verdict on a node (app/exercise-grade.ts's: an answer graded ok or wrong). */
export type { Verdict };

/** What a node's classes depend on at a step. */
export interface NodeMarks {
  kind: NodeKind;
  status: NodeStatus;
  /** The node of the step's event. */
  current: boolean;
  /** On the chosen path (the search is over). */
  onPath: boolean;
  /** Its parent is on the chosen path: with `onPath`, the edge into it is the path's. */
  parentOnPath: boolean;
  /** Its parent is pruned too: the cut is drawn only where a pruned subtree starts. */
  parentPruned: boolean;
  /** Self-check: the student marked it as pruned. */
  marked: boolean;
  /** Self-check: the grade of the student's answer here. */
  verdict?: Verdict | undefined;
  /**
   * The search has begun (its root is visited). Before (step 0, a tree with
   * no search: an exercise sheet) every edge is drawn plain: none is told
   * apart as not walked yet.
   */
  started: boolean;
}

/** The classes and hooks of a node at a step. */
export interface NodeClasses {
  /** `data-state`. */
  state: NodeStatus;
  /** Class of the node's shape (▲ ▼ ○ □). */
  shape: string;
  /** Class of the edge's line from its parent. */
  edge: string;
  /** Class of the cut mark on that edge (`on` where a pruned subtree starts). */
  cut: string;
  /**
   * The edge's stroke pattern (its `stroke-dasharray`, with round caps): dotted
   * while the search, begun, has not walked it; null for a solid line (a
   * walked edge, any edge before the search begins) and a pruned one, which
   * the drawing's rules dash.
   */
  edgeDash: string | null;
  /** The node's text slanted (its group's `font-style`): a pruned node's name and value; null upright. */
  slant: 'italic' | null;
  /** The current node's second outline (`.ring`) shows: its outline is double. */
  ring: boolean;
}

/** An edge not walked yet: round dots (a pruned edge is dashed, a walked one solid). */
export const UNWALKED_DASH = '0.5 4.5';

export function nodeClasses(m: NodeMarks): NodeClasses {
  const s = `s-${m.status}`;
  let shape = `shape ${s}`;
  if (m.kind === 'leaf') shape += ' leaf';
  if (m.current) shape += ' cur';
  if (m.onPath) shape += ' path';
  if (m.marked) shape += ' marked';
  if (m.verdict !== undefined) shape += ` ${m.verdict}`;
  let edge = s;
  if (m.current) edge += ' cur';
  if (m.onPath && m.parentOnPath) edge += ' path';
  const pruned = m.status === 'pruned';
  return {
    state: m.status,
    shape,
    edge,
    cut: pruned && !m.parentPruned ? 'cut on' : 'cut',
    edgeDash: m.status === 'unvisited' && m.started ? UNWALKED_DASH : null,
    // Pruned nodes keep full ink (a greyed subtree was 0.35 opaque: its text 2:1); dashed and slanted instead.
    slant: pruned ? 'italic' : null,
    ring: m.current,
  };
}

/** What a node's text depends on at a step. */
export interface NodeFigures {
  kind: NodeKind;
  status: NodeStatus;
  /** The value the view has for it, NaN before it has one. */
  value: number;
  /** A leaf's own value, written before it is evaluated (NaN for inner nodes). */
  leafValue: number;
  /** What the value is: exact, or a bound (`atMost` ≤, `atLeast` ≥, `partial` ≈); null before the node is done. */
  certainty: Certainty | null;
  alpha: number;
  beta: number;
  /** The α/β window and cut-off condition are written beside open nodes (alpha-beta, not a thumbnail). */
  windowed: boolean;
  /** Done, and decided by a transposition-table hit (not expanded): "table" is written under it. */
  fromTable?: boolean;
  tieRule: TieRule;
  lang: Lang;
  /** Decimals its values are written with (2048's: 1); 4 without. */
  decimals?: number;
}

/** What node i's text and name are made from, in the view at a step (the drawn tree's and the outline's). */
export function nodeFigures(
  index: ViewTree,
  view: StepView,
  i: number,
  o: { windowed: boolean; tieRule: TieRule; lang: Lang; fromTable?: ReadonlySet<number> },
): NodeFigures {
  const status = statusOf(view, i);
  return {
    kind: index.kindOf(i),
    status,
    fromTable: status === 'done' && o.fromTable?.has(i) === true,
    // NaN where the arrays have no entry (i out of range): no value, no bound.
    value: view.value[i] ?? NaN,
    leafValue: index.leafValue[i] ?? NaN,
    certainty: certaintyOf(view, i),
    alpha: view.alpha[i] ?? NaN,
    beta: view.beta[i] ?? NaN,
    windowed: o.windowed,
    tieRule: o.tieRule,
    lang: o.lang,
    decimals: valueDecimals(index),
  };
}

/** The text of a node at a step. */
export interface NodeText {
  /** Class of the value text. */
  valueClass: string;
  /** The value, with its sign: `≥3` while a MAX node is open, `≤2` for a bound; a chance node's partial sum bare (`1.5`, "Σ so far" under it). */
  value: string;
  /** The α/β window beside an open alpha-beta node: `α=3 β=+∞`; under an open chance node, "Σ so far". */
  window: string;
  /** The live cut-off condition under it: `prune if ≤ 3`. */
  cond: string;
}

/** An open chance node: its running value is the weighted sum of the children met so far. */
const summing = (n: { kind: NodeKind; status: NodeStatus; certainty: Certainty | null }): boolean =>
  n.kind === 'chance' && n.status === 'active' && n.certainty === null;

export function nodeText(n: NodeFigures): NodeText {
  const open = n.status === 'active';
  const d = n.decimals ?? 4;
  let value: string;
  // A chance node's running sum is written bare, "Σ so far" under it: Σ is not a sign of the value, as ≥ and ≤ are.
  if (!Number.isNaN(n.value)) value = `${summing(n) ? '' : valueSign(n.kind, n.status, n.certainty)}${f(n.value, d)}`;
  else value = n.kind === 'leaf' ? f(n.leafValue, d) : '';
  // A node the table decided is not expanded: what it shows came from the table.
  let window = n.fromTable === true ? say('fromTable', n.lang) : summing(n) && !Number.isNaN(n.value) && !n.windowed ? say('sumSoFar', n.lang) : '';
  let cond = '';
  // No window known (NaN both sides: a drawing that keeps the window's room without one, `#/code`'s student search): none written.
  if (n.windowed && open && n.kind !== 'leaf' && !(Number.isNaN(n.alpha) && Number.isNaN(n.beta))) {
    window = `α=${f(n.alpha, d)} β=${f(n.beta, d)}`;
    const strict = n.tieRule === 'strict';
    // AIMA: MAX cuts when v ≥ β, MIN when v ≤ α (strictly, with the strict tie rule).
    if (n.kind === 'max' && Number.isFinite(n.beta)) cond = `${say('pruneIf', n.lang)} ${strict ? '>' : '≥'} ${f(n.beta, d)}`;
    else if (n.kind === 'min' && Number.isFinite(n.alpha)) cond = `${say('pruneIf', n.lang)} ${strict ? '<' : '≤'} ${f(n.alpha, d)}`;
  }
  return { valueClass: `value s-${n.status}`, value, window, cond };
}

/**
 * A node's value as written after its move in the path strip: with its sign
 * (`≥3`, `≤2`), a chance node's running sum as a sum ("Σ so far 1"), in the
 * tree's decimals; '' before it has one.
 */
export function valueLabel(index: ViewTree, view: StepView, i: number, lang: Lang): string {
  const value = view.value[i] ?? NaN;
  if (Number.isNaN(value)) return '';
  const n = { kind: index.kindOf(i), status: statusOf(view, i), certainty: certaintyOf(view, i) };
  const number = f(value, valueDecimals(index));
  return summing(n) ? `${say('sumSoFar', lang)} ${number}` : `${valueSign(n.kind, n.status, n.certainty)}${number}`;
}

/** A node's whole look at a step: its classes and its text. */
export type NodeLook = NodeClasses & NodeText;

export function nodeLook(m: NodeMarks & NodeFigures): NodeLook {
  return { ...nodeClasses(m), ...nodeText(m) };
}

/** What does not change from step to step: the node's class, its name for assistive technology, and its collapse toggle. */
export interface NodeFrame {
  /** Class of the node's group. */
  className: string;
  /** `aria-label`: the kind and the name, `MAX A`. */
  aria: string;
  /** The − / + toggle: its label, its symbol and `aria-expanded`; null on a leaf or in a thumbnail. */
  toggle: { label: string; symbol: '−' | '+'; expanded: 'true' | 'false' } | null;
  /** Under a collapsed node: how many nodes it hides. */
  hides: string | null;
}

export function nodeFrame(kind: NodeKind, label: string, o: { collapsed: boolean; descendants: number; toggle: boolean; lang: Lang }): NodeFrame {
  return {
    className: `node kind-${kind}`,
    aria: `${kind.toUpperCase()} ${label}`,
    toggle: o.toggle
      ? { label: say(o.collapsed ? 'expand' : 'collapse', o.lang), symbol: o.collapsed ? '+' : '−', expanded: o.collapsed ? 'false' : 'true' }
      : null,
    hides: o.collapsed ? say(msg('hiddenNodes', { n: o.descendants }), o.lang) : null,
  };
}

/**
 * A node's name for assistive technology at a step (the tree is a WAI-ARIA
 * tree): its kind and label, its value or bound in words, its state, and
 * whether it is the step's node — "MIN node C, at most 2, pruned".
 */
export function nodeName(n: NodeFigures & { label: string; current: boolean; verdict?: Verdict | undefined }): string {
  const L = n.lang;
  const d = n.decimals ?? 4;
  const parts = [say(msg(`node.${n.kind}`, { label: n.label }), L).trim()];
  const open = n.status === 'active';
  const value = !Number.isNaN(n.value) ? n.value : n.kind === 'leaf' ? n.leafValue : NaN;
  // An open node's running value is a bound (MAX's at least, MIN's at most), a chance node's a sum so far.
  const bound = summing(n) ? 'sum' : (n.certainty ?? (open && n.kind === 'max' ? 'atLeast' : open && n.kind === 'min' ? 'atMost' : 'exact'));
  const boundCode = { exact: 'node.exact', atMost: 'node.at-most', atLeast: 'node.at-least', partial: 'node.partial', sum: 'node.sum-so-far' } as const;
  parts.push(Number.isNaN(value) ? say('node.no-value', L) : say(msg(boundCode[bound], { value: f(value, d) }), L));
  if (n.windowed && open && n.kind !== 'leaf') parts.push(say(msg('node.window', { alpha: f(n.alpha, d), beta: f(n.beta, d) }), L));
  parts.push(say(`node.${n.status}`, L));
  if (n.fromTable === true) parts.push(say('node.from-table', L));
  if (n.current) parts.push(say('node.current', L));
  // A grade is said, not only drawn (self-check's answers; `#/code`'s first divergence on each tree).
  if (n.verdict !== undefined) parts.push(say(n.verdict === 'wrong' ? 'node.graded-wrong' : 'node.graded-ok', L));
  // Heard as well as read: "X in column 4", not "X downwards arrow 4".
  return heard(parts.join(', '), L);
}

/**
 * A node's label in its name and tooltip: a textbook tree's (its id, or ''
 * for the unnamed); a game's node deeper than the root's children by its
 * move, its depth and the moves from the root — "X4 at depth 3, reached by
 * the moves X0, O2, X4" (the narration and the path strip say "X4 at depth 3").
 */
export function nodeLabel(index: ViewTree, i: number, lang: Lang): string {
  const label = index.label(i);
  if (index.data.idText !== null || (index.parent[i] ?? -1) <= 0) return label;
  const path = index.pathTo(i).slice(1);
  return say(msg('node.path', { move: label, depth: path.length, path: path.map((j) => index.label(j)).join(', ') }), lang);
}

// ---- a value inside its shape -------------------------------------------------------------------------

/** A MAX node's ▲ and a MIN node's ▼, `hw` wide each side of the centre: their corners (tree-draw.ts draws them). */
export const maxPoints = (hw: number): string => `0,${-R} ${hw * 1.25},${R * 0.8} ${-hw * 1.25},${R * 0.8}`;
export const minPoints = (hw: number): string => `0,${R} ${hw * 1.25},${-R * 0.8} ${-hw * 1.25},${-R * 0.8}`;

/**
 * The width of the value font's glyphs, in em: bold 15 px system-ui, measured
 * on DejaVu Sans Bold (the widest face it resolves to; others are narrower,
 * so a value measured here fits them too), rounded up.
 */
const DIGIT_EM = 0.7;
const GLYPH_EM: Readonly<Record<string, number>> = { '.': 0.4, ',': 0.4, ' ': 0.35, '≥': 0.84, '≤': 0.84, '≈': 0.84, '−': 0.84, '+': 0.84, '∞': 0.84 };
/** Any other glyph (a letter, '?'): wide. */
const OTHER_EM = 0.8;
/** A digit's height above the baseline, in em (the value's glyphs have none below it). */
const CAP_EM = 0.73;
/** Room kept between a value and its shape's outline: the inner half of the thickest outline and the current node's ring. */
const CLEAR = 1.5;

/** How wide `text` is drawn in the value font at `size` px (an upper bound). */
export function valueWidth(text: string, size: number): number {
  let em = 0;
  for (const c of text) em += c >= '0' && c <= '9' ? DIGIT_EM : (GLYPH_EM[c] ?? OTHER_EM);
  return em * size;
}

/**
 * Half the width inside a node's shape (MAX ▲, MIN ▼, chance ○, leaf □, `hw`
 * the shape's half width) at height y from its centre, kept CLEAR of its
 * outline; 0 or less outside it.
 */
export function shapeRoom(kind: NodeKind, hw: number, y: number): number {
  switch (kind) {
    case 'max':
    case 'min': {
      // From the apex (±R) to the base (∓0.8R), 1.25·hw each side at the base; the room shrinks by CLEAR across the slanted side.
      const down = kind === 'max' ? y + R : R - y;
      const base = kind === 'max' ? R * 0.8 - y : y + R * 0.8;
      if (base < CLEAR - 1e-9) return 0;
      const slant = Math.hypot(hw * 1.25, R * 1.8) / (R * 1.8);
      return (hw * 1.25 * down) / (R * 1.8) - CLEAR * slant;
    }
    case 'chance': {
      const ry = R - CLEAR;
      return Math.abs(y) >= ry ? 0 : (hw - CLEAR) * Math.sqrt(1 - (y / ry) ** 2);
    }
    default:
      return Math.abs(y) > R * 0.9 - CLEAR ? 0 : hw * 0.95 - CLEAR;
  }
}

/** How a node's value is drawn: its font size, its baseline (from the centre) and its shape's half width. */
export interface ValueFit {
  size: number;
  y: number;
  hw: number;
}

const r2 = (v: number): number => Math.round(v * 100) / 100;

/** The value's baseline at `size`: in a ▲ on its base, in a ▼ under its top, elsewhere centred; where the shape is widest. */
function baseline(kind: NodeKind, size: number): number {
  if (kind === 'max') return R * 0.8 - CLEAR;
  if (kind === 'min') return r2(-R * 0.8 + CLEAR + CAP_EM * size);
  return r2((CAP_EM * size) / 2);
}

function fits(kind: NodeKind, hw: number, text: string, size: number): boolean {
  const y = baseline(kind, size);
  const half = valueWidth(text, size) / 2;
  return half <= shapeRoom(kind, hw, y - CAP_EM * size) && half <= shapeRoom(kind, hw, y);
}

/**
 * How a value is drawn so that it fits inside its shape: at the values' size
 * (VALUE_TEXT) where it fits; else as large as fits, down to `smallest` (the
 * camera's readable size: SMALLEST_TEXT, or VALUE_TEXT where the values must
 * stay as big as the camera assumes — presented); where it does not fit even
 * then, the shape is widened for this node, as little as it takes.
 */
export function fitValue(kind: NodeKind, hw: number, text: string, smallest: number = SMALLEST_TEXT): ValueFit {
  const floor = Math.min(VALUE_TEXT, smallest);
  if (text === '' || fits(kind, hw, text, VALUE_TEXT)) return { size: VALUE_TEXT, y: baseline(kind, VALUE_TEXT), hw };
  for (let size = VALUE_TEXT - 0.5; size >= floor; size -= 0.5) if (fits(kind, hw, text, size)) return { size, y: baseline(kind, size), hw };
  // The room grows with the width: the widest it needs is found by halving.
  let lo = hw;
  let hi = hw * 2 + valueWidth(text, floor);
  while (hi - lo > 0.25) {
    const mid = (lo + hi) / 2;
    if (fits(kind, mid, text, floor)) hi = mid;
    else lo = mid;
  }
  return { size: floor, y: baseline(kind, floor), hw: Math.ceil(hi * 4) / 4 };
}

/** The attributes that give a node's shape (and its ring) `hw` of half width: a ▲ or ▼'s corners, an ellipse's rx, a leaf's box. */
export function shapeAttributes(kind: NodeKind, hw: number): [string, string][] {
  if (kind === 'max') return [['points', maxPoints(hw)]];
  if (kind === 'min') return [['points', minPoints(hw)]];
  if (kind === 'chance') return [['rx', String(hw)]];
  return [
    ['x', String(-hw * 0.95)],
    ['width', String(hw * 1.9)],
  ];
}

/** Where a node's − / + toggle goes, left of its shape (`hw` of half width). */
export function toggleAt(kind: NodeKind, hw: number): string {
  return `translate(${-hw * (kind === 'max' || kind === 'min' ? 1.25 : 1) - 13},${kind === 'min' ? -4 : 4})`;
}
