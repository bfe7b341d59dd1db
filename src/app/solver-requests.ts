/**
 * The Connect-4 solver as the page asks for it (the ladder page, the
 * Connect-4 page's perfect level and "solve this position"): a position
 * written as the columns played (1–7), solved on a rung of the ladder, or
 * every column analysed, within a node budget, timed. Plain data in and out,
 * tested in Node; the search worker exposes it (src/worker/api.ts).
 */
import { RUNGS, analyze, parsePosition, solve, type AnalyzeResult, type Rung, type SolveResult } from '../games/connect4/solver.ts';
import { now } from '../games/clock.ts';
import { failure, type Reply } from './reply.ts';

/** The most nodes a page's solve may take by default (a few seconds in a worker); the page may ask for fewer or more. */
export const SOLVER_PAGE_BUDGET = 20_000_000;

export interface SolveRequest {
  /** The columns played, 1–7 ("4453"; "" for the empty board). */
  position: string;
  rung?: Rung;
  weak?: boolean;
  /** Most nodes (default SOLVER_PAGE_BUDGET). */
  budget?: number;
}

export type SolveReply = Reply<{ result: SolveResult; ms: number }>;
export type AnalyzeReply = Reply<{ result: AnalyzeResult; ms: number }>;

/** The position parsed and the options checked, or the reply that says what is wrong. */
function read(request: SolveRequest) {
  const parsed = parsePosition(request.position);
  if (!parsed.ok) return failure('position.invalid', { reason: parsed.error });
  const rung = request.rung ?? 'bounds';
  if (!RUNGS.includes(rung)) return failure('request.invalid', { reason: { code: 'search.rung', params: { rung: String(rung) } } });
  const budget = request.budget ?? SOLVER_PAGE_BUDGET;
  if (!(Number.isInteger(budget) && budget >= 1)) return failure('request.invalid', { reason: { code: 'search.budget', params: { budget } } });
  return { ok: true as const, board: parsed.board, options: { rung, weak: request.weak === true, budget } };
}

export const solverRequests = {
  /** The position's score on a rung (or the bounds found, when the budget stopped it), with nodes and time. */
  solveConnect4(request: SolveRequest): SolveReply {
    const r = read(request);
    if (!r.ok) return r;
    const start = now();
    const result = solve(r.board, r.options);
    return { ok: true, result, ms: now() - start };
  },

  /** Every column's score (null where the budget stopped it, with its bounds). */
  analyzeConnect4(request: SolveRequest): AnalyzeReply {
    const r = read(request);
    if (!r.ok) return r;
    const start = now();
    const result = analyze(r.board, r.options);
    return { ok: true, result, ms: now() - start };
  },
};
