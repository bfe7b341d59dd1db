/**
 * One tree as a student's code sees it (src/student/tree-states.ts, issue
 * 37): what it records (successors generated, values read, in order), what it
 * refuses, its call budget, CS188's agents and rounds read from the layers;
 * and an inner node's own value (canonical JSON's `value` on a node with
 * children, CS188's evaluation at a depth limit), read, written back and
 * used by the tree game at a depth limit.
 */
import { describe, expect, test } from 'vitest';
import { parseTree } from '../../src/games/tree/parse.ts';
import { parseCanonical } from '../../src/games/tree/json.ts';
import { toCanonical, type TreeNode } from '../../src/games/tree/tree.ts';
import { TreeGame } from '../../src/games/tree/game.ts';
import { alphabeta } from '../../src/search/index.ts';
import { CallBudgetExceeded, StudentRefusal, StudentTree, cs188Agents, jobStudentTree } from '../../src/student/tree-states.ts';
import { treeBridge } from '../../src/student/bridge.ts';
import { say } from '../../src/i18n/say.ts';

const tree = (text: string): TreeNode => {
  const r = parseTree(text);
  if (!r.ok) throw new Error(`${text}: ${say(r.error.reason, 'en')}`);
  return r.tree;
};

// AIMA Fig. 5.2 (fixtures/trees/aima-fig-5-2.json).
const FIG_5_2 = 'A:max(B:min(B1:3, B2:12, B3:8), C:min(C1:2, C2:4, C3:6), D:min(D1:14, D2:5, D3:2))';

/** The refusal a call throws, worded in English. */
function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof StudentRefusal) return say(e.reason, 'en');
    throw e;
  }
  throw new Error('no refusal');
}

describe('StudentTree', () => {
  test('states are ids, actions are the children’s ids; successors and values are recorded in order, nothing else is', () => {
    const t = new StudentTree(tree(FIG_5_2), { maxCalls: 100 });
    expect(t.root).toBe('A');
    expect([t.kind('A'), t.kind('B'), t.kind('B1')]).toEqual(['max', 'min', 'leaf']);
    expect([t.isTerminal('B'), t.isTerminal('B1')]).toEqual([false, true]);
    expect(t.actions('A')).toEqual(['B', 'C', 'D']);
    expect(t.actions('B1')).toEqual([]);
    expect(t.successor('A', 'C')).toBe('C');
    expect(t.successor('C', 'C2')).toBe('C2');
    expect(t.value('C2')).toBe(4);
    // An inner node's value, with no own value in the tree: its exact value.
    expect(t.value('C')).toBe(2);
    expect(t.record('C')).toEqual({
      events: [
        { type: 'generate', node: 'C' },
        { type: 'generate', node: 'C2' },
        { type: 'evaluate', node: 'C2' },
        { type: 'evaluate', node: 'C' },
      ],
      action: 'C',
    });
    // 11 calls: kind ×3, isTerminal ×2, actions ×2, successor ×2, value ×2; record is not one.
    expect(t.calls).toBe(11);
  });

  test('a record is a copy: recording goes on after it', () => {
    const t = new StudentTree(tree(FIG_5_2), { maxCalls: 100 });
    t.successor('A', 'B');
    const first = t.record(null);
    t.successor('B', 'B1');
    expect(first.events).toHaveLength(1);
    expect(t.record('B').events).toHaveLength(2);
  });

  test('an action that is not a child, an unknown state and a probability off a chance node are refused, in words', () => {
    const t = new StudentTree(tree(FIG_5_2), { maxCalls: 100 });
    expect(refusal(() => t.successor('A', 'B1'))).toBe('B1 is not an action at A: its actions are B, C, D');
    expect(refusal(() => t.successor('B1', 'x'))).toBe('x is not an action at B1: it is a leaf, with none');
    expect(refusal(() => t.kind('Z'))).toBe('Z is not a state of this tree');
    expect(refusal(() => t.probability('A', 'B'))).toBe('A is not a chance node: its actions have no probabilities');
    // Nothing refused was recorded.
    expect(t.record(null).events).toEqual([]);
  });

  test('a chance node’s outcomes have their probabilities', () => {
    const t = new StudentTree(tree('A:max(B:chance(0.25: b1:4, 0.75: b2:8), c:1)'), { maxCalls: 100 });
    expect(t.probability('B', 'b2')).toBe(0.75);
    expect(t.value('B')).toBe(7);
  });

  test('every call counts; past the budget every method throws CallBudgetExceeded, and goes on throwing', () => {
    const t = new StudentTree(tree(FIG_5_2), { maxCalls: 3 });
    t.actions('A');
    t.successor('A', 'B');
    t.isTerminal('B');
    expect(t.calls).toBe(3);
    for (const call of [() => t.kind('A'), () => t.value('B1'), () => t.successor('B', 'B1'), () => t.numAgents(), () => t.rounds()]) {
      expect(call).toThrow(CallBudgetExceeded);
    }
    expect(t.calls).toBe(8);
    // The calls past the budget recorded nothing.
    expect(t.record(null).events).toEqual([{ type: 'generate', node: 'B' }]);
    try {
      t.actions('A');
    } catch (e) {
      expect(e).toBeInstanceOf(CallBudgetExceeded);
      expect(say((e as CallBudgetExceeded).reason, 'en')).toBe(
        'the budget of 3 calls to the game is spent: the search never ends, or searches the tree more than once',
      );
      expect(say((e as CallBudgetExceeded).reason, 'es')).toMatch(/^se ha agotado el presupuesto de 3 llamadas/);
    }
  });
});

