/**
 * Monte Carlo tree search's words: its narration, one line a step
 * (src/trace/mcts-narrate.ts gives each step's numbers), AIMA's pseudocode
 * (4th ed., Fig. 5.11) with UCB1, and what the searcher refuses.
 *
 * Results are for the player who moved into a node: W/N is its mean result
 * (1 a win, ½ a draw, 0 a loss).
 */
import { formatCount, formatNumber as f } from './lang.ts';
import { w, type AnyMessage, type Say } from './wording.ts';

/** A node as the narration names it: '' the root, a move, or its move and depth ("X4 at depth 3", node-names.ts). */
type NodeRef = string | AnyMessage;
const en = (id: NodeRef, say: Say): string => (id === '' ? 'the root' : say(id));
const es = (id: NodeRef, say: Say): string => (id === '' ? 'la raíz' : say(id));
/** A count as each language writes it (1,000 / 1000, 10,000 / 10.000). */
const cEn = (n: number): string => formatCount(n, 'en');
const cEs = (n: number): string => formatCount(n, 'es');
const lines = (...l: string[]) => l.join('\n');
/** A mean result with 3 decimals at most. */
const mean = (w: number, n: number): string => (n === 0 ? '–' : f(Math.round((w / n) * 1000) / 1000));
const ucb = (u: number): string => (Number.isFinite(u) ? f(Math.round(u * 1000) / 1000) : '∞');
/** A playout's result for MAX in words. */
const outcomeEn = (r: number): string =>
  r === 1 ? 'MAX wins (1)' : r === 0 ? 'MIN wins (0)' : r === 0.5 ? 'a draw (½)' : `${f(Math.round(r * 1000) / 1000)} for MAX`;
const outcomeEs = (r: number): string =>
  r === 1 ? 'gana MAX (1)' : r === 0 ? 'gana MIN (0)' : r === 0.5 ? 'tablas (½)' : `${f(Math.round(r * 1000) / 1000)} para MAX`;

interface Select {
  node: NodeRef;
  /** The child chosen, by its move. */
  child: string;
  n: number;
  w: number;
  ucb: number;
  /** The children compared. */
  others: number;
}

