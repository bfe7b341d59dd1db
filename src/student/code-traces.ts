/**
 * `#/code` (issue 37): a student's run and the reference's on one tree, as
 * two traces the viewer draws side by side, stepped together by one clock.
 *
 * The clock counts events in a student's terms (student/contract.ts): a
 * successor generated, a value read. Step k of the clock is the k-th such
 * event on each side, so up to the first divergence both trees show the
 * same node at the same step, and at step `divergence.index + 1` each shows
 * what it did there.
 * - The reference: the one searcher's trace (student/reference.ts's plan,
 *   recorded), with its updates, windows, cuts and exits. At clock step k it
 *   stands just before its (k+1)-th generate or evaluate, so a cut made after
 *   the k-th is drawn, and said, at step k (`referenceSaid`).
 * - The student's: a trace of what the code did, and nothing it did not
 *   show: each node generated is entered, each value read is the node's
 *   evaluation (a leaf's value, an inner node's own value at a depth limit);
 *   a node is left, with its value where it is a leaf and none otherwise,
 *   when the code goes on outside it (its values backed up are not seen: only
 *   its calls are). A state generated again is a step at that node with no
 *   change. The view draws the whole tree (app/view-tree.ts), the nodes it
 *   never generated among them. At clock step k it stands just after its
 *   k-th event.
 * Pure TypeScript; tiny trees (a student's code runs on textbook-sized ones).
 */
import { TreeGame } from '../games/tree/game.ts';
import type { TreeNode } from '../games/tree/tree.ts';
import { Recorder } from '../trace/recorder.ts';
import { ENTER, EVALUATE } from '../trace/codes.ts';
import type { Trace } from '../trace/trace.ts';
import type { StudentRecord } from '../student/contract.ts';
import type { ReferencePlan } from '../student/reference.ts';

/** One side of the clock: its trace, and its own step at each clock step (0 … steps). */
export interface ClockedTrace {
  trace: Trace<TreeNode, TreeNode>;
  at: Int32Array;
  /** The events it counts on the clock (generates and evaluates). */
  counted: number;
}

interface Place {
  node: TreeNode;
  parent: TreeNode | null;
  edge: number;
  depth: number;
}

function placesOf(tree: TreeNode): Map<string, Place> {
  const places = new Map<string, Place>();
  const stack: Place[] = [{ node: tree, parent: null, edge: -1, depth: 0 }];
  for (let p = stack.pop(); p !== undefined; p = stack.pop()) {
    places.set(p.node.id, p);
    const { node, depth } = p;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i]!, parent: node, edge: i, depth: depth + 1 });
  }
  return places;
}

/** The student's run as a trace over the whole tree (see the top of this file). */
export function studentTrace(tree: TreeNode, record: StudentRecord): ClockedTrace {
  const game = new TreeGame();
  const rec = new Recorder<TreeNode, TreeNode>(game);
  const places = placesOf(tree);
  const number = new Map<TreeNode, number>();
  const open: TreeNode[] = [];
  const enter = (node: TreeNode): number => {
    const known = number.get(node);
    if (known !== undefined) return known;
    const place = places.get(node.id)!;
    const parent = place.parent === null ? -1 : enter(place.parent);
    // The code goes on outside the nodes it had open: they are left.
    while (open.length > 0 && open[open.length - 1] !== place.parent) leave(open.pop()!);
    const n = number.size;
    number.set(node, n);
    rec.enter(n, parent, node, node.kind, place.depth, place.edge, NaN, NaN, NaN);
    open.push(node);
    return n;
  };
  const leave = (node: TreeNode): void => rec.exit(number.get(node)!, node.kind === 'leaf' ? node.value : NaN, 'exact');
  enter(tree);
  const at = new Int32Array(record.events.length + 1);
  at[0] = 0;
  record.events.forEach((e, k) => {
    const node = places.get(e.node)?.node;
    if (node !== undefined) {
      const seen = number.has(node);
      const n = enter(node);
      if (e.type === 'evaluate') rec.evaluate(n, game.evaluate(node), node.kind === 'leaf' ? 'terminal' : 'depth');
      // Generated again: a step at the node that changes nothing drawn (its α, unused without a window).
      else if (seen) rec.bound(n, 'alpha', NaN);
    }
    at[k + 1] = rec.length;
  });
  while (open.length > 0) leave(open.pop()!);
  if (record.events.length > 0) at[record.events.length] = rec.length;
  return { trace: rec.finish(), at, counted: record.events.length };
}

/** The reference's run recorded, and where it stands at each clock step (see the top of this file). */
export function referenceTrace(plan: ReferencePlan): ClockedTrace {
  const rec = new Recorder<TreeNode, TreeNode>(new TreeGame());
  plan.search(rec);
  const trace = rec.finish();
  // The events counted: an entry below the root, an evaluation.
  const counted: number[] = [];
  for (let k = 0; k < trace.length; k++) {
    const type = trace.data.type[k];
    if ((type === ENTER && trace.data.parent[trace.data.node[k]!]! >= 0) || type === EVALUATE) counted.push(k);
  }
  const at = new Int32Array(counted.length + 1);
  // Clock step j ≥ 1 stands just before the (j+1)-th counted event (after the j-th and what followed it); step 0 at the start.
  for (let j = 1; j <= counted.length; j++) at[j] = j < counted.length ? counted[j]! : trace.length;
  return { trace, at, counted: counted.length };
}

/** A side's own step at clock step k (past its end, its end). */
export const ownStep = (side: ClockedTrace, k: number): number => side.at[Math.min(k, side.at.length - 1)]!;

/** The clock's last step: the longer side's count of events. */
export const clockSteps = (...sides: (ClockedTrace | null)[]): number => Math.max(0, ...sides.map((s) => (s === null ? 0 : s.counted)));

/** A step map for the viewer (its own step at each clock step 0 … steps). */
export function stepMap(side: ClockedTrace, steps: number): Int32Array {
  const map = new Int32Array(steps + 1);
  for (let k = 0; k <= steps; k++) map[k] = ownStep(side, k);
  return map;
}
