/**
 * A search tree as the viewer draws it, in typed arrays: one row per node
 * (parent, kind as drawn, a leaf's value, a chance edge's probability, the
 * node of the trace it shows), children and subtree sizes, the names drawn
 * beside nodes, and for a game each node's position. Built where the search
 * ran (the worker) and handed to the page as transferable buffers, so a tree
 * of half a million nodes (the whole tic-tac-toe tree under minimax) costs
 * the page nothing to receive; an explicit textbook tree is built the same
 * way wherever it is needed.
 *
 * Ids: a textbook tree's own (`A`, `B1`); a game's decision tree names each
 * node by the moves leading to it ("X4 › O0"), made on demand from the labels
 * rather than stored for every node.
 */
import { NODE_KINDS, type NodeKind } from '../search/game.ts';
import type { TreeNode } from '../games/tree/tree.ts';
import type { Trace } from '../trace/trace.ts';
import { formatNumber } from '../i18n/lang.ts';

/** The separator of the move path in a game node's id. */
export const STEP = ' › ';

/** The games whose nodes carry a position, each node's cells in one row of `cells`. */
export const POSITION_GAMES = ['tictactoe', 'connect4', '2048'] as const;
export type PositionGame = (typeof POSITION_GAMES)[number];

/**
 * Each node's position: `width` cells per node (tic-tac-toe 9 and Connect-4
 * 42, top row first: 0 empty, 1 x, 2 o; 2048 16, row-major: 0 empty, else
 * the tile's exponent) and, for 2048, the score.
 */
export interface Positions {
  game: PositionGame;
  width: number;
  cells: Uint8Array;
  score: Float64Array | null;
}

/** What crosses the worker boundary: numbers in typed arrays, and two strings. */
export interface ViewTreeData {
  count: number;
  parent: Int32Array;
  /** Index in NODE_KINDS, as drawn: a node the search did not expand is a leaf. */
  kind: Uint8Array;
  /** A leaf's value (the evaluation the search gave it; NaN if it was never evaluated); NaN for inner nodes. */
  leafValue: Float64Array;
  /** Probability of the edge from a chance parent; NaN elsewhere. */
  p: Float64Array;
  /** The trace node each node shows, or -1 for one the search never met. */
  traced: Int32Array;
  /** Children of node i: childList[childStart[i] … childStart[i + 1]), in order. */
  childStart: Int32Array;
  childList: Int32Array;
  /** Nodes in each node's subtree, itself included. */
  size: Int32Array;
  /** The names drawn beside the nodes, one after another: node i's ends at labelEnd[i]. */
  labelText: string;
  labelEnd: Int32Array;
  /** Given ids, likewise; null when ids are move paths of the labels. */
  idText: string | null;
  idEnd: Int32Array | null;
  /** The longest name, and the longest value with its sign (≤, ≥, Σ), in characters: what the layout spaces for. */
  labelChars: number;
  valueChars: number;
  /** The search kept an α-β window: the view writes it under open nodes. */
  windowed: boolean;
  positions: Positions | null;
}

export class ViewTree {
  readonly count: number;
  readonly parent: Int32Array;
  readonly kind: Uint8Array;
  readonly leafValue: Float64Array;
  readonly p: Float64Array;
  readonly traced: Int32Array;
  readonly size: Int32Array;
  readonly positions: Positions | null;
  private readonly ids: (string | undefined)[] = [];
  private byId: Map<string, number> | null = null;
  private shapeOfTrace: Int32Array | null = null;

  constructor(readonly data: ViewTreeData) {
    ({
      count: this.count,
      parent: this.parent,
      kind: this.kind,
      leafValue: this.leafValue,
      p: this.p,
      traced: this.traced,
      size: this.size,
      positions: this.positions,
    } = data);
  }

  kindOf(i: number): NodeKind {
    // i is a node (< count), and `kind` holds indices in NODE_KINDS.
    return NODE_KINDS[this.kind[i]!]!;
  }

  children(i: number): Int32Array {
    return this.data.childList.subarray(this.data.childStart[i], this.data.childStart[i + 1]);
  }

  childCount(i: number): number {
    // childStart has count + 1 entries: i and i + 1 are indices of it for every node i.
    return this.data.childStart[i + 1]! - this.data.childStart[i]!;
  }

  /** The name drawn beside node i: a game's move, or the id a textbook tree gave it ('' for none). */
  label(i: number): string {
    return this.data.labelText.slice(i === 0 ? 0 : this.data.labelEnd[i - 1], this.data.labelEnd[i]);
  }

