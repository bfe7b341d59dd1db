/**
 * Berkeley CS188's graph-game `.test` files as canonical trees
 * (src/student/cs188-test.ts, issue 37), on files written for these tests in
 * that format (tests/unit/fixtures/cs188/): two agents with win and lose
 * states and evaluations of inner states, three agents (two ghosts), an
 * expectimax test, and malformed ones, each problem at its line and column.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseCs188Test } from '../../src/student/cs188-test.ts';
import { parseCanonical } from '../../src/games/tree/json.ts';
import type { TreeNode } from '../../src/games/tree/tree.ts';
import { referenceRecord } from '../../src/student/reference.ts';
import { StudentTree } from '../../src/student/tree-states.ts';
import { say } from '../../src/i18n/say.ts';
import { cs188Agent } from './student-submissions.ts';

const DIR = join(import.meta.dirname, 'fixtures/cs188');
const read = (name: string): string => readFileSync(join(DIR, name), 'utf8');

/** Parses a `.test` text, expecting success, and reads the canonical tree back as the tutor does. */
function parsed(text: string) {
  const r = parseCs188Test(text);
  if (!r.ok) throw new Error(`${r.error.line}:${r.error.column}: ${say(r.error.reason, 'en')}`);
  const back = parseCanonical(JSON.stringify(r.tree));
  if (!back.ok) throw new Error(say(back.error.reason, 'en'));
  return { ...r, node: back.tree };
}

/** Events written short: `+B` generates B, `=B1` evaluates B1. */
const short = (r: { events: { type: string; node: string }[] }): string => r.events.map((e) => `${e.type === 'generate' ? '+' : '='}${e.node}`).join(' ');

describe('a two-agent test', () => {
  const r = parsed(read('two-agents.test'));

  test('becomes a tree: max and min layers by agent, win and lose states leaves, inner states keeping their evaluation', () => {
    expect(r.tree).toEqual({
      id: 'top',
      kind: 'max',
      children: [
        {
          id: 'left',
          kind: 'min',
          children: [
            { id: 'deep', kind: 'max', children: [{ id: 'd1', value: 3 }], value: 6 },
            { id: 'win', value: 10 },
          ],
          value: 7,
        },
        {
          id: 'right',
          kind: 'min',
          children: [
            { id: 'L1', value: 2 },
            { id: 'L2', value: -5 },
          ],
          value: 0,
        },
      ],
    });
    expect([r.depth, r.numAgents, r.alg]).toEqual([2, 2, 'MinimaxAgent']);
    expect(r.actions).toEqual({ left: 'goLeft', right: 'goRight', deep: 'stay', win: 'jump', L1: 'r1', L2: 'r2', d1: 'down' });
  });

  test('its depth in rounds: two rounds reach d1; one stops at deep, with deep’s own evaluation', () => {
    const two = referenceRecord(r.node, { algo: 'minimax', tie: 'cs188', style: 'cs188', rounds: 2, numAgents: 2 });
    expect(short(two)).toBe('+left +deep +d1 =d1 +win =win +right +L1 =L1 +L2 =L2');
    const one = referenceRecord(r.node, { algo: 'minimax', tie: 'cs188', style: 'cs188', rounds: 1, numAgents: 2 });
    expect(short(one)).toBe('+left +deep =deep +win =win +right +L1 =L1 +L2 =L2');
    expect([two.value, one.value, one.action]).toEqual([3, 6, 'left']);
  });
});

describe('a three-agent test (two ghosts)', () => {
  const r = parsed(read('three-agents.test'));

  test('max every third ply; a state at the depth limit keeps its evaluation', () => {
    expect(r.numAgents).toBe(3);
    const kinds: string[] = [];
    const walk = (n: TreeNode): void => {
      kinds.push(`${n.id}:${n.kind}${n.own === undefined ? '' : `=${n.own}`}`);
      n.children.forEach(walk);
    };
    walk(r.node);
    expect(kinds.join(' ')).toBe('p:max g1:min=0 g2a:min pa:max=4 pa1:leaf pb:leaf g2b:min pc:leaf h1:min h2:min pd:leaf pe:leaf');
  });

  test('CS188’s alpha-beta, one round of three agents, as the reference and as a CS188-style agent record it', () => {
    const ref = referenceRecord(r.node, { algo: 'alphabeta', tie: 'cs188', style: 'cs188', rounds: r.depth!, numAgents: r.numAgents! });
    expect(short(ref)).toBe('+g1 +g2a +pa =pa +pb =pb +g2b +pc =pc +h1 +h2 +pd =pd');
    expect(ref.action).toBe('g1');
    expect(cs188Agent(new StudentTree(r.node, { maxCalls: 1000, rounds: r.depth!, numAgents: r.numAgents! }), 'alphabeta')).toEqual({
      events: ref.events,
      action: 'g1',
    });
  });
});

