/**
 * `tutor 2048 …` (docs/contracts.md, "The `tutor` command"):
 *
 *   tutor 2048 move --board '[[…],…]' --dir up|right|down|left       → {"board","gained","moved"}
 *   tutor 2048 heuristics --board … --score N [--variant …]          → {"score","empty","similarity",…,"h1"…"h4",…per-cell detail}
 *   tutor 2048 decide --board … --score N --algo … --heuristic … --depth D → {"action","value","actions":{"up":…},"nodes","ms"}
 *   tutor 2048 play --algo … --heuristic … --depth D --seed S         plays a game in the terminal
 *
 * Each of move, heuristics and decide also takes `--input FILE.jsonl` (one
 * {"board", …} per line; the line's fields override the flags).
 */
import { DIRECTIONS, MAX_TILE, fromArray, toArray, slide, slid, type Board, type Direction } from '../games/g2048/board.ts';
import { breakdown } from '../games/g2048/heuristics.ts';
import { ROOT_WINDOWS, type RootWindow } from '../search/search.ts';
import { withCertainty } from '../search/tracer.ts';
import { SEED_RANGE } from '../games/rng.ts';
import { decide, type Decision, type DecideOptions } from '../games/g2048/decide.ts';
import { GameSession } from '../games/g2048/session.ts';
import { DEFAULT_GAME_BUDGET, LineError, UsageError, eachLine, english, objectLine, readText, type Output } from './io.ts';
import { oneOf, pick, whole } from './fields.ts';
import { located, parseJson } from '../games/input.ts';
import { say } from '../i18n/say.ts';
import { BUDGET_RANGE } from '../app/tree-search.ts';
import { ALGORITHMS_2048, type Algorithm2048, HEURISTICS, VARIANTS, type Heuristic, type Variant } from '../games/g2048/settings.ts';
import { entryAt } from '../games/entry.ts';

export interface Flags2048 {
  board?: string;
  score?: string;
  dir?: string;
  variant?: string;
  root?: string;
  algo?: string;
  heuristic?: string;
  depth?: string;
  budget?: string;
  goal?: string;
  input?: string;
  json?: boolean;
}

/** The fields each command's `--input` lines take (any other is refused). */
const FIELDS = {
  move: ['board', 'dir'],
  heuristics: ['board', 'score', 'variant'],
  decide: ['board', 'score', 'algo', 'heuristic', 'variant', 'depth', 'root', 'budget', 'goal'],
} as const;

/** A board: JSON rows, as text in a flag or as an array in a line. */
function readBoard(v: unknown, fromFlag: boolean): Board {
  if (v === undefined) throw new LineError("give a board: --board '[[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,2]]'");
  let rows: unknown = v;
  if (typeof v === 'string' && fromFlag) {
    const parsed = parseJson(v, undefined, true);
    if (!parsed.ok) throw new LineError(`the board: ${english(located(parsed.error))}`);
    rows = parsed.value;
  }
  const r = fromArray(rows);
  if (!r.ok) throw new LineError(english(r.error));
  return r.board;
}

/** The goal: a tile, a power of two from 4 to 32768 (the largest a cell holds). */
function readGoal(v: unknown, fromFlag: boolean): number | undefined {
  const goal = whole('goal', { min: 4, max: MAX_TILE })(v, fromFlag);
  if (goal !== undefined && (goal & (goal - 1)) !== 0) throw new LineError(`goal must be a tile, a power of two from 4 to ${MAX_TILE}, not ${goal}`);
  return goal;
}

/** Scores, as a game of 2048 can reach them (with room to spare). */
const SCORE_RANGE = { min: 0, max: 100_000_000 };
/** The deepest search accepted, in plies: as on the page and in experiments (beyond it one decision takes hours). */
export const MAX_DEPTH_2048 = 12;
const readScore = whole('score', SCORE_RANGE, 0);

