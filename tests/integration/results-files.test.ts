/**
 * Results files you can trust (issue 12, part 4), through the CLI: the torn
 * tail that --resume repairs, appends on a new line, the lock on --out, --out
 * checked before any game, merge's duplicate and conflict messages, strict
 * numeric flags. The CLI is the built one (tests/integration/setup.ts builds
 * it), in a child process; the schema itself is checked in process by
 * tests/unit/results-files.test.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseRecords } from '../../src/experiments/records.ts';
import { line } from '../shared/records.ts';
import { tutorExperiment } from '../shared/run-experiment.ts';

const ROOT = join(import.meta.dirname, '../..');
const CLI = join(ROOT, 'bin/tutor.mjs');

const tutor = (args: string[]) => {
  const r = spawnSync(process.execPath, [CLI, 'experiment', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status ?? -1 };
};
/** The same, in parallel with others (the tests that only check messages run theirs together). */
const tutorAsync = tutorExperiment;
/** A tiny grid: two games of minimax at depth 1, to 64. */
const TINY: Record<string, string> = { '--algo': 'minimax', '--heuristic': 'h1', '--depth': '1', '--games': '2', '--goal': '64', '--workers': '1' };
const tiny = Object.entries(TINY).flat();
/** The tiny grid with some of its flags changed (a flag may be given only once). */
const tinyWith = (...changed: string[]) => {
  const flags = { ...TINY };
  for (let i = 0; i < changed.length; i += 2) flags[changed[i]!] = changed[i + 1]!;
  return Object.entries(flags).flat();
};
const dir = () => mkdtempSync(join(tmpdir(), 'results-files-'));
const lines = (file: string) => readFileSync(file, 'utf8').split('\n');
/** No stack trace, no "Error:" from Node: one or two lines of ours. */
const clean = (stderr: string) => {
  expect(stderr).not.toMatch(/\n\s+at /);
  expect(stderr).not.toMatch(/node:internal|Error:/);
};

