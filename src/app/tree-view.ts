/**
 * What the tree view shows at a step, node by node, for an explicit tree:
 * the trace's state for the nodes the search met, and for the others
 * `pruned` under a pruned node, `unvisited` elsewhere. A pure function of
 * (tree, trace, step), computed in one pass over the tree.
 */
import { NODE_STATUSES, type NodeStatus } from '../trace/codes.ts';
import type { Trace } from '../trace/trace.ts';
import type { TreeNode } from '../games/tree/tree.ts';
import { CERTAINTIES, type Certainty } from '../search/tracer.ts';
import type { NodeKind } from '../search/game.ts';

/** The tree's nodes in depth-first order, with their parent's position (-1 for the root). */
export interface TreeIndex {
  nodes: TreeNode[];
  parent: Int32Array;
  /** Each node's children (positions), in the tree's order. */
  children: number[][];
  /** Nodes in each node's subtree, itself included. */
  size: Int32Array;
  /** Position of each node in the trace, or -1 if the search never met it. */
  traced: Int32Array;
}

export function indexTree(root: TreeNode, trace: Trace | null): TreeIndex {
  const nodes: TreeNode[] = [];
  const parents: number[] = [];
  const stack: [TreeNode, number][] = [[root, -1]];
  while (stack.length > 0) {
    const [node, parent] = stack.pop()!;
    const at = nodes.length;
    nodes.push(node);
    parents.push(parent);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i]!, at]);
  }
  const traced = new Int32Array(nodes.length).fill(-1);
  if (trace !== null) nodes.forEach((n, i) => (traced[i] = trace.indexOf(n.id)));
  const children: number[][] = nodes.map(() => []);
  for (let i = 1; i < nodes.length; i++) children[parents[i]!]!.push(i);
  // Children come after their parent in depth-first order: sum sizes from the end.
  const size = new Int32Array(nodes.length).fill(1);
  for (let i = nodes.length - 1; i > 0; i--) size[parents[i]!]! += size[i]!;
  return { nodes, parent: Int32Array.from(parents), children, size, traced };
}

/**
 * Every node's view at a step. Arrays follow `index.nodes`; `status` and
 * `certainty` hold codes (indices in NODE_STATUSES and CERTAINTIES, 255 for no
 * certainty yet): names by `statusOf` and `certaintyOf`.
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

const UNVISITED = NODE_STATUSES.indexOf('unvisited');
const PRUNED = NODE_STATUSES.indexOf('pruned');
const DONE = NODE_STATUSES.indexOf('done');
const EXACT = CERTAINTIES.indexOf('exact');

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
export function stepView(index: TreeIndex, trace: Trace | null, step: number, view: StepView = emptyView(index.nodes.length)): StepView {
  const n = index.nodes.length;
  const state = trace === null ? null : trace.seek(step);
  const currentTraced = state === null || state.current < 0 ? -1 : trace!.eventNode(state.current);
  view.current = -1;
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
      const parent = index.parent[i]!;
      view.status[i] = parent >= 0 && view.status[parent] === PRUNED ? PRUNED : UNVISITED;
      view.value[i] = NaN;
      view.alpha[i] = NaN;
      view.beta[i] = NaN;
      view.certainty[i] = 255;
    }
  }
  return view;
}

export function statusOf(view: StepView, i: number): NodeStatus {
  return NODE_STATUSES[view.status[i]!]!;
}

/** The sign before a node's value: a bound's `≤`/`≥`/`≈` once it is done; while it is open its running value is a bound (MAX `≥`, MIN `≤`) or a chance node's partial sum (`Σ`). */
export function valueSign(kind: NodeKind, status: NodeStatus, certainty: Certainty | null): string {
  if (certainty !== null) return SIGN[certainty];
  return status === 'active' ? RUNNING[kind] : '';
}

const SIGN: Record<Certainty, string> = { exact: '', atMost: '≤', atLeast: '≥', partial: '≈' };
const RUNNING: Record<NodeKind, string> = { max: '≥', min: '≤', chance: 'Σ', leaf: '' };

export function certaintyOf(view: StepView, i: number): Certainty | null {
  const c = view.certainty[i]!;
  return c === 255 ? null : CERTAINTIES[c]!;
}

/**
 * The chosen path once the search is over: from the root, the first child
 * whose final value is its parent's, down to a node without such a child.
 */
export function chosenPath(index: TreeIndex, view: StepView, negamax = false): Set<number> {
  const path = new Set<number>();
  const children = index.children;
  let at = 0;
  if (view.status[0] !== DONE) return path;
  path.add(0);
  for (;;) {
    const kind = index.nodes[at]!.kind;
    if (kind === 'chance') break;
    // Negamax's values are the mover's: a child worth −v backs up v.
    const backs = (c: number): boolean => view.value[c] === view.value[at] || (negamax && view.value[c] === -view.value[at]!);
    const next = children[at]!.find((c) => view.status[c] === DONE && backs(c) && view.certainty[c] === EXACT);
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
export function focusCollapsed(index: TreeIndex, current: number): Set<number> {
  const path = new Set<number>();
  for (let i = current < 0 ? 0 : current; i >= 0; i = index.parent[i]!) path.add(i);
  const collapsed = new Set<number>();
  for (const i of path) for (const c of index.children[i]!) if (!path.has(c) && index.children[c]!.length > 0) collapsed.add(c);
  return collapsed;
}

/** Which nodes are hidden (1) under a collapsed ancestor. */
export function hiddenBy(index: TreeIndex, collapsed: ReadonlySet<number>): Uint8Array {
  const hidden = new Uint8Array(index.nodes.length);
  for (let i = 1; i < index.nodes.length; i++) {
    const p = index.parent[i]!;
    if (hidden[p] === 1 || collapsed.has(p)) hidden[i] = 1;
  }
  return hidden;
}
