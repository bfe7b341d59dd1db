/**
 * What a correct submission records on a tree (issue 37): the project's one
 * searcher (src/search: minimax, alpha-beta, expectiminimax) run with a
 * tracer that writes its steps in a student's terms — a `generate` for each
 * node entered below the root, in order, an `evaluate` for each node
 * evaluated (a leaf, or an inner node at the depth limit) — and the action
 * chosen at the root. Beside them, what the verdict needs to explain a
 * divergence from the reference's state at that step: each step's parent
 * with its running value and window, and each cut.
 *
 * The assignments' semantics, checked:
 * - CS188 (`multiAgents.py`): `getAction` generates each root child in turn
 *   and runs the recursion on it; an agent evaluates (`getScore`) a state
 *   that is a win or a loss (a leaf) or where the depth is reached. Depth
 *   counts rounds, every agent moving once a round, so the searcher's limit
 *   is rounds × agents plies, evaluated at that ply as CS188 evaluates when
 *   `depth == self.depth` comes back to agent 0. Alpha-beta cuts only on
 *   strict inequality (`v > β`, `v < α`): the searcher's `strict` rule; α is
 *   carried across the root's moves, as CS188's getAction does.
 * - aima-python (`games.py`): `minmax_decision` / `alpha_beta_search`
 *   generate each action's result in turn and recurse; `terminal_test` is a
 *   leaf, `utility` its value; no depth limit. `alpha_beta_search` cuts on
 *   equality (`v >= beta`, `v <= alpha`: the searcher's `inclusive` rule) and
 *   carries α across the root's moves (`best_score`).
 * - The root's tie-break: the searcher keeps the first child whose value is
 *   strictly better than the best so far (`cv > v` at MAX, `cv < v` at MIN),
 *   i.e. the first best action in order, as CS188's `max(…)`-style loops with
 *   `>` and aima-python's `argmax` (`max` with a key: the first maximal) do.
 *   Alpha-beta chooses the same action: a later root move that ties comes
 *   back as a bound ≤ α, never better than the best.
 */
import type { TreeNode } from '../games/tree/tree.ts';
import { TreeGame } from '../games/tree/game.ts';
import type { NodeKind, Turn } from '../search/game.ts';
import { alphabeta, expectiminimax, minimax } from '../search/index.ts';
import type { Certainty, EvalReason, Tracer, WindowSide } from '../search/tracer.ts';
import type { SearchResult } from '../search/search.ts';
import type { Style, StudentAlgo, StudentEvent, StudentRecord, StudentTieRule } from './contract.ts';
import { cs188Agents } from './tree-states.ts';

/** Where the reference stood at one of its steps: the node's parent, as the searcher had it just before the step. */
export interface ReferenceStep {
  /** The ply of the step's node (the root's children are at 1). */
  ply: number;
  parent: string;
  kind: Turn;
  /** The parent's running value v (−∞ at MAX and +∞ at MIN before any child; a chance node's weighted sum so far). */
  value: number;
  /** The parent's window (NaN outside alpha-beta). */
  alpha: number;
  beta: number;
  /** The parent's child entered before this node, or null when it is the first. */
  after: string | null;
  /** For an `evaluate`: a terminal's utility or a depth limit's evaluation. */
  reason?: EvalReason;
}

/** A cut the reference made: at `node` (its kind, v, window) after the child `after`, skipping `skipped`; `index` is the number of events before it. */
export interface ReferenceCut {
  node: string;
  kind: Turn;
  value: number;
  alpha: number;
  beta: number;
  after: string;
  skipped: string[];
  index: number;
}

/** The reference's record, and how it was searched. */
export interface ReferenceRecord extends StudentRecord {
  algo: StudentAlgo;
  tie: StudentTieRule;
  style: Style;
  /** The depth limit in plies (cs188: rounds × agents), or null for none. */
  depth: number | null;
  /** CS188's rounds and agents where the style is cs188 and the tree's layers tell them, else null. */
  rounds: number | null;
  agents: number | null;
  /** The root's value. */
  value: number;
  /** Each root action's value in the tree's order: exact, or a bound where alpha-beta cut below it. */
  actions: { action: string; value: number; certainty: Certainty }[];
  /** Per event, where the reference stood (parallel to `events`). */
  steps: ReferenceStep[];
  cuts: ReferenceCut[];
}

/** Records a search in a student's terms (see the top of this file). */
class StudentTracer implements Tracer<TreeNode> {
  readonly events: StudentEvent[] = [];
  readonly steps: ReferenceStep[] = [];
  readonly cuts: ReferenceCut[] = [];
  // Per node number (the searcher's numbering).
  private readonly ids: string[] = [];
  private readonly parents: number[] = [];
  private readonly kinds: NodeKind[] = [];
  private readonly plies: number[] = [];
  private readonly values: number[] = [];
  private readonly alphas: number[] = [];
  private readonly betas: number[] = [];
  private readonly last: number[] = [];

