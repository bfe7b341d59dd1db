/**
 * The 2048 engine's exact answers, frozen: for 200 seeded random boards, every
 * heuristic value (H1–H4 and the article's, both variants, on the board and on
 * the board after each legal move) and `decide` with minimax, alpha-beta and
 * expectimax × every heuristic × both variants × depths 1–4 — value and every
 * root action's value bit for bit, the chosen move, the nodes, leaves and
 * cutoffs. The fixture was generated from the engine before it was made fast
 * (issue 11), so any speed-up that changes a single bit or count fails here.
 *
 * Regenerate (only when the rules themselves change, on purpose):
 *   G2048_EXACT_WRITE=1 npx vitest run --project unit tests/unit/g2048-exact.test.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { DIRECTIONS, fromArray, fromRows, slide, slid, legalMask, type Board } from '../../src/games/g2048/board.ts';
import { decide } from '../../src/games/g2048/decide.ts';
import { G2048, playerState } from '../../src/games/g2048/game.ts';
import { breakdown, heuristicValue } from '../../src/games/g2048/heuristics.ts';
import { rng } from '../../src/games/rng.ts';
import { say } from '../../src/i18n/say.ts';
import { type Algorithm2048, HEURISTICS, VARIANTS } from '../../src/games/g2048/settings.ts';

const FIXTURE = new URL('./fixtures/g2048-exact.json', import.meta.url);
const BOARDS = 200;
const ALGOS: Algorithm2048[] = ['minimax', 'alphabeta', 'expectimax'];
const DEPTHS = [1, 2, 3, 4];

/** Seeded boards of every kind: sparse to full, small tiles to 32768, scores 0 to large, a few without moves. */
function boards(): { board: Board; score: number }[] {
  const random = rng(20161111);
  const out: { board: Board; score: number }[] = [];
  for (let i = 0; i < BOARDS; i++) {
    const emptyP = [0.05, 0.25, 0.45, 0.65][random.int(4)]!;
    const top = [3, 6, 10, 11, 15][random.int(5)]!;
    const rows = [0, 0, 0, 0];
    for (let cell = 0; cell < 16; cell++) {
      if (random.next() < emptyP) continue;
      const e = 1 + Math.floor(random.next() ** 2 * top);
      rows[cell >> 2]! |= Math.min(e, 15) << (4 * (cell & 3));
    }
    if (i % 40 === 7) {
      // Full and stuck: alternating 2s and 4s.
      for (let r = 0; r < 4; r++) rows[r] = r % 2 === 0 ? 0x2121 : 0x1212;
    }
    const score = [0, random.int(100), random.int(60000), 15000][random.int(4)]!;
    out.push({ board: fromRows(rows[0]!, rows[1]!, rows[2]!, rows[3]!), score });
  }
  return out;
}

/** Every heuristic value and term of a board, in a fixed order. */
function terms(board: Board, score: number): number[] {
  const row: number[] = [];
  for (const variant of VARIANTS) {
    const b = breakdown(board, score, variant);
    row.push(b.score, b.empty, b.similarity, b.monotonicity, b.max, b.h1, b.h2, b.h3, b.h4, b.article);
    for (const h of HEURISTICS) row.push(heuristicValue(board, score, h, variant));
    for (const h of HEURISTICS) {
      row.push(new G2048({ adversary: 'chance', heuristic: h, variant }).evaluate(playerState(board, score)));
    }
  }
  const mask = legalMask(board);
  for (let d = 0; d < 4; d++) {
    if (!((mask >> d) & 1)) continue;
    slide(board, d);
    const after = { hi: slid.hi, lo: slid.lo };
    const s = score + slid.gained;
    for (const variant of VARIANTS) for (const h of HEURISTICS) row.push(heuristicValue(after, s, h, variant));
  }
  return row;
}

/** One decision: [action index or -1, value, each direction's value or null, certainty letters, nodes, leaves, cutoffs]. */
function decision(
  board: Board,
  score: number,
  algo: Algorithm2048,
  heuristic: (typeof HEURISTICS)[number],
  variant: (typeof VARIANTS)[number],
  depth: number,
): unknown[] {
  const d = decide(board, score, { algo, heuristic, variant, depth });
  return [
    d.action === null ? -1 : DIRECTIONS.indexOf(d.action),
    d.value,
    DIRECTIONS.map((dir) => d.actions[dir] ?? null),
    DIRECTIONS.map((dir) => (d.certainty[dir] ?? 'e')[0]).join(''),
    d.nodes,
    d.leaves,
    d.cutoffs,
  ];
}

