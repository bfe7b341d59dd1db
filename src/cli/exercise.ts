/**
 * `tutor exercise`: a seeded set of exercise trees with its answer key
 * (docs/contracts.md, "The `tutor` command"; issue 14).
 *
 *   tutor exercise --seed 7 --count 4 --difficulty hard --algo alphabeta --json
 *   tutor exercise … --format latex > sheet.tex     the sheet, then its key on a page of its own
 *   tutor exercise … --format markdown --lang es
 *   tutor exercise … --format moodle > set.xml     Moodle XML: questions for a question bank, the trees as pictures
 *   tutor exercise … --format gift > set.txt       the same questions in GIFT, the trees as text
 *   tutor exercise … --format scorm12 --out set.zip [--mastery 80]
 *                                                  a SCORM 1.2 package: the exercise page as a SCO any LMS grades (issue 38)
 *
 * `--out FILE` writes the output to FILE (replaced whole, never half written) instead of printing it;
 * a SCORM package, a zip, is only written to a file.
 *
 * `--json` prints {"exercises":[{"id","tree","answer":{"value","action","evaluated","pruned"}}]}.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EXERCISE_COUNT_RANGE,
  exerciseJson,
  exerciseSet,
  type Difficulty,
  type Exercise,
  type ExerciseAlgorithm,
  type ExerciseOptions,
} from '../app/exercise.ts';
import { DEFAULT_MASTERY, MASTERY_RANGE, SCO_ASSETS, scormOptions, scormPackage, type ScoAssets } from '../app/scorm.ts';
import { exerciseLatex, exerciseMarkdown } from '../app/sheet.ts';
import { exerciseQuiz } from '../app/moodle.ts';
import { moodleXml } from '../app/moodle-xml.ts';
import { giftText } from '../app/gift.ts';
import type { Lang } from '../i18n/lang.ts';
import { say, type MessageCode } from '../i18n/say.ts';
import { SEED_RANGE } from '../games/rng.ts';
import { FileError, UsageError, intFlag, type Output } from './io.ts';

/** What `--format` prints: the sheet and its key (Markdown, LaTeX), or the set as Moodle questions (Moodle XML, GIFT). */
export const EXERCISE_FORMATS = ['markdown', 'latex', 'moodle', 'gift', 'scorm12'] as const;
export type ExerciseFormat = (typeof EXERCISE_FORMATS)[number];

export interface ExerciseFlags {
  seed?: string;
  count?: string;
  difficulty: Difficulty;
  algo: ExerciseAlgorithm;
  json?: boolean;
  format: ExerciseFormat;
  lang: Lang;
  out?: string;
  mastery?: string;
}

export function exerciseCommand(flags: ExerciseFlags, out: Output): number {
  const options = {
    seed: intFlag(flags.seed, 'seed', SEED_RANGE, 1),
    count: intFlag(flags.count, 'count', EXERCISE_COUNT_RANGE, 4),
    difficulty: flags.difficulty,
    algo: flags.algo,
  };
  const format = flags.format;
  const scorm = flags.json !== true && format === 'scorm12';
  if (flags.mastery !== undefined && !scorm) throw new UsageError('--mastery is the pass mark of a SCORM package: use it with --format scorm12');
  if (scorm && flags.out === undefined) throw new UsageError('--format scorm12 writes a zip: name the file with --out FILE.zip');
  const mastery = intFlag(flags.mastery, 'mastery', MASTERY_RANGE, DEFAULT_MASTERY);
  const set = exerciseSet(options);
  const words = (key: MessageCode, params?: Record<string, string | number>) => say({ code: key, params: params ?? {} }, flags.lang);
  if (scorm) {
    const zip = scormPackage(scormOptions(options, flags.lang, mastery, words), scoAssets());
    writeWhole(flags.out!, zip);
    out.print(`${flags.out}: a SCORM 1.2 package of ${set.length} exercise${set.length === 1 ? '' : 's'}, ${zip.length} bytes; pass mark ${mastery}`);
    return 0;
  }
  const text = flags.json === true || format === 'scorm12' ? JSON.stringify({ exercises: set.map(exerciseJson) }) : formatted(format, set, options, words);
  if (flags.out === undefined) out.print(text);
  else writeWhole(flags.out, `${text}\n`);
  return 0;
}

function formatted(
  format: Exclude<ExerciseFormat, 'scorm12'>,
  set: Exercise[],
  options: ExerciseOptions,
  words: (key: MessageCode, params?: Record<string, string | number>) => string,
): string {
  switch (format) {
    case 'latex':
      return exerciseLatex(set, options, words);
    case 'markdown':
      return exerciseMarkdown(set, options, words);
    case 'moodle':
      return moodleXml(exerciseQuiz(set, options, words)).trimEnd();
    case 'gift':
      return giftText(exerciseQuiz(set, options, words)).trimEnd();
  }
}

/** The SCO's script and stylesheet, bundled beside the CLI (scripts/build-cli.mjs, into build/sco/). */
function scoAssets(): ScoAssets {
  const assets = {} as ScoAssets;
  for (const name of SCO_ASSETS) {
    const path = fileURLToPath(new URL(`../sco/${name}`, import.meta.url));
    if (!existsSync(path)) throw new FileError(`${path} is missing: build it with \`npm run build:cli\` (npm ci does it for you)`);
    assets[name] = readFileSync(path);
  }
  return assets;
}

/** Writes `content` to `file` whole: into a file beside it, then renamed over it, so that no reader sees half of it. */
function writeWhole(file: string, content: string | Uint8Array): void {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(temporary, content);
    renameSync(temporary, file);
  } catch (e) {
    rmSync(temporary, { force: true });
    throw new FileError(`cannot write ${file}: ${whyNot(e, file)}`);
  }
}

/** Why a file could not be written, said of the file asked for (not of the one beside it written first). */
function whyNot(e: unknown, file: string): string {
  const code = (e as { code?: unknown }).code;
  if (code === 'ENOENT') return `the folder ${dirname(file)} does not exist`;
  if (code === 'EISDIR' || code === 'ENOTDIR') return `${file} is a folder, or a path through a file`;
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENOSPC') return 'the disk is full';
  return e instanceof Error ? e.message : String(e);
}