  enter(node: number, parent: number, state: TreeNode, kind: NodeKind, depth: number, _edge: number, _p: number, alpha: number, beta: number): void {
    this.ids[node] = state.id;
    this.parents[node] = parent;
    this.kinds[node] = kind;
    this.plies[node] = depth;
    this.values[node] = kind === 'max' ? -Infinity : kind === 'min' ? Infinity : kind === 'chance' ? 0 : NaN;
    this.alphas[node] = alpha;
    this.betas[node] = beta;
    this.last[node] = -1;
    if (parent < 0) return;
    this.events.push({ type: 'generate', node: state.id });
    this.steps.push(this.step(node));
    this.last[parent] = node;
  }

  evaluate(node: number, _value: number, reason: EvalReason): void {
    this.events.push({ type: 'evaluate', node: this.ids[node]! });
    this.steps.push({ ...this.step(node), reason });
  }

  /** Node `node`'s parent as it stands now. */
  private step(node: number): ReferenceStep {
    const parent = this.parents[node]!;
    if (parent < 0) return { ply: 0, parent: '', kind: 'max', value: NaN, alpha: NaN, beta: NaN, after: null };
    const before = this.last[parent]!;
    return {
      ply: this.plies[node]!,
      parent: this.ids[parent]!,
      kind: this.kinds[parent] as Turn,
      value: this.values[parent]!,
      alpha: this.alphas[parent]!,
      beta: this.betas[parent]!,
      after: before < 0 || before === node ? null : this.ids[before]!,
    };
  }

  update(node: number, value: number): void {
    this.values[node] = value;
  }

  bound(node: number, side: WindowSide, value: number): void {
    if (side === 'alpha') this.alphas[node] = value;
    else this.betas[node] = value;
  }

  prune(node: number, alpha: number, beta: number): void {
    const after = this.last[node]!;
    this.cuts.push({
      node: this.ids[node]!,
      kind: this.kinds[node] as Turn,
      value: this.values[node]!,
      alpha,
      beta,
      after: this.ids[after]!,
      skipped: [],
      index: this.events.length,
    });
  }

  skip(_node: number, _parent: number, state: TreeNode): void {
    this.cuts[this.cuts.length - 1]?.skipped.push(state.id);
  }

  average(): void {}
  exit(): void {}
  hit(): void {}
  store(): void {}
  iteration(): void {}
  probe(): void {}
}

/** How the reference searches a tree for a style (its depth limit, CS188's rounds and agents), and the search itself, run with any tracer. */
export interface ReferencePlan {
  depth: number | null;
  rounds: number | null;
  agents: number | null;
  search(tracer: Tracer<TreeNode>): SearchResult<TreeNode>;
}

/**
 * The reference's search of `tree` as a submission of this style and
 * algorithm must do it (see the top of this file). `rounds` (CS188's depth)
 * applies to the `cs188` style only, with `numAgents` (a `.test` file's
 * `num_agents`) or the agents the tree's layers give: a StudentRefusal when
 * they give none.
 */
export function referencePlan(tree: TreeNode, o: { algo: StudentAlgo; tie: StudentTieRule; style: Style; rounds?: number; numAgents?: number }): ReferencePlan {
  let depth: number | null = null;
  let rounds: number | null = null;
  let agents: number | null = null;
  if (o.style === 'cs188' && o.rounds !== undefined) {
    agents = cs188Agents(tree, o.numAgents);
    rounds = o.rounds;
    depth = rounds * agents;
  } else if (o.style === 'cs188') {
    // Without a depth, CS188's rounds cover the whole tree: no limit; the agents are told where the layers give them.
    try {
      agents = cs188Agents(tree, o.numAgents);
    } catch {
      agents = null;
    }
  }
  const search = (tracer: Tracer<TreeNode>): SearchResult<TreeNode> => {
    const game = new TreeGame();
    const options = { tracer, ...(depth === null ? {} : { depth }) };
    return o.algo === 'alphabeta'
      ? alphabeta(game, tree, { ...options, tieRule: o.tie === 'cs188' ? 'strict' : 'inclusive', root: 'carried' })
      : o.algo === 'minimax'
        ? minimax(game, tree, options)
        : expectiminimax(game, tree, options);
  };
  return { depth, rounds, agents, search };
}

/**
 * What a correct submission records on `tree`, with the reference's
 * bookkeeping (ReferenceRecord); `o` as referencePlan's.
 * A searcher's SearchError (a chance node under minimax) is thrown as it is.
 */
export function referenceRecord(
  tree: TreeNode,
  o: { algo: StudentAlgo; tie: StudentTieRule; style: Style; rounds?: number; numAgents?: number },
): ReferenceRecord {
  const plan = referencePlan(tree, o);
  const tracer = new StudentTracer();
  const result = plan.search(tracer);
  return {
    events: tracer.events,
    action: result.action?.id ?? null,
    algo: o.algo,
    tie: o.tie,
    style: o.style,
    depth: plan.depth,
    rounds: plan.rounds,
    agents: plan.agents,
    value: result.value,
    actions: result.actions.map((a) => ({ action: a.action.id, value: a.value, certainty: a.certainty })),
    steps: tracer.steps,
    cuts: tracer.cuts,
  };
}
