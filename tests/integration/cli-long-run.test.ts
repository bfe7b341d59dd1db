/**
 * Long work of the CLI says so, and Ctrl-C keeps what it found (issue 39, points 5 and 4):
 * `tutor connect4 solve` and `tutor search --game` write their progress to stderr only when it is a
 * terminal (silent when piped), and SIGINT prints the normal answer with `"status":"stopped"` (the
 * solver's bounds, MCTS's best move so far) and exits 130; an empty line of `connect4 solve --input`
 * is answered in its place. SIGINT is sent once the child has used a second of CPU (read from
 * /proc/<pid>/stat): past its start, into the search, with no fixed wait.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PROC, cpuSeconds } from '../shared/cpu-seconds.ts';

const ROOT = join(import.meta.dirname, '../..');
const TUTOR = join(ROOT, 'bin/tutor.mjs');

/** Runs the CLI, sends SIGINT once it has used `cpu` seconds of CPU, and gives what it printed and its exit code. */
function interrupted(args: string[], cpu = 1): Promise<{ stdout: string; stderr: string; code: number | null; signal: string | null; sent: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TUTOR, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let sent = false;
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const poll = setInterval(() => {
      const used = child.pid === undefined ? null : cpuSeconds(child.pid);
      if (used !== null && used >= cpu && !sent) {
        sent = true;
        child.kill('SIGINT');
      }
    }, 20);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearInterval(poll);
      resolve({ stdout, stderr, code, signal, sent });
    });
  });
}

describe.skipIf(!PROC)('Ctrl-C keeps what was found', () => {
  test('connect4 solve of the empty board: the JSON answer with "status":"stopped" and the bounds so far, exit 130', async () => {
    const r = await interrupted(['connect4', 'solve', '--position', '', '--json']);
    expect(r.sent).toBe(true);
    expect(r.signal).toBeNull();
    expect(r.code).toBe(130);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const j = JSON.parse(lines[0]!) as { position: string; score: null; nodes: number; status: string; bounds: [number, number] };
    expect(j).toMatchObject({ position: '', score: null, status: 'stopped' });
    expect(j.nodes).toBeGreaterThan(0);
    // The empty board's score is 1 (the first player wins with its 21st stone): the bounds found hold it.
    const [lower, upper] = j.bounds;
    expect(lower).toBeLessThanOrEqual(1);
    expect(upper).toBeGreaterThanOrEqual(1);
    expect(lower).toBeGreaterThanOrEqual(-21);
    expect(upper).toBeLessThanOrEqual(21);
    expect(r.stderr).toBe('');
  });

  test('connect4 solve without --json: the readable line says it was stopped, with the bounds', async () => {
    const r = await interrupted(['connect4', 'solve', '--position', '']);
    expect(r.code).toBe(130);
    expect(r.stdout).toMatch(/^\(start\): score unknown, in \[-?\d+, -?\d+\]; [\d,]+ nodes \(bounds\), [\d.]+ ms \(stopped by Ctrl-C\)\n$/);
  });

  test('search --algo mcts with the most iterations: the best move so far, the iterations done, "status":"stopped", exit 130', async () => {
    const r = await interrupted(['search', '--game', 'connect4', '--position', '4453', '--algo', 'mcts', '--iterations', '10000000', '--json']);
    expect(r.code).toBe(130);
    const j = JSON.parse(r.stdout) as { action: number; iterations: number; visits: Record<string, number>; status: string };
    expect(j.status).toBe('stopped');
    expect(j.iterations).toBeGreaterThan(0);
    expect(j.iterations).toBeLessThan(10_000_000);
    expect(Object.values(j.visits).reduce((a, b) => a + b, 0)).toBe(j.iterations);
    // The most visited column.
    expect(j.visits[String(j.action)]).toBe(Math.max(...Object.values(j.visits)));
  });

  test('search --algo alphabeta: "status":"stopped" with the nodes searched and no value, exit 130', async () => {
    const args = ['search', '--game', 'connect4', '--position', '', '--algo', 'alphabeta', '--depth', '42', '--budget', '1000000000', '--json'];
    const r = await interrupted(args);
    expect(r.code).toBe(130);
    const j = JSON.parse(r.stdout) as { value: number | null; nodes: number; status: string };
    expect(j).toMatchObject({ value: null, status: 'stopped' });
    expect(j.nodes).toBeGreaterThan(0);
  });
});

describe('progress', () => {
  // 20 million nodes: seconds of work on any machine.
  const LONG = ['connect4', 'solve', '--position', '', '--budget', '20000000'];

  test('piped stderr stays silent on a long solve', () => {
    const r = spawnSync(process.execPath, [TUTOR, ...LONG, '--json'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'budget', nodes: 20_000_001 });
    expect(r.stderr).toBe('');
  });

  // util-linux's `script` gives the child a terminal: the progress line is written there, then cleared.
  const script = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
  test.skipIf(!script)('on a terminal, the same solve writes its progress line: nodes, a rate, the bounds, rewritten in place', () => {
    const command = [process.execPath, TUTOR, ...LONG].map((a) => `'${a}'`).join(' ');
    const r = spawnSync('script', ['-qec', command, '/dev/null'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/\rsolving \(start\): [\d,]+ nodes · [\d.]+ [kM]? ?nodes\/s · score in \[-?\d+, -?\d+\]/);
    // Cleared before the answer.
    expect(r.stdout).toContain('\r\x1b[K(start): score unknown');
  });
});

describe('connect4 solve --input', () => {
  test('an empty line is answered in its place, with an error line naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'c4-empty-'));
    const file = join(dir, 'set.txt');
    writeFileSync(file, '5554224333234511764415115 4\n\n52753311433677442422121 8\n');
    const r = spawnSync(process.execPath, [TUTOR, 'connect4', 'solve', '--input', file, '--json'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(1);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ position: '5554224333234511764415115', score: 4, status: 'exact' });
    expect(lines[1]).toMatchObject({ position: '', status: 'error', line: 2 });
    expect(lines[1]!.error).toMatch(/the line is empty/);
    expect(lines[2]).toMatchObject({ position: '52753311433677442422121', score: 8, status: 'exact' });
    expect(r.stderr).toMatch(/line 2: the line is empty/);
  });
});
