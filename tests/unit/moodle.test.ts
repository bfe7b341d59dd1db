/**
 * The Moodle export (issue 24), in process: every set, in each language, as
 * Moodle XML that a W3C XML parser reads without a warning and that follows
 * Moodle's documented question format (tests/shared/moodle-files.ts), and as
 * GIFT read back the way Moodle's importer reads it. Each question's right
 * answers are checked against the tutor's searchers run here on the same tree
 * (src/search: alpha-beta, minimax, expectiminimax), not against the set's
 * stored key. Names full of XML's and GIFT's special characters come back as
 * they were. `tutor exercise --format moodle|gift` is tested in
 * tests/integration/moodle.test.ts, the page's downloads in
 * tests/e2e/moodle-download.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { DIFFICULTIES, EXERCISE_ALGORITHMS, exerciseJson, exerciseSet, type Exercise, type ExerciseOptions } from '../../src/app/exercise.ts';
import { exerciseQuiz, listAnswers, type QuizWords } from '../../src/app/moodle.ts';
import { moodleXml } from '../../src/app/moodle-xml.ts';
import { giftEscape, giftText } from '../../src/app/gift.ts';
import { base64, cdata, el, text } from '../../src/app/moodle-markup.ts';
import { DEFAULT_REQUEST, searchTree } from '../../src/app/tree-search.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import { toCanonical, treeStats, type CanonicalTree } from '../../src/games/tree/tree.ts';
import { say } from '../../src/i18n/say.ts';
import { parseXml, readGift, readMoodleXml, searchedKey, unescapeHtml, type ReadQuestion } from '../shared/moodle-files.ts';

const words =
  (lang: 'en' | 'es'): QuizWords =>
  (key, params) =>
    say({ code: key, params: params ?? {} }, lang);
const names = (text: string) => text.split(/[\s,]+/).filter((s) => s !== '');

/** Checks one exercise's questions (as read back from either format) against src/search's key on its tree. */
function checkQuestions(questions: ReadQuestion[], tree: CanonicalTree, algo: ExerciseOptions['algo'], id: string): void {
  const key = searchedKey(tree, algo);
  const [value, move, evaluated, pruned, ...more] = questions;
  expect(more, id).toEqual([]);
  expect(
    questions.map((q) => q.type),
    id,
  ).toEqual(algo === 'alphabeta' ? ['numerical', 'multichoice', 'shortanswer', 'shortanswer'] : ['numerical', 'multichoice', 'shortanswer']);
  for (const q of questions) expect(q.name, id).toContain(id);

  // The root's value: one answer, full marks, within its tolerance of the searcher's value (exact for these sets).
  expect(value!.answers, id).toHaveLength(1);
  expect(value!.answers[0]!.fraction).toBe(1);
  expect(Number(value!.answers[0]!.text)).toBeCloseTo(key.value, 9);
  expect(value!.answers[0]!.tolerance).toBe(0);

  // The best move: the root's children in order, one right, the searcher's.
  expect(move!.single).toBe('true');
  expect(
    move!.answers.map((a) => unescapeHtml(a.text)),
    id,
  ).toEqual(key.children);
  expect(
    move!.answers.filter((a) => a.fraction === 1).map((a) => unescapeHtml(a.text)),
    id,
  ).toEqual([key.action]);
  expect(move!.answers.filter((a) => a.fraction !== 1).every((a) => a.fraction === 0)).toBe(true);

  // Lists: every accepted answer names the searcher's list in its order; the plain comma-separated one among them.
  const lists: [ReadQuestion, string[]][] = [[evaluated!, key.evaluated]];
  if (algo === 'alphabeta') lists.push([pruned!, key.pruned]);
  for (const [q, ids] of lists) {
    expect(q.answers.length, id).toBeGreaterThan(0);
    for (const a of q.answers) {
      expect(a.fraction).toBe(1);
      expect(names(a.text), `${id}: ${a.text}`).toEqual(ids.length === 0 ? ['none'] : ids);
    }
    expect(q.answers.map((a) => a.text)).toContain(ids.join(', '));
    expect(q.answers.map((a) => a.text)).toContain(ids.join(','));
    expect(q.usecase ?? '0').toBe('0');
  }

  // The key is every question's general feedback: the value, the move, the leaves in order, the cuts.
  for (const q of questions) {
    const feedback = unescapeHtml(q.generalFeedback);
    expect(feedback).toContain(key.evaluated.join(', '));
    expect(feedback).toContain(`${tree.id} = `);
    for (const cut of key.pruned) expect(feedback).toContain(cut);
    // The tree as text in the question: every node named.
    for (const name of [key.action, ...key.evaluated]) expect(unescapeHtml(q.text)).toContain(`${name}: `);
  }
}

