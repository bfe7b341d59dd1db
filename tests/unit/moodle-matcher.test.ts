/**
 * The Moodle export as Moodle itself grades and reads it (issue 38), with
 * tests/shared/moodle-php.ts's models of Moodle's PHP: its short-answer matcher
 * (`compare_string_with_wildcard`), its XML parser (`core_xml_parser` over
 * expat: white-space-only pieces dropped) and its cleaning of names
 * (`strip_tags`); GIFT read with tests/shared/moodle-files.ts's qformat_gift.
 *
 * Checked: every spelling of a list the question documents is accepted by a
 * stored answer, and nothing else near it (a leaf too many, one missing, two
 * swapped, separators mixed) — in both formats, for sets of every algorithm and
 * difficulty; names full of `*`, `&`, `<`, `]]>` and spaces between escapes
 * come back exactly; GIFT's limits are said in the file and on the page.
 */
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, test } from 'vitest';
import { DIFFICULTIES, EXERCISE_ALGORITHMS, exerciseSet, type Exercise, type ExerciseOptions } from '../../src/app/exercise.ts';
import { LIST_SEPARATORS, exerciseQuiz, listAnswers, shortAnswerPattern, type QuizWords } from '../../src/app/moodle.ts';
import { moodleXml } from '../../src/app/moodle-xml.ts';
import { giftText } from '../../src/app/gift.ts';
import { cdata, el, text } from '../../src/app/moodle-markup.ts';
import { DEFAULT_REQUEST, searchTree } from '../../src/app/tree-search.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { walkTree } from '../../src/games/tree/tree.ts';
import { say } from '../../src/i18n/say.ts';
import { readGift, readMoodleXml, type ReadQuestion } from '../shared/moodle-files.ts';
import { accepted, cleanName, compareStringWithWildcard, cuts, expatPieces, phpTrim, xmlize } from '../shared/moodle-php.ts';

// ---- the export --------------------------------------------------------------------------------

const words =
  (lang: 'en' | 'es'): QuizWords =>
  (key, params) =>
    say({ code: key, params: params ?? {} }, lang);

/** Both files of a set, read back as Moodle reads them, and the XML's texts as Moodle's parser keeps them. */
function exported(set: Exercise[], options: ExerciseOptions, lang: 'en' | 'es' = 'en') {
  const quiz = exerciseQuiz(set, options, words(lang));
  const xmlText = moodleXml(quiz);
  const giftFile = giftText(quiz);
  return { quiz, xmlText, giftFile, xml: readMoodleXml(xmlText), gift: readGift(giftFile) };
}

/** The short-answer questions of each exercise with the list they ask for, from both files (GIFT short answers ignore capitals). */
function listQuestions(set: Exercise[], options: ExerciseOptions, read: { questions: ReadQuestion[] }) {
  const per = options.algo === 'alphabeta' ? 4 : 3;
  return set.flatMap((e, k) => {
    const [, , evaluated, pruned] = read.questions.slice(k * per, (k + 1) * per);
    const lists: [ReadQuestion, string[]][] = [[evaluated!, e.answer.evaluated]];
    if (pruned !== undefined) lists.push([pruned, e.answer.pruned]);
    return lists.map(([q, ids]) => ({ e, q, ids }));
  });
}

/** Lists that are not the answer, near it: a name too many in between, one missing, two swapped. */
function wrongLists(ids: string[], e: Exercise, none: string): string[][] {
  const all = [...walkTree(e.tree)].map((n) => n.id);
  const other = all.find((id) => !ids.includes(id)) ?? ids[0]!;
  if (ids.length === 0) return [[other]];
  const wrong = [[ids[0]!, other, ...ids.slice(1)], [...ids, other], ids.length === 1 ? [none] : ids.filter((_, i) => i !== Math.floor(ids.length / 2))];
  if (ids.length >= 2) wrong.push([ids[1]!, ids[0]!, ...ids.slice(2)]);
  return wrong.filter((w) => w.join('\u0000') !== ids.join('\u0000'));
}

const SETS = EXERCISE_ALGORITHMS.flatMap((algo) => DIFFICULTIES.map((difficulty) => ({ algo, difficulty })));

