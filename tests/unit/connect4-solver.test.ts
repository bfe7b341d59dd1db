/**
 * The Connect-4 solver ladder (src/games/connect4/solver.ts) against Pascal
 * Pons' "Solving Connect 4" (blog.gamesolver.org): his test sets End-Easy and
 * Middle-Easy (../shared/bench/connect4/, `moves score` a line), the mean
 * nodes his table publishes for each rung, and the compiled reference beside
 * them (solver_ref.cpp: its `--analyze` lines quoted below, its nodes per
 * position for the Begin-Easy-like and Middle-Medium-like sets that
 * scripts/make-connect4-sets.mjs made after his protocol).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { PUBLISHED_NODES, RUNGS, analyze, parsePosition, solve, type Bitboard, type Rung, type SolveOptions } from '../../src/games/connect4/solver.ts';
import { canPlay, isWinningColumn, playColumn, emptyBoard, winHi, winLo } from '../../src/games/connect4/solver-board.ts';
import { Searcher } from '../../src/games/connect4/solver-search.ts';

// Pascal Pons' test sets, as shipped beside the compiled reference (a copy of ../shared/bench/connect4).
const SETS = join(import.meta.dirname, '../../scripts/reference/connect4');

function readSet(name: string): { moves: string; board: Bitboard; score: number }[] {
  return readFileSync(join(SETS, name), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((line) => {
      const [moves, score] = line.split(' ') as [string, string];
      const p = parsePosition(moves);
      if (!p.ok) throw new Error(`${moves}: ${p.error.code}`);
      return { moves, board: p.board, score: Number(score) };
    });
}

const END_EASY = readSet('end-easy.txt');
const MIDDLE_EASY = readSet('middle-easy.txt');
// Made after Pons' protocol by scripts/make-connect4-sets.mjs, the compiled reference's scores: 1–14 moves played and
// at most 14 left with perfect play (Begin-Easy), 15–28 played and 15–28 left (Middle-Medium).
const BEGIN_EASY_LIKE = readSet('begin-easy-like.txt');
const MIDDLE_MEDIUM_LIKE = readSet('middle-medium-like.txt');

/** The compiled reference's nodes for each position of a set (`<set>.nodes.txt`, `moves nodes` a line: its RAW=1 output). */
function referenceNodes(name: string): Map<string, number> {
  const lines = readFileSync(join(SETS, name.replace(/\.txt$/, '.nodes.txt')), 'utf8')
    .trim()
    .split('\n');
  return new Map(lines.map((l) => l.split(' ')).map(([moves, nodes]) => [moves!, Number(nodes)]));
}

/** The moves left until the end with perfect play, from the moves played and the score (22 − the winner's stones). */
function movesLeft(played: number, score: number): number {
  const mine = played >> 1;
  if (score > 0) return 2 * (22 - score - mine) - 1;
  if (score < 0) return 2 * (22 + score - (played - mine));
  return 42 - played;
}

/** Solves every position of a set on a rung: the mean nodes and the positions whose score differs from the file's. */
function run(set: typeof END_EASY, options: SolveOptions): { mean: number; wrong: string[] } {
  let nodes = 0;
  const wrong: string[] = [];
  for (const { moves, board, score } of set) {
    const r = solve(board, options);
    nodes += r.nodes;
    const expected = options.weak === true ? Math.sign(score) : score;
    if (r.status !== 'exact' || r.score !== expected) wrong.push(`${moves}: ${r.score} ≠ ${expected}`);
  }
  return { mean: nodes / set.length, wrong };
}

