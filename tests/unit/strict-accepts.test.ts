/**
 * Issue 25's wrong accepts, refused in process: a tree an algorithm cannot
 * search whatever the order, `null` options, integers spelt otherwise than
 * as decimal integers (`1e3`, `2.0`) in JSONL and results files, default ids
 * that never collide with given ones, only a record cut off repaired as
 * torn, numbers JSON cannot hold named as such. The same in child processes:
 * tests/integration/cli-strict.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { answerLine } from '../../src/cli/search.ts';
import { answerLine as answer2048Line } from '../../src/cli/g2048.ts';
import { LineError } from '../../src/cli/io.ts';
import { DEFAULT_REQUEST, answerTree, searchTree } from '../../src/app/tree-search.ts';
import { SpelledNumber, integerValue, numberValue, parseJson, shown } from '../../src/games/input.ts';
import { jsonPrefix, tornRecord } from '../../src/games/json-prefix.ts';
import { parseRecords } from '../../src/experiments/records.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { toCanonical } from '../../src/games/tree/tree.ts';
import { ORDERINGS } from '../../src/search/ordering.ts';
import { english } from '../../src/cli/io.ts';
import { chanceTrees, minimaxTrees } from './arbitraries.ts';
import { line as record } from '../shared/records.ts';

/** Runs per property: a few hundred here, more with FUZZ_RUNS (as fuzz.test.ts). */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 300);

const refused = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof LineError) return e.message;
    throw e;
  }
  throw new Error('answered');
};

describe('a tree an algorithm cannot search is refused before the search, whatever the order', () => {
  test("the issue's tree: a chance node alpha-beta would prune", () => {
    for (const order of ORDERINGS) {
      for (const algo of ['alphabeta', 'minimax', 'negamax']) {
        expect(
          refused(() => answerLine(JSON.stringify({ tree: 'max(3, min(2, chance(0.5:1, 0.5:9)))', algo, order }), DEFAULT_REQUEST)),
          `${algo} ${order}`,
        ).toMatch(new RegExp(`cannot search CHANCE node 1\\.1: use expectimax or expectiminimax`));
      }
    }
    // Recorded or not, the same refusal; expectimax refuses a MIN node the same way.
    expect(() => searchTree(parseTreeOk('max(3, min(2, chance(0.5:1, 0.5:9)))'), { ...DEFAULT_REQUEST, algo: 'alphabeta' })).toThrow(/cannot-search/);
    expect(refused(() => answerLine('{"tree":"max(chance(1: 5), min(1, 2))","algo":"expectimax"}', DEFAULT_REQUEST))).toMatch(
      /expectimax cannot search MIN node 1/,
    );
  });

  test('a node below the depth limit is only evaluated: not refused', () => {
    const r = answerLine('{"tree":"max(3, min(2, chance(0.5:1, 0.5:9)))","algo":"alphabeta","depth":2}', DEFAULT_REQUEST);
    expect(r.json.value).toBe(3);
  });

  test('random trees with chance nodes: refused under every order and tie rule, or searched alike', () => {
    fc.assert(
      fc.property(chanceTrees, fc.constantFrom(...ORDERINGS), fc.constantFrom('inclusive', 'strict'), (tree, order, tieRule) => {
        const hasChance = JSON.stringify(toCanonical(tree)).includes('"chance"');
        for (const algo of ['alphabeta', 'minimax'] as const) {
          const run = () => answerTree(tree, { ...DEFAULT_REQUEST, algo, order, tieRule });
          if (hasChance) expect(run).toThrow(/cannot-search/);
          else expect(run().json.status).toBe('complete');
        }
      }),
      { numRuns: Math.ceil(FUZZ_RUNS / 2) },
    );
  });
});

describe('a batch line is answered without recording, and the answer is the same', () => {
  test('answerTree gives searchTree’s JSON (evaluated and pruned included) on random trees, every algorithm and order', () => {
    fc.assert(
      fc.property(
        fc.oneof(minimaxTrees, chanceTrees),
        fc.constantFrom(...ORDERINGS),
        fc.constantFrom('inclusive', 'strict'),
        fc.constantFrom('carried', 'full-window'),
        fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
        (tree, order, tieRule, root, depth, budget) => {
          for (const algo of ['auto', 'alphabeta', 'minimax', 'expectiminimax', 'expectimax', 'negamax'] as const) {
            const request = { algo, order, tieRule, root, depth, budget } as const;
            let recorded: unknown;
            try {
              recorded = searchTree(tree, request).json;
            } catch (e) {
              expect(() => answerTree(tree, request)).toThrow((e as Error).message);
              continue;
            }
            expect(answerTree(tree, request).json).toEqual(recorded);
          }
        },
      ),
      { numRuns: FUZZ_RUNS },
    );
  });
});

