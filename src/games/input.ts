/**
 * What callers hand the tutor, read strictly (issue 12): the CLI's flags and
 * JSONL fields, the page's URL parameters, imported files and saved games all
 * go through these, so the same text is accepted or refused with the same
 * message everywhere.
 *
 * - Integers: decimal digits only (an optional leading minus), within a
 *   documented range; ' ', '0x2', '1e3', '2.0', '' are refused, naming the
 *   field and the range.
 * - JSON: duplicate keys are refused with their position, and nesting is
 *   checked without recursion before anything recursive reads the value, so
 *   no input can drive a parser past the stack.
 * - Fields of a JSON object: each read with its type and range, or a message
 *   naming the field.
 *
 * Pure TypeScript: runs in Node, in a worker and in the page.
 */

import { msg, type Message, type Param } from '../i18n/message.ts';

/** A value read, or what is wrong with it: a message (a code with parameters; i18n/ words it). */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: Message };

const fail = (error: Message): { ok: false; error: Message } => ({ ok: false, error });

/** The range of an integer field, both ends included. */
export interface IntRange {
  min: number;
  max: number;
}

const range = ({ min, max }: IntRange): string => (max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `${min}–${max}`);

/** A decimal integer in `r`, from text (a flag, a URL parameter): `name` is what the message calls it. */
export function parseInteger(text: string, name: string, r: IntRange): Checked<number> {
  if (!/^-?\d{1,16}$/.test(text)) {
    return fail(msg('input.integer', { name, range: range(r), value: excerpt(text) }));
  }
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < r.min || n > r.max) {
    return fail(msg('input.integer', { name, range: range(r), value: text }));
  }
  return { ok: true, value: n };
}

/**
 * A JSON number spelled with a fraction or an exponent whose value is a
 * whole number (`2.0`, `1e3`, `1E0`): what `parseJson(…, exact)` reads it
 * as, so that an integer field refuses it (integers are decimal integers,
 * whatever JSON.parse would make of them) while a number field takes its
 * value (`numberValue`). Written back to JSON as its value.
 */
export class SpelledNumber {
  constructor(
    readonly value: number,
    readonly text: string,
  ) {}

  toJSON(): number {
    return this.value;
  }
}

/** A parsed JSON value with a SpelledNumber read as its number (for a field that takes any number). */
export const plainNumber = (value: unknown): unknown => (value instanceof SpelledNumber ? value.value : value);

/** An integer in `r` taken from a parsed JSON value (a JSONL field, a saved file); a SpelledNumber (`2.0`) is refused. */
export function integerValue(value: unknown, name: string, r: IntRange): Checked<number> {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < r.min || value > r.max) {
    return fail(msg('input.integer-field', { name, range: range(r), value: shown(value) }));
  }
  return { ok: true, value };
}

/** A finite number taken from a parsed JSON value. */
export function numberValue(given: unknown, name: string): Checked<number> {
  const value = plainNumber(given);
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail(msg('input.number', { name, value: shown(value) }));
  return { ok: true, value };
}

export function booleanValue(value: unknown, name: string): Checked<boolean> {
  if (typeof value !== 'boolean') return fail(msg('input.boolean', { name, value: shown(value) }));
  return { ok: true, value };
}

export function stringValue(value: unknown, name: string): Checked<string> {
  if (typeof value !== 'string') return fail(msg('input.string', { name, value: shown(value) }));
  return { ok: true, value };
}

/** One of `allowed`, from a parsed JSON value or a text. */
export function choiceValue<T extends string>(value: unknown, name: string, allowed: readonly T[]): Checked<T> {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    return fail(msg('input.choice', { name, allowed, value: shown(value) }));
  }
  return { ok: true, value: value as T };
}

/** A value as a message shows it: a short excerpt of its JSON, `input.missing` when there is none, `input.not-finite` for a number JSON cannot hold (`1e400`). */
export function shown(value: unknown): string | Message {
  if (value === undefined) return msg('input.missing');
  if (typeof value === 'number' && !Number.isFinite(value)) return msg('input.not-finite', { negative: value < 0 });
  return excerpt(value);
}

/** A piece of the input as a message quotes it: at most 40 characters (a 10 MB word is not echoed whole). */
export function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

/** A short excerpt of a value's JSON (at most 40 characters), for a message; a SpelledNumber as it was spelt. */
export function excerpt(value: unknown): string {
  let s: string;
  try {
    s = value instanceof SpelledNumber ? value.text : (JSON.stringify(value) ?? String(value));
  } catch {
    s = String(value);
  }
  return clip(s);
}

// ---- JSON --------------------------------------------------------------------------

/** How deep JSON may nest (arrays and objects) before it is refused: well inside every recursive reader's stack. */
export const MAX_JSON_DEPTH = 1000;

/** A problem at a place in a text: its line and column (1-based), and what is wrong there. */
export interface Located {
  line: number;
  column: number;
  reason: Message;
}

