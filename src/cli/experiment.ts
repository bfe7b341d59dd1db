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
 *
 * Results files are trusted no further than src/experiments/records.ts
 * checks them (issue 12): every line read is a whole record or an error
 * naming `file:line` (exit 2). `--out` is checked before any game, locked
 * (`FILE.lock`, holding "pid host") so two runs never write one file, and
 * appends start on a new line. A torn last line (a run killed mid-write) is
 * dropped by `--resume`, which says so; without `--resume` a file that
 * already holds games of the grid is refused rather than duplicated. `merge`
 * keeps one copy of each game and warns about copies that disagree.
 */
import { appendFileSync, closeSync, fstatSync, ftruncateSync, openSync, readFileSync, readSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { availableParallelism, hostname } from 'node:os';
import { dirname, resolve } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { ALGORITHMS_2048, type Algorithm2048 } from '../games/g2048/decide.ts';
import { ROOT_WINDOWS, type RootWindow } from '../search/search.ts';
import { HEURISTICS, VARIANTS, type Heuristic, type Variant } from '../games/g2048/heuristics.ts';
import { configKey, jobs as makeJobs, playGame, type Config, type GameResult, type Job } from '../experiments/runner.ts';
import { differences, gameKey, isPowerOfTwo, parseRecords, sameResult, type ResultRecord } from '../experiments/records.ts';
import { summarise, type Run } from '../experiments/summary.ts';
import { thesisResult } from '../experiments/thesis-results.ts';
import { reportPruning, reportTables } from '../experiments/report.ts';
import { parseInteger, type IntRange } from '../games/input.ts';
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

/** One line of an `--out` file (src/experiments/records.ts checks it). */
export type Record = ResultRecord;

/** The ranges of the numeric flags (the records' fields use the same ones). */
export const FLAG_RANGES = {
  games: { min: 1, max: 100_000 },
  seed: { min: 0, max: 4294967295 },
  workers: { min: 1, max: 64 },
  shard: { min: 1, max: 100_000 },
  depth: { min: 1, max: 12 },
  goal: { min: 4, max: 32768 },
} as const satisfies { [flag: string]: IntRange };

const WORKER_ROLE = 'tutor-experiment-worker';

/** In a worker thread: play the jobs the pool sends, one at a time. */
export function experimentWorker(): boolean {
  if (isMainThread || (workerData as { role?: string } | null)?.role !== WORKER_ROLE) return false;
  parentPort!.on('message', (job: Job) => parentPort!.postMessage({ job, result: playGame(job) }));
  return true;
}

/** A comma-separated list of names from `allowed`, each once, in the order given. */
function list<T extends string>(text: string, allowed: readonly T[], name: string): T[] {
  const items = text.split(',').map((s) => s.trim());
  for (const item of items) if (!(allowed as readonly string[]).includes(item)) throw new UsageError(`--${name}: ${JSON.stringify(item)} is not one of ${allowed.join(', ')}`);
  return [...new Set(items)] as T[];
}

/** A decimal integer flag in its range, or a UsageError naming the flag and the range. */
function integer(text: string, name: string, r: IntRange): number {
  const n = parseInteger(text, name, r);
  if (!n.ok) throw new UsageError(n.error.en);
  return n.value;
}

/** `--depth 3`, `1-5`, `1,3,5`: depths 1–12, each once, ascending within a range. */
function depths(text: string): number[] {
  const out: number[] = [];
  for (const part of text.split(',')) {
    const m = /^([^-]*)(?:-(.*))?$/.exec(part.trim());
    const from = integer(m?.[1] ?? '', '--depth', FLAG_RANGES.depth);
    const to = m?.[2] === undefined ? from : integer(m[2], '--depth', FLAG_RANGES.depth);
    if (to < from) throw new UsageError(`--depth: ${part.trim()} is not a range of depths (from ≤ to, 1–12)`);
    for (let d = from; d <= to; d++) out.push(d);
  }
  return [...new Set(out)];
}

function integerFlag(text: string | undefined, name: keyof typeof FLAG_RANGES, fallback: number): number {
  return text === undefined ? fallback : integer(text, `--${name}`, FLAG_RANGES[name]);
}

/** `--goal`: a tile, a power of two 4–32768. */
function goalFlag(text: string | undefined): number {
  if (text === undefined) return 2048;
  const n = parseInteger(text, '--goal', FLAG_RANGES.goal);
  if (!n.ok || !isPowerOfTwo(n.value)) throw new UsageError(`--goal must be a tile, a power of two 4–32768, not ${n.ok ? n.value : JSON.stringify(text)}`);
  return n.value;
}

/** `--shard k/n`: 1 ≤ k ≤ n ≤ 100000. */
function shardFlag(text: string | undefined): { k: number; n: number } {
  if (text === undefined) return { k: 1, n: 1 };
  const m = /^([^/]*)\/([^/]*)$/.exec(text);
  if (m === null) throw new UsageError(`--shard must be k/n with 1 ≤ k ≤ n ≤ ${FLAG_RANGES.shard.max}, not ${JSON.stringify(text)}`);
  const n = integer(m[2]!, '--shard n', FLAG_RANGES.shard);
  const k = integer(m[1]!, '--shard k', { min: 1, max: n });
  return { k, n };
}

// ---- Reading results files --------------------------------------------------------

/** A record and where it came from (`file:line`), for messages. */
interface Located {
  record: ResultRecord;
  where: string;
}

/** How many problems of a file are shown before "and N more". */
const SHOWN_PROBLEMS = 1;

/**
 * The records of a results file through parseRecords: a line that is not a
 * record is a UsageError naming `file:line`; a torn last line is returned
 * for the caller to leave out or repair, with its size in bytes.
 */
function readResults(path: string, bytes: Buffer, advice: string): { records: Located[]; torn: { line: number; bytes: number } | null; endsWithNewline: boolean } {
  const parsed = parseRecords(bytes.toString('utf8'), path);
  if (parsed.problems.length > 0) {
    const [first] = parsed.problems;
    const more = parsed.problems.length - SHOWN_PROBLEMS;
    throw new UsageError(`${first!.en}${more > 0 ? ` (and ${more} more bad line${more === 1 ? '' : 's'}, the next at ${path}:${parsed.problems[1]!.line})` : ''}; ${advice}`);
  }
  // The torn bytes: everything after the last newline (a newline byte is never part of a longer UTF-8 character).
  const torn = parsed.torn === null ? null : { line: parsed.torn.line, bytes: bytes.length - (bytes.lastIndexOf(0x0a) + 1) };
  return { records: parsed.records.map((record, i) => ({ record, where: `${path}:${parsed.lines[i]!}` })), torn, endsWithNewline: parsed.endsWithNewline };
}

function readFile(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(code === 'ENOENT' ? `no such file: ${path}` : code === 'EISDIR' ? `${path} is a directory, not a results file` : `cannot read ${path}: ${(e as Error).message}`);
  }
}

