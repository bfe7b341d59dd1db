/**
 * Small models of Moodle's own PHP, for grading and reading the export as
 * Moodle does (issue 38; tests/unit/moodle-matcher.test.ts), written here from
 * what the code does:
 * - the short-answer matcher, `qtype_shortanswer_question::compare_string_with_wildcard`
 *   (question/type/shortanswer/question.php): both strings NFC, the pattern cut
 *   at each run of `*` not after a backslash (any run of characters there),
 *   `\*` in the pieces a literal `*`, the whole trimmed response matched,
 *   capitals ignored unless `usecase`;
 * - the XML parser, `core_xml_parser` (lib/xmlize.php) over expat: text reaches
 *   it in pieces — each reference (`&amp;`) a piece, each line break a piece,
 *   each CDATA section its own, and a piece may be cut anywhere a 4096-byte
 *   chunk of the file ends — and a piece that is only white space is dropped;
 *   `getpath` then trims;
 * - the cleaning of names, `clean_param(PARAM_TEXT)`: PHP's `strip_tags`.
 * GIFT is read with tests/shared/moodle-files.ts's model of qformat_gift.
 */
import type { ReadQuestion } from './moodle-files.ts';

/** PHP's trim(): space, tab, line feed, carriage return, NUL and vertical tab, at both ends. */
// eslint-disable-next-line no-control-regex -- PHP's trim() takes NUL and vertical tab off too
export const phpTrim = (s: string): string => s.replace(/^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, '');

/** A port of Moodle's qtype_shortanswer_question::compare_string_with_wildcard(string, pattern, ignorecase). */
export function compareStringWithWildcard(response: string, pattern: string, ignoreCase: boolean): boolean {
  const pieces = pattern.normalize('NFC').split(/(?<!\\)\*+/);
  const literal = (piece: string) => piece.replaceAll('\\*', '*').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${pieces.map(literal).join('.*')}$`, ignoreCase ? 'iu' : 'u').test(phpTrim(response.normalize('NFC')));
}

/** Whether Moodle gives a response full marks: some answer with fraction 1 matches it. */
export function accepted(response: string, q: ReadQuestion): boolean {
  return q.answers.some((a) => a.fraction === 1 && compareStringWithWildcard(response, a.text, q.usecase !== '1'));
}

/** A piece of character data as expat hands it over; `cuttable` where a chunk of the file may end inside it. */
export interface Piece {
  data: string;
  cuttable: boolean;
}

/** Every element of an XML document, in order, with its path and the pieces of text directly in it. */
export function expatPieces(xml: string): { path: string; pieces: Piece[] }[] {
  const TOKEN =
    /<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\/([^\s>]+)\s*>|<([^\s/>]+)(?:\s+[^\s=]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(\/?)>|&(#x[0-9A-Fa-f]+|#[0-9]+|amp|lt|gt|quot|apos);|([^<&]+)/y;
  const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  const elements: { path: string; pieces: Piece[] }[] = [];
  const open: { path: string; pieces: Piece[] }[] = [];
  // A run of characters: a piece per line, each line break a piece of its own (expat's XML_TOK_DATA_NEWLINE).
  const lines = (run: string): Piece[] =>
    run
      .replace(/\r\n?/g, '\n')
      .split(/(\n)/)
      .filter((s) => s !== '')
      .map((data) => ({ data, cuttable: data !== '\n' }));
  for (let at = 0; at < xml.length;) {
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(xml);
    if (m === null) throw new Error(`not XML near ${JSON.stringify(xml.slice(at, at + 30))}`);
    at = TOKEN.lastIndex;
    const here = open[open.length - 1];
    if (m[1] !== undefined) here!.pieces.push(...lines(m[1]));
    else if (m[2] !== undefined) open.pop();
    else if (m[3] !== undefined) {
      const element = { path: `${here === undefined ? '' : `${here.path}/`}${m[3]}`, pieces: [] };
      elements.push(element);
      if (m[4] !== '/') open.push(element);
    } else if (m[5] !== undefined) {
      const e = m[5];
      const data = e.startsWith('#')
        ? String.fromCodePoint(Number.parseInt(e.startsWith('#x') ? e.slice(2) : e.slice(1), e.startsWith('#x') ? 16 : 10))
        : ENTITIES[e]!;
      here?.pieces.push({ data, cuttable: false });
    } else if (m[6] !== undefined && here !== undefined) here.pieces.push(...lines(m[6]));
  }
  return elements;
}

/** What core_xml_parser keeps of an element's pieces (a piece of white space alone is dropped), as getpath(…, true) returns it: trimmed. */
export const xmlize = (pieces: Piece[]): string =>
  phpTrim(
    pieces
      .filter((p) => p.data === '0' || phpTrim(p.data) !== '')
      .map((p) => p.data)
      .join(''),
  );

/** Every way one chunk boundary may cut the pieces (the file is parsed 4096 bytes at a time). */
export function* cuts(pieces: Piece[]): Generator<Piece[]> {
  yield pieces;
  for (const [i, p] of pieces.entries())
    if (p.cuttable)
      for (let k = 1; k < p.data.length; k++)
        yield [...pieces.slice(0, i), { data: p.data.slice(0, k), cuttable: true }, { data: p.data.slice(k), cuttable: true }, ...pieces.slice(i + 1)];
}

/** PHP's strip_tags (no tag allowed): a `<` not followed by white space starts a tag, dropped up to its `>` (outside quotes) or the end. */
export function stripTags(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '<' && !/[ \t\n\v\f\r]/.test(s[i + 1] ?? '')) {
      let quote = '';
      for (i++; i < s.length && (quote !== '' || s[i] !== '>'); i++)
        if (s[i] === '"' || s[i] === "'") quote = quote === s[i] ? '' : quote === '' ? s[i]! : quote;
      continue;
    }
    if (s[i] !== '\0') out += s[i];
  }
  return out;
}

/** clean_question_name: clean_param(PARAM_TEXT) — multilingual markup (`</span>`, `</lang>`) taken another way, not modelled — then trim. */
export const cleanName = (name: string): string => (/<\/(span|lang)>/.test(name) ? `(multilingual markup) ${name}` : phpTrim(stripTags(name)));
