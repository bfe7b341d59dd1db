/** Ids that broke pdflatex in issue 25's round (Greek, CJK, emoji, combining, zero-width and control characters, blank lines, long ones, TeX's specials), for the LaTeX tests of the unit and integration projects. */
import fc from 'fast-check';
import { inner, leaf, validateTree, type TreeNode } from '../../src/games/tree/tree.ts';

/** Characters that broke pdflatex in the round, and TeX's specials. */
const HOSTILE = [
  'α',
  'Ω',
  '中',
  '文',
  'א',
  '😀',
  '👍🏽',
  'e\u0301',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\u0000',
  '\u007f',
  '\u001b',
  '\u0085',
  '\n',
  '\n\n',
  '\r\n',
  '\t',
  '\u2028',
  '\\',
  '{',
  '}',
  '$',
  '&',
  '#',
  '^',
  '_',
  '%',
  '~',
  '[',
  ']',
  ',',
  '=',
  ':',
  '"',
  "'",
  '`',
  '-',
  '<',
  '>',
  '|',
  'é',
  'ñ',
  '¿',
  '×',
  '÷',
  '\ud800',
  '\udfff',
];
export const hostileIds = fc.oneof(
  fc.string({ unit: fc.constantFrom(...HOSTILE), maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: fc.constantFrom(...HOSTILE, 'a', 'b'), minLength: 50, maxLength: 300 }),
);

/** A small tree whose nodes carry the given ids (made unique by a suffix when they repeat). */
export function treeWithIds(ids: string[]): TreeNode {
  const seen = new Set<string>();
  const name = (k: number): string => {
    let id = ids[k % ids.length] ?? '';
    while (id === '' || seen.has(id)) id += `#${k}`;
    seen.add(id);
    return id;
  };
  const tree = inner(
    'max',
    [inner('min', [leaf(3, name(1)), leaf(12, name(2))], name(3)), inner('min', [leaf(2, name(4)), leaf(4, name(5))], name(6))],
    name(0),
  );
  if (validateTree(tree, () => ({ line: 1, column: 1 })) !== null) throw new Error('not a tree');
  return tree;
}
