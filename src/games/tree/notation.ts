/**
 * The compact notation for trees, for people (docs/contracts.md, trees):
 *
 *   max(min(3, 12, 8), min(2, 4, 6), min(14, 5, 2))
 *   A:max(B:min(b1:3, b2:12, b3:8), …)              labels are identifiers,
 *   "R<1>":max("a b":3, "say \"hi\"":5)             or any text in double quotes (\" and \\ inside)
 *   max(chance(0.5: min(2, 4), 0.5: min(0, -2)))    chance edges carry p:
 *   chance(1/3: 3, 1/3: 12, 1/3: 9)                 p may be a fraction
 *   [[3, 12, 8], [2, 4, 6], [14, 5, 2]]             lists alternate max/min from a max root
 *
 * A list is MAX at the root and otherwise the opposite of the nearest MAX or
 * MIN node above it. `#` starts a comment to the end of the line. Errors come
 * back with line and column; the parser never throws.
 */
import { LABEL, MAX_TREE_DEPTH, MAX_TREE_NODES, NO_CHILDREN, assignPathIds, validateTree, type ParseResult, type Position, type TreeNode } from './tree.ts';
import { msg, type Message, type Param } from '../../i18n/message.ts';
import { clip } from '../input.ts';

const KINDS = new Set(['max', 'min', 'chance']);
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/y;
const IDENT = /[A-Za-z_][A-Za-z0-9_]*/y;
/** The text of a quoted label up to its next quote or backslash. */
const UNQUOTED = /[^"\\]+/y;

class Failure {
  constructor(
    readonly position: Position,
    readonly reason: Message,
  ) {}
}

class Parser {
  private pos = 0;
  readonly positions = new Map<TreeNode, Position>();

  private readonly lineStarts: number[] = [0];

  constructor(private readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }

  parse(): TreeNode {
    this.skipBlank();
    if (this.pos >= this.text.length) this.fail(msg('tree.empty'));
    const root = this.node(0, null);
    this.skipBlank();
    if (this.pos < this.text.length) this.fail(msg('tree.trailing', { found: this.found() }));
    return root;
  }

  /** One node. `outer` is the kind of the nearest MAX/MIN ancestor (for lists). */
  private node(depth: number, outer: 'max' | 'min' | null, p = NaN): TreeNode {
    if (depth > MAX_TREE_DEPTH) this.fail(msg('tree.too-deep', { max: MAX_TREE_DEPTH }));
    this.skipBlank();
    const start = this.position();
    let id = '';
    const wordAt = this.pos;
    const quoted = this.peek() === '"';
    const word = quoted ? null : this.match(IDENT);
    if (quoted) {
      id = this.quoted();
      this.skipBlank();
      if (this.peek() !== ':') this.fail(msg('tree.quote-colon', { found: this.found() }));
      this.pos++;
      this.skipBlank();
    } else if (word !== null) {
      this.skipBlank();
      if (this.peek() === ':') {
        this.pos++;
        id = word;
        this.skipBlank();
      } else if (this.peek() === '(' && KINDS.has(word)) {
        return this.innerNode(word as 'max' | 'min' | 'chance', '', start, depth, outer, p);
      } else if (KINDS.has(word)) {
        this.fail(msg('tree.paren', { word: clip(word) }));
      } else {
        this.pos = wordAt; // the message points at the word, not past it
        this.fail(msg('tree.unknown-label', { word: clip(word) }));
      }
    }
    const at = this.position();
    if (this.peek() === '[') return this.list(id, start, depth, outer, p);
    const kindAt = this.pos;
    const kind = this.match(IDENT);
    if (kind !== null) {
      this.skipBlank();
      if (KINDS.has(kind) && this.peek() === '(') return this.innerNode(kind as 'max' | 'min' | 'chance', id, start, depth, outer, p);
      this.pos = kindAt;
      if (KINDS.has(kind)) this.fail(msg('tree.paren', { word: clip(kind) }));
      this.fail(msg('tree.unknown-word', { word: clip(kind) }));
    }
    const num = this.match(NUMBER);
    if (num === null) {
      this.fail(msg('tree.node-expected', { found: this.found() }));
    }
    const value = Number(num);
    if (!Number.isFinite(value)) this.failAt(at, msg('tree.number-too-large', { num: clip(num) }));
    return this.made({ id, auto: id === '', kind: 'leaf', value, children: NO_CHILDREN, p }, start);
  }

  private innerNode(kind: 'max' | 'min' | 'chance', id: string, start: Position, depth: number, outer: 'max' | 'min' | null, p: number): TreeNode {
    const open = this.position();
    this.pos++; // '('
    const node = this.made({ id, auto: id === '', kind, value: NaN, children: [], p }, start);
    const next = kind === 'chance' ? outer : kind;
    this.skipBlank();
    if (this.peek() === ')') this.fail(msg('tree.childless', { open: `${kind}(`, close: ')' }));
    for (;;) {
      node.children.push(kind === 'chance' ? this.chanceChild(depth, next) : this.node(depth + 1, next));
      this.skipBlank();
      const c = this.peek();
      if (c === ',') {
        this.pos++;
        this.skipBlank();
        if (this.peek() === ')') this.fail(msg('tree.trailing-comma'));
        continue;
      }
      if (c === ')') {
        this.pos++;
        return node;
      }
      if (c === undefined) {
        this.fail(msg('tree.unclosed', { open: `${kind}(`, close: ')', ...open }));
      }
      if (c === ':' && kind !== 'chance') {
        this.fail(msg('tree.p-not-chance', { kind }));
      }
      this.fail(msg('tree.comma-or-close', { open: `${kind}(`, close: ')', ...open, found: this.found() }));
    }
  }

  private chanceChild(depth: number, outer: 'max' | 'min' | null): TreeNode {
    this.skipBlank();
    const at = this.position();
    const num = this.match(NUMBER);
    if (num === null) {
      this.fail(msg('tree.p-expected', { found: this.found() }));
    }
    let p = Number(num);
    this.skipBlank();
    if (this.peek() === '/') {
      this.pos++;
      this.skipBlank();
      const den = this.match(NUMBER);
      if (den === null) this.fail(msg('tree.denominator', { num }));
      p /= Number(den);
    }
    this.skipBlank();
    if (this.peek() !== ':') {
      this.failAt(at, msg('tree.p-colon', { num }));
    }
    this.pos++;
    const child = this.node(depth + 1, outer, p);
    this.positions.set(child, at);
    return child;
  }

  private list(id: string, start: Position, depth: number, outer: 'max' | 'min' | null, p: number): TreeNode {
    const open = this.position();
    this.pos++; // '['
    const kind = outer === 'max' ? 'min' : 'max';
    const node = this.made({ id, auto: id === '', kind, value: NaN, children: [], p }, start);
    this.skipBlank();
    if (this.peek() === ']') this.fail(msg('tree.childless', { open: '[', close: ']' }));
    for (;;) {
      node.children.push(this.node(depth + 1, kind));
      this.skipBlank();
      const c = this.peek();
      if (c === ',') {
        this.pos++;
        this.skipBlank();
        if (this.peek() === ']') this.fail(msg('tree.trailing-comma'));
        continue;
      }
      if (c === ']') {
        this.pos++;
        return node;
      }
      if (c === undefined) {
        this.fail(msg('tree.unclosed', { open: '[', close: ']', ...open }));
      }
      this.fail(msg('tree.comma-or-close', { open: '[', close: ']', ...open, found: this.found() }));
    }
  }

  /** A quoted label, `"…"`: any text, `\"` for a quote and `\\` for a backslash; not empty. */
  private quoted(): string {
    const open = this.position();
    this.pos++; // '"'
    let id = '';
    for (;;) {
      id += this.match(UNQUOTED) ?? '';
      const c = this.peek();
      if (c === undefined) this.fail(msg('tree.quote-unclosed', open));
      if (c === '"') break;
      // A backslash: the next character is a quote or a backslash.
      const at = this.position();
      this.pos++;
      const next = this.peek();
      if (next !== '"' && next !== '\\') this.failAt(at, msg('tree.quote-escape', { found: this.found() }));
      id += next;
      this.pos++;
    }
    this.pos++; // '"'
    if (id === '') this.failAt(open, msg('tree.label-empty'));
    return id;
  }

  private made(node: TreeNode, at: Position): TreeNode {
    if (this.positions.size >= MAX_TREE_NODES) this.failAt(at, msg('tree.too-many', { max: MAX_TREE_NODES }));
    this.positions.set(node, at);
    return node;
  }

  private skipBlank(): void {
    const t = this.text;
    while (this.pos < t.length) {
      const c = t.charCodeAt(this.pos);
      if (c === 35 /* # */) {
        while (this.pos < t.length && t[this.pos] !== '\n') this.pos++;
      } else if (c === 32 || c === 9 || c === 10 || c === 13 || c === 0xfeff || c === 0xa0) {
        this.pos++;
      } else {
        return;
      }
    }
  }

  private peek(): string | undefined {
    return this.text[this.pos];
  }

  private match(re: RegExp): string | null {
    re.lastIndex = this.pos;
    const m = re.exec(this.text);
    if (m === null) return null;
    this.pos += m[0].length;
    return m[0];
  }

  /** What is at the current position, for a message: the character in quotes, or the end of the text. */
  private found(): Param {
    const code = this.text.codePointAt(this.pos);
    if (code === undefined) return msg('tree.end');
    // A whole character (an emoji is two UTF-16 units); an invisible one by its code point.
    const invisible = code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0xfeff;
    return invisible ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : `'${String.fromCodePoint(code)}'`;
  }

  position(at = this.pos): Position {
    // Binary search for the last line start at or before `at`. Per node, unchecked: 0 ≤ lo ≤ mid ≤ hi < starts.length
    // (starts holds at least the first line's 0).
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: at - starts[lo]! + 1 };
  }

  private fail(reason: Message): never {
    throw new Failure(this.position(), reason);
  }

  private failAt(at: Position, reason: Message): never {
    throw new Failure(at, reason);
  }
}

