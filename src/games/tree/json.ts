/**
 * Canonical JSON trees, read with positions so every problem — bad JSON, a
 * wrong field, a probability that does not add up — is reported at its line
 * and column. The JSON syntax itself is read by jsonc-parser.
 */
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { clip, excerpt, tooDeepAt } from '../input.ts';
import { msg, type Message } from '../../i18n/message.ts';
import { MAX_TREE_DEPTH, MAX_TREE_NODES, NO_CHILDREN, assignPathIds, validateTree, type ParseResult, type Position, type TreeNode } from './tree.ts';

const FIELDS = new Set(['id', 'kind', 'value', 'children', 'p']);
// A leaf may say `"kind": "leaf"`; an inner node's kind is one of these.
const KINDS = new Set(['max', 'min', 'chance']);

class Failure {
  constructor(
    readonly offset: number,
    readonly reason: Message,
  ) {}
}

/** Line and column (1-based) of an offset in a text. */
export function positionOf(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** The parsed JSON syntax tree of a text, or a located syntax error. */
export function parseJsonSyntax(text: string): { ok: true; root: Node } | { ok: false; offset: number; reason: Message } {
  // jsonc-parser recurses: deeper nesting than a tree may have is refused before it reads anything.
  const deep = tooDeepAt(text, MAX_TREE_DEPTH * 2 + 2, true);
  if (deep >= 0) return { ok: false, offset: deep, reason: msg('tree.too-deep', { max: MAX_TREE_DEPTH }) };
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: false, allowTrailingComma: false });
  const first = errors[0];
  if (first !== undefined) {
    return { ok: false, offset: first.offset, reason: msg('tree.json-invalid', { what: describeJsonError(printParseErrorCode(first.error)) }) };
  }
  if (root === undefined) return { ok: false, offset: 0, reason: msg('tree.json-empty') };
  return { ok: true, root };
}

function describeJsonError(code: string): string {
  // jsonc-parser names its errors in CamelCase ("CommaExpected"); say it in words.
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** The value node of a property of a JSON object node, if present. */
export function property(object: Node, name: string): Node | undefined {
  for (const prop of object.children ?? []) {
    if (prop.children?.[0]?.value === name) return prop.children[1];
  }
  return undefined;
}

/** Reads a canonical JSON tree from a JSON syntax node; offsets are kept for error messages. */
function readNode(json: Node, depth: number, offsets: Map<TreeNode, number>, underChance: boolean): TreeNode {
  if (depth > MAX_TREE_DEPTH) throw new Failure(json.offset, msg('tree.too-deep', { max: MAX_TREE_DEPTH }));
  if (offsets.size >= MAX_TREE_NODES) throw new Failure(json.offset, msg('tree.too-many', { max: MAX_TREE_NODES }));
  if (json.type !== 'object') throw new Failure(json.offset, msg('tree.json-node', { type: json.type }));
  const seen = new Set<string>();
  for (const prop of json.children ?? []) {
    const key = String(prop.children?.[0]?.value);
    if (seen.has(key)) throw new Failure(prop.offset, msg('json.duplicate-key', { key: clip(key) }));
    seen.add(key);
  }
  // Other fields (a comment, a name) are allowed and ignored; they are listed when a needed one is missing.
  const others = (json.children ?? [])
    .map((prop) => String(prop.children?.[0]?.value))
    .filter((name) => !FIELDS.has(name))
    .slice(0, 5)
    .map(clip);
  const idNode = property(json, 'id');
  const kindNode = property(json, 'kind');
  const valueNode = property(json, 'value');
  const childrenNode = property(json, 'children');
  const pNode = property(json, 'p');
  let id = '';
  if (idNode !== undefined) {
    if (idNode.type !== 'string' && idNode.type !== 'number') throw new Failure(idNode.offset, msg('tree.json-id-type'));
    id = String(idNode.value);
    if (id === '') throw new Failure(idNode.offset, msg('tree.json-id-empty'));
  }
  let p = NaN;
  if (pNode !== undefined) {
    if (pNode.type !== 'number') throw new Failure(pNode.offset, msg('tree.json-p-type'));
    if (!underChance) throw new Failure(pNode.offset, msg('tree.json-p-not-chance'));
    p = pNode.value as number;
  } else if (underChance) {
    throw new Failure(json.offset, msg('tree.json-p-missing'));
  }
  let node: TreeNode;
  if (childrenNode === undefined) {
    if (kindNode !== undefined && kindNode.value !== 'leaf')
      throw new Failure(kindNode.offset, msg('tree.json-children', { kind: clip(String(kindNode.value)), others }));
    if (valueNode === undefined) throw new Failure(json.offset, msg('tree.json-value-or-kind', { others }));
    if (valueNode.type !== 'number') throw new Failure(valueNode.offset, msg('tree.json-value-type'));
    node = { id, auto: id === '', kind: 'leaf', value: valueNode.value as number, children: NO_CHILDREN, p };
  } else {
    // An inner node's `value` is its own evaluation at a depth limit (CS188's trees give one to every state).
    if (valueNode !== undefined && valueNode.type !== 'number') throw new Failure(valueNode.offset, msg('tree.json-value-type'));
    if (kindNode === undefined) throw new Failure(json.offset, msg('tree.json-kind-missing', { others }));
    if (!KINDS.has(String(kindNode.value))) throw new Failure(kindNode.offset, msg('tree.json-kind', { kind: excerpt(kindNode.value) }));
    if (childrenNode.type !== 'array') throw new Failure(childrenNode.offset, msg('tree.json-children-type'));
    const kind = kindNode.value as 'max' | 'min' | 'chance';
    const children = (childrenNode.children ?? []).map((c) => readNode(c, depth + 1, offsets, kind === 'chance'));
    node = { id, auto: id === '', kind, value: NaN, children, p };
    if (valueNode !== undefined) node.own = valueNode.value as number;
  }
  offsets.set(node, json.offset);
  return node;
}

/** Reads a tree from a JSON syntax node of `text` (also used for trees inside larger documents). */
export function treeFromJsonNode(text: string, json: Node): ParseResult {
  const offsets = new Map<TreeNode, number>();
  let tree: TreeNode;
  try {
    tree = readNode(json, 0, offsets, false);
  } catch (e) {
    if (e instanceof Failure) return { ok: false, error: { ...positionOf(text, e.offset), reason: e.reason } };
    throw e;
  }
  assignPathIds(tree);
  const error = validateTree(tree, (n) => positionOf(text, offsets.get(n) ?? 0));
  return error === null ? { ok: true, tree } : { ok: false, error };
}

/** Parses a canonical JSON tree. Never throws: problems come back with line and column. */
export function parseCanonical(text: string): ParseResult {
  let syntax: ReturnType<typeof parseJsonSyntax>;
  try {
    syntax = parseJsonSyntax(text);
  } catch {
    return { ok: false, error: { line: 1, column: 1, reason: msg('tree.json-nested-too-deeply') } };
  }
  if (!syntax.ok) return { ok: false, error: { ...positionOf(text, syntax.offset), reason: syntax.reason } };
  return treeFromJsonNode(text, syntax.root);
}
