/**
 * Saved games: a versioned JSON file holding a game's record (seed, start,
 * moves, spawns) and the settings it was played with. Reading one checks
 * everything — the format, the fields, and that the moves replay from the
 * seed to the recorded tiles — so a corrupt or foreign file is refused with a
 * message and nothing is lost. The JSON is read with parseJson (issue 12):
 * duplicate keys are refused with their position. A game kept in the
 * browser also holds its `id` (issue 25: one key per game); a file exported
 * for people holds none, and an id that is not one is left out.
 */
import { ROOT_WINDOWS } from '../../search/search.ts';
import { choiceValue, integerValue, located, objectValue, parseJson, shown, type Checked, type IntRange } from '../input.ts';
import { msg, type Message } from '../../i18n/message.ts';
import { DIRECTIONS, MAX_TILE, fromArray, toArray, type Direction, type Spawn } from './board.ts';
import { replay, type GameRecord, type GameSession } from './session.ts';
import { ALGORITHMS_2048, DEPTH_RANGE, SCORE_RANGE, type Settings, HEURISTICS, VARIANTS } from './settings.ts';

export const SAVE_FORMAT = 'adversarial-search-tutor/2048-game';
export const SAVE_VERSION = 1;

export interface SavedGame {
  format: typeof SAVE_FORMAT;
  version: typeof SAVE_VERSION;
  savedAt: string;
  /** The game's id where the browser keeps it (GAME_ID); none in an exported file. */
  id?: string;
  settings: Settings;
  record: GameRecord;
}

/** What a kept game's id is: a few letters, digits and dashes. */
export const GAME_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

export function savedGame(session: GameSession, settings: Settings, now = new Date(), id?: string): SavedGame {
  const saved: SavedGame = { format: SAVE_FORMAT, version: SAVE_VERSION, savedAt: now.toISOString(), settings, record: session.record() };
  if (id !== undefined) saved.id = id;
  return saved;
}

type Read = { ok: true; game: SavedGame; session: GameSession } | { ok: false; error: Message };

const fail = (error: Message): { ok: false; error: Message } => ({ ok: false, error });

/**
 * Reads a saved game's text: never throws. The JSON is read by parseJson
 * (duplicate keys refused with their position, nesting bounded), then every
 * field with its type and range, then the moves are replayed from the seed.
 */
export function readSavedGame(text: string): Read {
  const json = parseJson(text, 8);
  if (!json.ok) return fail(msg('saved.not-json', { reason: located(json.error) }));
  const top = objectValue(json.value, msg('input.what.saved-game'));
  if (!top.ok) return fail(msg('saved.not-game', { reason: top.error }));
  const v = top.value;
  if (v.format !== SAVE_FORMAT) return fail(msg('saved.format', { format: shown(v.format) }));
  if (v.version !== SAVE_VERSION) return fail(msg('saved.version', { version: shown(v.version), supported: SAVE_VERSION }));
  const settings = readSettings(v.settings);
  if (!settings.ok) return fail(msg('saved.settings', { reason: settings.error }));
  const record = readRecord(v.record);
  if (!record.ok) return fail(msg('saved.record', { reason: record.error }));
  const replayed = replay(record.value);
  if (!replayed.ok) return fail(msg('saved.replay', { reason: replayed.error }));
  const savedAt = typeof v.savedAt === 'string' ? v.savedAt : '';
  const game: SavedGame = { format: SAVE_FORMAT, version: SAVE_VERSION, savedAt, settings: settings.value, record: record.value };
  if (typeof v.id === 'string' && GAME_ID.test(v.id)) game.id = v.id;
  return { ok: true, game, session: replayed.session };
}

function readSettings(value: unknown): Checked<Settings> {
  const o = objectValue(value, '"settings"');
  if (!o.ok) return o;
  const s = o.value;
  const algo = choiceValue(s.algo, 'algo', ALGORITHMS_2048);
  if (!algo.ok) return algo;
  const heuristic = choiceValue(s.heuristic, 'heuristic', HEURISTICS);
  if (!heuristic.ok) return heuristic;
  const variant = choiceValue(s.variant, 'variant', VARIANTS);
  if (!variant.ok) return variant;
  const depth = integerValue(s.depth, 'depth', DEPTH_RANGE);
  if (!depth.ok) return depth;
  const settings: Settings = { algo: algo.value, heuristic: heuristic.value, variant: variant.value, depth: depth.value };
  if (s.root !== undefined) {
    const root = choiceValue(s.root, 'root', ROOT_WINDOWS);
    if (!root.ok) return root;
    settings.root = root.value;
  }
  return { ok: true, value: settings };
}

const ANY_INTEGER: IntRange = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };

function readRecord(value: unknown): Checked<GameRecord> {
  const o = objectValue(value, '"record"');
  if (!o.ok) return o;
  const r = o.value;
  // Seeds are used modulo 2^32 (rng.ts); games saved before issue 12 may hold any integer.
  const seed = integerValue(r.seed, 'seed', ANY_INTEGER);
  if (!seed.ok) return seed;
  const goal = integerValue(r.goal, 'goal', { min: 4, max: MAX_TILE });
  if (!goal.ok) return goal;
  if (!Array.isArray(r.moves)) return fail(msg('input.list', { name: 'moves', value: shown(r.moves) }));
  if (!Array.isArray(r.spawns)) return fail(msg('input.list', { name: 'spawns', value: shown(r.spawns) }));
  const bad = (r.moves as unknown[]).findIndex((m) => !(DIRECTIONS as readonly unknown[]).includes(m));
  if (bad >= 0) return fail(msg('saved.move', { k: bad + 1, value: shown((r.moves as unknown[])[bad]) }));
  const record: GameRecord = { seed: seed.value, goal: goal.value, moves: r.moves as Direction[], spawns: r.spawns as Spawn[] };
  if (r.start !== undefined) {
    const start = objectValue(r.start, '"start"');
    if (!start.ok) return start;
    const score = integerValue(start.value.score, 'score', SCORE_RANGE);
    if (!score.ok) return score;
    const board = fromArray(start.value.board);
    if (!board.ok) return fail(msg('g2048.start-board', { reason: board.error }));
    record.start = { board: toArray(board.board), score: score.value };
  }
  return { ok: true, value: record };
}
