/**
 * `tutor experiment` as users run it (the bundled CLI in a child process):
 * --json, --out and --resume, --shard and merge, --root, the table beside the
 * thesis's figures. The runner and the summary are checked in process by
 * tests/unit/experiments.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { GameResult } from '../../src/experiments/runner.ts';

const ROOT = join(import.meta.dirname, '../..');
const withoutTime = ({ ms, nodes, ...rest }: GameResult) => (void ms, void nodes, rest);

describe('tutor experiment', () => {
  const tutor = (args: string[]) => spawnSync(process.execPath, [join(ROOT, 'bin/tutor.mjs'), 'experiment', ...args], { cwd: ROOT, encoding: 'utf8' });
  const grid = ['--algo', 'minimax,alphabeta', '--heuristic', 'h1', '--depth', '1-2', '--games', '3', '--seed', '9', '--goal', '256', '--workers', '2'];
  type Runs = { runs: { algo: string; depth: number; games: GameResult[]; wins: number; winRate: number }[] };
  const strip = (r: Runs) =>
    r.runs.map((run) => ({ ...run, games: run.games.map(withoutTime) })).map(({ algo, depth, games, wins }) => ({ algo, depth, games, wins }));

  test('--json: the runs, minimax and alpha-beta with the same games', () => {
    const r = tutor([...grid, '--json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Runs;
    expect(out.runs.map((x) => `${x.algo}/${x.depth}`)).toEqual(['minimax/1', 'minimax/2', 'alphabeta/1', 'alphabeta/2']);
    expect(out.runs[0]!.games).toHaveLength(3);
    expect(out.runs[0]!.games[0]).toEqual(
      expect.objectContaining({
        index: 0,
        seed: expect.any(Number),
        win: expect.any(Boolean),
        score: expect.any(Number),
        maxTile: expect.any(Number),
        moves: expect.any(Number),
        ms: expect.any(Number),
        nodes: expect.any(Number),
      }),
    );
    expect(out.runs[1]!.games.map(withoutTime)).toEqual(out.runs[3]!.games.map(withoutTime));
  });

  test('--out and --resume: nothing is played twice; shards merged give the whole grid', () => {
    const dir = mkdtempSync(join(tmpdir(), 'exp-'));
    const file = join(dir, 'all.jsonl');
    const first = JSON.parse(tutor([...grid, '--out', file, '--json']).stdout) as Runs;
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(12);
    const again = tutor([...grid, '--out', file, '--resume', '--json']);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(12);
    expect(again.stderr).toMatch(/12 of 12 games already played/);
    expect(strip(JSON.parse(again.stdout) as Runs)).toEqual(strip(first));
    const a = join(dir, 'a.jsonl');
    const b = join(dir, 'b.jsonl');
    tutor([...grid, '--shard', '1/2', '--out', a]);
    tutor([...grid, '--shard', '2/2', '--out', b]);
    expect(readFileSync(a, 'utf8').trim().split('\n').length + readFileSync(b, 'utf8').trim().split('\n').length).toBe(12);
    const merged = spawnSync(process.execPath, [join(ROOT, 'bin/tutor.mjs'), 'experiment', 'merge', a, b, '--json'], { encoding: 'utf8' });
    expect(strip(JSON.parse(merged.stdout) as Runs)).toEqual(strip(first));
  });

  test('--root carried,full-window: alpha-beta both ways plays the same games, the full window with more nodes, its records marked', () => {
    const dir = mkdtempSync(join(tmpdir(), 'exp-'));
    const file = join(dir, 'roots.jsonl');
    const r = tutor([
      '--algo',
      'minimax,alphabeta',
      '--heuristic',
      'h1',
      '--depth',
      '3',
      '--games',
      '3',
      '--seed',
      '9',
      '--goal',
      '256',
      '--workers',
      '2',
      '--root',
      'carried,full-window',
      '--out',
      file,
      '--json',
    ]);
    expect(r.status).toBe(0);
    const runs = (JSON.parse(r.stdout) as { runs: { algo: string; root?: string; games: GameResult[]; meanNodes: number }[] }).runs;
    expect(runs.map((x) => `${x.algo}${x.root === undefined ? '' : `/${x.root}`}`)).toEqual(['minimax', 'alphabeta', 'alphabeta/full-window']);
    const [mm, carried, full] = runs as [(typeof runs)[0], (typeof runs)[0], (typeof runs)[0]];
    expect(full.games.map(withoutTime)).toEqual(carried.games.map(withoutTime));
    expect(full.meanNodes).toBeGreaterThan(carried.meanNodes);
    expect(full.meanNodes).toBeLessThan(mm.meanNodes);
    const records = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { algo: string; root?: string });
    expect(records.filter((x) => x.root === 'full-window')).toHaveLength(3);
    expect(records.filter((x) => x.algo === 'alphabeta' && x.root === undefined)).toHaveLength(3);
    const merged = spawnSync(process.execPath, [join(ROOT, 'bin/tutor.mjs'), 'experiment', 'merge', file, '--markdown'], { encoding: 'utf8' });
    expect(merged.stdout).toMatch(/### alphabeta \(full-window root, as AIMA-Java\)/);
    expect(merged.stdout).toMatch(/\| text \| H1 \| 3 \| yes, all 3 \| \d+ % \| \d+ % \| \d+ % \| 74 % \|/);
  });

  test('the table shows the thesis’s figure beside ours; bad options are refused', () => {
    const r = tutor(['--algo', 'expectimax', '--heuristic', 'h1', '--depth', '3', '--games', '2', '--goal', '128', '--workers', '1']);
    expect(r.stdout).toMatch(/\| expectimax \| h1 \| 3 \| text \| 2 \| .* \| 56 % \|/);
    expect(tutor(['--depth', '5-3']).status).toBe(2);
    expect(tutor(['--algo', 'negamax']).stderr).toMatch(/negamax" is not one of/);
    expect(tutor(['--resume']).stderr).toMatch(/--resume needs --out/);
  });
});