/** Runs one request from flags, or one per `--input` line. Problems with a single request are usage errors. */
async function run<T>(
  flags: Flags2048,
  out: Output,
  allowed: readonly string[],
  one: (fields: Record<string, unknown>) => T,
  human: (result: T) => string,
): Promise<number> {
  if (flags.input !== undefined) {
    const failed = eachLine(await readText(flags.input), flags.input, out, (line) => one(objectLine(line, allowed)));
    return failed === 0 ? 0 : 1;
  }
  let result: T;
  try {
    result = one({});
  } catch (e) {
    if (e instanceof LineError) throw new UsageError(e.message);
    throw e;
  }
  out.print(flags.json === true ? JSON.stringify(result) : human(result));
  // A search stopped by its budget: exit 3, as `tutor search` does.
  const status = (result as { status?: string }).status;
  return status === undefined || status === 'complete' ? 0 : 3;
}

/** Each command's answer to one request: a line's fields over the flags. Throws LineError. */
const ANSWER = {
  move(fields: Record<string, unknown>, flags: Flags2048) {
    const board = pick(fields, flags, 'board', readBoard);
    const dir = pick(fields, flags, 'dir', oneOf(DIRECTIONS, 'dir'));
    const moved = slide(board, DIRECTIONS.indexOf(dir));
    return { board: toArray({ hi: slid.hi, lo: slid.lo }), gained: slid.gained, moved };
  },
  heuristics(fields: Record<string, unknown>, flags: Flags2048) {
    const board = pick(fields, flags, 'board', readBoard);
    const score = pick(fields, flags, 'score', readScore);
    const variant = pick(fields, flags, 'variant', oneOf<Variant>(VARIANTS, 'variant', 'text'));
    const b = breakdown(board, score, variant);
    // The JSON gives each formula worded in both languages, as it always has.
    const formulas = Object.fromEntries(Object.entries(b.formulas).map(([k, m]) => [k, { en: english(m), es: say(m, 'es') }])) as Record<
      keyof typeof b.formulas,
      { en: string; es: string }
    >;
    return { ...b, formulas };
  },
  decide(fields: Record<string, unknown>, flags: Flags2048) {
    return decide(pick(fields, flags, 'board', readBoard), pick(fields, flags, 'score', readScore), searchOptions(fields, flags));
  },
};

/** One `--input` line of `tutor 2048 <command>`, answered as the batch answers it (for the fuzzers); throws LineError. */
export function answerLine(command: keyof typeof ANSWER, line: string, flags: Flags2048): unknown {
  return ANSWER[command](objectLine(line, FIELDS[command]), flags);
}

export function moveCommand(flags: Flags2048, out: Output): Promise<number> {
  return run(
    flags,
    out,
    FIELDS.move,
    (fields) => ANSWER.move(fields, flags),
    (r) => `${grid(r.board)}\n${r.moved ? `moved, +${r.gained}` : 'nothing moves: this move is not legal'}`,
  );
}

export function heuristicsCommand(flags: Flags2048, out: Output): Promise<number> {
  return run(
    flags,
    out,
    FIELDS.heuristics,
    (fields) => ANSWER.heuristics(fields, flags),
    (b) =>
      [
        `${grid(toGrid(b.monotonicityCells))}`,
        `variant ${b.variant}: score ${b.score}, empty ${b.empty}, max ${b.max}`,
        ...Object.values(b.formulas).map((f) => f.en),
        `article (Java, = H3 of thesis-code) = ${b.article}`,
      ].join('\n'),
  );
}

/** The search's options from a line's fields or the flags. */
function searchOptions(fields: Record<string, unknown>, flags: Flags2048): DecideOptions {
  return {
    algo: pick(fields, flags, 'algo', oneOf<Algorithm2048>(ALGORITHMS_2048, 'algo', 'expectimax')),
    heuristic: pick(fields, flags, 'heuristic', oneOf<Heuristic>(HEURISTICS, 'heuristic', 'h1')),
    variant: pick(fields, flags, 'variant', oneOf<Variant>(VARIANTS, 'variant', 'text')),
    depth: pick(fields, flags, 'depth', whole('depth', { min: 1, max: MAX_DEPTH_2048 }, 3)),
    root: pick(fields, flags, 'root', oneOf<RootWindow>(ROOT_WINDOWS, 'root', 'carried')),
    budget: pick(fields, flags, 'budget', whole('budget', BUDGET_RANGE, DEFAULT_GAME_BUDGET.g2048)),
    goal: pick(fields, flags, 'goal', readGoal),
  };
}

export function decideCommand(flags: Flags2048, out: Output): Promise<number> {
  return run(flags, out, FIELDS.decide, (fields) => ANSWER.decide(fields, flags), describeDecision);
}

