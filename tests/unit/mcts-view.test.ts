/**
 * The Monte Carlo tree search view's pure parts (src/ui/viewer/mcts/mcts-model.ts,
 * mcts-scene.ts, mcts-board.ts): phases and iterations of a recorded search,
 * what is drawn at a step (small however big the tree), the layout, the
 * playout's chain and end position, what back-propagation adds, node names;
 * and each step's drawing against the cursor (N, W/N, UCB1 as the cursor has
 * them), on real searches of tic-tac-toe and Connect-4.
 */
import { describe, expect, test } from 'vitest';
import { mctsPosition } from '../../src/app/mcts-position.ts';
import { MctsCursor, MctsTrace, SELECT, type MctsTraceData } from '../../src/trace/mcts-trace.ts';
import { narrateMcts } from '../../src/trace/mcts-narrate.ts';
import { say } from '../../src/i18n/say.ts';
import { parseMoves } from '../../src/games/connect4/game.ts';
import { c4Text } from '../../src/app/position-search.ts';
import {
  ITERATION_PHASES,
  MctsIndex,
  NODE_W,
  currentNode,
  fraction,
  iterationOf,
  iterationStart,
  layOut,
  namedMessage,
  nextIteration,
  openPath,
  phaseAt,
  playoutAt,
  playoutChain,
  previousIteration,
  resultKey,
  selectionAt,
  shownAt,
  backpropAt,
} from '../../src/ui/viewer/mcts/mcts-model.ts';
import { nodeFigures, sceneAt } from '../../src/ui/viewer/mcts/mcts-scene.ts';
import { afterMoves, cellsOf, gameOfState } from '../../src/ui/viewer/mcts/mcts-position.ts';

function recorded(game: 'tictactoe' | 'connect4', position: string, iterations: number, seed = 1, c = 1.41): MctsTrace<unknown> {
  const reply = mctsPosition({ game, position, iterations, seed, c }, true);
  if (!reply.ok || reply.trace === undefined) throw new Error('no trace');
  return new MctsTrace(reply.trace as MctsTraceData<unknown>);
}

const ttt = recorded('tictactoe', '.........', 200);
const c4 = recorded('connect4', '44', 300);

describe('phases and iterations', () => {
  test('each step has its phase; every iteration runs selection, expansion (unless the game is over), simulation, back-propagation in order', () => {
    for (const trace of [ttt, c4]) {
      expect(phaseAt(trace, 0)).toBe('start');
      expect(phaseAt(trace, 1)).toBe('start'); // tree ← NODE(state)
      expect(phaseAt(trace, trace.length)).toBe('choice');
      for (let i = 1; i <= trace.iterations; i++) {
        const from = iterationStart(trace, i);
        const to = i < trace.iterations ? iterationStart(trace, i + 1) - 1 : trace.length - 1;
        const phases = Array.from({ length: to - from + 1 }, (_, j) => phaseAt(trace, from + j));
        // Selection steps, then at most one expansion, one simulation, one back-propagation.
        const order = phases.map((p) => ITERATION_PHASES.indexOf(p as (typeof ITERATION_PHASES)[number]));
        expect(
          order.every((o, j) => o >= 0 && (j === 0 || o >= order[j - 1]!)),
          `iteration ${i}: ${phases.join(' ')}`,
        ).toBe(true);
        expect(phases.at(-1)).toBe('backpropagation');
        expect(phases.filter((p) => p === 'simulation')).toHaveLength(1);
        expect(iterationOf(trace, from)).toBe(i);
        expect(iterationOf(trace, to)).toBe(i);
      }
    }
  });

  test('PageDown goes to the start of the next iteration (the end after the last); PageUp to the start of this one, then the one before', () => {
    const t = ttt;
    expect(nextIteration(t, 0)).toBe(iterationStart(t, 1));
    expect(nextIteration(t, iterationStart(t, 1))).toBe(iterationStart(t, 2));
    expect(nextIteration(t, iterationStart(t, 2) + 2)).toBe(iterationStart(t, 3));
    expect(nextIteration(t, iterationStart(t, t.iterations))).toBe(t.length);
    expect(nextIteration(t, t.length)).toBe(t.length);
    expect(previousIteration(t, iterationStart(t, 3) + 2)).toBe(iterationStart(t, 3));
    expect(previousIteration(t, iterationStart(t, 3))).toBe(iterationStart(t, 2));
    expect(previousIteration(t, iterationStart(t, 1))).toBe(0);
    expect(previousIteration(t, 1)).toBe(0);
    expect(previousIteration(t, 0)).toBe(0);
    expect(previousIteration(t, t.length)).toBe(iterationStart(t, t.iterations));
    // From the start, PageDown as many times as there are iterations, and once more, reaches the end.
    let step = 0;
    for (let i = 0; i <= t.iterations; i++) step = nextIteration(t, step);
    expect(step).toBe(t.length);
  });

  test('the node of each step: the root at an iteration’s start, the child chosen at a selection, the new node, the path’s end, the move chosen', () => {
    const t = c4;
    expect(currentNode(t, 0)).toBe(-1);
    expect(currentNode(t, 1)).toBe(0);
    const s = iterationStart(t, 5);
    expect(currentNode(t, s)).toBe(0);
    const cursor = new MctsCursor(t);
    for (let step = 1; step <= t.length; step++) {
      cursor.seek(step);
      const path = openPath(t, step, cursor.path);
      const v = currentNode(t, step);
      if (phaseAt(t, step) === 'choice') expect(path).toEqual([0, v]);
      else expect(path.at(-1)).toBe(v);
    }
  });
});

