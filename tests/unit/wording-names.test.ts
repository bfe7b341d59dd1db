/**
 * Algorithms' names, fixtures' titles and sources, and exercise sheets in
 * both languages (issue 21): one function names an algorithm
 * (`algorithmName`, i18n/search.ts), "alpha-beta" in English and "alfa-beta"
 * in Spanish, for every algorithm the tutor runs; the messages and the CLI's
 * summary name it through it; the gallery's trees carry their title, source
 * and lesson in each language; a sheet in Spanish has none of the English
 * sheet's words, and the other way round.
 */
import { describe, expect, test } from 'vitest';
import { ALGORITHMS } from '../../src/search/search.ts';
import { ALGORITHMS_2048 } from '../../src/games/g2048/settings.ts';
import { BOARD_GAME_ALGORITHMS } from '../../src/ui/link/params.ts';
import { EXERCISE_ALGORITHMS, exerciseSet, type ExerciseOptions } from '../../src/app/exercise.ts';
import { exerciseLatex, exerciseMarkdown, type SheetKey } from '../../src/app/sheet.ts';
import { FIXTURES } from '../../src/ui/link/fixtures.ts';
import { algorithmName } from '../../src/i18n/search.ts';
import { MESSAGES, say } from '../../src/i18n/say.ts';
import { msg } from '../../src/i18n/message.ts';
import { LANGS } from '../../src/i18n/lang.ts';
import { words } from '../shared/exercise-trees.ts';

describe('algorithmName', () => {
  const every = [...new Set([...ALGORITHMS, ...ALGORITHMS_2048, ...BOARD_GAME_ALGORITHMS, ...EXERCISE_ALGORITHMS])];

  test('alpha-beta is "alpha-beta" in English and "alfa-beta" in Spanish; the other names are the same terms in both', () => {
    expect(algorithmName('alphabeta', 'en')).toBe('alpha-beta');
    expect(algorithmName('alphabeta', 'es')).toBe('alfa-beta');
    for (const algo of every.filter((a) => a !== 'alphabeta')) for (const lang of LANGS) expect(algorithmName(algo, lang), `${algo} in ${lang}`).toBe(algo);
  });

  test('every algorithm a page, the CLI or a sheet runs has its entry in the one table (none falls through as it is)', () => {
    expect(every.length).toBeGreaterThanOrEqual(5);
    for (const algo of every) expect(Object.hasOwn(MESSAGES, `algorithm.${algo}`), algo).toBe(true);
    // A name the table does not know is shown as it is, not as a [code].
    expect(algorithmName('mystery', 'es')).toBe('mystery');
  });

  test('messages that name a searcher name it in their language', () => {
    const m = msg('search.cannot-search', { searcher: 'alphabeta', turn: 'chance', node: 'B' });
    expect(say(m, 'en')).toMatch(/^alpha-beta cannot search CHANCE node B/);
    expect(say(m, 'es')).toMatch(/^alfa-beta no puede explorar el nodo CHANCE B/);
  });

  test('the CLI summary (tutor search --lang) names the algorithm in its language', () => {
    const summary = msg('summary.search', {
      algo: 'alphabeta',
      nodes: 13,
      leaves: 9,
      height: 2,
      value: '3',
      action: 'B',
      actions: [['B', '= 3']],
      evaluated: ['B1'],
      pruned: ['C2'],
      visited: 11,
      evaluatedCount: 7,
      cutoffs: 1,
    });
    expect(say(summary, 'en').split('\n')[0]).toBe('alpha-beta on a tree of 13 nodes (9 leaves, height 2)');
    expect(say(summary, 'es').split('\n')[0]).toBe('alfa-beta sobre un árbol de 13 nodos (9 hojas, altura 2)');
  });
});

describe('the gallery’s trees (src/ui/link/fixtures.ts, as the page bundles them)', () => {
  test('each has its title, source and lesson in each language, the Spanish its own', () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(9);
    for (const f of FIXTURES) {
      for (const lang of LANGS) {
        expect(typeof f.title[lang], `${f.name}: title.${lang}`).toBe('string');
        expect(typeof f.source[lang], `${f.name}: source.${lang}`).toBe('string');
        expect(typeof f.teaches[lang], `${f.name}: teaches.${lang}`).toBe('string');
      }
      expect(f.source.es, f.name).not.toBe(f.source.en);
      expect(f.teaches.es, f.name).not.toBe(f.teaches.en);
    }
  });

  test('the thesis’s trees: "Thesis, Illustration 2: minimax" / "Tesis, Ilustración 2: minimax"', () => {
    const thesis = FIXTURES.find((f) => f.name === 'thesis-minimax')!;
    expect(thesis.title).toEqual({ en: 'Thesis, Illustration 2: minimax', es: 'Tesis, Ilustración 2: minimax' });
    expect(thesis.source.en).toMatch(/^Thesis, §2\.2\.1\.2, Illustration 2 \(/);
    expect(thesis.source.es).toMatch(/^Tesis, §2\.2\.1\.2, Ilustración 2 \(/);
  });
});

describe('exercise sheets in each language', () => {
  /** Words of a sheet (not the difficulty: "medium" is also in the exercises' ids, alphabeta-medium-5-1, the same in every language). */
  const SHEET_WORDS: SheetKey[] = [
    'sheetTitle',
    'keyTitle',
    'taskAlphabeta',
    'answerValue',
    'answerAction',
    'answerEvaluated',
    'answerPruned',
    'exerciseMany',
    'algorithm.alphabeta',
  ];
  const options: ExerciseOptions = { seed: 5, count: 2, difficulty: 'medium', algo: 'alphabeta' };
  const set = exerciseSet(options);

  test.each([
    ['Markdown', exerciseMarkdown],
    ['LaTeX', exerciseLatex],
  ] as const)('%s: the Spanish sheet has the Spanish words and none of the English ones', (_, sheet) => {
    const en = sheet(set, options, words('en'));
    const es = sheet(set, options, words('es'));
    // The heading line names the algorithm as the language does.
    expect(en).toMatch(/alpha-beta, medium/);
    expect(es).toMatch(/alfa-beta, media/);
    for (const key of SHEET_WORDS) {
      const english = words('en')(key, { n: 1 });
      const spanish = words('es')(key, { n: 1 });
      expect(spanish, key).not.toBe(english);
      // LaTeX escapes some characters (α, —): compare the sheet with the words' first letters-only stretch.
      const stretch = (s: string) => s.match(/[\p{L} -]{4,}/u)![0].trim();
      expect(en, `${key} in English`).toContain(stretch(english));
      expect(es, `${key} in Spanish`).toContain(stretch(spanish));
      expect(es, `${key}: English in the Spanish sheet`).not.toContain(stretch(english));
    }
  });
});
