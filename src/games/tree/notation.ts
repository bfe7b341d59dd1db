/**
 * The compact notation for trees, for people (ARCHITECTURE, "Trees"):
 *
 *   max(min(3, 12, 8), min(2, 4, 6), min(14, 5, 2))
 *   A:max(B:min(b1:3, b2:12, b3:8), …)              labels are identifiers
 *   max(chance(0.5: min(2, 4), 0.5: min(0, -2)))    chance edges carry p:
 *   chance(1/3: 3, 1/3: 12, 1/3: 9)                 p may be a fraction
 *   [[3, 12, 8], [2, 4, 6], [14, 5, 2]]             lists alternate max/min from a max root
 *
 * A list is MAX at the root and otherwise the opposite of the nearest MAX or
 * MIN node above it. `#` starts a comment to the end of the line. Errors come
 * back with line and column; the parser never throws.
 */
import {
  LABEL,
  MAX_TREE_DEPTH,
  MAX_TREE_NODES,
  NO_CHILDREN,
  assignPathIds,
  validateTree,
  type ParseResult,
  type Position,
  type TreeNode,
} from './tree.ts';

const KINDS = new Set(['max', 'min', 'chance']);
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/y;
const IDENT = /[A-Za-z_][A-Za-z0-9_]*/y;

class Failure {
  constructor(
    readonly position: Position,
    readonly message: string,
    readonly es: string,
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
    if (this.pos >= this.text.length) this.fail('the text is empty: expected a tree such as max(min(3, 12), min(2, 8))', 'el texto está vacío: se esperaba un árbol como max(min(3, 12), min(2, 8))');
    const root = this.node(0, null);
    this.skipBlank();
    if (this.pos < this.text.length) this.fail(`unexpected ${this.describe()} after the end of the tree`, `sobra ${this.describe('es')} tras el final del árbol`);
    return root;
  }

