/**
 * How far a search has got at each step: nodes entered, leaves evaluated and
 * cutoffs made by then (the counters a class watches grow), and how to show
 * one search's step beside another's on the same tree (compare, aligned by
 * node rather than by event count).
 */
import { ENTER, EVALUATE, EXIT, PRUNE, UPDATE, BOUND, AVERAGE } from './codes.ts';
import type { Trace } from './trace.ts';

/** Counters at each step 0…length (step k = after k events); the last ones are the search's totals. */
export interface Progress {
  nodes: Int32Array;
  leaves: Int32Array;
  cutoffs: Int32Array;
}

export function progress(trace: Trace): Progress {
  const n = trace.length;
  const { type } = trace.data;
  const nodes = new Int32Array(n + 1);
  const leaves = new Int32Array(n + 1);
  const cutoffs = new Int32Array(n + 1);
  for (let k = 0; k < n; k++) {
    const t = type[k];
    nodes[k + 1] = nodes[k]! + (t === ENTER ? 1 : 0);
    leaves[k + 1] = leaves[k]! + (t === EVALUATE ? 1 : 0);
    cutoffs[k + 1] = cutoffs[k]! + (t === PRUNE ? 1 : 0);
  }
  return { nodes, leaves, cutoffs };
}

/**
 * For each step of `lead` (0…lead.length), the step of `other` to show beside
 * it, both searches being over the same tree (nodes matched by id). Where the
 * lead's node takes in a child's value and the other search does nothing at
 * that node then (a bound changes no running value), the other shows that
 * child returning to it.
 *
 * Searches that visit children in the same order (minimax beside alpha-beta)
 * are put on one clock: every event gets a time from one depth-first walk of
 * the lead's tree — a node's entry and exit, and between them its children's
 * — and `other` is shown after all its events up to the lead's. So where the
 * other search visits the lead's current node, that node is current on both
 * sides; where it pruned it, its cut is already shown.
 *
 * In different orders (alpha-beta under two orderings) no such clock exists;
 * then `other` shows its own event on the lead's node (the same kind of event
 * if it has one, else its entry), or for a node it never entered the cut that
 * skipped it, and otherwise stays where it was.
 */
export function alignSteps(lead: Trace, other: Trace, sameOrder: boolean): Int32Array {
  const out = new Int32Array(lead.length + 1);
  if (sameOrder) {
    const clock = eulerClock(lead);
    const leadTimes = eventTimes(lead, clock);
    const otherTimes = eventTimes(other, clock);
    let j = 0;
    for (let k = 1; k <= lead.length; k++) {
      const now = leadTimes[k - 1]!;
      while (j < other.length && otherTimes[j]! <= now) j++;
      // The lead's node acts after a child (update, bound, prune) where the other acts there only later in
      // the same gap: show that, so the node is current on both sides.
      const id = lead.id(lead.eventNode(k - 1));
      for (let m = j; m < other.length && Math.floor(otherTimes[m]!) === Math.floor(now) && (j === 0 || other.id(other.eventNode(j - 1)) !== id); m++) {
        if (other.id(other.eventNode(m)) === id) j = m + 1;
      }
      out[k] = j;
    }
    return out;
  }
  // Per node of `other`: the step of its first event of each type, and of the prune that skipped it.
  const types = 8;
  const first = new Int32Array(other.nodeCount * types).fill(-1);
  for (let j = other.length - 1; j >= 0; j--) first[other.data.node[j]! * types + other.data.type[j]!] = j + 1;
  for (let k = 1; k <= lead.length; k++) {
    const id = lead.id(lead.eventNode(k - 1));
    let m = other.indexOf(id);
    let step = -1;
    if (m >= 0 && other.data.skippedBy[m]! < 0) {
      step = first[m * types + lead.data.type[k - 1]!]!;
      if (step < 0) step = first[m * types + ENTER]!;
    } else {
      // Never entered: the cut on it, or on the nearest ancestor `other` knows.
      for (let id2 = id; m < 0 && id2 !== ''; ) {
        id2 = parentId(lead, id2);
        m = other.indexOf(id2);
      }
      if (m >= 0 && other.data.skippedBy[m]! >= 0) step = other.data.skippedBy[m]! + 1;
    }
    out[k] = step >= 0 ? step : out[k - 1]!;
  }
  return out;
}

function parentId(trace: Trace, id: string): string {
  const n = trace.indexOf(id);
  const parent = n < 0 ? -1 : trace.node(n).parent;
  return parent < 0 ? '' : trace.id(parent);
}

/** Entry and exit times of every node id in one depth-first walk of `trace`'s tree, children in the order met. */
function eulerClock(trace: Trace): Map<string, { tin: number; tout: number }> {
  const clock = new Map<string, { tin: number; tout: number }>();
  let time = 0;
  const stack: { n: number; next: number }[] = [{ n: 0, next: 0 }];
  clock.set(trace.id(0), { tin: time++, tout: 0 });
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const kids = trace.children(top.n);
    if (top.next < kids.length) {
      const c = kids[top.next++]!;
      clock.set(trace.id(c), { tin: time++, tout: 0 });
      stack.push({ n: c, next: 0 });
    } else {
      clock.get(trace.id(top.n))!.tout = time++;
      stack.pop();
    }
  }
  return clock;
}

/**
 * Each event's time on the clock: an entry (and a leaf's evaluation) at the
 * node's entry; what a node does after a child (update, bound, prune) just
 * after that child's exit, in that order; a chance node's average and any exit
 * at the node's exit. Nodes the clock lacks sit at their parent's exit.
 */
function eventTimes(trace: Trace, clock: Map<string, { tin: number; tout: number }>): Float64Array {
  const times = new Float64Array(trace.length);
  const at = (n: number): { tin: number; tout: number } => {
    for (let m = n; m >= 0; m = trace.node(m).parent) {
      const c = clock.get(trace.id(m));
      if (c !== undefined) return m === n ? c : { tin: c.tout - 0.5, tout: c.tout - 0.5 };
    }
    return { tin: 0, tout: 0 };
  };
  // The last child exited before each event, per node: what "after a child" refers to.
  const lastChild = new Int32Array(trace.nodeCount).fill(-1);
  const { type, node, c } = trace.data;
  for (let k = 0; k < trace.length; k++) {
    const n = node[k]!;
    const t = type[k];
    const me = at(n);
    if (t === ENTER) times[k] = me.tin;
    else if (t === EVALUATE) times[k] = me.tin + 0.1;
    else if (t === EXIT) {
      times[k] = me.tout;
      const parent = trace.node(n).parent;
      if (parent >= 0) lastChild[parent] = n;
    } else if (t === AVERAGE) times[k] = me.tout - 0.4;
    else {
      const child = t === UPDATE ? c[k]! : lastChild[n]!;
      const base = child >= 0 ? at(child).tout : me.tin;
      times[k] = base + (t === UPDATE ? 0.1 : t === BOUND ? 0.2 : 0.3);
    }
  }
  return times;
}
