/**
 * Every id survives the compact notation (issue 39: the tree page's Notation
 * export dropped each id that is not an identifier — `R<script>…`,
 * `gift~=#{}:\` — and the tree came back with path ids, where JSON kept
 * them). A label is an identifier as before, or any text in double quotes
 * with `\"` and `\\` inside; printing writes every given id, so parsing what
 * is printed gives the same tree back, as canonical JSON does.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { chanceTrees, minimaxTrees } from './arbitraries.ts';
import { expectWorded } from './helpers.ts';
import { labelText, parseCompact, printCompact } from '../../src/games/tree/notation.ts';
import { parseCanonical } from '../../src/games/tree/json.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { assignPathIds, toCanonical, walkTree, type ParseResult, type TreeNode } from '../../src/games/tree/tree.ts';
import { say } from '../../src/i18n/say.ts';

const ok = (r: ParseResult): TreeNode => {
  if (!r.ok) throw new Error(`${r.error.line}:${r.error.column}: ${say(r.error.reason, 'en')}`);
  return r.tree;
};

/** Ids as hostile as the issue's: markup, GIFT's and the notation's own special characters, quotes, backslashes, blanks, any Unicode. */
const hostileIds = fc.oneof(
  fc.constantFrom(
    'R<script>alert(1)</script>',
    'gift~=#{}:\\',
    '"',
    '\\',
    '\\"',
    '""',
    'a b',
    ' ',
    '\n',
    '#',
    'max',
    'min(',
    '0',
    "0'",
    '1.2',
    ':',
    ',',
    ')',
    '3',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }),
  fc.string({ unit: fc.constantFrom('"', '\\', ':', 'a', ' ', '(', '#', '0', '\n'), minLength: 1, maxLength: 6 }),
);

/** A tree with some of its nodes given ids (unique), the others their path ids. */
const labelled = fc
  .tuple(fc.oneof(minimaxTrees, chanceTrees), fc.uniqueArray(fc.option(hostileIds, { freq: 2 }), { maxLength: 40, selector: (x) => x ?? Symbol() }))
  .map(([tree, ids]) => {
    const copy = structuredClone(tree);
    let i = 0;
    for (const node of walkTree(copy)) {
      const id = ids[i++] ?? null;
      Object.assign(node, id === null ? { id: '', auto: true } : { id, auto: false });
    }
    return assignPathIds(copy);
  });

describe('every id survives the compact notation', () => {
  test('printing and parsing again gives the same tree, ids and all, as canonical JSON does (any id, any width)', () => {
    fc.assert(
      fc.property(labelled, fc.constantFrom(0, 20, 72), (tree, width) => {
        const text = printCompact(tree, { width });
        expect(ok(parseCompact(text))).toEqual(tree);
        expect(ok(parseTree(text))).toEqual(tree);
        expect(ok(parseCanonical(JSON.stringify(toCanonical(tree))))).toEqual(tree);
      }),
      { numRuns: 400 },
    );
  });

  test('the issue’s ids: quoted, escaped, and back as they were', () => {
    const json = JSON.stringify({
      id: 'R<script>alert(1)</script>',
      kind: 'max',
      children: [
        { id: 'gift~=#{}:\\', value: 3 },
        { id: 'say "hi"', kind: 'min', children: [{ value: 5 }, { id: 'b1', value: 2 }] },
      ],
    });
    const tree = ok(parseCanonical(json));
    const text = printCompact(tree, { width: 0 });
    expect(text).toBe('"R<script>alert(1)</script>":max("gift~=#{}:\\\\":3, "say \\"hi\\"":min(5, b1:2))');
    const back = ok(parseCompact(text));
    expect([...walkTree(back)].map((n) => n.id)).toEqual(['R<script>alert(1)</script>', 'gift~=#{}:\\', 'say "hi"', '1.0', 'b1']);
    expect(back).toEqual(tree);
  });

  test('an identifier is written as before, anything else in quotes', () => {
    expect(['A', 'b1', '_x', 'max', 'a b', '1', 'é', 'q"', 'x\\y'].map(labelText)).toEqual([
      'A',
      'b1',
      '_x',
      'max',
      '"a b"',
      '"1"',
      '"é"',
      '"q\\""',
      '"x\\\\y"',
    ]);
    // Texts without quotes parse as they always did, labels as before.
    expect(printCompact(ok(parseCompact('A:max(B:min(b1:3, b2:12), C:chance(0.25: c1:1, 0.75: 2))')), { width: 0 })).toBe(
      'A:max(B:min(b1:3, b2:12), C:chance(0.25: c1:1, 0.75: 2))',
    );
    expect(ok(parseCompact('max("a": 3, 0.5e0)')).children.map((c) => c.id)).toEqual(['a', '1']);
    // Blanks and comments around a quoted label, a quote or # inside one.
    expect(ok(parseCompact('max( "#1" : 3 , # a comment\n "x:(y)" :4)')).children.map((c) => c.id)).toEqual(['#1', 'x:(y)']);
    expect(ok(parseCompact('chance(0.5: "p q":1, 0.5: 2)')).children[0]).toMatchObject({ id: 'p q', p: 0.5 });
  });

  test.each([
    ['max("a:3)', 1, 10, /ends inside the label opened with " at line 1, column 5: expected a closing "/],
    ['max("a\\n":3)', 1, 7, /\\ is followed by " or \\.*not by 'n'/],
    ['max("a\\', 1, 7, /not by the end of the text/],
    ['max("a" 3)', 1, 9, /expected ':' after the quoted label.*found '3'/],
    ['max("":3)', 1, 5, /a label cannot be empty/],
    ['max("a":1, "a":2)', 1, 12, /duplicate id "a" \(also at line 1, column 5\)/],
    ['A"x":3', 1, 1, /unknown word "A"/],
  ])('%s: a located error in both languages', (text, line, column, message) => {
    const r = parseCompact(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(expectWorded(r.error.reason).en).toMatch(message);
    expect([r.error.line, r.error.column]).toEqual([line, column]);
  });

  test('a long text of quoted labels parses in one pass (no copy of the rest of the text per label)', () => {
    const leaves = Array.from({ length: 20_000 }, (_, i) => `"n ${i}\\"":${i % 7}`);
    const tree = ok(parseCompact(`max(${leaves.join(',')})`));
    expect(tree.children).toHaveLength(20_000);
    expect(tree.children[19_999]!.id).toBe('n 19999"');
  });
});
