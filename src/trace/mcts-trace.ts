/**
 * A recorded Monte Carlo tree search (src/search/mcts.ts): its events, its
 * tree, and the tree's state at any step.
 *
 * - `MctsRecorder` is the MctsTracer that records; `finish()` gives plain
 *   data (`MctsTraceData`, structured-clonable: it crosses from the worker).
 * - `MctsTrace` reads the data: nodes, events decoded for narration and the
 *   CLI, where each iteration starts.
 * - `MctsCursor` is the state at step k (N and W of every node, which nodes
 *   are in the tree, the current iteration's path and playout), moved
 *   forward or back one event at a time: back-propagation stores N and W
 *   before and after, so stepping back restores them exactly.
 *
 * Columns by event type (`a`: a number, `from`/`count`: a slice of the side arrays):
 *   expand        node = the new node (its row in the node columns)
 *   iterate       a = the iteration's number
 *   select        from/count: the children, their N, W and UCB1 (kids, n, w, u); a = the index chosen
 *   playout       a = the result for MAX; from/count: the moves' labels (labels)
 *   backpropagate a = the result for MAX; from/count: the path root first (kids), N and W after (n, w), W before (before)
 *   choose        node = the child chosen; a = its visits
 */
import type { NodeKind } from '../search/game.ts';
import type { MctsTracer, MctsEvent } from '../search/tracer.ts';
import { glibcLogs } from '../search/ucb.ts';

export const MCTS_EVENTS = ['expand', 'iterate', 'select', 'playout', 'backpropagate', 'choose'] as const;
export type MctsEventType = (typeof MCTS_EVENTS)[number];
export const [EXPAND, ITERATE, SELECT, PLAYOUT, BACKPROPAGATE, CHOOSE] = [0, 1, 2, 3, 4, 5] as const;

/**
 * Row i of a column of a recorded trace: an event's (i < length), a node's
 * (i < nodes) or a side array's inside a slice an event counted. Reading one
 * that was never written is a caller's bug, and throws.
 */
export function rowAt<T>(column: readonly T[], i: number): T {
  const value = column[i];
  if (value === undefined) throw new Error(`MCTS trace: no row ${i} in a column of ${column.length}`);
  return value;
}

export interface MctsTraceData<S> {
  /** The exploration constant the search used (UCB1 can be recomputed from N and W with it). */
  c: number;
  // One row an event.
  type: number[];
  node: number[];
  a: number[];
  from: number[];
  count: number[];
  // Side arrays, sliced by from/count.
  kids: number[];
  n: number[];
  w: number[];
  u: number[];
  before: number[];
  labels: string[];
  // One row a node, in the order they joined the tree.
  parent: number[];
  edge: number[];
  kind: NodeKind[];
  depth: number[];
  label: string[];
  states: S[];
  /** The event that added each node. */
  addedAt: number[];
}

export class MctsRecorder<S> implements MctsTracer<S> {
  private readonly d: MctsTraceData<S>;
  /** Each node's W after its last back-propagation (its W before the next). */
  private readonly lastW: number[] = [];

  constructor(c: number) {
    this.d = {
      c,
      type: [],
      node: [],
      a: [],
      from: [],
      count: [],
      kids: [],
      n: [],
      w: [],
      u: [],
      before: [],
      labels: [],
      parent: [],
      edge: [],
      kind: [],
      depth: [],
      label: [],
      states: [],
      addedAt: [],
    };
  }

  private row(type: number, node: number, a: number, from: number, count: number): void {
    const d = this.d;
    d.type.push(type);
    d.node.push(node);
    d.a.push(a);
    d.from.push(from);
    d.count.push(count);
  }

  expand(node: number, parent: number, state: S, kind: NodeKind, depth: number, edge: number, label: string): void {
    const d = this.d;
    d.parent.push(parent);
    d.edge.push(edge);
    d.kind.push(kind);
    d.depth.push(depth);
    d.label.push(label);
    d.states.push(state);
    d.addedAt.push(d.type.length);
    this.row(EXPAND, node, NaN, 0, 0);
  }

