/**
 * The records of a results file (`tutor experiment --out`, one JSON object
 * per line), read strictly (issue 12): the CLI's `merge` and `--resume` and
 * the experiments page's import all go through `parseRecords`, so the same
 * file is accepted or refused with the same message everywhere.
 *
 * A record is a configuration, the experiment (its seed and goal) and one
 * game's result:
 *
 *   {"algo":"alphabeta","heuristic":"h1","depth":1,"variant":"text",["root":"full-window",]
 *    "experimentSeed":2016,"goal":2048,"index":1,"seed":3920062702,"win":false,
 *    "score":2056,"maxTile":128,"moves":200,"ms":6.69,"nodes":912}
 *
 * Every field is required (but `root`) and checked with its type and range:
 *
 * | field          | what it must be                                              |
 * | -------------- | ------------------------------------------------------------ |
 * | algo           | one of ALGORITHMS_2048                                       |
 * | heuristic      | one of HEURISTICS                                            |
 * | depth          | an integer 1–12 (the CLI's `--depth` range)                  |
 * | variant        | one of VARIANTS                                              |
 * | root           | optional, one of ROOT_WINDOWS; `full-window` only for alphabeta (`carried`, the default, is dropped) |
 * | experimentSeed | an integer 0–4294967295 (`--seed`)                           |
 * | goal           | a power of two 4–32768 (`--goal`)                            |
 * | index          | an integer 0–99999 (`--games` is at most 100000)             |
 * | seed           | an integer 0–4294967295, and game `index`'s seed: gameSeed(experimentSeed, index) |
 * | win            | true or false, and true exactly when maxTile ≥ goal          |
 * | score          | an integer 0–4000000 (a 4×4 board cannot score more)         |
 * | maxTile        | a power of two 2–131072                                      |
 * | moves          | an integer 0–200000 (the runner's move limit)                |
 * | ms             | a finite number ≥ 0                                          |
 * | nodes          | an integer ≥ 0 (up to 2^53 − 1)                              |
 *
 * Fields not in this list are refused: a record with one is not what this
 * tutor writes (a typo such as `"wins"`, or another tool's file), and
 * silently dropping it would hide that.
 *
 * Pure TypeScript: no Node, no DOM.
 */
import { ROOT_WINDOWS } from '../search/search.ts';
import { booleanValue, choiceValue, integerValue, objectValue, parseJson, plainNumber, shown, type Checked, type IntRange } from '../games/input.ts';
import { tornRecord } from '../games/json-prefix.ts';
import { msg, type Message } from '../i18n/message.ts';
import { SEED_RANGE } from '../games/rng.ts';
import { configKey, gameSeed, type Config, type GameResult } from './runner.ts';
import { ALGORITHMS_2048, HEURISTICS, VARIANTS } from '../games/g2048/settings.ts';

/** One line of a results file: the configuration and the experiment with the game's result. */
export interface ResultRecord extends Config, GameResult {
  experimentSeed: number;
  goal: number;
}

export type RecordCheck = { ok: true; record: ResultRecord } | { ok: false; error: Message };

/** The ranges of the fields, as documented above (the CLI's flags use the same ones). */
export const RECORD_RANGES = {
  depth: { min: 1, max: 12 },
  experimentSeed: SEED_RANGE,
  goal: { min: 4, max: 32768 },
  index: { min: 0, max: 99999 },
  seed: SEED_RANGE,
  score: { min: 0, max: 4_000_000 },
  maxTile: { min: 2, max: 131072 },
  moves: { min: 0, max: 200_000 },
  nodes: { min: 0, max: Number.MAX_SAFE_INTEGER },
} as const satisfies { [field: string]: IntRange };

/** The fields of a record, in the order the CLI writes them. */
export const RECORD_FIELDS = [
  'algo',
  'heuristic',
  'depth',
  'variant',
  'root',
  'experimentSeed',
  'goal',
  'index',
  'seed',
  'win',
  'score',
  'maxTile',
  'moves',
  'ms',
  'nodes',
] as const;

const bad = (error: Message): { ok: false; error: Message } => ({ ok: false, error });

