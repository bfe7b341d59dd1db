/**
 * The page's worker bridge (src/ui/platform/bridge.ts) in Node, over MessageChannels
 * standing in for workers (as Comlink's own tests do): every call takes an
 * AbortSignal; aborting a running call rejects it with an AbortError and ends
 * its worker, and the next call gets a fresh one; calls run one at a time; a
 * worker that throws answers `worker.failed`; every error code is worded in
 * both languages, the core's reason in it too (a message of its own).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { expose } from 'comlink';
import { ExperimentBridge, LatestCall, SearchBridge, WorkerBridge, isAbortError, type WorkerLike } from '../../src/ui/platform/bridge.ts';
import { say } from '../../src/i18n/say.ts';
import { msg } from '../../src/i18n/message.ts';
import { api } from '../../src/worker/api.ts';
import { experimentApi } from '../../src/worker/experiment-api.ts';
import { ERROR_CODES, failure, treeParseError, type Reply, type ReplyError } from '../../src/app/reply.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { FIXTURE_DIR } from './helpers.ts';

/** Workers made by `start`: a MessageChannel each, the API exposed on one end. */
interface Fake {
  start: () => WorkerLike;
  started: number;
  terminated: number;
}

const open: MessagePort[] = [];
afterEach(() => {
  for (const port of open.splice(0)) port.close();
});

function fake(expose_: object): Fake {
  const f: Fake = {
    started: 0,
    terminated: 0,
    start: () => {
      f.started++;
      const { port1, port2 } = new MessageChannel();
      open.push(port1, port2);
      expose(expose_, port1);
      return Object.assign(port2, {
        terminate: () => {
          f.terminated++;
          port1.close();
          port2.close();
        },
      }) as unknown as WorkerLike;
    },
  };
  return f;
}

/** A worker API with a search that runs until told to stop (a terminated worker never answers). */
type SlowApi = {
  slow(n: number): Promise<Reply<{ n: number }>>;
  quick(n: number): Reply<{ n: number }>;
  broken(): Reply<{ n: number }>;
  refuse(): Reply<{ n: number }>;
};
/** …with `entered` resolved once the worker is running `slow`, and `calls` listing what reached the worker, in order. */
function slowApi(): { api: SlowApi; release: () => void; entered: Promise<void>; calls: string[] } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let enter = () => {};
  const entered = new Promise<void>((resolve) => (enter = resolve));
  const calls: string[] = [];
  return {
    release,
    entered,
    calls,
    api: {
      slow: async (n) => {
        calls.push(`slow ${n}`);
        enter();
        await released;
        return { ok: true, n };
      },
      quick: (n) => (calls.push(`quick ${n}`), { ok: true, n }),
      broken: () => {
        throw new Error('a bug in the worker');
      },
      refuse: () => failure('request.invalid', { reason: msg('search.depth', { depth: -1 }) }),
    },
  };
}

test('a call answers with the worker’s reply; an error reply stays a reply', async () => {
  const f = fake(slowApi().api);
  const bridge = new WorkerBridge<SlowApi>(f.start);
  const signal = new AbortController().signal;
  expect(await bridge.call(signal, 'quick', 7)).toEqual({ ok: true, n: 7 });
  expect(await bridge.call(signal, 'refuse')).toEqual({
    ok: false,
    error: { code: 'request.invalid', params: { reason: { code: 'search.depth', params: { depth: -1 } } } },
  });
  expect(f.started).toBe(1);
});

test('aborting a running call rejects it with an AbortError, ends its worker, and the next call works on a fresh one', async () => {
  const slow = slowApi();
  const f = fake(slow.api);
  const bridge = new WorkerBridge<SlowApi>(f.start);
  const first = new AbortController();
  const running = bridge.call(first.signal, 'slow', 1);
  // Wait until the worker is running it.
  await slow.entered;
  expect(f.started).toBe(1);
  first.abort();
  const error = await running.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isAbortError(error)).toBe(true);
  expect(error).toBeInstanceOf(DOMException);
  expect(f.terminated).toBe(1);
  expect(await bridge.call(new AbortController().signal, 'quick', 2)).toEqual({ ok: true, n: 2 });
  expect(f.started).toBe(2);
  // An already aborted signal never reaches the worker.
  const gone = new AbortController();
  gone.abort();
  await expect(bridge.call(gone.signal, 'quick', 3)).rejects.toMatchObject({ name: 'AbortError' });
  expect(f.started).toBe(2);
});