describe('lists: what the question says is accepted, and nothing near it', () => {
  test.each(SETS)('$algo $difficulty: every documented spelling in both files, no wrong list', ({ algo, difficulty }) => {
    for (const seed of [1, 7, 2016, 40_000]) {
      const options = { seed, count: 2, difficulty, algo };
      const set = exerciseSet(options);
      for (const lang of ['en', 'es'] as const) {
        const none = words(lang)('answerNone');
        const { xml, gift } = exported(set, options, lang);
        for (const read of [xml, gift])
          for (const { e, q, ids } of listQuestions(set, options, read)) {
            const right = ids.length === 0 ? [none] : LIST_SEPARATORS.map((sep) => ids.join(sep));
            // Spaces before the first name or after the last, and capitals: Moodle trims and ignores case.
            for (const r of right.flatMap((r) => [r, `  ${r} `, r.toUpperCase(), r.toLowerCase()])) expect(accepted(r, q), `${e.id}: ${r}`).toBe(true);
            for (const w of wrongLists(ids, e, none))
              for (const sep of LIST_SEPARATORS) expect(accepted(w.join(sep), q), `${e.id}: ${w.join(sep)}`).toBe(false);
            // The rule is exact: separators mixed, or two spaces, are refused.
            if (ids.length >= 3)
              for (const a of LIST_SEPARATORS)
                for (const b of LIST_SEPARATORS) {
                  const spelling = `${ids[0]}${a}${ids.slice(1).join(b)}`;
                  expect(accepted(spelling, q), spelling).toBe(a === b);
                }
            if (ids.length >= 2) expect(accepted(ids.join(',  '), q)).toBe(false);
          }
      }
    }
  });

  test('the question says the rule, with its examples, and the examples are graded as it says (English and Spanish)', () => {
    const options = { seed: 7, count: 1, difficulty: 'medium', algo: 'alphabeta' } as const;
    const set = exerciseSet(options);
    const example = ['x1', 'x2', 'y1'];
    const stored = { answers: listAnswers(example, 'none').map((text) => ({ text: shortAnswerPattern(text), fraction: 1, feedback: '' })) } as ReadQuestion;
    for (const lang of ['en', 'es'] as const) {
      const { xml, gift } = exported(set, options, lang);
      const rule = words(lang)('moodleHowList');
      for (const q of [...listQuestions(set, options, xml), ...listQuestions(set, options, gift)].map((l) => l.q)) {
        expect(q.text).toContain(rule);
        expect(q.text).toContain(words(lang)('moodleCaseIgnored'));
      }
      for (const right of ['x1, x2, y1', 'x1,x2,y1', 'x1 x2 y1']) {
        expect(rule).toContain(right);
        expect(accepted(right, stored)).toBe(true);
      }
      expect(rule).toContain('x1,x2, y1');
      expect(accepted('x1,x2, y1', stored)).toBe(false);
    }
    expect(words('en')('moodleHowList')).toMatch(
      /same separator between every two names: a comma with at most one space on each side of it, or a single space/,
    );
  });

  test('the matcher: `*` is any run of characters, `\\*` a literal star, the whole trimmed response, capitals as asked', () => {
    expect(compareStringWithWildcard('  a, b ', 'a, b', true)).toBe(true);
    expect(compareStringWithWildcard('A, B', 'a, b', false)).toBe(false);
    expect(compareStringWithWildcard('a, x, b', 'a*b', true)).toBe(true);
    expect(compareStringWithWildcard('aXb', 'a\\*b', true)).toBe(false);
    expect(compareStringWithWildcard('a*b', 'a\\*b', true)).toBe(true);
    expect(compareStringWithWildcard('a, b, c', 'a, b', true)).toBe(false);
    for (const s of ['*', '**', 'a*b', '\\*', 'x\\\\*', '*\\', 'a.b+(c)|[d]', 'ñ*É'])
      for (const response of [s, s.replaceAll('*', 'X'), s.replaceAll('*', '')])
        expect(compareStringWithWildcard(response, shortAnswerPattern(s), true), `${s} vs ${response}`).toBe(response === s);
  });
});

// ---- names Moodle treats specially --------------------------------------------------------------

/** A tree whose names hold what Moodle's matcher, its XML parser, its name cleaning and GIFT treat specially. */
const HOSTILE = {
  id: 'R<b>',
  kind: 'max',
  children: [
    {
      id: 'A & <B>',
      kind: 'min',
      children: [
        { id: 'x*1', value: 3 },
        { id: 'x**2 ]]>', value: 12 },
        { id: '\\*y', value: 8 },
      ],
    },
    {
      id: 'C</span>',
      kind: 'min',
      children: [
        { id: 'z & < 3', value: 2 },
        { id: '[html]w', value: 4 },
        { id: 'v*', value: 6 },
      ],
    },
  ],
};

