/**
 * The one table of words, and `say`, which words any of them in a language.
 * Every text the tutor shows is a code with one entry, `w(english,
 * spanish)`, in the table of its area. To add a text, add its entry to its
 * area's table; to show one, `say(code, lang)`, or `say(message, lang)` for a
 * message with parameters (`msg`, message.ts); a component words its labels
 * with `const L = sayer(this.lang)`. Each code is in exactly one table, and no
 * two labels say the same in both languages unless listed on purpose
 * (tests/unit/messages.test.ts checks it, and that every code is worded in
 * both languages).
 *
 * src/i18n, file by file:
 * - the machinery: say.ts (this: the tables put together, `say`, `sayer`),
 *   wording.ts (`w`, a code's entry), message.ts (`msg`, what the core
 *   returns), lang.ts (the languages, numbers in each), listing.ts (a
 *   listing cut into lines).
 * - the page's labels, codes without a dot, one file a page or part of it:
 *   ui-shell.ts (the header, the navigation, the update notice), ui-common.ts
 *   (what several pages show: Algorithm, Depth, Seed, Value, Undo …),
 *   ui-widgets.ts (share buttons, notices, the search status, boards' cells,
 *   the position picker), ui-viewer.ts (the trace viewer), ui-mcts-view.ts
 *   (the MCTS view), ui-gallery.ts, ui-tree.ts (the tree page: options,
 *   result, self-check, editor), ui-quiz.ts (the quiz beside the tree),
 *   ui-compare.ts (the compare page, MCTS beside alpha-beta included),
 *   ui-2048.ts, ui-replay.ts, ui-board-game.ts (tic-tac-toe and Connect-4:
 *   levels, MCTS's settings, "Solve this position"), ui-ladder.ts,
 *   ui-experiments.ts (2048 batteries, Connect-4 matches), ui-exercise.ts,
 *   ui-code.ts (`#/code`: a student's own search), ui-lms.ts (the
 *   exercise page in an LMS, the SCORM package).
 * - words the core names by labels' codes: sheet.ts (an exercise sheet and
 *   its key, app/sheet.ts), moodle.ts (the Moodle questions, app/moodle.ts);
 *   experiments.ts's MATCH_RECORD_REASONS (a refused Connect-4 matches line).
 * - the messages the core returns, codes `area.name`: input.ts (the strict
 *   readers), tree.ts (the tree notations), search.ts (searchers, options,
 *   the worker's errors; algorithms' names), g2048.ts (boards, saved games),
 *   heuristic-formulas.ts (the 2048 formulas with their numbers), games.ts
 *   (tic-tac-toe and Connect-4 positions), experiments.ts (results files),
 *   narration.ts (a search told step by step, the pseudocode's notes),
 *   mcts.ts (MCTS's narration, pseudocode and refusals), pseudocode.ts (the
 *   searchers' listings), node-names.ts (a tree node as assistive technology
 *   names it), notices.ts (a link's or a kept value's notices), page.ts (what
 *   the pages keep as messages: self-check, 2048, experiments' imports),
 *   cli.ts (`tutor search`'s summary), student.ts (a student's own search:
 *   its first divergence from the reference explained, what the tree it
 *   searches refuses, CS188 `.test` files' problems).
 */
