/**
 * What *Follow* and *Fit* frame (tree-camera.ts): the current node's parent
 * with all its children and the node's own, the most that is readable; a
 * small tree whole; the siblings beyond the frame's edges counted.
 */
import { describe, expect, test } from 'vitest';
import { loadFixtures } from './helpers.ts';
import { viewTreeOfTree } from '../../src/app/view-tree.ts';
import { layoutTree } from '../../src/app/layout.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { focusBox, siblingsBeyond, smallTree, SMALL_TREE } from '../../src/ui/viewer/tree-camera.ts';
import { geometryOf } from '../../src/ui/viewer/tree-draw.ts';
import { followView } from '../../src/ui/viewer/camera.ts';

const fig52 = loadFixtures().find((f) => f.name === 'aima-fig-5-2')!.tree;

function aima() {
  const index = viewTreeOfTree(fig52, null);
  const layout = layoutTree(index);
  const folded = new Uint8Array(index.count);
  return { index, layout, folded, g: geometryOf(index, false, true), at: (id: string) => index.find(id) };
}

describe('Follow frames context', () => {
  test("with 'siblings', B2's box holds its parent B and the siblings B1 and B3; with 'children', B and B2 in a narrower box", () => {
    const { index, layout, folded, g, at } = aima();
    const inside = (box: { x0: number; x1: number; y0: number; y1: number }, id: string) => {
      const i = at(id);
      return layout.x[i]! >= box.x0 && layout.x[i]! <= box.x1 && layout.y[i]! >= box.y0 && layout.y[i]! <= box.y1;
    };
    const wide = focusBox(index, layout, folded, at('B2'), g, 'siblings').box;
    for (const id of ['B', 'B1', 'B2', 'B3']) expect(inside(wide, id), id).toBe(true);
    expect(inside(wide, 'C1')).toBe(false);
    const narrow = focusBox(index, layout, folded, at('B2'), g, 'children').box;
    expect(inside(narrow, 'B')).toBe(true);
    expect(narrow.x1 - narrow.x0).toBeLessThan(wide.x1 - wide.x0);
    // B's children are framed with B (and its parent A).
    const b = focusBox(index, layout, folded, at('B'), g, 'children').box;
    for (const id of ['A', 'B', 'B1', 'B2', 'B3']) expect(inside(b, id), id).toBe(true);
  });

  test('a box taller than the frame keeps its top (the parent) in view rather than centring the node', () => {
    const box = { x0: 0, y0: 0, x1: 100, y1: 1000 };
    const v = followView({ x: 0, y: -5000, k: 1 }, box, { x: 50, y: 900 }, 800, 600, 1);
    // The top of the box at the margin (16 px), not the node at the middle.
    expect(v.y + box.y0 * v.k).toBeCloseTo(16);
  });

  test('siblings beyond the frame are counted on each side', () => {
    const { index, layout, folded, at } = aima();
    const b2 = at('B2');
    // Centred on B2 at scale 1 in a frame narrower than a leaf's spacing: B1 off to the left, B3 off to the right.
    const v = { k: 1, x: 40 - layout.x[b2]!, y: 0 };
    expect(siblingsBeyond(index, layout, folded, b2, v, 80)).toEqual({ left: 1, right: 1 });
    // A frame showing the whole tree: none beyond.
    expect(siblingsBeyond(index, layout, folded, b2, { k: 0.2, x: 200, y: 0 }, 2000)).toEqual({ left: 0, right: 0 });
    // The root has no siblings.
    expect(siblingsBeyond(index, layout, folded, 0, v, 10)).toEqual({ left: 0, right: 0 });
  });

  test('a tree of at most SMALL_TREE shown nodes is small; a bigger one is not, unless folded', () => {
    const { layout } = aima();
    expect(smallTree(layout)).toBe(true);
    // A root with 40 leaves.
    const parsed = parseTree(`max(${Array.from({ length: 40 }, (_, i) => i).join(', ')})`);
    if (!parsed.ok) throw new Error('the tree does not parse');
    const big = viewTreeOfTree(parsed.tree, null);
    expect(big.count).toBeGreaterThan(SMALL_TREE);
    expect(smallTree(layoutTree(big))).toBe(false);
    // The root collapsed: only it is shown.
    expect(smallTree(layoutTree(big, new Set([0])))).toBe(true);
  });
});
