/**
 * Berkeley CS188's graph-game `.test` files (the multi-agent project's
 * `GraphGameTreeTest`) as canonical trees, so an instructor can reuse a CS188
 * test suite with `tutor check --tree`.
 *
 * The format, as CS188's test parser reads it: `#` starts a comment; a
 * property is `key: "value"` on one line, or `key: """` then lines up to a
 * line holding only `"""`. A graph-game test gives `class`, `alg`
 * (`MinimaxAgent`, `AlphaBetaAgent`, `ExpectimaxAgent`), `depth` (in rounds),
 * a `diagram` for people, `num_agents`, `start_state`, `win_states` and
 * `lose_states` (names separated by spaces, possibly none), `successors`
 * (lines `state action next-state`, in the order the actions are listed) and
 * `evaluation` (lines `state value`).
 *
 * The tree: the start state at the root; a state's children are its
 * successors in the file's order, each node's id its state's name; layers
 * take turns by agent, MAX where the ply is a multiple of `num_agents`, MIN
 * after (CHANCE, each outcome equally likely, for `ExpectimaxAgent` or
 * `chance`); a win or lose state, or a state with no successors, is a leaf
 * with its evaluation; any other state with an evaluation keeps it as its own
 * value (what CS188's `getScore` gives where the depth stops the search). A
 * state reached along two paths appears twice, the second with a prime
 * (`D'`), since a tree's ids are unique; a cycle is refused. Problems come
 * back with line and column.
 *
 * Beside the tree, what a canonical tree cannot say: which nodes are win
 * states and which lose states (CS188's `isWin()` / `isLose()`: a test's
 * lose states are there to catch an agent that never evaluates them), and the
 * action each node is reached by. A value is read as Python's `float` reads
 * it (`3`, `-2.5`, `1e3`, `1_000`), finite only: a tree's values are.
 */
import { MAX_TREE_DEPTH, MAX_TREE_NODES, type CanonicalTree } from '../games/tree/tree.ts';
import { clip } from '../games/input.ts';
import { msg, type Message } from '../i18n/message.ts';

export type Cs188TestResult =
  | {
      ok: true;
      tree: CanonicalTree;
      name?: string;
      /** `depth`, in rounds. */
      depth?: number;
      numAgents?: number;
      /** `alg`, the agent class the test asks for. */
      alg?: string;
      /** Each node's id → the CS188 action that leads to it (`Left`); the tutor's action is the child's id. */
      actions: Record<string, string>;
      /** The ids of the nodes whose state is in `win_states` (CS188's `isWin()`), in the tree's order. */
      wins: string[];
      /** The ids of the nodes whose state is in `lose_states` (CS188's `isLose()`), in the tree's order. */
      loses: string[];
    }
  | { ok: false; error: { line: number; column: number; reason: Message } };

class Failure {
  constructor(
    readonly line: number,
    readonly column: number,
    readonly reason: Message,
  ) {}
}

/** A property's text: one line's value, or a block's lines, each with its line number. */
interface Property {
  line: number;
  column: number;
  value: string;
  lines: { text: string; line: number }[];
}

/** The words of a line, each with its 1-based column. */
function words(text: string): { word: string; column: number }[] {
  return [...text.matchAll(/\S+/g)].map((m) => ({ word: m[0], column: m.index + 1 }));
}

const withoutComment = (line: string): string => {
  const hash = line.indexOf('#');
  return hash < 0 ? line : line.slice(0, hash);
};

