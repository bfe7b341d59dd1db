/**
 * experiments/ holds the parts of the experiments page (experiments-page.ts):
 * this file, what the page keeps and what a grid means; results-import.ts,
 * the import of a results file (the file input and the report of lines
 * left out), and results-table.ts, a results table scrolling in its own
 * box, for the grid and the matches alike; c4-matches.ts, the Connect-4
 * matches section. The runner, the pool and the records are
 * src/experiments/.
 *
 * What the experiments page keeps and takes in: its grid and finished games
 * in localStorage (checked field by field when the page starts: a corrupt or
 * foreign value gives a notice and the default grid; a game that cannot be
 * read is left out by name and the others kept (issue 25); either way the
 * value is first copied aside to the next free of STORE_UNREADABLE,
 * `….2`, `….3`, …, never overwriting an earlier copy, so nothing is lost;
 * a save keeps the games another tab kept meanwhile: TabState), results files of `tutor experiment
 * --out` added to them (read by the same parseRecords as the CLI), and what
 * a grid means: its configurations, jobs, game keys and summaries.
 *
 * Pure: the functions take the storage (src/ui/platform/stored.ts), so Node tests
 * hand them a Map-backed one.
 */
import type { Algorithm2048 } from '../../games/g2048/settings.ts';
import { configKey, jobs as makeJobs, type Config, type GameResult, type Job } from '../../experiments/runner.ts';
import { parseRecordLines, parseRecords, validateGameResult, validateRecord, type ParsedRecords } from '../../experiments/records.ts';
import { summarise, type Run } from '../../experiments/summary.ts';
import { forget, setAside, store, storedText, type StorageLike } from '../platform/stored.ts';
import { choiceValue, excerpt, integerValue, located, objectValue, parseJson, shown, type Checked } from '../../games/input.ts';
import { msg, type Message } from '../../i18n/message.ts';
import { SEED_RANGE } from '../../games/rng.ts';
import { VARIANTS, type Heuristic, type Variant } from '../../games/g2048/settings.ts';

export const ALGOS: Algorithm2048[] = ['minimax', 'alphabeta', 'expectimax'];
export const HEURS: Heuristic[] = ['h1', 'h2', 'h3', 'h4'];
export const STORE = 'ast.experiments';
/** Where a kept value that could not be read is copied (then `….2`, `….3`, …), so nothing is lost. */
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

/** The grid the page starts with when nothing (usable) was kept (a new object each time). */
export const defaultGrid = (): Grid => ({
  algos: ['minimax', 'alphabeta', 'expectimax'],
  heuristics: ['h1'],
  from: 1,
  to: 3,
  games: 10,
  seed: 2016,
  variant: 'text',
});

/** The depths the page offers (its inputs' range). */
export const PAGE_DEPTHS = { min: 1, max: 7 };
export const GAMES = { min: 1, max: 100_000 };
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

/** A kept game that could not be read: its key in `done` and why (`store.game`). */
export type Rejected = Message;

/**
 * What the page kept in localStorage, checked field by field: null when
 * nothing was kept, else the grid and the games that can be read (each one
 * that cannot is named in `rejected`, issue 25), or what is wrong with the
 * value as a whole.
 */
export function loadStore(raw: string | null): { ok: true; grid: Grid; done: Done; rejected: Rejected[] } | { ok: false; error: Message } | null {
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
  const seed = integerValue(g.value.seed, 'seed', SEED_RANGE);
  if (!seed.ok) return seed;
  const variant = choiceValue(g.value.variant, 'variant', VARIANTS);
  if (!variant.ok) return variant;
  const d = objectValue(top.value.done, '"done"');
  if (!d.ok) return d;
  const done: Done = {};
  const rejected: Rejected[] = [];
  for (const [key, value] of Object.entries(d.value)) {
    const m = DONE_KEY.exec(key);
    const game = validateGameResult(value);
    if (m === null || !game.ok || game.result.index !== Number(m[2])) {
      rejected.push(msg('store.game', { key: excerpt(key), reason: game.ok ? msg('store.not-page-game') : game.error }));
    } else done[key] = game.result;
  }
  return {
    ok: true,
    grid: { algos: algos.value, heuristics: heuristics.value, from: from.value, to: to.value, games: games.value, seed: seed.value, variant: variant.value },
    done,
    rejected,
  };
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
  return importParsed(parseRecords(text, file), file, done, inGrid);
}

/** Lines read a task: about 10 ms of parsing on a quiet machine (a 3.5 MB file is 16,000 lines). */
const SLICE_LINES = 500;

