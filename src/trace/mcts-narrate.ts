/**
 * A Monte Carlo tree search trace's narration, one message a step
 * (i18n/mcts.ts words it), and the line of AIMA's pseudocode (Fig. 5.11,
 * `code.mcts`) each step executes.
 */
import { msg, type Message } from '../i18n/message.ts';
import { BACKPROPAGATE, CHOOSE, EXPAND, ITERATE, PLAYOUT, SELECT, type MctsTrace } from './mcts-trace.ts';

/** The listing's line of each event type (`code.mcts`); the root's expansion is line 1 (tree ← NODE(state)). */
const MCTS_LINE = [4, 2, 3, 5, 6, 7] as const;

export function mctsLine(trace: MctsTrace<unknown>, k: number): number {
  const t = trace.data.type[k]!;
  if (t === EXPAND && trace.data.node[k] === 0) return 1;
  return MCTS_LINE[t]!;
}

export function narrateMcts(trace: MctsTrace<unknown>, k: number): Message {
  const d = trace.data;
  const node = d.node[k]!;
  const from = d.from[k]!;
  switch (d.type[k]) {
    case EXPAND:
      if (node === 0) return msg('mcts.root');
      return msg('mcts.expand', { node: trace.id(node), parent: trace.id(d.parent[node]!), action: d.label[node]!, terminal: d.kind[node] === 'leaf' });
    case ITERATE:
      return msg('mcts.iterate', { iteration: d.a[k]!, of: trace.iterations });
    case SELECT: {
      const i = from + d.a[k]!;
      return msg('mcts.select', { node: trace.id(node), child: trace.id(d.kids[i]!), n: d.n[i]!, w: d.w[i]!, ucb: d.u[i]!, others: d.count[k]! });
    }
    case PLAYOUT:
      return msg('mcts.playout', { node: trace.id(node), moves: d.count[k]!, result: d.a[k]! });
    case BACKPROPAGATE:
      return msg('mcts.backpropagate', { nodes: d.count[k]!, result: d.a[k]! });
    case CHOOSE:
    default:
      return msg('mcts.choose', { child: trace.id(node), visits: d.a[k]!, iterations: trace.iterations });
  }
}
