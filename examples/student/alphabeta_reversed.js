// A JavaScript alpha-beta (CommonJS exports), BUG: children searched in reverse order.
/* global module -- a CommonJS submission, as students write them */
function alphaBetaSearch(state, game) {
  const player = game.toMove(state);
  function maxValue(s, alpha, beta) {
    if (game.terminalTest(s)) return game.utility(s, player);
    let v = -Infinity;
    for (const a of game.actions(s).reverse()) {
      v = Math.max(v, minValue(game.result(s, a), alpha, beta));
      if (v >= beta) return v;
      alpha = Math.max(alpha, v);
    }
    return v;
  }
  function minValue(s, alpha, beta) {
    if (game.terminalTest(s)) return game.utility(s, player);
    let v = Infinity;
    for (const a of game.actions(s).reverse()) {
      v = Math.min(v, maxValue(game.result(s, a), alpha, beta));
      if (v <= alpha) return v;
      beta = Math.min(beta, v);
    }
    return v;
  }
  let best = null;
  let bestValue = -Infinity;
  for (const a of game.actions(state)) {
    const v = minValue(game.result(state, a), bestValue, Infinity);
    if (v > bestValue) [best, bestValue] = [a, v];
  }
  return best;
}
module.exports = { alphaBetaSearch };
