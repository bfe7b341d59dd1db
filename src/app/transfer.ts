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

/** The typed-array columns of a trace: what a reply transfers rather than copies. */
export const COLUMNS = ['type', 'node', 'a', 'c', 'parent', 'kind', 'edge', 'skippedBy'] as const satisfies readonly (keyof TraceTransfer)[];
type Column = TraceTransfer[(typeof COLUMNS)[number]];

/**
 * The transfer form of a trace whose nodes are named by `ids` (one per trace
 * node). Each column gets a buffer of its own, exactly its size (copied if it
 * shares one, or is a view into a bigger one): a transferred buffer is
 * detached for the sender, so two columns on one buffer, or a column over a
 * buffer the sender still uses, must not be transferred as they are. The
 * columns are handed over: the caller does not use `data`'s columns after
 * transferring the reply.
 */
export function transferOf<S>(data: TraceData<S>, ids: string[]): TraceTransfer {
  const t: TraceTransfer = { ...withoutStates(data), ids };
  const seen = new Set<ArrayBufferLike>();
  for (const name of COLUMNS) {
    const column: Column = t[name];
    const whole = column.byteOffset === 0 && column.byteLength === column.buffer.byteLength && column.buffer instanceof ArrayBuffer;
    const own = whole && !seen.has(column.buffer) ? column : column.slice();
    seen.add(own.buffer);
    (t as Record<(typeof COLUMNS)[number], Column>)[name] = own;
  }
  return t;
}

/** The buffers to transfer with a reply holding `t`: one per column, each its own (transferOf). */
export function transferList(t: TraceTransfer): ArrayBuffer[] {
  return COLUMNS.map((name) => t[name].buffer as ArrayBuffer);
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
