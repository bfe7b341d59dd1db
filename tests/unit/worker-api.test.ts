/** The worker's API, called directly in Node (and over a MessageChannel, as Comlink carries it): what the page receives. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { expose, wrap } from 'comlink';
import { api, transferables, type SearchApi } from '../../src/worker/api.ts';
import { experimentApi } from '../../src/worker/experiment-api.ts';
import { openView, transferList, transferOf } from '../../src/app/transfer.ts';
import { viewTreeOfTree } from '../../src/app/view-tree.ts';
import { Trace } from '../../src/trace/trace.ts';
import { ERROR_CODES, type ReplyError } from '../../src/app/reply.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { recordSearch } from '../../src/trace/recorder.ts';
import { minimax } from '../../src/search/minimax.ts';
import { TreeGame } from '../../src/games/tree/game.ts';
import { narrateAll } from '../../src/trace/narrate.ts';
import { say } from '../../src/i18n/say.ts';
import { FIXTURE_DIR } from './helpers.ts';
import { alignSteps } from '../../src/trace/progress.ts';
import { PROGRESS_EVERY } from '../../src/search/search.ts';
import { PAGE_PARSE_MAX } from '../../src/ui/link/param-reader.ts';

const fig52 = readFileSync(join(FIXTURE_DIR, 'aima-fig-5-2.json'), 'utf8');

/** A message's parameters are strings, numbers, flags, lists of them, or messages of their own: plain JSON. */
function expectMessage(m: unknown): void {
  expect(Object.keys(m as object).sort()).toEqual(['code', 'params']);
  const { code, params } = m as { code: unknown; params: Record<string, unknown> };
  expect(typeof code).toBe('string');
  const param = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(param);
    else if (typeof v === 'object' && v !== null) expectMessage(v);
    else expect(['string', 'number', 'boolean']).toContain(typeof v);
  };
  Object.values(params).forEach(param);
}

/** The one error shape: a known code, and parameters (the core's reason a message of its own); with its words in each language. */
function expectError(reply: { ok: boolean; error?: ReplyError }, code: string): { params: ReplyError['params']; en: string; es: string } {
  expect(reply.ok).toBe(false);
  expect(Object.keys(reply).sort()).toEqual(['error', 'ok']);
  const error = reply.error!;
  expectMessage(error);
  expect(ERROR_CODES).toContain(error.code);
  expect(error.code).toBe(code);
  expect(JSON.parse(JSON.stringify(error))).toEqual(error);
  return { params: error.params, en: say(error, 'en'), es: say(error, 'es') };
}

/** Every typed array reachable in a value. */
function typedArrays(value: unknown, out: ArrayBufferView[] = []): ArrayBufferView[] {
  if (ArrayBuffer.isView(value)) out.push(value);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) typedArrays(v, out);
  return out;
}

test('a fixture searched as text; the trace, opened on the page from what the worker handed over, narrates in both languages', () => {
  const reply = api.searchText(fig52, { algo: 'alphabeta' });
  expect(reply.ok).toBe(true);
  if (!reply.ok) return;
  expect(reply.result).toMatchObject({ value: 3, action: 'B', pruned: ['C2', 'C3'] });
  // The reply must survive structured cloning.
  const { trace, index } = openView(structuredClone(reply.view));
  expect(index.count).toBe(13);
  // C2 and C3 were skipped by the cut at C: the trace has them, never entered.
  expect(trace.node(trace.indexOf('C2')).skipped).toBe(true);
  expect(index.id(index.nodeOfTrace(trace.indexOf('C')))).toBe('C');
  expect(trace.length).toBe(40);
  expect(say(narrateAll(trace, { algorithm: 'alphabeta' })[39]!, 'es')).toBe('La raíz A = 3: la búsqueda ha terminado.');
  expect(narrateAll(trace, { algorithm: 'alphabeta' }).map((m) => say(m, 'en'))).toContain(
    "C ≤ 2 ≤ α = 3: MAX will not come here, so C's remaining children (C2, C3) are pruned.",
  );
});

