/**
 * The solver ladder page's words (`#/ladder`, src/ui/ladder-page.ts,
 * src/ui/ladder/, issue 22): the rungs of Pascal Pons' ladder and what each
 * adds, scores in words, the passes of a search, and the measurements beside
 * Pons' table; each in English and Spanish, `{name}` where a parameter goes
 * (say.ts puts the areas together). The position picker is ui-widgets.ts's;
 * the words it shares with the solve panel (draw, between …) ui-board-game.ts's.
 */
import { w } from './wording.ts';

/** 1st, 2nd, 3rd, 4th … 21st, 22nd. */
const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

type Piece = 'stone' | 'mark';
const PIECE_ES: Record<Piece, string> = { stone: 'ficha', mark: 'marca' };

export const LADDER_LABELS = {
  // ---- the page and its position -----------------------------------------------------------------------
  ladderTitle: w('The solver ladder: from minimax to a perfect player', 'La escalera del resolvedor: de minimax a un jugador perfecto'),
  ladderIntroC4: w(
    'Pascal Pons’ “Solving Connect 4” builds a perfect player one technique at a time; each rung keeps the ones before. Pick a position (1), and every rung solves it (2): compare the nodes each one searches. Then open a rung’s search tree (3) to watch what its technique does, and set our measurements beside Pons’ own (4).',
    '«Solving Connect 4», de Pascal Pons, construye un jugador perfecto técnica a técnica; cada peldaño conserva las anteriores. Elige una posición (1) y cada peldaño la resuelve (2): compara los nodos que explora cada uno. Luego abre el árbol de búsqueda de un peldaño (3) para ver qué hace su técnica, y pon nuestras mediciones junto a las de Pons (4).',
  ),
  ladderIntroTtt: w(
    'The first five rungs of Pascal Pons’ ladder on tic-tac-toe, each keeping the ones before. Pick a position (1), and every rung solves it (2): compare the nodes each one searches — from the empty board, the transposition table saves most of minimax’s 549,946. Then open a rung’s search tree (3).',
    'Los cinco primeros peldaños de la escalera de Pascal Pons en el tres en raya; cada uno conserva los anteriores. Elige una posición (1) y cada peldaño la resuelve (2): compara los nodos que explora cada uno; desde el tablero vacío, la tabla de transposición se ahorra casi todos los 549 946 de minimax. Luego abre el árbol de búsqueda de un peldaño (3).',
  ),
  ladderSolve: w('Solve', 'Resolver'),
  ladderExamples: w('Examples', 'Ejemplos'),
  ladderExamplePick: w('Choose an example…', 'Elige un ejemplo…'),
  ladderExampleSet: w('{set} {n} ({stones} stones)', '{set} {n} ({stones} fichas)'),
  ladderExampleMinimaxStops: w('{set} {n} ({stones} stones): too big for minimax', '{set} {n} ({stones} fichas): demasiado para minimax'),
  ladderExampleEmptyC4: w('The empty board: too big for most rungs', 'El tablero vacío: demasiado para casi todos los peldaños'),
  ladderExampleEmptyTtt: w('The empty board', 'El tablero vacío'),
  ladderExampleCornerCentre: w('X in a corner, O in the centre', 'X en una esquina, O en el centro'),
  ladderExampleCornerCorner: w('X and O in opposite corners', 'X y O en esquinas opuestas'),
  ladderFull: w(
    () => 'the board is full: a finished game has no score to solve',
    () => 'el tablero está lleno: una partida terminada no tiene puntuación que resolver',
  ),
  ladderWon: w(
    (p: { side: string }) => `${p.side} has already won: a finished game has no score to solve`,
    (p) => `las ${p.side} ya han ganado: una partida terminada no tiene puntuación que resolver`,
  ),
  ladderInsteadMiddleEasy: w(
    () => 'Showing Pons’ Middle-Easy position 1 instead.',
    () => 'Se muestra en su lugar la posición 1 de Middle-Easy de Pons.',
  ),
  ladderInsteadLastPass: w(
    () => 'Showing the last pass instead.',
    () => 'Se muestra en su lugar la última pasada.',
  ),
  ladderRungReason: w(
    (p: { value: string; rungs: readonly string[] }, say) => `“${p.value}” is not a rung of this game’s ladder: ${say(p.rungs)}`,
    (p, say) => `«${p.value}» no es un peldaño de la escalera de este juego: ${say(p.rungs)}`,
  ),

  // ---- every rung on it --------------------------------------------------------------------------------
  ladderRungsHeading: w('Every rung on it', 'Cada peldaño sobre ella'),
  ladderBudget: w('Most nodes a rung may search', 'Máximo de nodos por peldaño'),
  ladderRunRest: w('Run the rest', 'Ejecutar el resto'),
  ladderRung: w('Rung', 'Peldaño'),
  ladderScoreFor: w('Score for {side} (to move)', 'Puntuación para las {side} (les toca)'),
  ladderNodes: w('Nodes searched', 'Nodos explorados'),
  ladderItsSearch: w('Its search', 'Su búsqueda'),
  ladderShowTree: w('Show its tree', 'Ver su árbol'),
  ladderShownBelow: w('Shown below', 'Abajo'),
  ladderWaiting: w('waiting…', 'en espera…'),
  ladderCancelled: w('cancelled', 'cancelado'),
  ladderStopped: w('stopped at {budget} nodes', 'detenido a los {budget} nodos'),
  ladderFewer: w('{times} fewer than minimax', '{times} menos que minimax'),
  ladderTableSaves: w(
    'The transposition table searched {table} nodes where minimax searched {minimax}: {saved} % fewer, for the same score — a position reached by different move orders is searched once.',
    'La tabla de transposición ha explorado {table} nodos donde minimax exploró {minimax}: un {saved} % menos, con la misma puntuación; una posición a la que se llega por distintos órdenes de jugadas se explora una sola vez.',
  ),
  ladderLastSaves: w(
    'The last rung, “{rung}”, needs {times} fewer nodes than minimax.',
    'El último peldaño, «{rung}», necesita {times} menos nodos que minimax.',
  ),
  ladderMoreHere: w(
    'Here “{rung}” searched {#nodes} nodes, more than the {#than} of “{before}”.',
    'Aquí «{rung}» ha explorado {#nodes} nodos, más que los {#than} de «{before}».',
  ),
  ladderWhyMoreC4: w(
    'Why can a rung search more nodes than the one before? Null windows ask one yes-or-no question after another, each searching the position again, and until the last rung the table keeps only upper bounds, so a “yes” leaves little for the next question. The table also holds a limited number of positions: one pushed out is searched again. On harder positions the questions save far more: on Pons’ Middle-Easy set, {#deepening} nodes a position against the table’s {#table}.',
    '¿Por qué un peldaño puede explorar más nodos que el anterior? Las ventanas nulas hacen una pregunta de sí o no tras otra, y cada una vuelve a explorar la posición; hasta el último peldaño la tabla solo guarda cotas superiores, así que un «sí» deja poco para la pregunta siguiente. Además, la tabla guarda un número limitado de posiciones: la que sale de ella se explora de nuevo. En posiciones más difíciles las preguntas ahorran mucho más: en el conjunto Middle-Easy de Pons, {#deepening} nodos por posición frente a los {#table} de la tabla.',
  ),
  ladderWhyMoreTtt: w(
    'Why can a rung search more nodes than the one before? The null windows ask one yes-or-no question after another, and each question searches the position again: the table shortens the repeats, it does not remove them.',
    '¿Por qué un peldaño puede explorar más nodos que el anterior? Las ventanas nulas hacen una pregunta de sí o no tras otra, y cada pregunta vuelve a explorar la posición: la tabla acorta las repeticiones, no las evita.',
  ),
  ladderMinimaxStopped: w(
    'Minimax did not finish within {budget} nodes: a bigger budget, or a position nearer the end, lets it finish.',
    'Minimax no ha terminado en {budget} nodos: con más nodos, o con una posición más cercana al final, termina.',
  ),
  ladderWin: w(
    (p: { n: number; piece: Piece }) => `win with your ${ordinal(p.n)} ${p.piece}`,
    (p) => `victoria con tu ${p.n}.ª ${PIECE_ES[p.piece]}`,
  ),
  ladderLoss: w(
    (p: { n: number; piece: Piece; side: string }) => `loss: ${p.side} wins with its ${ordinal(p.n)} ${p.piece}`,
    (p) => `derrota: ganan las ${p.side} con su ${p.n}.ª ${PIECE_ES[p.piece]}`,
  ),
  ladderProvedWin: w('a win, proved', 'victoria segura'),
  ladderProvedLoss: w('a loss, proved', 'derrota segura'),
  ladderProvedAtBestDraw: w('at best a draw', 'como mucho empate'),

  // ---- the rungs and what each adds --------------------------------------------------------------------
  ladderRung_minimax: w('Minimax', 'Minimax'),
  ladderRung_alphabeta: w('Alpha-beta', 'Alfa-beta'),
  ladderRung_centre: w('+ centre columns first', '+ columnas centrales primero'),
  ladderRung_centre_ttt: w('+ best cells first', '+ mejores casillas primero'),
  ladderRung_table: w('+ transposition table', '+ tabla de transposición'),
  ladderRung_deepening: w('+ null windows (iterative deepening)', '+ ventanas nulas (profundización iterativa)'),
  ladderRung_losing: w('+ skip moves that lose at once', '+ descartar jugadas que pierden ya'),
  ladderRung_threats: w('+ threats first', '+ amenazas primero'),
  ladderRung_bounds: w('+ lower bounds in the table', '+ cotas inferiores en la tabla'),
  ladderHint_minimax: w('Every move, to the end of the game.', 'Todas las jugadas, hasta el final de la partida.'),
  ladderHint_alphabeta: w(
    'Stops on a move as soon as it cannot change the choice (α-β cut-offs).',
    'Deja una jugada en cuanto no puede cambiar la elección (cortes α-β).',
  ),
  ladderHint_centre: w(
    'Columns 4 3 5 2 6 1 7: good moves come early, so more is cut.',
    'Columnas 4 3 5 2 6 1 7: las buenas jugadas llegan antes y se corta más.',
  ),
  ladderHint_centre_ttt: w(
    'The centre, then the corners, then the edges: good moves come early.',
    'El centro, luego las esquinas, luego los lados: las buenas jugadas llegan antes.',
  ),
  ladderHint_table: w(
    'Remembers positions searched, and their bounds, for when another move order reaches them.',
    'Recuerda las posiciones exploradas y sus cotas, para cuando otro orden de jugadas llegue a ellas.',
  ),
  ladderHint_deepening: w(
    'Asks yes-or-no questions (is the score above g?) with a null window, narrowing the score by halves.',
    'Hace preguntas de sí o no (¿la puntuación pasa de g?) con una ventana nula, acotando la puntuación por mitades.',
  ),
  ladderHint_losing: w('Never tries a move that lets the opponent win at once.', 'Nunca prueba una jugada que deje ganar al rival en la siguiente.'),
  ladderHint_threats: w('Tries first the moves that make the most winning spots.', 'Prueba primero las jugadas que crean más huecos ganadores.'),
  ladderHint_bounds: w('Keeps lower bounds in the table too, not only upper ones.', 'Guarda también cotas inferiores en la tabla, no solo superiores.'),

  // ---- a rung's search, step by step -------------------------------------------------------------------
  ladderTraceHeading: w('A rung’s search, step by step', 'La búsqueda de un peldaño, paso a paso'),
  ladderTraceOf: w('The search of “{rung}”, step by step', 'La búsqueda de «{rung}», paso a paso'),
  ladderTraceNone: w(
    'Choose “Show its tree” on a rung above to step through its search here.',
    'Elige «Ver su árbol» en un peldaño de arriba para recorrer aquí su búsqueda.',
  ),
  ladderTracing: w('Tracing the search…', 'Registrando la búsqueda…'),
  ladderTraceTooBig: w(
    'This search is too big to trace: {nodes} nodes (the viewer takes up to {most}). Try a later rung, or a position nearer the end.',
    'Esta búsqueda es demasiado grande para registrarla: {nodes} nodos (el visor admite hasta {most}). Prueba un peldaño posterior o una posición más cercana al final.',
  ),
  ladderTraceStopped: w(
    'This rung did not finish within {budget} nodes, so there is no tree to show. Try a later rung, or a position nearer the end.',
    'Este peldaño no ha terminado en {budget} nodos, así que no hay árbol que mostrar. Prueba un peldaño posterior o una posición más cercana al final.',
  ),
  ladderTracedAsDeepening: w(
    'Traced as the null-window rung: the tree shows the windows and the table, not Connect-4’s own tricks of the last rungs, so it has more nodes than the figure above.',
    'Registrado como el peldaño de ventanas nulas: el árbol muestra las ventanas y la tabla, no los trucos propios del Conecta 4 de los últimos peldaños, así que tiene más nodos que la cifra de arriba.',
  ),
  ladderTreeValuesX: w(
    'In the tree, values are X’s (▲ MAX), as the score above.',
    'En el árbol, los valores son de las X (▲ MAX), como la puntuación de arriba.',
  ),
  ladderTreeValuesO: w(
    'In the tree, values are X’s (▲ MAX): O’s score above is their opposite.',
    'En el árbol, los valores son de las X (▲ MAX): la puntuación de las O de arriba es su opuesto.',
  ),
  ladderShownNodesMinimax: w('{#nodes} nodes (minimax: {#minimax})', '{#nodes} nodos (minimax: {#minimax})'),
  ladderShowRungs: w('Every rung on this position', 'Cada peldaño en esta posición'),
  ladderShowSearch: w('Back to the search tree', 'Volver al árbol de búsqueda'),
  ladderPasses: w('The search’s {n} passes (the last first)', 'Las {n} pasadas de la búsqueda (la última primero)'),
  ladderProbe: w('Probe {n}: is X’s value above {guess}?', 'Sondeo {n}: ¿el valor de las X pasa de {guess}?'),
  ladderProbeYes: w('yes, ≥ {value}', 'sí, ≥ {value}'),
  ladderProbeNo: w('no, ≤ {value}', 'no, ≤ {value}'),
  ladderIteration: w('Iteration {n} (depth {depth}): {value}', 'Iteración {n} (profundidad {depth}): {value}'),
  ladderPass: w('Pass {n}', 'Pasada {n}'),

  // ---- Pons' measurements and ours ---------------------------------------------------------------------
  ladderMeasureHeading: w('Pons’ measurements and ours', 'Las mediciones de Pons y las nuestras'),
  ladderMeasureIntro: w(
    'Pons measured each rung as the mean nodes per position over sets of 1,000 positions. Two of his sets ship with the tutor: Measure runs every rung on them here, in your browser, and checks every score against the set’s.',
    'Pons midió cada peldaño como la media de nodos por posición sobre conjuntos de 1000 posiciones. Dos de sus conjuntos vienen con el tutor: Medir ejecuta aquí, en tu navegador, cada peldaño sobre ellos y comprueba cada puntuación con la del conjunto.',
  ),
  ladderMeasure: w('Measure', 'Medir'),
  ladderMeasureAgain: w('Measure again', 'Medir de nuevo'),
  ladderMeasuring: w('Measuring', 'Midiendo'),
  ladderProgress: w('{task} of {tasks}: {set}, {rung} — {done} of {total} positions', '{task} de {tasks}: {set}, {rung}: {done} de {total} posiciones'),
  ladderOursCaption: w(
    'Mean nodes per position: Pons’ and ours, on the two shared sets',
    'Media de nodos por posición: la de Pons y la nuestra, en los dos conjuntos compartidos',
  ),
  ladderPons: w('Pons', 'Pons'),
  ladderOurs: w('Ours', 'Nuestra'),
  ladderNotRun: w('not run here (too slow for a page)', 'no se ejecuta aquí (demasiado lento para una página)'),
  ladderNotMeasured: w('not measured yet', 'aún sin medir'),
  ladderSample: w('a sample: {n} of {of} (every {every}th)', 'una muestra: {n} de {of} (una de cada {every})'),
  ladderStoppedSome: w('{n} stopped at {budget} nodes', '{n} detenidas a los {budget} nodos'),
  ladderPartial: w('cancelled after {n} of {of}', 'cancelado tras {n} de {of}'),
  ladderMatched: w('all {n} scores right', 'las {n} puntuaciones, bien'),
  ladderDiffer: w('{n} of {of} scores wrong', '{n} de {of} puntuaciones mal'),
  ladderDashHint: w('—: not done within a day in C++ (Pons).', '—: no terminado en un día en C++ (Pons).'),
  ladderSeriesPons: w('Pons, {set}', 'Pons, {set}'),
  ladderSeriesOurs: w('ours, {set}', 'nuestra, {set}'),
  ladderChartLabel: w(
    'Chart: mean nodes per position for each rung, on a log scale, Pons’ and ours; the figures are in the table above.',
    'Gráfico: media de nodos por posición de cada peldaño, en escala logarítmica, la de Pons y la nuestra; las cifras están en la tabla de arriba.',
  ),
  ladderChartAxis: w('mean nodes per position (log scale)', 'media de nodos por posición (escala logarítmica)'),
  ladderChartNote: w(
    '≥: a lower bound. Middle-Easy’s alpha-beta, centre and table rungs run on a sample (every {every}th position), each position stopped at {budget} nodes: Pons’ means come from a few positions that take far more.',
    '≥: una cota inferior. Los peldaños alfa-beta, centro y tabla de Middle-Easy se ejecutan sobre una muestra (una posición de cada {every}), cada una detenida a los {budget} nodos: las medias de Pons se deben a unas pocas posiciones que necesitan muchos más.',
  ),
  ladderPublishedSummary: w('Pons’ whole table: all six sets', 'La tabla completa de Pons: los seis conjuntos'),
  ladderPublishedCaption: w('Mean nodes per position, as Pons published them', 'Media de nodos por posición, tal como la publicó Pons'),
  ladderEndEasy: w('End-Easy', 'End-Easy'),
  ladderMiddleEasy: w('Middle-Easy', 'Middle-Easy'),
  ladderMiddleMedium: w('Middle-Medium', 'Middle-Medium'),
  ladderBeginEasy: w('Begin-Easy', 'Begin-Easy'),
  ladderBeginMedium: w('Begin-Medium', 'Begin-Medium'),
  ladderBeginHard: w('Begin-Hard', 'Begin-Hard'),
};
