/**
 * `tutor exercise`: a seeded set of exercise trees with its answer key
 * (docs/contracts.md, "The `tutor` command"; issue 14).
 *
 *   tutor exercise --seed 7 --count 4 --difficulty hard --algo alphabeta --json
 *   tutor exercise … --format latex > sheet.tex     the sheet, then its key on a page of its own
 *   tutor exercise … --format markdown --lang es
 *   tutor exercise … --format moodle > set.xml     Moodle XML: questions for a question bank, the trees as pictures
 *   tutor exercise … --format gift > set.txt       the same questions in GIFT, the trees as text
 *
 * `--json` prints {"exercises":[{"id","tree","answer":{"value","action","evaluated","pruned"}}]}.
 */
import { EXERCISE_COUNT_RANGE, exerciseJson, exerciseSet, type Difficulty, type ExerciseAlgorithm } from '../app/exercise.ts';
import { exerciseLatex, exerciseMarkdown } from '../app/sheet.ts';
import { exerciseQuiz } from '../app/moodle.ts';
import { moodleXml } from '../app/moodle-xml.ts';
import { giftText } from '../app/gift.ts';
import type { Lang } from '../i18n/lang.ts';
import { say, type MessageCode } from '../i18n/say.ts';
import { SEED_RANGE } from '../games/rng.ts';
import { intFlag, type Output } from './io.ts';

/** What `--format` prints: the sheet and its key (Markdown, LaTeX), or the set as Moodle questions (Moodle XML, GIFT). */
export const EXERCISE_FORMATS = ['markdown', 'latex', 'moodle', 'gift'] as const;
export type ExerciseFormat = (typeof EXERCISE_FORMATS)[number];

export interface ExerciseFlags {
  seed?: string;
  count?: string;
  difficulty: Difficulty;
  algo: ExerciseAlgorithm;
  json?: boolean;
  format: ExerciseFormat;
  lang: Lang;
}

export function exerciseCommand(flags: ExerciseFlags, out: Output): number {
  const options = {
    seed: intFlag(flags.seed, 'seed', SEED_RANGE, 1),
    count: intFlag(flags.count, 'count', EXERCISE_COUNT_RANGE, 4),
    difficulty: flags.difficulty,
    algo: flags.algo,
  };
  const set = exerciseSet(options);
  if (flags.json === true) out.print(JSON.stringify({ exercises: set.map(exerciseJson) }));
  else {
    const words = (key: MessageCode, params?: Record<string, string | number>) => say({ code: key, params: params ?? {} }, flags.lang);
    switch (flags.format) {
      case 'latex':
        out.print(exerciseLatex(set, options, words));
        break;
      case 'markdown':
        out.print(exerciseMarkdown(set, options, words));
        break;
      case 'moodle':
        out.print(moodleXml(exerciseQuiz(set, options, words)).trimEnd());
        break;
      case 'gift':
        out.print(giftText(exerciseQuiz(set, options, words)).trimEnd());
        break;
    }
  }
  return 0;
}
