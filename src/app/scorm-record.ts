/**
 * What the exercise page tells a SCORM 1.2 LMS (issue 38), as values: the
 * score of a whole set, each field checked as a `cmi.interactions.n`, and
 * the times in SCORM's formats (every answer, as `cmi.suspend_data`, is
 * scorm-suspend.ts's). Pure: the session (scorm-session.ts) sets them.
 */
import { splitKey, type ExerciseKey, type FieldKey, type Verdict } from './exercise-grade.ts';
import { score, type Attempt } from './exercise-attempt.ts';

/** One exercise of the set as the session sees it: its id, its key, the student's attempt. */
export interface ExerciseState {
  id: string;
  key: ExerciseKey;
  attempt: Attempt;
}

/** The set's score: fields right of the fields asked, over every exercise; complete once none is left to do. */
export interface SetScore {
  asked: number;
  right: number;
  /** Asked, and neither right, wrong nor shown. */
  todo: number;
  /** 0–100, two decimals at most. */
  raw: number;
  complete: boolean;
}

export function setScore(states: readonly ExerciseState[]): SetScore {
  let asked = 0;
  let right = 0;
  let todo = 0;
  for (const s of states) {
    const k = score(s.attempt, s.key);
    asked += k.asked;
    right += k.right;
    todo += k.todo;
  }
  const raw = asked === 0 ? 0 : Math.round((10_000 * right) / asked) / 100;
  return { asked, right, todo, raw, complete: todo === 0 };
}

/** `passed`/`failed` against the mastery score once every field is answered; `incomplete` before. */
export function lessonStatus(s: SetScore, mastery: number): 'passed' | 'failed' | 'incomplete' {
  if (!s.complete) return 'incomplete';
  return s.raw >= mastery ? 'passed' : 'failed';
}

/** SCORM 1.2's interaction types, by field. */
const TYPE_OF: Record<string, 'numeric' | 'choice' | 'sequencing' | 'fill-in'> = {
  value: 'numeric',
  alpha: 'numeric',
  beta: 'numeric',
  action: 'choice',
  evaluated: 'sequencing',
  pruned: 'fill-in',
};

/** One `cmi.interactions.n`. */
export interface Interaction {
  id: string;
  type: 'numeric' | 'choice' | 'sequencing' | 'fill-in';
  response: string;
  result: 'correct' | 'wrong';
}

/** A piece of an interaction's id: SCORM 1.2's CMIIdentifier keeps letters, digits and a few signs; anything else is `_`. */
const idPart = (s: string): string => s.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * The interaction id of a field: `<exercise id>.<node>.<field>`; the tree's
 * fields (the move, the leaves, the cuts) are the root's: `<exercise id>.<root>.action`.
 */
export function interactionId(exerciseId: string, key: ExerciseKey, field: FieldKey): string {
  const { field: name, node } = splitKey(field);
  return [exerciseId, node ?? key.tree.id, name].map(idPart).join('.');
}

/** SCORM 1.2's CMIFeedback holds 255 characters. */
const feedback = (s: string): string => (s.length > 255 ? s.slice(0, 255) : s);

/** The interactions of a check: the fields whose number of tries went up from `before` to `after`, each with its verdict. */
export function checkedInteractions(exerciseId: string, key: ExerciseKey, before: Attempt, after: Attempt): Interaction[] {
  const out: Interaction[] = [];
  for (const [field, tries] of after.tries) {
    if (tries <= (before.tries.get(field) ?? 0)) continue;
    const verdict: Verdict | undefined = after.verdicts.get(field);
    if (verdict === undefined) continue;
    out.push({
      id: interactionId(exerciseId, key, field),
      type: TYPE_OF[splitKey(field).field] ?? 'fill-in',
      response: feedback((after.entries.get(field) ?? '').trim()),
      result: verdict === 'ok' ? 'correct' : 'wrong',
    });
  }
  return out;
}

const two = (n: number): string => String(Math.floor(n)).padStart(2, '0');

/** CMITimespan: `HHHH:MM:SS.SS` (hours 2 to 4 digits; past 9999 hours, 9999:59:59.99). */
export function timespan(ms: number): string {
  const cs = Math.min(Math.max(0, Math.round(ms / 10)), 10_000 * 360_000 - 1);
  const hours = Math.min(9999, Math.floor(cs / 360_000));
  const minutes = Math.floor(cs / 6000) % 60;
  const seconds = (cs % 6000) / 100;
  return `${two(hours)}:${two(minutes)}:${seconds.toFixed(2).padStart(5, '0')}`;
}

/** CMITime: `HH:MM:SS`, the time of day. */
export function timeOfDay(d: Date): string {
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}
