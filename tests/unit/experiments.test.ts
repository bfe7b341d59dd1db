/**
 * Experiments: the same seed gives the same games in every configuration;
 * minimax and alpha-beta play identical games; the summary's statistics;
 * and `tutor experiment` with --out, --resume, --shard and merge.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { gameSeed, jobs, playGame, type GameResult } from '../../src/experiments/runner.ts';
import { summarise, wilson } from '../../src/experiments/summary.ts';
import { thesisResult } from '../../src/experiments/thesis-results.ts';

const ROOT = join(import.meta.dirname, '../..');
const withoutTime = ({ ms, nodes, ...rest }: GameResult) => (void ms, void nodes, rest);

describe('the runner', () => {
  test('minimax and alpha-beta play identical games on the same seeds, alpha-beta with fewer nodes', () => {
    for (let index = 0; index < 3; index++) {
      const mm = playGame({ algo: 'minimax', heuristic: 'h1', depth: 2, variant: 'text', index, seed: 11, goal: 256 });
      const ab = playGame({ algo: 'alphabeta', heuristic: 'h1', depth: 2, variant: 'text', index, seed: 11, goal: 256 });
      expect(withoutTime(ab)).toEqual(withoutTime(mm));
      expect(ab.nodes).toBeLessThanOrEqual(mm.nodes);
    }
  });

  test('game i has the same seed in every configuration; the same job gives the same game', () => {
    const grid = jobs(
      [
        { algo: 'expectimax', heuristic: 'h1', depth: 1, variant: 'text' },
        { algo: 'minimax', heuristic: 'h4', depth: 2, variant: 'thesis-code' },
      ],
      3,
      42,
    );
    expect(grid.map((j) => gameSeed(j.seed, j.index))).toEqual([...[0, 1, 2].map((i) => gameSeed(42, i)), ...[0, 1, 2].map((i) => gameSeed(42, i))]);
    expect(new Set([0, 1, 2, 3, 4].map((i) => gameSeed(42, i))).size).toBe(5);
    const job = { ...grid[0]!, goal: 128 };
    expect(withoutTime(playGame(job))).toEqual(withoutTime(playGame(job)));
  });
});

describe('the summary', () => {
  test('Wilson intervals', () => {
    const [lo, hi] = wilson(56, 100);
    expect(lo).toBeCloseTo(0.4622, 3);
    expect(hi).toBeCloseTo(0.6532, 3);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[1]).toBe(1);
  });

  test('win rate, means and the largest tiles', () => {
    const g = (index: number, win: boolean, maxTile: number): GameResult => ({ index, seed: index, win, score: 100 * index, maxTile, moves: 10, ms: 2, nodes: 50 });
    const run = summarise({ algo: 'expectimax', heuristic: 'h1', depth: 3, variant: 'text' }, [g(2, false, 1024), g(0, true, 2048), g(1, true, 2048)]);
    expect(run.games.map((x) => x.index)).toEqual([0, 1, 2]);
    expect(run).toMatchObject({ wins: 2, meanScore: 100, meanMs: 2, maxTiles: { 2048: 2, 1024: 1 } });
    expect(run.winRate).toBeCloseTo(2 / 3, 12);
  });

  test('the thesis’s figures are there', () => {
    expect(thesisResult('expectimax', 'h1', 3)).toEqual({ winPercent: 56, seconds: 0.235435689 });
    expect(thesisResult('alphabeta', 'h2', 7)?.winPercent).toBe(76);
    expect(thesisResult('minimax', 'h1', 8)).toBeNull();
  });
});

describe('tutor experiment', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [join(ROOT, 'scripts/build-cli.mjs')], { cwd: ROOT });
  });
  const tutor = (args: string[]) => spawnSync(process.execPath, [join(ROOT, 'bin/tutor.mjs'), 'experiment', ...args], { cwd: ROOT, encoding: 'utf8' });
  const grid = ['--algo', 'minimax,alphabeta', '--heuristic', 'h1', '--depth', '1-2', '--games', '3', '--seed', '9', '--goal', '256', '--workers', '2'];
  type Runs = { runs: { algo: string; depth: number; games: GameResult[]; wins: number; winRate: number }[] };
  const strip = (r: Runs) => r.runs.map((run) => ({ ...run, games: run.games.map(withoutTime) })).map(({ algo, depth, games, wins }) => ({ algo, depth, games, wins }));

  test('--json: the runs, minimax and alpha-beta with the same games', () => {
    const r = tutor([...grid, '--json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Runs;
    expect(out.runs.map((x) => `${x.algo}/${x.depth}`)).toEqual(['minimax/1', 'minimax/2', 'alphabeta/1', 'alphabeta/2']);
    expect(out.runs[0]!.games).toHaveLength(3);
    expect(out.runs[0]!.games[0]).toEqual(expect.objectContaining({ index: 0, seed: expect.any(Number), win: expect.any(Boolean), score: expect.any(Number), maxTile: expect.any(Number), moves: expect.any(Number), ms: expect.any(Number), nodes: expect.any(Number) }));
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
    const r = tutor(['--algo', 'minimax,alphabeta', '--heuristic', 'h1', '--depth', '3', '--games', '3', '--seed', '9', '--goal', '256', '--workers', '2', '--root', 'carried,full-window', '--out', file, '--json']);
    expect(r.status).toBe(0);
    const runs = (JSON.parse(r.stdout) as { runs: { algo: string; root?: string; games: GameResult[]; meanNodes: number }[] }).runs;
    expect(runs.map((x) => `${x.algo}${x.root === undefined ? '' : `/${x.root}`}`)).toEqual(['minimax', 'alphabeta', 'alphabeta/full-window']);
    const [mm, carried, full] = runs as [(typeof runs)[0], (typeof runs)[0], (typeof runs)[0]];
    expect(full.games.map(withoutTime)).toEqual(carried.games.map(withoutTime));
    expect(full.meanNodes).toBeGreaterThan(carried.meanNodes);
    expect(full.meanNodes).toBeLessThan(mm.meanNodes);
    const records = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { algo: string; root?: string });
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
