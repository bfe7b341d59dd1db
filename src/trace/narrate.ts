/**
 * One line of narration per step: what happens at the step, as a message (a
 * code with the step's ids and numbers); i18n/narration.ts words it in the
 * thesis's alpha-beta walk-through (§2.2.2.2, steps a–f): "B1 = 3, so B ≤ 3",
 * "β = 3 at B", "C ≤ 2 ≤ α = 3: C's remaining children (C2, C3) are pruned".
 */
import type { Algorithm } from '../search/search.ts';
import { msg, type Message } from '../i18n/message.ts';
import type { Trace } from './trace.ts';

export interface NarrateOptions {
  /** Negamax's values are from the mover's point of view, which changes the wording. */
  algorithm?: Algorithm;
}

/** The narration of event k (step k + 1). Node ids are the trace's: the root without an id of its own is `''`. */
export function narrate(trace: Trace, k: number, options: NarrateOptions = {}): Message {
  const e = trace.event(k);
  const node = trace.node(trace.eventNode(k));
  const negamax = options.algorithm === 'negamax';
  switch (e.type) {
    case 'enter':
      if (e.kind === 'leaf') return msg('narrate.visit-leaf', { node: e.node, p: e.p });
      return msg('narrate.enter', { node: e.node, root: e.parent === null, kind: e.kind, p: e.p, alpha: e.alpha, beta: e.beta });
    case 'evaluate':
      return msg(e.reason === 'terminal' ? 'narrate.terminal' : 'narrate.depth-limit', { node: e.node, value: e.value });
    case 'update': {
      const child = trace.indexOf(e.child);
      const update = { node: e.node, child: e.child, childValue: trace.finalValue(child), value: e.value };
      if (node.kind === 'chance') {
        const p = trace.node(child).p ?? NaN;
        const first = trace.children(trace.node(child).parent)[0] === child;
        return msg('narrate.update-chance', { ...update, p, before: first ? undefined : e.value - p * update.childValue });
      }
      if (negamax) return msg('narrate.update-negamax', update);
      return msg('narrate.update', { ...update, kind: node.kind });
    }
    case 'bound':
      return msg(e.side === 'alpha' ? 'narrate.alpha' : 'narrate.beta', { node: e.node, value: e.value });
    case 'prune':
      return msg('narrate.prune', { node: e.node, kind: node.kind, value: e.value, alpha: e.alpha, beta: e.beta, skipped: e.skipped });
    case 'average':
      return msg('narrate.average', { node: e.node, value: e.value, terms: e.terms.map((t) => [t.p, t.value] as const) });
    case 'exit': {
      const valued = { node: e.node, value: e.value };
      if (e.certainty === 'partial') return msg('narrate.partial', valued);
      if (e.certainty === 'atMost') return msg('narrate.at-most', valued);
      if (e.certainty === 'atLeast') return msg('narrate.at-least', valued);
      if (node.parent < 0) return msg('narrate.over', valued);
      const parent = trace.node(node.parent);
      if (!negamax && (parent.kind === 'max' || parent.kind === 'min') && !changesParent(trace, k)) {
        return msg('narrate.stays', { ...valued, parent: parent.id, kind: parent.kind, parentValue: trace.valueBefore(k, node.parent) });
      }
      return msg('narrate.returns', { ...valued, parent: trace.id(node.parent) });
    }
    case 'hit':
      return msg('narrate.hit', { node: e.node, value: e.value, bound: e.certainty, cut: e.cut });
    case 'store':
      return msg('narrate.store', { node: e.node, value: e.value, bound: e.certainty });
    case 'iteration':
      return e.phase === 'start' ? msg('narrate.iteration-start', { depth: e.depth }) : msg('narrate.iteration-end', { depth: e.depth, value: e.value ?? NaN });
    case 'probe':
      return e.phase === 'start'
        ? msg('narrate.probe-start', { guess: e.alpha })
        : msg('narrate.probe-end', { guess: e.alpha, value: e.value ?? NaN, above: e.above === true });
  }
}

/** Whether event k (an exit) is followed by its parent's update. */
function changesParent(trace: Trace, k: number): boolean {
  if (k + 1 >= trace.length) return false;
  const next = trace.event(k + 1);
  return next.type === 'update' && next.child === trace.event(k).node;
}

/** Every step's narration, in order. */
export function narrateAll(trace: Trace, options: NarrateOptions = {}): Message[] {
  return Array.from({ length: trace.length }, (_, k) => narrate(trace, k, options));
}
