/**
 * Monte Carlo tree search beside alpha-beta (issue 23): the compare page's
 * mode on a tic-tac-toe or Connect-4 position (`#/compare?game=…`), the
 * Connect-4 matches of `tutor experiment connect4` on the experiments page,
 * and why a line of a matches file is refused (src/experiments/c4-records.ts);
 * each in English and Spanish, `{name}` where a parameter goes (say.ts puts
 * the areas together).
 */
import { w, type Param } from './wording.ts';

export const COMPARE_MCTS_LABELS = {
  // ---- the compare page's mode ----------------------------------------------------------------
  compareMcts: w('MCTS beside alpha-beta (a game position)', 'MCTS junto a alfa-beta (una posición de juego)'),
  cmpIntro: w(
    'Two ways to choose a move in the same position. Alpha-beta searches every move to a fixed depth and backs up the evaluation: its value is exact within that depth. Monte Carlo tree search (MCTS) plays thousands of random games, spending more of them on the moves that have done well: its value is a mean result (1 a win, ½ a draw, 0 a loss), its choice the most visited move.',
    'Dos maneras de elegir jugada en la misma posición. Alfa-beta explora cada jugada hasta una profundidad fija y sube la evaluación: su valor es exacto dentro de esa profundidad. La búsqueda en árbol Monte Carlo (MCTS) juega miles de partidas al azar y dedica más a las jugadas que han ido bien: su valor es un resultado medio (1 ganar, ½ empate, 0 perder) y su elección, la jugada más visitada.',
  ),
  cmpPositionHeading: w('The position', 'La posición'),
  cmpSettingsHeading: w('The searches', 'Las búsquedas'),
  cmpGame: w('Game', 'Juego'),
  cmpToMove: w('{side} to move · {n} played', 'Juegan las {side} · {n} jugadas'),
  cmpBoardHintC4: w('Click a column to drop the next stone.', 'Pulsa una columna para dejar caer la siguiente ficha.'),
  cmpBoardHintTtt: w('Click a cell to play the next mark.', 'Pulsa una casilla para poner la siguiente marca.'),
  cmpPositionC4: w('Columns played, 1–7', 'Columnas jugadas, del 1 al 7'),
  cmpPositionTtt: w('The 9 cells, row by row: x, o or .', 'Las 9 casillas, fila a fila: x, o o .'),
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
  cmpValue: w('Value', 'Valor'),
  cmpNodes: w('Nodes', 'Nodos'),
  cmpTime: w('Time', 'Tiempo'),
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
  cmpTableCaption: w('Every move, as each search sees it (values for {side}, the player to move)', 'Cada jugada, tal como la ve cada búsqueda (valores para las {side}, que juegan)'),
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
  cmpOver: w('The game is over: there is no move to compare. Undo a move or pick another position.', 'La partida ha terminado: no hay jugada que comparar. Deshaz una jugada o elige otra posición.'),
  cmpReasonC: w('C must be a decimal number from 0 to 10, such as 1.41', 'C debe ser un número decimal de 0 a 10, como 1,41'),
  cmpReasonSet: w('with a game position only MCTS beside alpha-beta is shown', 'con una posición de juego solo se muestra MCTS junto a alfa-beta'),

  // ---- the Connect-4 matches on the experiments page -------------------------------------------
  matchesHeading: w('Connect-4: MCTS against alpha-beta', 'Conecta 4: MCTS contra alfa-beta'),
  matchesIntro: w(
    'Matches between searchers, played by the command below (each match a number of seeded games, the sides alternating; the same seed gives the same games on every machine). Import its results file to see how often MCTS wins as its iterations grow, and how often alpha-beta wins as it searches deeper.',
    'Partidas entre buscadores, jugadas con la orden de abajo (cada enfrentamiento, varias partidas con semilla, alternando los lados; la misma semilla da las mismas partidas en cualquier máquina). Importa su fichero de resultados para ver cuánto gana MCTS según crecen sus iteraciones, y cuánto gana alfa-beta según busca más hondo.',
  ),
  matchesImport: w('Import Connect-4 matches (JSONL)', 'Importar partidas de Conecta 4 (JSONL)'),
  matchesAdded: w(
    (p: { added: number; file: string }) => `${p.added} ${p.added === 1 ? 'game' : 'games'} from ${p.file}.`,
    (p) => `${p.added} ${p.added === 1 ? 'partida' : 'partidas'} de ${p.file}.`,
  ),
  matchesAlready: w(
    (p: { n: number }) => `${p.n} ${p.n === 1 ? 'was' : 'were'} already here.`,
    (p) => `${p.n} ya ${p.n === 1 ? 'estaba' : 'estaban'}.`,
  ),
  matchesProblems: w(
    (p: { n: number }) => `${p.n} ${p.n === 1 ? 'line' : 'lines'} left out:`,
    (p) => `${p.n} ${p.n === 1 ? 'línea descartada' : 'líneas descartadas'}:`,
  ),
  matchesNone: w('No matches yet: run the command and import its file.', 'Aún no hay partidas: ejecuta la orden e importa su fichero.'),
  matchesForget: w('Forget the matches', 'Olvidar las partidas'),
  matchA: w('MCTS', 'MCTS'),
  matchB: w('Against', 'Contra'),
  matchGames: w('Games', 'Partidas'),
  matchWon: w('MCTS won', 'Ganó MCTS'),
  matchDrawn: w('Drawn', 'Tablas'),
  matchLost: w('MCTS lost', 'Perdió MCTS'),
  matchWinRate: w('MCTS won (%) [95 % interval]', 'Ganó MCTS (%) [intervalo 95 %]'),
  matchAsX: w('Won as X', 'Ganadas con X'),
  matchAsO: w('Won as O', 'Ganadas con O'),
  matchTime: w('Time per game', 'Tiempo por partida'),
  matchRandom: w('random player', 'jugador al azar'),
  matchIterations: w('MCTS iterations a move', 'Iteraciones de MCTS por jugada'),
  matchChartIterations: w('MCTS’s wins against its iterations', 'Victorias de MCTS según sus iteraciones'),
  matchChartDepth: w('Alpha-beta’s wins against its depth', 'Victorias de alfa-beta según su profundidad'),
  matchMctsWon: w('MCTS won (%)', 'Ganó MCTS (%)'),
  matchAbWon: w('Alpha-beta won (%)', 'Ganó alfa-beta (%)'),
  matchVsDepth: w('vs alpha-beta {d}', 'contra alfa-beta {d}'),
  matchVsRandom: w('vs random', 'contra el azar'),
  matchMctsSeries: w('vs MCTS {n}', 'contra MCTS {n}'),

  // ---- why a line of a matches file is refused (src/experiments/c4-records.ts) -----------------
  matchPlayerReason: w('{value} is not a player: mcts:N (N iterations), alphabeta:D (depth D) or random', '{value} no es un jugador: mcts:N (N iteraciones), alphabeta:D (profundidad D) o random'),
  matchCReason: w(
    (p: { value: Param }, say) => `"c" must be a number from 0 to 100, not ${say(p.value)}`,
    (p, say) => `"c" debe ser un número de 0 a 100, no ${say(p.value)}`,
  ),
  matchSidesReason: w(
    (p: { index: number; aFirst: boolean }) => `"aFirst": ${p.aFirst} does not fit game ${p.index} (the sides alternate: a moves first in the even games)`,
    (p) => `"aFirst": ${p.aFirst} no cuadra con la partida ${p.index} (los lados se alternan: a sale en las partidas pares)`,
  ),
  matchMovesReason: w(
    (p: { reason: Param }, say) => `"moves" is not a game of Connect-4: ${say(p.reason)}`,
    (p, say) => `"moves" no es una partida de Conecta 4: ${say(p.reason)}`,
  ),
  matchUnfinishedReason: w('"moves" stops after {n} stones, before the game ends', '"moves" se detiene tras {n} fichas, antes del final de la partida'),
  matchWinnerReason: w('"winner" is {winner}, but the moves say {won}', '"winner" es {winner}, pero las jugadas dicen {won}'),
};
