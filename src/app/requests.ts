/**
 * What the page asks for, answered in one place: parse a tree and search it
 * with a recorder; search a game position, recorded for the tree view; decide
 * a 2048 move, recorded likewise. Each reply has the one shape of reply.ts:
 * the result and the recorded trace in transfer form (transfer.ts), or an
 * error as a code with parameters. Plain functions over plain data, tested in
 * Node; the search worker exposes them (src/worker).
 */
import { SearchError, type Algorithm, type TieRule } from '../search/search.ts';
import type { Ordering } from '../search/ordering.ts';
import { alignSteps } from '../trace/progress.ts';
import { parseTree } from '../games/tree/parse.ts';
import { RequestError, readRequest, searchTree, type TreeSearchJson } from './tree-search.ts';
import { Recorder } from '../trace/recorder.ts';
import { fromArray } from '../games/g2048/board.ts';
import { decide, gameFor, type Decision, type DecideOptions } from '../games/g2048/decide.ts';
import { boardTree } from './decision-tree.ts';
import { recordPosition, searchPosition, type PositionJson, type PositionRequest } from './position-search.ts';
import { transferOf, type SearchTransfer } from './transfer.ts';
import { viewTreeOfTree } from './view-tree.ts';
import { failure, searchReason, treeParseError, type Failure, type Reply } from './reply.ts';

/** Searches may not visit more nodes than this from the page (a pasted huge tree must not hang the worker). */
export const PAGE_NODE_BUDGET = 2_000_000;

/**
 * The most nodes a decision's tree is recorded for (deeper searches are shown
 * without a tree): the whole tic-tac-toe tree under minimax (549 946 nodes)
 * fits with room to spare; a tree of this size takes about 250 MB in the page.
 */
export const TREE_NODE_BUDGET = 1_000_000;

/** Told the nodes a search has entered so far, now and then (the page's progress; a Comlink proxy from the page). */
export type Progress = (nodes: number) => void;

export type SearchReply = Reply<{ result: TreeSearchJson; view: SearchTransfer }>;

/** One search of the compare page: its algorithm and order. */
export interface CompareRun {
  algo: Algorithm;
  order: Ordering;
}

/**
 * The compare page's searches of one tree, each a reply of its own (one may
 * fail where another runs), with the lead — the fuller search: the most
 * nodes, then the most events — and each other search's step at every step
 * of the lead (`alignSteps`; null for the lead and the failed).
 */
export type CompareReply = Reply<{ searches: SearchReply[]; lead: number; stepMaps: (Int32Array | null)[] }>;

/** A position's search as the page receives it: the result, and optionally its search tree (`view`). */
export type GameReply = Reply<{ json: PositionJson; view?: SearchTransfer }>;

/** A 2048 decision as the page receives it: the decision, and optionally its search tree. */
export type Decision2048Reply = Reply<{
  decision: Decision;
  /** Present when asked for (`tree: true`) and the search fit the node budget. */
  view?: SearchTransfer;
}>;

/** The core's errors as replies: a request's options, or what a searcher cannot search; others are bugs and propagate. */
function caught(e: unknown): Failure {
  if (e instanceof RequestError) return failure('request.invalid', { reason: e.reason });
  // After readRequest, whose ranges are the searchers', a SearchError can only be a node the algorithm cannot search.
  if (e instanceof SearchError) return failure('search.unsupported', { reason: searchReason(e) });
  throw e;
}

export const requests = {
  /** Searches a tree given as text; options as in a `tutor search --input` line (algo, order, tieRule, depth, budget). */
  searchText(text: string, options: Record<string, unknown>, progress?: Progress): SearchReply {
    const parsed = parseTree(text);
    if (!parsed.ok) return { ok: false, error: treeParseError(parsed.error) };
    try {
      const request = readRequest({ budget: PAGE_NODE_BUDGET, ...options });
      const { trace, json } = searchTree(parsed.tree, { ...request, progress });
      return { ok: true, result: json, view: transferOf(trace, viewTreeOfTree(parsed.tree, trace)) };
    } catch (e) {
      return caught(e);
    }
  },

  /** The compare page's searches of one tree (`runs`, in the order shown), aligned step by step to the lead's; `sameOrder`: the runs visit children in the same order. */
  compareText(text: string, runs: CompareRun[], tieRule: TieRule, sameOrder: boolean, progress?: Progress): CompareReply {
    const parsed = parseTree(text);
    if (!parsed.ok) return { ok: false, error: treeParseError(parsed.error) };
    const done = runs.map((run) => {
      try {
        const request = readRequest({ budget: PAGE_NODE_BUDGET, algo: run.algo, order: run.order, tieRule });
        return searchTree(parsed.tree, { ...request, progress });
      } catch (e) {
        return caught(e);
      }
    });
    const size = (s: (typeof done)[number]) => ('trace' in s ? s.json.nodes * 1e9 + s.trace.length : -1);
    const sizes = done.map(size);
    const lead = sizes.indexOf(Math.max(...sizes)); // the first of the biggest
    const leading = done[lead];
    if (leading === undefined) throw new Error('compareText: no search to compare');
    const leadTrace = 'trace' in leading ? leading.trace : null;
    const stepMaps = done.map((s, i) => (i === lead || leadTrace === null || !('trace' in s) ? null : alignSteps(leadTrace, s.trace, sameOrder)));
    const searches = done.map((s): SearchReply =>
      'trace' in s ? { ok: true, result: s.json, view: transferOf(s.trace, viewTreeOfTree(parsed.tree, s.trace)) } : s,
    );
    return { ok: true, searches, lead, stepMaps };
  },

  /** Searches a tic-tac-toe or Connect-4 position; with `tree`, also records the search (under TREE_NODE_BUDGET) for the tree view. */
  searchGame(request: PositionRequest, tree = false, progress?: Progress): GameReply {
    try {
      const reply = searchPosition({ ...request, progress });
      if (!reply.ok) return failure('position.invalid', { reason: reply.error });
      if (!tree) return reply;
      // Recorded again for the tree view: its progress counts on from the first search's nodes.
      const before = reply.json.nodes;
      const recorded = recordPosition({ ...request, budget: TREE_NODE_BUDGET, progress: progress && ((n) => progress(before + n)) });
      if (recorded === null || recorded.status !== 'complete') return reply;
      return { ...reply, view: transferOf(recorded.trace, recorded.index) };
    } catch (e) {
      // A position's searcher handles every node of its game: a SearchError here is the depth or the budget.
      if (e instanceof SearchError) return failure('request.invalid', { reason: searchReason(e) });
      throw e;
    }
  },

  /** Decides a 2048 move; with `tree`, also records the search (under TREE_NODE_BUDGET) for the tree view. */
  decide2048(rows: number[][], score: number, options: DecideOptions, tree = false): Decision2048Reply {
    const b = fromArray(rows);
    if (!b.ok) return failure('board.invalid', { reason: b.error });
    try {
      if (!tree) return { ok: true, decision: decide(b.board, score, options) };
      const recorder = new Recorder(gameFor(options));
      const decision = decide(b.board, score, { ...options, tracer: recorder, budget: TREE_NODE_BUDGET });
      // Too big to draw: decide again without the tree.
      if (decision.status !== 'complete') return { ok: true, decision: decide(b.board, score, options) };
      const trace = recorder.finish();
      return { ok: true, decision, view: transferOf(trace, boardTree(trace)) };
    } catch (e) {
      // The 2048 game gives each algorithm the nodes it searches: a SearchError here is the depth or the budget.
      if (e instanceof SearchError) return failure('request.invalid', { reason: searchReason(e) });
      throw e;
    }
  },
};
