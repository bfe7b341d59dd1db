/**
 * The thesis's worked examples 1–3 (§3.3.1.1), every printed term to every
 * printed digit, in the text variant; the code variant as the Java computes
 * it; the Java article's heuristic is H3 of the code variant.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fromArray, type Board } from '../../src/games/g2048/board.ts';
import { breakdown, heuristicValue } from '../../src/games/g2048/heuristics.ts';
import { say } from '../../src/i18n/say.ts';
import { HEURISTICS, VARIANTS, type Variant } from '../../src/games/g2048/settings.ts';

interface BoardFixture {
  name: string;
  board: number[][];
  score: number;
  printed: Record<'h1' | 'h2' | 'h3' | 'h4', string>;
  expected: Record<Variant, Record<string, number> & { similarityCells: Record<string, number> }>;
}

const DIR = join(import.meta.dirname, '../../fixtures/boards');
const fixtures: BoardFixture[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => ({ ...(JSON.parse(readFileSync(join(DIR, f), 'utf8')) as BoardFixture), name: f }));

const board = (g: number[][]): Board => {
  const r = fromArray(g);
  if (!r.ok) throw new Error(say(r.error, 'en'));
  return r.board;
};

test('the three worked examples are there', () => {
  expect(fixtures.map((f) => f.name)).toEqual(['thesis-example-1.json', 'thesis-example-2.json', 'thesis-example-3.json']);
});

describe.each(fixtures)('$name', (f) => {
  describe.each(VARIANTS)('%s variant', (variant) => {
    const b = breakdown(board(f.board), f.score, variant);
    const want = f.expected[variant];

    test.each(['score', 'empty', 'similarity', 'monotonicity', 'max', 'h1', 'h2', 'h3', 'h4'])('%s', (term) => {
      expect(b[term as keyof typeof b]).toBe(want[term]);
    });

    test('each cell’s Similarity mean', () => {
      expect(Object.fromEntries(b.similarityCells.map((c) => [`${c.row},${c.col}`, c.mean]))).toEqual(want.similarityCells);
    });

    test('the fast evaluation gives the breakdown’s values', () => {
      for (const h of ['h1', 'h2', 'h3', 'h4'] as const) expect(heuristicValue(board(f.board), f.score, h, variant)).toBe(b[h]);
    });
  });

  test('the text variant rounds to what the thesis prints', () => {
    const b = breakdown(board(f.board), f.score, 'text');
    for (const h of ['h1', 'h2', 'h3', 'h4'] as const) {
      const digits = f.printed[h].split('.')[1]?.length ?? 0;
      expect(b[h].toFixed(digits), h).toBe(f.printed[h]);
    }
  });

  test('formulas carry the numbers, in both languages', () => {
    const b = breakdown(board(f.board), f.score, 'text');
    expect(say(b.formulas.h4, 'en')).toContain(`H4 = Score + Empty·log2(Max) + Monotonicity = ${f.score} + `);
    expect(say(b.formulas.h1, 'es')).toMatch(/^H1 = Puntuación \+ Monotonía − Similitud/);
  });
});

describe('the Java article’s heuristic', () => {
  const grids = fc
    .tuple(fc.array(fc.constantFrom(0, 0, 0, 2, 2, 4, 8, 16, 32, 64, 128, 1024), { minLength: 16, maxLength: 16 }), fc.integer({ min: 0, max: 40000 }))
    .map(([cells, score]) => ({ g: [0, 1, 2, 3].map((r) => cells.slice(4 * r, 4 * r + 4)), score }));

  test('is H3 of the thesis-code variant, on any board and either variant asked', () => {
    fc.assert(
      fc.property(grids, fc.constantFrom(...VARIANTS), ({ g, score }, variant) => {
        const b = board(g);
        expect(heuristicValue(b, score, 'article', variant)).toBe(heuristicValue(b, score, 'h3', 'thesis-code'));
        expect(breakdown(b, score, variant).article).toBe(breakdown(b, score, 'thesis-code').h3);
      }),
      { numRuns: 500 },
    );
  });

  test('on worked example 3: 9228 − 1367 + ln(9228)·7', () => {
    const b = board(fixtures[2]!.board);
    expect(heuristicValue(b, 9228, 'article', 'text')).toBe(9228 - 1367 + Math.log(9228) * 7);
  });

  test('every heuristic is named', () => {
    expect(HEURISTICS).toEqual(['h1', 'h2', 'h3', 'h4', 'article']);
  });
});

test('ln(Score)·Empty counts as 0 while the score is 0', () => {
  const b = board([
    [2, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 2],
  ]);
  const t = breakdown(b, 0, 'text');
  expect(t.h3).toBe(0 - t.similarity);
  expect(say(t.formulas.h3, 'en')).toContain('counts as 0 while Score is 0');
});
