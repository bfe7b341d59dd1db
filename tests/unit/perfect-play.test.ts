/**
 * Perfect play on the Connect-4 page (issue 22, src/app/perfect-play.ts and
 * src/ui/board-game/solve-words.ts): every column's score gathered column by column from
 * the solver's own requests (what the worker runs), the same as the solver's
 * analysis when it finishes, the bounds found when the budget stops it; the
 * column the machine plays; and what a score means, in both languages.
 */
import { describe, expect, test } from 'vitest';
import {
  CENTRE_FIRST,
  PERFECT_MOVE_BUDGET,
  SOLVE_BUDGET,
  analyzeColumns,
  bestColumns,
  meaning,
  perfectColumn,
  provedBest,
  scoreRange,
  shownBounds,
  type ColumnScore,
  type ColumnsAnalysis,
  type SolverCalls,
} from '../../src/app/perfect-play.ts';
import { SOLVER_PAGE_BUDGET, solverRequests } from '../../src/app/solver-requests.ts';
import { CENTRE_ORDER } from '../../src/games/connect4/solver-board.ts';
import { meaningText, scoreText } from '../../src/ui/board-game/solve-words.ts';
import { boardGameRoute } from '../../src/ui/link/params.ts';
import { say } from '../../src/i18n/say.ts';

/** The worker's calls, in process. */
const calls: SolverCalls = {
  analyze: (r) => Promise.resolve(solverRequests.analyzeConnect4(r)),
  solve: (r) => Promise.resolve(solverRequests.solveConnect4(r)),
};

const exact = (n: number): ColumnScore => ({ lower: n, upper: n });
const scores = (a: ColumnsAnalysis) => a.columns.map((s) => (s === null ? null : s.lower === s.upper ? s.lower : [s.lower, s.upper]));

// Pons' End-Easy set, first line: "2252576253462244111563365343671351441 -1" (O to move; columns 1–5 full).
const END_EASY = '2252576253462244111563365343671351441';
// Pons' Middle-Easy set, first line "5554224333234511764415115 4", its first 10 moves (X to move).
const MIDDLE = '5554224333';

describe('the solver’s constants, written out in the page’s module, agree with the solver', () => {
  test('centre first is the solver’s order; the solve budget is the worker’s default; the machine takes less', () => {
    expect(CENTRE_FIRST).toEqual([...CENTRE_ORDER].map((c) => c + 1));
    expect(SOLVE_BUDGET).toBe(SOLVER_PAGE_BUDGET);
    expect(PERFECT_MOVE_BUDGET).toBeLessThan(SOLVE_BUDGET);
  });

  test('the score range is what the solver gives a column it has not searched', () => {
    const reply = solverRequests.analyzeConnect4({ position: '', budget: 1 });
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    // Column 1 took the one node; the others were not searched: the whole range.
    for (const b of reply.result.bounds.slice(1)) expect(b).toEqual([scoreRange(0).lower, scoreRange(0).upper]);
  });
});

describe('analyzeColumns: every column’s score, column by column, within a budget', () => {
  test('an End-Easy position: full columns null, the others exact, as the set gives it (−1 the best)', async () => {
    const seen: ColumnsAnalysis[] = [];
    const reply = await analyzeColumns(calls, END_EASY, SOLVE_BUDGET, (a) => seen.push(a));
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    expect(scores(reply.analysis)).toEqual([null, null, null, null, null, -1, -2]);
    expect(reply.analysis).toMatchObject({ status: 'exact', pending: [] });
    // First every open column pending, then the answer.
    expect(seen[0]).toMatchObject({ status: 'running', pending: [6, 7] });
    expect(seen.at(-1)?.status).toBe('exact');
    expect(bestColumns(reply.analysis.columns)).toEqual([6]);
    expect(perfectColumn(reply.analysis, null)).toBe(6);
  });

  test('a middle-game position past the first pass: column by column, the same scores as the solver’s analysis', async () => {
    const whole = solverRequests.analyzeConnect4({ position: MIDDLE, budget: 100_000_000 });
    expect(whole.ok && whole.result.status).toBe('exact');
    if (!whole.ok) return;
    const seen: ColumnsAnalysis[] = [];
    const reply = await analyzeColumns(calls, MIDDLE, SOLVE_BUDGET, (a) => seen.push(a));
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    expect(scores(reply.analysis)).toEqual(whole.result.columns);
    expect(reply.analysis.status).toBe('exact');
    // The first pass (1 M nodes) does not finish it: the columns came one at a time, centre first.
    const running = seen.filter((a) => a.status === 'running');
    expect(running.length).toBeGreaterThan(2);
    expect(running.map((a) => a.pending.length)).toEqual([...running.map((a) => a.pending.length)].sort((x, y) => y - x));
    expect(perfectColumn(reply.analysis, null)).toBe(4);
  });

  test('the budget spent: the bounds found for every column (none past the score range), the status says so', async () => {
    const reply = await analyzeColumns(calls, '', 50_000);
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    const a = reply.analysis;
    expect(a.status).toBe('budget');
    expect(a.nodes).toBeLessThanOrEqual(50_000 + 8);
    const range = scoreRange(0);
    for (const s of a.columns) {
      expect(s).not.toBeNull();
      expect(s!.lower).toBeGreaterThanOrEqual(range.lower);
      expect(s!.upper).toBeLessThanOrEqual(range.upper);
      expect(s!.lower).toBeLessThanOrEqual(s!.upper);
    }
    // Not hard-coded: whatever column the bounds favour is one of the best, and without a seed the first of them centre first.
    const best = bestColumns(a.columns);
    expect(perfectColumn(a, null)).toBe(best[0]);
    expect(CENTRE_FIRST.filter((c) => best.includes(c))).toEqual(best);
  });

  test('a position that is not legal is the solver’s error reply', async () => {
    const reply = await analyzeColumns(calls, '4448', SOLVE_BUDGET);
    expect(reply).toMatchObject({ ok: false, error: { code: 'position.invalid' } });
  });

  test('a cancelled call (the bridge rejects) ends the analysis with that rejection', async () => {
    const aborting: SolverCalls = { ...calls, solve: () => Promise.reject(new DOMException('aborted', 'AbortError')) };
    await expect(analyzeColumns(aborting, MIDDLE, SOLVE_BUDGET)).rejects.toThrow('aborted');
  });
});

