/**
 * `tutor check`'s processes and what they say to each other (issue 37).
 *
 *   the CLI (check.ts)          reads the files and trees, computes the references, judges, prints
 *     └─ the sandbox host       a child process of Node started with the permission model (no file
 *        (host.ts)              writes, no child processes), code generation from strings disallowed;
 *                               it only schedules: a pool of worker threads, a time limit per tree
 *          └─ runners           worker threads: Python in Pyodide (py-runner.ts), JavaScript in a vm
 *             (py-, js-runner)  context (js-runner.ts); one submission at a time, one tree at a time
 *
 * The CLI sends the trees once, then one job per file; the host answers one
 * outcome per tree (in order) and a `done` per file. Everything crosses as
 * structured clones (the child's IPC uses `serialization: 'advanced'`), so a
 * tree's NaN values survive.
 */
import type { JobTree, Style, StudentAlgo, StudentError, TreeOutcome } from '../../student/contract.ts';

/** One tree as the runners get it, and what a run on it gave (student/contract.ts: the page's sandbox shares them). */
export type { JobTree, TreeOutcome } from '../../student/contract.ts';

/** The language a file is run in, from its extension. */
export type Lang = 'python' | 'js';

/** What every job of a run shares. */
export interface RunSetup {
  /** The sets of trees the files run on (the default trees depend on the style); a job names its set. */
  sets: JobTree[][];
  algo: StudentAlgo;
  /** Per tree, in ms. */
  timeout: number;
  /** The largest Python heap, in MiB (Pyodide's WebAssembly memory). */
  memoryMb: number;
  /** Where Pyodide's files are (node_modules/pyodide/). */
  pyodideDir: string;
  /** Worker threads at most (the machine's cores, fewer for fewer files). */
  workers: number;
}

/** One submission: its source and how to call it. */
export interface FileJob {
  id: number;
  lang: Lang;
  style: Style;
  /** The file's name as the student's tracebacks show it (its base name). */
  filename: string;
  source: string;
  /** The CS188 agent class, or the aima / JavaScript function. */
  entry: string;
  /** The index of its set of trees in RunSetup.sets. */
  set: number;
}

/** CLI → host. */
export type ToHost = { type: 'setup'; setup: RunSetup } | { type: 'job'; job: FileJob } | { type: 'end' };

/** Host → CLI. `fatal`: the host cannot go on (Pyodide cannot be loaded, …). */
export type FromHost =
  | { type: 'tree'; id: number; index: number; outcome: TreeOutcome }
  | { type: 'done'; id: number }
  | { type: 'fatal'; message: string }
  | { type: 'stats'; stats: HostStats };

/** What the host measured, for `tutor check`'s report (TUTOR_CHECK_STATS=1). */
export interface HostStats {
  /** Each Python worker's start, from `new Worker` to ready, in ms. */
  pythonStarts: number[];
  jsStarts: number[];
  /** Workers replaced (time limit, crash, changed shared state). */
  replaced: number;
}

/** Host → runner. `prepare` runs a file's top level in a fresh namespace; `tree` runs it on one tree. */
export type ToRunner = { type: 'prepare'; job: FileJob } | { type: 'tree'; tree: JobTree } | { type: 'finish' };

/** Runner → host. `calls`: the call budget is spent on the tree running (sent at once, while the code may go on). */
export type FromRunner =
  | { type: 'ready' }
  | { type: 'prepared'; error: StudentError | null }
  /** `fatal`: the interpreter cannot go on after this tree (its stack overflowed, …): the host replaces the worker. */
  | { type: 'outcome'; outcome: TreeOutcome; fatal?: boolean }
  | { type: 'calls' }
  /** After `finish`: whether the submission changed the interpreter's shared state (then the worker is replaced). */
  | { type: 'finished'; tainted: boolean };

/** What a runner thread is started with. */
export interface RunnerData {
  role: typeof RUNNER_ROLE;
  lang: Lang;
  memoryMb: number;
  pyodideDir: string;
  /** Python: Pyodide's interrupt buffer (the host writes 2, SIGINT, to stop a run past its limit without ending the worker). */
  interrupt: SharedArrayBuffer;
}

export const RUNNER_ROLE = 'tutor-check-runner';
/** The argument that starts this bundle as the sandbox host (with an IPC channel to the CLI). */
export const HOST_ARGUMENT = '--tutor-check-host';
