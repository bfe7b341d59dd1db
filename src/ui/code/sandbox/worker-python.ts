/**
 * Python in a sandbox worker (issue 37, `#/code`): Pyodide loaded from the
 * files the page hands in (the worker may fetch nothing: a `fetch` that
 * answers only Pyodide's own names from those buffers serves its loader, and
 * is gone before any submission runs), then the same world as `tutor
 * check`'s Python runner (cli/check/py-runner.ts): `jsglobals` an empty
 * frozen object (`import js` reaches nothing), `pyodide_js` unregistered,
 * package loading and the file systems but the in-memory one refused, the
 * heap capped, stdout and stderr swallowed, then PYTHON_PRELUDE and its
 * `prepare` / `run_tree`, a fresh namespace a submission.
 */
import type { loadPyodide as LoadPyodide } from 'pyodide';
import type { PyProxy } from 'pyodide/ffi';
import { jobStudentTree } from '../../../student/tree-states.ts';
import { treeBridge } from '../../../student/bridge.ts';
import type { JobTree, StudentError, TreeOutcome } from '../../../student/contract.ts';
import { msg } from '../../../i18n/message.ts';
import { english } from './worker-words.ts';
import { CLOSED, closeGlobals, realmFingerprint } from './worker-doors.ts';
import { capWasmMemory, startPrelude } from '../../../student/pyodide-doors.ts';
import type { PyodideBlobs, PyodideFile, WorkerJob } from './protocol.ts';

/** Where Pyodide believes its files are: a name no request can reach (the CSP refuses every connection anyway). */
const INDEX = 'https://pyodide.invalid/';

/** Pyodide's own requests, answered from the page's files; anything else refused. */
function serveFrom(files: PyodideBlobs): (input: unknown) => Promise<Response> {
  return (input) => {
    const url = input instanceof Request ? input.url : String(input);
    const name = url.startsWith(INDEX) ? url.slice(INDEX.length) : '';
    if (!Object.hasOwn(files, name)) return Promise.reject(new TypeError(`${url} is not available in the sandbox`));
    const file = files[name as PyodideFile];
    return Promise.resolve(new Response(file, { headers: { 'Content-Type': file.type } }));
  };
}

const asError = (value: unknown): StudentError | null => {
  if (value === undefined || value === null) return null;
  const e = (value as PyProxy & { toJs(o: object): Record<string, unknown> }).toJs({ dict_converter: Object.fromEntries }) as Record<string, unknown>;
  const line = typeof e.line === 'number' ? e.line : undefined;
  return { kind: e.kind as StudentError['kind'], message: String(e.message), ...(line === undefined ? {} : { line }) };
};

function fatalMessage(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return (
    text
      .split('\n')
      .filter((l) => l.trim() !== '')
      .slice(-1)[0] ?? 'unknown error'
  );
}

export interface PythonRunner {
  prepare(job: WorkerJob): StudentError | null;
  /** One tree; `fatal`: the interpreter cannot go on (its stack overflowed, …). */
  runTree(jt: JobTree): { outcome: TreeOutcome; fatal: boolean };
  /** Ends the submission; whether it changed the interpreter's shared state. */
  finish(): boolean;
}

/** Loads Pyodide from `files` in this worker and makes it ready for submissions; `onCalls` is told at once when a tree's call budget is spent. */
export async function startPython(files: PyodideBlobs, memoryMb: number, onCalls: () => void): Promise<PythonRunner> {
  capWasmMemory(memoryMb);
  // Pyodide refuses a classic worker it can tell (it calls importScripts): this one has none from now on.
  closeGlobals(['importScripts']);
  Object.defineProperty(globalThis, 'fetch', { value: serveFrom(files), writable: true, configurable: true });
  const blobUrl = (name: PyodideFile) => URL.createObjectURL(new Blob([files[name]], { type: 'text/javascript' }));
  const lock = await files['pyodide-lock.json'].text();
  const { loadPyodide } = (await import(/* @vite-ignore */ blobUrl('pyodide.mjs'))) as { loadPyodide: typeof LoadPyodide };
  const asm = (await import(/* @vite-ignore */ blobUrl('pyodide.asm.mjs'))) as {
    default: NonNullable<Parameters<typeof LoadPyodide>[0]>['createPyodideModule'];
  };
  const py = await loadPyodide({
    indexURL: INDEX,
    lockFileContents: lock,
    ...(asm.default === undefined ? {} : { createPyodideModule: asm.default }),
    jsglobals: Object.freeze(Object.create(null) as object),
    stdout: () => undefined,
    stderr: () => undefined,
    packages: [],
  });
  const session = startPrelude(py, memoryMb, () => {
    closeGlobals(CLOSED);
    return realmFingerprint();
  });
  const { prepare, runTree } = session;

  let current: { job: WorkerJob; handle: PyProxy | null; error: StudentError | null } | null = null;

  return {
    prepare(job) {
      const res = prepare(job.source, job.filename, job.style) as PyProxy & { get(i: number): unknown };
      const handle = res.get(0) as PyProxy | undefined;
      const error = asError(res.get(1));
      res.destroy();
      current = { job, handle: handle ?? null, error };
      return error;
    },

    runTree(jt) {
      const t0 = performance.now();
      if (current === null || current.handle === null)
        return { outcome: { error: current?.error ?? { kind: 'exception', message: 'not prepared' }, ms: 0 }, fatal: false };
      const tree = jobStudentTree(jt);
      const b = treeBridge(tree, onCalls, english);
      let result: PyProxy | undefined;
      try {
        result = runTree(current.handle, b.bridge, current.job.style, current.job.entry, jt.rounds ?? 1);
      } catch (e) {
        b.close();
        return {
          outcome: { error: { kind: 'exception', message: `the Python interpreter stopped: ${fatalMessage(e)}` }, ms: performance.now() - t0 },
          fatal: true,
        };
      }
      const ms = performance.now() - t0;
      b.close();
      const out = (result as PyProxy & { toJs(o: object): { action: string | null | undefined; error: unknown } }).toJs({
        dict_converter: Object.fromEntries,
        depth: 1,
      });
      const error = asError(out.error);
      result?.destroy();
      if (b.exceeded()) return { outcome: { error: { kind: 'calls', message: english(msg('student.calls', { max: jt.maxCalls })) }, ms }, fatal: false };
      if (error !== null) return { outcome: { error, ms }, fatal: false };
      return { outcome: { record: tree.record(out.action ?? null), ms }, fatal: false };
    },

    finish() {
      current?.handle?.destroy();
      current = null;
      return session.tainted();
    },
  };
}
