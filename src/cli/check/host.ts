/**
 * The sandbox host of `tutor check` (issue 37; protocol.ts draws the
 * processes): a child process of Node under the permission model that runs
 * the submissions in a pool of worker threads, one submission at a time a
 * worker, one tree at a time, each tree within its time limit.
 *
 * A tree past its limit, or a worker that dies (out of memory, a crashed
 * interpreter), ends that tree (`timeout`, or `exception` with what
 * happened); the worker is terminated and a fresh one takes its place, the
 * file is run again from its top level in it, and the next tree runs. A
 * tree whose call budget is spent is ended as `calls` shortly after the
 * runner says so, whatever the code does with the error. A worker whose
 * submission changed its interpreter's shared state is replaced too.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { StudentError } from '../../student/contract.ts';
import type { FileJob, FromHost, FromRunner, HostStats, Lang, RunSetup, RunnerData, ToHost, ToRunner, TreeOutcome } from './protocol.ts';
import { RUNNER_ROLE } from './protocol.ts';

/** How long a run may go on once the runner has said its call budget is spent. */
const CALLS_GRACE_MS = 250;
/** How long a Python run may take to stop once interrupted (KeyboardInterrupt) before its worker is terminated. */
const INTERRUPT_GRACE_MS = 500;
/** How long a worker may take to start (Pyodide's cold start is seconds) and to say whether its state changed. */
const START_LIMIT_MS = 180_000;
const FINISH_LIMIT_MS = 10_000;
/**
 * A file whose runs had to be stopped (past the time limit, out of memory, a crashed interpreter) on
 * this many trees in a row is not run on the rest, which get the same kind of error, said so: each
 * such stop costs the time limit, and often a fresh interpreter (seconds for Python), so that one
 * file that never ends cannot hold a class's grading for many minutes.
 */
const STOPS_IN_A_ROW = 3;

const notRun = (last: StudentError): StudentError => ({
  kind: last.kind,
  message: `not run: the code had to be stopped on the ${STOPS_IN_A_ROW} trees before (${last.kind === 'timeout' ? 'past the time limit' : last.message})`,
});

type Stop = { type: 'timeout'; calls: boolean } | { type: 'died'; message: string };

/** One worker thread and the messages it sends, awaited one at a time. */
class Slot {
  lang: Lang | null = null;
  /** Whether the last wait had to interrupt the run (its answer, if any, came after the limit). */
  interrupted = false;
  private interrupt = new Int32Array(new SharedArrayBuffer(4));
  private worker: Worker | null = null;
  private waiter: ((m: FromRunner | Stop) => void) | null = null;
  private dead: string | null = null;

  constructor(
    private readonly setup: RunSetup,
    private readonly stats: HostStats,
  ) {}

