/**
 * Messages of the experiments' records (src/experiments/records.ts): the
 * lines of a results file that are not records, and why.
 */
import { w, type Param } from './wording.ts';

export const EXPERIMENTS = {
  'records.unknown-field': w(
    (p: { key: Param; fields: readonly string[] }, say) => `unknown field ${say(p.key)} (the fields are ${p.fields.join(', ')})`,
    (p, say) => `campo desconocido ${say(p.key)} (los campos son ${p.fields.join(', ')})`,
  ),
  'records.max-tile': w(
    (p: { value: number }) => `"maxTile" must be a power of two, not ${p.value}`,
    (p) => `"maxTile" debe ser una potencia de dos, no ${p.value}`,
  ),
  'records.ms': w(
    (p: { value: Param }, say) => `"ms" must be a number ≥ 0, not ${say(p.value)}`,
    (p, say) => `"ms" debe ser un número ≥ 0, no ${say(p.value)}`,
  ),
  'records.full-window': w(
    (p: { algo: string }) => `"root": "full-window" is only for alphabeta, not ${p.algo}`,
    (p) => `"root": "full-window" es solo para alphabeta, no para ${p.algo}`,
  ),
  'records.goal': w(
    (p: { value: number }) => `"goal" must be a tile, a power of two 4–32768, not ${p.value}`,
    (p) => `"goal" debe ser una ficha, una potencia de dos 4–32768, no ${p.value}`,
  ),
  'records.seed': w(
    (p: { seed: number; index: number; experiment: number; expected: number }) =>
      `"seed" ${p.seed} is not game ${p.index}'s seed in experiment ${p.experiment} (that is ${p.expected})`,
    (p) => `"seed" ${p.seed} no es la semilla de la partida ${p.index} del experimento ${p.experiment} (es ${p.expected})`,
  ),
  'records.win': w(
    (p: { win: boolean; maxTile: number; goal: number }) =>
      `"win": ${p.win} does not fit "maxTile" ${p.maxTile} with "goal" ${p.goal} (a game is won when its largest tile reaches the goal)`,
    (p) => `"win": ${p.win} no cuadra con "maxTile" ${p.maxTile} y "goal" ${p.goal} (se gana cuando la ficha mayor llega al objetivo)`,
  ),
  'records.torn': w(
    (p: { file: string; line: number; chars: number }) =>
      `${p.file}:${p.line}: the last line is torn (${p.chars} characters with no newline after them, not a whole record): a run stopped while writing it, or is writing it now`,
    (p) =>
      `${p.file}:${p.line}: la última línea está cortada (${p.chars} caracteres sin salto de línea detrás, no un registro entero): una ejecución se detuvo al escribirla, o la está escribiendo`,
  ),
  /** A problem on a line of a file (and at a column, when given). */
  'records.at': w(
    (p: { file: string; line: number; column?: number; reason: Param }, say) =>
      `${p.file}:${p.line}:${p.column === undefined ? '' : `${p.column}:`} ${say(p.reason)}`,
    (p, say) => `${p.file}:${p.line}:${p.column === undefined ? '' : `${p.column}:`} ${say(p.reason)}`,
  ),
};

/**
 * Why a line of a Connect-4 matches file is refused (src/experiments/c4-records.ts,
 * c4-match.ts; issue 23). Their codes have no dot, as the page's labels (say.ts
 * lists them with the labels).
 */
export const MATCH_RECORD_REASONS = {
  matchPlayerReason: w(
    '{value} is not a player: mcts:N (N iterations), alphabeta:D (depth D) or random',
    '{value} no es un jugador: mcts:N (N iteraciones), alphabeta:D (profundidad D) o random',
  ),
  matchCReason: w(
    (p: { value: Param }, say) => `"c" must be a number from 0 to 100, not ${say(p.value)}`,
    (p, say) => `"c" debe ser un número de 0 a 100, no ${say(p.value)}`,
  ),
  matchSidesReason: w(
    (p: { index: number; aFirst: boolean }) => `"aFirst": ${p.aFirst} does not fit game ${p.index} (the sides alternate: a moves first in the even games)`,
    (p) => `"aFirst": ${p.aFirst} no cuadra con la partida ${p.index} (los lados se alternan: a sale en las partidas pares)`,
  ),
  matchMovesReason: w(
    (p: { reason: Param }, say) => `"moves" is not a game of Connect-4: ${say(p.reason)}`,
    (p, say) => `"moves" no es una partida de Conecta 4: ${say(p.reason)}`,
  ),
  matchUnfinishedReason: w('"moves" stops after {n} stones, before the game ends', '"moves" se detiene tras {n} fichas, antes del final de la partida'),
  matchWinnerReason: w('"winner" is {winner}, but the moves say {won}', '"winner" es {winner}, pero las jugadas dicen {won}'),
};
