/**
 * Every node's state at one step of a trace (status, value, α, β, certainty),
 * as typed arrays indexed by node number, and the copies a Trace keeps of it
 * (its cursor and its checkpoints).
 */
import { NO_CERTAINTY } from './codes.ts';

/** Bytes of one node's state in a snapshot: status, certainty, value, α, β. */
export const NODE_STATE_BYTES = 1 + 1 + 8 + 8 + 8;

/** Every node's state at one step (typed arrays indexed by node number). */
export interface StepState {
  step: number;
  /** The event that led to this step (step - 1), or -1 at step 0. */
  current: number;
  status: Uint8Array;
  value: Float64Array;
  alpha: Float64Array;
  beta: Float64Array;
  /** Index in CERTAINTIES once the node has exited; 255 before. */
  certainty: Uint8Array;
}

export function emptyState(nodes: number): StepState {
  return {
    step: 0,
    current: -1,
    status: new Uint8Array(nodes),
    value: new Float64Array(nodes).fill(NaN),
    alpha: new Float64Array(nodes).fill(NaN),
    beta: new Float64Array(nodes).fill(NaN),
    certainty: new Uint8Array(nodes).fill(NO_CERTAINTY),
  };
}

export function copyState(s: StepState): StepState {
  return {
    step: s.step,
    current: s.current,
    status: s.status.slice(),
    value: s.value.slice(),
    alpha: s.alpha.slice(),
    beta: s.beta.slice(),
    certainty: s.certainty.slice(),
  };
}

export function restoreState(into: StepState, from: StepState): void {
  into.step = from.step;
  into.current = from.current;
  into.status.set(from.status);
  into.value.set(from.value);
  into.alpha.set(from.alpha);
  into.beta.set(from.beta);
  into.certainty.set(from.certainty);
}

/** Back to step 0: every node unvisited, without a value. */
export function resetState(s: StepState): void {
  s.step = 0;
  s.current = -1;
  s.status.fill(0);
  s.value.fill(NaN);
  s.alpha.fill(NaN);
  s.beta.fill(NaN);
  s.certainty.fill(NO_CERTAINTY);
}
