/**
 * What the experiments page keeps and takes in: its grid and finished games
 * in localStorage (checked field by field when the page starts), and results
 * files of `tutor experiment --out` added to them (read by the same
 * parseRecords as the CLI).
 */
import type { Algorithm2048 } from '../games/g2048/settings.ts';
import { configKey, type Config, type GameResult } from '../experiments/runner.ts';
import { parseRecords, validateGameResult } from '../experiments/records.ts';
import { choiceValue, excerpt, integerValue, located, objectValue, parseJson, shown, type Checked } from '../games/input.ts';
import { msg, type Message } from '../i18n/strings.ts';
import { VARIANTS, type Heuristic, type Variant } from '../games/g2048/settings.ts';

export const ALGOS: Algorithm2048[] = ['minimax', 'alphabeta', 'expectimax'];
export const HEURS: Heuristic[] = ['h1', 'h2', 'h3', 'h4'];
export const STORE = 'ast.experiments';
/** Where a kept value that could not be read is moved, so nothing is lost. */
export const STORE_UNREADABLE = 'ast.experiments.unreadable';

export interface Grid {
  algos: Algorithm2048[];
  heuristics: Heuristic[];
  from: number;
  to: number;
  games: number;
  seed: number;
  variant: Variant;
}

export type Done = Record<string, GameResult>;

/** The depths the page offers (its inputs' range). */
export const PAGE_DEPTHS = { min: 1, max: 7 };
export const GAMES = { min: 1, max: 100_000 };
export const SEEDS = { min: 0, max: 4294967295 };
/** The goal of the page's games (makeJobs's default). */
export const PAGE_GOAL = 2048;

/** What an import did, for its message. */
export interface ImportReport {
  file: string;
  added: number;
  already: number;
  conflicts: number;
  outside: number;
  /** The lines left out (file:line in each). */
  problems: Message[];
}

/** A saved list of names from `allowed` (each once). */
function names<T extends string>(value: unknown, name: string, allowed: readonly T[]): Checked<T[]> {
  if (!Array.isArray(value)) return { ok: false, error: msg('input.list', { name, value: shown(value) }) };
  const out: T[] = [];
  for (const item of value as unknown[]) {
    const c = choiceValue(item, name, allowed);
    if (!c.ok) return c;
    if (!out.includes(c.value)) out.push(c.value);
  }
  return { ok: true, value: out };
}

/** A key of `done`: the experiment's seed, the configuration and the game's index. */
const DONE_KEY = /^(\d{1,10})\|[a-z0-9-]+\/[a-z0-9]+\/\d{1,2}\/[a-z-]+(?:\/full-window)?#(\d{1,5})$/;

/**
 * What the page kept in localStorage, checked field by field: null when
 * nothing was kept, else the grid and the games, or what is wrong with it.
 */
export function loadStore(raw: string | null): { ok: true; grid: Grid; done: Done } | { ok: false; error: Message } | null {
  if (raw === null) return null;
  const json = parseJson(raw);
  if (!json.ok) return { ok: false, error: located(json.error) };
  const top = objectValue(json.value, JSON.stringify(STORE));
  if (!top.ok) return top;
  const unknown = (o: Record<string, unknown>, known: string[]) => Object.keys(o).find((k) => !known.includes(k));
  const extra = unknown(top.value, ['grid', 'done']);
  if (extra !== undefined) return { ok: false, error: msg('store.unknown-field', { field: excerpt(extra) }) };
  const g = objectValue(top.value.grid, '"grid"');
  if (!g.ok) return g;
  const gridExtra = unknown(g.value, ['algos', 'heuristics', 'from', 'to', 'games', 'seed', 'variant']);
  if (gridExtra !== undefined) return { ok: false, error: msg('store.unknown-field', { field: `"grid".${excerpt(gridExtra)}` }) };
  const algos = names(g.value.algos, 'algos', ALGOS);
  if (!algos.ok) return algos;
  const heuristics = names(g.value.heuristics, 'heuristics', HEURS);
  if (!heuristics.ok) return heuristics;
  const from = integerValue(g.value.from, 'from', PAGE_DEPTHS);
  if (!from.ok) return from;
  // Not checked against `from`: the inputs allow from > to (an empty grid), so a kept grid may have it.
  const to = integerValue(g.value.to, 'to', PAGE_DEPTHS);
  if (!to.ok) return to;
  const games = integerValue(g.value.games, 'games', GAMES);
  if (!games.ok) return games;
  const seed = integerValue(g.value.seed, 'seed', SEEDS);
  if (!seed.ok) return seed;
  const variant = choiceValue(g.value.variant, 'variant', VARIANTS);
  if (!variant.ok) return variant;
  const d = objectValue(top.value.done, '"done"');
  if (!d.ok) return d;
  const done: Done = {};
  for (const [key, value] of Object.entries(d.value)) {
    const m = DONE_KEY.exec(key);
    const game = validateGameResult(value);
    if (m === null || !game.ok || game.result.index !== Number(m[2])) {
      return { ok: false, error: msg('store.game', { key: excerpt(key), reason: game.ok ? msg('store.not-page-game') : game.error }) };
    }
    done[key] = game.result;
  }
  return { ok: true, grid: { algos: algos.value, heuristics: heuristics.value, from: from.value, to: to.value, games: games.value, seed: seed.value, variant: variant.value }, done };
}

/** The key of a game in `done`: the experiment's seed, the configuration and the game's index. */
export function doneKey(seed: number, config: Config, index: number): string {
  return `${seed}|${configKey(config)}#${index}`;
}

/**
 * The games of a results file added to `done` (a new object; `done` is left
 * as it is): games already there are kept as they are, and the lines that
 * cannot be added are listed. `inGrid` holds the keys of the page's grid.
 */
export function importResults(text: string, file: string, done: Done, inGrid: ReadonlySet<string>): { done: Done; report: ImportReport } {
  const parsed = parseRecords(text, file);
  const problems = parsed.problems.map((p) => p.message);
  const next = { ...done };
  const report: ImportReport = { file, added: 0, already: 0, conflicts: 0, outside: 0, problems };
  parsed.records.forEach((r, i) => {
    const where = `${file}:${parsed.lines[i]!}`;
    if (r.goal !== PAGE_GOAL) return void problems.push(msg('import.goal', { where, goal: r.goal }));
    if (!ALGOS.includes(r.algo) || !HEURS.includes(r.heuristic) || r.depth > PAGE_DEPTHS.max || r.root === 'full-window') {
      return void problems.push(msg('import.config', { where, config: configKey(r) }));
    }
    const key = doneKey(r.experimentSeed, r, r.index);
    const game: GameResult = { index: r.index, seed: r.seed, win: r.win, score: r.score, maxTile: r.maxTile, moves: r.moves, ms: r.ms, nodes: r.nodes };
    const old = next[key];
    if (old !== undefined) {
      const same = old.seed === game.seed && old.win === game.win && old.score === game.score && old.maxTile === game.maxTile && old.moves === game.moves && old.nodes === game.nodes;
      if (same) report.already++;
      else report.conflicts++;
      return;
    }
    next[key] = game;
    report.added++;
    if (!inGrid.has(key)) report.outside++;
  });
  if (parsed.torn !== null) problems.push(parsed.torn.message);
  return { done: next, report };
}
