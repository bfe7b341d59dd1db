/**
 * What `tutor bench`'s figures are measured against: the figures recorded for
 * other programs on the same boards (docs/bench.md says where each comes
 * from), and the goals the issues set for ours. `npm run bench`
 * (scripts/bench.mjs) also runs the compiled reference in the same run and
 * compares live; here its recorded figures stand in for it.
 */

/** Figures recorded for other programs on the benchmark boards (fixtures/bench-boards.json), 2 cores, node 20, g++ -O3. */
export const RECORDED = {
  /** scripts/reference/run.sh: the same work as ours on B3 (same nodes, same root values), compiled; best of several runs. */
  reference: {
    rawMovesPerSecond: { low: 340e6, high: 400e6 },
    expectimax7: { nodes: 328_522, ms: 19.6, value: 26221.243176 },
    alphabeta7: { nodes: 16_628, ms: 0.79, value: 13002.717191 },
  },
  /** A C++ 2048 AI (64-bit board, 65 536-entry row tables): raw moves; pure expectimax 4 player moves deep on B3, its own heuristic. */
  cppAi: { rawMovesPerSecond: 428e6, expectimax4Moves: 2.2 },
  /** A throwaway JS prototype (two int32 halves, typed-array row tables): raw moves; the same expectimax tree as the C++ AI. */
  jsPrototype: { rawMovesPerSecond: 161e6, expectimax4Moves: 6.15 },
  /** Plain JS on `number[][]`, allocating. */
  plainJs: { rawMovesPerSecond: 3.4e6 },
  /** The Java 2048 article's program: alpha-beta with its heuristic on B3 at 3, 5 and 7 plies, ms; about 4.3 M nodes/s. */
  javaArticle: { ms: { 3: 0.015, 5: 0.38, 7: 3.86 }, nodesPerSecond: 4.3e6 },
} as const;

/** The goals, each with the issue that set it. */
export const GOALS = {
  /** Time with a recording tracer over time without, same search (issue 2). */
  traceOverhead: 3,
  /** Recorded bytes per event (issue 2). */
  bytesPerEvent: 64,
  /** Raw moves: at least this share of the compiled reference's rate (issue 11). */
  movesVsReference: 0.4,
  /** Raw moves per second (issue 3). */
  movesPerSecond: 100e6,
  /** Raw moves over plain JS on number[][] (issue 3). */
  movesVsPlain: 20,
  /** B3 searches: at most this multiple of the compiled reference's time (issue 11). */
  timeVsReference: 1,
  /** Alpha-beta with the article's heuristic, nodes per second: three times the Java article's program (issue 3). */
  alphabetaNodesPerSecond: 12e6,
  /** Connect-4 solver, strongest rung: at most this multiple of the compiled reference's mean time per position (issue 22). */
  connect4Time: 1.5,
  /** …and of its mean nodes per position (issue 22). */
  connect4Nodes: 1.25,
} as const;

/** One figure beside what it is measured against and its goal (`tutor bench 2048 --json` prints these as `goals`). */
export interface GoalRow {
  figure: string;
  ours: number;
  against: string;
  /** The figure compared with; null for an absolute goal. */
  reference: number | null;
  /** ours / reference; null for an absolute goal. */
  ratio: number | null;
  goal: string;
  met: boolean;
}

export interface Figures2048 {
  rawMovesPerSecond: number;
  expectimax7: { nodes: number; ms: number; value: number | null };
  alphabeta7: { nodes: number; ms: number; value: number | null };
}

/** The same nodes and root value as the reference's (values as it prints them, 6 decimals). */
const same = (ours: Figures2048['expectimax7'], ref: { nodes: number; value: number }) =>
  ours.nodes === ref.nodes && ours.value !== null && ours.value.toFixed(6) === ref.value.toFixed(6);

