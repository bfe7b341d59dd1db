/**
 * Alpha-beta's enhancements (src/search/enhanced.ts) under plain alpha-beta's
 * own options, the tie rule (`inclusive`: AIMA, cut on v ≥ β / v ≤ α;
 * `strict`: CS188, no cut on equality) and the root window (`carried`: AIMA's
 * pseudocode; `full-window`: AIMA-Java's makeDecision, each root move with
 * (−∞, +∞), the first strictly best kept), on random trees (fast-check):
 *
 * - with no technique, or a table that never meets a position twice, the
 *   enhanced search is plain alpha-beta: the same result to the last count,
 *   the same evaluations in the same order;
 * - with every technique, on trees whose equal subtrees are one position (the
 *   table meets transpositions; complete trees meet many) and whose values lie in [−1, 1] (ties
 *   everywhere; the value range closes windows, null windows bisect it): the
 *   value of plain alpha-beta, its move wherever the root is visited in the
 *   game's order, else a best move; each root move's value true to its
 *   certainty, and under a full window the move's value itself;
 * - a full-window root with null-window probes is refused, with its code.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { alternatingTrees, completeTrees, minimaxTrees } from './arbitraries.ts';
import { TreeGame } from '../../src/games/tree/game.ts';
import type { TreeNode } from '../../src/games/tree/tree.ts';
import {
  ORDERINGS,
  ROOT_WINDOWS,
  SearchError,
  TIE_RULES,
  alphabeta,
  type Enhancements,
  type SearchOptions,
  type SearchResult,
} from '../../src/search/index.ts';
import { say } from '../../src/i18n/say.ts';

/** The explicit tree keyed by node id (no two nodes are one position), logging every evaluation in order. */
class KeyedTree extends TreeGame {
  readonly evaluated: string[] = [];
  override evaluate(node: TreeNode): number {
    this.evaluated.push(node.id);
    return super.evaluate(node);
  }
  key(node: TreeNode): string {
    return node.id;
  }
}

/**
 * The explicit tree where equal subtrees (kinds and leaves) are one position,
 * values in [−1, 1], and a hint that ranks children by their number of
 * children (anything fixed will do).
 */
class TransposingTree extends TreeGame {
  private readonly keys = new Map<TreeNode, string>();
  key(node: TreeNode): string {
    const known = this.keys.get(node);
    if (known !== undefined) return known;
    const key = node.kind === 'leaf' ? String(node.value) : `${node.kind}(${node.children.map((c) => this.key(c)).join(',')})`;
    this.keys.set(node, key);
    return key;
  }
  valueRange(): readonly [number, number] {
    return [-1, 1];
  }
  hint(_node: TreeNode, child: TreeNode): number {
    return child.children.length;
  }
}

/** A tree with its leaves folded into −1, 0, 1: equal subtrees and ties become common. */
function fold(node: TreeNode): TreeNode {
  return {
    ...node,
    value: node.kind === 'leaf' ? (((node.value % 3) + 3) % 3) - 1 : node.value,
    children: node.kind === 'leaf' ? node.children : node.children.map(fold),
  };
}

const rules = fc.constantFrom(...TIE_RULES);
const roots = fc.constantFrom(...ROOT_WINDOWS);
const orders = fc.constantFrom(...ORDERINGS);
const depths = fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined });
const anyTrees = fc.oneof(minimaxTrees, alternatingTrees);
/** Folded into [−1, 1]; complete trees, folded, repeat their subtrees often (a table saves nodes on about half of them). */
const foldedTrees = fc.oneof(minimaxTrees, alternatingTrees, completeTrees).map(fold);
// Seeded, so CI sees the same trees every run (RUNS=20000 looks at more, SEED=n at others).
const runs = (n: number) => ({ numRuns: Number(process.env.RUNS ?? n), seed: Number(process.env.SEED ?? 33) });

/** Everything a search reports, but the action itself (a tree node: its id stands for it). */
function summary(r: SearchResult<TreeNode>) {
  return { ...r, action: r.action?.id, actions: r.actions.map((a) => ({ ...a, action: a.action.id })) };
}

