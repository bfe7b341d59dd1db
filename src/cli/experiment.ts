/**
 * `tutor experiment`: batches of 2048 games over a grid of configurations,
 * played by a pool of worker threads, one JSONL record per finished game.
 *
 *   tutor experiment --algo minimax,alphabeta,expectimax --heuristic h1,h2 --depth 1-4 --games 100 --seed 7
 *                    [--variant text|thesis-code] [--workers N] [--out results.jsonl] [--resume] [--shard k/n] [--json]
 *   tutor experiment merge a.jsonl b.jsonl … [--json | --markdown]   (2048 results, or Connect-4 matches: one kind at a time)
 *
 * `--out` appends each game as it finishes, so an interrupted run loses
 * nothing and `--resume` skips what is there; `--shard k/n` plays every n-th
 * game (k-th of n), for a scheduler to spread a grid over machines, and
 * `merge` sums the shards' files (or the files of `tutor experiment connect4`).
 *
 * Results files (results-file.ts) are trusted no further than
 * src/experiments/records.ts checks them (issue 12); without `--resume` a
 * file that already holds games of the grid is refused rather than
 * duplicated. `merge` keeps one copy of each game and warns about copies
 * that disagree. The games are played by the one pool of src/experiments/pool.ts
 * on worker threads (experiment-pool.ts); a game that fails stops the batch,
 * and the games the other threads were playing finish and are written.
 */
import { availableParallelism } from 'node:os';
import { ROOT_WINDOWS, type RootWindow } from '../search/search.ts';
import { configKey, jobs as makeJobs, type Config, type GameResult, type Job } from '../experiments/runner.ts';
import { RECORD_RANGES, isPowerOfTwo, parseRecords, type ResultRecord } from '../experiments/records.ts';
import { compareMatches, matchKey } from '../experiments/c4-match.ts';
import { parseMatchRecords } from '../experiments/c4-records.ts';
import { summarise, type Run } from '../experiments/summary.ts';
import { thesisResult } from '../experiments/thesis-results.ts';
import { matchesOutput, reportPruning, reportTables } from './report.ts';
import { excerpt, parseInteger, type IntRange } from '../games/input.ts';
import { entryAt } from '../games/entry.ts';
import { FileError, UsageError, english, type Output } from './io.ts';
import { MATCH_GAMES, RESULT_GAMES, oneKind, readFile, readResults, unique, type Located, type RecordParser } from './results-file.ts';
import { threadWorker } from './experiment-pool.ts';
import { runResumable } from './resumable.ts';
import { ALGORITHMS_2048, type Algorithm2048, HEURISTICS, VARIANTS, type Heuristic, type Variant } from '../games/g2048/settings.ts';

export { experimentWorker } from './experiment-pool.ts';

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

/** The ranges of the numeric flags: the seed, depths and goal are the records' own (records.ts). */
export const FLAG_RANGES = {
  games: { min: 1, max: 100_000 },
  seed: RECORD_RANGES.experimentSeed,
  workers: { min: 1, max: 64 },
  shard: { min: 1, max: 100_000 },
  depth: RECORD_RANGES.depth,
  goal: RECORD_RANGES.goal,
} as const satisfies { [flag: string]: IntRange };

function list<T extends string>(text: string, allowed: readonly T[], name: string): T[] {
  const items = text.split(',').map((s) => s.trim());
  for (const item of items)
    if (!(allowed as readonly string[]).includes(item)) throw new UsageError(`--${name}: ${excerpt(item)} is not one of ${allowed.join(', ')}`);
  return [...new Set(items)] as T[];
}

/** A decimal integer flag in its range, or a UsageError naming the flag and the range. */
function integer(text: string, name: string, r: IntRange): number {
  const n = parseInteger(text, name, r);
  if (!n.ok) throw new UsageError(english(n.error));
  return n.value;
}