describe('tutor experiment: results files', () => {
  test('merge: a bad record is one line naming file:line, exit 2', async () => {
    const d = dir();
    const cases = [
      ['null', /bad\.jsonl:2: each line must be a JSON object, not null/],
      ['5', /bad\.jsonl:2: each line must be a JSON object, not 5/],
      ['[]', /bad\.jsonl:2: each line must be a JSON object, not \[\]/],
      ['{}', /bad\.jsonl:2: "algo" must be one of/],
      [line.replace('"win":false', '"win":"no"'), /bad\.jsonl:2: "win" must be true or false, not "no"/],
      [line.replace('"index":1', '"index":1,"index":2'), /bad\.jsonl:2:\d+: duplicate key "index"/],
    ] as const;
    const results = await Promise.all(
      cases.map(([bad], i) => {
        mkdirSync(join(d, String(i)));
        const file = join(d, String(i), 'bad.jsonl');
        writeFileSync(file, `${line}\n${bad}\n${line}\n${bad}\n`);
        return tutorAsync(['merge', file, '--json']);
      }),
    );
    for (const [i, [, message]] of cases.entries()) {
      const r = results[i]!;
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toMatch(/and 1 more bad line, the next at .*bad\.jsonl:4/);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      clean(r.stderr);
    }
  });

  test('merge: identical copies are counted, conflicting ones warned about naming both, a torn tail left out', () => {
    const d = dir();
    const a = join(d, 'a.jsonl');
    expect(tutor([...tiny, '--out', a]).status).toBe(0);
    const b = join(d, 'b.jsonl');
    const c = join(d, 'c.jsonl');
    const [first, second] = lines(a) as [string, string];
    writeFileSync(b, `${first}\n${second}\n${first.replace(/"ms":[\d.e-]+/, '"ms":1')}\n`);
    const moves = (JSON.parse(first) as { moves: number }).moves;
    writeFileSync(c, `${first.replace(`"moves":${moves}`, `"moves":${moves + 1}`)}\n${second.slice(0, 20)}`);
    const r = tutor(['merge', a, b, c, '--json']);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(
      /a\.jsonl:1 and .*c\.jsonl:1 are the same game \(minimax\/h1\/1\/text, experiment seed 2016, game 0\) with different results \(moves \d+ ≠ \d+\); kept .*a\.jsonl:1/,
    );
    expect(r.stderr).toMatch(/dropped 3 duplicate records/);
    expect(r.stderr).toMatch(/c\.jsonl:2: left out a torn last line \(20 bytes/);
    const runs = (JSON.parse(r.stdout) as { runs: { games: unknown[] }[] }).runs;
    expect(runs.map((x) => x.games.length)).toEqual([2]);
    clean(r.stderr);
  });

  test('--resume repairs a torn tail (drops its bytes, says so), and appends start on a new line', () => {
    const d = dir();
    const file = join(d, 'r.jsonl');
    expect(tutor([...tiny, '--out', file]).status).toBe(0);
    const whole = readFileSync(file, 'utf8');
    writeFileSync(file, whole + '{"algo":"minimax","heuristic":"h1","dep');
    // Without --resume: refused, the file untouched.
    const refused = tutor([...tinyWith('--games', '3'), '--out', file]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/r\.jsonl:3: the last line is torn \(39 bytes.*give --resume/);
    expect(readFileSync(file, 'utf8')).toBe(whole + '{"algo":"minimax","heuristic":"h1","dep');
    clean(refused.stderr);
    const r = tutor([...tinyWith('--games', '3'), '--out', file, '--resume', '--json']);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/r\.jsonl:3: dropped a torn last line \(39 bytes.*the 2 whole records before it are kept/);
    expect(r.stderr).toMatch(/2 of 3 games already played/);
    const after = readFileSync(file, 'utf8');
    expect(after.startsWith(whole)).toBe(true);
    expect(parseRecords(after, 'r.jsonl')).toMatchObject({ problems: [], torn: null, lines: [1, 2, 3] });

    // A last record with no newline: the next append starts a new line first.
    writeFileSync(file, after.slice(0, -1));
    expect(tutor([...tinyWith('--games', '4'), '--out', file, '--resume']).status).toBe(0);
    const glued = parseRecords(readFileSync(file, 'utf8'), 'r.jsonl');
    expect(glued).toMatchObject({ problems: [], torn: null, lines: [1, 2, 3, 4] });
    expect(glued.records.map((x) => x.index)).toEqual([0, 1, 2, 3]);
  });

  test('--resume with a bad line in the middle: exit 2 naming it, nothing written', () => {
    const d = dir();
    const file = join(d, 'm.jsonl');
    writeFileSync(file, `${line}\n{"algo":\n${line}\n`);
    const r = tutor([...tiny, '--out', file, '--resume']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/m\.jsonl:2:\d+: not valid JSON.*--resume repairs only a torn last line/);
    expect(readFileSync(file, 'utf8')).toBe(`${line}\n{"algo":\n${line}\n`);
    expect(existsSync(`${file}.lock`)).toBe(false);
    clean(r.stderr);
  });

  test('without --resume, an --out that already holds games of the grid is refused (no duplicates); other games are appended to', () => {
    const d = dir();
    const file = join(d, 'o.jsonl');
    expect(tutor([...tiny, '--out', file]).status).toBe(0);
    const again = tutor([...tiny, '--out', file]);
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/o\.jsonl already has 2 of these games \(the first at .*o\.jsonl:1\); give --resume/);
    expect(tutor([...tiny, '--seed', '7', '--out', file]).status).toBe(0);
    expect(parseRecords(readFileSync(file, 'utf8'), 'o').records).toHaveLength(4);
  });

  test('the lock: a second writer is refused; a stale lock is taken over; the lock goes when the run ends', () => {
    const d = dir();
    const file = join(d, 'l.jsonl');
    // A live process on this machine holds it (this test's own process).
    writeFileSync(`${file}.lock`, `${process.pid} ${hostname()}\n`);
    const busy = tutor([...tiny, '--out', file]);
    expect(busy.status).toBe(2);
    expect(busy.stderr).toMatch(new RegExp(`l\\.jsonl is being written by another run \\(pid ${process.pid}\\)`));
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe(`${process.pid} ${hostname()}\n`);
    expect(existsSync(file)).toBe(false);
    clean(busy.stderr);
    // Another machine's lock cannot be checked: refused too.
    writeFileSync(`${file}.lock`, `${process.pid} elsewhere.example\n`);
    expect(tutor([...tiny, '--out', file]).stderr).toMatch(/on elsewhere\.example/);
    // A process that has ended: its lock is stale.
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(`${file}.lock`, `${ended.stdout} ${hostname()}\n`);
    const stale = tutor([...tiny, '--out', file]);
    expect(stale.status).toBe(0);
    expect(stale.stderr).toMatch(new RegExp(`taking over the stale lock .*l\\.jsonl\\.lock \\(pid ${ended.stdout} is not running\\)`));
    expect(existsSync(`${file}.lock`)).toBe(false);
    expect(parseRecords(readFileSync(file, 'utf8'), 'l').records).toHaveLength(2);
  });

  test('the lock between two real runs, and removed on Ctrl-C', async () => {
    const d = dir();
    const file = join(d, 'two.jsonl');
    const first = spawn(process.execPath, [CLI, 'experiment', '--algo', 'expectimax', '--depth', '2', '--games', '200', '--workers', '1', '--out', file], {
      cwd: ROOT,
    });
    let stderr = '';
    first.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    const exited = new Promise<number | null>((resolve) => first.on('exit', (code) => resolve(code)));
    try {
      await expect.poll(() => existsSync(`${file}.lock`), { timeout: 20_000, interval: 50 }).toBe(true);
      const second = tutor([...tiny, '--out', file]);
      expect(second.status).toBe(2);
      expect(second.stderr).toMatch(new RegExp(`being written by another run \\(pid ${first.pid}\\)`));
      first.kill('SIGINT');
      expect(await exited).toBe(130);
    } finally {
      first.kill('SIGKILL');
    }
    expect(stderr).toMatch(/stopping/);
    expect(existsSync(`${file}.lock`)).toBe(false);
    expect(parseRecords(readFileSync(file, 'utf8'), 'two').problems).toEqual([]);
  });

  test('--out is checked before any game: a directory, a missing directory, a path through a file, no permission', () => {
    const d = dir();
    const cases: [string, RegExp][] = [
      [d, /--out .* is a directory; give a file/],
      [join(d, 'missing', 'x.jsonl'), /--out .*x\.jsonl: no such directory .*missing/],
    ];
    writeFileSync(join(d, 'plain'), '');
    cases.push([join(d, 'plain', 'x.jsonl'), /--out .*plain\/x\.jsonl: .*not a directory/]);
    // No permission: a read-only directory (not for root), or a place even root cannot write (sysfs).
    const ro = join(d, 'ro');
    mkdirSync(ro, { mode: 0o555 });
    for (const target of [join(ro, 'x.jsonl'), '/sys/tutor-results-test.jsonl']) {
      try {
        closeSync(openSync(`${target}.probe`, 'wx'));
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
          cases.push([target, /--out .*: cannot .*\((no permission|not permitted|a read-only file system)\)/]);
          break;
        }
      }
    }
    expect(cases.length).toBe(4);
    for (const [out, message] of cases) {
      const t0 = Date.now();
      const r = tutor([...tinyWith('--depth', '12'), '--out', out]);
      expect(r.status, out).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      clean(r.stderr);
      expect(Date.now() - t0).toBeLessThan(10_000); // no game played
    }
  });

  test('strict numbers: decimal integers in their documented ranges, the message naming the flag and the range', async () => {
    const bad: [string[], RegExp][] = [
      [['--games', '0'], /--games must be a whole number 1–100000, not 0/],
      [['--games', '100001'], /--games must be a whole number 1–100000/],
      [['--games', '1e3'], /--games .* not "1e3"/],
      [['--games', '2.0'], /--games .* not "2\.0"/],
      [['--games', ' 2'], /--games/],
      [['--seed', '-1'], /--seed must be a whole number 0–4294967295, not -1/],
      [['--seed', '4294967296'], /--seed must be a whole number 0–4294967295/],
      [['--seed', '0x10'], /--seed/],
      [['--workers', '0'], /--workers must be a whole number 1–64/],
      [['--workers', '65'], /--workers must be a whole number 1–64/],
      [['--shard', '3/2'], /--shard k must be a whole number 1–2, not 3/],
      [['--shard', '0/2'], /--shard k/],
      [['--shard', '1/0'], /--shard n must be a whole number 1–100000/],
      [['--shard', '1/2/3'], /--shard must be k\/n/],
      [['--shard', '1'], /--shard must be k\/n/],
      [['--depth', '0'], /--depth must be a whole number 1–12, not 0/],
      [['--depth', '13'], /--depth must be a whole number 1–12, not 13/],
      [['--depth', '1-13'], /--depth must be a whole number 1–12/],
      [['--depth', '3-1'], /--depth: 3-1 is not a range/],
      [['--depth', '1,,2'], /--depth/],
      [['--depth', '2.5'], /--depth/],
      [['--goal', '5'], /--goal must be a tile, a power of two 4–32768, not 5/],
      [['--goal', '2'], /--goal must be a tile, a power of two 4–32768/],
      [['--goal', '65536'], /--goal must be a tile/],
      [['--goal', '0x800'], /--goal must be a tile/],
    ];
    const base: Record<string, string> = { '--algo': 'minimax', '--depth': '1', '--games': '1' };
    const results = await Promise.all(bad.map(([[name, value]]) => tutorAsync(Object.entries({ ...base, [name!]: value! }).flat())));
    for (const [i, [flags, message]] of bad.entries()) {
      const r = results[i]!;
      expect(r.status, flags.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
      clean(r.stderr);
    }
    // The ends of the ranges are accepted (and a list naming a depth twice plays it once).
    const ok = tutor([
      '--algo',
      'minimax,minimax',
      '--depth',
      '1,1-1',
      '--games',
      '1',
      '--seed',
      '4294967295',
      '--goal',
      '4',
      '--workers',
      '64',
      '--shard',
      '1/1',
      '--json',
    ]);
    expect(ok.status).toBe(0);
    expect((JSON.parse(ok.stdout) as { runs: unknown[] }).runs).toHaveLength(1);
  });
});
