/**
 * `tutor search --game tictactoe|connect4`: a game position instead of a
 * tree (docs/contracts.md, "The `tutor` command").
 *
 *   tutor search --game connect4 --position 4453 --algo alphabeta --depth 8 --json
 *   tutor search --game connect4 --position 4453 --algo mcts --iterations 10000 --seed 1 [--c 1.4] --json
 *   tutor search --game tictactoe --input FILE.jsonl --json    one {"position": …} a line, its fields over the flags (batch.ts)
 *
 * Minimax, alpha-beta and negamax print {"value","action","actions","certainty","nodes",…};
 * MCTS prints {"action","visits","values","iterations","ms",…}.
 */
import { SEED_RANGE } from '../games/rng.ts';
import { GAMES, searchPosition, type GameName, type PositionJson, type PositionRequest } from '../app/position-search.ts';
import { mctsPosition, type MctsJson, type MctsRequest } from '../app/mcts-position.ts';
import { BUDGET_RANGE } from '../app/tree-search.ts';
import { MOVE_ORDERS, type Enhancements } from '../search/search.ts';
import { withCertainty } from '../search/tracer.ts';
import { formatNumber } from '../i18n/lang.ts';
import { DEFAULT_GAME_BUDGET, LineError, UsageError, english, objectLine, readText, type Output } from './io.ts';
import { Batch, answerInput, batchLines } from './batch.ts';
import { decimal, flag, oneOf, pick, whole, type Read } from './fields.ts';
import { LongRunner, type Report, type Watch } from './long-run.ts';
import { count, rate, seconds } from './progress.ts';

/** The flags a game search reads (src/cli/main.ts declares them). */
export interface GameFlags {
  game?: string;
  position?: string;
  algo?: string;
  depth?: string;
  centreFirst?: boolean;
  table?: boolean;
  deepening?: boolean;
  nullWindow?: boolean;
  moveOrder?: string;
  budget?: string;
  randomSeed?: string;
  iterations?: string;
  seed?: string;
  c?: string;
  input?: string;
  json?: boolean;
}

export const GAME_ALGORITHMS = ['minimax', 'alphabeta', 'negamax', 'mcts'] as const;
/** Most MCTS iterations a search may take (a few seconds on Connect-4). */
export const MAX_ITERATIONS = 10_000_000;

/** The fields an `--input` line may have: its position and any option, over the flags. */
const FIELDS = [
  'game',
  'position',
  'algo',
  'depth',
  'centreFirst',
  'table',
  'deepening',
  'nullWindow',
  'moveOrder',
  'budget',
  'randomSeed',
  'iterations',
  'seed',
  'c',
] as const;

/** A position or search the searchers refuse (not a malformed request): exit 1, as a bad tree is. */
class Refused extends LineError {}

/** A reader whose messages name a flag as typed (`--random-seed`) and a line's field as written (`randomSeed`). */
function named<T>(field: string, make: (name: string) => Read<T>): Read<T> {
  const flagName = `--${field.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}`;
  return (v, fromFlag) => make(fromFlag ? flagName : field)(v, fromFlag);
}

type Answer = { kind: 'position'; json: PositionJson } | { kind: 'mcts'; json: MctsJson };

/** A search asked for, its options read and checked: plain data (sent to the worker thread, long-run.ts). */
export type GameRequest = { kind: 'mcts'; request: MctsRequest } | { kind: 'position'; request: PositionRequest };

/** A search done: its answer, or why the searchers refused it (the position). */
type Done = { ok: true; answer: Answer } | { ok: false; message: string };

/** Runs a search asked for, its stop signal the watch's. */
export function gameJob(r: GameRequest, watch?: Watch): Done {
  const reply = r.kind === 'mcts' ? mctsPosition({ ...r.request, signal: watch }) : searchPosition({ ...r.request, signal: watch });
  if (!reply.ok) return { ok: false, message: english(reply.error) };
  return { ok: true, answer: r.kind === 'mcts' ? { kind: 'mcts', json: reply.json as MctsJson } : { kind: 'position', json: reply.json as PositionJson } };
}

/** One search: a line's fields over the flags. Throws LineError. */
function answer(fields: Record<string, unknown>, flags: GameFlags): Answer {
  const done = gameJob(request(fields, flags));
  if (!done.ok) throw new Refused(done.message);
  return done.answer;
}

