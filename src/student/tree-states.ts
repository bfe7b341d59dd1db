/**
 * One tree as a student's code sees it (issue 37): states are node ids (a
 * tree's ids are unique), an action is the id of the child it leads to. The
 * three styles' game objects (CS188's `gameState`, aima-python's `game`, the
 * JavaScript one) are thin wrappers over this class, in the runners.
 *
 * What a search does is recorded in the terms the verdict compares: every
 * successor generated (`successor`: CS188's `generateSuccessor`, aima's
 * `result`) and every value read (`value`: CS188's `getScore`, aima's
 * `utility`), in order. Everything else (`kind`, `actions`, …) records
 * nothing. Every call counts against a budget: past it each method throws
 * `CallBudgetExceeded`, which the runners turn into an error the student's
 * code cannot catch (a bare `except:` included).
 */
import type { TreeNode } from '../games/tree/tree.ts';
import { TreeGame } from '../games/tree/game.ts';
import { clip } from '../games/input.ts';
import { msg, type Message } from '../i18n/message.ts';
import type { JobTree, StudentEvent, StudentRecord } from './contract.ts';

/** The student's code asked for something the tree does not have (an unknown state, an action that is not a child), or a tree CS188's agents cannot play. */
export class StudentRefusal extends Error {
  override name = 'StudentRefusal';
  constructor(readonly reason: Message) {
    // The code and its parameters, for a stack trace; people read `reason`, worded by i18n/student.ts.
    super(`${reason.code} ${JSON.stringify(reason.params)}`);
  }
}

/** The call budget is spent: the search never ends, or searches the tree again and again. */
export class CallBudgetExceeded extends Error {
  override name = 'CallBudgetExceeded';
  readonly reason: Message;
  constructor(readonly maxCalls: number) {
    super(`student.calls ${maxCalls}`);
    this.reason = msg('student.calls', { max: maxCalls });
  }
}

/**
 * How the game stands at a state, as CS188's `isWin()` / `isLose()` tell it: `win`, `lose`, `both` (a
 * state a `.test` file lists as both: CS188 answers true to each), or `none` (the game goes on, or a
 * state with no moves that is neither).
 */
export type Outcome = 'win' | 'lose' | 'both' | 'none';

/** A node with what the tree gives about its place: its parent and its ply (the root's is 0). */
interface Place {
  node: TreeNode;
  parent: TreeNode | null;
  ply: number;
}

/** Every node of a tree by id, with its parent and ply. */
export function placesOf(tree: TreeNode): Map<string, Place> {
  const places = new Map<string, Place>();
  const stack: Place[] = [{ node: tree, parent: null, ply: 0 }];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    places.set(top.node.id, top);
    for (let i = top.node.children.length - 1; i >= 0; i--) stack.push({ node: top.node.children[i]!, parent: top.node, ply: top.ply + 1 });
  }
  return places;
}

/** The tree's height in plies: the edges on its longest path. */
function heightOf(places: Map<string, Place>): number {
  let h = 0;
  for (const p of places.values()) if (p.ply > h) h = p.ply;
  return h;
}

/**
 * The number of CS188 agents a round on this tree: 1 (MAX, Pacman) + the
 * MIN or CHANCE layers (the ghosts) between two MAX layers, read from the
 * layers of inner nodes (a tree with no second MAX layer: all its inner
 * layers), or `given` (a CS188 `.test` file's `num_agents`). Refused, with
 * a StudentRefusal, when the root is not MAX, a layer mixes kinds, or MAX
 * layers do not come back every that many plies.
 */
export function cs188Agents(tree: TreeNode, given?: number): number {
  if (tree.kind !== 'max') throw new StudentRefusal(msg('student.root-not-max'));
  const layers: string[] = [];
  let level: TreeNode[] = [tree];
  while (level.length > 0) {
    const inner = level.filter((n) => n.kind !== 'leaf');
    if (inner.length === 0) break;
    const kind = inner[0]!.kind;
    if (inner.some((n) => n.kind !== kind)) throw new StudentRefusal(msg('student.layers-mixed', { ply: layers.length }));
    layers.push(kind);
    level = inner.flatMap((n) => n.children);
  }
  const next = layers.indexOf('max', 1);
  const agents = given ?? (next < 0 ? layers.length : next);
  layers.forEach((kind, ply) => {
    if ((ply % agents === 0) !== (kind === 'max')) throw new StudentRefusal(msg('student.layers-order', { ply, kind, agents }));
  });
  return agents;
}

export class StudentTree {
  /** The root's id. */
  readonly root: string;
  private readonly places: Map<string, Place>;
  private readonly game = new TreeGame();
  private readonly maxCalls: number;
  private readonly givenRounds: number | undefined;
  private readonly givenAgents: number | undefined;
  private agents: number | undefined;
  /** The win and lose states a CS188 `.test` file lists (node ids), or null: then every leaf is a win. */
  private readonly wins: ReadonlySet<string> | null;
  private readonly loses: ReadonlySet<string> | null;
  private readonly events: StudentEvent[] = [];
  private count = 0;

