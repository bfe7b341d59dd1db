/**
 * A game decision's search tree as an explicit tree, so the textbook tree
 * view can draw and step it: each node of the recorded search becomes a tree
 * node named by the actions leading to it ("up › 2 at (1,0) › left"), with
 * its kind, its probability under a chance node, and at the leaves the value
 * the search evaluated. Pruned children are kept (as leaves without a search
 * of their own) so the view can draw them cut. Each node keeps a description
 * of its position (a board) to show when it is selected.
 */
import type { TreeNode } from '../games/tree/tree.ts';
import type { Trace } from '../trace/trace.ts';
import { toArray } from '../games/g2048/board.ts';
import type { G2048State } from '../games/g2048/game.ts';

/** The separator of the action path in node ids. */
export const STEP = ' › ';

export interface DecisionTree<B = { board: number[][]; score: number }> {
  tree: TreeNode;
  /** Each trace node's tree id, in trace order (what the page rebuilds the trace with). */
  ids: string[];
  /** Each tree node's position, by id (selecting a node shows it). */
  boards: Record<string, B>;
}

/** A 2048 decision's tree; each node's position is its board and score. */
export function decisionTree(trace: Trace<G2048State, number>): DecisionTree {
  return searchTreeOf(trace, (s) => ({ board: toArray(s), score: s.score }));
}

/** Any recorded search as an explicit tree, each node's position described by `describe`. */
export function searchTreeOf<S, B>(trace: Trace<S, number>, describe: (state: S) => B): DecisionTree<B> {
  const n = trace.nodeCount;
  const nodes: TreeNode[] = new Array(n);
  const ids: string[] = new Array(n);
  const boards: Record<string, B> = {};
  for (let i = 0; i < n; i++) {
    const info = trace.node(i);
    const id = info.parent < 0 ? '' : ids[info.parent] === '' ? info.action! : `${ids[info.parent]}${STEP}${info.action}`;
    ids[i] = id;
    boards[id] = describe(trace.state(i));
    // Nodes the search evaluated, or skipped, are drawn as leaves; the others get their children below.
    const evaluated = trace.finalValue(i);
    const leafLike = info.kind === 'leaf' || trace.children(i).length === 0;
    nodes[i] = {
      id,
      auto: info.parent < 0,
      kind: leafLike ? 'leaf' : info.kind,
      value: leafLike ? (Number.isNaN(evaluated) ? 0 : evaluated) : NaN,
      children: [],
      p: info.p ?? NaN,
    };
    if (info.action !== null) nodes[i]!.label = info.action;
    if (info.parent >= 0) nodes[info.parent]!.children.push(nodes[i]!);
  }
  return { tree: nodes[0]!, ids, boards };
}
