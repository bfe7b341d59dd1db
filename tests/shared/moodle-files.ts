/**
 * Reading the Moodle export back (issue 24), for the unit, integration and
 * browser tests: Moodle XML parsed by a W3C XML parser (@xmldom/xmldom, any
 * well-formedness error, warnings included, fails) and checked against the
 * question format Moodle documents and its importer reads
 * (docs.moodle.org/en/Moodle_XML_format; question/format/xml/format.php);
 * GIFT read as Moodle's own importer reads it (question/format/gift/format.php:
 * blank lines apart, `//` comments, escapes, `::name::`, `[html]`, the answers
 * between the first `{` and `}`, `####` general feedback). And the key from
 * the tutor's searchers themselves (src/search), not from the set's answers.
 */
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { SEARCHERS } from '../../src/search/index.ts';
import type { Tracer } from '../../src/search/tracer.ts';
import { TreeGame } from '../../src/games/tree/game.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import type { CanonicalTree, TreeNode } from '../../src/games/tree/tree.ts';

/** One question as read back: its type, name, texts, answers (fraction 0–1, as Moodle stores it). */
export interface ReadQuestion {
  type: string;
  name: string;
  text: string;
  generalFeedback: string;
  answers: { text: string; fraction: number; feedback: string; tolerance?: number }[];
  /** Moodle XML: the files of the question text and the general feedback, decoded. */
  files: { name: string; content: string }[];
  single?: string;
  usecase?: string;
}

/**
 * Parses XML strictly: any warning or error of the parser throws, and so do
 * the well-formedness errors xmldom lets pass — a character XML 1.0 forbids,
 * an `&` that starts no reference, `]]>` outside a CDATA section, `<` in an
 * attribute's value.
 */
export function parseXml(text: string, mime: 'text/xml' | 'image/svg+xml' = 'text/xml'): Document {
  // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids
  const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/.exec(text);
  if (forbidden !== null) throw new Error(`XML: character U+${forbidden[0].charCodeAt(0).toString(16)} at ${forbidden.index}`);
  const outside = text.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>/g, '');
  const amp = /&(?![A-Za-z_][\w.-]*;|#[0-9]+;|#x[0-9A-Fa-f]+;)/.exec(outside);
  if (amp !== null) throw new Error(`XML: a bare & near ${JSON.stringify(outside.slice(amp.index, amp.index + 20))}`);
  if (outside.includes(']]>')) throw new Error('XML: ]]> outside a CDATA section');
  if (/<[^>]*=\s*("[^"]*<[^"]*"|'[^']*<[^']*')/.test(outside)) throw new Error('XML: < in an attribute value');
  const parser = new DOMParser({
    onError: (level, message) => {
      throw new Error(`XML ${level}: ${message}`);
    },
  });
  return parser.parseFromString(text, mime);
}

const children = (e: Element, name?: string): Element[] =>
  Array.from(e.childNodes as unknown as ArrayLike<Element>).filter((c) => c.nodeType === 1 && (name === undefined || c.tagName === name));
const only = (e: Element, name: string): Element => {
  const found = children(e, name);
  if (found.length !== 1) throw new Error(`<${e.tagName}> has ${found.length} <${name}>, not one`);
  return found[0]!;
};
const textOf = (e: Element) => only(e, 'text').textContent ?? '';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const FORMATS = ['html', 'moodle_auto_format', 'plain_text', 'markdown'];

/**
 * Reads a Moodle XML quiz and checks it against the documented format: a
 * `<quiz>` of `<question type>`s; a category's `<category><text>`; each other
 * question's `<name><text>`, `<questiontext format>` and `<generalfeedback>`
 * with a `<text>`, `<defaultgrade>`, `<penalty>`, `<hidden>`, and answers with a
 * `fraction` 0–100, a `<text>` and a `<feedback><text>`; numerical answers a
 * `<tolerance>`; multiple choice `<single>`, `<shuffleanswers>`,
 * `<answernumbering>`; short answer `<usecase>`; every `<file>` base64 under
 * path "/", and every `@@PLUGINFILE@@/name` in a text naming a file of it.
 */