export const MCTS = {
  'mcts.root': w(
    () => 'The tree starts as the root alone: N = 0, W = 0.',
    () => 'El árbol empieza con la raíz sola: N = 0, W = 0.',
  ),
  'mcts.iterate': w(
    (p: { iteration: number; of: number }) => `Iteration ${cEn(p.iteration)} of ${cEn(p.of)}: selection starts at the root.`,
    (p) => `Iteración ${cEs(p.iteration)} de ${cEs(p.of)}: la selección empieza en la raíz.`,
  ),
  'mcts.select': w(
    (p: Select, s) =>
      `Selection at ${en(p.node, s)}: every move has been tried, so it goes to the child of highest UCB1 among ${cEn(p.others)}: ${p.child}, with N = ${cEn(p.n)}, W/N = ${mean(p.w, p.n)}, UCB1 = ${ucb(p.ucb)}.`,
    (p, s) =>
      `Selección en ${es(p.node, s)}: ya se probaron todos los movimientos, así que baja al hijo de mayor UCB1 entre ${cEs(p.others)}: ${p.child}, con N = ${cEs(p.n)}, W/N = ${mean(p.w, p.n)}, UCB1 = ${ucb(p.ucb)}.`,
  ),
  'mcts.expand': w(
    (p: { node: NodeRef; parent: NodeRef; action: string; terminal: boolean }, s) =>
      `Expansion: ${en(p.parent, s)} has an untried move; one is chosen at random, ${p.action}, and its node ${en(p.node, s)} joins the tree${p.terminal ? ' (the game ends there)' : ''}.`,
    (p, s) =>
      `Expansión: ${es(p.parent, s)} tiene un movimiento sin probar; se elige uno al azar, ${p.action}, y su nodo ${es(p.node, s)} entra en el árbol${p.terminal ? ' (la partida acaba ahí)' : ''}.`,
  ),
  'mcts.playout': w(
    (p: { node: NodeRef; moves: number; result: number }, s) =>
      p.moves === 0
        ? `${en(p.node, s)} ends the game: no playout is needed, the result is ${outcomeEn(p.result)}.`
        : `Simulation: a playout from ${en(p.node, s)} plays ${cEn(p.moves)} random moves to the end of the game (the dashed chain): ${outcomeEn(p.result)}.`,
    (p, s) =>
      p.moves === 0
        ? `${es(p.node, s)} acaba la partida: no hace falta simular, el resultado es ${outcomeEs(p.result)}.`
        : `Simulación: una partida desde ${es(p.node, s)} juega ${cEs(p.moves)} movimientos al azar hasta el final (la cadena discontinua): ${outcomeEs(p.result)}.`,
  ),
  'mcts.backpropagate': w(
    (p: { nodes: number; result: number }) =>
      `Back-propagation: the ${cEn(p.nodes)} nodes on the path each add 1 to N and the result to W, for the player who moved into them (${outcomeEn(p.result)}: a node moved into by the other player adds 1 − result).`,
    (p) =>
      `Retropropagación: los ${cEs(p.nodes)} nodos del camino suman 1 a N y el resultado a W, para el jugador que movió hacia ellos (${outcomeEs(p.result)}: un nodo al que movió el otro jugador suma 1 − resultado).`,
  ),
  'mcts.choose': w(
    (p: { child: NodeRef; visits: number; iterations: number }, s) =>
      `Time is up after ${cEn(p.iterations)} iterations: the move played is the most visited, ${en(p.child, s)} (N = ${cEn(p.visits)}).`,
    (p, s) => `Se acabó el tiempo tras ${cEs(p.iterations)} iteraciones: se juega el movimiento más visitado, ${es(p.child, s)} (N = ${cEs(p.visits)}).`,
  ),
  'mcts.chance-root': w(
    () => 'Monte Carlo tree search starts where a player moves, not at a chance node.',
    () => 'La búsqueda de Monte Carlo empieza donde mueve un jugador, no en un nodo de azar.',
  ),
  'mcts.no-reward': w(
    () => 'Monte Carlo tree search needs the range of the values to turn a playout into a result between 0 and 1.',
    () => 'La búsqueda de Monte Carlo necesita el rango de los valores para convertir una partida simulada en un resultado entre 0 y 1.',
  ),
  'mcts.iterations': w(
    () => 'The iterations must be a whole number, 1 or more.',
    () => 'Las iteraciones deben ser un número entero, 1 o más.',
  ),
  'mcts.c': w(
    () => 'The exploration constant C must be a number, 0 or more.',
    () => 'La constante de exploración C debe ser un número, 0 o más.',
  ),
  'mcts.trace-limit': w(
    (p: { limit: number }) => `A search shown step by step takes at most ${cEn(p.limit)} iterations: ask for fewer.`,
    (p) => `Una búsqueda que se muestra paso a paso admite como mucho ${cEs(p.limit)} iteraciones: pide menos.`,
  ),
  /** AIMA 4th ed., Fig. 5.11, and UCB1 (Eq. 5.11); one line per step kind (src/trace/mcts-narrate.ts's MCTS_LINE). */
  'code.mcts': w(
    () =>
      lines(
        'function MONTE-CARLO-TREE-SEARCH(state) returns an action',
        '  tree ← NODE(state)',
        '  while IS-TIME-REMAINING() do   (here: for a number of iterations)',
        '    leaf ← SELECT(tree)   (down by highest UCB1 while every move has a child)',
        '    child ← EXPAND(leaf)   (an untried move, chosen at random)',
        '    result ← SIMULATE(child)   (random moves to the end of the game)',
        '    BACK-PROPAGATE(result, child)   (N + 1, W + result along the path)',
        '  return the move in ACTIONS(state) whose node has highest number of playouts',
        '',
        'UCB1(n) = W(n) / N(n) + C × √( log N(PARENT(n)) / N(n) )',
      ),
    () =>
      lines(
        'función BÚSQUEDA-MONTE-CARLO(estado) devuelve una acción',
        '  árbol ← NODO(estado)',
        '  mientras QUEDE-TIEMPO() hacer   (aquí: un número de iteraciones)',
        '    hoja ← SELECCIONAR(árbol)   (baja por el mayor UCB1 mientras todo movimiento tenga hijo)',
        '    hijo ← EXPANDIR(hoja)   (un movimiento sin probar, al azar)',
        '    resultado ← SIMULAR(hijo)   (movimientos al azar hasta el final)',
        '    RETROPROPAGAR(resultado, hijo)   (N + 1, W + resultado por el camino)',
        '  devolver el movimiento de ACCIONES(estado) cuyo nodo tiene más simulaciones',
        '',
        'UCB1(n) = W(n) / N(n) + C × √( log N(PADRE(n)) / N(n) )',
      ),
  ),
};
