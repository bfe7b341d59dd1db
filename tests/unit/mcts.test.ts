/**
 * Monte Carlo tree search (src/search/mcts.ts) and its trace
 * (src/trace/mcts-trace.ts): determinism by seed, visits adding up, UCB1 in
 * the trace recomputed from N and W, a win in one taken, the compiled
 * yardstick's visits reproduced, chance (2048) and textbook trees searched.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { mcts } from '../../src/search/mcts.ts';
import type { Game } from '../../src/search/game.ts';
import { Mt64 } from '../../src/search/mt64.ts';
import { TicTacToe, parsePosition } from '../../src/games/tictactoe/game.ts';
import { Connect4, parseMoves, type Connect4State } from '../../src/games/connect4/game.ts';
import { G2048 } from '../../src/games/g2048/game.ts';
import { TreeGame } from '../../src/games/tree/game.ts';
import { fromArray } from '../../src/games/g2048/board.ts';
import { MctsCursor, MctsRecorder, MctsTrace, type MctsTraceData } from '../../src/trace/mcts-trace.ts';
import { mctsLine, narrateMcts } from '../../src/trace/mcts-narrate.ts';
import { mctsPosition } from '../../src/app/mcts-position.ts';
import { say } from '../../src/i18n/say.ts';
import { listingLines } from '../../src/i18n/listing.ts';
import { msg } from '../../src/i18n/message.ts';
import { loadFixtures } from './helpers.ts';

const ttt = new TicTacToe();
const c4 = new Connect4();
const tttAt = (cells: string) => {
  const p = parsePosition(cells);
  if (!p.ok) throw new Error(cells);
  return p.state;
};
const c4At = (moves: string): Connect4State => {
  const p = parseMoves(moves);
  if (!p.ok) throw new Error(moves);
  return p.state;
};

function recorded<S, A>(game: Game<S, A>, root: S, iterations: number, c = Math.SQRT2, seed = 1) {
  const recorder = new MctsRecorder<S>(c);
  const result = mcts(game, root, { iterations, c, seed, tracer: recorder });
  return { result, data: recorder.finish() };
}

describe('the Mersenne Twister', () => {
  test('gives std::mt19937_64’s numbers (its 10,000th from the default seed 5489, and the first from seed 1)', () => {
    const standard = new Mt64(5489);
    for (let i = 0; i < 9999; i++) standard.next();
    expect(standard.nextString()).toBe('9981545732273789042');
    expect(new Mt64(1).nextString()).toBe('2469588189546311528');
    // rng() % 7 from seed 1, as mcts_ref.cpp draws a column.
    const seven = new Mt64(1);
    expect(Array.from({ length: 8 }, () => seven.int(7))).toEqual([2, 2, 4, 5, 2, 0, 6, 4]);
  });
});

describe('mcts', () => {
  test('the same seed gives the same search; another seed another one', () => {
    const s = c4At('4453');
    const a = mcts(c4, s, { iterations: 2000, seed: 7 });
    const b = mcts(c4, s, { iterations: 2000, seed: 7 });
    const other = mcts(c4, s, { iterations: 2000, seed: 8 });
    expect(b.visits).toEqual(a.visits);
    expect(b.values).toEqual(a.values);
    expect(other.visits).not.toEqual(a.visits);
  });

  test('the root’s visits add up to the iterations, and the move is the most visited (first on ties)', () => {
    for (const [game, s] of [
      [ttt, tttAt('x...o....')],
      [c4, c4At('')],
      [c4, c4At('2252576253462244111563365343671351441')],
    ] as const) {
      const r = mcts(game as never, s as never, { iterations: 1500 });
      expect(r.visits.reduce((x, y) => x + y, 0)).toBe(1500);
      expect(r.iterations).toBe(1500);
      expect(r.actionIndex).toBe(r.visits.indexOf(Math.max(...r.visits)));
    }
  });

  test('reproduces the compiled UCT yardstick’s visits on every line of its fixture (mcts_ref.cpp: C = √2, 0.7 and 0; 43 positions)', () => {
    // tests/fixtures/uct-reference.txt: iterations, C, position ('-' the empty board), column 1–7, visits ('-' a full column).
    const lines = readFileSync(join(import.meta.dirname, '../fixtures/uct-reference.txt'), 'utf8')
      .split('\n')
      .filter((l) => l !== '' && !l.startsWith('#'));
    expect(lines.length).toBeGreaterThanOrEqual(120);
    for (const line of lines) {
      const [iterations, c, position, column, ...visits] = line.split(' ');
      const r = mcts(c4, c4At(position === '-' ? '' : position!), { iterations: Number(iterations), c: Number(c), seed: 1 });
      expect({ line, visits: r.visits }).toEqual({ line, visits: visits.filter((v) => v !== '-').map(Number) });
      expect(r.action! + 1).toBe(Number(column));
    }
  }, 30_000);

  test('takes a win in one (tic-tac-toe and Connect-4, both sides)', () => {
    expect(mcts(ttt, tttAt('xx.oo....'), { iterations: 500 }).action).toBe(2);
    expect(mcts(ttt, tttAt('xx.oo...x'), { iterations: 500 }).action).toBe(5);
    // X has three in column 1 (X to move); then O has three in column 2 (O to move).
    expect(mcts(c4, c4At('121212'), { iterations: 2000 }).action).toBe(0);
    expect(mcts(c4, c4At('1212123'), { iterations: 2000 }).action).toBe(1);
  });

  test('a finished game gives no move; bad options are refused', () => {
    expect(mcts(ttt, tttAt('xxxoo....'), { iterations: 10 }).action).toBeUndefined();
    expect(() => mcts(ttt, tttAt('.........'), { iterations: 0 })).toThrow(/mcts.iterations/);
    expect(() => mcts(ttt, tttAt('.........'), { c: -1 })).toThrow(/mcts.c/);
  });

  test('a time budget stops it, with the iterations done', () => {
    let t = 0;
    const r = mcts(c4, c4At(''), { iterations: 1_000_000, timeMs: 50, clock: () => (t += 1) });
    expect(r.status).toBe('time');
    expect(r.iterations).toBeLessThan(60);
    expect(r.visits.reduce((x, y) => x + y, 0)).toBe(r.iterations);
  });

  test('2048: tile placements are drawn during selection (open loop); seeded, a legal move', () => {
    const b = fromArray([
      [2, 4, 8, 16],
      [0, 2, 4, 8],
      [0, 0, 2, 4],
      [0, 0, 0, 2],
    ]);
    if (!b.ok) throw new Error('board');
    const game = new G2048({ adversary: 'chance', heuristic: 'h1', variant: 'text' });
    const root = { ...b.board, score: 0, turn: 0 as const };
    const a = mcts(game, root, { iterations: 300, seed: 3 });
    expect(game.actions(root)).toContain(a.action);
    expect(mcts(game, root, { iterations: 300, seed: 3 }).visits).toEqual(a.visits);
    expect(a.visits.reduce((x, y) => x + y, 0)).toBe(300);
  });

  test('textbook trees: playouts walk to a leaf; AIMA Fig. 5.2’s best move is found', () => {
    const fig = loadFixtures().find((f) => f.name === 'aima-fig-5-2')!;
    const leaves: number[] = [];
    const walk = (n: typeof fig.tree): void => (n.kind === 'leaf' ? void leaves.push(n.value) : n.children.forEach(walk));
    walk(fig.tree);
    const game = new TreeGame();
    const r = mcts(game, fig.tree, { iterations: 3000, range: [Math.min(...leaves), Math.max(...leaves)] });
    expect(r.action?.id).toBe(fig.tree.children[0]!.id);
    expect(() => mcts(game, fig.tree, { iterations: 10 })).toThrow(/mcts.no-reward/);
  });
});

describe('the MCTS trace', () => {
  const { result, data } = recorded(c4, c4At('4453'), 400, 1.1);
  const trace = new MctsTrace(data as MctsTraceData<unknown>);

  test('UCB1 at every selection step equals W/N + C·√(ln N(parent) / N) from the tree’s state at that step', () => {
    const cursor = new MctsCursor(trace);
    let checked = 0;
    for (let k = 0; k < trace.length; k++) {
      cursor.seek(k);
      const e = trace.event(k);
      if (e.type !== 'select') continue;
      const parent = data.node[k]!;
      for (const t of e.children) {
        const node = data.kids[data.from[k]! + e.children.indexOf(t)]!;
        expect(t.n).toBe(cursor.n[node]);
        expect(t.w).toBe(cursor.w[node]);
        expect(t.ucb).toBeCloseTo(cursor.w[node]! / cursor.n[node]! + 1.1 * Math.sqrt(Math.log(cursor.n[parent]!) / cursor.n[node]!), 12);
        expect(cursor.ucb(node)).toBe(t.ucb);
        checked++;
      }
      // The child chosen has the highest UCB1 (first on ties).
      const best = Math.max(...e.children.map((t) => t.ucb));
      expect(e.child).toBe(e.children.find((t) => t.ucb === best)!.child);
    }
    expect(checked).toBeGreaterThan(500);
  });

  test('at the end the tree holds the search’s visits; stepping back to the start empties it exactly', () => {
    const cursor = new MctsCursor(trace);
    cursor.seek(trace.length);
    expect(cursor.added).toBe(result.nodes);
    expect(cursor.n[0]).toBe(400);
    const rootKids = data.parent.map((p, i) => (p === 0 ? i : -1)).filter((i) => i >= 0);
    expect(rootKids.map((k) => cursor.n[k]).sort()).toEqual(result.visits.filter((v) => v > 0).sort());
    const atEnd = Array.from(cursor.w);
    cursor.seek(0);
    expect(cursor.added).toBe(0);
    expect(Array.from(cursor.n).every((n) => n === 0)).toBe(true);
    expect(Array.from(cursor.w).every((w) => w === 0)).toBe(true);
    cursor.seek(trace.length);
    expect(Array.from(cursor.w)).toEqual(atEnd);
  });

  test('each iteration is select…, expand, playout, backpropagate; the last step chooses the most visited', () => {
    expect(trace.iterations).toBe(400);
    for (let i = 0; i < trace.iterations; i++) {
      const end = i + 1 < trace.iterations ? trace.starts[i + 1]! : trace.length - 1;
      const kinds = [];
      for (let k = trace.starts[i]!; k < end; k++) kinds.push(trace.type(k));
      expect(kinds.join(' ')).toMatch(/^iterate( select)*( expand)? playout backpropagate$/);
    }
    const last = trace.event(trace.length - 1);
    expect(last).toMatchObject({ type: 'choose', visits: Math.max(...result.visits) });
  });

  test('every step is narrated in English and Spanish, on its pseudocode line', () => {
    const lines = listingLines(msg('code.mcts'), 'en').length;
    expect(listingLines(msg('code.mcts'), 'es').length).toBe(lines);
    for (let k = 0; k < trace.length; k++) {
      for (const lang of ['en', 'es'] as const) {
        const text = say(narrateMcts(trace, k), lang);
        expect(text).not.toMatch(/undefined|NaN|\[mcts/);
      }
      const line = mctsLine(trace, k);
      expect(line).toBeGreaterThanOrEqual(1);
      expect(line).toBeLessThan(lines);
    }
    expect(say(narrateMcts(trace, trace.starts[0]! + 1), 'en')).toMatch(/^Expansion/);
  });

  test('the worker’s request: the CLI’s JSON, and a trace limited to 10,000 iterations', () => {
    const r = mctsPosition({ game: 'tictactoe', position: 'xx.oo....', iterations: 300 }, true);
    expect(r.ok && r.json.action).toBe(2);
    expect(r.ok && Object.values(r.json.visits).reduce((x, y) => x + y, 0)).toBe(300);
    expect(r.ok && r.trace !== undefined && new MctsTrace(r.trace).iterations).toBe(300);
    const big = mctsPosition({ game: 'connect4', position: '', iterations: 20_000 }, true);
    expect(big.ok).toBe(false);
    // Connect-4 untraced runs the fast UCT: the same answer as the traced generic search.
    for (const [position, seed, c] of [
      ['', 1, Math.SQRT2],
      ['4453', 9, 0.5],
      ['1233722555341451114725221333', 4, 2],
    ] as const) {
      const fast = mctsPosition({ game: 'connect4', position, iterations: 3000, seed, c });
      const traced = mctsPosition({ game: 'connect4', position, iterations: 3000, seed, c }, true);
      if (!fast.ok || !traced.ok) throw new Error(position);
      expect({ ...fast.json, ms: 0 }).toEqual({ ...traced.json, ms: 0 });
    }
    const bad = mctsPosition({ game: 'connect4', position: '44444444', iterations: 10 });
    expect(!bad.ok && say(bad.error, 'en')).toMatch(/full/);
  });
});
