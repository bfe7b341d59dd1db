/**
 * The narration of a search, one line per step (src/trace/narrate.ts gives
 * each step's code and numbers), in the words of the thesis's alpha-beta
 * walk-through (§2.2.2.2, steps a–f): "B1 = 3, so B ≤ 3", "β = 3 at B",
 * "C ≤ 2 ≤ α = 3: C's remaining children (C2, C3) are pruned". Also the
 * pseudocode panel's notes (src/trace/pseudocode.ts).
 *
 * Node ids come as they are in the trace: the root without an id of its own
 * has the empty id, and is called "the root".
 */
import { formatNumber as f } from './lang.ts';
import { w } from './wording.ts';

const en = (id: string): string => (id === '' ? 'the root' : id);
const es = (id: string): string => (id === '' ? 'la raíz' : id);
const window = (p: { alpha?: number; beta?: number }): string | null =>
  p.alpha === undefined || p.beta === undefined ? null : `α = ${f(p.alpha)}, β = ${f(p.beta)}`;
/** "0.5 × 4", a chance child's term in its parent's weighted sum. */
const term = (p: number, value: number): string => `${f(p)} × ${f(value)}`;
/** The sum so far: the terms before the new child's (`before`, absent for the first child) plus its own. */
const partialSum = (p: { p: number; childValue: number; before?: number }): string =>
  p.before === undefined ? term(p.p, p.childValue) : `${f(p.before)} + ${term(p.p, p.childValue)}`;

interface Update {
  node: string;
  child: string;
  childValue: number;
  value: number;
}
interface Valued {
  node: string;
  value: number;
}

