/** The words of exercise sheets, keys and the quiz (issue 14), in each language: every key exists in both. */
import type { Lang } from './lang.ts';

const en = {
  sheetTitle: 'Adversarial search — exercises',
  keyTitle: 'Answer key',
  nameLine: 'Name: ____________________________    Date: ______________',
  setLine: '{algo}, {difficulty} · seed {seed} · {count} {exercises}',
  exerciseOne: 'exercise',
  exerciseMany: 'exercises',
  exercise: 'Exercise {n}',
  taskMinimax: 'Write the minimax value of every inner node, and circle the best move at the root.',
  taskAlphabeta:
    'Run alpha-beta from left to right: write each inner node’s value (a bound where it is one), α and β at each node when it is left, cross out every branch that is cut, and circle the best move.',
  taskExpectiminimax: 'Write the expectiminimax value of every inner node (chance nodes average by the probabilities on their edges), and circle the best move.',
  value: 'Value of the root',
  action: 'Best move',
  evaluated: 'Leaves evaluated, in order',
  pruned: 'Branches cut (roots of the pruned subtrees)',
  none: 'none',
  blank: '________',
  easy: 'easy',
  medium: 'medium',
  hard: 'hard',
  minimax: 'minimax',
  alphabeta: 'alpha-beta',
  expectiminimax: 'expectiminimax',
};

const es: Record<keyof typeof en, string> = {
  sheetTitle: 'Búsqueda con adversario — ejercicios',
  keyTitle: 'Soluciones',
  nameLine: 'Nombre: ____________________________    Fecha: ______________',
  setLine: '{algo}, {difficulty} · semilla {seed} · {count} {exercises}',
  exerciseOne: 'ejercicio',
  exerciseMany: 'ejercicios',
  exercise: 'Ejercicio {n}',
  taskMinimax: 'Escribe el valor minimax de cada nodo interior y rodea la mejor jugada en la raíz.',
  taskAlphabeta:
    'Aplica alfa-beta de izquierda a derecha: escribe el valor de cada nodo interior (una cota donde lo sea), α y β en cada nodo al salir de él, tacha cada rama que se poda y rodea la mejor jugada.',
  taskExpectiminimax: 'Escribe el valor expectiminimax de cada nodo interior (los nodos de azar promedian según las probabilidades de sus aristas) y rodea la mejor jugada.',
  value: 'Valor de la raíz',
  action: 'Mejor jugada',
  evaluated: 'Hojas evaluadas, en orden',
  pruned: 'Ramas podadas (raíces de los subárboles podados)',
  none: 'ninguna',
  blank: '________',
  easy: 'fácil',
  medium: 'media',
  hard: 'difícil',
  minimax: 'minimax',
  alphabeta: 'alfa-beta',
  expectiminimax: 'expectiminimax',
};

export type ExerciseKey = keyof typeof en;
const WORDS: Record<Lang, Record<ExerciseKey, string>> = { en, es };

/** An exercise word in a language, with {name} placeholders filled in. */
export function exerciseText(lang: Lang, key: ExerciseKey, params: Record<string, string | number> = {}): string {
  return WORDS[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
