/**
 * Negamax: minimax written once for both players, using max(a, b) = -min(-a, -b).
 * Every node's value is from the point of view of the player to move there:
 *
 *   negamax(n) = color(n) · evaluate(n)                at a terminal or the depth limit
 *              = max over children of -negamax(c)      elsewhere
 *
 * with color +1 at MAX and -1 at MIN (the tic-tac-toe chapter, `004_…`,
 * plays this way). The trace carries these mover's-view values, so a MIN
 * node's value appears negated; the result is converted back to MAX's point
 * of view, so negamax and minimax return the same value and action.
 */
import type { Game } from './game.ts';
import { EXACT, SearchRun, type SearchOptions, type SearchResult } from './search.ts';

export function negamax<S, A>(game: Game<S, A>, root: S, options: SearchOptions<S> = {}): SearchResult<A> {
  const run = new SearchRun(game, root, options);
  const tr = run.tracer;
  let chosen = -1;

  /** Color of the player to move at a state: +1 MAX, -1 MIN (terminals take their parent's opponent's). */
  function visit(state: S, parent: number, edge: number, ply: number, color: number): number {
    if (!run.admit()) return NaN;
    const node = run.nextNode++;
    const terminal = game.isTerminal(state);
    if (terminal || ply >= run.depth) return run.leaf(state, node, parent, edge, NaN, ply, NaN, NaN, terminal, color);
    const turn = game.turn(state);
    if (turn === 'chance') run.refuse('negamax', state, node, turn);
    if (tr) tr.enter(node, parent, state, turn, ply, edge, NaN, NaN, NaN);
    const actions = game.actions(state);
    const order = run.ordered(state, actions, turn, ply);
    const n = actions.length;
    let v = -Infinity;
    let best = -1;
    // k < n = actions.length, and a visiting order holds a permutation of the indices of `actions`.
    for (let k = 0; k < n; k++) {
      const i = order === null ? k : order[k]!;
      const child = game.result(state, actions[i]!);
      // The child's mover: its own turn, or for a terminal the opponent of this node's.
      const childColor = !game.isTerminal(child) ? (game.turn(child) === 'min' ? -1 : 1) : -color;
      const childNode = run.nextNode;
      const cv = visit(child, node, i, ply + 1, childColor);
      if (run.stopped !== null) break;
      // Seen from here, the child is worth its value if the same player moves there, else its negation.
      const seen = childColor === color ? cv : -cv;
      if (ply === 0) run.recordRoot(i, color * seen, EXACT);
      if (seen > v) {
        v = seen;
        best = i;
        if (tr) tr.update(node, v, childNode);
      }
    }
    if (ply === 0) chosen = best;
    return run.leave(node, v, EXACT);
  }

  const rootColor = !game.isTerminal(root) && game.turn(root) === 'min' ? -1 : 1;
  const value = visit(root, -1, -1, 0, rootColor);
  return run.result(rootColor * value, chosen);
}
