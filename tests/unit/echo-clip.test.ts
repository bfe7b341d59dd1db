/**
 * Long values are echoed clipped (issue 25): whatever a link or the browser
 * gave — a 100,000- or 400,000-character value, a parameter's name that
 * long — a notice quotes at most 40 characters of it, the last `…` when it
 * was cut, and reading it costs about what a short one does (the page
 * stayed blocked 6 s, and 28 s, echoing such values whole).
 */
import { describe, expect, test } from 'vitest';
import { COMPARE_ROUTE, EXERCISE_ROUTE, G2048_ROUTE, ROUTE_PARAMS, TREE_ROUTE, boardGameRoute, readAppParams } from '../../src/ui/link/params.ts';
import { ECHO_MAX, clippedMessage, linkNotice, shortValue, type Notice } from '../../src/ui/link/param-reader.ts';
import { storedChoice, type StorageLike } from '../../src/ui/platform/stored.ts';
import { msg } from '../../src/i18n/message.ts';
import { say } from '../../src/i18n/say.ts';

const ROUTES = {
  tree: TREE_ROUTE,
  compare: COMPARE_ROUTE,
  '2048': G2048_ROUTE,
  tictactoe: boardGameRoute('tictactoe'),
  connect4: boardGameRoute('connect4'),
  exercise: EXERCISE_ROUTE,
} as const;

/** The longest run of `ch` in a text. */
const longestRun = (text: string, ch: string): number =>
  Math.max(0, ...(text.match(new RegExp(`${ch.replace(/[[\]()]/g, '\\$&')}+`, 'g')) ?? []).map((r) => r.length));

/** What a notice shows: its value, its name and its sentence in both languages. */
function expectClipped(n: Notice, ch: string): void {
  expect(n.value.length).toBeLessThanOrEqual(ECHO_MAX);
  expect(n.name.length).toBeLessThanOrEqual(ECHO_MAX);
  for (const lang of ['en', 'es'] as const) expect(longestRun(say(n.text, lang), ch), say(n.text, lang).slice(0, 200)).toBeLessThanOrEqual(ECHO_MAX);
}

describe('shortValue: at most 40 characters, `…` last when cut', () => {
  test.each([
    ['short', 'short'],
    ['a  b\n\tc', 'a b c'],
    ['x'.repeat(40), 'x'.repeat(40)],
    ['x'.repeat(41), `${'x'.repeat(39)}…`],
    ['7'.repeat(400_000), `${'7'.repeat(39)}…`],
    [`${' '.repeat(500)}x`, ' …'],
  ])('%#', (given, shown) => {
    expect(shortValue(given)).toBe(shown);
    expect(shortValue(given).length).toBeLessThanOrEqual(ECHO_MAX);
  });

  test('a cut never leaves half of a character made of two code units', () => {
    const v = `${'a'.repeat(38)}😀😀😀`;
    expect(shortValue(v)).toBe(`${'a'.repeat(38)}…`);
    expect(shortValue(`${'a'.repeat(37)}😀😀`)).toBe(`${'a'.repeat(37)}😀…`);
  });

  test('a message quoting long texts, in lists and nested messages too, quotes them clipped', () => {
    const long = 'z'.repeat(1000);
    const m = clippedMessage(msg('reason.unknown-param', { param: long, known: [long, 'depth'] }));
    expect(m.params.param).toBe(shortValue(long));
    expect(m.params.known).toEqual([shortValue(long), 'depth']);
    const nested = clippedMessage(
      msg('notice.link', { param: 'p', value: 'v', reason: msg('reason.flag', { param: 'p', value: long }), instead: msg('instead.off') }),
    );
    expect(say(nested, 'en')).not.toContain('z'.repeat(ECHO_MAX));
    expect(say(linkNotice(long, long, msg('instead.off'), msg('instead.off')).text, 'en')).not.toContain('z'.repeat(ECHO_MAX));
  });
});

describe('every route, every parameter, a value of 100,000 and 400,000 characters: clipped in the notice, and read at once', () => {
  for (const [name, codec] of Object.entries(ROUTES)) {
    test(`#/${name}`, () => {
      const params = [...(ROUTE_PARAMS as Record<string, readonly string[]>)[name]!, 'unknown'];
      for (const size of [100_000, 400_000]) {
        for (const ch of ['7', 'x', '[', '(', '-']) {
          const value = ch.repeat(size);
          for (const p of params) {
            const t = performance.now();
            const read = codec.read(new URLSearchParams([[p, value]]));
            const ms = performance.now() - t;
            // A generous bound for a loaded machine: the echo itself was seconds.
            expect(ms, `${name} ${p}=${ch}×${size}`).toBeLessThan(1000);
            for (const n of read.notices) expectClipped(n, ch);
          }
        }
      }
    });
  }

  test('a parameter whose name is 100,000 characters: named clipped', () => {
    const long = 'q'.repeat(100_000);
    for (const codec of Object.values(ROUTES)) {
      const read = codec.read(new URLSearchParams([[long, '1']]));
      expect(read.notices).toHaveLength(1);
      expectClipped(read.notices[0]!, 'q');
    }
  });

  test('the app’s own: a page name, present and lang of 100,000 characters', () => {
    const long = '9'.repeat(100_000);
    const read = readAppParams(`#/${long}?present=${long}&lang=${long}`, new URLSearchParams(`present=${long}&lang=${long}`));
    expect(read.notices.map((n) => n.name)).toEqual(['page', 'present', 'lang']);
    for (const n of read.notices) expectClipped(n, '9');
  });

  test('a kept setting of 100,000 characters: clipped too', () => {
    const long = 'w'.repeat(100_000);
    const storage: StorageLike = { getItem: () => long, setItem: () => undefined, removeItem: () => undefined };
    expectClipped(storedChoice('ast.follow', ['on', 'off'], 'on', storage).notice!, 'w');
  });
});
