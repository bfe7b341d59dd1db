/**
 * An exercise set as Moodle questions (issue 24), before any file format:
 * each exercise becomes a numerical question (the root's value), a
 * multiple-choice one (the best move: the root's children, one right) and
 * short-answer ones (the leaves in evaluation order; for alpha-beta the
 * branches cut, left to right). Each carries the tree as a picture (SVG) and
 * as text (a nested list and the compact notation), how to write the answer,
 * the answers accepted, and the key as feedback: every node's value, α/β and
 * the cuts, with the solved tree's picture.
 *
 * moodle-xml.ts writes these as Moodle XML, gift.ts as GIFT. The core holds no
 * words: `words` words the codes (`say`, i18n/moodle.ts and sheet.ts).
 *
 * What Moodle does with them, read in its code (issue 38): a short answer is
 * a pattern for `qtype_shortanswer_question::compare_string_with_wildcard`
 * (the response trimmed, the whole of it matched, `*` any run of characters,
 * `\*` a literal `*`, capitals ignored unless `usecase`), so every `*` of a
 * name is written `\*` and the accepted spellings of a list are stored one
 * by one (`listAnswers`; a wildcard would also take a leaf too many); question
 * and category names go through `clean_param(PARAM_TEXT)`, PHP's
 * `strip_tags`, so a `<` in them is written so that it starts no tag
 * (`untagged`); a line break cannot be typed in an answer box, and Moodle's
 * XML parser drops it, so in a name or a short answer it is a space.
 */
import { formatNumber } from '../i18n/lang.ts';
import type { NodeKind } from '../search/game.ts';
import { withCertainty } from '../search/tracer.ts';
import { printCompact } from '../games/tree/notation.ts';
import { treeStats, walkTree, type TreeNode } from '../games/tree/tree.ts';
import type { Exercise, ExerciseOptions } from './exercise.ts';
import { heading, type SheetKey } from './sheet.ts';
import { certaintyOf, statusOf, stepView, valueSign } from './step-view.ts';
import { viewTreeOfTree } from './view-tree.ts';
import { treeSvg } from './tree-image.ts';
import { el, escapeXml, untagged } from './moodle-markup.ts';
import { entryAt } from '../games/entry.ts';

