// A JavaScript minimax over the tutor's game object (an ES module).
export function minimaxDecision(state, game) {
  const player = game.toMove(state);
  const value = (s, maximizing) => {
    if (game.terminalTest(s)) return game.utility(s, player);
    const values = game.actions(s).map((a) => value(game.result(s, a), !maximizing));
    return maximizing ? Math.max(...values) : Math.min(...values);
  };
  let best = null;
  let bestValue = -Infinity;
  for (const a of game.actions(state)) {
    const v = value(game.result(state, a), false);
    if (v > bestValue) [best, bestValue] = [a, v];
  }
  return best;
}
