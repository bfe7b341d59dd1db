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

export interface NodeView {
  status: NodeStatus;
  value: number;
  alpha: number;
  beta: number;
  certainty: Certainty | null;
}

/** Every node's view at the trace's current step (seek first). Arrays follow `index.nodes`. */
export interface StepView {
  status: NodeStatus[];
  value: Float64Array;
  alpha: Float64Array;
  beta: Float64Array;
  certainty: (Certainty | null)[];
  /** Position (in index.nodes) of the current event's node, or -1. */
  current: number;
}

export function stepView(index: TreeIndex, trace: Trace | null, step: number): StepView {
  const n = index.nodes.length;
  const view: StepView = {
    status: new Array<NodeStatus>(n),
    value: new Float64Array(n).fill(NaN),
    alpha: new Float64Array(n).fill(NaN),
    beta: new Float64Array(n).fill(NaN),
    certainty: new Array<Certainty | null>(n).fill(null),
    current: -1,
  };
  const state = trace === null ? null : trace.seek(step);
  const currentTraced = state === null || state.current < 0 ? -1 : trace!.eventNode(state.current);
  for (let i = 0; i < n; i++) {
    const t = index.traced[i]!;
    const parent = index.parent[i]!;
    if (state !== null && t >= 0) {
      view.status[i] = STATUSES[state.status[t]!]!;
      view.value[i] = state.value[t]!;
      view.alpha[i] = state.alpha[t]!;
      view.beta[i] = state.beta[t]!;
      const c = state.certainty[t]!;
      view.certainty[i] = c === 255 ? null : CERTAINTIES[c]!;
      if (t === currentTraced) view.current = i;
    } else {
      // Parents come before children in depth-first order.
      view.status[i] = parent >= 0 && view.status[parent] === 'pruned' ? 'pruned' : 'unvisited';
    }
  }
  return view;
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
  if (view.status[0] !== 'done') return path;
  path.add(0);
  for (;;) {
    const kind = index.nodes[at]!.kind;
    if (kind === 'chance') break;
    // Negamax's values are the mover's: a child worth −v backs up v.
    const backs = (c: number): boolean => view.value[c] === view.value[at] || (negamax && view.value[c] === -view.value[at]!);
    const next = children[at]!.find((c) => view.status[c] === 'done' && backs(c) && view.certainty[c] === 'exact');
    if (next === undefined) break;
    path.add(next);
    at = next;
  }
  return path;
}
