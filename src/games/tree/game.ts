/**
 * An explicit tree as a Game: a node is its own state, its children are its
 * actions (so `actions` allocates nothing), a chance child's probability is
 * its `p`, and a leaf's value is its utility.
 *
 * An inner node evaluated (at a depth limit, or to order moves) gives its own
 * value where the tree has one (`own`: CS188's trees give every state one);
 * otherwise its exact expectiminimax value: a perfect heuristic, which makes
 * `best-first` ordering the "perfect ordering" of the thesis §2.2.2.3. It is
 * computed once per node and cached.
 */
import type { Game, Turn } from '../../search/game.ts';
import type { TreeNode } from './tree.ts';

export class TreeGame implements Game<TreeNode, TreeNode> {
  private readonly exact = new Map<TreeNode, number>();

  turn(node: TreeNode): Turn {
    return node.kind as Turn;
  }

  actions(node: TreeNode): readonly TreeNode[] {
    return node.children;
  }

  result(_node: TreeNode, child: TreeNode): TreeNode {
    return child;
  }

  probability(_node: TreeNode, child: TreeNode): number {
    return child.p;
  }

  isTerminal(node: TreeNode): boolean {
    return node.kind === 'leaf';
  }

  evaluate(node: TreeNode): number {
    return node.kind === 'leaf' ? node.value : (node.own ?? this.exactValue(node));
  }

  id(node: TreeNode): string {
    return node.id;
  }

  actionLabel(_node: TreeNode, child: TreeNode): string {
    return child.id;
  }

  /** The expectiminimax value of a subtree: max, min, or probability-weighted mean of the children. */
  exactValue(node: TreeNode): number {
    if (node.kind === 'leaf') return node.value;
    const cached = this.exact.get(node);
    if (cached !== undefined) return cached;
    let v: number;
    if (node.kind === 'chance') {
      v = 0;
      for (const c of node.children) v += c.p * this.exactValue(c);
    } else {
      v = node.kind === 'max' ? -Infinity : Infinity;
      for (const c of node.children) {
        const cv = this.exactValue(c);
        v = node.kind === 'max' ? Math.max(v, cv) : Math.min(v, cv);
      }
    }
    this.exact.set(node, v);
    return v;
  }
}