describe('a position from the columns played', () => {
  test('the empty position, and a few moves', () => {
    const empty = parsePosition('');
    expect(empty.ok && empty.board.moves).toBe(0);
    const p = parsePosition('4453');
    expect(p.ok && p.board.moves).toBe(4);
  });

  test.each([
    ['448', 'c4.column', { k: 3, move: '"8"' }],
    ['40', 'c4.column', { k: 2, move: '"0"' }],
    ['4a', 'c4.column', { k: 2, move: '"a"' }],
    ['1111111', 'c4.full', { k: 7, column: '1' }],
    // X plays column 1 four times: its 7th move wins, and a finished position has no score.
    ['1212121', 'c4.finished', { k: 7, column: '1', side: 'X' }],
    ['12121215', 'c4.finished', { k: 7, column: '1', side: 'X' }],
    ['312121212', 'c4.finished', { k: 8, column: '1', side: 'O' }],
  ])('%s is refused: %s', (moves, code, params) => {
    const p = parsePosition(moves);
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.error).toEqual({ code, params });
  });

  test('a full board that nobody won is a draw, with no node searched by the strong rungs', () => {
    // Columns filled in pairs of three so that no four line up: 1,2 then 3,4 … (a known drawn filling).
    const moves = '121212' + '212121' + '343434' + '434343' + '565656' + '656565' + '777777';
    const p = parsePosition(moves);
    if (!p.ok) throw new Error(p.error.code);
    expect(p.board.moves).toBe(42);
    for (const rung of RUNGS) expect(solve(p.board, { rung }).score, rung).toBe(0);
  });
});

describe("the first three rungs count Pons' nodes exactly (End-Easy, 1000 positions)", () => {
  // Published: 11,024; 283.6; 139.7. Ours: 11,024.541 (the table drops the decimals), 283.618, 139.659.
  test('minimax: 11,024 mean nodes, every score right', () => {
    const r = run(END_EASY, { rung: 'minimax' });
    expect(r.wrong).toEqual([]);
    expect(Math.trunc(r.mean)).toBe(PUBLISHED_NODES.minimax.endEasy);
    expect(r.mean).toBeCloseTo(11024.541, 3);
  });

  test.each([
    ['alphabeta', 283.618],
    ['centre', 139.659],
  ] as const)('%s: the published mean to its precision, every score right', (rung, ours) => {
    const r = run(END_EASY, { rung });
    expect(r.wrong).toEqual([]);
    expect(r.mean.toFixed(1)).toBe(PUBLISHED_NODES[rung].endEasy.toFixed(1));
    expect(r.mean).toBeCloseTo(ours, 3);
  });
});

describe('every rung gives the file’s score', () => {
  // The later rungs reproduce the table too (table 92.84, deepening 131.6, losing 70.71, threats 54.93); bounds gives
  // 51.273 where the compiled reference gives 51.277 (3 positions of 1000 differ by 1–2 nodes: the tables' slots differ).
  test.each([
    ['table', 92.84],
    ['deepening', 131.63],
    ['losing', 70.71],
    ['threats', 54.931],
    ['bounds', 51.273],
  ] as const)('End-Easy, all 1000: %s (mean nodes %s)', (rung, mean) => {
    const r = run(END_EASY, { rung });
    expect(r.wrong).toEqual([]);
    expect(r.mean).toBeCloseTo(mean, 2);
  });

  test.each(['table', 'deepening', 'losing'] as const)('Middle-Easy, the first 50: %s', (rung) => {
    expect(run(MIDDLE_EASY.slice(0, 50), { rung }).wrong).toEqual([]);
  });

  test('Middle-Easy, all 1000: threats (517.2 published) and bounds (449.59 the reference)', () => {
    const threats = run(MIDDLE_EASY, { rung: 'threats' });
    expect(threats.wrong).toEqual([]);
    expect(threats.mean.toFixed(1)).toBe('517.2');
    const bounds = run(MIDDLE_EASY, { rung: 'bounds' });
    expect(bounds.wrong).toEqual([]);
    // Ours 449.318: within 1% of the reference (slots of the table differ, so a few overwrites do).
    expect(Math.abs(bounds.mean - 449.59) / 449.59).toBeLessThan(0.01);
  });

  test.each(['alphabeta', 'table', 'deepening', 'bounds'] as const)('weak (win, draw or loss), End-Easy: %s gives the sign', (rung) => {
    expect(run(END_EASY, { rung, weak: true }).wrong).toEqual([]);
  });

  test('weak solving searches fewer nodes than strong', () => {
    expect(run(MIDDLE_EASY.slice(0, 100), { rung: 'bounds', weak: true }).mean).toBeLessThan(run(MIDDLE_EASY.slice(0, 100), { rung: 'bounds' }).mean);
  });
});

