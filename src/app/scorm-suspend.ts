/**
 * Every answer of an exercise set as `cmi.suspend_data` (issue 38), and read
 * back on a relaunch. SCORM 1.2 keeps 4,096 characters there (Moodle's
 * player enforces it in its standard mode), so the answers are written
 * tersely:
 *
 *   {"v":2,"set":"<algo>-<difficulty>-<seed>-<count>","x":["<exercise>",…]}
 *
 * one string per exercise, in the set's order: its fields joined by `;`,
 * each `<ref><flag>[tries][=text]`. `ref` is the field's place among the
 * fields the exercise asks (`key.asked`, base 36), or `!` and its name for a
 * field not asked (a value typed at a node the search skips). `flag`: `t`
 * typed, `c` checked (its verdict graded again from the text on reading),
 * `r` checked and right, written as the key writes it (no text kept), `s`
 * shown (with what was typed before, if anything). `tries` is written where it is not the usual (1 for c and r, 0 for
 * t and s). In a name or a text, `\`, `;` and `=` are escaped by `\`.
 *
 * Past 4,096 characters the JSON is deflated and written in base64 after
 * `z1:`; past that, the right answers are written as `r` (they come back as
 * the key writes them: `-inf` for `−∞`) and a shown answer without what was
 * typed before it; past that too, the texts typed and
 * not checked are left out, and the page says so. A verdict is never read:
 * suspend data written by hand can make nothing right that its text does
 * not make right. Pure.
 */
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { expectedOf, gradeField, type ExerciseKey, type FieldKey, type Verdict } from './exercise-grade.ts';
import { NO_ATTEMPT, type Attempt } from './exercise-attempt.ts';

/** SCORM 1.2's limit on `cmi.suspend_data` (CMIString4096). */
export const SUSPEND_LIMIT = 4096;

/** One exercise: its key and the student's attempt. */
export interface Answered {
  key: ExerciseKey;
  attempt: Attempt;
}

/** What was kept of the answers: all of them, or all but the texts typed and not checked (SCORM 1.2's limit). */
export type Kept = 'all' | 'checked';

/** How much of an exercise's answers a pass writes: every text, right answers as the key's, typed texts left out too. */
type Terse = 0 | 1 | 2;

export function writeSuspend(setId: string, exercises: readonly Answered[]): { data: string; kept: Kept } {
  let last = '';
  for (const terse of [0, 1, 2] as const) {
    const text = JSON.stringify({ v: 2, set: setId, x: exercises.map((e) => exerciseText(e, terse)) });
    if (terse === 0 && text.length <= SUSPEND_LIMIT) return { data: text, kept: 'all' };
    last = `z1:${toBase64(deflateSync(strToU8(text), { level: 9 }))}`;
    if (last.length <= SUSPEND_LIMIT) return { data: last, kept: terse === 2 ? 'checked' : 'all' };
  }
  // Over the limit however written: what is kept is written (an LMS may keep more), and the page says what may not come back.
  return { data: last, kept: 'checked' };
}

/** An exercise's fields as one string (the file's comment says how). */
export function exerciseText(e: Answered, terse: Terse = 0): string {
  const a = e.attempt;
  const fields = new Set<FieldKey>([...a.entries.keys(), ...a.revealed, ...a.tries.keys()]);
  const out: string[] = [];
  for (const f of fields) {
    const tries = a.tries.get(f) ?? 0;
    const verdict = a.verdicts.get(f);
    const flag = a.revealed.has(f) ? 's' : verdict === 'ok' && terse >= 1 ? 'r' : verdict !== undefined ? 'c' : 't';
    if (flag === 't' && terse === 2 && tries === 0) continue;
    const usual = flag === 'c' || flag === 'r' ? 1 : 0;
    // Terser: a right answer is the key's, a shown one shows the key's (what was typed before goes), a typed one goes last.
    const text = flag === 'r' || (flag === 's' && terse >= 1) || (flag === 't' && terse === 2) ? '' : (a.entries.get(f) ?? '');
    const at = e.key.asked.indexOf(f);
    const ref = at >= 0 ? at.toString(36) : `!${escape(f)}`;
    out.push(`${ref}${flag}${tries === usual ? '' : tries}${text === '' ? '' : `=${escape(text)}`}`);
  }
  return out.join(';');
}

