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
import { formatNumber as f, formatProbability } from './lang.ts';
import { w, type AnyMessage, type Say } from './wording.ts';

/**
 * A node as the narration names it: its id as the trace has it (a textbook
 * tree's "B3"; '' the root), or a game node's message, its last move and
 * its depth ("X4 at depth 9", node-names.ts: trace/narrate.ts chooses).
 */
type NodeRef = string | AnyMessage;

/** A node named in a sentence; `En`, `Es` at its start. */
const en = (id: NodeRef, say: Say): string => (id === '' ? 'the root' : say(id));
const es = (id: NodeRef, say: Say): string => (id === '' ? 'la raíz' : say(id));
const En = (id: NodeRef, say: Say): string => (id === '' ? 'The root' : say(id));
const Es = (id: NodeRef, say: Say): string => (id === '' ? 'La raíz' : say(id));
/** A node named again in the same sentence: a game node by its move alone ("X4's remaining children"). */
const enAgain = (id: NodeRef, say: Say): string => (typeof id === 'string' ? en(id, say) : say(id.params['move']));
const esAgain = (id: NodeRef, say: Say): string => (typeof id === 'string' ? es(id, say) : say(id.params['move']));
const window = (p: { alpha?: number; beta?: number }): string | null =>
  p.alpha === undefined || p.beta === undefined ? null : `α = ${f(p.alpha)}, β = ${f(p.beta)}`;
/** A chance edge's probability: a fraction where it is a simple one (⅓, 0.9/6), told from its siblings (`of`). */
const prob = (p: number, of?: number): string => formatProbability(p, of);
/** "⅓ × 4", a chance child's term in its parent's weighted sum. */
const term = (p: number, value: number, of?: number): string => `${prob(p, of)} × ${f(value)}`;
/** The sum so far: the terms before the new child's (`before`, absent for the first child) plus its own. */
const partialSum = (p: { p: number; of?: number; childValue: number; before?: number }): string =>
  p.before === undefined ? term(p.p, p.childValue, p.of) : `${f(p.before)} + ${term(p.p, p.childValue, p.of)}`;

interface Update {
  node: NodeRef;
  /** The child, by its move (or a textbook tree's id). */
  child: string;
  childValue: number;
  value: number;
}
interface Valued {
  node: NodeRef;
  value: number;
}
/** A node's probability under its chance parent, and how many children that parent has (`of`). */
interface Chance {
  p?: number;
  of?: number;
}

