/**
 * aima-python's tests/test_games.py, ported: Fig52Game (AIMA Fig. 5.2) with
 * minmax_decision and alphabeta_search from each of A, B, C and D.
 *
 *   assert minmax_decision('A', f52) == 'a1'     (and alphabeta_search alike)
 *   assert minmax_decision('B', f52) == 'b1'
 *   assert minmax_decision('C', f52) == 'c1'
 *   assert minmax_decision('D', f52) == 'd3'
 *
 * There B, C and D are MIN's states and utilities are negated for MIN, so
 * "B → b1" means MIN picks its best: the least leaf. Our trees name an action
 * by the child it leads to: a1 → B, b1 → B1, c1 → C1, d3 → D3.
 */
import { expect, test } from 'vitest';
import { loadFixtures, runTree } from './helpers.ts';

const fig52 = loadFixtures().find((f) => f.name === 'aima-fig-5-2')!.tree;
const state = (id: string) => (id === 'A' ? fig52 : fig52.children.find((c) => c.id === id)!);

test.each([
  ['A', 'a1', 'B'],
  ['B', 'b1', 'B1'],
  ['C', 'c1', 'C1'],
  ['D', 'd3', 'D3'],
])('from %s both searchers decide %s', (from, _aima, child) => {
  expect(runTree('minimax', state(from)).result.action?.id).toBe(child);
  expect(runTree('alphabeta', state(from)).result.action?.id).toBe(child);
});
