/**
 * A JavaScript submission's world (src/student/js-game.ts, issue 37), shared
 * by `tutor check`'s vm runner and the page's sandbox worker: the game object
 * over a tree's bridge (src/student/bridge.ts), the doors it refuses, its
 * source evaluated in another realm, and how a thrown value is read.
 */
import vm from 'node:vm';
import { describe as group, expect, test } from 'vitest';
import { parseTree } from '../../src/games/tree/parse.ts';
import type { TreeNode } from '../../src/games/tree/tree.ts';
import { StudentTree } from '../../src/student/tree-states.ts';
import { treeBridge } from '../../src/student/bridge.ts';
import { describe, importAt, jsWorld, jsWorldSource, type JsDoors, type JsGame } from '../../src/student/js-game.ts';
import { say } from '../../src/i18n/say.ts';
import type { Message } from '../../src/i18n/message.ts';

const english = (m: Message): string => say(m, 'en');

const tree = (text: string): TreeNode => {
  const r = parseTree(text);
  if (!r.ok) throw new Error(text);
  return r.tree;
};

// AIMA Fig. 5.2.
const FIG_5_2 = 'A:max(B:min(B1:3, B2:12, B3:8), C:min(C1:2, C2:4, C3:6), D:min(D1:14, D2:5, D3:2))';

/** A run's pieces: the tree, its bridge, and the game object made in a fresh vm context from the world's source. */
function inContext(doors: JsDoors = { calls: [], traps: [] }, maxCalls = 1000) {
  const t = new StudentTree(tree(FIG_5_2), { maxCalls });
  let calls = 0;
  const b = treeBridge(t, () => calls++, english);
  const ctx = vm.createContext(Object.create(null) as object, { codeGeneration: { strings: false, wasm: false } });
  const make = vm.runInContext(jsWorldSource(doors), ctx) as ReturnType<typeof jsWorld>;
  return { t, b, game: make(b.bridge), ctx, noticed: () => calls };
}

/** What a call throws: its name and message. */
function thrown(f: () => unknown): { name: string; message: string } {
  try {
    f();
  } catch (e) {
    const o = e as { name: string; message: string };
    return { name: o.name, message: o.message };
  }
  throw new Error('nothing thrown');
}

/** A correct minimax over the game object, written here. */
function minimax(game: JsGame): string | null {
  const value = (s: string): number => {
    if (game.terminalTest(s)) return game.utility(s, 'MAX');
    const vs = game.actions(s).map((a) => value(game.result(s, a)));
    return game.toMove(s) === 'MAX' ? Math.max(...vs) : Math.min(...vs);
  };
  let best: string | null = null;
  let bestV = -Infinity;
  for (const a of game.actions(game.initial)) {
    const v = value(game.result(game.initial, a));
    if (v > bestV) [best, bestV] = [a, v];
  }
  return best;
}