/** `--depth 3`, `1-5`, `1,3,5`: depths 1–12, each once, ascending within a range. */
function depths(text: string): number[] {
  const out: number[] = [];
  for (const part of text.split(',')) {
    // Whitespace is refused, as in every number (`' 3'` is not 3).
    const m = /^([^-]*)(?:-(.*))?$/.exec(part);
    const from = integer(m?.[1] ?? '', '--depth', FLAG_RANGES.depth);
    const to = m?.[2] === undefined ? from : integer(m[2], '--depth', FLAG_RANGES.depth);
    if (to < from) throw new UsageError(`--depth: ${part} is not a range of depths (from ≤ to, 1–12)`);
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
  if (!n.ok || !isPowerOfTwo(n.value)) throw new UsageError(`--goal must be a tile, a power of two 4–32768, not ${n.ok ? n.value : excerpt(text)}`);
  return n.value;
}

/** `--shard k/n`: 1 ≤ k ≤ n ≤ 100000. */
function shardFlag(text: string | undefined): { k: number; n: number } {
  if (text === undefined) return { k: 1, n: 1 };
  const m = /^([^/]*)\/([^/]*)$/.exec(text);
  if (m === null) throw new UsageError(`--shard must be k/n with 1 ≤ k ≤ n ≤ ${FLAG_RANGES.shard.max}, not ${excerpt(text)}`);
  // Both groups always take part in a match.
  const n = integer(entryAt(m, 2), '--shard n', FLAG_RANGES.shard);
  const k = integer(entryAt(m, 1), '--shard k', { min: 1, max: n });
  return { k, n };
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
        for (const heuristic of heuristics)
          for (const depth of ds) configs.push({ algo, heuristic, depth, variant, ...(root === 'full-window' ? { root } : {}) });
  const games = integerFlag(flags.games, 'games', 10);
  const seed = integerFlag(flags.seed, 'seed', 2016);
  const goal = goalFlag(flags.goal);
  const workers = integerFlag(flags.workers, 'workers', Math.min(FLAG_RANGES.workers.max, Math.max(1, availableParallelism())));
  const shard = shardFlag(flags.shard);
  if (flags.resume === true && flags.out === undefined) throw new UsageError('--resume needs --out (the file to resume)');

  const gameOf = (c: Config & { index: number }) => `${configKey(c)}#${c.index}`;
  const { records, stopped } = await runResumable<Job, GameResult, ResultRecord>(
    {
      jobs: makeJobs(configs, games, seed, goal).filter((_, i) => i % shard.n === shard.k - 1),
      outPath: flags.out,
      resume: flags.resume === true,
      workers,
      start: threadWorker,
      parse: parseRecords,
      identity: RESULT_GAMES,
      jobKey: gameOf,
      // A record of another seed or goal is another run's game.
      recordKey: (r) => (r.experimentSeed === seed && r.goal === goal ? gameOf(r) : null),
      record: (job, result) => ({
        algo: job.algo,
        heuristic: job.heuristic,
        depth: job.depth,
        variant: job.variant,
        ...(job.root === 'full-window' ? { root: job.root } : {}),
        experimentSeed: seed,
        goal,
        ...result,
      }),
    },
    out,
  );
  report(configs, records, flags.json === true, out);
  return stopped ? 130 : 0;
}

/**
 * `tutor experiment merge FILES…`: the summary of shards' records together
 * (`--markdown`: the reproduction report's tables). The files are all 2048
 * results or all Connect-4 matches (`tutor experiment connect4 --out`), each
 * file's kind told by its first record; a matches file's summary is the one
 * `tutor experiment connect4` prints.
 */
export function mergeCommand(files: string[], flags: { json?: boolean; markdown?: boolean }, out: Output): number {
  if (files.length === 0) throw new UsageError('give the JSONL files to merge');
  // Commander's words for two options that cannot go together (`--json` may also be `experiment`'s own, before `merge`).
  if (flags.markdown === true && flags.json === true) throw new UsageError("option '--markdown' cannot be used with option '--json'");
  const read = files.map((path) => ({ path, bytes: readFile(path) }));
  // The kind the files' records say; none (no whole record, nor a torn line that tells) is never taken for 2048's: readAll says what there is.
  const kind = oneKind(read);
  if (kind === 'connect4') {
    // The files' kind decides, not the options: one line, as for files of two kinds.
    if (flags.markdown === true)
      throw new FileError('--markdown is for 2048 results files only (the thesis’s tables); the Connect-4 matches’ table is Markdown without it');
    const kept = unique(readAll(read, parseMatchRecords, 'tutor experiment connect4 …', out), 'merge', out, MATCH_GAMES);
    const matches = [...new Map(kept.map((r) => [matchKey(r), { a: r.a, b: r.b, c: r.c }])).values()].sort(compareMatches);
    out.print(matchesOutput(matches, kept, flags.json === true));
    return 0;
  }
  const kept = unique(readAll(read, parseRecords, kind === null ? 'tutor experiment [connect4] …' : 'tutor experiment …', out), 'merge', out);
  // In the grid's order (variant, algorithm, heuristic, depth), whatever order the games finished in.
  const rank = (c: Config) => [
    VARIANTS.indexOf(c.variant),
    ALGORITHMS_2048.indexOf(c.algo),
    c.root === 'full-window' ? 1 : 0,
    HEURISTICS.indexOf(c.heuristic),
    c.depth,
  ];
  const configs = [
    ...new Map(
      kept.map((r) => [
        configKey(r),
        { algo: r.algo, heuristic: r.heuristic, depth: r.depth, variant: r.variant, ...(r.root === 'full-window' ? { root: r.root } : {}) },
      ]),
    ).values(),
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

/**
 * The records of the files merged, in order; a torn last line is left out with a warning (`run --out FILE --resume` repairs it).
 * A file with no record is said (a warning); when no file has one, there is nothing to merge: a FileError saying what each holds
 * (issue 39: an empty file, or a Connect-4 file whose one line is torn, printed an empty 2048 table and exited 0).
 */
function readAll<R>(files: readonly { path: string; bytes: Buffer }[], parse: RecordParser<R>, run: string, out: Output): Located<R>[] {
  const empty: string[] = [];
  const records = files.flatMap(({ path, bytes }) => {
    const read = readResults(path, bytes, 'fix or remove that line', parse);
    const torn = (what: string) =>
      `${path}:${read.torn?.line}: ${what} (${read.torn?.bytes} bytes with no newline: a run stopped while writing it, or is writing it now); \`${run} --out ${path} --resume\` repairs it`;
    if (read.records.length === 0) empty.push(read.torn === null ? `${path} holds no record (${noRecord(bytes)})` : torn('no whole record, only a torn line'));
    else if (read.torn !== null) out.error(`tutor: merge: ${torn('left out a torn last line')}`);
    return read.records;
  });
  if (records.length === 0) throw new FileError(`nothing to merge: ${empty.join('; ')}`);
  for (const e of empty) out.error(`tutor: merge: warning: ${e}`);
  return records;
}

/** What a file without a record holds instead. */
const noRecord = (bytes: Buffer): string => (bytes.length === 0 ? 'it is empty' : 'only blank lines');

function summaries(configs: Config[], records: Record[]): Run[] {
  return configs.map((c) =>
    summarise(
      c,
      records
        .filter((r) => configKey(r) === configKey(c))
        .map(({ index, seed, win, score, maxTile, moves, ms, nodes }) => ({ index, seed, win, score, maxTile, moves, ms, nodes })),
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
