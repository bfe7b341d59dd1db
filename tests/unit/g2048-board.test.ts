/**
 * The 2048 board: the rules on a table of moves, property tests against the
 * plain reference, seeded spawns, and boards that are refused.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DIRECTIONS, fromArray, legalMask, newBoard, slide, slid, spawn, toArray, type Board } from '../../src/games/g2048/board.ts';
import { rng } from '../../src/games/rng.ts';
import { referenceMove, slideRow, type Grid } from './g2048-reference.ts';
import { expectWorded } from './helpers.ts';
import { say } from '../../src/i18n/say.ts';

const board = (g: Grid): Board => {
  const r = fromArray(g);
  if (!r.ok) throw new Error(say(r.error, 'en'));
  return r.board;
};

const move = (g: Grid, dir: number) => {
  const moved = slide(board(g), dir);
  return { grid: toArray({ hi: slid.hi, lo: slid.lo }), gained: slid.gained, moved };
};

const row = (cells: number[]): Grid => [cells, [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]];

describe('a table of moves', () => {
  test.each([
    [[2, 2, 2, 2], 'left', [4, 4, 0, 0], 8],
    [[2, 2, 4, 0], 'left', [4, 4, 0, 0], 4],
    [[4, 4, 4, 0], 'right', [0, 0, 4, 8], 8],
    [[2, 0, 0, 2], 'left', [4, 0, 0, 0], 4],
    [[2, 4, 2, 4], 'left', [2, 4, 2, 4], 0],
    [[4, 4, 8, 8], 'left', [8, 16, 0, 0], 24],
    [[4, 4, 8, 8], 'right', [0, 0, 8, 16], 24],
    [[0, 0, 0, 2], 'left', [2, 0, 0, 0], 0],
    [[8, 0, 8, 16], 'left', [16, 16, 0, 0], 16],
    [[2, 2, 2, 0], 'right', [0, 0, 2, 4], 4],
    [[32768, 32768, 0, 0], 'left', [32768, 32768, 0, 0], 0],
  ])('%j %s → %j, +%i', (cells, dir, after, gained) => {
    const r = move(row(cells), DIRECTIONS.indexOf(dir as 'left'));
    expect(r.grid[0]).toEqual(after);
    expect(r.gained).toBe(gained);
  });

  test('columns: up and down move along columns, nearest the wall first', () => {
    const g = [
      [2, 0, 4, 0],
      [2, 0, 4, 0],
      [2, 0, 0, 0],
      [2, 8, 4, 0],
    ];
    expect(move(g, 0)).toEqual({
      grid: [
        [4, 8, 8, 0],
        [4, 0, 4, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      gained: 16,
      moved: true,
    });
    expect(move(g, 2)).toEqual({
      grid: [
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [4, 0, 4, 0],
        [4, 8, 8, 0],
      ],
      gained: 16,
      moved: true,
    });
  });

  test('a move that changes nothing is not legal', () => {
    const g = [
      [2, 4, 8, 16],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    expect(move(g, 3).moved).toBe(false);
    expect(move(g, 0).moved).toBe(false);
    expect(legalMask(board(g))).toBe(0b0100); // down only
  });
});

const exponent = fc.constantFrom(0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 4, 5, 6, 10, 11, 15);
const grids = fc
  .array(fc.array(exponent, { minLength: 4, maxLength: 4 }), { minLength: 4, maxLength: 4 })
  .map((rows) => rows.map((r) => r.map((e) => (e === 0 ? 0 : 2 ** e))));
const tileSum = (g: Grid) => g.flat().reduce((a, b) => a + b, 0);

describe('properties, on random boards', () => {
  test('each direction agrees with the reference (one slide routine under rotation)', () => {
    fc.assert(
      fc.property(grids, fc.integer({ min: 0, max: 3 }), (g, dir) => {
        const fast = move(g, dir);
        const ref = referenceMove(g, dir);
        expect(fast.grid).toEqual(ref.grid);
        expect(fast.gained).toBe(ref.gained);
      }),
      { numRuns: 3000 },
    );
  });

  test('a move conserves the sum of the tiles, and the score grows by exactly the merged values', () => {
    fc.assert(
      fc.property(grids, fc.integer({ min: 0, max: 3 }), (g, dir) => {
        const r = move(g, dir);
        expect(tileSum(r.grid)).toBe(tileSum(g));
        // Each merge removes two tiles v and adds one 2v: the gain is the sum of the new tiles, i.e. the value of merged pairs.
        const before = g.flat().filter((v) => v !== 0).length;
        const after = r.grid.flat().filter((v) => v !== 0).length;
        expect(before - after).toBe(mergesIn(g, dir));
        expect(r.gained).toBe(referenceMove(g, dir).gained);
      }),
      { numRuns: 2000 },
    );
  });

  test('a move is legal exactly when it changes the board', () => {
    fc.assert(
      fc.property(grids, (g) => {
        const mask = legalMask(board(g));
        for (let d = 0; d < 4; d++) {
          const changes = JSON.stringify(referenceMove(g, d).grid) !== JSON.stringify(g);
          expect(((mask >> d) & 1) === 1, `direction ${d}`).toBe(changes);
        }
      }),
      { numRuns: 2000 },
    );
  });

  test('boards go in and out unchanged', () => {
    fc.assert(
      fc.property(grids, (g) => {
        expect(toArray(board(g))).toEqual(g);
      }),
      { numRuns: 1000 },
    );
  });
});

/** How many merges the reference makes (each merges two tiles into one). */
function mergesIn(g: Grid, dir: number): number {
  const r = referenceMove(g, dir);
  return g.flat().filter((v) => v !== 0).length - r.grid.flat().filter((v) => v !== 0).length;
}

