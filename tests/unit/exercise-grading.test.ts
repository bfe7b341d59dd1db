/**
 * Exercises that grade what they ask (issue 24), in process: the key of every
 * field — each inner node's value and, for alpha-beta, its α and β as it
 * returns — against an alpha-beta written here from AIMA's pseudocode (Fig.
 * 5.7) that notes each node's window when it returns, on the textbook trees
 * and on generated sets; each field graded on its own, retried after a
 * correction; answers shown only when asked; the first mistake explained by
 * the narration of the step where the search settles it.
 */
import { describe, expect, test } from 'vitest';
import { exerciseSet, type Answer, type ExerciseAlgorithm } from '../../src/app/exercise.ts';
import { exerciseKey, explainingEvent, fieldKey, gradeField, type ExerciseKey, type FieldKey } from '../../src/app/exercise-grade.ts';
import { NO_ATTEMPT, check, enter, firstWrong, reveal, score } from '../../src/app/exercise-attempt.ts';
import { DEFAULT_REQUEST, searchTree } from '../../src/app/tree-search.ts';
import { narrate } from '../../src/trace/narrate.ts';
import { walkTree, type TreeNode } from '../../src/games/tree/tree.ts';
import { say } from '../../src/i18n/say.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { loadFixtures } from './helpers.ts';

interface Window {
  value: number;
  alpha: number;
  beta: number;
}

/**
 * AIMA's ALPHA-BETA-SEARCH (Fig. 5.7), MAX-VALUE and MIN-VALUE as printed,
 * α carried across the root's moves; each inner node's v, α and β noted when
 * it returns (a cutoff returns before updating its window).
 */
function windowsByHand(root: TreeNode): Map<string, Window> {
  const at = new Map<string, Window>();
  const visit = (n: TreeNode, alpha: number, beta: number): number => {
    if (n.kind === 'leaf') return n.value;
    const max = n.kind === 'max';
    let v = max ? -Infinity : Infinity;
    for (const c of n.children) {
      const cv = visit(c, alpha, beta);
      if (max) {
        v = Math.max(v, cv);
        if (v >= beta) break;
        alpha = Math.max(alpha, v);
      } else {
        v = Math.min(v, cv);
        if (v <= alpha) break;
        beta = Math.min(beta, v);
      }
    }
    at.set(n.id, { value: v, alpha, beta });
    return v;
  };
  visit(root, -Infinity, Infinity);
  return at;
}

function keyOf(tree: TreeNode, algo: ExerciseAlgorithm): ExerciseKey {
  const s = searchTree(tree, { ...DEFAULT_REQUEST, algo });
  const { value, action, evaluated, pruned } = s.json;
  const answer: Answer = { value: value!, action: action!, evaluated, pruned };
  return exerciseKey(tree, s.trace, answer, algo);
}

const fixtures = loadFixtures();
const fig52 = fixtures.find((f) => f.name === 'aima-fig-5-2')!.tree;

