/**
 * Long work of the CLI (`tutor connect4 solve`, `tutor search --game`): what says it is running and
 * what Ctrl-C stops. A search is synchronous, and Ctrl-C (SIGINT) reaches its handler only when the
 * main thread is free; so a job runs first on the main thread with a short deadline (ESCALATE_MS:
 * most searches end well before it, and pay nothing more), and past it runs again from the start in
 * a worker thread (the bundle itself, as `tutor experiment`'s games do), its searcher polling a
 * shared stop flag. The main thread then shows the progress (ProgressLine, on a terminal only) and
 * hears Ctrl-C: the flag is set, the searcher stops cleanly and its answer so far comes back. Once a
 * batch has needed the worker, its next jobs go there at once. A second Ctrl-C quits at once (130).
 * In a batch (batch.ts) the jobs share the batch's progress line, each job's progress after the
 * batch's place in its lines.
 *
 * The searchers are polled through the hooks they already have: the stop signal (search.ts reads it
 * every 1,024 nodes, MCTS every 64 iterations: Watch counts the reads) and the Connect-4 solver's
 * watch (every 65,536 nodes, with the nodes and the bounds so far). Nothing is added per node.
 */
import { Worker } from 'node:worker_threads';
import { ProgressLine, PROGRESS_EVERY_MS } from './progress.ts';

/** How long a job runs on the main thread before it moves to the worker thread (and starts again there). */
export const ESCALATE_MS = 200;
/** The worker thread's role (src/cli/long-worker.ts). */
export const LONG_ROLE = 'tutor-long-worker';
/** What a job that ran out of stack or memory is answered (as io.ts's eachLine says it). */
export const TOO_LARGE = 'too deep or too large to answer (the stack or the memory ran out)';

/** The numbers a job reports, shared with the main thread: reads of the stop signal, then the solver's nodes and bounds. */
export const POLLS = 0;
export const NODES = 1;
export const LOWER = 2;
export const UPPER = 3;
const FIELDS = 4;

/** What a running job's searcher reports to and asks whether to stop: its stop signal (`aborted`) or its solver watch (`solver`). */
export class Watch {
  /** Reads of `aborted`. */
  polls = 0;
  /** Whether it told the search to stop. */
  said = false;

  constructor(
    private readonly stop: () => boolean,
    /** Where the reports are written for the main thread (the worker's), or nowhere. */
    private readonly shared?: Float64Array,
  ) {}

  /** The stop signal the searchers poll (search.ts, MCTS). */
  get aborted(): boolean {
    this.polls++;
    if (this.shared !== undefined) this.shared[POLLS] = this.polls;
    return this.told();
  }

  /** The Connect-4 solver's watch (solver.ts: SolveOptions.watch). */
  readonly solver = (nodes: number, lower: number, upper: number): boolean => {
    const s = this.shared;
    if (s !== undefined) {
      s[NODES] = nodes;
      s[LOWER] = lower;
      s[UPPER] = upper;
    }
    return this.told();
  };

  private told(): boolean {
    if (this.stop()) this.said = true;
    return this.said;
  }
}

/** What a job reported so far, for its progress line. */
export interface Report {
  polls: number;
  nodes: number;
  lower: number;
  upper: number;
  /** Milliseconds of this run (the worker's, which started the job again), for a rate. */
  ms: number;
  /** Milliseconds since the job started. */
  elapsed: number;
}

/** A batch around the jobs (batch.ts): its one progress line, and what it says before a job's own progress. */
export interface Around {
  readonly line: ProgressLine;
  prefix(): string;
}

/** A job of the worker: its kind (long-worker.ts runs it) and its plain data. */
export interface LongJob<K extends string = string, J = unknown> {
  kind: K;
  job: J;
}

/** Runs a command's long jobs, one at a time; `end()` when the command is done. */
export class LongRunner {
  /** Set by Ctrl-C: the job stops with what it found, and the command stops after it (exit 130). */
  interrupted = false;
  private escalated = false;
  private worker: Worker | null = null;
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private readonly numbers = new Float64Array(new SharedArrayBuffer(8 * FIELDS));
  private readonly onSigint = (): void => {
    if (this.interrupted) process.exit(130);
    this.interrupted = true;
    Atomics.store(this.flag, 0, 1);
  };

  constructor(
    private readonly stream = process.stderr,
    /** The batch the jobs belong to, if any: its progress line is theirs. */
    private readonly around?: Around,
  ) {
    process.on('SIGINT', this.onSigint);
  }

  /**
   * Runs one job: `here` on the main thread until ESCALATE_MS, then the same job in the worker,
   * `progress` writing its line from what it reported. The answer is the job's, complete or as its
   * searcher left it when Ctrl-C stopped it (see `interrupted`).
   */
  async run<J, R>(kind: string, job: J, here: (job: J, watch: Watch) => R, progress: (r: Report) => string): Promise<R> {
    const started = performance.now();
    const line = this.around?.line ?? new ProgressLine(this.stream);
    const prefix = this.around === undefined ? '' : `${this.around.prefix()} · `;
    if (!this.escalated) {
      const deadline = performance.now() + ESCALATE_MS;
      const watch = new Watch(() => performance.now() > deadline);
      const result = here(job, watch);
      // A job of a batch that ended in time: the batch hears a Ctrl-C before its next line (batch.ts), at no cost per line.
      if (!watch.said && this.around !== undefined) return result;
      // A Ctrl-C pressed meanwhile reaches its handler now.
      await new Promise((resolve) => setImmediate(resolve));
      if (!watch.said || this.interrupted) return result;
      this.escalated = true;
    }
    this.numbers.fill(NaN);
    const worker = (this.worker ??= new Worker(new URL(import.meta.url), {
      workerData: { role: LONG_ROLE, flag: this.flag.buffer, numbers: this.numbers.buffer },
    }));
    const t0 = performance.now();
    const timer = setInterval(() => {
      const n = this.numbers;
      line.show(() => {
        const now = performance.now();
        return (
          prefix +
          progress({ polls: n[POLLS] ?? NaN, nodes: n[NODES] ?? NaN, lower: n[LOWER] ?? NaN, upper: n[UPPER] ?? NaN, ms: now - t0, elapsed: now - started })
        );
      });
    }, PROGRESS_EVERY_MS);
    try {
      return await new Promise<R>((resolve, reject) => {
        const done = (m: { result?: R; error?: string }): void => {
          worker.off('error', failed);
          if (m.error !== undefined) reject(new Error(m.error));
          else resolve(m.result as R);
        };
        const failed = (e: Error): void => {
          worker.off('message', done);
          reject(e);
        };
        worker.once('message', done);
        worker.once('error', failed);
        worker.postMessage({ kind, job } satisfies LongJob);
      });
    } finally {
      clearInterval(timer);
      line.end();
    }
  }

  /** Stops hearing Ctrl-C and ends the worker thread, if one was started. */
  end(): void {
    process.off('SIGINT', this.onSigint);
    void this.worker?.terminate();
    this.worker = null;
  }
}