/** The fields of one game's result (the page keeps these). */
export const GAME_FIELDS = ['index', 'seed', 'win', 'score', 'maxTile', 'moves', 'ms', 'nodes'] as const;

export const isPowerOfTwo = (n: number): boolean => Number.isSafeInteger(n) && n > 0 && 2 ** Math.round(Math.log2(n)) === n;

/** The game fields of a record (or of the page's saved games): types, ranges, and nothing else. */
export function validateGameResult(value: unknown, known: readonly string[] = GAME_FIELDS): { ok: true; result: GameResult } | { ok: false; error: Message } {
  const o = objectValue(value, msg('input.what.game'));
  if (!o.ok) return o;
  const fields = o.value;
  for (const key of Object.keys(fields)) {
    if (!known.includes(key)) return bad(msg('records.unknown-field', { key: shown(key), fields: known }));
  }
  const int = (name: keyof typeof RECORD_RANGES): Checked<number> => integerValue(fields[name], name, RECORD_RANGES[name]);
  const index = int('index');
  if (!index.ok) return index;
  const seed = int('seed');
  if (!seed.ok) return seed;
  const win = booleanValue(fields.win, 'win');
  if (!win.ok) return win;
  const score = int('score');
  if (!score.ok) return score;
  const maxTile = int('maxTile');
  if (!maxTile.ok) return maxTile;
  if (!isPowerOfTwo(maxTile.value)) return bad(msg('records.max-tile', { value: maxTile.value }));
  const moves = int('moves');
  if (!moves.ok) return moves;
  const ms = plainNumber(fields.ms);
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return bad(msg('records.ms', { value: shown(ms) }));
  const nodes = int('nodes');
  if (!nodes.ok) return nodes;
  return {
    ok: true,
    result: { index: index.value, seed: seed.value, win: win.value, score: score.value, maxTile: maxTile.value, moves: moves.value, ms, nodes: nodes.value },
  };
}

/**
 * A parsed JSON value as a record, or the first thing wrong with it (fields
 * in the order of RECORD_FIELDS). The record returned is a fresh object with
 * the fields in that order, `root` only when it is `full-window`.
 */
export function validateRecord(value: unknown): RecordCheck {
  const o = objectValue(value, msg('input.what.line'));
  if (!o.ok) return o;
  const fields = o.value;
  const algo = choiceValue(fields.algo, 'algo', ALGORITHMS_2048);
  if (!algo.ok) return algo;
  const heuristic = choiceValue(fields.heuristic, 'heuristic', HEURISTICS);
  if (!heuristic.ok) return heuristic;
  const depth = integerValue(fields.depth, 'depth', RECORD_RANGES.depth);
  if (!depth.ok) return depth;
  const variant = choiceValue(fields.variant, 'variant', VARIANTS);
  if (!variant.ok) return variant;
  let fullWindow = false;
  if (fields.root !== undefined) {
    const root = choiceValue(fields.root, 'root', ROOT_WINDOWS);
    if (!root.ok) return root;
    fullWindow = root.value === 'full-window';
    if (fullWindow && algo.value !== 'alphabeta') return bad(msg('records.full-window', { algo: algo.value }));
  }
  const experimentSeed = integerValue(fields.experimentSeed, 'experimentSeed', RECORD_RANGES.experimentSeed);
  if (!experimentSeed.ok) return experimentSeed;
  const goal = integerValue(fields.goal, 'goal', RECORD_RANGES.goal);
  if (!goal.ok) return goal;
  if (!isPowerOfTwo(goal.value)) return bad(msg('records.goal', { value: goal.value }));
  const game = validateGameResult(fields, RECORD_FIELDS);
  if (!game.ok) return game;
  const g = game.result;
  const expected = gameSeed(experimentSeed.value, g.index);
  if (g.seed !== expected) return bad(msg('records.seed', { seed: g.seed, index: g.index, experiment: experimentSeed.value, expected }));
  if (g.win !== g.maxTile >= goal.value) return bad(msg('records.win', { win: g.win, maxTile: g.maxTile, goal: goal.value }));
  const record: ResultRecord = {
    algo: algo.value,
    heuristic: heuristic.value,
    depth: depth.value,
    variant: variant.value,
    ...(fullWindow ? { root: 'full-window' as const } : {}),
    experimentSeed: experimentSeed.value,
    goal: goal.value,
    ...g,
  };
  return { ok: true, record };
}

