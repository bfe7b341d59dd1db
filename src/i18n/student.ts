/**
 * A student's own search code (issue 37, src/student): the first place it
 * parts from the reference, explained in the narration's words ("you
 * generated C2, but alpha-beta prunes it: at C, v = 2 ≤ α = 3 after C1"),
 * what the tree the code searches refuses (an action that is not a child, a
 * spent call budget), and the problems of a CS188 graph-game `.test` file.
 *
 * Written to be heard as well as read: the narration's v, α and β with ≤ and
 * ≥ (a speech engine says "less than or equal to"), node ids as the tree
 * has them, the root without an id "the root".
 */
import { formatCount, formatNumber as f } from './lang.ts';
import { algorithmName } from './search.ts';
import { w } from './wording.ts';

/** A node named in a sentence; `En`/`Es` at its start. The root, whose id is empty, is "the root". */
const en = (id: string): string => (id === '' ? 'the root' : id);
const es = (id: string): string => (id === '' ? 'la raíz' : id);

/** A node's parent's state where the reference stood: its kind, running value v, window, and the child searched before. */
interface Window {
  /** The child the sentence is about. */
  node: string;
  parent: string;
  kind: string;
  value: number;
  alpha: number;
  beta: number;
  after: string;
}

/** "v = 2 ≤ α = 3" at a MIN node, "v = 5 ≥ β = 3" at a MAX node: the cut the reference made. */
const cut = (p: Window): string => (p.kind === 'min' ? `v = ${f(p.value)} ≤ α = ${f(p.alpha)}` : `v = ${f(p.value)} ≥ β = ${f(p.beta)}`);
/** "v = 3 > α = −∞": why the reference did not cut. */
const noCut = (p: Window): string => (p.kind === 'min' ? `v = ${f(p.value)} > α = ${f(p.alpha)}` : `v = ${f(p.value)} < β = ${f(p.beta)}`);
/** "v = 3 equals α" / "v = 3 es igual a α". */
const tieEn = (p: Window): string => `v = ${f(p.value)} equals ${p.kind === 'min' ? 'α' : 'β'}`;
const tieEs = (p: Window): string => `v = ${f(p.value)} es igual a ${p.kind === 'min' ? 'α' : 'β'}`;
/** The cut each rule makes on equality: AIMA's `v ≤ α`, CS188's `v < α`. */
const aimaRule = (p: Window): string => (p.kind === 'min' ? 'v ≤ α' : 'v ≥ β');
const cs188Rule = (p: Window): string => (p.kind === 'min' ? 'v < α' : 'v > β');

/** A count with its noun: "1 round", "2 rounds"; "1 ronda", "2 rondas". */
const countEn = (n: number, one: string, many: string): string => `${f(n)} ${n === 1 ? one : many}`;
const countEs = countEn;

/** Where a depth limit stands, CS188's way: "the depth limit is 4 plies (2 rounds of 2 agents)". */
interface Depth {
  node: string;
  ply: number;
  limit?: number;
  rounds?: number;
  agents?: number;
}
const limitEn = (p: Depth): string =>
  p.rounds === undefined || p.agents === undefined
    ? `${countEn(p.limit ?? 0, 'ply', 'plies')}`
    : `${countEn(p.limit ?? 0, 'ply', 'plies')} (${countEn(p.rounds, 'round', 'rounds')} of ${countEn(p.agents, 'agent', 'agents')})`;
const limitEs = (p: Depth): string =>
  p.rounds === undefined || p.agents === undefined
    ? `${countEs(p.limit ?? 0, 'capa', 'capas')}`
    : `${countEs(p.limit ?? 0, 'capa', 'capas')} (${countEs(p.rounds, 'ronda', 'rondas')} de ${countEs(p.agents, 'agente', 'agentes')})`;

/** The verb of an event: the reference "generates"/"evaluates", you "generated"/"evaluated". */
const doesEn = (evaluate: boolean): string => (evaluate ? 'evaluates' : 'generates');
const doesEs = (evaluate: boolean): string => (evaluate ? 'evalúa' : 'genera');
const didEn = (evaluate: boolean): string => (evaluate ? 'evaluated' : 'generated');
const didEs = (evaluate: boolean): string => (evaluate ? 'has evaluado' : 'has generado');

