/**
 * The compare page's MCTS mode, in Node (issue 23): its link read and
 * written (compare-mcts-params.ts), and what it shows from the two searches'
 * replies (compare-mcts-rows.ts) — values for the player to move, alpha-beta's
 * bounds turned round for O, the verdict (agree, tie, maybe, worse), wins and
 * losses worded in plies.
 */
import { describe, expect, test } from 'vitest';
import { COMPARE_MCTS_ROUTE, isMctsLink } from '../../src/ui/link/compare-mcts-params.ts';
import { abValueText, forMover, moveRows, verdict, verdictText } from '../../src/ui/compare/compare-mcts-rows.ts';
import { mctsPosition, type MctsJson } from '../../src/app/mcts-position.ts';
import { searchPosition, type PositionJson } from '../../src/app/position-search.ts';
import { say } from '../../src/i18n/say.ts';

const read = (query: string) => COMPARE_MCTS_ROUTE.read(new URLSearchParams(query));

describe('the link', () => {
  test('the issue’s link reads as it says; written back without the defaults', () => {
    const { values, notices } = read('game=connect4&position=4453&iterations=10000&depth=8&c=1.41&seed=1');
    expect(notices).toEqual([]);
    expect(values).toEqual({ game: 'connect4', position: '4453', iterations: 10_000, depth: 8, c: 1.41, seed: 1 });
    expect(COMPARE_MCTS_ROUTE.write(values)).toBe('#/compare?game=connect4&position=4453&depth=8&c=1.41');
    expect(read('game=tictactoe').values).toEqual({ game: 'tictactoe', position: '.........', iterations: 10_000, depth: null, c: Math.SQRT2, seed: 1 });
    expect(COMPARE_MCTS_ROUTE.write(read('game=tictactoe&depth=3&seed=0').values)).toBe('#/compare?game=tictactoe&depth=3&seed=0');
  });

  test('a finished game is a position too (the page says there is nothing to compare)', () => {
    expect(read('game=connect4&position=1212121').notices).toEqual([]);
    expect(read('game=tictactoe&position=XXX.OO...').values.position).toBe('xxx.oo...');
  });

  test('the mode: a link with a game, or set=mcts; the trees’ links are not', () => {
    expect(isMctsLink(new URLSearchParams('game=tictactoe'))).toBe(true);
    expect(isMctsLink(new URLSearchParams('set=mcts'))).toBe(true);
    expect(isMctsLink(new URLSearchParams('src=aima-fig-5-2&set=orders'))).toBe(false);
  });

  test.each([
    ['game=chess', 'game'],
    ['game=connect4&position=48', 'position'],
    ['game=connect4&position=12121212', 'position'],
    ['game=tictactoe&position=xxx.ooo..', 'position'],
    ['game=connect4&iterations=0', 'iterations'],
    ['game=connect4&iterations=1e4', 'iterations'],
    ['game=connect4&depth=11', 'depth'],
    ['game=tictactoe&depth=0', 'depth'],
    ['game=connect4&c=-1', 'c'],
    ['game=connect4&c=11', 'c'],
    ['game=connect4&c=abc', 'c'],
    ['game=connect4&seed=4294967296', 'seed'],
    ['game=connect4&set=orders', 'set'],
    ['game=connect4&src=aima-fig-5-2', 'src'],
  ])('%s: a notice naming %s, in both languages, and the default shown', (query, param) => {
    const { values, notices } = read(query);
    expect(notices.map((n) => n.name)).toEqual([param]);
    expect(say(notices[0]!.text, 'es')).not.toBe(say(notices[0]!.text, 'en'));
    expect(COMPARE_MCTS_ROUTE.read(new URLSearchParams(COMPARE_MCTS_ROUTE.write(values).slice('#/compare?'.length))).values).toEqual(values);
  });
});

/** A reply of alpha-beta's, as searchPosition gives it, with the values asked for. */
const abJson = (
  action: number,
  actions: Record<string, number>,
  certainty: Record<string, PositionJson['certainty'][string]>,
  status = 'complete',
): PositionJson => ({
  game: 'connect4',
  algo: 'alphabeta',
  value: status === 'complete' ? actions[String(action)]! : null,
  action,
  actions,
  certainty,
  nodes: 100,
  leaves: 50,
  cutoffs: 10,
  status,
});
const mctsJson = (action: number, visits: Record<string, number>): MctsJson => ({
  game: 'connect4',
  algo: 'mcts',
  action,
  visits,
  values: Object.fromEntries(Object.entries(visits).map(([k, n]) => [k, n / 100])),
  value: 0.5,
  iterations: 100,
  nodes: 101,
  c: 1.4,
  seed: 1,
  ms: 1,
  status: 'complete',
});

