/**
 * Embedding (issue 24, src/ui/link/embed-params.ts): `embed`, `controls`,
 * `speed`, `autoplay`, `start` and `end` read as strictly as a route's own
 * parameters, on every route and never a route's notice; kept in the links
 * the pages write while embedded; a step kept between start and end; the
 * iframe snippet for the view shown.
 */
import { describe, expect, test } from 'vitest';
import { EMBED_CONTROLS, EMBED_PARAMS, NO_EMBED, clampStep, embedQuery, embedSnippet, embedUrl, readEmbedParams } from '../../src/ui/link/embed-params.ts';
import { APP_PARAMS, COMPARE_ROUTE, EXERCISE_ROUTE, G2048_ROUTE, TREE_ROUTE, boardGameRoute } from '../../src/ui/link/params.ts';
import { APP_WIDE_PARAMS, routeHash, setEmbedding } from '../../src/ui/link/route.ts';
import { say } from '../../src/i18n/say.ts';

const q = (text: string) => new URLSearchParams(text);

describe('the link', () => {
  test('none given: not embedded, every control, the viewer’s own speed and steps', () => {
    expect(readEmbedParams(q('src=aima-fig-5-2'))).toEqual({ values: NO_EMBED, notices: [] });
  });

  test('all given', () => {
    const read = readEmbedParams(q('embed=1&controls=step,play&speed=4&autoplay=1&start=3&end=20'));
    expect(read.notices).toEqual([]);
    // The controls in the viewer's order, whatever the link's.
    expect(read.values).toEqual({ embed: true, controls: ['play', 'step'], speed: 4, autoplay: true, start: 3, end: 20 });
  });

  test('controls=none shows none; 0 turns a flag off', () => {
    expect(readEmbedParams(q('embed=1&controls=none&autoplay=0')).values).toMatchObject({ embed: true, controls: [], autoplay: false });
  });

  test.each([
    ['embed=yes', 'embed', /embed must be 1 or 0, not “yes”/, /embed debe ser 1 o 0/],
    ['controls=step,rewind', 'controls', /controls.*play, start, back, step, end, slider, counter, speed/, /controls/],
    ['controls=none,step', 'controls', /controls/, /controls/],
    ['speed=3', 'speed', /speed.*0\.5, 1, 2, 4, 8, 16, 60/, /speed/],
    ['start=-1', 'start', /start/, /start/],
    ['start=10&end=4', 'end', /end/, /end/],
    ['autoplay=1&autoplay=1', 'autoplay', /autoplay is given 2 times/, /autoplay aparece 2 veces/],
  ])('%s: a notice in both languages, and the default', (query, name, en, es) => {
    const read = readEmbedParams(q(query));
    expect(read.notices.map((n) => n.name)).toEqual([name]);
    expect(say(read.notices[0]!.text, 'en')).toMatch(en);
    expect(say(read.notices[0]!.text, 'es')).toMatch(es);
    expect(read.values[name as keyof typeof read.values]).toEqual(NO_EMBED[name as keyof typeof NO_EMBED]);
  });

  test('the app’s parameters are the same list where the app reads them and where the routes let them pass', () => {
    expect([...APP_PARAMS].sort()).toEqual([...APP_WIDE_PARAMS].sort());
    expect(APP_PARAMS).toEqual(expect.arrayContaining([...EMBED_PARAMS]));
  });

  const ROUTES = {
    tree: TREE_ROUTE,
    compare: COMPARE_ROUTE,
    '2048': G2048_ROUTE,
    tictactoe: boardGameRoute('tictactoe'),
    connect4: boardGameRoute('connect4'),
    exercise: EXERCISE_ROUTE,
  };
  test.each(Object.keys(ROUTES))('%s: embedding’s parameters are no notice of the route’s', (route) => {
    const p = q('embed=1&controls=step&speed=4&autoplay=1&start=1&end=9');
    expect(ROUTES[route as keyof typeof ROUTES].read(p).notices).toEqual([]);
  });
});