describe("the sets made after Pons' protocol, beside the compiled reference (its nodes per position)", () => {
  test.each([
    ['begin-easy-like.txt', BEGIN_EASY_LIKE, [1, 14], [0, 14]],
    ['middle-medium-like.txt', MIDDLE_MEDIUM_LIKE, [15, 28], [15, 28]],
  ] as const)('%s: its positions are of the kind named, with the reference’s nodes for each', (name, set, played, left) => {
    const nodes = referenceNodes(name);
    for (const { moves, board, score } of set) {
      expect(board.moves, moves).toBeGreaterThanOrEqual(played[0]);
      expect(board.moves, moves).toBeLessThanOrEqual(played[1]);
      expect(movesLeft(board.moves, score), moves).toBeGreaterThanOrEqual(left[0]);
      expect(movesLeft(board.moves, score), moves).toBeLessThanOrEqual(left[1]);
      expect(nodes.get(moves), moves).toBeGreaterThan(0);
    }
  });

  // Every 10th Begin-Easy-like position (100), every 20th Middle-Medium-like one (25) and the one of those that takes the
  // most nodes under half a million (about 450,000: the table grows on the way, from 2^14 slots to 2^20).
  const big = [...referenceNodes('middle-medium-like.txt')].filter(([, n]) => n < 500_000).reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  test.each([
    ['begin-easy-like.txt', BEGIN_EASY_LIKE.filter((_, i) => i % 10 === 0)],
    ['middle-medium-like.txt', [...MIDDLE_MEDIUM_LIKE.filter((_, i) => i % 20 === 0), MIDDLE_MEDIUM_LIKE.find((p) => p.moves === big)!]],
  ] as const)('%s, a sample: bounds gives the file’s score, in at most 1.25× the reference’s nodes on each position', (name, sample) => {
    const nodes = referenceNodes(name);
    const wrong: string[] = [];
    const over: string[] = [];
    let ours = 0;
    let theirs = 0;
    for (const { moves, board, score } of sample) {
      const r = solve(board);
      if (r.score !== score) wrong.push(`${moves}: ${r.score} ≠ ${score}`);
      const reference = nodes.get(moves)!;
      if (r.nodes > 1.25 * reference) over.push(`${moves}: ${r.nodes} nodes, the reference ${reference}`);
      ours += r.nodes;
      theirs += reference;
    }
    expect(wrong).toEqual([]);
    expect(over).toEqual([]);
    // In all, within 1% of the reference (the tables' slots differ, so a few overwrites do).
    expect(Math.abs(ours / theirs - 1)).toBeLessThan(0.01);
  });
});

describe('a budget', () => {
  test.each(RUNGS)('%s stops with the best bounds found, which hold the score', (rung) => {
    const { board, score } = MIDDLE_EASY[0]!;
    const r = solve(board, { rung, budget: 20 });
    expect(r.status).toBe('budget');
    expect(r.score).toBeNull();
    expect(r.nodes).toBeLessThanOrEqual(21);
    expect(r.lower).toBeLessThanOrEqual(score);
    expect(r.upper).toBeGreaterThanOrEqual(score);
  });

  test('a search starts from an empty table: a generation a search, the table wiped whole when they run out', () => {
    // One null-window search of the strong rung, from a cleared table: its score and its nodes.
    const searchOnce = (s: Searcher, board: Bitboard): { score: number; nodes: number } => {
      s.clearTable();
      s.reset(Number.MAX_SAFE_INTEGER);
      const { curLo: cL, curHi: cH, maskLo: mL, maskHi: mH, moves } = board;
      const score = s.strong(cL, cH, mL, mH, moves, 0, 1, winLo(cL ^ mL, cH ^ mH, mL), winHi(cL ^ mL, cH ^ mH, mH));
      return { score, nodes: s.nodes };
    };
    const s = new Searcher();
    s.sortThreats = true;
    s.lowerBounds = true;
    const [a, b] = [MIDDLE_EASY[0]!.board, MIDDLE_EASY[1]!.board];
    const first = searchOnce(s, a); // generation 1
    expect(first.nodes).toBeGreaterThan(10);
    searchOnce(s, b); // generation 2, elsewhere in the table
    for (let i = 0; i < 0xffff - 2; i++) s.clearTable(); // up to generation 65,535
    expect(searchOnce(s, a)).toEqual(first); // generation 1 again, the table wiped: nothing left of the first search
    expect(searchOnce(s, a)).toEqual(first); // generation 2: nothing of the search just before
  });

  test('the next search starts afresh', () => {
    const { board, score } = MIDDLE_EASY[1]!;
    solve(board, { budget: 5 });
    expect(solve(board)).toMatchObject({ score, status: 'exact' });
  });
});