test('calls run one after the other; a queued call aborted never starts, and the one before it is not disturbed', async () => {
  const slow = slowApi();
  const f = fake(slow.api);
  const bridge = new WorkerBridge<SlowApi>(f.start);
  const order: string[] = [];
  const a = bridge.call(new AbortController().signal, 'slow', 1).then((r) => (order.push('slow'), r));
  const queued = new AbortController();
  const b = bridge.call(queued.signal, 'quick', 2);
  const c = bridge.call(new AbortController().signal, 'quick', 3).then((r) => (order.push('quick'), r));
  queued.abort();
  await expect(b).rejects.toMatchObject({ name: 'AbortError' });
  // The worker is running the first call: nothing after it has started, nothing has answered.
  await slow.entered;
  expect(slow.calls).toEqual(['slow 1']);
  expect(order).toEqual([]);
  slow.release();
  expect(await a).toEqual({ ok: true, n: 1 });
  expect(await c).toEqual({ ok: true, n: 3 });
  expect(order).toEqual(['slow', 'quick']);
  expect(slow.calls, 'the aborted call never reached the worker').toEqual(['slow 1', 'quick 3']);
  expect(f.terminated).toBe(0);
});

test('a worker that throws answers worker.failed, in the one reply shape', async () => {
  const bridge = new WorkerBridge<SlowApi>(fake(slowApi().api).start);
  const reply = await bridge.call(new AbortController().signal, 'broken');
  expect(reply).toEqual({ ok: false, error: { code: 'worker.failed', params: { message: 'a bug in the worker' } } });
  if (reply.ok) return;
  expect(say(reply.error, 'en')).toBe('The search failed: a bug in the worker');
  expect(say(reply.error, 'es')).toBe('La búsqueda falló: a bug in the worker');
});

test('a worker that stops on its own (an error event) fails the call, and the next call gets a fresh worker', async () => {
  let port: (WorkerLike & EventTarget) | null = null;
  const slow = slowApi();
  const f = fake(slow.api);
  const bridge = new WorkerBridge<SlowApi>(() => (port = f.start() as WorkerLike & EventTarget));
  const running = bridge.call(new AbortController().signal, 'slow', 1);
  await slow.entered;
  port!.dispatchEvent(Object.assign(new Event('error'), { message: 'out of memory' }));
  expect(await running).toEqual({ ok: false, error: { code: 'worker.failed', params: { message: 'out of memory' } } });
  expect(f.terminated).toBe(1);
  expect(await bridge.call(new AbortController().signal, 'quick', 5)).toEqual({ ok: true, n: 5 });
  expect(f.started).toBe(2);
});

test('the search bridge carries the search API, and a trace arrives whole', async () => {
  const bridge = new SearchBridge(fake(api).start);
  const text = readFileSync(join(FIXTURE_DIR, 'aima-fig-5-2.json'), 'utf8');
  const signal = new AbortController().signal;
  const reply = await bridge.searchText(signal, text, { algo: 'alphabeta' });
  expect(reply).toMatchObject({ ok: true, result: { value: 3 }, view: { columns: { events: 40 } } });
  expect(reply.ok && reply.view.columns.type).toBeInstanceOf(Uint8Array);
  expect(await bridge.searchText(signal, 'max(1,', {})).toMatchObject({ ok: false, error: { code: 'tree.parse', params: { line: 1, column: 7 } } });
  expect(await bridge.searchGame(signal, { game: 'tictactoe', position: 'xx.oo....', algo: 'alphabeta' })).toMatchObject({ ok: true, json: { action: 2 } });
  expect(
    await bridge.decide2048(
      signal,
      [
        [2, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 2],
      ],
      0,
      { algo: 'minimax', heuristic: 'h1', variant: 'text', depth: 1 },
    ),
  ).toMatchObject({ ok: true, decision: { status: 'complete' } });
});

