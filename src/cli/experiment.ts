/**
 * `tutor experiment`: batches of 2048 games over a grid of configurations,
 * played by a pool of worker threads, one JSONL record per finished game.
 *
 *   tutor experiment --algo minimax,alphabeta,expectimax --heuristic h1,h2 --depth 1-4 --games 100 --seed 7
 *                    [--variant text|thesis-code] [--workers N] [--out results.jsonl] [--resume] [--shard k/n] [--json]
 *   tutor experiment merge a.jsonl b.jsonl … [--json]
 *
 * `--out` appends each game as it finishes, so an interrupted run loses
 * nothing and `--resume` skips what is there; `--shard k/n` plays every n-th
 * game (k-th of n), for a scheduler to spread a grid over machines, and
 * `merge` sums the shards' files.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { ALGORITHMS_2048, type Algorithm2048 } from '../games/g2048/decide.ts';
import { ROOT_WINDOWS, type RootWindow } from '../search/search.ts';
import { HEURISTICS, VARIANTS, type Heuristic, type Variant } from '../games/g2048/heuristics.ts';
import { configKey, jobs as makeJobs, playGame, type Config, type GameResult, type Job } from '../experiments/runner.ts';
import { summarise, type Run } from '../experiments/summary.ts';
import { thesisResult } from '../experiments/thesis-results.ts';
import { reportPruning, reportTables } from '../experiments/report.ts';
import { UsageError, type Output } from './io.ts';

export interface ExperimentFlags {
  algo?: string;
  heuristic?: string;
  depth?: string;
  games?: string;
  seed?: string;
  variant?: string;
  root?: string;
  goal?: string;
  workers?: string;
  out?: string;
  resume?: boolean;
  shard?: string;
  json?: boolean;
}

/** One line of an `--out` file: the configuration and the experiment with the game's result. */
export interface Record extends Config, GameResult {
  experimentSeed: number;
  goal: number;
}

const WORKER_ROLE = 'tutor-experiment-worker';

/** In a worker thread: play the jobs the pool sends, one at a time. */
export function experimentWorker(): boolean {
  if (isMainThread || (workerData as { role?: string } | null)?.role !== WORKER_ROLE) return false;
  parentPort!.on('message', (job: Job) => parentPort!.postMessage({ job, result: playGame(job) }));
  return true;
}

function list<T extends string>(text: string, allowed: readonly T[], name: string): T[] {
  const items = text.split(',').map((s) => s.trim());
  for (const item of items) if (!(allowed as readonly string[]).includes(item)) throw new UsageError(`--${name}: ${JSON.stringify(item)} is not one of ${allowed.join(', ')}`);
  return items as T[];
}

function depths(text: string): number[] {
  const out: number[] = [];
  for (const part of text.split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (m === null) throw new UsageError(`--depth: ${JSON.stringify(part)} is not a depth or a range like 1-5`);
    const from = Number(m[1]);
    const to = Number(m[2] ?? m[1]);
    if (from < 1 || to < from || to > 12) throw new UsageError(`--depth: ${part} is not a range of depths 1–12`);
    for (let d = from; d <= to; d++) out.push(d);
  }
  return out;
}