/** Parses the compact notation. Never throws: a problem comes back with its line and column. */
export function parseCompact(text: string): ParseResult {
  const parser = new Parser(text);
  let tree: TreeNode;
  try {
    tree = parser.parse();
  } catch (e) {
    if (e instanceof Failure) return { ok: false, error: { ...e.position, reason: e.reason } };
    if (e instanceof RangeError) return { ok: false, error: { line: 1, column: 1, reason: msg('tree.nested-too-deeply') } };
    throw e;
  }
  assignPathIds(tree);
  const error = validateTree(tree, (n) => parser.positions.get(n) ?? { line: 1, column: 1 });
  return error === null ? { ok: true, tree } : { ok: false, error };
}

export interface PrintOptions {
  /** Break lines longer than this many characters (default 72); 0 prints one line. */
  width?: number;
}

/** A given id as a label: as it is when it is an identifier, else in double quotes (`\"` and `\\` escaped). */
export function labelText(id: string): string {
  return LABEL.test(id) ? id : `"${id.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * Writes a tree in the compact notation. Every given id is written as a
 * label (quoted when it is not an identifier: nothing is lost, issue 39);
 * derived path ids are left out (they come back on parsing).
 */
export function printCompact(tree: TreeNode, options: PrintOptions = {}): string {
  const width = options.width ?? 72;
  const head = (n: TreeNode): string => {
    const p = Number.isNaN(n.p) ? '' : `${n.p}: `;
    const label = n.auto ? '' : `${labelText(n.id)}:`;
    return p + label;
  };
  const flat = (n: TreeNode): string => head(n) + (n.kind === 'leaf' ? String(n.value) : `${n.kind}(${n.children.map(flat).join(', ')})`);
  const pretty = (n: TreeNode, indent: string): string => {
    const one = flat(n);
    if (width === 0 || n.kind === 'leaf' || indent.length + one.length <= width) return one;
    const inside = indent + '  ';
    const parts = n.children.map((c) => inside + pretty(c, inside));
    return head(n) + `${n.kind}(\n${parts.join(',\n')}\n${indent})`;
  };
  return pretty(tree, '');
}
