/**
 * The sandbox `#/code` runs a student's code in (issue 37): the class the
 * page uses. Its parts: frame.ts (the iframe with no connection, which starts
 * and ends workers), slot.ts (one worker from the page's side), protocol.ts
 * (what they say), runner-worker.ts and worker-*.ts (the worker: Python in
 * Pyodide, JavaScript in its own realm), pyodide-files.ts (Pyodide's files,
 * fetched by the page only when Python is needed).
 *
 * Workers: JavaScript gets a fresh worker each run (one is started ahead, so
 * a run starts at once). Python keeps a warm interpreter between runs (unless
 * a run changed its shared state), and a spare one started once the first is
 * ready, so that after a stop or a time limit the next run starts within
 * moments, not the seconds Pyodide takes to start. Without cross-origin
 * isolation there is no SharedArrayBuffer to interrupt Python with: a tree
 * past its time limit ends with its worker terminated, and the file's top
 * level is run again in a fresh worker for the next tree. After two such
 * stops in one run the trees left are not run (their outcome says so).
 */
import type { JobTree, Style, StudentError, TreeOutcome } from '../../../student/contract.ts';
import { SandboxFrame } from './frame.ts';
import { PyodideFiles } from './pyodide-files.ts';
import type { CodeLang, FromWorker, PyodideBlobs, ToWorker } from './protocol.ts';
import { Slot, type Stop } from './slot.ts';
import type * as SandboxModuleNs from 'virtual:code-sandbox';

/** What vite.config.ts's plugin gives: the worker's script, Pyodide's files' sizes. */
type SandboxModule = typeof SandboxModuleNs;

/** How long after Python's warm worker is ready its spare starts (see keepPython). */
const SPARE_AFTER_MS = 800;

export type { CodeLang } from './protocol.ts';
export type { Style, StudentError, TreeOutcome, JobTree } from '../../../student/contract.ts';

export interface SandboxJob {
  lang: CodeLang;
  style: Style;
  filename: string;
  source: string;
  entry: string;
  trees: JobTree[];
  timeoutMs: number;
}

export type SandboxProgress =
  /** Bytes of Pyodide's files fetched so far (total 0 when unknown). */
  | { phase: 'loading'; loaded: number; total: number }
  /** The files are here, the interpreter starting. */
  | { phase: 'starting' }
  /** Trees finished. */
  | { phase: 'running'; done: number; total: number };

export interface SandboxResult {
  /** The error of the file's top level (a syntax error with its line, a refused import, a missing function or agent); then `outcomes` is empty. */
  prepared: StudentError | null;
  /** One outcome a tree run, in order (fewer than the trees when stopped). */
  outcomes: TreeOutcome[];
  /** Whether the run was stopped (the signal aborted). */
  stopped: boolean;
}

/** Stops in one run (a tree past its time limit, a worker that died) after which the trees left are not run. */
const STOPS = 2;
/** Pyodide's largest heap in a worker, in MiB. */
const MEMORY_MB = 512;
/** How long a worker may take to start (Pyodide: seconds on a slow machine), and to say whether a run changed it. */
const START_LIMIT_MS = 120_000;
const FINISH_LIMIT_MS = 5_000;
/** What a worker whose iframe's process ended is said to have stopped with. */
const PROCESS_ENDED = "the sandbox's process ended (its memory ran out, or the browser ended it)";

const STOPPED = Symbol('stopped');
/** A promise, or STOPPED as soon as the run's signal aborts. */
type Until = <T>(p: Promise<T>) => Promise<T | typeof STOPPED>;

const stopError = (stop: Stop, lang: CodeLang, limit: number, what: string): StudentError =>
  stop.type === 'died'
    ? { kind: 'exception', message: `the ${lang === 'python' ? 'Python interpreter' : 'JavaScript runner'} stopped: ${stop.message}` }
    : stop.calls
      ? { kind: 'calls', message: 'the call budget of this tree is spent, and the code went on' }
      : { kind: 'timeout', message: `${what} ran past the time limit of ${limit} ms and was stopped` };

const notRun = (): StudentError => ({
  kind: 'timeout',
  message: `not run: the code had to be stopped on ${STOPS} trees before (past the time limit, or its runner stopped)`,
});

/**
 * One run at a time: `run` while another runs rejects (the page aborts the first, and awaits it, before
 * starting another). `run` rejects too when the sandbox cannot work at all (Pyodide's files cannot be
 * fetched, an interpreter cannot start, the sandbox is disposed); the student's errors are in the result.
 */
export class CodeSandbox {
  /** What the sandbox measured (for tests and the figures): each worker's start in ms, workers replaced. */
  readonly stats = { pythonStarts: [] as number[], jsStarts: [] as number[], replaced: 0 };
  private frame: SandboxFrame | null = null;
  private files: PyodideFiles | null = null;
  private py: Slot | null = null;
  private pySpare: Slot | null = null;
  private js: Slot | null = null;
  /** The worker a run is using. */
  private busy: Slot | null = null;
  /** The end of the last run, while it asks its Python worker whether the run changed it. */
  private finishing: Promise<void> | null = null;
  private running = false;
  private disposed = false;
  private module: Promise<SandboxModule> | null = null;

