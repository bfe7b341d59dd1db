/**
 * The columns a recorder writes and a Trace reads (recorder.ts, trace.ts),
 * and a node as a Trace describes it: in a module of their own, so neither
 * imports the other for them.
 */
import type { NodeKind } from '../search/game.ts';

/** The recorded columns, trimmed to their lengths; what a Trace is built from. */
export interface TraceData<S> {
  events: number;
  type: Uint8Array;
  node: Int32Array;
  a: Float64Array;
  c: Int32Array;
  nodes: number;
  parent: Int32Array;
  kind: Uint8Array;
  edge: Int32Array;
  /** Index of the prune event that skipped a node, or -1 for a node the search entered. */
  skippedBy: Int32Array;
  states: S[];
  /** Whether the searcher kept an α-β window (alpha-beta), so nodes have α and β. */
  windowed: boolean;
  /** The root's window (−∞, +∞ unless the search narrowed it: a null-window probe, an aspiration window). */
  rootAlpha: number;
  rootBeta: number;
}

/** A node as the view needs it. */
export interface TraceNode {
  index: number;
  id: string;
  parent: number;
  kind: NodeKind;
  depth: number;
  /** The action leading here, as the game names it; null for the root. */
  action: string | null;
  /** Probability of the edge from a chance parent, else undefined. */
  p?: number;
  /** True for a child that a cutoff skipped (never entered). */
  skipped: boolean;
}
