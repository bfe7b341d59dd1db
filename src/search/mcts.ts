/**
 * Monte Carlo tree search with UCB1 (UCT), as AIMA's MONTE-CARLO-TREE-SEARCH
 * (4th ed., §5.4, Fig. 5.11), over the Game interface. Each iteration:
 *
 * 1. **selection**: from the root, while every legal action of the node has
 *    a child, go to the child of highest UCB1 = W/N + C·√(ln N(parent) / N)
 *    (W: the results summed for the player who moved into the child; first
 *    on ties, in the game's action order);
 * 2. **expansion**: add one untried action's child, chosen uniformly;
 * 3. **simulation** (playout): uniformly random moves to the end of the game
 *    (or the game's own policy), whose result for MAX is in [0, 1] (win 1,
 *    draw ½, loss 0 — `game.reward`; without it, the value scaled by the
 *    game's value range or `options.range`);
 * 4. **back-propagation**: N + 1 and W + the result, for the player who
 *    moved into each node, along the path.
 *
 * The move played is the root's child with the most visits (first on ties).
 * Chance states (2048's tiles) are not tree nodes: an outcome is drawn by its
 * probability each time one is met, during selection as in playouts (open
 * loop), so a node stands for the sequence of actions that reaches it.
 *
 * Random numbers come from a 64-bit Mersenne Twister seeded with `seed`,
 * drawn as the compiled yardstick draws them (../shared/bench/connect4/mcts_ref.cpp):
 * on Connect-4, with actions in column order, the same seed gives its visits.
 */
import type { Game, Turn } from './game.ts';
import { Mt64 } from './mt64.ts';
import { beats, glibcLogs } from './ucb.ts';
import type { StopSignal } from './search.ts';
import type { MctsTracer } from './tracer.ts';

export interface MctsOptions<S, A> {
  /** Iterations to run (default 1,000). */
  iterations?: number;
  /** A time budget in milliseconds: stop after it even if iterations remain. */
  timeMs?: number;
  /** The exploration constant C of UCB1 (default √2). */
  c?: number;
  /** The random generator's seed (default 1). */
  seed?: number;
  /** Stops the search cleanly (checked every 64 iterations). */
  signal?: StopSignal;
  /** The range of `game.evaluate` that results are scaled from, when the game gives no `reward` (default: `game.valueRange(root)`). */
  range?: readonly [number, number];
  /** A playout policy: the action to play at `state` (default: uniformly random among `game.actions`). */
  policy?: (state: S, actions: readonly A[], random: Mt64) => number;
  /** The milliseconds clock for `timeMs` (default performance.now). */
  clock?: () => number;
  tracer?: MctsTracer<S>;
}

export type MctsStatus = 'complete' | 'time' | 'aborted';

export interface MctsResult<A> {
  /** The chosen action (the most visited child of the root), undefined at a terminal root. */
  action: A | undefined;
  /** Its index in `game.actions(root)`, or -1. */
  actionIndex: number;
  /** Per root action (the game's order): its visits N (0 if never tried). */
  visits: number[];
  /** Per root action: its mean result W/N for the player to move at the root, NaN if never tried. */
  values: number[];
  /** The root's mean result for the player to move there. */
  value: number;
  iterations: number;
  /** Nodes in the tree, the root included. */
  nodes: number;
  ms: number;
  status: MctsStatus;
}

/** What `mcts` refuses, as a code people read through i18n (search/ imports nothing). */
export class MctsError extends Error {
  override name = 'MctsError';
  constructor(readonly code: 'mcts.chance-root' | 'mcts.no-reward' | 'mcts.iterations' | 'mcts.c') {
    super(code);
  }
}

/** The tree, in flat arrays indexed by node number (0 = the root). */
interface Tree<A> {
  n: number[];
  w: number[];
  /** A node's children, and the action each was reached by, in the order they were added. */
  kids: number[][];
  moves: A[][];
}

