/**
 * The quiz beside the tree (issue 24, src/app/quiz.ts): the session's score
 * and streak, read back strictly from what the tab kept, and where the quiz
 * goes after an explanation (the next question, or a step with nothing to
 * predict shown and explained), on AIMA's Figure 5.5 tree (alpha-beta).
 */
import { describe, expect, test } from 'vitest';
import { NO_SCORE, afterExplained, questionAt, readScore, scoreAfter } from '../../src/app/quiz.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { DEFAULT_REQUEST, searchTree } from '../../src/app/tree-search.ts';

const AIMA = 'max(B:min(b1:3, b2:12, b3:8), C:min(c1:2, c2:4, c3:6), D:min(d1:14, d2:5, d3:2))';

function trace() {
  const p = parseTree(AIMA);
  if (!p.ok) throw new Error(JSON.stringify(p.error));
  return searchTree(p.tree, { ...DEFAULT_REQUEST, algo: 'alphabeta' }).trace;
}

describe('score and streak', () => {
  test('right answers build the streak, a wrong one ends it; the best streak stays', () => {
    let s = NO_SCORE;
    for (const ok of [true, true, false, true, true, true, false]) s = scoreAfter(s, ok);
    expect(s).toEqual({ right: 5, asked: 7, streak: 0, best: 3 });
    expect(scoreAfter(s, true)).toEqual({ right: 6, asked: 8, streak: 1, best: 3 });
  });

  test('what the tab kept is read back as it was written', () => {
    const s = scoreAfter(scoreAfter(NO_SCORE, true), true);
    expect(readScore(JSON.stringify(s))).toEqual(s);
  });

  test.each([
    ['nothing kept', null],
    ['not JSON', '{right:1'],
    ['not an object', '[1,2,3,4]'],
    ['a number', '7'],
    ['a field missing', '{"right":1,"asked":2,"streak":1}'],
    ['a negative', '{"right":-1,"asked":2,"streak":0,"best":0}'],
    ['a fraction', '{"right":1.5,"asked":2,"streak":0,"best":0}'],
    ['a string', '{"right":"1","asked":2,"streak":0,"best":0}'],
    ['more right than asked', '{"right":3,"asked":2,"streak":0,"best":0}'],
    ['a streak over the best', '{"right":2,"asked":2,"streak":2,"best":1}'],
    ['a best over the right answers', '{"right":1,"asked":3,"streak":0,"best":2}'],
  ])('%s: the score starts again at 0', (_, text) => {
    expect(readScore(text)).toEqual(NO_SCORE);
  });
});

describe('after an explanation', () => {
  test('a question comes next where the next step asks one; else the next step is shown and explained', () => {
    const t = trace();
    for (let k = 0; k < t.length - 1; k++) {
      const next = afterExplained(t, k, true);
      expect(next).toEqual(questionAt(t, k + 1, true) === null ? { explain: k + 1 } : { ask: k + 1 });
    }
    // After the last event: the search is over.
    expect(afterExplained(t, t.length - 1, true)).toBeNull();
  });

  test('the root entered (step 0) is explained, then the first question is which node comes next', () => {
    const t = trace();
    expect(questionAt(t, 0, true)).toBeNull();
    expect(afterExplained(t, 0, true)).toEqual({ ask: 1 });
    expect(questionAt(t, 1, true)).toMatchObject({ kind: 'next', answer: 'B' });
  });
});