describe('null options are refused, never ignored', () => {
  test.each(['algo', 'order', 'tieRule', 'tie-rule', 'root', 'depth', 'budget'])('"%s": null', (field) => {
    expect(refused(() => answerLine(`{"tree":"max(1,2)","${field}":null}`, DEFAULT_REQUEST))).toMatch(/null/);
  });
  test('2048 and game lines too', () => {
    for (const field of ['score', 'algo', 'depth', 'variant', 'budget', 'goal', 'heuristic', 'root']) {
      expect(
        refused(() => answer2048Line('decide', `{"board":[[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]],"${field}":null}`, {})),
        field,
      ).toMatch(/null/);
    }
  });
});

describe('integers are decimal integers: JSON spellings of whole numbers with a fraction or an exponent are refused', () => {
  test.each(['1e3', '2.0', '1E0', '-0.0', '1.0e1', '3e0'])('"depth": %s and "budget": %s', (spelling) => {
    expect(refused(() => answerLine(`{"tree":"max(1,2)","depth":${spelling}}`, DEFAULT_REQUEST))).toContain(`not ${spelling}`);
    expect(refused(() => answerLine(`{"tree":"max(1,2)","budget":${spelling.replace('-', '')}}`, DEFAULT_REQUEST))).toContain(
      `not ${spelling.replace('-', '')}`,
    );
    expect(refused(() => answer2048Line('decide', `{"board":[[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]],"depth":${spelling}}`, {}))).toContain(`not ${spelling}`);
  });

  test('a board cell spelt 2.0 is refused; 1e400 is said to be too large, not null', () => {
    expect(refused(() => answer2048Line('move', '{"board":[[2.0,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]],"dir":"up"}', {}))).toMatch(/cell \(0,0\) holds 2\.0/);
    expect(refused(() => answer2048Line('move', '{"board":[[1e400,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]],"dir":"up"}', {}))).toMatch(
      /cell \(0,0\) holds a number too large to be finite/,
    );
    expect(english(shown(-Infinity) as never)).toMatch(/too large to be finite \(below/);
  });

  test('parseJson(…, exact) marks whole numbers spelt otherwise, wherever they are; a number field takes their value', () => {
    const r = parseJson('{"a":[1,2.0,{"b":1e2,"c":1.5}],"d":3,"e":-0.0}', undefined, true);
    expect(r.ok).toBe(true);
    const v = (r as { value: { a: [number, SpelledNumber, { b: SpelledNumber; c: number }]; d: number; e: SpelledNumber } }).value;
    expect(v.a[0]).toBe(1);
    expect(v.a[1]).toEqual(new SpelledNumber(2, '2.0'));
    expect(v.a[2].b).toEqual(new SpelledNumber(100, '1e2'));
    expect(v.a[2].c).toBe(1.5);
    expect(v.d).toBe(3);
    expect(v.e.text).toBe('-0.0');
    expect(integerValue(v.a[1], 'x', { min: 0, max: 9 }).ok).toBe(false);
    expect(numberValue(v.a[2].b, 'x')).toEqual({ ok: true, value: 100 });
    expect(JSON.stringify(v)).toBe('{"a":[1,2,{"b":100,"c":1.5}],"d":3,"e":0}');
    // A top-level number, and keys that look like numbers or like Object's own.
    expect((parseJson('1e1', undefined, true) as { value: unknown }).value).toEqual(new SpelledNumber(10, '1e1'));
    expect((parseJson('{"__proto__":2.0,"0":1e0}', undefined, true) as { value: Record<string, unknown> }).value).toMatchObject({
      0: new SpelledNumber(1, '1e0'),
    });
    // Without `exact`, JSON.parse as ever.
    expect(parseJson('{"a":2.0}')).toEqual({ ok: true, value: { a: 2 } });
  });

  test('results files: "index": 1e0 is not index 1', () => {
    const parsed = parseRecords(`${record}\n${record.replace('"index":1', '"index":1e0')}\n`, 'r.jsonl');
    expect(parsed.records).toHaveLength(1);
    expect(english(parsed.problems[0]!.message)).toMatch(/r\.jsonl:2: "index" must be a whole number 0–99999, not 1e0/);
    // A time is a number: 6.0 is six milliseconds.
    expect(parseRecords(`${record.replace(/"ms":[^,]+/, '"ms":6.0')}\n`, 'r.jsonl').records[0]!.ms).toBe(6);
  });
});

describe('default ids never collide with given ones', () => {
  test('a root named "1" over two children: the second child gets a prime', () => {
    const tree = parseTreeOk('{"id":"1","kind":"max","children":[{"value":3},{"value":4}]}');
    expect(tree.children.map((c) => c.id)).toEqual(['0', "1'"]);
    expect(answerTree(tree).json).toMatchObject({ value: 4, action: "1'", actions: { 0: 3, "1'": 4 } });
    // Written back, the default ids are left out and come back the same.
    expect(parseTreeOk(JSON.stringify(toCanonical(tree))).children.map((c) => c.id)).toEqual(['0', "1'"]);
    expect(parseTreeOk('{"kind":"max","children":[{"id":"1","value":3},{"value":4},{"id":"1\'","value":5}]}').children.map((c) => c.id)).toEqual([
      '1',
      "1''",
      "1'",
    ]);
  });
  test('given ids are still checked among themselves', () => {
    expect(parseTree('{"kind":"max","children":[{"id":"a","value":3},{"id":"a","value":4}]}')).toMatchObject({ ok: false });
  });
  test('random trees with random given ids: every id unique, the given ones kept', () => {
    fc.assert(
      fc.property(minimaxTrees, fc.array(fc.constantFrom('', '0', '1', '0.0', '1.1', "1'", '2', 'A'), { minLength: 1, maxLength: 40 }), (tree, names) => {
        const canonical = toCanonical(tree) as { id?: string; children?: unknown[] };
        const used = new Set<string>();
        let k = 0;
        const name = (node: { id?: string; children?: unknown[] }): void => {
          const id = names[k++ % names.length]!;
          if (id !== '' && !used.has(id)) {
            node.id = id;
            used.add(id);
          }
          for (const c of node.children ?? []) name(c as typeof node);
        };
        name(canonical);
        const parsed = parseTreeOk(JSON.stringify(canonical));
        const ids: string[] = [];
        const walk = (n: typeof parsed): void => {
          ids.push(n.id);
          n.children.forEach(walk);
        };
        walk(parsed);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of used) expect(ids).toContain(id);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});

describe('only a record cut off is a torn last line', () => {
  test('every prefix of a record is torn; the whole record is not', () => {
    for (let n = 1; n < record.length; n++) expect(tornRecord(record.slice(0, n)), record.slice(0, n)).toBe(true);
    expect(jsonPrefix(record)).toBe('complete');
    expect(tornRecord(record)).toBe(false);
  });
  test.each(['hello', 'not a record', '{"a":1}}', '{"a" 1', '{"a":tru e', '[1,2', '12', '{"a":01', '{"a":1,}', '{,', '}'])(
    '%s is not torn (a line to fix)',
    (text) => {
      expect(tornRecord(text)).toBe(false);
    },
  );
  test('a final line that is no record is a problem, not dropped', () => {
    const parsed = parseRecords(`${record}\nhello`, 'r.jsonl');
    expect(parsed.torn).toBeNull();
    expect(parsed.problems).toHaveLength(1);
    expect(parseRecords(`${record}\n${record.slice(0, 50)}`, 'r.jsonl').torn).toMatchObject({ line: 2 });
  });
  test('jsonPrefix agrees with JSON.parse on random JSON and its prefixes', () => {
    fc.assert(
      fc.property(fc.json(), fc.nat(), (text, cut) => {
        expect(jsonPrefix(text)).toBe('complete');
        const at = cut % (text.length + 1);
        const prefix = text.slice(0, at);
        const state = jsonPrefix(prefix);
        let parses = true;
        try {
          JSON.parse(prefix);
        } catch {
          parses = false;
        }
        // A prefix of JSON is never invalid; it is complete exactly when it parses.
        expect(state).not.toBe('invalid');
        if (prefix.trim() !== '') expect(state === 'complete').toBe(parses);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
  test('random strings: invalid whenever no JSON starts with them', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'{}[]":,0123456789.-+eEtrufalsn \\x') }), (text) => {
        if (jsonPrefix(text) !== 'complete') return;
        expect(() => JSON.parse(text)).not.toThrow();
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});

describe('one rule for whitespace in numbers', () => {
  test('a JSONL number as text is refused, a flag with a space too (tests/integration for the flags)', () => {
    expect(refused(() => answerLine('{"tree":"max(1,2)","depth":" 3"}', DEFAULT_REQUEST))).toMatch(/" 3"/);
  });
});

function parseTreeOk(text: string) {
  const r = parseTree(text);
  if (!r.ok) throw new Error(english(r.error.reason));
  return r.tree;
}
