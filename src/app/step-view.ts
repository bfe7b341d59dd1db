/**
 * The step view: what each node of a drawn tree (view-tree.ts) shows at a
 * step of the search, node by node: the trace's state for
 * the nodes the search met, and for the others (a textbook tree's nodes the
 * search never reached) `pruned` under a pruned node, `unvisited` elsewhere.
 * A pure function of (tree, trace, step): for a tree made from its trace the
 * trace's own arrays at the step, else one pass over the tree.
 */
import { DONE, NODE_STATUSES, NO_CERTAINTY, PRUNED, UNVISITED, type NodeStatus } from '../trace/codes.ts';
import { EXACT } from '../search/search.ts';
import type { Trace } from '../trace/trace.ts';
import type { ViewTree } from './view-tree.ts';
import { CERTAINTIES, certaintySign, type Certainty } from '../search/tracer.ts';
import type { NodeKind } from '../search/game.ts';

/**
 * Every node's view at a step. Arrays follow `index.nodes`; `status` and
 * `certainty` hold codes (indices in NODE_STATUSES and CERTAINTIES,
 * NO_CERTAINTY for no certainty yet): names by `statusOf` and `certaintyOf`.
 */
export interface StepView {
  status: Uint8Array;
  value: Float64Array;
  alpha: Float64Array;
  beta: Float64Array;
  certainty: Uint8Array;
  /** Position (in index.nodes) of the current event's node, or -1. */
  current: number;
}

export function emptyView(n: number): StepView {
  return {
    status: new Uint8Array(n),
    value: new Float64Array(n),
    alpha: new Float64Array(n),
    beta: new Float64Array(n),
    certainty: new Uint8Array(n),
    current: -1,
  };
}

/** Fills `view` (reused from step to step) with the view at `step`. */
export function stepView(index: ViewTree, trace: Trace | null, step: number, view: StepView = emptyView(index.count)): StepView {
  const n = index.count;
  const state = trace === null ? null : trace.seek(step);
  const currentTraced = trace === null || state === null || state.current < 0 ? -1 : trace.eventNode(state.current);
  if (trace !== null && state !== null && index.data.idText === null && trace.nodeCount === n) {
    // A tree made from its trace numbers its nodes as the trace does: the trace's arrays are the view (read them before the next seek).
    ({ status: view.status, value: view.value, alpha: view.alpha, beta: view.beta, certainty: view.certainty } = state);
    view.current = currentTraced;
    return view;
  }
  if (view.status.length !== n || view.status === state?.status) view = emptyView(n);
  view.current = -1;
  // Every index here exists by construction: i < n = index.count (each array's length), t a node of the trace (< its nodeCount).
  for (let i = 0; i < n; i++) {
    const t = index.traced[i]!;
    if (state !== null && t >= 0) {
      view.status[i] = state.status[t]!;
      view.value[i] = state.value[t]!;
      view.alpha[i] = state.alpha[t]!;
      view.beta[i] = state.beta[t]!;
      view.certainty[i] = state.certainty[t]!;
      if (t === currentTraced) view.current = i;
    } else {
      // Parents come before children in depth-first order.
      const parent = index.parent[i] ?? -1;
      view.status[i] = parent >= 0 && view.status[parent] === PRUNED ? PRUNED : UNVISITED;
      view.value[i] = NaN;
      view.alpha[i] = NaN;
      view.beta[i] = NaN;
      view.certainty[i] = NO_CERTAINTY;
    }
  }
  return view;
}

export function statusOf(view: StepView, i: number): NodeStatus {
  // i is a node of the view, and `status` holds indices in NODE_STATUSES.
  return NODE_STATUSES[view.status[i]!]!;
}

/** The sign before a node's value: a bound's `≤`/`≥`/`≈` once it is done; while it is open its running value is a bound (MAX `≥`, MIN `≤`) or a chance node's partial sum (`Σ`). */
export function valueSign(kind: NodeKind, status: NodeStatus, certainty: Certainty | null): string {
  if (certainty !== null) return certaintySign(certainty);
  return status === 'active' ? RUNNING[kind] : '';
}

const RUNNING: Record<NodeKind, string> = { max: '≥', min: '≤', chance: 'Σ', leaf: '' };

export function certaintyOf(view: StepView, i: number): Certainty | null {
  const c = view.certainty[i] ?? NO_CERTAINTY;
  return c === NO_CERTAINTY ? null : (CERTAINTIES[c] ?? null);
}

/**
 * The chosen path once the search is over: from the root, the first child
 * whose final value is its parent's, down to a node without such a child.
 */
export function chosenPath(index: ViewTree, view: StepView, negamax = false): Set<number> {
  const path = new Set<number>();
  let at = 0;
  if (view.status[0] !== DONE) return path;
  path.add(0);
  for (;;) {
    if (index.kindOf(at) === 'chance') break;
    // Negamax's values are the mover's: a child worth −v backs up v.
    const v = view.value[at];
    const backs = (c: number): boolean => view.value[c] === v || (negamax && v !== undefined && view.value[c] === -v);
    const next = index.children(at).find((c) => view.status[c] === DONE && backs(c) && view.certainty[c] === EXACT);
    if (next === undefined) break;
    path.add(next);
    at = next;
  }
  return path;
}

/**
 * The focus view's collapsed nodes: the path from the root to `current` (the
 * root alone when there is none) stays open with every child along it shown;
 * every shown node off the path that has children is collapsed.
 */
export function focusCollapsed(index: ViewTree, current: number): Set<number> {
  const path = new Set<number>();
  for (let i = current < 0 ? 0 : current; i >= 0; i = index.parent[i] ?? -1) path.add(i);
  const collapsed = new Set<number>();
  for (const i of path) for (const c of index.children(i)) if (!path.has(c) && index.childCount(c) > 0) collapsed.add(c);
  return collapsed;
}

/** Which nodes are hidden (1) under a collapsed ancestor. */
export function hiddenBy(index: ViewTree, collapsed: ReadonlySet<number>): Uint8Array {
  const hidden = new Uint8Array(index.count);
  if (collapsed.size === 0) return hidden;
  for (let i = 1; i < index.count; i++) {
    const p = index.parent[i] ?? -1;
    if (hidden[p] === 1 || collapsed.has(p)) hidden[i] = 1;
  }
  return hidden;
}

const NONE: ReadonlySet<number> = new Set();
const tables = new WeakMap<Trace, { index: ViewTree; nodes: ReadonlySet<number> }>();

/** The nodes of the view (positions in index.nodes) that a transposition-table hit decided in `trace` (worked out once a tree and trace). */
export function tableNodes(index: ViewTree, trace: Trace | null): ReadonlySet<number> {
  if (trace === null) return NONE;
  const known = tables.get(trace);
  if (known?.index === index) return known.nodes;
  const nodes = new Set<number>();
  for (const t of trace.tableCuts()) nodes.add(index.nodeOfTrace(t));
  tables.set(trace, { index, nodes });
  return nodes;
}

/** The decimals a tree's values are written with on the tree, the path and the narration: 2048's heuristic values one; others as they are (up to 4). */
export function valueDecimals(index: ViewTree): number {
  return index.positions?.game === '2048' ? 1 : 4;
}
