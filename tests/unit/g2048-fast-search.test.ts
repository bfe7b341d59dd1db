/**
 * The 2048 fast path (src/games/g2048/fast-search.ts) beside the generic
 * searchers on G2048: the same SearchResult — value and root values bit for
 * bit, move, certainties, nodes, leaves, cutoffs, status — also when a node
 * budget or an abort signal stops the search part-way.
 */
import { describe, expect, test } from 'vitest';
import { emptyCount, fromRows, legalMask, stuckOf } from '../../src/games/g2048/board.ts';
import { heuristicId } from '../../src/games/g2048/evaluate.ts';
import { fastSearch } from '../../src/games/g2048/fast-search.ts';
import { G2048, playerState } from '../../src/games/g2048/game.ts';
import { rng } from '../../src/games/rng.ts';
import { SEARCHERS } from '../../src/search/index.ts';
import { HEURISTICS, VARIANTS } from '../../src/games/g2048/settings.ts';

const ALGOS = ['minimax', 'alphabeta', 'expectimax', 'expectiminimax'] as const;

/** A signal that turns aborted at its k-th read: both searches must read it at the same nodes. */
function signalAfter(k: number): { readonly aborted: boolean } {
  let reads = 0;
  return {
    get aborted() {
      return ++reads >= k;
    },
  };
}

describe('fastSearch returns what the generic searchers return on G2048', () => {
  test('random boards, every algorithm, heuristic and variant, depths 0–4, budgets and abort signals', () => {
    const random = rng(7);
    const statuses = { complete: 0, budget: 0, aborted: 0 };
    for (let i = 0; i < 300; i++) {
      const rows = [0, 0, 0, 0].map(() => {
        let row = 0;
        for (let c = 0; c < 4; c++) if (random.next() < 0.6) row |= (1 + random.int(random.next() < 0.8 ? 8 : 14)) << (4 * c);
        return row;
      });
      const board = fromRows(rows[0]!, rows[1]!, rows[2]!, rows[3]!);
      const score = random.int(3) === 0 ? 0 : random.int(40_000);
      const algo = ALGOS[random.int(4)]!;
      const heuristic = HEURISTICS[random.int(5)]!;
      const variant = VARIANTS[random.int(2)]!;
      const depth = random.int(5);
      const goal = [2048, 2048, 512, 32768, 1000, 3][random.int(6)]!;
      const stop = random.int(3); // 0: none, 1: budget, 2: signal
      const budget = stop === 1 ? 1 + random.int(3000) : undefined;
      const k = 1 + random.int(4);
      const root = random.int(2) === 0 ? ('carried' as const) : ('full-window' as const);
      const game = new G2048({ adversary: algo === 'minimax' || algo === 'alphabeta' ? 'min' : 'chance', heuristic, variant, goal });
      const generic = SEARCHERS[algo](game, playerState(board, score), { depth, budget, root, signal: stop === 2 ? signalAfter(k) : undefined });
      const fast = fastSearch(board.hi, board.lo, score, {
        kind: algo === 'minimax' ? 'minimax' : algo === 'alphabeta' ? 'alphabeta' : 'chance',
        heuristic: heuristicId(heuristic, variant),
        goal,
        depth,
        budget,
        root,
        signal: stop === 2 ? signalAfter(k) : undefined,
      });
      statuses[generic.status]++;
      expect(fast, `case ${i}: ${algo} ${heuristic} ${variant} depth ${depth} goal ${goal} stop ${stop} root ${root}`).toEqual(generic);
    }
    // Each way of ending was met.
    expect(Math.min(statuses.complete, statuses.budget, statuses.aborted)).toBeGreaterThan(5);
  });

  test('refuses a negative depth and a budget under 1 as SearchRun does', () => {
    const game = new G2048({ adversary: 'min', heuristic: 'h1', variant: 'text' });
    const s = playerState(fromRows(0x1, 0, 0, 0x1), 0);
    for (const bad of [{ depth: -1 }, { depth: 2, budget: 0 }]) {
      let generic = '';
      let fast = '';
      try {
        SEARCHERS.minimax(game, s, bad);
      } catch (e) {
        generic = String(e);
      }
      try {
        fastSearch(s.hi, s.lo, 0, { kind: 'minimax', heuristic: 0, goal: 2048, ...bad });
      } catch (e) {
        fast = String(e);
      }
      expect(fast).toBe(generic);
      expect(fast).not.toBe('');
    }
  });
});

describe('stuckOf', () => {
  test('is "no empty cell and no legal move" on full boards of few kinds of tiles (32768 pairs included, which do not merge)', () => {
    const random = rng(11);
    let stuck = 0;
    for (let i = 0; i < 50_000; i++) {
      const kinds = [1 + random.int(3), 13 + random.int(3)];
      const rows = [0, 0, 0, 0].map(() => {
        let row = 0;
        for (let c = 0; c < 4; c++) row |= (random.next() < 0.5 ? kinds[0]! + random.int(2) : kinds[1]! - random.int(2)) << (4 * c);
        if (random.next() < 0.02) row &= 0xfff0; // an empty cell now and then
        return row;
      });
      const b = fromRows(rows[0]!, rows[1]!, rows[2]!, rows[3]!);
      if (stuckOf(b.hi, b.lo) !== (emptyCount(b) === 0 && legalMask(b) === 0)) expect([i, rows]).toEqual('agreement');
      if (stuckOf(b.hi, b.lo)) stuck++;
    }
    expect(stuck).toBeGreaterThan(100);
  });
});

test('alpha-beta with a full-window root: the fast path as the generic searcher, and more nodes than the carried window', () => {
  const random = rng(11);
  let more = 0;
  for (let i = 0; i < 40; i++) {
    const rows = [0, 0, 0, 0].map(() => {
      let row = 0;
      for (let c = 0; c < 4; c++) if (random.next() < 0.6) row |= (1 + random.int(8)) << (4 * c);
      return row;
    });
    const board = fromRows(rows[0]!, rows[1]!, rows[2]!, rows[3]!);
    const depth = 3 + random.int(2);
    const game = new G2048({ adversary: 'min', heuristic: 'h1', variant: 'text', goal: 2048 });
    const generic = SEARCHERS.alphabeta(game, playerState(board, 500), { depth, root: 'full-window' });
    const options = { kind: 'alphabeta' as const, heuristic: heuristicId('h1', 'text'), goal: 2048, depth };
    const fast = fastSearch(board.hi, board.lo, 500, { ...options, root: 'full-window' });
    expect(fast, `board ${i}`).toEqual(generic);
    const carried = fastSearch(board.hi, board.lo, 500, options);
    expect(carried.actionIndex).toBe(fast.actionIndex);
    expect(carried.value).toBe(fast.value);
    if (fast.nodes > carried.nodes) more++;
  }
  expect(more).toBeGreaterThan(10);
});