  /** One node. `outer` is the kind of the nearest MAX/MIN ancestor (for lists). */
  private node(depth: number, outer: 'max' | 'min' | null, p = NaN): TreeNode {
    if (depth > MAX_TREE_DEPTH) this.fail(`the tree is nested deeper than ${MAX_TREE_DEPTH} levels`, `el árbol tiene más de ${MAX_TREE_DEPTH} niveles de anidamiento`);
    this.skipBlank();
    const start = this.position();
    let id = '';
    const wordAt = this.pos;
    const word = this.match(IDENT);
    if (word !== null) {
      this.skipBlank();
      if (this.peek() === ':') {
        this.pos++;
        id = word;
        this.skipBlank();
      } else if (this.peek() === '(' && KINDS.has(word)) {
        return this.innerNode(word as 'max' | 'min' | 'chance', '', start, depth, outer, p);
      } else if (KINDS.has(word)) {
        this.fail(`expected '(' after ${word}`, `se esperaba '(' tras ${word}`);
      } else {
        this.pos = wordAt; // the message points at the word, not past it
        this.fail(
          `unknown word "${word}": a node is a number, a list [...], or max(...), min(...), chance(...), optionally labelled as ${word}:…`,
          `palabra desconocida "${word}": un nodo es un número, una lista [...], o max(...), min(...), chance(...), con etiqueta opcional como ${word}:…`,
        );
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
      if (KINDS.has(kind)) this.fail(`expected '(' after ${kind}`, `se esperaba '(' tras ${kind}`);
      this.fail(`unknown word "${kind}": expected a number, a list or max/min/chance(...)`, `palabra desconocida "${kind}": se esperaba un número, una lista o max/min/chance(...)`);
    }
    const num = this.match(NUMBER);
    if (num === null) {
      this.fail(
        `expected a node (a number, a list [...], or max/min/chance(...)) but found ${this.describe()}`,
        `se esperaba un nodo (un número, una lista [...], o max/min/chance(...)) pero hay ${this.describe('es')}`,
      );
    }
    const value = Number(num);
    if (!Number.isFinite(value)) this.failAt(at, `the number ${num} is too large`, `el número ${num} es demasiado grande`);
    return this.made({ id, auto: id === '', kind: 'leaf', value, children: NO_CHILDREN, p }, start);
  }

  private innerNode(
    kind: 'max' | 'min' | 'chance',
    id: string,
    start: Position,
    depth: number,
    outer: 'max' | 'min' | null,
    p: number,
  ): TreeNode {
    const open = this.position();
    this.pos++; // '('
    const node = this.made({ id, auto: id === '', kind, value: NaN, children: [], p }, start);
    const next = kind === 'chance' ? outer : kind;
    this.skipBlank();
    if (this.peek() === ')') this.fail(`${kind}( ) has no children: give at least one`, `${kind}( ) no tiene hijos: pon al menos uno`);
    for (;;) {
      node.children.push(kind === 'chance' ? this.chanceChild(depth, next) : this.node(depth + 1, next));
      this.skipBlank();
      const c = this.peek();
      if (c === ',') {
        this.pos++;
        this.skipBlank();
        if (this.peek() === ')') this.fail(`expected another child after ',' (remove the trailing comma)`, `se esperaba otro hijo tras ',' (quita la coma final)`);
        continue;
      }
      if (c === ')') {
        this.pos++;
        return node;
      }
      if (c === undefined) {
        this.fail(
          `the text ends inside ${kind}( opened at line ${open.line}, column ${open.column}: expected ')'`,
          `el texto acaba dentro de ${kind}( abierto en la línea ${open.line}, columna ${open.column}: falta ')'`,
        );
      }
      if (c === ':' && kind !== 'chance') {
        this.fail(
          `only children of a chance node have probabilities (p: node); this is under ${kind}`,
          `solo los hijos de un nodo chance llevan probabilidad (p: nodo); este está bajo ${kind}`,
        );
      }
      this.fail(
        `expected ',' or ')' in ${kind}( opened at line ${open.line}, column ${open.column}, but found ${this.describe()}`,
        `se esperaba ',' o ')' en ${kind}( abierto en la línea ${open.line}, columna ${open.column}, pero hay ${this.describe('es')}`,
      );
    }
  }

  private chanceChild(depth: number, outer: 'max' | 'min' | null): TreeNode {
    this.skipBlank();
    const at = this.position();
    const num = this.match(NUMBER);
    if (num === null) {
      this.fail(
        `expected a probability (such as 0.5: or 1/3:) before each child of a chance node, but found ${this.describe()}`,
        `se esperaba una probabilidad (como 0.5: o 1/3:) antes de cada hijo de un nodo chance, pero hay ${this.describe('es')}`,
      );
    }
    let p = Number(num);
    this.skipBlank();
    if (this.peek() === '/') {
      this.pos++;
      this.skipBlank();
      const den = this.match(NUMBER);
      if (den === null) this.fail(`expected the denominator of the fraction ${num}/…`, `falta el denominador de la fracción ${num}/…`);
      p /= Number(den);
    }
    this.skipBlank();
    if (this.peek() !== ':') {
      this.failAt(
        at,
        `expected ':' after the probability ${num} (write p: node); under a chance node every child needs one`,
        `se esperaba ':' tras la probabilidad ${num} (escribe p: nodo); bajo un nodo chance cada hijo necesita una`,
      );
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
    if (this.peek() === ']') this.fail('[ ] has no children: give at least one', '[ ] no tiene hijos: pon al menos uno');
    for (;;) {
      node.children.push(this.node(depth + 1, kind));
      this.skipBlank();
      const c = this.peek();
      if (c === ',') {
        this.pos++;
        this.skipBlank();
        if (this.peek() === ']') this.fail(`expected another child after ',' (remove the trailing comma)`, `se esperaba otro hijo tras ',' (quita la coma final)`);
        continue;
      }
      if (c === ']') {
        this.pos++;
        return node;
      }
      if (c === undefined) {
        this.fail(
          `the text ends inside [ opened at line ${open.line}, column ${open.column}: expected ']'`,
          `el texto acaba dentro de [ abierto en la línea ${open.line}, columna ${open.column}: falta ']'`,
        );
      }
      this.fail(
        `expected ',' or ']' in [ opened at line ${open.line}, column ${open.column}, but found ${this.describe()}`,
        `se esperaba ',' o ']' en [ abierto en la línea ${open.line}, columna ${open.column}, pero hay ${this.describe('es')}`,
      );
    }
  }

  private made(node: TreeNode, at: Position): TreeNode {
    if (this.positions.size >= MAX_TREE_NODES) this.failAt(at, `the tree has more than ${MAX_TREE_NODES.toLocaleString('en')} nodes`, `el árbol tiene más de ${MAX_TREE_NODES.toLocaleString('es')} nodos`);
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

  private describe(lang: 'en' | 'es' = 'en'): string {
    const c = this.peek();
    if (c === undefined) return lang === 'es' ? 'el final del texto' : 'the end of the text';
    return `'${c}'`;
  }

  position(at = this.pos): Position {
    // Binary search for the last line start at or before `at`.
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

  private fail(message: string, es: string): never {
    throw new Failure(this.position(), message, es);
  }

  private failAt(at: Position, message: string, es: string): never {
    throw new Failure(at, message, es);
  }
}

/** Parses the compact notation. Never throws: a problem comes back with its line and column. */
export function parseCompact(text: string): ParseResult {
  const parser = new Parser(text);
  let tree: TreeNode;
  try {
    tree = parser.parse();
  } catch (e) {
    if (e instanceof Failure) return { ok: false, error: { ...e.position, message: e.message, es: e.es } };
    if (e instanceof RangeError) return { ok: false, error: { line: 1, column: 1, message: 'the tree is nested too deeply', es: 'el árbol está anidado demasiado' } };
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

/**
 * Writes a tree in the compact notation. Given ids that are identifiers are
 * written as labels; derived path ids are left out (they come back on parsing).
 */
export function printCompact(tree: TreeNode, options: PrintOptions = {}): string {
  const width = options.width ?? 72;
  const head = (n: TreeNode): string => {
    const p = Number.isNaN(n.p) ? '' : `${n.p}: `;
    const label = !n.auto && LABEL.test(n.id) ? `${n.id}:` : '';
    return p + label;
  };
  const flat = (n: TreeNode): string =>
    head(n) + (n.kind === 'leaf' ? String(n.value) : `${n.kind}(${n.children.map(flat).join(', ')})`);
  const pretty = (n: TreeNode, indent: string): string => {
    const one = flat(n);
    if (width === 0 || n.kind === 'leaf' || indent.length + one.length <= width) return one;
    const inside = indent + '  ';
    const parts = n.children.map((c) => inside + pretty(c, inside));
    return head(n) + `${n.kind}(\n${parts.join(',\n')}\n${indent})`;
  };
  return pretty(tree, '');
}
