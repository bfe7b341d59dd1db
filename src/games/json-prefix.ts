/**
 * Whether a text is the beginning of a JSON text that was cut off (issue 25):
 * a results file's last line that a run stopped writing is such a prefix of
 * a record (`{"algo":"alphabeta","dep`), while a line of anything else (a
 * note, a stray word, a record with a mistake in it) is not, and is never
 * "repaired" away. One pass, no recursion: a stack of open containers and
 * the grammar's state, as RFC 8259 states it.
 *
 * Pure TypeScript: runs in Node, in a worker and in the page.
 */

/** How a text reads as JSON: a whole value, the start of one cut off, or neither. */
export type JsonPrefix = 'complete' | 'prefix' | 'invalid';

// What the next character may be.
const VALUE = 0; // a value (after `:`, `,` in an array, at the start)
const VALUE_OR_CLOSE = 1; // after `[`
const KEY_OR_CLOSE = 2; // after `{`
const KEY = 3; // after `,` in an object
const COLON = 4; // after a key
const AFTER = 5; // after a value: `,`, the container's close, or the end
const STRING = 6;
const NUMBER = 7;
const LITERAL = 8;

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const HEX = /^[0-9a-fA-F]$/;

/** Reads `text` as JSON, char by char: `complete`, `prefix` (valid so far, unfinished) or `invalid`. */
export function jsonPrefix(text: string): JsonPrefix {
  const stack: number[] = []; // 0x5b [ or 0x7b {
  let state = VALUE;
  let key = false; // the string being read is a key
  let escape = 0; // in a string: 0 none, 1 after `\`, 2–5 reading \u's hex digits
  let number = ''; // the number read so far
  let literal = ''; // the rest of true/false/null still to come
  const afterValue = (): void => {
    state = AFTER;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const ch = text.charAt(i);
    if (state === STRING) {
      if (escape === 1) {
        if (ch === 'u') escape = 2;
        else if ('"\\/bfnrt'.includes(ch)) escape = 0;
        else return 'invalid';
      } else if (escape >= 2) {
        if (!HEX.test(ch)) return 'invalid';
        escape = escape === 5 ? 0 : escape + 1;
      } else if (c === 0x5c) escape = 1;
      else if (c === 0x22) {
        if (key) state = COLON;
        else afterValue();
      } else if (c < 0x20) return 'invalid';
      continue;
    }
    if (state === NUMBER) {
      const next = number + ch;
      if (/^-?(0|[1-9]\d*)?(\.\d*)?([eE][+-]?\d*)?$/.test(next) && numberPrefix(next)) {
        number = next;
        continue;
      }
      if (!numberComplete(number)) return 'invalid';
      afterValue();
      // The character ends the number: read it as what follows a value.
    }
    if (state === LITERAL) {
      if (ch !== literal[0]) return 'invalid';
      literal = literal.slice(1);
      if (literal === '') afterValue();
      continue;
    }
    if (WHITESPACE.has(c)) continue;
    switch (state) {
      case VALUE:
      case VALUE_OR_CLOSE:
        if (state === VALUE_OR_CLOSE && c === 0x5d) {
          stack.pop();
          afterValue();
        } else if (c === 0x7b) {
          stack.push(c);
          state = KEY_OR_CLOSE;
        } else if (c === 0x5b) {
          stack.push(c);
          state = VALUE_OR_CLOSE;
        } else if (c === 0x22) {
          state = STRING;
          key = false;
        } else if (ch === '-' || (c >= 0x30 && c <= 0x39)) {
          state = NUMBER;
          number = ch;
        } else if (ch === 't' || ch === 'f' || ch === 'n') {
          state = LITERAL;
          literal = { t: 'rue', f: 'alse', n: 'ull' }[ch];
        } else return 'invalid';
        break;
      case KEY_OR_CLOSE:
      case KEY:
        if (state === KEY_OR_CLOSE && c === 0x7d) {
          stack.pop();
          afterValue();
        } else if (c === 0x22) {
          state = STRING;
          key = true;
        } else return 'invalid';
        break;
      case COLON:
        if (c !== 0x3a) return 'invalid';
        state = VALUE;
        break;
      case AFTER: {
        const top = stack[stack.length - 1];
        if (top === undefined) return 'invalid';
        if (c === 0x2c) state = top === 0x7b ? KEY : VALUE;
        else if ((c === 0x5d && top === 0x5b) || (c === 0x7d && top === 0x7b)) stack.pop();
        else return 'invalid';
        break;
      }
    }
  }
  if (state === NUMBER && stack.length === 0 && numberComplete(number)) return 'complete';
  return state === AFTER && stack.length === 0 ? 'complete' : 'prefix';
}

/** A number's text so far can still become a JSON number (`-`, `1.`, `1e+` can; `01` cannot). */
function numberPrefix(s: string): boolean {
  return !/^-?0\d/.test(s) && !/\.[eE]/.test(s) && !/^-?\./.test(s);
}

/** A number's text is a whole JSON number. */
function numberComplete(s: string): boolean {
  return /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(s);
}

/** A results file's last line that a run stopped while writing: the start of a JSON object, cut off. */
export function tornRecord(line: string): boolean {
  return line.trimStart().startsWith('{') && jsonPrefix(line) === 'prefix';
}