/** A: max(B: min(leaf, leaf), C: min(leaf, leaf)), the leaves named `ids`, worth 3, 5, 1 and 9: B is best, C's second leaf is cut. */
function twoByTwo(ids: readonly [string, string, string, string]): object {
  const leaf = (k: number) => ({ id: ids[k], value: [3, 5, 1, 9][k] });
  return {
    id: 'A',
    kind: 'max',
    children: [
      { id: 'B', kind: 'min', children: [leaf(0), leaf(1)] },
      { id: 'C', kind: 'min', children: [leaf(2), leaf(3)] },
    ],
  };
}

function oneExercise(tree: object, id: string, algo: ExerciseOptions['algo'] = 'alphabeta'): { set: Exercise[]; options: ExerciseOptions } {
  const parsed = parseTree(JSON.stringify(tree));
  if (!parsed.ok) throw new Error(`tree: ${JSON.stringify(parsed.error)}`);
  const search = searchTree(parsed.tree, { ...DEFAULT_REQUEST, algo });
  const { value, action, evaluated, pruned } = search.json;
  return {
    set: [{ id, tree: parsed.tree, answer: { value: value!, action: action!, evaluated, pruned }, search }],
    options: { seed: 1, count: 1, difficulty: 'easy', algo },
  };
}

/** The XML's names, answers and category as Moodle's parser keeps them, checked against what the file says (xmldom), however the file is chunked. */
function checkXmlTexts(xmlText: string): void {
  const doc = new DOMParser().parseFromString(xmlText, 'text/xml');
  const written = Array.from(doc.getElementsByTagName('text'));
  const modelled = expatPieces(xmlText).filter((e) => e.path.endsWith('/text'));
  expect(modelled).toHaveLength(written.length);
  modelled.forEach((e, i) => {
    const meant = phpTrim(written[i]!.textContent ?? '');
    if (!/\/(name|answer|category)\/text$/.test(e.path)) return;
    // Only CDATA in the texts that may hold escapes.
    expect(
      Array.from(written[i]!.childNodes as unknown as ArrayLike<{ nodeType: number }>).every((n) => n.nodeType === 4),
      `${e.path}: ${meant}`,
    ).toBe(true);
    for (const pieces of cuts(e.pieces)) expect(xmlize(pieces), e.path).toBe(meant);
  });
}

describe('names with `*`, `&`, `<`, `]]>` and spaces between escapes', () => {
  const { set, options } = oneExercise(HOSTILE, 'h*st & <i>le ]]>');
  const { xml, gift, xmlText } = exported(set, options);

  test('the search is the one the checks expect', () => {
    expect(set[0]!.answer).toMatchObject({ action: 'A & <B>', evaluated: ['x*1', 'x**2 ]]>', '\\*y', 'z & < 3'], pruned: ['[html]w', 'v*'] });
  });

  test('Moodle’s XML parser keeps every character of every name, answer and the category (CDATA), wherever a chunk ends', () => {
    checkXmlTexts(xmlText);
    // The model is not empty: written as references, `& <` loses its space (xmlize drops the piece " ").
    const [asText] = expatPieces(el('t', {}, text('A & <B>')));
    expect(xmlize(asText!.pieces)).toBe('A &<B>');
    const [asCdata] = expatPieces(el('t', {}, cdata('A & <B> ]]> z')));
    expect(xmlize(asCdata!.pieces)).toBe('A & <B> ]]> z');
  });

  test('question names survive strip_tags: a space after each `<` that starts a tag', () => {
    for (const read of [xml, gift])
      for (const q of read.questions) {
        expect(cleanName(q.name)).toBe(q.name);
        expect(q.name).toContain('h*st & < i>le ]]>');
      }
    expect(cleanName('Exercise 1 · R<b> · x')).toBe('Exercise 1 · R · x');
  });

  test('the right lists are accepted in both files; `*` is not a wildcard; wrong lists are not', () => {
    for (const read of [xml, gift]) {
      const [, move, evaluated, pruned] = read.questions;
      expect(move!.answers.map((a) => a.text)).toEqual(['A &amp; &lt;B&gt;', 'C&lt;/span&gt;']);
      for (const [q, ids] of [
        [evaluated!, set[0]!.answer.evaluated],
        [pruned!, set[0]!.answer.pruned],
      ] as const) {
        for (const sep of LIST_SEPARATORS) expect(accepted(ids.join(sep), q), ids.join(sep)).toBe(true);
        // A star stands for itself: a name with anything else there is wrong.
        const bait = ids.map((id) => id.replaceAll('*', 'Q'));
        expect(accepted(bait.join(', '), q), bait.join(', ')).toBe(false);
        for (const w of wrongLists([...ids], set[0]!, 'none')) expect(accepted(w.join(', '), q), w.join(', ')).toBe(false);
      }
    }
  });
});