  constructor(
    readonly tree: TreeNode,
    opts: { maxCalls: number; rounds?: number; numAgents?: number; wins?: readonly string[]; loses?: readonly string[] },
  ) {
    this.root = tree.id;
    this.places = placesOf(tree);
    this.maxCalls = opts.maxCalls;
    this.givenRounds = opts.rounds;
    this.givenAgents = opts.numAgents;
    const listed = opts.wins !== undefined || opts.loses !== undefined;
    this.wins = listed ? new Set(opts.wins) : null;
    this.loses = listed ? new Set(opts.loses) : null;
  }

  /** The calls made so far (each method but `record`, refused ones and the one past the budget included). */
  get calls(): number {
    return this.count;
  }

  /** Counts a call and looks up a state: past the budget, or for an unknown state, it throws. */
  private at(id: string): Place {
    this.call();
    const place = this.places.get(id);
    if (place === undefined) throw new StudentRefusal(msg('student.unknown-state', { state: clip(String(id)) }));
    return place;
  }

  private call(): void {
    if (++this.count > this.maxCalls) throw new CallBudgetExceeded(this.maxCalls);
  }

  /** Who moves at a state: `max`, `min`, `chance`, or `leaf` where the game is over. */
  kind(id: string): 'max' | 'min' | 'chance' | 'leaf' {
    return this.at(id).node.kind;
  }

  isTerminal(id: string): boolean {
    return this.at(id).node.kind === 'leaf';
  }

  /**
   * CS188's `isWin()` / `isLose()` at a state. With the lists a `.test` file gives (`wins`, `loses`, either
   * or both): whether the state is in each, as CS188's `MultiagentTreeState` answers. Without them: every
   * leaf is a win, no state a loss (a tree with no such lists says only where the game ends).
   */
  outcome(id: string): Outcome {
    const node = this.at(id).node;
    if (this.wins === null || this.loses === null) return node.kind === 'leaf' ? 'win' : 'none';
    const win = this.wins.has(node.id);
    const lose = this.loses.has(node.id);
    return win && lose ? 'both' : win ? 'win' : lose ? 'lose' : 'none';
  }

  /** The children's ids in the tree's order (an action is the child's id); none at a leaf. Records nothing. */
  actions(id: string): string[] {
    return this.at(id).node.children.map((c) => c.id);
  }

  /** The child `action` leads to; records its generation. An action that is not a child of `id` is refused. */
  successor(id: string, action: string): string {
    const node = this.at(id).node;
    const child = node.children.find((c) => c.id === action);
    if (child === undefined) {
      const actions = node.children.slice(0, 12).map((c) => clip(c.id));
      throw new StudentRefusal(msg('student.not-an-action', { state: clip(id), action: clip(String(action)), actions }));
    }
    this.events.push({ type: 'generate', node: child.id });
    return child.id;
  }

  /** A state's value, recorded as evaluated: a leaf's value; an inner node's own value where the tree gives one, else its exact value. */
  value(id: string): number {
    const node = this.at(id).node;
    this.events.push({ type: 'evaluate', node: id });
    return this.game.evaluate(node);
  }

  /** The probability of a chance node's outcome `action`. */
  probability(id: string, action: string): number {
    const node = this.at(id).node;
    if (node.kind !== 'chance') throw new StudentRefusal(msg('student.not-chance', { state: clip(id) }));
    const child = node.children.find((c) => c.id === action);
    if (child === undefined) throw new StudentRefusal(msg('student.not-an-action', { state: clip(id), action: clip(String(action)), actions: [] }));
    return child.p;
  }

  /** CS188's `getNumAgents()`: MAX and the MIN or CHANCE layers before the next MAX (see cs188Agents); refused on a tree whose layers do not repeat so. */
  numAgents(): number {
    this.call();
    return this.agentCount();
  }

  private agentCount(): number {
    this.agents ??= cs188Agents(this.tree, this.givenAgents);
    return this.agents;
  }

  /** The agent who moves at a state: 0 at MAX layers, 1 … numAgents − 1 at the layers after. */
  agentOf(id: string): number {
    const place = this.at(id);
    return place.ply % this.agentCount();
  }

  /** CS188's `depth`, in rounds: the one given, else the tree's height in plies over the agents a round, rounded up (at least 1). */
  rounds(): number {
    this.call();
    return this.givenRounds ?? Math.max(1, Math.ceil(heightOf(this.places) / this.agentCount()));
  }

  /** What the search did, with the action it chose at the root (a child's id, or null). */
  record(action: string | null): StudentRecord {
    return { events: [...this.events], action };
  }
}

/** The tree a runner gets (`tutor check`'s, the page's), as the student's code sees it: its budget, CS188's rounds and agents, its win and lose states. */
export function jobStudentTree(jt: JobTree): StudentTree {
  return new StudentTree(jt.tree, {
    maxCalls: jt.maxCalls,
    ...(jt.rounds === undefined ? {} : { rounds: jt.rounds }),
    ...(jt.numAgents === undefined ? {} : { numAgents: jt.numAgents }),
    ...(jt.wins === undefined ? {} : { wins: jt.wins }),
    ...(jt.loses === undefined ? {} : { loses: jt.loses }),
  });
}
