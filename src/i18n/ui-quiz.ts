/**
 * The quiz beside the tree (issue 24): choosing a node on the tree, the
 * explanation after each answer, the session's score and streak; each in
 * English and Spanish (say.ts puts the areas together). The questions' own
 * words are ui-exercise.ts's (issue 14).
 */
import { w } from './wording.ts';

export const QUIZ_LABELS = {
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
  quizResetHint: w('The score and streak are kept while this tab is open', 'La puntuación y la racha se guardan mientras esta pestaña siga abierta'),
};
