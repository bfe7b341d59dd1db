/**
 * What every searcher shares: its options, its result, and the per-search
 * bookkeeping (counters, node budget, abort signal, move ordering, the
 * certainty of returned values). One `SearchRun` is made per search; nothing
 * here allocates per node.
 */
import type { Game, Turn } from './game.ts';
import { CERTAINTIES, type Certainty, type Tracer } from './tracer.ts';
import { orderChildren, type Ordering } from './ordering.ts';

export const ALGORITHMS = ['minimax', 'alphabeta', 'expectimax', 'expectiminimax', 'negamax'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];

/**
 * When alpha-beta cuts. `inclusive` (AIMA, the thesis, the default): at MAX
 * `v ≥ β`, at MIN `v ≤ α`. `strict` (Berkeley CS188's autograder): only
 * `v > β` and `v < α`, so no child is skipped on equality.
 */
export const TIE_RULES = ['inclusive', 'strict'] as const;
export type TieRule = (typeof TIE_RULES)[number];

/**
 * Alpha-beta's window at the root. `carried` (AIMA's pseudocode, the default):
 * α rises across the root's moves, so later moves are searched in a narrower
 * window. `full-window` (AIMA-Java's `makeDecision`, which the thesis's Java
 * inherits): every root move is searched with (−∞, +∞) and the first strictly
 * best wins — the same value and move, more nodes.
 */
export const ROOT_WINDOWS = ['carried', 'full-window'] as const;
export type RootWindow = (typeof ROOT_WINDOWS)[number];

/** How a search ended: it finished, or it stopped at the node budget or at the abort signal. */
export const SEARCH_STATUSES = ['complete', 'budget', 'aborted'] as const;
export type Status = (typeof SEARCH_STATUSES)[number];

/** What a searcher reads of an AbortSignal (the pure layers do not see the DOM's types). */
export interface StopSignal {
  readonly aborted: boolean;
}

/** Alpha-beta's move orderings beyond the evaluation's: the game's hint, killer moves, the history heuristic (enhanced.ts). */
export const MOVE_ORDERS = ['hint', 'killer', 'history'] as const;
export type MoveOrder = (typeof MOVE_ORDERS)[number];

/** Alpha-beta's enhancements (enhanced.ts), each an option. */
export interface Enhancements {
  /** A transposition table of exact, lower and upper bounds (the game must give a key). */
  table?: boolean;
  /** Iterative deepening: depth 1, 2, … up to the limit. */
  deepening?: boolean;
  /** The root's value by bisection with null windows (integer values; the game's valueRange or `window`). */
  nullWindow?: boolean;
  moveOrder?: MoveOrder;
  /** The root's window (default (−∞, +∞)); a null-window search starts its bisection from it too. */
  window?: readonly [number, number];
}

/** How often a search reports its progress, in nodes (a power of two). */
export const PROGRESS_EVERY = 1 << 16;

export interface SearchOptions<S> {
  /** Depth limit in plies (each MAX, MIN or CHANCE level is one). Default: no limit. */
  depth?: number;
  /** Child order at MAX and MIN nodes. Default `given`. */
  order?: Ordering;
  /** Alpha-beta's cut-off rule. Default `inclusive`. */
  tieRule?: TieRule;
  /** Alpha-beta's window at the root. Default `carried`. */
  root?: RootWindow;
  /** Most nodes to visit; the search stops cleanly when the next one would exceed it. */
  budget?: number;
  /** Stops the search cleanly when aborted (checked every 1024 nodes). */
  signal?: StopSignal;
  /** Told the nodes entered so far every PROGRESS_EVERY nodes (the page's progress, from the worker). */
  progress?: (nodes: number) => void;
  /** Receives every step. Without one, the searcher emits nothing and allocates nothing per node. */
  tracer?: Tracer<S>;
  /** Alpha-beta only: the transposition table, iterative deepening, null windows, move ordering (enhanced.ts). */
  enhance?: Enhancements;
}

/** One of the root's actions with the value the search gave it. */
export interface RootAction<A> {
  action: A;
  /** Index in `game.actions(root)`. */
  index: number;
  /** From MAX's point of view. NaN if the search stopped before reaching it. */
  value: number;
  /** Alpha-beta may only bound an action it proved worse: `atMost` 2 reads "≤ 2". */
  certainty: Certainty;
}

export interface SearchResult<A> {
  /** The root's value, from MAX's point of view. */
  value: number;
  /** The chosen action (first best in order), or undefined at a terminal or chance root. */
  action: A | undefined;
  /** Its index in `game.actions(root)`, or -1. */
  actionIndex: number;
  /** Every root action searched, in the game's order (not the search's). */
  actions: RootAction<A>[];
  /** Nodes visited (entered), leaves evaluated, cutoffs made. */
  nodes: number;
  leaves: number;
  cutoffs: number;
  status: Status;
}

/**
 * What a searcher refuses, as a message: a code with its parameters, worded
 * by src/i18n/search.ts (search/ imports nothing, so the codes are spelt out
 * here; the callers take them as i18n's messages, which checks them).
 */
