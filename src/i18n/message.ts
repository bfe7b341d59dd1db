/**
 * The message the core returns instead of prose: a code with its parameters
 * (issue 13), in the style of chessops' error codes. `msg` makes one, with
 * the parameters its code takes (checked when compiled); `say` (say.ts) words
 * it in a language. Plain data: it crosses the worker boundary and is kept in
 * a page's state, and worded again when the language switches.
 *
 * This module holds no words: the core imports it, and only its type of the
 * tables (say.ts).
 */
import type { MESSAGES, MessageCode } from './say.ts';
import type { Param, Wording } from './wording.ts';

export type { MessageCode } from './say.ts';
export type { Param } from './wording.ts';

export interface Message {
  readonly code: MessageCode;
  readonly params: Readonly<Record<string, Param>>;
}

/** The parameters a code takes. */
export type ParamsOf<C extends MessageCode> = (typeof MESSAGES)[C] extends Wording<infer P> ? P : never;

/** The message `code` with `params` (left out for a code that takes none). Parameters left undefined are dropped. */
export function msg<C extends MessageCode>(
  code: C,
  ...[params]: Record<string, never> extends ParamsOf<C> ? [params?: ParamsOf<C>] : [params: ParamsOf<C>]
): Message {
  const defined: Record<string, Param> = {};
  for (const [k, v] of Object.entries((params ?? {}) as Record<string, Param | undefined>)) if (v !== undefined) defined[k] = v;
  return { code, params: defined };
}
