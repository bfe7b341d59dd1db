/**
 * A student's record against the reference's (issue 37, docs/contracts.md
 * `tutor check`). A tree passes when the action is the reference's, the
 * nodes evaluated are the reference's in the same order, and the set of
 * states generated is the reference's (at least as strict as CS188's
 * autograder, which compares the action and the set). Beside the verdict,
 * the first index where the two event lists differ, explained from where the
 * reference stood at that step (ReferenceRecord), one message code per kind
 * of mistake (i18n/student.ts words them):
 *
 *   student.pruned-visited     a node the reference prunes, generated
 *   student.cut-missed-on-tie  a cut AIMA's rule makes on equality, not made
 *   student.cut-on-tie         a cut on equality, which CS188's rule forbids
 *   student.cut-wrong          a cut where the window allows none
 *   student.skipped            a child skipped by a search that prunes nothing
 *   student.order              siblings in another order
 *   student.eager              a successor generated before the one before it is searched
 *   student.past-limit         children generated below the depth limit
 *   student.evaluated-early    an inner node evaluated where the search goes deeper
 *   student.repeated           a state generated or evaluated twice
 *   student.stopped-early      the search stopped where the reference goes on
 *   student.went-on            the search went on where the reference ends
 *   student.differs            any other difference
 *   student.wrong-action, student.tie-action, student.no-action
 *                              the same events, another action (a value backed up wrongly, a tie
 *                              broken the other way, no action)
 *
 * A divergence is reported even when the tree passes (successors generated
 * eagerly by minimax: the same set and leaves, another order of generation).
 * An error (the code raised, timed out, spent its calls, was refused) is the
 * verdict itself: no divergence.
 */
import type { TreeNode } from '../games/tree/tree.ts';
import { msg, type Message } from '../i18n/message.ts';
import type { Divergence, StudentError, StudentEvent, StudentRecord, TreeVerdict } from './contract.ts';
import type { ReferenceCut, ReferenceRecord, ReferenceStep } from './reference.ts';
import { placesOf } from './tree-states.ts';

const evaluated = (r: StudentRecord): string[] => r.events.filter((e) => e.type === 'evaluate').map((e) => e.node);
const generated = (r: StudentRecord): string[] => [...new Set(r.events.filter((e) => e.type === 'generate').map((e) => e.node))];
const same = (a: StudentEvent | undefined, b: StudentEvent | undefined): boolean =>
  a !== undefined && b !== undefined && a.type === b.type && a.node === b.node;
const isReference = (r: StudentRecord): r is ReferenceRecord => 'steps' in r && 'cuts' in r;

export function judge(name: string, tree: TreeNode, expected: StudentRecord, got: StudentRecord | StudentError, ms: number): TreeVerdict {
  const base = { name, ms, evaluated: { expected: evaluated(expected), got: [] as string[] } };
  if (!('events' in got)) {
    return {
      ...base,
      passed: false,
      action: { expected: expected.action, got: null },
      generated: { missing: [], extra: [] },
      divergence: null,
      error: got,
    };
  }
  const want = new Set(generated(expected));
  const have = new Set(generated(got));
  const missing = [...want].filter((n) => !have.has(n));
  const extra = [...have].filter((n) => !want.has(n));
  const gotEvaluated = evaluated(got);
  const sameEvaluated = gotEvaluated.length === base.evaluated.expected.length && gotEvaluated.every((n, i) => n === base.evaluated.expected[i]);
  const passed = expected.action === got.action && sameEvaluated && missing.length === 0 && extra.length === 0;
  return {
    ...base,
    evaluated: { expected: base.evaluated.expected, got: gotEvaluated },
    passed,
    action: { expected: expected.action, got: got.action },
    generated: { missing, extra },
    divergence: firstDivergence(tree, expected, got),
    error: null,
  };
}

