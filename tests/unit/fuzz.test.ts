/**
 * The fuzzers of issue 12, in one place. First the CLI's batch requests: random and mutated JSONL lines
 * for `tutor search --input` and `tutor 2048 move|heuristics|decide --input`,
 * answered in-process exactly as the batch answers them. Whatever a line
 * holds, the answer is a result or a LineError (the batch's error line) —
 * never another exception, never a number where the contract says null.
 *
 * FUZZ_RUNS sets the runs per property: a few hundred in `npm test`, tens of
 * thousands in `npm run fuzz` (see package.json).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { answerLine as answerTreeLine } from '../../src/cli/search.ts';
import { answerLine as answer2048Line } from '../../src/cli/g2048.ts';
import { LineError } from '../../src/cli/io.ts';
import { DEFAULT_REQUEST } from '../../src/app/tree-search.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { printCompact } from '../../src/games/tree/notation.ts';
import { toCanonical } from '../../src/games/tree/tree.ts';
import { minimaxTrees, trees } from './arbitraries.ts';
import { checkResultsText, resultsFiles } from './fuzz-results.ts';

export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 400);

/** Values of every JSON type, the wrong ones for most fields. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, '', ' ', '0x2', '1e3', '-1', 'NaN', [], {}, [1], { a: 1 }),
  fc.integer({ min: -5, max: 2 ** 33 }),
  fc.double(),
  fc.string({ maxLength: 8 }),
);

/** A field's value: usually a plausible one, sometimes anything. */
const field = (good: fc.Arbitrary<unknown>) => fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: anyJson });

/** A JSON object line whose keys may repeat (JSON.stringify cannot say that). */
function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
}

/** One character changed, inserted or removed, or a slice dropped: what a torn or hand-edited line looks like. */
export function mutated(lines: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(lines, fc.nat(), fc.constantFrom('replace', 'insert', 'delete', 'cut'), fc.constantFrom(...'{}[]():,"\\ 0-.e9axnul'.split('')))
    .map(([s, at, how, c]) => {
      const i = s.length === 0 ? 0 : at % s.length;
      if (how === 'replace') return s.slice(0, i) + c + s.slice(i + 1);
      if (how === 'insert') return s.slice(0, i) + c + s.slice(i);
      if (how === 'delete') return s.slice(0, i) + s.slice(i + 1);
      return s.slice(0, i);
    });
}

const treeText = fc.oneof(
  minimaxTrees.map((t) => printCompact(t)),
  trees(['max', 'chance', 'min'], 4).map((t) => JSON.stringify(toCanonical(t))),
);

/** `tutor search --input` lines: canonical trees, requests with fields good and bad (keys may repeat), and mutations of both. */
export const treeLines: fc.Arbitrary<string> = fc.oneof(
  trees(['max', 'min', 'chance'], 4).map((t) => JSON.stringify(toCanonical(t))),
  fc
    .tuple(
      treeText,
      fc.array(
        fc.tuple(
          fc.constantFrom('algo', 'depth', 'budget', 'order', 'tieRule', 'tie-rule', 'root', 'tree'),
          field(
            fc.constantFrom(
              'minimax',
              'alphabeta',
              'expectimax',
              'expectiminimax',
              'negamax',
              'auto',
              0,
              1,
              2,
              3,
              50,
              'given',
              'best-first',
              'aima',
              'strict',
              'carried',
              'full-window',
            ),
          ),
        ),
        { maxLength: 4 },
      ),
    )
    .map(([tree, rest]) => objectText([['tree', tree], ...rest])),
  mutated(treeText),
  mutated(trees(['max', 'min'], 3).map((t) => JSON.stringify({ tree: toCanonical(t), algo: 'alphabeta', depth: 2 }))),
);

const tile = fc.constantFrom(0, 0, 0, 2, 2, 4, 8, 16, 1024, 2048, 32768);
const board = fc.array(fc.array(tile, { minLength: 4, maxLength: 4 }), { minLength: 4, maxLength: 4 });
const badBoard = fc.oneof(
  fc.array(fc.array(tile, { maxLength: 5 }), { maxLength: 5 }),
  fc.array(fc.array(fc.integer({ min: -3, max: 70000 }), { minLength: 4, maxLength: 4 }), { minLength: 4, maxLength: 4 }),
  board.map((b) => JSON.stringify(b)),
  anyJson,
);

/** `tutor 2048 … --input` lines: boards good and bad, fields good and bad, keys that repeat, and mutations. */
export const lines2048: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.oneof({ weight: 3, arbitrary: board }, { weight: 1, arbitrary: badBoard }),
      fc.array(
        fc.tuple(
          fc.constantFrom('dir', 'score', 'variant', 'algo', 'heuristic', 'depth', 'budget', 'goal', 'root', 'board'),
          field(
            fc.constantFrom(
              'up',
              'down',
              'left',
              'right',
              0,
              100,
              15000,
              'text',
              'thesis-code',
              'minimax',
              'alphabeta',
              'expectimax',
              'h1',
              'h4',
              'article',
              1,
              2,
              3,
              13,
              64,
              2048,
              5,
              'full-window',
            ),
          ),
        ),
        { maxLength: 5 },
      ),
    )
    .map(([b, rest]) => objectText([['board', b], ...rest])),
  mutated(board.map((b) => JSON.stringify({ board: b, score: 100, dir: 'up', depth: 2 }))),
);

/** Runs `answer`, which must return or throw LineError; returns the result or null. */
function answered<T>(answer: () => T): T | null {
  try {
    return answer();
  } catch (e) {
    if (e instanceof LineError) return null;
    throw e;
  }
}

describe('fuzzing the batch requests: every line gets a result or an error line', () => {
  test('tutor search --input', () => {
    fc.assert(
      fc.property(treeLines, (line) => {
        const r = answered(() => answerTreeLine(line, DEFAULT_REQUEST));
        if (r === null) return;
        // A finished search has a number; a stopped one null (the contract).
        expect(r.json.value === null).toBe(r.json.status !== 'complete');
        // What was answered parses as a tree on its own or holds one.
        expect(parseTree(line).ok || line.includes('"tree"')).toBe(true);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  test.each(['move', 'heuristics', 'decide'] as const)('tutor 2048 %s --input', (command) => {
    fc.assert(
      fc.property(lines2048, (line) => {
        const r = answered(() => answer2048Line(command, line, { budget: '20000' })) as { value?: number | null; status?: string; nodes?: number } | null;
        if (r === null || command !== 'decide') return;
        expect(r.nodes).toBeLessThanOrEqual(20000 + 0);
        expect(r.value === null).toBe(r.status !== 'complete');
      }),
      { numRuns: command === 'decide' ? Math.ceil(FUZZ_RUNS / 2) : FUZZ_RUNS },
    );
  });
});

describe('fuzzing results files: parseRecords never throws, and all it accepts is valid', () => {
  test('mutated results files (torn tails, bad lines, repeated keys)', () => {
    fc.assert(
      fc.property(resultsFiles, ({ text, whole }) => checkResultsText(text, whole)),
      { numRuns: FUZZ_RUNS },
    );
  });

  test('any bytes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => checkResultsText(text)),
      { numRuns: FUZZ_RUNS },
    );
  });
});
