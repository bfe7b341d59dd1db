/**
 * The numbers a recorded trace stores in its typed arrays, and back: each
 * code is the index of the name in its `as const` list.
 */
import { NODE_KINDS, type NodeKind } from '../search/game.ts';
import { CERTAINTIES, EVAL_REASONS, EVENT_TYPES, WINDOW_SIDES, type Certainty } from '../search/tracer.ts';

function codes<T extends string>(names: readonly T[]): Record<T, number> {
  return Object.fromEntries(names.map((name, i) => [name, i])) as Record<T, number>;
}

export const EVENT_CODE = codes(EVENT_TYPES);
export const KIND_CODE = codes(NODE_KINDS);
export const CERTAINTY_CODE = codes(CERTAINTIES);
export const REASON_CODE = codes(EVAL_REASONS);
export const SIDE_CODE = codes(WINDOW_SIDES);

// The recorder's hot path compares strings (interned: a pointer compare) rather than look keys up.
export function kindCode(kind: NodeKind): number {
  return kind === 'max' ? 0 : kind === 'min' ? 1 : kind === 'chance' ? 2 : 3;
}

export function certaintyCode(c: Certainty): number {
  return c === 'exact' ? 0 : c === 'atMost' ? 1 : c === 'atLeast' ? 2 : 3;
}

// Event codes as constants, for switches in the hot loops of Trace.
export const ENTER = EVENT_CODE.enter;
export const EVALUATE = EVENT_CODE.evaluate;
export const UPDATE = EVENT_CODE.update;
export const BOUND = EVENT_CODE.bound;
export const PRUNE = EVENT_CODE.prune;
export const AVERAGE = EVENT_CODE.average;
export const EXIT = EVENT_CODE.exit;
export const HIT = EVENT_CODE.hit;
export const STORE = EVENT_CODE.store;
export const ITERATION = EVENT_CODE.iteration;
export const PROBE = EVENT_CODE.probe;

/** A table hit's c column: its certainty's code, plus CUT_FLAG when the hit decided the node. */
export const CUT_FLAG = 4;
/** Whether a table hit's bound is a lower bound (it raises α when it does not cut): certainty `atLeast`. */
export const hitRaisesAlpha = (c: number): boolean => (c & 3) === 2;

/** A node's status at a step (the view's `data-state`); a view holds it as its code, the index here (UNVISITED … PRUNED). */
export const NODE_STATUSES = ['unvisited', 'active', 'done', 'pruned'] as const;
export type NodeStatus = (typeof NODE_STATUSES)[number];
export const UNVISITED = 0;
export const ACTIVE = 1;
export const DONE = 2;
export const PRUNED = 3;
/** Certainty code of a node that has not exited yet. */
export const NO_CERTAINTY = 255;