export type SearchProblem =
  | { code: 'search.depth'; params: { depth: number } }
  | { code: 'search.budget'; params: { budget: number } }
  | { code: 'search.cannot-search'; params: { searcher: string; turn: Turn; node: string | number } }
  /** A full-window root (each root move searched with the whole window) and null-window probes (the root searched with (g, g + 1)): one root, two windows. */
  | { code: 'search.full-window-probes'; params: Record<string, never> };

/** Thrown when a search's options are out of range, or a searcher meets a node it cannot handle (a chance node under minimax, say). */
export class SearchError extends Error {
  override name = 'SearchError';
  constructor(readonly reason: SearchProblem) {
    // The code and its parameters, for a stack trace; people read `reason`, worded by i18n/.
    super(`${reason.code} ${JSON.stringify(reason.params)}`);
  }
}

/** The checks every search makes of its options (the 2048 fast path's too). */
export function checkLimits(depth: number, budget: number): void {
  if (!(depth >= 0)) throw new SearchError({ code: 'search.depth', params: { depth } });
  if (!(budget >= 1)) throw new SearchError({ code: 'search.budget', params: { budget } });
}

/** Certainty codes used inside the searchers, indices in CERTAINTIES (a number avoids string compares in the hot path). */
export const EXACT = 0;
export const AT_MOST = 1;
export const AT_LEAST = 2;
export const PARTIAL = 3;
/** A certainty code: an index in CERTAINTIES, so `CERTAINTIES[c]` is always a name. */
export type CertaintyCode = typeof EXACT | typeof AT_MOST | typeof AT_LEAST | typeof PARTIAL;
/** The certainty a value has seen from the other side (negamax negates values: ≤ becomes ≥). */
export function negateCertainty(c: CertaintyCode): CertaintyCode {
  return c === AT_MOST ? AT_LEAST : c === AT_LEAST ? AT_MOST : c;
}

export class SearchRun<S, A> {
  nodes = 0;
  leaves = 0;
  cutoffs = 0;
  /** Next node number for the tracer (entered and skipped nodes alike). */
  nextNode = 0;
  /** Set when the search must stop; every loop checks it after a child returns. */
  stopped: Status | null = null;
  /** Certainty of the value the last node returned (EXACT, AT_MOST, AT_LEAST, PARTIAL). */
  certainty: CertaintyCode = EXACT;

  readonly depth: number;
  readonly budget: number;
  readonly tracer: Tracer<S> | undefined;
  readonly tieRule: TieRule;
  readonly rootWindow: RootWindow;
  private readonly order: Ordering;
  private readonly signal: StopSignal | undefined;
  private readonly progress: ((nodes: number) => void) | undefined;
  private readonly orderBuffers: number[][] = [];
  private readonly keyBuffers: number[][] = [];

  // Per root action, filled as the root's children return.
  rootValues: number[] = [];
  rootCertainty: CertaintyCode[] = [];

  constructor(
    readonly game: Game<S, A>,
    readonly root: S,
    options: SearchOptions<S>,
  ) {
    this.depth = options.depth ?? Infinity;
    this.budget = options.budget ?? Infinity;
    this.tracer = options.tracer;
    this.tieRule = options.tieRule ?? 'inclusive';
    this.rootWindow = options.root ?? 'carried';
    this.order = options.order ?? 'given';
    this.signal = options.signal;
    this.progress = options.progress;
    checkLimits(this.depth, this.budget);
  }

  /** Counts a node about to be entered; false (and `stopped` set) if the budget or the signal says stop. */
  admit(): boolean {
    if (this.stopped !== null) return false;
    if (this.nodes >= this.budget) {
      this.stopped = 'budget';
      return false;
    }
    if ((this.nodes & 1023) === 0) {
      if (this.signal?.aborted === true) {
        this.stopped = 'aborted';
        return false;
      }
      if ((this.nodes & (PROGRESS_EVERY - 1)) === 0 && this.nodes > 0) this.progress?.(this.nodes);
    }
    this.nodes++;
    return true;
  }

  /**
   * The visiting order of a node's actions at ply `ply`, or null for the
   * game's own order. The array is a per-ply scratch buffer: read it before
   * the next node at the same ply is ordered.
   */
  ordered(state: S, actions: readonly A[], turn: Turn, ply: number): readonly number[] | null {
    if (this.order === 'given' || turn === 'chance' || actions.length < 2) return null;
    let order = this.orderBuffers[ply];
    let keys = this.keyBuffers[ply];
    if (order === undefined || keys === undefined) {
      // The first node ordered at this ply: the buffers grow to it, a ply at a time (no holes).
      while (this.orderBuffers.length < ply) {
        this.orderBuffers.push([]);
        this.keyBuffers.push([]);
      }
      order = [];
      keys = [];
      this.orderBuffers.push(order);
      this.keyBuffers.push(keys);
    }
    const best = this.order === 'best-first';
    // MAX wants high values first when best-first; MIN wants low values first.
    const descending = (turn === 'max') === best;
    return orderChildren(this.game, state, actions, descending, order, keys);
  }

