/**
 * Classic bugs of students' searches, written here as code over a
 * StudentTree, judged on random game trees (src/student/verdict.ts, issue
 * 37): wherever a bug shows, the first divergence is explained as that kind
 * of mistake, and as no other. The records of each bug on AIMA Fig. 5.2,
 * with their words, are in student-verdict.test.ts.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { TreeNode } from '../../src/games/tree/tree.ts';
import type { StudentRecord } from '../../src/student/contract.ts';
import { referenceRecord, type ReferenceRecord } from '../../src/student/reference.ts';
import { StudentTree } from '../../src/student/tree-states.ts';
import { judge } from '../../src/student/verdict.ts';
import { alternatingTrees } from './arbitraries.ts';
import { aimaSearch, cs188Agent } from './student-submissions.ts';

interface Variant {
  /** All children generated before the first is searched. */
  eager?: boolean;
  prune?: boolean;
  /** At MIN, α ← max(α, v) where β ← min(β, v) is meant (the slip in the thesis's MIN-VALUE). */
  alphaAtMin?: boolean;
}

/** aima-python's alpha-beta in shape, with a bug switched on. */
function variant(t: StudentTree, o: Variant): StudentRecord {
  const children = (s: string): string[] | null => (o.eager === true ? t.actions(s).map((a) => t.successor(s, a)) : null);
  const child = (s: string, kids: string[] | null, a: string, i: number): string => kids?.[i] ?? t.successor(s, a);
  const maxValue = (s: string, alpha: number, beta: number): number => {
    if (t.isTerminal(s)) return t.value(s);
    const kids = children(s);
    let v = -Infinity;
    for (const [i, a] of t.actions(s).entries()) {
      v = Math.max(v, minValue(child(s, kids, a, i), alpha, beta));
      if (o.prune === true && v >= beta) return v;
      alpha = Math.max(alpha, v);
    }
    return v;
  };
  const minValue = (s: string, alpha: number, beta: number): number => {
    if (t.isTerminal(s)) return t.value(s);
    const kids = children(s);
    let v = Infinity;
    for (const [i, a] of t.actions(s).entries()) {
      v = Math.min(v, maxValue(child(s, kids, a, i), alpha, beta));
      if (o.prune === true && v <= alpha) return v;
      if (o.alphaAtMin === true) alpha = Math.max(alpha, v);
      else beta = Math.min(beta, v);
    }
    return v;
  };
  const kids = children(t.root);
  let best = -Infinity;
  let action: string | null = null;
  for (const [i, a] of t.actions(t.root).entries()) {
    const v = minValue(child(t.root, kids, a, i), best, Infinity);
    if (v > best) [best, action] = [v, a];
  }
  return t.record(action);
}

/** CS188's minimax with the depth counted in plies, not rounds (the "partial ply" bug). */
function pliesForRounds(t: StudentTree): StudentRecord {
  const agents = t.numAgents();
  const depth = t.rounds();
  const value = (s: string, agent: number, d: number): number => {
    if (t.isTerminal(s) || d === depth) return t.value(s);
    const vs = t.actions(s).map((a) => value(t.successor(s, a), (agent + 1) % agents, d + 1));
    return agent === 0 ? Math.max(...vs) : Math.min(...vs);
  };
  let best = -Infinity;
  let action: string | null = null;
  for (const a of t.actions(t.root)) {
    const v = value(t.successor(t.root, a), 1 % agents, 1);
    if (v > best) [best, action] = [v, a];
  }
  return t.record(action);
}

const reversed = (t: TreeNode): TreeNode => {
  const r = structuredClone(t);
  const flip = (n: TreeNode): void => {
    n.children = [...n.children].reverse();
    n.children.forEach(flip);
  };
  flip(r);
  return r;
};

const fresh = (t: TreeNode, rounds?: number): StudentTree => new StudentTree(t, { maxCalls: 100_000, ...(rounds === undefined ? {} : { rounds }) });
const aimaAb = (t: TreeNode): ReferenceRecord => referenceRecord(t, { algo: 'alphabeta', tie: 'aima', style: 'aima' });
const cs188Ab = (t: TreeNode): ReferenceRecord => referenceRecord(t, { algo: 'alphabeta', tie: 'cs188', style: 'cs188' });

/** Each bug: the reference it is judged against, the record it makes, and the explanations it may get. */
const BUGS: [name: string, reference: (t: TreeNode) => ReferenceRecord, run: (t: TreeNode) => StudentRecord, codes: string[]][] = [
  ['no pruning', aimaAb, (t) => variant(fresh(t), {}), ['student.pruned-visited', 'student.cut-missed-on-tie']],
  [
    'α raised at MIN',
    aimaAb,
    (t) => variant(fresh(t), { prune: true, alphaAtMin: true }),
    ['student.cut-wrong', 'student.pruned-visited', 'student.cut-missed-on-tie'],
  ],
  [
    'successors generated eagerly (minimax)',
    (t) => referenceRecord(t, { algo: 'minimax', tie: 'aima', style: 'aima' }),
    (t) => variant(fresh(t), { eager: true }),
    ['student.eager'],
  ],
  ['successors generated eagerly (alpha-beta)', aimaAb, (t) => variant(fresh(t), { eager: true, prune: true }), ['student.eager']],
  ['children reversed', aimaAb, (t) => variant(fresh(reversed(t)), { prune: true }), ['student.order']],
  ['CS188’s rule under AIMA’s (no cut on equality)', aimaAb, (t) => cs188Agent(fresh(t), 'alphabeta'), ['student.cut-missed-on-tie']],
  ['AIMA’s rule under CS188’s (a cut on equality)', cs188Ab, (t) => aimaSearch(fresh(t), 'alphabeta'), ['student.cut-on-tie']],
  [
    'depth in plies, not rounds',
    (t) => referenceRecord(t, { algo: 'minimax', tie: 'cs188', style: 'cs188', rounds: 1 }),
    (t) => pliesForRounds(fresh(t, 1)),
    ['student.evaluated-early'],
  ],
];

test.each(BUGS)('%s: wherever it shows, it is explained as such', (_, reference, run, codes) => {
  const seen = new Set<string>();
  fc.assert(
    fc.property(alternatingTrees, (t) => {
      const v = judge('t', t, reference(t), run(t), 0);
      if (v.divergence === null) return;
      seen.add(v.divergence.explanation.code);
      expect(codes).toContain(v.divergence.explanation.code);
    }),
    { numRuns: 300, seed: 37 },
  );
  // The bug showed on some of the trees.
  expect(seen.size).toBeGreaterThan(0);
});