  /** A ready worker for `lang`: the one there, or a fresh one. Throws when a worker cannot start. */
  async ensure(lang: Lang): Promise<void> {
    if (this.worker !== null && this.lang === lang && this.dead === null) return;
    this.stop();
    const started = performance.now();
    this.interrupt = new Int32Array(new SharedArrayBuffer(4));
    const data: RunnerData = {
      role: RUNNER_ROLE,
      lang,
      memoryMb: this.setup.memoryMb,
      pyodideDir: this.setup.pyodideDir,
      interrupt: this.interrupt.buffer as SharedArrayBuffer,
    };
    const worker = new Worker(new URL(import.meta.url), {
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: 512 },
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    this.worker = worker;
    this.lang = lang;
    this.dead = null;
    worker.on('message', (m: FromRunner) => this.waiter?.(m));
    worker.on('error', (e: Error & { code?: string }) => {
      if (this.worker !== worker) return;
      this.dead = e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'the code ran out of memory (the runner was stopped)' : `the runner stopped: ${e.message}`;
    });
    worker.on('exit', (code) => {
      if (this.worker !== worker) return;
      this.dead ??= `the runner stopped (exit code ${code})`;
      this.waiter?.({ type: 'died', message: this.dead });
    });
    const first = await this.next(START_LIMIT_MS);
    if (first.type !== 'ready')
      throw new Error(`the ${lang === 'python' ? 'Python' : 'JavaScript'} runner did not start: ${'message' in first ? first.message : first.type}`);
    (lang === 'python' ? this.stats.pythonStarts : this.stats.jsStarts).push(Math.round(performance.now() - started));
  }

  send(m: ToRunner): void {
    this.worker?.postMessage(m);
  }

  /**
   * The worker's next message, or why none came: past `limit` ms, or the worker died. A `calls` notice
   * shortens the wait. At the limit a Python run is first interrupted (KeyboardInterrupt), and its answer
   * awaited a little longer (`interrupted` is then true).
   */
  next(limit: number): Promise<FromRunner | Stop> {
    this.interrupted = false;
    if (this.dead !== null || this.worker === null) return Promise.resolve({ type: 'died', message: this.dead ?? 'no runner' });
    return new Promise((resolve) => {
      const deadline = performance.now() + limit;
      let calls = false;
      const expire = () => {
        if (this.lang !== 'python' || this.interrupted) return done({ type: 'timeout', calls });
        this.interrupted = true;
        Atomics.store(this.interrupt, 0, 2);
        timer = setTimeout(expire, INTERRUPT_GRACE_MS);
      };
      let timer = setTimeout(expire, limit);
      const done = (m: FromRunner | Stop) => {
        clearTimeout(timer);
        this.waiter = null;
        resolve(m);
      };
      this.waiter = (m) => {
        if (m.type !== 'calls') return done(m);
        calls = true;
        if (this.interrupted) return;
        clearTimeout(timer);
        timer = setTimeout(expire, Math.max(0, Math.min(CALLS_GRACE_MS, deadline - performance.now())));
      };
    });
  }

  /** Terminates the worker (a run past its limit, a changed state); the next `ensure` starts a fresh one. */
  replace(): void {
    if (this.worker !== null) this.stats.replaced++;
    this.stop();
  }

  stop(): void {
    const w = this.worker;
    this.worker = null;
    this.waiter = null;
    if (w !== null) void w.terminate();
  }
}

const stopped = (stop: Stop, limit: number, what: string): StudentError =>
  stop.type === 'died'
    ? { kind: 'exception', message: stop.message }
    : stop.calls
      ? { kind: 'calls', message: 'the call budget of this tree is spent, and the code went on' }
      : { kind: 'timeout', message: `${what} ran past the time limit of ${limit} ms and was stopped` };

/** Runs one file on every tree, reporting each tree's outcome in order. */
async function runJob(slot: Slot, setup: RunSetup, job: FileJob, report: (index: number, outcome: TreeOutcome) => void): Promise<void> {
  const prepare = async (): Promise<StudentError | null> => {
    await slot.ensure(job.lang);
    slot.send({ type: 'prepare', job });
    const m = await slot.next(setup.timeout);
    // Interrupted at the limit: the top level ran past it (the worker goes on).
    if (m.type === 'prepared') return slot.interrupted ? stopped({ type: 'timeout', calls: false }, setup.timeout, "the file's top level") : m.error;
    slot.replace();
    return stopped(m.type === 'timeout' || m.type === 'died' ? m : { type: 'died', message: `unexpected ${m.type}` }, setup.timeout, "the file's top level");
  };
  const trees = setup.sets[job.set] ?? [];
  let fileError = await prepare();
  // Runs stopped in a row: at STOPS_IN_A_ROW the file's other trees are not run.
  let stops = 0;
  for (let index = 0; index < trees.length; index++) {
    if (fileError !== null) {
      report(index, { error: fileError, ms: 0 });
      continue;
    }
    const sent = performance.now();
    slot.send({ type: 'tree', tree: trees[index]! });
    const m = await slot.next(setup.timeout);
    if (m.type === 'outcome') {
      // An answer after an interrupt at the limit is a timeout, unless the call budget was spent first.
      const late = slot.interrupted && !('error' in m.outcome && m.outcome.error.kind === 'calls');
      const outcome = late ? { error: stopped({ type: 'timeout', calls: false }, setup.timeout, 'the search'), ms: performance.now() - sent } : m.outcome;
      report(index, outcome);
      stops = late || m.fatal === true ? stops + 1 : 0;
      if (stops >= STOPS_IN_A_ROW && 'error' in outcome) fileError = notRun(outcome.error);
      if (m.fatal !== true) continue;
    } else {
      const stop: Stop = m.type === 'timeout' || m.type === 'died' ? m : { type: 'died', message: `unexpected ${m.type}` };
      const error = stopped(stop, setup.timeout, 'the search');
      report(index, { error, ms: performance.now() - sent });
      if (++stops >= STOPS_IN_A_ROW) fileError = notRun(error);
    }
    // A fresh worker, the file run again from its top level, for the trees left.
    slot.replace();
    if (index + 1 < trees.length && fileError === null) fileError = await prepare();
  }
  slot.send({ type: 'finish' });
  const end = await slot.next(FINISH_LIMIT_MS);
  if (end.type !== 'finished' || end.tainted) slot.replace();
}

/** The host's loop: `setup`, then jobs until `end`; answers on the IPC channel. */
export function runHost(): void {
  const send = (m: FromHost) => process.send?.(m);
  const stats: HostStats = { pythonStarts: [], jsStarts: [], replaced: 0 };
  let setup: RunSetup | null = null;
  const queue: FileJob[] = [];
  let ended = false;
  let wakers: (() => void)[] = [];
  const slots: Slot[] = [];

  /** The next job for a slot: one in its language first, so that a warm interpreter stays in use. */
  const take = async (slot: Slot): Promise<FileJob | null> => {
    for (;;) {
      const i = Math.max(
        0,
        queue.findIndex((j) => j.lang === slot.lang),
      );
      if (queue.length > 0) return queue.splice(i, 1)[0]!;
      if (ended) return null;
      await new Promise<void>((resolve) => wakers.push(resolve));
    }
  };

  const loop = async (slot: Slot, s: RunSetup): Promise<void> => {
    for (let job = await take(slot); job !== null; job = await take(slot)) {
      const id = job.id;
      await runJob(slot, s, job, (index, outcome) => send({ type: 'tree', id, index, outcome }));
      send({ type: 'done', id });
    }
    slot.stop();
  };

  // The CLI gone (killed, its pipe closed): nothing is left to report to, and no worker may go on.
  process.on('disconnect', () => process.exit(0));
  process.on('message', (m: ToHost) => {
    if (m.type === 'setup') {
      setup = m.setup;
      const n = Math.max(1, Math.min(setup.workers, availableParallelism()));
      const s = setup;
      for (let i = 0; i < n; i++) slots.push(new Slot(s, stats));
      void Promise.all(slots.map((slot) => loop(slot, s)))
        .then(() => {
          send({ type: 'stats', stats });
          process.disconnect?.();
        })
        .catch((e: unknown) => {
          send({ type: 'fatal', message: e instanceof Error ? e.message : String(e) });
          process.exit(1);
        });
      return;
    }
    if (m.type === 'job') queue.push(m.job);
    else ended = true;
    const woken = wakers;
    wakers = [];
    for (const w of woken) w();
  });
}
