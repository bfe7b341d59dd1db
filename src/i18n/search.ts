/**
 * Messages of the searchers (src/search), of a search's options
 * (src/app/tree-search.ts) and of the worker's error replies (src/app/reply.ts).
 */
import type { Lang } from './lang.ts';
import { w, type Param } from './wording.ts';

/**
 * The searchers' names as a course writes them, one code each
 * (`algorithm.<name>`, the name as the code, the URL and the CLI spell it):
 * `alphabeta` is "alpha-beta" in English and "alfa-beta" in Spanish (the
 * thesis's "poda alfa-beta"); the others are the same terms in both.
 */
const ALGORITHM_NAMES = {
  'algorithm.minimax': w('minimax', 'minimax'),
  'algorithm.alphabeta': w('alpha-beta', 'alfa-beta'),
  'algorithm.expectimax': w('expectimax', 'expectimax'),
  'algorithm.expectiminimax': w('expectiminimax', 'expectiminimax'),
  'algorithm.negamax': w('negamax', 'negamax'),
};

/**
 * A searcher's name in words, in `lang`: `algorithmName('alphabeta', 'es')` is
 * "alfa-beta". Every text that names an algorithm (a select's options, a
 * heading, a chart, a sheet) names it through this; a name it does not know
 * is shown as it is.
 */
export function algorithmName(algo: string, lang: Lang): string {
  const wording = (ALGORITHM_NAMES as Record<string, (typeof ALGORITHM_NAMES)['algorithm.minimax'] | undefined>)[`algorithm.${algo}`];
  return wording === undefined ? algo : wording[lang]({}, String);
}

export const SEARCH = {
  ...ALGORITHM_NAMES,
  'search.depth': w(
    (p: { depth: number }) => `depth must be 0 or more plies, not ${p.depth}`,
    (p) => `la profundidad debe ser 0 o más capas, no ${p.depth}`,
  ),
  'search.budget': w(
    (p: { budget: number }) => `the node budget must be at least 1, not ${p.budget}`,
    (p) => `el presupuesto de nodos debe ser al menos 1, no ${p.budget}`,
  ),
  'search.rung': w(
    (p: { rung: string }) =>
      `no rung of the ladder is called ${JSON.stringify(p.rung)}: minimax, alphabeta, centre, table, deepening, losing, threats or bounds`,
    (p) => `ningún peldaño de la escalera se llama ${JSON.stringify(p.rung)}: minimax, alphabeta, centre, table, deepening, losing, threats o bounds`,
  ),
  /** `searcher`: the algorithm's name (`alphabeta`…); `turn`: the kind of node it cannot search; `node`: its id. */
  'search.cannot-search': w(
    (p: { searcher: string; turn: string; node: string | number }) =>
      `${algorithmName(p.searcher, 'en')} cannot search ${p.turn.toUpperCase()} node ${p.node}: use ${p.turn === 'chance' ? 'expectimax or expectiminimax' : 'minimax, alpha-beta or expectiminimax'}`,
    (p) =>
      `${algorithmName(p.searcher, 'es')} no puede explorar el nodo ${p.turn.toUpperCase()} ${p.node}: usa ${p.turn === 'chance' ? 'expectimax o expectiminimax' : 'minimax, alfa-beta o expectiminimax'}`,
  ),
  /** Alpha-beta's root: the full window (each move with (−∞, +∞)) and null-window probes (the root with (g, g + 1)) are two windows for one root. */
  'search.full-window-probes': w(
    () => 'a full-window root searches each root move with (−∞, +∞), a null-window search probes the root with (g, g + 1): choose one of them',
    () =>
      'una raíz de ventana completa explora cada jugada de la raíz con (−∞, +∞), una búsqueda de ventana nula sondea la raíz con (g, g + 1): elige una de las dos',
  ),

  // ---- a search's options (readRequest); `value` is the one given, as JSON ----
  'request.algorithm': w(
    (p: { value: string; allowed: readonly string[] }) => `unknown algorithm ${p.value}: use ${p.allowed.join(', ')}`,
    (p) => `algoritmo desconocido ${p.value}: usa ${p.allowed.join(', ')}`,
  ),
  'request.order': w(
    (p: { value: string; allowed: readonly string[] }) => `unknown order ${p.value}: use ${p.allowed.join(', ')}`,
    (p) => `orden desconocido ${p.value}: usa ${p.allowed.join(', ')}`,
  ),
  'request.tie-rule-twice': w(
    () => 'give the tie rule once: tieRule or tie-rule, not both',
    () => 'da la regla de empate una vez: tieRule o tie-rule, no las dos',
  ),
  'request.tie-rule': w(
    (p: { value: string; allowed: readonly string[] }) => `unknown tie rule ${p.value}: use ${p.allowed.join(' or ')} (aliases: aima, cs188)`,
    (p) => `regla de empate desconocida ${p.value}: usa ${p.allowed.join(' o ')} (alias: aima, cs188)`,
  ),
  'request.root': w(
    (p: { value: string; allowed: readonly string[] }) => `unknown root window ${p.value}: use ${p.allowed.join(' or ')}`,
    (p) => `ventana de raíz desconocida ${p.value}: usa ${p.allowed.join(' o ')}`,
  ),

  // ---- the worker's error replies (ERROR_CODES): `reason` is the core's message ----
  'tree.parse': w(
    (p: { line: number; column: number; reason: Param }, say) => `Line ${p.line}, column ${p.column}: ${say(p.reason)}`,
    (p, say) => `Línea ${p.line}, columna ${p.column}: ${say(p.reason)}`,
  ),
  'request.invalid': w(
    (p: { reason: Param }, say) => say(p.reason),
    (p, say) => say(p.reason),
  ),
  'search.unsupported': w(
    (p: { reason: Param }, say) => say(p.reason),
    (p, say) => say(p.reason),
  ),
  'board.invalid': w(
    (p: { reason: Param }, say) => say(p.reason),
    (p, say) => say(p.reason),
  ),
  'position.invalid': w(
    (p: { reason: Param }, say) => say(p.reason),
    (p, say) => say(p.reason),
  ),
  /** `message`: what the worker threw (the browser's words). */
  'worker.failed': w(
    (p: { message: string }) => `The search failed: ${p.message}`,
    (p) => `La búsqueda falló: ${p.message}`,
  ),
};