/** A value and how sure it is: "at most 2" where alpha-beta only bounded it. */
const worthEn = (v: number, bound?: string): string => `${bound === 'atMost' ? 'at most ' : bound === 'atLeast' ? 'at least ' : ''}${f(v)}`;
const worthEs = (v: number, bound?: string): string => `${bound === 'atMost' ? 'como mucho ' : bound === 'atLeast' ? 'al menos ' : ''}${f(v)}`;

interface Action {
  expected: string;
  got: string;
  value: number;
  /** The chosen move's value, where it is a move at the root, and its certainty (`exact`, `atMost`, `atLeast`). */
  gotValue?: number;
  bound?: string;
}

/** The first divergence from the reference, one code per kind of mistake (src/student/verdict.ts). */
const DIVERGENCES = {
  'student.pruned-visited': w(
    (p: Window) => `You generated ${en(p.node)}, but alpha-beta prunes it: at ${en(p.parent)}, ${cut(p)} after ${en(p.after)}.`,
    (p) => `Has generado ${es(p.node)}, pero alfa-beta lo poda: en ${es(p.parent)}, ${cut(p)} tras ${es(p.after)}.`,
  ),
  /** A cut the AIMA rule makes on equality, not made. */
  'student.cut-missed-on-tie': w(
    (p: Window) =>
      `You generated ${en(p.node)}, but under AIMA's rule alpha-beta prunes it: at ${en(p.parent)}, ${tieEn(p)} after ${en(p.after)}, and AIMA cuts on equality too (${aimaRule(p)}).`,
    (p) =>
      `Has generado ${es(p.node)}, pero con la regla de AIMA alfa-beta lo poda: en ${es(p.parent)}, ${tieEs(p)} tras ${es(p.after)}, y AIMA también corta con igualdad (${aimaRule(p)}).`,
  ),
  /** A cut made on equality, which CS188's rule forbids. */
  'student.cut-on-tie': w(
    (p: Window) =>
      `You pruned ${en(p.node)}, but under CS188's rule there is no cut on equality: at ${en(p.parent)}, ${tieEn(p)} after ${en(p.after)}, and alpha-beta cuts only when ${cs188Rule(p)}; ${en(p.node)} is searched next.`,
    (p) =>
      `Has podado ${es(p.node)}, pero con la regla de CS188 no se corta con igualdad: en ${es(p.parent)}, ${tieEs(p)} tras ${es(p.after)}, y alfa-beta solo corta si ${cs188Rule(p)}; ${es(p.node)} se explora a continuación.`,
  ),
  /** A cut made where the window allows none. */
  'student.cut-wrong': w(
    (p: Window) =>
      `You skipped ${en(p.node)}, but alpha-beta cannot prune it: at ${en(p.parent)}, ${noCut(p)} after ${en(p.after)}, so ${en(p.node)} is searched next.`,
    (p) =>
      `Te has saltado ${es(p.node)}, pero alfa-beta no puede podarlo: en ${es(p.parent)}, ${noCut(p)} tras ${es(p.after)}, así que ${es(p.node)} se explora a continuación.`,
  ),
  /** A child skipped by a search that prunes nothing (minimax, expectiminimax). */
  'student.skipped': w(
    (p: { node: string; parent: string; algo: string }) =>
      `You skipped ${en(p.node)}, but ${algorithmName(p.algo, 'en')} searches every child of ${en(p.parent)}: ${en(p.node)} comes next.`,
    (p) => `Te has saltado ${es(p.node)}, pero ${algorithmName(p.algo, 'es')} explora todos los hijos de ${es(p.parent)}: ${es(p.node)} va a continuación.`,
  ),
  /** Siblings in another order: `order` is the children of `parent` as the tree gives them. */
  'student.order': w(
    (p: { node: string; expected: string; parent: string; order: readonly string[] }) =>
      `You generated ${en(p.node)} before ${en(p.expected)}: the children of ${en(p.parent)} are searched in their order, ${p.order.join(', ')}.`,
    (p) => `Has generado ${es(p.node)} antes que ${es(p.expected)}: los hijos de ${es(p.parent)} se exploran en su orden, ${p.order.join(', ')}.`,
  ),
  /** A successor generated before the sibling before it was searched (all children generated at once). */
  'student.eager': w(
    (p: { node: string; sibling: string }) =>
      `You generated ${en(p.node)} before ${en(p.sibling)} was searched: a successor is generated when its turn comes, once the one before it is searched.`,
    (p) => `Has generado ${es(p.node)} antes de explorar ${es(p.sibling)}: cada sucesor se genera cuando le toca, una vez explorado el anterior.`,
  ),
  'student.stopped-early': w(
    (p: { node: string; evaluate: boolean }) => `Your search stopped here, but the reference's goes on: it ${doesEn(p.evaluate)} ${en(p.node)} next.`,
    (p) => `Tu búsqueda se detuvo aquí, pero la de referencia sigue: a continuación ${doesEs(p.evaluate)} ${es(p.node)}.`,
  ),
  'student.went-on': w(
    (p: { node: string; evaluate: boolean }) => `The reference's search ends here, but yours went on: you ${didEn(p.evaluate)} ${en(p.node)}.`,
    (p) => `La búsqueda de referencia termina aquí, pero la tuya siguió: ${didEs(p.evaluate)} ${es(p.node)}.`,
  ),
  /** An inner node evaluated where the reference searches its children: `limit` the depth limit in plies, if any. */
  'student.evaluated-early': w(
    (p: Depth) =>
      p.limit === undefined
        ? `You evaluated ${en(p.node)}, but it is not a leaf and there is no depth limit: its children are searched.`
        : `You evaluated ${en(p.node)}, but the search goes deeper: ${en(p.node)} is at ply ${f(p.ply)}, and the depth limit is ${limitEn(p)}.`,
    (p) =>
      p.limit === undefined
        ? `Has evaluado ${es(p.node)}, pero no es una hoja y no hay límite de profundidad: se exploran sus hijos.`
        : `Has evaluado ${es(p.node)}, pero la búsqueda sigue bajando: ${es(p.node)} está en la capa ${f(p.ply)}, y el límite de profundidad es ${limitEs(p)}.`,
  ),
  /** A child generated below a node the reference evaluates at the depth limit. */
  'student.past-limit': w(
    (p: Depth & { child: string }) =>
      `You generated ${en(p.child)}, but the search stops at ${en(p.node)}: it is at ply ${f(p.ply)}, the depth limit of ${limitEn(p)}, so it is evaluated.`,
    (p) =>
      `Has generado ${es(p.child)}, pero la búsqueda se detiene en ${es(p.node)}: está en la capa ${f(p.ply)}, el límite de profundidad de ${limitEs(p)}, así que se evalúa.`,
  ),
  'student.repeated': w(
    (p: { node: string; evaluate: boolean }) => `You ${didEn(p.evaluate)} ${en(p.node)} a second time: the reference ${doesEn(p.evaluate)} each state once.`,
    (p) => `${p.evaluate ? 'Has evaluado' : 'Has generado'} ${es(p.node)} por segunda vez: la referencia ${doesEs(p.evaluate)} cada estado una sola vez.`,
  ),
  /** Any other difference: what the reference does at this step, and what the student did. */
  'student.differs': w(
    (p: { expected: string; expectedEvaluate: boolean; got: string; gotEvaluate: boolean }) =>
      `Here the reference ${doesEn(p.expectedEvaluate)} ${en(p.expected)}; you ${didEn(p.gotEvaluate)} ${en(p.got)}.`,
    (p) => `Aquí la referencia ${doesEs(p.expectedEvaluate)} ${es(p.expected)}; tú ${didEs(p.gotEvaluate)} ${es(p.got)}.`,
  ),
  /** The same steps as the reference, another move: a value backed up wrongly, or the best not kept. */
  'student.wrong-action': w(
    (p: Action) =>
      `You chose ${en(p.got)}, but the best move is ${en(p.expected)}, worth ${f(p.value)}; ${
        p.gotValue === undefined ? `${en(p.got)} is not a move at the root` : `${en(p.got)} is worth ${worthEn(p.gotValue, p.bound)}`
      }. Your search made the reference's steps, so a value was backed up wrongly or the best was not kept.`,
    (p) =>
      `Has elegido ${es(p.got)}, pero la mejor jugada es ${es(p.expected)}, que vale ${f(p.value)}; ${
        p.gotValue === undefined ? `${es(p.got)} no es una jugada de la raíz` : `${es(p.got)} vale ${worthEs(p.gotValue, p.bound)}`
      }. Tu búsqueda dio los mismos pasos que la de referencia, así que un valor se propagó mal o no se guardó el mejor.`,
  ),
  /** A later move as good as the first best: ties go to the first in order. */
  'student.tie-action': w(
    (p: { expected: string; got: string; value: number }) =>
      `You chose ${en(p.got)}, but ${en(p.expected)} is worth as much, ${f(p.value)}, and comes first: on a tie the first best move in order is chosen.`,
    (p) => `Has elegido ${es(p.got)}, pero ${es(p.expected)} vale lo mismo, ${f(p.value)}, y va antes: en un empate se elige la primera jugada mejor en orden.`,
  ),
  'student.no-action': w(
    (p: { expected: string; value: number }) => `Your search chose no move; the best is ${en(p.expected)}, worth ${f(p.value)}.`,
    (p) => `Tu búsqueda no eligió ninguna jugada; la mejor es ${es(p.expected)}, que vale ${f(p.value)}.`,
  ),
};

