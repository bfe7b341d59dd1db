/**
 * LaTeX for any tree (issue 25), compiled: trees whose ids are random and
 * hostile (Greek, CJK, emoji, combining marks, zero-width and control
 * characters, blank lines, long ones, TeX's specials) through `tutor search
 * --format latex`, and a few hundred more drawn in process with the same
 * code, all compiled with plain pdflatex (no shell escape) where it is
 * installed. Without pdflatex the compile tests are skipped, saying so; the
 * unit project checks every drawing is LaTeX-safe all the same
 * (tests/unit/latex-safe.test.ts).
 *
 * LATEX_TREES sets how many trees are compiled in process (default 60; 400 were run by hand).
 *
 * Trees too big for TeX whole (src/app/latex-fit.ts): a MAX root over 3,000
 * leaves, 30,001 leaves under 4,286 MIN nodes, a chain 1,000 levels deep —
 * each failed before ("Dimension too large", "TeX capacity exceeded") — are
 * drawn in part with a note, and compile, each in under a minute (a few
 * seconds here). LATEX_BIG=1 compiles more: the longest tree the page takes,
 * 131,071 nodes, the most nodes a drawing keeps, and others (25 s more here).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { forestOf, latexDocument } from '../../src/app/latex.ts';
import { searchTree } from '../../src/app/tree-search.ts';
import { toCanonical } from '../../src/games/tree/tree.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { hostileIds, treeWithIds } from '../shared/hostile-ids.ts';

const TUTOR = join(import.meta.dirname, '../../build/cli/tutor.mjs');
const BIG = process.env.LATEX_BIG === '1';
const TREES = Number(process.env.LATEX_TREES ?? 60);
/** Trees per document compiled in process: one page each (standalone's `multi`). */
const PER_DOCUMENT = 50;
const REQUEST = { algo: 'alphabeta', order: 'given', tieRule: 'inclusive', root: 'carried' } as const;

const pdflatex = spawnSync('pdflatex', ['--version']).status === 0;
const why = pdflatex ? '' : ' (skipped: pdflatex is not installed; apt-get install texlive-latex-extra texlive-pictures)';

/** Compiles `tex` as `name.tex` in `dir`: pdflatex's exit status and its error lines. */
function compile(dir: string, name: string, tex: string): Promise<{ status: number; errors: string }> {
  writeFileSync(join(dir, `${name}.tex`), tex);
  return new Promise((resolve) => {
    const child = spawn('pdflatex', ['-no-shell-escape', '-interaction=nonstopmode', '-halt-on-error', `${name}.tex`], { cwd: dir });
    let log = '';
    child.stdout.on('data', (b: Buffer) => (log += b.toString()));
    child.on('close', (code) =>
      resolve({
        status: code ?? -1,
        errors: log
          .split('\n')
          .filter((l) => l.startsWith('!') || l.startsWith('l.'))
          .join('\n'),
      }),
    );
  });
}

describe('LaTeX for any tree, compiled with pdflatex', () => {
  test.skipIf(!pdflatex)(
    `tutor search --format latex on trees with hostile ids: each document compiles${why}`,
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tutor-latex-'));
      const samples = fc.sample(fc.array(hostileIds, { minLength: 1, maxLength: 7 }), { numRuns: 8, seed: 25 });
      // The issue's cases among them: a blank line, NUL, DEL and ESC, a 5,000-character id.
      samples.push(['one\n\ntwo', 'a\u0000b\u007fc\u001bd', 'x'.repeat(5000), 'α中😀e\u0301\u200b']);
      const results = await Promise.all(
        samples.map(async (ids, i) => {
          const tree = JSON.stringify(toCanonical(treeWithIds(ids), true));
          const r = spawnSync(process.execPath, [TUTOR, 'search', '--tree', '-', '--algo', 'alphabeta', '--format', 'latex', '--step', String(3 + i)], {
            input: tree,
            encoding: 'utf8',
          });
          expect(r.status, r.stderr).toBe(0);
          return { ids, ...(await compile(dir, `cli-${i}`, r.stdout)) };
        }),
      );
      for (const r of results) expect(r.status, `${JSON.stringify(r.ids)}\n${r.errors}`).toBe(0);
    },
    240_000,
  );

  test.skipIf(!pdflatex)(
    `${TREES} more trees drawn in process at random steps: every one compiles${why}`,
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tutor-latex-'));
      const samples = fc.sample(fc.array(hostileIds, { minLength: 1, maxLength: 7 }), { numRuns: TREES, seed: 2025 });
      const bodies = samples.map((ids, i) => {
        const tree = treeWithIds(ids);
        const { trace } = searchTree(tree, REQUEST);
        return forestOf(tree, trace, i % (trace.length + 1));
      });
      const documents: string[][] = [];
      for (let i = 0; i < bodies.length; i += PER_DOCUMENT) documents.push(bodies.slice(i, i + PER_DOCUMENT));
      const results = await Promise.all(
        documents.map((part, k) =>
          compile(
            dir,
            `batch-${k}`,
            latexDocument(part.join('\n'), 'standalone').replace(
              '\\documentclass[border=6pt]{standalone}',
              '\\documentclass[border=6pt,multi=forest]{standalone}',
            ),
          ),
        ),
      );
      results.forEach((r, k) => expect(r.status, `trees ${k * PER_DOCUMENT}–${k * PER_DOCUMENT + PER_DOCUMENT - 1}:\n${r.errors}`).toBe(0));
    },
    600_000,
  );
});