test('bad trees and impossible requests come back as coded errors with their parameters, not exceptions', () => {
  expect(expectError(api.searchText('max(1,', {}), 'tree.parse')).toMatchObject({
    params: { line: 1, column: 7 },
    en: expect.stringMatching(/^Line 1, column 7: expected a node/),
    es: expect.stringMatching(/^Línea 1, columna 7: se esperaba un nodo/),
  });
  expect(expectError(api.searchText('max(chance(1: 2))', { algo: 'minimax' }), 'search.unsupported')).toMatchObject({
    en: expect.stringMatching(/minimax cannot search CHANCE node 0/),
    es: expect.stringMatching(/minimax no puede explorar el nodo CHANCE 0/),
  });
  expect(expectError(api.searchText('max(1, 2)', { depth: '-1' }), 'request.invalid')).toMatchObject({
    en: expect.stringMatching(/depth must be/),
    es: expect.stringMatching(/depth debe ser/),
  });
  expect(expectError(api.searchText('max(1, 2)', { algo: 'bogo' }), 'request.invalid').en).toMatch(/unknown algorithm "bogo"/);
  // A position that is not legal is worded in both languages (issue 13: it was English only).
  expect(expectError(api.searchGame({ game: 'tictactoe', position: 'xxxx', algo: 'minimax' }), 'position.invalid')).toMatchObject({
    en: expect.stringMatching(/9 characters/),
    es: expect.stringMatching(/9 caracteres/),
  });
  expect(expectError(api.searchGame({ game: 'connect4', position: '48', algo: 'alphabeta' }), 'position.invalid')).toMatchObject({
    en: expect.stringMatching(/move 2 is "8"/),
    es: expect.stringMatching(/el movimiento 2 es "8"/),
  });
  expect(expectError(api.searchGame({ game: 'tictactoe', position: '.........', algo: 'minimax', depth: -1 }), 'request.invalid').en).toMatch(/depth must be/);
  const settings = { algo: 'expectimax', heuristic: 'h1', variant: 'text', depth: 2 } as const;
  expect(
    expectError(
      api.decide2048(
        [
          [3, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
        ],
        0,
        settings,
      ),
      'board.invalid',
    ),
  ).toMatchObject({ en: expect.stringMatching(/cell \(0,0\) holds 3/), es: expect.stringMatching(/la casilla \(0,0\) tiene 3/) });
  expect(
    expectError(
      api.decide2048(
        [
          [2, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 2],
        ],
        0,
        { ...settings, depth: -1 },
      ),
      'request.invalid',
    ).es,
  ).toMatch(/profundidad/);
  expect(
    expectError(experimentApi.playGame({ algo: 'minimax', heuristic: 'h1', variant: 'text', depth: -1, index: 0, seed: 1, goal: 2048 }), 'request.invalid').en,
  ).toMatch(/depth must be/);
});

test('the error codes are one closed list, each named once', () => {
  expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z0-9]+\.[a-z]+$/);
});

test('every request answers { ok: true, … } when it can', () => {
  const board = [
    [2, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 2],
  ];
  const decided = api.decide2048(board, 0, { algo: 'expectimax', heuristic: 'h1', variant: 'text', depth: 2 }, true);
  expect(decided).toMatchObject({
    ok: true,
    decision: { action: expect.stringMatching(/^(up|right|down|left)$/) },
    view: { tree: { count: expect.any(Number) }, columns: { events: expect.any(Number) } },
  });
  expect(api.decide2048(board, 0, { algo: 'alphabeta', heuristic: 'h1', variant: 'text', depth: 2 })).toMatchObject({
    ok: true,
    decision: { status: 'complete' },
  });
  expect(api.searchGame({ game: 'tictactoe', position: 'xx.oo....', algo: 'alphabeta' }, true)).toMatchObject({
    ok: true,
    json: { action: 2 },
    view: { tree: { count: expect.any(Number) } },
  });
  expect(api.searchGame({ game: 'connect4', position: '4453', algo: 'alphabeta', depth: 2 })).toMatchObject({ ok: true, json: { game: 'connect4' } });
  expect(experimentApi.playGame({ algo: 'expectimax', heuristic: 'h1', variant: 'text', depth: 1, index: 0, seed: 1, goal: 32 })).toMatchObject({
    ok: true,
    game: { index: 0, moves: expect.any(Number) },
  });
});

test('a node budget stops a search cleanly and says so', () => {
  // 4 × 4 × 4 × 4 leaves, and a budget of 100 nodes.
  const big =
    'max(' +
    Array(4)
      .fill(
        'min(' +
          Array(4)
            .fill('[' + Array(4).fill('[1,2,3,4]').join(',') + ']')
            .join(',') +
          ')',
      )
      .join(',') +
    ')';
  const reply = api.searchText(big, { algo: 'minimax', budget: 100 });
  expect(reply.ok && reply.result.status).toBe('budget');
});