/** The properties of a `.test` file, by key. */
function properties(text: string): Map<string, Property> {
  const lines = text.split(/\r?\n/);
  const props = new Map<string, Property>();
  const add = (key: string, prop: Property): void => {
    const first = props.get(key);
    if (first !== undefined) throw new Failure(prop.line, 1, msg('cs188.duplicate-key', { key: clip(key), line: first.line }));
    props.set(key, prop);
  };
  for (let i = 0; i < lines.length; i++) {
    const line = withoutComment(lines[i]!);
    if (/^\s*$/.test(line)) continue;
    const one = /^([^"]*?):(\s*)"([^"]*)"\s*$/.exec(line);
    if (one !== null) {
      add(one[1]!.trim(), { line: i + 1, column: one[1]!.length + 1 + one[2]!.length + 2, value: one[3]!, lines: [] });
      continue;
    }
    const block = /^([^"]*?):\s*"""\s*$/.exec(line);
    if (block === null) throw new Failure(i + 1, line.search(/\S/) + 1, msg('cs188.line'));
    const start = i;
    const body: { text: string; line: number }[] = [];
    for (i++; i < lines.length && !/^\s*"""\s*$/.test(withoutComment(lines[i]!)); i++) body.push({ text: lines[i]!, line: i + 1 });
    if (i >= lines.length) throw new Failure(start + 1, 1, msg('cs188.unclosed', { key: clip(block[1]!.trim()) }));
    add(block[1]!.trim(), { line: start + 1, column: 1, value: body.map((b) => b.text).join('\n'), lines: body });
  }
  return props;
}

/** A whole number of `min` or more. */
function count(props: Map<string, Property>, key: string, min: number): number | undefined {
  const prop = props.get(key);
  if (prop === undefined) return undefined;
  const value = prop.value.trim();
  if (!/^\d+$/.test(value) || Number(value) < min) throw new Failure(prop.line, prop.column, msg('cs188.number', { key, value: clip(value), min }));
  return Number(value);
}

function required(props: Map<string, Property>, key: string): Property {
  const prop = props.get(key);
  if (prop === undefined) throw new Failure(1, 1, msg('cs188.missing', { key }));
  return prop;
}

/** A decimal number as Python's `float` reads it (underscores between digits allowed; no hex, no `Infinity`), if it is one and finite. */
function pythonFloat(text: string): number | undefined {
  const digits = String.raw`\d(?:_?\d)*`;
  const decimal = new RegExp(String.raw`^[+-]?(?:${digits}(?:\.(?:${digits})?)?|\.${digits})(?:[eE][+-]?${digits})?$`);
  if (!decimal.test(text)) return undefined;
  const v = Number(text.replaceAll('_', ''));
  return Number.isFinite(v) ? v : undefined;
}

/** A successor line: the state, the action and the next state, with where the next state is written. */
interface Edge {
  action: string;
  next: string;
  line: number;
  column: number;
}

export function parseCs188Test(text: string, opts: { chance?: boolean } = {}): Cs188TestResult {
  try {
    return read(text, opts);
  } catch (e) {
    if (e instanceof Failure) return { ok: false, error: { line: e.line, column: e.column, reason: e.reason } };
    throw e;
  }
}

function read(text: string, opts: { chance?: boolean }): Cs188TestResult {
  const props = properties(text);
  const agents = count(props, 'num_agents', 1);
  if (agents === undefined) throw new Failure(1, 1, msg('cs188.missing', { key: 'num_agents' }));
  const depth = count(props, 'depth', 1);
  const alg = props.get('alg')?.value.trim();
  const chance = opts.chance ?? alg === 'ExpectimaxAgent';
  const startProp = required(props, 'start_state');
  const start = startProp.value.trim();
  if (start === '') throw new Failure(startProp.line, startProp.column, msg('cs188.missing', { key: 'start_state' }));
  const states = (key: string): Set<string> => new Set((props.get(key)?.value ?? '').split(/\s+/).filter((w) => w !== ''));
  const winStates = states('win_states');
  const loseStates = states('lose_states');
  const ends = new Set([...winStates, ...loseStates]);

  const successors = new Map<string, Edge[]>();
  for (const { text: raw, line } of required(props, 'successors').lines) {
    const w = words(withoutComment(raw));
    if (w.length === 0) continue;
    if (w.length !== 3) throw new Failure(line, w[0]!.column, msg('cs188.successor-line', { found: w.length }));
    const [state, action, next] = w as [(typeof w)[0], (typeof w)[0], (typeof w)[0]];
    const edges = successors.get(state.word) ?? [];
    const twin = edges.find((x) => x.action === action.word);
    if (twin !== undefined)
      throw new Failure(line, action.column, msg('cs188.duplicate-action', { state: clip(state.word), action: clip(action.word), line: twin.line }));
    edges.push({ action: action.word, next: next.word, line, column: next.column });
    successors.set(state.word, edges);
  }

  const evaluation = new Map<string, { value: number; line: number }>();
  for (const { text: raw, line } of required(props, 'evaluation').lines) {
    const w = words(withoutComment(raw));
    if (w.length === 0) continue;
    if (w.length !== 2) throw new Failure(line, w[0]!.column, msg('cs188.evaluation-line', { found: w.length }));
    const [state, value] = w as [(typeof w)[0], (typeof w)[0]];
    const v = pythonFloat(value.word);
    if (v === undefined) throw new Failure(line, value.column, msg('cs188.value', { value: clip(value.word) }));
    const first = evaluation.get(state.word);
    if (first !== undefined) throw new Failure(line, state.column, msg('cs188.duplicate-evaluation', { state: clip(state.word), line: first.line }));
    evaluation.set(state.word, { value: v, line });
  }

  if (ends.has(start) || (successors.get(start) ?? []).length === 0)
    throw new Failure(startProp.line, startProp.column, msg('cs188.start-leaf', { state: clip(start) }));

  // Ids: each state's name the first time it is reached, then with primes (a state reached along two paths).
  const used = new Set<string>([...successors.keys(), ...evaluation.keys(), ...ends]);
  for (const edges of successors.values()) for (const e of edges) used.add(e.next);
  const taken = new Set<string>();
  const idFor = (state: string): string => {
    let id = state;
    if (taken.has(id)) {
      id += "'";
      while (used.has(id) || taken.has(id)) id += "'";
    }
    taken.add(id);
    return id;
  };
  const actions: Record<string, string> = {};
  const wins: string[] = [];
  const loses: string[] = [];
  const onPath = new Set<string>();
  let nodes = 0;

  /** The subtree of `state` at `ply`, reached by the successor line `via` (none for the start state). */
  const build = (state: string, ply: number, via: Edge | null, p: number | undefined): CanonicalTree => {
    const at = via ?? { line: startProp.line, column: startProp.column };
    if (ply > MAX_TREE_DEPTH) throw new Failure(at.line, at.column, msg('tree.too-deep', { max: MAX_TREE_DEPTH }));
    if (++nodes > MAX_TREE_NODES) throw new Failure(at.line, at.column, msg('tree.too-many', { max: MAX_TREE_NODES }));
    const id = idFor(state);
    if (via !== null) actions[id] = via.action;
    if (winStates.has(state)) wins.push(id);
    if (loseStates.has(state)) loses.push(id);
    const prob = p === undefined ? {} : { p };
    const edges = successors.get(state) ?? [];
    const own = evaluation.get(state);
    if (ends.has(state) || edges.length === 0) {
      if (own === undefined) throw new Failure(at.line, at.column, msg('cs188.no-evaluation', { state: clip(state) }));
      return { id, ...prob, value: own.value };
    }
    const kind = ply % agents === 0 ? 'max' : chance ? 'chance' : 'min';
    onPath.add(state);
    const children = edges.map((edge) => {
      if (onPath.has(edge.next)) throw new Failure(edge.line, edge.column, msg('cs188.cycle', { state: clip(edge.next) }));
      return build(edge.next, ply + 1, edge, kind === 'chance' ? 1 / edges.length : undefined);
    });
    onPath.delete(state);
    return { id, ...prob, kind, children, ...(own === undefined ? {} : { value: own.value }) };
  };

  const tree = build(start, 0, null, undefined);
  return { ok: true, tree, numAgents: agents, actions, wins, loses, ...(depth === undefined ? {} : { depth }), ...(alg === undefined ? {} : { alg }) };
}