describe('what is drawn', () => {
  test('at every step of a 2,000-iteration Connect-4 search: the root’s children, the path with its siblings and nothing else; hidden nodes counted', () => {
    const t = recorded('connect4', '', 2000, 3);
    const index = new MctsIndex(t);
    const cursor = new MctsCursor(t);
    let most = 0;
    for (let step = 0; step <= t.length; step += 7) {
      cursor.seek(step);
      const path = openPath(t, step, cursor.path);
      const shown = shownAt(index, cursor.added, path, new Set());
      most = Math.max(most, shown.nodes.length);
      const drawn = new Set(shown.nodes);
      // Each drawn node's parent is drawn and open (on the path, or the root).
      for (const v of shown.nodes) if (v > 0) expect(shown.forced.has(index.parent(v))).toBe(true);
      // Every node of the tree is drawn or counted under a drawn one.
      const counted = shown.nodes.length + [...shown.hidden.values()].reduce((a, b) => a + b, 0);
      expect(counted).toBe(Math.max(1, cursor.added));
      for (const v of path) expect(drawn.has(v)).toBe(true);
    }
    // At most the root, 7 children a level along a path of at most ~8.
    expect(most).toBeLessThanOrEqual(1 + 7 * 9);
  });

  test('a node opened shows its children; the layout keeps boxes of a level apart and levels in order', () => {
    const t = ttt;
    const index = new MctsIndex(t);
    const cursor = new MctsCursor(t);
    cursor.seek(t.length);
    const first = index.joined(0, cursor.added)[0]!;
    const closed = shownAt(index, cursor.added, [0], new Set());
    expect(closed.hidden.get(first)).toBe(index.under(first, cursor.added));
    const open = shownAt(index, cursor.added, [0], new Set([first]));
    expect(open.children.get(first)).toEqual(index.joined(first, cursor.added));
    expect(open.hidden.has(first)).toBe(false);
    const placed = layOut(open);
    const byLevel = new Map<number, number[]>();
    for (const v of open.nodes) byLevel.set(placed.y.get(v)!, [...(byLevel.get(placed.y.get(v)!) ?? []), placed.x.get(v)!]);
    for (const xs of byLevel.values()) {
      xs.sort((a, b) => a - b);
      for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(NODE_W);
    }
    for (const v of open.nodes) if (v > 0) expect(placed.y.get(v)!).toBeGreaterThan(placed.y.get(index.parent(v))!);
  });

  test('children are drawn in their moves’ order (columns left to right), whatever order they joined in', () => {
    const index = new MctsIndex(c4);
    const kids = index.kids[0]!;
    const columns = kids.map((k) => Number(/(\d)$/.exec(c4.data.label[k]!)![1]));
    expect(columns).toEqual([...columns].sort((a, b) => a - b));
    expect(kids).not.toEqual([...kids].sort((a, b) => a - b)); // they joined in another order
  });
});