group('the game object', () => {
  test('made in another realm from the source: nothing of this realm reaches the code, and a search is recorded in order', () => {
    const { game, t } = inContext();
    // The object and its functions are the context's, not this realm's.
    expect(Object.getPrototypeOf(game)).not.toBe(Object.prototype);
    expect(game.actions).not.toBeInstanceOf(Function);
    expect(Object.isFrozen(game)).toBe(true);
    // The arrays it returns are the context's too (copies: the code may change them).
    const actions = game.actions('A');
    expect(Array.isArray(actions)).toBe(true);
    expect(actions).not.toBeInstanceOf(Array);
    expect(minimax(game)).toBe('B');
    const events = t.record('B').events;
    expect(events.slice(0, 4)).toEqual([
      { type: 'generate', node: 'B' },
      { type: 'generate', node: 'B1' },
      { type: 'evaluate', node: 'B1' },
      { type: 'generate', node: 'B2' },
    ]);
    expect(events.filter((e) => e.type === 'evaluate').map((e) => e.node)).toEqual(['B1', 'B2', 'B3', 'C1', 'C2', 'C3', 'D1', 'D2', 'D3']);
  });

  test('the same world made in this realm (the page’s worker calls it) behaves the same', () => {
    const t = new StudentTree(tree(FIG_5_2), { maxCalls: 1000 });
    const b = treeBridge(t, () => undefined, english);
    const game = jsWorld({ calls: [], traps: [] })(b.bridge);
    expect(Object.getPrototypeOf(game)).toBe(Object.prototype);
    expect(minimax(game)).toBe('B');
    expect(t.record(null).events).toHaveLength(21);
  });

  test('who moves, utility for each player, and what it refuses, worded by the bridge', () => {
    const { game } = inContext();
    expect([game.toMove('A'), game.toMove('B'), game.toMove('B1')]).toEqual(['MAX', 'MIN', 'MAX']);
    expect([game.utility('B2', 'MAX'), game.utility('B2', 'MIN')]).toEqual([12, -12]);
    expect(thrown(() => game.result('A', 'C1'))).toEqual({ name: 'IllegalAction', message: 'C1 is not an action at A: its actions are B, C, D' });
    expect(thrown(() => game.actions('Z'))).toEqual({ name: 'IllegalAction', message: 'Z is not a state of this tree' });
    expect(thrown(() => game.actions(3 as unknown as string))).toEqual({
      name: 'TypeError',
      message: 'a number is not a state: they are the names the game gives (strings)',
    });
    expect(thrown(() => game.probability('B', 'B1')).name).toBe('IllegalAction');
  });

  test('past the call budget every call throws CallBudgetExceeded, and the runner is told once', () => {
    const { game, b, noticed } = inContext(undefined, 3);
    game.actions('A');
    game.actions('B');
    game.terminalTest('B1');
    for (let i = 0; i < 3; i++) expect(thrown(() => game.actions('A')).name).toBe('CallBudgetExceeded');
    expect(noticed()).toBe(1);
    expect(b.exceeded()).toBe(true);
  });

  test('a game kept after its tree is closed can record nothing more', () => {
    const { game, b, t } = inContext();
    b.close();
    expect(thrown(() => game.result('A', 'B'))).toEqual({
      name: 'IllegalAction',
      message: 'this tree is finished: a state kept from an earlier search cannot be used',
    });
    expect(t.record(null).events).toEqual([]);
  });

  test('the doors: a refused call and any use of a trap throw Refused, and they cannot be put back', () => {
    const { ctx } = inContext({ calls: ['fetch'], traps: ['process'] });
    const run = (code: string) =>
      vm.runInContext(`(() => { try { ${code}; return 'ran'; } catch (e) { return e.name + ': ' + e.message; } })()`, ctx) as string;
    expect(run("fetch('http://127.0.0.1/')")).toBe('Refused: fetch() is not available in the sandbox');
    expect(run('process.env')).toBe('Refused: process is not available in the sandbox');
    expect(run("'exit' in process")).toBe('Refused: process is not available in the sandbox');
    expect(run("Object.defineProperty(globalThis, 'fetch', { value: 1 })")).toMatch(/^TypeError: Cannot redefine property: fetch/);
    // An assignment is ignored (sloppy code) or throws (strict code): the door stays shut.
    expect(run('globalThis.fetch = () => 1; fetch()')).toBe('Refused: fetch() is not available in the sandbox');
    expect(vm.runInContext("(() => { 'use strict'; try { globalThis.fetch = () => 1; } catch (e) { return e.name; } })()", ctx)).toBe('TypeError');
  });
});

group('describe: a thrown value read without trusting it', () => {
  test('its kind from its name, its line from its stack in the file', () => {
    expect(describe(Object.assign(new Error('x'), { name: 'CallBudgetExceeded' }), 'a.js')).toMatchObject({ kind: 'calls' });
    expect(describe(Object.assign(new Error('no'), { name: 'Refused' }), 'a.js')).toMatchObject({ kind: 'refused', message: 'Refused: no' });
    const e = { name: 'RangeError', message: 'deep', stack: 'RangeError: deep\n    at f (blob:null/1234:7:3)\n    at g (blob:null/1234:9:1)' };
    expect(describe(e, 'blob:null/1234')).toEqual({ kind: 'exception', message: 'RangeError: deep', line: 7 });
    expect(describe(e, 'search.js')).toEqual({ kind: 'exception', message: 'RangeError: deep' });
  });

  test('anything thrown: a string, a symbol, a value whose reading throws', () => {
    expect(describe('oops', 'a.js')).toEqual({ kind: 'exception', message: 'Error: oops' });
    expect(describe(Symbol('s'), 'a.js')).toEqual({ kind: 'exception', message: 'Error: Symbol(s)' });
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('no reading me');
        },
      },
    );
    expect(describe(hostile, 'a.js')).toEqual({ kind: 'exception', message: 'Error: something that cannot be read was thrown' });
    expect(describe({ name: 'E', message: 'x'.repeat(3000) }, 'a.js').message).toHaveLength(2000);
  });
});

group('importAt: a name that starts with "import" at a line’s start is no import (it reaches the sandbox, which refuses what it must)', () => {
  test.each([
    ["importScripts('http://127.0.0.1/x.js');", null],
    ['importance = 3;', null],
    ['  imported.push(1);', null],
    ["import x from 'y';", 1],
    ["\nimport{ a }from'b';", 2],
    ["import 'side-effect';", 1],
    ['import * as all from "m";', 1],
  ])('%j', (source, line) => {
    expect(importAt(source)).toBe(line);
  });
});