/** The first place `got` parts from `expected`, explained; null when they agree, action included. */
export function firstDivergence(tree: TreeNode, expected: StudentRecord, got: StudentRecord): Divergence | null {
  const n = Math.max(expected.events.length, got.events.length);
  let i = 0;
  while (i < n && same(expected.events[i], got.events[i])) i++;
  if (i === n) {
    if (expected.action === got.action) return null;
    return { index: i, node: got.action ?? expected.action ?? '', expected: null, got: null, explanation: wrongAction(expected, got) };
  }
  const e = expected.events[i] ?? null;
  const g = got.events[i] ?? null;
  const explanation = new Explainer(tree, expected, got, i).explain();
  return { index: i, node: (g ?? e)!.node, expected: e, got: g, explanation };
}

/** The same events, another action. */
function wrongAction(expected: StudentRecord, got: StudentRecord): Message {
  const ref = isReference(expected) ? expected : null;
  const best = expected.action ?? '';
  const value = ref?.value ?? NaN;
  if (got.action === null) return msg('student.no-action', { expected: best, value });
  const chosen = ref?.actions.find((a) => a.action === got.action);
  if (chosen !== undefined && chosen.value === value && chosen.certainty === 'exact')
    return msg('student.tie-action', { expected: best, got: got.action, value });
  return msg('student.wrong-action', {
    expected: best,
    got: got.action,
    value,
    gotValue: chosen?.value,
    bound: chosen === undefined || chosen.certainty === 'exact' ? undefined : chosen.certainty,
  });
}

/** Explains the divergence at index `i`, from the tree and, where `expected` is a ReferenceRecord, where the reference stood. */
class Explainer {
  private readonly places;
  private readonly ref: ReferenceRecord | null;
  private readonly e: StudentEvent | undefined;
  private readonly g: StudentEvent | undefined;
  /** What the student generated and evaluated before index i, and ever. */
  private readonly generatedBefore = new Set<string>();
  private readonly evaluatedBefore = new Set<string>();
  private readonly generatedEver: Set<string>;
  /** The student's events after index i. */
  private readonly later: StudentEvent[];
  /** Each node the reference pruned, with its cut. */
  private readonly pruned = new Map<string, ReferenceCut>();

  private readonly root: string;

  constructor(
    tree: TreeNode,
    expected: StudentRecord,
    got: StudentRecord,
    private readonly i: number,
  ) {
    this.places = placesOf(tree);
    this.root = tree.id;
    this.ref = isReference(expected) ? expected : null;
    this.e = expected.events[i];
    this.g = got.events[i];
    for (const ev of got.events.slice(0, i)) (ev.type === 'generate' ? this.generatedBefore : this.evaluatedBefore).add(ev.node);
    this.generatedEver = new Set(generated(got));
    this.later = got.events.slice(i + 1);
    for (const cut of this.ref?.cuts ?? []) for (const s of cut.skipped) this.pruned.set(s, cut);
  }

  private parentOf(id: string): string | null {
    return this.places.get(id)?.parent?.id ?? null;
  }

  /** Whether `id` is `ancestor` or below it. */
  private within(id: string, ancestor: string): boolean {
    for (let n: string | null = id; n !== null; n = this.parentOf(n)) if (n === ancestor) return true;
    return false;
  }

  explain(): Message {
    const { e, g } = this;
    if (g === undefined) return this.cutMade(true) ?? msg('student.stopped-early', { node: e!.node, evaluate: e!.type === 'evaluate' });
    const repeated = g.type === 'generate' ? this.generatedBefore.has(g.node) : this.evaluatedBefore.has(g.node);
    if (repeated) return msg('student.repeated', { node: g.node, evaluate: g.type === 'evaluate' });
    if (g.type === 'generate') {
      const found = this.eager() ?? this.prunedVisited() ?? this.pastLimit();
      if (found !== null) return found;
      if (e === undefined) return msg('student.went-on', { node: g.node, evaluate: false });
      return this.order() ?? this.cutMade(false) ?? this.differs();
    }
    if (e === undefined) return msg('student.went-on', { node: g.node, evaluate: true });
    return this.evaluatedEarly() ?? this.cutMade(false) ?? this.differs();
  }

  private differs(): Message {
    const { e, g } = this;
    return msg('student.differs', { expected: e!.node, expectedEvaluate: e!.type === 'evaluate', got: g!.node, gotEvaluate: g!.type === 'evaluate' });
  }