describe('GIFT', () => {
  test('says what it cannot say, in a leading comment, in the set’s language; Moodle still reads the category', () => {
    const options = { seed: 3, count: 1, difficulty: 'easy', algo: 'alphabeta' } as const;
    const set = exerciseSet(options);
    for (const [lang, shuffle, capitals] of [
      ['en', /GIFT cannot say “do not shuffle”.*Shuffle within questions/, /GIFT cannot make capitals matter/],
      ['es', /GIFT no puede decir «no barajar».*Ordenar al azar las respuestas/, /GIFT no puede hacer que las mayúsculas cuenten/],
    ] as const) {
      const { giftFile, gift, xml } = exported(set, options, lang);
      const [title, first, second, category] = giftFile.split('\n');
      expect(title).toMatch(/^\/\/ /);
      expect(first).toMatch(/^\/\/ /);
      expect(first).toMatch(shuffle);
      expect(second).toMatch(/^\/\/ /);
      expect(second).toMatch(capitals);
      expect(category).toMatch(/^\$CATEGORY: /);
      expect(gift.category).toBe(xml.category);
    }
    // And on the page's GIFT button (its title).
    expect(say('moodleGiftHint', 'en')).toMatch(/^Download the set as Moodle questions in GIFT.*in order.*capitals/);
    expect(say('moodleGiftHint', 'es')).toMatch(/^Descargar el juego como preguntas de Moodle en GIFT.*orden.*mayúsculas/);
  });

  test('capitals: the XML asks for them where two names differ only in them; GIFT cannot (its stated limit)', () => {
    const tree = twoByTwo(['b', 'B1', 'b1', 'c']);
    const { set, options } = oneExercise(tree, 'cases');
    const { xml, gift } = exported(set, options);
    const [, , xmlLeaves] = xml.questions;
    const [, , giftLeaves] = gift.questions;
    expect(xmlLeaves!.usecase).toBe('1');
    expect(xmlLeaves!.text).toContain(words('en')('moodleCaseMatters'));
    expect(accepted('b, B1, b1', xmlLeaves!)).toBe(true);
    expect(accepted('b, b1, B1', xmlLeaves!)).toBe(false);
    // Moodle's GIFT import sets usecase 0 (qformat_default::defaultquestion): the swapped names pass there.
    expect(accepted('b, b1, B1', giftLeaves!)).toBe(true);
  });

  test('`->` in a short answer: still a short answer (GIFT writes `-*>`); the XML takes it exactly', () => {
    const tree = twoByTwo(['a->b', 'c', 'd', 'e']);
    const { set, options } = oneExercise(tree, 'arrow');
    const { xml, gift, giftFile } = exported(set, options);
    expect(giftFile).not.toMatch(/=%100%[^\n]*->/);
    const [, , xmlLeaves] = xml.questions;
    const [, , giftLeaves] = gift.questions;
    expect(giftLeaves!.type).toBe('shortanswer');
    for (const q of [xmlLeaves!, giftLeaves!]) expect(accepted('a->b, c, d', q)).toBe(true);
    expect(accepted('a-x>b, c, d', xmlLeaves!)).toBe(false);
    expect(accepted('a-x>b, c, d', giftLeaves!)).toBe(true);
  });
});

describe('every set: Moodle’s XML parser keeps every text', () => {
  test.each(SETS)('$algo $difficulty', ({ algo, difficulty }) => {
    const options = { seed: 11, count: 2, difficulty, algo };
    const { xmlText } = exported(exerciseSet(options), options, 'es');
    const doc = new DOMParser().parseFromString(xmlText, 'text/xml');
    const written = Array.from(doc.getElementsByTagName('text'));
    const modelled = expatPieces(xmlText).filter((e) => e.path.endsWith('/text'));
    // Every text, HTML included (a line break in it is written &#10;): nothing is lost.
    modelled.forEach((e, i) => expect(xmlize(e.pieces), e.path).toBe(phpTrim(written[i]!.textContent ?? '')));
  });
});
