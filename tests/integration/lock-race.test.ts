/**
 * The lock on a results file holds under races (issue 25): many runs of
 * `tutor experiment … --out r.jsonl --resume` started at once, with and
 * without a stale lock left behind (`999999 host`). In every trial exactly
 * one run writes, every other is refused (exit 2, one line saying the file is
 * being written by another run), and no game is written twice.
 *
 * The run that wins plays a long grid and is stopped with Ctrl-C once all
 * the others have ended, so that it holds the lock for as long as they try,
 * however slowly they start. RACE_TRIALS sets the trials per case (default 3: 6 in all, 8 runs each; 15 a case were run by hand).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { gameKey, parseRecords } from '../../src/experiments/records.ts';

const CLI = join(import.meta.dirname, '../../build/cli/tutor.mjs');
const TRIALS = Number(process.env.RACE_TRIALS ?? 3);
const STARTERS = 8;
/** A grid far longer than a trial: minimax at depth 1 to 64, one thread, stopped by Ctrl-C. */
const GRID = ['--algo', 'minimax', '--heuristic', 'h1', '--depth', '1', '--goal', '64', '--games', '100000', '--workers', '1'];

interface Run {
  pid: number;
  code: Promise<number | null>;
  stderr: () => string;
  stop: () => void;
  ended: boolean;
}

function start(file: string): Run {
  const child = spawn(process.execPath, [CLI, 'experiment', ...GRID, '--out', file, '--resume'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  const run: Run = {
    pid: child.pid!,
    code: new Promise((resolve) => child.on('close', (code) => ((run.ended = true), resolve(code)))),
    stderr: () => stderr,
    stop: () => child.kill('SIGINT'),
    ended: false,
  };
  return run;
}

/** One trial: STARTERS runs at once on a fresh file (with a stale lock, if asked). */
async function trial(stale: boolean): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lock-race-'));
  const file = join(dir, 'r.jsonl');
  if (stale) writeFileSync(`${file}.lock`, `999999 ${hostname()}\n`);
  const runs = Array.from({ length: STARTERS }, () => start(file));
  try {
    // All but one are refused; the one left is writing (it has written a game, its lock is there).
    await expect.poll(() => runs.filter((r) => r.ended).length, { timeout: 30_000, interval: 20 }).toBe(STARTERS - 1);
    const winner = runs.find((r) => !r.ended)!;
    await expect.poll(() => existsSync(file) && readFileSync(file, 'utf8').includes('\n'), { timeout: 30_000, interval: 20 }).toBe(true);
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe(`${winner.pid} ${hostname()}\n`);
    // Still the only one after a while: no run is waiting to write after it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs.filter((r) => r.ended)).toHaveLength(STARTERS - 1);
    winner.stop();
    expect(await winner.code).toBe(130);
    for (const r of runs.filter((x) => x !== winner)) {
      expect(await r.code, r.stderr()).toBe(2);
      expect(r.stderr()).toMatch(
        new RegExp(`^tutor experiment: .*r\\.jsonl is being written by another run \\(pid ${winner.pid}\\); wait for it to end or give another --out .*\\n$`),
      );
    }
    if (stale) expect(winner.stderr()).toMatch(/taking over the stale lock .*r\.jsonl\.lock \(pid 999999 is not running\)/);
    else expect(winner.stderr()).not.toMatch(/taking over/);
  } finally {
    for (const r of runs) if (!r.ended) r.stop();
    await Promise.all(runs.map((r) => r.code));
  }
  // The lock is gone, every line is a whole record, no game twice.
  expect(existsSync(`${file}.lock`)).toBe(false);
  const parsed = parseRecords(readFileSync(file, 'utf8'), 'r.jsonl');
  expect(parsed.problems).toEqual([]);
  expect(parsed.torn).toBeNull();
  const keys = parsed.records.map(gameKey);
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(keys.length);
}

describe(`${STARTERS} runs started at once on one --out`, () => {
  test(`${TRIALS} trials without a lock: exactly one writes, the others are refused`, async () => {
    for (let i = 0; i < TRIALS; i++) await trial(false);
  }, 600_000);

  test(`${TRIALS} trials with a stale lock: exactly one takes it over and writes, the others are refused`, async () => {
    for (let i = 0; i < TRIALS; i++) await trial(true);
  }, 600_000);
});
