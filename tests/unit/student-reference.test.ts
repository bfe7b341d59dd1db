/**
 * What a correct submission records (src/student/reference.ts, issue 37):
 * the project's searcher, traced in a student's terms. Known answers on AIMA
 * Fig. 5.2 for minimax and alpha-beta under both tie rules; a tree of ours
 * where CS188's rule (no cut on equality) and AIMA's part; CS188's depth in
 * rounds; and, on random trees, the same record as independent submissions
 * written the CS188 way and the aima-python way (tests/unit/student-submissions.ts).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseTree } from '../../src/games/tree/parse.ts';
import { walkTree, type TreeNode } from '../../src/games/tree/tree.ts';
import { referenceRecord } from '../../src/student/reference.ts';
import { StudentTree, cs188Agents } from '../../src/student/tree-states.ts';
import type { StudentEvent } from '../../src/student/contract.ts';
import { say } from '../../src/i18n/say.ts';
import { alternatingTrees, chanceTrees } from './arbitraries.ts';
import { loadFixtures } from './helpers.ts';
import { aimaSearch, cs188Agent } from './student-submissions.ts';

const tree = (text: string): TreeNode => {
  const r = parseTree(text);
  if (!r.ok) throw new Error(`${text}: ${say(r.error.reason, 'en')}`);
  return r.tree;
};

const fig52 = loadFixtures().find((f) => f.name === 'aima-fig-5-2')!.tree;

/** Events written short: `+B` generates B, `=B1` evaluates B1. */
const short = (events: StudentEvent[]): string => events.map((e) => `${e.type === 'generate' ? '+' : '='}${e.node}`).join(' ');

describe('AIMA Fig. 5.2', () => {
  test('minimax generates every node below the root in order, each leaf evaluated after it is generated, and chooses B', () => {
    const r = referenceRecord(fig52, { algo: 'minimax', tie: 'aima', style: 'aima' });
    expect(short(r.events)).toBe('+B +B1 =B1 +B2 =B2 +B3 =B3 +C +C1 =C1 +C2 =C2 +C3 =C3 +D +D1 =D1 +D2 =D2 +D3 =D3');
    expect(r.action).toBe('B');
    expect(r.value).toBe(3);
    expect(r.cuts).toEqual([]);
  });

  test.each(['aima', 'cs188'] as const)('alpha-beta (%s’s tie rule) prunes C2 and C3: at C, v = 2 ≤ α = 3 after C1', (tie) => {
    const r = referenceRecord(fig52, { algo: 'alphabeta', tie, style: tie === 'aima' ? 'aima' : 'cs188' });
    expect(short(r.events)).toBe('+B +B1 =B1 +B2 =B2 +B3 =B3 +C +C1 =C1 +D +D1 =D1 +D2 =D2 +D3 =D3');
    expect(r.action).toBe('B');
    // The window at the cut: α = 3 carried from the root, β still +∞ (a cut leaves β as it was).
    expect(r.cuts).toEqual([{ node: 'C', kind: 'min', value: 2, alpha: 3, beta: Infinity, after: 'C1', skipped: ['C2', 'C3'], index: 10 }]);
    expect(r.actions).toEqual([
      { action: 'B', value: 3, certainty: 'exact' },
      { action: 'C', value: 2, certainty: 'atMost' },
      { action: 'D', value: 2, certainty: 'exact' },
    ]);
    // Where the reference stood when it generated B3: B's v = 3 after B2, its window (−∞, 3).
    expect(r.steps[5]).toEqual({ ply: 2, parent: 'B', kind: 'min', value: 3, alpha: -Infinity, beta: 3, after: 'B2' });
  });
});

describe('ties: CS188’s rule does not cut on equality, AIMA’s does', () => {
  // Ours: C's first child equals α = 5 (B's value); D ties B at the root, and B, first, is chosen.
  const ties = tree('A:max(B:min(B1:5, B2:7), C:min(C1:5, C2:9, C3:1), D:min(D1:6, D2:5))');

  test('AIMA cuts at C after C1 (v = 5 ≤ α = 5); CS188 searches C2 and C3', () => {
    const aima = referenceRecord(ties, { algo: 'alphabeta', tie: 'aima', style: 'aima' });
    const cs188 = referenceRecord(ties, { algo: 'alphabeta', tie: 'cs188', style: 'cs188' });
    expect(short(aima.events)).toBe('+B +B1 =B1 +B2 =B2 +C +C1 =C1 +D +D1 =D1 +D2 =D2');
    expect(short(cs188.events)).toBe('+B +B1 =B1 +B2 =B2 +C +C1 =C1 +C2 =C2 +C3 =C3 +D +D1 =D1 +D2 =D2');
    expect(aima.cuts.map((c) => [c.node, c.skipped])).toEqual([['C', ['C2', 'C3']]]);
    // CS188 cuts at C only at its last child (C3 = 1 < 5): nothing is left to skip, so no cut is recorded.
    expect(cs188.cuts).toEqual([]);
  });

  test('the root’s tie goes to the first best action in order (B, not D), with either rule and minimax', () => {
    for (const r of [
      referenceRecord(ties, { algo: 'alphabeta', tie: 'aima', style: 'aima' }),
      referenceRecord(ties, { algo: 'alphabeta', tie: 'cs188', style: 'cs188' }),
      referenceRecord(ties, { algo: 'minimax', tie: 'aima', style: 'js' }),
    ]) {
      expect(r.action).toBe('B');
      expect(r.value).toBe(5);
    }
  });
});