  id(i: number): string {
    const { idText, idEnd } = this.data;
    if (idText !== null && idEnd !== null) return idText.slice(i === 0 ? 0 : idEnd[i - 1], idEnd[i]);
    const known = this.ids[i];
    if (known !== undefined) return known;
    const up = this.parent[i] ?? -1;
    const id = up < 0 ? '' : up === 0 ? this.label(i) : `${this.id(up)}${STEP}${this.label(i)}`;
    this.ids[i] = id;
    return id;
  }

  /** The node with this id, or -1. */
  find(id: string): number {
    if (this.data.idText !== null) {
      this.byId ??= new Map(Array.from({ length: this.count }, (_, i) => [this.id(i), i]));
      return this.byId.get(id) ?? -1;
    }
    // A move path: walk down from the root, one label at a time.
    if (id === '') return this.count > 0 ? 0 : -1;
    let at = 0;
    for (const move of id.split(STEP)) {
      const next = [...this.children(at)].find((c) => this.label(c) === move);
      if (next === undefined) return -1;
      at = next;
    }
    return at;
  }

  /** The node showing trace node t, or -1. */
  nodeOfTrace(t: number): number {
    // A tree made from its trace numbers its nodes as the trace does.
    if (this.data.idText === null) return t >= 0 && t < this.count ? t : -1;
    if (this.shapeOfTrace === null) {
      const shape = new Int32Array(this.traced.reduce((most, t) => Math.max(most, t), -1) + 1).fill(-1);
      this.traced.forEach((traced, i) => {
        if (traced >= 0) shape[traced] = i;
      });
      this.shapeOfTrace = shape;
    }
    return t < 0 ? -1 : (this.shapeOfTrace[t] ?? -1);
  }

  /** The nodes from the root down to node i (i included). */
  pathTo(i: number): number[] {
    const path: number[] = [];
    for (let at = i; at >= 0; at = this.parent[at] ?? -1) path.push(at);
    return path.reverse();
  }

  /** A 2048 node's board (tile values) and score, or null for another game. */
  board2048(i: number): { board: number[][]; score: number } | null {
    const pos = this.positions;
    const cells = pos?.game === '2048' ? this.cells(i) : null;
    if (pos === null || cells === null) return null;
    // A row of 16 cells, row-major, each 0 (empty) or the tile's exponent.
    const board = [0, 1, 2, 3].map((r) => Array.from(cells.subarray(4 * r, 4 * r + 4), (e) => (e === 0 ? 0 : 2 ** e)));
    return { board, score: pos.score?.[i] ?? 0 };
  }

  /** The node of the step `step` of `trace` (its event's node; the root before the first event). */
  nodeAtStep(trace: Trace, step: number): number {
    return step <= 0 || trace.length === 0 ? 0 : this.nodeOfTrace(trace.eventNode(Math.min(step, trace.length) - 1));
  }

  /** Node i's position as cells (a view into the shared row; do not keep it), or null without positions. */
  cells(i: number): Uint8Array | null {
    const pos = this.positions;
    return pos === null ? null : pos.cells.subarray(i * pos.width, (i + 1) * pos.width);
  }
}

/** The buffers of a view tree, for a transfer (each its own: see transferOf). */
export function viewTreeBuffers(d: ViewTreeData): ArrayBuffer[] {
  const arrays: (ArrayBufferView | null)[] = [
    d.parent,
    d.kind,
    d.leafValue,
    d.p,
    d.traced,
    d.childStart,
    d.childList,
    d.size,
    d.labelEnd,
    d.idEnd,
    d.positions?.cells ?? null,
    d.positions?.score ?? null,
  ];
  return arrays.filter((a): a is ArrayBufferView => a !== null).map((a) => a.buffer as ArrayBuffer);
}

/** Children lists and subtree sizes from the parents (each node numbered after its parent). */
function childrenOf(parent: Int32Array): { childStart: Int32Array; childList: Int32Array; size: Int32Array } {
  // Every index here exists by construction: 0 ≤ parent[i] < i < n, childStart has n + 1 entries, at and size n.
  const n = parent.length;
  const childStart = new Int32Array(n + 1);
  for (let i = 1; i < n; i++) childStart[parent[i]! + 1]!++;
  for (let i = 0; i < n; i++) childStart[i + 1]! += childStart[i]!;
  const childList = new Int32Array(Math.max(0, n - 1));
  const at = childStart.slice(0, n);
  for (let i = 1; i < n; i++) childList[at[parent[i]!]!++] = i;
  const size = new Int32Array(n).fill(1);
  for (let i = n - 1; i > 0; i--) size[parent[i]!]! += size[i]!;
  return { childStart, childList, size };
}

