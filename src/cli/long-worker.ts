/**
 * The worker thread of the CLI's long jobs (src/cli/long-run.ts): started with the role LONG_ROLE,
 * it runs each job it is sent with a Watch on the shared stop flag and numbers, and sends back the
 * answer (or the error's message).
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { LONG_ROLE, TOO_LARGE, Watch, type LongJob } from './long-run.ts';
import { solveJob, type SolveJob } from './connect4.ts';
import { gameJob, type GameRequest } from './search-game.ts';

/** In a worker thread started by LongRunner: run the jobs it sends. */
export function longWorker(): boolean {
  const port = parentPort;
  const data = workerData as { role?: string; flag?: SharedArrayBuffer; numbers?: SharedArrayBuffer } | null;
  if (isMainThread || port === null || data?.role !== LONG_ROLE || data.flag === undefined || data.numbers === undefined) return false;
  const flag = new Int32Array(data.flag);
  const numbers = new Float64Array(data.numbers);
  port.on('message', ({ kind, job }: LongJob) => {
    const watch = new Watch(() => Atomics.load(flag, 0) === 1, numbers);
    try {
      const result = kind === 'solve' ? solveJob(job as SolveJob, watch) : gameJob(job as GameRequest, watch);
      port.postMessage({ result });
    } catch (e) {
      port.postMessage({ error: e instanceof RangeError ? TOO_LARGE : (e as Error).message });
    }
  });
  return true;
}
