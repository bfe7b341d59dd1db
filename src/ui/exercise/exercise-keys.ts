/** An exercise's key (app/exercise-grade.ts), made once per exercise and shared: the card grades with it, the page scores the set for an LMS. */
import type { Exercise, ExerciseAlgorithm } from '../../app/exercise.ts';
import { exerciseKey, type ExerciseKey } from '../../app/exercise-grade.ts';

const made = new WeakMap<Exercise, Map<ExerciseAlgorithm, ExerciseKey>>();

export function keyOf(e: Exercise, algo: ExerciseAlgorithm): ExerciseKey {
  let byAlgo = made.get(e);
  if (byAlgo === undefined) made.set(e, (byAlgo = new Map()));
  let key = byAlgo.get(algo);
  if (key === undefined) byAlgo.set(algo, (key = exerciseKey(e.tree, e.search.trace, e.answer, algo)));
  return key;
}
