/**
 * Long batches say so, and Ctrl-C ends them cleanly (issue 39, point 5; src/cli/batch.ts):
 * `tutor connect4 solve --input` and `tutor search --input` (game requests and trees) write one
 * progress line to stderr when it is a terminal (which line of how many, how many answered, the
 * current line's own progress), nothing when it is piped; SIGINT leaves the answers already written,
 * answers the line being searched with `"status":"stopped"` (a tree line, short by construction, in
 * full), gives the lines not reached no answer, says on stderr where to go on from, and exits 130.
 * SIGINT is sent once the lines before the long one are answered and the child has used some more
 * CPU (read from /proc/<pid>/stat): inside the long line, with no fixed wait.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PROC, cpuSeconds } from '../shared/cpu-seconds.ts';

const ROOT = join(import.meta.dirname, '../..');
const TUTOR = join(ROOT, 'bin/tutor.mjs');
const SCRIPT = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
const DIR = mkdtempSync(join(tmpdir(), 'batch-long-'));

/** Writes a batch file and gives its path. */
function file(name: string, lines: string[]): string {
  const path = join(DIR, name);
  writeFileSync(path, lines.map((l) => `${l}\n`).join(''));
  return path;
}

interface Run {
  stdout: string;
  stderr: string;
  code: number | null;
  signal: string | null;
  sent: boolean;
}