/** The message of a located problem: "line 2, column 5: duplicate key "a"". */
export const located = (e: Located): Message => msg('input.at', { line: e.line, column: e.column, reason: e.reason });

/** A JSON value, or the problem with its place (`located` words it with the place; callers that say the place their own way take `reason`). */
export type JsonResult = { ok: true; value: unknown } | { ok: false; error: Located };

/**
 * The offset where `text` (JSON, or JSONC with comments when `comments`)
 * first nests deeper than `maxDepth` arrays and objects, or -1: one pass, no
 * recursion, strings and comments skipped. Run it before any recursive
 * reader sees the text.
 */
export function tooDeepAt(text: string, maxDepth: number, comments = false): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return i;
    } else if (c === 0x7d || c === 0x5d) {
      if (depth > 0) depth--;
    } else if (c === 0x22) {
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (comments && c === 0x2f /* / */) {
      const next = text.charCodeAt(i + 1);
      if (next === 0x2f) {
        const end = text.indexOf('\n', i);
        i = end < 0 ? text.length : end;
      } else if (next === 0x2a /* * */) {
        const end = text.indexOf('*/', i + 2);
        i = end < 0 ? text.length : end + 1;
      }
    }
  }
  return -1;
}

/**
 * JSON.parse, with two checks first, made by one pass over the text without
 * recursion: no object repeats a key (the position of the repeat is given),
 * and nothing nests deeper than `maxDepth`. Syntax errors come with their
 * line and column too. With `exact`, a number spelt with a fraction or an
 * exponent whose value is whole (`2.0`, `1e3`) is read as a SpelledNumber,
 * so that an integer field can refuse it: JSON.parse alone loses the spelling.
 */
export function parseJson(text: string, maxDepth = MAX_JSON_DEPTH, exact = false): JsonResult {
  const at = (i: number, reason: Message): JsonResult => ({ ok: false, error: { ...position(text, i), reason } });
  // Each open container: its keys (an object) or null (an array), and where in it the scan is.
  const stack: { keys: Set<string> | null; key: string; index: number }[] = [];
  // Where the whole numbers spelt otherwise are: the keys and indices from the root, and the spelling.
  const spelled: { path: (string | number)[]; text: string }[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (stack.length >= maxDepth) return at(i, msg('json.nested', { max: maxDepth }));
      stack.push({ keys: c === 0x7b ? new Set() : null, key: '', index: 0 });
      expectKey = c === 0x7b;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
      expectKey = false;
    } else if (c === 0x2c /* , */) {
      const top = stack[stack.length - 1];
      if (top !== undefined && top.keys === null) top.index++;
      expectKey = top !== undefined && top.keys !== null;
    } else if (c === 0x22 /* " */) {
      const start = i;
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c /* \ */) i++;
      const top = stack[stack.length - 1];
      if (expectKey && top !== undefined && top.keys !== null) {
        let key: string;
        try {
          key = JSON.parse(text.slice(start, i + 1)) as string;
        } catch {
          break; // JSON.parse below reports the bad string
        }
        if (top.keys.has(key)) return at(start, msg('json.duplicate-key', { key: clip(key) }));
        top.keys.add(key);
        top.key = key;
      }
      expectKey = false;
    } else if (exact && (c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39))) {
      let end = i + 1;
      while (end < text.length && /[0-9.eE+-]/.test(text.charAt(end))) end++;
      const token = text.slice(i, end);
      if (/[.eE]/.test(token) && Number.isInteger(Number(token))) spelled.push({ path: stack.map((e) => (e.keys === null ? e.index : e.key)), text: token });
      i = end - 1;
    }
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    // V8 says "… at position N" (or "line L column C"): point at it.
    const m = /position (\d+)/.exec(message);
    const i = m === null ? text.length : Number(m[1]);
    const what = message.replace(/\s*(in JSON )?at position \d+.*$/, '').replace(/ \(line \d+ column \d+\)$/, '');
    return at(i, msg('json.invalid', { what }));
  }
  for (const { path, text: spelling } of spelled) {
    const last = path.at(-1);
    if (last === undefined) {
      // The whole text is the number.
      value = new SpelledNumber(value as number, spelling);
      continue;
    }
    let holder = value as Record<string | number, unknown>;
    for (const step of path.slice(0, -1)) holder = holder[step] as Record<string | number, unknown>;
    holder[last] = new SpelledNumber(holder[last] as number, spelling);
  }
  return { ok: true, value };
}

/** Line and column (1-based, columns in characters) of offset `i` in `text`. */
export function position(text: string, i: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let k = 0; k < i && k < text.length; k++) {
    if (text.charCodeAt(k) === 0x0a) {
      line++;
      lineStart = k + 1;
    }
  }
  return { line, column: i - lineStart + 1 };
}

/** A parsed JSON value that must be an object (not null, not an array); `what` names it: a field in quotes, or an `input.what.…` message. */
export function objectValue(value: unknown, what: Param): Checked<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(msg('input.object', { what, value: shown(value) }));
  return { ok: true, value: value as Record<string, unknown> };
}
