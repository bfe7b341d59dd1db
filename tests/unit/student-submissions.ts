/**
 * Correct student submissions, written for these tests in TypeScript over a
 * StudentTree (the game objects the runners give Python and JavaScript code
 * are wrappers of it): one in the shape of a CS188 `multiAgents.py` agent
 * (agent indices, depth in rounds, `getScore` at a win, a loss or the depth;
 * alpha-beta cutting only on strict inequality), one in the shape of
 * aima-python's `games.py` functions (MAX and MIN taking turns, `utility`
 * at a terminal, alpha-beta cutting on equality too). Independent of the
 * project's searcher: the reference is checked against them.
 */
import type { StudentRecord } from '../../src/student/contract.ts';
import type { StudentTree } from '../../src/student/tree-states.ts';

/** A CS188-style agent's getAction: minimax, alpha-beta (strict cuts) or expectimax (chance layers averaged). */
export function cs188Agent(t: StudentTree, algo: 'minimax' | 'alphabeta' | 'expectimax'): StudentRecord {
  const agents = t.numAgents();
  const depth = t.rounds();
  const prune = algo === 'alphabeta';
  const value = (s: string, agent: number, d: number, alpha: number, beta: number): number => {
    if (t.isTerminal(s) || d === depth) return t.value(s);
    const next = (agent + 1) % agents;
    const nd = next === 0 ? d + 1 : d;
    if (agent === 0) {
      let v = -Infinity;
      for (const a of t.actions(s)) {
        v = Math.max(v, value(t.successor(s, a), next, nd, alpha, beta));
        if (prune && v > beta) return v;
        alpha = Math.max(alpha, v);
      }
      return v;
    }
    if (t.kind(s) === 'chance') {
      let sum = 0;
      for (const a of t.actions(s)) sum += t.probability(s, a) * value(t.successor(s, a), next, nd, alpha, beta);
      return sum;
    }
    let v = Infinity;
    for (const a of t.actions(s)) {
      v = Math.min(v, value(t.successor(s, a), next, nd, alpha, beta));
      if (prune && v < alpha) return v;
      beta = Math.min(beta, v);
    }
    return v;
  };
  let best = -Infinity;
  let bestAction: string | null = null;
  let alpha = -Infinity;
  const first = 1 % agents;
  for (const a of t.actions(t.root)) {
    const v = value(t.successor(t.root, a), first, first === 0 ? 1 : 0, alpha, Infinity);
    if (v > best) {
      best = v;
      bestAction = a;
    }
    alpha = Math.max(alpha, best);
  }
  return t.record(bestAction);
}

/** aima-python's `minmax_decision` / `alpha_beta_search` in shape: MAX and MIN alternate, `utility` for the player to move at the root. */
export function aimaSearch(t: StudentTree, algo: 'minimax' | 'alphabeta'): StudentRecord {
  const player = t.kind(t.root);
  const utility = (s: string): number => (player === 'max' ? t.value(s) : -t.value(s));
  const prune = algo === 'alphabeta';
  const maxValue = (s: string, alpha: number, beta: number): number => {
    if (t.isTerminal(s)) return utility(s);
    let v = -Infinity;
    for (const a of t.actions(s)) {
      v = Math.max(v, minValue(t.successor(s, a), alpha, beta));
      if (prune && v >= beta) return v;
      alpha = Math.max(alpha, v);
    }
    return v;
  };
  const minValue = (s: string, alpha: number, beta: number): number => {
    if (t.isTerminal(s)) return utility(s);
    let v = Infinity;
    for (const a of t.actions(s)) {
      v = Math.min(v, maxValue(t.successor(s, a), alpha, beta));
      if (prune && v <= alpha) return v;
      beta = Math.min(beta, v);
    }
    return v;
  };
  let best = -Infinity;
  let bestAction: string | null = null;
  for (const a of t.actions(t.root)) {
    const v = minValue(t.successor(t.root, a), best, Infinity);
    if (v > best) {
      best = v;
      bestAction = a;
    }
  }
  return t.record(bestAction);
}
