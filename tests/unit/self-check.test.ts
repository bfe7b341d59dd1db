/**
 * Self-check grading (src/app/self-check.ts) beyond the values
 * (tree-view.test.ts has those): α and β when a node is left, graded where
 * the student gave them, ±∞ included; a value given to a pruned node; the
 * answers' keys of α and β. On AIMA Figure 5.2 with alpha-beta: A = 3;
 * B = 3 (α −∞, β 3); C ≤ 2 (α 3, β +∞); D = 2 (α 3, β 5).
 */
import { describe, expect, test } from 'vitest';
import { grade, windowKey } from '../../src/app/self-check.ts';
import { loadFixtures, runTree } from './helpers.ts';
import { say } from '../../src/i18n/say.ts';
import { parseTree } from '../../src/games/tree/parse.ts';

const fig52 = loadFixtures().find((f) => f.name === 'aima-fig-5-2')!.tree;
const { trace } = runTree('alphabeta', fig52);
const values: [string, string][] = [
  ['A', '3'],
  ['B', '3'],
  ['C', '2'],
  ['D', '2'],
];
const cut = new Set(['C2', 'C3']);

describe('self-check: α and β', () => {
  test('right windows, ±∞ written in any of its ways, are right; missing ones are not graded', () => {
    const answers = new Map([
      ...values,
      [windowKey('α', 'B'), '-∞'],
      [windowKey('β', 'B'), '3'],
      [windowKey('α', 'C'), '3'],
      [windowKey('β', 'C'), 'inf'],
      [windowKey('α', 'D'), ' 3 '],
    ]);
    const g = grade(fig52, trace, answers, cut, true);
    expect(g.mistakes).toEqual([]);
    expect(['A', 'B', 'C', 'D'].map((id) => g.nodes.get(id))).toEqual(['ok', 'ok', 'ok', 'ok']);
  });

  test('a wrong or unreadable window is wrong, named by side, in both languages; without windows it is not graded', () => {
    const answers = new Map([...values, [windowKey('β', 'D'), '4'], [windowKey('α', 'B'), 'lots']]);
    const g = grade(fig52, trace, answers, cut, true);
    expect(g.mistakes.map((m) => say(m, 'en'))).toEqual(['B: α is −∞ when it is left, not "lots".', 'D: β is 5 when it is left, not 4.']);
    expect(say(g.mistakes[1]!, 'es')).not.toBe(say(g.mistakes[1]!, 'en'));
    expect(g.nodes.get('D')).toBe('wrong');
    expect(grade(fig52, trace, answers, cut, false).mistakes).toEqual([]);
  });

  test('the keys of α and β never collide with a node id', () => {
    expect(windowKey('α', 'B')).not.toBe('αB');
    expect(windowKey('α', 'B')).not.toBe(windowKey('β', 'B'));
  });
});

test('self-check: an inner node under a cut gets no value: a number there is wrong, a dash or nothing is right', () => {
  // Alpha-beta cuts at C after its first leaf (2 ≤ α = 3): E and the last leaf are skipped.
  const parsed = parseTree('A:max(B:min(3,12,8), C:min(2, E:max(4,6), 1))');
  if (!parsed.ok) throw new Error('the tree does not parse');
  const { trace: cutTrace } = runTree('alphabeta', parsed.tree);
  const answers: [string, string][] = [
    ['A', '3'],
    ['B', '3'],
    ['C', '≤ 2'],
  ];
  const marks = new Set(['E', '1.2']);
  for (const blank of [[], [['E', '—']], [['E', '-']]] as [string, string][][]) {
    expect(grade(parsed.tree, cutTrace, new Map([...answers, ...blank]), marks).mistakes).toEqual([]);
  }
  const g = grade(parsed.tree, cutTrace, new Map([...answers, ['E', '6']]), marks);
  expect(g.mistakes.map((m) => say(m, 'en'))).toEqual(['E is pruned: it gets no value.']);
  expect(g.nodes.get('E')).toBe('wrong');
});