interface Fixture {
  boards: { hi: number; lo: number; score: number; terms: number[]; decisions: unknown[][] }[];
}

function compute(): Fixture {
  return {
    boards: boards().map(({ board, score }) => {
      const decisions: unknown[][] = [];
      for (const algo of ALGOS)
        for (const heuristic of HEURISTICS)
          for (const variant of VARIANTS) for (const depth of DEPTHS) decisions.push(decision(board, score, algo, heuristic, variant, depth));
      return { hi: board.hi, lo: board.lo, score, terms: terms(board, score), decisions };
    }),
  };
}

describe('the 2048 engine gives exactly the answers it gave before it was made fast', () => {
  if (process.env['G2048_EXACT_WRITE'] === '1') {
    test('write the fixture', () => {
      writeFileSync(FIXTURE, JSON.stringify(compute()) + '\n');
    }, 600_000);
    return;
  }
  const expected = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Fixture;
  const cases = boards();

  test('the boards are the fixture’s boards', () => {
    expect(cases.map(({ board, score }) => [board.hi, board.lo, score])).toEqual(expected.boards.map((b) => [b.hi, b.lo, b.score]));
  });

  test('heuristic terms and values, bit for bit', () => {
    cases.forEach(({ board, score }, i) => {
      expect(terms(board, score), `board ${i}`).toEqual(expected.boards[i]!.terms);
    });
  });

  test('the table-driven heuristics equal the term-by-term breakdown on 20 000 more random boards', () => {
    const random = rng(2016);
    for (let i = 0; i < 20_000; i++) {
      const rows = [0, 0, 0, 0].map(() => {
        let row = 0;
        for (let c = 0; c < 4; c++) if (random.next() < 0.7) row |= (1 + random.int(15)) << (4 * c);
        return row;
      });
      const board = fromRows(rows[0]!, rows[1]!, rows[2]!, rows[3]!);
      const score = random.next() < 0.1 ? 0 : random.int(200_000);
      for (const variant of VARIANTS) {
        const b = breakdown(board, score, variant);
        for (const h of HEURISTICS) {
          const got = heuristicValue(board, score, h, variant);
          if (!Object.is(got, b[h])) expect([i, h, variant, got]).toEqual([i, h, variant, b[h]]);
        }
      }
    }
  });

  test('decisions: move, values bit for bit, nodes, leaves, cutoffs', () => {
    cases.forEach(({ board, score }, i) => {
      let k = 0;
      for (const algo of ALGOS)
        for (const heuristic of HEURISTICS)
          for (const variant of VARIANTS)
            for (const depth of DEPTHS) {
              expect(decision(board, score, algo, heuristic, variant, depth), `board ${i} ${algo} ${heuristic} ${variant} depth ${depth}`).toEqual(
                expected.boards[i]!.decisions[k++],
              );
            }
    });
  }, 600_000);

  // The compiled reference (scripts/reference/perf_ref.cpp) prints 26221.243176 and 13002.717191 with these node counts.
  test.each([
    ['expectimax', 'h1', 'text', 7, 'up', 26221.243176311098, [26221.243176311098, 24894.635485886152, 25835.99325831693, null], 328522, 248367, 0],
    ['alphabeta', 'article', 'thesis-code', 7, 'up', 13002.71719117095, [13002.71719117095, 12905.701229469598, 12982.465354684984, null], 16628, 9235, 6015],
    ['minimax', 'article', 'thesis-code', 5, 'up', 13438.336723032777, [13438.336723032777, 12568.080360556009, 12966.69963096153, null], 8013, 6106, 0],
  ] as const)('B3 with score 15000: %s %s (%s) %i plies', (algo, heuristic, variant, depth, action, value, values, nodes, leaves, cutoffs) => {
    const b3 = fromArray([
      [1024, 8, 4, 0],
      [512, 16, 4, 2],
      [256, 2, 0, 0],
      [128, 0, 0, 0],
    ]);
    if (!b3.ok) throw new Error(say(b3.error, 'en'));
    const d = decide(b3.board, 15000, { algo, heuristic, variant, depth });
    expect([d.action, d.value, DIRECTIONS.map((dir) => d.actions[dir] ?? null), d.nodes, d.leaves, d.cutoffs]).toEqual([
      action,
      value,
      values,
      nodes,
      leaves,
      cutoffs,
    ]);
  });
});
