/**
 * Every message code with its wording, and `say`, which words a message in a
 * language. The tables are split by area; each code is in exactly one
 * (tests/unit/messages.test.ts checks it, and that every code is worded in
 * both languages).
 */
import type { Lang } from './lang.ts';
import type { AnyMessage, Param, Say, Wording } from './wording.ts';
import { INPUT } from './input.ts';
import { TREE } from './tree.ts';
import { SEARCH } from './search.ts';
import { G2048 } from './g2048.ts';
import { GAMES } from './games.ts';
import { EXPERIMENTS } from './experiments.ts';
import { NARRATION } from './narration.ts';
import { NOTICES } from './notices.ts';
import { PAGE } from './page.ts';
import { CLI } from './cli.ts';

/** The tables by area, as they are put together (a code in two of them is an error the tests catch). */
export const AREAS = { INPUT, TREE, SEARCH, G2048, GAMES, EXPERIMENTS, NARRATION, NOTICES, PAGE, CLI };

export const MESSAGES = { ...INPUT, ...TREE, ...SEARCH, ...G2048, ...GAMES, ...EXPERIMENTS, ...NARRATION, ...NOTICES, ...PAGE, ...CLI };

export type MessageCode = keyof typeof MESSAGES;

const isMessage = (p: Param): p is AnyMessage => typeof p === 'object' && p !== null && !Array.isArray(p);

/** A message in words, in `lang`; its parameters that are messages are worded in `lang` too. */
export function say(message: AnyMessage, lang: Lang): string {
  const wording = (MESSAGES as Record<string, Wording<never> | undefined>)[message.code];
  // Unreachable for messages made with `msg` (the code is checked when compiled); kept readable for a stale reply.
  if (wording === undefined) return `[${message.code}]`;
  const inner: Say = (p) => (p === undefined ? '' : isMessage(p) ? say(p, lang) : Array.isArray(p) ? p.map(inner).join(', ') : String(p));
  return wording[lang](message.params as never, inner);
}
