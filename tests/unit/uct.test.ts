/**
 * Connect-4 UCT (src/games/connect4/uct.ts) against the compiled yardstick
 * ../shared/bench/connect4/mcts_ref.cpp: its own answers, one process per
 * position (tests/fixtures/uct-reference.txt, made by
 * scripts/make-uct-fixture.sh: the empty board, Pons' Middle-Easy and
 * End-Easy, the Begin-Easy-like set, the end of a drawn game; at 10,000
 * iterations with C = √2, 2,000 with C = 0.7 and 1,000 with C = 0, where
 * UCB1 is the mean alone and ties are many), then what makes the numbers the
 * C++'s (uct-exact.ts), and what a search must refuse.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { uctConnect4 } from '../../src/games/connect4/uct.ts';
import { BLOCK, Mt64Blocks, PICK } from '../../src/games/connect4/uct-exact.ts';
import { fusedUcb, glibcLogs } from '../../src/search/ucb.ts';
import { Mt64 } from '../../src/search/mt64.ts';

/** Columns 1–7 as written ("4453", "-" for the empty board) to the 0-based moves uctConnect4 takes. */
const movesOf = (text: string): number[] => (text === '-' ? [] : [...text].map((ch) => ch.charCodeAt(0) - 49));

interface ReferenceLine {
  iterations: number;
  c: number;
  position: string;
  column: number;
  visits: number[];
}