describe('the links the pages write', () => {
  test('keep embedding’s parameters while embedded (the defaults left out), and drop them after', () => {
    const shown = { ...TREE_ROUTE.read(q('')).values, fixture: 'aima-fig-5-2' };
    const e = readEmbedParams(q('embed=1&controls=step&autoplay=1&end=20')).values;
    expect(embedQuery(e)).toEqual([
      ['embed', '1'],
      ['controls', 'step'],
      ['autoplay', '1'],
      ['end', '20'],
    ]);
    try {
      setEmbedding(embedQuery(e));
      expect(TREE_ROUTE.write({ ...shown, step: 3 })).toBe('#/tree?src=aima-fig-5-2&step=3&embed=1&controls=step&autoplay=1&end=20');
      // A page's own parameter of the same name never overrides the app's.
      expect(routeHash('tree', { src: 'x', embed: '0' })).toBe('#/tree?src=x&embed=1&controls=step&autoplay=1&end=20');
    } finally {
      setEmbedding([]);
    }
    expect(TREE_ROUTE.write({ ...shown, step: 3 })).toBe('#/tree?src=aima-fig-5-2&step=3');
    expect(embedQuery(readEmbedParams(q('embed=1&controls=none')).values)).toEqual([
      ['embed', '1'],
      ['controls', 'none'],
    ]);
  });
});

describe('steps between start and end', () => {
  test.each([
    [0, { start: 3, end: 20 }, 40, 3],
    [25, { start: 3, end: 20 }, 40, 20],
    [10, { start: 3, end: 20 }, 40, 10],
    [10, { start: null, end: null }, 40, 10],
    [50, { start: null, end: null }, 40, 40],
    // A range past the trace's end: its last step.
    [0, { start: 60, end: 80 }, 40, 40],
    [5, { start: 3, end: 80 }, 40, 5],
  ])('step %i within %o of %i steps → %i', (step, range, total, kept) => {
    expect(clampStep(step, range, total)).toBe(kept);
  });
});

describe('the embed code', () => {
  const HREF = 'https://example.org/tutor/#/tree?src=aima-fig-5-2&algo=alphabeta&step=7&present=1';

  test('the view shown, embedded, in the page’s language, presentation mode left out', () => {
    const url = new URL(embedUrl(HREF, 'es'));
    expect(url.origin + url.pathname).toBe('https://example.org/tutor/');
    expect(url.hash).toBe('#/tree?src=aima-fig-5-2&algo=alphabeta&step=7&lang=es&embed=1');
    // Already embedded (a link copied from a frame): once.
    expect(embedUrl(`${HREF}&embed=1&lang=en`, 'en')).toMatch(/step=7&lang=en&embed=1$/);
    expect(new URL(embedUrl('https://example.org/tutor/', 'en')).hash).toBe('#/trees?lang=en&embed=1');
  });

  test('an iframe: its src the embedded view (escaped as HTML), titled, sized, borderless, full screen allowed', () => {
    const code = embedSnippet(HREF, 'en', 'Adversarial Search Tutor');
    expect(code).toBe(
      '<iframe src="https://example.org/tutor/#/tree?src=aima-fig-5-2&amp;algo=alphabeta&amp;step=7&amp;lang=en&amp;embed=1" title="Adversarial Search Tutor" width="960" height="600" style="max-width: 100%; border: 0;" loading="lazy" allow="fullscreen" allowfullscreen></iframe>',
    );
    expect(embedSnippet(HREF, 'en', 'A "quoted" <title> & more')).toContain('title="A &quot;quoted&quot; &lt;title&gt; &amp; more"');
    // Every control the link may name is a control the viewer has.
    expect(EMBED_CONTROLS).toEqual(['play', 'start', 'back', 'step', 'end', 'slider', 'counter', 'speed']);
  });
});
