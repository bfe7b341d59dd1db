/**
 * Perfect play on the Connect-4 page (issue 22): every column's score for the
 * player to move, from the solver in the search worker (solver-requests.ts),
 * column by column within a node budget; the column the machine plays at the
 * perfect level; and what a score means for a student ("win in 3 of your
 * moves"), here for every page that shows one (the ladder's too, on
 * tic-tac-toe as well). A score is Pons': 22 − the stones the winner has
 * played when the player to move wins, 0 a draw, negative a loss (in
 * tic-tac-toe, ±(10 − the marks on the board at the end)); when the budget
 * stops a column, the bounds found ([lower, upper]) stand for it.
 *
 * Pure: the page hands in the two worker calls; tested in Node with the
 * requests themselves (tests/unit/perfect-play.test.ts).
 */
import { rng } from '../games/rng.ts';
import type { Reply } from './reply.ts';
import type { GameName } from './position-search.ts';
import type { AnalyzeReply, SolveReply, SolveRequest } from './solver-requests.ts';

// The solver's constants, written out rather than imported: the page's bundle takes this module, and the solver's code stays in the worker's
// (tests/unit/perfect-play.test.ts checks they agree).
/** The columns 1–7, centre first (Pons' order 4 3 5 2 6 1 7, the solver's CENTRE_ORDER): the first best of these is played when no seed picks at random. */
export const CENTRE_FIRST: readonly number[] = [4, 3, 5, 2, 6, 1, 7];
const CELLS = 42;
/** The most nodes "Solve this position" takes (the worker's default, SOLVER_PAGE_BUDGET: about 4 s on a laptop). */
export const SOLVE_BUDGET = 20_000_000;
/** The most nodes the machine's perfect move may take (about 2 s); past it, the best bound found is played. */
export const PERFECT_MOVE_BUDGET = 10_000_000;
/** The nodes of the first pass over every column at once (a position past the opening is solved in it). */
const FIRST_PASS = 1_000_000;

/** A column's score for the player to move if it plays there: in [lower, upper], exact when they are equal. */
export interface ColumnScore {
  lower: number;
  upper: number;
}

export interface ColumnsAnalysis {
  /** The position (the columns played, 1–7). */
  position: string;
  /** Index 0 = column 1: the bounds found, null for a full column. */
  columns: (ColumnScore | null)[];
  /** `running` while columns are left to search; `budget` when the budget stopped one; `stopped` when cancelled. */
  status: 'running' | 'exact' | 'budget' | 'stopped';
  /** Columns (1–7) not searched yet. */
  pending: number[];
  nodes: number;
  /** The worker's time, summed over its calls. */
  ms: number;
  budget: number;
}

/** The two calls to the solver (the worker's, through the page's bridge; or the requests themselves, in tests). */
export interface SolverCalls {
  analyze(request: SolveRequest): Promise<AnalyzeReply>;
  solve(request: SolveRequest): Promise<SolveReply>;
}

export const isExact = (s: ColumnScore): boolean => s.lower === s.upper;

/**
 * Every column's score within `budget` nodes: first all of them at once with
 * a small share (wins at once, full columns, an easy position solved whole),
 * then each column not yet exact on its own, centre first, each with an equal
 * share of what is left (a column that needs less leaves the rest to the
 * next). `progress` sees each step; the last is the reply's.
 */
export async function analyzeColumns(
  calls: SolverCalls,
  position: string,
  budget: number,
  progress: (a: ColumnsAnalysis) => void = () => {},
): Promise<Reply<{ analysis: ColumnsAnalysis }>> {
  // Before the first reply: every open column to search, nothing known yet.
  const open = (c: number) => [...position].filter((m) => m === String(c)).length < 6;
  const range = scoreRange(position.length);
  progress({
    position,
    columns: [1, 2, 3, 4, 5, 6, 7].map((c) => (open(c) ? { ...range } : null)),
    status: 'running',
    pending: CENTRE_FIRST.filter(open),
    nodes: 0,
    ms: 0,
    budget,
  });
  const first = await calls.analyze({ position, budget: Math.min(budget, FIRST_PASS) });
  if (!first.ok) return first;
  const { result } = first;
  const a: ColumnsAnalysis = {
    position,
    columns: result.bounds.map((b) => (b === null ? null : { lower: b[0], upper: b[1] })),
    status: 'running',
    pending: [],
    nodes: result.nodes,
    ms: first.ms,
    budget,
  };
  // Left to search: the open columns not exact yet (the first pass gives every column's bounds, a full one null).
  a.pending = CENTRE_FIRST.filter((c) => !isExact(a.columns[c - 1] ?? { lower: 0, upper: 0 }));
  const step = (status: ColumnsAnalysis['status']) => {
    a.status = status;
    progress({ ...a, columns: a.columns.map((s) => (s === null ? null : { ...s })), pending: [...a.pending] });
  };
  step(a.pending.length === 0 ? 'exact' : 'running');
  let stopped = false;
  for (let column = a.pending[0]; column !== undefined; column = a.pending[0]) {
    const left = budget - a.nodes;
    if (left < a.pending.length) break;
    const reply = await calls.solve({ position: position + String(column), budget: Math.floor(left / a.pending.length) });
    if (!reply.ok) return reply;
    const r = reply.result;
    // A pending column is an open one: the first pass gave it bounds.
    const had = a.columns[column - 1] ?? scoreRange(position.length);
    // The score after the move is the opponent's: the column's is its negation (0 − x: never −0).
    a.columns[column - 1] = { lower: Math.max(had.lower, 0 - r.upper), upper: Math.min(had.upper, 0 - r.lower) };
    stopped ||= r.status === 'budget';
    a.nodes += r.nodes;
    a.ms += reply.ms;
    a.pending.shift();
    step(a.pending.length === 0 ? (stopped ? 'budget' : 'exact') : 'running');
  }
  if (a.pending.length > 0) step('budget');
  return { ok: true, analysis: { ...a, status: a.status === 'running' ? 'budget' : a.status } };
}