/** A line of a results file that is not a record: the message names `file:line`. */
export interface RecordProblem {
  line: number;
  message: Message;
}

/**
 * The last line of a file when it has no newline after it and is the start
 * of a JSON object cut off (json-prefix.ts): a run stopped while writing it
 * (or is writing it now). `chars` is its
 * length in characters (a file's bytes are the caller's to count).
 */
export interface TornTail {
  line: number;
  chars: number;
  message: Message;
}

export interface ParsedRecords<R = ResultRecord> {
  /** The records, in file order. */
  records: R[];
  /** The line of each record (1-based). */
  lines: number[];
  /** The lines that are not records (a torn tail is not one of them). */
  problems: RecordProblem[];
  torn: TornTail | null;
  /** Whether the text ends with a newline (or is empty): an append may start right away. */
  endsWithNewline: boolean;
}

/**
 * The records of a JSONL text named `file` (for the messages). Blank lines
 * are skipped; every other line must be one record, or it is a problem
 * naming `file:line` (and the column, for JSON that does not parse). The
 * last line, when no newline follows it and it is a record cut off (the
 * start of a JSON object), is a torn tail rather than a problem. Never throws.
 */
export function parseRecords(text: string, file: string): ParsedRecords {
  return parseRecordLines(text, file, validateRecord);
}

/**
 * The lines of a JSONL results file as `parseRecords` reads them, each checked by `validate` (the Connect-4 matches' files too: c4-records.ts).
 * `firstLine`: the number of the text's first line, for a part of a file read a piece at a time (its pieces cut after a newline).
 */
export function parseRecordLines<R>(
  text: string,
  file: string,
  validate: (value: unknown) => { ok: true; record: R } | { ok: false; error: Message },
  firstLine = 1,
): ParsedRecords<R> {
  const out: ParsedRecords<R> = { records: [], lines: [], problems: [], torn: null, endsWithNewline: text === '' || text.endsWith('\n') };
  const lines = text.split('\n');
  if (firstLine === 1 && lines[0]?.startsWith('\uFEFF') === true) lines[0] = lines[0].slice(1);
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    const n = i + firstLine;
    // Integers as decimal integers: `"index": 1e0` is not index 1.
    const json = parseJson(line, undefined, true);
    if (!json.ok) {
      // Only the start of a record cut off is torn; any other last line is a line to fix.
      if (i === lines.length - 1 && tornRecord(line)) {
        out.torn = { line: n, chars: line.length, message: msg('records.torn', { file, line: n, chars: line.length }) };
      } else {
        out.problems.push({ line: n, message: msg('records.at', { file, line: n, column: json.error.column, reason: json.error.reason }) });
      }
      return;
    }
    const checked = validate(json.value);
    if (checked.ok) {
      out.records.push(checked.record);
      out.lines.push(n);
    } else {
      out.problems.push({ line: n, message: msg('records.at', { file, line: n, reason: checked.error }) });
    }
  });
  return out;
}

/** What makes two records the same game: the configuration, the experiment's seed and the game's index. */
export function gameKey(r: ResultRecord): string {
  return `${configKey(r)}#${r.experimentSeed}#${r.index}`;
}

/** The fields of a record on which two copies of one game must agree (all but its wall time). */
export function sameResult(a: ResultRecord, b: ResultRecord): boolean {
  return (
    a.goal === b.goal && a.seed === b.seed && a.win === b.win && a.score === b.score && a.maxTile === b.maxTile && a.moves === b.moves && a.nodes === b.nodes
  );
}

/** The fields on which two copies of one game differ, for a message: `score 1234 ≠ 1240`. */
export function differences(a: ResultRecord, b: ResultRecord): string {
  const fields = ['goal', 'seed', 'win', 'score', 'maxTile', 'moves', 'nodes'] as const;
  return fields
    .filter((f) => a[f] !== b[f])
    .map((f) => `${f} ${String(a[f])} ≠ ${String(b[f])}`)
    .join(', ');
}
