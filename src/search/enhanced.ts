/**
 * Alpha-beta with the techniques of AIMA §5.2.4 and §5.3, and of Pascal Pons'
 * solver ladder, each an option, for any game that gives what it needs:
 *
 * - a **transposition table** (`table`, needs `game.key`): a position met
 *   again is looked up; an exact value, or a bound that cuts, decides it
 *   without a search; a bound that does not cut narrows the window. Every
 *   node searched stores its value as exact, a lower or an upper bound
 *   (fail-soft: ≤ α an upper bound, ≥ β a lower one), with the depth it was
 *   searched to and its best move, which is searched first next time;
 * - **iterative deepening** (`deepening`): depth 1, 2, … up to the limit (or,
 *   without one, until no leaf was cut by depth), the table kept across;
 * - **null-window search** (`nullWindow`, needs integer values and
 *   `game.valueRange`): the root's value by bisection, each probe a search
 *   with the window (g, g + 1) that answers "above g" or "not above g"
 *   (Pons' part 7, his choice of g);
 * - **move ordering** (`moveOrder`): the game's `hint` (Connect-4's centre
 *   first), killer moves (the move that last cut at the same ply first) or
 *   the history heuristic (moves that cut often first).
 *
 * A game's `valueRange` also clamps the side of the window of the player to
 * move (Pons' alpha-beta: a value above what is still possible is never
 * needed), and `window` sets the root's window (Pons' strong [−21, 21]).
 *
 * The options of plain alpha-beta hold here too. The tie rule (`strict`: no
 * cut on equality) decides every cut: a child's value against the window, a
 * table's bound against it, a value range that closes the window. A table
 * entry is a fact about the node's value (exact, ≥ or ≤, by the fail-soft
 * window theorem, which holds under both rules), and the table lives for one
 * search under one rule, so no entry crosses rules. A `full-window` root
 * searches each move with the root's whole window, neither narrowing it nor
 * cutting there, and keeps the first strictly best move in its visiting order
 * (plain alpha-beta's rule); it cannot be combined with null-window probes,
 * whose root window is (g, g + 1): that is refused (`search.full-window-probes`).
 *
 * Every step is traced: besides alpha-beta's events, a table hit (the bound
 * it gave, and whether it cut) and a store, an iteration's start and end, a
 * probe's window and answer. Each pass (iteration, probe) numbers its nodes
 * from 0: a SeriesRecorder (src/trace/series.ts) records one trace a pass.
 */
import type { Game } from './game.ts';
import {
  AT_LEAST,
  AT_MOST,
  EXACT,
  SearchError,
  SearchRun,
  maxCertainty,
  minCertainty,
  type CertaintyCode,
  type Enhancements,
  type SearchOptions,
  type SearchResult,
} from './search.ts';
import { CERTAINTIES } from './tracer.ts';

/** What the table keeps of a position. */
interface Entry<A> {
  value: number;
  certainty: CertaintyCode;
  /** Plies searched below it (Infinity without a depth limit): it answers a search no deeper. */
  depth: number;
  best: A | undefined;
}

/** Pons' choice of the next guess in [min, max]: the middle, moved halfway towards 0 when 0 is inside. */
export function nextGuess(min: number, max: number): number {
  let med = min + Math.floor((max - min) / 2);
  if (med <= 0 && Math.trunc(min / 2) < med) med = Math.trunc(min / 2);
  else if (med >= 0 && Math.trunc(max / 2) > med) med = Math.trunc(max / 2);
  return med;
}