/** What the tree a student's code searches refuses (src/student/tree-states.ts). */
const REFUSALS = {
  'student.unknown-state': w(
    (p: { state: string }) => `${p.state} is not a state of this tree`,
    (p) => `${p.state} no es un estado de este árbol`,
  ),
  'student.not-an-action': w(
    (p: { state: string; action: string; actions: readonly string[] }) =>
      `${p.action} is not an action at ${en(p.state)}: ${p.actions.length === 0 ? 'it is a leaf, with none' : `its actions are ${p.actions.join(', ')}`}`,
    (p) =>
      `${p.action} no es una acción de ${es(p.state)}: ${p.actions.length === 0 ? 'es una hoja, no tiene ninguna' : `sus acciones son ${p.actions.join(', ')}`}`,
  ),
  'student.not-chance': w(
    (p: { state: string }) => `${en(p.state)} is not a chance node: its actions have no probabilities`,
    (p) => `${es(p.state)} no es un nodo de azar: sus acciones no tienen probabilidad`,
  ),
  'student.root-not-max': w(
    () => "CS188's agent 0 moves first and maximises: the tree's root must be a max node",
    () => 'en CS188 el agente 0 mueve primero y maximiza: la raíz del árbol debe ser un nodo max',
  ),
  /** A layer of the tree with both max and min (or chance) nodes. */
  'student.layers-mixed': w(
    (p: { ply: number }) => `CS188's agents move in turn, one a layer, but ply ${f(p.ply)} of this tree holds nodes of different kinds`,
    (p) => `en CS188 los agentes mueven por turnos, uno por capa, pero la capa ${f(p.ply)} de este árbol mezcla nodos de distintos tipos`,
  ),
  /** With `agents` agents max moves at plies 0, agents, 2·agents…; ply `ply` breaks that. */
  'student.layers-order': w(
    (p: { ply: number; kind: string; agents: number }) =>
      `CS188's agents move in turn: with ${countEn(p.agents, 'agent', 'agents')}, max moves every ${countEn(p.agents, 'ply', 'plies')}, but ply ${f(p.ply)} is a ${p.kind} layer`,
    (p) =>
      `en CS188 los agentes mueven por turnos: con ${countEs(p.agents, 'agente', 'agentes')}, max mueve cada ${countEs(p.agents, 'capa', 'capas')}, pero la capa ${f(p.ply)} es de nodos ${p.kind}`,
  ),
  'student.calls': w(
    (p: { max: number }) => `the budget of ${formatCount(p.max, 'en')} calls to the game is spent: the search never ends, or searches the tree more than once`,
    (p) => `se ha agotado el presupuesto de ${formatCount(p.max, 'es')} llamadas al juego: la búsqueda no termina, o explora el árbol más de una vez`,
  ),
};

