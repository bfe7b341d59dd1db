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
import { CERTAINTIES, EVAL_REASONS, WINDOW_SIDES, type Certainty, type SearchEvent } from '../search/tracer.ts';
import { AVERAGE, BOUND, CUT_FLAG, ENTER, EVALUATE, EXIT, HIT, ITERATION, NODE_STATUSES, PROBE, PRUNE, STORE, UPDATE, type NodeStatus } from './codes.ts';
import type { TraceData, TraceNode } from './data.ts';
import { NODE_STATE_BYTES, copyState, emptyState, resetState, restoreState, type StepState } from './step-state.ts';
import { deriveTrace, type TraceDerived, type TraceNames } from './derive.ts';
import { applyEvent, undoEvent } from './replay.ts';

export type { StepState } from './step-state.ts';
export type { TraceNode } from './data.ts';
export { derivedBuffers, type TraceDerived, type TraceNames } from './derive.ts';

/**
 * The typed columns are read at indices that exist by construction: a node
 * number below `nodeCount` (the length of every node column, derived one and
 * state array), an event below `length` (the event columns', `prev`'s), a
 * prune's position below the prunes' count; callers pass nodes and events of
 * this trace. A code stored in them is an index in its `as const` list (the
 * recorder wrote it from the name, codes.ts), so decoding it finds a name.
 * Decoding runs per event (each step shown, the CLI's --trace), so these
 * stay assertions rather than checks.
 */
export class Trace<S = unknown, A = unknown> {
  readonly length: number;
  readonly nodeCount: number;
  /** The value each event overwrote, for undoing it. */
  private readonly prev: Float64Array;
  private readonly cursor: StepState;
  private readonly checkpoints: StepState[];
  private readonly spacing: number;
  private ids: (string | undefined)[] = [];
  /** Derived per node: depth, edge probability (NaN off chance edges), α and β on entry (null without a window). */
  private readonly depth: Int32Array;
  private readonly p: Float64Array;
  private readonly alphaIn: Float64Array | null;
  private readonly betaIn: Float64Array | null;
  /** Derived per prune event (in event order): the running value and the window that made the cut. */
  private pruneAt: Int32Array;
  private pruneValue: Float64Array;
  private pruneAlpha: Float64Array;
  private pruneBeta: Float64Array;
  /** Children of node n: childList[childStart[n] … childStart[n + 1]). */
  private childStart: Int32Array | null = null;
  private childList: Int32Array | null = null;
  private byId: Map<string, number> | null = null;
  /** The game whose states the trace holds, or null for a trace named by `names`. */
  readonly game: Game<S, A> | null;
  private readonly names: TraceNames | null;

  /**
   * A trace over a game's recorded states (`source` a Game), derived in one
   * pass over the events; or the page's copy of one (`source` its names,
   * `derived` what the pass derived where it was recorded).
   */
  constructor(
    source: Game<S, A> | TraceNames,
    /** The recorded columns (read-only; what a worker sends to the page). */
    readonly data: TraceData<S>,
    derived?: TraceDerived,
  ) {
    if ('find' in source) {
      this.game = null;
      this.names = source;
    } else {
      this.game = source;
      this.names = null;
    }
    this.length = data.events;
    this.nodeCount = data.nodes;
    this.cursor = emptyState(data.nodes);
    const d = derived ?? (this.game === null ? null : deriveTrace(this.game, data));
    if (d === null) throw new Error('trace: a named trace needs its derived data');
    ({ prev: this.prev, depth: this.depth, p: this.p, alphaIn: this.alphaIn, betaIn: this.betaIn, spacing: this.spacing, checkpoints: this.checkpoints } = d);
    ({ pruneAt: this.pruneAt, pruneValue: this.pruneValue, pruneAlpha: this.pruneAlpha, pruneBeta: this.pruneBeta } = d);
  }

  /** What the constructor derived, to hand over with the columns (`new Trace(names, data, derived)` on the other side). */
  derived(): TraceDerived {
    const { prev, depth, p, alphaIn, betaIn, pruneAt, pruneValue, pruneAlpha, pruneBeta, spacing, checkpoints } = this;
    return { prev, depth, p, alphaIn, betaIn, pruneAt, pruneValue, pruneAlpha, pruneBeta, spacing, checkpoints };
  }

