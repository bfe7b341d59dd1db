/**
 * Editing a leaf's value on the tree page: a click on a leaf, or F2 on any
 * node of the tree (issue 36: Enter selects, it never opens the editor).
 */
import { printCompact } from '../../games/tree/notation.ts';
import { walkTree, type TreeNode } from '../../games/tree/tree.ts';
import type { Lang } from '../../i18n/lang.ts';
import { msg } from '../../i18n/message.ts';
import { say } from '../../i18n/say.ts';

/** Asks for leaf `id`'s new value; the tree's text with it, or null (not a leaf, cancelled, not a number). */
export function askLeafValue(tree: TreeNode, id: string, lang: Lang): string | null {
  const node = [...walkTree(tree)].find((n) => n.id === id);
  if (node === undefined || node.kind !== 'leaf') return null;
  const answer = window.prompt(say(msg('editLeaf', { id: node.auto ? '' : node.id }), lang), String(node.value));
  if (answer === null) return null;
  const value = Number(answer);
  if (!Number.isFinite(value)) return null;
  const copy = structuredClone(tree);
  for (const n of walkTree(copy)) if (n.id === id) n.value = value;
  return printCompact(copy);
}
