/**
 * Exercise sets (issue 14), in process: the same seed gives the same set; each
 * tree is of its difficulty; the keys agree with an alpha-beta, a minimax and
 * an expectiminimax written from AIMA's pseudocode, independently of the
 * tutor's searchers (tests/shared/exercise-trees.ts); the LaTeX has one
 * balanced `forest` per tree. That it compiles, and `tutor exercise`'s
 * contract, are in tests/integration/exercise.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { DIFFICULTIES, EXERCISE_ALGORITHMS, exerciseJson, exerciseSet, type ExerciseOptions } from '../../src/app/exercise.ts';
import { exerciseLatex, exerciseMarkdown } from '../../src/app/sheet.ts';
import { escape, forestOf } from '../../src/app/latex.ts';
import { searchTree, DEFAULT_REQUEST } from '../../src/app/tree-search.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { SPECIAL, exact, find, forests, height, independentAlphaBeta, kids, kinds, leaves, words, type Node } from '../shared/exercise-trees.ts';

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
    // Blank: leaves keep their values, every inner node a line for its value (issue 35) and lines for α and β, nothing is marked.
    for (const f of blank) {
      const inner = nodeLines(f).filter((l) => !/leafnode/.test(l));
      expect(inner.length).toBeGreaterThan(3);
      for (const line of inner) expect(line).toMatch(/^\[\{\\astblank\}, (max|min)node, .*abslots/);
      expect(f).not.toMatch(/\\le |\\ge |prunednode|\bcut\b|\bbest=|window=/);
    }
    let skipped = 0;
    for (const [k, f] of keyed.entries()) {
      const e = set[k]!;
      expect(f).toContain(`[{$${e.answer.value}$}, maxnode`);
      expect(f).toMatch(/window=\{\$\\alpha\{=\}/);
      expect(f.match(/, cut\b/g)).toHaveLength(e.answer.pruned.length);
      // The best move an arrow with its words, on the root's child it names, and nowhere else: not the cut's mark.
      const best = nodeLines(f).filter((l) => l.includes('best='));
      expect(best).toHaveLength(1);
      expect(best[0]).toContain(`name={${e.answer.action}}, best={best move}`);
      expect(best[0]).not.toMatch(/prunednode|\bcut\b/);
      // A node the search never visits has no α/β and no value: nothing empty to fill in on the key.
      for (const line of nodeLines(f).filter((l) => /(max|min)node.*prunednode/.test(l))) {
        skipped++;
        expect(line).toMatch(/^\[\{\}, /);
        expect(line).not.toMatch(/window=|abslots/);
      }
    }
    expect(skipped).toBeGreaterThan(0);
    expect(key).toContain(set[0]!.answer.evaluated.join(', '));
    // The key says which mark is which.
    expect(key).toContain("the best move is the arrow marked ``best move''; a cut is two short strokes across the branch");
    expect(sheet).toContain('cross out every branch that is cut with two short strokes across it');
  });

  /** A forest's node lines, each from its opening bracket. */
  const nodeLines = (f: string) => f.split('\n').flatMap((l) => (/^ *\[/.test(l) ? [l.trim()] : []));

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
});
