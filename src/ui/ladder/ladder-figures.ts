/**
 * Our own figures on Pons' two shared test sets, as the ladder page measures
 * them (ladder-measure.ts): what is run (MEASURE_PLAN), chunk by chunk in the
 * search worker (`ladderSet`), and the sums added up into a mean per
 * position. Measured, never typed in: only Pons' published table is.
 *
 * End-Easy: every rung on all 1,000 positions (a few seconds). Middle-Easy:
 * the cheap rungs (deepening … bounds) on all 1,000; alphabeta, centre and
 * table, whose means Pons gives in millions and hundreds of thousands, on a
 * sample (every 20th position, 50 in all), each position within a budget —
 * labelled as a sample, and as a lower bound where the budget stopped a
 * position; minimax is not run there (Pons' "—"). No DOM: tested in Node.
 */
import type { LadderSetSums, PublishedSet } from '../../app/ladder.ts';
import type { Rung } from '../../games/connect4/solver.ts';

/** The two sets shipped with the tutor (scripts/reference/connect4/), 1,000 positions each. */
export const MEASURED_SETS = ['endEasy', 'middleEasy'] as const satisfies readonly PublishedSet[];
export type MeasuredSet = (typeof MEASURED_SETS)[number];
export const SET_SIZE = 1000;

export interface MeasureTask {
  set: MeasuredSet;
  rung: Rung;
  /** Every `every`-th position of the set (1: all of them). */
  every: number;
  /** Most nodes per position. */
  budget: number;
  /** Positions per call to the worker (a call takes a fraction of a second: progress and Cancel between calls). */
  chunk: number;
}

/** The sample of Middle-Easy for its expensive rungs: every 20th position. */
export const SAMPLE_EVERY = 20;
/** The most nodes a sampled position may take (a quarter of a second or so). */
export const SAMPLE_BUDGET = 5_000_000;
/** A budget no position of the cheap rungs comes near (they are measured whole). */
const FULL_BUDGET = 1_000_000_000;

/** Middle-Easy's expensive rungs, measured on the sample; minimax is not run there at all. */
export const SAMPLED: readonly Rung[] = ['alphabeta', 'centre', 'table'];
export const NOT_RUN: Partial<Record<MeasuredSet, readonly Rung[]>> = { middleEasy: ['minimax'] };

export function measurePlan(rungs: readonly Rung[]): MeasureTask[] {
  const tasks: MeasureTask[] = rungs.map((rung) => ({ set: 'endEasy', rung, every: 1, budget: FULL_BUDGET, chunk: 100 }));
  for (const rung of rungs) {
    if (NOT_RUN.middleEasy?.includes(rung) === true) continue;
    const sampled = SAMPLED.includes(rung);
    tasks.push({ set: 'middleEasy', rung, every: sampled ? SAMPLE_EVERY : 1, budget: sampled ? SAMPLE_BUDGET : FULL_BUDGET, chunk: sampled ? 2 : 100 });
  }
  // The cheap ones first: the table fills in at once, the samples after.
  return tasks.sort((a, b) => Number(SAMPLED.includes(a.rung) && a.set === 'middleEasy') - Number(SAMPLED.includes(b.rung) && b.set === 'middleEasy'));
}

/** A set's lines as the worker takes them: one position a line, blank lines left out. */
export const setLines = (text: string): string[] => text.split('\n').filter((l) => l.trim() !== '');

/** The positions a task runs. */
export const taskLines = (lines: readonly string[], task: MeasureTask): string[] => lines.filter((_, i) => i % task.every === 0);

/** A rung measured on a set (or being measured): the sums so far and how much of the task they cover. */
export interface Figure {
  sums: LadderSetSums;
  /** The positions the task runs (1,000, or the sample's 50). */
  of: number;
  every: number;
  budget: number;
  status: 'running' | 'done' | 'cancelled';
}

export const noSums = (): LadderSetSums => ({ positions: 0, nodes: 0, ms: 0, matched: 0, stopped: 0, differ: [] });

export function addSums(a: LadderSetSums, b: LadderSetSums): LadderSetSums {
  return {
    positions: a.positions + b.positions,
    nodes: a.nodes + b.nodes,
    ms: a.ms + b.ms,
    matched: a.matched + b.matched,
    stopped: a.stopped + b.stopped,
    differ: [...a.differ, ...b.differ].slice(0, 5),
  };
}

/** Mean nodes per position; `atLeast` when a position was stopped by the budget (its nodes count only up to it). */
export function meanOf(f: Figure): { mean: number; atLeast: boolean } | null {
  if (f.sums.positions === 0) return null;
  return { mean: f.sums.nodes / f.sums.positions, atLeast: f.sums.stopped > 0 };
}

/** Whether every position measured so far scored as the file says (stopped ones have no score to compare). */
export const allMatched = (f: Figure): boolean => f.sums.matched + f.sums.stopped === f.sums.positions && f.sums.differ.length === 0;

export const figureKey = (set: MeasuredSet, rung: Rung): `${MeasuredSet}:${Rung}` => `${set}:${rung}`;
