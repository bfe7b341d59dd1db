/**
 * `tutor experiment merge` on the Connect-4 matches files of `tutor experiment
 * connect4 --out` (the bundled CLI in a child process): two runs of part of
 * the matches each, merged, print what one run of them all prints (the table
 * and --json); a game in two files is counted once, with the 2048 merge's
 * warnings; files of the two kinds in one merge are refused.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { MatchRecord } from '../../src/experiments/c4-records.ts';

const ROOT = join(import.meta.dirname, '../..');
const BIN = join(ROOT, 'bin/tutor.mjs');
const tutor = (args: string[]) =>
  new Promise<{ stdout: string; stderr: string; status: number }>((resolve) => {
    const child = spawn(process.execPath, [BIN, 'experiment', ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('close', (code) => resolve({ stdout, stderr, status: code ?? -1 }));
  });

/** Small matches: MCTS at 20 and 40 iterations against alpha-beta at depth 1 and the random player, 4 games each. */
const MATCHES = ['--depth', '1', '--games', '4', '--seed', '3', '--workers', '1'];
type Matches = { matches: { a: string; b: string; c: number; games: number; wins: number; draws: number; losses: number; meanMs: number }[] };
const json = (stdout: string) => JSON.parse(stdout) as Matches;
/** The summaries but their wall time (the one thing two runs of the same games differ in). */
const withoutTime = (m: Matches) => m.matches.map(({ meanMs, ...rest }) => (void meanMs, rest));
/** The table but its time column. */
const tableWithoutTime = (table: string) => table.replace(/\| \d+\.\d\d s \|/g, '| – |');
const records = (file: string) => readFileSync(file, 'utf8').trim().split('\n');

