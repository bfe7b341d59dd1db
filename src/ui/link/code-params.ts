/**
 * `#/code?style=aima|cs188|js&algo=…&src=<fixture>|tree=…&tie=…&code=<base64url>`
 * (issue 37, docs/contracts.md): a student's own search. `code` is the
 * source as base64url of its UTF-8 bytes (no padding needed); absent, the
 * page shows the starter of the style and algorithm. A link never runs the
 * code: only the page's Run does. `tie` absent is the style's own rule
 * (`cs188` for CS188, `aima` otherwise). Pure TypeScript (no DOM).
 */
import { STUDENT_ALGOS, STUDENT_TIE_RULES, STYLES, type Style, type StudentAlgo, type StudentTieRule } from '../../student/contract.ts';
import { defaultTie } from '../../student/plan.ts';
import { msg } from '../../i18n/message.ts';
import { ROUTE_PARAMS, unlessDefault, type RouteCodec } from './codec.ts';
import { Params } from './param-reader.ts';
import { readTreeSource, treeSource } from './params.ts';
import { routeHash } from './route.ts';

export interface CodeParams {
  style: Style;
  algo: StudentAlgo;
  fixture: string;
  text: string;
  unchecked?: true;
  tie: StudentTieRule;
  /** The source, or null for the starter. */
  code: string | null;
}

export const CODE_DEFAULTS = { style: 'cs188', algo: 'alphabeta' } as const satisfies Partial<CodeParams>;

/** The example a style and algorithm start on: CS188's expectimax tree for expectimax, AIMA's figure 5.2 otherwise. */
export const codeFixture = (algo: StudentAlgo): string => (algo === 'expectiminimax' ? 'cs188-expectimax' : 'aima-fig-5-2');

/** The longest `code` a link carries (base64url characters): about 150 KB of source. */
export const MAX_CODE_PARAM = 200_000;

/** The source as the link writes it: base64url of its UTF-8 bytes, without padding. */
export function encodeCode(source: string): string {
  const bytes = new TextEncoder().encode(source);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A link's `code` read back; why it cannot be ('base64url', 'utf-8', 'long'). */
export function decodeCode(text: string): { ok: true; value: string } | { ok: false; why: 'base64url' | 'utf-8' | 'long' } {
  if (text.length > MAX_CODE_PARAM) return { ok: false, why: 'long' };
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text) || text.replace(/=+$/, '').length % 4 === 1) return { ok: false, why: 'base64url' };
  const b64 = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, why: 'utf-8' };
  }
}

export const CODE_ROUTE: RouteCodec<CodeParams> = {
  read(p) {
    const r = new Params(p, ROUTE_PARAMS.code);
    const style = r.choice('style', STYLES, CODE_DEFAULTS.style);
    const algo = r.choice('algo', STUDENT_ALGOS, CODE_DEFAULTS.algo);
    const { fixture, text, unchecked } = readTreeSource(r, codeFixture(algo));
    const tie = r.choice('tie', STUDENT_TIE_RULES, defaultTie(style));
    let code: string | null = null;
    const raw = r.text('code');
    if (raw !== null) {
      const d = decodeCode(raw);
      if (d.ok) code = d.value;
      else r.refuse('code', raw, msg('reason.code', { why: d.why }), msg('instead.starter'));
    }
    return { values: { style, algo, fixture, text, ...(unchecked ? { unchecked } : {}), tie, code }, notices: r.notices };
  },
  write: (v) =>
    routeHash('code', {
      style: v.style,
      algo: v.algo,
      ...treeSource(v.fixture === codeFixture(v.algo) ? '' : v.fixture, v.fixture === codeFixture(v.algo) ? '' : v.text),
      tie: unlessDefault(v.tie, defaultTie(v.style)),
      code: v.code === null ? undefined : encodeCode(v.code),
    }),
};