test('an expectimax test: the ghost’s layer is chance, each move equally likely', () => {
  const r = parsed(read('expectimax.test'));
  const c1 = r.node.children[0]!;
  expect([c1.kind, ...c1.children.map((c) => c.p)]).toEqual(['chance', 1 / 3, 1 / 3, 1 / 3]);
  const ref = referenceRecord(r.node, { algo: 'expectiminimax', tie: 'cs188', style: 'cs188', rounds: 1, numAgents: 2 });
  expect([ref.action, ref.value]).toEqual(['c1', 6]);
  // Asked for, a minimax test's ghosts can be chance too.
  const asked = parseCs188Test(read('two-agents.test'), { chance: true });
  expect(asked.ok && 'kind' in asked.tree ? asked.tree.children.map((c) => ('kind' in c ? c.kind : 'leaf')) : null).toEqual(['chance', 'chance']);
});

test('a state reached along two paths appears twice, the second with a prime', () => {
  const text = read('two-agents.test').replace('right r2 L2', 'right r2 d1');
  const r = parsed(text);
  expect(r.node.children[1]!.children.map((c) => c.id)).toEqual(['L1', "d1'"]);
  expect(r.actions["d1'"]).toBe('r2');
});

// CS188's own tests keep win and lose states apart (0-eval-function-lose-states-*: an agent that checks only isWin()
// never evaluates a lose state): the parser says which node is which, what isWin() and isLose() answer there.
test('win and lose states: each node whose state is one, by id (a state reached twice, both its nodes)', () => {
  const text = [
    'class: "GraphGameTreeTest"',
    'alg: "MinimaxAgent"',
    'depth: "3"',
    'num_agents: "2"',
    'start_state: "s"',
    'win_states: "w1 gone"',
    'lose_states: "x1 stop"',
    'successors: """',
    's a m1',
    's b m2',
    'm1 a w1',
    'm1 b x1',
    'm2 a stop',
    'm2 b w1',
    'stop a gone',
    '"""',
    'evaluation: """',
    'w1 4',
    'x1 -1',
    'stop 0',
    'gone 9',
    '"""',
  ].join('\n');
  const r = parsed(text);
  expect([r.wins, r.loses]).toEqual([
    ['w1', "w1'"],
    ['x1', 'stop'],
  ]);
  // stop is a lose state with a move: the game ends there, so it is a leaf (and gone is never reached).
  expect(r.node.children[1]!.children.map((c) => `${c.id}:${c.kind}`)).toEqual(['stop:leaf', "w1':leaf"]);
  // Without either list, no node is a win or a lose state (CS188 reads "" as no states); stop plays on to gone.
  const bare = parsed(text.replace('win_states: "w1 gone"', 'win_states: ""').replace(/lose_states: .*\n/, ''));
  expect([bare.wins, bare.loses, bare.node.children[1]!.children[0]!.kind]).toEqual([[], [], 'max']);
});

test('a lose state with successors ends the game: the reference evaluates it where it is and never generates what the file lists after it', () => {
  const text = [
    'class: "GraphGameTreeTest"',
    'alg: "MinimaxAgent"',
    'depth: "2"',
    'num_agents: "2"',
    'start_state: "s"',
    'win_states: "w v z"',
    'lose_states: "x"',
    'successors: """',
    's a m',
    's b n',
    'm a x',
    'm b w',
    'x a y',
    'y a z',
    'n a v',
    '"""',
    'evaluation: """',
    'x 1',
    'w 5',
    'y -50',
    'z -100',
    'v 2',
    '"""',
  ].join('\n');
  const r = parsed(text);
  // x, at ply 2 (MAX's turn, a round still to play), is a leaf with its evaluation; y and z are not in the tree.
  expect(r.node.children[0]!.children.map((c) => `${c.id}:${c.kind}:${c.value}`)).toEqual(['x:leaf:1', 'w:leaf:5']);
  for (const algo of ['minimax', 'alphabeta', 'expectiminimax'] as const) {
    const tree = algo === 'expectiminimax' ? parsed(text.replace('MinimaxAgent', 'ExpectimaxAgent')).node : r.node;
    const ref = referenceRecord(tree, { algo, tie: 'cs188', style: 'cs188', rounds: 2, numAgents: 2 });
    expect(
      ref.events.map((e) => e.node),
      algo,
    ).not.toContain('y');
    expect(ref.events, algo).toContainEqual({ type: 'evaluate', node: 'x' });
  }
  expect(short(referenceRecord(r.node, { algo: 'minimax', tie: 'cs188', style: 'cs188', rounds: 2, numAgents: 2 }))).toBe('+m +x =x +w =w +n +v =v');
  // What isWin() and isLose() answer on the nodes, from the lists the parser gives.
  const t = new StudentTree(r.node, { maxCalls: 100, wins: r.wins, loses: r.loses });
  expect(['s', 'm', 'x', 'w', 'n', 'v'].map((s) => t.outcome(s))).toEqual(['none', 'none', 'lose', 'win', 'none', 'win']);
});

