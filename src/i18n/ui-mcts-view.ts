/**
 * The words of the Monte Carlo tree search view (src/ui/viewer/mcts/): its
 * phases, iterations, keys, exploration constant, nodes and playouts; each in
 * English and Spanish, `{name}` where a parameter goes (say.ts puts the areas
 * together). N, W/N and UCB1 are the textbook's symbols, the same in both
 * languages. MCTS as the machine's algorithm is ui-board-game.ts's.
 */
import { w } from './wording.ts';

export const MCTS_VIEW_LABELS = {
  mctsView: w('Monte Carlo tree search, step by step', 'Búsqueda en árbol de Monte Carlo, paso a paso'),
  mctsIntro: w(
    'Each iteration has four phases: it goes down the tree by the highest UCB1 (selection), adds one new node (expansion), plays a random game from it (simulation) and counts the result on the way back up (back-propagation). Press Play, or the right arrow for a step, Page Down for an iteration.',
    'Cada iteración tiene cuatro fases: baja por el árbol eligiendo el mayor UCB1 (selección), añade un nodo nuevo (expansión), juega una partida al azar desde él (simulación) y cuenta el resultado al volver hacia arriba (retropropagación). Pulsa Reproducir, o la flecha derecha para un paso, Av Pág para una iteración.',
  ),
  mctsLegend: w(
    'N: visits · W/N: mean result for the player who moved into the node (1 a win, ½ a draw, 0 a loss) · UCB1 = W/N + C·√(ln N(parent) / N), with the parent’s N at this step.',
    'N: visitas · W/N: resultado medio para el jugador que movió hacia el nodo (1 gana, ½ tablas, 0 pierde) · UCB1 = W/N + C·√(ln N(padre) / N), con la N del padre en este paso.',
  ),
  mctsKeys: w(
    'Keys: ← → a step · PageUp/PageDown an iteration · space play/pause · Home/End.',
    'Teclas: ← → un paso · RePág/AvPág una iteración · espacio reproducir/pausa · Inicio/Fin.',
  ),
  phaseList: w('The phases of an iteration', 'Las fases de una iteración'),
  phase_start: w('Start', 'Inicio'),
  phase_selection: w('Selection', 'Selección'),
  phase_expansion: w('Expansion', 'Expansión'),
  phase_simulation: w('Simulation', 'Simulación'),
  phase_backpropagation: w('Back-propagation', 'Retropropagación'),
  phase_choice: w('Move chosen', 'Jugada elegida'),
  iterationOf: w('Iteration {#i} of {#n}', 'Iteración {#i} de {#n}'),
  iterationNone: w('Before the first iteration ({#n} to come)', 'Antes de la primera iteración (vienen {#n})'),
  iterationSteps: w('Iterations', 'Iteraciones'),
  iterationBack: w('Previous iteration', 'Iteración anterior'),
  iterationNext: w('Next iteration', 'Iteración siguiente'),
  keyPageUp: w('PageUp', 'RePág'),
  keyPageDown: w('PageDown', 'AvPág'),
  exploration: w('Exploration C', 'Exploración C'),
  explorationHint: w(
    'UCB1 = W/N + C·√(ln N(parent) / N): a bigger C tries the less visited moves more often, a smaller one keeps to the best so far. Changing it runs the search again with the same seed.',
    'UCB1 = W/N + C·√(ln N(padre) / N): una C mayor prueba más a menudo los movimientos menos visitados; una menor se queda con el mejor hasta ahora. Cambiarla repite la búsqueda con la misma semilla.',
  ),
  explorationRunning: w('Searching again with C = {c}…', 'Buscando otra vez con C = {c}…'),
  /** A node's name to assistive technology: the symbols in words ("N 7, W/N 0.57" would be read letter by letter). */
  mctsNodeName: w('{move}: {n} visits, mean result {mean}, UCB1 {ucb}{state}', '{move}: {n} visitas, resultado medio {mean}, UCB1 {ucb}{state}'),
  mctsOnPath: w(', on this iteration’s path', ', en el camino de esta iteración'),
  mctsNewNode: w(', new in the tree', ', nuevo en el árbol'),
  mctsHidden: w(', {#k} nodes under it not shown', ', {#k} nodos debajo sin mostrar'),
  mctsNotYet: w('the root, before the search starts', 'la raíz, antes de empezar la búsqueda'),
  mctsMore: w('+{#k} more', '+{#k} más'),
  mctsMoreHint: w(
    '{#k} nodes of the tree under this one are not drawn: click, or press → on it, to show its children.',
    '{#k} nodos del árbol bajo este no se dibujan: haz clic, o pulsa → sobre él, para ver sus hijos.',
  ),
  mctsNew: w('new', 'nuevo'),
  mctsBestUcb: w('highest UCB1', 'mayor UCB1'),
  mctsMostVisits: w('most visits', 'más visitas'),
  mctsPlayout: w('Playout: {#n} random moves', 'Simulación: {#n} movimientos al azar'),
  mctsPlayoutNone: w('No playout: the game is over here', 'Sin simulación: la partida acaba aquí'),
  mctsPlayoutGap: w('… {#k} more …', '… {#k} más …'),
  result_x: w('X wins: 1', 'ganan las X: 1'),
  result_o: w('O wins: 0', 'ganan las O: 0'),
  result_draw: w('draw: ½', 'tablas: ½'),
  mctsPositionPlayout: w('The position at the end of the playout', 'La posición al final de la simulación'),
  mctsTreeLabel: w(
    'The search tree: the root’s children, this iteration’s path with its siblings, and the nodes you open',
    'El árbol de búsqueda: los hijos de la raíz, el camino de esta iteración con sus hermanos y los nodos que abras',
  ),
};