  /** Number of steps: one more than the events (step 0 is the start). */
  get steps(): number {
    return this.length + 1;
  }

  // ---- nodes -------------------------------------------------------------

  node(n: number): TraceNode {
    const d = this.data;
    const node: TraceNode = {
      index: n,
      id: this.id(n),
      parent: d.parent[n]!,
      kind: NODE_KINDS[d.kind[n]!]!,
      depth: this.depth[n]!,
      action: this.action(n),
      skipped: d.skippedBy[n]! >= 0,
    };
    const p = this.p[n]!;
    if (!Number.isNaN(p)) node.p = p;
    return node;
  }

  /** The probability of the edge into node n from a chance parent; NaN elsewhere. */
  probability(n: number): number {
    return this.p[n]!;
  }

  /** The game state of node n. */
  state(n: number): S {
    return this.data.states[n]!;
  }

  /** A node's id: its name, the game's own, or the path of action indices ("" root, "0.2"). */
  id(n: number): string {
    if (this.names !== null) return this.names.id(n);
    const known = this.ids[n];
    if (known !== undefined) return known;
    // A trace without names has a game (the constructor sets one of them).
    const own = this.game?.id?.(this.data.states[n]!);
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
    if (this.names !== null) return this.names.find(id);
    if (this.byId === null) {
      this.byId = new Map();
      for (let n = 0; n < this.nodeCount; n++) this.byId.set(this.id(n), n);
    }
    return this.byId.get(id) ?? -1;
  }

  /** A node's children in the order the search met them (entered ones, then the skipped ones). */
  children(n: number): Int32Array {
    if (this.childStart === null || this.childList === null) {
      // Nodes are numbered after their parent, and siblings in the order the search met them.
      const { parent } = this.data;
      const start = new Int32Array(this.nodeCount + 1);
      for (let m = 1; m < this.nodeCount; m++) start[parent[m]! + 1]!++;
      for (let i = 0; i < this.nodeCount; i++) start[i + 1]! += start[i]!;
      const list = new Int32Array(Math.max(0, this.nodeCount - 1));
      const at = start.slice(0, this.nodeCount);
      for (let m = 1; m < this.nodeCount; m++) list[at[parent[m]!]!++] = m;
      this.childStart = start;
      this.childList = list;
    }
    return n < 0 || n >= this.nodeCount ? new Int32Array(0) : this.childList.subarray(this.childStart[n]!, this.childStart[n + 1]!);
  }

  /** The name of the action leading to node n (null for the root). */
  action(n: number): string | null {
    const d = this.data;
    const parent = d.parent[n]!;
    if (parent < 0) return null;
    if (this.names !== null) return this.names.action(n);
    const game = this.game;
    const label = game?.actionLabel;
    if (game === null || label === undefined) return String(d.edge[n]);
    // The recorder kept the parent's state, and the edge is an index in its actions.
    const parentState = d.states[parent]!;
    const action = game.actions(parentState)[d.edge[n]!]!;
    return label.call(game, parentState, action);
  }

  // ---- events ------------------------------------------------------------

