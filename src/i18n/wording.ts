/**
 * What the one table of words is made of (issues 13 and 20). Every text the
 * tutor shows has a code: a label of the page (`'search'`, `'counts'`) or a
 * message the core returns (`{ code: 'input.integer', params: { name:
 * 'depth', … } }`, in the style of chessops' error codes). Each code has one
 * entry, `w(english, spanish)`, in the table of its area; `say` (say.ts)
 * words a code or a message in a language. A parameter may be a message of
 * its own ("not a saved 2048 game ({reason})"), worded in the same language.
 *
 * Messages are plain JSON-safe data: they cross the worker boundary, sit in
 * a page's state and are worded again when the language changes.
 */
import { formatCount, type Lang } from './lang.ts';

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

/** The `{name}` placeholders of a text: `'Move {k} of {n}'` → `'k' | 'n'` (a count's `{#n}` → `'n'`). */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `#${infer Count}` ? Count : Name) | Placeholders<Rest>
  : never;

/** The parameters a text with placeholders takes: one number or string a placeholder. */
export type TextParams<S extends string> = { readonly [K in Placeholders<S>]: string | number };

/**
 * A text's wording: each `{name}` replaced by that parameter (a placeholder
 * with none given stays as it is); `{#name}` is a count, a number written
 * with the language's thousands separators ("1,721,247" / "1.721.247").
 */
const filled =
  (text: string, lang: Lang) =>
  (p: Readonly<Record<string, Param>>, say: Say): string =>
    text.replace(/\{(#?)(\w+)\}/g, (whole, count: string, name: string) => {
      const v = p[name];
      if (v === undefined) return whole;
      return count === '#' && typeof v === 'number' ? formatCount(v, lang) : say(v);
    });

/**
 * Someone else's sentence (the browser's words: "…exceeded the quota.") as a
 * clause of ours, which then ends it: its own final period left out, so that
 * the message never ends in "..". An ellipsis (… or ...) is kept.
 */
export const clause = (text: string): string => text.trimEnd().replace(/(?<!\.)\.$/, '');

/**
 * One entry of a table: the English and the Spanish wording of a code. Either
 * two texts, with `{name}` where a parameter goes (`w('Move {k} of {n}',
 * 'Movimiento {k} de {n}')`; `{#name}` for a count), or two functions of the parameters, for
 * wording that depends on them; the type of the parameters comes from the
 * English one (so both take the same parameters, and a caller must give them
 * all).
 */
export function w<S extends string>(en: S, es: string): Wording<TextParams<S>>;
export function w<P = Record<string, never>>(en: (p: P, say: Say) => string, es: (p: P, say: Say) => string): Wording<P>;
export function w(en: string | ((p: never, say: Say) => string), es: string | ((p: never, say: Say) => string)): Wording<never> {
  return { en: typeof en === 'string' ? filled(en, 'en') : en, es: typeof es === 'string' ? filled(es, 'es') : es };
}