describe('Moodle XML and GIFT', () => {
  test.each(EXERCISE_ALGORITHMS.flatMap((algo) => DIFFICULTIES.map((difficulty) => ({ algo, difficulty }))))(
    '$algo $difficulty: well formed, Moodle’s format, every answer the searcher’s',
    ({ algo, difficulty }) => {
      for (const seed of [1, 7, 2016]) {
        const options = { seed, count: 3, difficulty, algo };
        const set = exerciseSet(options);
        const quiz = exerciseQuiz(set, options, words('en'));
        const xml = readMoodleXml(moodleXml(quiz));
        const gift = readGift(giftText(quiz));
        expect(xml.category).toMatch(/^\$course\$\/top\/Adversarial search\/.+/);
        expect(gift.category).toBe(xml.category);
        const per = algo === 'alphabeta' ? 4 : 3;
        expect(xml.questions).toHaveLength(set.length * per);
        expect(gift.questions).toHaveLength(set.length * per);
        set.map(exerciseJson).forEach((e, k) => {
          checkQuestions(xml.questions.slice(k * per, (k + 1) * per), e.tree, algo, e.id);
          checkQuestions(gift.questions.slice(k * per, (k + 1) * per), e.tree, algo, e.id);
        });
        // GIFT says the same as the XML, less the pictures (the XML writes a line break in HTML as &#10;, which Moodle's XML parser keeps).
        const html = (s: string) => s.replace(/<p><img [^>]*\/><\/p>/, '').replaceAll('&#10;', '\n');
        gift.questions.forEach((g, i) => {
          const x = xml.questions[i]!;
          expect([g.type, g.name, g.answers]).toEqual([x.type, x.name, x.answers]);
          expect(g.text).toBe(html(x.text));
          expect(g.generalFeedback).toBe(html(x.generalFeedback));
          expect(x.text, 'no raw line break in the XML, where Moodle drops it').not.toContain('\n');
        });
      }
    },
  );

  test('the tree is embedded as an SVG picture, blank in the question and solved in the feedback', () => {
    const options = { seed: 12, count: 2, difficulty: 'hard', algo: 'alphabeta' } as const;
    const set = exerciseSet(options);
    const { questions } = readMoodleXml(moodleXml(exerciseQuiz(set, options, words('en'))));
    for (const q of questions) {
      const e = set.find((x) => q.name.includes(x.id))!;
      expect(q.files.map((f) => f.name)).toEqual([`${e.id}.svg`, `${e.id}-key.svg`]);
      expect(q.text).toContain(`<img src="@@PLUGINFILE@@/${e.id}.svg" alt="The tree of exercise`);
      expect(q.generalFeedback).toContain(`<img src="@@PLUGINFILE@@/${e.id}-key.svg"`);
      const [blank, solved] = q.files.map((f) => parseXml(f.content, 'image/svg+xml').documentElement!);
      expect(blank!.tagName).toBe('svg');
      expect(blank!.getElementsByTagName('title')[0]!.textContent).toMatch(/^The tree of exercise \d: root A/);
      const texts = (svg: typeof blank) => Array.from(svg!.getElementsByTagName('text')).map((t) => t.textContent ?? '');
      // Blank: the leaves' values and the nodes' names, no inner value, no α/β.
      const values = (svg: typeof blank) => Array.from(svg!.getElementsByTagName('text')).filter((t) => t.getAttribute('font-weight') === 'bold').length;
      expect(values(blank)).toBe(treeStats(e.tree).leaves);
      expect(values(solved)).toBeGreaterThan(treeStats(e.tree).leaves);
      expect(texts(blank).some((t) => t.startsWith('α'))).toBe(false);
      expect(blank!.getElementsByTagName('polygon').length + blank!.getElementsByTagName('rect').length).toBeGreaterThan(10);
      // Solved: α/β under the nodes and a cut mark (red strokes) per branch cut.
      expect(texts(solved).filter((t) => t.startsWith('α = ')).length).toBeGreaterThan(3);
      const cutStrokes = Array.from(solved!.getElementsByTagName('line')).filter((l) => l.getAttribute('stroke') === '#b3261e').length;
      expect(cutStrokes).toBe(2 * e.answer.pruned.length);
    }
  });

  test('the checks are not empty: what breaks the XML or Moodle’s format is refused', () => {
    const options = { seed: 3, count: 1, difficulty: 'easy', algo: 'alphabeta' } as const;
    const xml = moodleXml(exerciseQuiz(exerciseSet(options), options, words('en')));
    expect(() => readMoodleXml(xml)).not.toThrow();
    const broken = [
      xml.replace('<![CDATA[', ''), // markup where text should be
      xml.replace('</name>', ''), // unbalanced
      xml.replace(']]></text>', ' & ]]></text>').replace('<![CDATA[', '<![CDATA[]]>'), // a bare & outside CDATA
      xml.replace('<tolerance>0</tolerance>', ''), // a numerical answer without its tolerance
      xml.replace('<single>true</single>', ''), // a multiple choice without <single>
      xml.replace('<usecase>0</usecase>', '<usecase>maybe</usecase>'),
      xml.replace('encoding="base64"', 'encoding="plain"'),
      xml.replace('@@PLUGINFILE@@/', 'tree/'), // a file no text shows
      xml.replace('fraction="100"', 'fraction="150"'),
      xml.replace('<question type="numerical">', '<question type="cloze">'),
    ];
    for (const b of broken) expect(() => readMoodleXml(b)).toThrow();
  });

  test('in Spanish: the same answers, the questions and the key in Spanish', () => {
    const options = { seed: 5, count: 2, difficulty: 'medium', algo: 'alphabeta' } as const;
    const set = exerciseSet(options);
    const es = readMoodleXml(moodleXml(exerciseQuiz(set, options, words('es'))));
    const en = readMoodleXml(moodleXml(exerciseQuiz(set, options, words('en'))));
    expect(es.questions.map((q) => q.answers.map((a) => [a.text, a.fraction]))).toEqual(en.questions.map((q) => q.answers.map((a) => [a.text, a.fraction])));
    expect(es.category).toMatch(/^\$course\$\/top\/Búsqueda con adversario\//);
    expect(es.questions[0]!.text).toContain('Aplica alfa-beta a este árbol');
    expect(es.questions[0]!.generalFeedback).toContain('Solución (alfa-beta)');
    expect(readGift(giftText(exerciseQuiz(set, options, words('es')))).questions[3]!.text).toContain('Si no se poda nada, escribe: ninguna.');
  });
});

describe('escaping', () => {
  /** Names with every character XML, HTML, CDATA and GIFT treat specially (canonical JSON takes any id). */
  const HOSTILE: CanonicalTree = {
    id: 'R{1}]]>',
    kind: 'max',
    children: [
      {
        id: 'a~b<&>',
        kind: 'min',
        children: [
          { id: 'x:1#', value: 3 },
          { id: 'y=2\\n', value: 12 },
        ],
      } as CanonicalTree,
      {
        id: 'c"\'d',
        kind: 'min',
        children: [
          { id: 'z]]>3', value: 2 },
          { id: 'w\\\\4}', value: 4 },
        ],
      } as CanonicalTree,
    ],
  } as CanonicalTree;

  function hostileSet(): { set: Exercise[]; options: ExerciseOptions } {
    const parsed = parseTree(JSON.stringify(HOSTILE));
    if (!parsed.ok) throw new Error('hostile tree');
    const search = searchTree(parsed.tree, { ...DEFAULT_REQUEST, algo: 'alphabeta' });
    const { value, action, evaluated, pruned } = search.json;
    return {
      set: [{ id: 'hostile]]>~{x}', tree: parsed.tree, answer: { value: value!, action: action!, evaluated, pruned }, search }],
      options: { seed: 1, count: 1, difficulty: 'easy', algo: 'alphabeta' },
    };
  }

  test('names with ~ = # { } : \\ < & > " \' and ]]> read back exactly from the XML and from GIFT', () => {
    const { set, options } = hostileSet();
    const quiz = exerciseQuiz(set, options, words('en'));
    const xml = readMoodleXml(moodleXml(quiz));
    const gift = readGift(giftText(quiz));
    for (const read of [xml, gift]) checkQuestions(read.questions, toCanonical(set[0]!.tree), 'alphabeta', 'hostile]]>~{x}');
    expect(gift.questions.map((q) => q.answers)).toEqual(xml.questions.map((q) => q.answers));
    expect(xml.questions[2]!.answers[0]!.text).toBe('x:1#,y=2\\n,z]]>3');
    expect(xml.questions[3]!.answers[0]!.text).toBe('w\\\\4}');
    expect(xml.questions[0]!.files[0]!.name).toBe('hostile_____x_.svg');
  });

  test('the pieces: CDATA splits ]]>, GIFT escapes its characters and the backslash, base64 is UTF-8 base64', () => {
    expect(parseXml(`<t>${cdata('a]]>b]]>]]>')}</t>`).documentElement!.textContent).toBe('a]]>b]]>]]>');
    expect(parseXml(el('t', { a: 'x\u0001y"<' }, text('\u0000z\uFFFF&'))).documentElement!.textContent).toBe('z&');
    expect(giftEscape('~=#{}:\\ a\nb')).toBe('\\~\\=\\#\\{\\}\\:\\\\ a\\nb');
    for (const s of ['', 'a', 'ab', 'abc', 'α ≤ β', '😀 árbol', 'x'.repeat(1000)]) expect(base64(s)).toBe(Buffer.from(s, 'utf8').toString('base64'));
    expect(listAnswers(['b1', 'b2'], 'none')).toEqual(['b1,b2', 'b1, b2', 'b1 ,b2', 'b1 , b2', 'b1 b2']);
    expect(listAnswers(['c2'], 'none')).toEqual(['c2']);
    expect(listAnswers([], 'ninguna')).toEqual(['ninguna']);
  });

  test('a value with more than two decimals is asked to two decimals, within 0.005', () => {
    const parsed = parseTree(
      '{"id":"A","kind":"max","children":[{"id":"B","kind":"chance","children":[{"id":"b1","p":0.125,"value":1},{"id":"b2","p":0.875,"value":2}]},{"id":"C","kind":"chance","children":[{"id":"c1","p":0.5,"value":0},{"id":"c2","p":0.5,"value":1}]}]}',
    );
    if (!parsed.ok) throw new Error('tree');
    const search = searchTree(parsed.tree, { ...DEFAULT_REQUEST, algo: 'expectiminimax' });
    const options = { seed: 1, count: 1, difficulty: 'easy', algo: 'expectiminimax' } as const;
    const e = { id: 'three-decimals', tree: parsed.tree, answer: { value: 1.875, action: 'B', evaluated: search.json.evaluated, pruned: [] }, search };
    const [value] = readMoodleXml(moodleXml(exerciseQuiz([e], options, words('en')))).questions;
    expect(value!.answers[0]).toMatchObject({ text: '1.875', tolerance: 0.005 });
    expect(value!.text).toContain('Write it with two decimals');
  });
});
