/**
 * Where the tree view draws each node (src/ui/layout.ts): d3-hierarchy's tidy
 * tree on the tree's index. Known positions for AIMA Fig. 5.2, spacing that
 * grows with the longest label and the mini boards, collapsed subtrees that
 * keep their place and hide their nodes, and properties over random trees: no
 * two nodes of a level closer than the spacing, parents centred over their
 * children, the same positions every time.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseTree } from '../../src/games/tree/parse.ts';
import type { TreeNode } from '../../src/games/tree/tree.ts';
import { LEVEL_HEIGHT, NODE_WIDTH, layoutTree, type Layout } from '../../src/app/layout.ts';
import { viewTreeOfTree, type ViewTree } from '../../src/app/view-tree.ts';
import { chanceTrees } from './arbitraries.ts';
import { loadFixtures } from './helpers.ts';

const fig52 = loadFixtures().find((f) => f.name === 'aima-fig-5-2')!.tree;
const index = viewTreeOfTree(fig52, null);
const at = (layout: Layout, id: string) => {
  const i = index.find(id);
  return [layout.x[i], layout.y[i]];
};

describe('AIMA Fig. 5.2', () => {
  const layout = layoutTree(index);

  test('the root at the origin, each level LEVEL_HEIGHT below the last', () => {
    expect(at(layout, 'A')).toEqual([0, 0]);
    expect(at(layout, 'C')).toEqual([0, LEVEL_HEIGHT]);
    expect(at(layout, 'C2')).toEqual([0, 2 * LEVEL_HEIGHT]);
    expect(layout.maxY).toBe(2 * LEVEL_HEIGHT);
  });

  test('siblings NODE_WIDTH apart, cousins twice that (d3’s separation); each parent over its middle child', () => {
    const w = NODE_WIDTH;
    const xs = Object.fromEntries(Array.from({ length: index.count }, (_, i) => [index.id(i), layout.x[i]]));
    expect(xs).toEqual({
      A: 0,
      B: -4 * w,
      B1: -5 * w,
      B2: -4 * w,
      B3: -3 * w,
      C: 0,
      C1: -w,
      C2: 0,
      C3: w,
      D: 4 * w,
      D1: 3 * w,
      D2: 4 * w,
      D3: 5 * w,
    });
    expect([layout.minX, layout.maxX, layout.nodeWidth]).toEqual([-5 * w, 5 * w, w]);
  });

  test('the arrays follow the index: one position per node, in depth-first order', () => {
    expect(layout.x).toHaveLength(index.count);
    expect(layout.y).toHaveLength(index.count);
    expect(Array.from({ length: index.count }, (_, i) => index.id(i))).toEqual(['A', 'B', 'B1', 'B2', 'B3', 'C', 'C1', 'C2', 'C3', 'D', 'D1', 'D2', 'D3']);
  });
});

describe('spacing from what is drawn beside the nodes', () => {
  test('short labels keep the least width', () => {
    expect(layoutTree(index, new Set(), { labelChars: 4 }).nodeWidth).toBe(NODE_WIDTH);
  });

  test('a long label widens every gap: 7.2 px a character and 14 px of room', () => {
    const wide = layoutTree(index, new Set(), { labelChars: 20 });
    expect(wide.nodeWidth).toBeCloseTo(20 * 7.2 + 14);
    // The same shape, scaled across; levels do not move.
    const narrow = layoutTree(index);
    for (let i = 0; i < index.count; i++) {
      expect(wide.x[i]).toBeCloseTo((narrow.x[i]! * wide.nodeWidth) / NODE_WIDTH);
      expect(wide.y[i]).toBe(narrow.y[i]);
    }
  });

  test('a mini board under each node widens the gaps to its width and lowers each level by its height', () => {
    const boards = layoutTree(index, new Set(), { labelChars: 2, extra: { width: 63, height: 69 } });
    expect(boards.nodeWidth).toBe(63 + 14);
    expect(at(boards, 'B1')).toEqual([-5 * 77, 2 * (LEVEL_HEIGHT + 69)]);
  });
});

describe('collapsed subtrees', () => {
  const position = (id: string) => index.find(id);

  test('a collapsed node keeps its place; its subtree is hidden (NaN) and the tree closes up', () => {
    const layout = layoutTree(index, new Set([position('C')]));
    for (const id of ['C1', 'C2', 'C3']) expect(at(layout, id)).toEqual([NaN, NaN]);
    expect(at(layout, 'C')).toEqual([0, LEVEL_HEIGHT]);
    // C is now a leaf: B's and D's children close up under it, B3 and D1 two gaps apart (cousins), B and D half as far out as before.
    expect(at(layout, 'B')[0]).toBe(-2 * NODE_WIDTH);
    expect(at(layout, 'D')[0]).toBe(2 * NODE_WIDTH);
    expect(at(layout, 'D1')[0]! - at(layout, 'B3')[0]!).toBe(2 * NODE_WIDTH);
    expect([layout.minX, layout.maxX, layout.maxY]).toEqual([-3 * NODE_WIDTH, 3 * NODE_WIDTH, 2 * LEVEL_HEIGHT]);
  });

  test('the root collapsed: one node at the origin', () => {
    const layout = layoutTree(index, new Set([0]));
    expect(at(layout, 'A')).toEqual([0, 0]);
    expect([...layout.x].filter((x) => !Number.isNaN(x))).toEqual([0]);
    expect([layout.minX, layout.maxX, layout.maxY]).toEqual([0, 0, 0]);
  });

  test('collapsing a leaf changes nothing', () => {
    expect(layoutTree(index, new Set([position('B1')]))).toEqual(layoutTree(index));
  });
});

describe('random trees (fast-check)', () => {
  /** The drawn nodes of each level, left to right. */
  const levels = (ix: ViewTree, layout: Layout): number[][] => {
    const byY = new Map<number, number[]>();
    Array.from({ length: ix.count }, (_, i) => i).forEach((i) => {
      if (Number.isNaN(layout.x[i]!)) return;
      byY.set(layout.y[i]!, [...(byY.get(layout.y[i]!) ?? []), i]);
    });
    return [...byY.values()].map((is) => is.sort((a, b) => layout.x[a]! - layout.x[b]!));
  };
  /** A random set of inner nodes to collapse, from a seed. */
  const someInner = (ix: ViewTree, seed: number): Set<number> =>
    new Set(Array.from({ length: ix.count }, (_, i) => i).flatMap((i) => (ix.kindOf(i) !== 'leaf' && (i * 7919 + seed) % 5 === 0 ? [i] : [])));

  // Both layouts: d3's tidy tree (small trees) and the leaves in order (big trees).
  test.each(['tidy', 'in-order'] as const)(
    '%s: no two nodes of a level closer than the spacing; parents centred over their drawn children; bounds hold every node; levels list every shown node in order across',
    (method) => {
      fc.assert(
        fc.property(chanceTrees, fc.nat(4), fc.nat(30), (tree: TreeNode, seed, labelChars) => {
          const ix = viewTreeOfTree(tree, null);
          const collapsed = someInner(ix, seed);
          const layout = layoutTree(ix, collapsed, { labelChars }, method);
          const listed = Array.from({ length: layout.levelY.length }, (_, d) => [
            ...layout.levelNodes.subarray(layout.levelStart[d]!, layout.levelStart[d + 1]!),
          ]);
          expect(listed).toEqual(levels(ix, layout));
          for (const level of levels(ix, layout)) {
            for (let k = 1; k < level.length; k++) expect(layout.x[level[k]!]! - layout.x[level[k - 1]!]!).toBeGreaterThanOrEqual(layout.nodeWidth - 1e-9);
          }
          Array.from({ length: ix.count }, (_, i) => i).forEach((i) => {
            const kids = [...ix.children(i)];
            if (Number.isNaN(layout.x[i]!)) {
              // Hidden: under a collapsed ancestor.
              let p = ix.parent[i]!;
              while (p >= 0 && !collapsed.has(p)) p = ix.parent[p]!;
              expect(p).toBeGreaterThanOrEqual(0);
              return;
            }
            expect(layout.x[i]!).toBeGreaterThanOrEqual(layout.minX);
            expect(layout.x[i]!).toBeLessThanOrEqual(layout.maxX);
            expect(layout.y[i]!).toBeLessThanOrEqual(layout.maxY);
            if (kids.length > 0 && !collapsed.has(i)) {
              expect(layout.x[i]!).toBeCloseTo((layout.x[kids[0]!]! + layout.x[kids.at(-1)!]!) / 2);
              for (const c of kids) expect(layout.y[c]! - layout.y[i]!).toBe(LEVEL_HEIGHT);
            }
          });
        }),
        { numRuns: 200 },
      );
    },
  );

  test('determinism: the same tree gives the same positions, however many times and whatever was laid out before', () => {
    fc.assert(
      fc.property(chanceTrees, chanceTrees, (a: TreeNode, b: TreeNode) => {
        const first = layoutTree(viewTreeOfTree(a, null));
        layoutTree(viewTreeOfTree(b, null));
        expect(layoutTree(viewTreeOfTree(a, null))).toEqual(first);
      }),
      { numRuns: 100 },
    );
  });
});

test('the compact notation and the canonical JSON of one tree lay out alike', () => {
  const parsed = parseTree('A:max(B:min(B1:3,B2:12,B3:8),C:min(C1:2,C2:4,C3:6),D:min(D1:14,D2:5,D3:2))');
  expect(parsed.ok).toBe(true);
  if (!parsed.ok) return;
  expect(layoutTree(viewTreeOfTree(parsed.tree, null))).toEqual(layoutTree(index));
});
