/**
 * `#/code`'s link (src/ui/link/code-params.ts, issue 37): the code as
 * base64url of its UTF-8 bytes both ways, any text; a link that cannot be
 * read gets a notice naming `code` and the starter instead, never an
 * exception; the style's own tie rule and the algorithm's own tree left out
 * of a link; hostile queries read without throwing.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CODE_ROUTE, MAX_CODE_PARAM, decodeCode, encodeCode } from '../../src/ui/link/code-params.ts';
import { FIXTURES } from '../../src/ui/link/fixtures.ts';
import { say } from '../../src/i18n/say.ts';

const q = (s: string) => new URLSearchParams(s);
const query = (hash: string) => new URLSearchParams(hash.slice(hash.indexOf('?') + 1));

describe('the code in a link', () => {
  test('any text, Unicode included, comes back as it was', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        // Lone surrogates are not UTF-8: the encoder writes U+FFFD for them, as TextEncoder does.
        const want = new TextDecoder().decode(new TextEncoder().encode(text));
        const back = decodeCode(encodeCode(text));
        expect(back).toEqual({ ok: true, value: want });
        expect(encodeCode(text)).toMatch(/^[A-Za-z0-9_-]*$/);
      }),
    );
  });

  test('a known text has the known encoding (base64url, no padding)', () => {
    expect(encodeCode('def f(x):\n  return x ≤ 2\n')).toBe('ZGVmIGYoeCk6CiAgcmV0dXJuIHgg4omkIDIK');
    expect(decodeCode('ZGVmIGYoeCk6CiAgcmV0dXJuIHgg4omkIDIK')).toEqual({ ok: true, value: 'def f(x):\n  return x ≤ 2\n' });
    // Padding is accepted too.
    expect(decodeCode('YQ==')).toEqual({ ok: true, value: 'a' });
  });

  test.each([
    ['not base64url', 'a+b/', 'base64url'],
    ['a length no base64 has', 'abcde', 'base64url'],
    ['bytes that are not UTF-8', encodeBytes([0xff, 0xfe, 0x41]), 'utf-8'],
    ['too long', 'A'.repeat(MAX_CODE_PARAM + 4), 'long'],
  ])('%s: a notice naming code, and the starter', (_what, value, why) => {
    expect(decodeCode(value)).toEqual({ ok: false, why });
    const read = CODE_ROUTE.read(q(`style=js&algo=minimax&code=${encodeURIComponent(value)}`));
    expect(read.values.code).toBeNull();
    expect(read.notices).toHaveLength(1);
    const notice = read.notices[0]!;
    expect(notice.name).toBe('code');
    for (const lang of ['en', 'es'] as const) {
      const text = say(notice.text, lang);
      expect(text).not.toMatch(/undefined|\{/);
      expect(text).toMatch(lang === 'en' ? /starter/ : /plantilla/);
    }
  });
});

function encodeBytes(bytes: number[]): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

describe('the route', () => {
  test('defaults: CS188 alpha-beta on AIMA’s figure 5.2, CS188’s tie rule, the starter', () => {
    const read = CODE_ROUTE.read(q(''));
    expect(read.notices).toEqual([]);
    expect(read.values).toMatchObject({ style: 'cs188', algo: 'alphabeta', fixture: 'aima-fig-5-2', tie: 'cs188', code: null });
    expect(CODE_ROUTE.read(q('style=aima')).values.tie).toBe('aima');
    expect(CODE_ROUTE.read(q('style=js&algo=expectiminimax')).values.fixture).toBe('cs188-expectimax');
  });

  test('written and read back: the same values; the style’s own tie rule and the algorithm’s own tree left out', () => {
    const fig = FIXTURES.find((f) => f.name === 'aima-fig-5-2')!;
    const thesis = FIXTURES.find((f) => f.name === 'thesis-minimax')!;
    const cases = [
      { style: 'cs188', algo: 'alphabeta', fixture: fig.name, text: fig.tree, tie: 'cs188', code: null },
      { style: 'aima', algo: 'minimax', fixture: thesis.name, text: thesis.tree, tie: 'cs188', code: 'def minmax_decision(s, g):\n    return None\n' },
      {
        style: 'js',
        algo: 'alphabeta',
        fixture: '',
        text: 'max(min(3, 5), min(2, 9))',
        tie: 'aima',
        code: 'export function alphaBetaSearch() { return "é"; }',
      },
    ] as const;
    for (const v of cases) {
      const hash = CODE_ROUTE.write(v);
      expect(hash.startsWith('#/code?')).toBe(true);
      const read = CODE_ROUTE.read(query(hash));
      expect(read.notices).toEqual([]);
      expect(read.values).toEqual(v);
    }
    const first = CODE_ROUTE.write(cases[0]);
    expect(first).not.toContain('tie=');
    expect(first).not.toContain('src=');
    expect(first).not.toContain('code=');
  });

  test('refused values get notices and the defaults; hostile queries never throw', () => {
    const read = CODE_ROUTE.read(q('style=java&algo=negamax&tie=inclusive&zzz=1'));
    expect(read.values).toMatchObject({ style: 'cs188', algo: 'alphabeta', tie: 'cs188' });
    expect(read.notices.map((n) => n.name).sort()).toEqual(['algo', 'style', 'tie', 'zzz']);
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => {
        const r = CODE_ROUTE.read(q(s));
        expect(['cs188', 'aima', 'js']).toContain(r.values.style);
      }),
    );
  });
});