describe('the key: α and β at each node as it returns', () => {
  // Russell & Norvig, AIMA 3rd ed., Fig. 5.2/5.5 (the thesis's Ilustración 3), worked by hand.
  test('AIMA Fig. 5.2: A 3 (α 3, β +∞); B 3 (α −∞, β 3); C ≤ 2 (α 3, β +∞: it cuts before updating β); D 2 (α 3, β 5)', () => {
    const key = keyOf(fig52, 'alphabeta');
    const shown = key.nodes.map((n) => [n.id, n.value, n.certainty, n.alpha, n.beta]);
    expect(shown).toEqual([
      ['A', 3, 'exact', 3, Infinity],
      ['B', 3, 'exact', -Infinity, 3],
      ['C', 2, 'atMost', 3, Infinity],
      ['D', 2, 'exact', 3, 5],
    ]);
    // Every visited inner node's value, α and β are asked, then the move, the leaves and the cuts.
    expect(key.asked).toEqual([...['A', 'B', 'C', 'D'].flatMap((id) => ['value', 'alpha', 'beta'].map((f) => `${f}:${id}`)), 'action', 'evaluated', 'pruned']);
  });

  const alphabetaTrees = fixtures.filter((f) => f.expected.some((e) => e.algo === 'alphabeta') && [...walkTree(f.tree)].every((n) => n.kind !== 'chance'));
  test.each(alphabetaTrees.map((f) => [f.name, f.tree] as const))(
    '%s: every visited inner node’s value, α and β are the independent alpha-beta’s; the skipped ones have none',
    (_, tree) => {
      const key = keyOf(tree, 'alphabeta');
      const hand = windowsByHand(tree);
      for (const n of key.nodes) {
        const w = hand.get(n.id);
        expect(n.visited, n.id).toBe(w !== undefined);
        if (w === undefined) {
          expect(gradeField(key, fieldKey('value', n.id), '3')).toBe('wrong');
          expect(gradeField(key, fieldKey('value', n.id), '—')).toBe('ok');
          continue;
        }
        expect([n.value, n.alpha, n.beta], n.id).toEqual([w.value, w.alpha, w.beta]);
        expect(gradeField(key, fieldKey('alpha', n.id), String(w.alpha))).toBe('ok');
        expect(gradeField(key, fieldKey('beta', n.id), w.beta === Infinity ? '+∞' : String(w.beta))).toBe('ok');
      }
    },
  );

  test.each([1, 2, 3, 4, 5])('generated hard alpha-beta sets (seed %i): every field of the key is the independent alpha-beta’s', (seed) => {
    for (const e of exerciseSet({ seed, count: 3, difficulty: 'hard', algo: 'alphabeta' })) {
      const key = exerciseKey(e.tree, e.search.trace, e.answer, 'alphabeta');
      const hand = windowsByHand(e.tree);
      expect(key.nodes.filter((n) => n.visited).map((n) => n.id)).toEqual(
        [...hand.keys()].filter((id) => key.nodes.some((n) => n.id === id)).sort((a, b) => order(e.tree, a) - order(e.tree, b)),
      );
      for (const n of key.nodes.filter((x) => x.visited))
        expect([n.value, n.alpha, n.beta], `${e.id} ${n.id}`).toEqual([hand.get(n.id)!.value, hand.get(n.id)!.alpha, hand.get(n.id)!.beta]);
    }
  });

  test('minimax and expectiminimax ask each inner node’s value only', () => {
    const [mm] = exerciseSet({ seed: 4, count: 1, difficulty: 'medium', algo: 'minimax' });
    const key = exerciseKey(mm!.tree, mm!.search.trace, mm!.answer, 'minimax');
    expect(key.asked.filter((f) => f.includes(':')).every((f) => f.startsWith('value:'))).toBe(true);
    expect(key.asked.slice(-2)).toEqual(['action', 'evaluated']);
    const [em] = exerciseSet({ seed: 4, count: 1, difficulty: 'hard', algo: 'expectiminimax' });
    const ek = exerciseKey(em!.tree, em!.search.trace, em!.answer, 'expectiminimax');
    const chance = ek.nodes.find((n) => n.kind === 'chance')!;
    expect(gradeField(ek, fieldKey('value', chance.id), String(chance.value))).toBe('ok');
    expect(gradeField(ek, fieldKey('value', chance.id), String(chance.value + 0.5))).toBe('wrong');
  });
});

function order(tree: TreeNode, id: string): number {
  return [...walkTree(tree)].findIndex((n) => n.id === id);
}

