/**
 * Canonical JSON trees, read with positions so every problem — bad JSON, a
 * wrong field, a probability that does not add up — is reported at its line
 * and column. The JSON syntax itself is read by jsonc-parser.
 */
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { tooDeepAt } from '../input.ts';
import {
  MAX_TREE_DEPTH,
  MAX_TREE_NODES,
  NO_CHILDREN,
  assignPathIds,
  validateTree,
  type ParseResult,
  type Position,
  type TreeNode,
} from './tree.ts';

const FIELDS = new Set(['id', 'kind', 'value', 'children', 'p']);
// A leaf may say `"kind": "leaf"`; an inner node's kind is one of these.
const KINDS = new Set(['max', 'min', 'chance']);

class Failure {
  constructor(
    readonly offset: number,
    readonly message: string,
    readonly es: string,
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
export function parseJsonSyntax(text: string): { ok: true; root: Node } | { ok: false; offset: number; message: string; es: string } {
  // jsonc-parser recurses: deeper nesting than a tree may have is refused before it reads anything.
  const deep = tooDeepAt(text, MAX_TREE_DEPTH * 2 + 2, true);
  if (deep >= 0) return { ok: false, offset: deep, message: `the tree is nested deeper than ${MAX_TREE_DEPTH} levels`, es: `el árbol tiene más de ${MAX_TREE_DEPTH} niveles de anidamiento` };
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: false, allowTrailingComma: false });
  const first = errors[0];
  if (first !== undefined) {
    const what = describeJsonError(printParseErrorCode(first.error));
    return { ok: false, offset: first.offset, message: `invalid JSON: ${what}`, es: `JSON no válido: ${what}` };
  }
  if (root === undefined) return { ok: false, offset: 0, message: 'the text is empty: expected a JSON tree', es: 'el texto está vacío: se esperaba un árbol en JSON' };
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
  if (depth > MAX_TREE_DEPTH) throw new Failure(json.offset, `the tree is nested deeper than ${MAX_TREE_DEPTH} levels`, `el árbol tiene más de ${MAX_TREE_DEPTH} niveles de anidamiento`);
  if (offsets.size >= MAX_TREE_NODES) throw new Failure(json.offset, `the tree has more than ${MAX_TREE_NODES.toLocaleString('en')} nodes`, `el árbol tiene más de ${MAX_TREE_NODES.toLocaleString('es')} nodos`);
  if (json.type !== 'object') {
    throw new Failure(
      json.offset,
      `expected a node object such as {"value": 3} or {"kind": "max", "children": […]}, not ${json.type}`,
      `se esperaba un objeto nodo como {"value": 3} o {"kind": "max", "children": […]}, no ${json.type}`,
    );
  }
  const seen = new Set<string>();
  for (const prop of json.children ?? []) {
    const key = String(prop.children?.[0]?.value);
    if (seen.has(key)) throw new Failure(prop.offset, `duplicate key ${JSON.stringify(key)}`, `clave repetida ${JSON.stringify(key)}`);
    seen.add(key);
  }
  // Other fields (a comment, a name) are allowed and ignored; they are listed when a needed one is missing.
  const others = (json.children ?? []).map((prop) => String(prop.children?.[0]?.value)).filter((name) => !FIELDS.has(name));
  const listed = others.map((n) => JSON.stringify(n)).join(', ');
  const found = others.length === 0 ? '' : ` (found ${listed})`;
  const hay = others.length === 0 ? '' : ` (hay ${listed})`;
  const idNode = property(json, 'id');
  const kindNode = property(json, 'kind');
  const valueNode = property(json, 'value');
  const childrenNode = property(json, 'children');
  const pNode = property(json, 'p');
  let id = '';
  if (idNode !== undefined) {
    if (idNode.type !== 'string' && idNode.type !== 'number') throw new Failure(idNode.offset, 'id must be a string', 'id debe ser un texto');
    id = String(idNode.value);
    if (id === '') throw new Failure(idNode.offset, 'id must not be empty', 'id no puede estar vacío');
  }
  let p = NaN;
  if (pNode !== undefined) {
    if (pNode.type !== 'number') throw new Failure(pNode.offset, 'p must be a number', 'p debe ser un número');
    if (!underChance) throw new Failure(pNode.offset, 'only children of a chance node have a probability p', 'solo los hijos de un nodo chance tienen probabilidad p');
    p = pNode.value as number;
  } else if (underChance) {
    throw new Failure(json.offset, 'each child of a chance node needs a probability "p"', 'cada hijo de un nodo chance necesita una probabilidad "p"');
  }
  let node: TreeNode;
  if (childrenNode === undefined) {
    if (kindNode !== undefined && kindNode.value !== 'leaf') throw new Failure(kindNode.offset, `a ${String(kindNode.value)} node needs "children"${found}`, `un nodo ${String(kindNode.value)} necesita "children"${hay}`);
    if (valueNode === undefined) throw new Failure(json.offset, `a node needs either "value" (a leaf) or "kind" and "children"${found}`, `un nodo necesita "value" (una hoja) o "kind" y "children"${hay}`);
    if (valueNode.type !== 'number') throw new Failure(valueNode.offset, 'value must be a number', 'value debe ser un número');
    node = { id, auto: id === '', kind: 'leaf', value: valueNode.value as number, children: NO_CHILDREN, p };
  } else {
    if (valueNode !== undefined) throw new Failure(valueNode.offset, 'an inner node has children and no value (only leaves have values)', 'un nodo interior tiene hijos y no valor (solo las hojas tienen valor)');
    if (kindNode === undefined) throw new Failure(json.offset, `a node with children needs "kind": "max", "min" or "chance"${found}`, `un nodo con hijos necesita "kind": "max", "min" o "chance"${hay}`);
    if (!KINDS.has(String(kindNode.value))) throw new Failure(kindNode.offset, `kind must be "max", "min" or "chance", not ${JSON.stringify(kindNode.value)}`, `kind debe ser "max", "min" o "chance", no ${JSON.stringify(kindNode.value)}`);
    if (childrenNode.type !== 'array') throw new Failure(childrenNode.offset, 'children must be an array of nodes', 'children debe ser una lista de nodos');
    const kind = kindNode.value as 'max' | 'min' | 'chance';
    const children = (childrenNode.children ?? []).map((c) => readNode(c, depth + 1, offsets, kind === 'chance'));
    node = { id, auto: id === '', kind, value: NaN, children, p };
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
    if (e instanceof Failure) return { ok: false, error: { ...positionOf(text, e.offset), message: e.message, es: e.es } };
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
    return { ok: false, error: { line: 1, column: 1, message: 'the JSON is nested too deeply', es: 'el JSON está anidado demasiado' } };
  }
  if (!syntax.ok) return { ok: false, error: { ...positionOf(text, syntax.offset), message: syntax.message, es: syntax.es } };
  return treeFromJsonNode(text, syntax.root);
}
