/**
 * Explicit game trees, the textbook kind (docs/contracts.md, trees).
 *
 * In memory every node has one shape (fast for the searchers): a leaf has
 * kind `leaf` and a value; an inner node has kind `max`, `min` or `chance`
 * and children; a child of a chance node has its probability `p`. Every node
 * has an id: the one it was given, or by default the path of child indices
 * (`""` for the root, `"0"`, `"0.2"`, …), with primes added where a given id
 * holds it already (`"1'"`).
 *
 * Canonical JSON: {"id":"A","kind":"max","children":[{"id":"b1","value":3}, …]};
 * an inner node may carry a `value` too, its own evaluation at a depth limit
 * (`own`). json.ts reads it (with positions) and `toCanonical` writes it back.
 */
import type { NodeKind, Turn } from '../../search/game.ts';
import { msg, type Message } from '../../i18n/message.ts';
import { clip } from '../input.ts';

/** The children of every leaf: one shared, frozen empty array (a million leaves need no million arrays). */
export const NO_CHILDREN: TreeNode[] = Object.freeze([]) as unknown as TreeNode[];

export interface TreeNode {
  id: string;
  /** True when the id was not given but derived from the path. */
  auto: boolean;
  kind: NodeKind;
  /** A leaf's value; NaN for inner nodes. */
  value: number;
  children: TreeNode[];
  /** Probability of this node under a chance parent; NaN elsewhere. */
  p: number;
  /** A short name to draw beside the node (a game's move: "up", "X4"); the id when absent. */
  label?: string;
  /**
   * An inner node's own evaluation, where the tree gives one (canonical JSON's
   * `value` on a node with children, as CS188's graph-game trees give every
   * state): what a search stopped there by a depth limit reads. Absent: the
   * exact value below it stands in (TreeGame.evaluate). Never on a leaf.
   */
  own?: number;
}

/** Where something is in a text, 1-based. */
export interface Position {
  line: number;
  column: number;
}

/** A problem in a tree's text: where, and what (a message; i18n/tree.ts words it). */
export interface TreeError extends Position {
  reason: Message;
}

export type ParseResult = { ok: true; tree: TreeNode } | { ok: false; error: TreeError };

/** Canonical JSON of a node. */
export type CanonicalTree =
  | { id?: string; value: number; p?: number }
  /** An inner node; `value`, where given, is its own evaluation at a depth limit. */
  | { id?: string; kind: Turn; children: CanonicalTree[]; p?: number; value?: number };

/** Deepest nesting accepted (the searchers and printers recurse once per level). */
export const MAX_TREE_DEPTH = 1000;
/** The most nodes a tree may have (a search records an event or more per node). */
export const MAX_TREE_NODES = 250_000;
/** How far a chance node's probabilities may sum from 1. */
export const PROBABILITY_TOLERANCE = 1e-9;
/** Labels in the compact notation, and the ids a printer can write back as labels. */
export const LABEL = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function leaf(value: number, id = '', p = NaN): TreeNode {
  return { id, auto: id === '', kind: 'leaf', value, children: NO_CHILDREN, p };
}

export function inner(kind: Turn, children: TreeNode[], id = '', p = NaN): TreeNode {
  return { id, auto: id === '', kind, value: NaN, children, p };
}

/**
 * Gives every node without an id its path id (`""` root, `"1.0"`…), in place.
 * A path id that a given id already holds (a root named `"1"` over two
 * children) gets primes until it is free (`"1'"`), so a default id never
 * collides with one the tree gives: the given ids are checked among
 * themselves only (validateTree).
 */
export function assignPathIds(root: TreeNode): TreeNode {
  const given = new Set<string>();
  for (const node of walkTree(root)) if (!node.auto) given.add(node.id);
  const walk = (node: TreeNode, path: string): void => {
    if (node.auto) {
      let id = path;
      while (given.has(id)) id += "'";
      node.id = id;
    }
    node.children.forEach((c, i) => walk(c, path === '' ? String(i) : `${path}.${i}`));
  };
  walk(root, '');
  return root;
}

/**
 * Checks what both notations must satisfy: finite values, probabilities in
 * (0, 1] under each chance node summing to 1, no probability elsewhere, unique
 * ids. `where` gives a node's position in the source text. Returns the first
 * problem, or null.
 */
export function validateTree(root: TreeNode, where: (node: TreeNode) => Position): TreeError | null {
  const seen = new Map<string, TreeNode>();
  const stack: TreeNode[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const at = (reason: Message, on: TreeNode = node): TreeError => ({ ...where(on), reason });
    const other = seen.get(node.id);
    if (other !== undefined) {
      const o = where(other);
      return at(msg('tree.duplicate-id', { id: clip(node.id), line: o.line, column: o.column }));
    }
    seen.set(node.id, node);
    if (node.kind === 'leaf') {
      if (!Number.isFinite(node.value)) return at(msg('tree.leaf-value', { value: node.value }));
      continue;
    }
    if (node.own !== undefined && !Number.isFinite(node.own)) return at(msg('tree.json-inner-value', { value: node.own }));
    if (node.children.length === 0) return at(msg('tree.no-children', { kind: node.kind }));
    let sum = 0;
    for (const child of node.children) {
      if (node.kind === 'chance') {
        if (Number.isNaN(child.p)) return at(msg('tree.chance-child-p'), child);
        if (!(child.p > 0 && child.p <= 1)) return at(msg('tree.p-range', { p: child.p }), child);
        sum += child.p;
      } else if (!Number.isNaN(child.p)) {
        return at(msg('tree.p-parent', { kind: node.kind }), child);
      }
    }
    if (node.kind === 'chance' && Math.abs(sum - 1) > PROBABILITY_TOLERANCE) {
      return at(msg('tree.p-sum', { sum }));
    }
    // Children pushed last first, so they come off in order; per node, so no reversed copy: i < children.length.
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return null;
}

/** The canonical JSON of a tree; derived (path) ids are left out unless `allIds`. */
export function toCanonical(node: TreeNode, allIds = false): CanonicalTree {
  const id = allIds || !node.auto ? { id: node.id } : {};
  const p = Number.isNaN(node.p) ? {} : { p: node.p };
  if (node.kind === 'leaf') return { ...id, ...p, value: node.value };
  const own = node.own === undefined ? {} : { value: node.own };
  return { ...id, ...p, kind: node.kind, children: node.children.map((c) => toCanonical(c, allIds)), ...own };
}

/** Number of nodes, leaves and the height (edges on the longest path) of a tree. */
export function treeStats(root: TreeNode): { nodes: number; leaves: number; height: number } {
  let nodes = 0;
  let leaves = 0;
  let height = 0;
  const stack: [TreeNode, number][] = [[root, 0]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [node, depth] = top;
    nodes++;
    if (depth > height) height = depth;
    if (node.kind === 'leaf') leaves++;
    for (const c of node.children) stack.push([c, depth + 1]);
  }
  return { nodes, leaves, height };
}

/** Every node of a tree in depth-first order. */
export function* walkTree(root: TreeNode): Generator<TreeNode> {
  const stack = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    yield node;
    // Children pushed last first, so they come off in order; per node, so no reversed copy: i < children.length.
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
}