/** A line's fields over the flags, read and checked. Throws LineError. */
function request(fields: Record<string, unknown>, flags: GameFlags): GameRequest {
  const game = pick(fields, flags, 'game', oneOf<GameName>(GAMES, 'game'));
  const position = pick(fields, flags, 'position', (v) => {
    if (typeof v !== 'string') throw new LineError('give the position: "x.o......" (tic-tac-toe) or "4453" (Connect-4 moves)');
    return v;
  });
  const algo = pick(fields, flags, 'algo', oneOf(GAME_ALGORITHMS, 'algo', 'alphabeta'));
  const enhance: Enhancements = {
    table: pick(fields, flags, 'table', flag('table')),
    deepening: pick(fields, flags, 'deepening', flag('deepening')),
    nullWindow: pick(fields, flags, 'nullWindow', flag('nullWindow')),
    moveOrder: pick(fields, flags, 'moveOrder', (v) => (v === undefined ? undefined : oneOf(MOVE_ORDERS, 'moveOrder')(v, false))),
  };
  const enhanced = Object.values(enhance).some((v) => v !== undefined && v !== false);
  if (algo === 'mcts') {
    for (const f of ['depth', 'budget', 'randomSeed', 'centreFirst'] as const) {
      if (pick(fields, flags, f, (v) => v) !== undefined) throw new LineError(`${f} is not an option of MCTS: it takes iterations, seed and c`);
    }
    if (enhanced) throw new LineError('table, deepening, nullWindow and moveOrder are alpha-beta’s, not MCTS’s');
    const mcts: MctsRequest = {
      game,
      position,
      iterations: pick(
        fields,
        flags,
        'iterations',
        named('iterations', (n) => whole(n, { min: 1, max: MAX_ITERATIONS }, 1000)),
      ),
      seed: pick(
        fields,
        flags,
        'seed',
        named('seed', (n) => whole(n, SEED_RANGE, 1)),
      ),
      c: pick(
        fields,
        flags,
        'c',
        named('c', (n) => decimal(n, 0, 100)),
      ),
    };
    return { kind: 'mcts', request: mcts };
  }
  for (const f of ['iterations', 'seed', 'c'] as const) {
    if (pick(fields, flags, f, (v) => v) !== undefined) throw new LineError(`${f} is MCTS’s option: use algo mcts`);
  }
  if (enhanced && algo !== 'alphabeta') throw new LineError('table, deepening, nullWindow and moveOrder are alpha-beta’s: use algo alphabeta');
  const search: PositionRequest = {
    game,
    position,
    algo: algo as PositionRequest['algo'],
    // A game has at most 42 moves left (Connect-4's board), so deeper limits change nothing.
    depth: pick(
      fields,
      flags,
      'depth',
      named('depth', (n) => whole(n, { min: 1, max: 42 })),
    ),
    centreFirst: pick(fields, flags, 'centreFirst', flag('centreFirst')) === true,
    enhance: enhanced ? enhance : undefined,
    budget: pick(
      fields,
      flags,
      'budget',
      named('budget', (n) => whole(n, BUDGET_RANGE, DEFAULT_GAME_BUDGET.position)),
    ),
    randomSeed: pick(
      fields,
      flags,
      'randomSeed',
      named('randomSeed', (n) => whole(n, SEED_RANGE)),
    ),
  };
  return { kind: 'position', request: search };
}

/** One `--input` line, answered as the batch answers it (for the fuzzers); throws LineError. */
export function answerGameLine(line: string, flags: GameFlags): PositionJson | MctsJson {
  return answer(objectLine(line, FIELDS), flags).json;
}

export async function gameCommand(flags: GameFlags, out: Output): Promise<number> {
  if (flags.input !== undefined) return gameLines(await readText(flags.input), flags.input, flags, out);
  if (flags.position === undefined)
    throw new UsageError('give the position: --position x.o...... (tic-tac-toe) or --position 4453 (Connect-4 moves), or many with --input FILE.jsonl');
  let asked: GameRequest;
  try {
    asked = request({}, flags);
  } catch (e) {
    if (e instanceof LineError) throw new UsageError(e.message);
    throw e;
  }
  // A search past a second shows its progress on a terminal; Ctrl-C stops it with what it found (long-run.ts).
  const runner = new LongRunner();
  let done: Done;
  try {
    done = await runner.run('game', asked, gameJob, gameProgress(asked));
  } finally {
    runner.end();
  }
  if (!done.ok) {
    out.error(`tutor search: ${done.message}`);
    return 1;
  }
  const a = done.answer;
  if (runner.interrupted && a.json.status !== 'complete') a.json.status = 'stopped';
  if (flags.json === true) out.print(JSON.stringify(a.json));
  else out.print(a.kind === 'mcts' ? describeMcts(a.json, flags.position) : describePosition(a.json, flags.position));
  return runner.interrupted ? 130 : a.json.status === 'complete' ? 0 : 3;
}