function whole(text: string | undefined, name: string, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be a whole number ≥ ${min}, not ${JSON.stringify(text)}`);
  return n;
}

/** The JSONL records of files (blank lines skipped; a bad line is an error naming it). */
function readRecords(paths: string[]): Record[] {
  return paths.flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, i) => {
        if (line.trim() === '') return [];
        try {
          return [JSON.parse(line) as Record];
        } catch {
          throw new UsageError(`${path}:${i + 1}: not a JSON record`);
        }
      }),
  );
}

export async function experimentCommand(flags: ExperimentFlags, out: Output): Promise<number> {
  const configs: Config[] = [];
  const algos = list<Algorithm2048>(flags.algo ?? 'minimax,alphabeta,expectimax', ALGORITHMS_2048, 'algo');
  const heuristics = list<Heuristic>(flags.heuristic ?? 'h1', HEURISTICS, 'heuristic');
  const variants = list<Variant>(flags.variant ?? 'text', VARIANTS, 'variant');
  const roots = list<RootWindow>(flags.root ?? 'carried', ROOT_WINDOWS, 'root');
  for (const variant of variants)
    for (const algo of algos)
      for (const root of algo === 'alphabeta' ? roots : (['carried'] as const))
        for (const heuristic of heuristics)
          for (const depth of depths(flags.depth ?? '3')) configs.push({ algo, heuristic, depth, variant, ...(root === 'full-window' ? { root } : {}) });
  const games = whole(flags.games, 'games', 10, 1);
  const seed = whole(flags.seed, 'seed', 2016, 0);
  const goal = whole(flags.goal, 'goal', 2048, 4);
  const workers = whole(flags.workers, 'workers', Math.max(1, availableParallelism()), 1);
  let shard = { k: 1, n: 1 };
  if (flags.shard !== undefined) {
    const m = /^(\d+)\/(\d+)$/.exec(flags.shard);
    if (m === null || Number(m[1]) < 1 || Number(m[1]) > Number(m[2])) throw new UsageError(`--shard must be k/n with 1 ≤ k ≤ n, not ${JSON.stringify(flags.shard)}`);
    shard = { k: Number(m[1]), n: Number(m[2]) };
  }
  if (flags.resume === true && flags.out === undefined) throw new UsageError('--resume needs --out (the file to resume)');

  const all = makeJobs(configs, games, seed, goal).filter((_, i) => i % shard.n === shard.k - 1);
  const done: Record[] = flags.resume === true && flags.out !== undefined && existsSync(flags.out) ? readRecords([flags.out]) : [];
  const finished = new Set(done.filter((r) => r.experimentSeed === seed && r.goal === goal).map((r) => `${configKey(r)}#${r.index}`));
  const todo = all.filter((j) => !finished.has(`${configKey(j)}#${j.index}`));
  const records: Record[] = done.filter((r) => all.some((j) => configKey(j) === configKey(r) && j.index === r.index && r.experimentSeed === seed));

  const progress = new Progress(all.length, all.length - todo.length, out);
  let stop = false;
  const onSigint = () => {
    if (stop) process.exit(130);
    stop = true;
    out.error('\nstopping: the games being played finish, the rest are left for --resume (Ctrl-C again to quit at once)');
  };
  process.on('SIGINT', onSigint);
  try {
    await pool(todo, Math.min(workers, Math.max(1, todo.length)), () => stop, (job, result) => {
      const record: Record = { algo: job.algo, heuristic: job.heuristic, depth: job.depth, variant: job.variant, ...(job.root === 'full-window' ? { root: job.root } : {}), experimentSeed: seed, goal, ...result };
      records.push(record);
      if (flags.out !== undefined) appendFileSync(flags.out, JSON.stringify(record) + '\n');
      progress.tick();
    });
  } finally {
    process.off('SIGINT', onSigint);
    progress.end();
  }
  report(configs, records, flags.json === true, out);
  return stop ? 130 : 0;
}

/** `tutor experiment merge FILES…`: the summary of shards' records together (`--markdown`: the reproduction report's tables). */
export function mergeCommand(files: string[], flags: { json?: boolean; markdown?: boolean }, out: Output): number {
  if (files.length === 0) throw new UsageError('give the JSONL files to merge');
  const records = readRecords(files);
  const seen = new Map<string, Record>();
  for (const r of records) seen.set(`${configKey(r)}#${r.experimentSeed}#${r.index}`, r);
  const unique = [...seen.values()];
  // In the grid's order (variant, algorithm, heuristic, depth), whatever order the games finished in.
  const rank = (c: Config) => [VARIANTS.indexOf(c.variant), ALGORITHMS_2048.indexOf(c.algo), c.root === 'full-window' ? 1 : 0, HEURISTICS.indexOf(c.heuristic), c.depth];
  const configs = [
    ...new Map(unique.map((r) => [configKey(r), { algo: r.algo, heuristic: r.heuristic, depth: r.depth, variant: r.variant, ...(r.root === 'full-window' ? { root: r.root } : {}) }])).values(),
  ].sort((x, y) => {
    const [a, b] = [rank(x), rank(y)];
    return a.map((v, i) => v - (b[i] ?? 0)).find((d) => d !== 0) ?? 0;
  });
  if (flags.markdown === true) {
    const runs = summaries(configs, unique);
    out.print(`${reportTables(runs)}
${reportPruning(runs)}`);
    return 0;
  }
  report(configs, unique, flags.json === true, out);
  return 0;
}

