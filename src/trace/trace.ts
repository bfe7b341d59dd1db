/**
 * A recorded search, as steps. Step 0 is before the first event; step k
 * (1 ≤ k ≤ length) is the state after event k-1, which is "the current
 * event". The state at a step gives every node's status (unvisited, active,
 * done, pruned), its value so far, its α and β, and the certainty of its
 * final value.
 *
 * Seeking is fast in both directions: every event can be undone (the value it
 * overwrote is kept in `prev`), and full snapshots ("checkpoints") are taken
 * at regular steps, as many as fit in a memory budget. `seek(k)` starts from
 * whichever is closest: the current step, forwards or backwards, or a
 * checkpoint.
 */
import { NODE_KINDS, type Game } from '../search/game.ts';
import { CERTAINTIES, EVAL_REASONS, WINDOW_SIDES, type Certainty, type TraceEvent } from '../search/tracer.ts';
import {
  ACTIVE,
  AVERAGE,
  BOUND,
  DONE,
  ENTER,
  EVALUATE,
  EXIT,
  NO_CERTAINTY,
  PRUNE,
  PRUNED,
  NODE_STATUSES,
  UNVISITED,
  UPDATE,
  type NodeStatus,
} from './codes.ts';
import type { TraceData, TraceNode } from './data.ts';
import { NODE_STATE_BYTES, copyState, emptyState, restoreState, type StepState } from './step-state.ts';

export type { StepState } from './step-state.ts';
export type { TraceNode } from './data.ts';

/** Memory the checkpoints of one trace may take. */
const CHECKPOINT_BYTES = 32 * 1024 * 1024;
/** Fewest events between two checkpoints. */
const MIN_CHECKPOINT_SPACING = 256;
export class Trace<S = unknown, A = unknown> {
  readonly length: number;
  readonly nodeCount: number;
  /** The value each event overwrote, for undoing it. */
  private readonly prev: Float64Array;
  private readonly cursor: StepState;
  private readonly checkpoints: StepState[] = [];
  private readonly spacing: number;
  private ids: (string | undefined)[] = [];
  /** Derived per node: depth, edge probability (NaN off chance edges), α and β on entry (null without a window). */
  private readonly depth: Int32Array;
  private readonly p: Float64Array;
  private readonly alphaIn: Float64Array | null;
  private readonly betaIn: Float64Array | null;
  /** Derived per prune event: the running value and the window that made the cut. */
  private readonly prunes = new Map<number, { value: number; alpha: number; beta: number }>();
  private childLists: number[][] | null = null;
  private byId: Map<string, number> | null = null;

  constructor(
    readonly game: Game<S, A>,
    /** The recorded columns (read-only; what a worker sends to the page). */
    readonly data: TraceData<S>,
  ) {
    this.length = data.events;
    this.nodeCount = data.nodes;
    this.prev = new Float64Array(data.events);
    this.cursor = emptyState(data.nodes);
    this.depth = new Int32Array(data.nodes);
    this.p = new Float64Array(data.nodes).fill(NaN);
    let cachedParent = -1;
    let cachedActions: readonly A[] = [];
    for (let n = 0; n < data.nodes; n++) {
      const parent = data.parent[n]!;
      if (parent < 0) continue;
      this.depth[n] = this.depth[parent]! + 1;
      if (NODE_KINDS[data.kind[parent]!] !== 'chance') continue;
      const parentState = data.states[parent]!;
      if (parent !== cachedParent) {
        cachedParent = parent;
        cachedActions = game.actions(parentState);
      }
      this.p[n] = game.probability(parentState, cachedActions[data.edge[n]!]!);
    }
    this.alphaIn = data.windowed ? new Float64Array(data.nodes).fill(NaN) : null;
    this.betaIn = data.windowed ? new Float64Array(data.nodes).fill(NaN) : null;
    const perSnapshot = Math.max(1, data.nodes * NODE_STATE_BYTES);
    const room = Math.floor(CHECKPOINT_BYTES / perSnapshot);
    this.spacing = room < 1 ? Infinity : Math.max(MIN_CHECKPOINT_SPACING, Math.ceil(data.events / room));
    // One pass forward records what each event overwrites and takes the checkpoints.
    for (let k = 0; k < data.events; k++) {
      if (k > 0 && k % this.spacing === 0) this.checkpoints.push(copyState(this.cursor));
      this.prev[k] = this.overwritten(k);
      this.derive(k);
      this.apply(k);
    }
    this.seek(0);
  }

  /** Number of steps: one more than the events (step 0 is the start). */
  get steps(): number {
    return this.length + 1;
  }

  // ---- nodes -------------------------------------------------------------

  node(n: number): TraceNode {
    const d = this.data;
    const parent = d.parent[n]!;
    const node: TraceNode = {
      index: n,
      id: this.id(n),
      parent,
      kind: NODE_KINDS[d.kind[n]!]!,
      depth: this.depth[n]!,
      action: parent < 0 ? null : this.actionLabel(n),
      skipped: d.skippedBy[n]! >= 0,
    };
    if (!Number.isNaN(this.p[n]!)) node.p = this.p[n]!;
    return node;
  }

