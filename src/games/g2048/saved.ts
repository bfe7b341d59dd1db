/**
 * Saved games: a versioned JSON file holding a game's record (seed, start,
 * moves, spawns) and the settings it was played with. Reading one checks
 * everything — the format, the fields, and that the moves replay from the
 * seed to the recorded tiles — so a corrupt or foreign file is refused with a
 * message and nothing is lost.
 */
import { ROOT_WINDOWS, type RootWindow } from '../../search/search.ts';
import { DIRECTIONS } from './board.ts';
import { HEURISTICS, VARIANTS, type Heuristic, type Variant } from './heuristics.ts';
import { ALGORITHMS_2048, type Algorithm2048 } from './decide.ts';
import { replay, type GameRecord, type GameSession } from './session.ts';

export const SAVE_FORMAT = 'adversarial-search-tutor/2048-game';
export const SAVE_VERSION = 1;

export interface Settings {
  algo: Algorithm2048;
  heuristic: Heuristic;
  variant: Variant;
  depth: number;
  /** Alpha-beta's root window; absent (games saved before it existed too) means `carried`. */
  root?: RootWindow;
}

export interface SavedGame {
  format: typeof SAVE_FORMAT;
  version: typeof SAVE_VERSION;
  savedAt: string;
  settings: Settings;
  record: GameRecord;
}

export function savedGame(session: GameSession, settings: Settings, now = new Date()): SavedGame {
  return { format: SAVE_FORMAT, version: SAVE_VERSION, savedAt: now.toISOString(), settings, record: session.record() };
}

type Read = { ok: true; game: SavedGame; session: GameSession } | { ok: false; error: { en: string; es: string } };

const fail = (en: string, es: string): Read => ({ ok: false, error: { en, es } });

/** Reads a saved game's text: never throws. */
export function readSavedGame(text: string): Read {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return fail(`not a JSON file: ${(e as Error).message}`, `no es un fichero JSON: ${(e as Error).message}`);
  }
  if (typeof value !== 'object' || value === null) return fail('not a saved 2048 game', 'no es una partida de 2048 guardada');
  const v = value as Record<string, unknown>;
  if (v.format !== SAVE_FORMAT) return fail(`not a saved 2048 game (format is ${JSON.stringify(v.format)})`, `no es una partida de 2048 guardada (formato ${JSON.stringify(v.format)})`);
  if (v.version !== SAVE_VERSION) return fail(`version ${JSON.stringify(v.version)} is not supported (this tutor reads ${SAVE_VERSION})`, `la versión ${JSON.stringify(v.version)} no está soportada (este tutor lee la ${SAVE_VERSION})`);
  const s = v.settings as Record<string, unknown> | undefined;
  if (
    typeof s !== 'object' ||
    s === null ||
    !(ALGORITHMS_2048 as readonly unknown[]).includes(s.algo) ||
    !(HEURISTICS as readonly unknown[]).includes(s.heuristic) ||
    !(VARIANTS as readonly unknown[]).includes(s.variant) ||
    !Number.isInteger(s.depth) ||
    (s.depth as number) < 1 ||
    (s.root !== undefined && !(ROOT_WINDOWS as readonly unknown[]).includes(s.root))
  ) {
    return fail('the settings are missing or wrong (algo, heuristic, variant, depth, root)', 'faltan los ajustes o son incorrectos (algo, heuristic, variant, depth, root)');
  }
  const r = v.record as Record<string, unknown> | undefined;
  if (typeof r !== 'object' || r === null || !Number.isInteger(r.seed) || !Number.isInteger(r.goal) || !Array.isArray(r.moves) || !Array.isArray(r.spawns)) {
    return fail('the game record is missing or wrong (seed, goal, moves, spawns)', 'falta el registro de la partida o es incorrecto (seed, goal, moves, spawns)');
  }
  const bad = (r.moves as unknown[]).findIndex((m) => !(DIRECTIONS as readonly unknown[]).includes(m));
  if (bad >= 0) return fail(`move ${bad + 1} is ${JSON.stringify((r.moves as unknown[])[bad])}, not a direction`, `el movimiento ${bad + 1} es ${JSON.stringify((r.moves as unknown[])[bad])}, no una dirección`);
  const replayed = replay(r as unknown as GameRecord);
  if (!replayed.ok) return fail(`the game does not replay: ${replayed.error}`, `la partida no se reproduce: ${replayed.error}`);
  return { ok: true, game: value as SavedGame, session: replayed.session };
}
