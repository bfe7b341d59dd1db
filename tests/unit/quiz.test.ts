/**
 * The predict-the-next-step quiz's questions and grading (src/app/quiz.ts),
 * on AIMA's Figure 5.5 tree (alpha-beta) and on a tree with chance.
 */
import { describe, expect, test } from 'vitest';
import { gradeAnswer, questionAt, readNumber, type Question } from '../../src/app/quiz.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { DEFAULT_REQUEST, searchTree } from '../../src/app/tree-search.ts';
import type { Algorithm } from '../../src/search/search.ts';

function trace(text: string, algo: Algorithm) {
  const p = parseTree(text);
  if (!p.ok) throw new Error(JSON.stringify(p.error));
  return searchTree(p.tree, { ...DEFAULT_REQUEST, algo }).trace;
}

const AIMA = 'max(B:min(b1:3, b2:12, b3:8), C:min(c1:2, c2:4, c3:6), D:min(d1:14, d2:5, d3:2))';

describe('quiz questions', () => {
  test('every step of an alpha-beta trace: entering asks which node (the answer among the choices), updates ask the value and the cut, bounds ask α and β', () => {
    const t = trace(AIMA, 'alphabeta');
    const asked: Question[] = [];
    for (let k = 0; k < t.length; k++) {
      const e = t.event(k);
      const q = questionAt(t, k, true);
      if (e.type === 'enter' && e.parent !== null) {
        expect(q?.kind).toBe('next');
        if (q?.kind === 'next') {
          expect(q.answer).toBe(e.node);
          expect(q.choices).toContain(e.node);
          // Grading: the right node is right, another is wrong.
          expect(gradeAnswer(q, { node: e.node })).toEqual({ node: true });
          const other = q.choices.find((c) => c !== e.node);
          if (other !== undefined) expect(gradeAnswer(q, { node: other })).toEqual({ node: false });
        }
      } else if (e.type === 'update') {
        expect(q).toMatchObject({ kind: 'value', node: e.node, answer: e.value });
        const next = t.event(k + 1);
        expect(q).toMatchObject({ prune: next.type === 'prune' && next.node === e.node });
      } else if (e.type === 'bound') {
        expect(q?.kind).toBe('window');
      } else expect(q).toBeNull();
      if (q !== null) asked.push(q);
    }
    // AIMA Fig. 5.5: C cuts after c1 (2 ≤ α = 3), D does not cut until d3.
    const cuts = asked.filter((q) => q.kind === 'value' && q.prune === true).map((q) => (q.kind === 'value' ? q.node : ''));
    expect(cuts).toEqual(['C']);
    // The window after the root's first update: α = 3, β = +∞.
    const first = asked.find((q) => q.kind === 'window' && q.node === '');
    expect(first).toEqual({ kind: 'window', node: '', alpha: 3, beta: Infinity });
    expect(gradeAnswer(first!, { alpha: '3', beta: '∞' })).toEqual({ alpha: true, beta: true });
    expect(gradeAnswer(first!, { alpha: '3', beta: '3' })).toEqual({ alpha: true, beta: false });
  });

  test('the first step after the root asks for the root’s first child; minimax asks no cut', () => {
    const t = trace(AIMA, 'minimax');
    expect(questionAt(t, 0, false)).toBeNull();
    expect(questionAt(t, 1, false)).toEqual({ kind: 'next', choices: ['B', 'C', 'D'], answer: 'B' });
    const update = [...Array(t.length).keys()].map((k) => questionAt(t, k, false)).find((q) => q?.kind === 'value');
    expect(update).toMatchObject({ prune: null });
    expect(gradeAnswer(update!, { value: '3' })).toEqual({ value: true });
  });

  test('a chance node’s average is asked, and graded with decimals either way', () => {
    const t = trace('max(chance(0.5: 3, 0.5: 8), chance(0.3: 2, 0.7: 10))', 'expectiminimax');
    const averages = [...Array(t.length).keys()].map((k) => questionAt(t, k, false)).filter((q) => q?.kind === 'average');
    expect(averages.map((q) => (q?.kind === 'average' ? q.answer : NaN))).toEqual([5.5, 0.3 * 2 + 0.7 * 10]);
    expect(gradeAnswer(averages[0]!, { value: '5,5' })).toEqual({ value: true });
    expect(gradeAnswer(averages[1]!, { value: '7.6' })).toEqual({ value: true });
    expect(gradeAnswer(averages[1]!, { value: '7.5' })).toEqual({ value: false });
  });

  test('numbers as students type them', () => {
    expect(readNumber(' 3 ')).toBe(3);
    expect(readNumber('−2')).toBe(-2);
    expect(readNumber('2,5')).toBe(2.5);
    expect(readNumber('inf')).toBe(Infinity);
    expect(readNumber('-∞')).toBe(-Infinity);
    expect(readNumber('+∞')).toBe(Infinity);
    for (const bad of ['', 'x', '1e3', '3-', '--1', undefined]) expect(readNumber(bad)).toBeNull();
  });
});