/**
 * One copy of each game (configuration, experiment seed, game index): the
 * first seen is kept. Copies that agree (all but their wall time) are
 * counted; copies that disagree are warned about on stderr, naming both.
 */
function unique(records: Located[], label: string, out: Output): ResultRecord[] {
  const seen = new Map<string, Located>();
  let identical = 0;
  const conflicts: string[] = [];
  for (const r of records) {
    const key = gameKey(r.record);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, r);
    else if (sameResult(first.record, r.record)) identical++;
    else
      conflicts.push(
        `${first.where} and ${r.where} are the same game (${configKey(r.record)}, experiment seed ${r.record.experimentSeed}, game ${r.record.index}) with different results (${differences(first.record, r.record)}); kept ${first.where}`,
      );
  }
  for (const c of conflicts.slice(0, 5)) out.error(`tutor: ${label}: warning: ${c}`);
  if (conflicts.length > 5) out.error(`tutor: ${label}: warning: and ${conflicts.length - 5} more conflicting copies`);
  if (identical > 0) out.error(`tutor: ${label}: dropped ${identical} duplicate record${identical === 1 ? '' : 's'} (the same game twice with the same result, times aside)`);
  const kept = [...seen.values()].map((r) => r.record);
  const goals = new Map<string, Set<number>>();
  for (const r of kept) goals.set(configKey(r), (goals.get(configKey(r)) ?? new Set()).add(r.goal));
  for (const [key, g] of goals) if (g.size > 1) out.error(`tutor: ${label}: warning: ${key} has games played to different goals (${[...g].join(', ')}); its summary counts them together`);
  return kept;
}