describe('tutor experiment merge: Connect-4 matches files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'c4-merge-'));
  const [part1, part2, whole] = ['part-1.jsonl', 'part-2.jsonl', 'whole.jsonl'].map((f) => join(dir, f)) as [string, string, string];
  let run: { table: string; json: string };

  beforeAll(async () => {
    // Two "machines", each some of the matches, and one run of them all; its table and --json from its own --out (a finished file prints its summary).
    const runs = await Promise.all([
      tutor(['connect4', '--iterations', '20', ...MATCHES, '--out', part1]),
      tutor(['connect4', '--iterations', '40', ...MATCHES, '--out', part2]),
      tutor(['connect4', '--iterations', '20,40', ...MATCHES, '--out', whole]),
    ]);
    for (const r of runs) expect(r.status, r.stderr).toBe(0);
    // One after the other: a run locks its --out.
    const table = await tutor(['connect4', '--iterations', '20,40', ...MATCHES, '--out', whole, '--resume']);
    const asJson = await tutor(['connect4', '--iterations', '20,40', ...MATCHES, '--out', whole, '--resume', '--json']);
    for (const r of [table, asJson]) expect(r.status, r.stderr).toBe(0);
    run = { table: table.stdout, json: asJson.stdout };
    expect(records(part1)).toHaveLength(8);
    expect(records(part2)).toHaveLength(8);
  }, 60_000);

  test('two parts merged print the table and the --json of one run of all the matches', async () => {
    // The parts in either order: the matches come out in the run's order.
    const [table, asJson, reversed] = await Promise.all([
      tutor(['merge', part1, part2]),
      tutor(['merge', part1, part2, '--json']),
      tutor(['merge', part2, part1, '--json']),
    ]);
    for (const r of [table, asJson, reversed]) {
      expect(r.status, r.stderr).toBe(0);
      expect(r.stderr).toBe('');
    }
    expect(table.stdout).toMatch(/^Connect-4 matches \(MCTS's C = 1\.414/);
    expect(table.stdout).toMatch(/\| mcts:40 \| random \| 4 \| \d \| \d \| \d \| \d+ % \[/);
    expect(tableWithoutTime(table.stdout)).toBe(tableWithoutTime(run.table));
    const merged = json(asJson.stdout);
    expect(merged.matches.map((m) => `${m.a} ${m.b} ${m.games}`)).toEqual([
      'mcts:20 alphabeta:1 4',
      'mcts:20 random 4',
      'mcts:40 alphabeta:1 4',
      'mcts:40 random 4',
    ]);
    expect(withoutTime(merged)).toEqual(withoutTime(json(run.json)));
    expect(withoutTime(json(reversed.stdout))).toEqual(withoutTime(merged));
  });

  test('a game in two files is counted once, the duplicates said; copies that differ warned about naming both; a torn last line left out', async () => {
    const [first, second] = records(part1) as [string, string];
    const record = JSON.parse(first) as MatchRecord;
    // The same game with other nodes (a copy that disagrees), then a record cut off.
    const other = join(dir, 'other.jsonl');
    writeFileSync(other, `${JSON.stringify({ ...record, nodesA: record.nodesA + 1 })}\n${second.slice(0, 30)}`);
    const [dup, odd, alone] = await Promise.all([
      tutor(['merge', whole, part1, part2, '--json']),
      tutor(['merge', part1, other, '--json']),
      tutor(['merge', part1, '--json']),
    ]);
    expect(dup.status, dup.stderr).toBe(0);
    expect(dup.stderr.trim()).toBe('tutor: merge: dropped 16 duplicate records (the same game twice with the same result, times aside)');
    // The first copy of each game is kept: whole.jsonl's, so its summary to the last digit.
    expect(json(dup.stdout)).toEqual(json(run.json));
    expect(odd.status, odd.stderr).toBe(0);
    expect(odd.stderr).toMatch(
      /tutor: merge: warning: .*part-1\.jsonl:1 and .*other\.jsonl:1 are the same game \(mcts:20 vs alphabeta:1 c=1\.414\d*, experiment seed 3, game 0\) with different results \(nodesA \d+ ≠ \d+\); kept .*part-1\.jsonl:1/,
    );
    expect(odd.stderr).toMatch(
      /tutor: merge: .*other\.jsonl:2: left out a torn last line \(30 bytes .*`tutor experiment connect4 … --out .*other\.jsonl --resume` repairs it/,
    );
    expect(odd.stdout).toBe(alone.stdout);
  });

  test('files of runs with another C: a row a match and C, the table with a C column', async () => {
    const other = join(dir, 'c.jsonl');
    const run = await tutor([
      'connect4',
      '--iterations',
      '20',
      '--vs',
      'random',
      '--games',
      '2',
      '--seed',
      '3',
      '--c',
      '0.5',
      '--workers',
      '1',
      '--out',
      other,
    ]);
    expect(run.status, run.stderr).toBe(0);
    const [table, asJson] = await Promise.all([tutor(['merge', part1, other]), tutor(['merge', other, part1, '--json'])]);
    expect(asJson.status, asJson.stderr).toBe(0);
    expect(json(asJson.stdout).matches.map((m) => `${m.a} ${m.b} ${m.c} ${m.games}`)).toEqual([
      'mcts:20 alphabeta:1 1.4142135623730951 4',
      'mcts:20 random 0.5 2',
      'mcts:20 random 1.4142135623730951 4',
    ]);
    expect(table.status, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/^Connect-4 matches \(MCTS's C = as in each row\)/);
    expect(table.stdout).toContain('| a | b | C | games |');
    expect(table.stdout).toMatch(/\| mcts:20 \| random \| 0\.5 \| 2 \|/);
  });

  test('--resume of a matches file with copies of a game: the copies are said and not played again', async () => {
    const file = join(dir, 'copies.jsonl');
    writeFileSync(file, readFileSync(part1, 'utf8') + readFileSync(part1, 'utf8'));
    const r = await tutor(['connect4', '--iterations', '20', ...MATCHES, '--out', file, '--resume', '--json']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/tutor: resume: dropped 8 duplicate records/);
    expect(r.stderr).toMatch(/resuming: 8 of 8 games already played/);
    expect(records(file)).toHaveLength(16);
  });

  test('files of the two kinds in one merge are refused, naming one of each; --markdown is the 2048 results’ only', async () => {
    const results = join(dir, 'results.jsonl');
    const grid = await tutor(['--algo', 'minimax', '--heuristic', 'h1', '--depth', '1', '--games', '2', '--goal', '64', '--workers', '1', '--out', results]);
    expect(grid.status, grid.stderr).toBe(0);
    const [mixed, reversed, markdown] = await Promise.all([
      tutor(['merge', part1, part2, results]),
      tutor(['merge', results, part1, '--json']),
      tutor(['merge', part1, '--markdown']),
    ]);
    for (const r of [mixed, reversed, markdown]) {
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).not.toMatch(/\n\s+at |Error:/);
    }
    expect(mixed.stderr).toMatch(
      /^tutor experiment merge: .*part-1\.jsonl holds Connect-4 matches and .*results\.jsonl 2048 results: merge files of one kind at a time\n$/,
    );
    expect(reversed.stderr).toMatch(
      /^tutor experiment merge: .*results\.jsonl holds 2048 results and .*part-1\.jsonl Connect-4 matches: merge files of one kind at a time\n$/,
    );
    expect(markdown.stderr).toMatch(/--markdown is for 2048 results files only/);
    // Each kind alone still merges.
    const alone = await tutor(['merge', results, '--json']);
    expect(alone.status, alone.stderr).toBe(0);
    expect((JSON.parse(alone.stdout) as { runs: unknown[] }).runs).toHaveLength(1);
  });
});
