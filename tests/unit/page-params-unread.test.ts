/**
 * Every route says which parameters of a link it did not read (issue 39:
 * `#/replay?seed=1&foo=…` and `#/experiments?present=1&embed=1&x=1` named
 * none). A parameter the route does not read is a notice naming it, in both
 * languages: the page's own codec says so on the routes that read
 * parameters, the app (readAppParams) on those that read none. The table
 * below has one row a page (PAGES), so a new page must say how its link is
 * read.
 */
import { describe, expect, test } from 'vitest';
import { PAGES, type Page } from '../../src/ui/link/route.ts';
import { COMPARE_ROUTE, EXERCISE_ROUTE, G2048_ROUTE, TREE_ROUTE, boardGameRoute, readAppParams } from '../../src/ui/link/params.ts';
import { NO_PARAM_PAGES, ROUTE_PARAMS, type RouteCodec } from '../../src/ui/link/codec.ts';
import { LADDER_PARAMS, LADDER_ROUTE } from '../../src/ui/link/ladder-params.ts';
import { CODE_ROUTE } from '../../src/ui/link/code-params.ts';
import { COMPARE_MCTS_PARAMS, COMPARE_MCTS_ROUTE } from '../../src/ui/link/compare-mcts-params.ts';
import { readEmbedParams } from '../../src/ui/link/embed-params.ts';
import type { Notice } from '../../src/ui/link/param-reader.ts';
import { say } from '../../src/i18n/say.ts';

type AnyCodec = RouteCodec<never, unknown>;
/** Each page's reader of its own parameters (null: it reads none; the app notices the others). */
const READERS: Record<Page, { codec: AnyCodec | null; known: readonly string[] }> = {
  trees: { codec: null, known: [] },
  tree: { codec: TREE_ROUTE as AnyCodec, known: ROUTE_PARAMS.tree },
  compare: { codec: COMPARE_ROUTE as AnyCodec, known: ROUTE_PARAMS.compare },
  '2048': { codec: G2048_ROUTE as AnyCodec, known: ROUTE_PARAMS['2048'] },
  replay: { codec: null, known: [] },
  experiments: { codec: null, known: [] },
  tictactoe: { codec: boardGameRoute('tictactoe') as AnyCodec, known: ROUTE_PARAMS.tictactoe },
  connect4: { codec: boardGameRoute('connect4') as AnyCodec, known: ROUTE_PARAMS.connect4 },
  exercise: { codec: EXERCISE_ROUTE as AnyCodec, known: ROUTE_PARAMS.exercise },
  ladder: { codec: LADDER_ROUTE as AnyCodec, known: LADDER_PARAMS },
  code: { codec: CODE_ROUTE as AnyCodec, known: ROUTE_PARAMS.code },
};

/** Every notice a link gets on `page`, as the page shows them: the app's, embedding's and the page's own (tutor-app.ts, then the page). */
function noticesOf(page: Page, query: string, codec = READERS[page].codec): Notice[] {
  const p = new URLSearchParams(query);
  return [...readAppParams(`#/${page}?${query}`, p).notices, ...readEmbedParams(p).notices, ...(codec?.read(p).notices ?? [])];
}

const worded = (n: Notice) => ({ en: say(n.text, 'en'), es: say(n.text, 'es') });

describe('a parameter a route does not read: a notice naming it, on every route', () => {
  test('the table has every page, and the pages that read none are the ones the app notices for', () => {
    expect(Object.keys(READERS).sort()).toEqual([...PAGES].sort());
    expect(PAGES.filter((p) => READERS[p].codec === null).sort()).toEqual([...NO_PARAM_PAGES].sort());
  });

  test.each(PAGES.map((p) => [p]))('#/%s?zzz=1: one notice, naming zzz, in English and Spanish', (page) => {
    const notices = noticesOf(page, 'zzz=1');
    expect(notices.map((n) => n.name)).toEqual(['zzz']);
    const n = notices[0]!;
    expect(n).toMatchObject({ source: 'link', name: 'zzz', value: '1' });
    const { en, es } = worded(n);
    expect(en).toMatch(/zzz=1 was not used: this page has no parameter “zzz”.*It is ignored\.$/);
    expect(es).toMatch(/zzz=1 del enlace: esta página no tiene el parámetro «zzz».*Se ignora\.$/);
  });

  test.each(PAGES.map((p) => [p]))('#/%s: the parameters it reads, and the app’s, are not noticed as unread', (page) => {
    // Known names with values that may be refused, but never as unknown.
    const query = ['present=1', 'lang=es', ...READERS[page].known.map((k) => `${k}=0`)].join('&');
    const unread = noticesOf(page, query).filter((n) => /no parameter|reads none/.test(worded(n).en));
    expect(unread.map((n) => n.name)).toEqual([]);
  });

  test.each([
    ['replay', 'seed=1&foo=%3Cscript%3E', ['seed', 'foo']],
    ['experiments', 'present=1&embed=1&x=1', ['x']],
    ['trees', 'src=aima-fig-5-2&lang=en', ['src']],
  ] as const)('#/%s?%s names %j', (page, query, names) => {
    const notices = noticesOf(page, query);
    expect(notices.map((n) => n.name)).toEqual(names);
    for (const n of notices) expect(worded(n).en).toContain(`this page has no parameter “${n.name}” (it reads none of its own`);
  });

  test('#/ with no page name is the gallery: an unread parameter is named there too; an unknown page is one notice', () => {
    const p = new URLSearchParams('x=1');
    expect(readAppParams('#/?x=1', p).notices.map((n) => n.name)).toEqual(['x']);
    expect(readAppParams('#/nope?x=1', p).notices.map((n) => n.name)).toEqual(['page']);
  });

  test('compare’s MCTS mode (game=…) names an unread parameter as well', () => {
    const notices = noticesOf('compare', 'game=connect4&zzz=1', COMPARE_MCTS_ROUTE as AnyCodec);
    expect(notices.map((n) => n.name)).toEqual(['zzz']);
    expect(worded(notices[0]!).en).toContain(`it reads ${COMPARE_MCTS_PARAMS.join(', ')}`);
  });
});