/** A MAX root over `n` leaves. */
const wide = (n: number) => `max(${Array.from({ length: n }, (_, i) => i % 97).join(',')})`;
/** `leaves` leaves under MIN nodes of seven each (the last of fewer), under a MAX root. */
function grouped(leaves: number): string {
  const groups: string[] = [];
  for (let i = 0; i < leaves; i += 7) groups.push(`min(${Array.from({ length: Math.min(7, leaves - i) }, (_, k) => (i + k) % 97).join(',')})`);
  return `max(${groups.join(',')})`;
}
/** A chain `depth` levels of MAX and MIN nodes over one leaf; with `side`, each inner node has that leaf after the chain too. */
function chain(depth: number, side?: string): string {
  let t = '1';
  for (let d = depth - 1; d >= 0; d--) t = `${d % 2 === 0 ? 'max' : 'min'}(${t}${side === undefined ? '' : `,${side}`})`;
  return t;
}
/** A full tree in list notation: `branching` children a node, `depth` levels below the root. */
const lists = (branching: number, depth: number): string =>
  depth === 0 ? '3' : `[${Array.from({ length: branching }, () => lists(branching, depth - 1)).join(',')}]`;
/** `count` chains of `depth` levels under a MAX root. */
const chains = (count: number, depth: number) => `max(${Array.from({ length: count }, () => chain(depth)).join(',')})`;
/** A full MAX/MIN tree whose leaves hold 20-digit values, and whose inner nodes, in turn, show them with their bounds. */
const longValues = (branching: number, depth: number, k = { n: 0 }): string =>
  depth === 0
    ? String((k.n++ % 2 === 0 ? -1 : 1) * (12345678901234567000 - k.n * 1e5))
    : `${depth % 2 === 0 ? 'max' : 'min'}(${Array.from({ length: branching }, () => longValues(branching, depth - 1, k)).join(',')})`;

/** How long pdflatex may take on one drawing: the goal is under a minute for the biggest tree the page takes. */
const MINUTE = 60_000;

describe('trees too big for TeX whole: drawn in part, with a note, and compiled', () => {
  const cases: [string, () => string, string[]][] = [
    ['a MAX root over 3,000 leaves', () => wide(3000), []],
    ['30,001 leaves under 4,286 MIN nodes', () => grouped(30_001), []],
    ['30,001 leaves under 4,286 MIN nodes at step 1,000 (α/β beside the root, cuts)', () => grouped(30_001), ['--step', '1000']],
    ['a chain 1,000 levels deep', () => chain(1000), []],
  ];
  const more: [string, () => string, string[]][] = [
    ['the longest tree the page takes: 200,000 characters, 99,990 leaves', () => `max(${'1,'.repeat(99_989)}1)`, []],
    ['131,071 nodes (a full binary tree 16 levels deep), at step 5,000', () => lists(2, 16), ['--step', '5000']],
    ['18 chains 80 levels deep: the most nodes a drawing keeps', () => chains(18, 80), []],
    ['a chain 1,000 levels deep with a 21-digit leaf beside each node', () => chain(1000, '-123456789012345678000'), ['--step', '500']],
    ['1,093 nodes with 20-digit values, at step 300', () => longValues(3, 6), ['--step', '300']],
    ['a MAX root over 650 leaves, which pdflatex drew whole up to 600', () => wide(650), []],
  ];
  test.skipIf(!pdflatex).each(BIG ? [...cases, ...more] : cases)(
    `%s: compiles in under a minute${why}`,
    async (_, tree, args) => {
      const dir = mkdtempSync(join(tmpdir(), 'tutor-latex-big-'));
      const r = spawnSync(process.execPath, [TUTOR, 'search', '--tree', '-', '--format', 'latex', ...args], {
        input: tree(),
        encoding: 'utf8',
        maxBuffer: 1 << 26,
      });
      expect(r.status, r.stderr).toBe(0);
      const note = /\\astomitted\{This tree is drawn in part, .*its first ([\d,]+) of ([\d,]+) nodes, .*The other ([\d,]+) are left out/.exec(r.stdout);
      expect(note, 'the note on what is left out').not.toBeNull();
      const count = (i: number) => Number(note![i]!.replaceAll(',', ''));
      expect(count(1) + count(3)).toBe(count(2));
      const start = Date.now();
      const { status, errors } = await compile(dir, 'big', r.stdout);
      expect(status, errors).toBe(0);
      expect(Date.now() - start).toBeLessThan(MINUTE);
    },
    3 * MINUTE,
  );

  test.skipIf(!pdflatex)(
    `an exercise sheet of a big tree (blank, α/β lines): the part in the sheet's fittree, with its note, compiles${why}`,
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tutor-latex-big-'));
      const parsed = parseTree(grouped(30_001));
      if (!parsed.ok) throw new Error('tree');
      const body = ['\\begin{fittree}', forestOf(parsed.tree, null, 0, { blank: true, slots: true }), '\\end{fittree}'].join('\n');
      expect(body).toContain('\\astomitted{');
      const { status, errors } = await compile(dir, 'sheet', latexDocument(body, 'article'));
      expect(status, errors).toBe(0);
    },
    3 * MINUTE,
  );
});
