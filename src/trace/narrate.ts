/**
 * One line of narration per step: what happens at the step, as a message (a
 * code with the step's ids and numbers); i18n/narration.ts words it in the
 * thesis's alpha-beta walk-through (§2.2.2.2, steps a–f): "B1 = 3, so B ≤ 3",
 * "β = 3 at B", "C ≤ 2 ≤ α = 3: C's remaining children (C2, C3) are pruned".
 * A textbook tree's node is named by its id; a game's by its last move and
 * its depth ("X8 = 1, so O3 at depth 8 ≥ 1"), not by its whole path of moves.
 */
import type { Algorithm } from '../search/search.ts';
import { msg, type Message } from '../i18n/message.ts';
import type { Trace } from './trace.ts';

export interface NarrateOptions {
  /** Negamax's values are from the mover's point of view, which changes the wording. */
  algorithm?: Algorithm;
  /** Decimals to round values to (2048's: 1, as its tree shows them); unrounded without. */
  decimals?: number;
}

/** The narration of event k (step k + 1). Node ids are the trace's: the root without an id of its own is `''`. */
export function narrate(trace: Trace, k: number, options: NarrateOptions = {}): Message {
  const e = trace.event(k);
  const n = trace.eventNode(k);
  const node = trace.node(n);
  const negamax = options.algorithm === 'negamax';
  const scale = options.decimals === undefined ? 0 : 10 ** options.decimals;
  const r = (v: number): number => (scale === 0 || !Number.isFinite(v) ? v : Math.round(v * scale) / scale);
  const name = nameOf(trace, n);
  /** A chance child's probability and how many children its chance parent has. */
  const chance = (m: number) => ({ p: trace.node(m).p, of: trace.children(trace.node(m).parent).length });
  switch (e.type) {
    case 'enter': {
      const p = e.p === undefined ? {} : chance(n);
      if (e.kind === 'leaf') return msg('narrate.visit-leaf', { node: name, ...p });
      return msg('narrate.enter', { node: name, root: e.parent === null, kind: e.kind, ...p, alpha: opt(e.alpha, r), beta: opt(e.beta, r) });
    }
    case 'evaluate':
      return msg(e.reason === 'terminal' ? 'narrate.terminal' : 'narrate.depth-limit', { node: name, value: r(e.value) });
    case 'update': {
      const child = trace.indexOf(e.child);
      const childValue = trace.finalValue(child);
      const update = { node: name, child: moveOf(trace, child), childValue: r(childValue), value: r(e.value) };
      if (node.kind === 'chance') {
        const p = trace.node(child).p ?? NaN;
        const first = trace.children(n)[0] === child;
        return msg('narrate.update-chance', { ...update, p, of: trace.children(n).length, before: first ? undefined : r(e.value - p * childValue) });
      }
      if (negamax) return msg('narrate.update-negamax', update);
      return msg('narrate.update', { ...update, kind: node.kind });
    }
    case 'bound':
      return msg(e.side === 'alpha' ? 'narrate.alpha' : 'narrate.beta', { node: name, value: r(e.value) });
    case 'prune': {
      const skipped = e.skipped.map((id) => moveOf(trace, trace.indexOf(id)));
      return msg('narrate.prune', { node: name, kind: node.kind, value: r(e.value), alpha: r(e.alpha), beta: r(e.beta), skipped });
    }
    case 'average':
      return msg('narrate.average', {
        node: name,
        value: r(e.value),
        terms: e.terms.map((t) => [t.p, r(t.value)] as const),
        of: trace.children(n).length,
      });
    case 'exit': {
      const valued = { node: name, value: r(e.value) };
      if (e.certainty === 'partial') return msg('narrate.partial', valued);
      if (e.certainty === 'atMost') return msg('narrate.at-most', valued);
      if (e.certainty === 'atLeast') return msg('narrate.at-least', valued);
      if (node.parent < 0) return msg('narrate.over', valued);
      const parent = trace.node(node.parent);
      if (!negamax && (parent.kind === 'max' || parent.kind === 'min') && !changesParent(trace, k)) {
        const parentValue = r(trace.valueBefore(k, node.parent));
        return msg('narrate.stays', { ...valued, parent: moveOf(trace, node.parent), kind: parent.kind, parentValue });
      }
      return msg('narrate.returns', { ...valued, parent: moveOf(trace, node.parent) });
    }
    case 'hit':
      return msg('narrate.hit', { node: name, value: r(e.value), bound: e.certainty, cut: e.cut });
    case 'store':
      return msg('narrate.store', { node: name, value: r(e.value), bound: e.certainty });
    case 'iteration':
      return e.phase === 'start'
        ? msg('narrate.iteration-start', { depth: e.depth })
        : msg('narrate.iteration-end', { depth: e.depth, value: r(e.value ?? NaN) });
    case 'probe':
      return e.phase === 'start'
        ? msg('narrate.probe-start', { guess: e.alpha })
        : msg('narrate.probe-end', { guess: e.alpha, value: r(e.value ?? NaN), above: e.above === true });
  }
}

const opt = (v: number | undefined, r: (v: number) => number): number | undefined => (v === undefined ? undefined : r(v));

/**
 * Whether node n is a game's node: named by a move that is not its id (a
 * tic-tac-toe, Connect-4 or 2048 node's id is its whole path of moves, "X0 ›
 * O2 › X4"). A textbook tree's node is named by its id ("B3"), as is the root.
 */
function isMove(node: { id: string; action: string | null }): node is { id: string; action: string } {
  return node.action !== null && node.action !== node.id;
}

/** Node n as the narration names it: a game's node by its last move and its depth ("X4 at depth 9"; a child of the root by its move), any other by its id. */
function nameOf(trace: Trace, n: number): string | Message {
  const node = trace.node(n);
  if (!isMove(node)) return node.id;
  return node.depth <= 1 ? node.action : msg('node.at-depth', { move: node.action, depth: node.depth });
}

/** Node n by its move alone, where the sentence names its parent or child already ("X8 = 1, so O3 at depth 8 ≥ 1"); a textbook tree's by its id. */
function moveOf(trace: Trace, n: number): string {
  const node = trace.node(n);
  return isMove(node) ? node.action : node.id;
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
