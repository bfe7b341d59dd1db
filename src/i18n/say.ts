/**
 * The one table of words, and `say`, which words any of them in a language.
 * Every text the tutor shows is a code with one entry, `w(english,
 * spanish)`, in the table of its area: the page's labels (ui-*.ts: `'search'`,
 * `'counts'`) and the messages the core returns (the other tables:
 * `'input.integer'`, …). To add a text, add its entry to its area's table; to
 * show one, `say(code, lang)`, or `say(message, lang)` for a message with
 * parameters (`msg`, message.ts). Each code is in exactly one table
 * (tests/unit/messages.test.ts checks it, and that every code is worded in
 * both languages).
 */
import type { Lang } from './lang.ts';
import type { AnyMessage, Param, Say, Wording } from './wording.ts';
import { TREE_LABELS } from './ui-tree.ts';
import { NODE_NAMES } from './node-names.ts';
import { G2048_LABELS } from './ui-2048.ts';
import { BOARD_GAME_LABELS } from './ui-games.ts';
import { EXERCISE_LABELS } from './ui-exercise.ts';
import { MOODLE_LABELS } from './ui-moodle.ts';
import { LADDER_LABELS } from './ui-ladder.ts';
import { QUIZ_LABELS } from './ui-quiz.ts';
import { EMBED_LABELS } from './ui-embed.ts';
import { MCTS_LABELS } from './ui-mcts.ts';
import { COMPARE_MCTS_LABELS } from './ui-compare-mcts.ts';
import { UPDATE_LABELS } from './ui-update.ts';
import { INPUT } from './input.ts';
import { TREE } from './tree.ts';
import { SEARCH } from './search.ts';
import { G2048 } from './g2048.ts';
import { FORMULAS } from './heuristic-formulas.ts';
import { GAMES } from './games.ts';
import { EXPERIMENTS } from './experiments.ts';
import { NARRATION } from './narration.ts';
import { NOTICES } from './notices.ts';
import { PAGE } from './page.ts';
import { CLI } from './cli.ts';
import { PSEUDOCODE } from './pseudocode.ts';
import { MCTS } from './mcts.ts';

/** The page's labels, by area: codes without a dot (`search`, `term_h1`). */
export const LABELS = { TREE_LABELS, G2048_LABELS, BOARD_GAME_LABELS, EXERCISE_LABELS, MOODLE_LABELS, LADDER_LABELS, QUIZ_LABELS, EMBED_LABELS, MCTS_LABELS, COMPARE_MCTS_LABELS, UPDATE_LABELS };

/** The tables by area, as they are put together (a code in two of them is an error the tests catch). Messages' codes are `area.name`. */
export const AREAS = { ...LABELS, NODE_NAMES, INPUT, TREE, SEARCH, G2048, FORMULAS, GAMES, EXPERIMENTS, NARRATION, NOTICES, PAGE, CLI, PSEUDOCODE, MCTS };

export const MESSAGES = {
  ...TREE_LABELS,
  ...NODE_NAMES,
  ...G2048_LABELS,
  ...BOARD_GAME_LABELS,
  ...EXERCISE_LABELS,
  ...MOODLE_LABELS,
  ...LADDER_LABELS,
  ...QUIZ_LABELS,
  ...EMBED_LABELS,
  ...MCTS_LABELS,
  ...COMPARE_MCTS_LABELS,
  ...UPDATE_LABELS,
  ...INPUT,
  ...TREE,
  ...SEARCH,
  ...G2048,
  ...FORMULAS,
  ...GAMES,
  ...EXPERIMENTS,
  ...NARRATION,
  ...NOTICES,
  ...PAGE,
  ...CLI,
  ...PSEUDOCODE,
  ...MCTS,
};

/** Every code there is a wording for: a label of the page or a message's code. */
export type MessageCode = keyof typeof MESSAGES;

const isMessage = (p: Param): p is AnyMessage => typeof p === 'object' && p !== null && !Array.isArray(p);

/**
 * A code (a label: `say('search', lang)`) or a message (`say(msg('g2048.imported', { file }), lang)`)
 * in words, in `lang`; parameters that are messages are worded in `lang` too.
 */
export function say(what: MessageCode | AnyMessage, lang: Lang): string {
  const message: AnyMessage = typeof what === 'string' ? { code: what, params: {} } : what;
  const wording = (MESSAGES as Record<string, Wording<never> | undefined>)[message.code];
  // Unreachable for messages made with `msg` (the code is checked when compiled); kept readable for a stale reply.
  if (wording === undefined) return `[${message.code}]`;
  const inner: Say = (p) => (p === undefined ? '' : isMessage(p) ? say(p, lang) : Array.isArray(p) ? p.map(inner).join(', ') : String(p));
  return wording[lang](message.params as never, inner);
}