/** The 2048 engine's figures beside the recorded references and the goals; the reference's rate is taken at the top of its recorded range. */
export function goals2048(f: Figures2048): GoalRow[] {
  const ref = RECORDED.reference;
  const moves = f.rawMovesPerSecond;
  const exNps = f.expectimax7.nodes / (f.expectimax7.ms / 1000);
  const abNps = f.alphabeta7.nodes / (f.alphabeta7.ms / 1000);
  return [
    {
      figure: 'rawMovesPerSecond',
      ours: moves,
      against: 'compiled reference, recorded 340–400 M moves/s (ratio to 400 M)',
      reference: ref.rawMovesPerSecond.high,
      ratio: moves / ref.rawMovesPerSecond.high,
      goal: `ratio ≥ ${GOALS.movesVsReference} (issue 11)`,
      met: moves / ref.rawMovesPerSecond.high >= GOALS.movesVsReference,
    },
    {
      figure: 'rawMovesPerSecond',
      ours: moves,
      against: 'none (a rate)',
      reference: null,
      ratio: null,
      goal: `≥ ${GOALS.movesPerSecond / 1e6} M moves/s (issue 3)`,
      met: moves >= GOALS.movesPerSecond,
    },
    {
      figure: 'rawMovesPerSecond',
      ours: moves,
      against: 'plain JS on number[][], recorded',
      reference: RECORDED.plainJs.rawMovesPerSecond,
      ratio: moves / RECORDED.plainJs.rawMovesPerSecond,
      goal: `ratio ≥ ${GOALS.movesVsPlain} (issue 3)`,
      met: moves / RECORDED.plainJs.rawMovesPerSecond >= GOALS.movesVsPlain,
    },
    {
      figure: 'b3.expectimax7.ms',
      ours: f.expectimax7.ms,
      against: 'compiled reference, recorded',
      reference: ref.expectimax7.ms,
      ratio: f.expectimax7.ms / ref.expectimax7.ms,
      goal: `ratio ≤ ${GOALS.timeVsReference.toFixed(1)} (issue 11)`,
      met: f.expectimax7.ms <= ref.expectimax7.ms * GOALS.timeVsReference,
    },
    {
      figure: 'b3.alphabeta7.ms',
      ours: f.alphabeta7.ms,
      against: 'compiled reference, recorded',
      reference: ref.alphabeta7.ms,
      ratio: f.alphabeta7.ms / ref.alphabeta7.ms,
      goal: `ratio ≤ ${GOALS.timeVsReference.toFixed(1)} (issue 11)`,
      met: f.alphabeta7.ms <= ref.alphabeta7.ms * GOALS.timeVsReference,
    },
    {
      figure: 'b3.expectimax7.nodes',
      ours: f.expectimax7.nodes,
      against: 'compiled reference: its nodes (root value 26221.243176)',
      reference: ref.expectimax7.nodes,
      ratio: f.expectimax7.nodes / ref.expectimax7.nodes,
      goal: 'same nodes and root value',
      met: same(f.expectimax7, ref.expectimax7),
    },
    {
      figure: 'b3.alphabeta7.nodes',
      ours: f.alphabeta7.nodes,
      against: 'compiled reference: its nodes (root value 13002.717191)',
      reference: ref.alphabeta7.nodes,
      ratio: f.alphabeta7.nodes / ref.alphabeta7.nodes,
      goal: 'same nodes and root value',
      met: same(f.alphabeta7, ref.alphabeta7),
    },
    {
      figure: 'b3.alphabeta7.nodesPerSecond',
      ours: abNps,
      against: "the Java article's program, recorded 4.3 M nodes/s",
      reference: RECORDED.javaArticle.nodesPerSecond,
      ratio: abNps / RECORDED.javaArticle.nodesPerSecond,
      goal: `≥ ${GOALS.alphabetaNodesPerSecond / 1e6} M nodes/s (issue 3)`,
      met: abNps >= GOALS.alphabetaNodesPerSecond,
    },
    {
      figure: 'b3.expectimax7.nodesPerSecond',
      ours: exNps,
      against: 'our alpha-beta above (nodes/s)',
      reference: abNps,
      ratio: exNps / abNps,
      goal: 'ratio ≥ 1: no slower per node (issue 3)',
      met: exNps >= abNps,
    },
  ];
}

export const verdict = (met: boolean): string => (met ? 'met' : 'NOT met');

/** A figure for a table: rates in M or k, times in ms, counts as they are. */
export function shownFigure(row: GoalRow, value: number | null): string {
  if (value === null) return '–';
  if (row.figure.endsWith('PerSecond')) return value >= 1e6 ? `${(value / 1e6).toFixed(1)} M/s` : `${(value / 1e3).toFixed(0)} k/s`;
  if (row.figure.endsWith('.ms')) return `${value.toFixed(3)} ms`;
  return value.toLocaleString('en');
}
