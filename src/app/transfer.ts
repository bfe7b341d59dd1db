/**
 * A recorded trace as it crosses a boundary (the worker's, a saved file's):
 * the columns, and each trace node's tree id instead of its state. The page
 * rebuilds the Trace over its own copy of the tree (`traceOver`).
 */
import { TreeGame } from '../games/tree/game.ts';
import { walkTree, type TreeNode } from '../games/tree/tree.ts';
import type { TraceData } from '../trace/recorder.ts';
import { Trace } from '../trace/trace.ts';

/** A trace as it crosses the worker boundary: the columns, and tree ids instead of states. */
export type TraceTransfer = Omit<TraceData<never>, 'states'> & { ids: string[] };

/** The transfer form of a trace whose nodes are named by `ids` (one per trace node). */
export function transferOf<S>(data: TraceData<S>, ids: string[]): TraceTransfer {
  return { ...withoutStates(data), ids };
}

/** The columns of a recorded trace without its states (they stay in the worker). */
function withoutStates<S>(data: TraceData<S>): Omit<TraceData<never>, 'states'> {
  const { states, ...columns } = data;
  void states;
  return columns;
}

/** The Trace of a reply, over the page's own copy of the same tree (ids name the nodes). */
export function traceOver(tree: TreeNode, t: TraceTransfer): Trace<TreeNode, TreeNode> {
  const byId = new Map<string, TreeNode>();
  for (const node of walkTree(tree)) byId.set(node.id, node);
  const { ids, ...columns } = t;
  const states = ids.map((id) => {
    const node = byId.get(id);
    if (node === undefined) throw new Error(`trace names node "${id}", which the tree does not have`);
    return node;
  });
  return new Trace(new TreeGame(), { ...columns, states });
}
