/**
 * Questions (moodle.ts) in GIFT, Moodle's plain-text question format
 * (docs.moodle.org/en/GIFT_format; what question/format/gift reads): one
 * question a block, blocks apart by a blank line; `::name::`, the text in
 * `[html]`, the answers in braces — `{#3:0}` numerical, `{=right ~wrong}`
 * multiple choice, `{=a =b}` short answer — each with `#feedback`, and
 * `####` before the general feedback (the key). A `$CATEGORY:` block first,
 * after `//` comments: the set's title, and what GIFT cannot say that the
 * Moodle XML does (issue 38) — Moodle's GIFT import gives every multiple
 * choice the site's "shuffle the choices" and every short answer `usecase` 0
 * (capitals ignored; `qformat_default::defaultquestion`).
 *
 * GIFT embeds no files: the tree is there as text (the nested list and the
 * compact notation). Its special characters ~ = # { } : and the backslash are
 * escaped with a backslash, and a line break written `\n`, as Moodle's own
 * GIFT export does, so any name reads back as it was. Moodle undoes `\\`
 * before its other escapes and leaves `\*` alone, so a short answer's `\*`
 * (moodle.ts: a literal `*`) is written `\\*` and reaches the matcher as `\*`.
 * Two things GIFT cannot write, worked around: a text that starts with
 * `[html]` (or another format's name in brackets) would lose it as a format
 * mark, so such a text gets a format mark of its own first; and `->` in a
 * short answer makes Moodle read the question as a matching one, so there it
 * is written `-*>`, which also accepts anything typed between `-` and `>`
 * (the XML has neither limit).
 */
import type { Quiz, QuizQuestion } from './moodle.ts';

/** A text with GIFT's special characters escaped: `\` first, then ~ = # { } :, a line break as `\n`. */
export function giftEscape(s: string): string {
  return s
    .replace(/[\\~=#{}:]/g, (c) => `\\${c}`)
    .replace(/\r/g, '')
    .replace(/\n/g, '\\n');
}

/** A text Moodle reads with its format mark (`parse_text_with_format`): escaped, and one that starts with `[` marked `[format]` first. */
function giftField(s: string, format: 'html' | 'plain'): string {
  return `${s.trimStart().startsWith('[') ? `[${format}]` : ''}${giftEscape(s)}`;
}

/** The quiz as a GIFT file. */
export function giftText(quiz: Quiz): string {
  // Moodle reads the category line without its escapes: the category holds none of GIFT's characters (moodle.ts).
  const comments = [quiz.title, ...quiz.giftLimits].map((line) => `// ${line.replace(/\s+/g, ' ')}`);
  const head = [...comments, `$CATEGORY: ${quiz.category}`].join('\n');
  return `${[head, ...quiz.questions.map(question)].join('\n\n')}\n`;
}

function question(q: QuizQuestion): string {
  const feedback = (html: string) => (html === '' ? '' : `#${giftField(html, 'html')}`);
  const lines: string[] = [];
  switch (q.type) {
    case 'numerical':
      for (const a of q.answers) lines.push(`=%${a.fraction}%${giftEscape(a.text)}:${q.tolerance}${feedback(a.feedback)}`);
      break;
    case 'multichoice':
      for (const a of q.answers) lines.push(`${a.fraction === 100 ? '=' : '~'}${giftField(a.text, 'html')}${feedback(a.feedback)}`);
      break;
    case 'shortanswer':
      for (const a of q.answers) lines.push(`=%${a.fraction}%${giftField(a.text.replaceAll('->', '-*>'), 'plain')}${feedback(a.feedback)}`);
      break;
  }
  lines.push(`####${giftEscape(q.feedback)}`);
  const open = q.type === 'numerical' ? '{#' : '{';
  return `::${giftEscape(q.name)}::[html]${giftEscape(q.prompt + q.outline)}${open}\n${lines.map((l) => `\t${l}`).join('\n')}\n}`;
}
