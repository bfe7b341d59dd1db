/**
 * JavaScript in a sandbox worker (issue 37, `#/code`): the student's file run
 * in this worker's own realm (a fresh worker a run: nothing it changes
 * outlives the run), with the game object `tutor check` gives
 * (student/js-game.ts). Before the file runs, the globals that reach the
 * network, storage, other code, other threads, timers and WebAssembly go
 * (worker-doors.ts), and the rest of the web's doors are refused by name;
 * `import` in any form is refused. The file is loaded as a classic script
 * from a blob URL (the CSP allows no code from strings), its exports read as
 * the CLI reads them (`export` rewritten in place: its lines are the
 * file's); a syntax error's line comes from a nested worker's error event,
 * which the script's own loader does not give.
 */
import { jobStudentTree } from '../../../student/tree-states.ts';
import { treeBridge } from '../../../student/bridge.ts';
import { describe, importAt, jsWorld, withoutExports, type JsGame } from '../../../student/js-game.ts';
import type { JobTree, StudentError, TreeOutcome } from '../../../student/contract.ts';
import { msg } from '../../../i18n/message.ts';
import { english } from './worker-words.ts';
import { CLOSED, closeGlobals, lockIntrinsics } from './worker-doors.ts';
import type { WorkerJob } from './protocol.ts';

/** A classic worker's script loader (the page's DOM types do not name it). */
declare const importScripts: (...urls: string[]) => void;

/** How long the line of a syntax error is waited for. */
const SYNTAX_LINE_MS = 3000;

export interface JsRunner {
  prepare(job: WorkerJob): Promise<StudentError | null>;
  runTree(jt: JobTree): TreeOutcome;
}

type Wrapper = (module: { exports: unknown }, exports: unknown) => [unknown, unknown];

/** Readies this worker's realm for one submission: what it needs kept aside, the rest closed. */
export function startJs(onCalls: () => void): JsRunner {
  const load = importScripts.bind(globalThis);
  const NestedWorker = Worker;
  const makeUrl = URL.createObjectURL.bind(URL);
  const wait = setTimeout.bind(globalThis);
  const clear = clearTimeout.bind(globalThis);
  const slot = `__tutor_${Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36)).join('')}`;
  closeGlobals([...CLOSED, 'WebAssembly']);
  const makeGame = jsWorld({
    calls: ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'importScripts', 'Worker', 'setTimeout', 'setInterval', 'queueMicrotask'],
    traps: ['indexedDB', 'caches', 'navigator', 'WebAssembly'],
  });
  // Last, once this runner holds what it needs: the built-ins fixed before any submission can change them.
  lockIntrinsics();
  let prepared: { fn: (state: string, game: JsGame) => unknown; url: string } | null = null;

  /** The line of a syntax error in the script at `url`: a nested worker parses it (it would only define the wrapper) and says where it failed. */
  const syntaxLine = (url: string): Promise<number | undefined> =>
    new Promise((resolve) => {
      const w = new NestedWorker(url);
      const done = (line: number | undefined) => {
        clear(timer);
        w.terminate();
        resolve(line);
      };
      const timer = wait(() => done(undefined), SYNTAX_LINE_MS);
      w.onerror = (ev) => {
        ev.preventDefault();
        done(ev.lineno > 0 ? ev.lineno : undefined);
      };
    });

  return {
    async prepare(job) {
      const at = importAt(job.source);
      if (at !== null) return { kind: 'refused', message: 'import is not available in the sandbox: the code must be one self-contained file', line: at };
      if (!/^[A-Za-z_$][\w$]*$/.test(job.entry)) return { kind: 'refused', message: `${job.entry} is not a function name` };
      const { code, esm, tail } = withoutExports(job.source);
      const entry = job.entry;
      // One line before the file's first: none. The file's lines are the script's.
      const text = `self[${JSON.stringify(slot)}] = function (module, exports) {${esm ? "'use strict';" : ''}${code}\n;${tail} return [module.exports, typeof ${entry} === 'function' ? ${entry} : undefined];\n};`;
      const url = makeUrl(new Blob([text], { type: 'text/javascript' }));
      try {
        load(url);
      } catch (e) {
        if (e instanceof SyntaxError || (e as { name?: unknown } | null)?.name === 'SyntaxError') {
          const line = await syntaxLine(url);
          const message = String((e as Error).message).replace(/^Failed to execute 'importScripts' on 'WorkerGlobalScope': /, '');
          return { kind: 'exception', message: `SyntaxError: ${message}`, ...(line === undefined ? {} : { line }) };
        }
        return describe(e, url);
      }
      const g = globalThis as unknown as Record<string, Wrapper | undefined>;
      const wrapper = g[slot];
      delete g[slot];
      if (typeof wrapper !== 'function') return { kind: 'exception', message: 'the file could not be loaded' };
      try {
        const m = { exports: {} as unknown };
        const [exported, local] = wrapper(m, m.exports);
        const fromExports = typeof exported === 'object' || typeof exported === 'function' ? (exported as Record<string, unknown> | null)?.[entry] : undefined;
        const fn = typeof fromExports === 'function' ? fromExports : local;
        if (typeof fn !== 'function')
          return { kind: 'refused', message: `the file exports no function ${entry}: the tutor calls it by that name (rename yours to it)` };
        prepared = { fn: fn as (state: string, game: JsGame) => unknown, url };
        return null;
      } catch (e) {
        return describe(e, url);
      }
    },

    runTree(jt) {
      if (prepared === null) return { error: { kind: 'exception', message: 'not prepared' }, ms: 0 };
      const tree = jobStudentTree(jt);
      const b = treeBridge(tree, onCalls, english);
      const t0 = performance.now();
      let error: StudentError | null = null;
      let action: string | null = null;
      try {
        const value = prepared.fn(tree.root, makeGame(b.bridge));
        if (typeof value === 'string') action = value;
        else if (value !== undefined && value !== null) action = `${typeof value} ${typeof value === 'object' ? '' : String(value)}`.trim().slice(0, 200);
      } catch (e) {
        error = describe(e, prepared.url);
      }
      const ms = performance.now() - t0;
      b.close();
      if (b.exceeded()) return { error: { kind: 'calls', message: english(msg('student.calls', { max: jt.maxCalls })) }, ms };
      if (error !== null) return { error, ms };
      return { record: tree.record(action), ms };
    },
  };
}