describe('each phase’s marks', () => {
  test('selection: the child chosen has the highest UCB1 of those compared, as the cursor computes them', () => {
    const t = c4;
    const cursor = new MctsCursor(t);
    let seen = 0;
    for (let step = 1; step <= t.length; step++) {
      const sel = selectionAt(t, step);
      if (sel === null) continue;
      cursor.seek(step);
      const ucbs = sel.compared.map((v) => cursor.ucb(v));
      expect(cursor.ucb(sel.chosen)).toBe(Math.max(...ucbs));
      seen++;
    }
    expect(seen).toBeGreaterThan(100);
  });

  test('back-propagation: every node on the path gains 1 visit, and the result or 1 − it in W; the playout before it gives its result', () => {
    const t = ttt;
    const cursor = new MctsCursor(t);
    for (let i = 1; i <= 30; i++) {
      const end = i < t.iterations ? iterationStart(t, i + 1) - 1 : t.length - 1;
      cursor.seek(end - 1);
      const n = Float64Array.from(cursor.n);
      const gained = backpropAt(t, end)!;
      const playout = playoutAt(t, end)!;
      expect(playout.shown).toBe(false);
      cursor.seek(end);
      for (const [v, dw] of gained) {
        expect(cursor.n[v]).toBe(n[v]! + 1);
        expect([playout.result, 1 - playout.result]).toContain(dw);
      }
    }
  });

  test('the playout’s chain: every move up to 9, else the first four and the last four around how many are left out', () => {
    const moves = Array.from({ length: 20 }, (_, i) => `m${i}`);
    expect(playoutChain(moves.slice(0, 9))).toHaveLength(9);
    const chain = playoutChain(moves);
    expect(chain).toHaveLength(9);
    expect(chain[4]).toEqual({ kind: 'gap', count: 12 });
    expect(chain.slice(0, 4).map((c) => (c.kind === 'move' ? c.label : ''))).toEqual(['m0', 'm1', 'm2', 'm3']);
    expect(chain.at(-1)).toEqual({ kind: 'move', label: 'm19' });
    expect([resultKey(1), resultKey(0), resultKey(0.5)]).toEqual(['result_x', 'result_o', 'result_draw']);
    expect([fraction(0.5), fraction(2 / 3), fraction(1), fraction(1.41421)]).toEqual(['½', '0.67', '1', '1.41']);
  });

  test('the position where a playout ends, from its moves’ names: the game is over there, with the result the playout reported', () => {
    for (const trace of [ttt, c4]) {
      const game = gameOfState(trace.data.states[0]);
      let checked = 0;
      for (let step = 1; step <= trace.length && checked < 40; step++) {
        const p = playoutAt(trace, step);
        if (p === null || !p.shown || p.moves.length === 0) continue;
        const end = afterMoves(game, trace.data.states[p.node], p.moves);
        const cells = cellsOf(game, end);
        expect(cells.length).toBe(game === 'tictactoe' ? 9 : 42);
        // As many more marks as moves.
        const marks = (c: string) => [...c].filter((x) => x !== '.').length;
        expect(marks(cells)).toBe(marks(cellsOf(game, trace.data.states[p.node])) + p.moves.length);
        checked++;
      }
      expect(checked).toBe(40);
    }
    const stateOf = (moves: string) => {
      const p = parseMoves(moves);
      if (!p.ok) throw new Error(moves);
      return p.state;
    };
    expect(cellsOf('connect4', afterMoves('connect4', stateOf('44'), ['X↓1', 'O↓7']))).toBe(c4Text(stateOf('4417')));
    expect(cellsOf('tictactoe', afterMoves('tictactoe', { cells: '.........', toMove: 'x' }, ['X4', 'O0']))).toBe('o...x....');
  });
});

