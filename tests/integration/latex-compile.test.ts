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
import { hostileIds, treeWithIds } from '../shared/hostile-ids.ts';

const TUTOR = join(import.meta.dirname, '../../build/cli/tutor.mjs');
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
    child.on('close', (code) => resolve({ status: code ?? -1, errors: log.split('\n').filter((l) => l.startsWith('!') || l.startsWith('l.')).join('\n') }));
  });
}

describe('LaTeX for any tree, compiled with pdflatex', () => {
  test.skipIf(!pdflatex)(`tutor search --format latex on trees with hostile ids: each document compiles${why}`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tutor-latex-'));
    const samples = fc.sample(fc.array(hostileIds, { minLength: 1, maxLength: 7 }), { numRuns: 8, seed: 25 });
    // The cases among them: a blank line, NUL, DEL and ESC, a 5,000-character id.
    samples.push(['one\n\ntwo', 'a\u0000b\u007fc\u001bd', 'x'.repeat(5000), 'α中😀e\u0301\u200b']);
    const results = await Promise.all(
      samples.map(async (ids, i) => {
        const tree = JSON.stringify(toCanonical(treeWithIds(ids), true));
        const r = spawnSync(process.execPath, [TUTOR, 'search', '--tree', '-', '--algo', 'alphabeta', '--format', 'latex', '--step', String(3 + i)], { input: tree, encoding: 'utf8' });
        expect(r.status, r.stderr).toBe(0);
        return { ids, ...(await compile(dir, `cli-${i}`, r.stdout)) };
      }),
    );
    for (const r of results) expect(r.status, `${JSON.stringify(r.ids)}\n${r.errors}`).toBe(0);
  }, 240_000);

  test.skipIf(!pdflatex)(`${TREES} more trees drawn in process at random steps: every one compiles${why}`, async () => {
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
        compile(dir, `batch-${k}`, latexDocument(part.join('\n'), 'standalone').replace('\\documentclass[border=6pt]{standalone}', '\\documentclass[border=6pt,multi=forest]{standalone}')),
      ),
    );
    results.forEach((r, k) => expect(r.status, `trees ${k * PER_DOCUMENT}–${k * PER_DOCUMENT + PER_DOCUMENT - 1}:\n${r.errors}`).toBe(0));
  }, 600_000);
});
