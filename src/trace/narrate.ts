/**
 * One line of narration per step, in English or Spanish, in the words of the
 * thesis's alpha-beta walk-through (§2.2.2.2, steps a–f): "B1 = 3, so B ≤ 3",
 * "β = 3 at B", "C ≤ 2 ≤ α = 3: C's remaining children (C2, C3) are pruned".
 */
import type { Algorithm } from '../search/search.ts';
import type { NodeKind } from '../search/game.ts';
import type { TraceEvent } from '../search/tracer.ts';
import { formatNumber as f, type Lang } from '../i18n/lang.ts';
import type { Trace } from './trace.ts';

export interface NarrateOptions {
  lang: Lang;
  /** Negamax's values are from the mover's point of view, which changes the wording. */
  algorithm?: Algorithm;
}

const KIND_NAMES: Record<Lang, Record<NodeKind, string>> = {
  en: { max: 'MAX', min: 'MIN', chance: 'CHANCE', leaf: 'leaf' },
  es: { max: 'MAX', min: 'MIN', chance: 'CHANCE', leaf: 'hoja' },
};

/** The narration of event k (step k + 1). */
export function narrate(trace: Trace, k: number, options: NarrateOptions): string {
  const node = trace.node(trace.eventNode(k));
  const e = nameRoot(trace.event(k), options.lang === 'es' ? ROOT_ES : ROOT_EN);
  const rootName = options.lang === 'es' ? ROOT_ES : ROOT_EN;
  const parentId = node.parent < 0 ? null : trace.id(node.parent);
  const at: At = {
    kind: node.kind,
    root: node.parent < 0,
    parent: parentId === null ? null : parentId === '' ? rootName : parentId,
    algorithm: options.algorithm,
    stays: null,
  };
  if (e.type === 'exit' && node.parent >= 0 && !changesParent(trace, k)) {
    const parent = trace.node(node.parent);
    if (parent.kind === 'max' || parent.kind === 'min') {
      at.stays = { parent: parent.id === '' ? (options.lang === 'es' ? ROOT_ES : ROOT_EN) : parent.id, kind: parent.kind, value: trace.valueBefore(k, node.parent) };
    }
  }
  return (options.lang === 'es' ? es : en)(e, at, trace);
}

const ROOT_EN = 'the root';
const ROOT_ES = 'la raíz';

/** What the wording depends on besides the event: the node's kind, whether it is the root, the algorithm. */
interface At {
  kind: NodeKind;
  root: boolean;
  /** The parent's name, or null at the root. */
  parent: string | null;
  algorithm: Algorithm | undefined;
  /** For a child whose value changes nothing at its MAX/MIN parent: the parent and its running value. */
  stays: { parent: string; kind: 'max' | 'min'; value: number } | null;
}

/** Whether event k (an exit) is followed by its parent's update. */
function changesParent(trace: Trace, k: number): boolean {
  if (k + 1 >= trace.length) return false;
  const next = trace.event(k + 1);
  return next.type === 'update' && next.child === trace.event(k).node;
}

/** A root without an id of its own has the empty path id; narrations call it "the root". */
function nameRoot(e: TraceEvent, root: string): TraceEvent {
  const name = (id: string): string => (id === '' ? root : id);
  return e.type === 'enter'
    ? { ...e, node: name(e.node), parent: e.parent === null ? null : name(e.parent) }
    : { ...e, node: name(e.node) };
}

/** Every step's narration, in order. */
export function narrateAll(trace: Trace, options: NarrateOptions): string[] {
  return Array.from({ length: trace.length }, (_, k) => narrate(trace, k, options));
}

const list = (ids: string[]): string => ids.join(', ');

/** "1 + 0.5 × 4": the sum before a chance node's update plus the new child's term. */
function partialSum(trace: Trace, e: { value: number; child: string }): string {
  const child = trace.indexOf(e.child);
  const p = trace.node(child).p ?? NaN;
  const v = trace.finalValue(child);
  const term = `${f(p)} × ${f(v)}`;
  const first = trace.children(trace.node(child).parent)[0] === child;
  return first ? term : `${f(e.value - p * v)} + ${term}`;
}
const window = (e: { alpha?: number; beta?: number }): string | null =>
  e.alpha === undefined || e.beta === undefined ? null : `α = ${f(e.alpha)}, β = ${f(e.beta)}`;