  /** The game state of node n. */
  state(n: number): S {
    return this.data.states[n]!;
  }

  /** A node's id: the game's own, or the path of action indices ("" root, "0.2"). */
  id(n: number): string {
    const known = this.ids[n];
    if (known !== undefined) return known;
    const own = this.game.id?.(this.data.states[n]!);
    let id: string;
    if (own !== undefined) id = own;
    else {
      const parent = this.data.parent[n]!;
      if (parent < 0) id = '';
      else {
        const up = this.id(parent);
        id = up === '' ? String(this.data.edge[n]) : `${up}.${this.data.edge[n]}`;
      }
    }
    this.ids[n] = id;
    return id;
  }

  /** The node number of an id, or -1. */
  indexOf(id: string): number {
    if (this.byId === null) {
      this.byId = new Map();
      for (let n = 0; n < this.nodeCount; n++) this.byId.set(this.id(n), n);
    }
    return this.byId.get(id) ?? -1;
  }

  /** A node's children in the order the search met them (entered ones, then the skipped ones). */
  children(n: number): readonly number[] {
    if (this.childLists === null) {
      const lists: number[][] = Array.from({ length: this.nodeCount }, () => []);
      for (let m = 1; m < this.nodeCount; m++) {
        const parent = this.data.parent[m]!;
        if (parent >= 0) lists[parent]!.push(m);
      }
      this.childLists = lists;
    }
    return this.childLists[n] ?? [];
  }

  private actionLabel(n: number): string {
    const d = this.data;
    const parentState = d.states[d.parent[n]!]!;
    const label = this.game.actionLabel;
    if (label === undefined) return String(d.edge[n]);
    const action = this.game.actions(parentState)[d.edge[n]!]!;
    return label.call(this.game, parentState, action);
  }

  // ---- events ------------------------------------------------------------

  /** Event k, decoded. */
  event(k: number): TraceEvent {
    const d = this.data;
    const n = d.node[k]!;
    const node = this.id(n);
    const a = d.a[k]!;
    const c = d.c[k]!;
    switch (d.type[k]) {
      case ENTER: {
        const info = this.node(n);
        const e: TraceEvent = {
          type: 'enter',
          node,
          parent: info.parent < 0 ? null : this.id(info.parent),
          kind: info.kind,
          depth: info.depth,
          action: info.action,
        };
        if (info.p !== undefined) e.p = info.p;
        if (this.alphaIn !== null) {
          e.alpha = this.alphaIn[n]!;
          e.beta = this.betaIn![n]!;
        }
        return e;
      }
      case EVALUATE:
        return { type: 'evaluate', node, value: a, reason: EVAL_REASONS[c]! };
      case UPDATE:
        return { type: 'update', node, value: a, child: this.id(c) };
      case BOUND:
        return { type: 'bound', node, side: WINDOW_SIDES[c]!, value: a };
      case PRUNE:
        return { type: 'prune', node, ...this.prunes.get(k)!, skipped: this.skippedAt(k).map((m) => this.id(m)) };
      case AVERAGE:
        return {
          type: 'average',
          node,
          value: a,
          terms: this.children(n)
            .filter((m) => d.skippedBy[m]! < 0)
            .map((m) => ({ child: this.id(m), p: this.p[m]!, value: this.finalValue(m) })),
        };
      case EXIT:
        return { type: 'exit', node, value: a, certainty: CERTAINTIES[c]! };
      default:
        throw new Error(`trace: unknown event code ${d.type[k]} at ${k}`);
    }
  }

  *events(): Generator<TraceEvent> {
    for (let k = 0; k < this.length; k++) yield this.event(k);
  }

  /** Node numbers of the children skipped by prune event k. */
  skippedAt(k: number): number[] {
    const d = this.data;
    const out: number[] = [];
    for (let m = d.c[k]!; m < d.nodes && d.skippedBy[m] === k; m++) out.push(m);
    return out;
  }

  /** The node an event is about. */
  eventNode(k: number): number {
    return this.data.node[k]!;
  }

  /** The value a node exited with, or NaN if it never did. */
  finalValue(n: number): number {
    const exit = this.exitOf(n);
    return exit < 0 ? NaN : this.data.a[exit]!;
  }

  /** The certainty a node exited with. */
  finalCertainty(n: number): Certainty | undefined {
    const exit = this.exitOf(n);
    return exit < 0 ? undefined : CERTAINTIES[this.data.c[exit]!];
  }

  private exits: Int32Array | null = null;

  private exitOf(n: number): number {
    if (this.exits === null) {
      this.exits = new Int32Array(this.nodeCount).fill(-1);
      for (let k = 0; k < this.length; k++) if (this.data.type[k] === EXIT) this.exits[this.data.node[k]!] = k;
    }
    return this.exits[n]!;
  }

  /** A node's running value just before event k (what a prune compares with its window). */
  valueBefore(k: number, n: number): number {
    for (let j = k - 1; j >= 0; j--) {
      const t = this.data.type[j];
      if (this.data.node[j] === n && (t === UPDATE || t === EVALUATE)) return this.data.a[j]!;
    }
    return NaN;
  }

