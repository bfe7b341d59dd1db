/**
 * How a node of the search tree is named to assistive technology (the tree is
 * a WAI-ARIA tree): its kind and label, its value or bound, and its state at
 * the step, e.g. "min node C, at most 2, pruned" / "nodo min C, como mucho 2,
 * podado". A game's node (tic-tac-toe, Connect-4, 2048) is named by its last
 * move and its depth, "X4 at depth 9", in the narration and the path strip;
 * its whole path of moves is in its accessible name and tooltip.
 */
import { w } from './wording.ts';

export const NODE_NAMES = {
  /** A game node in the narration: its last move and its depth (the root 0), "X4 at depth 9". */
  'node.at-depth': w('{move} at depth {depth}', '{move} a profundidad {depth}'),
  /** A game node's whole name (its tooltip, its name for assistive technology): its move, its depth and every move from the root. */
  'node.path': w('{move} at depth {depth}, reached by the moves {path}', '{move} a profundidad {depth}, alcanzado con las jugadas {path}'),
  // "max" and "min" in lower case: a speech engine spells MAX out letter by letter.
  'node.max': w('max node {label}', 'nodo max {label}'),
  'node.min': w('min node {label}', 'nodo min {label}'),
  'node.chance': w('chance node {label}', 'nodo de azar {label}'),
  'node.leaf': w('leaf {label}', 'hoja {label}'),
  'node.exact': w('value {value}', 'valor {value}'),
  'node.at-most': w('at most {value}', 'como mucho {value}'),
  'node.at-least': w('at least {value}', 'como poco {value}'),
  'node.partial': w('about {value} (stopped early)', 'unos {value} (búsqueda detenida)'),
  'node.sum-so-far': w('weighted sum so far {value}', 'suma ponderada hasta ahora {value}'),
  'node.no-value': w('no value yet', 'sin valor aún'),
  'node.unvisited': w('not visited yet', 'sin visitar'),
  'node.active': w('open', 'abierto'),
  'node.done': w('done', 'terminado'),
  'node.pruned': w('pruned', 'podado'),
  'node.current': w('current step', 'paso actual'),
  'node.graded-wrong': w('marked wrong', 'marcado como erróneo'),
  'node.graded-ok': w('marked right', 'marcado como correcto'),
  'node.from-table': w('from the transposition table, not searched', 'de la tabla de transposición, sin explorar'),
  'node.window': w('α {alpha}, β {beta}', 'α {alpha}, β {beta}'),
};
