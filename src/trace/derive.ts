/**
 * What a Trace derives from its recorded columns, in one pass forward over
 * the events: the value each event overwrites (so stepping back undoes it),
 * each node's depth and edge probability, its α/β on entry, each prune's
 * window, and full snapshots of every node's state at regular steps and at
 * the end (checkpoints, as many as fit in a memory budget). Computed where
 * the search was recorded, and handed over with the columns.
 */
import { NODE_KINDS, type Game } from '../search/game.ts';
import { AVERAGE, BOUND, CUT_FLAG, ENTER, EVALUATE, EXIT, HIT, PRUNE, UPDATE, hitRaisesAlpha } from './codes.ts';
import type { TraceData } from './data.ts';
import { applyEvent } from './replay.ts';
import { NODE_STATE_BYTES, copyState, emptyState, type StepState } from './step-state.ts';

/** Memory the checkpoints of one trace may take. */
export const CHECKPOINT_BYTES = 32 * 1024 * 1024;

/**
 * What a Trace derives from its columns in one pass over the events (the
 * undo column, each node's depth, edge probability and window on entry, each
 * prune's window, the checkpoints): computed where the search ran (the
 * worker) and handed over with the columns, so the page builds its Trace
 * without a pass over millions of events. Typed arrays only: transferable.
 */
export interface TraceDerived {
  prev: Float64Array;
  depth: Int32Array;
  p: Float64Array;
  alphaIn: Float64Array | null;
  betaIn: Float64Array | null;
  /** The prune events in order, and each one's running value and window. */
  pruneAt: Int32Array;
  pruneValue: Float64Array;
  pruneAlpha: Float64Array;
  pruneBeta: Float64Array;
  /** Events between checkpoints, and the checkpoints. */
  spacing: number;
  checkpoints: StepState[];
}

/**
 * How a trace names its nodes when it holds no game states (the page's copy
 * of a worker's trace): each node's id and the name of the action leading
 * to it, and the node of an id (-1 for none).
 */
export interface TraceNames {
  id(n: number): string;
  action(n: number): string | null;
  find(id: string): number;
}

/** The buffers of a trace's derived data, for a transfer. */
export function derivedBuffers(d: TraceDerived): ArrayBuffer[] {
  const arrays: (ArrayBufferView | null)[] = [d.prev, d.depth, d.p, d.alphaIn, d.betaIn, d.pruneAt, d.pruneValue, d.pruneAlpha, d.pruneBeta];
  for (const c of d.checkpoints) arrays.push(c.status, c.value, c.alpha, c.beta, c.certainty);
  return arrays.filter((a): a is ArrayBufferView => a !== null).map((a) => a.buffer as ArrayBuffer);
}
/** Fewest events between two checkpoints. */
export const MIN_CHECKPOINT_SPACING = 256;

/** The one pass: see the module's comment. */
export function deriveTrace<S, A>(game: Game<S, A>, data: TraceData<S>): TraceDerived {
  const prev = new Float64Array(data.events);
  const depth = new Int32Array(data.nodes);
  const p = new Float64Array(data.nodes).fill(NaN);
  let prunes = 0;
  for (let k = 0; k < data.events; k++) if (data.type[k] === PRUNE) prunes++;
  const pruneAt = new Int32Array(prunes);
  const pruneValue = new Float64Array(prunes);
  const pruneAlpha = new Float64Array(prunes);
  const pruneBeta = new Float64Array(prunes);
  let cachedParent = -1;
  let cachedActions: readonly A[] = [];
  // Indices that exist by construction, here and in the pass below: n < data.nodes and k < data.events, the lengths
  // of the node and event columns; a parent, and a node an event is about, are nodes (below data.nodes, the length
  // of the step state's arrays too); an edge is an index in its parent's actions; j counts the prunes met so far.
  for (let n = 0; n < data.nodes; n++) {
    const parent = data.parent[n]!;
    if (parent < 0) continue;
    depth[n] = depth[parent]! + 1;
    if (NODE_KINDS[data.kind[parent]!] !== 'chance') continue;
    const parentState = data.states[parent]!;
    if (parent !== cachedParent) {
      cachedParent = parent;
      cachedActions = game.actions(parentState);
    }
    p[n] = game.probability(parentState, cachedActions[data.edge[n]!]!);
  }
  const alphaIn = data.windowed ? new Float64Array(data.nodes).fill(NaN) : null;
  const betaIn = data.windowed ? new Float64Array(data.nodes).fill(NaN) : null;
  const room = Math.floor(CHECKPOINT_BYTES / Math.max(1, data.nodes * NODE_STATE_BYTES));
  const spacing = room < 1 ? Infinity : Math.max(MIN_CHECKPOINT_SPACING, Math.ceil(data.events / room));
  const checkpoints: StepState[] = [];
  const s = emptyState(data.nodes);
  let j = 0;
  for (let k = 0; k < data.events; k++) {
    if (k > 0 && k % spacing === 0) checkpoints.push(copyState(s));
    const n = data.node[k]!;
    switch (data.type[k]) {
      case BOUND:
        prev[k] = data.c[k] === 0 ? s.alpha[n]! : s.beta[n]!;
        break;
      case EVALUATE:
      case UPDATE:
      case AVERAGE:
      case EXIT:
        prev[k] = s.value[n]!;
        break;
      case ENTER:
        prev[k] = NaN;
        if (alphaIn !== null && betaIn !== null) {
          const parent = data.parent[n]!;
          alphaIn[n] = parent < 0 ? data.rootAlpha : s.alpha[parent]!;
          betaIn[n] = parent < 0 ? data.rootBeta : s.beta[parent]!;
        }
        break;
      case HIT: {
        const c = data.c[k]!;
        prev[k] = (c & CUT_FLAG) !== 0 ? s.value[n]! : hitRaisesAlpha(c) ? s.alpha[n]! : s.beta[n]!;
        break;
      }
      case PRUNE:
        prev[k] = NaN;
        pruneAt[j] = k;
        pruneValue[j] = s.value[n]!;
        pruneAlpha[j] = s.alpha[n]!;
        pruneBeta[j++] = s.beta[n]!;
        break;
      default:
        prev[k] = NaN;
    }
    applyEvent(data, s, k, alphaIn, betaIn);
  }
  // The end, where End and a finished search land.
  if (data.events > 0) checkpoints.push(copyState(s));
  return { prev, depth, p, alphaIn, betaIn, pruneAt, pruneValue, pruneAlpha, pruneBeta, spacing, checkpoints };
}
