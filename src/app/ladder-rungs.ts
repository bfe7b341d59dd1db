/**
 * The solver ladder's rungs as the generic searchers run them, so each rung
 * can be traced on any game that gives a key, a hint and a value range
 * (Connect-4 as Pons scores it, tic-tac-toe): which searcher, with which of
 * alpha-beta's enhancements (src/search/enhanced.ts). Connect-4's fast solver
 * (src/games/connect4/solver.ts) has every rung too, untraced; on the first
 * three rungs both count the same nodes (tests/unit/enhanced.test.ts).
 * The last three rungs are Connect-4's own (moves that lose at once, threats,
 * lower bounds in the table): traced, they search as the deepening rung does.
 */
import type { Enhancements } from '../search/search.ts';
import { RUNGS, type Rung } from '../games/connect4/solver.ts';

export { RUNGS, type Rung };

export interface TracedRung {
  algo: 'minimax' | 'alphabeta';
  /** Alpha-beta's enhancements (absent for minimax). */
  enhance?: Enhancements;
  /** Whether the generic search is this rung exactly (the last three rungs are Connect-4's own). */
  exact: boolean;
}

/** A rung as the generic searchers run it; `window` the root's (Pons' strong [−21, 21], weak [−1, 1]). */
export function tracedRung(rung: Rung, window: readonly [number, number]): TracedRung {
  switch (rung) {
    case 'minimax':
      return { algo: 'minimax', exact: true };
    case 'alphabeta':
      return { algo: 'alphabeta', enhance: { window }, exact: true };
    case 'centre':
      return { algo: 'alphabeta', enhance: { window, moveOrder: 'hint' }, exact: true };
    case 'table':
      return { algo: 'alphabeta', enhance: { window, moveOrder: 'hint', table: true }, exact: true };
    case 'deepening':
    case 'losing':
    case 'threats':
    case 'bounds':
      return { algo: 'alphabeta', enhance: { window, moveOrder: 'hint', table: true, nullWindow: true }, exact: rung === 'deepening' };
  }
}