function describeDecision(d: Decision): string {
  const actions = Object.entries(d.actions)
    .map(([dir, v]) => `${dir} ${withCertainty(round(v), d.certainty[dir as Direction], '=')}`)
    .join(', ');
  return [
    d.action === null
      ? d.status === 'complete'
        ? 'no legal move: the game is over'
        : 'no move chosen: the search stopped before its first move was valued'
      : `best move: ${d.action} (${d.value === null ? 'best so far; the search did not finish' : `value ${round(d.value)}`})`,
    `moves: ${actions || '–'}`,
    `${d.nodes} nodes in ${d.ms.toFixed(1)} ms${d.status === 'complete' ? '' : ` (stopped: ${d.status})`}`,
  ].join('\n');
}

export interface PlayFlags extends Flags2048 {
  seed?: string;
  moves?: string;
  quiet?: boolean;
  continue?: boolean;
}

/** Plays a whole game with the searcher; Ctrl-C stops after the move being searched, and the summary is still printed. */
export async function playCommand(flags: PlayFlags, out: Output): Promise<number> {
  let options: DecideOptions;
  let seed: number;
  let limit: number;
  try {
    options = searchOptions({}, flags);
    seed = whole('seed', SEED_RANGE, Math.floor(Math.random() * 2 ** 31))(flags.seed, true);
    limit = whole('moves', { min: 1, max: 100_000_000 }, Infinity)(flags.moves, true);
  } catch (e) {
    if (e instanceof LineError) throw new UsageError(e.message);
    throw e;
  }
  const goal = options.goal ?? 2048;
  const game = new GameSession(seed, goal);
  let stop = false;
  const onSigint = (): void => {
    if (stop) process.exit(130);
    stop = true;
    out.error('\nstopping after this move (Ctrl-C again to quit at once)…');
  };
  process.on('SIGINT', onSigint);
  const quiet = flags.quiet === true || flags.json === true;
  if (!quiet) out.print(`seed ${seed} · ${options.algo}, ${options.heuristic} (${options.variant}), depth ${options.depth}\n${grid(game.grid)}`);
  const start = performance.now();
  let nodes = 0;
  try {
    while (!stop && !game.over && (flags.continue === true || !game.won) && game.moves.length < limit) {
      const d = decide(game.board, game.score, options);
      nodes += d.nodes;
      if (d.action === null) break;
      const played = game.play(d.action);
      if (played === null) throw new Error(`the search chose ${d.action}, which is not a legal move (a bug)`);
      if (!quiet) {
        const tile = played.spawn === null ? '' : `, a ${played.spawn.value} at (${played.spawn.row},${played.spawn.col})`;
        out.print(`\nmove ${game.moves.length}: ${d.action} (+${played.gained}${tile}) · score ${game.score} · ${d.ms.toFixed(1)} ms\n${grid(game.grid)}`);
      }
      // Let Ctrl-C reach its handler between moves.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    process.off('SIGINT', onSigint);
  }
  const ms = performance.now() - start;
  const summary = { seed, win: game.won, score: game.score, maxTile: game.maxTile, moves: game.moves.length, ms: Math.round(ms), nodes, stopped: stop };
  if (flags.json === true) out.print(JSON.stringify({ ...summary, record: game.record() }));
  else {
    const end = game.won ? `won: ${game.maxTile} reached` : game.over ? 'lost: no move left' : stop ? 'stopped' : 'move limit reached';
    out.print(`\n${end} · score ${game.score} · max tile ${game.maxTile} · ${game.moves.length} moves · ${(ms / 1000).toFixed(1)} s · ${nodes} nodes`);
  }
  return stop ? 130 : 0;
}

/** A board as a text grid. */
function grid(rows: number[][]): string {
  const line = '+------+------+------+------+';
  return [line, ...rows.map((r) => `|${r.map((v) => (v === 0 ? '' : String(v)).padStart(5) + ' ').join('|')}|`), line].join('\n');
}

function toGrid(cells: { row: number; col: number; value: number }[]): number[][] {
  const rows = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
  for (const c of cells) entryAt(rows, c.row)[c.col] = c.value; // a cell's row is 0–3
  return rows;
}

function round(v: number): string {
  return Number.isInteger(v) ? String(v) : v.toFixed(2);
}
