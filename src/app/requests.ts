/**
 * What the page asks for, answered in one place: parse a tree and search it
 * with a recorder; search a game position, recorded for the tree view; decide
 * a 2048 move, recorded likewise. Each reply carries the result and the
 * recorded trace in transfer form (transfer.ts). Plain functions over plain
 * data, tested in Node; the search worker exposes them (src/worker).
 */
import { SearchError } from '../search/search.ts';
import { parseTree } from '../games/tree/parse.ts';
import { RequestError, readRequest, searchTree, type TreeSearchJson } from './tree-search.ts';
import type { TreeError } from '../games/tree/tree.ts';
import { Recorder } from '../trace/recorder.ts';
import { fromArray } from '../games/g2048/board.ts';
import { decide, gameFor, type Decision, type DecideOptions } from '../games/g2048/decide.ts';
import { decisionTree, searchTreeOf, type DecisionTree } from './decision-tree.ts';
import { recordPosition, searchPosition, type PositionJson, type PositionRequest } from './position-search.ts';

/** Searches may not visit more nodes than this from the page (a pasted huge tree must not hang the worker). */
export const PAGE_NODE_BUDGET = 2_000_000;

import { transferOf, type TraceTransfer } from './transfer.ts';

export type SearchReply = { ok: true; result: TreeSearchJson; trace: TraceTransfer } | { ok: false; error: TreeError };

export const requests = {
  /** Searches a tree given as text; options as in a `tutor search --input` line (algo, order, tieRule, depth, budget). */
  searchText(text: string, options: Record<string, unknown>): SearchReply {
    const parsed = parseTree(text);
    if (!parsed.ok) return { ok: false, error: parsed.error };
    try {
      const request = readRequest({ budget: PAGE_NODE_BUDGET, ...options });
      const { trace, json } = searchTree(parsed.tree, request);
      return { ok: true, result: json, trace: transferOf(trace.data, trace.data.states.map((s) => s.id)) };
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
    return { ...reply, tree: shape, trace: transferOf(recorded.trace.data, shape.ids) };
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
    return { decision, tree: shape, trace: transferOf(trace.data, shape.ids) };
  },
};


/** A 2048 decision as the page receives it: the decision, and optionally its search tree and trace. */
export interface Decision2048Reply {
  decision: Decision;
  /** Present when asked for (`tree: true`) and the search fit the node budget. */
  tree?: DecisionTree;
  trace?: TraceTransfer;
}

/** The most nodes a decision's tree is recorded for; deeper searches are shown without a tree. */
export const TREE_NODE_BUDGET = 30_000;

