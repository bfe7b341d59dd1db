/**
 * What both Python runners (`tutor check`'s, cli/check/py-runner.ts; the
 * page's, ui/code/sandbox/worker-python.ts) do to Pyodide before a
 * submission runs (issue 37): its doors to the machine shut — the host file
 * systems but its in-memory one, sockets, package loading, its own JS module
 * — and the WebAssembly heap capped, so that a memory bomb ends as Python's
 * MemoryError rather than as the process's or the tab's; then the prelude
 * started in it (`startPrelude`). Pure: no DOM, no
 * Node; what it touches is Pyodide's object and WebAssembly's.
 */
import type { PyodideInterface } from 'pyodide';
import type { PyProxy } from 'pyodide/ffi';
import { PYTHON_PRELUDE } from './python-prelude.ts';

const blocked = (what: string) => () => {
  throw new Error(`${what} is not available in the sandbox`);
};

/** Shuts Pyodide's doors: file systems but MEMFS, sockets (refused as EACCES: Python sees PermissionError), packages, its JS module. */
export function shutPyodideDoors(py: PyodideInterface): void {
  const api = py as unknown as Record<string, unknown> & { _api: Record<string, unknown>; _module: Record<string, unknown> };
  for (const key of ['mountNodeFS', 'mountNativeFS', 'useNodeSockFS', 'loadPackage', 'loadPackagesFromImports', 'registerJsModule', 'unpackArchive']) {
    Object.defineProperty(api, key, { value: blocked(key), writable: false, configurable: false });
  }
  for (const key of ['initializeNodeSockFS', 'loadBinaryFile', 'loadDynlib', 'install']) api._api[key] = blocked(key);
  const fs = api._module.FS as { filesystems: Record<string, unknown>; ErrnoError: new (errno: number) => Error };
  for (const key of Object.keys(fs.filesystems)) if (key !== 'MEMFS') delete fs.filesystems[key];
  for (const key of ['NODEFS', 'IDBFS', 'WORKERFS', 'PROXYFS', 'NODESOCKFS']) api._module[key] = undefined;
  const sockfs = api._module.SOCKFS as Record<string, unknown> | undefined;
  const eacces = (api._module.ERRNO_CODES as Record<string, number> | undefined)?.EACCES ?? 2;
  if (sockfs !== undefined)
    sockfs.createSocket = () => {
      throw new fs.ErrnoError(eacces);
    };
}

/** WebAssembly's memory, as far as the cap uses it (not every configuration's lib has WebAssembly's types). */
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(delta: number): number;
}

/** No WebAssembly memory of this realm may grow past `mb` MiB (growth beyond fails: Emscripten's malloc returns null, Python raises MemoryError). */
export function capWasmMemory(mb: number): void {
  const proto = (globalThis as unknown as { WebAssembly: { Memory: { prototype: WasmMemory } } }).WebAssembly.Memory.prototype;
  const grow = proto.grow;
  const most = (mb * 1024 * 1024) / 65536;
  Object.defineProperty(proto, 'grow', {
    value: function (this: WasmMemory, delta: number): number {
      if (this.buffer.byteLength / 65536 + delta > most) throw new Error(`WebAssembly memory past ${mb} MiB`);
      return grow.call(this, delta);
    },
    writable: false,
    configurable: false,
  });
}

/** A prelude function, called from JavaScript (pyodide/ffi's proxy of a Python callable). */
export type PreludeFn = PyProxy & ((...args: unknown[]) => PyProxy | undefined);

/** The prelude's functions in one interpreter, and whether a submission left the interpreter or the realm changed. */
export interface PreludeSession {
  prepare: PreludeFn;
  runTree: PreludeFn;
  /** Whether the interpreter's shared modules, its in-memory files or (`lockRealm`'s check) the realm's built-ins changed since the start. */
  tainted(): boolean;
}

/**
 * Readies a loaded Pyodide for submissions, the same in both runners: its
 * output swallowed, its JS module gone, the prelude (python-prelude.ts) run
 * in a namespace of its own with the heap's cap, its doors shut; then
 * `lockRealm` closes the runner's own realm (the CLI's globals, the page's)
 * and returns its check of the built-ins; last, the fingerprints a run is
 * compared with.
 */
export function startPrelude(py: PyodideInterface, memoryMb: number, lockRealm: () => () => boolean): PreludeSession {
  const quiet = { batched: () => undefined };
  py.setStdout(quiet);
  py.setStderr(quiet);
  py.unregisterJsModule('pyodide_js');
  const P = (py.globals.get('dict') as PreludeFn)() as PyProxy & { get(k: string): PreludeFn | undefined; set(k: string, v: unknown): void };
  py.runPython(PYTHON_PRELUDE, { globals: P, filename: '<tutor>' });
  P.set('MEMORY_MB', memoryMb);
  shutPyodideDoors(py);
  const realmChanged = lockRealm();
  const [prepare, runTree, fingerprint, changedSince] = ['prepare', 'run_tree', 'fingerprint', 'changed'].map((k) => P.get(k));
  if (prepare === undefined || runTree === undefined || fingerprint === undefined || changedSince === undefined)
    throw new Error('the Python prelude is incomplete');
  const baseline = fingerprint() as PyProxy;
  // Pyodide's file system is in memory, but shared by the submissions an interpreter runs: a file one leaves
  // (any new node) is a change of state like any other.
  const nodes = () => (py.FS as { nextInode: number }).nextInode;
  const nodesBefore = nodes();
  return {
    prepare,
    runTree,
    tainted: () => (changedSince(baseline) as unknown as boolean) === true || realmChanged() || nodes() !== nodesBefore,
  };
}
