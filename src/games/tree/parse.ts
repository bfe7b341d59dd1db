/**
 * Reading a tree from any text a person may hand us: the compact notation, a
 * canonical JSON tree, or a fixture file (a JSON object whose `tree` field is
 * either of the two). Never throws.
 */
import { parse as parseJsonc, type Node } from 'jsonc-parser';
import { parseJsonSyntax, positionOf, property, treeFromJsonNode } from './json.ts';
import { parseCompact } from './notation.ts';
import type { ParseResult, TreeError, TreeNode } from './tree.ts';
import { msg } from '../../i18n/message.ts';

/** Picks the notation from the first non-blank character: `{` is JSON, anything else compact notation. */
export function parseTree(text: string): ParseResult {
  const document = parseTreeDocument(text);
  return document.ok ? { ok: true, tree: document.tree } : document;
}

/** A tree document: the tree, and the whole JSON object when the text was a fixture file. */
export type TreeDocument = { ok: true; tree: TreeNode; fixture?: Record<string, unknown> } | { ok: false; error: TreeError };

export function parseTreeDocument(text: string): TreeDocument {
  if (!/^\s*\{/.test(text)) return parseCompact(text);
  const syntax = parseJsonSyntax(text);
  if (!syntax.ok) return { ok: false, error: { ...positionOf(text, syntax.offset), reason: syntax.reason } };
  const inner = property(syntax.root, 'tree');
  if (inner === undefined) return treeFromJsonNode(text, syntax.root);
  // A fixture's own fields, like a node's, may not repeat.
  const seen = new Set<string>();
  for (const prop of syntax.root.children ?? []) {
    const key = String(prop.children?.[0]?.value);
    if (seen.has(key)) return { ok: false, error: { ...positionOf(text, prop.offset), reason: msg('json.duplicate-key', { key }) } };
    seen.add(key);
  }
  const parsed = inner.type === 'string' ? compactInside(text, inner) : treeFromJsonNode(text, inner);
  if (!parsed.ok) return parsed;
  return { ok: true, tree: parsed.tree, fixture: parseJsonc(text) as Record<string, unknown> };
}

/** A compact-notation string inside a JSON document: errors are moved to the string's place in the file. */
function compactInside(text: string, node: Node): ParseResult {
  const result = parseCompact(String(node.value));
  if (result.ok) return result;
  const start = positionOf(text, node.offset + 1);
  const { line, column, reason } = result.error;
  // Exact for strings without escapes (the fixtures' case); approximate otherwise.
  return {
    ok: false,
    error: { line: start.line + line - 1, column: line === 1 ? start.column + column - 1 : column, reason },
  };
}