/** Characters a value takes when drawn, with its sign (≤, ≥, Σ). */
function valueChars(v: number, cache: Map<number, number>): number {
  if (Number.isNaN(v)) return 0;
  let c = cache.get(v);
  if (c === undefined) cache.set(v, (c = formatNumber(v).length + 1));
  return c;
}

/** A textbook tree, in depth-first order, each node matched with the trace's node of its id. */
export function viewTreeOfTree(root: TreeNode, trace: Trace | null): ViewTree {
  const nodes: TreeNode[] = [];
  const parents: number[] = [];
  const stack: [TreeNode, number][] = [[root, -1]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [node, parent] = top;
    nodes.push(node);
    parents.push(parent);
    // Pushed last to first, so that the first child comes out first.
    const at = nodes.length - 1;
    for (const child of [...node.children].reverse()) stack.push([child, at]);
  }
  const n = nodes.length;
  const parent = Int32Array.from(parents);
  const labels: string[] = [];
  const ids: string[] = [];
  const labelEnd = new Int32Array(n);
  const idEnd = new Int32Array(n);
  let labelLength = 0;
  let idLength = 0;
  let labelChars = 0;
  let values = 0;
  const cache = new Map<number, number>();
  const traced = new Int32Array(n).fill(-1);
  nodes.forEach((node, i) => {
    const label = node.label ?? (node.auto ? '' : node.id);
    labels.push(label);
    ids.push(node.id);
    labelEnd[i] = labelLength += label.length;
    idEnd[i] = idLength += node.id.length;
    const t = trace === null ? -1 : trace.indexOf(node.id);
    traced[i] = t;
    const value = node.kind === 'leaf' ? node.value : trace !== null && t >= 0 ? trace.finalValue(t) : NaN;
    labelChars = Math.max(labelChars, label.length);
    values = Math.max(values, valueChars(value, cache));
  });
  return new ViewTree({
    count: n,
    parent,
    kind: Uint8Array.from(nodes, (node) => NODE_KINDS.indexOf(node.kind)),
    leafValue: Float64Array.from(nodes, (node) => (node.kind === 'leaf' ? node.value : NaN)),
    p: Float64Array.from(nodes, (node) => node.p),
    traced,
    ...childrenOf(parent),
    labelText: labels.join(''),
    labelEnd,
    idText: ids.join(''),
    idEnd,
    labelChars,
    valueChars: values,
    windowed: trace?.data.windowed ?? false,
    positions: null,
  });
}

const LEAF = NODE_KINDS.indexOf('leaf');

/**
 * Any recorded search as the tree it explored, node for node in the trace's
 * numbering: each node named by its move, drawn as a leaf where the search
 * did not expand it (its value the one the search evaluated), and its
 * position written by `position` (into its row of `cells`, its score
 * returned for 2048).
 */
export function viewTreeOfTrace<S>(
  trace: Trace<S, unknown>,
  position?: { game: PositionGame; width: number; write: (state: S, into: Uint8Array) => number | null },
): ViewTree {
  const n = trace.nodeCount;
  const d = trace.data;
  const parent = d.parent.slice(0, n);
  const shape = childrenOf(parent);
  const kind = d.kind.slice(0, n);
  const leafValue = new Float64Array(n).fill(NaN);
  const p = new Float64Array(n).fill(NaN);
  const labels: string[] = new Array<string>(n);
  const labelEnd = new Int32Array(n);
  let length = 0;
  let labelChars = 0;
  let values = 0;
  const cache = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const label = trace.action(i) ?? '';
    labels[i] = label;
    labelEnd[i] = length += label.length;
    // A leaf's value is the one drawn (leafValue); an inner node's the search's final value, the same number.
    const value = trace.finalValue(i);
    if (shape.childStart[i + 1] === shape.childStart[i]) {
      kind[i] = LEAF;
      leafValue[i] = value;
    }
    p[i] = trace.probability(i);
    labelChars = Math.max(labelChars, label.length);
    values = Math.max(values, valueChars(value, cache));
  }
  let positions: Positions | null = null;
  if (position !== undefined) {
    const cells = new Uint8Array(n * position.width);
    const score = position.game === '2048' ? new Float64Array(n) : null;
    for (let i = 0; i < n; i++) {
      const s = position.write(trace.state(i), cells.subarray(i * position.width, (i + 1) * position.width));
      if (score !== null) score[i] = s ?? 0;
    }
    positions = { game: position.game, width: position.width, cells, score };
  }
  return new ViewTree({
    count: n,
    parent,
    kind,
    leafValue,
    p,
    traced: Int32Array.from({ length: n }, (_, i) => i),
    ...shape,
    labelText: labels.join(''),
    labelEnd,
    idText: null,
    idEnd: null,
    labelChars,
    valueChars: values,
    windowed: d.windowed,
    positions,
  });
}
