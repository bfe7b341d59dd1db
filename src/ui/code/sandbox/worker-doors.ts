/**
 * What a sandbox worker does to its own realm before a submission runs (issue
 * 37, `#/code`; the CLI's twin is cli/check/harden.ts). The worker already
 * lives in an opaque origin (the iframe's `sandbox="allow-scripts"`: no
 * storage, no cookies, no page) under a CSP that allows no connection and no
 * code from strings (frame.ts): these are belt and braces.
 * - `closeGlobals`: the globals that reach the network, storage, other code,
 *   other threads or time go, from the global object and its prototypes
 *   (where the web's attributes and operations live);
 * (The WebAssembly heap's cap is student/pyodide-doors.ts's, shared with the CLI.)
 * - `realmFingerprint`: the built-ins' properties, to tell after a run whether
 *   it changed them (then the page does not run the next submission there).
 */

/** Globals a submission could reach past the worker with, or keep running with. */
export const CLOSED = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'WebSocketStream',
  'WebTransport',
  'EventSource',
  'importScripts',
  'Worker',
  'SharedWorker',
  'BroadcastChannel',
  'MessageChannel',
  'indexedDB',
  'caches',
  'cookieStore',
  'navigator',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'queueMicrotask',
  'requestAnimationFrame',
  'postMessage',
  'close',
] as const;

/** Removes `names` from the global object and every object on its prototype chain; what cannot go is shadowed by a frozen undefined. */
export function closeGlobals(names: readonly string[]): void {
  const chain: object[] = [];
  for (let o: object | null = globalThis; o !== null; o = Object.getPrototypeOf(o) as object | null) chain.push(o);
  for (const name of names) {
    for (const o of chain) {
      try {
        if (Object.prototype.hasOwnProperty.call(o, name)) delete (o as Record<string, unknown>)[name];
      } catch {
        // Not removable: shadowed below.
      }
    }
    if (name in globalThis) {
      try {
        Object.defineProperty(globalThis, name, { value: undefined, writable: false, configurable: false });
      } catch {
        // A non-configurable own property: left (the CSP and the opaque origin still hold).
      }
    }
  }
}

/**
 * Freezes, before a JavaScript submission runs in this realm, what the runner
 * relies on after it — the language's built-ins and their prototypes (a
 * submission that replaced `Array.prototype.push`, `Map`, `Promise.prototype.then`
 * or an index setter could change what is recorded), the messaging ones
 * (`MessageEvent.prototype`'s `data` getter handed a submission the port to
 * the page, and with it a forged outcome: found by tests/e2e/code-sandbox.test.ts)
 * — and the global bindings that name them. The errors' prototypes stay open:
 * the runner names its errors by assignment (`e.name = …`), and what a
 * submission does to them changes only how its own errors read.
 */
export function lockIntrinsics(): void {
  const g = globalThis as unknown as Record<string, unknown>;
  const names = [
    'Object',
    'Function',
    'Array',
    'String',
    'Number',
    'Boolean',
    'Symbol',
    'BigInt',
    'Map',
    'Set',
    'WeakMap',
    'WeakSet',
    'WeakRef',
    'Promise',
    'RegExp',
    'Date',
    'Proxy',
    'Reflect',
    'JSON',
    'Math',
    'Atomics',
    'Iterator',
    'ArrayBuffer',
    'SharedArrayBuffer',
    'DataView',
    'Int8Array',
    'Uint8Array',
    'Uint8ClampedArray',
    'Int16Array',
    'Uint16Array',
    'Int32Array',
    'Uint32Array',
    'Float32Array',
    'Float64Array',
    'BigInt64Array',
    'BigUint64Array',
    'MessageEvent',
    'Event',
    'EventTarget',
    'MessagePort',
    'URL',
    'Blob',
    'TextEncoder',
    'TextDecoder',
    'structuredClone',
    'Intl',
  ];
  const objects = new Set<object>();
  const add = (o: unknown): void => {
    if ((typeof o === 'object' && o !== null) || typeof o === 'function') objects.add(o);
  };
  for (const name of names) {
    const v = g[name];
    add(v);
    if (typeof v === 'function') add((v as { prototype?: unknown }).prototype);
    try {
      if (name in g) Object.defineProperty(g, name, { value: v, writable: false, configurable: false });
    } catch {
      // Already fixed by the platform: frozen below all the same.
    }
  }
  // What the syntax reaches without a global name: iterators, generators, async functions, typed arrays' parent.
  const iter = Object.getPrototypeOf([][Symbol.iterator]()) as object;
  add(iter);
  add(Object.getPrototypeOf(iter));
  add(Object.getPrototypeOf(new Map()[Symbol.iterator]()));
  add(Object.getPrototypeOf(new Set()[Symbol.iterator]()));
  add(Object.getPrototypeOf(''[Symbol.iterator]()));
  const gen = Object.getPrototypeOf(function* () {}) as { prototype: object };
  add(gen);
  add(gen.prototype);
  add(Object.getPrototypeOf(async function () {}));
  add(Object.getPrototypeOf(Uint8Array));
  add(Object.getPrototypeOf(Uint8Array.prototype));
  for (const o of objects) Object.freeze(o);
}

/** The built-in objects whose properties a submission must leave as they are. */
function intrinsics(): object[] {
  const ctors = [Object, Function, Array, String, Number, Boolean, Symbol, BigInt, Map, Set, WeakMap, WeakSet, Promise, RegExp, Date, Error];
  const more = [TypeError, RangeError, SyntaxError, ArrayBuffer, DataView, Uint8Array, Int32Array, Float64Array, TextDecoder, TextEncoder, MessagePort];
  const list: object[] = [globalThis, JSON, Math, Reflect, WebAssembly, WebAssembly.Memory.prototype, WebAssembly.Instance.prototype];
  for (const c of [...ctors, ...more]) list.push(c, c.prototype as object);
  list.push(Object.getPrototypeOf(Uint8Array) as object, Object.getPrototypeOf(Uint8Array.prototype) as object);
  list.push(Object.getPrototypeOf([][Symbol.iterator]()) as object, Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object);
  return list;
}

function snapshot(): unknown[][] {
  return intrinsics().map((o) => {
    const row: unknown[] = [Object.isExtensible(o)];
    for (const key of Reflect.ownKeys(o)) {
      const d = Reflect.getOwnPropertyDescriptor(o, key);
      row.push(key, d?.value, d?.get, d?.set, d?.writable, d?.configurable);
    }
    return row;
  });
}

/** Takes the built-ins' fingerprint now; the function returned tells whether they changed since. */
export function realmFingerprint(): () => boolean {
  const before = snapshot();
  return () => {
    const after = snapshot();
    return after.some((row, i) => {
      const old = before[i];
      return old === undefined || old.length !== row.length || row.some((v, j) => !Object.is(v, old[j]));
    });
  };
}