// ---- --out: checks, lock, appends ---------------------------------------------------

/** `--out` as a one-line UsageError, from the error of a file operation. */
function outError(path: string, e: unknown, doing = 'cannot write'): UsageError {
  const err = e as NodeJS.ErrnoException;
  const why: { [code: string]: string } = {
    EACCES: 'no permission',
    EPERM: 'not permitted',
    EROFS: 'a read-only file system',
    ENOSPC: 'no space left on the device',
    EISDIR: 'it is a directory',
    ENOTDIR: 'a part of its path is not a directory',
    ENOENT: 'no such directory',
  };
  return new UsageError(`--out ${path}: ${doing} (${why[err.code ?? ''] ?? err.message})`);
}

/** Before any game: `--out` must be a regular file, or a new one in an existing directory. */
function checkOut(path: string): void {
  let isNew = false;
  try {
    const st = statSync(path);
    if (st.isDirectory()) throw new UsageError(`--out ${path} is a directory; give a file, such as ${path.replace(/\/+$/, '')}/results.jsonl`);
    if (!st.isFile()) throw new UsageError(`--out ${path} is not a regular file`);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw outError(path, e, 'cannot use it');
    isNew = true;
  }
  if (isNew) {
    const dir = dirname(resolve(path));
    let st;
    try {
      st = statSync(dir);
    } catch (e) {
      throw new UsageError(`--out ${path}: no such directory ${dirname(path)}${(e as NodeJS.ErrnoException).code === 'ENOTDIR' ? ' (a part of it is a file)' : ''}`);
    }
    if (!st.isDirectory()) throw new UsageError(`--out ${path}: ${dirname(path)} is not a directory`);
  }
}

/** Whether process `pid` is running (on this machine). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock on `--out`: `FILE.lock`, created exclusively, holding "pid host".
 * A second writer is refused (UsageError); a lock left by a process that is
 * no longer running on this machine is taken over, with a message. Returns
 * the function that removes it (only if it is still ours).
 */
function lock(path: string, out: Output): () => void {
  const file = `${path}.lock`;
  const host = hostname();
  const mine = `${process.pid} ${host}\n`;
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw outError(path, e, `cannot create its lock ${file}`);
      let text: string;
      let age: number;
      try {
        text = readFileSync(file, 'utf8');
        age = Date.now() - statSync(file).mtimeMs;
      } catch {
        continue; // removed meanwhile: try again
      }
      const m = /^([1-9]\d{0,9}) (\S+)\n?$/.exec(text);
      const [pid, where] = m === null ? [NaN, ''] : [Number(m[1]), m[2]!];
      const busy = `${path} is being written by another run`;
      const fix = `wait for it to end or give another --out (if no run is writing it, delete ${file})`;
      if (m === null) {
        // Being written by a run that has just created it, or garbage left long ago.
        if (age < 10_000) throw new UsageError(`${busy} (its lock ${file} was created just now); ${fix}`);
        out.error(`tutor: taking over the lock ${file}: it names no process (${JSON.stringify(text.slice(0, 40))})`);
      } else if (where !== host) {
        throw new UsageError(`${busy} (pid ${pid} on ${where}, according to ${file}); ${fix}`);
      } else if (pid !== process.pid && alive(pid)) {
        throw new UsageError(`${busy} (pid ${pid}); ${fix}`);
      } else {
        out.error(`tutor: taking over the stale lock ${file} (pid ${pid} is not running)`);
      }
      try {
        unlinkSync(file);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw outError(path, e, `cannot remove the stale lock ${file}`);
      }
      continue;
    }
    try {
      writeSync(fd, mine);
    } finally {
      closeSync(fd);
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      try {
        if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
      } catch {
        // gone already
      }
    };
    // Also on process.exit (a second Ctrl-C, a signal below).
    process.on('exit', release);
    return release;
  }
  throw new UsageError(`${path}: could not take its lock ${file} (other runs keep taking it)`);
}

