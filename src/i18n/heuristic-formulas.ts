/**
 * The 2048 heuristics' formulas with their numbers put in (thesis §3.3.1):
 * `H1 = Score + Monotonicity − Similarity + ln(Score)·Empty = 20 + 112 − 10.5
 * + ln(20)·14 = 163.44`. The core gives the numbers (games/g2048/heuristics.ts,
 * `breakdown`: the terms, and each cell's part of Similarity and
 * Monotonicity); these write them out. `code`: the thesis's Java variant
 * (integer division in Similarity, Empty·Max in H4), not its text.
 */
import { formatNumber as f, type Lang } from './lang.ts';
import { w } from './wording.ts';

/** One cell's part of a sum: Similarity's [Σ|Δ|, neighbours], Monotonicity's [tile, weight]. */
type Parts = readonly (readonly [number, number])[];

/** ln(Score)·Empty, `0` while the score is 0. */
const ln = (score: number, empty: number): string => (score > 0 ? `ln(${f(score)})·${empty}` : '0');

const LN_ZERO: Record<Lang, string> = {
  en: ' (ln(Score)·Empty counts as 0 while Score is 0)',
  es: ' (ln(Puntuación)·Vacías cuenta 0 mientras la Puntuación es 0)',
};
/** Why ln(Score)·Empty is 0, said while the score is 0. */
const lnNote = (score: number, lang: Lang): string => (score > 0 ? '' : LN_ZERO[lang]);

/** Empty·log2(Max) in the text, Empty·Max in the code; `0` on an empty board. */
const emptyMax = (empty: number, max: number, code: boolean): string => (max === 0 ? '0' : code ? `${empty}·${f(max)}` : `${empty}·log2(${f(max)})`);

/** Similarity's sum: each cell's Σ|Δ| over its neighbours (`div`: integer division). */
const similarityParts = (cells: Parts, code: boolean): string => cells.map(([sum, count]) => `${f(sum)}${code ? ' div ' : '/'}${count}`).join(' + ') || '0';

/** Monotonicity's sum: each non-empty cell's tile times its weight. */
const monotonicityParts = (cells: Parts): string =>
  cells
    .filter(([value]) => value !== 0)
    .map(([value, weight]) => `${f(value)}·${weight}`)
    .join(' + ') || '0';

/** The terms a formula names; each heuristic takes the ones it sums. */
interface Terms {
  score: number;
  mono: number;
  sim: number;
  empty: number;
  /** The heuristic's value. */
  value: number;
}

export const FORMULAS = {
  /** `cells`: each non-empty cell's [Σ|Δ|, neighbours], in row-major order. */
  'formula.similarity': w(
    (p: { cells: Parts; code: boolean; value: number }) => `Similarity = ${similarityParts(p.cells, p.code)} = ${f(p.value)}`,
    (p) => `Similitud = ${similarityParts(p.cells, p.code)} = ${f(p.value)}`,
  ),
  /** `cells`: each cell's [tile, weight], in row-major order. */
  'formula.monotonicity': w(
    (p: { cells: Parts; value: number }) => `Monotonicity = ${monotonicityParts(p.cells)} = ${f(p.value)}`,
    (p) => `Monotonía = ${monotonicityParts(p.cells)} = ${f(p.value)}`,
  ),
  'formula.h1': w(
    (p: Terms) =>
      `H1 = Score + Monotonicity − Similarity + ln(Score)·Empty = ${f(p.score)} + ${f(p.mono)} − ${f(p.sim)} + ${ln(p.score, p.empty)}${lnNote(p.score, 'en')} = ${f(p.value)}`,
    (p) =>
      `H1 = Puntuación + Monotonía − Similitud + ln(Puntuación)·Vacías = ${f(p.score)} + ${f(p.mono)} − ${f(p.sim)} + ${ln(p.score, p.empty)}${lnNote(p.score, 'es')} = ${f(p.value)}`,
  ),
  'formula.h2': w(
    (p: Terms) =>
      `H2 = Monotonicity − Similarity + ln(Score)·Empty = ${f(p.mono)} − ${f(p.sim)} + ${ln(p.score, p.empty)}${lnNote(p.score, 'en')} = ${f(p.value)}`,
    (p) => `H2 = Monotonía − Similitud + ln(Puntuación)·Vacías = ${f(p.mono)} − ${f(p.sim)} + ${ln(p.score, p.empty)}${lnNote(p.score, 'es')} = ${f(p.value)}`,
  ),
  'formula.h3': w(
    (p: Omit<Terms, 'mono'>) =>
      `H3 = Score − Similarity + ln(Score)·Empty = ${f(p.score)} − ${f(p.sim)} + ${ln(p.score, p.empty)}${lnNote(p.score, 'en')} = ${f(p.value)}`,
    (p) =>
      `H3 = Puntuación − Similitud + ln(Puntuación)·Vacías = ${f(p.score)} − ${f(p.sim)} + ${ln(p.score, p.empty)}${lnNote(p.score, 'es')} = ${f(p.value)}`,
  ),
  /** `max`: the largest tile. */
  'formula.h4': w(
    (p: Omit<Terms, 'sim'> & { max: number; code: boolean }) =>
      `H4 = Score + Empty·${p.code ? 'Max' : 'log2(Max)'} + Monotonicity = ${f(p.score)} + ${emptyMax(p.empty, p.max, p.code)} + ${f(p.mono)} = ${f(p.value)}`,
    (p) =>
      `H4 = Puntuación + Vacías·${p.code ? 'Máx' : 'log2(Máx)'} + Monotonía = ${f(p.score)} + ${emptyMax(p.empty, p.max, p.code)} + ${f(p.mono)} = ${f(p.value)}`,
  ),
};
