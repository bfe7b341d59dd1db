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
import { jobStudentTree } from '../../student/tree-states.ts';
import type { StudentError } from '../../student/contract.ts';
import { english } from '../io.ts';
import { msg } from '../../i18n/message.ts';
import { treeBridge, type Bridge } from '../../student/bridge.ts';
import { describe, importAt, jsWorldSource, withoutExports, type JsDoors } from '../../student/js-game.ts';
import { lockDownGlobals, realmFingerprint } from './harden.ts';
import type { FileJob, FromRunner, JobTree, ToRunner } from './protocol.ts';

/** How a submission's source is read (student/js-game.ts; tests/unit/check-js-source.test.ts reads them here). */
export { importAt, withoutExports };

/** Node's doors, refused in each context before the game object is made (student/js-game.ts). */
const DOORS: JsDoors = {
  calls: ['require', 'fetch', 'setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask'],
  traps: ['process'],
};
const WORLD = jsWorldSource(DOORS);

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
  const makeGame = vm.runInContext(WORLD, ctx, { filename: '<tutor>' }) as Prepared['makeGame'];
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
    const tree = jobStudentTree(jt);
    const b = treeBridge(tree, () => post({ type: 'calls' }), english);
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
