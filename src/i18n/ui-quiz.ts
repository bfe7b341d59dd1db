/**
 * The quiz beside the tree (src/ui/tree/quiz-panel.ts, issues 14 and 24): the
 * questions, choosing a node on the tree, the explanation after each answer,
 * the session's score and streak; each in English and Spanish, `{name}` where
 * a parameter goes (say.ts puts the areas together).
 */
import { w } from './wording.ts';

export const QUIZ_LABELS = {
  // ---- the questions -----------------------------------------------------------------------------------
  quiz: w('Quiz', 'Test'),
  quizHint: w('Predict each step before you see it', 'Predice cada paso antes de verlo'),
  quizAbout: w(
    'Predict each step before you see it: answer, and the tree takes the step and explains it.',
    'Predice cada paso antes de verlo: responde, y el árbol da ese paso y lo explica.',
  ),
  quizNext: w('Which node does the search visit next?', '¿Qué nodo visita ahora la búsqueda?'),
  quizValue: w('Node {node} gets a new value from its child: what is it now?', 'El nodo {node} recibe un nuevo valor de su hijo: ¿cuál es ahora?'),
  quizPrune: w('And does {node} cut off its remaining children right now?', '¿Y poda {node} ahora los hijos que le quedan?'),
  quizWindow: w('α or β changes at {node}: what are both after the update?', 'Cambia α o β en {node}: ¿cuánto valen ambos tras la actualización?'),
  quizAverage: w(
    'Chance node {node} has all its children: what is its expected value?',
    'El nodo de azar {node} tiene ya todos sus hijos: ¿cuál es su valor esperado?',
  ),
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

  // ---- answering on the tree, the explanation, the score -----------------------------------------------
  quizPickHint: w(
    'Click the node in the tree — or Tab to the tree, move with the arrow keys and press Enter.',
    'Haz clic en el nodo en el árbol, o llega al árbol con el tabulador, muévete con las flechas y pulsa Intro.',
  ),
  quizPicked: w('Your answer:', 'Tu respuesta:'),
  quizNotPicked: w('Your answer: no node chosen yet', 'Tu respuesta: aún no has elegido nodo'),
  quizExplanation: w('What happened', 'Qué ha pasado'),
  quizNextQuestion: w('Next', 'Siguiente'),
  quizStreak: w('streak {streak} (best {best})', 'racha {streak} (mejor {best})'),
  quizReset: w('Reset score', 'Poner a cero'),
  quizUndoReset: w('Undo reset', 'Deshacer la puesta a cero'),
  quizResetHint: w('The score and streak are kept while this tab is open', 'La puntuación y la racha se guardan mientras esta pestaña siga abierta'),
};