describe("every column's score", () => {
  // The compiled reference's `--analyze` (solver_ref.cpp) for these positions ('-' a full column).
  test.each([
    ['5554224333234511764415115', '-8 -8 -8 -8 - 4 -8'],
    ['52753311433677442422121', '2 3 7 7 8 7 2'],
    ['1233722555341451114725221333', '- - - -1 -1 -1 -1'],
    ['2252576253462244111563365343671351441', '- - - - - -1 -2'],
    ['7422341735647741166133573473242566', '-3 1 - - -4 1 -'],
    ['23163416124767223154467471272416755633', '- - 0 - -2 - -'],
  ])('%s: %s', (moves, expected) => {
    const p = parsePosition(moves);
    if (!p.ok) throw new Error(p.error.code);
    const a = analyze(p.board);
    expect(a.columns.map((v) => (v === null ? '-' : String(v))).join(' ')).toBe(expected);
    expect(a.status).toBe('exact');
    expect(a.score).toBe(solve(p.board).score);
    const weak = analyze(p.board, { weak: true });
    expect(weak.columns).toEqual(a.columns.map((v) => (v === null ? null : Math.sign(v))));
  });

  test('a budget spent leaves the columns it did not finish unknown, with bounds', () => {
    const p = parsePosition(MIDDLE_EASY[1]!.moves);
    if (!p.ok) throw new Error(p.error.code);
    const a = analyze(p.board, { budget: 30 });
    expect(a.status).toBe('budget');
    expect(a.score).toBeNull();
    expect(a.columns.some((v) => v === null)).toBe(true);
    const exact = analyze(p.board).columns;
    a.bounds.forEach((b, c) => {
      if (b === null) return;
      expect(b[0]).toBeLessThanOrEqual(exact[c]!);
      expect(b[1]).toBeGreaterThanOrEqual(exact[c]!);
    });
  });
});

/** A random legal game of `length` moves that nobody has won (null if the game ends or is won first). */
function randomGame(choices: number[]): Bitboard | null {
  let b = emptyBoard();
  for (const pick of choices) {
    const open = [0, 1, 2, 3, 4, 5, 6].filter((c) => canPlay(b, c) && !isWinningColumn(b, c));
    if (open.length === 0) return null;
    b = playColumn(b, open[pick % open.length]!);
  }
  return b;
}

describe('properties: on random positions of 25 to 36 moves, every rung with a table agrees with plain alpha-beta', () => {
  const games = fc
    .integer({ min: 25, max: 36 })
    .chain((n) => fc.array(fc.nat({ max: 6 * 5 * 4 * 3 }), { minLength: n, maxLength: n }))
    .map(randomGame)
    .filter((b): b is Bitboard => b !== null);

  test('table, deepening, losing, threats and bounds give alpha-beta’s score (strong and weak)', () => {
    let compared = 0;
    fc.assert(
      fc.property(games, (board) => {
        // Plain alpha-beta can take long on a 25-move position: it is given a budget, and a position it cannot finish is skipped.
        const plain = solve(board, { rung: 'alphabeta', budget: 300_000 });
        if (plain.status !== 'exact') return;
        compared++;
        for (const rung of ['table', 'deepening', 'losing', 'threats', 'bounds'] satisfies Rung[]) {
          expect(solve(board, { rung }).score, rung).toBe(plain.score);
          expect(solve(board, { rung, weak: true }).score, `${rung} weak`).toBe(Math.sign(plain.score!));
        }
      }),
      { numRuns: 60, seed: 22 },
    );
    expect(compared).toBeGreaterThan(20);
  });
});
