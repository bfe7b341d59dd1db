/**
 * Self-check grading: the student gives each inner node's value (and, for
 * alpha-beta, its α and β when it is left) and marks the children they think
 * a cutoff skips; `grade` compares with the search, node by node. (A value
 * written as a bound, "≤ 2", is graded by its number; α and β are graded
 * where given.) Pure: the tree page's panel (src/ui/tree/self-check-panel.ts) takes the
 * answers and shows the verdict; i18n/page.ts words the mistakes.
 */
import { walkTree, type TreeNode } from '../games/tree/tree.ts';
import type { Trace } from '../trace/trace.ts';
import { withCertainty } from '../search/tracer.ts';
import { formatNumber as f } from '../i18n/lang.ts';
import { msg, type Message } from '../i18n/message.ts';
import { readNumber, sameNumber } from './quiz.ts';
import { entryAt } from '../games/entry.ts';

/** The answers' key of a node's α or β (its value's key is its id). */
export const windowKey = (side: 'α' | 'β', id: string): string => `\u0001${side}${id}`;

export interface Grade {
  /** Each graded node's verdict. */
  nodes: Map<string, 'ok' | 'wrong'>;
  /** What is wrong, node by node, as messages (i18n/page.ts words them). */
  mistakes: Message[];
}

export function grade(tree: TreeNode, trace: Trace, answers: ReadonlyMap<string, string>, marks: ReadonlySet<string>, windows = false): Grade {
  const nodes = new Map<string, 'ok' | 'wrong'>();
  const mistakes: Grade['mistakes'] = [];
  // The subtrees a cutoff skipped: their roots must be marked; anything under them may be.
  const skippedRoots = new Set<string>();
  for (let n = 0; n < trace.nodeCount; n++) if (trace.node(n).skipped) skippedRoots.add(trace.id(n));
  const underCut = new Set<string>();
  const mark = (node: TreeNode, cut: boolean): void => {
    if (cut) underCut.add(node.id);
    for (const c of node.children) mark(c, cut || skippedRoots.has(c.id));
  };
  mark(tree, false);

  for (const node of walkTree(tree)) {
    if (node.kind === 'leaf') continue;
    const index = trace.indexOf(node.id);
    const answer = (answers.get(node.id) ?? '').replace(/[≤≥<>=≈\s]/g, '');
    if (index < 0 || underCut.has(node.id)) {
      if (answer !== '' && answer !== '-' && answer !== '—') {
        nodes.set(node.id, 'wrong');
        mistakes.push(msg('check.pruned-valued', { node: node.id }));
      }
      continue;
    }
    if (windows) gradeWindow(trace, index, node.id, answers, nodes, mistakes);
    const value = trace.finalValue(index);
    const shown = withCertainty(f(value), trace.finalCertainty(index));
    const given = Number(answer.replace(',', '.'));
    if (answer === '' || !Number.isFinite(given)) {
      nodes.set(node.id, 'wrong');
      mistakes.push(msg('check.no-value', { node: node.id, value: shown }));
    } else if (Math.abs(given - value) > 1e-9 * Math.max(1, Math.abs(value))) {
      nodes.set(node.id, 'wrong');
      mistakes.push(msg('check.wrong-value', { node: node.id, value: shown, given: f(given) }));
    } else if (nodes.get(node.id) !== 'wrong') nodes.set(node.id, 'ok');
  }

  for (const id of skippedRoots) {
    if (marks.has(id)) {
      if (nodes.get(id) !== 'wrong') nodes.set(id, 'ok');
    } else {
      nodes.set(id, 'wrong');
      mistakes.push(msg('check.unmarked', { node: id }));
    }
  }
  for (const id of marks) {
    if (underCut.has(id)) continue;
    nodes.set(id, 'wrong');
    mistakes.push(msg('check.not-pruned', { node: id }));
  }
  return { nodes, mistakes };
}

/** α and β at a node when it is left (the window after its last update), where the student gave them. */
function gradeWindow(
  trace: Trace,
  index: number,
  id: string,
  answers: ReadonlyMap<string, string>,
  nodes: Map<string, 'ok' | 'wrong'>,
  mistakes: Grade['mistakes'],
): void {
  const end = trace.seek(trace.length);
  const right = { α: entryAt(end.alpha, index), β: entryAt(end.beta, index) };
  for (const side of ['α', 'β'] as const) {
    const text = (answers.get(windowKey(side, id)) ?? '').trim();
    if (text === '' || Number.isNaN(right[side])) continue;
    const given = readNumber(text);
    const r = right[side];
    if (sameNumber(given, r)) continue;
    nodes.set(id, 'wrong');
    const shown = given === null ? JSON.stringify(text) : f(given);
    mistakes.push(msg('check.wrong-window', { node: id, side, value: f(r), given: shown }));
  }
}
