/** A student's answers to an exercise, made in a test: right as the page writes them, or wrong (tests of the SCORM records and suspend data). */
import { expectedOf, type ExerciseKey, type FieldKey } from '../../src/app/exercise-grade.ts';
import { check, enter, type Attempt } from '../../src/app/exercise-attempt.ts';
import { answerText } from '../../src/ui/exercise/exercise-figures.ts';

/** A wrong answer to a field: a number the tree never holds, another move, a leaf it does not have. */
export function wrongText(key: ExerciseKey, field: FieldKey): string {
  const e = expectedOf(key, field);
  if (e.type === 'move') return key.tree.children.find((c) => c.id !== e.id)!.id;
  return e.type === 'list' ? 'zz9' : '999';
}

/** Types `text` (by default the right answer as the page writes it) into each of `fields` and checks them. */
export function answer(a: Attempt, key: ExerciseKey, fields: readonly FieldKey[], text = (f: FieldKey) => answerText(key, f, 'en')): Attempt {
  for (const f of fields) a = enter(a, f, text(f));
  return check(a, key, fields);
}
