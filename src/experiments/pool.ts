/**
 * One scheduler for a batch of jobs over N workers, whatever kind of worker
 * runs them: `tutor experiment`'s worker threads (src/cli/experiment-pool.ts)
 * and the experiments page's Web Workers (src/ui/platform/bridge.ts). It knows a
 * worker only as "run this job, answer with its result": no Node, no DOM.
 *
 * Jobs are sent in their order, one at a time per worker, each to the next
 * worker that is free; results are reported as they come (`onResult`) and
 * kept by job index (`PoolOutcome.results`). Which worker plays a job never
 * changes its result: a job carries everything it needs (its seed included).
 *
 * Three ways to end early:
 * - `stop()`: no new job is sent; the jobs running finish and are reported
 *   (the CLI's Ctrl-C, a results file that cannot be written);
 * - `cancel()`: every worker is ended now and the jobs running are dropped
 *   (the page's Cancel button, leaving the page);
 * - a job that fails (its `run` rejects, or its worker cannot start): as
 *   `stop()`, and the failure is reported, so one worker's error never loses
 *   the results of the others.
 */
import { entryAt } from '../games/entry.ts';

/** A worker of the pool: plays one job at a time. */
export interface PoolWorker<J, R> {
  /** Plays `job`; resolves to its result, rejects if it cannot be played (or the worker died). */
  run(job: J): Promise<R>;
  /** Ends the worker. A job it is running is dropped (its promise may reject or never settle). */
  end(): void;
}

export interface PoolOptions<J, R> {
  /** Most workers at once (at least 1; never more than there are jobs). */
  size: number;
  /** Starts a worker: the worker kind (a thread, a Web Worker, a fake in a test). */
  start: () => PoolWorker<J, R>;
  /** Sees each result as it comes, with the job's index in the batch. */
  onResult?: (job: J, result: R, index: number) => void;
  /** Sees each failure as it comes (the pool then sends no new job). */
  onFailure?: (job: J, error: unknown, index: number) => void;
}

export interface PoolFailure<J> {
  job: J;
  index: number;
  error: unknown;
}

export const POOL_STATUSES = ['complete', 'stopped', 'cancelled', 'failed'] as const;
export type PoolStatus = (typeof POOL_STATUSES)[number];

export interface PoolOutcome<J, R> {
  /** `complete`: every job played; else why the batch ended early (a failure wins over a stop). */
  status: PoolStatus;
  /** Each job's result, by its index in the batch; undefined where it was not played. */
  results: (R | undefined)[];
  /** The jobs that failed, in the order they failed. */
  failures: PoolFailure<J>[];
  /** The indices of the jobs neither played nor failed, ascending. */
  left: number[];
}

/** A batch being played. */
export interface PoolRun<J, R> {
  /** Resolves once every worker has ended (never rejects). */
  readonly finished: Promise<PoolOutcome<J, R>>;
  /** Sends no new job; the jobs running finish and are reported. */
  stop(): void;
  /** Ends every worker now; the jobs running are dropped. */
  cancel(): void;
}

/** Plays `jobs` on up to `options.size` workers. */
export function runPool<J, R>(jobs: readonly J[], options: PoolOptions<J, R>): PoolRun<J, R> {
  const results: (R | undefined)[] = Array.from({ length: jobs.length }, () => undefined);
  const failures: PoolFailure<J>[] = [];
  const failed = new Set<number>();
  /** The workers started and not yet ended. */
  const workers = new Set<PoolWorker<J, R>>();
  let next = 0;
  let state: 'running' | 'stopped' | 'cancelled' = 'running';
  let settled = false;
  let settle: (outcome: PoolOutcome<J, R>) => void = () => undefined;
  const finished = new Promise<PoolOutcome<J, R>>((resolve) => (settle = resolve));

  const outcome = (): PoolOutcome<J, R> => {
    const left = jobs.map((_, i) => i).filter((i) => results[i] === undefined && !failed.has(i));
    const status: PoolStatus = state === 'cancelled' ? 'cancelled' : failures.length > 0 ? 'failed' : left.length > 0 ? 'stopped' : 'complete';
    return { status, results, failures, left };
  };
  const finish = (): void => {
    if (settled) return;
    settled = true;
    for (const w of workers) w.end();
    workers.clear();
    settle(outcome());
  };
  const sending = (): boolean => state === 'running' && failures.length === 0 && next < jobs.length;
  // Every index given a worker or failed is a job's: sending() holds, so it is below jobs.length.
  const fail = (index: number, error: unknown): void => {
    const job = entryAt(jobs, index);
    failed.add(index);
    failures.push({ job, index, error });
    try {
      options.onFailure?.(job, error, index);
    } catch {
      // A caller's handler that throws changes nothing: the failure is reported in the outcome.
    }
  };
  const retire = (w: PoolWorker<J, R>): void => {
    workers.delete(w);
    w.end();
    if (workers.size === 0 && !sending()) finish();
  };
  /** Gives `w` the next job, or ends it when there is none to give. */
  const feed = (w: PoolWorker<J, R>): void => {
    if (!sending()) return retire(w);
    const index = next++;
    const job = entryAt(jobs, index);
    let played: Promise<R>;
    try {
      played = w.run(job);
    } catch (e) {
      played = Promise.reject(e);
    }
    played.then(
      (result) => {
        if (state === 'cancelled' || !workers.has(w)) return;
        results[index] = result;
        try {
          options.onResult?.(job, result, index);
        } catch (e) {
          fail(index, e);
        }
        feed(w);
      },
      (error: unknown) => {
        if (state === 'cancelled' || !workers.has(w)) return;
        fail(index, error);
        retire(w);
      },
    );
  };

  const size = Math.max(1, Math.min(Math.trunc(options.size) || 1, jobs.length));
  for (let i = 0; i < size && sending(); i++) {
    let w: PoolWorker<J, R>;
    try {
      w = options.start();
    } catch (e) {
      fail(next++, e);
      break;
    }
    workers.add(w);
    feed(w);
  }
  if (workers.size === 0) finish();

  return {
    finished,
    stop(): void {
      if (state !== 'running') return;
      state = 'stopped';
      // Workers busy with a job end when it does (feed); without any, the batch is over.
      if (workers.size === 0) finish();
    },
    cancel(): void {
      if (state === 'cancelled' || settled) return;
      state = 'cancelled';
      finish();
    },
  };
}
