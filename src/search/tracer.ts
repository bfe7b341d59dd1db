/**
 * The tracer: what a searcher tells about each step, and the event vocabulary
 * the UI animates. Field-by-field documentation: docs/trace.md.
 *
 * Two shapes of the same vocabulary:
 * - `Tracer` is what a searcher calls, one method per event type with
 *   positional numeric arguments, so tracing allocates nothing of its own in
 *   the searcher (a recorder writes straight into typed arrays);
 * - `TraceEvent` is the decoded, JSON-safe discriminated union that consumers
 *   (the CLI's `--trace`, narration, tests) switch over exhaustively.
 */
import type { NodeKind } from './game.ts';

export const EVENT_TYPES = ['enter', 'evaluate', 'update', 'bound', 'prune', 'average', 'exit', 'hit', 'store', 'iteration', 'probe'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Why a node was evaluated: a terminal state, or the depth limit on a non-terminal one. */
export const EVAL_REASONS = ['terminal', 'depth'] as const;
export type EvalReason = (typeof EVAL_REASONS)[number];

/**
 * What a returned value says about the node's true (unpruned) value t:
 * `exact` t = value; `atMost` t ≤ value (e.g. a MIN node cut off by α);
 * `atLeast` t ≥ value (a MAX node cut off by β); `partial`: the search
 * stopped (node budget, abort) inside this node, so its value covers only
 * the children it finished.
 */
export const CERTAINTIES = ['exact', 'atMost', 'atLeast', 'partial'] as const;
export type Certainty = (typeof CERTAINTIES)[number];

const SIGNS: Record<Certainty, string> = { exact: '', atMost: '≤', atLeast: '≥', partial: '≈' };

/** The sign a value is written with, by its certainty: `≤` at most, `≥` at least, `≈` partial; none for an exact value (or `exact`, as the CLI's `=`). */
export function certaintySign(c: Certainty, exact = ''): string {
  return c === 'exact' ? exact : SIGNS[c];
}

/** A value with its certainty's sign before it: `≤ 2`, `≈ 1.5`; `2` when exact (`= 2` with `exact` `=`); a value of no known certainty counts as exact. */
export function withCertainty(value: string, c: Certainty | undefined, exact = ''): string {
  const sign = certaintySign(c ?? 'exact', exact);
  return sign === '' ? value : `${sign} ${value}`;
}

export const WINDOW_SIDES = ['alpha', 'beta'] as const;
export type WindowSide = (typeof WINDOW_SIDES)[number];

/** A pass of a search that runs several (iterative deepening, null-window probes) starts or ends. */
export const PHASES = ['start', 'end'] as const;
export type Phase = (typeof PHASES)[number];

/**
 * Receives a search's steps, in order. Nodes are numbered by the searcher in
 * the order it meets them (0 = the root); `parent` is -1 for the root.
 * Numbers that do not apply are NaN (α/β in searchers without a window, `p`
 * on an edge that is not a chance outcome).
 */
export interface Tracer<S = unknown> {
  /** A node is entered: `edge` is the index of its action in the parent's `game.actions` list. */
  enter(node: number, parent: number, state: S, kind: NodeKind, depth: number, edge: number, p: number, alpha: number, beta: number): void;
  /** A leaf's value: a terminal's utility or the heuristic at the depth limit. */
  evaluate(node: number, value: number, reason: EvalReason): void;
  /** A node's running value changed because of `child` (at a chance node: the weighted sum so far). */
  update(node: number, value: number, child: number): void;
  /** α or β changed at a node. */
  bound(node: number, side: WindowSide, value: number): void;
  /** A cutoff at `node` with the window it had; the skipped children follow as `skip` calls. */
  prune(node: number, alpha: number, beta: number): void;
  /** A child skipped by the last `prune`: registered so it can be drawn as pruned; not a step of its own. */
  skip(node: number, parent: number, state: S, kind: NodeKind, depth: number, edge: number, p: number): void;
  /** A chance node's weighted sum over all its children is final. */
  average(node: number, value: number): void;
  /** A node is left with its value and what that value is worth. */
  exit(node: number, value: number, certainty: Certainty): void;
  /**
   * The transposition table knew the node's position: `value` with what it
   * is worth (exact, or a lower or upper bound). `cut`: it decides the node,
   * which is not expanded and returns `value`; otherwise it narrowed the
   * node's window (a lower bound raises α, an upper bound lowers β).
   */
  hit(node: number, value: number, certainty: Certainty, cut: boolean): void;
  /** The node's value and what it is worth are stored in the transposition table. */
  store(node: number, value: number, certainty: Certainty): void;
  /** An iteration of iterative deepening to `depth` plies starts (value NaN), or ends with the root's value. */
  iteration(depth: number, phase: Phase, value: number): void;
  /** A null-window probe asks whether the root's value is above `guess` (window guess, guess + 1), or answers with `value`. */
  probe(guess: number, phase: Phase, value: number): void;
}

/**
 * Receives a Monte Carlo tree search's steps (mcts.ts). Nodes are numbered
 * as they are added to the tree (0 = the root). The arrays a searcher passes
 * are its scratch: a tracer copies what it keeps.
 */
export interface MctsTracer<S = unknown> {
  /** A node joins the tree (the root first, with parent -1): `edge` is its action's index in the parent's actions, `label` its name. */
  expand(node: number, parent: number, state: S, kind: NodeKind, depth: number, edge: number, label: string): void;
  /** Iteration `i` (1, 2, …) starts at the root. */
  iteration(i: number): void;
  /** Selection at `node`: each child's number, N, W (for the player who moved into it) and UCB1; `chosen` indexes them. */
  select(node: number, children: readonly number[], n: readonly number[], w: readonly number[], ucb: readonly number[], chosen: number): void;
  /** The playout from `node`: its moves' labels (none when the node ends the game) and the result for MAX in [0, 1]. */
  playout(node: number, moves: readonly string[], result: number): void;
  /** Back-propagation along `path` (root first): each node's N and W after. */
  backpropagate(path: readonly number[], n: readonly number[], w: readonly number[]): void;
  /** The move: the root's child with most visits. */
  choose(child: number, visits: number): void;
}

/** One child of a node at a selection step: its N, W and UCB1 then. */
export interface SelectTerm {
  child: string;
  n: number;
  w: number;
  ucb: number;
}

/** One child's share in a chance node's weighted sum. */
export interface AverageTerm {
  child: string;
  p: number;
  value: number;
}

/**
 * A decoded event. Nodes are named by their ids (the tree's ids; elsewhere the
 * path of action indices, `""` for the root and `"0.2"` for the root's first
 * child's third child). ±∞ are numbers here; `eventToJson` writes them as the
 * strings "Infinity" / "-Infinity".
 */
export type SearchEvent =
  | {
      type: 'enter';
      node: string;
      parent: string | null;
      kind: NodeKind;
      depth: number;
      action: string | null;
      p?: number;
      alpha?: number;
      beta?: number;
    }
  | { type: 'evaluate'; node: string; value: number; reason: EvalReason }
  | { type: 'update'; node: string; value: number; child: string }
  | { type: 'bound'; node: string; side: WindowSide; value: number }
  | { type: 'prune'; node: string; value: number; alpha: number; beta: number; skipped: string[] }
  | { type: 'average'; node: string; value: number; terms: AverageTerm[] }
  | { type: 'exit'; node: string; value: number; certainty: Certainty }
  | { type: 'hit'; node: string; value: number; certainty: Certainty; cut: boolean }
  | { type: 'store'; node: string; value: number; certainty: Certainty }
  /** At the root: `value` the root's at the end (absent at the start). */
  | { type: 'iteration'; node: string; depth: number; phase: Phase; value?: number }
  /** At the root: the window (alpha = guess, beta = guess + 1); at the end the answer's value and whether it is above the guess. */
  | { type: 'probe'; node: string; alpha: number; beta: number; phase: Phase; value?: number; above?: boolean };

/** A decoded Monte Carlo tree search event (src/search/mcts.ts): nodes by the path of action indices, as above. */
export type MctsEvent =
  | { type: 'expand'; node: string; parent: string | null; kind: NodeKind; depth: number; action: string | null }
  | { type: 'iterate'; node: string; iteration: number }
  | { type: 'select'; node: string; child: string; children: SelectTerm[] }
  | { type: 'playout'; node: string; moves: string[]; result: number }
  | { type: 'backpropagate'; node: string; path: { node: string; n: number; w: number }[]; result: number }
  | { type: 'choose'; node: string; child: string; visits: number };

export type TraceEvent = SearchEvent | MctsEvent;

/** JSON text of an event (or any value holding numbers), with ±∞ written as strings. */
export function eventToJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'number' && !Number.isFinite(v) && !Number.isNaN(v) ? (v > 0 ? 'Infinity' : '-Infinity') : v,
  );
}