export const NARRATION = {
  'narrate.visit-leaf': w(
    (p: { node: string; p?: number }) => `Visit leaf ${en(p.node)}${p.p === undefined ? '' : ` (probability ${f(p.p)})`}.`,
    (p) => `Se visita la hoja ${es(p.node)}${p.p === undefined ? '' : ` (probabilidad ${f(p.p)})`}.`,
  ),
  /** Entering an inner node: `root` when it is the root; the window (α, β) where the searcher has one. */
  'narrate.enter': w(
    (p: { node: string; root: boolean; kind: string; p?: number; alpha?: number; beta?: number }) => {
      const where = !p.root ? `Enter ${p.node}` : p.node === '' ? 'Start at the root' : `Start at the root ${p.node}`;
      const ab = window(p);
      return `${where} (${p.kind.toUpperCase()})${p.p === undefined ? '' : `, probability ${f(p.p)}`}${ab === null ? '' : `, with ${ab}`}.`;
    },
    (p) => {
      const where = !p.root ? `Se entra en ${p.node}` : p.node === '' ? 'Se empieza en la raíz' : `Se empieza en la raíz ${p.node}`;
      const ab = window(p);
      return `${where} (${p.kind.toUpperCase()})${p.p === undefined ? '' : `, probabilidad ${f(p.p)}`}${ab === null ? '' : `, con ${ab}`}.`;
    },
  ),
  'narrate.terminal': w(
    (p: Valued) => `${en(p.node)} is terminal: its utility is ${f(p.value)}.`,
    (p) => `${es(p.node)} es terminal: su utilidad es ${f(p.value)}.`,
  ),
  'narrate.depth-limit': w(
    (p: Valued) => `${en(p.node)} is at the depth limit: its evaluation is ${f(p.value)}.`,
    (p) => `${es(p.node)} está en el límite de profundidad: su evaluación es ${f(p.value)}.`,
  ),
  /** A chance node takes in a child: `p` is the child's probability, `before` the sum of the terms before it. */
  'narrate.update-chance': w(
    (p: Update & { p: number; before?: number }) =>
      `After ${p.child} = ${f(p.childValue)}: ${en(p.node)}'s weighted sum so far is ${partialSum(p)} = ${f(p.value)}.`,
    (p) => `Tras ${p.child} = ${f(p.childValue)}: la suma ponderada de ${es(p.node)} va por ${partialSum(p)} = ${f(p.value)}.`,
  ),
  'narrate.update-negamax': w(
    (p: Update) => `${p.child} = ${f(p.childValue)}, worth ${f(p.value)} seen from ${en(p.node)}: ${en(p.node)}'s best so far is ${f(p.value)}.`,
    (p) => `${p.child} = ${f(p.childValue)}, que vale ${f(p.value)} visto desde ${es(p.node)}: lo mejor de ${es(p.node)} hasta ahora es ${f(p.value)}.`,
  ),
  /** A MAX (`kind` max) or MIN node takes in a child. */
  'narrate.update': w(
    (p: Update & { kind: string }) => `${p.child} = ${f(p.childValue)}, so ${en(p.node)} ${p.kind === 'max' ? '≥' : '≤'} ${f(p.value)}.`,
    (p) => `${p.child} = ${f(p.childValue)}, así que ${es(p.node)} ${p.kind === 'max' ? '≥' : '≤'} ${f(p.value)}.`,
  ),
  'narrate.alpha': w(
    (p: Valued) => `α = ${f(p.value)} at ${en(p.node)}: MAX is sure of at least ${f(p.value)} here.`,
    (p) => `α = ${f(p.value)} en ${es(p.node)}: MAX tiene asegurado al menos ${f(p.value)} aquí.`,
  ),
  'narrate.beta': w(
    (p: Valued) => `β = ${f(p.value)} at ${en(p.node)}: MIN can hold MAX to at most ${f(p.value)} here.`,
    (p) => `β = ${f(p.value)} en ${es(p.node)}: MIN puede dejar a MAX en ${f(p.value)} como mucho aquí.`,
  ),
  /** A cutoff at a MIN node (`kind` min: v ≤ α) or a MAX one (v ≥ β); `skipped`: the children it skips. */
  'narrate.prune': w(
    (p: Valued & { kind: string; alpha: number; beta: number; skipped: readonly string[] }) =>
      p.kind === 'min'
        ? `${en(p.node)} ≤ ${f(p.value)} ≤ α = ${f(p.alpha)}: MAX will not come here, so ${en(p.node)}'s remaining children (${p.skipped.join(', ')}) are pruned.`
        : `${en(p.node)} ≥ ${f(p.value)} ≥ β = ${f(p.beta)}: MIN will not come here, so ${en(p.node)}'s remaining children (${p.skipped.join(', ')}) are pruned.`,
    (p) =>
      p.kind === 'min'
        ? `${es(p.node)} ≤ ${f(p.value)} ≤ α = ${f(p.alpha)}: MAX no elegirá este camino, así que se podan los hijos restantes de ${es(p.node)} (${p.skipped.join(', ')}).`
        : `${es(p.node)} ≥ ${f(p.value)} ≥ β = ${f(p.beta)}: MIN no elegirá este camino, así que se podan los hijos restantes de ${es(p.node)} (${p.skipped.join(', ')}).`,
  ),
  /** A chance node's weighted sum: `terms` are each child's [probability, value]. */
  'narrate.average': w(
    (p: Valued & { terms: readonly (readonly [number, number])[] }) => `${en(p.node)} = ${p.terms.map(([q, v]) => term(q, v)).join(' + ')} = ${f(p.value)}.`,
    (p) => `${es(p.node)} = ${p.terms.map(([q, v]) => term(q, v)).join(' + ')} = ${f(p.value)}.`,
  ),
  'narrate.partial': w(
    (p: Valued) => `${en(p.node)} stopped early (node budget or cancel): ${f(p.value)} covers only the children searched.`,
    (p) => `${es(p.node)} se detuvo antes de acabar (presupuesto de nodos o cancelación): ${f(p.value)} solo cubre los hijos explorados.`,
  ),
  'narrate.at-most': w(
    (p: Valued) => `${en(p.node)} is done: ${en(p.node)} ≤ ${f(p.value)}, a bound is enough.`,
    (p) => `${es(p.node)} termina: ${es(p.node)} ≤ ${f(p.value)}, basta con la cota.`,
  ),
  'narrate.at-least': w(
    (p: Valued) => `${en(p.node)} is done: ${en(p.node)} ≥ ${f(p.value)}, a bound is enough.`,
    (p) => `${es(p.node)} termina: ${es(p.node)} ≥ ${f(p.value)}, basta con la cota.`,
  ),
  /** The root's exit. */
  'narrate.over': w(
    (p: Valued) => `${p.node === '' ? 'The root' : `The root ${p.node}`} = ${f(p.value)}: the search is over.`,
    (p) => `${p.node === '' ? 'La raíz' : `La raíz ${p.node}`} = ${f(p.value)}: la búsqueda ha terminado.`,
  ),
  /** A child whose value changes nothing at its MAX or MIN parent (`kind`), which keeps `parentValue`. */
  'narrate.stays': w(
    (p: Valued & { parent: string; kind: string; parentValue: number }) =>
      `${en(p.node)} = ${f(p.value)}: no better for ${p.kind.toUpperCase()}, so ${en(p.parent)} stays ${p.kind === 'max' ? '≥' : '≤'} ${f(p.parentValue)}.`,
    (p) =>
      `${es(p.node)} = ${f(p.value)}: no mejora nada para ${p.kind.toUpperCase()}, así que ${es(p.parent)} sigue ${p.kind === 'max' ? '≥' : '≤'} ${f(p.parentValue)}.`,
  ),
  'narrate.returns': w(
    (p: Valued & { parent: string }) => `${en(p.node)} returns ${f(p.value)} to ${en(p.parent)}.`,
    (p) => `${es(p.node)} devuelve ${f(p.value)} a ${es(p.parent)}.`,
  ),

  // ---- the ladder's techniques: transposition table, iterative deepening, null windows ----
  /** `bound`: `exact`, `atLeast` or `atMost`; `cut`: the table's value decides the node. */
  'narrate.hit': w(
    (p: Valued & { bound: string; cut: boolean }) =>
      p.bound === 'exact'
        ? `${en(p.node)} is a position met before: the table says it is worth exactly ${f(p.value)}, so it is not searched again.`
        : p.cut
          ? `${en(p.node)} is a position met before: the table says ${en(p.node)} ${p.bound === 'atLeast' ? '≥' : '≤'} ${f(p.value)}, which is enough to cut — it is not searched again.`
          : `${en(p.node)} is a position met before: the table says ${en(p.node)} ${p.bound === 'atLeast' ? '≥' : '≤'} ${f(p.value)}, so ${p.bound === 'atLeast' ? 'α' : 'β'} = ${f(p.value)} before searching it.`,
    (p) =>
      p.bound === 'exact'
        ? `${es(p.node)} es una posición ya vista: la tabla dice que vale exactamente ${f(p.value)}, así que no se explora otra vez.`
        : p.cut
          ? `${es(p.node)} es una posición ya vista: la tabla dice ${es(p.node)} ${p.bound === 'atLeast' ? '≥' : '≤'} ${f(p.value)}, que basta para cortar: no se explora otra vez.`
          : `${es(p.node)} es una posición ya vista: la tabla dice ${es(p.node)} ${p.bound === 'atLeast' ? '≥' : '≤'} ${f(p.value)}, así que ${p.bound === 'atLeast' ? 'α' : 'β'} = ${f(p.value)} antes de explorarla.`,
  ),
  'narrate.store': w(
    (p: Valued & { bound: string }) =>
      `The table keeps ${en(p.node)}: ${p.bound === 'exact' ? `exactly ${f(p.value)}` : p.bound === 'atLeast' ? `≥ ${f(p.value)} (a lower bound)` : p.bound === 'atMost' ? `≤ ${f(p.value)} (an upper bound)` : `≈ ${f(p.value)}`}.`,
    (p) =>
      `La tabla guarda ${es(p.node)}: ${p.bound === 'exact' ? `exactamente ${f(p.value)}` : p.bound === 'atLeast' ? `≥ ${f(p.value)} (una cota inferior)` : p.bound === 'atMost' ? `≤ ${f(p.value)} (una cota superior)` : `≈ ${f(p.value)}`}.`,
  ),
  'narrate.iteration-start': w(
    (p: { depth: number }) =>
      `Iteration ${p.depth}: search again from the root, ${p.depth} ${p.depth === 1 ? 'ply' : 'plies'} deep, the table kept from before.`,
    (p) => `Iteración ${p.depth}: se explora otra vez desde la raíz, a ${p.depth} ${p.depth === 1 ? 'capa' : 'capas'}, con la tabla de antes.`,
  ),
  'narrate.iteration-end': w(
    (p: { depth: number; value: number }) => `Iteration ${p.depth} done: at ${p.depth} ${p.depth === 1 ? 'ply' : 'plies'} the root is worth ${f(p.value)}.`,
    (p) => `Fin de la iteración ${p.depth}: a ${p.depth} ${p.depth === 1 ? 'capa' : 'capas'} la raíz vale ${f(p.value)}.`,
  ),
  'narrate.probe-start': w(
    (p: { guess: number }) => `Null-window probe: is the root worth more than ${f(p.guess)}? Search with α = ${f(p.guess)}, β = ${f(p.guess + 1)}.`,
    (p) => `Sondeo de ventana nula: ¿vale la raíz más de ${f(p.guess)}? Se explora con α = ${f(p.guess)}, β = ${f(p.guess + 1)}.`,
  ),
  'narrate.probe-end': w(
    (p: { guess: number; value: number; above: boolean }) =>
      p.above
        ? `Yes: the root is worth at least ${f(p.value)} (more than ${f(p.guess)}).`
        : `No: the root is worth at most ${f(p.value)} (not more than ${f(p.guess)}).`,
    (p) =>
      p.above ? `Sí: la raíz vale al menos ${f(p.value)} (más de ${f(p.guess)}).` : `No: la raíz vale como mucho ${f(p.value)} (no más de ${f(p.guess)}).`,
  ),

  // ---- the pseudocode panel's notes ----
  'pseudocode.alphabeta': w(
    () => 'AIMA’s alpha-beta. The thesis (§2.2.2.1) writes “α := min(α, v)” in MIN-VALUE: an erratum, β is meant.',
    () => 'Alfa-beta de AIMA. La memoria (§2.2.2.1) escribe «α := min(α, v)» en MIN-VALUE: es una errata, se refiere a β.',
  ),
  'pseudocode.full-window': w(
    () =>
      'AIMA-Java’s makeDecision, which the thesis’s Java inherits: each move at the root is searched with (−∞, +∞), so nothing learnt from one move narrows the next — the same decision, more nodes.',
    () =>
      'El makeDecision de AIMA-Java, que hereda el Java de la memoria: cada jugada de la raíz se explora con (−∞, +∞), así que lo aprendido en una no estrecha la siguiente: la misma decisión, más nodos.',
  ),
  'pseudocode.alphabeta-table': w(
    () =>
      'Alpha-beta with a transposition table (AIMA §5.2.4): a position met again is looked up, not searched again. Iterative deepening (§5.3) searches 1, 2, … plies deep; null windows (g, g + 1) bisect the root’s value, as Pascal Pons’ Connect-4 solver does.',
    () =>
      'Alfa-beta con tabla de transposición (AIMA §5.2.4): una posición ya vista se consulta, no se explora otra vez. La profundización iterativa (§5.3) explora a 1, 2, … capas; las ventanas nulas (g, g + 1) bisecan el valor de la raíz, como el resolvedor de Conecta 4 de Pascal Pons.',
  ),
  'pseudocode.negamax': w(
    () => 'Values are from the point of view of the player to move.',
    () => 'Los valores son desde el punto de vista del jugador que mueve.',
  ),
};
