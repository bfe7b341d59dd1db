/**
 * A Tracer that stores a search's events compactly: one row per event in
 * typed arrays (type, node, a number, an integer: 17 bytes) — except that a
 * leaf's enter, evaluate and exact exit share one row — and one row per node
 * (parent, kind, edge, which prune skipped it: 13 bytes, and a reference to
 * its state). Nothing that can be derived is stored: a node's depth and edge
 * probability come from its parent and the game, its α/β on entry and a
 * prune's window are its parent's (its own) window at that step, which the
 * Trace replays. `finish()` joins the chunks and hands them to a `Trace`,
 * which answers "state at step k".
 *
 * What the two value columns hold, by event type:
 *   enter     —
 *   evaluate  a = value, c = reason (0 terminal, 1 depth)
 *   update    a = running value, c = the child node that changed it
 *   bound     a = new α or β, c = 0 α, 1 β
 *   prune     c = first skipped node (the skipped nodes follow it, numbered consecutively)
 *   average   a = weighted sum
 *   exit      a = value, c = certainty (index in CERTAINTIES)
 *   hit       a = the table's value, c = its certainty, + CUT_FLAG when it decided the node
 *   store     a = value, c = certainty
 *   iteration a = the root's value at the end (NaN at the start), c = depth × 2 + (1 at the end)
 *   probe     a = the answer at the end (NaN at the start), c = guess × 2 + (1 at the end)
 */
import type { Game, NodeKind } from '../search/game.ts';
import type { SearchOptions, SearchResult } from '../search/search.ts';
import type { Certainty, EvalReason, Phase, Tracer, WindowSide } from '../search/tracer.ts';
import { AVERAGE, BOUND, ENTER, EVALUATE, CUT_FLAG, EXIT, HIT, ITERATION, PROBE, PRUNE, STORE, UPDATE, certaintyCode, kindCode } from './codes.ts';
import { Trace } from './trace.ts';
import type { TraceData } from './data.ts';

export type { TraceData } from './data.ts';

/** Rows are written into chunks of 65 536, so recording never copies what it has written. */
const CHUNK_BITS = 16;
const CHUNK = 1 << CHUNK_BITS;
const MASK = CHUNK - 1;

type Column = Uint8Array | Int32Array | Float64Array;

/** One column of rows, chunk by chunk; `join` makes it one array for the Trace. */
class Chunked<T extends Column> {
  readonly chunks: T[] = [];

  constructor(private readonly make: (length: number) => T) {}

  /** A fresh chunk for the rows from `chunks.length * CHUNK` on. */
  next(): T {
    const chunk = this.make(CHUNK);
    this.chunks.push(chunk);
    return chunk;
  }

  join(length: number): T {
    const out = this.make(length);
    this.chunks.forEach((chunk, i) => {
      const from = i * CHUNK;
      if (from < length) out.set(length - from < CHUNK ? chunk.subarray(0, length - from) : chunk, from);
    });
    return out;
  }
}

/** A chunk of event rows: the four event columns for CHUNK rows. */
interface EventChunk {
  type: Uint8Array;
  node: Int32Array;
  a: Float64Array;
  c: Int32Array;
}

/**
 * Row types beyond the events' own codes: a leaf's enter and evaluate, or its
 * enter, evaluate and exact exit, folded into one row (most nodes of a big
 * tree are leaves). `finish()` unfolds them.
 */
const ENTER_EVALUATE = 100;
const LEAF = 101;

export class Recorder<S, A> implements Tracer<S> {
  /** Events recorded (what the trace will have), and the rows that hold them. */
  private events = 0;
  private rows = 0;
  private readonly eventChunks: EventChunk[] = [];
  // The chunk being written.
  private type = new Uint8Array(0);
  private node = new Int32Array(0);
  private a = new Float64Array(0);
  private c = new Int32Array(0);

  private nodes = 0;
  private readonly parentColumn = new Chunked((n) => new Int32Array(n));
  private readonly kindColumn = new Chunked((n) => new Uint8Array(n));
  private readonly edgeColumn = new Chunked((n) => new Int32Array(n));
  private readonly skippedByColumn = new Chunked((n) => new Int32Array(n));
  private parent = new Int32Array(0);
  private kind = new Uint8Array(0);
  private edge = new Int32Array(0);
  private skippedBy = new Int32Array(0);
  // States by node, chunked like the columns (a growing array would be copied as it grows).
  private windowed: boolean | null = null;
  private rootAlpha = -Infinity;
  private rootBeta = Infinity;
  private readonly stateChunks: S[][] = [];
  private stateChunk: S[] = [];

  constructor(readonly game: Game<S, A>) {}

  /** Nodes recorded so far. */
  get nodeCount(): number {
    return this.nodes;
  }

  /** Events recorded so far. */
  get length(): number {
    return this.events;
  }

  /** Bytes of the recorded rows (17 per row, 13 per node plus its state reference), not the states themselves. */
  get bytes(): number {
    return this.rows * (1 + 4 + 8 + 4) + this.nodes * (4 + 1 + 4 + 4 + 8);
  }

  enter(node: number, parent: number, state: S, kind: NodeKind, _depth: number, edge: number, _p: number, alpha: number, beta: number): void {
    if (this.windowed === null) this.windowed = !Number.isNaN(alpha);
    if (parent < 0) {
      this.rootAlpha = alpha;
      this.rootBeta = beta;
    }
    this.addNode(node, parent, state, kind, edge, -1);
    this.push(ENTER, node, NaN, 0);
  }

