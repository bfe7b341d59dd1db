/**
 * A Tracer that stores a search's events compactly: one row per event in
 * typed arrays (type, node, two numbers, one integer: 25 bytes), one row per
 * node (parent, depth, kind, edge, probability, which prune skipped it, and a
 * reference to its state). `finish()` trims the arrays and hands them to a
 * `Trace`, which answers "state at step k".
 *
 * What the numeric columns hold, by event type:
 *   enter     a = α on entry, b = β on entry
 *   evaluate  a = value, c = reason (0 terminal, 1 depth)
 *   update    a = running value, c = the child node that changed it
 *   bound     a = new α or β, c = 0 α, 1 β
 *   prune     a = α, b = β, c = first skipped node (the skipped nodes follow it, numbered consecutively)
 *   average   a = weighted sum
 *   exit      a = value, c = certainty (index in CERTAINTIES)
 */
import type { Game, NodeKind } from '../search/game.ts';
import type { SearchOptions, SearchResult } from '../search/search.ts';
import type { Certainty, EvalReason, Tracer, WindowSide } from '../search/tracer.ts';
import {
  AVERAGE,
  BOUND,
  CERTAINTY_CODE,
  ENTER,
  EVALUATE,
  EXIT,
  KIND_CODE,
  PRUNE,
  REASON_CODE,
  SIDE_CODE,
  UPDATE,
} from './codes.ts';
import { Trace } from './trace.ts';

/** The recorded columns, trimmed to their lengths; what a Trace is built from. */
export interface TraceData<S> {
  events: number;
  type: Uint8Array;
  node: Int32Array;
  a: Float64Array;
  b: Float64Array;
  c: Int32Array;
  nodes: number;
  parent: Int32Array;
  depth: Int32Array;
  kind: Uint8Array;
  edge: Int32Array;
  p: Float64Array;
  /** Index of the prune event that skipped a node, or -1 for a node the search entered. */
  skippedBy: Int32Array;
  states: S[];
}

export class Recorder<S, A> implements Tracer<S> {
  private events = 0;
  private type = new Uint8Array(1024);
  private node = new Int32Array(1024);
  private a = new Float64Array(1024);
  private b = new Float64Array(1024);
  private c = new Int32Array(1024);

  private nodes = 0;
  private parent = new Int32Array(256);
  private depth = new Int32Array(256);
  private kind = new Uint8Array(256);
  private edge = new Int32Array(256);
  private p = new Float64Array(256);
  private skippedBy = new Int32Array(256);
  private states: S[] = [];

  constructor(readonly game: Game<S, A>) {}

  /** Events recorded so far. */
  get length(): number {
    return this.events;
  }

  /** Bytes held by the recorded rows (events and nodes), not counting the states themselves. */
  get bytes(): number {
    return this.events * 25 + this.nodes * (4 + 4 + 1 + 4 + 8 + 4 + 8);
  }

  enter(node: number, parent: number, state: S, kind: NodeKind, depth: number, edge: number, p: number, alpha: number, beta: number): void {
    this.addNode(node, parent, state, kind, depth, edge, p, -1);
    this.push(ENTER, node, alpha, beta, 0);
  }

  evaluate(node: number, value: number, reason: EvalReason): void {
    this.push(EVALUATE, node, value, NaN, REASON_CODE[reason]);
  }

  update(node: number, value: number, child: number): void {
    this.push(UPDATE, node, value, NaN, child);
  }

  bound(node: number, side: WindowSide, value: number): void {
    this.push(BOUND, node, value, NaN, SIDE_CODE[side]);
  }

  prune(node: number, alpha: number, beta: number): void {
    this.push(PRUNE, node, alpha, beta, this.nodes);
  }

  skip(node: number, parent: number, state: S, kind: NodeKind, depth: number, edge: number, p: number): void {
    this.addNode(node, parent, state, kind, depth, edge, p, this.events - 1);
  }

  average(node: number, value: number): void {
    this.push(AVERAGE, node, value, NaN, 0);
  }

  exit(node: number, value: number, certainty: Certainty): void {
    this.push(EXIT, node, value, NaN, CERTAINTY_CODE[certainty]);
  }

  /** The trace of what was recorded (the recorder can be dropped afterwards). */
  finish(): Trace<S, A> {
    const e = this.events;
    const n = this.nodes;
    const data: TraceData<S> = {
      events: e,
      type: this.type.slice(0, e),
      node: this.node.slice(0, e),
      a: this.a.slice(0, e),
      b: this.b.slice(0, e),
      c: this.c.slice(0, e),
      nodes: n,
      parent: this.parent.slice(0, n),
      depth: this.depth.slice(0, n),
      kind: this.kind.slice(0, n),
      edge: this.edge.slice(0, n),
      p: this.p.slice(0, n),
      skippedBy: this.skippedBy.slice(0, n),
      states: this.states,
    };
    return new Trace(this.game, data);
  }

  private push(type: number, node: number, a: number, b: number, c: number): void {
    const i = this.events;
    if (i === this.type.length) this.growEvents();
    this.type[i] = type;
    this.node[i] = node;
    this.a[i] = a;
    this.b[i] = b;
    this.c[i] = c;
    this.events = i + 1;
  }

  private addNode(node: number, parent: number, state: S, kind: NodeKind, depth: number, edge: number, p: number, skippedBy: number): void {
    if (node !== this.nodes) throw new Error(`recorder: node ${node} arrived out of order (expected ${this.nodes})`);
    if (node === this.parent.length) this.growNodes();
    this.parent[node] = parent;
    this.depth[node] = depth;
    this.kind[node] = KIND_CODE[kind];
    this.edge[node] = edge;
    this.p[node] = p;
    this.skippedBy[node] = skippedBy;
    this.states.push(state);
    this.nodes = node + 1;
  }

  private growEvents(): void {
    const size = this.type.length * 2;
    this.type = grow(this.type, new Uint8Array(size));
    this.node = grow(this.node, new Int32Array(size));
    this.a = grow(this.a, new Float64Array(size));
    this.b = grow(this.b, new Float64Array(size));
    this.c = grow(this.c, new Int32Array(size));
  }

  private growNodes(): void {
    const size = this.parent.length * 2;
    this.parent = grow(this.parent, new Int32Array(size));
    this.depth = grow(this.depth, new Int32Array(size));
    this.kind = grow(this.kind, new Uint8Array(size));
    this.edge = grow(this.edge, new Int32Array(size));
    this.p = grow(this.p, new Float64Array(size));
    this.skippedBy = grow(this.skippedBy, new Int32Array(size));
  }
}

function grow<T extends Uint8Array | Int32Array | Float64Array>(from: T, to: T): T {
  to.set(from);
  return to;
}


/** Runs a searcher with a recorder and returns its result with the trace. */
export function recordSearch<S, A>(
  searcher: (game: Game<S, A>, root: S, options?: SearchOptions<S>) => SearchResult<A>,
  game: Game<S, A>,
  root: S,
  options: Omit<SearchOptions<S>, 'tracer'> = {},
): { result: SearchResult<A>; trace: Trace<S, A> } {
  const recorder = new Recorder(game);
  const result = searcher(game, root, { ...options, tracer: recorder });
  return { result, trace: recorder.finish() };
}
