/**
 * How far a search has got at each step: nodes entered, leaves evaluated and
 * cutoffs made by then (the counters a class watches grow), and how to show
 * one search's step beside another's on the same tree (compare, aligned by
 * node rather than by event count).
 */
import { ENTER, EVALUATE, EXIT, PRUNE, UPDATE, BOUND, AVERAGE } from './codes.ts';
import type { Trace } from './trace.ts';

/** Counters at a step: nodes entered, leaves evaluated, cutoffs made by then. */
export interface Counts {
  nodes: number;
  leaves: number;
  cutoffs: number;
}

/** Counters at any step 0…length (step k = after k events); at the end, the search's totals. */
export interface Progress {
  at(step: number): Counts;
}

/** Steps between two stored counts: a step's counts are the stored ones plus at most this many events read. */
const EVERY = 64;

export function progress(trace: Trace): Progress {
  const n = trace.length;
  const { type } = trace.data;
  // Counts before event j·EVERY, for every j: one pass over the types, a few kB stored for a million events.
  const stored = Math.floor(n / EVERY) + 1;
  const nodes = new Int32Array(stored);
  const leaves = new Int32Array(stored);
  const cutoffs = new Int32Array(stored);
  let cn = 0;
  let cl = 0;
  let cc = 0;
  for (let k = 0; k < n; k++) {
    if (k % EVERY === 0) {
      nodes[k / EVERY] = cn;
      leaves[k / EVERY] = cl;
      cutoffs[k / EVERY] = cc;
    }
    const t = type[k];
    if (t === ENTER) cn++;
    else if (t === EVALUATE) cl++;
    else if (t === PRUNE) cc++;
  }
  if (n % EVERY === 0) {
    nodes[n / EVERY] = cn;
    leaves[n / EVERY] = cl;
    cutoffs[n / EVERY] = cc;
  }
  return {
    at(step: number): Counts {
      const k = Math.max(0, Math.min(n, Math.trunc(step)));
      // j ≤ n / EVERY < stored, the length of the three columns.
      const j = Math.floor(k / EVERY);
      const c = { nodes: nodes[j]!, leaves: leaves[j]!, cutoffs: cutoffs[j]! };
      for (let e = j * EVERY; e < k; e++) {
        const t = type[e];
        if (t === ENTER) c.nodes++;
        else if (t === EVALUATE) c.leaves++;
        else if (t === PRUNE) c.cutoffs++;
      }
      return c;
    },
  };
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
  // Typed columns read at indices that exist by construction: k ≤ lead.length and j, m < other.length (the lengths
  // of the event columns and of the times); a node number below nodeCount, the length of the node columns; an event
  // type below `types`.
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
      for (let id2 = id; m < 0 && id2 !== '';) {
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
  const enter = (n: number): { n: number; next: number; times: { tin: number; tout: number } } => {
    const times = { tin: time++, tout: 0 };
    clock.set(trace.id(n), times);
    return { n, next: 0, times };
  };
  const stack = [enter(0)];
  for (let top = stack.at(-1); top !== undefined; top = stack.at(-1)) {
    const c = trace.children(top.n)[top.next];
    if (c !== undefined) {
      top.next++;
      stack.push(enter(c));
    } else {
      top.times.tout = time++;
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
  // k < trace.length, the event columns' length; a node an event is about, or an update's child, is below nodeCount.
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