  /**
   * The student generated a node while the reference is still searching an
   * earlier sibling of it, which the student searches later (a sibling it
   * never comes back to was cut, not generated late: cutMade).
   */
  private eager(): Message | null {
    const { e, g } = this;
    if (e === undefined || !this.later.some((x) => same(x, e))) return null;
    const parent = this.places.get(g!.node)?.parent;
    if (parent === undefined || parent === null) return null;
    for (const sibling of parent.children) {
      if (sibling.id === g!.node) break;
      if (this.generatedBefore.has(sibling.id) && this.within(e.node, sibling.id)) return msg('student.eager', { node: g!.node, sibling: sibling.id });
    }
    return null;
  }

  /** The student generated a child the reference's cut skipped. */
  private prunedVisited(): Message | null {
    const cut = this.pruned.get(this.g!.node);
    if (cut === undefined) return null;
    const window = { node: this.g!.node, parent: cut.node, kind: cut.kind, value: cut.value, alpha: cut.alpha, beta: cut.beta, after: cut.after };
    const tie = cut.kind === 'min' ? cut.value === cut.alpha : cut.value === cut.beta;
    return msg(tie && this.ref?.tie === 'aima' ? 'student.cut-missed-on-tie' : 'student.pruned-visited', window);
  }

  /** The reference evaluates a node at the depth limit here; the student generated one of its children. */
  private pastLimit(): Message | null {
    const { e, g } = this;
    if (e?.type !== 'evaluate' || this.parentOf(g!.node) !== e.node) return null;
    // e.node is g's parent, so a node of the tree.
    return msg('student.past-limit', { node: e.node, child: g!.node, ply: this.places.get(e.node)!.ply, ...this.limit() });
  }

  /** The depth limit and CS188's rounds and agents, where the reference had them. */
  private limit(): { limit?: number; rounds?: number; agents?: number } {
    const r = this.ref;
    if (r === null || r.depth === null) return {};
    return { limit: r.depth, rounds: r.rounds ?? undefined, agents: r.agents ?? undefined };
  }

  /** The student evaluated a node whose children the reference goes on to generate. */
  private evaluatedEarly(): Message | null {
    const { e, g } = this;
    if (e!.type !== 'generate' || this.parentOf(e!.node) !== g!.node) return null;
    // g.node is e's parent, so a node of the tree.
    return msg('student.evaluated-early', { node: g!.node, ply: this.places.get(g!.node)!.ply, ...this.limit() });
  }

  /** Siblings generated in another order. */
  private order(): Message | null {
    const { e, g } = this;
    if (e!.type !== 'generate') return null;
    const parent = this.places.get(e!.node)?.parent;
    if (parent === undefined || parent === null || this.parentOf(g!.node) !== parent.id) return null;
    return msg('student.order', { node: g!.node, expected: e!.node, parent: parent.id, order: parent.children.slice(0, 12).map((c) => c.id) });
  }

  /**
   * The reference generates a node here that the student never generates,
   * after a sibling was searched: the student cut where the reference does
   * not. Explained from the parent's v and window: a tie CS188's rule does
   * not cut on, a cut the window does not allow, or a child a search without
   * pruning never skips. `ending`: the student's events end here; with the
   * root's moves not all searched, that is a search stopped early (null).
   */
  private cutMade(ending: boolean): Message | null {
    const e = this.e!;
    const step: ReferenceStep | undefined = this.ref?.steps[this.i];
    if (e.type !== 'generate' || this.generatedEver.has(e.node) || step === undefined || step.after === null) return null;
    const parent = step.parent;
    // The student reached the parent (the root, or a node it generated) and left it: a cut, not a path never taken.
    if (parent !== this.root && !this.generatedBefore.has(parent)) return null;
    if (ending && parent === this.root) return null;
    const ref = this.ref!;
    const window = { node: e.node, parent, kind: step.kind, value: step.value, alpha: step.alpha, beta: step.beta, after: step.after };
    if (ref.algo !== 'alphabeta' || step.kind === 'chance') return msg('student.skipped', { node: e.node, parent, algo: ref.algo });
    const tie = step.kind === 'min' ? step.value === step.alpha : step.value === step.beta;
    return msg(tie && ref.tie === 'cs188' ? 'student.cut-on-tie' : 'student.cut-wrong', window);
  }
}
