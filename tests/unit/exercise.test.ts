/**
 * Exercise sets (issue 14): the same seed gives the same set; each tree is of
 * its difficulty; the keys agree with an alpha-beta, a minimax and an
 * expectiminimax written here from AIMA's pseudocode, independently of the
 * tutor's searchers; the LaTeX has one balanced `forest` per tree and
 * compiles where a TeX is installed; `tutor exercise` keeps its contract.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DIFFICULTIES, EXERCISE_ALGORITHMS, exerciseJson, exerciseSet, type ExerciseOptions } from '../../src/app/exercise.ts';
import { exerciseLatex, exerciseMarkdown, type Words } from '../../src/app/sheet.ts';
import { exerciseText } from '../../src/i18n/exercise.ts';

const words = (lang: 'en' | 'es'): Words => (key, params) => exerciseText(lang, key, params);
import { escape, forestOf, latexDocument } from '../../src/app/latex.ts';
import { searchTree, DEFAULT_REQUEST } from '../../src/app/tree-search.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import type { CanonicalTree } from '../../src/games/tree/tree.ts';

const TUTOR = join(import.meta.dirname, '../../build/cli/tutor.mjs');

type Node = CanonicalTree & { id?: string };
const kids = (n: Node): Node[] => ('children' in n ? (n.children as Node[]) : []);

/** AIMA's ALPHA-BETA-SEARCH (cut when v ≥ β at MAX, v ≤ α at MIN), α carried across the root's moves. */
function independentAlphaBeta(root: Node): { value: number; action: string; evaluated: string[]; pruned: string[] } {
  const evaluated: string[] = [];
  const pruned: string[] = [];
  const value = (n: Node, alpha: number, beta: number): number => {
    if (!('children' in n)) {
      evaluated.push(n.id!);
      return n.value;
    }
    const max = n.kind === 'max';
    let v = max ? -Infinity : Infinity;
    const children = kids(n);
    for (let i = 0; i < children.length; i++) {
      const c = value(children[i]!, alpha, beta);
      if (max) {
        v = Math.max(v, c);
        if (v >= beta) return cut(children, i, v);
        alpha = Math.max(alpha, v);
      } else {
        v = Math.min(v, c);
        if (v <= alpha) return cut(children, i, v);
        beta = Math.min(beta, v);
      }
    }
    return v;
  };
  const cut = (children: Node[], i: number, v: number): number => {
    for (const s of children.slice(i + 1)) pruned.push(s.id!);
    return v;
  };
  let best = -Infinity;
  let action = '';
  for (const c of kids(root)) {
    const v = value(c, best, Infinity);
    if (v > best) {
      best = v;
      action = c.id!;
    }
  }
  return { value: best, action, evaluated, pruned };
}

/** Minimax or expectiminimax values, straight from the definitions. */
function exact(n: Node): number {
  if (!('children' in n)) return n.value;
  const values = kids(n).map(exact);
  if (n.kind === 'max') return Math.max(...values);
  if (n.kind === 'min') return Math.min(...values);
  return kids(n).reduce((s, c, i) => s + (c.p ?? 0) * values[i]!, 0);
}

function height(n: Node): number {
  return 'children' in n ? 1 + Math.max(...kids(n).map(height)) : 0;
}
function leaves(n: Node): Node[] {
  return 'children' in n ? kids(n).flatMap(leaves) : [n];
}
function find(n: Node, id: string): Node | undefined {
  if (n.id === id) return n;
  for (const c of kids(n)) {
    const f = find(c, id);
    if (f) return f;
  }
  return undefined;
}
function kinds(n: Node, into = new Set<string>()): Set<string> {
  if ('children' in n) {
    into.add(n.kind);
    kids(n).forEach((c) => kinds(c, into));
  }
  return into;
}

