/**
 * `tutor exercise --format moodle|gift` as users run it (bin/tutor.mjs, in a
 * child process; issue 24): Moodle XML that parses and follows Moodle's
 * question format, GIFT that reads back as Moodle reads it, and every
 * question's right answer equal to the tutor's searchers' on the tree the
 * same command prints with `--json` (tests/shared/moodle-files.ts). The
 * questions themselves are checked in process by tests/unit/moodle.test.ts,
 * and graded as Moodle grades them by tests/unit/moodle-matcher.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { CanonicalTree } from '../../src/games/tree/tree.ts';
import { readGift, readMoodleXml, searchedKey, unescapeHtml, type ReadQuestion } from '../shared/moodle-files.ts';

const TUTOR = join(import.meta.dirname, '../../bin/tutor.mjs');
const tutor = (args: string[]) => spawnSync(process.execPath, [TUTOR, ...args], { encoding: 'utf8', timeout: 60_000 });

type Algo = 'minimax' | 'alphabeta' | 'expectiminimax';

/** Each exercise's questions, in order, answer what the searcher finds on its tree. */
function checkAnswers(questions: ReadQuestion[], trees: { id: string; tree: CanonicalTree }[], algo: Algo): void {
  const per = algo === 'alphabeta' ? 4 : 3;
  expect(questions).toHaveLength(trees.length * per);
  trees.forEach(({ id, tree }, k) => {
    const key = searchedKey(tree, algo);
    const [value, move, evaluated, pruned] = questions.slice(k * per, (k + 1) * per);
    for (const q of questions.slice(k * per, (k + 1) * per)) expect(q.name).toContain(id);
    expect([value!.type, move!.type, evaluated!.type]).toEqual(['numerical', 'multichoice', 'shortanswer']);
    expect(Number(value!.answers[0]!.text)).toBeCloseTo(key.value, 9);
    expect(value!.answers.map((a) => a.fraction)).toEqual([1]);
    expect(move!.answers.map((a) => unescapeHtml(a.text))).toEqual(key.children);
    expect(move!.answers.filter((a) => a.fraction === 1).map((a) => unescapeHtml(a.text))).toEqual([key.action]);
    const lists: [ReadQuestion, string[]][] = [[evaluated!, key.evaluated]];
    if (algo === 'alphabeta') lists.push([pruned!, key.pruned]);
    for (const [q, ids] of lists) {
      expect(q.answers.map((a) => a.text)).toContain(ids.join(', '));
      for (const a of q.answers) expect(a.text.split(/[\s,]+/)).toEqual(ids);
    }
  });
}

describe('tutor exercise --format moodle|gift', () => {
  test.each(['minimax', 'alphabeta', 'expectiminimax'] as const)(
    '%s: both formats read back, every answer the searcher’s, the same for the same seed',
    (algo) => {
      const args = ['exercise', '--seed', '7', '--count', '3', '--difficulty', 'hard', '--algo', algo];
      const json = tutor([...args, '--json']);
      expect(json.status).toBe(0);
      const trees = (JSON.parse(json.stdout) as { exercises: { id: string; tree: CanonicalTree }[] }).exercises;

      const xml = tutor([...args, '--format', 'moodle']);
      expect(xml.status, xml.stderr).toBe(0);
      expect(xml.stdout.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<quiz>')).toBe(true);
      const read = readMoodleXml(xml.stdout);
      expect(read.category).toMatch(/^\$course\$\/top\//);
      checkAnswers(read.questions, trees, algo);
      for (const q of read.questions) expect(q.files.map((f) => f.name)).toEqual([expect.stringMatching(/\.svg$/), expect.stringMatching(/-key\.svg$/)]);
      expect(tutor([...args, '--format', 'moodle']).stdout).toBe(xml.stdout);

      const gift = tutor([...args, '--format', 'gift']);
      expect(gift.status, gift.stderr).toBe(0);
      const readBack = readGift(gift.stdout);
      expect(readBack.category).toBe(read.category);
      checkAnswers(readBack.questions, trees, algo);
      expect(gift.stdout).not.toContain('@@PLUGINFILE@@');
      // Issue 38: names and answers in CDATA (Moodle's parser keeps every character); GIFT's limits in its opening comments.
      expect(xml.stdout).not.toMatch(/<text>[^<]/);
      const [, shuffle, capitals] = gift.stdout.split('\n');
      expect(shuffle).toMatch(/^\/\/ GIFT cannot say “do not shuffle”/);
      expect(capitals).toMatch(/^\/\/ GIFT cannot make capitals matter/);
    },
  );

  test('--lang es words the questions in Spanish; a format it does not know is a usage error', () => {
    const es = tutor(['exercise', '--seed', '3', '--count', '1', '--difficulty', 'easy', '--format', 'gift', '--lang', 'es']);
    expect(es.status).toBe(0);
    expect(readGift(es.stdout).questions[0]!.text).toContain('Aplica alfa-beta a este árbol');
    const bad = tutor(['exercise', '--format', 'qti']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/moodle.*gift/);
  });
});
