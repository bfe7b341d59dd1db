/**
 * What the exercise page tells a SCORM 1.2 LMS (issue 38), as values: the
 * score of a whole set, each field checked as a `cmi.interactions.n`, the
 * times in SCORM's formats, and every answer as `cmi.suspend_data`, read
 * back on a relaunch. Pure: the session (scorm-session.ts) sets them.
 *
 * Suspend data: `{"v":1,"set":"<set>","x":[[[field,text,tries,state],…],…]}`,
 * one list per exercise (in the set's order), one entry per field the
 * student typed, checked or asked to see (`state` 0 typed, 1 checked,
 * 2 shown). A verdict is not stored: it is graded again from the text on a
 * relaunch, so suspend data written by hand can make nothing right. SCORM
 * 1.2 keeps 4,096 characters: past that the JSON is deflated and written in
 * base64 after `z1:`; past that too, the texts typed and not yet checked
 * are left out (said), and what is left is written (an LMS may keep more).
 */
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { gradeField, splitKey, type ExerciseKey, type FieldKey, type Verdict } from './exercise-grade.ts';
import { NO_ATTEMPT, score, type Attempt } from './exercise-attempt.ts';

/** SCORM 1.2's limit on `cmi.suspend_data` (CMIString4096). */
export const SUSPEND_LIMIT = 4096;

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

/** CMITimespan: `HHHH:MM:SS.SS` (hours 2 to 4 digits). */
export function timespan(ms: number): string {
  const cs = Math.max(0, Math.round(ms / 10));
  const hours = Math.min(9999, Math.floor(cs / 360_000));
  const minutes = Math.floor(cs / 6000) % 60;
  const seconds = (cs % 6000) / 100;
  return `${two(hours)}:${two(minutes)}:${seconds.toFixed(2).padStart(5, '0')}`;
}

/** CMITime: `HH:MM:SS`, the time of day. */
export function timeOfDay(d: Date): string {
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

// ---- suspend data ------------------------------------------------------------------------------

type SavedField = [field: string, text: string, tries: number, state: 0 | 1 | 2];

/** What was kept of the answers: all, or all but the texts typed and not checked (SCORM 1.2's limit). */
export type Kept = 'all' | 'checked';

export function writeSuspend(setId: string, states: readonly ExerciseState[]): { data: string; kept: Kept } {
  const json = (typedToo: boolean) => JSON.stringify({ v: 1, set: setId, x: states.map((s) => fieldsOf(s.attempt, typedToo)) });
  for (const typedToo of [true, false]) {
    const text = json(typedToo);
    const kept: Kept = typedToo ? 'all' : 'checked';
    if (text.length <= SUSPEND_LIMIT) return { data: text, kept };
    const packed = `z1:${toBase64(deflateSync(strToU8(text), { level: 9 }))}`;
    if (packed.length <= SUSPEND_LIMIT || !typedToo) return { data: packed, kept };
  }
  throw new Error('unreachable: the second pass always returns');
}

function fieldsOf(a: Attempt, typedToo: boolean): SavedField[] {
  const fields = new Set<FieldKey>([...a.entries.keys(), ...a.revealed, ...a.tries.keys()]);
  const out: SavedField[] = [];
  for (const f of fields) {
    const state = a.revealed.has(f) ? 2 : a.verdicts.has(f) ? 1 : 0;
    if (state === 0 && !typedToo && !a.tries.has(f)) continue;
    out.push([f, state === 0 && !typedToo ? '' : (a.entries.get(f) ?? ''), a.tries.get(f) ?? 0, state]);
  }
  return out;
}

/** Why saved answers could not be read back: not ours, another set's, or torn. */
export type SuspendProblem = 'suspend-unreadable' | 'suspend-other-set';

/**
 * The attempts kept in `data` for the set `setId` (their verdicts graded
 * again against `keys`); null for no data; a problem when it cannot be used.
 */
export function readSuspend(data: string, setId: string, keys: readonly ExerciseKey[]): Attempt[] | null | SuspendProblem {
  if (data.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.startsWith('z1:') ? strFromU8(inflateSync(fromBase64(data.slice(3)))) : data);
  } catch {
    return 'suspend-unreadable';
  }
  if (!isSaved(parsed)) return 'suspend-unreadable';
  if (parsed.set !== setId) return 'suspend-other-set';
  return keys.map((key, k) => restore(parsed.x[k] ?? [], key));
}

function isSaved(v: unknown): v is { v: 1; set: string; x: SavedField[][] } {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return o.v === 1 && typeof o.set === 'string' && Array.isArray(o.x) && o.x.every((e) => Array.isArray(e) && e.every(isField));
}

function isField(f: unknown): f is SavedField {
  return (
    Array.isArray(f) &&
    f.length === 4 &&
    typeof f[0] === 'string' &&
    typeof f[1] === 'string' &&
    Number.isInteger(f[2]) &&
    (f[2] as number) >= 0 &&
    (f[3] === 0 || f[3] === 1 || f[3] === 2)
  );
}

/** One exercise's attempt from its saved fields: the texts, the tries, what was shown, and each checked field graded again. */
function restore(fields: readonly SavedField[], key: ExerciseKey): Attempt {
  const entries = new Map<FieldKey, string>();
  const verdicts = new Map<FieldKey, Verdict>();
  const tries = new Map<FieldKey, number>();
  const revealed = new Set<FieldKey>();
  const known = new Set<string>([...key.asked, ...key.nodes.flatMap((n) => [`value:${n.id}`, `alpha:${n.id}`, `beta:${n.id}`])]);
  for (const [name, text, n, state] of fields) {
    if (!known.has(name)) continue;
    const f = name as FieldKey;
    if (text !== '') entries.set(f, text);
    if (n > 0) tries.set(f, n);
    if (state === 2) revealed.add(f);
    else if (state === 1) {
      const v = gradeField(key, f, text);
      if (v !== null) verdicts.set(f, v);
    }
  }
  return entries.size + tries.size + revealed.size === 0 ? NO_ATTEMPT : { entries, verdicts, tries, revealed };
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[n >> 18]! + B64[(n >> 12) & 63]! + (i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '=') + (i + 2 < bytes.length ? B64[n & 63]! : '=');
  }
  return out;
}

function fromBase64(s: string): Uint8Array {
  const clean = s.replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(clean)) throw new Error('not base64');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let k = 0;
  for (const ch of clean) {
    acc = (acc << 6) | B64.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[k++] = (acc >> bits) & 255;
    }
  }
  return out;
}
