/**
 * The quiz opens on its first question (issue 35, src/app/quiz.ts
 * `firstQuestion`): from a search's start, the step after the root is
 * entered ("which node next?"), no click before it; from a step that asks
 * something, that step; past the last question, where it stands.
 */
import { expect, test } from 'vitest';
import { firstQuestion, questionAt } from '../../src/app/quiz.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { DEFAULT_REQUEST, searchTree } from '../../src/app/tree-search.ts';

// AIMA 3rd ed., Figure 5.2 (alpha-beta's example).
const AIMA = 'max(B:min(b1:3, b2:12, b3:8), C:min(c1:2, c2:4, c3:6), D:min(d1:14, d2:5, d3:2))';

function trace(algo: 'alphabeta' | 'minimax') {
  const p = parseTree(AIMA);
  if (!p.ok) throw new Error(JSON.stringify(p.error));
  return searchTree(p.tree, { ...DEFAULT_REQUEST, algo }).trace;
}

test.each(['alphabeta', 'minimax'] as const)('%s: from the start, step 1 asks which node comes next (B)', (algo) => {
  const t = trace(algo);
  expect(questionAt(t, 0, algo === 'alphabeta')).toBeNull();
  expect(firstQuestion(t, 0, algo === 'alphabeta')).toBe(1);
  expect(questionAt(t, 1, algo === 'alphabeta')).toMatchObject({ kind: 'next', answer: 'B' });
});

test('a step that asks something is where the quiz opens; one that does not goes on to the next that does', () => {
  const t = trace('alphabeta');
  for (let k = 0; k < t.length; k++) {
    const first = firstQuestion(t, k, true);
    if (questionAt(t, k, true) !== null) expect(first).toBe(k);
    else {
      expect(first).toBeGreaterThanOrEqual(k);
      for (let j = k; j < first; j++) expect(questionAt(t, j, true)).toBeNull();
      if (first !== k) expect(questionAt(t, first, true)).not.toBeNull();
    }
  }
  // The end of the search asks nothing: the quiz stays there.
  expect(firstQuestion(t, t.length, true)).toBe(t.length);
});
