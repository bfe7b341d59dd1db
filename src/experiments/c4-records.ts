/**
 * The records of a Connect-4 matches file (`tutor experiment connect4 --out`,
 * one JSON object a line), read as strictly as the 2048 records (records.ts):
 * the CLI's `--resume` and the experiments page's import both go through
 * `parseMatchRecords`.
 *
 *   {"game":"connect4","a":"mcts:1000","b":"alphabeta:4","c":1.4142135623730951,
 *    "experimentSeed":2016,"index":0,"seed":3920062702,"aFirst":true,"winner":"a",
 *    "moves":"4444353…","ms":812.5,"nodesA":18018,"nodesB":30412}
 *
 * | field          | what it must be                                                  |
 * | -------------- | ---------------------------------------------------------------- |
 * | game           | `connect4`                                                       |
 * | a, b           | players: `mcts:N` (N 1–1000000), `alphabeta:D` (D 1–12), `random` |
 * | c              | a number 0–100 (MCTS's exploration constant)                     |
 * | experimentSeed | an integer 0–4294967295                                          |
 * | index          | an integer 0–99999                                               |
 * | seed           | gameSeed(experimentSeed, index)                                  |
 * | aFirst         | true exactly when index is even (the sides alternate)            |
 * | moves          | columns 1–7 from the empty board, a legal game played to its end |
 * | winner         | `a`, `b` or `draw`: who the moves say won (X is `a` when aFirst) |
 * | ms             | a finite number ≥ 0                                              |
 * | nodesA, nodesB | integers ≥ 0                                                     |
 *
 * Fields not in this list are refused. Pure TypeScript: no Node, no DOM.
 */
import { booleanValue, choiceValue, integerValue, objectValue, plainNumber, shown, stringValue, type Checked } from '../games/input.ts';
import { COLS, ROWS, parseMoves } from '../games/connect4/game.ts';
import { SEED_RANGE } from '../games/rng.ts';
import { msg, type Message } from '../i18n/message.ts';
import { gameSeed } from './runner.ts';
import { RECORD_RANGES, parseRecordLines, type ParsedRecords } from './records.ts';
import { C_RANGE, matchKey, parsePlayer, type MatchConfig, type MatchGame } from './c4-match.ts';

/** One line of a matches file: the match, the experiment's seed and one game. */
export interface MatchRecord extends MatchConfig, MatchGame {
  game: 'connect4';
  experimentSeed: number;
}

/** The fields of a record, in the order the CLI writes them. */
export const MATCH_FIELDS = ['game', 'a', 'b', 'c', 'experimentSeed', 'index', 'seed', 'aFirst', 'winner', 'moves', 'ms', 'nodesA', 'nodesB'] as const;

const NODES = { min: 0, max: Number.MAX_SAFE_INTEGER };
const bad = (error: Message): { ok: false; error: Message } => ({ ok: false, error });