/**
 * `importResults`, its file read a slice of lines at a time, `nextSlice`
 * awaited between two (a task of its own each: issue 39, a 3.5 MB file held
 * the page for half a second). The same result as `importResults`.
 */
export async function importResultsInSlices(
  text: string,
  file: string,
  done: Done,
  inGrid: ReadonlySet<string>,
  nextSlice: () => Promise<void>,
): Promise<{ done: Done; report: ImportReport }> {
  const lines = text.split('\n');
  const parsed: ParsedRecords = { records: [], lines: [], problems: [], torn: null, endsWithNewline: text === '' || text.endsWith('\n') };
  for (let from = 0; from < lines.length; from += SLICE_LINES) {
    const last = from + SLICE_LINES >= lines.length;
    // A slice but the last ends with its newline: its last line is never taken for a torn tail.
    const piece = parseRecordLines(lines.slice(from, from + SLICE_LINES).join('\n') + (last ? '' : '\n'), file, validateRecord, from + 1);
    parsed.records.push(...piece.records);
    parsed.lines.push(...piece.lines);
    parsed.problems.push(...piece.problems);
    parsed.torn = piece.torn;
    if (!last) await nextSlice();
  }
  // The records added a slice at a time too (13,600 games took 20-30 ms at once).
  const adding = importing(parsed, file, done, inGrid);
  for (;;) {
    const step = adding.next();
    if (step.done === true) return step.value;
    await nextSlice();
  }
}

/** The records read added to `done` (importResults): `importing` at once. */
function importParsed(parsed: ParsedRecords, file: string, done: Done, inGrid: ReadonlySet<string>): { done: Done; report: ImportReport } {
  const adding = importing(parsed, file, done, inGrid);
  for (;;) {
    const step = adding.next();
    if (step.done === true) return step.value;
  }
}

/** Records added between two yields of `importing`. */
const SLICE_RECORDS = 2000;

/** The records read added to `done`: each new game kept, each already there counted, each that is not this page's a problem; a yield every SLICE_RECORDS records. */
function* importing(parsed: ParsedRecords, file: string, done: Done, inGrid: ReadonlySet<string>): Generator<void, { done: Done; report: ImportReport }> {
  const problems = parsed.problems.map((p) => p.message);
  const next = { ...done };
  const report: ImportReport = { file, added: 0, already: 0, conflicts: 0, outside: 0, problems };
  for (let i = 0; i < parsed.records.length; i++) {
    if (i > 0 && i % SLICE_RECORDS === 0) yield;
    const r = parsed.records[i]!;
    // parseRecords gives each record its line: lines[i] is records[i]'s.
    const where = `${file}:${parsed.lines[i]!}`;
    if (r.goal !== PAGE_GOAL) {
      problems.push(msg('import.goal', { where, goal: r.goal }));
      continue;
    }
    if (!ALGOS.includes(r.algo) || !HEURS.includes(r.heuristic) || r.depth > PAGE_DEPTHS.max || r.root === 'full-window') {
      problems.push(msg('import.config', { where, config: configKey(r) }));
      continue;
    }
    const key = doneKey(r.experimentSeed, r, r.index);
    const game: GameResult = { index: r.index, seed: r.seed, win: r.win, score: r.score, maxTile: r.maxTile, moves: r.moves, ms: r.ms, nodes: r.nodes };
    const old = next[key];
    if (old !== undefined) {
      const same =
        old.seed === game.seed &&
        old.win === game.win &&
        old.score === game.score &&
        old.maxTile === game.maxTile &&
        old.moves === game.moves &&
        old.nodes === game.nodes;
      if (same) report.already++;
      else report.conflicts++;
      continue;
    }
    next[key] = game;
    report.added++;
    if (!inGrid.has(key)) report.outside++;
  }
  if (parsed.torn !== null) problems.push(parsed.torn.message);
  return { done: next, report };
}

/** What the page starts with: the kept grid and games, or the default and why the kept value could not be used. */
export interface Opened {
  grid: Grid;
  done: Done;
  /** Why what was kept could not be used, in whole or in part (it is copied aside to a backup key), or null. */
  problem: Message | null;
}

/** How many of the games left out a notice names (the rest are counted). */
const NAMED = 3;

/**
 * Reads what the page kept. Nothing kept, or storage that refuses: the
 * default grid and no games, silently. Otherwise what cannot be used is
 * first copied aside to a backup key of its own (setAside: a second bad
 * value never overwrites the first one's copy). A corrupt or foreign value:
 * the default grid, no games, the value removed. Games that cannot be read
 * (issue 25): the others and the grid kept, those named in the notice, and
 * the value kept rewritten without them. If the copy fails, the value stays
 * where it was, and the notice says why.
 */