/** Ends the process on a signal that would otherwise kill it without the 'exit' handlers (which remove the lock). */
function onSignals(): () => void {
  const handlers = (['SIGTERM', 'SIGHUP'] as const).map((signal) => {
    const handler = () => process.exit(signal === 'SIGTERM' ? 143 : 129);
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  return () => {
    for (const [signal, handler] of handlers) process.off(signal, handler);
  };
}

/** An `--out` file taken for this run: locked, read (and repaired with --resume), appended to. */
interface OutFile {
  records: Located[];
  append(record: ResultRecord): void;
  close(): void;
}

function openOut(path: string, resume: boolean, out: Output): OutFile {
  checkOut(path);
  const release = lock(path, out);
  const offSignals = onSignals();
  let fd = -1;
  try {
    try {
      fd = openSync(path, 'a+');
    } catch (e) {
      throw outError(path, e);
    }
    const size = fstatSync(fd).size;
    const bytes = Buffer.alloc(size);
    for (let at = 0; at < size; ) {
      const n = readSync(fd, bytes, at, size - at, at);
      if (n === 0) break;
      at += n;
    }
    const advice = resume ? '--resume repairs only a torn last line: fix or remove that line, or give another --out' : 'fix or remove that line, or give another --out';
    const { records, torn, endsWithNewline } = readResults(path, bytes, advice);
    let newline = !endsWithNewline;
    if (torn !== null) {
      if (!resume) throw new UsageError(`${path}:${torn.line}: the last line is torn (${torn.bytes} bytes with no newline: a run stopped while writing it); give --resume to drop it and go on, or another --out`);
      try {
        ftruncateSync(fd, size - torn.bytes);
      } catch (e) {
        throw outError(path, e, 'cannot repair it');
      }
      newline = false;
      out.error(`tutor: ${path}:${torn.line}: dropped a torn last line (${torn.bytes} bytes, a game a run stopped while writing); the ${records.length} whole record${records.length === 1 ? '' : 's'} before it are kept`);
    }
    const file = fd;
    return {
      records,
      append(record) {
        // A file whose last line has no newline gets one first, so records are never glued together.
        appendFileSync(file, (newline ? '\n' : '') + JSON.stringify(record) + '\n');
        newline = false;
      },
      close() {
        closeSync(file);
        offSignals();
        release();
      },
    };
  } catch (e) {
    if (fd >= 0) closeSync(fd);
    offSignals();
    release();
    throw e;
  }
}

export async function experimentCommand(flags: ExperimentFlags, out: Output): Promise<number> {
  const configs: Config[] = [];
  const algos = list<Algorithm2048>(flags.algo ?? 'minimax,alphabeta,expectimax', ALGORITHMS_2048, 'algo');
  const heuristics = list<Heuristic>(flags.heuristic ?? 'h1', HEURISTICS, 'heuristic');
  const variants = list<Variant>(flags.variant ?? 'text', VARIANTS, 'variant');
  const roots = list<RootWindow>(flags.root ?? 'carried', ROOT_WINDOWS, 'root');
  const ds = depths(flags.depth ?? '3');
  for (const variant of variants)
    for (const algo of algos)
      for (const root of algo === 'alphabeta' ? roots : (['carried'] as const))
        for (const heuristic of heuristics) for (const depth of ds) configs.push({ algo, heuristic, depth, variant, ...(root === 'full-window' ? { root } : {}) });
  const games = integerFlag(flags.games, 'games', 10);
  const seed = integerFlag(flags.seed, 'seed', 2016);
  const goal = goalFlag(flags.goal);
  const workers = integerFlag(flags.workers, 'workers', Math.min(FLAG_RANGES.workers.max, Math.max(1, availableParallelism())));
  const shard = shardFlag(flags.shard);
  if (flags.resume === true && flags.out === undefined) throw new UsageError('--resume needs --out (the file to resume)');

  const all = makeJobs(configs, games, seed, goal).filter((_, i) => i % shard.n === shard.k - 1);
  let stop = false;
  const onSigint = () => {
    if (stop) process.exit(130);
    stop = true;
    out.error('\nstopping: the games being played finish, the rest are left for --resume (Ctrl-C again to quit at once)');
  };
  // From before the lock is taken, so that Ctrl-C never leaves it behind.
  process.on('SIGINT', onSigint);
  let file: OutFile | null = null;
  let progress: Progress | null = null;
  let records: ResultRecord[] = [];
  let writeError: unknown = null;
  try {
    file = flags.out === undefined ? null : openOut(flags.out, flags.resume === true, out);
    const ours = (r: ResultRecord) => r.experimentSeed === seed && r.goal === goal;
    const wanted = new Set(all.map((j) => `${configKey(j)}#${j.index}`));
    const done = (file?.records ?? []).filter((r) => ours(r.record) && wanted.has(`${configKey(r.record)}#${r.record.index}`));
    if (file !== null && flags.resume !== true && done.length > 0) {
      throw new UsageError(`${flags.out} already has ${done.length} of these games (the first at ${done[0]!.where}); give --resume to play only the rest, or another --out`);
    }
    records = unique(done, 'resume', out);
    const finished = new Set(records.map((r) => `${configKey(r)}#${r.index}`));
    const todo = all.filter((j) => !finished.has(`${configKey(j)}#${j.index}`));

    progress = new Progress(all.length, all.length - todo.length, out);
    const target = file;
    await pool(todo, Math.min(workers, Math.max(1, todo.length)), () => stop, (job, result) => {
      const record: ResultRecord = { algo: job.algo, heuristic: job.heuristic, depth: job.depth, variant: job.variant, ...(job.root === 'full-window' ? { root: job.root } : {}), experimentSeed: seed, goal, ...result };
      records.push(record);
      if (target !== null && writeError === null) {
        try {
          target.append(record);
        } catch (e) {
          writeError = e;
          stop = true;
        }
      }
      progress!.tick();
    });
  } finally {
    process.off('SIGINT', onSigint);
    progress?.end();
    file?.close();
  }
  if (writeError !== null) {
    throw new Error(`--out ${flags.out}: cannot write (${(writeError as Error).message}); the games written before are kept, --resume goes on from them`);
  }
  report(configs, records, flags.json === true, out);
  return stop ? 130 : 0;
}

/** `tutor experiment merge FILES…`: the summary of shards' records together (`--markdown`: the reproduction report's tables). */
export function mergeCommand(files: string[], flags: { json?: boolean; markdown?: boolean }, out: Output): number {
  if (files.length === 0) throw new UsageError('give the JSONL files to merge');
  const records: Located[] = [];
  for (const path of files) {
    const read = readResults(path, readFile(path), 'fix or remove that line');
    if (read.torn !== null) {
      out.error(`tutor: merge: ${path}:${read.torn.line}: left out a torn last line (${read.torn.bytes} bytes with no newline: a run stopped while writing it, or is writing it now); \`tutor experiment … --out ${path} --resume\` repairs it`);
    }
    records.push(...read.records);
  }
  const kept = unique(records, 'merge', out);
  // In the grid's order (variant, algorithm, heuristic, depth), whatever order the games finished in.
  const rank = (c: Config) => [VARIANTS.indexOf(c.variant), ALGORITHMS_2048.indexOf(c.algo), c.root === 'full-window' ? 1 : 0, HEURISTICS.indexOf(c.heuristic), c.depth];
  const configs = [
    ...new Map(kept.map((r) => [configKey(r), { algo: r.algo, heuristic: r.heuristic, depth: r.depth, variant: r.variant, ...(r.root === 'full-window' ? { root: r.root } : {}) }])).values(),
  ].sort((x, y) => {
    const [a, b] = [rank(x), rank(y)];
    return a.map((v, i) => v - (b[i] ?? 0)).find((d) => d !== 0) ?? 0;
  });
  if (flags.markdown === true) {
    const runs = summaries(configs, kept);
    out.print(`${reportTables(runs)}
${reportPruning(runs)}`);
    return 0;
  }
  report(configs, kept, flags.json === true, out);
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
