/**
 * The only thing a searcher knows about a game (docs/contracts.md).
 *
 * A state's turn says who chooses at it: MAX, MIN, or chance. Searchers are
 * generic over this interface, so the explicit textbook tree, 2048,
 * tic-tac-toe and Connect-4 are all just games.
 *
 * Implementations should make `actions` return a stored array where they can
 * (the explicit tree returns a node's own `children`): the searchers allocate
 * nothing per node themselves, so the game decides what a node costs.
 */

export const TURNS = ['max', 'min', 'chance'] as const;
/** Who moves at a non-terminal state. */
export type Turn = (typeof TURNS)[number];

/** How a node is drawn and handled: its turn, or `leaf` for a terminal state. */
export const NODE_KINDS = ['max', 'min', 'chance', 'leaf'] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

export interface Game<S, A> {
  /** Whose turn it is at a non-terminal state. */
  turn(state: S): Turn;
  /** The legal actions in a fixed order (for a chance state: its outcomes). */
  actions(state: S): readonly A[];
  /** The state an action leads to. */
  result(state: S, action: A): S;
  /** For a chance state, the probability of an outcome; the outcomes of a state sum to 1. */
  probability(state: S, action: A): number;
  /** Whether the game is over at this state. */
  isTerminal(state: S): boolean;
  /**
   * Utility at a terminal state, heuristic estimate elsewhere (used at the depth
   * limit and by move ordering). Always from MAX's point of view.
   */
  evaluate(state: S): number;
  /** A stable id for a state, if the game has one (the explicit tree's node ids). */
  id?(state: S): string;
  /** How an action is named to people and in results (`B`, `up`, `2 at (1,2)`). */
  actionLabel?(state: S, action: A): string;
  /**
   * A transposition key: the same for two states that are the same position
   * however they were reached (the transposition table needs it).
   */
  key?(state: S): string | number;
  /** How promising an action looks before searching it, higher first (move ordering `hint`: Connect-4's centre columns). */
  hint?(state: S, action: A): number;
  /**
   * The least and the most value the state can have, from MAX's point of
   * view, when values are integers: null-window search bisects it, and the
   * enhanced alpha-beta clamps its window to it (Pons' solver does).
   */
  valueRange?(state: S): readonly [number, number];
  /**
   * Monte Carlo tree search's result of a finished game (or of where the
   * game's playouts stop), for MAX, in [0, 1]: a win 1, a draw ½, a loss 0.
   * Without it, MCTS scales `evaluate` by the value range.
   */
  reward?(state: S): number;
}
