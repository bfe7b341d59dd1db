/**
 * A literal transcription of AIMA's MINIMAX-DECISION, ALPHA-BETA-SEARCH
 * (Fig. 5.3, 5.7) and EXPECTIMINIMAX (§5.5) over canonical JSON trees,
 * written apart from src/ to check it: it records the leaves it evaluates and
 * the nodes it visits.
 */
import { rng } from '../../src/games/rng.ts';

export type Node = { id: string; value: number; p?: number } | { id: string; kind: 'max' | 'min' | 'chance'; children: Node[]; p?: number };

export interface Answer {
  value: number;
  action: string | null;
  evaluated: string[];
  visited: Set<string>;
}

export function minimaxDecision(root: Node): Answer {
  const evaluated: string[] = [];
  const visited = new Set<string>();
  const value = (s: Node): number => {
    visited.add(s.id);
    if ('value' in s) return (evaluated.push(s.id), s.value);
    const vs = s.children.map(value);
    if (s.kind === 'chance') return s.children.reduce((sum, c, i) => sum + c.p! * vs[i]!, 0);
    return s.kind === 'max' ? Math.max(...vs) : Math.min(...vs);
  };
  if ('value' in root) return { value: value(root), action: null, evaluated, visited };
  visited.add(root.id);
  let best = -Infinity;
  let action: string | null = null;
  for (const c of root.children) {
    const v = value(c);
    if (v > best) [best, action] = [v, c.id];
  }
  return { value: best, action, evaluated, visited };
}

/** EXPECTIMINIMAX is MINIMAX-DECISION with chance nodes averaged: the same transcription. */
export const expectiminimaxDecision = minimaxDecision;

/** AIMA's MAX-VALUE and MIN-VALUE (Fig. 5.7), recording the leaves read and the nodes visited: AIMA-Java's are the same. */
function alphaBetaValues(evaluated: string[], visited: Set<string>) {
  const maxValue = (s: Node, alpha: number, beta: number): number => {
    visited.add(s.id);
    if ('value' in s) return (evaluated.push(s.id), s.value);
    let v = -Infinity;
    for (const c of s.children) {
      v = Math.max(v, minValue(c, alpha, beta));
      if (v >= beta) return v;
      alpha = Math.max(alpha, v);
    }
    return v;
  };
  const minValue = (s: Node, alpha: number, beta: number): number => {
    visited.add(s.id);
    if ('value' in s) return (evaluated.push(s.id), s.value);
    let v = Infinity;
    for (const c of s.children) {
      v = Math.min(v, maxValue(c, alpha, beta));
      if (v <= alpha) return v;
      beta = Math.min(beta, v);
    }
    return v;
  };
  return { maxValue, minValue };
}

export function alphaBetaSearch(root: Node): Answer {
  const evaluated: string[] = [];
  const visited = new Set<string>();
  const { maxValue, minValue } = alphaBetaValues(evaluated, visited);
  if ('value' in root) return { value: maxValue(root, -Infinity, Infinity), action: null, evaluated, visited };
  visited.add(root.id);
  let alpha = -Infinity;
  let action: string | null = null;
  for (const c of root.children) {
    const v = minValue(c, alpha, Infinity);
    if (v > alpha) [alpha, action] = [v, c.id];
  }
  return { value: alpha, action, evaluated, visited };
}

/** Every node's id, depth first. */
export function ids(node: Node): string[] {
  return 'value' in node ? [node.id] : [node.id, ...node.children.flatMap(ids)];
}

/** A tree in the compact notation, every node labelled. */
export function compact(node: Node): string {
  const p = node.p === undefined ? '' : `${node.p}: `;
  return 'value' in node ? `${p}${node.id}:${node.value}` : `${p}${node.id}:${node.kind}(${node.children.map(compact).join(', ')})`;
}

/** A random tree with ids, values with ties, MAX/MIN levels (and chance nodes below the MAX root when asked). */
export function randomCanonical(seed: number, chance: boolean): Node {
  const r = rng(seed);
  let n = 0;
  const make = (depth: number, kind: 'max' | 'min'): Node => {
    const id = `n${n++}`;
    if (depth === 0 || (depth < 3 && r.next() < 0.2)) return { id, value: r.int(21) - 10 };
    const b = 1 + r.int(4);
    if (chance && depth < 4 && r.next() < 0.3) {
      const children = Array.from({ length: b }, () => make(depth - 1, kind === 'max' ? 'min' : 'max'));
      return { id, kind: 'chance', children: children.map((c) => ({ ...c, p: 1 / b })) };
    }
    return { id, kind, children: Array.from({ length: b }, () => make(depth - 1, kind === 'max' ? 'min' : 'max')) };
  };
  return make(4, 'max');
}

/**
 * AIMA-Java's AlphaBetaSearch (aima.core.search.adversarial, the library the
 * thesis's Java builds on), transcribed literally: `makeDecision` searches
 * each of the root's moves with (−∞, +∞) and keeps the first strictly better
 * one; `maxValue` / `minValue` are the AIMA figure's. For a MIN root the
 * player is MIN, so values are negated to its view and back.
 */
export function aimaJavaMakeDecision(root: Node): Answer {
  const evaluated: string[] = [];
  const visited = new Set<string>();
  const { maxValue, minValue } = alphaBetaValues(evaluated, visited);
  if ('value' in root) return { value: maxValue(root, -Infinity, Infinity), action: null, evaluated, visited };
  visited.add(root.id);
  const max = root.kind === 'max';
  let result: string | null = null;
  let resultValue = -Infinity;
  for (const c of root.children) {
    // makeDecision: value = minValue(game.getResult(state, action), player, -∞, +∞), from the player's view.
    const value = max ? minValue(c, -Infinity, Infinity) : -maxValue(c, -Infinity, Infinity);
    if (value > resultValue) {
      result = c.id;
      resultValue = value;
    }
  }
  return { value: max ? resultValue : -resultValue, action: result, evaluated, visited };
}