test('a value is read as Python’s float reads it: underscores between digits, a sign, a bare point; not hex, not infinite', () => {
  const text = (value: string) => read('two-agents.test').replace('d1 3\n', `d1 ${value}\n`);
  const d1 = (value: string) => {
    const r = parseCs188Test(text(value));
    return r.ok ? r.tree : r.error;
  };
  for (const [value, v] of [
    ['1_000.5', 1000.5],
    ['+2', 2],
    ['.5', 0.5],
    ['5.', 5],
    ['2e1', 20],
    ['-1E-1', -0.1],
  ] as const) {
    const r = parsed(text(value));
    expect(r.node.children[0]!.children[0]!.children[0]!.value, value).toBe(v);
  }
  for (const value of ['0x10', 'inf', '-Infinity', 'nan', '1__0', '_1', '1_', '1e400', '0b1'])
    expect(d1(value), value).toEqual({ line: 37, column: 4, reason: { code: 'cs188.value', params: { value } } });
});

describe('a malformed test: the problem at its line and column, in words', () => {
  test('the file: a successor line of two words', () => {
    const r = parseCs188Test(read('malformed.test'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect([r.error.line, r.error.column]).toEqual([11, 3]);
    expect(say(r.error.reason, 'en')).toBe('a successor line has three words, the state, the action and the next state; this one has 2');
    expect(say(r.error.reason, 'es')).toBe('una línea de sucesores tiene tres palabras, el estado, la acción y el estado siguiente; esta tiene 2');
  });

  const good = read('two-agents.test');
  test.each([
    ['a value without quotes', good.replace('num_agents: "2"', 'num_agents: 2'), 16, 1, /^expected key: "value"/],
    ['a block never closed', good.replace(/evaluation: """[^]*$/, 'evaluation: """\nleft 7\n'), 34, 1, /^the block evaluation opened here is never closed/],
    ['no agents', good.replace('num_agents: "2"', 'num_agents: "0"'), 16, 14, /^num_agents must be a whole number of 1 or more, not 0/],
    ['a value that is not a number', good.replace('deep 6.0', 'deep six'), 36, 6, /^six is not a finite number/],
    ['an evaluation line of three words', good.replace('d1 3', 'd1 3 4'), 37, 1, /^an evaluation line has two words/],
    ['a leaf with no evaluation', good.replace('L1 2\n', ''), 28, 10, /^L1 ends the game .* but has no evaluation line/],
    ['a cycle', good.replace('deep down d1', 'deep down top'), 30, 11, /^this successor leads back to top/],
    ['an action given twice', good.replace('left jump win', 'left stay win'), 27, 6, /^left has the action stay already \(line 26\)/],
    ['a key given twice', good.replace('lose_states: "L2"', 'lose_states: "L2"\nwin_states: ""'), 21, 1, /^win_states is given twice \(first at line 19\)/],
    ['no successors', good.replace(/successors: """[^]*?"""\n/, ''), 1, 1, /^the test has no successors/],
    ['a start state with no moves', good.replace('start_state: "top"', 'start_state: "d1"'), 18, 15, /^the start state d1 has no successors/],
  ])('%s', (_, text, line, column, reason) => {
    const r = parseCs188Test(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect([r.error.line, r.error.column, say(r.error.reason, 'en')]).toEqual([line, column, expect.stringMatching(reason)]);
    expect(say(r.error.reason, 'es')).not.toBe(say(r.error.reason, 'en'));
  });
});
