/**
 * What the Monte Carlo tree search view (mcts-view.ts) shows at a step, as
 * pure functions of the trace and its cursor (src/trace/mcts-trace.ts): no
 * DOM, tested in Node (tests/unit/mcts-view.test.ts).
 *
 * - the phase of a step (AIMA Fig. 5.10: selection, expansion, simulation,
 *   back-propagation; and the start and the move chosen around them), its
 *   node, the iteration it is in and where the next and previous ones start;
 * - which nodes are drawn: a 10,000-iteration trace has ~10,000 nodes, of
 *   which only what can be read is drawn — the root's children, the current
 *   iteration's path with every node's children along it (the selection
 *   compares them), and the nodes the user opens; every other node with
 *   children in the tree carries "+k more" (how many nodes under it). Each
 *   level then holds the children of one node (≤ 9 in tic-tac-toe, 7 in
 *   Connect-4), and a step's work is the path's length times the branching;
 * - their layout (d3-hierarchy's tidy tree), children in their moves' order;
 * - the playout's chain, what back-propagation adds, what selection compared;
 * - names: the trace's ids are paths of action indices ("3.1"); people read
 *   moves ("X↓4 O↓2"), so the narration's nodes are named by their moves.
 */
import { hierarchy, tree as tidyTree } from 'd3-hierarchy';
import { BACKPROPAGATE, CHOOSE, EXPAND, ITERATE, PLAYOUT, SELECT, type MctsTrace } from '../../../trace/mcts-trace.ts';
import type { Message } from '../../../i18n/message.ts';

export const MCTS_PHASES = ['start', 'selection', 'expansion', 'simulation', 'backpropagation', 'choice'] as const;
export type MctsPhase = (typeof MCTS_PHASES)[number];
/** The four phases of an iteration, in order (AIMA Fig. 5.10). */
export const ITERATION_PHASES = ['selection', 'expansion', 'simulation', 'backpropagation'] as const;

type AnyTrace = MctsTrace<unknown>;

/** The phase of step `step` (events applied: the last one is `step − 1`). */
export function phaseAt(trace: AnyTrace, step: number): MctsPhase {
  if (step <= 0) return 'start';
  const d = trace.data;
  const k = step - 1;
  switch (d.type[k]) {
    case EXPAND:
      return d.node[k] === 0 ? 'start' : 'expansion';
    case ITERATE:
    case SELECT:
      return 'selection';
    case PLAYOUT:
      return 'simulation';
    case BACKPROPAGATE:
      return 'backpropagation';
    default:
      return 'choice';
  }
}

/** The node of step `step`: the one selected, added, played out from, back-propagated from (the path's end) or chosen; the root when an iteration starts; -1 at step 0. */
export function currentNode(trace: AnyTrace, step: number): number {
  if (step <= 0) return -1;
  const d = trace.data;
  const k = step - 1;
  if (d.type[k] === ITERATE) return 0;
  const e = eventAt(trace, k);
  // A selection's node is the child it chose (its own node where the trace has no such child).
  if (d.type[k] === SELECT) return d.kids[e.from + e.a] ?? e.node;
  return e.node;
}

/**
 * Event k's fields: its node, its number (a child's place, a result, an
 * iteration) and where its entries in the per-entry columns start and how
 * many (the children compared, the playout's moves, the path backed up).
 * Outside the trace: node -1 and no entries.
 */
function eventAt(trace: AnyTrace, k: number): { node: number; a: number; from: number; count: number } {
  const d = trace.data;
  return { node: d.node[k] ?? -1, a: d.a[k] ?? 0, from: d.from[k] ?? 0, count: d.count[k] ?? 0 };
}

/** The path drawn open at a step: the cursor's (this iteration's, as far as it has gone), or at the end the root and the move chosen. */
export function openPath(trace: AnyTrace, step: number, cursorPath: readonly number[]): readonly number[] {
  if (step <= 0) return [];
  const chosen = trace.data.node[step - 1];
  if (trace.data.type[step - 1] === CHOOSE && chosen !== undefined) return [0, chosen];
  return cursorPath;
}

// ---- iterations ------------------------------------------------------------------------------

/** The iteration step `step` is in (0 before the first; the last one at the end). */
export function iterationOf(trace: AnyTrace, step: number): number {
  return step <= 0 ? 0 : trace.iterationAt(step - 1);
}

/** The step where iteration `i` (1 …) starts: its first event applied, the root about to select (the end for no such iteration). */
export function iterationStart(trace: AnyTrace, i: number): number {
  const at = trace.starts[i - 1];
  return at === undefined ? trace.length : at + 1;
}

/** PageDown: the start of the next iteration, or the end after the last. */
export function nextIteration(trace: AnyTrace, step: number): number {
  const it = iterationOf(trace, step);
  return it < trace.iterations ? iterationStart(trace, it + 1) : trace.length;
}

