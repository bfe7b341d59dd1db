/**
 * `tutor experiment connect4`: Connect-4 matches between searchers — MCTS at
 * each iteration count against alpha-beta at each depth and against a
 * uniformly random player (src/experiments/c4-match.ts) — played by the pool
 * of worker threads of `tutor experiment`, one JSONL record a finished game.
 *
 *   tutor experiment connect4 --iterations 100,1000,10000 --depth 2,4,6 --vs alphabeta,random
 *                             --games 40 --seed 2016 [--c 1.41] [--workers N] [--out matches.jsonl] [--resume] [--json]
 *
 * Each match is `--games` games, the sides alternating (MCTS is X in the
 * even games); the same seed gives the same games on every machine. `--out`
 * appends each game as it finishes (results-file.ts: checked, locked, a torn
 * last line repaired by `--resume`), and `--resume` plays only the games not
 * in it; without it, a file that already holds games of these matches is
 * refused rather than filled with copies. `tutor experiment merge` sums such
 * files (runs of some of the matches each, say, on several machines).
 */
import { availableParallelism } from 'node:os';
import { C_RANGE, PLAYER_RANGES, matchConfigs, matchJobs, type MatchConfig, type MatchGame, type MatchJob } from '../experiments/c4-match.ts';
import { matchGameKey, parseMatchRecords, type MatchRecord } from '../experiments/c4-records.ts';
import type { PoolWorker } from '../experiments/pool.ts';
import { parseInteger, type IntRange } from '../games/input.ts';
import { entryAt } from '../games/entry.ts';
import { UsageError, english, type Output } from './io.ts';
import { MATCH_GAMES } from './results-file.ts';
import { runResumable } from './resumable.ts';
import { matchesOutput } from './report.ts';
import { threadWorker } from './experiment-pool.ts';
import { FLAG_RANGES } from './experiment.ts';

export interface MatchFlags {
  iterations?: string;
  depth?: string;
  vs?: string;
  games?: string;
  seed?: string;
  c?: string;
  workers?: string;
  out?: string;
  resume?: boolean;
  json?: boolean;
}

/** What a run plays when a flag is not given: 12 matches of 40 games, about 20 s on two cores. */
export const MATCH_DEFAULTS = { iterations: '100,1000,10000', depth: '2,4,6', vs: 'alphabeta,random', games: '40', seed: '2016' } as const;

const OPPONENTS = ['alphabeta', 'random'] as const;

/** `--name 1,3,5` (or `1-3` where `ranges`): each a decimal integer in its range, each once, in the order given. */
function numbers(text: string, name: string, range: IntRange, ranges: boolean): number[] {
  const out: number[] = [];
  for (const part of text.split(',').map((p) => p.trim())) {
    const m = ranges ? /^([^-]*)-(.*)$/.exec(part) : null;
    const [from, to] = m === null ? [part, part] : [entryAt(m, 1), entryAt(m, 2)]; // both groups always take part
    const lo = integer(from, name, range);
    const hi = integer(to, name, range);
    if (hi < lo) throw new UsageError(`--${name}: ${part} is not a range (from ≤ to, ${range.min}–${range.max})`);
    for (let n = lo; n <= hi; n++) out.push(n);
  }
  return [...new Set(out)];
}

function integer(text: string, name: string, range: IntRange): number {
  const n = parseInteger(text, `--${name}`, range);
  if (!n.ok) throw new UsageError(english(n.error));
  return n.value;
}

/** `--c`: UCB1's exploration constant, a decimal number 0–100 (default √2). */
function cFlag(text: string | undefined): number {
  if (text === undefined) return Math.SQRT2;
  const x = /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : NaN;
  if (!(x >= C_RANGE.min && x <= C_RANGE.max))
    throw new UsageError(`--c must be a decimal number from ${C_RANGE.min} to ${C_RANGE.max} (such as 1.41), not ${JSON.stringify(text)}`);
  return x;
}

/** The matches, games and seed the flags ask for. */
export function matchPlan(flags: MatchFlags): { configs: MatchConfig[]; games: number; seed: number } {
  const vs = (flags.vs ?? MATCH_DEFAULTS.vs).split(',').map((s) => s.trim());
  for (const v of vs)
    if (!(OPPONENTS as readonly string[]).includes(v)) throw new UsageError(`--vs: ${JSON.stringify(v)} is not one of ${OPPONENTS.join(', ')}`);
  const iterations = numbers(flags.iterations ?? MATCH_DEFAULTS.iterations, 'iterations', PLAYER_RANGES.iterations, false);
  const depths = vs.includes('alphabeta') ? numbers(flags.depth ?? MATCH_DEFAULTS.depth, 'depth', PLAYER_RANGES.depth, true) : [];
  if (!vs.includes('alphabeta') && flags.depth !== undefined) throw new UsageError('--depth is alpha-beta’s: add alphabeta to --vs');
  return {
    configs: matchConfigs(iterations, depths, vs.includes('random'), cFlag(flags.c)),
    games: integer(flags.games ?? MATCH_DEFAULTS.games, 'games', FLAG_RANGES.games),
    seed: integer(flags.seed ?? MATCH_DEFAULTS.seed, 'seed', FLAG_RANGES.seed),
  };
}

/** Runs the matches; `start` is the pool's worker kind (worker threads; a test plays in process). */
export async function connect4ExperimentCommand(
  flags: MatchFlags,
  out: Output,
  start: () => PoolWorker<MatchJob, MatchGame> = threadWorker<MatchJob, MatchGame>,
): Promise<number> {
  const { configs, games, seed } = matchPlan(flags);
  const workers =
    flags.workers === undefined
      ? Math.min(FLAG_RANGES.workers.max, Math.max(1, availableParallelism()))
      : integer(flags.workers, 'workers', FLAG_RANGES.workers);
  if (flags.resume === true && flags.out === undefined) throw new UsageError('--resume needs --out (the file to resume)');
  const { records, stopped } = await runResumable<MatchJob, MatchGame, MatchRecord>(
    {
      jobs: matchJobs(configs, games, seed),
      outPath: flags.out,
      resume: flags.resume === true,
      workers,
      start,
      parse: parseMatchRecords,
      identity: MATCH_GAMES,
      jobKey: matchGameKey,
      recordKey: matchGameKey,
      record: (job, game) => ({ game: 'connect4', a: job.a, b: job.b, c: job.c, experimentSeed: seed, ...game }),
    },
    out,
  );
  out.print(matchesOutput(configs, records, flags.json === true));
  return stopped ? 130 : 0;
}