import type { Lang } from './lang.ts';
import type { AnyMessage, Param, Say, Wording } from './wording.ts';
import { SHELL_LABELS } from './ui-shell.ts';
import { COMMON_LABELS } from './ui-common.ts';
import { WIDGET_LABELS } from './ui-widgets.ts';
import { VIEWER_LABELS } from './ui-viewer.ts';
import { CAMERA_LABELS } from './ui-camera.ts';
import { NODE_NAMES } from './node-names.ts';
import { MCTS_VIEW_LABELS } from './ui-mcts-view.ts';
import { GALLERY_LABELS } from './ui-gallery.ts';
import { TREE_LABELS } from './ui-tree.ts';
import { QUIZ_LABELS } from './ui-quiz.ts';
import { COMPARE_LABELS } from './ui-compare.ts';
import { G2048_LABELS } from './ui-2048.ts';
import { REPLAY_LABELS } from './ui-replay.ts';
import { BOARD_GAME_LABELS } from './ui-board-game.ts';
import { LADDER_LABELS } from './ui-ladder.ts';
import { EXPERIMENTS_LABELS } from './ui-experiments.ts';
import { EXERCISE_LABELS } from './ui-exercise.ts';
import { CODE_LABELS } from './ui-code.ts';
import { LMS_LABELS } from './ui-lms.ts';
import { SHEET_LABELS } from './sheet.ts';
import { MOODLE_LABELS } from './moodle.ts';
import { INPUT } from './input.ts';
import { TREE } from './tree.ts';
import { SEARCH } from './search.ts';
import { G2048 } from './g2048.ts';
import { FORMULAS } from './heuristic-formulas.ts';
import { GAMES } from './games.ts';
import { EXPERIMENTS, MATCH_RECORD_REASONS } from './experiments.ts';
import { NARRATION } from './narration.ts';
import { NOTICES } from './notices.ts';
import { PAGE } from './page.ts';
import { CLI } from './cli.ts';
import { PSEUDOCODE } from './pseudocode.ts';
import { MCTS } from './mcts.ts';
import { STUDENT } from './student.ts';

/**
 * The codes without a dot, by area: the page's labels, and the words of the
 * exercise sheet, the Moodle questions and the Connect-4 matches' records,
 * which the core names the same way (`search`, `term_h1`, `matchCReason`).
 */
export const LABELS = {
  SHELL_LABELS,
  COMMON_LABELS,
  WIDGET_LABELS,
  VIEWER_LABELS,
  CAMERA_LABELS,
  MCTS_VIEW_LABELS,
  GALLERY_LABELS,
  TREE_LABELS,
  QUIZ_LABELS,
  COMPARE_LABELS,
  G2048_LABELS,
  REPLAY_LABELS,
  BOARD_GAME_LABELS,
  LADDER_LABELS,
  EXPERIMENTS_LABELS,
  EXERCISE_LABELS,
  CODE_LABELS,
  LMS_LABELS,
  SHEET_LABELS,
  MOODLE_LABELS,
  MATCH_RECORD_REASONS,
};

/** The tables by area, as they are put together (a code in two of them is an error the tests catch). Messages' codes are `area.name`. */
export const AREAS = {
  ...LABELS,
  NODE_NAMES,
  INPUT,
  TREE,
  SEARCH,
  G2048,
  FORMULAS,
  GAMES,
  EXPERIMENTS,
  NARRATION,
  NOTICES,
  PAGE,
  CLI,
  PSEUDOCODE,
  MCTS,
  STUDENT,
};

export const MESSAGES = {
  ...SHELL_LABELS,
  ...COMMON_LABELS,
  ...WIDGET_LABELS,
  ...VIEWER_LABELS,
  ...CAMERA_LABELS,
  ...MCTS_VIEW_LABELS,
  ...GALLERY_LABELS,
  ...TREE_LABELS,
  ...QUIZ_LABELS,
  ...COMPARE_LABELS,
  ...G2048_LABELS,
  ...REPLAY_LABELS,
  ...BOARD_GAME_LABELS,
  ...LADDER_LABELS,
  ...EXPERIMENTS_LABELS,
  ...EXERCISE_LABELS,
  ...CODE_LABELS,
  ...LMS_LABELS,
  ...SHEET_LABELS,
  ...MOODLE_LABELS,
  ...MATCH_RECORD_REASONS,
  ...NODE_NAMES,
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
  ...STUDENT,
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

/** Words codes in one language: `L('search')`, `L('moveOf', { k, n })`. */
export type Sayer = (code: MessageCode, params?: Readonly<Record<string, Param>>) => string;

/**
 * The one way a component words its text: `const L = sayer(this.lang)`, then
 * `L(code)` or `L(code, params)` (tests/unit/structure.test.ts refuses a
 * component's own `(code) => say(code, lang)`).
 */
export const sayer =
  (lang: Lang): Sayer =>
  (code, params) =>
    say({ code, params: params ?? {} }, lang);