/**
 * `--input`: one request a line, answered in order as answerGameLine answers it (batch.ts: progress
 * on a terminal; Ctrl-C answers the line being searched with what was found, `"status":"stopped"`,
 * and stops there, exit 130).
 */
async function gameLines(text: string, name: string, flags: GameFlags, out: Output): Promise<number> {
  const lines = batchLines(text);
  const batch = new Batch(lines.length, out);
  let failed = 0;
  try {
    for (const [i, line] of lines.entries()) {
      if (!(await batch.begin(i + 1))) break;
      let stopped = false;
      const ok = await answerInput(line, i + 1, name, batch.out, async (l) => {
        const asked = request(objectLine(l, FIELDS), flags);
        const done = await batch.run('game', asked, gameJob, gameProgress(asked));
        if (!done.ok) throw new Refused(done.message);
        const json = done.answer.json;
        if (batch.interrupted && json.status !== 'complete') {
          json.status = 'stopped';
          stopped = true;
        }
        return json;
      });
      if (!ok) failed++;
      batch.done(stopped);
      if (batch.interrupted) break;
    }
  } finally {
    batch.end();
  }
  if (batch.interrupted) return batch.stopped('tutor search', name);
  return failed === 0 ? 0 : 1;
}

/** A search's progress line, from the reads of its stop signal: MCTS reads it every 64 iterations, the others every 1,024 nodes. */
function gameProgress(r: GameRequest): (p: Report) => string {
  const [unit, every] = r.kind === 'mcts' ? ['iterations', 64] : ['nodes', 1024];
  const of = r.kind === 'mcts' ? ` of ${count(r.request.iterations ?? 1000)}` : '';
  const algo = r.kind === 'mcts' ? 'mcts' : r.request.algo;
  return (p) => {
    const n = Number.isNaN(p.polls) ? 0 : p.polls * every;
    return `${algo} on ${r.request.game}: ${count(n)}${of} ${unit} · ${rate(n, p.ms)} ${unit}/s · ${seconds(p.elapsed)} (Ctrl-C: stop, with what was found)`;
  };
}

function describePosition(j: PositionJson, position: string): string {
  return [
    `${j.algo} on ${j.game} ${position}: value ${j.value === null ? '–' : formatNumber(j.value)} (for X), best ${j.game === 'tictactoe' ? 'cell' : 'column'} ${j.action ?? '–'}`,
    `moves: ${
      Object.entries(j.actions)
        .map(([a, v]) => `${a} ${withCertainty(formatNumber(v), j.certainty[a], '=')}`)
        .join(', ') || '–'
    }`,
    `nodes visited ${j.nodes}, leaves evaluated ${j.leaves}, cutoffs ${j.cutoffs}${stoppedBy(j.status)}`,
  ].join('\n');
}

function describeMcts(j: MctsJson, position: string): string {
  const mean = (v: number | undefined) => (v === undefined ? '–' : v.toFixed(3));
  return [
    `mcts on ${j.game} ${position}: best ${j.game === 'tictactoe' ? 'cell' : 'column'} ${j.action ?? '–'} (most visited), mean result ${j.value === null ? '–' : j.value.toFixed(3)} for the player to move`,
    `moves (visits, mean result): ${
      Object.entries(j.visits)
        .map(([a, n]) => `${a} ${n} ${mean(j.values[a])}`)
        .join(', ') || '–'
    }`,
    `${j.iterations} iterations, C = ${formatNumber(j.c)}, seed ${j.seed}, ${j.nodes} nodes, ${j.ms.toFixed(1)} ms${stoppedBy(j.status)}`,
  ].join('\n');
}

/** How a search ended, when it did not finish. */
const stoppedBy = (status: string): string => (status === 'complete' ? '' : status === 'stopped' ? ' (stopped by Ctrl-C)' : ` (stopped: ${status})`);