test('the worker hands Comlink every typed array’s buffer to transfer (the trace, what it derived, the tree, the layout), each buffer once', () => {
  const board = [
    [2, 4, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 2],
  ];
  const replies = [
    api.searchText(fig52, { algo: 'alphabeta' }),
    api.searchGame({ game: 'tictactoe', position: 'x...o....', algo: 'alphabeta' }, true),
    api.decide2048(board, 4, { algo: 'expectimax', heuristic: 'h1', variant: 'text', depth: 2 }, true),
  ];
  for (const reply of replies) {
    const list = transferables(reply);
    const arrays = typedArrays(reply);
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(arrays).toHaveLength(list.length);
    // Each typed array in the reply is a whole transferred buffer of its own.
    expect(new Set(list).size).toBe(list.length);
    expect(new Set(arrays.map((a) => a.buffer))).toEqual(new Set(list));
    for (const a of arrays) expect(a.byteLength).toBe(a.buffer.byteLength);
  }
  // Nothing to transfer without a trace.
  expect(transferables(api.searchGame({ game: 'tictactoe', position: 'x...o....', algo: 'alphabeta' }))).toEqual([]);
  expect(transferables(api.searchText('max(1,', {}))).toEqual([]);
});

test('transferOf gives arrays that share a buffer, or view part of one, buffers of their own; each buffer is listed once', () => {
  const tree = parseTree('max(min(3, 12), min(2, 4))');
  if (!tree.ok) throw new Error('tree');
  const { trace } = recordSearch(minimax, new TreeGame(), tree.tree);
  const data = trace.data;
  const shared = new ArrayBuffer(data.nodes * 8);
  const parent = new Int32Array(shared, 0, data.nodes);
  parent.set(data.parent);
  const edge = new Int32Array(shared, data.nodes * 4, data.nodes);
  edge.set(data.edge);
  const type = data.type;
  const odd = new Trace(new TreeGame(), { ...data, parent, edge });
  const t = transferOf(odd, viewTreeOfTree(tree.tree, odd));
  const list = transferList(t);
  expect(new Set(list).size).toBe(list.length);
  expect(list).not.toContain(shared);
  expect([...t.columns.parent]).toEqual([...data.parent]);
  expect([...t.columns.edge]).toEqual([...data.edge]);
  // Columns already whole and apart are handed over as they are (no copy).
  expect(t.columns.type).toBe(type);
  // What the page opens is the same search, step for step (read before the transfer detaches the sender's arrays).
  const events = [...trace.events()];
  const states = Array.from({ length: trace.length + 1 }, (_, k) => trace.stateAt(k));
  const opened = openView(structuredClone(t, { transfer: list })).trace;
  expect(t.columns.type.byteLength).toBe(0);
  expect([...opened.events()]).toEqual(events);
  expect(Array.from({ length: opened.length + 1 }, (_, k) => opened.stateAt(k))).toEqual(states);
});

test('over a MessageChannel the trace columns are moved, not copied: the sender’s are detached', async () => {
  const { port1, port2 } = new MessageChannel();
  let sent: ReturnType<SearchApi['searchText']> | null = null;
  expose({ ...api, searchText: (...args: Parameters<SearchApi['searchText']>) => (sent = api.searchText(...args)) }, port1);
  const remote = wrap<SearchApi>(port2);
  try {
    const reply = await remote.searchText(fig52, { algo: 'alphabeta' });
    expect(reply.ok).toBe(true);
    if (!reply.ok || sent === null || !(sent as { ok: boolean }).ok) throw new Error('no reply');
    expect(reply.view.columns.events).toBe(40);
    expect(reply.view.columns.type.length).toBe(40);
    expect(openView(reply.view).trace.length).toBe(40);
    const before = sent as Extract<ReturnType<SearchApi['searchText']>, { ok: true }>;
    for (const buffer of transferList(before.view)) expect(buffer.byteLength).toBe(0);
  } finally {
    port1.close();
    port2.close();
  }
});

