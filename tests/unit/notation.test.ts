/**
 * The tree notations: the compact notation and canonical JSON parse to the
 * same trees, print back, and every mistake comes back located (line, column,
 * message) — never as a thrown error, whatever the input.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { chanceTrees, minimaxTrees } from './arbitraries.ts';
import { expectWorded } from './helpers.ts';
import { parseCompact, printCompact } from '../../src/games/tree/notation.ts';
import { parseCanonical } from '../../src/games/tree/json.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { toCanonical, type ParseResult, type TreeNode } from '../../src/games/tree/tree.ts';
import { say } from '../../src/i18n/say.ts';

const ok = (r: ParseResult): TreeNode => {
  if (!r.ok) throw new Error(`${r.error.line}:${r.error.column}: ${say(r.error.reason, 'en')}`);
  return r.tree;
};

/** A located error with this message, in English and (differently) in Spanish. */
function expectError(r: ParseResult, line: number, column: number, message: RegExp): void {
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(expectWorded(r.error.reason).en).toMatch(message);
  expect([r.error.line, r.error.column]).toEqual([line, column]);
}

describe('compact notation', () => {
  test('the three ways of writing the same MAX/MIN tree agree', () => {
    const a = ok(parseCompact('max(min(3,12,8), min(2,4,6), min(14,5,2))'));
    const b = ok(parseCompact('[[3,12,8],[2,4,6],[14,5,2]]'));
    const c = ok(parseCanonical(JSON.stringify(toCanonical(a))));
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(a.children[1]!.children[2]).toMatchObject({ id: '1.2', kind: 'leaf', value: 6 });
    expect(a.id).toBe('');
  });

  test('labels, chance edges, fractions, comments and exponents', () => {
    const t = ok(
      parseCompact(`# the thesis's Ilustración 4
        A:max(
          B:chance(0.5: min(2, 4), 1/2: D:min(d1:0, d2:-2e0)),  # a fraction
          c:-1.5)`),
    );
    expect(t.id).toBe('A');
    expect(t.children[0]!.children.map((c) => c.p)).toEqual([0.5, 0.5]);
    expect(t.children[0]!.children[1]!.children[1]).toMatchObject({ id: 'd2', value: -2 });
    expect(t.children[0]!.children[0]!.id).toBe('0.0');
    expect(t.children[1]).toMatchObject({ id: 'c', value: -1.5, kind: 'leaf' });
  });

  test('nested lists alternate from the nearest MAX or MIN above', () => {
    const t = ok(parseCompact('min([1, [2, 3]], chance(0.5: [4, 5], 0.5: 6))'));
    expect(t.children[0]!.kind).toBe('max');
    expect(t.children[0]!.children[1]!.kind).toBe('min');
    expect(t.children[1]!.children[0]!.kind).toBe('max');
  });

  test('printing and parsing again gives the same tree', () => {
    fc.assert(
      fc.property(fc.oneof(minimaxTrees, chanceTrees), fc.constantFrom(0, 20, 72), (tree, width) => {
        expect(ok(parseCompact(printCompact(tree, { width })))).toEqual(tree);
      }),
      { numRuns: 300 },
    );
  });

  test('labels survive printing', () => {
    const text = 'A:max(B:min(b1:3, b2:12), C:chance(0.25: c1:1, 0.75: 2))';
    expect(printCompact(ok(parseCompact(text)), { width: 0 })).toBe(text);
  });

  // Each kind of mistake, with where it is reported.
  test.each([
    ['', 1, 1, /empty/],
    ['max(3, 4', 1, 9, /ends inside max\( opened at line 1, column 4/],
    ['max(3, 4))', 1, 10, /unexpected '\)' after the end/],
    ['max()', 1, 5, /no children/],
    ['max(3,)', 1, 7, /trailing comma/],
    ['max(3 4)', 1, 7, /expected ',' or '\)'/],
    ['mux(3)', 1, 1, /unknown word "mux"/],
    ['max(min(3), foo)', 1, 13, /unknown word "foo"/],
    ['max(0.5: 3)', 1, 8, /only children of a chance node have probabilities/],
    ['chance(3, 4)', 1, 8, /expected ':' after the probability 3/],
    ['chance(0.5: 3, 0.4: 4)', 1, 1, /sum to 0.9, not 1/],
    ['chance(1.5: 3, -0.5: 4)', 1, 8, /probability 1.5 is outside \(0, 1\]/],
    ['chance(min(1))', 1, 8, /expected a probability/],
    ['max(1e400)', 1, 5, /too large/],
    ['max(A:1,\n  A:2)', 2, 3, /duplicate id "A" \(also at line 1, column 5\)/],
    ['max(1, 2) max', 1, 11, /after the end of the tree/],
    ['[1, [2, ]]', 1, 9, /trailing comma/],
    ['max(1,\n\n   min(2, @))', 3, 11, /found '@'/],
    ['max', 1, 4, /expected '\(' after max/],
    ['chance(1/: 3)', 1, 10, /denominator/],
  ])('%j → %i:%i', (text, line, column, message) => {
    expectError(parseCompact(text), line, column, message);
  });

  test('a tree nested deeper than the limit is refused, not a stack overflow', () => {
    const deep = 'max('.repeat(5000) + '1' + ')'.repeat(5000);
    const r = parseCompact(deep);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(say(r.error.reason, 'en')).toMatch(/deeper than 1000/);
  });
});

describe('canonical JSON', () => {
  test.each([
    ['{"kind":"max","children":[{"value":1}', 1, 38, /invalid JSON/],
    ['{"kind":"max","children":[{"valeu":1}]}', 1, 27, /needs either "value" \(a leaf\) or "kind" and "children" \(found "valeu"\)/],
    ['{"kind":"max","children":[]}', 1, 1, /at least one child/],
    ['{"kind":"maxi","children":[{"value":1}]}', 1, 9, /kind must be "max", "min" or "chance"/],
    ['{"value":"3"}', 1, 10, /value must be a number/],
    // An inner node may have its own value (its evaluation at a depth limit: tests/unit/student-tree-states.test.ts), a number.
    ['{"kind":"max","value":"3","children":[{"value":1}]}', 1, 23, /value must be a number/],
    ['{"kind":"max","value":1e999,"children":[{"value":1}]}', 1, 1, /own value must be a finite number, not Infinity/],
    ['{"kind":"chance","children":[{"value":1}]}', 1, 30, /needs a probability "p"/],
    ['{"kind":"max","children":[{"value":1,"p":1}]}', 1, 42, /only children of a chance node/],
    ['{\n "kind": "chance",\n "children": [\n  {"p": 0.7, "value": 1},\n  {"p": 0.7, "value": 2}]}', 1, 1, /sum to 1.4/],
    ['{"id":"A","kind":"max","children":[{"id":"A","value":1}]}', 1, 36, /duplicate id "A"/],
    ['[1, 2]', 1, 1, /expected a node object .* not array/],
    ['{"children":[{"value":1}]}', 1, 1, /needs "kind"/],
  ])('%j → %i:%i', (text, line, column, message) => {
    expectError(parseCanonical(text), line, column, message);
  });

  test('a leaf may say kind "leaf"; other fields are ignored', () => {
    const t = ok(parseCanonical('{"kind":"max","comment":"AIMA","children":[{"kind":"leaf","value":3},{"value":4,"name":"x"}]}'));
    expect(t.children.map((c) => [c.kind, c.value])).toEqual([
      ['leaf', 3],
      ['leaf', 4],
    ]);
  });

  test('ids are echoed, and path ids fill the gaps', () => {
    const t = ok(parseCanonical('{"id":"A","kind":"max","children":[{"id":"b1","value":3},{"value":4}]}'));
    expect(t.children.map((c) => c.id)).toEqual(['b1', '1']);
    expect(toCanonical(t)).toEqual({ id: 'A', kind: 'max', children: [{ id: 'b1', value: 3 }, { value: 4 }] });
  });

  test('a fixture file: errors in its compact tree are placed in the file', () => {
    const r = parseTree('{\n  "title": "x",\n  "tree": "max(1, 2"\n}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.line, r.error.column]).toEqual([3, 20]);
  });
});

describe('fuzzing: the parsers never throw', () => {
  const never = (text: string): void => {
    let r: ParseResult | undefined;
    expect(() => (r = parseTree(text))).not.toThrow();
    if (r !== undefined && !r.ok) {
      expect(r.error.line).toBeGreaterThanOrEqual(1);
      expect(r.error.column).toBeGreaterThanOrEqual(1);
      expectWorded(r.error.reason);
    }
  };

  test('random strings over the notation alphabet', () => {
    const alphabet = fc.constantFrom(...'maxinchce()[],:.-+/0123456789e# \n{}"pkdvlu_AB'.split(''));
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 60 }).map((cs) => cs.join('')),
        never,
      ),
      { numRuns: 3000 },
    );
    fc.assert(fc.property(fc.string({ maxLength: 80 }), never), { numRuns: 1000 });
  });

  test('valid trees with one character changed, inserted or removed', () => {
    const mutated = fc
      .tuple(fc.oneof(minimaxTrees, chanceTrees), fc.boolean(), fc.nat(), fc.constantFrom(...'()[],:.-0123456789 xz{}"'.split('')), fc.constantFrom(0, 1, 2))
      .map(([tree, json, at, ch, how]) => {
        const text = json ? JSON.stringify(toCanonical(tree)) : printCompact(tree, { width: 0 });
        const i = at % (text.length + 1);
        return how === 0 ? text.slice(0, i) + ch + text.slice(i + 1) : how === 1 ? text.slice(0, i) + ch + text.slice(i) : text.slice(0, i) + text.slice(i + 1);
      });
    fc.assert(fc.property(mutated, never), { numRuns: 3000 });
  });
});