export function readMoodleXml(xml: string): { category: string; questions: ReadQuestion[] } {
  const quiz = parseXml(xml).documentElement!;
  if (quiz.tagName !== 'quiz') throw new Error(`root <${quiz.tagName}>, not <quiz>`);
  let category = '';
  const questions: ReadQuestion[] = [];
  for (const q of children(quiz)) {
    if (q.tagName !== 'question') throw new Error(`<quiz> holds <${q.tagName}>`);
    const type = q.getAttribute('type') ?? '';
    if (type === 'category') {
      category = textOf(only(q, 'category'));
      continue;
    }
    if (!['numerical', 'multichoice', 'shortanswer'].includes(type)) throw new Error(`question type ${type}`);
    const name = textOf(only(q, 'name')).trim();
    if (name === '' || name.length > 255) throw new Error(`question name of ${name.length} characters`);
    const files: ReadQuestion['files'] = [];
    const field = (e: Element) => {
      if (!FORMATS.includes(e.getAttribute('format') ?? '')) throw new Error(`<${e.tagName}> format ${e.getAttribute('format')}`);
      const html = textOf(e);
      const here = children(e, 'file').map((f) => {
        const content = f.textContent ?? '';
        if (f.getAttribute('encoding') !== 'base64' || f.getAttribute('path') !== '/' || !BASE64.test(content))
          throw new Error(`<file name="${f.getAttribute('name')}"> not base64 under /`);
        return { name: f.getAttribute('name') ?? '', content: Buffer.from(content, 'base64').toString('utf8') };
      });
      const used = [...html.matchAll(/@@PLUGINFILE@@\/([^"'\s>]+)/g)].map((m) => decodeURIComponent(m[1]!));
      if (JSON.stringify([...new Set(used)].sort()) !== JSON.stringify(here.map((f) => f.name).sort()))
        throw new Error(`${name}: files ${here.map((f) => f.name)} but the text shows ${used}`);
      files.push(...here);
      return html;
    };
    const text = field(only(q, 'questiontext'));
    const generalFeedback = field(only(q, 'generalfeedback'));
    for (const tag of ['defaultgrade', 'penalty']) if (!Number.isFinite(Number(only(q, tag).textContent))) throw new Error(`<${tag}> not a number`);
    if (!['0', '1'].includes(only(q, 'hidden').textContent ?? '')) throw new Error('<hidden> not 0 or 1');
    const answers = children(q, 'answer').map((a) => {
      const fraction = Number(a.getAttribute('fraction'));
      if (!(fraction >= 0 && fraction <= 100)) throw new Error(`${name}: fraction ${a.getAttribute('fraction')}`);
      const answer: ReadQuestion['answers'][number] = { text: textOf(a).trim(), fraction: fraction / 100, feedback: textOf(only(a, 'feedback')) };
      if (type === 'numerical') {
        answer.tolerance = Number(only(a, 'tolerance').textContent);
        if (!(answer.tolerance >= 0) || !Number.isFinite(Number(answer.text)))
          throw new Error(`${name}: numerical answer ${answer.text} ± ${answer.tolerance}`);
      }
      return answer;
    });
    if (answers.length === 0 || !answers.some((a) => a.fraction === 1)) throw new Error(`${name}: no full-marks answer`);
    const read: ReadQuestion = { type, name, text, generalFeedback, answers, files };
    if (type === 'multichoice') {
      read.single = only(q, 'single').textContent ?? '';
      if (!['true', 'false'].includes(only(q, 'shuffleanswers').textContent ?? '')) throw new Error('<shuffleanswers>');
      if (!['abc', 'ABCD', '123', 'iii', 'IIII', 'none'].includes(only(q, 'answernumbering').textContent ?? '')) throw new Error('<answernumbering>');
    }
    if (type === 'shortanswer') {
      read.usecase = only(q, 'usecase').textContent ?? '';
      if (!['0', '1'].includes(read.usecase)) throw new Error('<usecase> not 0 or 1');
    }
    questions.push(read);
  }
  return { category, questions };
}

// ---- GIFT, as qformat_gift::readquestion reads it -------------------------------------------

const ESCAPED = ['\\:', '\\#', '\\=', '\\{', '\\}', '\\~', '\\n'];
const PLACEHOLDERS = ['&&058;', '&&035;', '&&061;', '&&123;', '&&125;', '&&126;', '&&010'];
const CHARACTERS = [':', '#', '=', '{', '}', '~', '\n'];

function escapedPre(s: string): string {
  let out = s.replaceAll('\\\\', '&&092;');
  ESCAPED.forEach((e, i) => (out = out.replaceAll(e, PLACEHOLDERS[i]!)));
  return out.replaceAll('&&092;', '\\');
}
function escapedPost(s: string): string {
  let out = s;
  PLACEHOLDERS.forEach((p, i) => (out = out.replaceAll(p, CHARACTERS[i]!)));
  return out;
}
/** parse_text_with_format: a leading [format] taken off; the escapes undone; trimmed. */
function withFormat(s: string): { text: string; format: string | null } {
  let text = s;
  let format: string | null = null;
  const m = /^\[(html|moodle|plain|markdown)\]/.exec(text);
  if (m !== null) {
    format = m[1]!;
    text = text.slice(m[0].length);
  }
  return { text: escapedPost(text).trim(), format };
}
/** An answer and its feedback (`#`), the weight (`%n%` or `=`) already taken off. */
function comment(answer: string): { text: string; feedback: string } {
  const at = answer.indexOf('#');
  return at < 0
    ? { text: withFormat(answer.trim()).text, feedback: '' }
    : { text: withFormat(answer.slice(0, at).trim()).text, feedback: withFormat(answer.slice(at + 1).trim()).text };
}
function weight(answer: string): { fraction: number; rest: string } | null {
  const m = /^%-*([0-9]{1,2})\.?([0-9]*)%/.exec(answer);
  if (m === null) return null;
  const end = answer.indexOf('%', 1);
  return { fraction: Number(answer.slice(1, end)) / 100, rest: answer.slice(end + 1) };
}

/** Reads a GIFT file as Moodle does; throws where Moodle would refuse a question. */
export function readGift(gift: string): { category: string; questions: ReadQuestion[] } {
  const blocks: string[][] = [[]];
  for (const raw of gift.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') blocks.push([]);
    else blocks[blocks.length - 1]!.push(line.startsWith('//') ? ' ' : line);
  }
  let category = '';
  const questions: ReadQuestion[] = [];
  for (const lines of blocks) {
    let text = lines.join('\n').trim();
    if (text === '') continue;
    text = escapedPre(text);
    if (text.startsWith('$CATEGORY:')) {
      category = text.slice(10).trim();
      continue;
    }
    if (!text.startsWith('::')) throw new Error(`a question without a name: ${text.slice(0, 60)}`);
    const end = text.indexOf('::', 2);
    const name = escapedPost(text.slice(2, end)).trim();
    text = text.slice(end + 2).trim();
    const start = text.indexOf('{');
    const finish = text.indexOf('}');
    if (start < 0 || finish < 0 || !text.endsWith('}') || finish !== text.length - 1) throw new Error(`${name}: the answers are not one {…} at the end`);
    let answers = text.slice(start + 1, finish).trim();
    const question = withFormat(text.slice(0, start));
    const gf = answers.lastIndexOf('####');
    const generalFeedback = gf < 0 ? '' : withFormat(answers.slice(gf + 4)).text;
    if (gf >= 0) answers = answers.slice(0, gf).trim();
    const read: ReadQuestion = { type: '', name, text: question.text, generalFeedback, answers: [], files: [] };
    if (question.format !== 'html') throw new Error(`${name}: format ${question.format}`);
    if (answers.startsWith('#')) {
      read.type = 'numerical';
      for (const part of answers
        .slice(1)
        .split('=')
        .map((s) => s.trim())
        .filter((s) => s !== '')) {
        const w = weight(part);
        const { text: value, feedback } = comment(w?.rest ?? part);
        const [answer, tolerance] = value.split(':');
        read.answers.push({ text: answer!.trim(), fraction: w?.fraction ?? 1, feedback, tolerance: Number(tolerance ?? 0) });
      }
    } else if (answers.includes('~')) {
      read.type = 'multichoice';
      read.single = answers.includes('=') ? 'true' : 'false';
      for (const part of answers
        .replaceAll('=', '~=')
        .split('~')
        .map((s) => s.trim())
        .filter((s) => s !== '')) {
        const right = part.startsWith('=');
        read.answers.push({ ...comment(right ? part.slice(1) : part), fraction: right ? 1 : 0 });
      }
    } else if (answers.includes('=') && !answers.includes('->')) {
      read.type = 'shortanswer';
      for (const part of answers
        .split('=')
        .map((s) => s.trim())
        .filter((s) => s !== '')) {
        const w = weight(part);
        read.answers.push({ ...comment(w?.rest ?? part), fraction: w?.fraction ?? 1 });
      }
    } else throw new Error(`${name}: not a numerical, multiple-choice or short-answer question`);
    questions.push(read);
  }
  return { category, questions };
}

/** HTML's character references back to characters (the ones the export writes). */
export function unescapeHtml(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!);
}

// ---- the key, from the tutor's searchers ------------------------------------------------------

/** The root's value, best move, leaves in evaluation order and children cut, as src/search's searcher finds them. */
export function searchedKey(
  tree: CanonicalTree,
  algo: 'minimax' | 'alphabeta' | 'expectiminimax',
): { value: number; action: string; children: string[]; evaluated: string[]; pruned: string[] } {
  const parsed = parseTree(JSON.stringify(tree));
  if (!parsed.ok) throw new Error('tree');
  const ids = new Map<number, string>();
  const evaluated: string[] = [];
  const pruned: string[] = [];
  const none = () => undefined;
  const tracer: Tracer<TreeNode> = {
    enter: (node, _parent, state) => void ids.set(node, state.id),
    evaluate: (node) => void evaluated.push(ids.get(node)!),
    skip: (_node, _parent, state) => void pruned.push(state.id),
    update: none,
    bound: none,
    prune: none,
    average: none,
    exit: none,
    hit: none,
    store: none,
    iteration: none,
    probe: none,
  };
  const result = SEARCHERS[algo](new TreeGame(), parsed.tree, { tracer });
  return { value: result.value, action: result.action!.id, children: parsed.tree.children.map((c) => c.id), evaluated, pruned };
}
