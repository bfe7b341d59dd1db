/** fast-check generators of explicit trees, for the property tests. */
import fc from 'fast-check';
import type { Turn } from '../../src/search/game.ts';
import { NO_CHILDREN, assignPathIds, type TreeNode } from '../../src/games/tree/tree.ts';

/** Small integer leaves, so that ties (the interesting case for pruning) are common. */
const leaf = fc.integer({ min: -9, max: 9 }).map((value): TreeNode => ({ id: '', auto: true, kind: 'leaf', value, children: NO_CHILDREN, p: NaN }));

/**
 * Trees whose inner nodes are of the given kinds; chance nodes get random
 * probabilities that sum to 1 (their last child takes the remainder).
 */
export function trees(kinds: readonly Turn[], maxDepth = 5): fc.Arbitrary<TreeNode> {
  const { node } = fc.letrec<{ node: TreeNode; inner: TreeNode }>((tie) => ({
    node: fc.oneof({ depthSize: 'small', maxDepth, withCrossShrink: true }, leaf, tie('inner')),
    inner: fc
      .record({
        kind: fc.constantFrom(...kinds),
        children: fc.array(fc.tuple(fc.integer({ min: 1, max: 9 }), tie('node')), { minLength: 1, maxLength: 4 }),
      })
      .map(({ kind, children }): TreeNode => {
        const total = children.reduce((s, [w]) => s + w, 0);
        let rest = 1;
        const kids = children.map(([w, child], i) => {
          const p = kind !== 'chance' ? NaN : i === children.length - 1 ? rest : w / total;
          rest -= Number.isNaN(p) ? 0 : p;
          return { ...child, p };
        });
        return { id: '', auto: true, kind, value: NaN, children: kids, p: NaN };
      }),
  }));
  return node.map((t) => assignPathIds(structuredClone(t)));
}

/** Trees with an inner root, which is what a search is usually asked about. */
export const minimaxTrees = trees(['max', 'min']).filter((t) => t.kind !== 'leaf');

/** Game trees proper: MAX at the root, and MAX and MIN alternating level by level. */
export const alternatingTrees = minimaxTrees.map((tree) => {
  const relabel = (node: TreeNode, kind: 'max' | 'min'): void => {
    if (node.kind === 'leaf') return;
    node.kind = kind;
    for (const c of node.children) relabel(c, kind === 'max' ? 'min' : 'max');
  };
  relabel(tree, 'max');
  return tree;
});
export const chanceTrees = trees(['max', 'min', 'chance']).filter((t) => t.kind !== 'leaf');

/**
 * Complete game trees: branching 2–4, every leaf at the same depth (2–4), MAX
 * and MIN alternating from a MAX root, leaf values with ties or without — the
 * shape of a game searched to a depth limit, where ordering children by their
 * evaluation means something at every level.
 */
export const completeTrees = fc
  .record({
    b: fc.integer({ min: 2, max: 4 }),
    d: fc.integer({ min: 2, max: 4 }),
    values: fc.array(fc.integer({ min: -9, max: 9 }), { minLength: 256, maxLength: 256 }),
  })
  .map(({ b, d, values }) => {
    let next = 0;
    const make = (depth: number, kind: 'max' | 'min'): TreeNode =>
      depth === 0
        ? { id: '', auto: true, kind: 'leaf', value: values[next++ % values.length]!, children: NO_CHILDREN, p: NaN }
        : { id: '', auto: true, kind, value: NaN, children: Array.from({ length: b }, () => make(depth - 1, kind === 'max' ? 'min' : 'max')), p: NaN };
    return assignPathIds(make(d, 'max'));
  });
