/**
 * What the page's search worker does: parse a tree, search it with a
 * recorder, and send back the result and the recorded trace (typed arrays and
 * each trace node's tree id; the page rebuilds the Trace over its own copy of
 * the tree). Plain functions over plain data, so they are tested in Node and
 * exposed in the worker by search.worker.ts through Comlink.
 */
import { SearchError } from '../search/search.ts';
import { TreeGame } from '../games/tree/game.ts';
import { parseTree } from '../games/tree/parse.ts';
import { RequestError, readRequest, searchTree, type TreeSearchJson } from '../games/tree/search.ts';
import { walkTree, type TreeError, type TreeNode } from '../games/tree/tree.ts';
import type { TraceData } from '../trace/recorder.ts';
import { Trace } from '../trace/trace.ts';

/** Searches may not visit more nodes than this from the page (a pasted huge tree must not hang the worker). */
export const PAGE_NODE_BUDGET = 2_000_000;

/** A trace as it crosses the worker boundary: the columns, and tree ids instead of states. */
export type TraceTransfer = Omit<TraceData<never>, 'states'> & { ids: string[] };

export type SearchReply = { ok: true; result: TreeSearchJson; trace: TraceTransfer } | { ok: false; error: TreeError };

export const api = {
  /** Searches a tree given as text; options as in a `tutor search --input` line (algo, order, tieRule, depth, budget). */
  searchText(text: string, options: Record<string, unknown>): SearchReply {
    const parsed = parseTree(text);
    if (!parsed.ok) return { ok: false, error: parsed.error };
    try {
      const request = readRequest({ budget: PAGE_NODE_BUDGET, ...options });
      const { trace, json } = searchTree(parsed.tree, request);
      const { states, ...columns } = trace.data;
      return { ok: true, result: json, trace: { ...columns, ids: states.map((s) => s.id) } };
    } catch (e) {
      if (e instanceof SearchError || e instanceof RequestError) return { ok: false, error: { line: 1, column: 1, message: e.message, es: e.es } };
      throw e;
    }
  },
};

export type SearchApi = typeof api;

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