export const NARRATION = {
  'narrate.visit-leaf': w(
    (p: { node: NodeRef } & Chance, s) => `Visit leaf ${en(p.node, s)}${p.p === undefined ? '' : ` (probability ${prob(p.p, p.of)})`}.`,
    (p, s) => `Se visita la hoja ${es(p.node, s)}${p.p === undefined ? '' : ` (probabilidad ${prob(p.p, p.of)})`}.`,
  ),
  /** Entering an inner node: `root` when it is the root; the window (α, β) where the searcher has one. */
  'narrate.enter': w(
    (p: { node: NodeRef; root: boolean; kind: string; alpha?: number; beta?: number } & Chance, s) => {
      const where = !p.root ? `Enter ${en(p.node, s)}` : p.node === '' ? 'Start at the root' : `Start at the root ${s(p.node)}`;
      const ab = window(p);
      return `${where} (${p.kind.toUpperCase()})${p.p === undefined ? '' : `, probability ${prob(p.p, p.of)}`}${ab === null ? '' : `, with ${ab}`}.`;
    },
    (p, s) => {
      const where = !p.root ? `Se entra en ${es(p.node, s)}` : p.node === '' ? 'Se empieza en la raíz' : `Se empieza en la raíz ${s(p.node)}`;
      const ab = window(p);
      return `${where} (${p.kind.toUpperCase()})${p.p === undefined ? '' : `, probabilidad ${prob(p.p, p.of)}`}${ab === null ? '' : `, con ${ab}`}.`;
    },
  ),
  'narrate.terminal': w(
    (p: Valued, s) => `${En(p.node, s)} is terminal: its utility is ${f(p.value)}.`,
    (p, s) => `${Es(p.node, s)} es terminal: su utilidad es ${f(p.value)}.`,
  ),
  'narrate.depth-limit': w(
    (p: Valued, s) => `${En(p.node, s)} is at the depth limit: its evaluation is ${f(p.value)}.`,
    (p, s) => `${Es(p.node, s)} está en el límite de profundidad: su evaluación es ${f(p.value)}.`,
  ),
  /** A chance node takes in a child: `p` is the child's probability (of `of` children), `before` the sum of the terms before it. */
  'narrate.update-chance': w(
    (p: Update & { p: number; of?: number; before?: number }, s) =>
      `After ${p.child} = ${f(p.childValue)}: ${en(p.node, s)}'s weighted sum so far is ${partialSum(p)} = ${f(p.value)}.`,
    (p, s) => `Tras ${p.child} = ${f(p.childValue)}: la suma ponderada de ${es(p.node, s)} va por ${partialSum(p)} = ${f(p.value)}.`,
  ),
  'narrate.update-negamax': w(
    (p: Update, s) => `${p.child} = ${f(p.childValue)}, worth ${f(p.value)} seen from ${en(p.node, s)}: ${enAgain(p.node, s)}'s best so far is ${f(p.value)}.`,
    (p, s) =>
      `${p.child} = ${f(p.childValue)}, que vale ${f(p.value)} visto desde ${es(p.node, s)}: lo mejor de ${esAgain(p.node, s)} hasta ahora es ${f(p.value)}.`,
  ),
  /** A MAX (`kind` max) or MIN node takes in a child. */
  'narrate.update': w(
    (p: Update & { kind: string }, s) => `${p.child} = ${f(p.childValue)}, so ${en(p.node, s)} ${p.kind === 'max' ? '≥' : '≤'} ${f(p.value)}.`,
    (p, s) => `${p.child} = ${f(p.childValue)}, así que ${es(p.node, s)} ${p.kind === 'max' ? '≥' : '≤'} ${f(p.value)}.`,
  ),
  'narrate.alpha': w(
    (p: Valued, s) => `α = ${f(p.value)} at ${en(p.node, s)}: MAX is sure of at least ${f(p.value)} here.`,
    (p, s) => `α = ${f(p.value)} en ${es(p.node, s)}: MAX tiene asegurado al menos ${f(p.value)} aquí.`,
  ),
  'narrate.beta': w(
    (p: Valued, s) => `β = ${f(p.value)} at ${en(p.node, s)}: MIN can hold MAX to at most ${f(p.value)} here.`,
    (p, s) => `β = ${f(p.value)} en ${es(p.node, s)}: MIN puede dejar a MAX en ${f(p.value)} como mucho aquí.`,
  ),
  /** A cutoff at a MIN node (`kind` min: v ≤ α) or a MAX one (v ≥ β); `skipped`: the children it skips, by their moves. */
  'narrate.prune': w(
    (p: Valued & { kind: string; alpha: number; beta: number; skipped: readonly string[] }, s) =>
      p.kind === 'min'
        ? `${En(p.node, s)} ≤ ${f(p.value)} ≤ α = ${f(p.alpha)}: MAX will not come here, so ${enAgain(p.node, s)}'s remaining children (${p.skipped.join(', ')}) are pruned.`
        : `${En(p.node, s)} ≥ ${f(p.value)} ≥ β = ${f(p.beta)}: MIN will not come here, so ${enAgain(p.node, s)}'s remaining children (${p.skipped.join(', ')}) are pruned.`,
    (p, s) =>
      p.kind === 'min'
        ? `${Es(p.node, s)} ≤ ${f(p.value)} ≤ α = ${f(p.alpha)}: MAX no elegirá este camino, así que se podan los hijos restantes de ${esAgain(p.node, s)} (${p.skipped.join(', ')}).`
        : `${Es(p.node, s)} ≥ ${f(p.value)} ≥ β = ${f(p.beta)}: MIN no elegirá este camino, así que se podan los hijos restantes de ${esAgain(p.node, s)} (${p.skipped.join(', ')}).`,
  ),
  /** A chance node's weighted sum: `terms` are each child's [probability, value], of `of` children. */
  'narrate.average': w(
    (p: Valued & { terms: readonly (readonly [number, number])[]; of?: number }, s) =>
      `${En(p.node, s)} = ${p.terms.map(([q, v]) => term(q, v, p.of)).join(' + ')} = ${f(p.value)}.`,
    (p, s) => `${Es(p.node, s)} = ${p.terms.map(([q, v]) => term(q, v, p.of)).join(' + ')} = ${f(p.value)}.`,
  ),
  'narrate.partial': w(
    (p: Valued, s) => `${En(p.node, s)} stopped early (node budget or cancel): ${f(p.value)} covers only the children searched.`,
    (p, s) => `${Es(p.node, s)} se detuvo antes de acabar (presupuesto de nodos o cancelación): ${f(p.value)} solo cubre los hijos explorados.`,
  ),
  'narrate.at-most': w(
    (p: Valued, s) => `${En(p.node, s)} is done: ${enAgain(p.node, s)} ≤ ${f(p.value)}, a bound is enough.`,
    (p, s) => `${Es(p.node, s)} termina: ${esAgain(p.node, s)} ≤ ${f(p.value)}, basta con la cota.`,
  ),
  'narrate.at-least': w(
    (p: Valued, s) => `${En(p.node, s)} is done: ${enAgain(p.node, s)} ≥ ${f(p.value)}, a bound is enough.`,
    (p, s) => `${Es(p.node, s)} termina: ${esAgain(p.node, s)} ≥ ${f(p.value)}, basta con la cota.`,
  ),
  /** The root's exit. */
  'narrate.over': w(
    (p: Valued, s) => `${p.node === '' ? 'The root' : `The root ${s(p.node)}`} = ${f(p.value)}: the search is over.`,
    (p, s) => `${p.node === '' ? 'La raíz' : `La raíz ${s(p.node)}`} = ${f(p.value)}: la búsqueda ha terminado.`,
  ),
  /** A child whose value changes nothing at its MAX or MIN parent (`kind`; the parent by its move), which keeps `parentValue`. */
  'narrate.stays': w(
    (p: Valued & { parent: string; kind: string; parentValue: number }, s) =>
      `${En(p.node, s)} = ${f(p.value)}: no better for ${p.kind.toUpperCase()}, so ${en(p.parent, s)} stays ${p.kind === 'max' ? '≥' : '≤'} ${f(p.parentValue)}.`,
    (p, s) =>
      `${Es(p.node, s)} = ${f(p.value)}: no mejora nada para ${p.kind.toUpperCase()}, así que ${es(p.parent, s)} sigue ${p.kind === 'max' ? '≥' : '≤'} ${f(p.parentValue)}.`,
  ),
  /** A node's exit, its value returned to its parent (by its move). */
  'narrate.returns': w(
    (p: Valued & { parent: string }, s) => `${En(p.node, s)} returns ${f(p.value)} to ${en(p.parent, s)}.`,
    (p, s) => `${Es(p.node, s)} devuelve ${f(p.value)} a ${es(p.parent, s)}.`,
  ),

  // ---- the ladder's techniques: transposition table, iterative deepening, null windows ----
  /** `bound`: `exact`, `atLeast` or `atMost`; `cut`: the table's value decides the node. */
  'narrate.hit': w(
    (p: Valued & { bound: string; cut: boolean }, s) =>
      p.bound === 'exact'
        ? `${En(p.node, s)} is a position met before: the table says it is worth exactly ${f(p.value)}, so it is not searched again.`
        : p.cut
          ? `${En(p.node, s)} is a position met before: the table says ${enAgain(p.node, s)} ${p.bound === 'atLeast' ? '≥' : '≤'} ${f(p.value)}, which is enough to cut — it is not searched again.`
          : `${En(p.node, s)} is a position met before: the table says ${enAgain(p.node, s)} ${p.bound === 'atLeast' ? '≥' : '≤'} ${f(p.value)}, so ${p.bound === 'atLeast' ? 'α' : 'β'} = ${f(p.value)} before searching it.`,
    (p, s) =>
      p.bound === 'exact'
        ? `${Es(p.node, s)} es una posición ya vista: la tabla dice que vale exactamente ${f(p.value)}, así que no se explora otra vez.`
        : p.cut
          ? `${Es(p.node, s)} es una posición ya vista: la tabla dice ${esAgain(p.node, s)} ${p.bound === 'atLeast' ? '≥' : '≤'} ${f(p.value)}, que basta para cortar: no se explora otra vez.`
          : `${Es(p.node, s)} es una posición ya vista: la tabla dice ${esAgain(p.node, s)} ${p.bound === 'atLeast' ? '≥' : '≤'} ${f(p.value)}, así que ${p.bound === 'atLeast' ? 'α' : 'β'} = ${f(p.value)} antes de explorarla.`,
  ),
  'narrate.store': w(
    (p: Valued & { bound: string }, s) =>
      `The table keeps ${en(p.node, s)}: ${p.bound === 'exact' ? `exactly ${f(p.value)}` : p.bound === 'atLeast' ? `≥ ${f(p.value)} (a lower bound)` : p.bound === 'atMost' ? `≤ ${f(p.value)} (an upper bound)` : `≈ ${f(p.value)}`}.`,
    (p, s) =>
      `La tabla guarda ${es(p.node, s)}: ${p.bound === 'exact' ? `exactamente ${f(p.value)}` : p.bound === 'atLeast' ? `≥ ${f(p.value)} (una cota inferior)` : p.bound === 'atMost' ? `≤ ${f(p.value)} (una cota superior)` : `≈ ${f(p.value)}`}.`,
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
