/**
 * Invariants of the searchers on random trees (fast-check): alpha-beta agrees
 * with minimax, reads a subsequence of its leaves, and prunes more with good
 * ordering; expectiminimax agrees with the definition; negamax with minimax.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { alternatingTrees, chanceTrees, completeTrees, minimaxTrees } from './arbitraries.ts';
import { parseCompact } from '../../src/games/tree/notation.ts';
import { reference, runTree } from './helpers.ts';
import { alphabeta, minimax } from '../../src/search/index.ts';
import { TreeGame } from '../../src/games/tree/game.ts';
import { say } from '../../src/i18n/say.ts';

const isSubsequence = (small: string[], big: string[]): boolean => {
  let i = 0;
  for (const x of big) if (i < small.length && small[i] === x) i++;
  return i === small.length;
};

test('alpha-beta returns the minimax value and action, under both tie rules', () => {
  fc.assert(
    fc.property(minimaxTrees, fc.constantFrom('inclusive' as const, 'strict' as const), (tree, tieRule) => {
      const full = minimax(new TreeGame(), tree);
      const pruned = alphabeta(new TreeGame(), tree, { tieRule });
      expect(pruned.value).toBe(full.value);
      expect(pruned.value).toBe(reference(tree));
      expect(pruned.action).toBe(full.action);
    }),
    { numRuns: 500 },
  );
});

test("alpha-beta's evaluated leaves are a subsequence of minimax's", () => {
  fc.assert(
    fc.property(minimaxTrees, fc.constantFrom('inclusive' as const, 'strict' as const), (tree, tieRule) => {
      const full = runTree('minimax', tree);
      const pruned = runTree('alphabeta', tree, { tieRule });
      expect(isSubsequence(pruned.evaluated, full.evaluated)).toBe(true);
    }),
    { numRuns: 300 },
  );
});

test('the strict tie rule never evaluates fewer leaves than the inclusive one', () => {
  fc.assert(
    fc.property(minimaxTrees, (tree) => {
      const inclusive = runTree('alphabeta', tree, { tieRule: 'inclusive' });
      const strict = runTree('alphabeta', tree, { tieRule: 'strict' });
      expect(isSubsequence(inclusive.evaluated, strict.evaluated)).toBe(true);
    }),
    { numRuns: 300 },
  );
});

test('best-first never evaluates more leaves than worst-first, on complete game trees', () => {
  fc.assert(
    fc.property(completeTrees, fc.constantFrom('inclusive' as const, 'strict' as const), (tree, tieRule) => {
      const best = alphabeta(new TreeGame(), tree, { order: 'best-first', tieRule });
      const worst = alphabeta(new TreeGame(), tree, { order: 'worst-first', tieRule });
      expect(best.value).toBe(worst.value);
      expect(best.leaves).toBeLessThanOrEqual(worst.leaves);
    }),
    { numRuns: 1000 },
  );
});

test('best-first and worst-first agree on the value on any alternating tree', () => {
  fc.assert(
    fc.property(alternatingTrees, (tree) => {
      expect(alphabeta(new TreeGame(), tree, { order: 'best-first' }).value).toBe(alphabeta(new TreeGame(), tree, { order: 'worst-first' }).value);
    }),
    { numRuns: 500 },
  );
});

test('…but best-first can read more leaves when leaves sit at mixed depths: a counterexample fast-check found', () => {
  // Under the root, a leaf (1), a MIN subtree and a leaf (0): inner nodes have no evaluation to order
  // by, so "best-first" only moves leaves, and here reading the 1 first leaves nothing to cut.
  const tree = parseCompact('max(1, min(max(1, min(max(0, 0), 1)), 1), 0)');
  if (!tree.ok) throw new Error(say(tree.error.reason, 'en'));
  expect(alphabeta(new TreeGame(), tree.tree, { order: 'best-first' }).leaves).toBe(5);
  expect(alphabeta(new TreeGame(), tree.tree, { order: 'worst-first' }).leaves).toBe(4);
});

test('…nor when MAX is over MAX: a counterexample fast-check found', () => {
  // Best-first reads 5 leaves here and worst-first 4: with MAX over MAX the
  // best child's subtree is searched under a window that cuts nothing, while
  // worst-first's first leaf (1) lets the tie rule cut min(1, …) at once.
  const tree = parseCompact('max(max(2, min(1, max(0, 0)), 0), 1)');
  if (!tree.ok) throw new Error(say(tree.error.reason, 'en'));
  expect(alphabeta(new TreeGame(), tree.tree, { order: 'best-first' }).leaves).toBe(5);
  expect(alphabeta(new TreeGame(), tree.tree, { order: 'worst-first' }).leaves).toBe(4);
});

test("alpha-beta's root values are exact or correct bounds", () => {
  fc.assert(
    fc.property(minimaxTrees, fc.constantFrom('inclusive' as const, 'strict' as const), (tree, tieRule) => {
      const r = alphabeta(new TreeGame(), tree, { tieRule });
      for (const a of r.actions) {
        const truth = reference(a.action);
        if (a.certainty === 'exact') expect(a.value).toBe(truth);
        else if (a.certainty === 'atMost') expect(truth).toBeLessThanOrEqual(a.value);
        else expect(truth).toBeGreaterThanOrEqual(a.value);
      }
    }),
    { numRuns: 300 },
  );
});

test('expectiminimax equals the direct recursive computation', () => {
  fc.assert(
    fc.property(chanceTrees, (tree) => {
      const r = runTree('expectiminimax', tree);
      expect(r.result.value).toBeCloseTo(reference(tree), 9);
      // …at every node, not only the root.
      for (let n = 0; n < r.trace.nodeCount; n++) {
        expect(r.trace.finalValue(n)).toBeCloseTo(reference(r.trace.state(n)), 9);
      }
    }),
    { numRuns: 300 },
  );
});

test('negamax returns the minimax value and action; its node values are the mover’s view', () => {
  fc.assert(
    fc.property(minimaxTrees, (tree) => {
      const nm = runTree('negamax', tree);
      const mm = runTree('minimax', tree);
      expect(nm.result.value).toBe(mm.result.value);
      expect(nm.result.action).toBe(mm.result.action);
      expect(nm.evaluated).toEqual(mm.evaluated);
      for (let n = 0; n < nm.trace.nodeCount; n++) {
        const node = nm.trace.node(n);
        const parentKind = node.parent < 0 ? 'max' : nm.trace.node(node.parent).kind;
        // A leaf is seen by the opponent of its parent's mover; an inner node by its own mover.
        const mover = node.kind === 'leaf' ? (parentKind === 'max' ? 'min' : 'max') : node.kind;
        const sign = node.parent < 0 && node.kind === 'leaf' ? 1 : mover === 'min' ? -1 : 1;
        expect(nm.trace.finalValue(n) * sign).toBe(reference(nm.trace.state(n)));
      }
    }),
    { numRuns: 300 },
  );
});

test('a full-window root gives every root move its exact minimax value, and the same decision', () => {
  fc.assert(
    fc.property(alternatingTrees, fc.constantFrom('inclusive' as const, 'strict' as const), (tree, tieRule) => {
      const full = alphabeta(new TreeGame(), tree, { root: 'full-window', tieRule });
      const mm = minimax(new TreeGame(), tree);
      expect(full.value).toBe(mm.value);
      expect(full.actionIndex).toBe(mm.actionIndex);
      expect(full.actions.map((a) => [a.index, a.value, a.certainty])).toEqual(mm.actions.map((a) => [a.index, a.value, 'exact']));
    }),
    { numRuns: 500 },
  );
});
