/**
 * An exercise's key, field by field, and the grading of one field (issue 24).
 *
 * The fields an exercise asks: each inner node the search visits has a value
 * (a bound where alpha-beta only bounds it: "C ≤ 2" is graded by its 2) and,
 * for alpha-beta, its α and β; then the best move, the leaves in the order
 * they are evaluated, and (alpha-beta) the branches cut.
 *
 * Which α and β: those of AIMA's pseudocode (Fig. 5.7, the thesis §2.2.2.1,
 * corrected) as the node returns — the window it was entered with, narrowed
 * by each child that improved it (at MAX α = max(α, v), at MIN β = min(β, v)).
 * A child that makes the node cut (v ≥ β at MAX, v ≤ α at MIN) returns before
 * that update, so a node that cuts keeps its window: on AIMA Fig. 5.2, A
 * (α 3, β +∞), B (α −∞, β 3), C (α 3, β +∞: C ≤ 2 ≤ α = 3 cut) and D (α 3,
 * β 5: its last leaf, 2 ≤ α, returns at once). The trace's window at its
 * last step is exactly that (the tree page's self-check grades the same).
 *
 * Every field's answer is settled at one step of the search: a node's value
 * at its last update, α or β at its last change (or on entry if it never
 * changes), the move at the root's last update, a leaf at its evaluation, a
 * cut at its prune. `explainingEvent` finds the step where a wrong answer
 * first departs from the search: its narration (trace/narrate.ts) explains it.
 */
import type { NodeKind } from '../search/game.ts';
import type { Certainty } from '../search/tracer.ts';
import type { Trace } from '../trace/trace.ts';
import { walkTree, type TreeNode } from '../games/tree/tree.ts';
import type { Answer, ExerciseAlgorithm } from './exercise.ts';
import { readNumber, sameNumber } from './quiz.ts';
import { entryAt } from '../games/entry.ts';

/** A node's fields: its value, and (alpha-beta) α and β as it returns. */
export const NODE_FIELDS = ['value', 'alpha', 'beta'] as const;
export type NodeField = (typeof NODE_FIELDS)[number];
/** The fields of the whole tree. */
export const TREE_FIELDS = ['action', 'evaluated', 'pruned'] as const;
export type TreeField = (typeof TREE_FIELDS)[number];
/** A field: a tree's (`action`) or a node's (`alpha:C`). */
export type FieldKey = TreeField | `${NodeField}:${string}`;

export const fieldKey = (field: NodeField, node: string): FieldKey => `${field}:${node}`;

/** The field's name and its node (null for a tree's field). */
export function splitKey(key: FieldKey): { field: NodeField | TreeField; node: string | null } {
  const colon = key.indexOf(':');
  return colon < 0 ? { field: key as TreeField, node: null } : { field: key.slice(0, colon) as NodeField, node: key.slice(colon + 1) };
}

/** What the search gives an inner node. */
export interface NodeKey {
  id: string;
  kind: NodeKind;
  /** The search enters it (else a cutoff skips it or an ancestor). */
  visited: boolean;
  /** Its value as it returns (NaN if not visited), and whether that is exact or a bound. */
  value: number;
  certainty: Certainty;
  /** α and β as it returns (NaN without a window, or not visited). */
  alpha: number;
  beta: number;
}

export interface ExerciseKey {
  algo: ExerciseAlgorithm;
  tree: TreeNode;
  trace: Trace;
  answer: Answer;
  /** Inner nodes, depth-first. */
  nodes: NodeKey[];
  /** The fields asked, in order: each visited inner node's (depth-first), then the tree's. */
  asked: FieldKey[];
  /** Per node id: the events that settle its fields (-1: none). */
  steps: Map<string, Steps>;
}

interface Steps {
  enter: number;
  value: number;
  alpha: number;
  beta: number;
  /** A leaf's evaluation; the prune that skipped a node (or its nearest skipped ancestor). */
  evaluate: number;
  pruned: number;
}