  /** Event k, decoded. */
  event(k: number): SearchEvent {
    const d = this.data;
    const n = d.node[k]!;
    const node = this.id(n);
    const a = d.a[k]!;
    const c = d.c[k]!;
    switch (d.type[k]) {
      case ENTER: {
        const info = this.node(n);
        const e: SearchEvent = {
          type: 'enter',
          node,
          parent: info.parent < 0 ? null : this.id(info.parent),
          kind: info.kind,
          depth: info.depth,
          action: info.action,
        };
        if (info.p !== undefined) e.p = info.p;
        if (this.alphaIn !== null && this.betaIn !== null) {
          e.alpha = this.alphaIn[n]!;
          e.beta = this.betaIn[n]!;
        }
        return e;
      }
      case EVALUATE:
        return { type: 'evaluate', node, value: a, reason: EVAL_REASONS[c]! };
      case UPDATE:
        return { type: 'update', node, value: a, child: this.id(c) };
      case BOUND:
        return { type: 'bound', node, side: WINDOW_SIDES[c]!, value: a };
      case PRUNE: {
        const j = this.pruneIndex(k);
        const skipped = this.skippedAt(k).map((m) => this.id(m));
        return { type: 'prune', node, value: this.pruneValue[j]!, alpha: this.pruneAlpha[j]!, beta: this.pruneBeta[j]!, skipped };
      }
      case AVERAGE:
        return {
          type: 'average',
          node,
          value: a,
          terms: [...this.children(n)].filter((m) => d.skippedBy[m]! < 0).map((m) => ({ child: this.id(m), p: this.p[m]!, value: this.finalValue(m) })),
        };
      case EXIT:
        return { type: 'exit', node, value: a, certainty: CERTAINTIES[c]! };
      case HIT:
        return { type: 'hit', node, value: a, certainty: CERTAINTIES[c & 3]!, cut: (c & CUT_FLAG) !== 0 };
      case STORE:
        return { type: 'store', node, value: a, certainty: CERTAINTIES[c]! };
      case ITERATION:
        return (c & 1) === 0 ? { type: 'iteration', node, depth: c >> 1, phase: 'start' } : { type: 'iteration', node, depth: c >> 1, phase: 'end', value: a };
      case PROBE: {
        const guess = c >> 1;
        const window = { type: 'probe', node, alpha: guess, beta: guess + 1 } as const;
        return (c & 1) === 0 ? { ...window, phase: 'start' } : { ...window, phase: 'end', value: a, above: a > guess };
      }
      default:
        throw new Error(`trace: unknown event code ${d.type[k]} at ${k}`);
    }
  }

  /** Position of prune event k among the prunes (binary search). */
  private pruneIndex(k: number): number {
    let lo = 0;
    let hi = this.pruneAt.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.pruneAt[mid]! < k) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  *events(): Generator<SearchEvent> {
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
  private cuts: Set<number> | null = null;
  private withTechniques: boolean | null = null;

  /** Whether the search used a transposition table, iterative deepening or null windows (the trace has their events). */
  get enhanced(): boolean {
    if (this.withTechniques === null) {
      this.withTechniques = false;
      for (let k = 0; k < this.length && !this.withTechniques; k++) {
        const t = this.data.type[k];
        this.withTechniques = t === HIT || t === STORE || t === ITERATION || t === PROBE;
      }
    }
    return this.withTechniques;
  }

  /** The nodes a transposition-table hit decided (not expanded: the table's value or bound was enough). */
  tableCuts(): ReadonlySet<number> {
    if (this.cuts === null) {
      this.cuts = new Set();
      for (let k = 0; k < this.length; k++) if (this.data.type[k] === HIT && (this.data.c[k]! & CUT_FLAG) !== 0) this.cuts.add(this.data.node[k]!);
    }
    return this.cuts;
  }

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
    let from: StepState | null = null;
    // A checkpoint (or the empty start) is worth it if restoring it and walking from it is cheaper.
    const restoreCost = this.nodeCount / 16;
    const below = Math.floor(k / this.spacing) - 1;
    for (const j of [below, below + 1, this.checkpoints.length - 1]) {
      const cp = this.checkpoints[j];
      if (cp === undefined) continue;
      const c = restoreCost + Math.abs(k - cp.step);
      if (c < cost) {
        cost = c;
        from = cp;
      }
    }
    if (restoreCost + k < cost) {
      resetState(this.cursor);
      from = null;
    }
    if (from !== null) restoreState(this.cursor, from);
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

  private apply(k: number): void {
    applyEvent(this.data, this.cursor, k, this.alphaIn, this.betaIn);
  }

  private undo(k: number): void {
    undoEvent(this.data, this.cursor, k, this.prev);
  }

  /** Bytes held by the recorded rows, what the trace derives (undo column, per-node depth, p, window) and the checkpoints. */
  get bytes(): number {
    const d = this.data;
    const rows = d.events * (1 + 4 + 8 + 4 + 8) + d.nodes * (4 + 1 + 4 + 4 + 8 + 4 + 8 + (d.windowed ? 16 : 0));
    return rows + (this.checkpoints.length + 1) * this.nodeCount * NODE_STATE_BYTES;
  }
}
