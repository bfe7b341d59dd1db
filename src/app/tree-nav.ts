/**
 * The search tree's keys, as a WAI-ARIA tree has them (APG "Tree View"):
 * ↓/↑ the next/previous node shown, in depth-first order (what a collapsed
 * node hides is skipped); → expands a collapsed node, else goes to its first
 * child; ← collapses an expanded node, else goes to its parent; Home/End the
 * first/last node shown; Enter selects; + and − expand and collapse; * expands
 * the node's siblings. Pure: what a key does to node `i`, the page does it.
 */
import type { ViewTree } from './view-tree.ts';

export type TreeMove =
  | { focus: number }
  | { expand: number[] }
  | { collapse: number }
  | { select: number };

/** What `key` does on node `i`, with `collapsed` the nodes drawn collapsed; null for a key the tree does not take. */
export function treeMove(index: ViewTree, collapsed: ReadonlySet<number>, i: number, key: string): TreeMove | null {
  const open = (n: number) => index.childCount(n) > 0 && !collapsed.has(n);
  switch (key) {
    case 'ArrowDown': {
      const n = nextShown(index, open, i);
      return n < 0 ? null : { focus: n };
    }
    case 'ArrowUp': {
      const n = previousShown(index, open, i);
      return n < 0 ? null : { focus: n };
    }
    case 'ArrowRight':
      if (index.childCount(i) === 0) return null;
      return collapsed.has(i) ? { expand: [i] } : { focus: index.children(i)[0]! };
    case 'ArrowLeft':
      if (open(i)) return { collapse: i };
      return index.parent[i]! < 0 ? null : { focus: index.parent[i]! };
    case 'Home':
      return { focus: 0 };
    case 'End':
      return { focus: lastShown(index, open, 0) };
    case 'Enter':
      return { select: i };
    case '+':
      return collapsed.has(i) ? { expand: [i] } : null;
    case '-':
    case '−':
      return open(i) ? { collapse: i } : null;
    case '*': {
      const p = index.parent[i]!;
      const siblings = p < 0 ? [i] : [...index.children(p)];
      const shut = siblings.filter((n) => collapsed.has(n));
      return shut.length === 0 ? null : { expand: shut };
    }
    default:
      return null;
  }
}

/** The node shown after `i` in depth-first order, or -1. */
function nextShown(index: ViewTree, open: (n: number) => boolean, i: number): number {
  if (open(i)) return index.children(i)[0]!;
  for (let n = i; n > 0; n = index.parent[n]!) {
    const siblings = index.children(index.parent[n]!);
    const k = siblings.indexOf(n);
    if (k + 1 < siblings.length) return siblings[k + 1]!;
  }
  return -1;
}

/** The node shown before `i` in depth-first order, or -1. */
function previousShown(index: ViewTree, open: (n: number) => boolean, i: number): number {
  const p = index.parent[i]!;
  if (p < 0) return -1;
  const siblings = index.children(p);
  const k = siblings.indexOf(i);
  return k === 0 ? p : lastShown(index, open, siblings[k - 1]!);
}

/** The last node shown under `i` (itself if it is closed or a leaf). */
function lastShown(index: ViewTree, open: (n: number) => boolean, i: number): number {
  let n = i;
  while (open(n)) {
    const kids = index.children(n);
    n = kids[kids.length - 1]!;
  }
  return n;
}