/** PageUp: the start of this iteration, or of the one before when already there (0 before the first). */
export function previousIteration(trace: AnyTrace, step: number): number {
  const it = iterationOf(trace, step);
  if (it === 0) return 0;
  const start = iterationStart(trace, it);
  if (step > start) return start;
  return it >= 2 ? iterationStart(trace, it - 1) : 0;
}

// ---- the tree's structure ---------------------------------------------------------------------

/** A trace's tree, indexed once: children in their moves' order, descendants in the order they joined, nodes by id. */
export class MctsIndex {
  /** Each node's children, in the order of their actions in the game (columns left to right, cells 0–8). */
  readonly kids: number[][];
  /** Each node's descendants (the root's left out), in the order they joined the tree: those in the tree at a step are a prefix. */
  private readonly below: number[][];
  private readonly byId = new Map<string, number>();

  constructor(readonly trace: AnyTrace) {
    const d = trace.data;
    const n = trace.nodes;
    this.kids = Array.from({ length: n }, () => []);
    this.below = Array.from({ length: n }, () => []);
    for (let i = 1; i < n; i++) {
      const p = d.parent[i] ?? 0;
      this.kids[p]?.push(i);
      for (let a = p; a > 0; a = d.parent[a] ?? 0) this.below[a]?.push(i);
    }
    for (const k of this.kids) k.sort((a, b) => (d.edge[a] ?? 0) - (d.edge[b] ?? 0));
    for (let i = 0; i < n; i++) this.byId.set(trace.id(i), i);
  }

  get count(): number {
    return this.trace.nodes;
  }

  /** Node `v`'s children in the tree when `added` nodes have joined it. */
  joined(v: number, added: number): number[] {
    return (this.kids[v] ?? []).filter((c) => c < added);
  }

  /** How many nodes under `v` are in the tree when `added` have joined it. */
  under(v: number, added: number): number {
    if (v === 0) return Math.max(0, added - 1);
    const list = this.below[v] ?? [];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      // 0 ≤ lo ≤ mid < hi ≤ list.length.
      if (list[mid]! < added) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The node of an id ("" the root, "3.1"), or -1. */
  find(id: string): number {
    return this.byId.get(id) ?? -1;
  }

  parent(v: number): number {
    return this.trace.data.parent[v] ?? -1;
  }

  /** The move into `v` ("X↓4"), or `root` for the root. */
  move(v: number, root: string): string {
    return v === 0 ? root : (this.trace.data.label[v] ?? '');
  }

  /** The moves from the root to `v`, joined ("X↓4 O↓3"); "" for the root. */
  pathName(v: number): string {
    const moves: string[] = [];
    for (let u = v; u > 0; u = this.parent(u)) moves.push(this.trace.data.label[u] ?? '');
    return moves.reverse().join(' ');
  }
}

/** What is drawn at a step. */
export interface Shown {
  /** The nodes drawn, in preorder (the order the tree's keys move in). */
  nodes: number[];
  /** A drawn node's drawn children (only nodes whose children are drawn). */
  children: Map<number, number[]>;
  /** A drawn node whose children are not drawn: how many nodes of the tree are under it. */
  hidden: Map<number, number>;
  /** The nodes open because they are on the path (the keys cannot close them). */
  forced: ReadonlySet<number>;
}

/**
 * The nodes drawn when `added` nodes are in the tree: the root, and the
 * children of every open node — the root, the nodes on `path`, the ones in
 * `opened` — each drawn node with children in the tree but not drawn
 * marked with their number. With no node in the tree yet, the root alone
 * (drawn as still to come).
 */
export function shownAt(index: MctsIndex, added: number, path: readonly number[], opened: ReadonlySet<number>): Shown {
  const forced = new Set([0, ...path].filter((v) => v < added));
  const shown: Shown = { nodes: [], children: new Map(), hidden: new Map(), forced };
  if (added <= 0) {
    shown.nodes.push(0);
    return shown;
  }
  const visit = (v: number): void => {
    shown.nodes.push(v);
    if (forced.has(v) || opened.has(v)) {
      const kids = index.joined(v, added);
      if (kids.length > 0) {
        shown.children.set(v, kids);
        kids.forEach(visit);
      }
      return;
    }
    const under = index.under(v, added);
    if (under > 0) shown.hidden.set(v, under);
  };
  visit(0);
  return shown;
}

// ---- layout ----------------------------------------------------------------------------------------

/** A node's box, the room between boxes, and from a level to the next (drawing units). */
export const NODE_W = 96;
export const NODE_H = 66;
export const GAP_X = 12;
export const LEVEL_H = 132;
/** The band under a box for its "+k more" or a tag; edges start under it. */
export const BAND = 22;
/** Above a box: its move's name. */
export const ABOVE = 22;
/** A playout's step in its chain. */
export const CHAIN_STEP = 24;

export interface Placed {
  x: Map<number, number>;
  y: Map<number, number>;
  /** The drawn nodes' extent, boxes included. */
  box: { x0: number; y0: number; x1: number; y1: number };
}

/** The drawn tree laid out by d3-hierarchy's tidy tree (Reingold–Tilford, Buchheim et al.'s linear time): the root at (0, 0), levels LEVEL_H apart. */
export function layOut(shown: Shown): Placed {
  const root = hierarchy<number>(0, (v) => shown.children.get(v));
  const laid = tidyTree<number>()
    .nodeSize([NODE_W + GAP_X, LEVEL_H])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.2))(root);
  const x = new Map<number, number>();
  const y = new Map<number, number>();
  const box = { x0: Infinity, y0: -NODE_H / 2 - ABOVE, x1: -Infinity, y1: -Infinity };
  laid.each((n) => {
    x.set(n.data, n.x);
    y.set(n.data, n.y);
    box.x0 = Math.min(box.x0, n.x - NODE_W / 2);
    box.x1 = Math.max(box.x1, n.x + NODE_W / 2);
    box.y1 = Math.max(box.y1, n.y + NODE_H / 2 + BAND);
  });
  return { x, y, box };
}

