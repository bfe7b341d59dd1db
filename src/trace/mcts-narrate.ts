/**
 * A Monte Carlo tree search trace's narration, one message a step
 * (i18n/mcts.ts words it), and the line of AIMA's pseudocode (Fig. 5.11,
 * `code.mcts`) each step executes.
 */
import { msg, type Message } from '../i18n/message.ts';
import { BACKPROPAGATE, CHOOSE, EXPAND, ITERATE, PLAYOUT, SELECT, rowAt, type MctsTrace } from './mcts-trace.ts';

/** The listing's line of each event type (`code.mcts`); the root's expansion is line 1 (tree ← NODE(state)). */
const MCTS_LINE = [4, 2, 3, 5, 6, 7] as const;

export function mctsLine(trace: MctsTrace<unknown>, k: number): number {
  const t = rowAt(trace.data.type, k);
  if (t === EXPAND && trace.data.node[k] === 0) return 1;
  return rowAt(MCTS_LINE, t);
}

/**
 * Node v as the narration names it: by its last move and its depth ("X4 at
 * depth 3", a child of the root by its move), not by its path; the root as
 * '' ("the root").
 */
function nameOf(trace: MctsTrace<unknown>, v: number): string | Message {
  if (v <= 0) return '';
  const move = rowAt(trace.data.label, v);
  const depth = rowAt(trace.data.depth, v);
  return depth <= 1 ? move : msg('node.at-depth', { move, depth });
}

export function narrateMcts(trace: MctsTrace<unknown>, k: number): Message {
  const d = trace.data;
  const node = rowAt(d.node, k);
  const a = rowAt(d.a, k);
  const count = rowAt(d.count, k);
  switch (rowAt(d.type, k)) {
    case EXPAND:
      if (node === 0) return msg('mcts.root');
      return msg('mcts.expand', {
        node: nameOf(trace, node),
        parent: nameOf(trace, rowAt(d.parent, node)),
        action: rowAt(d.label, node),
        terminal: d.kind[node] === 'leaf',
      });
    case ITERATE:
      return msg('mcts.iterate', { iteration: a, of: trace.iterations });
    case SELECT: {
      const i = rowAt(d.from, k) + a;
      return msg('mcts.select', {
        node: nameOf(trace, node),
        child: rowAt(d.label, rowAt(d.kids, i)),
        n: rowAt(d.n, i),
        w: rowAt(d.w, i),
        ucb: rowAt(d.u, i),
        others: count,
      });
    }
    case PLAYOUT:
      return msg('mcts.playout', { node: nameOf(trace, node), moves: count, result: a });
    case BACKPROPAGATE:
      return msg('mcts.backpropagate', { nodes: count, result: a });
    case CHOOSE:
    default:
      return msg('mcts.choose', { child: nameOf(trace, node), visits: a, iterations: trace.iterations });
  }
}
