/**
 * Minimax and its extensions to chance nodes (thesis §2.2.1 and §2.2.3):
 *
 *   value(n) = evaluate(n)                       at a terminal or the depth limit
 *            = max over children of value(c)     at MAX
 *            = min over children of value(c)     at MIN
 *            = Σ P(c) · value(c)                 at CHANCE
 *
 * One recursion, three names: `minimax` accepts MAX and MIN nodes,
 * `expectimax` MAX and CHANCE, `expectiminimax` all three. A node of another
 * kind is an error (a chance node under minimax has no meaning).
 */
import type { Game } from './game.ts';
import { EXACT, SearchRun, type Algorithm, type SearchOptions, type SearchResult } from './search.ts';

export function minimax<S, A>(game: Game<S, A>, root: S, options: SearchOptions<S> = {}): SearchResult<A> {
  return fullWidth(game, root, options, 'minimax', false, true);
}

export function expectimax<S, A>(game: Game<S, A>, root: S, options: SearchOptions<S> = {}): SearchResult<A> {
  return fullWidth(game, root, options, 'expectimax', true, false);
}

export function expectiminimax<S, A>(game: Game<S, A>, root: S, options: SearchOptions<S> = {}): SearchResult<A> {
  return fullWidth(game, root, options, 'expectiminimax', true, true);
}

function fullWidth<S, A>(game: Game<S, A>, root: S, options: SearchOptions<S>, name: Algorithm, allowChance: boolean, allowMin: boolean): SearchResult<A> {
  const run = new SearchRun(game, root, options);
  const tr = run.tracer;
  let chosen = -1;

  function visit(state: S, parent: number, edge: number, p: number, ply: number): number {
    if (!run.admit()) return NaN;
    const node = run.nextNode++;
    const terminal = game.isTerminal(state);
    if (terminal || ply >= run.depth) return run.leaf(state, node, parent, edge, p, ply, NaN, NaN, terminal);
    const turn = game.turn(state);
    if ((turn === 'chance' && !allowChance) || (turn === 'min' && !allowMin)) run.refuse(name, state, node, turn);
    if (tr) tr.enter(node, parent, state, turn, ply, edge, p, NaN, NaN);
    const actions = game.actions(state);
    const n = actions.length;
    let v: number;
    let best = -1;
    if (turn === 'chance') {
      v = 0;
      // i < n = actions.length.
      for (let i = 0; i < n; i++) {
        const a = actions[i]!;
        const pa = game.probability(state, a);
        const childNode = run.nextNode;
        const cv = visit(game.result(state, a), node, i, pa, ply + 1);
        if (run.stopped !== null) break;
        v += pa * cv;
        if (ply === 0) run.recordRoot(i, cv, EXACT);
        if (tr) tr.update(node, v, childNode);
      }
      if (tr && run.stopped === null) tr.average(node, v);
    } else {
      const isMax = turn === 'max';
      const order = run.ordered(state, actions, turn, ply);
      v = isMax ? -Infinity : Infinity;
      // k < n = actions.length, and a visiting order holds a permutation of the indices of `actions`.
      for (let k = 0; k < n; k++) {
        const i = order === null ? k : order[k]!;
        const childNode = run.nextNode;
        const cv = visit(game.result(state, actions[i]!), node, i, NaN, ply + 1);
        if (run.stopped !== null) break;
        if (ply === 0) run.recordRoot(i, cv, EXACT);
        if (isMax ? cv > v : cv < v) {
          v = cv;
          best = i;
          if (tr) tr.update(node, v, childNode);
        }
      }
    }
    if (ply === 0) chosen = best;
    return run.leave(node, v, EXACT);
  }

  const value = visit(root, -1, -1, NaN, 0);
  return run.result(value, chosen);
}
