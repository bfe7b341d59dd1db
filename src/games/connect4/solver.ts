/**
 * The Connect-4 solver ladder of Pascal Pons, "Solving Connect 4: how to build
 * a perfect AI" (blog.gamesolver.org): each rung adds one technique to the one
 * before, and Pons measures each on his test sets (mean nodes, End-Easy /
 * Middle-Easy): minimax 11,024; alphabeta 283.6 / 54,236,700; centre (column
 * order 4 3 5 2 6 1 7) 139.7 / 2,081,790; table (transposition table of
 * upper bounds) 92.84 / 207,900; deepening (null windows, bisection on the
 * score) 131.6 / 9,472; losing (skip moves that lose at once) 70.71 / 4,135;
 * threats (order by winning spots created) 54.93 / 517.2; bounds (lower
 * bounds in the table too) 51.28 / 449.6.
 *
 * A score is for the player to move: 22 − the winner's stones when the
 * player to move wins ((42 + 1 − moves) / 2 for a win with its next stone),
 * negative when it loses, 0 a draw. Weak solving (`weak`) only tells win,
 * draw or loss: the score is its sign. Pure: no DOM, no Node; runs in a worker.
 */
import { CELLS, CENTRE_ORDER, GIVEN_ORDER, WIDTH, canPlay, isWinningColumn, playColumn, winHi, winLo, type Bitboard } from './solver-board.ts';
import { Searcher, canWin } from './solver-search.ts';

export { parsePosition, type Bitboard, type ParsedPosition } from './solver-board.ts';

export const RUNGS = ['minimax', 'alphabeta', 'centre', 'table', 'deepening', 'losing', 'threats', 'bounds'] as const;
export type Rung = (typeof RUNGS)[number];

/** Pons' published mean nodes per position for each rung on End-Easy and Middle-Easy (null: not run). */
export const PUBLISHED_NODES: Record<Rung, { endEasy: number; middleEasy: number | null }> = {
  minimax: { endEasy: 11_024, middleEasy: null },
  alphabeta: { endEasy: 283.6, middleEasy: 54_236_700 },
  centre: { endEasy: 139.7, middleEasy: 2_081_790 },
  table: { endEasy: 92.84, middleEasy: 207_900 },
  deepening: { endEasy: 131.6, middleEasy: 9_472 },
  losing: { endEasy: 70.71, middleEasy: 4_135 },
  threats: { endEasy: 54.93, middleEasy: 517.2 },
  bounds: { endEasy: 51.28, middleEasy: 449.6 },
};

export interface SolveOptions {
  /** The rung of the ladder (default `bounds`, the strongest). */
  rung?: Rung;
  /** Win, draw or loss only (window [−1, 1]): the score is its sign. */
  weak?: boolean;
  /** Stop after this many nodes (default: no limit). */
  budget?: number;
  /**
   * Told every WATCH_EVERY nodes the nodes so far and the bounds found so far
   * (the score lies in [lower, upper]); returning true stops the search as the budget does (status `budget`, the bounds kept).
   */
  watch?: (nodes: number, lower: number, upper: number) => boolean;
}

/** A solve's answer: `exact` with the score for the player to move, or stopped by the budget (`budget`) with none (null). */
export type SolveResult = SolveCounts & ({ status: 'exact'; score: number } | { status: 'budget'; score: null });

interface SolveCounts {
  /** Calls of the recursive search. */
  nodes: number;
  /** The best bounds found: the score lies in [lower, upper] (both the score when exact). */
  lower: number;
  upper: number;
}

/** Nodes between two calls of a solve's watch (SolveOptions.watch). */
export const WATCH_EVERY = 1 << 16;

let shared: Searcher | undefined;
/** One searcher for the process (or worker): its table starts at 128 kB and grows as searches need it (64 MB at most), kept between searches. */
const searcher = (): Searcher => (shared ??= new Searcher());

const rungIndex = (rung: Rung): number => RUNGS.indexOf(rung);