export function enhancedAlphabeta<S, A>(game: Game<S, A>, root: S, options: SearchOptions<S>, enhance: Enhancements): SearchResult<A> {
  const run = new SearchRun(game, root, options);
  const tr = run.tracer;
  const strict = run.tieRule === 'strict';
  const fullWindow = run.rootWindow === 'full-window';
  if (fullWindow && enhance.nullWindow === true) throw new SearchError({ code: 'search.full-window-probes', params: {} });
  const table = enhance.table === true ? new Map<string | number, Entry<A>>() : null;
  const keyOf = table === null ? undefined : game.key?.bind(game);
  if (table !== null && keyOf === undefined) throw new Error('enhancedAlphabeta: a transposition table needs the game to give a key');
  const order = enhance.moveOrder;
  const killers: (A | undefined)[] = [];
  const history = new Map<A, number>();
  const range = game.valueRange?.bind(game);
  const scratch: number[][] = [];
  const keys: number[][] = [];
  let limit = run.depth;
  let cutByDepth = false;
  let chosen = -1;
  /** The root's move whose value the last pass proved from the mover's side (≥ for MAX, ≤ for MIN), and that value. */
  let proven = -1;
  let provenValue = NaN;

  /** The visiting order (indices of `actions`), or null for the game's own (or the run's evaluation order). */
  function ordered(state: S, actions: readonly A[], ply: number, first: A | undefined): readonly number[] | null {
    const n = actions.length;
    if (n < 2 || (order === undefined && first === undefined)) return run.ordered(state, actions, game.turn(state), ply);
    let idx = scratch[ply];
    let key = keys[ply];
    if (idx === undefined || key === undefined) {
      // The first node ordered at this ply: the buffers grow to it, a ply at a time (no holes).
      while (scratch.length < ply) {
        scratch.push([]);
        keys.push([]);
      }
      idx = [];
      key = [];
      scratch.push(idx);
      keys.push(key);
    }
    idx.length = n;
    key.length = n;
    const killer = killers[ply];
    // i < n = actions.length, and j ≤ i: idx[0…i) and key[0…i] are written before they are read.
    for (let i = 0; i < n; i++) {
      const a = actions[i]!;
      let k = order === 'hint' && game.hint !== undefined ? game.hint(state, a) : order === 'history' ? (history.get(a) ?? 0) : 0;
      if (order === 'killer' && a === killer) k += 1e15;
      if (a === first) k += 2e15;
      key[i] = -k;
      // Insertion sort, stable: ties keep the game's order.
      let j = i;
      while (j > 0) {
        const before = idx[j - 1]!;
        if (!(key[before]! > -k)) break;
        idx[j] = before;
        j--;
      }
      idx[j] = i;
    }
    return idx;
  }

  function visit(state: S, parent: number, edge: number, ply: number, alpha: number, beta: number): number {
    if (!run.admit()) return NaN;
    const node = run.nextNode++;
    const terminal = game.isTerminal(state);
    if (terminal || ply >= limit) {
      if (!terminal) cutByDepth = true;
      return run.leaf(state, node, parent, edge, NaN, ply, alpha, beta, terminal);
    }
    const turn = game.turn(state);
    if (turn === 'chance') run.refuse('alphabeta', state, node, turn);
    if (tr) tr.enter(node, parent, state, turn, ply, edge, NaN, alpha, beta);
    const isMax = turn === 'max';
    const actions = game.actions(state);
    const n = actions.length;
    // What is still possible bounds the mover's side of the window.
    if (range !== undefined) {
      const [lo, hi] = range(state);
      if (isMax && hi < beta) {
        beta = hi;
        if (tr) tr.bound(node, 'beta', beta);
      } else if (!isMax && lo > alpha) {
        alpha = lo;
        if (tr) tr.bound(node, 'alpha', alpha);
      }
      if (strict ? alpha > beta : alpha >= beta) return cutBefore(state, actions, node, ply, isMax ? beta : alpha, isMax ? AT_MOST : AT_LEAST, alpha, beta);
    }
    const remaining = limit - ply;
    const key = keyOf === undefined ? 0 : keyOf(state);
    const entry = table?.get(key);
    let first: A | undefined;
    if (entry !== undefined && entry.depth >= remaining) {
      const v = entry.value;
      const c = entry.certainty;
      if (c === EXACT || (c === AT_LEAST && (strict ? v > beta : v >= beta)) || (c === AT_MOST && (strict ? v < alpha : v <= alpha))) {
        if (tr) tr.hit(node, v, CERTAINTIES[c], true);
        return run.leave(node, v, c);
      }
      const narrows = c === AT_LEAST ? v > alpha : v < beta;
      if (narrows) {
        if (c === AT_LEAST) alpha = v;
        else beta = v;
        if (tr) tr.hit(node, v, CERTAINTIES[c], false);
      }
    }
    if (entry !== undefined) first = entry.best;
    const visiting = ordered(state, actions, ply, first);
    const alpha0 = alpha;
    const beta0 = beta;
    let v = isMax ? -Infinity : Infinity;
    let known = v;
    let open = false;
    let best = -1;
    // A full-window root searches each move with the root's window: it neither narrows it nor cuts.
    const fixed = fullWindow && ply === 0;
    // k < n = actions.length, and a visiting order holds a permutation of the indices of `actions`.
    for (let k = 0; k < n; k++) {
      const i = visiting === null ? k : visiting[k]!;
      const action = actions[i]!;
      const childNode = run.nextNode;
      const cv = visit(game.result(state, action), node, i, ply + 1, alpha, beta);
      if (run.stopped !== null) break;
      const cc = run.certainty;
      if (ply === 0) run.recordRoot(i, cv, cc);
      if (isMax ? cc !== AT_MOST && cv > known : cc !== AT_LEAST && cv < known) {
        known = cv;
        if (ply === 0) proven = i;
      }
      if (cc === (isMax ? AT_LEAST : AT_MOST)) open = true;
      if (isMax ? cv > v : cv < v) {
        v = cv;
        best = i;
        if (tr) tr.update(node, v, childNode);
      }
      if (fixed) continue;
      const cut = isMax ? (strict ? v > beta : v >= beta) : strict ? v < alpha : v <= alpha;
      if (cut) {
        remember(action, ply);
        if (k < n - 1) {
          run.cutoffs++;
          open = true;
          if (tr) {
            tr.prune(node, alpha, beta);
            run.skipRest(state, actions, visiting, k + 1, node, ply + 1);
          }
        }
        break;
      }
      if (isMax && v > alpha) {
        alpha = v;
        if (tr) tr.bound(node, 'alpha', alpha);
      } else if (!isMax && v < beta) {
        beta = v;
        if (tr) tr.bound(node, 'beta', beta);
      }
    }
    const certainty = isMax ? maxCertainty(v, known, open, alpha0, beta0) : minCertainty(v, known, open, alpha0, beta0);
    if (ply === 0) {
      chosen = best;
      provenValue = known;
    }
    if (table !== null && run.stopped === null) {
      table.set(key, { value: v, certainty, depth: remaining, best: best < 0 ? undefined : actions[best] });
      if (tr) tr.store(node, v, CERTAINTIES[certainty]);
    }
    return run.leave(node, v, certainty);
  }

  /** A node whose window is empty before any child (the value range closed it): every child skipped. */
  function cutBefore(state: S, actions: readonly A[], node: number, ply: number, v: number, certainty: CertaintyCode, alpha: number, beta: number): number {
    run.cutoffs++;
    if (tr) {
      tr.prune(node, alpha, beta);
      run.skipRest(state, actions, null, 0, node, ply + 1);
    }
    return run.leave(node, v, certainty);
  }

  /** A move that cut: the killer of its ply, and one more in its history. */
  function remember(a: A, ply: number): void {
    if (order === 'killer') killers[ply] = a;
    else if (order === 'history') history.set(a, (history.get(a) ?? 0) + 1);
  }

  /** One pass from the root: its nodes numbered from 0 again (a tracer records a trace a pass). */
  function pass(alpha: number, beta: number): number {
    run.nextNode = 0;
    run.rootValues = [];
    run.rootCertainty = [];
    chosen = -1;
    proven = -1;
    return visit(root, -1, -1, 0, alpha, beta);
  }

  const [lowest, highest] = enhance.window ?? (enhance.nullWindow === true ? (range?.(root) ?? [NaN, NaN]) : [-Infinity, Infinity]);
  if (enhance.nullWindow === true && !(Number.isInteger(lowest) && Number.isInteger(highest))) {
    throw new Error('enhancedAlphabeta: a null-window search needs integer bounds of the value (game.valueRange or window)');
  }

  /** The root's value at the current depth limit: one search with the root's window, or bisection by null windows. */
  function solve(): { value: number; action: number } {
    // A finished game needs no probe: the root is its own value.
    if (enhance.nullWindow !== true || game.isTerminal(root)) {
      const value = pass(lowest, highest);
      return { value, action: chosen };
    }
    let min = lowest;
    let max = highest;
    // The move is the one proved best for the mover by any probe: for MAX the move proved worth the most (a probe
    // that answers "above g" proves the move that cut worth at least its answer), for MIN the least. The probe that
    // proves the root's value from the mover's side proves a move worth it. (A probe the table answered at the root
    // proves nothing new: the probe that stored the bound proved its move.)
    let action = -1;
    let actionValue = NaN;
    const maxRoot = !game.isTerminal(root) && game.turn(root) === 'max';
    while (min < max) {
      const guess = nextGuess(min, max);
      if (tr) tr.probe(guess, 'start', NaN);
      const r = pass(guess, guess + 1);
      if (run.stopped !== null) return { value: NaN, action };
      if (tr) tr.probe(guess, 'end', r);
      if (r <= guess) max = r;
      else min = r;
      if (proven >= 0 && (action < 0 || (maxRoot ? provenValue > actionValue : provenValue < actionValue))) {
        action = proven;
        actionValue = provenValue;
      }
    }
    // No probe proved a move (the value is the lowest or the highest possible): every move is as good.
    if (action < 0 && !game.isTerminal(root)) action = 0;
    return { value: min, action };
  }

  let answer = { value: NaN, action: -1 };
  if (enhance.deepening !== true) answer = solve();
  else {
    const most = Number.isFinite(run.depth) ? run.depth : 1000;
    for (let d = 1; d <= most; d++) {
      limit = d;
      cutByDepth = false;
      if (tr) tr.iteration(d, 'start', NaN);
      const found = solve();
      if (run.stopped !== null) break;
      answer = found;
      if (tr) tr.iteration(d, 'end', found.value);
      // Without a depth limit, a pass that met no depth cut has searched the whole game.
      if (!cutByDepth) break;
    }
  }
  const result = run.result(answer.value, answer.action);
  if (run.stopped !== null) result.value = answer.value;
  return result;
}
