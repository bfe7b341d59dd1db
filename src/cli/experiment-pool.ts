/**
 * The worker threads that play `tutor experiment`'s games: the pool, what a
 * worker does, and the progress bar. The worker script is this bundle itself
 * (build/cli/tutor.mjs), started with a role that makes it play games only.
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { playGame, type GameResult, type Job } from '../experiments/runner.ts';
import type { Output } from './io.ts';

const WORKER_ROLE = 'tutor-experiment-worker';

/** In a worker thread: play the jobs the pool sends, one at a time. */
export function experimentWorker(): boolean {
  if (isMainThread || (workerData as { role?: string } | null)?.role !== WORKER_ROLE) return false;
  parentPort!.on('message', (job: Job) => parentPort!.postMessage({ job, result: playGame(job) }));
  return true;
}

/** A comma-separated list of names from `allowed`, each once, in the order given. */
/** Plays the jobs on `size` worker threads; `done` sees each result as it comes. */
export function pool(jobs: Job[], size: number, stopped: () => boolean, done: (job: Job, result: GameResult) => void): Promise<void> {
  if (jobs.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    let next = 0;
    let running = 0;
    const workers: Worker[] = [];
    const feed = (w: Worker) => {
      if (stopped() || next >= jobs.length) {
        void w.terminate();
        if (running === 0) {
          for (const x of workers) void x.terminate();
          resolve();
        }
        return;
      }
      running++;
      w.postMessage(jobs[next++]);
    };
    for (let i = 0; i < size; i++) {
      const w = new Worker(new URL(import.meta.url), { workerData: { role: WORKER_ROLE } });
      workers.push(w);
      w.on('message', ({ job, result }: { job: Job; result: GameResult }) => {
        running--;
        done(job, result);
        feed(w);
      });
      w.on('error', reject);
      feed(w);
    }
  });
}

/** A progress bar with an ETA on stderr, only when stderr is a terminal. */
export class Progress {
  private readonly start = Date.now();
  private readonly tty = process.stderr.isTTY === true;
  /** Games played by this run (not counting resumed ones), for the ETA. */
  private played = 0;

  constructor(
    private readonly total: number,
    private done: number,
    out: Output,
  ) {
    if (total > 0 && done > 0) out.error(`resuming: ${done} of ${total} games already played`);
  }

  tick(): void {
    this.done++;
    this.played++;
    if (!this.tty) return;
    const share = this.done / this.total;
    const elapsed = (Date.now() - this.start) / 1000;
    const eta = (elapsed / this.played) * (this.total - this.done);
    const bar = '#'.repeat(Math.round(share * 30)).padEnd(30, '.');
    process.stderr.write(`\r[${bar}] ${this.done}/${this.total} games · ${fmt(elapsed)} · ETA ${fmt(eta)}   `);
  }

  end(): void {
    if (this.tty) process.stderr.write('\n');
  }
}

function fmt(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(0)} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
  return `${Math.floor(seconds / 3600)} h ${Math.round((seconds % 3600) / 60)} min`;
}
