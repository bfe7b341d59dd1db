/**
 * Questions (moodle.ts) in GIFT, Moodle's plain-text question format
 * (docs.moodle.org/en/GIFT_format; what question/format/gift reads): one
 * question a block, blocks apart by a blank line; `::name::`, the text in
 * `[html]`, the answers in braces — `{#3:0}` numerical, `{=right ~wrong}`
 * multiple choice, `{=a =b}` short answer — each with `#feedback`, and
 * `####` before the general feedback (the key). A `$CATEGORY:` block first.
 *
 * GIFT embeds no files: the tree is there as text (the nested list and the
 * compact notation). Its special characters ~ = # { } : and the backslash are
 * escaped with a backslash, and a line break written `\n`, as Moodle's own
 * GIFT export does, so any name reads back as it was.
 */
import type { Quiz, QuizQuestion } from './moodle.ts';

/** A text with GIFT's special characters escaped: `\` first, then ~ = # { } :, a line break as `\n`. */
export function giftEscape(s: string): string {
  return s
    .replace(/[\\~=#{}:]/g, (c) => `\\${c}`)
    .replace(/\r/g, '')
    .replace(/\n/g, '\\n');
}

/** The quiz as a GIFT file. */
export function giftText(quiz: Quiz): string {
  // Moodle reads the category line without its escapes: the category holds none of GIFT's characters (moodle.ts).
  const head = [`// ${quiz.title.replace(/\s+/g, ' ')}`, `$CATEGORY: ${quiz.category}`].join('\n');
  return `${[head, ...quiz.questions.map(question)].join('\n\n')}\n`;
}

function question(q: QuizQuestion): string {
  const feedback = (html: string) => (html === '' ? '' : `#${giftEscape(html)}`);
  const lines: string[] = [];
  switch (q.type) {
    case 'numerical':
      for (const a of q.answers) lines.push(`=%${a.fraction}%${giftEscape(a.text)}:${q.tolerance}${feedback(a.feedback)}`);
      break;
    case 'multichoice':
      for (const a of q.answers) lines.push(`${a.fraction === 100 ? '=' : '~'}${giftEscape(a.text)}${feedback(a.feedback)}`);
      break;
    case 'shortanswer':
      for (const a of q.answers) lines.push(`=%${a.fraction}%${giftEscape(a.text)}${feedback(a.feedback)}`);
      break;
  }
  lines.push(`####${giftEscape(q.feedback)}`);
  const open = q.type === 'numerical' ? '{#' : '{';
  return `::${giftEscape(q.name)}::[html]${giftEscape(q.prompt + q.outline)}${open}\n${lines.map((l) => `\t${l}`).join('\n')}\n}`;
}