/** A CS188 graph-game `.test` file that cannot be read (src/student/cs188-test.ts). */
const CS188_TEST = {
  'cs188.line': w(
    () => 'expected key: "value", or key: """ opening a block of lines',
    () => 'se esperaba clave: "valor", o clave: """ que abre un bloque de líneas',
  ),
  'cs188.unclosed': w(
    (p: { key: string }) => `the block ${p.key} opened here is never closed with """`,
    (p) => `el bloque ${p.key} que se abre aquí nunca se cierra con """`,
  ),
  'cs188.missing': w(
    (p: { key: string }) => `the test has no ${p.key}`,
    (p) => `a la prueba le falta ${p.key}`,
  ),
  'cs188.duplicate-key': w(
    (p: { key: string; line: number }) => `${p.key} is given twice (first at line ${f(p.line)})`,
    (p) => `${p.key} aparece dos veces (la primera en la línea ${f(p.line)})`,
  ),
  'cs188.number': w(
    (p: { key: string; value: string; min: number }) => `${p.key} must be a whole number of ${f(p.min)} or more, not ${p.value}`,
    (p) => `${p.key} debe ser un número entero de ${f(p.min)} o más, no ${p.value}`,
  ),
  'cs188.successor-line': w(
    (p: { found: number }) => `a successor line has three words, the state, the action and the next state; this one has ${f(p.found)}`,
    (p) => `una línea de sucesores tiene tres palabras, el estado, la acción y el estado siguiente; esta tiene ${f(p.found)}`,
  ),
  'cs188.evaluation-line': w(
    (p: { found: number }) => `an evaluation line has two words, the state and its value; this one has ${f(p.found)}`,
    (p) => `una línea de evaluación tiene dos palabras, el estado y su valor; esta tiene ${f(p.found)}`,
  ),
  'cs188.value': w(
    (p: { value: string }) => `${p.value} is not a finite number`,
    (p) => `${p.value} no es un número finito`,
  ),
  'cs188.duplicate-action': w(
    (p: { state: string; action: string; line: number }) => `${p.state} has the action ${p.action} already (line ${f(p.line)})`,
    (p) => `${p.state} ya tiene la acción ${p.action} (línea ${f(p.line)})`,
  ),
  'cs188.duplicate-evaluation': w(
    (p: { state: string; line: number }) => `${p.state} has an evaluation already (line ${f(p.line)})`,
    (p) => `${p.state} ya tiene evaluación (línea ${f(p.line)})`,
  ),
  /** A successor leads back to a state on the path to it: the game would never end. */
  'cs188.cycle': w(
    (p: { state: string }) => `this successor leads back to ${p.state}, on the path from the start state to it: a game tree has no cycles`,
    (p) => `este sucesor vuelve a ${p.state}, que está en el camino desde el estado inicial: un árbol de juego no tiene ciclos`,
  ),
  'cs188.start-leaf': w(
    (p: { state: string }) => `the start state ${p.state} has no successors: there is no move to choose`,
    (p) => `el estado inicial ${p.state} no tiene sucesores: no hay jugada que elegir`,
  ),
  'cs188.no-evaluation': w(
    (p: { state: string }) => `${p.state} ends the game (no successors, or a win or lose state) but has no evaluation line`,
    (p) => `${p.state} termina la partida (sin sucesores, o estado de victoria o derrota) pero no tiene línea de evaluación`,
  ),
};

export const STUDENT = { ...DIVERGENCES, ...REFUSALS, ...CS188_TEST };