describe('the column the machine plays', () => {
  const c = (...cols: (ColumnScore | null)[]) => cols;
  test.each<[(ColumnScore | null)[], number[], string]>([
    // [columns 1–7, best columns centre first, why]
    [c(exact(-1), exact(0), exact(2), exact(2), exact(0), null, exact(-3)), [4, 3], 'exact: the highest score, centre first'],
    [c(exact(-5), exact(-3), exact(-4), exact(-6), exact(-3), exact(-9), exact(-7)), [5, 2], 'all lost: the latest loss, centre first'],
    [c({ lower: 0, upper: 19 }, { lower: -20, upper: 19 }, null, null, null, null, null), [1], 'proved at least a draw before not known'],
    [c({ lower: 1, upper: 19 }, exact(3), null, null, null, null, null), [2], 'among proved wins, the best proved'],
    [c(exact(-5), { lower: -20, upper: 19 }, null, null, null, null, null), [2], 'a proved loss after one that may be better'],
    [
      c({ lower: -10, upper: 3 }, { lower: -21, upper: 20 }, { lower: -21, upper: 20 }, { lower: -21, upper: 20 }, null, null, null),
      [4, 3, 2],
      'nothing proved: the most it may be worth, centre first',
    ],
  ])('%j → %j (%s)', (columns, best) => {
    expect(bestColumns(columns)).toEqual(best);
    expect(perfectColumn({ position: '', columns }, null)).toBe(best[0]);
  });

  test('with a seed: one of the best at random, the same for the same seed and position', () => {
    const columns = c(exact(0), exact(0), exact(0), exact(0), exact(0), exact(0), exact(-1));
    const picks = new Set<number | null>();
    for (let seed = 0; seed < 40; seed++) {
      const pick = perfectColumn({ position: '44', columns }, seed);
      expect([1, 2, 3, 4, 5, 6]).toContain(pick);
      expect(perfectColumn({ position: '44', columns }, seed)).toBe(pick);
      picks.add(pick);
    }
    expect(picks.size).toBeGreaterThan(2);
    expect(perfectColumn({ position: '', columns: c(null, null, null, null, null, null, null) }, 3)).toBeNull();
  });
});

