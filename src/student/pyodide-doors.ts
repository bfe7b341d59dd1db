/**
 * What both Python runners (`tutor check`'s, cli/check/py-runner.ts; the
 * page's, ui/code/sandbox/worker-python.ts) do to Pyodide before a
 * submission runs (issue 37): its doors to the machine shut — the host file
 * systems but its in-memory one, sockets, package loading, its own JS module
 * — and the WebAssembly heap capped, so that a memory bomb ends as Python's
 * MemoryError rather than as the process's or the tab's. Pure: no DOM, no
 * Node; what it touches is Pyodide's object and WebAssembly's.
 */
import type { PyodideInterface } from 'pyodide';

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
