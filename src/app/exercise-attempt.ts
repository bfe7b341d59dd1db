/**
 * A student's attempt at one exercise (issue 24): what they typed in each
 * field, the verdict of each field checked, how many times each was checked,
 * and the answers they asked to see. Pure and immutable: each change returns
 * a new attempt, which the exercise page keeps and draws.
 *
 * Each field is checked on its own: a check grades the fields typed since
 * their last verdict; typing in a field takes its verdict away, so a wrong
 * one can be corrected and checked again (a retry), as often as wanted.
 * Nothing shows an answer but `reveal`, which the page calls only when asked
 * (and confirmed); a field shown is no longer graded, and counts as shown.
 */
import { firstMistake, gradeField, type ExerciseKey, type FieldKey, type Verdict } from './exercise-grade.ts';

export interface Attempt {
  /** What the student typed, by field. */
  readonly entries: ReadonlyMap<FieldKey, string>;
  /** The verdict of each field checked since it was last changed. */
  readonly verdicts: ReadonlyMap<FieldKey, Verdict>;
  /** How many times each field has been graded (2 or more: retried). */
  readonly tries: ReadonlyMap<FieldKey, number>;
  /** The fields whose answer the student asked to see. */
  readonly revealed: ReadonlySet<FieldKey>;
}

export const NO_ATTEMPT: Attempt = { entries: new Map(), verdicts: new Map(), tries: new Map(), revealed: new Set() };

/** The student types `text` into `field`: its verdict goes (it may be checked again). */
export function enter(a: Attempt, field: FieldKey, text: string): Attempt {
  if ((a.entries.get(field) ?? '') === text) return a;
  const entries = new Map(a.entries).set(field, text);
  if (text === '') entries.delete(field);
  const verdicts = new Map(a.verdicts);
  verdicts.delete(field);
  return { ...a, entries, verdicts };
}

/**
 * Checks `fields`: each one typed, not shown and not graded since it was
 * last changed gets its verdict (a blank one is left as it is).
 */
export function check(a: Attempt, key: ExerciseKey, fields: readonly FieldKey[]): Attempt {
  const verdicts = new Map(a.verdicts);
  const tries = new Map(a.tries);
  for (const f of fields) {
    if (a.revealed.has(f) || verdicts.has(f)) continue;
    const v = gradeField(key, f, a.entries.get(f) ?? '');
    if (v === null) continue;
    verdicts.set(f, v);
    tries.set(f, (tries.get(f) ?? 0) + 1);
  }
  return { ...a, verdicts, tries };
}

/** Shows the answers of `fields` (asked for and confirmed): they are graded no more. */
export function reveal(a: Attempt, fields: readonly FieldKey[]): Attempt {
  const revealed = new Set(a.revealed);
  const verdicts = new Map(a.verdicts);
  for (const f of fields) {
    revealed.add(f);
    verdicts.delete(f);
  }
  return { ...a, revealed, verdicts };
}

/** The fields a node or the tree has typed, checked or shown, and those still to do: the score of the fields asked. */
export interface Score {
  asked: number;
  right: number;
  wrong: number;
  shown: number;
  /** Asked, and neither right, wrong nor shown (blank, or typed and not checked). */
  todo: number;
}

export function score(a: Attempt, key: ExerciseKey): Score {
  const s: Score = { asked: key.asked.length, right: 0, wrong: 0, shown: 0, todo: 0 };
  for (const f of key.asked) {
    if (a.revealed.has(f)) s.shown++;
    else if (a.verdicts.get(f) === 'ok') s.right++;
    else if (a.verdicts.get(f) === 'wrong') s.wrong++;
    else s.todo++;
  }
  // A value typed where the search never goes is wrong too, though not asked.
  for (const [f, v] of a.verdicts) if (v === 'wrong' && !key.asked.includes(f)) s.wrong++;
  return s;
}

/** The wrong field the search meets first, and the event whose narration explains it; null if nothing is wrong. */
export function firstWrong(a: Attempt, key: ExerciseKey): { field: FieldKey; event: number } | null {
  const wrong = new Map<FieldKey, string>();
  for (const [f, v] of a.verdicts) if (v === 'wrong') wrong.set(f, a.entries.get(f) ?? '');
  return firstMistake(key, wrong);
}
