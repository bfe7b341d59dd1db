/**
 * A grid run as shards, checked against the same grid run on one machine (docs/scale.md): the
 * helpers of tests/integration/grid-parallel.test.ts (GNU parallel) and slurm.test.ts (a Slurm job array).
 * The games must be the same, record for record (all but their wall time, `ms`), and the merged
 * summary the same as the one-machine run's (all but its times, `ms` and `meanMs`).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './docs-pages.ts';

/** This checkout's bundled CLI, as `npx tutor` means in a clone (tests/integration/setup.ts builds it). */
export const TUTOR = [process.execPath, join(ROOT, 'bin/tutor.mjs')];

/** The thesis's depth-1 grid (docs/results/README.md) with 4 games a configuration: 24 configurations, 96 games. */
export const DEPTH1_GRID = [
  ...['--algo', 'minimax,alphabeta,expectimax', '--heuristic', 'h1,h2,h3,h4', '--depth', '1'],
  ...['--variant', 'text,thesis-code', '--games', '4', '--seed', '2016'],
];
export const DEPTH1_GAMES = 96;

/** `npx tutor` in a line or a script, made to mean this checkout's CLI (as tests/integration/docs-commands.test.ts does). */
export function withThisTutor(text: string): string {
  return text.replace(/\bnpx tutor\b/g, TUTOR.map((p) => `"${p}"`).join(' '));
}

/** A fresh folder with an empty out/, and links to what the commands read (as a clone has them). */
export function workFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const name of ['examples', 'docs', 'package.json']) symlinkSync(join(ROOT, name), join(dir, name));
  mkdirSync(join(dir, 'out'));
  return dir;
}

/** Runs `tutor ARGS` in `dir`; stdout, or the test fails with its stderr. */
export function tutor(dir: string, args: string[]): string {
  const r = spawnSync(TUTOR[0]!, [...TUTOR.slice(1), ...args], { cwd: dir, encoding: 'utf8', timeout: 300_000 });
  if (r.status !== 0) throw new Error(`tutor ${args.join(' ')} exited ${String(r.status)}:\n${r.stderr}`);
  return r.stdout;
}

/** The shard files in `dir`'s out/ (out/shard-K.jsonl), in K's order. */
export function shardFiles(dir: string): string[] {
  return readdirSync(join(dir, 'out'))
    .filter((f) => /^shard-\d+\.jsonl$/.test(f))
    .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))
    .map((f) => `out/${f}`);
}

type Json = Record<string, unknown>;

/** The records of the files (paths from `dir`) without their wall time, sorted by their game's key. */
export function gamesOf(dir: string, files: string[]): Json[] {
  const key = (r: Json): string => [r.algo, r.heuristic, r.depth, r.variant, r.root ?? 'carried', r.experimentSeed, r.goal, r.index].join('#');
  return files
    .flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Json),
    )
    .map(({ ms: _ms, ...rest }) => rest)
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** A summary (`--json` of `tutor experiment` or of `merge`) without the times, which differ from run to run. */
export function withoutTimes(summaryJson: string): unknown {
  return JSON.parse(summaryJson, (k, v: unknown) => (k === 'ms' || k === 'meanMs' ? undefined : v));
}

/** The grid on one machine, one process: its --json summary (without times) and its records (out/one.jsonl). */
export function oneMachine(dir: string, grid: string[]): { summary: unknown; games: Json[] } {
  const summary = withoutTimes(tutor(dir, ['experiment', ...grid, '--workers', '1', '--out', 'out/one.jsonl', '--json']));
  return { summary, games: gamesOf(dir, ['out/one.jsonl']) };
}

/** `tutor experiment merge FILES --json`, without times. */
export function merged(dir: string, files: string[]): unknown {
  return withoutTimes(tutor(dir, ['experiment', 'merge', ...files, '--json']));
}
