/**
 * `tutor experiment merge` with nothing to merge, and with options that
 * cannot go together (issue 39): an empty file, or a Connect-4 matches file
 * whose one line is torn, printed an empty 2048 table and exited 0 (the kind
 * guessed); `--markdown --json` answered "markdown is for 2048". Now merge
 * says what it found, naming file:line, and exits 2 as for the CLI's other
 * file problems; the two options are named. The built CLI (setup.ts builds
 * it), in child processes; no game is played.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { line } from '../shared/records.ts';
import { tutorExperiment } from '../shared/run-experiment.ts';

const tutor = tutorExperiment;

describe('tutor experiment merge: nothing to merge is said, never an empty 2048 table', () => {
  const dir = mkdtempSync(join(tmpdir(), 'merge-nothing-'));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const empty = file('empty.jsonl', '');
  const blank = file('blank.jsonl', '\n\n');
  const tornC4 = join(dir, 'torn-c4.jsonl');
  const torn2048 = file('torn-2048.jsonl', line.slice(0, 50));
  const tornShort = file('torn-short.jsonl', '{"ga');
  /** Two whole Connect-4 match records (a tiny run: MCTS at 5 iterations against alpha-beta at depth 1 and the random player, one game each). */
  const whole = join(dir, 'whole-c4.jsonl');

  beforeAll(async () => {
    const run = await tutor(['connect4', '--iterations', '5', '--depth', '1', '--games', '1', '--workers', '1', '--out', whole]);
    expect(run.status, run.stderr).toBe(0);
    writeFileSync(tornC4, readFileSync(whole, 'utf8').slice(0, 60));
  }, 60_000);

  test.each([
    ['an empty file', [empty], /^tutor experiment merge: nothing to merge: .*empty\.jsonl holds no record \(it is empty\)\n$/],
    ['a file of blank lines', [blank], /nothing to merge: .*blank\.jsonl holds no record \(only blank lines\)\n$/],
    [
      'a Connect-4 file whose one line is torn: its kind told by how it starts',
      [tornC4],
      /nothing to merge: .*torn-c4\.jsonl:1: no whole record, only a torn line \(60 bytes with no newline.*`tutor experiment connect4 … --out .*torn-c4\.jsonl --resume` repairs it\n$/,
    ],
    ['a 2048 file whose one line is torn', [torn2048], /torn-2048\.jsonl:1: no whole record, only a torn line \(50 bytes.*`tutor experiment … --out /],
    ['a torn line too short to tell its kind', [tornShort], /torn-short\.jsonl:1: no whole record.*`tutor experiment \[connect4\] … --out /],
    [
      'two files, neither with a record: both named',
      [empty, tornC4],
      /nothing to merge: .*empty\.jsonl holds no record \(it is empty\); .*torn-c4\.jsonl:1: no whole record/,
    ],
  ])('%s: exit 2, one line naming what was found', async (_, files, message) => {
    for (const json of [[], ['--json']]) {
      const r = await tutor(['merge', ...files, ...json]);
      expect(r.status, r.stderr).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).not.toMatch(/\n\s+at |Error:|2048 results|\| algorithm/);
    }
  });

  test('a file with no record beside one with records: merged, the empty one warned about', async () => {
    const r = await tutor(['merge', whole, empty, '--json']);
    expect(r.status, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { matches: { games: number }[] }).matches.map((m) => m.games)).toEqual([1, 1]);
    expect(r.stderr).toMatch(/^tutor: merge: warning: .*empty\.jsonl holds no record \(it is empty\)\n$/);
  });

  test.each([
    ['merge', '--markdown', '--json'],
    ['merge', '--json', '--markdown'],
    ['--json', 'merge', '--markdown'],
  ])('%s %s %s: the two options that cannot go together are named (exit 2), whatever the files hold', async (...args) => {
    for (const files of [[tornC4], [whole], [empty]]) {
      const r = await tutor([...args, ...files]);
      expect(r.status, r.stderr).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/option '--markdown' cannot be used with option '--json'/);
      expect(r.stderr).not.toMatch(/markdown is for 2048/);
    }
  });
});