/** Why saved answers could not be read back: not ours (torn, or written by something else), or another set's. */
export type SuspendProblem = 'suspend-unreadable' | 'suspend-other-set';

/**
 * The attempts kept in `data` for the set `setId`, one per key (their
 * verdicts graded again); null for no data; a problem when it cannot be used.
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
  const attempts: Attempt[] = [];
  for (const [k, key] of keys.entries()) {
    const attempt = restore(parsed.x[k] ?? '', key);
    if (attempt === null) return 'suspend-unreadable';
    attempts.push(attempt);
  }
  return attempts;
}

function isSaved(v: unknown): v is { v: 2; set: string; x: string[] } {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return o.v === 2 && typeof o.set === 'string' && Array.isArray(o.x) && o.x.every((e) => typeof e === 'string');
}

const FIELD = /^(?:([0-9a-z]+)|!(.+?))([tcrs])(\d*)$/;

/** One exercise's attempt from its string; null if the string is not one. A field this exercise does not have is passed over. */
function restore(text: string, key: ExerciseKey): Attempt | null {
  const entries = new Map<FieldKey, string>();
  const verdicts = new Map<FieldKey, Verdict>();
  const tries = new Map<FieldKey, number>();
  const revealed = new Set<FieldKey>();
  const names = new Set<string>(key.nodes.flatMap((n) => [`value:${n.id}`, `alpha:${n.id}`, `beta:${n.id}`]));
  for (const part of text === '' ? [] : split(text, ';')) {
    const [head = '', ...rest] = split(part, '=');
    if (rest.length > 1) return null;
    const m = FIELD.exec(head);
    if (m === null) return null;
    const [, ref, name, flag, count] = m;
    const f = (ref !== undefined ? key.asked[Number.parseInt(ref, 36)] : names.has(unescape(name!)) ? unescape(name!) : undefined) as FieldKey | undefined;
    if (f === undefined) continue;
    const n = count === '' ? (flag === 'c' || flag === 'r' ? 1 : 0) : Number(count);
    const typed = rest.length === 1 ? unescape(rest[0]!) : flag === 'r' ? keyText(key, f) : '';
    if (typed !== '') entries.set(f, typed);
    if (n > 0) tries.set(f, n);
    if (flag === 's') revealed.add(f);
    else if (flag === 'c' || flag === 'r') {
      const v = gradeField(key, f, typed);
      if (v !== null) verdicts.set(f, v);
    }
  }
  return entries.size + tries.size + revealed.size === 0 ? NO_ATTEMPT : { entries, verdicts, tries, revealed };
}

/** A field's right answer as the key writes it, in a form `gradeField` reads (`-inf`, `b1, b2`, `-` for none). */
export function keyText(key: ExerciseKey, f: FieldKey): string {
  const e = expectedOf(key, f);
  switch (e.type) {
    case 'number':
      return e.value === Infinity ? 'inf' : e.value === -Infinity ? '-inf' : String(e.value);
    case 'move':
      return e.id;
    case 'list':
      return e.ids.length === 0 ? '-' : e.ids.join(', ');
    case 'none':
      return '-';
  }
}

const escape = (s: string): string => s.replace(/[\\;=]/g, (c) => `\\${c}`);
const unescape = (s: string): string => s.replace(/\\(.)/gs, '$1');

/** `s` cut at each `sep` not escaped by `\` (the pieces keep their escapes). */
function split(s: string, sep: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === sep) {
      out.push(s.slice(from, i));
      from = i + 1;
    }
  }
  out.push(s.slice(from));
  return out;
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
    acc = ((acc << 6) | B64.indexOf(ch)) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[k++] = (acc >> bits) & 255;
    }
  }
  return out;
}
