/**
 * Messages of the tree readers (src/games/tree): the compact notation, the
 * canonical JSON, and what both must satisfy. Each comes with a line and a
 * column (TreeError); these say what is wrong there.
 */
import { w, type Param } from './wording.ts';

/** ` (found "a", "b")`: the fields of a JSON node that are none of a node's, when one it needs is missing. */
const found = (others: readonly string[], word: string): string => (others.length === 0 ? '' : ` (${word} ${others.map((n) => JSON.stringify(n)).join(', ')})`);

export const TREE = {
  // ---- both notations (validateTree) ----
  'tree.duplicate-id': w(
    (p: { id: string; line: number; column: number }) => `duplicate id "${p.id}" (also at line ${p.line}, column ${p.column})`,
    (p) => `id repetido "${p.id}" (también en la línea ${p.line}, columna ${p.column})`,
  ),
  'tree.leaf-value': w(
    (p: { value: number }) => `leaf value must be a finite number, not ${p.value}`,
    (p) => `el valor de una hoja debe ser un número finito, no ${p.value}`,
  ),
  'tree.no-children': w(
    (p: { kind: string }) => `a ${p.kind} node needs at least one child`,
    (p) => `un nodo ${p.kind} necesita al menos un hijo`,
  ),
  'tree.chance-child-p': w(
    () => 'each child of a chance node needs a probability (p: node)',
    () => 'cada hijo de un nodo chance necesita una probabilidad (p: nodo)',
  ),
  'tree.p-range': w(
    (p: { p: number }) => `probability ${p.p} is outside (0, 1]`,
    (p) => `la probabilidad ${p.p} está fuera de (0, 1]`,
  ),
  'tree.p-parent': w(
    (p: { kind: string }) => `only children of a chance node have a probability; this node's parent is ${p.kind}`,
    (p) => `solo los hijos de un nodo chance tienen probabilidad; el padre de este nodo es ${p.kind}`,
  ),
  'tree.p-sum': w(
    (p: { sum: number }) => `the probabilities under this chance node sum to ${p.sum}, not 1`,
    (p) => `las probabilidades bajo este nodo chance suman ${p.sum}, no 1`,
  ),
  'tree.too-deep': w(
    (p: { max: number }) => `the tree is nested deeper than ${p.max} levels`,
    (p) => `el árbol tiene más de ${p.max} niveles de anidamiento`,
  ),
  'tree.too-many': w(
    (p: { max: number }) => `the tree has more than ${p.max.toLocaleString('en')} nodes`,
    (p) => `el árbol tiene más de ${p.max.toLocaleString('es')} nodos`,
  ),
  /** The note over a LaTeX drawing of a tree too big for TeX to set whole (app/latex.ts). */
  'latex.omitted': w(
    (p: { drawn: number; total: number; left: number; levels: number }) =>
      `This tree is drawn in part, to stay within what TeX can typeset: its first ${p.drawn.toLocaleString('en')} of ${p.total.toLocaleString('en')} nodes, depth first, at most ${p.levels} levels deep. The other ${p.left.toLocaleString('en')} are left out; +n below a node counts those under it.`,
    (p) =>
      `Este árbol se dibuja en parte, para no pasar de lo que TeX puede componer: sus primeros ${p.drawn.toLocaleString('es')} de ${p.total.toLocaleString('es')} nodos, en profundidad, hasta ${p.levels} niveles. Los otros ${p.left.toLocaleString('es')} quedan fuera; +n bajo un nodo cuenta los que faltan debajo de él.`,
  ),
  /** The readers recurse: the stack ran out. */
  'tree.nested-too-deeply': w(
    () => 'the tree is nested too deeply',
    () => 'el árbol está anidado demasiado',
  ),

  // ---- compact notation ----
  'tree.empty': w(
    () => 'the text is empty: expected a tree such as max(min(3, 12), min(2, 8))',
    () => 'el texto está vacío: se esperaba un árbol como max(min(3, 12), min(2, 8))',
  ),
  /** What the parser found: a character in quotes, or `tree.end`. */
  'tree.end': w(
    () => 'the end of the text',
    () => 'el final del texto',
  ),
  'tree.trailing': w(
    (p: { found: Param }, say) => `unexpected ${say(p.found)} after the end of the tree`,
    (p, say) => `sobra ${say(p.found)} tras el final del árbol`,
  ),
  'tree.paren': w(
    (p: { word: string }) => `expected '(' after ${p.word}`,
    (p) => `se esperaba '(' tras ${p.word}`,
  ),
  'tree.unknown-label': w(
    (p: { word: string }) =>
      `unknown word "${p.word}": a node is a number, a list [...], or max(...), min(...), chance(...), optionally labelled as ${p.word}:…`,
    (p) => `palabra desconocida "${p.word}": un nodo es un número, una lista [...], o max(...), min(...), chance(...), con etiqueta opcional como ${p.word}:…`,
  ),
  /** A quoted label (`"R<1>":3`): where it was opened. */
  'tree.quote-unclosed': w(
    (p: { line: number; column: number }) => `the text ends inside the label opened with " at line ${p.line}, column ${p.column}: expected a closing "`,
    (p) => `el texto acaba dentro de la etiqueta abierta con " en la línea ${p.line}, columna ${p.column}: falta la " de cierre`,
  ),
  'tree.quote-escape': w(
    (p: { found: Param }, say) => `in a quoted label, \\ is followed by " or \\ (write \\" for a quote, \\\\ for a backslash), not by ${say(p.found)}`,
    (p, say) => `en una etiqueta entre comillas, tras \\ va " o \\ (escribe \\" para unas comillas, \\\\ para una barra), no ${say(p.found)}`,
  ),
  'tree.quote-colon': w(
    (p: { found: Param }, say) => `expected ':' after the quoted label (write "label": node), but found ${say(p.found)}`,
    (p, say) => `se esperaba ':' tras la etiqueta entre comillas (escribe "etiqueta": nodo), pero hay ${say(p.found)}`,
  ),
  'tree.label-empty': w(
    () => 'a label cannot be empty: leave it out for the default id',
    () => 'una etiqueta no puede estar vacía: quítala para usar el id por defecto',
  ),
  'tree.unknown-word': w(
    (p: { word: string }) => `unknown word "${p.word}": expected a number, a list or max/min/chance(...)`,
    (p) => `palabra desconocida "${p.word}": se esperaba un número, una lista o max/min/chance(...)`,
  ),
  'tree.node-expected': w(
    (p: { found: Param }, say) => `expected a node (a number, a list [...], or max/min/chance(...)) but found ${say(p.found)}`,
    (p, say) => `se esperaba un nodo (un número, una lista [...], o max/min/chance(...)) pero hay ${say(p.found)}`,
  ),
  'tree.number-too-large': w(
    (p: { num: string }) => `the number ${p.num} is too large`,
    (p) => `el número ${p.num} es demasiado grande`,
  ),
  /** `open` and `close`: `max(` and `)`, or `[` and `]`. */
  'tree.childless': w(
    (p: { open: string; close: string }) => `${p.open} ${p.close} has no children: give at least one`,
    (p) => `${p.open} ${p.close} no tiene hijos: pon al menos uno`,
  ),
  'tree.trailing-comma': w(
    () => `expected another child after ',' (remove the trailing comma)`,
    () => `se esperaba otro hijo tras ',' (quita la coma final)`,
  ),
  'tree.unclosed': w(
    (p: { open: string; close: string; line: number; column: number }) =>
      `the text ends inside ${p.open} opened at line ${p.line}, column ${p.column}: expected '${p.close}'`,
    (p) => `el texto acaba dentro de ${p.open} abierto en la línea ${p.line}, columna ${p.column}: falta '${p.close}'`,
  ),
  'tree.comma-or-close': w(
    (p: { open: string; close: string; line: number; column: number; found: Param }, say) =>
      `expected ',' or '${p.close}' in ${p.open} opened at line ${p.line}, column ${p.column}, but found ${say(p.found)}`,
    (p, say) => `se esperaba ',' o '${p.close}' en ${p.open} abierto en la línea ${p.line}, columna ${p.column}, pero hay ${say(p.found)}`,
  ),
  'tree.p-not-chance': w(
    (p: { kind: string }) => `only children of a chance node have probabilities (p: node); this is under ${p.kind}`,
    (p) => `solo los hijos de un nodo chance llevan probabilidad (p: nodo); este está bajo ${p.kind}`,
  ),
  'tree.p-expected': w(
    (p: { found: Param }, say) => `expected a probability (such as 0.5: or 1/3:) before each child of a chance node, but found ${say(p.found)}`,
    (p, say) => `se esperaba una probabilidad (como 0.5: o 1/3:) antes de cada hijo de un nodo chance, pero hay ${say(p.found)}`,
  ),
  'tree.denominator': w(
    (p: { num: string }) => `expected the denominator of the fraction ${p.num}/…`,
    (p) => `falta el denominador de la fracción ${p.num}/…`,
  ),
  'tree.p-colon': w(
    (p: { num: string }) => `expected ':' after the probability ${p.num} (write p: node); under a chance node every child needs one`,
    (p) => `se esperaba ':' tras la probabilidad ${p.num} (escribe p: nodo); bajo un nodo chance cada hijo necesita una`,
  ),

  // ---- canonical JSON ----
  'tree.json-invalid': w(
    (p: { what: string }) => `invalid JSON: ${p.what}`,
    (p) => `JSON no válido: ${p.what}`,
  ),
  'tree.json-empty': w(
    () => 'the text is empty: expected a JSON tree',
    () => 'el texto está vacío: se esperaba un árbol en JSON',
  ),
  'tree.json-nested-too-deeply': w(
    () => 'the JSON is nested too deeply',
    () => 'el JSON está anidado demasiado',
  ),
  'tree.json-node': w(
    (p: { type: string }) => `expected a node object such as {"value": 3} or {"kind": "max", "children": […]}, not ${p.type}`,
    (p) => `se esperaba un objeto nodo como {"value": 3} o {"kind": "max", "children": […]}, no ${p.type}`,
  ),
  'tree.json-id-type': w(
    () => 'id must be a string',
    () => 'id debe ser un texto',
  ),
  'tree.json-id-empty': w(
    () => 'id must not be empty',
    () => 'id no puede estar vacío',
  ),
  'tree.json-p-type': w(
    () => 'p must be a number',
    () => 'p debe ser un número',
  ),
  'tree.json-p-not-chance': w(
    () => 'only children of a chance node have a probability p',
    () => 'solo los hijos de un nodo chance tienen probabilidad p',
  ),
  'tree.json-p-missing': w(
    () => 'each child of a chance node needs a probability "p"',
    () => 'cada hijo de un nodo chance necesita una probabilidad "p"',
  ),
  /** `others`: the node's fields that are none of a node's. */
  'tree.json-children': w(
    (p: { kind: string; others: readonly string[] }) => `a ${p.kind} node needs "children"${found(p.others, 'found')}`,
    (p) => `un nodo ${p.kind} necesita "children"${found(p.others, 'hay')}`,
  ),
  'tree.json-value-or-kind': w(
    (p: { others: readonly string[] }) => `a node needs either "value" (a leaf) or "kind" and "children"${found(p.others, 'found')}`,
    (p) => `un nodo necesita "value" (una hoja) o "kind" y "children"${found(p.others, 'hay')}`,
  ),
  'tree.json-value-type': w(
    () => 'value must be a number',
    () => 'value debe ser un número',
  ),
  /** An inner node's own value (its evaluation at a depth limit) that is not a finite number. */
  'tree.json-inner-value': w(
    (p: { value: number }) => `an inner node's own value must be a finite number, not ${p.value}`,
    (p) => `el valor propio de un nodo interior debe ser un número finito, no ${p.value}`,
  ),
  'tree.json-kind-missing': w(
    (p: { others: readonly string[] }) => `a node with children needs "kind": "max", "min" or "chance"${found(p.others, 'found')}`,
    (p) => `un nodo con hijos necesita "kind": "max", "min" o "chance"${found(p.others, 'hay')}`,
  ),
  /** `kind`: the value given, as JSON. */
  'tree.json-kind': w(
    (p: { kind: string }) => `kind must be "max", "min" or "chance", not ${p.kind}`,
    (p) => `kind debe ser "max", "min" o "chance", no ${p.kind}`,
  ),
  'tree.json-children-type': w(
    () => 'children must be an array of nodes',
    () => 'children debe ser una lista de nodos',
  ),
};
