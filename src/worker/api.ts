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
import { Recorder } from '../trace/recorder.ts';
import { fromArray } from '../games/g2048/board.ts';
import { decide, gameFor, type Decision, type DecideOptions } from '../games/g2048/decide.ts';
import { decisionTree, searchTreeOf, type DecisionTree } from '../games/g2048/decision-tree.ts';
import { recordPosition, searchPosition, type PositionJson, type PositionRequest } from '../games/position-search.ts';

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
      return { ok: true, result: json, trace: { ...withoutStates(trace.data), ids: trace.data.states.map((s) => s.id) } };
    } catch (e) {
      if (e instanceof SearchError || e instanceof RequestError) return { ok: false, error: { line: 1, column: 1, message: e.message, es: e.es } };
      throw e;
    }
  },

  /** Searches a tic-tac-toe or Connect-4 position; with `tree`, also records the search (under TREE_NODE_BUDGET) for the tree view. */
  searchGame(request: PositionRequest, tree = false): { ok: true; json: PositionJson; tree?: DecisionTree<string>; trace?: TraceTransfer } | { ok: false; error: string } {
    const reply = searchPosition(request);
    if (!reply.ok || !tree) return reply;
    const recorded = recordPosition({ ...request, budget: TREE_NODE_BUDGET });
    if (recorded === null || recorded.status !== 'complete') return reply;
    const shape = searchTreeOf(recorded.trace, recorded.describe);
    return { ...reply, tree: shape, trace: { ...withoutStates(recorded.trace.data), ids: shape.ids } };
  },

  /** Decides a 2048 move; with `tree`, also records the search (under TREE_NODE_BUDGET) for the tree view. */
  decide2048(rows: number[][], score: number, options: DecideOptions, tree = false): Decision2048Reply | { error: { en: string; es: string } } {
    const b = fromArray(rows);
    if (!b.ok) return { error: { en: b.error, es: b.es } };
    if (!tree) return { decision: decide(b.board, score, options) };
    const recorder = new Recorder(gameFor(options));
    const decision = decide(b.board, score, { ...options, tracer: recorder, budget: TREE_NODE_BUDGET });
    // Too big to draw: decide again without the tree.
    if (decision.status !== 'complete') return { decision: decide(b.board, score, options) };
    const trace = recorder.finish();
    const shape = decisionTree(trace);
    return { decision, tree: shape, trace: { ...withoutStates(trace.data), ids: shape.ids } };
  },
};

export type SearchApi = typeof api;

/** A 2048 decision as the page receives it: the decision, and optionally its search tree and trace. */
export interface Decision2048Reply {
  decision: Decision;
  /** Present when asked for (`tree: true`) and the search fit the node budget. */
  tree?: DecisionTree;
  trace?: TraceTransfer;
}

/** The most nodes a decision's tree is recorded for; deeper searches are shown without a tree. */
export const TREE_NODE_BUDGET = 30_000;

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