/**
 * How a column ranks by what is proved: a score proved to be a draw or better
 * counts at its value, anything short of that as not known (−1); then the
 * best it may still be worth. Exact scores rank as the scores do; a column
 * proved at least a draw before one that may be a win but may be a loss.
 */
const rank = (s: ColumnScore): [number, number] => [s.lower >= 0 ? s.lower : -1, s.upper];

/** The best columns (1–7), centre first: the highest scores when every column is exact, else the best by the bounds found. */
export function bestColumns(columns: readonly (ColumnScore | null)[]): number[] {
  let best: [number, number] | null = null;
  let out: number[] = [];
  for (const c of CENTRE_FIRST) {
    const s = columns[c - 1];
    if (s === null || s === undefined) continue;
    const [p, q] = rank(s);
    if (best === null || p > best[0] || (p === best[0] && q > best[1])) {
      best = [p, q];
      out = [c];
    } else if (p === best[0] && q === best[1]) out.push(c);
  }
  return out;
}

/** Whether `column` is proved at least as good as every other open column: its lower bound at or over each other's upper bound (exact or not). */
export function provedBest(columns: readonly (ColumnScore | null)[], column: number): boolean {
  const s = columns[column - 1];
  if (s === null || s === undefined) return false;
  return columns.every((t, i) => t === null || i === column - 1 || s.lower >= t.upper);
}

/**
 * The column the machine plays at the perfect level: the first best in centre
 * order, or with a seed one of the best at random (a draw of its own per
 * position, as the page's search draws: the seed and the stones played); null
 * when no column is open.
 */
export function perfectColumn(a: Pick<ColumnsAnalysis, 'position' | 'columns'>, tieSeed: number | null): number | null {
  const best = bestColumns(a.columns);
  return (tieSeed === null ? best[0] : best[rng(tieSeed * 101 + a.position.length).int(best.length)]) ?? null;
}

/** The scores a column can have at all, `stones` on the board before the move: a win with the mover's stone after next at best (a win at once is always known), a loss to the opponent's next stone at worst. */
export const scoreRange = (stones: number): ColumnScore => ({ lower: -((CELLS - stones) >> 1), upper: (CELLS - 1 - stones) >> 1 });

/** What an exact score means for the player to move: who wins, with which of the winner's stones (marks), or a draw. */
export type ScoreMeaning = { kind: 'win' | 'loss'; stone: number } | { kind: 'draw' };

/** An exact score's meaning: the one rule of what a score says, in both games. */
export function scoreMeaning(game: GameName, score: number): ScoreMeaning {
  if (score === 0) return { kind: 'draw' };
  const kind = score > 0 ? 'win' : 'loss';
  // Connect-4: 22 − the winner's stones. Tic-tac-toe: 10 − the marks on the board, of which the winner has played the larger half.
  const stone = game === 'connect4' ? 22 - Math.abs(score) : Math.ceil((10 - Math.abs(score)) / 2);
  return { kind, stone };
}

/**
 * What a Connect-4 column's score means for the player to move, `stones` on the board:
 * exact, a win in `moves` of its own moves (counting this one), a draw, or a
 * loss in `moves` of the opponent's; bounded, a win within (at most) `moves`,
 * at least a draw, at best a draw, a loss within `moves`, or not known yet.
 */
export type Meaning = { kind: 'win' | 'loss' | 'win-within' | 'loss-within'; moves: number } | { kind: 'draw' | 'at-least-draw' | 'at-best-draw' | 'unknown' };

export function meaning(s: ColumnScore, stones: number): Meaning {
  // The mover has played ⌊stones/2⌋ stones, the opponent ⌈stones/2⌉: the moves left to the winner's last stone (scoreMeaning's).
  const mine = stones >> 1;
  const theirs = stones - mine;
  const movesTo = (score: number) => {
    const m = scoreMeaning('connect4', score);
    return m.kind === 'draw' ? 0 : m.stone - (m.kind === 'win' ? mine : theirs);
  };
  if (isExact(s)) {
    if (s.lower > 0) return { kind: 'win', moves: movesTo(s.lower) };
    if (s.lower < 0) return { kind: 'loss', moves: movesTo(s.lower) };
    return { kind: 'draw' };
  }
  if (s.lower > 0) return { kind: 'win-within', moves: movesTo(s.lower) };
  if (s.upper < 0) return { kind: 'loss-within', moves: movesTo(s.upper) };
  if (s.lower === 0) return { kind: 'at-least-draw' };
  if (s.upper === 0) return { kind: 'at-best-draw' };
  return { kind: 'unknown' };
}

/** The bounds as the page writes them: each end that says something (not the score range's own end), null for one that does not. */
export function shownBounds(s: ColumnScore, stones: number): { lower: number | null; upper: number | null } {
  const range = scoreRange(stones);
  return { lower: s.lower > range.lower ? s.lower : null, upper: s.upper < range.upper ? s.upper : null };
}
