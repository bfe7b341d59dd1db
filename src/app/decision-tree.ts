/**
 * A 2048 decision's search tree, for the viewer: the tree the search
 * explored (`view-tree.ts`), each node named by its move ("up", "2 at
 * (1,0)") and holding its board (the tiles' exponents) and score, so a
 * selected node, or the mini board under a node, shows its position.
 */
import type { Trace } from '../trace/trace.ts';
import { exponentAt } from '../games/g2048/cells.ts';
import type { G2048State } from '../games/g2048/game.ts';
import { viewTreeOfTrace, type ViewTree } from './view-tree.ts';

export function boardTree(trace: Trace<G2048State, number>): ViewTree {
  return viewTreeOfTrace(trace, {
    game: '2048',
    width: 16,
    write: (s, into) => {
      for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) into[r * 4 + c] = exponentAt(s, r, c);
      return s.score;
    },
  });
}
