/**
 * The Node worker kind of the experiments pool (src/experiments/pool.ts,
 * the one scheduler the page uses too): a worker thread that plays the jobs
 * it is sent, one at a time. The worker script is this bundle itself
 * (build/cli/tutor.mjs), started with a role that makes it play games only:
 * 2048 games (`Job`) or Connect-4 matches' games (`MatchJob`, `tutor experiment connect4`).
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { playGame, type GameResult, type Job } from '../experiments/runner.ts';
import { playMatch, type MatchJob } from '../experiments/c4-match.ts';
import type { PoolWorker } from '../experiments/pool.ts';

const WORKER_ROLE = 'tutor-experiment-worker';

/** In a worker thread: play the jobs the pool sends, one at a time. */
export function experimentWorker(): boolean {
  // A worker thread (and only one) has a parentPort.
  const port = parentPort;
  if (isMainThread || port === null || (workerData as { role?: string } | null)?.role !== WORKER_ROLE) return false;
  // A 2048 game of `tutor experiment`, or a Connect-4 match's game of `tutor experiment connect4`.
  port.on('message', (job: Job | MatchJob) => port.postMessage({ job, result: 'kind' in job ? playMatch(job) : playGame(job) }));
  return true;
}

/**
 * Starts a worker thread for the pool. A game that throws in it (its
 * `error` event) or a thread that stops fails the job it was playing.
 */
export function threadWorker<J = Job, R = GameResult>(): PoolWorker<J, R> {
  const thread = new Worker(new URL(import.meta.url), { workerData: { role: WORKER_ROLE } });
  let pending: { resolve: (r: R) => void; reject: (e: unknown) => void } | null = null;
  let dead: unknown = null;
  const settle = (): typeof pending => {
    const p = pending;
    pending = null;
    return p;
  };
  thread.on('message', ({ result }: { job: J; result: R }) => settle()?.resolve(result));
  thread.on('error', (e) => {
    dead = e;
    settle()?.reject(e);
  });
  thread.on('exit', (code) => {
    dead ??= new Error(`the worker thread stopped (exit code ${code})`);
    settle()?.reject(dead);
  });
  return {
    run(job: J): Promise<R> {
      if (dead !== null) return Promise.reject(dead);
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        thread.postMessage(job);
      });
    },
    end(): void {
      void thread.terminate();
    },
  };
}