describe('exercise sets', () => {
  test('the same seed gives the same set; another seed another', () => {
    for (const algo of EXERCISE_ALGORITHMS) {
      for (const difficulty of DIFFICULTIES) {
        const options = { seed: 42, count: 4, difficulty, algo };
        const a = JSON.stringify(exerciseSet(options).map(exerciseJson));
        expect(JSON.stringify(exerciseSet(options).map(exerciseJson))).toBe(a);
        expect(JSON.stringify(exerciseSet({ ...options, seed: 43 }).map(exerciseJson))).not.toBe(a);
      }
    }
  });

  test('hard alpha-beta keys match an independent alpha-beta, with at least 2 pruned leaves and 4 plies', () => {
    for (let seed = 0; seed < 40; seed++) {
      for (const e of exerciseSet({ seed, count: 2, difficulty: 'hard', algo: 'alphabeta' }).map(exerciseJson)) {
        const tree = e.tree as Node;
        expect(e.answer, e.id).toEqual(independentAlphaBeta(tree));
        expect(height(tree)).toBe(4);
        expect(e.answer.pruned.reduce((n, id) => n + leaves(find(tree, id)!).length, 0)).toBeGreaterThanOrEqual(2);
        expect(e.answer.value).toBe(exact(tree));
      }
    }
  });

  test('each difficulty has its shape; every tree has one best move; keys agree with the definitions', () => {
    for (const algo of EXERCISE_ALGORITHMS) {
      for (const difficulty of DIFFICULTIES) {
        for (const e of exerciseSet({ seed: 5, count: 6, difficulty, algo }).map(exerciseJson)) {
          const tree = e.tree as Node;
          const h = height(tree);
          if (difficulty === 'easy') expect([2, 3]).toContain(h);
          else expect(h).toBe(difficulty === 'medium' ? 3 : 4);
          expect(leaves(tree).length).toBeLessThanOrEqual({ easy: 9, medium: 18, hard: 24 }[difficulty]);
          // One best move: the key's action is the only root child with the root's value.
          const values = kids(tree).map(exact);
          expect(values.filter((v) => Math.abs(v - e.answer.value) < 1e-9)).toHaveLength(1);
          expect(kids(tree)[values.indexOf(Math.max(...values))]!.id).toBe(e.answer.action);
          expect(e.answer.value).toBeCloseTo(exact(tree), 9);
          if (algo === 'alphabeta') {
            if (difficulty === 'easy') expect(e.answer.pruned.length).toBeGreaterThanOrEqual(1);
            if (difficulty === 'easy') expect(e.answer.pruned.length).toBeLessThanOrEqual(2);
            if (difficulty === 'medium') expect(e.answer.pruned.length).toBeGreaterThanOrEqual(1);
          } else {
            expect(e.answer.pruned).toEqual([]);
            expect(e.answer.evaluated).toEqual(leaves(tree).map((l) => l.id));
          }
          if (algo === 'expectiminimax' && difficulty === 'hard') expect([...kinds(tree)].sort()).toEqual(['chance', 'max', 'min']);
          if (algo !== 'expectiminimax') expect(kinds(tree).has('chance')).toBe(false);
        }
      }
    }
  });

  test('node names are the textbook’s: inner nodes A, B, C… level by level, leaves by parent and place', () => {
    const [e] = exerciseSet({ seed: 1, count: 1, difficulty: 'easy', algo: 'minimax' }).map(exerciseJson);
    const tree = e!.tree as Node;
    expect(tree.id).toBe('A');
    expect(kids(tree).map((c) => c.id)).toEqual(['B', 'C', 'D'].slice(0, kids(tree).length));
    const firstLeaf = leaves(tree)[0]!;
    expect(firstLeaf.id).toMatch(/^[a-z]+1$/);
  });
});

/** The `forest` environments of a LaTeX text, each checked for balanced brackets and braces. */
function forests(tex: string): string[] {
  const found = tex.match(/\\begin\{forest\}[\s\S]*?\\end\{forest\}/g) ?? [];
  for (const f of found) {
    let brackets = 0;
    let braces = 0;
    for (let i = 0; i < f.length; i++) {
      const c = f[i];
      if (c === '\\') {
        i++; // an escaped character (\{, \}, \\) counts for nothing
        continue;
      }
      if (c === '{') braces++;
      else if (c === '}') braces--;
      else if (braces === 0 && (c === '[' || c === ']')) brackets += c === '[' ? 1 : -1;
      expect(braces).toBeGreaterThanOrEqual(0);
      expect(brackets).toBeGreaterThanOrEqual(0);
    }
    expect(braces).toBe(0);
    expect(brackets).toBe(0);
  }
  return found;
}