describe('without a technique that reorders or transposes, the enhanced search is plain alpha-beta', () => {
  const NONE: Enhancements[] = [{}, { table: true }];
  test.each(NONE.map((e) => [JSON.stringify(e), e] as const))('%s, under each tie rule and root window', (_, enhance) => {
    fc.assert(
      fc.property(anyTrees, rules, roots, orders, depths, (tree, tieRule, root, order, depth) => {
        const options: SearchOptions<TreeNode> = { tieRule, root, order, depth };
        const plainGame = new KeyedTree();
        const plain = alphabeta(plainGame, tree, options);
        const betterGame = new KeyedTree();
        const better = alphabeta(betterGame, tree, { ...options, enhance });
        expect(summary(better)).toEqual(summary(plain));
        expect(betterGame.evaluated).toEqual(plainGame.evaluated);
      }),
      runs(400),
    );
  });
});

const COMBINATIONS: Enhancements[] = [
  {},
  { table: true },
  { table: true, window: [-1, 1] },
  { table: true, moveOrder: 'hint' },
  { moveOrder: 'killer' },
  { moveOrder: 'history', table: true },
  { nullWindow: true },
  { nullWindow: true, table: true, moveOrder: 'killer' },
  { deepening: true, table: true },
  { deepening: true, table: true, moveOrder: 'history' },
  { deepening: true, nullWindow: true, table: true, moveOrder: 'hint' },
];

/** Whether the root is visited in the game's order (or the run's), so the first best move is plain alpha-beta's. */
const keepsRootOrder = (e: Enhancements): boolean => e.deepening !== true && e.nullWindow !== true && e.moveOrder === undefined;

describe('with every technique, plain alpha-beta’s value and move', () => {
  test.each(COMBINATIONS.map((e) => [JSON.stringify(e), e] as const))('%s, under each tie rule and root window', (_, enhance) => {
    fc.assert(
      fc.property(foldedTrees, rules, roots, orders, depths, (tree, tieRule, root, order, depth) => {
        // Null-window probes have a root window of their own: the full window is refused (below).
        fc.pre(!(enhance.nullWindow === true && root === 'full-window'));
        const game = new TransposingTree();
        const options: SearchOptions<TreeNode> = { tieRule, root, order, depth };
        const plain = alphabeta(new TreeGame(), tree, options);
        const better = alphabeta(game, tree, { ...options, enhance });
        expect(better.status).toBe('complete');
        // The tree's inner nodes evaluate to their exact value, so a depth limit changes no value.
        expect(better.value).toBe(plain.value);
        expect(better.value).toBe(game.exactValue(tree));
        if (keepsRootOrder(enhance)) expect(better.action?.id).toBe(plain.action?.id);
        else if (better.action !== undefined) expect(game.exactValue(better.action)).toBe(better.value);
        else expect(plain.action).toBeUndefined();
        for (const a of better.actions) {
          const truth = game.exactValue(a.action);
          const says = { exact: truth === a.value, atMost: truth <= a.value, atLeast: truth >= a.value, partial: false }[a.certainty];
          expect({ move: a.action.id, value: a.value, certainty: a.certainty, truth, says }).toMatchObject({ says: true });
          // Each root move searched with the whole window: its value is the move's, whatever a table narrowed below it.
          if (root === 'full-window') expect({ move: a.action.id, value: a.value }).toEqual({ move: a.action.id, value: truth });
        }
      }),
      runs(150),
    );
  });
});

describe('a full-window root and null-window probes are refused', () => {
  const PROBES = COMBINATIONS.filter((e) => e.nullWindow === true);
  test.each(PROBES.map((e) => [JSON.stringify(e), e] as const))('%s', (_, enhance) => {
    fc.assert(
      fc.property(alternatingTrees.map(fold), rules, (tree, tieRule) => {
        const refused = (() => {
          try {
            alphabeta(new TransposingTree(), tree, { tieRule, root: 'full-window', enhance });
          } catch (e) {
            return e;
          }
          return null;
        })();
        expect(refused).toBeInstanceOf(SearchError);
        expect((refused as SearchError).reason).toEqual({ code: 'search.full-window-probes', params: {} });
        // The carried root takes the same probes.
        expect(alphabeta(new TransposingTree(), tree, { tieRule, root: 'carried', enhance }).status).toBe('complete');
      }),
      runs(20),
    );
  });

  test('the refusal is worded in both languages', () => {
    const reason = { code: 'search.full-window-probes', params: {} } as const;
    const en = say(reason, 'en');
    const es = say(reason, 'es');
    expect(en).toMatch(/full-window.*null-window/);
    expect(es).toMatch(/ventana completa.*ventana nula/);
    expect(es).not.toBe(en);
  });
});
