/**
 * Questions (moodle.ts) as Moodle XML, the format of Moodle's question bank
 * import (docs.moodle.org/en/Moodle_XML_format; what question/format/xml
 * reads): `<quiz>` holding a `category` question, then one `<question
 * type="numerical|multichoice|shortanswer">` each, with `<name><text>`,
 * `<questiontext format="html">` whose `<text>` is CDATA, `<generalfeedback>`,
 * and `<answer fraction="…">` with its `<feedback>`; `<tolerance>` for a
 * numerical answer, `<single>true</single>` for one right choice,
 * `<usecase>` for short answers.
 *
 * The tree is embedded as a file of the question text, `<file name="…"
 * path="/" encoding="base64">`, shown by `<img src="@@PLUGINFILE@@/…">`; the
 * solved tree likewise in the general feedback. Every `<text>` is CDATA (a
 * `]]>` in it split across two sections), so the file is well formed whatever
 * the trees' names hold, and Moodle reads back every character (issue 38): its
 * parser (lib/xmlize.php, `core_xml_parser`) drops each piece of text that is
 * only white space, and expat hands over every reference (`&amp;`) and every
 * line break as a piece of its own — so `&amp; &lt;` written as references
 * would come back `&<`, and a line break would vanish. In CDATA nothing but a
 * line break is a piece of its own: a line break in HTML is written `&#10;`
 * (the same to a browser, a line break in `<pre>` still), and names and short
 * answers are one line already (moodle.ts).
 */
import type { Picture, Quiz, QuizQuestion } from './moodle.ts';
import { base64, cdata, el, xmlDeclaration } from './moodle-markup.ts';

const HTML = { format: 'html' };

/** A plain text (a name, an answer) as Moodle's parser keeps it: CDATA, a line break a space. */
const plain = (s: string | number): string => el('text', {}, cdata(String(s).replace(/\r\n?|\n/g, ' ')));
/** HTML as Moodle's parser keeps it: CDATA, a line break `&#10;`. */
const html = (s: string): string => el('text', {}, cdata(s.replace(/\r\n?|\n/g, '&#10;')));

/** The quiz as one Moodle XML document. */
export function moodleXml(quiz: Quiz): string {
  const category = el('question', { type: 'category' }, el('category', {}, plain(quiz.category)), el('info', HTML, html(quiz.title)));
  const questions = quiz.questions.map(question);
  return `${xmlDeclaration()}\n${el('quiz', {}, '\n', category, '\n', ...questions.flatMap((q) => [q, '\n']))}\n`;
}

/** An HTML text field: the text in CDATA, and the files it shows. */
function field(name: string, text: string, files: Picture[] = []): string {
  return el(name, HTML, html(text), ...files.map((f) => el('file', { name: f.file, path: '/', encoding: 'base64' }, base64(f.svg))));
}

/** A picture in HTML: the embedded file, as wide as the question's text allows. */
function image(p: Picture): string {
  return el('p', {}, el('img', { src: `@@PLUGINFILE@@/${p.file}`, alt: p.alt, class: 'img-fluid', style: css({ 'max-width': '100%', height: 'auto' }) }));
}

/** Inline CSS from its properties. */
function css(properties: Record<string, string>): string {
  return Object.entries(properties)
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
}

function question(q: QuizQuestion): string {
  const parts = [
    el('name', {}, plain(q.name)),
    field('questiontext', q.prompt + image(q.picture) + q.outline, [q.picture]),
    field('generalfeedback', q.feedback + image(q.keyPicture), [q.keyPicture]),
    el('defaultgrade', {}, '1'),
    el('penalty', {}, '0.3333333'),
    el('hidden', {}, '0'),
  ];
  const answer = (a: QuizQuestion['answers'][number], format: string, ...extra: string[]) =>
    el('answer', { fraction: a.fraction, format }, format === 'html' ? html(a.text) : plain(a.text), field('feedback', a.feedback), ...extra);
  switch (q.type) {
    case 'numerical':
      parts.push(...q.answers.map((a) => answer(a, 'moodle_auto_format', el('tolerance', {}, String(q.tolerance)))));
      // No units: the answer is a bare number.
      parts.push(el('unitgradingtype', {}, '0'), el('unitpenalty', {}, '0.1000000'), el('showunits', {}, '3'), el('unitsleft', {}, '0'));
      break;
    case 'multichoice':
      // One right choice; the choices in the tree's order, left to right, as the picture shows them.
      parts.push(el('single', {}, 'true'), el('shuffleanswers', {}, 'false'), el('answernumbering', {}, 'abc'), el('showstandardinstruction', {}, '0'));
      parts.push(field('correctfeedback', ''), field('partiallycorrectfeedback', ''), field('incorrectfeedback', ''));
      parts.push(...q.answers.map((a) => answer(a, 'html')));
      break;
    case 'shortanswer':
      parts.push(el('usecase', {}, q.usecase ? '1' : '0'), ...q.answers.map((a) => answer(a, 'moodle_auto_format')));
      break;
  }
  return el('question', { type: q.type }, ...parts);
}