  // ---- state at a step ---------------------------------------------------

  /**
   * Moves the internal cursor to step k and returns it. The returned arrays
   * are the cursor's own: read them before the next seek, or use `stateAt`.
   */
  seek(step: number): Readonly<StepState> {
    const k = Math.max(0, Math.min(this.length, Math.trunc(step)));
    const here = this.cursor.step;
    let cost = Math.abs(k - here);
    let from = -1;
    // A checkpoint at step s is worth it if restoring it and walking from it is cheaper.
    const restoreCost = this.nodeCount / 16;
    const below = Math.floor(k / this.spacing) - 1;
    for (const j of [below, below + 1]) {
      const cp = this.checkpoints[j];
      if (cp === undefined) continue;
      const c = restoreCost + Math.abs(k - cp.step);
      if (c < cost) {
        cost = c;
        from = j;
      }
    }
    if (from >= 0) restoreState(this.cursor, this.checkpoints[from]!);
    while (this.cursor.step < k) this.apply(this.cursor.step);
    while (this.cursor.step > k) this.undo(this.cursor.step - 1);
    return this.cursor;
  }

  /** A copy of every node's state at step k. */
  stateAt(step: number): StepState {
    return copyState(this.seek(step));
  }

  /** Status of node n at the cursor's step. */
  status(n: number): NodeStatus {
    return NODE_STATUSES[this.cursor.status[n]!]!;
  }

  private overwritten(k: number): number {
    const n = this.data.node[k]!;
    switch (this.data.type[k]) {
      case BOUND:
        return this.data.c[k] === 0 ? this.cursor.alpha[n]! : this.cursor.beta[n]!;
      case EVALUATE:
      case UPDATE:
      case AVERAGE:
      case EXIT:
        return this.cursor.value[n]!;
      default:
        return NaN;
    }
  }

  /** What the forward pass derives rather than reads: windows on entry, and each prune's window. */
  private derive(k: number): void {
    const d = this.data;
    const n = d.node[k]!;
    const s = this.cursor;
    if (d.type[k] === ENTER && this.alphaIn !== null) {
      const parent = d.parent[n]!;
      this.alphaIn[n] = parent < 0 ? -Infinity : s.alpha[parent]!;
      this.betaIn![n] = parent < 0 ? Infinity : s.beta[parent]!;
    } else if (d.type[k] === PRUNE) {
      this.prunes.set(k, { value: s.value[n]!, alpha: s.alpha[n]!, beta: s.beta[n]! });
    }
  }

  private apply(k: number): void {
    const d = this.data;
    const s = this.cursor;
    const n = d.node[k]!;
    switch (d.type[k]) {
      case ENTER:
        s.status[n] = ACTIVE;
        if (this.alphaIn !== null) {
          s.alpha[n] = this.alphaIn[n]!;
          s.beta[n] = this.betaIn![n]!;
        }
        break;
      case EVALUATE:
      case UPDATE:
      case AVERAGE:
        s.value[n] = d.a[k]!;
        break;
      case BOUND:
        if (d.c[k] === 0) s.alpha[n] = d.a[k]!;
        else s.beta[n] = d.a[k]!;
        break;
      case PRUNE:
        for (let m = d.c[k]!; m < d.nodes && d.skippedBy[m] === k; m++) s.status[m] = PRUNED;
        break;
      case EXIT:
        s.status[n] = DONE;
        s.value[n] = d.a[k]!;
        s.certainty[n] = d.c[k]!;
        break;
    }
    s.step = k + 1;
    s.current = k;
  }

  private undo(k: number): void {
    const d = this.data;
    const s = this.cursor;
    const n = d.node[k]!;
    switch (d.type[k]) {
      case ENTER:
        s.status[n] = UNVISITED;
        s.alpha[n] = NaN;
        s.beta[n] = NaN;
        s.value[n] = NaN;
        break;
      case EVALUATE:
      case UPDATE:
      case AVERAGE:
        s.value[n] = this.prev[k]!;
        break;
      case BOUND:
        if (d.c[k] === 0) s.alpha[n] = this.prev[k]!;
        else s.beta[n] = this.prev[k]!;
        break;
      case PRUNE:
        for (let m = d.c[k]!; m < d.nodes && d.skippedBy[m] === k; m++) s.status[m] = UNVISITED;
        break;
      case EXIT:
        s.status[n] = ACTIVE;
        s.value[n] = this.prev[k]!;
        s.certainty[n] = NO_CERTAINTY;
        break;
    }
    s.step = k;
    s.current = k - 1;
  }

  /** Bytes held by the recorded rows, what the trace derives (undo column, per-node depth, p, window) and the checkpoints. */
  get bytes(): number {
    const d = this.data;
    const rows = d.events * (1 + 4 + 8 + 4 + 8) + d.nodes * (4 + 1 + 4 + 4 + 8 + 4 + 8 + (d.windowed ? 16 : 0));
    return rows + (this.checkpoints.length + 1) * this.nodeCount * NODE_STATE_BYTES;
  }
}