describe('what a score means for the side to move', () => {
  test.each([
    // End-Easy (37 stones, O to move, O has 18, X 19): −1 = X wins with its 21st stone, 2 of its moves from now.
    [exact(-1), 37, { kind: 'loss', moves: 2 }, '−1', 'loss in 2 of X’s moves', 'pierdes en 2 jugadas de las X'],
    [exact(-2), 37, { kind: 'loss', moves: 1 }, '−2', 'loss: X wins with its next move', 'pierdes: las X ganan con su próxima jugada'],
    // X to move after 112233 (6 stones, 3 each): column 4 wins at once, with X's 4th stone: 22 − 4 = 18.
    [exact(18), 6, { kind: 'win', moves: 1 }, '+18', 'win with this move', 'ganas con esta jugada'],
    [exact(4), 10, { kind: 'win', moves: 13 }, '+4', 'win in 13 of your moves', 'ganas en 13 de tus jugadas'],
    [exact(0), 10, { kind: 'draw' }, '0', 'draw', 'empate'],
    [{ lower: 2, upper: 15 }, 10, { kind: 'win-within', moves: 15 }, '≥ 2', 'a win, in 15 of your moves at most', 'ganas, en 15 de tus jugadas como mucho'],
    [{ lower: -16, upper: 0 }, 10, { kind: 'at-best-draw' }, '≤ 0', 'a draw at best', 'como mucho empate'],
    [{ lower: -3, upper: 5 }, 10, { kind: 'unknown' }, 'between −3 and 5', 'not known yet', 'aún no se sabe'],
    [{ lower: 0, upper: 15 }, 10, { kind: 'at-least-draw' }, '≥ 0', 'at least a draw', 'al menos empate'],
    [
      { lower: -16, upper: -3 },
      10,
      { kind: 'loss-within', moves: 14 },
      '≤ −3',
      'a loss, in 14 of O’s moves at most',
      'pierdes, en 14 jugadas de las O como mucho',
    ],
    [scoreRange(0), 0, { kind: 'unknown' }, '?', 'not known yet', 'aún no se sabe'],
  ] as const)('%j with %i stones → %j', (s, stones, m, figures, en, es) => {
    expect(meaning(s, stones)).toEqual(m);
    expect(scoreText(s, stones, 'en')).toBe(figures);
    expect(meaningText(s, stones, 'en')).toBe(en);
    expect(meaningText(s, stones, 'es')).toBe(es);
  });

  test('the ends of the score range say nothing, so they are not shown', () => {
    const r = scoreRange(10);
    expect(shownBounds(r, 10)).toEqual({ lower: null, upper: null });
    expect(shownBounds({ lower: 0, upper: r.upper }, 10)).toEqual({ lower: 0, upper: null });
    expect(scoreText({ lower: -3, upper: 5 }, 10, 'es')).toBe('entre −3 y 5');
  });
});

describe('a column proved the best though the budget stopped another', () => {
  test('its lower bound at or over every other open column’s upper bound', async () => {
    // Middle-Easy's first line after 8 moves, 10 M nodes: column 4 exact (+5), the others bounded at +2 or less.
    const reply = await analyzeColumns(calls, '55542243', PERFECT_MOVE_BUDGET);
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    const a = reply.analysis;
    const column = perfectColumn(a, null)!;
    // Whether or not this budget finishes every column, the column played is proved the best: the solver's exact best, 4 (+5).
    expect(column).toBe(4);
    expect(provedBest(a.columns, 4)).toBe(true);
    expect(provedBest(a.columns, 1)).toBe(false);
    expect(provedBest([exact(2), { lower: -3, upper: 2 }, null], 1)).toBe(true);
    expect(provedBest([exact(2), { lower: -3, upper: 3 }, null], 1)).toBe(false);
    expect(provedBest([null, exact(0)], 1)).toBe(false);
  });
});

describe('the link holds the level and the solve (src/ui/link/params.ts)', () => {
  const c4 = boardGameRoute('connect4');
  const q = (text: string) => new URLSearchParams(text);

  test('level=perfect and solve=1 read and written back; an old link (neither) is the search level, nothing solved', () => {
    const read = c4.read(q('moves=4453&algo=alphabeta&depth=6&human=x&level=perfect&solve=1'));
    expect(read.notices).toEqual([]);
    expect(read.values).toMatchObject({ position: '4453', perfect: true, solve: true });
    expect(c4.write(read.values)).toBe('#/connect4?moves=4453&algo=alphabeta&depth=6&human=x&level=perfect&solve=1');
    const old = c4.read(q('moves=4453&algo=alphabeta&depth=4&human=x&propose=1&step=60'));
    expect(old.notices).toEqual([]);
    expect(old.values).toMatchObject({ perfect: false, solve: false, propose: true, step: 60 });
    // The default level is left out of the link.
    expect(c4.write(c4.read(q('level=depth')).values)).toBe('#/connect4?algo=alphabeta&depth=6&human=x');
  });

  test('a level or a solve flag that cannot be used is a notice in both languages, and the default is shown', () => {
    const r = c4.read(q('level=godlike&solve=yes'));
    expect(r.values).toMatchObject({ perfect: false, solve: false });
    const texts = r.notices.map((n) => say(n.text, 'en'));
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/level=godlike/);
    expect(texts[0]).toMatch(/depth, perfect/);
    expect(texts[1]).toMatch(/solve=yes/);
    expect(say(r.notices[0]!.text, 'es')).toMatch(/level=godlike/);
    // Tic-tac-toe reads neither: they are noticed as unknown there.
    const t = boardGameRoute('tictactoe').read(q('level=perfect&solve=1'));
    expect(t.values).toMatchObject({ perfect: false, solve: false });
    expect(t.notices.map((n) => n.name).sort()).toEqual(['level', 'solve']);
  });
});