const REFERENCE: ReferenceLine[] = readFileSync(join(import.meta.dirname, '../fixtures/uct-reference.txt'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '' && !l.startsWith('#'))
  .map((l) => {
    const [iterations, c, position, column, ...visits] = l.trim().split(' ');
    return {
      iterations: Number(iterations),
      c: Number(c),
      position: position!,
      column: Number(column) - 1,
      visits: visits.map((v) => (v === '-' ? -1 : Number(v))),
    };
  });

describe('uctConnect4 gives the compiled reference’s visits', () => {
  test('the fixture holds the three runs', () => {
    expect(REFERENCE.filter((r) => r.iterations === 10000 && r.c === Math.SQRT2).length).toBeGreaterThanOrEqual(40);
    expect(REFERENCE.filter((r) => r.iterations === 2000 && r.c === 0.7).length).toBeGreaterThanOrEqual(40);
    expect(REFERENCE.filter((r) => r.iterations === 1000 && r.c === 0).length).toBeGreaterThanOrEqual(40);
  });

  test.each(REFERENCE.map((r) => [`${r.iterations} C=${r.c} ${r.position}`, r] as const))('%s', (_, r) => {
    const got = uctConnect4(movesOf(r.position), { iterations: r.iterations, c: r.c, seed: 1 });
    expect({ column: got.column, visits: got.visits }).toEqual({ column: r.column, visits: r.visits });
    expect(got.iterations).toBe(r.iterations);
    expect(got.status).toBe('complete');
    // Every iteration goes through one root child; the totals are there exactly where a child is.
    expect(got.visits.filter((v) => v > 0).reduce((a, b) => a + b, 0)).toBe(r.iterations);
    got.totals.forEach((t, c) => expect(Number.isNaN(t), `column ${c}`).toBe(!(got.visits[c]! > 0)));
  });
});

describe('uctConnect4', () => {
  test('is deterministic: the same seed, the same search; another seed, another', () => {
    const moves = movesOf('52753311433677442422121');
    const a = uctConnect4(moves, { iterations: 3000, seed: 7 });
    const b = uctConnect4(moves, { iterations: 3000, seed: 7 });
    const other = uctConnect4(moves, { iterations: 3000, seed: 8 });
    expect({ ...b, ms: 0 }).toEqual({ ...a, ms: 0 });
    expect(other.visits).not.toEqual(a.visits);
    // Default seed 1 and C √2.
    expect(uctConnect4(moves, { iterations: 500 }).visits).toEqual(uctConnect4(moves, { iterations: 500, seed: 1, c: Math.SQRT2 }).visits);
  });

  test('plays a win in one: X has three in column 1 (0-based 0), O three in column 2', () => {
    const r = uctConnect4(movesOf('121212'), { iterations: 2000 });
    expect(r.column).toBe(0);
    // That child wins on every visit: its total is its visits.
    expect(r.totals[0]).toBe(r.visits[0]);
  });

  test('blocks when the opponent threatens: O must play column 1 (0-based 0) or lose', () => {
    expect(uctConnect4(movesOf('12131'), { iterations: 5000 }).column).toBe(0);
  });

  test('stops on time and when aborted, with the iterations done so far (every 64)', () => {
    const timed = uctConnect4([], { iterations: 1_000_000, timeMs: 0 });
    expect(timed).toMatchObject({ status: 'time', iterations: 64 });
    const aborted = uctConnect4([], { iterations: 1_000_000, signal: { aborted: true } });
    expect(aborted).toMatchObject({ status: 'aborted', iterations: 64 });
    expect(aborted.visits.reduce((a, b) => a + b, 0)).toBe(64);
  });

  test.each([
    ['a column out of range', [7], /move 1 is 7, not a column 0–6/],
    ['a negative column', [3, -1], /move 2 is -1/],
    ['a fraction', [0.5], /move 1 is 0.5/],
    ['a full column', [0, 0, 0, 0, 0, 0, 0], /move 7: column 0 is full/],
    ['a finished position (four in column 1)', movesOf('1212121'), /move 7 \(column 0\) makes four in a row: the game is over$/],
    ['a move after four in a row', movesOf('12121213'), /move 7 \(column 0\) makes four in a row: the game is over before the moves after it/],
    ['a full board (a drawn game)', movesOf('114474244517133114323332222565775575666667'), /the board is full/],
  ])('refuses %s', (_, moves, message) => {
    expect(() => uctConnect4(moves, { iterations: 10 })).toThrow(message);
  });

  test.each([
    ['iterations 0', { iterations: 0 }, /iterations must be a whole number, 1 or more/],
    ['iterations 1.5', { iterations: 1.5 }, /iterations must be a whole number/],
    ['a negative C', { iterations: 10, c: -1 }, /c must be a finite number, 0 or more/],
    ['a NaN seed', { iterations: 10, seed: NaN }, /seed must be a finite number/],
  ])('refuses %s', (_, options, message) => {
    expect(() => uctConnect4([], options)).toThrow(message);
  });
});

describe('the C++’s numbers (uct-exact.ts)', () => {
  test.each([1, 5489, -3, 2 ** 40 + 17])('the block generator draws Mt64(%d)’s numbers modulo 420', (seed) => {
    const blocks = new Mt64Blocks();
    blocks.seed(seed);
    const mt = new Mt64(seed);
    for (let b = 0; b < 4; b++) {
      blocks.refill();
      for (let k = 0; k < BLOCK; k++) expect(blocks.out[k]).toBe(mt.int(420));
    }
  });

  test('PICK is cols[x % n] over the columns of a set, in order', () => {
    expect(PICK[0b1111111 * 420 + 9]).toBe(9 % 7);
    expect(PICK[0b1010010 * 420 + 4]).toBe([1, 4, 6][4 % 3]);
    expect(PICK[0b1000000 * 420 + 419]).toBe(6);
  });

  // glibc 2.36's log (x86-64) where V8's Math.log differs (3: V8 one ulp below) and where glibc is one ulp off the
  // correctly rounded value (9170: mpmath's is 9.123692565250509645…).
  test.each([
    [1, 0],
    [3, 1.0986122886681098],
    [9170, 9.123692565250511],
  ])('log(%d) is glibc’s, bit for bit', (n, value) => {
    expect(glibcLogs(n)[n]).toBe(value);
  });

  test('log(n) is within one ulp of Math.log for every n up to 20,000', () => {
    const logs = glibcLogs(20000);
    for (let n = 1; n <= 20000; n++) {
      const ours = logs[n]!;
      expect(Math.abs(ours - Math.log(n)) <= Math.log(n) * 2 ** -52, String(n)).toBe(true);
    }
  });

  // C·s + a rounded once, as std::fma (g++ fuses UCB1's multiply and add); the sum rounded twice differs here.
  test.each([
    [Math.SQRT2, 2.2672351042202905, 0.7179056846490034, 3.9242603181257163, 3.924260318125716],
    [Math.SQRT2, 1.1013192691563534, 0.16872407754323912, 1.7262247244869793, 1.726224724486979],
    [Math.SQRT2, 1.647576263065332, 0.19546646168002185, 2.5254911579509964, 2.525491157950997],
    [0.7, 0.8390449157236108, 0.6693653707665107, 1.2566968117730382, 1.2566968117730384],
    [0.7, 1.5427495887313403, 0.04341453912420927, 1.1233392512361473, 1.1233392512361475],
  ])('fusedUcb(%d, %d, %d) = %d, as std::fma', (c, s, a, fused, twice) => {
    expect(fusedUcb(c, s, a)).toBe(fused);
    expect(a + c * s).toBe(twice);
  });

  test('fusedUcb with a zero term', () => {
    expect(fusedUcb(Math.SQRT2, 0, 0.25)).toBe(0.25);
    expect(fusedUcb(0, 3, 0.5)).toBe(0.5);
    expect(fusedUcb(0.7, 2, 0)).toBe(1.4);
  });
});