  async run(job: SandboxJob, o: { onProgress?: (p: SandboxProgress) => void; signal?: AbortSignal } = {}): Promise<SandboxResult> {
    if (this.disposed) throw new Error('the sandbox is disposed');
    if (this.running) throw new Error('the sandbox runs one submission at a time');
    this.running = true;
    const signal = o.signal;
    const progress = o.onProgress ?? (() => undefined);
    const outcomes: TreeOutcome[] = [];
    const until: Until = <T>(p: Promise<T>): Promise<T | typeof STOPPED> =>
      signal === undefined
        ? p
        : signal.aborted
          ? Promise.resolve(STOPPED)
          : new Promise((resolve, reject) => {
              const stop = () => resolve(STOPPED);
              signal.addEventListener('abort', stop, { once: true });
              p.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
            });
    const stopped = (): SandboxResult => {
      this.lose();
      return { prepared: null, outcomes, stopped: true };
    };
    // Why a wait ended without its answer. Past the limit, the iframe is asked whether it still answers: a
    // worker that filled its memory ends the iframe's whole process, which only silence tells.
    const failed = async (m: FromWorker | Stop, what: string): Promise<StudentError> => {
      let stop: Stop = m.type === 'timeout' || m.type === 'died' ? m : { type: 'died', message: m.type === 'fatal' ? m.message : `unexpected ${m.type}` };
      if (stop.type === 'timeout' && !(await this.frameAlive())) stop = { type: 'died', message: PROCESS_ENDED };
      return stopError(stop, job.lang, job.timeoutMs, what);
    };
    try {
      // A worker taken (`busy`) with the file's top level run in it; or the file's error.
      const prepare = async (): Promise<StudentError | null | typeof STOPPED> => {
        const s = await this.take(job.lang, progress, until);
        if (s === STOPPED) return STOPPED;
        s.send({ type: 'prepare', job: { style: job.style, filename: job.filename, source: job.source, entry: job.entry } });
        const m = await until(s.next(job.timeoutMs, 0));
        if (m === STOPPED) return STOPPED;
        if (m.type === 'prepared') return m.error;
        const error = await failed(m, "the file's top level");
        this.lose();
        return error;
      };
      const first = await prepare();
      if (first === STOPPED) return stopped();
      if (first !== null) {
        this.finish();
        return { prepared: first, outcomes, stopped: false };
      }
      let stops = 0;
      let fileError: StudentError | null = null;
      progress({ phase: 'running', done: 0, total: job.trees.length });
      for (const [index, tree] of job.trees.entries()) {
        if (fileError !== null || this.busy === null) {
          outcomes.push({ error: fileError ?? notRun(), ms: 0 });
          continue;
        }
        const sent = performance.now();
        this.busy.send({ type: 'tree', tree });
        const m = await until(this.busy.next(job.timeoutMs, tree.maxCalls));
        if (m === STOPPED) return stopped();
        const lost = m.type === 'outcome' ? m.fatal : true;
        const ms = performance.now() - sent;
        outcomes.push(m.type === 'outcome' ? m.outcome : { error: await failed(m, 'the search'), ms });
        progress({ phase: 'running', done: index + 1, total: job.trees.length });
        if (!lost) continue;
        // A fresh worker, the file's top level run again in it, for the trees left.
        this.lose();
        if (++stops >= STOPS) fileError = notRun();
        else if (index + 1 < job.trees.length) {
          const again = await prepare();
          if (again === STOPPED) return stopped();
          fileError = again;
        }
      }
      this.finish();
      return { prepared: null, outcomes, stopped: false };
    } finally {
      this.running = false;
      if (!this.disposed) {
        if (job.lang === 'js') this.js ??= this.spawn('js');
        else void (this.finishing ?? Promise.resolve()).then(() => this.keepPython());
      }
    }
  }

  /** Starts loading a language in the background (Python: its files, then an interpreter), so that a run starts sooner. */
  warm(lang: CodeLang): void {
    if (this.disposed) return;
    this.dropDead();
    if (lang === 'js') this.js ??= this.spawn('js');
    else this.py ??= this.spawn('python');
  }

  /** Ends every worker and removes the iframe; the sandbox cannot run again. */
  dispose(): void {
    this.disposed = true;
    for (const s of [this.py, this.pySpare, this.js, this.busy]) s?.kill();
    this.py = this.pySpare = this.js = this.busy = null;
    this.frame?.dispose();
    this.frame = null;
  }

  /** Whether the iframe still answers; if not, it is dropped with every worker in it, and a new one made when next needed. */
  private async frameAlive(): Promise<boolean> {
    const frame = this.frame;
    if (frame === null || (await frame.alive())) return true;
    if (this.frame === frame) {
      for (const s of [this.py, this.pySpare, this.js, this.busy]) s?.kill();
      this.py = this.pySpare = this.js = null;
      frame.dispose();
      this.frame = null;
    }
    return false;
  }

