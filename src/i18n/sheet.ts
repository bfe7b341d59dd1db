/**
 * The words of an exercise sheet and its key (src/app/sheet.ts, `SheetKey`;
 * issue 14): `tutor exercise --format latex|markdown` prints them, the
 * exercise page and the Moodle export show them; each in English and Spanish,
 * `{name}` where a parameter goes (say.ts puts the areas together). Their
 * codes have no dot, as the page's labels. The algorithms' names are the
 * searchers' (`algorithm.…`, search.ts: `algorithmName`).
 */
import { w } from './wording.ts';

export const SHEET_LABELS = {
  sheetTitle: w('Adversarial search — exercises', 'Búsqueda con adversario — ejercicios'),
  keyTitle: w('Answer key', 'Soluciones'),
  nameLine: w('Name: ____________________________    Date: ______________', 'Nombre: ____________________________    Fecha: ______________'),
  setLine: w('{algo}, {difficulty} · seed {seed} · {count} {exercises}', '{algo}, {difficulty} · semilla {seed} · {count} {exercises}'),
  exerciseOne: w('exercise', 'ejercicio'),
  exerciseMany: w('exercises', 'ejercicios'),
  exercise: w('Exercise {n}', 'Ejercicio {n}'),
  taskMinimax: w(
    'Write the minimax value of every inner node on the line inside its shape, and circle the best move at the root.',
    'Escribe el valor minimax de cada nodo interior en la línea de dentro de su figura y rodea la mejor jugada en la raíz.',
  ),
  taskAlphabeta: w(
    'Run alpha-beta from left to right: write each inner node’s value on the line inside its shape (a bound where it is one), and α and β on the lines beside it as the node returns (a node that cuts returns before updating them); cross out every branch that is cut with two short strokes across it, leave the nodes it skips blank, and circle the best move.',
    'Aplica alfa-beta de izquierda a derecha: escribe el valor de cada nodo interior en la línea de dentro de su figura (una cota donde lo sea), y α y β en las líneas de al lado al volver de él (un nodo que poda vuelve sin actualizarlos); tacha cada rama que se poda con dos trazos cortos que la crucen, deja en blanco los nodos que se salta y rodea la mejor jugada.',
  ),
  taskExpectiminimax: w(
    'Write the expectiminimax value of every inner node on the line inside its shape (chance nodes average by the probabilities on their edges), and circle the best move.',
    'Escribe el valor expectiminimax de cada nodo interior en la línea de dentro de su figura (los nodos de azar promedian según las probabilidades de sus aristas) y rodea la mejor jugada.',
  ),
  answerValue: w('Value of the root', 'Valor de la raíz'),
  answerAction: w('Best move', 'Mejor jugada'),
  answerEvaluated: w('Leaves evaluated, in order', 'Hojas evaluadas, en orden'),
  answerPruned: w('Branches cut (roots of the pruned subtrees)', 'Ramas podadas (raíces de los subárboles podados)'),
  answerNone: w('none', 'ninguna'),
  blank: w('________', '________'),
  keyNodes: w('Every inner node as it returns', 'Cada nodo interior al volver de él'),
  keyNode: w('Node', 'Nodo'),
  keyNotVisited: w('cut: never visited', 'podado: no se visita'),
  keyBest: w('best move', 'mejor jugada'),
  keyLegend: w(
    'On each tree: the best move is the arrow marked “best move”; a cut is two short strokes across the branch, and what it skips is grey and dashed, with nothing written in it; a value with ≥ or ≤ is a bound.',
    'En cada árbol: la mejor jugada es la flecha marcada «mejor jugada»; una poda son dos trazos cortos que cruzan la rama, y lo que se salta va en gris y a trazos, sin nada escrito; un valor con ≥ o ≤ es una cota.',
  ),
  keyLegendPlain: w('On each tree the best move is the arrow marked “best move”.', 'En cada árbol, la mejor jugada es la flecha marcada «mejor jugada».'),

  // ---- the difficulties --------------------------------------------------------------------------------
  easy: w('easy', 'fácil'),
  medium: w('medium', 'media'),
  hard: w('hard', 'difícil'),
};