export function mcts<S, A>(game: Game<S, A>, root: S, options: MctsOptions<S, A> = {}): MctsResult<A> {
  const iterations = options.iterations ?? 1000;
  const c = options.c ?? Math.SQRT2;
  if (!(iterations >= 1) || !Number.isInteger(iterations)) throw new MctsError('mcts.iterations');
  if (!(c >= 0) || !Number.isFinite(c)) throw new MctsError('mcts.c');
  const clock = options.clock ?? hostClock;
  const t0 = clock();
  const rootActions = game.isTerminal(root) ? [] : game.actions(root);
  const empty: MctsResult<A> = { action: undefined, actionIndex: -1, visits: [], values: [], value: NaN, iterations: 0, nodes: 1, ms: 0, status: 'complete' };
  if (rootActions.length === 0) return empty;
  if (game.turn(root) === 'chance') throw new MctsError('mcts.chance-root');
  const reward = rewardOf(game, root, options.range);
  const random = new Mt64(options.seed ?? 1);
  const policy = options.policy;
  const tr = options.tracer;
  const tree: Tree<A> = { n: [0], w: [0], kids: [[]], moves: [[]] };
  // Who moved into each node: the root's mover is the other player (its W is not used to choose).
  const maxMoved: boolean[] = [game.turn(root) !== 'max'];
  const path: number[] = [];
  const untried: number[] = [];
  // Scratch for the tracer's selection event.
  const sKids: number[] = [];
  const sN: number[] = [];
  const sW: number[] = [];
  const sU: number[] = [];
  const moves: string[] = [];
  if (tr) tr.expand(0, -1, root, game.turn(root), 0, -1, '');

  /** A chance state's outcome, drawn by its probability (the last one when rounding leaves x above their sum). */
  function sample(state: S): S {
    let x = random.next();
    let drawn: A | undefined;
    for (const outcome of game.actions(state)) {
      drawn = outcome;
      x -= game.probability(state, outcome);
      if (x < 0) break;
    }
    if (drawn === undefined) throw new Error('mcts: a chance state with no outcome');
    return game.result(state, drawn);
  }

  /** Plays `action` and draws any chance outcomes after it: the next state where a player moves (or the end). */
  function step(state: S, action: A): S {
    let s = game.result(state, action);
    while (!game.isTerminal(s) && game.turn(s) === 'chance') s = sample(s);
    return s;
  }

  function playout(state: S): number {
    let s = state;
    while (!game.isTerminal(s)) {
      const actions = game.actions(s);
      // random.int(n) < n, and a policy returns an index of `actions`.
      const a = actions[policy === undefined ? random.int(actions.length) : policy(s, actions, random)]!;
      if (tr) moves.push(game.actionLabel?.(s, a) ?? String(a));
      s = step(s, a);
    }
    return reward(s);
  }

  let done = 0;
  let status: MctsStatus = 'complete';
  const timeMs = options.timeMs ?? Infinity;
  while (done < iterations) {
    if ((done & 63) === 0 && done > 0) {
      if (options.signal?.aborted === true) {
        status = 'aborted';
        break;
      }
    }
    if (Number.isFinite(timeMs) && clock() - t0 >= timeMs) {
      status = 'time';
      break;
    }
    done++;
    if (tr) tr.iteration(done);
    let v = 0;
    let state = root;
    path.length = 0;
    path.push(0);
    let result: number;
    for (;;) {
      if (game.isTerminal(state)) {
        result = reward(state);
        if (tr) tr.playout(v, [], result);
        break;
      }
      const actions = game.actions(state);
      // Indices that exist by construction, in this loop and the back-propagation: v and every node on the path are
      // nodes of the tree (below tree.n.length, the length of each of its arrays); i < actions.length; an index drawn
      // by random.int(n) is below n; every action of a node that has no untried one has a child; glibcLogs(m) holds
      // the logs of 0…m; the first child always beats bestU = -1 (UCB1 ≥ 0), so bestEdge is an action's index.
      const kids = tree.kids[v]!;
      const kidMoves = tree.moves[v]!;
      untried.length = 0;
      for (let i = 0; i < actions.length; i++) if (!kidMoves.includes(actions[i]!)) untried.push(i);
      if (untried.length > 0) {
        // Expansion: one untried action, uniformly; then its playout.
        const edge = untried[random.int(untried.length)]!;
        const a = actions[edge]!;
        const turn: Turn = game.turn(state);
        const id = tree.n.length;
        tree.n.push(0);
        tree.w.push(0);
        tree.kids.push([]);
        tree.moves.push([]);
        maxMoved.push(turn === 'max');
        kids.push(id);
        kidMoves.push(a);
        const label = tr ? (game.actionLabel?.(state, a) ?? String(a)) : '';
        state = step(state, a);
        path.push(id);
        if (tr) tr.expand(id, v, state, game.isTerminal(state) ? 'leaf' : game.turn(state), path.length - 1, edge, label);
        moves.length = 0;
        result = playout(state);
        if (tr) tr.playout(id, moves, result);
        break;
      }
      // Selection: the child of highest UCB1 among those of legal actions, in the game's order (ucb.ts: as the
      // compiled yardstick rounds it, so that near ties fall the same way).
      const parentN = tree.n[v]!;
      const logN = glibcLogs(parentN)[parentN]!;
      let best = -1;
      let bestU = -1;
      let bestA = 0;
      let bestS = 0;
      let bestEdge = -1;
      if (tr) sKids.length = sN.length = sW.length = sU.length = 0;
      for (let i = 0; i < actions.length; i++) {
        const k = kids[kidMoves.indexOf(actions[i]!)]!;
        const nk = tree.n[k]!;
        const wk = tree.w[k]!;
        const a = wk / nk;
        const s = Math.sqrt(logN / nk);
        if (tr) {
          sKids.push(k);
          sN.push(nk);
          sW.push(wk);
          sU.push(a + c * s);
        }
        if (beats(c, a, s, bestU, bestA, bestS)) {
          bestU = a + c * s;
          bestA = a;
          bestS = s;
          best = k;
          bestEdge = i;
        }
      }
      if (tr) tr.select(v, sKids, sN, sW, sU, sKids.indexOf(best));
      state = step(state, actions[bestEdge]!);
      v = best;
      path.push(v);
    }
    // Back-propagation: each node on the path counts the result for the player who moved into it.
    for (const k of path) {
      tree.n[k]!++;
      tree.w[k]! += maxMoved[k] === true ? result : 1 - result;
    }
    if (tr) {
      sN.length = sW.length = 0;
      for (const k of path) {
        sN.push(tree.n[k]!);
        sW.push(tree.w[k]!);
      }
      tr.backpropagate(path, sN, sW);
    }
  }

  // The move: the root's child with most visits, first on ties (in the game's order).
  const visits = rootActions.map(() => 0);
  const values = rootActions.map(() => NaN);
  let actionIndex = -1;
  let chosen = -1;
  let most = -1;
  let rootSum = 0;
  const rootKids = tree.kids[0] ?? [];
  const rootMoves = tree.moves[0] ?? [];
  rootActions.forEach((a, i) => {
    const k = rootKids[rootMoves.indexOf(a)];
    if (k === undefined) return;
    const n = tree.n[k] ?? 0;
    const w = tree.w[k] ?? 0;
    visits[i] = n;
    values[i] = w / n;
    rootSum += w;
    if (n > most) {
      most = n;
      actionIndex = i;
      chosen = k;
    }
  });
  if (tr && chosen >= 0) tr.choose(chosen, most);
  // The root's mean result for its mover: the results its children count, over its visits (summed in the game's order).
  const rootVisits = tree.n[0] ?? 0;
  return {
    action: actionIndex < 0 ? undefined : rootActions[actionIndex],
    actionIndex,
    visits,
    values,
    value: rootVisits > 0 ? rootSum / rootVisits : NaN,
    iterations: done,
    nodes: tree.n.length,
    ms: clock() - t0,
    status,
  };
}

/** performance.now(), which Node, pages and workers have (this layer's types know no host). */
const hostClock = (): number => (globalThis as unknown as { performance: { now(): number } }).performance.now();

/** A finished playout's result for MAX in [0, 1]: the game's own, or its value scaled by a range. */
function rewardOf<S, A>(game: Game<S, A>, root: S, range: readonly [number, number] | undefined): (s: S) => number {
  if (game.reward !== undefined) return game.reward.bind(game);
  const r = range ?? game.valueRange?.(root);
  if (r === undefined || !(r[1] > r[0])) throw new MctsError('mcts.no-reward');
  const [lo, hi] = r;
  return (s) => Math.min(1, Math.max(0, (game.evaluate(s) - lo) / (hi - lo)));
}