/** Solves a position (from parsePosition) on a rung of the ladder. */
export function solve(position: Bitboard, options: SolveOptions = {}): SolveResult {
  const rung = options.rung ?? 'bounds';
  const weak = options.weak === true;
  const s = searcher();
  const { curLo: cL, curHi: cH, maskLo: mL, maskHi: mH, moves } = position;
  // The scores a position can have at all.
  const lowest = weak ? -1 : -((CELLS - moves) >> 1);
  const highest = weak ? 1 : (CELLS + 1 - moves) >> 1;
  // The bounds found so far, narrowed by the null-window searches below.
  let min = lowest;
  let max = highest;
  const given = options.budget ?? Number.MAX_SAFE_INTEGER;
  s.reset(given);
  const watch = options.watch;
  // A watch is asked every WATCH_EVERY nodes: the searcher's budget is its next call (over(): off the per-node path).
  s.over =
    watch === undefined
      ? () => true
      : () => {
          if (s.nodes > given || watch(s.nodes, min, max)) return true;
          s.budget = Math.min(given, s.nodes + WATCH_EVERY);
          return false;
        };
  if (watch !== undefined) s.budget = Math.min(given, WATCH_EVERY);
  const exact = (score: number): SolveResult => {
    const shown = (weak ? Math.sign(score) : score) + 0; // never −0
    return { score: shown, nodes: s.nodes, status: 'exact', lower: shown, upper: shown };
  };
  const stopped = (lower: number, upper: number): SolveResult => ({ score: null, nodes: s.nodes, status: 'budget', lower: lower + 0, upper: upper + 0 });
  const level = rungIndex(rung);
  if (level < rungIndex('deepening')) {
    // One search with the whole window (Pons parts 3–6).
    let r: number;
    if (rung === 'minimax') r = s.minimax(cL, cH, mL, mH, moves);
    else if (rung === 'table') {
      s.clearTable();
      r = s.table(cL, cH, mL, mH, moves, weak ? -1 : -CELLS / 2, weak ? 1 : CELLS / 2);
    } else {
      s.order = rung === 'alphabeta' ? GIVEN_ORDER : CENTRE_ORDER;
      r = s.alphabeta(cL, cH, mL, mH, moves, weak ? -1 : -CELLS / 2, weak ? 1 : CELLS / 2);
    }
    return s.stopped ? stopped(lowest, highest) : exact(r);
  }
  s.clearTable();
  const strong = level >= rungIndex('losing');
  // The strong search assumes the player to move cannot win at once (Pons part 8).
  if (strong && canWin(cL, cH, mL, mH)) return exact((CELLS + 1 - moves) >> 1);
  s.sortThreats = level >= rungIndex('threats');
  s.lowerBounds = level >= rungIndex('bounds');
  // The opponent's winning spots, which the strong search is given (it passes each child its own).
  const oppLo = winLo(cL ^ mL, cH ^ mH, mL);
  const oppHi = winHi(cL ^ mL, cH ^ mH, mH);
  // Null-window searches, narrowing [min, max] by bisection from the middle (Pons part 7), biased towards 0 first.
  while (min < max) {
    let med = min + ((max - min) >> 1);
    if (med <= 0 && ((min / 2) | 0) < med) med = (min / 2) | 0;
    else if (med >= 0 && ((max / 2) | 0) > med) med = (max / 2) | 0;
    const r = strong ? s.strong(cL, cH, mL, mH, moves, med, med + 1, oppLo, oppHi) : s.table(cL, cH, mL, mH, moves, med, med + 1);
    if (s.stopped) return stopped(min, max);
    if (r <= med) max = r;
    else min = r;
  }
  return exact(min);
}

export interface AnalyzeResult {
  /** Each column's score for the player to move if it plays there (index 0 = column 1); null for a full column or one the budget stopped. */
  columns: (number | null)[];
  /** Each column's bounds ([lower, upper]; null for a full column). */
  bounds: ([number, number] | null)[];
  /** The position's score: the best column's, when every column is exact. */
  score: number | null;
  nodes: number;
  status: 'exact' | 'budget';
}

/**
 * Every column's score (as the reference's `--analyze`): a winning column's at
 * once, any other as minus the score of the position after it, solved from an
 * empty table. The budget counts the nodes of all the columns together.
 */
export function analyze(position: Bitboard, options: SolveOptions = {}): AnalyzeResult {
  const weak = options.weak === true;
  let left = options.budget ?? Number.MAX_SAFE_INTEGER;
  let nodes = 0;
  const columns: (number | null)[] = [];
  const bounds: ([number, number] | null)[] = [];
  for (let c = 0; c < WIDTH; c++) {
    if (!canPlay(position, c)) {
      columns.push(null);
      bounds.push(null);
      continue;
    }
    if (isWinningColumn(position, c)) {
      const win = weak ? 1 : (CELLS + 1 - position.moves) >> 1;
      columns.push(win);
      bounds.push([win, win]);
      continue;
    }
    const next = playColumn(position, c);
    if (next.moves === CELLS) {
      columns.push(0);
      bounds.push([0, 0]);
      continue;
    }
    // A watch hears the nodes of all the columns together (the bounds it hears are the column's, for the opponent).
    const watch = options.watch;
    const counted = watch === undefined ? undefined : (n: number, lower: number, upper: number) => watch(nodes + n, lower, upper);
    const r = left > 0 ? solve(next, { ...options, budget: left, watch: counted }) : undefined;
    nodes += r?.nodes ?? 0;
    left -= r?.nodes ?? 0;
    columns.push(r?.score === null || r === undefined ? null : 0 - r.score);
    // Not searched (the budget was spent): the scores the column can have at all.
    bounds.push(r === undefined ? (weak ? [-1, 1] : [-((CELLS + 1 - next.moves) >> 1), (CELLS - next.moves) >> 1]) : [0 - r.upper, 0 - r.lower]);
  }
  const complete = columns.every((v, c) => v !== null || bounds[c] === null);
  const known = columns.filter((v): v is number => v !== null);
  return { columns, bounds, score: !complete ? null : known.length > 0 ? Math.max(...known) : 0, nodes, status: complete ? 'exact' : 'budget' };
}