export function openStore(storage: StorageLike | null, tab: TabState = tabState(storage)): Opened {
  const raw = storedText(STORE, storage);
  const saved = loadStore(raw);
  Object.assign(tab, newTab(), { written: raw, held: new Set(saved?.ok === true ? Object.keys(saved.done) : []) });
  if (saved === null || raw === null) return { grid: defaultGrid(), done: {}, problem: null };
  if (saved.ok && saved.rejected.length === 0) return { grid: saved.grid, done: saved.done, problem: null };
  // Set aside, not lost: someone may want to look at it.
  const copy = setAside(STORE_UNREADABLE, raw, storage);
  const aside = copy.ok ? msg('store.kept-aside', { backup: copy.key }) : msg('store.not-aside', { error: copy.error });
  if (!saved.ok) {
    if (copy.ok) forget(STORE, storage);
    return { grid: defaultGrid(), done: {}, problem: msg('store.corrupt-start-clean', { reason: saved.error, aside }) };
  }
  if (copy.ok) saveStore(storage, saved.grid, saved.done, tab);
  const { rejected } = saved;
  const problem = msg('store.games-left-out', {
    n: rejected.length,
    kept: Object.keys(saved.done).length,
    games: rejected.slice(0, NAMED),
    more: Math.max(0, rejected.length - NAMED),
    aside,
  });
  return { grid: saved.grid, done: saved.done, problem };
}

/**
 * Keeps the grid and the games, with the games another tab has kept that
 * this one never held (TabState); returns why they could not be kept
 * (`store.full`), or null.
 */
export function saveStore(storage: StorageLike | null, grid: Grid, done: Done, tab: TabState = tabState(storage)): Message | null {
  for (const key of Object.keys(done)) tab.held.add(key);
  const raw = storedText(STORE, storage);
  if (raw !== null && raw !== tab.written) tab.carried = othersGames(raw, tab.held);
  const carried = Object.fromEntries(Object.entries(tab.carried).filter(([key]) => !tab.held.has(key)));
  const text = JSON.stringify({ grid, done: { ...carried, ...done } });
  if (store(STORE, text, storage) !== null) return msg('store.full');
  tab.written = text;
  return null;
}

/**
 * What one page (one tab) knows of the value kept (issue 25: two tabs
 * running batches keep both tabs' games): the text it last read or wrote,
 * every game it has held (one it held and holds no more was forgotten here,
 * and stays forgotten), and the games other tabs kept that it never held,
 * written along with its own.
 */
export interface TabState {
  written: string | null;
  held: Set<string>;
  carried: Done;
}

const tabs = new WeakMap<StorageLike, TabState>();
const newTab = (): TabState => ({ written: null, held: new Set(), carried: {} });

/** This page's state for `storage` (one per storage; a test hands in one per tab it plays). */
export function tabState(storage: StorageLike | null): TabState {
  if (storage === null) return newTab();
  let t = tabs.get(storage);
  if (t === undefined) tabs.set(storage, (t = newTab()));
  return t;
}

/** The games of a kept value this page never held (none when it cannot be read). */
function othersGames(raw: string, held: ReadonlySet<string>): Done {
  const there = loadStore(raw);
  return there?.ok === true ? Object.fromEntries(Object.entries(there.done).filter(([key]) => !held.has(key))) : {};
}

/** The grid's configurations: algorithm × heuristic × depth, in that order. */
export function gridConfigs(g: Grid): Config[] {
  const out: Config[] = [];
  for (const algo of g.algos)
    for (const heuristic of g.heuristics) for (let depth = g.from; depth <= g.to; depth++) out.push({ algo, heuristic, depth, variant: g.variant });
  return out;
}

/** The grid's games not yet in `done`, configuration by configuration, game by game. */
export function gridTodo(g: Grid, done: Done): Job[] {
  return makeJobs(gridConfigs(g), g.games, g.seed).filter((j) => done[doneKey(g.seed, j, j.index)] === undefined);
}

/** The keys in `done` of every game of the grid. */
export function gridKeys(g: Grid): Set<string> {
  return new Set(makeJobs(gridConfigs(g), g.games, g.seed).map((j) => doneKey(g.seed, j, j.index)));
}

/** The summary of each configuration of the grid, from the games in `done`. */
export function gridRuns(g: Grid, done: Done): Run[] {
  return gridConfigs(g).map((c) =>
    summarise(
      c,
      Array.from({ length: g.games }, (_, index) => done[doneKey(g.seed, c, index)]).filter((r): r is GameResult => r !== undefined),
    ),
  );
}