describe('what the page shows', () => {
  test('values for the player to move: O sees X’s values negated and its bounds turned round', () => {
    expect(forMover(5, 'atMost', 'x')).toEqual({ value: 5, certainty: 'atMost' });
    expect(forMover(5, 'atMost', 'o')).toEqual({ value: -5, certainty: 'atLeast' });
    expect(forMover(0, 'exact', 'o')).toEqual({ value: 0, certainty: 'exact' });
  });

  test.each([
    ['agree', 4, { 3: 10, 4: 20 }, { 3: 'atMost', 4: 'exact' }],
    ['tie', 3, { 3: 20, 4: 20 }, { 3: 'exact', 4: 'exact' }],
    ['maybe', 3, { 3: 20, 4: 20 }, { 3: 'atMost', 4: 'exact' }],
    ['worse', 3, { 3: 10, 4: 20 }, { 3: 'exact', 4: 'exact' }],
    ['worse', 3, { 3: 10, 4: 20 }, { 3: 'atMost', 4: 'exact' }],
  ] as const)('the verdict: %s (MCTS plays %i, alpha-beta 4)', (kind, mctsMove, values, certainty) => {
    const ab = abJson(4, values, certainty);
    const rows = moveRows(mctsJson(mctsMove, { 3: 50, 4: 50 }), ab, 'x');
    const v = verdict(rows, ab)!;
    expect(v.kind).toBe(kind);
    const [head, why] = verdictText(v, rows, 'connect4', 6, 4, 'en');
    expect(head).toBe(kind === 'agree' ? 'They agree: both play column 4.' : 'They disagree: MCTS plays column 3, alpha-beta column 4.');
    if (kind === 'worse')
      expect(why).toBe(`Alpha-beta rates column 3 lower (${certainty[3] === 'exact' ? '' : '≤ '}+10) than its own choice (+20), within its depth of 6.`);
  });

  test('alpha-beta stopped by its budget: they differ, nothing said of values', () => {
    const ab = abJson(4, { 3: 1, 4: 2 }, { 3: 'atMost', 4: 'exact' }, 'budget');
    expect(verdict(moveRows(mctsJson(3, { 3: 5, 4: 1 }), ab, 'x'), ab)?.kind).toBe('differ');
  });

  test('wins and losses in plies: Connect-4 ±(1,000,000 + 42 − stones at the end), tic-tac-toe ±(10 − marks at the end)', () => {
    // 3344: X to move (4 stones) wins with its 7th stone, 3 plies on.
    expect(abValueText('connect4', 1_000_035, 'exact', 4, 'en')).toBe('win in 3 plies');
    expect(abValueText('connect4', -1_000_030, 'atMost', 4, 'es')).toBe('≤ pierde en 8 jugadas');
    expect(abValueText('connect4', 78, 'atMost', 4, 'en')).toBe('≤ +78');
    expect(abValueText('tictactoe', 3, 'exact', 2, 'en')).toBe('+3 (win in 5 plies)');
    expect(abValueText('tictactoe', 0, 'exact', 2, 'en')).toBe('0');
  });

  test('on real replies: a row a legal move, the choices those of mctsPosition and searchPosition', () => {
    const m = mctsPosition({ game: 'connect4', position: '4453', iterations: 500, seed: 2 });
    const a = searchPosition({ game: 'connect4', position: '4453', algo: 'alphabeta', depth: 4 });
    if (!m.ok || !a.ok) throw new Error('the searches failed');
    const rows = moveRows(m.json, a.json, 'x');
    expect(rows.map((r) => r.move)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows.find((r) => r.mcts)?.move).toBe(m.json.action);
    expect(rows.find((r) => r.alphabeta)?.move).toBe(a.json.action);
    expect(rows.reduce((s, r) => s + r.visits, 0)).toBe(500);
  });
});
