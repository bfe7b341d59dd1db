/**
 * `tutor experiment connect4` as users run it (the bundled CLI in a child
 * process, its games on worker threads): --json, the same seed giving the same
 * games whatever the number of threads, --out and --resume after Ctrl-C,
 * usage errors. The match logic is checked in process by
 * tests/unit/c4-matches.test.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { MatchRecord } from '../../src/experiments/c4-records.ts';

const ROOT = join(import.meta.dirname, '../..');
const BIN = join(ROOT, 'bin/tutor.mjs');
const tutor = (args: string[]) => spawnSync(process.execPath, [BIN, 'experiment', 'connect4', ...args], { cwd: ROOT, encoding: 'utf8' });
const small = ['--iterations', '30,300', '--depth', '1,2', '--games', '4', '--seed', '3'];
type Matches = { matches: { a: string; b: string; games: number; wins: number; draws: number; losses: number; winRate: number; meanMs: number }[] };
const withoutTime = (m: Matches) => m.matches.map(({ meanMs, ...rest }) => (void meanMs, rest));

describe('tutor experiment connect4', () => {
  test('--json: MCTS at each iteration count against alpha-beta at each depth and the random player; the same games on 1 thread and on 2', () => {
    const one = tutor([...small, '--workers', '1', '--json']);
    expect(one.status, one.stderr).toBe(0);
    const out = JSON.parse(one.stdout) as Matches;
    expect(out.matches.map((m) => `${m.a} ${m.b}`)).toEqual([
      'mcts:30 alphabeta:1',
      'mcts:30 alphabeta:2',
      'mcts:30 random',
      'mcts:300 alphabeta:1',
      'mcts:300 alphabeta:2',
      'mcts:300 random',
    ]);
    for (const m of out.matches) expect(m.wins + m.draws + m.losses).toBe(4);
    const two = JSON.parse(tutor([...small, '--workers', '2', '--json']).stdout) as Matches;
    expect(withoutTime(two)).toEqual(withoutTime(out));
  });

  test('the table: a row a match, from MCTS’s side', () => {
    const r = tutor([...small, '--vs', 'random', '--depth', '1']);
    expect(r.status).toBe(2);
    const t = tutor(['--iterations', '30', '--vs', 'random', '--games', '2']);
    expect(t.status).toBe(0);
    expect(t.stdout).toMatch(/\| mcts:30 \| random \| 2 \| \d \| \d \| \d \| \d+ % \[\d+ %, \d+ %\] \| \d\/1 \| \d\/1 \|/);
  });

  test('--out, Ctrl-C, --resume: the games written are kept and not played again; the file ends as a whole run’s', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'c4m-'));
    const file = join(dir, 'm.jsonl');
    const args = ['--iterations', '2000', '--depth', '3', '--games', '6', '--seed', '5', '--workers', '1', '--out', file];
    // Interrupted once a few games are in the file (polled, not a fixed wait).
    const child = spawn(process.execPath, [BIN, 'experiment', 'connect4', ...args], { cwd: ROOT });
    const lines = () => {
      try {
        return readFileSync(file, 'utf8')
          .split('\n')
          .filter((l) => l.trim() !== '').length;
      } catch {
        return 0;
      }
    };
    await expect.poll(lines, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(2);
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(130);
    const kept = lines();
    expect(kept).toBeLessThan(12);
    const refused = tutor(args);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/already has \d+ of these games.*--resume/);
    const resumed = tutor([...args, '--resume', '--json']);
    expect(resumed.status, resumed.stderr).toBe(0);
    expect(resumed.stderr).toContain(`resuming: ${kept} of 12 games already played`);
    const records = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as MatchRecord);
    expect(records).toHaveLength(12);
    expect(new Set(records.map((r) => `${r.b}#${r.index}`)).size).toBe(12);
    const fresh = JSON.parse(tutor([...args.slice(0, -2), '--json']).stdout) as Matches;
    expect(withoutTime(JSON.parse(resumed.stdout) as Matches)).toEqual(withoutTime(fresh));
  });

  test.each([
    [['--vs', 'minimax'], /--vs: "minimax" is not one of alphabeta, random/],
    [['--iterations', '0'], /--iterations must be a whole number 1–1000000/],
    [['--depth', '13'], /--depth must be a whole number 1–12/],
    [['--c', 'x'], /--c must be a decimal number from 0 to 100/],
    [['--resume'], /--resume needs --out/],
    [['--games', '2', '--games', '3'], /--games is given twice/],
  ])('%j is a usage error, exit 2', (args, message) => {
    const r = tutor(args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});
