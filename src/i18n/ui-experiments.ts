/**
 * The experiments page's words (`#/experiments`, src/ui/experiments-page.ts,
 * src/ui/experiments/): the 2048 batteries (the grid, the run, the table, the
 * charts, the import of results) and the Connect-4 matches of `tutor
 * experiment connect4` (issue 23); each in English and Spanish, `{name}` where
 * a parameter goes (say.ts puts the areas together). Why a line of a results
 * file is refused is the core's (experiments.ts).
 */
import { w } from './wording.ts';

export const EXPERIMENTS_LABELS = {
  // ---- 2048 batteries, like the thesis's ---------------------------------------------------------------
  experimentsIntro: w(
    'Batches of games, like the thesis’s test batteries (chapter 5): every configuration plays the same games (game i starts from the same seed). Finished games are kept in the browser: a reload resumes.',
    'Baterías de partidas, como las pruebas de la memoria (capítulo 5): todas las configuraciones juegan las mismas partidas (la partida i empieza con la misma semilla). Las partidas terminadas se guardan en el navegador: al recargar se reanuda.',
  ),
  depthFrom: w('Depth from', 'Profundidad desde'),
  depthTo: w('to', 'hasta'),
  gamesEach: w('Games', 'Partidas'),
  run: w('Run', 'Ejecutar'),
  resumeRun: w('Resume', 'Reanudar'),
  forget: w('Forget results', 'Olvidar resultados'),
  // ---- Forget results, and its way back (issue 39: experiments/forgotten.ts) ---------------------------
  forgetAskTitle: w('Forget every result?', '¿Olvidar todos los resultados?'),
  forgetAskFramed: w(
    (p: { n: number }) =>
      `This page is shown inside another page. Forget the results of ${p.n} ${p.n === 1 ? 'game' : 'games'} kept in this browser? Undo will bring them back.`,
    (p) =>
      `Esta página se muestra dentro de otra página. ¿Olvidar los resultados de ${p.n} ${p.n === 1 ? 'partida guardada' : 'partidas guardadas'} en este navegador? Deshacer los recuperará.`,
  ),
  forgetAskNoCopy: w(
    (p: { n: number; reason: string }) =>
      `This browser has no room for a copy of the results of ${p.n} ${p.n === 1 ? 'game' : 'games'} (${p.reason}): once this page is closed or reloaded, they cannot be brought back. Forget them?`,
    (p) =>
      `Este navegador no tiene sitio para una copia de los resultados de ${p.n} ${p.n === 1 ? 'partida' : 'partidas'} (${p.reason}): cuando se cierre o se recargue esta página, no se podrán recuperar. ¿Olvidarlos?`,
  ),
  forgetYes: w('Forget them', 'Olvidarlos'),
  forgetNo: w('Keep them', 'Conservarlos'),
  forgotten: w(
    (p: { n: number; until: string }) => `The results of ${p.n} ${p.n === 1 ? 'game' : 'games'} are forgotten. Undo brings them back, until ${p.until}.`,
    (p) => `Se han olvidado los resultados de ${p.n} ${p.n === 1 ? 'partida' : 'partidas'}. Deshacer los recupera, hasta el ${p.until}.`,
  ),
  forgottenNoCopy: w(
    (p: { n: number }) => `The results of ${p.n} ${p.n === 1 ? 'game' : 'games'} are forgotten. Undo brings them back while this page stays open.`,
    (p) => `Se han olvidado los resultados de ${p.n} ${p.n === 1 ? 'partida' : 'partidas'}. Deshacer los recupera mientras esta página siga abierta.`,
  ),
  forgetUndone: w(
    (p: { n: number }) => `The results of ${p.n} ${p.n === 1 ? 'game' : 'games'} are back.`,
    (p) => `Se han recuperado los resultados de ${p.n} ${p.n === 1 ? 'partida' : 'partidas'}.`,
  ),
  forgetUndoFull: w(
    (p: { n: number }) => `The results of ${p.n} ${p.n === 1 ? 'game' : 'games'} are back on this page, but this browser has no room to keep them.`,
    (p) => `Los resultados de ${p.n} ${p.n === 1 ? 'partida' : 'partidas'} vuelven a esta página, pero este navegador no tiene sitio para guardarlos.`,
  ),
  gamesPlayed: w('{#played} of {#total} games played', '{#played} de {#total} partidas jugadas'),
  /** The experiments page's estimate of the time a run has left, in seconds. */
  timeLeft: w('about {s} s left', 'quedan unos {s} s'),
  wonPercent: w('Won (%)', 'Ganadas (%)'),
  thesisWon: w('Thesis won', 'Memoria: ganadas'),
  timePerGame: w('Time per game', 'Tiempo por partida'),
  thesisTime: w('Thesis time', 'Memoria: tiempo'),
  thesis: w('thesis', 'memoria'),
  chartByHeuristic: w('Games won with {h}', 'Partidas ganadas con {h}'),
  chartByAlgorithm: w('Games won with {a}', 'Partidas ganadas con {a}'),
  chartTime: w('Mean time per game, {a}', 'Tiempo medio por partida, {a}'),

  // ---- importing results -------------------------------------------------------------------------------
  importResults: w('Import results (JSONL)', 'Importar resultados (JSONL)'),
  importAdded: w('Imported {added} games from {file}.', 'Se importaron {added} partidas de {file}.'),
  importNothing: w('No games in {file}.', 'No hay partidas en {file}.'),
  importAlready: w('{#n} were here already.', '{#n} ya estaban.'),
  importConflicts: w('{#n} differ from the copy already here, which is kept.', '{#n} difieren de la copia que ya estaba, que se conserva.'),
  importOutside: w(
    '{#n} are outside the grid above: choose their algorithms, heuristics, depths, seed and variant to see them.',
    '{#n} quedan fuera de la cuadrícula de arriba: elija sus algoritmos, heurísticas, profundidades, semilla y variante para verlas.',
  ),
  importProblems: w('{#n} lines were not imported:', 'No se importaron {#n} líneas:'),
  importMore: w('… and {#n} more.', '… y {#n} más.'),

  // ---- Connect-4: MCTS against alpha-beta (experiments/c4-matches.ts) ----------------------------------
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
  matchesForgetAsk: w(
    (p: { n: number }) =>
      `This page is shown inside another page. Forget the ${p.n === 1 ? 'game' : `${p.n} games`} of the matches imported? Undo will bring ${p.n === 1 ? 'it' : 'them'} back.`,
    (p) =>
      `Esta página se muestra dentro de otra página. ¿Olvidar ${p.n === 1 ? 'la partida importada' : `las ${p.n} partidas importadas`} de los enfrentamientos? Deshacer ${p.n === 1 ? 'la' : 'las'} recuperará.`,
  ),
  matchesForgotten: w(
    (p: { n: number }) =>
      `The ${p.n === 1 ? 'game' : `${p.n} games`} of the matches ${p.n === 1 ? 'is' : 'are'} forgotten. Undo brings ${p.n === 1 ? 'it' : 'them'} back while this page stays open.`,
    (p) =>
      `Se ${p.n === 1 ? 'ha olvidado la partida' : `han olvidado las ${p.n} partidas`} de los enfrentamientos. Deshacer ${p.n === 1 ? 'la' : 'las'} recupera mientras esta página siga abierta.`,
  ),
  matchA: w('MCTS', 'MCTS'),
  matchB: w('Against', 'Contra'),
  matchWon: w('MCTS won', 'Ganó MCTS'),
  matchDrawn: w('Drawn', 'Tablas'),
  matchLost: w('MCTS lost', 'Perdió MCTS'),
  matchWinRate: w('MCTS won (%) [95 % interval]', 'Ganó MCTS (%) [intervalo 95 %]'),
  matchAsX: w('Won as X', 'Ganadas con X'),
  matchAsO: w('Won as O', 'Ganadas con O'),
  matchRandom: w('random player', 'jugador al azar'),
  matchIterations: w('MCTS iterations a move', 'Iteraciones de MCTS por jugada'),
  matchChartIterations: w('MCTS’s wins against its iterations', 'Victorias de MCTS según sus iteraciones'),
  matchChartDepth: w('Alpha-beta’s wins against its depth', 'Victorias de alfa-beta según su profundidad'),
  matchMctsWon: w('MCTS won (%)', 'Ganó MCTS (%)'),
  matchAbWon: w('Alpha-beta won (%)', 'Ganó alfa-beta (%)'),
  matchVsDepth: w('vs alpha-beta {d}', 'contra alfa-beta {d}'),
  matchVsRandom: w('vs random', 'contra el azar'),
  matchMctsSeries: w('vs MCTS {#n}', 'contra MCTS {#n}'),
};
