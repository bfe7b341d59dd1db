/**
 * A JavaScript submission's world (issue 37), shared by `tutor check`'s
 * runner (cli/check/js-runner.ts: a `node:vm` context) and the page's sandbox
 * (ui/code/sandbox/: a worker): the game object it is handed, how its source
 * is read before it runs, and how a value it throws is read. Pure.
 *
 * `jsWorld` runs in the realm the submission runs in, so that nothing of the
 * runner's realm reaches the submission: the CLI evaluates its source text
 * (`jsWorldSource`) inside the vm context; the page's worker, whose realm is
 * the submission's, calls it. It is self-contained for that reason (no
 * import, no outer name: only its parameters and the language's built-ins).
 */
import type { StudentError } from './contract.ts';
import type { Bridge } from './bridge.ts';

/** The game object a JavaScript submission gets: aima-python's, camelCased. */
export interface JsGame {
  readonly initial: string;
  actions(s: string): string[];
  result(s: string, a: string): string;
  terminalTest(s: string): boolean;
  toMove(s: string): 'MAX' | 'MIN' | 'CHANCE';
  utility(s: string, player: string): number;
  probability(s: string, a: string): number;
}

/** What the realm refuses before a submission runs: functions that throw when called, and objects that throw when touched. */
export interface JsDoors {
  calls: readonly string[];
  traps: readonly string[];
}

/**
 * Refuses `doors` on the realm's global object (each a non-configurable
 * property: a call, or any use of a trap, throws an error named `Refused`,
 * which the runner reports as `refused`), and returns the maker of the game
 * object over a bridge. Errors thrown to the submission: `Refused`,
 * `CallBudgetExceeded` (the budget is spent: the runner reports `calls`
 * whatever the code does with it), `IllegalAction` (a refused call, worded
 * by the bridge), `TypeError` (a state or a move that is not a string).
 */
export function jsWorld(doors: JsDoors): (bridge: Bridge) => JsGame {
  const refusal = (what: string): Error => {
    const e = new Error(what + ' is not available in the sandbox');
    e.name = 'Refused';
    return e;
  };
  const refuse = (what: string) =>
    function (): never {
      throw refusal(what);
    };
  const trap = (what: string): object =>
    new Proxy(Object.create(null) as object, {
      get() {
        throw refusal(what);
      },
      has() {
        throw refusal(what);
      },
      set() {
        throw refusal(what);
      },
    });
  const define = (k: string, v: unknown) => Object.defineProperty(globalThis, k, { value: v, writable: false, configurable: false });
  for (const k of doors.calls) define(k, refuse(k + '()'));
  for (const k of doors.traps) define(k, trap(k));
  return (bridge: Bridge): JsGame => {
    const fail = (): never => {
      const why = bridge.failure();
      const calls = why === 'calls';
      const e = new Error(
        calls
          ? 'the call budget of this tree is spent (the search calls the game too often, or never ends)'
          : why === 'closed'
            ? 'this tree is finished: a state kept from an earlier search cannot be used'
            : why,
      );
      e.name = calls ? 'CallBudgetExceeded' : 'IllegalAction';
      throw e;
    };
    const ok = <T>(r: T | undefined): T => (r === undefined ? fail() : r);
    const name = (x: unknown, what: string): string => {
      if (typeof x !== 'string') {
        const e = new Error('a ' + typeof x + ' is not ' + what + ': they are the names the game gives (strings)');
        e.name = 'TypeError';
        throw e;
      }
      return x;
    };
    return Object.freeze({
      initial: bridge.root(),
      actions: (s: string) => Array.from(ok(bridge.actions(name(s, 'a state')))),
      result: (s: string, a: string) => ok(bridge.successor(name(s, 'a state'), name(a, 'a move'))),
      terminalTest: (s: string) => ok(bridge.terminal(name(s, 'a state'))),
      toMove: (s: string) => ok(bridge.toMove(name(s, 'a state'))),
      utility: (s: string, player: string) => {
        const v = ok(bridge.value(name(s, 'a state')));
        return player === 'MAX' ? v : -v;
      },
      probability: (s: string, a: string) => ok(bridge.probability(name(s, 'a state'), name(a, 'a move'))),
    });
  };
}

/** `jsWorld` as source text, called with `doors`: evaluated in another realm (a vm context), it gives that realm's maker of the game object. */
export function jsWorldSource(doors: JsDoors): string {
  return `(${jsWorld.toString()})(${JSON.stringify(doors)})`;
}

/** `import` in any form (static, `import()`, `import.meta`): where it is, or null. A name that starts with it (`importance = 1`) is none. */
export function importAt(source: string): number | null {
  const m = /^\s*import(?:\s+[\w$]|\s*[{*'"])|\bimport\s*\(|\bimport\s*\.\s*meta\b/m.exec(source);
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

/** The line of `filename` a stack names first (`filename:LINE`), if any. */
export function lineIn(stack: string, filename: string): number | undefined {
  const m = new RegExp(`${filename.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+)`).exec(stack);
  return m === null ? undefined : Number(m[1]);
}

/**
 * A value thrown by the submission (an object of its realm, or anything), read without trusting it: its
 * kind (`calls`, `refused`, else `exception`), `Name: message`, and the line in `filename` its stack names.
 */
export function describe(e: unknown, filename: string): StudentError {
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
    const unreadable = new Error('something that cannot be read was thrown');
    return { kind: 'exception', message: `${unreadable.name}: ${unreadable.message}` };
  }
  const kind = name === 'CallBudgetExceeded' ? 'calls' : name === 'Refused' ? 'refused' : 'exception';
  const line = lineIn(stack, filename);
  return { kind, message: `${name}: ${message}`.slice(0, 2000), ...(line === undefined ? {} : { line }) };
}
