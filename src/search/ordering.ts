/**
 * Move ordering: alpha-beta prunes most when it meets the best child first
 * (thesis §2.2.2.3: O(b^(m/2)) with perfect ordering instead of O(b^m)).
 * Children are ranked by the game's static evaluation of the state each
 * action leads to.
 */
import type { Game } from './game.ts';

/**
 * `given`: the game's order. `best-first`: MAX's children by descending
 * evaluation, MIN's by ascending. `worst-first`: the reverse. Ties keep the
 * game's order. Chance nodes always keep the game's order.
 */
export const ORDERINGS = ['given', 'best-first', 'worst-first'] as const;
export type Ordering = (typeof ORDERINGS)[number];

/**
 * Fills `order` with the indices of `actions` sorted by the evaluation of
 * their results (descending or ascending), stably, and returns it. `order` and
 * `keys` are scratch buffers the caller keeps per ply, so ordering allocates
 * nothing once they have grown to the branching factor.
 */
export function orderChildren<S, A>(game: Game<S, A>, state: S, actions: readonly A[], descending: boolean, order: number[], keys: number[]): number[] {
  const n = actions.length;
  order.length = n;
  keys.length = n;
  // Indices below n = actions.length, the length `order` and `keys` were just given; order[0…i) holds indices.
  for (let i = 0; i < n; i++) {
    const key = game.evaluate(game.result(state, actions[i]!));
    keys[i] = descending ? -key : key;
  }
  // Insertion sort: stable, in place, and fast for branching factors of games.
  for (let i = 0; i < n; i++) {
    let j = i;
    const key = keys[i]!;
    while (j > 0 && keys[order[j - 1]!]! > key) {
      order[j] = order[j - 1]!;
      j--;
    }
    order[j] = i;
  }
  return order;
}
