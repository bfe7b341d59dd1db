/**
 * How `#/code`'s page reads what a sandbox worker sends (src/ui/code/sandbox/protocol.ts, issue 37): the
 * worker runs the student's code, so nothing it says is trusted beyond its shape — an outcome's events are
 * {type: generate|evaluate, node: string}, no more of them than calls, the action a string or null, an
 * error {kind, message, line?} of the four kinds; anything else is no message at all.
 */
import { describe, expect, test } from 'vitest';
import { readFromWorker, readOutcome } from '../../src/ui/code/sandbox/protocol.ts';

const record = (events: unknown, action: unknown = 'B') => ({ record: { events, action }, ms: 3 });

describe('readOutcome', () => {
  test('a record: its events and action, copied (nothing else kept)', () => {
    const sent = { record: { events: [{ type: 'generate', node: 'B', extra: 1 }], action: 'B', more: true }, ms: 2.5, other: 1 };
    expect(readOutcome(sent, 10)).toEqual({ record: { events: [{ type: 'generate', node: 'B' }], action: 'B' }, ms: 2.5 });
    expect(readOutcome(record([], null), 10)).toEqual({ record: { events: [], action: null }, ms: 3 });
  });

  test('an error of the four kinds, with a line or without', () => {
    expect(readOutcome({ error: { kind: 'timeout', message: 'past the limit' }, ms: 2000 }, 10)).toEqual({
      error: { kind: 'timeout', message: 'past the limit' },
      ms: 2000,
    });
    expect(readOutcome({ error: { kind: 'exception', message: 'E', line: 4 }, ms: 1 }, 10)).toEqual({
      error: { kind: 'exception', message: 'E', line: 4 },
      ms: 1,
    });
    expect(readOutcome({ error: { kind: 'exception', message: 'E', line: null }, ms: 1 }, 10)).toEqual({ error: { kind: 'exception', message: 'E' }, ms: 1 });
  });

  test.each([
    ['no ms', { record: { events: [], action: 'B' } }],
    ['a negative ms', { ...record([]), ms: -1 }],
    ['events not an array', record('B1')],
    ['an event of another type', record([{ type: 'visit', node: 'B' }])],
    ['a node that is not a string', record([{ type: 'evaluate', node: 3 }])],
    ['more events than calls', record(Array.from({ length: 11 }, () => ({ type: 'evaluate', node: 'B1' })))],
    ['an action that is not a string', record([], 7)],
    ['an action too long', record([], 'x'.repeat(5000))],
    ['an error of another kind', { error: { kind: 'passed', message: 'ok' }, ms: 0 }],
    ['an error with no message', { error: { kind: 'exception' }, ms: 0 }],
    ['a line that is not a positive integer', { error: { kind: 'exception', message: 'E', line: 1.5 }, ms: 0 }],
    ['not an object', 'outcome'],
  ])('refused: %s', (_label, sent) => {
    expect(readOutcome(sent, 10)).toBeNull();
  });
});

describe('readFromWorker', () => {
  test('each message the worker may send, and nothing else', () => {
    expect(readFromWorker({ type: 'ready' }, 0)).toEqual({ type: 'ready' });
    expect(readFromWorker({ type: 'calls', x: 1 }, 0)).toEqual({ type: 'calls' });
    expect(readFromWorker({ type: 'prepared', error: null }, 0)).toEqual({ type: 'prepared', error: null });
    expect(readFromWorker({ type: 'prepared', error: { kind: 'refused', message: 'import', line: 2 } }, 0)).toEqual({
      type: 'prepared',
      error: { kind: 'refused', message: 'import', line: 2 },
    });
    expect(readFromWorker({ type: 'outcome', outcome: record([]), fatal: 'yes' }, 5)).toEqual({ type: 'outcome', outcome: record([]), fatal: false });
    expect(readFromWorker({ type: 'finished', tainted: false }, 0)).toEqual({ type: 'finished', tainted: false });
    expect(readFromWorker({ type: 'fatal', message: 'no wasm' }, 0)).toEqual({ type: 'fatal', message: 'no wasm' });
    for (const bad of [null, [], { type: 'eval' }, { type: 'finished' }, { type: 'prepared' }, { type: 'outcome', outcome: record('x') }, { type: 'fatal' }])
      expect(readFromWorker(bad, 5)).toBeNull();
  });
});
