/**
 * Exercise sheets outside the process: the LaTeX compiles with pdflatex
 * (where a TeX is installed), and `tutor exercise` keeps its contract (the
 * bundled CLI in a child process). The sets themselves are checked in
 * process by tests/unit/exercise.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { exerciseSet, type ExerciseOptions } from '../../src/app/exercise.ts';
import { exerciseLatex } from '../../src/app/sheet.ts';
import { forestOf, latexDocument } from '../../src/app/latex.ts';
import { searchTree, DEFAULT_REQUEST } from '../../src/app/tree-search.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { SPECIAL, forests, independentAlphaBeta, words, type Node } from '../shared/exercise-trees.ts';

const TUTOR = join(import.meta.dirname, '../../build/cli/tutor.mjs');

describe('LaTeX', () => {
  const options: ExerciseOptions = { seed: 3, count: 3, difficulty: 'hard', algo: 'alphabeta' };
  const set = exerciseSet(options);

  const pdflatex = spawnSync('pdflatex', ['--version']).status === 0;
  test.skipIf(!pdflatex)(
    'the sheet and a step compile with pdflatex (where a TeX is installed)',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'tutor-tex-'));
      const expecti = { seed: 9, count: 2, difficulty: 'hard', algo: 'expectiminimax' } as const;
      const parsed = parseTree(SPECIAL);
      if (!parsed.ok) throw new Error('fixture');
      const s = searchTree(parsed.tree, { ...DEFAULT_REQUEST, algo: 'alphabeta' });
      const docs = {
        sheet: exerciseLatex(set, options, words('es')),
        chance: exerciseLatex(exerciseSet(expecti), expecti, words('en')),
        step: latexDocument(forestOf(parsed.tree, s.trace, 5), 'standalone'),
      };
      for (const [name, tex] of Object.entries(docs)) {
        writeFileSync(join(dir, `${name}.tex`), tex);
        const r = spawnSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', `${name}.tex`], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
        expect(
          r.status,
          `${name}: ${r.stdout
            .split('\n')
            .filter((l) => l.startsWith('!'))
            .join('\n')}`,
        ).toBe(0);
      }
    },
    240_000,
  );
});

describe('tutor exercise (contract)', () => {
  const tutor = (args: string[], input?: string) => spawnSync(process.execPath, [TUTOR, ...args], { input, encoding: 'utf8', timeout: 60_000 });

  test('--json: {"exercises":[{"id","tree","answer":{"value","action","evaluated","pruned"}}]}, the same for the same seed', () => {
    const args = ['exercise', '--seed', '11', '--count', '3', '--difficulty', 'hard', '--algo', 'alphabeta', '--json'];
    const r = tutor(args);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { exercises: { id: string; tree: Node; answer: Record<string, unknown> }[] };
    expect(out.exercises).toHaveLength(3);
    for (const e of out.exercises) {
      expect(Object.keys(e)).toEqual(['id', 'tree', 'answer']);
      expect(Object.keys(e.answer)).toEqual(['value', 'action', 'evaluated', 'pruned']);
      expect(e.answer).toEqual(independentAlphaBeta(e.tree));
    }
    expect(tutor(args).stdout).toBe(r.stdout);
  });

  test('--format latex prints the sheet and its key; markdown is the default; bad options are usage errors', () => {
    const tex = tutor(['exercise', '--seed', '2', '--count', '4', '--format', 'latex', '--lang', 'es']);
    expect(tex.status).toBe(0);
    expect(forests(tex.stdout)).toHaveLength(8);
    expect(tex.stdout).toMatch(/^\\documentclass/);
    expect(tutor(['exercise', '--count', '2']).stdout).toMatch(/^# Adversarial search — exercises\n\nalpha-beta, medium · seed 1 · 2 exercises\n/);
    // --lang es: the sheet in Spanish, the algorithm as Spanish names it.
    const es = tutor(['exercise', '--count', '2', '--lang', 'es']).stdout;
    expect(es).toMatch(/^# Búsqueda con adversario — ejercicios\n\nalfa-beta, media · semilla 1 · 2 ejercicios\n/);
    expect(es).toContain('# Soluciones');
    expect(tex.stdout).toMatch(/^alfa-beta, media \\textperiodcentered\{\} semilla 2/m);
    for (const bad of [
      ['--count', '0'],
      ['--count', '41'],
      ['--seed', '-1'],
      ['--difficulty', 'extreme'],
      ['--algo', 'expectimax'],
      ['--format', 'pdf'],
    ]) {
      const r = tutor(['exercise', ...bad]);
      expect(r.status, bad.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/^tutor exercise: /);
    }
  });

  test('tutor search --format latex --step K: the tree at step K as the page draws it', () => {
    const tree = 'max(B:min(b1:3, b2:12, b3:8), C:min(c1:2, c2:4, c3:6))';
    const r = tutor(['search', '--tree', '-', '--algo', 'alphabeta', '--format', 'latex', '--step', '6'], tree);
    expect(r.status).toBe(0);
    expect(forests(r.stdout)).toHaveLength(1);
    expect(r.stdout).toMatch(/^\\documentclass\[border=6pt\]\{standalone\}/);
    expect(forests(r.stdout)[0]!.match(/, currentnode/g)).toHaveLength(1);
    const end = tutor(['search', '--tree', '-', '--algo', 'alphabeta', '--format', 'latex'], tree);
    expect(end.stdout).toContain('[{$3$}, maxnode');
    expect(end.stdout).toMatch(/c3, prunednode|leafname=\{c3\}, prunednode/);
    const far = tutor(['search', '--tree', '-', '--format', 'latex', '--step', '999'], tree);
    expect(far.status).toBe(2);
    expect(far.stderr).toMatch(/--step must be a whole number 0–\d+, not 999/);
    expect(tutor(['search', '--tree', '-', '--step', '3'], tree).status).toBe(2);
  });
});
