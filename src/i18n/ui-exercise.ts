/**
 * The exercise page's words (`#/exercise`, src/ui/exercise-page.ts,
 * src/ui/exercise/): the set's settings, links and downloads, and answering on
 * each exercise's tree (the editor, the checks, the answers shown on request);
 * each in English and Spanish, `{name}` where a parameter goes (say.ts puts
 * the areas together). The sheet's own words are sheet.ts's, the Moodle
 * questions' moodle.ts's.
 */
import { w } from './wording.ts';

export const EXERCISE_LABELS = {
  // ---- the set: settings, links, downloads -------------------------------------------------------------
  pageIntro: w(
    'A set of trees to solve on paper or here. The same seed gives the same set: share the student link, keep the teacher link (it shows the key).',
    'Un juego de árboles para resolver en papel o aquí. La misma semilla da el mismo juego: comparte el enlace del alumno y guarda el del profesor (muestra las soluciones).',
  ),
  difficulty: w('Difficulty', 'Dificultad'),
  count: w('Exercises', 'Ejercicios'),
  newSet: w('New set', 'Otro juego'),
  print: w('Print', 'Imprimir'),
  printHint: w(
    'Print the sheet: the trees big and blank (the teacher link adds the key on a page of its own)',
    'Imprimir la hoja: los árboles grandes y en blanco (el enlace del profesor añade las soluciones en una página aparte)',
  ),
  latexHint: w('Download the sheet and its key as LaTeX (forest trees)', 'Descargar la hoja y sus soluciones en LaTeX (árboles con forest)'),
  moodleXml: w('Moodle XML', 'Moodle XML'),
  moodleXmlHint: w(
    'Download the set as Moodle questions (Moodle XML, the trees as pictures), to import into a question bank',
    'Descargar el juego como preguntas de Moodle (Moodle XML, los árboles como imágenes), para importarlas a un banco de preguntas',
  ),
  moodleGift: w('GIFT', 'GIFT'),
  moodleGiftHint: w(
    'Download the set as Moodle questions in GIFT (plain text, the trees as text). GIFT cannot keep the choices in order (Moodle shuffles them if the site does) nor make capitals matter in short answers; Moodle XML can',
    'Descargar el juego como preguntas de Moodle en GIFT (texto plano, los árboles en texto). GIFT no puede mantener el orden de las opciones (Moodle las baraja si el sitio lo hace) ni hacer que las mayúsculas cuenten en las respuestas cortas; Moodle XML sí',
  ),
  studentLink: w('Student link', 'Enlace del alumno'),
  teacherLink: w('Teacher link (with the key)', 'Enlace del profesor (con soluciones)'),
  // The way back after another set replaced one with answers typed (exercise/set-way-back.ts, issue 39).
  setAside: w<{ n: number; seed: number }>(
    ({ n, seed }) =>
      n === 1
        ? `Your answer to the set of seed ${seed} is put aside: Undo goes back to that set with it.`
        : `Your ${n} answers to the set of seed ${seed} are put aside: Undo goes back to that set with them.`,
    ({ n, seed }) =>
      n === 1
        ? `Tu respuesta al juego de semilla ${seed} queda apartada: Deshacer vuelve a ese juego con ella.`
        : `Tus ${n} respuestas al juego de semilla ${seed} quedan apartadas: Deshacer vuelve a ese juego con ellas.`,
  ),
  setBack: w<{ n: number; seed: number }>(
    ({ n, seed }) => (n === 1 ? `The set of seed ${seed} is back with your answer.` : `The set of seed ${seed} is back with your ${n} answers.`),
    ({ n, seed }) => (n === 1 ? `Ha vuelto el juego de semilla ${seed} con tu respuesta.` : `Ha vuelto el juego de semilla ${seed} con tus ${n} respuestas.`),
  ),
  seedShown: w(
    'Showing set {seed} instead: the link now says seed={seed}, and gives this set every time.',
    'Se muestra en su lugar el juego {seed}: el enlace dice ahora seed={seed} y da siempre este juego.',
  ),

  // ---- answering on the tree (issue 24) ----------------------------------------------------------------
  right: w('right', 'bien'),
  wrong: w('wrong: it is {answer}', 'mal: es {answer}'),
  checkScore: w('{right} of {asked} right', '{right} de {asked} bien'),
  quizLink: w('Step through it with the quiz', 'Recórrelo paso a paso con el test'),
  listHint: w('ids separated by commas', 'ids separados por comas'),
  howToWindows: w(
    'Choose a node on the tree — click it, or Tab to the tree and move with the arrow keys — and type its value, α and β as the node returns (a node that cuts keeps the α or β it had). Then the best move, the leaves and the cuts. Check as often as you like.',
    'Elige un nodo del árbol —haz clic en él, o llega al árbol con el tabulador y muévete con las flechas— y escribe su valor, α y β al volver de él (un nodo que poda conserva la α o la β que tenía). Después, la mejor jugada, las hojas y las podas. Comprueba cuantas veces quieras.',
  ),
  howToValues: w(
    'Choose a node on the tree — click it, or Tab to the tree and move with the arrow keys — and type its value. Then the best move and the leaves. Check as often as you like.',
    'Elige un nodo del árbol —haz clic en él, o llega al árbol con el tabulador y muévete con las flechas— y escribe su valor. Después, la mejor jugada y las hojas. Comprueba cuantas veces quieras.',
  ),
  treeLabel: w('Exercise {n}: the tree to fill in', 'Ejercicio {n}: el árbol por rellenar'),
  keyTreeLabel: w(
    'Exercise {n} solved: every node’s value, α and β, and the cuts (the table under it lists them)',
    'Ejercicio {n} resuelto: el valor, α y β de cada nodo y las podas (la tabla de debajo los enumera)',
  ),
  legend: w('✓ right · ✗ wrong: correct it and check again · * answer shown', '✓ bien · ✗ mal: corrígelo y vuelve a comprobar · * respuesta vista'),
  editorEmpty: w('Choose a node on the tree to answer there.', 'Elige un nodo del árbol para responder en él.'),
  editorTitle: w('Your answer at {node}', 'Tu respuesta en {node}'),
  editorHint: w('Enter checks; Esc goes back to the tree.', 'Intro comprueba; Esc vuelve al árbol.'),
  checkNode: w('Check {node}', 'Comprobar {node}'),
  nextNode: w('Next node', 'Nodo siguiente'),
  checkAll: w('Check all', 'Comprobarlo todo'),
  showAnswer: w('Show the answer', 'Ver la respuesta'),
  showAnswerOf: w('Show the answer: {field}', 'Ver la respuesta: {field}'),
  showAnswerAsk: w('Show the answer to {field}?', '¿Ver la respuesta de {field}?'),
  showIt: w('Show it', 'Verla'),
  keepTrying: w('No, keep trying', 'No, sigo intentándolo'),
  showAll: w('Show all the answers…', 'Ver todas las respuestas…'),
  showAllAsk: w(
    'Show every answer of exercise {n}? What you typed stays; the answers shown are not graded.',
    '¿Ver todas las respuestas del ejercicio {n}? Lo que has escrito se queda; las respuestas vistas no se califican.',
  ),
  showAllYes: w('Show them all', 'Verlas todas'),
  verdictRight: w('✓ right', '✓ bien'),
  verdictRightRetry: w('✓ right (try {n})', '✓ bien (intento {n})'),
  verdictWrong: w('✗ wrong, try again', '✗ mal, inténtalo otra vez'),
  verdictShown: w('* answer: {answer}', '* respuesta: {answer}'),
  scoreLine: w(
    '{right} right · {wrong} wrong · {shown} shown · {todo} to do, of {asked}',
    '{right} bien · {wrong} mal · {shown} vistas · {todo} por hacer, de {asked}',
  ),
  toCorrect: w('To correct:', 'Por corregir:'),
  firstMistake: w('Your first mistake, in the order the search goes: {field}.', 'Tu primer error, en el orden de la búsqueda: {field}.'),
  explainWhy: w(
    'Why? What the search does at step {step} (it may give the answer away)',
    '¿Por qué? Lo que hace la búsqueda en el paso {step} (puede desvelar la respuesta)',
  ),
  explainStep: w('At step {step} the search says: “{narration}”', 'En el paso {step} la búsqueda dice: «{narration}»'),
  explainLink: w('See step {step} on the tree page', 'Ver el paso {step} en la página del árbol'),
  fieldValue: w('the value of {node}', 'el valor de {node}'),
  fieldAlpha: w('α at {node}', 'α en {node}'),
  fieldBeta: w('β at {node}', 'β en {node}'),
  fieldAction: w('the best move', 'la mejor jugada'),
  fieldEvaluated: w('the leaves evaluated', 'las hojas evaluadas'),
  fieldPruned: w('the branches cut', 'las ramas podadas'),
  valueWord: w('value', 'valor'),
  blankWord: w('blank', 'en blanco'),
  wrongWord: w('wrong', 'mal'),
  shownWord: w('answer shown', 'respuesta vista'),
};