  iteration(i: number): void {
    this.row(ITERATE, 0, i, 0, 0);
  }

  select(node: number, children: readonly number[], n: readonly number[], w: readonly number[], ucb: readonly number[], chosen: number): void {
    const d = this.d;
    const from = d.kids.length;
    // i < children.length, and the searcher fills n, w and ucb beside the children, as long.
    for (let i = 0; i < children.length; i++) {
      d.kids.push(children[i]!);
      d.n.push(n[i]!);
      d.w.push(w[i]!);
      d.u.push(ucb[i]!);
      d.before.push(NaN);
    }
    this.row(SELECT, node, chosen, from, children.length);
  }

  playout(node: number, moves: readonly string[], result: number): void {
    const from = this.d.labels.length;
    this.d.labels.push(...moves);
    this.row(PLAYOUT, node, result, from, moves.length);
  }

  backpropagate(path: readonly number[], n: readonly number[], w: readonly number[]): void {
    const d = this.d;
    const from = d.kids.length;
    const last = d.type.length - 1;
    const result = d.type[last] === PLAYOUT ? (d.a[last] ?? NaN) : NaN;
    let end = 0;
    // i < path.length, and the searcher fills n and w beside the path, as long.
    for (let i = 0; i < path.length; i++) {
      const k = path[i]!;
      const wk = w[i]!;
      d.kids.push(k);
      d.n.push(n[i]!);
      d.w.push(wk);
      d.u.push(NaN);
      d.before.push(this.lastW[k] ?? 0);
      this.lastW[k] = wk;
      end = k;
    }
    this.row(BACKPROPAGATE, end, result, from, path.length);
  }

  choose(child: number, visits: number): void {
    this.row(CHOOSE, child, visits, 0, 0);
  }

  finish(): MctsTraceData<S> {
    return this.d;
  }
}

export class MctsTrace<S> {
  readonly length: number;
  readonly nodes: number;
  /** The event index where each iteration starts (index 0: iteration 1). */
  readonly starts: number[] = [];
  private readonly ids: string[] = [];

  constructor(readonly data: MctsTraceData<S>) {
    this.length = data.type.length;
    this.nodes = data.parent.length;
    data.type.forEach((t, k) => {
      if (t === ITERATE) this.starts.push(k);
    });
    // A parent joins the tree before its children, so its id is there (the root's parent, -1, has none).
    for (const [i, p] of data.parent.entries()) {
      const up = this.ids[p];
      this.ids.push(up === undefined ? '' : up === '' ? String(data.edge[i]) : `${up}.${data.edge[i]}`);
    }
  }

  get iterations(): number {
    return this.starts.length;
  }

  /** A node's id: the path of action indices from the root ("" the root, "0.2"); "" too where the trace holds no node (a finished game's search records none). */
  id(node: number): string {
    return this.ids[node] ?? '';
  }

  type(k: number): MctsEventType {
    return rowAt(MCTS_EVENTS, rowAt(this.data.type, k));
  }

