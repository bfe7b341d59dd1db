/**
 * A JavaScript runner (issue 37, `tutor check`): a worker thread that runs a
 * submission's module in a `node:vm` context of its own (a fresh one per
 * submission), one tree at a time; the host stops a tree that runs past its
 * time limit by terminating this thread.
 *
 * The context has the language's built-ins and nothing of Node's: no
 * `require`, `process`, `fetch` or timers (each refused with a clear error),
 * code generation from strings and WebAssembly compilation refused, its own
 * microtask queue. `import` in any form is refused before the code runs. The
 * game object is made inside the context, over the bridge kept in a closure,
 * so nothing of this thread's realm reaches the submission. A module's
 * exports are read from `module.exports` / `exports`, or from `export
 * function` (rewritten in place, line numbers kept: no flags needed, unlike
 * vm.SourceTextModule).
 */
import vm from 'node:vm';
import type { MessagePort } from 'node:worker_threads';
import { StudentTree } from '../../student/tree-states.ts';
import type { StudentError } from '../../student/contract.ts';
import { english } from '../io.ts';
import { msg } from '../../i18n/message.ts';
import { treeBridge, type Bridge } from './bridge.ts';
import { lockDownGlobals, realmFingerprint } from './harden.ts';
import type { FileJob, FromRunner, JobTree, ToRunner } from './protocol.ts';

/** Run first in each context: Node's doors refused, and the maker of the game object over a bridge. */
const INNER = `'use strict';
(() => {
  const refusal = (what) => { const e = new Error(what + ' is not available in the sandbox'); e.name = 'Refused'; return e; };
  const refuse = (what) => function () { throw refusal(what); };
  const trap = (what) => new Proxy(Object.create(null), { get() { throw refusal(what); }, has() { throw refusal(what); }, set() { throw refusal(what); } });
  const define = (k, v) => Object.defineProperty(globalThis, k, { value: v, writable: false, configurable: false });
  define('require', refuse('require()'));
  define('process', trap('process'));
  define('fetch', refuse('fetch()'));
  for (const k of ['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask']) define(k, refuse(k + '()'));
  return (bridge) => {
    const fail = () => {
      const why = bridge.failure();
      const calls = why === 'calls';
      const e = new Error(calls ? 'the call budget of this tree is spent (the search calls the game too often, or never ends)' : why);
      e.name = calls ? 'CallBudgetExceeded' : 'IllegalAction';
      throw e;
    };
    const ok = (r) => (r === undefined ? fail() : r);
    const name = (x, what) => {
      if (typeof x !== 'string') throw new TypeError('a ' + typeof x + ' is not ' + what + ': they are the names the game gives (strings)');
      return x;
    };
    return Object.freeze({
      initial: bridge.root(),
      actions: (s) => Array.from(ok(bridge.actions(name(s, 'a state')))),
      result: (s, a) => ok(bridge.successor(name(s, 'a state'), name(a, 'a move'))),
      terminalTest: (s) => ok(bridge.terminal(name(s, 'a state'))),
      toMove: (s) => ok(bridge.toMove(name(s, 'a state'))),
      utility: (s, player) => { const v = ok(bridge.value(name(s, 'a state'))); return player === 'MAX' ? v : -v; },
      probability: (s, a) => ok(bridge.probability(name(s, 'a state'), name(a, 'a move'))),
    });
  };
})()`;