// ---- what each phase shows ------------------------------------------------------------------------

/** At a selection step: the node selecting, the child chosen (highest UCB1) and the children compared. */
export function selectionAt(trace: AnyTrace, step: number): { node: number; chosen: number; compared: number[] } | null {
  const k = step - 1;
  const d = trace.data;
  if (k < 0 || d.type[k] !== SELECT) return null;
  const e = eventAt(trace, k);
  const compared = d.kids.slice(e.from, e.from + e.count);
  const chosen = compared[e.a];
  return chosen === undefined ? null : { node: e.node, chosen, compared };
}

/** A playout at a simulation step (and its result at the back-propagation after it): the node it starts from, its moves, the result for X (MAX). */
export function playoutAt(trace: AnyTrace, step: number): { node: number; moves: string[]; result: number; shown: boolean } | null {
  const d = trace.data;
  const k = step - 1;
  if (k < 0) return null;
  const at = d.type[k] === PLAYOUT ? k : d.type[k] === BACKPROPAGATE && k > 0 && d.type[k - 1] === PLAYOUT ? k - 1 : -1;
  if (at < 0) return null;
  const e = eventAt(trace, at);
  return { node: e.node, moves: d.labels.slice(e.from, e.from + e.count), result: e.a, shown: at === k };
}

/** At a back-propagation step: each node on the path and what its W gained (the result, or 1 − it for the other player). */
export function backpropAt(trace: AnyTrace, step: number): Map<number, number> | null {
  const d = trace.data;
  const k = step - 1;
  if (k < 0 || d.type[k] !== BACKPROPAGATE) return null;
  const gained = new Map<number, number>();
  const { from, count } = eventAt(trace, k);
  for (const [j, v] of d.kids.slice(from, from + count).entries()) gained.set(v, (d.w[from + j] ?? 0) - (d.before[from + j] ?? 0));
  return gained;
}

export type ChainItem = { kind: 'move'; label: string } | { kind: 'gap'; count: number };

/** A playout's moves as its chain shows them: all of them up to `max`, else the first and last few around a gap that says how many are left out. */
export function playoutChain(moves: readonly string[], max = 9): ChainItem[] {
  if (moves.length <= max) return moves.map((label) => ({ kind: 'move', label }));
  const head = Math.ceil((max - 1) / 2);
  const tail = max - 1 - head;
  return [
    ...moves.slice(0, head).map((label): ChainItem => ({ kind: 'move', label })),
    { kind: 'gap', count: moves.length - head - tail },
    ...moves.slice(moves.length - tail).map((label): ChainItem => ({ kind: 'move', label })),
  ];
}

/** A playout's result for X (MAX): who won, as the labels `result_x`, `result_o`, `result_draw` name it. */
export function resultKey(result: number): 'result_x' | 'result_o' | 'result_draw' {
  return result >= 1 ? 'result_x' : result <= 0 ? 'result_o' : 'result_draw';
}

/** ½ as people write it, else a number with at most `digits` decimals (2 by default: what a projector shows). */
export function fraction(v: number, digits = 2): string {
  if (v === 0.5) return '½';
  const p = 10 ** digits;
  return String(Math.round(v * p) / p);
}

// ---- names ----------------------------------------------------------------------------------------

const NAMED = ['node', 'child', 'parent'] as const;

/** A narration (mcts-narrate.ts) with its nodes named by their moves ("X↓4 O↓3") instead of the trace's ids ("3.2"); the root stays "" (the root). */
export function namedMessage(index: MctsIndex, m: Message): Message {
  const params = { ...m.params };
  for (const key of NAMED) {
    const id = params[key];
    if (typeof id !== 'string') continue;
    const v = index.find(id);
    if (v > 0) params[key] = index.pathName(v);
  }
  return { code: m.code, params };
}