test('the experiment bridge plays a game; aborting the batch ends the worker', async () => {
  const f = fake(experimentApi);
  const bridge = new ExperimentBridge(f.start);
  const batch = new AbortController();
  const reply = await bridge.playGame(batch.signal, { algo: 'expectimax', heuristic: 'h1', variant: 'text', depth: 1, index: 0, seed: 3, goal: 16 });
  expect(reply).toMatchObject({ ok: true, game: { index: 0, moves: expect.any(Number) } });
  batch.abort();
  await expect(
    bridge.playGame(batch.signal, { algo: 'expectimax', heuristic: 'h1', variant: 'text', depth: 1, index: 1, seed: 3, goal: 16 }),
  ).rejects.toMatchObject({ name: 'AbortError' });
  bridge.terminate();
  expect(f.terminated).toBe(1);
});

test('LatestCall: a new call’s signal aborts the one before; cancel aborts the current one', () => {
  const calls = new LatestCall();
  const first = calls.signal();
  const second = calls.signal();
  expect(first.aborted).toBe(true);
  expect(second.aborted).toBe(false);
  calls.cancel();
  expect(second.aborted).toBe(true);
  expect(calls.signal().aborted).toBe(false);
});

// Each code with the parameters it is sent with (the core's reason a message of its own), and what the page shows in each language.
const examples: [ReplyError, string, string][] = [
  [
    failure('tree.parse', { line: 2, column: 11, reason: msg('tree.comma-or-close', { open: 'max(', close: ')', line: 1, column: 1, found: "'x'" }) }).error,
    "Line 2, column 11: expected ',' or ')' in max( opened at line 1, column 1, but found 'x'",
    "Línea 2, columna 11: se esperaba ',' o ')' en max( abierto en la línea 1, columna 1, pero hay 'x'",
  ],
  [
    failure('request.invalid', { reason: msg('request.algorithm', { value: '"x"', allowed: ['minimax', 'alphabeta'] }) }).error,
    'unknown algorithm "x": use minimax, alphabeta',
    'algoritmo desconocido "x": usa minimax, alphabeta',
  ],
  [
    failure('search.unsupported', { reason: { code: 'search.cannot-search', params: { searcher: 'minimax', turn: 'chance', node: 0 } } }).error,
    'minimax cannot search CHANCE node 0: use expectimax or expectiminimax',
    'minimax no puede explorar el nodo CHANCE 0: usa expectimax o expectiminimax',
  ],
  [failure('board.invalid', { reason: msg('board.row', { row: 1 }) }).error, 'row 1 must have 4 cells', 'la fila 1 debe tener 4 casillas'],
  // The games word a position's problem in both languages now (issue 13: it was English only).
  [
    failure('position.invalid', { reason: msg('c4.column', { k: 2, move: '"8"' }) }).error,
    'move 2 is "8": a move is a column 1–7',
    'el movimiento 2 es "8": un movimiento es una columna del 1 al 7',
  ],
  [failure('worker.failed', { message: 'out of memory' }).error, 'The search failed: out of memory', 'La búsqueda falló: out of memory'],
];

test.each(examples.map(([error, en, es]) => ({ code: error.code, error, en, es })))('say words $code in English and Spanish', ({ error, en, es }) => {
  expect(say(error, 'en')).toBe(en);
  expect(say(error, 'es')).toBe(es);
});

test('an error reply survives structured cloning (the worker boundary) and is worded the same after', () => {
  for (const [error, en, es] of examples) {
    const copy = structuredClone(error);
    expect(copy).toEqual(error);
    expect([say(copy, 'en'), say(copy, 'es')]).toEqual([en, es]);
  }
});

test('every error code has an example above (a new code needs its words)', () => {
  expect(examples.map(([e]) => e.code).sort()).toEqual([...ERROR_CODES].sort());
});

test('the page’s own parse error has the worker’s shape', () => {
  const parsed = parseTree('max(1,');
  if (parsed.ok) throw new Error('parsed');
  const reply = api.searchText('max(1,', {});
  expect(reply.ok ? null : reply.error).toEqual(treeParseError(parsed.error));
});