/** `import` in any form (static, `import()`, `import.meta`): where it is, or null. */
export function importAt(source: string): number | null {
  const m = /^\s*import\s*[\w{*'"]|\bimport\s*\(|\bimport\s*\.\s*meta\b/m.exec(source);
  return m === null ? null : source.slice(0, m.index + m[0].search(/import/)).split('\n').length;
}

/** `export function f` / `export const f` / `export default function f` / `export { a as b }` rewritten in place (same lines); whether the file is a module. */
export function withoutExports(source: string): { code: string; esm: boolean; tail: string } {
  let esm = false;
  const tail: string[] = [];
  const code = source
    .replace(/^([ \t]*)export\s+(?:default\s+)?(?=(?:async\s+)?function\b|class\b|const\b|let\b|var\b)/gm, (_m, ws: string) => {
      esm = true;
      return ws;
    })
    .replace(/^([ \t]*)export\s*\{([^}]*)\}[ \t]*;?/gm, (_m, ws: string, list: string) => {
      esm = true;
      for (const part of list.split(',')) {
        const [local, exported] = part.trim().split(/\s+as\s+/);
        if (local !== undefined && /^[A-Za-z_$][\w$]*$/.test(local)) tail.push(`module.exports[${JSON.stringify(exported ?? local)}] = ${local};`);
      }
      return ws;
    });
  return { code, esm, tail: tail.join(' ') };
}

const lineIn = (stack: string, filename: string): number | undefined => {
  const m = new RegExp(`${filename.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+)`).exec(stack);
  return m === null ? undefined : Number(m[1]);
};

/** A value thrown by the submission (an object of its realm, or anything), read without trusting it. */
function describe(e: unknown, filename: string): StudentError {
  let name = 'Error';
  let message = '';
  let stack = '';
  try {
    if (typeof e === 'object' && e !== null) {
      const o = e as { name?: unknown; message?: unknown; stack?: unknown };
      name = String(o.name);
      message = String(o.message);
      stack = String(o.stack);
    } else message = typeof e === 'symbol' ? e.toString() : String(e);
  } catch {
    message = 'something that cannot be read was thrown';
  }
  const kind = name === 'CallBudgetExceeded' ? 'calls' : name === 'Refused' ? 'refused' : 'exception';
  const line = lineIn(stack, filename);
  return { kind, message: `${name}: ${message}`.slice(0, 2000), ...(line === undefined ? {} : { line }) };
}

interface Prepared {
  makeGame: (bridge: Bridge) => object;
  fn: (state: string, game: object) => unknown;
}

function prepare(job: FileJob): Prepared | StudentError {
  const at = importAt(job.source);
  if (at !== null) return { kind: 'refused', message: 'import is not available in the sandbox: the submission must be one self-contained file', line: at };
  const ctx = vm.createContext(Object.create(null) as object, {
    name: job.filename,
    codeGeneration: { strings: false, wasm: false },
    microtaskMode: 'afterEvaluate',
  });
  const makeGame = vm.runInContext(INNER, ctx, { filename: '<tutor>' }) as Prepared['makeGame'];
  const { code, esm, tail } = withoutExports(job.source);
  const wrapped = `(function (module, exports) {${esm ? "'use strict';" : ''}${code}\n;${tail} return [module.exports, typeof ${job.entry} === 'function' ? ${job.entry} : undefined];\n})`;
  try {
    const wrapper = new vm.Script(wrapped, { filename: job.filename }).runInContext(ctx) as (m: object, e: object) => [unknown, unknown];
    const m = vm.runInContext('({ exports: {} })', ctx) as { exports: object };
    const [exported, local] = wrapper(m, m.exports);
    const fromExports = typeof exported === 'object' || typeof exported === 'function' ? (exported as Record<string, unknown> | null)?.[job.entry] : undefined;
    const fn = typeof fromExports === 'function' ? fromExports : local;
    if (typeof fn !== 'function') return { kind: 'refused', message: `the file exports no function ${job.entry} (name it with --function)` };
    return { makeGame, fn: fn as Prepared['fn'] };
  } catch (e) {
    return describe(e, job.filename);
  }
}

export function jsRunner(port: MessagePort): void {
  const post = (m: FromRunner) => port.postMessage(m);
  lockDownGlobals();
  const realmChanged = realmFingerprint();
  let current: { job: FileJob; prepared: Prepared | StudentError } | null = null;

  const runOne = (jt: JobTree): void => {
    if (current === null) throw new Error('a tree before its file');
    const { job, prepared } = current;
    if (!('fn' in prepared)) {
      post({ type: 'outcome', outcome: { error: prepared, ms: 0 } });
      return;
    }
    const tree = new StudentTree(jt.tree, { maxCalls: jt.maxCalls, ...(jt.rounds === undefined ? {} : { rounds: jt.rounds }) });
    const b = treeBridge(tree, () => post({ type: 'calls' }));
    const t0 = performance.now();
    let error: StudentError | null = null;
    let action: string | null = null;
    try {
      const value = prepared.fn(tree.root, prepared.makeGame(b.bridge));
      if (typeof value === 'string') action = value;
      else if (value !== undefined && value !== null) action = `${typeof value} ${typeof value === 'object' ? '' : String(value)}`.trim().slice(0, 200);
    } catch (e) {
      error = describe(e, job.filename);
    }
    const ms = performance.now() - t0;
    b.close();
    if (b.exceeded()) post({ type: 'outcome', outcome: { error: { kind: 'calls', message: english(msg('student.calls', { max: jt.maxCalls })) }, ms } });
    else if (error !== null) post({ type: 'outcome', outcome: { error, ms } });
    else post({ type: 'outcome', outcome: { record: tree.record(action), ms } });
  };

  port.on('message', (m: ToRunner) => {
    switch (m.type) {
      case 'prepare': {
        const prepared = prepare(m.job);
        current = { job: m.job, prepared };
        post({ type: 'prepared', error: 'fn' in prepared ? null : prepared });
        return;
      }
      case 'tree':
        runOne(m.tree);
        return;
      case 'finish':
        current = null;
        post({ type: 'finished', tainted: realmChanged() });
        return;
    }
  });
  post({ type: 'ready' });
}
