/**
 * Monte Carlo tree search on the tic-tac-toe and Connect-4 pages' links
 * (src/ui/link/mcts-params.ts through params.ts): `algo=mcts&iterations=N&c=C&seed=S`
 * read strictly (a value it cannot use is a notice naming it, and the
 * default is shown), written back while the machine plays by MCTS, and left
 * out otherwise.
 */
import { describe, expect, test } from 'vitest';
import { boardGameRoute } from '../../src/ui/link/params.ts';
import { COMPARE_MCTS_ROUTE } from '../../src/ui/link/compare-mcts-params.ts';
import { MCTS_DEFAULTS, MCTS_TRACE_LIMIT, cText, checkC, cleanC, cleanIterations, traceable } from '../../src/ui/link/mcts-params.ts';
import { say } from '../../src/i18n/say.ts';

const q = (s: string) => new URLSearchParams(s);

describe('MCTS in a board game’s link', () => {
  test.each([
    ['tictactoe', 'position=x...o....&algo=mcts&iterations=10000&c=0.5&seed=7&human=x&propose=1&step=40'],
    ['connect4', 'moves=44&algo=mcts&iterations=100&c=2&seed=0&human=o'],
    ['connect4', 'moves=4453&algo=mcts&iterations=999&c=1.4&seed=2&human=x&propose=1&step=12'],
    ['connect4', 'moves=4453&algo=mcts&human=x&propose=1&step=12'],
  ] as const)('%s: %s reads and writes back the same', (game, query) => {
    const route = boardGameRoute(game);
    const read = route.read(q(query));
    expect(read.notices).toEqual([]);
    expect(read.values.algo).toBe('mcts');
    expect(route.write(read.values)).toBe(`#/${game}?${query}`);
  });

  test('the settings are read whatever the algorithm, and written only while the machine plays by MCTS (without a depth then)', () => {
    const route = boardGameRoute('connect4');
    const read = route.read(q('moves=44&algo=alphabeta&depth=4&iterations=100&c=2&seed=5'));
    expect(read.notices).toEqual([]);
    expect(read.values).toMatchObject({ algo: 'alphabeta', depth: '4', iterations: 100, c: 2, seed: 5 });
    expect(route.write(read.values)).toBe('#/connect4?moves=44&algo=alphabeta&depth=4&human=x');
    expect(route.write({ ...read.values, algo: 'mcts' })).toBe('#/connect4?moves=44&algo=mcts&iterations=100&c=2&seed=5&human=x');
    // Absent: the defaults.
    expect(route.read(q('algo=mcts')).values).toMatchObject(MCTS_DEFAULTS);
  });

  test.each([
    ['connect4', 'algo=mcts&iterations=bogus', '#/connect4?algo=mcts&human=x'],
    ['connect4', 'algo=mcts&iterations=1000&c=1.41&seed=1', '#/connect4?algo=mcts&human=x'],
    ['connect4', 'algo=mcts&iterations=500&c=zz&seed=-3', '#/connect4?algo=mcts&iterations=500&human=x'],
    ['tictactoe', 'algo=mcts&seed=bogus&c=2', '#/tictactoe?position=.........&algo=mcts&c=2&human=x'],
  ] as const)('%s?%s: the link written back leaves out the defaults, the refused value’s too (issue 39)', (game, query, hash) => {
    const route = boardGameRoute(game);
    const read = route.read(q(query));
    expect(route.write(read.values)).toBe(hash);
    // …and means what was shown.
    expect(route.read(new URLSearchParams(hash.slice(hash.indexOf('?') + 1))).values).toEqual(read.values);
  });

  test.each([
    ['iterations=0', 'iterations', /whole number 1–1000000/],
    ['iterations=1000001', 'iterations', /whole number 1–1000000/],
    ['iterations=1e3', 'iterations', /whole number/],
    ['c=-1', 'c', /C is a number from 0 to 10, written like 1.41/],
    ['c=11', 'c', /from 0 to 10/],
    ['c=1e3', 'c', /from 0 to 10/],
    ['c=.5', 'c', /from 0 to 10/],
    ['c=1.4142135623731', 'c', /at most 12 decimals/],
    ['seed=-1', 'seed', /whole number 0–4294967295/],
  ])('%s is refused with a notice, and the default shown', (query, param, reason) => {
    const read = boardGameRoute('tictactoe').read(q(`algo=mcts&${query}`));
    expect(read.notices.map((n) => n.name)).toEqual([param]);
    expect(say(read.notices[0]!.text, 'en')).toMatch(reason);
    expect(say(read.notices[0]!.text, 'es')).not.toBe(say(read.notices[0]!.text, 'en'));
    expect(read.values).toMatchObject({ [param]: MCTS_DEFAULTS[param as keyof typeof MCTS_DEFAULTS] });
  });

  test("one rule on every route (mcts-params.ts): what one page writes, every other reads — C with up to 12 decimals, up to 1,000,000 iterations; each route's default C (board games 1.41, compare √2; left out of the links)", () => {
    const compare = (query: string) => COMPARE_MCTS_ROUTE.read(q(`game=connect4&${query}`));
    for (const query of ['c=1.4142', 'iterations=1000000', 'c=0.000000000001']) {
      expect(boardGameRoute('connect4').read(q(`algo=mcts&${query}`)).notices, query).toEqual([]);
      expect(boardGameRoute('tictactoe').read(q(`algo=mcts&${query}`)).notices, query).toEqual([]);
      expect(compare(query).notices, query).toEqual([]);
    }
    for (const query of ['c=1.4142135623731', 'iterations=1000001', 'c=10.5']) {
      expect(
        boardGameRoute('connect4')
          .read(q(`algo=mcts&${query}`))
          .notices.map((n) => n.name),
        query,
      ).toHaveLength(1);
      expect(
        compare(query).notices.map((n) => n.name),
        query,
      ).toHaveLength(1);
    }
    expect([MCTS_DEFAULTS.c, compare('').values.c]).toEqual([1.41, Math.SQRT2]);
    expect(boardGameRoute('connect4').write({ ...boardGameRoute('connect4').read(q('algo=mcts')).values })).not.toContain('c=');
    expect(boardGameRoute('connect4').write({ ...boardGameRoute('connect4').read(q('algo=mcts&c=1.4142')).values })).toContain('c=1.4142&');
    expect(COMPARE_MCTS_ROUTE.write(compare('').values)).not.toContain('c=');
    expect(boardGameRoute('connect4').write({ ...boardGameRoute('connect4').read(q('algo=mcts&c=0.000000000001')).values })).toContain('c=0.000000000001&');
  });

  test('C as links write it and fields give it; iterations from a field; what can be shown step by step', () => {
    expect([cText(1.41), cText(0.5), cText(2), cText(Math.SQRT2)]).toEqual(['1.41', '0.5', '2', '1.414213562373']);
    expect(checkC('1.414')).toEqual({ ok: true, value: 1.414 });
    expect(checkC('0')).toEqual({ ok: true, value: 0 });
    expect(checkC('10.5').ok).toBe(false);
    expect(checkC(' 1').ok).toBe(false);
    expect([cleanC(-1), cleanC(NaN), cleanC(20), cleanC(1.23456)]).toEqual([MCTS_DEFAULTS.c, MCTS_DEFAULTS.c, 10, 1.23456]);
    expect([cleanIterations('500'), cleanIterations('0'), cleanIterations('x')]).toEqual([500, MCTS_DEFAULTS.iterations, MCTS_DEFAULTS.iterations]);
    expect([traceable(MCTS_TRACE_LIMIT), traceable(MCTS_TRACE_LIMIT + 1)]).toEqual([true, false]);
  });
});
