/**
 * The tic-tac-toe and Connect-4 pages' words (`#/tictactoe`, `#/connect4`,
 * src/ui/board-game-page.ts, src/ui/board-game/): the game, the machine's
 * level and algorithm (MCTS's settings and proposal too), and "Solve this
 * position" (the solver's exact scores in figures and words, issue 22); each
 * in English and Spanish, `{name}` where a parameter goes (say.ts puts the
 * areas together). The solver's scores in words serve the ladder too.
 */
import { w } from './wording.ts';

/** Tic-tac-toe's lines in games/tictactoe's order (LINES): the three rows, the three columns, the two diagonals. */
const TTT_LINES = {
  en: [
    'in the top row',
    'in the middle row',
    'in the bottom row',
    'in the left column',
    'in the middle column',
    'in the right column',
    'on the diagonal from top left to bottom right',
    'on the diagonal from top right to bottom left',
  ],
  es: [
    'en la fila de arriba',
    'en la fila del medio',
    'en la fila de abajo',
    'en la columna de la izquierda',
    'en la columna del medio',
    'en la columna de la derecha',
    'en la diagonal de arriba a la izquierda a abajo a la derecha',
    'en la diagonal de arriba a la derecha a abajo a la izquierda',
  ],
};

export const BOARD_GAME_LABELS = {
  // ---- the game and the machine's level ----------------------------------------------------------------
  badPosition: w('That position is not possible; a new game starts.', 'Esa posición no es posible; empieza una partida nueva.'),
  treeTooBigGame: w(
    'This search is too big to draw (over 30,000 nodes): choose a smaller depth to see its tree.',
    'Esta búsqueda es demasiado grande para dibujarla (más de 30.000 nodos): elige menos profundidad para ver su árbol.',
  ),
  draw: w('A draw.', 'Empate.'),
  wins: w('{side} wins.', 'Ganan las {side}.'),
  yourTurn: w('Your turn ({side}).', 'Te toca ({side}).'),
  machineThinking: w('The machine is thinking…', 'La máquina está pensando…'),
  youPlay: w('You play', 'Juegas con'),
  first: w('first', 'salen'),
  level: w('Level', 'Nivel'),
  level_easy: w('easy (depth 1)', 'fácil (profundidad 1)'),
  level_medium: w('medium (depth 3)', 'medio (profundidad 3)'),
  level_impossible: w('impossible (depth 6)', 'imposible (profundidad 6)'),
  level_full: w('full search', 'búsqueda completa'),
  /** A link's depth that is none of the levels', on the Level select: "depth 4"; 9 or more searches every game to its end. */
  level_depth: w('depth {depth}', 'profundidad {depth}'),
  level_depthFull: w('depth {depth} (full search)', 'profundidad {depth} (búsqueda completa)'),
  centreFirst: w('centre columns first', 'columnas centrales primero'),
  randomTies: w('pick at random among equally good moves', 'elegir al azar entre jugadas igual de buenas'),
  randomTiesHint: w(
    'Seeded: the same seed replays the same game. Only moves whose value is proved equal to the best count, so use minimax or negamax: alpha-beta proves one best move and bounds the rest.',
    'Con semilla: la misma semilla repite la misma partida. Solo cuentan las jugadas cuyo valor se demuestra igual al mejor, así que use minimax o negamax: alfa-beta demuestra una mejor jugada y acota las demás.',
  ),
  valueForX: w('value for X', 'valor para X'),
  moveInCell: w('{side} in cell {cell}', '{side} en la casilla {cell}'),
  moveInColumn: w('{side} in column {column}', '{side} en la columna {column}'),
  nodesCount: w('{#nodes} nodes', '{#nodes} nodos'),

  // ---- what the page's live region says as the game goes (board-game/game-words.ts, issue 36) ----------
  saidYouPlayed: w('You played {side} {where}.', 'Juegas {side} {where}.'),
  saidYouDropped: w('You dropped {side} {where}.', 'Dejas caer una {side} {where}.'),
  saidReplied: w('{side} replied {where}.', '{side} responde {where}.'),
  saidPlayed: w('{side} played {where}.', '{side} juega {where}.'),
  saidYourTurn: w('Your turn.', 'Te toca.'),
  saidThinking: w('The machine is thinking.', 'La máquina está pensando.'),
  saidWinsThree: w('{side} wins: three {line}.', 'Ganan las {side}: tres {line}.'),
  saidWinsFour: w('{side} wins: four {line}.', 'Ganan las {side}: cuatro {line}.'),
  saidDraw: w('Draw: the board is full.', 'Empate: el tablero está lleno.'),
  /** Tic-tac-toe's line of three, by its index in games/tictactoe's LINES: the rows, the columns, the diagonals. */
  tttLine: w<{ line: number }>(
    ({ line }) => TTT_LINES.en[line] ?? '',
    ({ line }) => TTT_LINES.es[line] ?? '',
  ),
  /** Connect-4's line of four: along a row (counted from the bottom), up a column, or on a diagonal. */
  c4LineRow: w('in row {row}', 'en la fila {row}'),
  c4LineColumn: w('in column {column}', 'en la columna {column}'),
  c4LineDiagonal: w('on a diagonal from column {from} to column {to}', 'en diagonal, de la columna {from} a la {to}'),
  /** A cell or a column that cannot be played now, activated. */
  saidTaken: w('Taken: {cell}.', 'Ocupada: {cell}.'),
  saidColumnFull: w('Column {column} is full.', 'La columna {column} está llena.'),
  saidWait: w('Wait: the machine is thinking.', 'Espera: la máquina está pensando.'),
  saidGameOver: w('The game is over: New game starts another.', 'La partida ha terminado: Nueva partida empieza otra.'),
  saidNewGame: w('New game.', 'Nueva partida.'),

  // ---- New game's way back (board-game/game-way-back.ts, issue 39) -------------------------------------
  undoNewGame: w('Undo new game', 'Deshacer nueva partida'),
  redoNewGame: w('Redo new game', 'Rehacer nueva partida'),
  gameBeforeAside: w<{ n: number }>(
    ({ n }) => `The game before (${n === 1 ? 'one move' : `${n} moves`}) is put aside.`,
    ({ n }) => `La partida de antes (${n === 1 ? 'una jugada' : `${n} jugadas`}) queda apartada.`,
  ),
  gameNewAside: w<{ n: number }>(
    ({ n }) => `The new game (${n === 1 ? 'one move' : `${n} moves`}) is put aside.`,
    ({ n }) => `La partida nueva (${n === 1 ? 'una jugada' : `${n} jugadas`}) queda apartada.`,
  ),
  gameBringsBack: w('{button} brings it back.', '{button} la recupera.'),
  gameBeforeBack: w('The game before is back.', 'Ha vuelto la partida de antes.'),
  gameNewBack: w('The new game is back.', 'Ha vuelto la partida nueva.'),
  saidProposed: w('The machine proposes {side} {where}.', 'La máquina propone {side} {where}.'),

  // ---- MCTS as the machine's algorithm -----------------------------------------------------------------
  algoMcts: w('Monte Carlo tree search', 'búsqueda en árbol de Monte Carlo'),
  mctsHeading: w('The machine’s Monte Carlo tree search', 'La búsqueda en árbol de Monte Carlo de la máquina'),
  mctsIterations: w('Iterations (strength)', 'Iteraciones (fuerza)'),
  mctsIterationsN: w('{#n}', '{#n}'),
  mctsIterationsUntraced: w('{#n} (too many to show)', '{#n} (demasiadas para mostrar)'),
  mctsC: w('C (exploration)', 'C (exploración)'),
  mctsSettingsHint: w(
    'Monte Carlo tree search plays random games instead of searching to a depth: more iterations, a stronger player. The same seed gives the same search.',
    'La búsqueda de Monte Carlo juega partidas al azar en lugar de buscar hasta una profundidad: más iteraciones, un jugador más fuerte. La misma semilla da la misma búsqueda.',
  ),
  mctsNotTraced: w(
    'Searches of more than {#limit} iterations are not shown step by step: this one took {#n}. Choose {#limit} or fewer to watch it.',
    'Las búsquedas de más de {#limit} iteraciones no se muestran paso a paso: esta hizo {#n}. Elige {#limit} o menos para verla.',
  ),
  mctsVisits: w('visits N', 'visitas N'),
  mctsMean: w('mean result W/N for {side}', 'resultado medio W/N para {side}'),
  mctsProposalLine: w(
    '{#iterations} iterations · {#nodes} nodes in the tree · C = {c} · seed {seed}',
    '{#iterations} iteraciones · {#nodes} nodos en el árbol · C = {c} · semilla {seed}',
  ),

  // ---- Connect-4: the machine's level, and "Solve this position" (the solver's exact scores) -----------
  c4Level: w('The machine plays', 'La máquina juega'),
  c4LevelSearch: w('by searching (algorithm, depth)', 'buscando (algoritmo, profundidad)'),
  c4LevelPerfect: w('perfectly (the exact solver)', 'perfecto (resolvedor exacto)'),
  solvePosition: w('Solve this position', 'Resolver esta posición'),
  solveHeading: w('Perfect play: each column’s score for {side} (to move)', 'Juego perfecto: la puntuación de cada columna para {side} (mueve)'),
  solveLegend: w(
    'The score if {side} plays there and then both sides play perfectly: positive, {side} wins (22 minus the winner’s stones at the end: the bigger, the sooner); 0, a draw; negative, {side} loses.',
    'La puntuación si {side} juega ahí y luego ambos juegan perfecto: positiva, ganan las {side} (22 menos las fichas del ganador al final: cuanto mayor, antes); 0, empate; negativa, pierden las {side}.',
  ),
  solveFull: w('Full columns: {columns}.', 'Columnas llenas: {columns}.'),
  solveScore: w('Score', 'Puntuación'),
  solveMeaning: w('What it means for {side}', 'Qué significa para {side}'),
  solveBest: w('best', 'mejor'),
  solveBestBound: w('best bound', 'mejor cota'),
  scoreWin: w<{ n: number }>(
    ({ n }) => (n === 1 ? 'win with this move' : `win in ${n} of your moves`),
    ({ n }) => (n === 1 ? 'ganas con esta jugada' : `ganas en ${n} de tus jugadas`),
  ),
  scoreLoss: w<{ n: number; other: string }>(
    ({ n, other }) => (n === 1 ? `loss: ${other} wins with its next move` : `loss in ${n} of ${other}’s moves`),
    ({ n, other }) => (n === 1 ? `pierdes: las ${other} ganan con su próxima jugada` : `pierdes en ${n} jugadas de las ${other}`),
  ),
  scoreDraw: w('draw', 'empate'),
  scoreWinWithin: w('a win, in {n} of your moves at most', 'ganas, en {n} de tus jugadas como mucho'),
  scoreLossWithin: w('a loss, in {n} of {other}’s moves at most', 'pierdes, en {n} jugadas de las {other} como mucho'),
  scoreAtLeastDraw: w('at least a draw', 'al menos empate'),
  scoreAtBestDraw: w('a draw at best', 'como mucho empate'),
  scoreUnknown: w('not known yet', 'aún no se sabe'),
  scorePending: w('solving…', 'resolviendo…'),
  scoreNotSearched: w('not searched', 'sin buscar'),
  boundAtLeast: w('≥ {n}', '≥ {n}'),
  boundAtMost: w('≤ {n}', '≤ {n}'),
  boundBetween: w('between {lower} and {upper}', 'entre {lower} y {upper}'),
  solveDone: w('Solved exactly: {#nodes} nodes in {time}.', 'Resuelta exactamente: {#nodes} nodos en {time}.'),
  solveRunning: w(
    'Solving… {done} of {total} columns done ({#nodes} nodes so far).',
    'Resolviendo… {done} de {total} columnas hechas ({#nodes} nodos hasta ahora).',
  ),
  solveBudget: w(
    'The solver could not finish within {#budget} nodes ({time}): where it did not, the bounds it found are shown (at least, at most, between). Early in a game a position needs far more: play on and solve again.',
    'El resolvedor no ha podido terminar en {#budget} nodos ({time}): donde no, se muestran las cotas halladas (al menos, como mucho, entre). Al principio de la partida hacen falta muchos más: sigue jugando y vuelve a resolver.',
  ),
  solveNoBest: w('No column is proved better than another yet.', 'Aún no se ha demostrado que una columna sea mejor que otra.'),
  solveStopped: w('Cancelled: the scores and bounds found so far.', 'Cancelado: las puntuaciones y cotas halladas hasta ahora.'),
  perfectPlayed: w(
    'The machine played column {column}, the best by the exact solver (score {score}): {outcome}.',
    'La máquina ha jugado en la columna {column}, la mejor según el resolvedor exacto (puntuación {score}): {outcome}.',
  ),
  perfectProved: w(
    'The solver could not finish every column within {#budget} nodes, but proved column {column} the best (score {score}: {outcome}), and the machine played it.',
    'El resolvedor no ha podido terminar todas las columnas en {#budget} nodos, pero ha demostrado que la columna {column} es la mejor (puntuación {score}: {outcome}), y la máquina ha jugado en ella.',
  ),
  machineCanWin: w('it can force a win, whatever you play', 'puede forzar la victoria, juegues lo que juegues'),
  machineDraws: w('a draw if both play perfectly', 'empate si ambos juegan perfecto'),
  machineLoses: w('you can force a win — find it!', 'puedes forzar la victoria: ¡encuéntrala!'),
  perfectFallback: w(
    'The solver could not finish within {#budget} nodes: the machine played column {column}, the best bound found ({bound}).',
    'El resolvedor no ha podido terminar en {#budget} nodos: la máquina ha jugado en la columna {column}, la mejor cota hallada ({bound}).',
  ),
  perfectBlind: w<{ budget: string; column: number; random: boolean }>(
    ({ budget, column, random }) =>
      `The solver could not finish within ${budget} nodes, and proved no column better than another: the machine played column ${column}, ${random ? 'one of them at random (the seed’s pick)' : 'the most central'}.`,
    ({ budget, column, random }) =>
      `El resolvedor no ha podido terminar en ${budget} nodos ni ha demostrado que una columna sea mejor que otra: la máquina ha jugado en la columna ${column}, ${random ? 'una de ellas al azar (la que da la semilla)' : 'la más central'}.`,
  ),
};