  /**
   * A leaf: a terminal, or a state at the depth limit. Evaluates it (negamax
   * passes its mover's colour as `sign`), counts it, and tells the tracer:
   * enter, evaluate, exit.
   */
  leaf(state: S, node: number, parent: number, edge: number, p: number, ply: number, alpha: number, beta: number, terminal: boolean, sign = 1): number {
    const tr = this.tracer;
    if (tr) tr.enter(node, parent, state, terminal ? 'leaf' : this.game.turn(state), ply, edge, p, alpha, beta);
    const v = sign * this.game.evaluate(state);
    this.leaves++;
    this.certainty = EXACT;
    if (tr) {
      tr.evaluate(node, v, terminal ? 'terminal' : 'depth');
      tr.exit(node, v, 'exact');
    }
    return v;
  }

  /** Leaves an inner node with value v: its certainty (partial if the search stopped inside) goes to the parent and the tracer. */
  leave(node: number, v: number, certainty: CertaintyCode): number {
    const c = this.stopped === null ? certainty : PARTIAL;
    this.certainty = c;
    if (this.tracer) this.tracer.exit(node, v, CERTAINTIES[c]);
    return v;
  }

  /** Refuses a node of a kind the searcher (`alphabeta`, …) cannot handle, naming the node (the message says what to use instead). */
  refuse(searcher: Algorithm, state: S, node: number, turn: Turn): never {
    throw new SearchError({ code: 'search.cannot-search', params: { searcher, turn, node: this.game.id?.(state) ?? node } });
  }

  /**
   * Tells the tracer about the children a cutoff skipped: the actions at
   * positions `from`… of the visiting order, so the view can draw them pruned.
   */
  skipRest(state: S, actions: readonly A[], order: readonly number[] | null, from: number, parent: number, ply: number): void {
    const tr = this.tracer;
    if (tr === undefined) return;
    const game = this.game;
    const chance = game.turn(state) === 'chance';
    for (let k = from; k < actions.length; k++) {
      // k < actions.length, and a visiting order holds a permutation of the indices of `actions`.
      const i = order === null ? k : order[k]!;
      const action = actions[i]!;
      const child = game.result(state, action);
      const kind = game.isTerminal(child) ? 'leaf' : game.turn(child);
      tr.skip(this.nextNode++, parent, child, kind, ply, i, chance ? game.probability(state, action) : NaN);
    }
  }

  /** Root bookkeeping: remember what the root's action `index` was worth. */
  recordRoot(index: number, value: number, certainty: CertaintyCode): void {
    this.rootValues[index] = value;
    this.rootCertainty[index] = certainty;
  }

  /**
   * The result. `sign` turns the searcher's root value into MAX's point of view
   * (negamax at a MIN root uses -1); `chosen` is the index of the chosen action.
   */
  result(value: number, chosen: number, sign = 1): SearchResult<A> {
    const actions = this.game.isTerminal(this.root) ? [] : this.game.actions(this.root);
    const listed: RootAction<A>[] = [];
    for (const [i, action] of actions.entries()) {
      const v = this.rootValues[i];
      if (v === undefined) continue;
      const c = this.rootCertainty[i] ?? EXACT;
      listed.push({
        action,
        index: i,
        value: sign * v,
        certainty: CERTAINTIES[sign < 0 ? negateCertainty(c) : c],
      });
    }
    return {
      value: sign * value,
      action: chosen >= 0 ? actions[chosen] : undefined,
      actionIndex: chosen,
      actions: listed,
      nodes: this.nodes,
      leaves: this.leaves,
      cutoffs: this.cutoffs,
      status: this.stopped ?? 'complete',
    };
  }
}

/**
 * Certainty of a MAX node's value `v` after its loop, from what its children
 * returned: `lower` is the best value among children known from below (exact
 * or atLeast; -∞ if none) and `open` says some child was unseen (pruned,
 * stopped) or only known from below, so no upper bound follows from the
 * children. The alpha-beta window adds what the search theorem gives: a value
 * ≤ α on entry is an upper bound, ≥ β a lower bound. MIN nodes use it mirrored.
 */
export function maxCertainty(v: number, lower: number, open: boolean, alpha: number, beta: number): CertaintyCode {
  const knownBelow = lower === v || v >= beta;
  const knownAbove = !open || v <= alpha;
  if (knownBelow && knownAbove) return EXACT;
  if (knownBelow) return AT_LEAST;
  return AT_MOST;
}

/** The mirror of `maxCertainty` for MIN nodes: `upper` is the least value among children known from above. */
export function minCertainty(v: number, upper: number, open: boolean, alpha: number, beta: number): CertaintyCode {
  const knownAbove = upper === v || v <= alpha;
  const knownBelow = !open || v >= beta;
  if (knownBelow && knownAbove) return EXACT;
  if (knownAbove) return AT_MOST;
  return AT_LEAST;
}