  /** Forgets the workers that are gone. */
  private dropDead(): void {
    if (this.py?.alive === false) this.py = null;
    if (this.pySpare?.alive === false) this.pySpare = null;
    if (this.js?.alive === false) this.js = null;
  }

  /**
   * A worker for `lang`, ready, taken for a run (`busy`): the one kept warm, else the spare, else a new one
   * (progress while Pyodide's files come and it starts). Stopped while it starts, it stays for the next run.
   */
  private async take(lang: CodeLang, progress: (p: SandboxProgress) => void, until: Until): Promise<Slot | typeof STOPPED> {
    if (this.finishing !== null && (await until(this.finishing)) === STOPPED) return STOPPED;
    if ((await until(this.frameAlive())) === STOPPED) return STOPPED;
    this.dropDead();
    if (lang === 'js') this.js ??= this.spawn('js');
    else if (this.py === null && this.pySpare === null) {
      const files = await until(this.pythonFiles((loaded, total) => progress({ phase: 'loading', loaded, total })));
      if (files === STOPPED) return STOPPED;
      if (this.disposed) throw new Error('the sandbox is disposed');
      this.keepPython();
    }
    const s = lang === 'js' ? this.js! : (this.py ?? this.pySpare)!;
    if (s.startMs === null) progress({ phase: 'starting' });
    if ((await until(s.ready)) === STOPPED) return STOPPED;
    if (this.js === s) this.js = null;
    if (this.py === s) this.py = null;
    if (this.pySpare === s) this.pySpare = null;
    this.busy = s;
    return s;
  }

  /** The worker taken for the run is lost (past its time limit, stopped, crashed): it is ended, and for Python a fresh one started ahead. */
  private lose(): void {
    const s = this.busy;
    this.busy = null;
    if (s === null) return;
    s.kill();
    this.stats.replaced++;
    if (s.lang === 'python') this.keepPython();
  }

  /**
   * Python's warm worker and its spare: the warm one now if there is none (the spare in its place, else a new
   * one), the spare once the warm one is ready. Two interpreters never start at once (each takes a core for
   * seconds), and no more than two are kept.
   */
  private keepPython(): void {
    this.dropDead();
    if (this.disposed || this.files === null) return;
    if (this.py === null) {
      this.py = this.pySpare ?? this.spawn('python');
      this.pySpare = null;
    }
    // The spare a little after: its start takes a core for seconds, and the page draws the run's verdict and
    // trees meanwhile (measured: a 63 ms task on the main thread when both came at once).
    const spare = () => {
      this.dropDead();
      const live = [this.py, this.pySpare, this.busy].filter((s) => s?.lang === 'python').length;
      if (!this.disposed && this.pySpare === null && live < 2) this.pySpare = this.spawn('python');
    };
    void this.py.ready.then(
      () => void setTimeout(spare, SPARE_AFTER_MS),
      () => undefined,
    );
  }

  /**
   * Ends a run: Python's worker kept for the next run unless the run changed its shared state (asked in the
   * background: the run's result does not wait for it, the next run does); JavaScript's ended.
   */
  private finish(): void {
    this.finishing = this.check().finally(() => (this.finishing = null));
  }

  private async check(): Promise<void> {
    const slot = this.busy;
    this.busy = null;
    if (slot === null || !slot.alive) return;
    if (slot.lang === 'js') return slot.kill();
    slot.send({ type: 'finish' });
    const m = await slot.next(FINISH_LIMIT_MS, 0);
    this.dropDead();
    if (m.type === 'finished' && !m.tainted && !this.disposed && (this.py === null || this.pySpare === null)) {
      if (this.py === null) this.py = slot;
      else this.pySpare = slot;
    } else {
      slot.kill();
      this.stats.replaced++;
    }
  }

  private spawn(lang: CodeLang): Slot {
    const frame = this.ensureFrame();
    const init = async (): Promise<ToWorker> =>
      lang === 'js' ? { type: 'init', lang } : { type: 'init', lang, files: await this.pythonFiles(), memoryMb: MEMORY_MB };
    const slot = new Slot(frame, lang, init, START_LIMIT_MS);
    void slot.ready.then(() => (lang === 'python' ? this.stats.pythonStarts : this.stats.jsStarts).push(Math.round(slot.startMs ?? 0)));
    return slot;
  }

  private virtual(): Promise<SandboxModule> {
    this.module ??= import('virtual:code-sandbox');
    return this.module;
  }

  private ensureFrame(): SandboxFrame {
    if (this.frame === null) {
      const source = this.virtual().then((m) => m.WORKER_SOURCE);
      this.frame = new SandboxFrame(source);
    }
    return this.frame;
  }

  private async pythonFiles(onProgress?: (loaded: number, total: number) => void): Promise<PyodideBlobs> {
    if (this.files === null) this.files = new PyodideFiles((await this.virtual()).PYODIDE_SIZES);
    return this.files.load(onProgress);
  }
}
