/**
 * What the tree view shows at a step, node by node, for an explicit tree:
 * the trace's state for the nodes the search met, and for the others
 * `pruned` under a pruned node, `unvisited` elsewhere. A pure function of
 * (tree, trace, step), computed in one pass over the tree.
 */
import { STATUSES, type NodeStatus } from '../trace/codes.ts';
import type { Trace } from '../trace/trace.ts';
import type { TreeNode } from '../games/tree/tree.ts';
import { CERTAINTIES, type Certainty } from '../search/tracer.ts';

/** The tree's nodes in depth-first order, with their parent's position (-1 for the root). */
export interface TreeIndex {
  nodes: TreeNode[];
  parent: Int32Array;
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
  return { nodes, parent: Int32Array.from(parents), traced };
}

/**
 * Every node's view at a step. Arrays follow `index.nodes`; `status` and
 * `certainty` hold codes (indices in STATUSES and CERTAINTIES, 255 for no
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

const UNVISITED = STATUSES.indexOf('unvisited');
const PRUNED = STATUSES.indexOf('pruned');
const DONE = STATUSES.indexOf('done');
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
  return STATUSES[view.status[i]!]!;
}

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
  const children: number[][] = index.nodes.map(() => []);
  for (let i = 1; i < index.nodes.length; i++) children[index.parent[i]!]!.push(i);
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