function en(e: TraceEvent, { kind, root, parent, algorithm, stays }: At, trace: Trace): string {
  switch (e.type) {
    case 'enter': {
      const w = window(e);
      if (e.kind === 'leaf') return `Visit leaf ${e.node}${e.p === undefined ? '' : ` (probability ${f(e.p)})`}.`;
      const where = e.parent === null ? (e.node === ROOT_EN ? 'Start at the root' : `Start at the root ${e.node}`) : `Enter ${e.node}`;
      return `${where} (${KIND_NAMES.en[e.kind]})${e.p === undefined ? '' : `, probability ${f(e.p)}`}${w === null ? '' : `, with ${w}`}.`;
    }
    case 'evaluate':
      return e.reason === 'terminal'
        ? `${e.node} is terminal: its utility is ${f(e.value)}.`
        : `${e.node} is at the depth limit: its evaluation is ${f(e.value)}.`;
    case 'update': {
      const child = `${e.child} = ${f(trace.finalValue(trace.indexOf(e.child)))}`;
      if (kind === 'chance') return `After ${child}: ${e.node}'s weighted sum so far is ${partialSum(trace, e)} = ${f(e.value)}.`;
      if (algorithm === 'negamax') return `${child}, worth ${f(e.value)} seen from ${e.node}: ${e.node}'s best so far is ${f(e.value)}.`;
      return kind === 'max' ? `${child}, so ${e.node} ≥ ${f(e.value)}.` : `${child}, so ${e.node} ≤ ${f(e.value)}.`;
    }
    case 'bound':
      return e.side === 'alpha'
        ? `α = ${f(e.value)} at ${e.node}: MAX is sure of at least ${f(e.value)} here.`
        : `β = ${f(e.value)} at ${e.node}: MIN can hold MAX to at most ${f(e.value)} here.`;
    case 'prune':
      return kind === 'min'
        ? `${e.node} ≤ ${f(e.value)} ≤ α = ${f(e.alpha)}: MAX will not come here, so ${e.node}'s remaining children (${list(e.skipped)}) are pruned.`
        : `${e.node} ≥ ${f(e.value)} ≥ β = ${f(e.beta)}: MIN will not come here, so ${e.node}'s remaining children (${list(e.skipped)}) are pruned.`;
    case 'average':
      return `${e.node} = ${e.terms.map((t) => `${f(t.p)} × ${f(t.value)}`).join(' + ')} = ${f(e.value)}.`;
    case 'exit': {
      if (e.certainty === 'partial') return `${e.node} stopped early (node budget or cancel): ${f(e.value)} covers only the children searched.`;
      if (e.certainty === 'atMost') return `${e.node} is done: ${e.node} ≤ ${f(e.value)}, a bound is enough.`;
      if (e.certainty === 'atLeast') return `${e.node} is done: ${e.node} ≥ ${f(e.value)}, a bound is enough.`;
      if (root) return `${e.node === ROOT_EN ? 'The root' : `The root ${e.node}`} = ${f(e.value)}: the search is over.`;
      if (stays !== null && algorithm !== 'negamax') {
        return `${e.node} = ${f(e.value)}: no better for ${stays.kind.toUpperCase()}, so ${stays.parent} stays ${stays.kind === 'max' ? '≥' : '≤'} ${f(stays.value)}.`;
      }
      return `${e.node} returns ${f(e.value)} to ${parent}.`;
    }
  }
}

function es(e: TraceEvent, { kind, root, parent, algorithm, stays }: At, trace: Trace): string {
  switch (e.type) {
    case 'enter': {
      const w = window(e);
      if (e.kind === 'leaf') return `Se visita la hoja ${e.node}${e.p === undefined ? '' : ` (probabilidad ${f(e.p)})`}.`;
      const where = e.parent === null ? (e.node === ROOT_ES ? 'Se empieza en la raíz' : `Se empieza en la raíz ${e.node}`) : `Se entra en ${e.node}`;
      return `${where} (${KIND_NAMES.es[e.kind]})${e.p === undefined ? '' : `, probabilidad ${f(e.p)}`}${w === null ? '' : `, con ${w}`}.`;
    }
    case 'evaluate':
      return e.reason === 'terminal'
        ? `${e.node} es terminal: su utilidad es ${f(e.value)}.`
        : `${e.node} está en el límite de profundidad: su evaluación es ${f(e.value)}.`;
    case 'update': {
      const child = `${e.child} = ${f(trace.finalValue(trace.indexOf(e.child)))}`;
      if (kind === 'chance') return `Tras ${child}: la suma ponderada de ${e.node} va por ${partialSum(trace, e)} = ${f(e.value)}.`;
      if (algorithm === 'negamax') return `${child}, que vale ${f(e.value)} visto desde ${e.node}: lo mejor de ${e.node} hasta ahora es ${f(e.value)}.`;
      return kind === 'max' ? `${child}, así que ${e.node} ≥ ${f(e.value)}.` : `${child}, así que ${e.node} ≤ ${f(e.value)}.`;
    }
    case 'bound':
      return e.side === 'alpha'
        ? `α = ${f(e.value)} en ${e.node}: MAX tiene asegurado al menos ${f(e.value)} aquí.`
        : `β = ${f(e.value)} en ${e.node}: MIN puede dejar a MAX en ${f(e.value)} como mucho aquí.`;
    case 'prune':
      return kind === 'min'
        ? `${e.node} ≤ ${f(e.value)} ≤ α = ${f(e.alpha)}: MAX no elegirá este camino, así que se podan los hijos restantes de ${e.node} (${list(e.skipped)}).`
        : `${e.node} ≥ ${f(e.value)} ≥ β = ${f(e.beta)}: MIN no elegirá este camino, así que se podan los hijos restantes de ${e.node} (${list(e.skipped)}).`;
    case 'average':
      return `${e.node} = ${e.terms.map((t) => `${f(t.p)} × ${f(t.value)}`).join(' + ')} = ${f(e.value)}.`;
    case 'exit': {
      if (e.certainty === 'partial') return `${e.node} se detuvo antes de acabar (presupuesto de nodos o cancelación): ${f(e.value)} solo cubre los hijos explorados.`;
      if (e.certainty === 'atMost') return `${e.node} termina: ${e.node} ≤ ${f(e.value)}, basta con la cota.`;
      if (e.certainty === 'atLeast') return `${e.node} termina: ${e.node} ≥ ${f(e.value)}, basta con la cota.`;
      if (root) return `${e.node === ROOT_ES ? 'La raíz' : `La raíz ${e.node}`} = ${f(e.value)}: la búsqueda ha terminado.`;
      if (stays !== null && algorithm !== 'negamax') {
        return `${e.node} = ${f(e.value)}: no mejora nada para ${stays.kind.toUpperCase()}, así que ${stays.parent} sigue ${stays.kind === 'max' ? '≥' : '≤'} ${f(stays.value)}.`;
      }
      return `${e.node} devuelve ${f(e.value)} a ${parent}.`;
    }
  }
}