export const QUESTION_TYPES = ['numerical', 'multichoice', 'shortanswer'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The words the questions need, by code (i18n/moodle.ts), and the sheet's. */
export type QuizKey =
  | 'keyBest'
  | 'moodleCategory'
  | 'moodleAskValue'
  | 'moodleHowDecimal'
  | 'moodleHowRounded'
  | 'moodleAskAction'
  | 'moodleAskEvaluated'
  | 'moodleHowEvaluated'
  | 'moodleAskPruned'
  | 'moodleHowPruned'
  | 'moodleHowList'
  | 'moodleCaseIgnored'
  | 'moodleCaseMatters'
  | 'moodleGiftShuffle'
  | 'moodleGiftCase'
  | 'moodleRule'
  | 'moodleTreeText'
  | 'moodleNotation'
  | 'moodleOutlineInner'
  | 'moodleOutlineLeaf'
  | 'moodleOutlineEdge'
  | 'moodleKindMax'
  | 'moodleKindMin'
  | 'moodleKindChance'
  | 'moodleImageAlt'
  | 'moodleKeyAlt'
  | 'moodleKeyTitle'
  | 'moodleKeyRoot'
  | 'moodleKeyValues'
  | 'moodleKeyWindows'
  | 'moodleKeyCut'
  | 'moodleKeyNoCut'
  | 'moodleWrongMove'
  | 'quizRight'
  | SheetKey;
export type QuizWords = (key: QuizKey, params?: Record<string, string | number>) => string;

/** A picture a question shows: its file name (Moodle's `@@PLUGINFILE@@/name`), the SVG, its text alternative. */
export interface Picture {
  file: string;
  svg: string;
  alt: string;
}

export interface QuizAnswer {
  /**
   * A number (numerical), Moodle's pattern (short answer: plain text, `*` written `\*`; see `shortAnswerPattern`)
   * or HTML (a multiple-choice option: a node's name, escaped).
   */
  text: string;
  /** Moodle's grade for it, 0–100. */
  fraction: number;
  /** HTML. */
  feedback: string;
}

export interface QuizQuestion {
  type: QuestionType;
  /** One line, no `<` that would start a tag (`untagged`): what Moodle's name cleaning keeps as it is. */
  name: string;
  /** HTML: what is asked and how to write the answer. */
  prompt: string;
  /** The tree as the student gets it: a picture (Moodle XML embeds it) and as text (HTML, in both formats). */
  picture: Picture;
  outline: string;
  answers: QuizAnswer[];
  /** Numerical: how far from the answer still counts (0: exactly). */
  tolerance: number;
  /** Short answer: whether capitals matter (only where two of the tree's names differ by case alone). */
  usecase: boolean;
  /** HTML: the key, the question's general feedback. */
  feedback: string;
  /** The solved tree (Moodle XML embeds it in the feedback). */
  keyPicture: Picture;
}

export interface Quiz {
  /** Moodle's category path for the questions ($course$/top/…). */
  category: string;
  title: string;
  /** What GIFT cannot say that the XML does (the order of the choices, capitals in short answers): a GIFT file's opening comment. */
  giftLimits: string[];
  questions: QuizQuestion[];
}

/** The set as questions: for each exercise the root's value, the best move, the leaves evaluated and (alpha-beta) the cuts. */
export function exerciseQuiz(set: Exercise[], options: ExerciseOptions, w: QuizWords): Quiz {
  const title = heading(options, w);
  // A category path's parts are separated by `/`; GIFT's $CATEGORY line is read without its escapes; Moodle cleans each part as a name.
  const category = ['$course$', 'top', w('moodleCategory'), title]
    .map((part) => (part.startsWith('$') ? part : untagged(oneLine(part.replace(/[/~=#{}:\\]/g, ' ')).trim())))
    .join('/');
  return {
    category,
    title,
    giftLimits: [w('moodleGiftShuffle'), w('moodleGiftCase')],
    questions: set.flatMap((e, k) => exerciseQuestions(e, k + 1, options, w)),
  };
}

function exerciseQuestions(e: Exercise, n: number, options: ExerciseOptions, w: QuizWords): QuizQuestion[] {
  const algo = w(`algorithm.${options.algo}`);
  const root = e.tree.id;
  const key = keyOf(e, n, options, w);
  const ids = [...walkTree(e.tree)].map((node) => node.id);
  const usecase = new Set(ids.map((id) => id.toLowerCase())).size < new Set(ids).size;
  const base = { picture: picture(e, n, w), outline: outline(e.tree, w), feedback: key.html, keyPicture: key.picture, tolerance: 0, usecase };
  const name = (part: SheetKey) => untagged(oneLine(`${w('exercise', { n })} · ${e.id} · ${w(part)}`));
  const paragraphs = (...texts: string[]) => texts.map((t) => el('p', {}, escapeXml(t))).join('');
  const rule = options.algo === 'alphabeta' ? [w('moodleRule')] : [];
  const right = escapeXml(w('quizRight'));
  // How to write a list, said in the question itself: the spellings `listAnswers` stores, and whether capitals count.
  const how = (ask: string) => [ask, w('moodleHowList'), w(usecase ? 'moodleCaseMatters' : 'moodleCaseIgnored')];
  const lists = (ids: readonly string[]) =>
    listAnswers(ids, w('answerNone')).map((text) => ({ text: shortAnswerPattern(text), fraction: 100, feedback: right }));
  const questions: QuizQuestion[] = [];

  // The root's value: exact where it has at most two decimals (every set's does), else within 0.005 of it (either rounding to two decimals).
  const { value } = e.answer;
  const fraction = Number.isInteger(value) ? '' : String(value).split('.')[1];
  if (fraction === undefined) throw new Error(`exerciseQuiz: the root's value ${value} is written with no decimal point`);
  const decimals = fraction.length;
  const howNumber = decimals === 0 ? [] : [w(decimals <= 2 ? 'moodleHowDecimal' : 'moodleHowRounded')];
  questions.push({
    ...base,
    type: 'numerical',
    name: name('answerValue'),
    prompt: paragraphs(w('moodleAskValue', { algo, root }), ...rule, ...howNumber),
    answers: [{ text: String(value), fraction: 100, feedback: right }],
    tolerance: decimals <= 2 ? 0 : 0.005,
  });

  // The best move: the root's children, in order; the wrong ones say what they are worth.
  const worth = (id: string) => {
    // The root is MAX and nothing stops the search: every root move has its value.
    const v = e.search.json.actions[id];
    if (v === undefined) throw new Error(`exerciseQuiz: the search gave no value for the root's move ${id}`);
    return withCertainty(formatNumber(v), e.search.json.certainty[id]);
  };
  questions.push({
    ...base,
    type: 'multichoice',
    name: name('answerAction'),
    prompt: paragraphs(w('moodleAskAction', { algo, root }), ...rule),
    answers: e.tree.children.map((c) => ({
      text: escapeXml(c.id),
      fraction: c.id === e.answer.action ? 100 : 0,
      feedback:
        c.id === e.answer.action
          ? right
          : escapeXml(w('moodleWrongMove', { move: c.id, value: worth(c.id), best: e.answer.action, bestValue: worth(e.answer.action) })),
    })),
  });

  questions.push({
    ...base,
    type: 'shortanswer',
    name: name('answerEvaluated'),
    prompt: paragraphs(w('moodleAskEvaluated', { algo }), ...rule, ...how(w('moodleHowEvaluated'))),
    answers: lists(e.answer.evaluated),
  });

  if (options.algo === 'alphabeta') {
    questions.push({
      ...base,
      type: 'shortanswer',
      name: name('answerPruned'),
      prompt: paragraphs(w('moodleAskPruned', { algo }), ...rule, ...how(w('moodleHowPruned', { none: w('answerNone') }))),
      answers: lists(e.answer.pruned),
    });
  }
  return questions;
}

/** The separators a list may use, the same one between every two names: a comma with at most one space on each side, or one space. */
export const LIST_SEPARATORS = [',', ', ', ' ,', ' , ', ' '] as const;

/**
 * The ways to write a list of names that count as right, one stored answer
 * each: the names in order with the same separator between every two
 * (`LIST_SEPARATORS`); `none` for no name. Moodle trims the response and
 * (unless `usecase`) ignores capitals, so spaces before the first name or
 * after the last and capitals do not matter. Mixed separators (`a,b, c`) or
 * two spaces are not among them: every mix would be 5ⁿ⁻¹ answers, and a
 * wildcard (`a*b*c`) would also accept a name too many (`a, x, b, c`).
 */
export function listAnswers(ids: readonly string[], none: string): string[] {
  if (ids.length === 0) return [none];
  return [...new Set(LIST_SEPARATORS.map((sep) => ids.map(oneLine).join(sep)))];
}

/**
 * A short answer as Moodle's matcher reads it (`compare_string_with_wildcard`):
 * every `*` written `\*`, so that it stands for itself and not for any run of
 * characters. Moodle turns each `\*` back into `*` and leaves every other
 * backslash alone, so any text comes back exactly (`a\*` is written `a\\*`).
 */
export function shortAnswerPattern(text: string): string {
  return text.replaceAll('*', '\\*');
}

/** Line breaks as spaces: a name or a short answer is one line (Moodle's answer box is one line, its XML parser drops line breaks). */
function oneLine(text: string): string {
  return text.replace(/\r\n?|\n/g, ' ');
}

/** A file name Moodle keeps as it is: letters, digits, `.`, `_` and `-`. */
function fileName(id: string, suffix: string): string {
  return `${id.replace(/[^A-Za-z0-9._-]/g, '_')}${suffix}.svg`;
}

function picture(e: Exercise, n: number, w: QuizWords): Picture {
  const stats = treeStats(e.tree);
  const alt = w('moodleImageAlt', { n, root: e.tree.id, nodes: stats.nodes, leaves: stats.leaves });
  return { file: fileName(e.id, ''), svg: treeSvg(e.tree, null, alt), alt };
}

const KIND_WORD: Record<Exclude<NodeKind, 'leaf'>, QuizKey> = { max: 'moodleKindMax', min: 'moodleKindMin', chance: 'moodleKindChance' };

/** The tree as text: a nested list of its nodes (name, kind, a leaf's value, a chance edge's probability), then its compact notation. */
export function outline(tree: TreeNode, w: QuizWords): string {
  const item = (node: TreeNode, chance: boolean): string => {
    let words =
      node.kind === 'leaf'
        ? w('moodleOutlineLeaf', { node: node.id, value: formatNumber(node.value) })
        : w('moodleOutlineInner', { node: node.id, kind: w(KIND_WORD[node.kind]) });
    if (chance) words = w('moodleOutlineEdge', { item: words, p: formatNumber(node.p) });
    const children = node.kind === 'leaf' ? '' : el('ul', {}, ...node.children.map((c) => item(c, node.kind === 'chance')));
    return el('li', {}, escapeXml(words), children);
  };
  return [
    el('p', {}, escapeXml(w('moodleTreeText'))),
    el('ul', {}, item(tree, false)),
    el('p', {}, escapeXml(w('moodleNotation'))),
    el('pre', {}, el('code', {}, escapeXml(printCompact(tree)))),
  ].join('');
}

/** The key: the root's value and the best move, every node's value, α/β (alpha-beta), the leaves in order, the cuts; and its picture. */
function keyOf(e: Exercise, n: number, options: ExerciseOptions, w: QuizWords): { html: string; picture: Picture } {
  const algo = w(`algorithm.${options.algo}`);
  const trace = e.search.trace;
  const index = viewTreeOfTree(e.tree, trace);
  const view = stepView(index, trace, trace.length);
  const shown = (i: number) => {
    const sign = valueSign(index.kindOf(i), statusOf(view, i), certaintyOf(view, i));
    return `${sign === '' ? '=' : sign} ${formatNumber(entryAt(view.value, i))}`;
  };
  const values: string[] = [];
  const windows: string[] = [];
  const cuts: string[] = [];
  for (let i = 0; i < index.count; i++) {
    const kind = index.kindOf(i);
    const value = entryAt(view.value, i);
    if (kind === 'leaf' || statusOf(view, i) === 'pruned' || Number.isNaN(value)) continue;
    const alpha = formatNumber(entryAt(view.alpha, i));
    const beta = formatNumber(entryAt(view.beta, i));
    values.push(`${index.id(i)} ${shown(i)}`);
    if (options.algo === 'alphabeta') windows.push(`${index.id(i)}: α = ${alpha}, β = ${beta}`);
    const skipped = [...index.children(i)].filter((c) => statusOf(view, c) === 'pruned').map((c) => index.id(c));
    if (skipped.length > 0) {
      const condition = kind === 'max' ? `≥ β = ${beta}` : `≤ α = ${alpha}`;
      cuts.push(w('moodleKeyCut', { node: index.id(i), value: formatNumber(value), condition, children: skipped.join(', ') }));
    }
  }
  const lines = [
    w('moodleKeyRoot', { root: e.tree.id, value: formatNumber(e.answer.value), action: e.answer.action }),
    w('moodleKeyValues', { values: values.join(', ') }),
    ...(options.algo === 'alphabeta' ? [w('moodleKeyWindows', { windows: windows.join('; ') })] : []),
    `${w('answerEvaluated')}: ${e.answer.evaluated.join(', ')}.`,
    ...(options.algo === 'alphabeta' ? (cuts.length === 0 ? [w('moodleKeyNoCut')] : cuts) : []),
  ];
  const html = [el('p', {}, el('strong', {}, escapeXml(w('moodleKeyTitle', { algo })))), ...lines.map((line) => el('p', {}, escapeXml(line)))].join('');
  const alt = w('moodleKeyAlt', { n, algo });
  return {
    html,
    picture: { file: fileName(e.id, '-key'), svg: treeSvg(e.tree, { trace, windows: options.algo === 'alphabeta', best: w('keyBest') }, alt), alt },
  };
}
