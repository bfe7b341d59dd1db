/**
 * The thesis's heuristics for 2048 (§3.3.1), term by term.
 *
 * Terms of a board with score S:
 *   Score         S
 *   Empty         the number of empty cells
 *   Similarity    Σ over non-empty cells of the mean |Δ| between the cell and the
 *                 non-empty cells of its 3×3 neighbourhood, itself included
 *   Monotonicity  Σ value · weight, weights 7 6 5 4 / 6 5 4 3 / 5 4 3 2 / 4 3 2 1
 *   Max           the largest tile
 * Heuristics:
 *   H1 = Score + Monotonicity − Similarity + ln(Score)·Empty
 *   H2 = Monotonicity − Similarity + ln(Score)·Empty
 *   H3 = Score − Similarity + ln(Score)·Empty
 *   H4 = Score + Empty·log2(Max) + Monotonicity
 * with ln(Score)·Empty counted as 0 when Score is 0.
 *
 * Two variants: `text` as the thesis's text and worked examples compute it
 * (real division in Similarity; they come out as printed, 104.62 … 16858);
 * `thesis-code` as its Java (Anexo A) does: `sum / numVecinos` is an integer
 * division, and H4 multiplies Empty by Max itself, not log2(Max). (In Java,
 * ln(0)·Empty is −∞ and getUtility clamps it to 0; here both variants count it
 * as 0, so the early game is not flattened to 0 — see docs/heuristics.md.)
 *
 * The Java article's heuristic (`003_…`): Score + ln(Score)·Empty − clustering,
 * its clustering being the thesis's Similarity with integer division: H3 of
 * the code variant, selectable as `article`.
 */
import { msg, type Message } from '../../i18n/message.ts';
import { tileAt, type Board } from './cells.ts';
import { evaluateHeuristic, heuristicId } from './evaluate.ts';
import type { Heuristic, Variant } from './settings.ts';

/** Monotonicity's weights: the largest tile wanted in the top-left corner. */
export const WEIGHTS: readonly (readonly number[])[] = [
  [7, 6, 5, 4],
  [6, 5, 4, 3],
  [5, 4, 3, 2],
  [4, 3, 2, 1],
];

/** The terms of one board (filled by `measure`). */
export interface Terms {
  score: number;
  empty: number;
  similarity: number;
  monotonicity: number;
  max: number;
}

/** One cell's part of Similarity: the non-empty neighbours it was compared with (itself included). */
export interface SimilarityCell {
  row: number;
  col: number;
  value: number;
  neighbours: { row: number; col: number; value: number }[];
  /** Σ |value − neighbour|. */
  sum: number;
  count: number;
  /** sum / count (integer division in the code variant). */
  mean: number;
}

export interface MonotonicityCell {
  row: number;
  col: number;
  value: number;
  weight: number;
  product: number;
}

/** Where `measure` writes per-cell detail when asked for it. */
interface Detail {
  similarity: SimilarityCell[];
  monotonicity: MonotonicityCell[];
}

const scratch: Terms = { score: 0, empty: 0, similarity: 0, monotonicity: 0, max: 0 };
/** The cells in row-major order, each with its Monotonicity weight and its 3×3 neighbourhood (itself included, row-major). */
const CELLS = WEIGHTS.flatMap((weights, row) =>
  weights.map((weight, col) => {
    const around: { row: number; col: number }[] = [];
    for (let x = Math.max(0, row - 1); x <= Math.min(3, row + 1); x++)
      for (let y = Math.max(0, col - 1); y <= Math.min(3, col + 1); y++) around.push({ row: x, col: y });
    return { row, col, weight, around };
  }),
);

/**
 * The terms of a board, in one pass, into `out` (a shared scratch object by
 * default). Cells are visited in row-major order, so sums come out as the
 * thesis prints them. For the breakdown: the searches use evaluate.ts.
 */
