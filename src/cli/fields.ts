/**
 * Readers of a request's values for the commands that answer one request
 * from flags or one per `--input` line (`tutor 2048 …`, `tutor search
 * --game …`): a value is text when it comes from a flag, a JSON value when
 * it comes from a line, and a bad one is a LineError (a usage error for a
 * single request from flags).
 */
import { booleanValue, integerValue, numberValue, parseInteger, type IntRange } from '../games/input.ts';
import { LineError, english, shownInEnglish } from './io.ts';

/** A reader of one value: text when it comes from a flag, a JSON value from a line. Throws LineError. */
export type Read<T> = (v: unknown, fromFlag: boolean) => T;

/** Reads a field from a line (if it has it) or the flags, with `read`. */
export function pick<F extends object, T>(fields: Record<string, unknown>, flags: F, name: keyof F & string, read: Read<T>): T {
  return Object.hasOwn(fields, name) ? read(fields[name], false) : read(flags[name], true);
}

/**
 * A whole number in `range` from a flag (text) or a JSONL field (a JSON
 * number; any other type is refused), or the fallback when absent.
 */
export function whole(what: string, range: IntRange, fallback: number): Read<number>;
export function whole(what: string, range: IntRange): Read<number | undefined>;
export function whole(what: string, range: IntRange, fallback?: number): Read<number | undefined> {
  return (v, fromFlag) => {
    if (v === undefined) return fallback;
    const r = typeof v === 'string' && fromFlag ? parseInteger(v, what, range) : integerValue(v, what, range);
    if (!r.ok) throw new LineError(english(r.error));
    return r.value;
  };
}

/** A number in [min, max] from a flag (text) or a JSONL field, or undefined when absent. */
export function decimal(what: string, min: number, max: number): Read<number | undefined> {
  return (v, fromFlag) => {
    if (v === undefined) return undefined;
    // Whitespace is refused, as in every number (`' 1.5'` is not 1.5); an exponent is a number's (`1e308` is out of range, not "not a number").
    const x = typeof v === 'string' && fromFlag && /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(v) ? Number(v) : v;
    const r = numberValue(x, what);
    if (!r.ok) throw new LineError(english(r.error));
    if (r.value < min || r.value > max) throw new LineError(`${what} must be from ${min} to ${max}, not ${r.value}`);
    return r.value;
  };
}

/** A switch: a flag given (true) or a JSONL boolean. */
export function flag(what: string): Read<boolean | undefined> {
  return (v, fromFlag) => {
    if (v === undefined) return undefined;
    if (fromFlag) return v === true;
    const r = booleanValue(v, what);
    if (!r.ok) throw new LineError(english(r.error));
    return r.value;
  };
}

/** One of `list` (the fallback when absent; without one, absent is an error). */
export function oneOf<T extends string>(list: readonly T[], what: string, fallback?: T): Read<T> {
  return (v) => {
    if (v === undefined && fallback !== undefined) return fallback;
    if (v === undefined) throw new LineError(`give the ${what}: one of ${list.join(', ')}`);
    if (!(list as readonly unknown[]).includes(v)) throw new LineError(`${what} must be one of ${list.join(', ')}, not ${shownInEnglish(v)}`);
    return v as T;
  };
}