/** The fields a node has in an exercise of `algo`. */
export const nodeFields = (algo: ExerciseAlgorithm): readonly NodeField[] => (algo === 'alphabeta' ? NODE_FIELDS : ['value']);
/** The tree's fields in an exercise of `algo`. */
export const treeFields = (algo: ExerciseAlgorithm): readonly TreeField[] => (algo === 'alphabeta' ? TREE_FIELDS : ['action', 'evaluated']);

/** The key of an exercise: every inner node's value, α and β from the recorded search, and the events that settle them. */
export function exerciseKey(tree: TreeNode, trace: Trace, answer: Answer, algo: ExerciseAlgorithm): ExerciseKey {
  const end = trace.seek(trace.length);
  const steps = stepsOf(tree, trace);
  const nodes: NodeKey[] = [];
  for (const node of walkTree(tree)) {
    if (node.kind === 'leaf') continue;
    const n = trace.indexOf(node.id);
    const visited = n >= 0 && !trace.node(n).skipped;
    const windowed = visited && algo === 'alphabeta';
    nodes.push({
      id: node.id,
      kind: node.kind,
      visited,
      value: visited ? Number(trace.finalValue(n).toFixed(9)) : NaN,
      certainty: (visited ? trace.finalCertainty(n) : undefined) ?? 'exact',
      alpha: windowed ? entryAt(end.alpha, n) : NaN,
      beta: windowed ? entryAt(end.beta, n) : NaN,
    });
  }
  const asked: FieldKey[] = [];
  for (const n of nodes) if (n.visited) for (const f of nodeFields(algo)) asked.push(fieldKey(f, n.id));
  asked.push(...treeFields(algo));
  return { algo, tree, trace, answer, nodes, asked, steps };
}

/** One pass over the events: for each node, the events that settle its fields. */
function stepsOf(tree: TreeNode, trace: Trace): Map<string, Steps> {
  const steps = new Map<string, Steps>();
  const of = (id: string): Steps => {
    let s = steps.get(id);
    if (s === undefined) steps.set(id, (s = { enter: -1, value: -1, alpha: -1, beta: -1, evaluate: -1, pruned: -1 }));
    return s;
  };
  for (let k = 0; k < trace.length; k++) {
    const e = trace.event(k);
    const s = of(e.node);
    if (e.type === 'enter') s.enter = s.alpha = s.beta = k;
    else if (e.type === 'update' || e.type === 'average') s.value = k;
    else if (e.type === 'bound') s[e.side] = k;
    else if (e.type === 'evaluate') s.evaluate = k;
    else if (e.type === 'prune') for (const id of e.skipped) of(id).pruned = k;
  }
  // A node under a skipped one is cut by the same prune.
  const down = (node: TreeNode, cut: number): void => {
    const own = steps.get(node.id)?.pruned ?? -1;
    const at = own >= 0 ? own : cut;
    if (at >= 0) of(node.id).pruned = at;
    for (const c of node.children) down(c, at);
  };
  down(tree, -1);
  return steps;
}

/** A field's right answer: a number (a node's value, α, β), the move, a list of ids, or nothing (a node the search never visits). */
export type Expected =
  | { type: 'number'; value: number; certainty: Certainty }
  | { type: 'move'; id: string }
  | { type: 'list'; ids: readonly string[]; ordered: boolean }
  | { type: 'none' };

export function expectedOf(key: ExerciseKey, field: FieldKey): Expected {
  const { field: name, node } = splitKey(field);
  if (node === null) {
    if (name === 'action') return { type: 'move', id: key.answer.action };
    return name === 'evaluated' ? { type: 'list', ids: key.answer.evaluated, ordered: true } : { type: 'list', ids: key.answer.pruned, ordered: false };
  }
  const n = key.nodes.find((x) => x.id === node);
  if (n === undefined || !n.visited) return { type: 'none' };
  if (name === 'value') return { type: 'number', value: n.value, certainty: n.certainty };
  const v = name === 'alpha' ? n.alpha : n.beta;
  return Number.isNaN(v) ? { type: 'none' } : { type: 'number', value: v, certainty: 'exact' };
}

export type Verdict = 'ok' | 'wrong';