  evaluate(node: number, value: number, reason: EvalReason): void {
    const j = (this.rows - 1) & MASK;
    if (this.rows > 0 && this.type[j] === ENTER && this.node[j] === node) {
      this.type[j] = ENTER_EVALUATE;
      this.a[j] = value;
      this.c[j] = reason === 'terminal' ? 0 : 1;
      this.events++;
      return;
    }
    this.push(EVALUATE, node, value, reason === 'terminal' ? 0 : 1);
  }

  update(node: number, value: number, child: number): void {
    this.push(UPDATE, node, value, child);
  }

  bound(node: number, side: WindowSide, value: number): void {
    this.push(BOUND, node, value, side === 'alpha' ? 0 : 1);
  }

  prune(node: number): void {
    this.push(PRUNE, node, NaN, this.nodes);
  }

  skip(node: number, parent: number, state: S, kind: NodeKind, _depth: number, edge: number): void {
    this.addNode(node, parent, state, kind, edge, this.events - 1);
  }

  average(node: number, value: number): void {
    this.push(AVERAGE, node, value, 0);
  }

  exit(node: number, value: number, certainty: Certainty): void {
    const j = (this.rows - 1) & MASK;
    if (certainty === 'exact' && this.rows > 0 && this.type[j] === ENTER_EVALUATE && this.node[j] === node && this.a[j] === value) {
      this.type[j] = LEAF;
      this.events++;
      return;
    }
    this.push(EXIT, node, value, certaintyCode(certainty));
  }

  hit(node: number, value: number, certainty: Certainty, cut: boolean): void {
    this.push(HIT, node, value, certaintyCode(certainty) + (cut ? CUT_FLAG : 0));
  }

  store(node: number, value: number, certainty: Certainty): void {
    this.push(STORE, node, value, certaintyCode(certainty));
  }

  /** At the root (node 0; an iteration starts before the root is entered). */
  iteration(depth: number, phase: Phase, value: number): void {
    this.push(ITERATION, 0, value, depth * 2 + (phase === 'end' ? 1 : 0));
  }

  /** At the root; the guess is an integer (null windows are for integer values). */
  probe(guess: number, phase: Phase, value: number): void {
    this.push(PROBE, 0, value, guess * 2 + (phase === 'end' ? 1 : 0));
  }

  /** The trace of what was recorded (the recorder can be dropped afterwards). */
  finish(): Trace<S, A> {
    const e = this.events;
    const n = this.nodes;
    const data: TraceData<S> = {
      events: e,
      ...this.unfold(),
      nodes: n,
      parent: this.parentColumn.join(n),
      kind: this.kindColumn.join(n),
      edge: this.edgeColumn.join(n),
      skippedBy: this.skippedByColumn.join(n),
      states: this.stateChunks.flat().slice(0, n),
      windowed: this.windowed === true,
      rootAlpha: this.rootAlpha,
      rootBeta: this.rootBeta,
    };
    return new Trace(this.game, data);
  }

  /** The events, one per row again: folded leaf rows become their two or three events. */
  private unfold(): Pick<TraceData<S>, 'type' | 'node' | 'a' | 'c'> {
    const e = this.events;
    const type = new Uint8Array(e);
    const node = new Int32Array(e);
    const a = new Float64Array(e).fill(NaN);
    const c = new Int32Array(e);
    let k = 0;
    let left = this.rows;
    for (const chunk of this.eventChunks) {
      const rows = Math.min(CHUNK, left);
      left -= rows;
      // o < rows ≤ CHUNK, the length of the chunk's columns.
      for (let o = 0; o < rows; o++) {
        const t = chunk.type[o]!;
        const n = chunk.node[o]!;
        const value = chunk.a[o]!;
        const aux = chunk.c[o]!;
        if (t === ENTER_EVALUATE || t === LEAF) {
          type[k] = ENTER;
          node[k++] = n;
          type[k] = EVALUATE;
          node[k] = n;
          a[k] = value;
          c[k++] = aux;
          if (t === LEAF) {
            type[k] = EXIT;
            node[k] = n;
            a[k++] = value; // certainty 0: exact
          }
        } else {
          type[k] = t;
          node[k] = n;
          a[k] = value;
          c[k++] = aux;
        }
      }
    }
    return { type, node, a, c };
  }

  private push(type: number, node: number, a: number, c: number): void {
    const i = this.rows & MASK;
    if (i === 0) {
      const chunk = { type: new Uint8Array(CHUNK), node: new Int32Array(CHUNK), a: new Float64Array(CHUNK), c: new Int32Array(CHUNK) };
      this.eventChunks.push(chunk);
      ({ type: this.type, node: this.node, a: this.a, c: this.c } = chunk);
    }
    this.type[i] = type;
    this.node[i] = node;
    this.a[i] = a;
    this.c[i] = c;
    this.rows++;
    this.events++;
  }

  private addNode(node: number, parent: number, state: S, kind: NodeKind, edge: number, skippedBy: number): void {
    if (node !== this.nodes) throw new Error(`recorder: node ${node} arrived out of order (expected ${this.nodes})`);
    const i = node & MASK;
    if (i === 0) {
      this.parent = this.parentColumn.next();
      this.kind = this.kindColumn.next();
      this.edge = this.edgeColumn.next();
      this.skippedBy = this.skippedByColumn.next();
      this.stateChunk = new Array<S>(CHUNK);
      this.stateChunks.push(this.stateChunk);
    }
    this.parent[i] = parent;
    this.kind[i] = kindCode(kind);
    this.edge[i] = edge;
    this.skippedBy[i] = skippedBy;
    this.stateChunk[i] = state;
    this.nodes = node + 1;
  }
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
