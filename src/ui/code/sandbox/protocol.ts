/**
 * What the page and a sandbox worker say to each other (issue 37, `#/code`),
 * over the MessagePort the page hands the worker through the iframe (frame.ts),
 * and how the page reads what a worker says: the worker runs the student's
 * code, so nothing it sends is trusted beyond its shape (`readFromWorker`).
 */
import type { JobTree, Style, StudentError, StudentEvent, TreeOutcome } from '../../../student/contract.ts';

export type CodeLang = 'python' | 'js';

/**
 * Pyodide's files the worker loads Python from, handed in by the page (the worker may fetch nothing), as
 * Blobs: a Blob crosses to a worker as a handle, with no copy on the page's main thread (13 MB copied for
 * each new worker would hold it up past 50 ms); the worker reads its own copy.
 */
export const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'] as const;
export type PyodideFile = (typeof PYODIDE_FILES)[number];
export type PyodideBlobs = Record<PyodideFile, Blob>;

/** One submission as the worker runs it. */
export interface WorkerJob {
  style: Style;
  /** The name its tracebacks show. */
  filename: string;
  source: string;
  /** The CS188 agent class, or the aima / JavaScript function. */
  entry: string;
}

/** Page → worker. `init` once; then per run `prepare` (the file's top level), a `tree` at a time, `finish`. */
export type ToWorker =
  | { type: 'init'; lang: 'js' }
  | { type: 'init'; lang: 'python'; files: PyodideBlobs; memoryMb: number }
  | { type: 'prepare'; job: WorkerJob }
  | { type: 'tree'; tree: JobTree }
  | { type: 'finish' };

/**
 * Worker → page. `ready` after `init` (`fatal` when the interpreter cannot start); `calls`: the call
 * budget is spent on the tree running (sent at once, while the code may go on); an outcome `fatal`: the
 * interpreter cannot go on after this tree; `finished`: whether the run changed the interpreter's
 * shared state (then the page does not reuse the worker).
 */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'fatal'; message: string }
  | { type: 'prepared'; error: StudentError | null }
  | { type: 'outcome'; outcome: TreeOutcome; fatal: boolean }
  | { type: 'calls' }
  | { type: 'finished'; tainted: boolean };

const KINDS: readonly string[] = ['exception', 'timeout', 'calls', 'refused'] satisfies StudentError['kind'][];
/** The longest message and action kept (the runners clip theirs to 2000 and 200 characters). */
const MAX_TEXT = 4000;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isText = (x: unknown): x is string => typeof x === 'string' && x.length <= MAX_TEXT;

function readError(x: unknown): StudentError | null {
  if (!isObject(x) || typeof x.kind !== 'string' || !KINDS.includes(x.kind) || !isText(x.message)) return null;
  const line = x.line;
  if (line !== undefined && line !== null && !(Number.isInteger(line) && (line as number) > 0)) return null;
  return { kind: x.kind as StudentError['kind'], message: x.message, ...(typeof line === 'number' ? { line } : {}) };
}

function readEvents(x: unknown, most: number): StudentEvent[] | null {
  if (!Array.isArray(x) || x.length > most) return null;
  const events: StudentEvent[] = [];
  for (const e of x as unknown[]) {
    if (!isObject(e) || (e.type !== 'generate' && e.type !== 'evaluate') || !isText(e.node)) return null;
    events.push({ type: e.type, node: e.node });
  }
  return events;
}

/** A tree's outcome as sent, checked: events of {type, node}, an action string or null, an error {kind, message, line?}; null if anything else. */
export function readOutcome(x: unknown, maxCalls: number): TreeOutcome | null {
  if (!isObject(x) || typeof x.ms !== 'number' || !Number.isFinite(x.ms) || x.ms < 0) return null;
  const ms = x.ms;
  if ('error' in x) {
    const error = readError(x.error);
    return error === null ? null : { error, ms };
  }
  const record = x.record;
  if (!isObject(record)) return null;
  // A record holds at most one event a call.
  const events = readEvents(record.events, maxCalls);
  const action = record.action;
  if (events === null || !(action === null || isText(action))) return null;
  return { record: { events, action }, ms };
}

/** A worker's message as sent, checked (`maxCalls`: the call budget of the tree running, which bounds a record); null if it is not one. */
export function readFromWorker(x: unknown, maxCalls: number): FromWorker | null {
  if (!isObject(x)) return null;
  switch (x.type) {
    case 'ready':
    case 'calls':
      return { type: x.type };
    case 'fatal':
      return isText(x.message) ? { type: 'fatal', message: x.message } : null;
    case 'prepared': {
      if (x.error === null) return { type: 'prepared', error: null };
      const error = readError(x.error);
      return error === null ? null : { type: 'prepared', error };
    }
    case 'outcome': {
      const outcome = readOutcome(x.outcome, maxCalls);
      return outcome === null ? null : { type: 'outcome', outcome, fatal: x.fatal === true };
    }
    case 'finished':
      return typeof x.tainted === 'boolean' ? { type: 'finished', tainted: x.tainted } : null;
    default:
      return null;
  }
}
