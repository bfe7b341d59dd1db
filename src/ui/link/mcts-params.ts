/**
 * Monte Carlo tree search's settings in a link: one set of rules for every
 * route that takes them — the tic-tac-toe and Connect-4 pages
 * (`algo=mcts&iterations=N&c=C&seed=S`) and the compare page's MCTS mode
 * (compare-mcts-params.ts) — so that the settings one page writes are
 * accepted by every other. Read as strictly as the routes' other parameters
 * (params.ts: a value it cannot use is a notice, and the default is shown).
 * Pure TypeScript (no DOM).
 *
 * Ranges, within the CLI's (`tutor search --game … --algo mcts` takes
 * iterations 1 – 10,000,000 and C 0 – 100; `tutor experiment connect4`
 * iterations 1 – 1,000,000), so that a link's settings replay there too:
 * - iterations 1 – 1,000,000 (up to MCTS_TRACE_LIMIT, 10,000, the search can
 *   be shown step by step); each route keeps its own default (a board game
 *   1,000, compare 10,000);
 * - C a decimal 0 – 10: digits, then a point and at most 12 decimals ("1.41",
 *   "1.4142"; "1e3", "-1", ".5", "1,4" refused); each route keeps its own
 *   default, so that a link written before means what it meant: the board
 *   games 1.41, compare √2 (AIMA's, the CLI's); links leave the default out;
 * - seed 0 – 4 294 967 295.
 */
import { parseInteger, type Checked, type IntRange } from '../../games/input.ts';
import { SEED_RANGE } from '../../games/rng.ts';
import { msg } from '../../i18n/message.ts';
import { MCTS_TRACE_LIMIT } from '../../app/mcts-position.ts';
import type { Params } from './param-reader.ts';

export { MCTS_TRACE_LIMIT };

export interface MctsSettings {
  iterations: number;
  /** UCB1's exploration constant. */
  c: number;
  seed: number;
}

/** The most iterations a link may ask for, on every route. */
export const MCTS_ITERATIONS: IntRange = { min: 1, max: 1_000_000 };
export const C_MAX = 10;
/** The most decimals C may have in a link (or a field). */
export const C_DECIMALS = 12;
/** MCTS's seeds, as every seed of the app. */
export const MCTS_SEEDS: IntRange = SEED_RANGE;

/** A board game's settings when the link gives none (C 1.41, as the board games' links have always meant by leaving it out). */
export const MCTS_DEFAULTS: MctsSettings = { iterations: 1000, c: 1.41, seed: 1 };
/** The strengths the settings offer; a link may give any number of iterations in range. */
export const MCTS_LEVELS = [100, 1000, 10_000, 100_000] as const;
/** The parameters a board game's route reads for MCTS. */
export const MCTS_PARAMS = ['iterations', 'c', 'seed'] as const;

const C_PATTERN = new RegExp(`^\\d{1,2}(\\.\\d{1,${C_DECIMALS}})?$`);

/** C as a link writes it: at most C_DECIMALS decimals, no trailing zeros ("1.41", "0.5", "2"); never in exponent form. */
export function cText(c: number): string {
  return c.toFixed(C_DECIMALS).replace(/\.?0+$/, '');
}

/** C as a settings field shows it: at most 4 decimals (√2 as 1.4142). */
export function cShown(c: number): string {
  return String(Math.round(c * 1e4) / 1e4);
}

/** C from a link or a field: digits, a point and up to C_DECIMALS decimals, 0 – C_MAX ("1e3", "-1", ".5", "1,4" refused). */
export function checkC(text: string): Checked<number> {
  const c = Number(text);
  if (!C_PATTERN.test(text) || c > C_MAX) return { ok: false, error: msg('mctsCRule', { max: C_MAX, decimals: C_DECIMALS }) };
  return { ok: true, value: c };
}

/** A value for C from a field or a slider (any number): in range, rounded as a link writes it; else the route's default. */
export function cleanC(value: number, fallback = MCTS_DEFAULTS.c): number {
  return Number.isFinite(value) && value >= 0 ? Number(cText(Math.min(C_MAX, value))) : fallback;
}

/** `c` from a link (every route that takes it, each with its default): given well, else the default (and a notice naming it). */
export const readC = (r: Params, fallback: number): number =>
  r.get('c', checkC, fallback, msg('instead.value', { value: fallback === Math.SQRT2 ? '√2' : cText(fallback) }));

/** A board game's MCTS settings: each one given well, else its default (and a notice). */
export function readMcts(r: Params): MctsSettings {
  return {
    iterations: r.int('iterations', MCTS_ITERATIONS, MCTS_DEFAULTS.iterations),
    c: readC(r, MCTS_DEFAULTS.c),
    seed: r.int('seed', MCTS_SEEDS, MCTS_DEFAULTS.seed),
  };
}

/** A number of iterations from a field: in range, else the default. */
export function cleanIterations(text: string): number {
  const n = parseInteger(text, 'iterations', MCTS_ITERATIONS);
  return n.ok ? n.value : MCTS_DEFAULTS.iterations;
}

/**
 * What the link holds of MCTS: the settings while the machine plays by it,
 * each left out when it is the board games' default (as every route leaves
 * its defaults out; issue 39: a refused `iterations=bogus` was written back
 * as `iterations=1000&c=1.41&seed=1`); nothing otherwise. A link that left C
 * out has always meant 1.41 here, so leaving it out changes no link's meaning.
 */
export function mctsLink(mcts: boolean, s: MctsSettings): Record<string, string | number | undefined> {
  if (!mcts) return {};
  const D = MCTS_DEFAULTS;
  return {
    iterations: s.iterations === D.iterations ? undefined : s.iterations,
    c: s.c === D.c ? undefined : cText(s.c),
    seed: s.seed === D.seed ? undefined : s.seed,
  };
}

/** Whether a search of `iterations` can be shown step by step. */
export const traceable = (iterations: number): boolean => iterations <= MCTS_TRACE_LIMIT;