describe('the drawing at a step, against the cursor', () => {
  test('N, W/N and UCB1 on every drawn node are the cursor’s at that step (UCB1 with the parent’s N now); the current node is marked', () => {
    const t = c4;
    const index = new MctsIndex(t);
    const cursor = new MctsCursor(t);
    for (let step = 0; step <= t.length; step += 3) {
      cursor.seek(step);
      const scene = sceneAt(index, cursor, new Set(), -1, 'en');
      for (const l of scene.looks) {
        if (l.ghost) continue;
        expect(l.n).toBe(cursor.n[l.node]);
        expect(l.w).toBe(cursor.w[l.node]);
        expect(l.ucb).toBe(nodeFigures(cursor, l.node).ucb);
        if (l.node > 0 && l.n > 0)
          expect(Number(l.ucb)).toBeCloseTo(cursor.w[l.node]! / l.n + t.data.c * Math.sqrt(Math.log(cursor.n[index.parent(l.node)]!) / l.n), 2);
      }
      expect(scene.looks.filter((l) => l.current).map((l) => l.node)).toEqual(scene.current < 0 ? [] : [scene.current]);
      expect(scene.looks.filter((l) => l.focus)).toHaveLength(1);
    }
  });

  test('each phase drawn in words: "▼ highest UCB1", "✚ new", the chain and its result, "+1" along the path, "★ most visits"', () => {
    const t = ttt;
    const index = new MctsIndex(t);
    const cursor = new MctsCursor(t);
    const at = (step: number) => {
      cursor.seek(step);
      return sceneAt(index, cursor, new Set(), -1, 'en');
    };
    const seen = new Set<string>();
    for (let step = 1; step <= t.length; step++) {
      const s = at(step);
      const cur = s.looks.find((l) => l.current);
      if (s.phase === 'selection' && step > 1 && t.data.type[step - 1] === SELECT) {
        expect(cur?.tag).toBe('▼ highest UCB1');
        seen.add('select');
      }
      if (s.phase === 'expansion') {
        expect(cur?.tag).toBe('✚ new');
        expect(cur?.fresh).toBe(true);
        seen.add('expand');
      }
      if (s.phase === 'simulation') {
        expect(s.chain?.result).toMatch(/^(X wins: 1|O wins: 0|draw: ½)$/);
        seen.add('simulate');
      }
      if (s.phase === 'backpropagation') {
        const path = openPath(t, step, cursor.path);
        expect(
          s.looks
            .filter((l) => l.plus === '+1')
            .map((l) => l.node)
            .sort(),
        ).toEqual([...path].filter((v) => s.shown.nodes.includes(v)).sort());
        seen.add('back');
      }
      if (s.phase === 'choice') {
        expect(cur?.tag).toBe('★ most visits');
        seen.add('choice');
      }
      if (step > 400) break;
    }
    cursor.seek(t.length);
    expect(sceneAt(index, cursor, new Set(), -1, 'es').looks.find((l) => l.current)?.tag).toBe('★ más visitas');
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });

  test('node names: the narration names nodes by their last move and depth, the tree items say N, W/N and UCB1 in words', () => {
    const t = c4;
    const index = new MctsIndex(t);
    const sel = Array.from({ length: t.length }, (_, k) => k).find((k) => t.data.type[k] === SELECT && t.data.node[k] !== 0)!;
    const m = namedMessage(index, narrateMcts(t, sel));
    const text = say(m, 'en');
    // A child of the root by its move alone; the child chosen by its move.
    expect(text).toMatch(/^Selection at [XO]↓\d: .*: [XO]↓\d, with N = /);
    expect(text).not.toMatch(/\d\.\d:/);
    // Deeper: its last move and its depth, never the path of moves.
    const deep = Array.from({ length: t.length }, (_, k) => k).find((k) => t.data.type[k] === SELECT && (t.data.depth[t.data.node[k]!] ?? 0) >= 2)!;
    expect(say(namedMessage(index, narrateMcts(t, deep)), 'en')).toMatch(/^Selection at [XO]↓\d at depth \d+: /);
    expect(say(namedMessage(index, narrateMcts(t, deep)), 'es')).toMatch(/^Selección en [XO]↓\d a profundidad \d+: /);
    const cursor = new MctsCursor(t);
    cursor.seek(sel + 1);
    const scene = sceneAt(index, cursor, new Set(), -1, 'en');
    const cur = scene.looks.find((l) => l.current)!;
    // Heard: the symbols in words ("N 7, W/N 0.57" is read letter by letter).
    // A Connect-4 move heard "X in column 4" (the arrow of "X↓4" would be read as a word).
    expect(cur.name).toMatch(/^[XO] in column \d( [XO] in column \d)*: \d+ visits, mean result [\d.½–]+, UCB1 [\d.∞]+, on this iteration’s path/);
    expect(cur.name).not.toMatch(/↓/);
  });
});
