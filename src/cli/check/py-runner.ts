/**
 * A Python runner (issue 37, `tutor check`): a worker thread with one warm
 * Pyodide interpreter, which runs one submission at a time, each in a fresh
 * namespace with fresh stand-ins (student/python-prelude.ts), one tree at a
 * time. The host (host.ts) stops a tree that runs past its time limit by
 * terminating this thread.
 *
 * Before any submission runs: Pyodide is loaded with `jsglobals` an empty
 * frozen object (`import js` reaches nothing), its doors to the machine are
 * shut (NODEFS and the other host file systems, Node sockets, package
 * loading, the `pyodide_js` module), the realm's dangerous globals go
 * (harden.ts), and the heap is capped. After each submission, whether it
 * changed the interpreter's shared modules or the realm's built-ins is
 * checked, and the host replaces the worker if it did.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MessagePort } from 'node:worker_threads';
import type { loadPyodide as LoadPyodide } from 'pyodide';
import type { PyProxy } from 'pyodide/ffi';
import { jobStudentTree } from '../../student/tree-states.ts';
import type { StudentError } from '../../student/contract.ts';
import { english } from '../io.ts';
import { msg } from '../../i18n/message.ts';
import { treeBridge } from '../../student/bridge.ts';
import { lockDownGlobals, realmFingerprint, stubProcessBinding } from './harden.ts';
import { capWasmMemory, startPrelude } from '../../student/pyodide-doors.ts';
import type { FileJob, FromRunner, JobTree, RunnerData, ToRunner } from './protocol.ts';

const asError = (value: unknown): StudentError | null => {
  if (value === undefined || value === null) return null;
  const e = (value as PyProxy & { toJs(o: object): Record<string, unknown> }).toJs({ dict_converter: Object.fromEntries }) as Record<string, unknown>;
  const line = typeof e.line === 'number' ? e.line : undefined;
  return { kind: e.kind as StudentError['kind'], message: String(e.message), ...(line === undefined ? {} : { line }) };
};

export async function pythonRunner(data: RunnerData, port: MessagePort): Promise<void> {
  const post = (m: FromRunner) => port.postMessage(m);
  capWasmMemory(data.memoryMb);
  stubProcessBinding();
  const { loadPyodide } = (await import(pathToFileURL(join(data.pyodideDir, 'pyodide.mjs')).href)) as { loadPyodide: typeof LoadPyodide };
  const py = await loadPyodide({
    indexURL: data.pyodideDir + '/',
    jsglobals: Object.freeze(Object.create(null) as object),
    stdout: () => undefined,
    stderr: () => undefined,
  });
  // The host stops a run past its limit by writing SIGINT here; cleared before each run.
  const interrupt = new Int32Array(data.interrupt);
  py.setInterruptBuffer(interrupt);
  const session = startPrelude(py, data.memoryMb, () => {
    lockDownGlobals();
    return realmFingerprint();
  });
  const { prepare, runTree } = session;

  let current: { job: FileJob; handle: PyProxy | null; error: StudentError | null } | null = null;

  const runOne = (jt: JobTree): void => {
    if (current === null) throw new Error('a tree before its file');
    const t0 = performance.now();
    if (current.handle === null) {
      post({ type: 'outcome', outcome: { error: current.error ?? { kind: 'exception', message: 'not prepared' }, ms: 0 } });
      return;
    }
    const tree = jobStudentTree(jt);
    const b = treeBridge(tree, () => post({ type: 'calls' }), english);
    let result: PyProxy | undefined;
    Atomics.store(interrupt, 0, 0);
    try {
      result = runTree(current.handle, b.bridge, current.job.style, current.job.entry, jt.rounds ?? 1);
    } catch (e) {
      // A fatal error of the interpreter (its stack overflowed, …): this tree's error, then a fresh worker.
      b.close();
      post({
        type: 'outcome',
        outcome: { error: { kind: 'exception', message: `the Python interpreter stopped: ${fatalMessage(e)}` }, ms: performance.now() - t0 },
        fatal: true,
      });
      return;
    }
    const ms = performance.now() - t0;
    b.close();
    const out = (result as PyProxy & { toJs(o: object): { action: string | null | undefined; error: unknown } }).toJs({
      dict_converter: Object.fromEntries,
      depth: 1,
    });
    const error = asError(out.error);
    result?.destroy();
    if (b.exceeded()) post({ type: 'outcome', outcome: { error: { kind: 'calls', message: english(msg('student.calls', { max: jt.maxCalls })) }, ms } });
    else if (error !== null) post({ type: 'outcome', outcome: { error, ms } });
    else post({ type: 'outcome', outcome: { record: tree.record(out.action ?? null), ms } });
  };

  port.on('message', (m: ToRunner) => {
    switch (m.type) {
      case 'prepare': {
        Atomics.store(interrupt, 0, 0);
        const res = prepare(m.job.source, m.job.filename, m.job.style) as PyProxy & { get(i: number): unknown };
        const handle = res.get(0) as PyProxy | undefined;
        const error = asError(res.get(1));
        res.destroy();
        current = { job: m.job, handle: handle ?? null, error };
        post({ type: 'prepared', error });
        return;
      }
      case 'tree':
        runOne(m.tree);
        return;
      case 'finish': {
        current?.handle?.destroy();
        current = null;
        post({ type: 'finished', tainted: session.tainted() });
        return;
      }
    }
  });
  post({ type: 'ready' });
}

function fatalMessage(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return (
    text
      .split('\n')
      .filter((l) => l.trim() !== '')
      .slice(-1)[0] ?? 'unknown error'
  );
}