describe('spawns', () => {
  test('the same seed gives the same game: same start, same spawns', () => {
    const play = (seed: number) => {
      const g = newBoard(seed);
      let b = g.board;
      const seen = [toArray(b)];
      for (let i = 0; i < 30; i++) {
        const d = [0, 1, 2, 3].find((x) => slide(b, x));
        if (d === undefined) break;
        slide(b, d);
        const s = spawn({ hi: slid.hi, lo: slid.lo }, g.random)!;
        b = s.board;
        seen.push(toArray(b));
      }
      return seen;
    };
    expect(play(42)).toEqual(play(42));
    expect(play(42)).not.toEqual(play(43));
  });

  test('a seed keeps giving the tiles it gave when this test was written (integer-only RNG: the same everywhere)', () => {
    expect(newBoard(2016).spawns).toEqual([
      { row: 0, col: 2, value: 2 },
      { row: 1, col: 1, value: 2 },
    ]);
  });

  test('spawns land on empty cells, 2 about 90 % of the time', () => {
    const random = rng(7);
    let fours = 0;
    const n = 20000;
    const half = board([
      [2, 4, 8, 16],
      [0, 0, 0, 0],
      [32, 64, 128, 256],
      [0, 0, 0, 0],
    ]);
    const cells = new Set<string>();
    for (let i = 0; i < n; i++) {
      const s = spawn(half, random)!;
      expect([1, 3]).toContain(s.spawn.row);
      cells.add(`${s.spawn.row},${s.spawn.col}`);
      if (s.spawn.value === 4) fours++;
    }
    expect(cells.size).toBe(8);
    expect(fours / n).toBeGreaterThan(0.09);
    expect(fours / n).toBeLessThan(0.11);
    expect(
      spawn(
        board([
          [2, 4, 2, 4],
          [4, 2, 4, 2],
          [2, 4, 2, 4],
          [4, 2, 4, 2],
        ]),
        random,
      ),
    ).toBeNull();
  });
});

describe('bad boards are refused, naming the cell', () => {
  test.each([
    [[[2, 0, 0, 0]], /4 rows of 4 cells/],
    ['no', /4 rows of 4 cells/],
    [
      [
        [2, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      /row 0 must have 4 cells/,
    ],
    [
      [
        [2, 0, 0, 0],
        [0, 3, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      /cell \(1,1\) holds 3/,
    ],
    [
      [
        [2, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 1, 0],
        [0, 0, 0, 0],
      ],
      /cell \(2,2\) holds 1/,
    ],
    [
      [
        [2, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 65536],
      ],
      /cell \(3,3\) holds 65536.*32768/,
    ],
    [
      [
        [2, 0, 0, 0],
        [0, 0, 0, 0],
        [0, -2, 0, 0],
        [0, 0, 0, 0],
      ],
      /cell \(2,1\) holds -2/,
    ],
    [
      [
        [2, 0, 0, '4'],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      /cell \(0,3\) holds "4"/,
    ],
  ])('%j', (g, message) => {
    const r = fromArray(g);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(expectWorded(r.error).en).toMatch(message);
    }
  });

  test('the slide routine matches its own reference on single rows', () => {
    expect(slideRow([2, 2, 2, 2])).toEqual({ row: [4, 4, 0, 0], gained: 8 });
  });
});
