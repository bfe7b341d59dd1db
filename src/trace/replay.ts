/**
 * One event of a recorded trace played onto every node's state, forward or
 * back: what a Trace does to move its cursor, and what its one pass forward
 * does to derive what it keeps (derive.ts).
 */
import { ACTIVE, AVERAGE, BOUND, CUT_FLAG, DONE, ENTER, EVALUATE, EXIT, HIT, NO_CERTAINTY, PRUNE, PRUNED, UNVISITED, UPDATE, hitRaisesAlpha } from './codes.ts';
import type { TraceData } from './data.ts';
import type { StepState } from './step-state.ts';

type Columns = Pick<TraceData<unknown>, 'type' | 'node' | 'a' | 'c' | 'nodes' | 'skippedBy'>;

// Both functions index typed columns that exist by construction: k < d.events, the length of the event columns and
// of `prev`; every node number an event or a skipped-by row holds is below d.nodes, the length of the node columns,
// of the step state's arrays and of the windows on entry.

/** Applies event k to `s` (at step k): it becomes step k + 1. `alphaIn`/`betaIn` are the nodes' windows on entry (null without). */
export function applyEvent(d: Columns, s: StepState, k: number, alphaIn: Float64Array | null, betaIn: Float64Array | null): void {
  const n = d.node[k]!;
  switch (d.type[k]) {
    case ENTER:
      s.status[n] = ACTIVE;
      if (alphaIn !== null && betaIn !== null) {
        s.alpha[n] = alphaIn[n]!;
        s.beta[n] = betaIn[n]!;
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
    case HIT: {
      // A hit that decides the node gives it the table's value and bound; one that does not narrows its window.
      const c = d.c[k]!;
      const v = d.a[k]!;
      if ((c & CUT_FLAG) !== 0) {
        s.value[n] = v;
        s.certainty[n] = c & 3;
      } else if (hitRaisesAlpha(c)) s.alpha[n] = Math.max(s.alpha[n]!, v);
      else s.beta[n] = Math.min(s.beta[n]!, v);
      break;
    }
  }
  s.step = k + 1;
  s.current = k;
}

/** Undoes event k on `s` (at step k + 1): it becomes step k. `prev` holds what each event overwrote. */
export function undoEvent(d: Columns, s: StepState, k: number, prev: Float64Array): void {
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
      s.value[n] = prev[k]!;
      break;
    case BOUND:
      if (d.c[k] === 0) s.alpha[n] = prev[k]!;
      else s.beta[n] = prev[k]!;
      break;
    case PRUNE:
      for (let m = d.c[k]!; m < d.nodes && d.skippedBy[m] === k; m++) s.status[m] = UNVISITED;
      break;
    case EXIT:
      s.status[n] = ACTIVE;
      s.value[n] = prev[k]!;
      s.certainty[n] = NO_CERTAINTY;
      break;
    case HIT: {
      const c = d.c[k]!;
      if ((c & CUT_FLAG) !== 0) {
        s.value[n] = prev[k]!;
        s.certainty[n] = NO_CERTAINTY;
      } else if (hitRaisesAlpha(c)) s.alpha[n] = prev[k]!;
      else s.beta[n] = prev[k]!;
      break;
    }
  }
  s.step = k;
  s.current = k - 1;
}
