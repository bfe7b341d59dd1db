/**
 * The search tree's keys, as a WAI-ARIA tree has them (APG "Tree View"):
 * ↓/↑ the next/previous node shown, in depth-first order (what a collapsed
 * node hides is skipped); → expands a collapsed node, else goes to its first
 * child; ← collapses an expanded node, else goes to its parent; Home/End the
 * first/last node shown; Enter selects; + and − expand and collapse; * expands
 * the node's siblings. Pure: what a key does to node `i`, the page does it.
 */
import type { ViewTree } from './view-tree.ts';
import { entryAt } from '../games/entry.ts';

export type TreeMove = { focus: number } | { expand: number[] } | { collapse: number } | { select: number };

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
    case 'ArrowRight': {
      const first = index.children(i)[0];
      if (first === undefined) return null;
      return collapsed.has(i) ? { expand: [i] } : { focus: first };
    }
    case 'ArrowLeft': {
      if (open(i)) return { collapse: i };
      const p = entryAt(index.parent, i);
      return p < 0 ? null : { focus: p };
    }
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
      const p = entryAt(index.parent, i);
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
  if (open(i)) return entryAt(index.children(i), 0); // an open node has children
  for (let n = i; n > 0;) {
    const p = entryAt(index.parent, n);
    const siblings = index.children(p);
    const next = siblings[siblings.indexOf(n) + 1];
    if (next !== undefined) return next;
    n = p;
  }
  return -1;
}

/** The node shown before `i` in depth-first order, or -1. */
function previousShown(index: ViewTree, open: (n: number) => boolean, i: number): number {
  const p = entryAt(index.parent, i);
  if (p < 0) return -1;
  const siblings = index.children(p);
  const before = siblings[siblings.indexOf(i) - 1];
  return before === undefined ? p : lastShown(index, open, before);
}

/** The last node shown under `i` (itself if it is closed or a leaf). */
function lastShown(index: ViewTree, open: (n: number) => boolean, i: number): number {
  let n = i;
  while (open(n)) {
    const kids = index.children(n);
    n = entryAt(kids, kids.length - 1); // an open node has children
  }
  return n;
}
