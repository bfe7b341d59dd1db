/**
 * The 2048 page's words (`#/2048`, src/ui/g2048-page.ts, src/ui/g2048/): the
 * game, its saved games, the search's settings and proposal, the decision's
 * tree, and the heuristic breakdown; each in English and Spanish, `{name}`
 * where a parameter goes (say.ts puts the areas together). The replay is
 * ui-replay.ts's; the board's cells ui-widgets.ts's.
 */
import { w } from './wording.ts';

/** A move's direction (games/g2048's Direction), and where it moves in Spanish words. */
type Toward = 'up' | 'right' | 'down' | 'left';
const TOWARD_ES: Record<Toward, string> = { up: 'hacia arriba', right: 'hacia la derecha', down: 'hacia abajo', left: 'hacia la izquierda' };
const TOWARD_ES_FIRST: Record<Toward, string> = { up: 'Hacia arriba', right: 'Hacia la derecha', down: 'Hacia abajo', left: 'Hacia la izquierda' };

export const G2048_LABELS = {
  // ---- the game and its saved games --------------------------------------------------------------------
  score: w('Score', 'Puntuación'),
  maxTile: w('Max tile', 'Máxima'),
  movesMade: w('Moves', 'Movimientos'),
  won: w('You reached the goal!', '¡Has llegado al objetivo!'),
  lost: w('No move left: the game is over.', 'No queda ningún movimiento: la partida ha terminado.'),
  keysHint: w(
    'Arrows or WASD to move (or swipe) — while the search tree has focus, the arrows step it instead.',
    'Flechas o WASD para mover (o desliza); cuando el árbol de búsqueda tiene el foco, las flechas lo recorren.',
  ),
  exportGame: w('Export game', 'Exportar partida'),
  importGame: w('Import a game:', 'Importar una partida:'),
  replay: w('Replay this game', 'Repetir esta partida'),
  savedGames: w('Saved games', 'Partidas guardadas'),
  savedGamesHelp: w(
    'Every game is kept in this browser: a link, an import or a new game never replaces one.',
    'Cada partida se guarda en este navegador: un enlace, una importación o una partida nueva nunca sustituyen a otra.',
  ),
  savedGamesNone: w(
    'No other game is kept yet: when a link, an import or a new game takes this one’s place, it is kept here.',
    'Aún no hay otras partidas guardadas: cuando un enlace, una importación o una partida nueva ocupen el lugar de esta, se guardará aquí.',
  ),
  savedGameTitle: w('Seed {seed}', 'Semilla {seed}'),
  savedGameLine: w('· {#moves} moves · score {score} · max tile {max}', '· {#moves} movimientos · {score} puntos · máxima {max}'),
  savedGameWon: w('goal reached', 'objetivo alcanzado'),
  savedGameOver: w('game over', 'terminada'),
  savedAt: w('saved {at}', 'guardada el {at}'),
  savedReplay: w('Replay', 'Repetir'),
  savedHideReplay: w('Hide replay', 'Ocultar repetición'),
  savedContinue: w('Continue', 'Continuar'),
  savedDelete: w('Delete', 'Borrar'),

  // ---- the board as a tab stop, and what the page's live region says after a move (g2048/move-words.ts) --
  /** The board's name, saying how to play it, and its role as a screen reader says it (role="application": the keys are the game's). */
  boardName: w('2048: the arrow keys move the tiles', '2048: las flechas mueven las fichas'),
  saidMoved: w<{ dir: Toward }>(
    ({ dir }) => `Moved ${dir}.`,
    ({ dir }) => `${TOWARD_ES_FIRST[dir]}.`,
  ),
  saidNoMove: w<{ dir: Toward }>(
    ({ dir }) => `Nothing moves ${dir}.`,
    ({ dir }) => `${TOWARD_ES_FIRST[dir]} no se mueve nada.`,
  ),
  /** `n` merges of two tiles of `value` into one of `into` in one move. */
  saidMerged: w<{ n: number; value: number; into: number }>(
    ({ n, value, into }) => (n === 1 ? `Two ${value} tiles merged into ${into}.` : `${n} pairs of ${value} tiles merged, each into ${into}.`),
    ({ n, value, into }) => (n === 1 ? `Dos fichas de ${value} se unen en ${into}.` : `${n} parejas de fichas de ${value} se unen, cada una en ${into}.`),
  ),
  saidNewTile: w('New {value} at row {row}, column {column}.', 'Nueva ficha de {value} en la fila {row}, columna {column}.'),
  saidScore: w('Score {score}.', 'Puntuación: {score}.'),
  saidGoal: w('You reached {goal}, the goal.', 'Has llegado a {goal}, el objetivo.'),
  /** A new game's first two tiles: each `saidTileAt`. */
  saidNewGameTiles: w('New game: {first}, and {second}.', 'Nueva partida: {first}, y {second}.'),
  saidTileAt: w('{value} at row {row}, column {column}', '{value} en la fila {row}, columna {column}'),
  saidSolverPlaying: w('The solver is playing: press Stop to play yourself.', 'El resolvedor está jugando: pulsa Parar para jugar tú.'),
  saidSolverStopped: w(
    'The solver played {#moves} moves: score {score}, max tile {max}.',
    'El resolvedor ha jugado {#moves} movimientos: puntuación {score}, máxima {max}.',
  ),
  saidProposedMove: w<{ dir: Toward }>(
    ({ dir }) => `The machine proposes moving ${dir}.`,
    ({ dir }) => `La máquina propone mover ${TOWARD_ES[dir]}.`,
  ),

  // ---- the search: settings, proposal, the decision's tree ---------------------------------------------
  heuristic: w('Heuristic', 'Heurística'),
  articleHeuristic: w('Java article (= H3, code)', 'artículo Java (= H3, código)'),
  variant: w('Variant', 'Variante'),
  variantText: w('thesis text', 'texto de la memoria'),
  variantCode: w('thesis code', 'código de la memoria'),
  estimate: w('About {#nodes} nodes.', 'Unos {#nodes} nodos.'),
  slowWarning: w(
    'About {#nodes} nodes: this search may take a while (it can be cancelled).',
    'Unos {#nodes} nodos: esta búsqueda puede tardar (se puede cancelar).',
  ),
  solve: w('Solve', 'Resolver'),
  stop: w('Stop', 'Parar'),
  win: w('win', 'victoria'),
  noMove: w('none (the game is over)', 'ninguno (la partida ha terminado)'),
  nodesIn: w('{#nodes} nodes in {ms} ms', '{#nodes} nodos en {ms} ms'),
  dir_up: w('up', 'arriba'),
  dir_right: w('right', 'derecha'),
  dir_down: w('down', 'abajo'),
  dir_left: w('left', 'izquierda'),
  solveStats: w(
    '{#moves} moves · score {score} · max tile {max} · {ms} ms per move',
    '{#moves} movimientos · puntuación {score} · máxima {max} · {ms} ms por movimiento',
  ),
  treeTooDeep: w(
    'The search tree is drawn for depths up to 3 (tick “deeper trees” to draw more).',
    'El árbol de búsqueda se dibuja hasta profundidad 3 (marca «árboles más profundos» para dibujar más).',
  ),
  treeTooBig: w('This search visits more than 30,000 nodes: too many to draw.', 'Esta búsqueda visita más de 30.000 nodos: demasiados para dibujarlos.'),
  deepTree: w('Draw deeper trees too (up to 30,000 nodes)', 'Dibujar también árboles más profundos (hasta 30.000 nodos)'),
  decisionTreeHelp: w(
    'MAX chooses a move; the computer places a 2 or a 4. Step through it; click a node to see its board and breakdown.',
    'MAX elige un movimiento; el ordenador coloca un 2 o un 4. Recórrelo paso a paso; pulsa un nodo para ver su tablero y su desglose.',
  ),
  decisionTreeEmpty: w(
    'Press Propose: the search tree behind the proposal appears here, to step through.',
    'Pulsa Proponer: aquí aparece el árbol de búsqueda de la propuesta, para recorrerlo paso a paso.',
  ),
  viewerKeys2048: w(
    'Click the tree, then the left and right arrows step the search; elsewhere the arrows play the game.',
    'Pulsa en el árbol y las flechas izquierda y derecha recorren la búsqueda; fuera de él las flechas juegan la partida.',
  ),
  selectedNode: w('Showing node {id}.', 'Se muestra el nodo {id}.'),

  // ---- the heuristic breakdown -------------------------------------------------------------------------
  heuristicBreakdown: w('Heuristic breakdown', 'Desglose de la heurística'),
  examples: w('Worked example', 'Ejemplo resuelto'),
  thesisExample: w('Thesis example {n}', 'Ejemplo {n} de la memoria'),
  overlay: w('On the board', 'Sobre el tablero'),
  breakdownOfNode: w('The selected node’s board:', 'El tablero del nodo elegido:'),
  term_score: w('Score', 'Puntuación'),
  term_empty: w('Empty cells', 'Casillas vacías'),
  term_similarity: w('Similarity', 'Similitud'),
  term_monotonicity: w('Monotonicity', 'Monotonía'),
  term_max: w('Max', 'Máximo'),
  term_h1: w('H1', 'H1'),
  term_h2: w('H2', 'H2'),
  term_h3: w('H3', 'H3'),
  term_h4: w('H4', 'H4'),
  term_article: w('Java article', 'artículo Java'),
  formulas: w('Formulas with their numbers', 'Fórmulas con sus números'),
  codeVariantNote: w(
    'As the thesis’s Java computes (integer division in Similarity; H4 uses Max, not log2 Max):',
    'Como lo calcula el Java de la memoria (división entera en Similitud; H4 usa Máx, no log2 Máx):',
  ),
};