/** The ids of a list as typed: separated by commas, semicolons or spaces. */
export const idsOf = (text: string): string[] => text.split(/[\s,;]+/).filter((s) => s !== '');

/** Whether `text` says "no value" (a node the search never reaches). */
const isBlank = (text: string): boolean => /^[\s\-—–·/]*$/.test(text);

/**
 * The verdict on one field as typed, or null when there is nothing to grade
 * (left blank). A value may carry its bound's sign ("≤ 2", "<= 2"); a node the
 * search never visits takes no value: a dash there is right, a number wrong.
 */
export function gradeField(key: ExerciseKey, field: FieldKey, text: string): Verdict | null {
  const e = expectedOf(key, field);
  const t = text.trim();
  if (e.type === 'none') return t === '' ? null : isBlank(t) ? 'ok' : 'wrong';
  if (t === '') return null;
  switch (e.type) {
    case 'number':
      return sameNumber(readNumber(t.replace(/^(≤|≥|<=?|>=?|=|≈)/, '')), e.value) ? 'ok' : 'wrong';
    case 'move':
      return t === e.id ? 'ok' : 'wrong';
    case 'list': {
      const given = idsOf(t);
      const [first, ...more] = given;
      const none = first === undefined || (more.length === 0 && /^(none|ninguna|ninguno|-|—)$/i.test(first));
      if (e.ids.length === 0) return none ? 'ok' : 'wrong';
      const a = e.ordered ? given : [...given].sort();
      const b = e.ordered ? [...e.ids] : [...e.ids].sort();
      return a.join(',') === b.join(',') ? 'ok' : 'wrong';
    }
  }
}

/**
 * The event (0-based: the tree page's step is one more) where the search
 * settles what a wrong answer to `field` departs from: its narration
 * explains the right one. -1 if none (an empty trace).
 */
export function explainingEvent(key: ExerciseKey, field: FieldKey, text: string): number {
  const { field: name, node } = splitKey(field);
  const at = (id: string): Steps | undefined => key.steps.get(id);
  if (node !== null) {
    const s = at(node);
    if (s === undefined) return -1;
    if (s.enter < 0) return s.pruned; // never visited: the cut that skipped it
    return name === 'value' ? s.value : name === 'alpha' ? s.alpha : s.beta;
  }
  const root = at(key.tree.id);
  if (name === 'action') return root?.value ?? -1;
  const given = idsOf(text);
  const right = key.answer[name === 'evaluated' ? 'evaluated' : 'pruned'];
  if (name === 'evaluated') {
    // The first place the order departs: a leaf a cut skips is explained by its cut, else the leaf due there.
    for (let j = 0; j <= Math.max(given.length, right.length); j++) {
      const [mine, due] = [given[j], right[j]];
      if (mine === due) continue;
      const cut = mine === undefined ? -1 : (at(mine)?.pruned ?? -1);
      if (cut >= 0) return cut;
      return due === undefined ? lastEvent(key) : (at(due)?.evaluate ?? -1);
    }
    return -1;
  }
  // Cuts: the first missing one (its prune), or the first listed that the search enters (its entry), whichever comes first.
  const events: number[] = [];
  for (const id of right) if (!given.includes(id)) events.push(at(id)?.pruned ?? -1);
  for (const id of given) if (!right.includes(id)) events.push(Math.max(at(id)?.enter ?? -1, at(id)?.evaluate ?? -1));
  const found = events.filter((k) => k >= 0);
  return found.length === 0 ? lastEvent(key) : Math.min(...found);
}

const lastEvent = (key: ExerciseKey): number => key.trace.length - 1;

/** Among the wrong fields (field → text), the one the search meets first, with its event; null if none. */
export function firstMistake(key: ExerciseKey, wrong: ReadonlyMap<FieldKey, string>): { field: FieldKey; event: number } | null {
  let best: { field: FieldKey; event: number } | null = null;
  for (const [field, text] of wrong) {
    const event = explainingEvent(key, field, text);
    if (event < 0) continue;
    if (best === null || event < best.event) best = { field, event };
  }
  return best;
}