describe('CS188’s depth, in rounds of every agent', () => {
  // Two agents; every inner node has its own evaluation, as CS188's trees give each state.
  const twoAgents = tree('A:max(B:min(C:max(c1:1, c2:9), D:max(d1:4)), E:min(F:max(f1:2), g:0))');
  const own: Record<string, number> = { C: 6, D: 3, F: 8 };
  for (const n of [twoAgents.children[0]!.children[0]!, twoAgents.children[0]!.children[1]!, twoAgents.children[1]!.children[0]!]) n.own = own[n.id];

  test('one round of two agents: max and min move, and the states reached then are evaluated with their own values', () => {
    const r = referenceRecord(twoAgents, { algo: 'minimax', tie: 'cs188', style: 'cs188', rounds: 1 });
    expect([r.depth, r.rounds, r.agents]).toEqual([2, 1, 2]);
    expect(short(r.events)).toBe('+B +C =C +D =D +E +F =F +g =g');
    // B = min(6, 3) = 3, E = min(8, 0) = 0.
    expect([r.action, r.value]).toEqual(['B', 3]);
  });

  test('two rounds reach the leaves', () => {
    const r = referenceRecord(twoAgents, { algo: 'minimax', tie: 'cs188', style: 'cs188', rounds: 2 });
    expect(short(r.events)).toBe('+B +C +c1 =c1 +c2 =c2 +D +d1 =d1 +E +F +f1 =f1 +g =g');
    expect([r.action, r.value]).toEqual(['B', 4]);
  });

  test('three agents a round: one round is three plies', () => {
    const three = tree('A:max(B:min(C:min(D:max(d1:1), e:3), f:4), g:min(h:min(i:5)))');
    three.children[0]!.children[0]!.children[0]!.own = 7;
    const r = referenceRecord(three, { algo: 'minimax', tie: 'cs188', style: 'cs188', rounds: 1 });
    expect([r.depth, r.agents]).toEqual([3, 3]);
    expect(short(r.events)).toBe('+B +C +D =D +e =e +f =f +g +h +i =i');
  });

  test('a depth applies to CS188’s style only: aima-python’s functions have none', () => {
    expect(referenceRecord(twoAgents, { algo: 'minimax', tie: 'aima', style: 'aima', rounds: 1 }).depth).toBeNull();
  });
});

describe('the reference records what independent correct submissions record', () => {
  /** The textbook trees CS188's agents and aima-python's functions can play: max and min taking turns from a max root. */
  const playable = loadFixtures().filter((f) => {
    try {
      return cs188Agents(f.tree) === 2 && ![...walkTree(f.tree)].some((n) => n.kind === 'chance');
    } catch {
      return false;
    }
  });

  test('the textbook trees played include Fig. 5.2 and the tie-rule tree', () => {
    expect(playable.map((f) => f.name)).toEqual(expect.arrayContaining(['aima-fig-5-2', 'tie-rule', 'thesis-minimax']));
  });

  test.each(playable)('$name', (f) => {
    for (const algo of ['minimax', 'alphabeta'] as const) {
      const cs = new StudentTree(f.tree, { maxCalls: 100_000 });
      expect(cs188Agent(cs, algo), `cs188 ${algo}`).toEqual(pick(referenceRecord(f.tree, { algo, tie: 'cs188', style: 'cs188', rounds: cs.rounds() })));
      const aima = new StudentTree(f.tree, { maxCalls: 100_000 });
      expect(aimaSearch(aima, algo), `aima ${algo}`).toEqual(pick(referenceRecord(f.tree, { algo, tie: 'aima', style: 'aima' })));
    }
  });

  test('on random game trees (max and min taking turns), minimax and alpha-beta, both ways', () => {
    fc.assert(
      fc.property(alternatingTrees, fc.integer({ min: 1, max: 3 }), (t, rounds) => {
        for (const algo of ['minimax', 'alphabeta'] as const) {
          expect(cs188Agent(new StudentTree(t, { maxCalls: 100_000, rounds }), algo)).toEqual(
            pick(referenceRecord(t, { algo, tie: 'cs188', style: 'cs188', rounds })),
          );
          expect(aimaSearch(new StudentTree(t, { maxCalls: 100_000 }), algo)).toEqual(pick(referenceRecord(t, { algo, tie: 'aima', style: 'aima' })));
        }
      }),
      { numRuns: 150, seed: 37 },
    );
  });

  test('on random trees with chance layers, CS188’s expectimax', () => {
    // Max at the root, then chance and max taking turns: CS188's expectimax with one random ghost.
    const expectimaxTrees = chanceTrees.map((t) => {
      const relabel = (n: TreeNode, kind: 'max' | 'chance'): void => {
        if (n.kind === 'leaf') return;
        n.kind = kind;
        const m = n.children.length;
        for (const c of n.children) {
          c.p = kind === 'chance' ? 1 / m : NaN;
          relabel(c, kind === 'max' ? 'chance' : 'max');
        }
      };
      relabel(t, 'max');
      return t;
    });
    fc.assert(
      fc.property(expectimaxTrees, (t) => {
        const s = new StudentTree(t, { maxCalls: 100_000 });
        expect(cs188Agent(s, 'expectimax')).toEqual(pick(referenceRecord(t, { algo: 'expectiminimax', tie: 'cs188', style: 'cs188', rounds: s.rounds() })));
      }),
      { numRuns: 100, seed: 37 },
    );
  });
});

/** A record's own fields, without the reference's bookkeeping. */
function pick(r: { events: StudentEvent[]; action: string | null }): { events: StudentEvent[]; action: string | null } {
  return { events: r.events, action: r.action };
}