describe('grading field by field', () => {
  const key = keyOf(fig52, 'alphabeta');

  test('values by their number, with or without the bound’s sign; ±∞ in any of its ways; lists in order (leaves) or in any order (cuts)', () => {
    const cases: [FieldKey, string, 'ok' | 'wrong' | null][] = [
      ['value:C', '2', 'ok'],
      ['value:C', '≤ 2', 'ok'],
      ['value:C', '<=2', 'ok'],
      ['value:C', '3', 'wrong'],
      ['value:C', '', null],
      ['beta:C', 'inf', 'ok'],
      ['beta:C', '2', 'wrong'],
      ['alpha:B', '−∞', 'ok'],
      ['alpha:B', '-infinity', 'ok'],
      ['beta:D', '5', 'ok'],
      ['beta:D', '2', 'wrong'],
      ['alpha:A', 'lots', 'wrong'],
      ['action', 'B', 'ok'],
      ['action', 'C', 'wrong'],
      ['evaluated', 'B1, B2, B3, C1, D1, D2, D3', 'ok'],
      ['evaluated', 'B1 B2 B3 C1 C2 D1 D2 D3', 'wrong'],
      ['pruned', 'C3 C2', 'ok'],
      ['pruned', 'C2', 'wrong'],
    ];
    for (const [field, text, verdict] of cases) expect(gradeField(key, field, text), `${field} ${JSON.stringify(text)}`).toBe(verdict);
  });

  test('a wrong field is marked wrong, corrected and checked again (a retry); a right one keeps its verdict; a blank one is not graded', () => {
    let a = enter(NO_ATTEMPT, 'beta:C', '2');
    a = enter(a, 'value:B', '3');
    a = check(a, key, key.asked);
    expect(a.verdicts.get('beta:C')).toBe('wrong');
    expect(a.verdicts.get('value:B')).toBe('ok');
    expect(a.verdicts.has('alpha:C')).toBe(false);
    expect(score(a, key)).toMatchObject({ asked: 15, right: 1, wrong: 1, shown: 0, todo: 13 });
    // Correcting the field takes its verdict away until it is checked again.
    a = enter(a, 'beta:C', '+∞');
    expect(a.verdicts.has('beta:C')).toBe(false);
    a = check(a, key, ['beta:C', 'value:B']);
    expect(a.verdicts.get('beta:C')).toBe('ok');
    expect(a.tries.get('beta:C')).toBe(2);
    // value:B was not changed: not graded again.
    expect(a.tries.get('value:B')).toBe(1);
    // The same text typed again changes nothing.
    expect(enter(a, 'beta:C', '+∞')).toBe(a);
  });

  test('answers are shown only when asked: a field shown is graded no more and counts as shown', () => {
    let a = enter(NO_ATTEMPT, 'alpha:D', '9');
    a = check(a, key, key.asked);
    expect(a.verdicts.get('alpha:D')).toBe('wrong');
    expect(a.revealed.size).toBe(0);
    a = reveal(a, ['alpha:D']);
    expect(a.revealed.has('alpha:D')).toBe(true);
    expect(a.verdicts.has('alpha:D')).toBe(false);
    a = check(enter(a, 'alpha:D', '3'), key, key.asked);
    expect(a.verdicts.has('alpha:D')).toBe(false);
    expect(score(a, key)).toMatchObject({ shown: 1, right: 0, wrong: 0 });
    // The whole exercise.
    const all = reveal(a, key.asked);
    expect(score(all, key)).toMatchObject({ shown: key.asked.length, todo: 0 });
  });

  test('a value typed where the search never goes is wrong, though not asked', () => {
    const cut = keyOf(parse('A:max(B:min(3,12,8), C:min(2, E:max(4,6), 1))'), 'alphabeta');
    expect(cut.asked.some((f) => f.endsWith(':E'))).toBe(false);
    const a = check(enter(NO_ATTEMPT, 'value:E', '6'), cut, ['value:E']);
    expect(a.verdicts.get('value:E')).toBe('wrong');
    expect(score(a, cut).wrong).toBe(1);
    // Explained by the cut that skips it.
    const first = firstWrong(a, cut)!;
    expect(say(narrate(cut.trace, first.event), 'en')).toMatch(/C ≤ 2 ≤ α = 3: .*pruned/);
  });
});

describe('the first mistake, explained by the narration of its step', () => {
  const key = keyOf(fig52, 'alphabeta');
  const explain = (field: FieldKey, text: string) => say(narrate(key.trace, explainingEvent(key, field, text)), 'en');

  test('each field’s step: a value at its last update, α or β at its last change or on entry, the move at the root’s last update, a leaf at its evaluation or its cut', () => {
    expect(explain('value:B', '12')).toBe('B1 = 3, so B ≤ 3.');
    expect(explain('beta:B', '8')).toBe('β = 3 at B: MIN can hold MAX to at most 3 here.');
    expect(explain('beta:C', '2')).toBe('Enter C (MIN), with α = 3, β = +∞.');
    expect(explain('beta:D', '2')).toBe('β = 5 at D: MIN can hold MAX to at most 5 here.');
    expect(explain('alpha:A', '2')).toBe('α = 3 at A: MAX is sure of at least 3 here.');
    expect(explain('action', 'D')).toBe('B = 3, so A ≥ 3.');
    expect(explain('evaluated', 'B1, B2, B3, C1, C2')).toMatch(/C's remaining children \(C2, C3\) are pruned/);
    expect(explain('evaluated', 'B1, B3')).toBe('B2 is terminal: its utility is 12.');
    expect(explain('pruned', 'C2')).toMatch(/remaining children \(C2, C3\)/);
    expect(explain('pruned', 'C2 C3 D3')).toBe('D3 is terminal: its utility is 2.');
  });

  test('of several wrong fields, the one the search meets first; in both languages', () => {
    let a = NO_ATTEMPT;
    for (const [f, t] of [
      ['beta:D', '2'],
      ['beta:C', '2'],
      ['value:B', '3'],
      ['alpha:B', '3'],
    ] as const)
      a = enter(a, f, t);
    a = check(a, key, key.asked);
    const first = firstWrong(a, key)!;
    expect(first.field).toBe('alpha:B');
    expect(say(narrate(key.trace, first.event), 'en')).toBe('Enter B (MIN), with α = −∞, β = +∞.');
    expect(say(narrate(key.trace, first.event), 'es')).toBe('Se entra en B (MIN), con α = −∞, β = +∞.');
    expect(firstWrong(check(enter(NO_ATTEMPT, 'value:A', '3'), key, key.asked), key)).toBeNull();
  });
});

function parse(text: string): TreeNode {
  const parsed = parseTree(text);
  if (!parsed.ok) throw new Error(`the tree does not parse: ${text}`);
  return parsed.tree;
}