/** Runs the CLI and sends SIGINT once it has printed `after` lines and then used `cpu` more seconds of CPU. */
function interrupted(args: string[], after: number, cpu: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TUTOR, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let sent = false;
    let from: number | null = null;
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const poll = setInterval(() => {
      const used = child.pid === undefined ? null : cpuSeconds(child.pid);
      if (used === null || sent) return;
      if (from === null && stdout.split('\n').length > after) from = used;
      if (from !== null && used >= from + cpu) {
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

const lines = (text: string): Record<string, unknown>[] =>
  text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** Runs a command on a terminal (util-linux's `script`; `columns` wide, 0: unknown) and gives what it wrote there. */
function onTerminal(args: string[], columns = 0): { status: number | null; text: string } {
  const command = [process.execPath, TUTOR, ...args].map((a) => `'${a}'`).join(' ');
  const r = spawnSync('script', ['-qec', `stty cols ${columns}; ${command}`, '/dev/null'], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, text: r.stdout };
}

// Two short positions, then a long one (4453: seconds of solving), then one never reached.
const SET = ['5554224333234511764415115 4', '52753311433677442422121 8', '4453', '4'];
// A short request, then a long one (alpha-beta to the end of Connect-4), then one never reached.
const REQUESTS = [
  JSON.stringify({ game: 'tictactoe', position: 'x........' }),
  JSON.stringify({ position: '', algo: 'alphabeta', depth: 42, budget: 1_000_000_000 }),
  JSON.stringify({ position: '4' }),
];

describe.skipIf(!PROC)('Ctrl-C during a batch', () => {
  test('connect4 solve --input: the answers before, the stopped line with its bounds, nothing after, a note, exit 130', async () => {
    const set = file('set.txt', SET);
    const r = await interrupted(['connect4', 'solve', '--input', set, '--json'], 2, 0.5);
    expect(r.sent).toBe(true);
    expect(r.signal).toBeNull();
    expect(r.code).toBe(130);
    const got = lines(r.stdout);
    expect(got).toHaveLength(3);
    expect(got[0]).toMatchObject({ position: '5554224333234511764415115', score: 4, status: 'exact' });
    expect(got[1]).toMatchObject({ position: '52753311433677442422121', score: 8, status: 'exact' });
    expect(got[2]).toMatchObject({ position: '4453', score: null, status: 'stopped' });
    const [lower, upper] = got[2]!.bounds as [number, number];
    expect(lower).toBeLessThanOrEqual(upper);
    expect(r.stderr).toBe(
      `tutor connect4 solve: stopped by Ctrl-C: lines 1–2 of 4 answered, line 3 stopped ("status":"stopped"); to go on from line 3: tail -n +3 ${set}\n`,
    );
  });

  test('search --game --input: the answer before, the stopped search, nothing after, a note, exit 130', async () => {
    const requests = file('requests.jsonl', REQUESTS);
    const r = await interrupted(['search', '--game', 'connect4', '--input', requests], 1, 0.5);
    expect(r.sent).toBe(true);
    expect(r.signal).toBeNull();
    expect(r.code).toBe(130);
    const got = lines(r.stdout);
    expect(got).toHaveLength(2);
    expect(got[0]).toMatchObject({ game: 'tictactoe', status: 'complete' });
    expect(got[1]).toMatchObject({ game: 'connect4', algo: 'alphabeta', value: null, action: null, status: 'stopped' });
    expect(got[1]!.nodes).toBeGreaterThan(0);
    expect(r.stderr).toBe(
      `tutor search: stopped by Ctrl-C: line 1 of 3 answered, line 2 stopped ("status":"stopped"); to go on from line 2: tail -n +2 ${requests}\n`,
    );
  });

  test('search --input of trees: each line answered in full, in order, up to the one Ctrl-C came in; a note, exit 130', async () => {
    // Twelve trees of 196,606 nodes, tree i's leaves shifted by 1000·i: its minimax value is 50 + 1000·i.
    const tree = (shift: number): string => {
      let k = 0;
      const grow = (d: number): string => (d === 0 ? String(((k++ * 7919) % 100) + shift) : `[${grow(d - 1)},${grow(d - 1)}]`);
      return `[${grow(15)},${grow(15)},${grow(15)}]`;
    };
    const trees = file(
      'trees.jsonl',
      Array.from({ length: 12 }, (_, i) => tree(1000 * i)),
    );
    const r = await interrupted(['search', '--input', trees, '--algo', 'minimax', '--json'], 1, 0);
    expect(r.sent).toBe(true);
    expect(r.signal).toBeNull();
    expect(r.code).toBe(130);
    const got = lines(r.stdout);
    expect(got.length).toBeGreaterThanOrEqual(1);
    expect(got.length).toBeLessThan(12);
    got.forEach((j, i) => expect(j).toMatchObject({ value: 50 + 1000 * i, status: 'complete' }));
    const k = got.length;
    expect(r.stderr).toBe(
      `tutor search: stopped by Ctrl-C: ${k === 1 ? 'line 1' : `lines 1–${k}`} of 12 answered; to go on from line ${k + 1}: tail -n +${k + 1} ${trees}\n`,
    );
  });
});

describe('progress of a batch', () => {
  // A long line between short ones: 20 million nodes of the solver, 10 million of alpha-beta: seconds of work on any machine.
  const SOLVE = ['connect4', 'solve', '--input', file('progress.txt', SET.slice(0, 3)), '--budget', '20000000', '--json'];
  const long = JSON.stringify({ position: '', algo: 'alphabeta', depth: 42 });
  const SEARCH = ['search', '--game', 'connect4', '--input', file('progress.jsonl', [REQUESTS[0]!, long, REQUESTS[2]!]), '--budget', '10000000'];

  test('piped stderr stays silent, every line answered in its place', () => {
    const solve = spawnSync(process.execPath, [TUTOR, ...SOLVE], { cwd: ROOT, encoding: 'utf8' });
    expect(solve.status).toBe(0);
    expect(lines(solve.stdout).map((j) => j.status)).toEqual(['exact', 'exact', 'budget']);
    expect(solve.stderr).toBe('');
    const search = spawnSync(process.execPath, [TUTOR, ...SEARCH], { cwd: ROOT, encoding: 'utf8' });
    expect(search.status).toBe(0);
    expect(lines(search.stdout).map((j) => j.status)).toEqual(['complete', 'budget', 'complete']);
    expect(search.stderr).toBe('');
  });

  test.skipIf(!SCRIPT)('on a terminal, connect4 solve --input shows which line of how many, then the solver’s progress, cleared before the answer', () => {
    const r = onTerminal(SOLVE);
    expect(r.status).toBe(0);
    expect(r.text).toMatch(/\rline 3 of 3, 2 answered · solving 4453: [\d,]+ nodes · [\d.]+ [kM]? ?nodes\/s · score in \[-?\d+, -?\d+\] · /);
    // Cleared before the answer, which is the third line's.
    expect(r.text).toContain('\r\x1b[K{"position":"4453","score":null,"nodes":20000001,');
  });

  test.skipIf(!SCRIPT)('on a terminal 72 columns wide, search --game --input shows its place and the nodes so far, each line cut to fit', () => {
    const r = onTerminal(SEARCH, 72);
    expect(r.status).toBe(0);
    // Each write of the line is `\r`, the text, then `\x1b[K` (clear to the end of the line); clearing it writes no text.
    const shown = r.text
      .split('\r')
      .filter((piece) => piece.endsWith('\x1b[K'))
      .map((piece) => piece.slice(0, -'\x1b[K'.length))
      .filter((text) => text !== '');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown[0]).toMatch(/^line 2 of 3, 1 answered · alphabeta on connect4: [\d,]+ nodes/);
    for (const s of shown) expect(s.length).toBeLessThanOrEqual(71);
    // The rest of the line (its rate, its time, the Ctrl-C hint) did not fit.
    expect(shown[0]).toMatch(/…$/);
  });
});
