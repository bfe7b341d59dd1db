/**
 * What a message table is made of (issue 13). The core never words anything:
 * it returns a message, a code with parameters (`{ code: 'input.integer',
 * params: { name: 'depth', … } }`), in the style of chessops' error codes;
 * the tables of i18n/ word each code in English and Spanish, and `say`
 * (say.ts) renders a message in a language. A parameter may be a message of
 * its own ("not a saved 2048 game ({reason})"), worded in the same language.
 *
 * Messages are plain JSON-safe data: they cross the worker boundary, sit in
 * a page's state and are worded again when the language changes.
 */
import type { Lang } from './lang.ts';

/** A parameter: a value shown as it is (a number, an id, a JSON excerpt), a flag, a list, or a message worded in the same language. */
export type Param = string | number | boolean | AnyMessage | readonly Param[];

/** A message of any code (message.ts narrows the code to the known ones). */
export interface AnyMessage {
  readonly code: string;
  readonly params: Readonly<Record<string, Param>>;
}

/** Words a parameter in the language being rendered: a message through its table, a list joined with commas, anything else as it is. */
export type Say = (p: Param | undefined) => string;

/** How one code is worded in each language, from its parameters. */
export type Wording<P> = { readonly [L in Lang]: (p: P, say: Say) => string };

/**
 * One entry of a table: the English and the Spanish wording of a code, with
 * the type of its parameters taken from the English one (so both take the
 * same parameters, and a caller must give them all).
 */
export function w<P = Record<string, never>>(en: (p: P, say: Say) => string, es: (p: P, say: Say) => string): Wording<P> {
  return { en, es };
}
