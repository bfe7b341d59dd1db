/** The search tree's keys as a WAI-ARIA tree (src/app/tree-nav.ts), on AIMA's figure 5.2: A › B, C, D › three leaves each. */
import { describe, expect, test } from 'vitest';
import { treeMove } from '../../src/app/tree-nav.ts';
import { viewTreeOfTree } from '../../src/app/view-tree.ts';
import { parseTree } from '../../src/games/tree/parse.ts';

const parsed = parseTree('A:max(B:min(B1:3, B2:12, B3:8), C:min(C1:2, C2:4, C3:6), D:min(D1:14, D2:5, D3:2))');
if (!parsed.ok) throw new Error('the tree parses');
const index = viewTreeOfTree(parsed.tree, null);
const at = (id: string) => index.find(id);
const id = (m: ReturnType<typeof treeMove>) => (m !== null && 'focus' in m ? index.id(m.focus) : m);
const none = new Set<number>();

describe('moving the focus', () => {
  test('↓ and ↑ go through the nodes shown in depth-first order, skipping what a collapsed node hides', () => {
    expect(id(treeMove(index, none, at('A'), 'ArrowDown'))).toBe('B');
    expect(id(treeMove(index, none, at('B'), 'ArrowDown'))).toBe('B1');
    expect(id(treeMove(index, none, at('B3'), 'ArrowDown'))).toBe('C');
    expect(treeMove(index, none, at('D3'), 'ArrowDown')).toBeNull();
    expect(id(treeMove(index, none, at('C'), 'ArrowUp'))).toBe('B3');
    expect(id(treeMove(index, none, at('B1'), 'ArrowUp'))).toBe('B');
    expect(treeMove(index, none, at('A'), 'ArrowUp')).toBeNull();
    const bShut = new Set([at('B')]);
    expect(id(treeMove(index, bShut, at('B'), 'ArrowDown'))).toBe('C');
    expect(id(treeMove(index, bShut, at('C'), 'ArrowUp'))).toBe('B');
  });

  test('→ goes to the first child (or expands), ← to the parent (or collapses); Home and End', () => {
    expect(id(treeMove(index, none, at('C'), 'ArrowRight'))).toBe('C1');
    expect(treeMove(index, new Set([at('C')]), at('C'), 'ArrowRight')).toEqual({ expand: [at('C')] });
    expect(treeMove(index, none, at('C1'), 'ArrowRight')).toBeNull();
    expect(id(treeMove(index, none, at('C2'), 'ArrowLeft'))).toBe('C');
    expect(treeMove(index, none, at('C'), 'ArrowLeft')).toEqual({ collapse: at('C') });
    expect(id(treeMove(index, new Set([at('C')]), at('C'), 'ArrowLeft'))).toBe('A');
    expect(id(treeMove(index, none, at('C2'), 'Home'))).toBe('A');
    expect(id(treeMove(index, none, at('B'), 'End'))).toBe('D3');
    expect(id(treeMove(index, new Set([at('D')]), at('B'), 'End'))).toBe('D');
  });
});

test('Enter selects; + − expand and collapse; * expands the collapsed siblings; other keys are not the tree’s', () => {
  expect(treeMove(index, none, at('B2'), 'Enter')).toEqual({ select: at('B2') });
  expect(treeMove(index, none, at('B'), '-')).toEqual({ collapse: at('B') });
  expect(treeMove(index, none, at('B'), '+')).toBeNull();
  expect(treeMove(index, new Set([at('B')]), at('B'), '+')).toEqual({ expand: [at('B')] });
  expect(treeMove(index, new Set([at('B'), at('D')]), at('C'), '*')).toEqual({ expand: [at('B'), at('D')] });
  expect(treeMove(index, none, at('C'), '*')).toBeNull();
  expect(treeMove(index, none, at('C'), ' ')).toBeNull();
  expect(treeMove(index, none, at('C'), 'a')).toBeNull();
});
