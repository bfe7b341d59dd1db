/**
 * What a runner thread does to its own JavaScript realm before it runs a
 * submission (issue 37, `tutor check`'s sandbox). The process around it
 * already has Node's permission model (no file writes, no child processes;
 * reads only of the bundle and Pyodide's files) and code generation from
 * strings disallowed (no `Function('return process')`, no `eval`): see
 * sandbox.ts. Here, in the thread:
 * - `lockDownGlobals`: the globals a submission that reached JavaScript
 *   could use to reach further go (`process`, Pyodide's `require` shim,
 *   `fetch` and the web's network classes, timers);
 * (The WebAssembly heap's cap is student/pyodide-doors.ts's, shared with the page.)
 * - `realmFingerprint`: the built-in objects' properties, to tell afterwards
 *   whether a submission changed them (then its worker is replaced, so that
 *   no submission can change how the next one is run or recorded).
 */
import { constants as fsConstants } from 'node:fs';
import { constants as osConstants } from 'node:os';

/** WebAssembly's objects, as far as this module uses them (the CLI's lib has no WebAssembly types). */
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(delta: number): number;
}
const wasm = (globalThis as unknown as { WebAssembly: { Memory: { prototype: WasmMemory }; Instance: { prototype: object }; Module: object } }).WebAssembly;

/** Globals removed from a runner's realm once its interpreter is loaded. */
const REMOVED = [
  'process',
  'require',
  'fetch',
  'WebSocket',
  'EventSource',
  'XMLHttpRequest',
  'navigator',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'clearTimeout',
  'clearInterval',
  'clearImmediate',
  'queueMicrotask',
  'BroadcastChannel',
  'MessageChannel',
  'Worker',
] as const;

export function lockDownGlobals(): void {
  const g = globalThis as Record<string, unknown>;
  for (const name of REMOVED) {
    try {
      delete g[name];
      if (name in g) Object.defineProperty(g, name, { value: undefined, writable: false, configurable: false });
    } catch {
      // Not removable here: left, and said in docs (the permission model still holds).
    }
  }
}

/**
 * Pyodide's NODEFS reads `process.binding('constants')` when it loads; the
 * permission model forbids `process.binding`. The constants it wants are
 * public (`fs.constants`, `os.constants`): give those, and nothing else.
 */
export function stubProcessBinding(): void {
  const binding = (name: string): unknown => {
    if (name === 'constants') return { fs: fsConstants, os: osConstants };
    throw new Error(`process.binding('${name}') is not available in the sandbox`);
  };
  Object.defineProperty(process, 'binding', { value: binding, configurable: true, writable: true });
}

/** The built-in objects whose properties a submission must leave as they are. */
function intrinsics(): object[] {
  const g = globalThis;
  const protos = [Object, Function, Array, String, Number, Boolean, Symbol, BigInt, Map, Set, WeakMap, WeakSet, Promise, RegExp, Date, Error];
  const more = [TypeError, RangeError, SyntaxError, ArrayBuffer, DataView, Uint8Array, Int32Array, Float64Array, TextDecoder, TextEncoder];
  const list: object[] = [g, JSON, Math, Reflect, wasm, wasm.Memory.prototype, wasm.Instance.prototype, wasm.Module];
  for (const c of [...protos, ...more]) list.push(c, c.prototype as object);
  list.push(Object.getPrototypeOf(Uint8Array) as object, Object.getPrototypeOf(Uint8Array.prototype) as object);
  list.push(Object.getPrototypeOf([][Symbol.iterator]()) as object, Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object);
  list.push(Object.getPrototypeOf(function* () {}) as object, Object.getPrototypeOf(async function () {}) as object);
  return list;
}

type Snapshot = [object, (PropertyKey | unknown)[]][];

function snapshot(): Snapshot {
  return intrinsics().map((o) => {
    const row: unknown[] = [Object.isExtensible(o)];
    for (const key of Reflect.ownKeys(o)) {
      const d = Reflect.getOwnPropertyDescriptor(o, key);
      row.push(key, d?.value, d?.get, d?.set, d?.writable, d?.configurable);
    }
    return [o, row];
  });
}

/** Takes the built-ins' fingerprint now; the function returned tells whether they changed since. */
export function realmFingerprint(): () => boolean {
  const before = snapshot();
  return () => {
    const after = snapshot();
    return after.some(([, row], i) => {
      const old = before[i]?.[1];
      return old === undefined || old.length !== row.length || row.some((v, j) => !Object.is(v, old[j]));
    });
  };
}