/** Ids with every character LaTeX treats specially (canonical JSON takes any id). */
const SPECIAL = JSON.stringify({
  id: 'a_1#',
  kind: 'max',
  children: [
    { id: 'b&{}', kind: 'min', children: [{ id: 'x%', value: 3 }, { id: 'y$', value: -2 }] },
    { id: 'c~^[', kind: 'min', children: [{ id: 'd\\e]', value: 1 }, { id: 'e', value: 4 }] },
  ],
});

describe('LaTeX', () => {
  const options: ExerciseOptions = { seed: 3, count: 3, difficulty: 'hard', algo: 'alphabeta' };
  const set = exerciseSet(options);

  test('the sheet has one balanced forest per exercise, blank; the key one per exercise, with values, α/β and cuts', () => {
    const tex = exerciseLatex(set, options, words('en'));
    const [sheet, key] = tex.split('\\newpage');
    const blank = forests(sheet!);
    const keyed = forests(key!);
    expect(blank).toHaveLength(3);
    expect(keyed).toHaveLength(3);
    // Blank: leaves keep their values, inner nodes have none, nothing is marked.
    for (const f of blank) {
      expect(f).toMatch(/\[\{\}, maxnode/);
      expect(f).not.toMatch(/\\le |\\ge |prunednode|\bcut\b|window=/);
    }
    for (const [k, f] of keyed.entries()) {
      expect(f).toContain(`[{$${set[k]!.answer.value}$}, maxnode`);
      expect(f).toMatch(/window=\{\$\\alpha\{=\}/);
      expect(f.match(/, cut\b/g)).toHaveLength(set[k]!.answer.pruned.length);
    }
    expect(key).toContain(set[0]!.answer.evaluated.join(', '));
  });

  test('names and values are escaped: a tree with LaTeX’s special characters in its ids', () => {
    const parsed = parseTree(SPECIAL);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const s = searchTree(parsed.tree, { ...DEFAULT_REQUEST, algo: 'alphabeta' });
    const f = forests(forestOf(parsed.tree, s.trace, s.trace.length))[0]!;
    expect(f).toContain('a\\_1\\#');
    expect(f).toContain('b\\&\\{\\}');
    expect(f).toContain('{$-2$}');
    expect(escape('[x]')).toBe('{[}x{]}');
  });

  test('markdown: each tree in compact notation that parses back to the same tree, then the key', () => {
    const md = exerciseMarkdown(set, options, words('es'));
    const blocks = [...md.matchAll(/```text\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(blocks).toHaveLength(3);
    blocks.forEach((b, k) => {
      const p = parseTree(b);
      expect(p.ok && JSON.stringify(exerciseJson({ ...set[k]!, tree: p.tree }).tree)).toBe(JSON.stringify(exerciseJson(set[k]!).tree));
    });
    expect(md).toContain('# Soluciones');
  });

  const pdflatex = spawnSync('pdflatex', ['--version']).status === 0;
  test.skipIf(!pdflatex)('the sheet and a step compile with pdflatex (where a TeX is installed)', () => {
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
      expect(r.status, `${name}: ${r.stdout.split('\n').filter((l) => l.startsWith('!')).join('\n')}`).toBe(0);
    }
  }, 240_000);
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
    expect(tutor(['exercise', '--count', '2']).stdout).toMatch(/^# Adversarial search — exercises/);
    for (const bad of [['--count', '0'], ['--count', '41'], ['--seed', '-1'], ['--difficulty', 'extreme'], ['--algo', 'expectimax'], ['--format', 'pdf']]) {
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
