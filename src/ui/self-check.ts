/**
 * Self-check: the student gives each inner node's value and marks the
 * children they think a cutoff skips; grading compares with the search,
 * node by node. (A value written as a bound, "≤ 2", is graded by its number.)
 */
import { walkTree, type TreeNode } from '../games/tree/tree.ts';
import type { Trace } from '../trace/trace.ts';
import { formatNumber as f } from '../i18n/lang.ts';
import { msg, type Message } from '../i18n/message.ts';

export interface Grade {
  /** Each graded node's verdict. */
  nodes: Map<string, 'ok' | 'wrong'>;
  /** What is wrong, node by node, as messages (i18n/page.ts words them). */
  mistakes: Message[];
}

const SIGN: Record<string, string> = { atMost: '≤ ', atLeast: '≥ ', exact: '', partial: '≈ ' };

export function grade(tree: TreeNode, trace: Trace, answers: ReadonlyMap<string, string>, marks: ReadonlySet<string>): Grade {
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
    const value = trace.finalValue(index);
    const shown = `${SIGN[trace.finalCertainty(index) ?? 'exact'] ?? ''}${f(value)}`;
    const given = Number(answer.replace(',', '.'));
    if (answer === '' || !Number.isFinite(given)) {
      nodes.set(node.id, 'wrong');
      mistakes.push(msg('check.no-value', { node: node.id, value: shown }));
    } else if (Math.abs(given - value) > 1e-9 * Math.max(1, Math.abs(value))) {
      nodes.set(node.id, 'wrong');
      mistakes.push(msg('check.wrong-value', { node: node.id, value: shown, given: f(given) }));
    } else nodes.set(node.id, 'ok');
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
