/**
 * Monte Carlo tree search as the machine's algorithm on the tic-tac-toe and
 * Connect-4 pages: its settings — iterations (its strength, as a depth is the
 * other searchers'), the exploration constant C and the seed — and how a link
 * holds them, `algo=mcts&iterations=N&c=C&seed=S`, read as strictly as the
 * route's other parameters (params.ts: a value it cannot use is a notice,
 * and the default is shown). Pure TypeScript (no DOM).
 *
 * Ranges: iterations 1 – 100,000 (up to MCTS_TRACE_LIMIT, 10,000, the search
 * can be shown step by step); C a decimal 0 – 10 with at most 3 decimals
 * (default 1.41, about √2, AIMA's); seed 0 – 4 294 967 295.
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

export const MCTS_DEFAULTS: MctsSettings = { iterations: 1000, c: 1.41, seed: 1 };
export const MCTS_ITERATIONS: IntRange = { min: 1, max: 100_000 };
/** The strengths the settings offer; a link may give any number of iterations in range. */
export const MCTS_LEVELS = [100, 1000, 10_000, 100_000] as const;
export const C_MAX = 10;
/** The parameters a board game's route reads for MCTS. */
export const MCTS_PARAMS = ['iterations', 'c', 'seed'] as const;

/** C as a link writes it: at most 3 decimals, no trailing zeros ("1.41", "0.5", "2"). */
export function cText(c: number): string {
  return String(Math.round(c * 1000) / 1000);
}

/** C from a link: digits, a point and up to 3 decimals, 0 – C_MAX ("1e3", "-1", ".5", "1,4" refused). */
export function checkC(text: string): Checked<number> {
  const c = Number(text);
  if (!/^\d{1,2}(\.\d{1,3})?$/.test(text) || c > C_MAX) return { ok: false, error: msg('mctsCReason', { max: C_MAX }) };
  return { ok: true, value: c };
}

/** A value for C from a field or a slider (any number): in range, rounded as a link writes it; else the default. */
export function cleanC(value: number): number {
  return Number.isFinite(value) && value >= 0 ? Math.min(C_MAX, Math.round(value * 1000) / 1000) : MCTS_DEFAULTS.c;
}

/** The route's MCTS settings: each one given well, else its default (and a notice). */
export function readMcts(r: Params): MctsSettings {
  return {
    iterations: r.int('iterations', MCTS_ITERATIONS, MCTS_DEFAULTS.iterations),
    c: r.get('c', checkC, MCTS_DEFAULTS.c, msg('instead.value', { value: MCTS_DEFAULTS.c })),
    seed: r.int('seed', SEED_RANGE, MCTS_DEFAULTS.seed),
  };
}

/** A number of iterations from a field: in range, else the default. */
export function cleanIterations(text: string): number {
  const n = parseInteger(text, 'iterations', MCTS_ITERATIONS);
  return n.ok ? n.value : MCTS_DEFAULTS.iterations;
}

/** What the link holds of MCTS: the three settings while the machine plays by it, nothing otherwise. */
export function mctsLink(mcts: boolean, s: MctsSettings): Record<string, string | number | undefined> {
  return mcts ? { iterations: s.iterations, c: cText(s.c), seed: s.seed } : {};
}

/** Whether a search of `iterations` can be shown step by step. */
export const traceable = (iterations: number): boolean => iterations <= MCTS_TRACE_LIMIT;