function measure(b: Board, score: number, variant: Variant, out: Terms = scratch, detail?: Detail): Terms {
  const integer = variant === 'thesis-code';
  let empty = 0;
  let similarity = 0;
  let monotonicity = 0;
  let max = 0;
  for (const { row, col, weight, around } of CELLS) {
    const v = tileAt(b, row, col);
    monotonicity += v * weight;
    detail?.monotonicity.push({ row, col, value: v, weight, product: v * weight });
    if (v === 0) {
      empty++;
      continue;
    }
    if (v > max) max = v;
    let sum = 0;
    let count = 0;
    for (const n of around) {
      const w = tileAt(b, n.row, n.col);
      if (w === 0) continue;
      count++;
      sum += v > w ? v - w : w - v;
    }
    const mean = integer ? Math.trunc(sum / count) : sum / count;
    similarity += mean;
    if (detail !== undefined) {
      const neighbours = around.map((n) => ({ row: n.row, col: n.col, value: tileAt(b, n.row, n.col) })).filter((x) => x.value !== 0);
      detail.similarity.push({ row, col, value: v, neighbours, sum, count, mean });
    }
  }
  out.score = score;
  out.empty = empty;
  out.similarity = similarity;
  out.monotonicity = monotonicity;
  out.max = max;
  return out;
}

/** ln(Score)·Empty, 0 when the score is 0. */
function logScoreEmpty(t: Terms): number {
  return t.score > 0 ? Math.log(t.score) * t.empty : 0;
}

/** Empty·log2(Max) in the text, Empty·Max in the code; 0 on an empty board. */
function emptyMax(t: Terms, variant: Variant): number {
  if (t.max === 0) return 0;
  return t.empty * (variant === 'thesis-code' ? t.max : Math.log2(t.max));
}

function combine(t: Terms, h: Exclude<Heuristic, 'article'>, variant: Variant): number {
  switch (h) {
    case 'h1':
      return t.score + t.monotonicity - t.similarity + logScoreEmpty(t);
    case 'h2':
      return t.monotonicity - t.similarity + logScoreEmpty(t);
    case 'h3':
      return t.score - t.similarity + logScoreEmpty(t);
    case 'h4':
      return t.score + emptyMax(t, variant) + t.monotonicity;
  }
}

/**
 * A heuristic's value for a board and score (may be negative; the game clamps
 * it). Allocates nothing. `article` is H3 measured as the code measures,
 * whatever the variant.
 */
export function heuristicValue(b: Board, score: number, h: Heuristic, variant: Variant): number {
  // Table-driven, the same to the last bit as combine(measure(…)) (evaluate.ts; tests/unit/g2048-exact.test.ts).
  return evaluateHeuristic(b.hi, b.lo, score, heuristicId(h, variant));
}

/** Everything the breakdown panel shows: terms, per-cell detail, each heuristic, and each formula's numbers. */
export interface Breakdown extends Terms {
  variant: Variant;
  h1: number;
  h2: number;
  h3: number;
  h4: number;
  /** The Java article's heuristic (= H3 of the code variant). */
  article: number;
  similarityCells: SimilarityCell[];
  monotonicityCells: MonotonicityCell[];
  /** Each formula as a message of its numbers (terms, and each cell's part of a sum); i18n/heuristic-formulas.ts writes them out. */
  formulas: Record<'similarity' | 'monotonicity' | 'h1' | 'h2' | 'h3' | 'h4', Message>;
}

export function breakdown(b: Board, score: number, variant: Variant): Breakdown {
  const detail: Detail = { similarity: [], monotonicity: [] };
  const t = measure(b, score, variant, { score: 0, empty: 0, similarity: 0, monotonicity: 0, max: 0 }, detail);
  const h1 = combine(t, 'h1', variant);
  const h2 = combine(t, 'h2', variant);
  const h3 = combine(t, 'h3', variant);
  const h4 = combine(t, 'h4', variant);
  const code = variant === 'thesis-code';
  const article = code ? h3 : combine(measure(b, score, 'thesis-code'), 'h3', 'thesis-code');
  const terms = { score: t.score, mono: t.monotonicity, sim: t.similarity, empty: t.empty };
  return {
    ...t,
    variant,
    h1,
    h2,
    h3,
    h4,
    article,
    similarityCells: detail.similarity,
    monotonicityCells: detail.monotonicity,
    formulas: {
      similarity: msg('formula.similarity', { cells: detail.similarity.map((c) => [c.sum, c.count] as const), code, value: t.similarity }),
      monotonicity: msg('formula.monotonicity', { cells: detail.monotonicity.map((c) => [c.value, c.weight] as const), value: t.monotonicity }),
      h1: msg('formula.h1', { ...terms, value: h1 }),
      h2: msg('formula.h2', { ...terms, value: h2 }),
      h3: msg('formula.h3', { score: t.score, sim: t.similarity, empty: t.empty, value: h3 }),
      h4: msg('formula.h4', { score: t.score, empty: t.empty, max: t.max, mono: t.monotonicity, code, value: h4 }),
    },
  };
}
