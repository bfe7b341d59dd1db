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
import { msg } from '../../i18n/message.ts';
import { certaintyOf, statusOf, valueSign, type StepView } from '../../app/step-view.ts';
import type { ViewTree } from '../../app/view-tree.ts';
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
  };
}

/** The text of a node at a step. */
export interface NodeText {
  /** Class of the value text. */
  valueClass: string;
  /** The value, with its sign: `≥3` while a MAX node is open, `≤2` for a bound, `Σ1.5` for a chance node's partial sum. */
  value: string;
  /** The α/β window beside an open alpha-beta node: `α=3 β=+∞`. */
  window: string;
  /** The live cut-off condition under it: `prune if ≤ 3`. */
  cond: string;
}

export function nodeText(n: NodeFigures): NodeText {
  const open = n.status === 'active';
  let value: string;
  if (!Number.isNaN(n.value)) value = `${valueSign(n.kind, n.status, n.certainty)}${f(n.value)}`;
  else value = n.kind === 'leaf' ? f(n.leafValue) : '';
  // A node the table decided is not expanded: what it shows came from the table.
  let window = n.fromTable === true ? say('fromTable', n.lang) : '';
  let cond = '';
  if (n.windowed && open && n.kind !== 'leaf') {
    window = `α=${f(n.alpha)} β=${f(n.beta)}`;
    const strict = n.tieRule === 'strict';
    // AIMA: MAX cuts when v ≥ β, MIN when v ≤ α (strictly, with the strict tie rule).
    if (n.kind === 'max' && Number.isFinite(n.beta)) cond = `${say('pruneIf', n.lang)} ${strict ? '>' : '≥'} ${f(n.beta)}`;
    else if (n.kind === 'min' && Number.isFinite(n.alpha)) cond = `${say('pruneIf', n.lang)} ${strict ? '<' : '≤'} ${f(n.alpha)}`;
  }
  return { valueClass: `value s-${n.status}`, value, window, cond };
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
export function nodeName(n: NodeFigures & { label: string; current: boolean }): string {
  const L = n.lang;
  const parts = [say(msg(`node.${n.kind}`, { label: n.label }), L).trim()];
  const open = n.status === 'active';
  const value = !Number.isNaN(n.value) ? n.value : n.kind === 'leaf' ? n.leafValue : NaN;
  // An open node's running value is a bound: MAX's at least, MIN's at most.
  const bound = n.certainty ?? (open && n.kind === 'max' ? 'atLeast' : open && n.kind === 'min' ? 'atMost' : 'exact');
  const boundCode = { exact: 'node.exact', atMost: 'node.at-most', atLeast: 'node.at-least', partial: 'node.partial' } as const;
  parts.push(Number.isNaN(value) ? say('node.no-value', L) : say(msg(boundCode[bound], { value: f(value) }), L));
  if (n.windowed && open && n.kind !== 'leaf') parts.push(say(msg('node.window', { alpha: f(n.alpha), beta: f(n.beta) }), L));
  parts.push(say(`node.${n.status}`, L));
  if (n.fromTable === true) parts.push(say('node.from-table', L));
  if (n.current) parts.push(say('node.current', L));
  return parts.join(', ');
}