test('the compare page’s searches come aligned from the worker: the lead is the fuller search, each other’s steps as the page would align them', () => {
  for (const [runs, sameOrder] of [
    [
      [
        { algo: 'minimax', order: 'given' },
        { algo: 'alphabeta', order: 'given' },
      ],
      true,
    ],
    [
      [
        { algo: 'alphabeta', order: 'given' },
        { algo: 'alphabeta', order: 'best-first' },
        { algo: 'alphabeta', order: 'worst-first' },
      ],
      false,
    ],
  ] as const) {
    const reply = api.compareText(fig52, [...runs], 'inclusive', sameOrder);
    if (!reply.ok) throw new Error('compare failed');
    const opened = reply.searches.map((s) => (s.ok ? openView(structuredClone(s.view)) : null));
    const size = (i: number) =>
      reply.searches[i]!.ok ? (reply.searches[i] as { result: { nodes: number } }).result.nodes * 1e9 + opened[i]!.trace.length : -1;
    const lead = opened.reduce((best, _, i) => (size(i) > size(best) ? i : best), 0);
    expect(reply.lead).toBe(lead);
    reply.stepMaps.forEach((map, i) => {
      if (i === lead) expect(map).toBeNull();
      else expect(Array.from(map!)).toEqual(Array.from(alignSteps(opened[lead]!.trace, opened[i]!.trace, sameOrder)));
    });
  }
  // Minimax enters every node of figure 5.2; alpha-beta prunes two: minimax leads.
  const both = api.compareText(
    fig52,
    [
      { algo: 'alphabeta', order: 'given' },
      { algo: 'minimax', order: 'given' },
    ],
    'inclusive',
    true,
  );
  expect(both.ok && both.lead).toBe(1);
  // A tree that does not parse is one error; a search that cannot run is that panel’s error, the other searches still run.
  expect(expectError(api.compareText('max(1,', [{ algo: 'minimax', order: 'given' }], 'inclusive', true), 'tree.parse').params).toMatchObject({
    line: 1,
    column: 7,
  });
  const mixed = api.compareText(
    'max(chance(0.5: 1, 0.5: 3), 2)',
    [
      { algo: 'minimax', order: 'given' },
      { algo: 'expectiminimax', order: 'given' },
    ],
    'inclusive',
    true,
  );
  expect(mixed.ok && mixed.searches.map((s) => s.ok)).toEqual([false, true]);
  expect(mixed.ok && mixed.lead).toBe(1);
});

test('a link’s long tree, parsed only in the worker, is refused there as the page would refuse it (deep, duplicate keys), never thrown', () => {
  const long = (text: string) => text + ' '.repeat(Math.max(0, PAGE_PARSE_MAX + 1 - text.length));
  for (const text of [
    'max('.repeat(5000) + '1' + ')'.repeat(5000),
    '['.repeat(100_000),
    '{"kind":"max","children":['.repeat(3000),
    '{"tree":' + '['.repeat(150_000),
    long('{"kind":"max","kind":"min","children":[{"value":1}]}'),
    long('max(1,'),
  ]) {
    expect(text.length).toBeGreaterThan(PAGE_PARSE_MAX);
    expect(expectError(api.searchText(text, {}), 'tree.parse').en).toMatch(/^Line \d+, column \d+: /);
  }
  expect(expectError(api.searchText(long('{"kind":"max","kind":"min","children":[{"value":1}]}'), {}), 'tree.parse').en).toMatch(/duplicate key "kind"/);
});

test('a search tells its progress every PROGRESS_EVERY nodes, counting on over the search recorded after it; without a listener nothing changes', () => {
  const told: number[] = [];
  const reply = api.searchGame({ game: 'tictactoe', position: '.........', algo: 'minimax' }, true, (n) => told.push(n));
  if (!reply.ok) throw new Error('search failed');
  const nodes = reply.json.nodes;
  // The untraced search, then the recorded one: multiples of PROGRESS_EVERY, then the first's nodes plus multiples.
  const first = told.filter((n) => n <= nodes);
  expect(first).toEqual(Array.from({ length: Math.floor((nodes - 1) / PROGRESS_EVERY) }, (_, i) => (i + 1) * PROGRESS_EVERY));
  expect(told.slice(first.length)).toEqual(first.map((n) => nodes + n));
  expect(api.searchGame({ game: 'tictactoe', position: '.........', algo: 'minimax' })).toEqual(
    api.searchGame({ game: 'tictactoe', position: '.........', algo: 'minimax' }, false, () => undefined),
  );
  // A tree's search too (a 70,000-leaf tree), and the compare page's.
  const wide = `max(${Array.from({ length: 70_000 }, (_, i) => i % 7).join(',')})`;
  const tree: number[] = [];
  expect(api.searchText(wide, { algo: 'minimax' }, (n) => tree.push(n)).ok).toBe(true);
  expect(tree).toEqual([PROGRESS_EVERY]);
  const compared: number[] = [];
  expect(
    api.compareText(
      wide,
      [
        { algo: 'minimax', order: 'given' },
        { algo: 'alphabeta', order: 'given' },
      ],
      'inclusive',
      true,
      (n) => compared.push(n),
    ).ok,
  ).toBe(true);
  expect(compared).toEqual([PROGRESS_EVERY, PROGRESS_EVERY]);
});
