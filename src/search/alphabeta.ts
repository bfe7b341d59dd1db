/**
 * Alpha-beta search, as in AIMA (Fig. 5.7) and the thesis §2.2.2:
 *
 *   MAX-VALUE: v ← -∞; for each child: v ← max(v, MIN-VALUE(child, α, β));
 *              if v ≥ β then return v; α ← max(α, v)
 *   MIN-VALUE: v ← +∞; for each child: v ← min(v, MAX-VALUE(child, α, β));
 *              if v ≤ α then return v; β ← min(β, v)
 *
 * (The thesis's MIN-VALUE writes `α := min(α, v)` where β is meant; this is the
 * corrected version.) With the `strict` tie rule the cuts are `v > β` and
 * `v < α` (Berkeley CS188). Values are fail-soft: a node may return a value
 * outside its window, which is then only a bound (see `Certainty`).
 *
 * At the root, α is carried across the moves (AIMA's ALPHA-BETA-SEARCH), or
 * with `root: 'full-window'` each move is searched with (−∞, +∞), the root
 * never narrows its window nor cuts, and the first strictly best move wins
 * (AIMA-Java's `makeDecision`, which the thesis's Java inherits).
 */
import type { Game } from './game.ts';
import { enhancedAlphabeta } from './enhanced.ts';
import { AT_LEAST, AT_MOST, SearchRun, maxCertainty, minCertainty, type SearchOptions, type SearchResult } from './search.ts';

export function alphabeta<S, A>(game: Game<S, A>, root: S, options: SearchOptions<S> = {}): SearchResult<A> {
  if (options.enhance !== undefined) return enhancedAlphabeta(game, root, options, options.enhance);
  const run = new SearchRun(game, root, options);
  const tr = run.tracer;
  const strict = run.tieRule === 'strict';
  const fullWindow = run.rootWindow === 'full-window';
  let chosen = -1;

  function visit(state: S, parent: number, edge: number, ply: number, alpha: number, beta: number): number {
    if (!run.admit()) return NaN;
    const node = run.nextNode++;
    const terminal = game.isTerminal(state);
    if (terminal || ply >= run.depth) return run.leaf(state, node, parent, edge, NaN, ply, alpha, beta, terminal);
    const turn = game.turn(state);
    if (turn === 'chance') run.refuse('alphabeta', state, node, turn);
    if (tr) tr.enter(node, parent, state, turn, ply, edge, NaN, alpha, beta);
    const isMax = turn === 'max';
    const actions = game.actions(state);
    const order = run.ordered(state, actions, turn, ply);
    const n = actions.length;
    const alpha0 = alpha;
    const beta0 = beta;
    let v = isMax ? -Infinity : Infinity;
    // The best value among children known from the side that counts (see maxCertainty).
    let known = v;
    let open = false;
    let best = -1;
    // A full-window root searches each move alone: its window stays (−∞, +∞) and nothing is cut there.
    const fixed = fullWindow && ply === 0;
    // k < n = actions.length, and a visiting order holds a permutation of the indices of `actions`.
    for (let k = 0; k < n; k++) {
      const i = order === null ? k : order[k]!;
      const childNode = run.nextNode;
      const cv = visit(game.result(state, actions[i]!), node, i, ply + 1, alpha, beta);
      if (run.stopped !== null) break;
      const cc = run.certainty;
      if (ply === 0) run.recordRoot(i, cv, cc);
      if (fixed) {
        if (isMax ? cv > v : cv < v) {
          v = cv;
          best = i;
          if (tr) tr.update(node, v, childNode);
        }
        known = v;
        continue;
      }
      let cut: boolean;
      if (isMax) {
        if (cc !== AT_MOST && cv > known) known = cv;
        if (cc === AT_LEAST) open = true;
        if (cv > v) {
          v = cv;
          best = i;
          if (tr) tr.update(node, v, childNode);
        }
        cut = strict ? v > beta : v >= beta;
        if (!cut && v > alpha) {
          alpha = v;
          if (tr) tr.bound(node, 'alpha', alpha);
        }
      } else {
        if (cc !== AT_LEAST && cv < known) known = cv;
        if (cc === AT_MOST) open = true;
        if (cv < v) {
          v = cv;
          best = i;
          if (tr) tr.update(node, v, childNode);
        }
        cut = strict ? v < alpha : v <= alpha;
        if (!cut && v < beta) {
          beta = v;
          if (tr) tr.bound(node, 'beta', beta);
        }
      }
      if (cut) {
        if (k < n - 1) {
          run.cutoffs++;
          open = true;
          if (tr) {
            tr.prune(node, alpha, beta);
            run.skipRest(state, actions, order, k + 1, node, ply + 1);
          }
        }
        break;
      }
    }
    if (ply === 0) chosen = best;
    return run.leave(node, v, isMax ? maxCertainty(v, known, open, alpha0, beta0) : minCertainty(v, known, open, alpha0, beta0));
  }

  const value = visit(root, -1, -1, 0, -Infinity, Infinity);
  return run.result(value, chosen);
}
