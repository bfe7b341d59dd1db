/**
 * The words of exercise sheets, their keys and the quiz (issue 14), and of the
 * exercise page; each in English and Spanish, `{name}` where a parameter goes
 * (say.ts puts the areas together). The sheet's words are the codes
 * app/sheet.ts names (`SheetKey`); the Algorithm and Seed labels are the tree
 * page's (ui-tree.ts), the algorithms' names the searchers' (`algorithm.…`,
 * search.ts: `algorithmName`).
 */
import { w } from './wording.ts';

export const EXERCISE_LABELS = {
  sheetTitle: w('Adversarial search — exercises', 'Búsqueda con adversario — ejercicios'),
  keyTitle: w('Answer key', 'Soluciones'),
  nameLine: w('Name: ____________________________    Date: ______________', 'Nombre: ____________________________    Fecha: ______________'),
  setLine: w('{algo}, {difficulty} · seed {seed} · {count} {exercises}', '{algo}, {difficulty} · semilla {seed} · {count} {exercises}'),
  exerciseOne: w('exercise', 'ejercicio'),
  exerciseMany: w('exercises', 'ejercicios'),
  exercise: w('Exercise {n}', 'Ejercicio {n}'),
  taskMinimax: w(
    'Write the minimax value of every inner node, and circle the best move at the root.',
    'Escribe el valor minimax de cada nodo interior y rodea la mejor jugada en la raíz.',
  ),
  taskAlphabeta: w(
    'Run alpha-beta from left to right: write each inner node’s value (a bound where it is one), α and β at each node when it is left, cross out every branch that is cut, and circle the best move.',
    'Aplica alfa-beta de izquierda a derecha: escribe el valor de cada nodo interior (una cota donde lo sea), α y β en cada nodo al salir de él, tacha cada rama que se poda y rodea la mejor jugada.',
  ),
  taskExpectiminimax: w(
    'Write the expectiminimax value of every inner node (chance nodes average by the probabilities on their edges), and circle the best move.',
    'Escribe el valor expectiminimax de cada nodo interior (los nodos de azar promedian según las probabilidades de sus aristas) y rodea la mejor jugada.',
  ),
  answerValue: w('Value of the root', 'Valor de la raíz'),
  answerAction: w('Best move', 'Mejor jugada'),
  answerEvaluated: w('Leaves evaluated, in order', 'Hojas evaluadas, en orden'),
  answerPruned: w('Branches cut (roots of the pruned subtrees)', 'Ramas podadas (raíces de los subárboles podados)'),
  answerNone: w('none', 'ninguna'),
  blank: w('________', '________'),
  easy: w('easy', 'fácil'),
  medium: w('medium', 'media'),
  hard: w('hard', 'difícil'),
  // The exercise page
  navExercises: w('Exercises', 'Ejercicios'),
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
  latex: w('LaTeX', 'LaTeX'),
  latexHint: w('Download the sheet and its key as LaTeX (forest trees)', 'Descargar la hoja y sus soluciones en LaTeX (árboles con forest)'),
  latexStepHint: w('Download the tree at this step as LaTeX (forest), for slides', 'Descargar el árbol en este paso en LaTeX (forest), para diapositivas'),
  studentLink: w('Student link', 'Enlace del alumno'),
  teacherLink: w('Teacher link (with the key)', 'Enlace del profesor (con soluciones)'),
  check: w('Check', 'Comprobar'),
  right: w('right', 'bien'),
  wrong: w('wrong: it is {answer}', 'mal: es {answer}'),
  checkScore: w('{right} of {asked} right', '{right} de {asked} bien'),
  quizLink: w('Step through it with the quiz', 'Recórrelo paso a paso con el test'),
  listHint: w('ids separated by commas', 'ids separados por comas'),
  // The quiz on the tree page
  quiz: w('Quiz', 'Test'),
  quizHint: w('Predict each step before you see it', 'Predice cada paso antes de verlo'),
  quizNext: w('Which node does the search visit next?', '¿Qué nodo visita ahora la búsqueda?'),
  quizValue: w('Node {node} gets a new value from its child: what is it now?', 'El nodo {node} recibe un nuevo valor de su hijo: ¿cuál es ahora?'),
  quizPrune: w('And does {node} cut off its remaining children right now?', '¿Y poda {node} ahora los hijos que le quedan?'),
  quizWindow: w('α or β changes at {node}: what are both after the update?', 'Cambia α o β en {node}: ¿cuánto valen ambos tras la actualización?'),
  quizAverage: w('Chance node {node} has all its children: what is its expected value?', 'El nodo de azar {node} tiene ya todos sus hijos: ¿cuál es su valor esperado?'),
  quizGoOn: w('Nothing to predict at this step: go on.', 'En este paso no hay nada que predecir: sigue.'),
  quizDone: w('The search is over.', 'La búsqueda ha terminado.'),
  quizAnswer: w('Answer', 'Responder'),
  quizContinue: w('Continue', 'Seguir'),
  quizCutAnswer: w('cutoff at {node}: {answer}', 'poda en {node}: {answer}'),
  yes: w('yes', 'sí'),
  no: w('no', 'no'),
  quizRight: w('Right.', 'Correcto.'),
  quizWrong: w('Not quite: {answer}.', 'No exactamente: {answer}.'),
  quizScore: w('Score: {right} of {asked}', 'Puntuación: {right} de {asked}'),
  quizRoot: w('the root', 'la raíz'),
};