describe('CS188’s agents and rounds, from the tree’s layers', () => {
  test('two agents: max and min take turns; rounds cover the height', () => {
    const t = new StudentTree(tree(FIG_5_2), { maxCalls: 100 });
    expect(t.numAgents()).toBe(2);
    expect([t.agentOf('A'), t.agentOf('B'), t.agentOf('B1')]).toEqual([0, 1, 0]);
    expect(t.rounds()).toBe(1);
    expect(new StudentTree(tree(FIG_5_2), { maxCalls: 100, rounds: 3 }).rounds()).toBe(3);
  });

  test('three agents: max, then two min layers (two ghosts), then max again', () => {
    const t = new StudentTree(tree('A:max(B:min(C:min(D:max(d1:1, d2:2), e:3), f:4), g:min(h:min(i:5)))'), { maxCalls: 100 });
    expect(t.numAgents()).toBe(3);
    expect(['A', 'B', 'C', 'D', 'd1', 'h', 'i'].map((s) => t.agentOf(s))).toEqual([0, 1, 2, 0, 1, 2, 0]);
    // Height 4 plies over 3 agents: 2 rounds.
    expect(t.rounds()).toBe(2);
  });

  test('a tree with no second max layer: its inner layers are the agents; a given number overrides', () => {
    expect(cs188Agents(tree('max(min(min(1, 2), 3))'))).toBe(3);
    expect(cs188Agents(tree('max(min(1, 2), 3)'), 3)).toBe(3);
  });

  test('layers that do not take turns as CS188’s agents do are refused', () => {
    expect(refusal(() => cs188Agents(tree('min(max(1, 2))')))).toMatch(/the tree's root must be a max node/);
    expect(refusal(() => cs188Agents(tree('max(min(1, 2), max(3, 4))')))).toMatch(/ply 1 of this tree holds nodes of different kinds/);
    // max, min, max, then min where max's turn (every 2 plies) has come back: fine; max at ply 3 is not.
    expect(refusal(() => cs188Agents(tree('max(min(max(max(1))), 2)')))).toBe(
      "CS188's agents move in turn: with 2 agents, max moves every 2 plies, but ply 3 is a max layer",
    );
    const t = new StudentTree(tree('max(min(max(max(1))), 2)'), { maxCalls: 100 });
    expect(refusal(() => t.numAgents())).toMatch(/ply 3 is a max layer/);
  });
});

describe('an inner node’s own value (canonical JSON’s value on a node with children)', () => {
  const text =
    '{"id":"A","kind":"max","children":[{"id":"B","kind":"min","children":[{"id":"b1","value":1}],"value":7},{"id":"C","kind":"min","children":[{"id":"c1","value":2}]}]}';

  test('is read as the node’s own value, written back, and left out where absent', () => {
    const r = parseCanonical(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [b, c] = r.tree.children;
    expect([b!.own, b!.value, c!.own]).toEqual([7, NaN, undefined]);
    expect(JSON.stringify(toCanonical(r.tree))).toBe(text);
  });

  test('is what the tree game evaluates at a depth limit (else the exact value), and what a student reads', () => {
    const r = parseCanonical(text);
    if (!r.ok) throw new Error('parse');
    const game = new TreeGame();
    const [b, c] = r.tree.children;
    expect([game.evaluate(b!), game.evaluate(c!)]).toEqual([7, 2]);
    // At depth 1, B's own 7 beats C's exact 2; searched to the leaves, C's 2 beats B's 1.
    expect(alphabeta(game, r.tree, { depth: 1 }).action?.id).toBe('B');
    expect(alphabeta(game, r.tree).action?.id).toBe('C');
    const t = new StudentTree(r.tree, { maxCalls: 100 });
    expect([t.value('B'), t.value('C')]).toEqual([7, 2]);
  });
});

// CS188's MultiagentTreeState: isWin() is "the state is in win_states", isLose() "in lose_states"; the
// 0-eval-function-lose-states-* tests are there for agents that mishandle a lose state.
describe('CS188’s win and lose states (isWin, isLose): the outcome at a state', () => {
  const TREE = 'A:max(B:min(B1:3, B2:12, B3:8), C:min(C1:2, C2:4, C3:6), D:min(D1:14, D2:5, D3:2))';

  test('without lists (a fixture, a random tree), every leaf is a win and no state a loss', () => {
    const t = new StudentTree(tree(TREE), { maxCalls: 100 });
    expect(['A', 'B', 'B1', 'D3'].map((s) => t.outcome(s))).toEqual(['none', 'none', 'win', 'win']);
    // Each is a call.
    expect(t.calls).toBe(4);
  });

  test('with a .test file’s lists: as listed (a state in both is both), a state with no moves listed in neither is none', () => {
    const t = new StudentTree(tree(TREE), { maxCalls: 100, wins: ['B1', 'C2', 'D2'], loses: ['B2', 'C2'] });
    expect(['A', 'B1', 'B2', 'C2', 'B3', 'D1', 'D2'].map((s) => t.outcome(s))).toEqual(['none', 'win', 'lose', 'both', 'none', 'none', 'win']);
    // One list alone is a list: the other is empty.
    const loses = new StudentTree(tree(TREE), { maxCalls: 100, loses: ['B2'] });
    expect(['B1', 'B2'].map((s) => loses.outcome(s))).toEqual(['none', 'lose']);
    expect(new StudentTree(tree(TREE), { maxCalls: 100, wins: [], loses: [] }).outcome('B1')).toBe('none');
  });

  test('records nothing, refuses an unknown state, and counts against the budget', () => {
    const t = new StudentTree(tree(TREE), { maxCalls: 2, wins: ['B1'], loses: [] });
    expect(t.outcome('B1')).toBe('win');
    expect(refusal(() => t.outcome('Z'))).toBe('Z is not a state of this tree');
    expect(() => t.outcome('B1')).toThrow(CallBudgetExceeded);
    expect(t.record(null).events).toEqual([]);
  });

  test('a runner’s tree (JobTree) carries the lists, the rounds and the agents to the states', () => {
    const t = jobStudentTree({ tree: tree(TREE), maxCalls: 50, rounds: 3, numAgents: 2, wins: ['D1'], loses: ['B1'] });
    expect([t.outcome('B1'), t.outcome('D1'), t.outcome('B2'), t.rounds(), t.numAgents()]).toEqual(['lose', 'win', 'none', 3, 2]);
    expect(jobStudentTree({ tree: tree(TREE), maxCalls: 50 }).outcome('B2')).toBe('win');
  });

  test('through the bridge: the outcome as a string; past the budget undefined, and failure() says calls', () => {
    let noticed = 0;
    const b = treeBridge(
      new StudentTree(tree(TREE), { maxCalls: 2, wins: [], loses: ['C1'] }),
      () => noticed++,
      (m) => say(m, 'en'),
    );
    expect([b.bridge.outcome('C1'), b.bridge.outcome('C2')]).toEqual(['lose', 'none']);
    expect(b.bridge.outcome('C1')).toBeUndefined();
    expect([b.bridge.failure(), b.exceeded(), noticed]).toEqual(['calls', true, 1]);
  });
});
