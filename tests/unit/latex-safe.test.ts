/**
 * LaTeX for any tree (issue 25): whatever a node's id or label holds — Greek,
 * CJK, emoji, combining marks, zero-width and control characters, blank
 * lines, 100,000 characters — the drawing is printable ASCII but for the
 * Latin-1 letters the preamble's T1 fonts set, every TeX special escaped.
 * tests/integration/latex-compile.test.ts compiles such trees with pdflatex.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAX_NAME, escape, forestOf, latexDocument, latexSafe, texName } from '../../src/app/latex.ts';
import { searchTree } from '../../src/app/tree-search.ts';
import { hostileIds, treeWithIds } from '../shared/hostile-ids.ts';

const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 300);

describe('LaTeX for any id', () => {
  test('random ids: the whole document is LaTeX-safe at every step, the names cut to MAX_NAME characters', () => {
    fc.assert(
      fc.property(fc.array(hostileIds, { minLength: 1, maxLength: 7 }), fc.nat(), (ids, k) => {
        const tree = treeWithIds(ids);
        const { trace } = searchTree(tree, { algo: 'alphabeta', order: 'given', tieRule: 'inclusive', root: 'carried' });
        const doc = latexDocument(forestOf(tree, trace, k % (trace.length + 1)), 'standalone');
        expect(latexSafe(doc)).toBe(true);
        for (const id of ids) expect(latexSafe(texName(id))).toBe(true);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  test('each kind of character as the issue lists it', () => {
    expect(escape('α')).toBe('\\texttt{U+03B1}');
    expect(escape('中文')).toBe('\\texttt{U+4E2D}\\texttt{U+6587}');
    expect(escape('😀')).toBe('\\texttt{U+1F600}');
    expect(escape('e\u0301')).toBe('e\\texttt{U+0301}');
    expect(escape('a\u200bb')).toBe('a\\texttt{U+200B}b');
    // NUL, DEL, ESC dropped; NEL (a line break) a space.
    expect(escape('a\u0000b\u007fc\u001bd\u0085e')).toBe('abcd e');
    expect(escape('one\n\ntwo\r\nthree\tfour')).toBe('one  two  three four');
    expect(escape('\ud800')).toBe('\\texttt{U+D800}');
    expect(escape('Acción ñandú ¿sí?')).toBe('Acción ñandú ¿sí?');
    expect(escape('\\{}$&#^_%~[]')).toBe('\\textbackslash{}\\{\\}\\$\\&\\#\\textasciicircum{}\\_\\%\\textasciitilde{}{[}{]}');
    expect(escape('α→β', { α: '$\\alpha$' })).toBe('$\\alpha$\\texttt{U+2192}\\texttt{U+03B2}');
  });

  test('a name over MAX_NAME characters is cut, with a mark; a 100,000-character id gives a short line', () => {
    expect(texName('a'.repeat(MAX_NAME))).toBe('a'.repeat(MAX_NAME));
    expect(texName('a'.repeat(MAX_NAME + 1))).toBe(`${'a'.repeat(MAX_NAME - 3)}\\dots{}`);
    expect(texName('😀'.repeat(100))).toBe(`${'\\texttt{U+1F600}'.repeat(MAX_NAME - 3)}\\dots{}`);
    const tree = treeWithIds(['x'.repeat(100_000)]);
    const tex = forestOf(tree, null, 0);
    expect(Math.max(...tex.split('\n').map((l) => l.length))).toBeLessThan(200);
  });
});
