/**
 * The compare page's words (`#/compare`, src/ui/compare-page.ts,
 * src/ui/compare/): searches side by side on a tree, and Monte Carlo tree
 * search beside alpha-beta on a tic-tac-toe or Connect-4 position
 * (`#/compare?game=…`, issue 23); each in English and Spanish, `{name}` where
 * a parameter goes (say.ts puts the areas together).
 */
import { w } from './wording.ts';

export const COMPARE_LABELS = {
  // ---- searches side by side on a tree -----------------------------------------------------------------
  compareIntro: w(
    'The same tree, searched in different ways, in step node by node: a step is one event of the fuller search; the others show the same node wherever they visit it, and their cut where they pruned it.',
    'El mismo árbol, explorado de formas distintas, a la par nodo a nodo: un paso es un evento de la búsqueda más completa; las demás muestran el mismo nodo allí donde lo visitan, y su corte donde lo podaron.',
  ),
  leadSearch: w('sets the steps', 'marca los pasos'),
  compareWhat: w('Compare', 'Comparar'),
  compareAlgos: w('minimax and alpha-beta', 'minimax y alfa-beta'),
  compareOrders: w('alpha-beta under three orderings', 'alfa-beta con tres órdenes'),
  leavesEvaluated: w('leaves evaluated', 'hojas evaluadas'),
  nodesVisited: w('nodes visited', 'nodos visitados'),
  prunedShare: w('leaves pruned', 'hojas podadas'),

  // ---- MCTS beside alpha-beta on a game position -------------------------------------------------------
  compareMcts: w('MCTS beside alpha-beta (a game position)', 'MCTS junto a alfa-beta (una posición de juego)'),
  cmpIntro: w(
    'Two ways to choose a move in the same position. Alpha-beta searches every move to a fixed depth and backs up the evaluation: its value is exact within that depth. Monte Carlo tree search (MCTS) plays thousands of random games, spending more of them on the moves that have done well: its value is a mean result (1 a win, ½ a draw, 0 a loss), its choice the most visited move.',
    'Dos maneras de elegir jugada en la misma posición. Alfa-beta explora cada jugada hasta una profundidad fija y sube la evaluación: su valor es exacto dentro de esa profundidad. La búsqueda en árbol Monte Carlo (MCTS) juega miles de partidas al azar y dedica más a las jugadas que han ido bien: su valor es un resultado medio (1 ganar, ½ empate, 0 perder) y su elección, la jugada más visitada.',
  ),
  cmpSettingsHeading: w('The searches', 'Las búsquedas'),
  cmpSet: w('Set', 'Poner'),
  cmpIterations: w('MCTS iterations', 'Iteraciones de MCTS'),
  cmpC: w('MCTS exploration C', 'Exploración C de MCTS'),
  cmpSeed: w('MCTS seed', 'Semilla de MCTS'),
  cmpDepth: w('Alpha-beta depth', 'Profundidad de alfa-beta'),
  cmpToEnd: w('to the end', 'hasta el final'),
  cmpRun: w('Compare', 'Comparar'),
  cmpRunning: w('Searching: {what}…', 'Buscando: {what}…'),
  cmpCancelled: w('Cancelled. Press Compare to search again.', 'Cancelado. Pulsa Comparar para buscar de nuevo.'),
  cmpMctsOf: w('MCTS, {n} iterations', 'MCTS, {n} iteraciones'),
  cmpAbOf: w('alpha-beta, depth {d}', 'alfa-beta, profundidad {d}'),
  cmpAbToEnd: w('alpha-beta, to the end', 'alfa-beta, hasta el final'),
  cmpChoice: w('Plays', 'Juega'),
  cmpNodes: w('Nodes', 'Nodos'),
  cmpMctsValue: w('{p} mean result for {side}', 'resultado medio {p} para las {side}'),
  cmpMctsNodes: w('{nodes} in the tree, {it} playouts', '{nodes} en el árbol, {it} simulaciones'),
  cmpAbNodes: w('{nodes} visited, {cutoffs} cutoffs', '{nodes} visitados, {cutoffs} cortes'),
  cmpAbValue: w('{v} for {side}', '{v} para las {side}'),
  cmpAbStopped: w('stopped at {budget} nodes: no value', 'detenida a los {budget} nodos: sin valor'),
  cmpWaiting: w('waiting', 'en espera'),
  cmpMctsHint: w(
    'Mean result: 1 a win, ½ a draw, 0 a loss, averaged over the random games played through the move.',
    'Resultado medio: 1 ganar, ½ empate, 0 perder, promediado sobre las partidas al azar jugadas tras la jugada.',
  ),
  cmpAbHintC4: w(
    'Value: the position {d} plies ahead, scored by the open lines of four of the player to move; a win outweighs any score.',
    'Valor: la posición {d} jugadas más adelante, puntuada por las líneas de cuatro abiertas del jugador que mueve; ganar pesa más que cualquier puntuación.',
  ),
  cmpAbHintTtt: w(
    'Value: the result with best play on both sides: above 0 a win (the sooner, the higher), below 0 a loss, 0 a draw.',
    'Valor: el resultado si ambos juegan lo mejor posible: más de 0 gana (cuanto antes, más), menos de 0 pierde, 0 tablas.',
  ),
  cmpAbHintTttDepth: w(
    'Value: above 0 a win (the sooner, the higher), below 0 a loss; 0 a draw, or the depth ran out first.',
    'Valor: más de 0 gana (cuanto antes, más), menos de 0 pierde; 0 tablas, o se acabó la profundidad antes.',
  ),
  cmpCell: w('cell {n}', 'casilla {n}'),
  cmpColumn: w('column {n}', 'columna {n}'),
  cmpMove: w('Move', 'Jugada'),
  cmpVisits: w('MCTS visits', 'Visitas de MCTS'),
  cmpMean: w('MCTS mean result', 'Resultado medio de MCTS'),
  cmpAbColumn: w('Alpha-beta value', 'Valor de alfa-beta'),
  cmpTableCaption: w(
    'Every move, as each search sees it (values for {side}, the player to move)',
    'Cada jugada, tal como la ve cada búsqueda (valores para las {side}, que juegan)',
  ),
  cmpChosenMcts: w('MCTS’s choice', 'elección de MCTS'),
  cmpChosenAb: w('alpha-beta’s choice', 'elección de alfa-beta'),
  cmpNotTried: w('not tried', 'sin probar'),
  cmpBoundNote: w(
    '≤: alpha-beta cut the move off as soon as it knew the move could not beat one searched before; its true value is at most that (≥: at least).',
    '≤: alfa-beta podó la jugada en cuanto supo que no podía superar a otra ya explorada; su valor real es como mucho ese (≥: como poco).',
  ),
  cmpWinIn: w('win in {n} plies', 'gana en {n} jugadas'),
  cmpLossIn: w('loss in {n} plies', 'pierde en {n} jugadas'),
  cmpAgree: w('They agree: both play {move}.', 'Coinciden: las dos juegan {move}.'),
  cmpDiffer: w('They disagree: MCTS plays {mcts}, alpha-beta {ab}.', 'No coinciden: MCTS juega {mcts} y alfa-beta {ab}.'),
  cmpTie: w(
    'Alpha-beta values {mcts} exactly as high as its own choice ({v}): a tie that each breaks its own way.',
    'Alfa-beta valora {mcts} exactamente igual que su propia elección ({v}): un empate que cada una deshace a su manera.',
  ),
  cmpMaybe: w(
    'Alpha-beta cut {mcts} off as soon as it could not beat {v}: it may be just as good, alpha-beta did not need to know.',
    'Alfa-beta podó {mcts} en cuanto vio que no superaba {v}: puede ser igual de buena; alfa-beta no necesitaba saberlo.',
  ),
  cmpWorse: w(
    'Alpha-beta rates {mcts} lower ({worse}) than its own choice ({v}), within its depth of {d}.',
    'Alfa-beta valora {mcts} por debajo ({worse}) de su propia elección ({v}), dentro de su profundidad {d}.',
  ),
  cmpMctsRates: w(
    'MCTS tried {ab} {n} times, for a mean result of {p} (its own choice: {own} over {m} visits).',
    'MCTS probó {ab} {n} veces, con un resultado medio de {p} (su propia elección: {own} en {m} visitas).',
  ),
  cmpOver: w(
    'The game is over: there is no move to compare. Undo a move or pick another position.',
    'La partida ha terminado: no hay jugada que comparar. Deshaz una jugada o elige otra posición.',
  ),
  cmpReasonSet: w('with a game position only MCTS beside alpha-beta is shown', 'con una posición de juego solo se muestra MCTS junto a alfa-beta'),
};