  /** The iteration step k belongs to (0 before the first). */
  iterationAt(k: number): number {
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (rowAt(this.starts, mid) <= k) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Event k, decoded (nodes by id). */
  event(k: number): MctsEvent {
    const d = this.data;
    const node = rowAt(d.node, k);
    const from = rowAt(d.from, k);
    const count = rowAt(d.count, k);
    const a = rowAt(d.a, k);
    const id = this.id(node);
    switch (rowAt(d.type, k)) {
      case EXPAND: {
        const p = rowAt(d.parent, node);
        return {
          type: 'expand',
          node: id,
          parent: p < 0 ? null : this.id(p),
          kind: rowAt(d.kind, node),
          depth: rowAt(d.depth, node),
          action: p < 0 ? null : rowAt(d.label, node),
        };
      }
      case ITERATE:
        return { type: 'iterate', node: id, iteration: a };
      case SELECT: {
        const children = [];
        for (let i = from; i < from + count; i++) children.push({ child: this.id(rowAt(d.kids, i)), n: rowAt(d.n, i), w: rowAt(d.w, i), ucb: rowAt(d.u, i) });
        return { type: 'select', node: id, child: this.id(rowAt(d.kids, from + a)), children };
      }
      case PLAYOUT:
        return { type: 'playout', node: id, moves: d.labels.slice(from, from + count), result: a };
      case BACKPROPAGATE: {
        const path = [];
        for (let i = from; i < from + count; i++) path.push({ node: this.id(rowAt(d.kids, i)), n: rowAt(d.n, i), w: rowAt(d.w, i) });
        return { type: 'backpropagate', node: id, path, result: a };
      }
      default:
        return { type: 'choose', node: this.id(0), child: id, visits: a };
    }
  }
}

/** The tree at a step: which nodes have joined, every node's N and W, and where the current iteration is. */
export class MctsCursor<S> {
  /** Events applied (0 … trace.length). */
  step = 0;
  /** Nodes in the tree at this step (they join in number order). */
  added = 0;
  readonly n: Float64Array;
  readonly w: Float64Array;
  /** The current iteration's path so far (root first). */
  path: number[] = [];

  constructor(readonly trace: MctsTrace<S>) {
    this.n = new Float64Array(trace.nodes);
    this.w = new Float64Array(trace.nodes);
  }

  /** The last event applied, or -1 at the start. */
  get current(): number {
    return this.step - 1;
  }

  seek(k: number): void {
    const target = Math.max(0, Math.min(this.trace.length, k));
    while (this.step < target) this.forward();
    while (this.step > target) this.back();
  }

  forward(): void {
    const d = this.trace.data;
    const k = this.step;
    const t = rowAt(d.type, k);
    if (t === EXPAND) this.added++;
    else if (t === BACKPROPAGATE) {
      const from = rowAt(d.from, k);
      for (let i = from; i < from + rowAt(d.count, k); i++) {
        const node = rowAt(d.kids, i);
        this.n[node] = rowAt(d.n, i);
        this.w[node] = rowAt(d.w, i);
      }
    }
    this.step++;
    this.path = this.pathAt(this.step - 1);
  }

  back(): void {
    const d = this.trace.data;
    const k = this.step - 1;
    const t = rowAt(d.type, k);
    if (t === EXPAND) this.added--;
    else if (t === BACKPROPAGATE) {
      const from = rowAt(d.from, k);
      for (let i = from; i < from + rowAt(d.count, k); i++) {
        const node = rowAt(d.kids, i);
        this.n[node] = rowAt(d.n, i) - 1;
        this.w[node] = rowAt(d.before, i);
      }
    }
    this.step--;
    this.path = this.pathAt(this.step - 1);
  }

  /** The path of the iteration that event k is in, as far as event k: the root, then each node selected or expanded. */
  private pathAt(k: number): number[] {
    const tr = this.trace;
    if (k < 0) return [];
    const d = tr.data;
    const it = tr.iterationAt(k);
    if (it === 0) return [0];
    const path = [0];
    for (let j = rowAt(tr.starts, it - 1) + 1; j <= k; j++) {
      const t = rowAt(d.type, j);
      if (t === SELECT) path.push(rowAt(d.kids, rowAt(d.from, j) + rowAt(d.a, j)));
      else if (t === EXPAND) path.push(rowAt(d.node, j));
    }
    return path;
  }

  /** UCB1 of a node at this step, from its N and W and its parent's N (NaN for the root or an unvisited node). */
  ucb(node: number): number {
    const p = rowAt(this.trace.data.parent, node);
    // The cursor's arrays hold a row a node (node and p < trace.nodes), and glibcLogs(m) a log for 0…m at least.
    const n = this.n[node]!;
    if (p < 0 || n === 0) return NaN;
    const parentN = this.n[p]!;
    return this.w[node]! / n + this.trace.data.c * Math.sqrt(glibcLogs(parentN)[parentN]! / n);
  }
}