function summaries(configs: Config[], records: Record[]): Run[] {
  return configs.map((c) =>
    summarise(
      c,
      records.filter((r) => configKey(r) === configKey(c)).map(({ index, seed, win, score, maxTile, moves, ms, nodes }) => ({ index, seed, win, score, maxTile, moves, ms, nodes })),
    ),
  );
}

function report(configs: Config[], records: Record[], json: boolean, out: Output): void {
  const runs = summaries(configs, records);
  if (json) {
    out.print(JSON.stringify({ runs }));
    return;
  }
  out.print(table(runs));
}

/** The summary as a Markdown table, with the thesis's figure beside each row. */
export function table(runs: Run[]): string {
  const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
  const rows = runs.map((r) => {
    // The thesis ran its code variant; its figure is shown beside both variants.
    const thesis = thesisResult(r.algo, r.heuristic, r.depth);
    const tiles = Object.entries(r.maxTiles)
      .sort((a, b) => Number(b[0]) - Number(a[0]))
      .map(([t, n]) => `${t}×${n}`)
      .join(' ');
    return `| ${r.algo}${r.root === 'full-window' ? ' (full-window root)' : ''} | ${r.heuristic} | ${r.depth} | ${r.variant} | ${r.games.length} | ${pct(r.winRate)} [${pct(r.interval[0])}, ${pct(r.interval[1])}] | ${thesis === null ? '–' : `${thesis.winPercent} %`} | ${(r.meanMs / 1000).toFixed(3)} s | ${thesis === null ? '–' : `${thesis.seconds.toPrecision(3)} s`} | ${r.meanScore.toFixed(0)} | ${Math.round(r.meanNodes).toLocaleString('en')} | ${tiles} |`;
  });
  return [
    '| algorithm | heuristic | depth | variant | games | won [95 % interval] | thesis won | time per game | thesis time | mean score | mean nodes | largest tiles |',
    '| --- | --- | ---: | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n');
}

/** Plays the jobs on `size` worker threads; `done` sees each result as it comes. */
function pool(jobs: Job[], size: number, stopped: () => boolean, done: (job: Job, result: GameResult) => void): Promise<void> {
  if (jobs.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    let next = 0;
    let running = 0;
    const workers: Worker[] = [];
    const feed = (w: Worker) => {
      if (stopped() || next >= jobs.length) {
        void w.terminate();
        if (running === 0) {
          for (const x of workers) void x.terminate();
          resolve();
        }
        return;
      }
      running++;
      w.postMessage(jobs[next++]);
    };
    for (let i = 0; i < size; i++) {
      const w = new Worker(new URL(import.meta.url), { workerData: { role: WORKER_ROLE } });
      workers.push(w);
      w.on('message', ({ job, result }: { job: Job; result: GameResult }) => {
        running--;
        done(job, result);
        feed(w);
      });
      w.on('error', reject);
      feed(w);
    }
  });
}

/** A progress bar with an ETA on stderr, only when stderr is a terminal. */
class Progress {
  private readonly start = Date.now();
  private readonly tty = process.stderr.isTTY === true;
  /** Games played by this run (not counting resumed ones), for the ETA. */
  private played = 0;

  constructor(
    private readonly total: number,
    private done: number,
    out: Output,
  ) {
    if (total > 0 && done > 0) out.error(`resuming: ${done} of ${total} games already played`);
  }

  tick(): void {
    this.done++;
    this.played++;
    if (!this.tty) return;
    const share = this.done / this.total;
    const elapsed = (Date.now() - this.start) / 1000;
    const eta = (elapsed / this.played) * (this.total - this.done);
    const bar = '#'.repeat(Math.round(share * 30)).padEnd(30, '.');
    process.stderr.write(`\r[${bar}] ${this.done}/${this.total} games · ${fmt(elapsed)} · ETA ${fmt(eta)}   `);
  }

  end(): void {
    if (this.tty) process.stderr.write('\n');
  }
}

function fmt(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(0)} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
  return `${Math.floor(seconds / 3600)} h ${Math.round((seconds % 3600) / 60)} min`;
}