/** A parsed JSON value as a record, or the first thing wrong with it (fields in the order of MATCH_FIELDS). */
export function validateMatchRecord(value: unknown): { ok: true; record: MatchRecord } | { ok: false; error: Message } {
  const o = objectValue(value, msg('input.what.line'));
  if (!o.ok) return o;
  const f = o.value;
  for (const key of Object.keys(f))
    if (!(MATCH_FIELDS as readonly string[]).includes(key)) return bad(msg('records.unknown-field', { key: shown(key), fields: MATCH_FIELDS }));
  const game = choiceValue(f.game, 'game', ['connect4'] as const);
  if (!game.ok) return game;
  const a = playerField(f.a, 'a');
  if (!a.ok) return a;
  const b = playerField(f.b, 'b');
  if (!b.ok) return b;
  // Decimals as written (`1.0`, `812.50`) are numbers here, as in the 2048 records: only integers are strict.
  const c = plainNumber(f.c);
  if (typeof c !== 'number' || !Number.isFinite(c) || c < C_RANGE.min || c > C_RANGE.max) return bad(msg('matchCReason', { value: shown(c) }));
  const experimentSeed = integerValue(f.experimentSeed, 'experimentSeed', SEED_RANGE);
  if (!experimentSeed.ok) return experimentSeed;
  const index = integerValue(f.index, 'index', RECORD_RANGES.index);
  if (!index.ok) return index;
  const seed = integerValue(f.seed, 'seed', SEED_RANGE);
  if (!seed.ok) return seed;
  const expected = gameSeed(experimentSeed.value, index.value);
  if (seed.value !== expected) return bad(msg('records.seed', { seed: seed.value, index: index.value, experiment: experimentSeed.value, expected }));
  const aFirst = booleanValue(f.aFirst, 'aFirst');
  if (!aFirst.ok) return aFirst;
  if (aFirst.value !== (index.value % 2 === 0)) return bad(msg('matchSidesReason', { index: index.value, aFirst: aFirst.value }));
  const winner = choiceValue(f.winner, 'winner', ['a', 'b', 'draw'] as const);
  if (!winner.ok) return winner;
  const moves = stringValue(f.moves, 'moves');
  if (!moves.ok) return moves;
  const played = parseMoves(moves.value);
  if (!played.ok) return bad(msg('matchMovesReason', { reason: played.error }));
  const s = played.state;
  if (s.winner === 0 && s.pieces < ROWS * COLS) return bad(msg('matchUnfinishedReason', { n: s.pieces }));
  const won = s.winner === 0 ? 'draw' : (s.winner === 1) === aFirst.value ? 'a' : 'b';
  if (winner.value !== won) return bad(msg('matchWinnerReason', { winner: winner.value, won }));
  const ms = plainNumber(f.ms);
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return bad(msg('records.ms', { value: shown(ms) }));
  const nodesA = integerValue(f.nodesA, 'nodesA', NODES);
  if (!nodesA.ok) return nodesA;
  const nodesB = integerValue(f.nodesB, 'nodesB', NODES);
  if (!nodesB.ok) return nodesB;
  const record: MatchRecord = {
    game: 'connect4',
    a: a.value,
    b: b.value,
    c,
    experimentSeed: experimentSeed.value,
    index: index.value,
    seed: seed.value,
    aFirst: aFirst.value,
    winner: winner.value,
    moves: moves.value,
    ms,
    nodesA: nodesA.value,
    nodesB: nodesB.value,
  };
  return { ok: true, record };
}

/** A player's name, as it is (the record keeps the text; parsePlayer checks it). */
function playerField(value: unknown, name: 'a' | 'b'): Checked<string> {
  const text = stringValue(value, name);
  if (!text.ok) return text;
  const p = parsePlayer(text.value);
  return p.ok ? text : p;
}

/** The records of a matches file named `file` (for the messages), as parseRecords reads the 2048 ones: a torn last line apart. Never throws. */
export function parseMatchRecords(text: string, file: string): ParsedRecords<MatchRecord> {
  return parseRecordLines(text, file, validateMatchRecord);
}

/** What makes two records the same game: the match, the experiment's seed and the game's index. */
export const matchGameKey = (r: MatchConfig & { experimentSeed: number; index: number }): string => `${matchKey(r)}#${r.experimentSeed}#${r.index}`;

/** The fields two copies of one game must agree on (all but its wall time). */
const RESULT_FIELDS = ['moves', 'winner', 'nodesA', 'nodesB'] as const;

/** Whether two copies of one game agree (times aside). */
export const sameMatchGame = (x: MatchRecord, y: MatchRecord): boolean => RESULT_FIELDS.every((f) => x[f] === y[f]);

/** The fields on which two copies of one game differ, for a message: `moves 4453… ≠ 4454…, winner a ≠ b` (as records.ts's `differences`). */
export const matchDifferences = (x: MatchRecord, y: MatchRecord): string =>
  RESULT_FIELDS.filter((f) => x[f] !== y[f])
    .map((f) => `${f} ${String(x[f])} ≠ ${String(y[f])}`)
    .join(', ');

/** The game's part of a record. */
export const matchGame = ({ index, seed, aFirst, winner, moves, ms, nodesA, nodesB }: MatchRecord): MatchGame => ({
  index,
  seed,
  aFirst,
  winner,
  moves,
  ms,
  nodesA,
  nodesB,
});
