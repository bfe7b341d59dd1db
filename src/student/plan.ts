/**
 * What a run of a student's code is planned from, the same in `tutor check`
 * and `#/code` (issue 37): the default entry of each style and algorithm,
 * a Python file's style, the trees of the default test set (the algorithm's
 * textbook fixtures and seeded random trees), and for a set of trees the
 * jobs the runners get (tree, call budget, CS188's rounds) with the
 * reference's record of each (or why the reference cannot search it).
 */
import { parseTree } from '../games/tree/parse.ts';
import { randomTree } from '../games/tree/random.ts';
import { treeStats, walkTree, type TreeNode } from '../games/tree/tree.ts';
import type { Turn } from '../search/game.ts';
import { SearchError, type SearchProblem } from '../search/search.ts';
import type { Message } from '../i18n/message.ts';
import type { JobTree, Style, StudentAlgo, StudentTieRule } from './contract.ts';
import { referenceRecord, type ReferenceRecord } from './reference.ts';
import { StudentRefusal, StudentTree } from './tree-states.ts';
import aimaFig512a from '../../fixtures/trees/aima-fig-5-12-a.json';
import aimaFig512b from '../../fixtures/trees/aima-fig-5-12-b.json';
import aimaFig52 from '../../fixtures/trees/aima-fig-5-2.json';
import aimaFig52Reordered from '../../fixtures/trees/aima-fig-5-2-reordered.json';
import cs188Expectimax from '../../fixtures/trees/cs188-expectimax.json';
import cs188Minimax from '../../fixtures/trees/cs188-minimax.json';
import thesisExpectiminimax from '../../fixtures/trees/thesis-expectiminimax.json';
import thesisMinimax from '../../fixtures/trees/thesis-minimax.json';
import tieRule from '../../fixtures/trees/tie-rule.json';

/** The agent class (CS188) or function (aima-python, JavaScript) a submission is called by, unless told otherwise. */
export const ENTRIES: Readonly<Record<Style, Readonly<Record<StudentAlgo, string>>>> = {
  cs188: { minimax: 'MinimaxAgent', alphabeta: 'AlphaBetaAgent', expectiminimax: 'ExpectimaxAgent' },
  aima: { minimax: 'minmax_decision', alphabeta: 'alpha_beta_search', expectiminimax: 'expect_minmax' },
  js: { minimax: 'minimaxDecision', alphabeta: 'alphaBetaSearch', expectiminimax: 'expectiminimax' },
};

/** A Python file's style when none is given: CS188's when it defines getAction (an agent), aima-python's otherwise. */
export const styleOf = (source: string): Style => (/\bdef\s+(getAction|get_action)\s*\(/.test(source) ? 'cs188' : 'aima');

/** The tie rule of a style's assignment: CS188 never cuts on equality; aima-python (and JavaScript, written after it) does. */
export const defaultTie = (style: Style): StudentTieRule => (style === 'cs188' ? 'cs188' : 'aima');

/** One tree a submission runs on. */
export interface CheckTree {
  name: string;
  tree: TreeNode;
  /** CS188's depth in rounds, where the source gives one. */
  rounds?: number;
  /** CS188's agents a round, where the source gives them (a `.test` file's `num_agents`). */
  numAgents?: number;
  /** The nodes whose state is a win / a lose state, where the source lists them (a `.test` file's `win_states` / `lose_states`). */
  wins?: string[];
  loses?: string[];
}

interface Fixture {
  tree: string;
  expected: { algo: string }[];
}

/** The fixtures a run may name, in teaching order (as the gallery lists them). */
export const CHECK_FIXTURES: Readonly<Record<string, Fixture>> = {
  'thesis-minimax': thesisMinimax,
  'aima-fig-5-2': aimaFig52,
  'cs188-minimax': cs188Minimax,
  'tie-rule': tieRule,
  'aima-fig-5-2-reordered': aimaFig52Reordered,
  'cs188-expectimax': cs188Expectimax,
  'thesis-expectiminimax': thesisExpectiminimax,
  'aima-fig-5-12-a': aimaFig512a,
  'aima-fig-5-12-b': aimaFig512b,
};

const parsed = (name: string, text: string): TreeNode => {
  const r = parseTree(text);
  if (!r.ok) throw new Error(`fixture ${name}: it does not parse`);
  return r.tree;
};

/** Whether CS188's ExpectimaxAgent can play a tree: no MIN layer, every chance node's outcomes equally likely (its agents average). */
const cs188Expectimaxable = (tree: TreeNode): boolean =>
  [...walkTree(tree)].every((n) => n.kind !== 'min' && (n.kind !== 'chance' || n.children.every((c) => Math.abs(c.p - 1 / n.children.length) < 1e-9)));

/** A fixture by name; undefined for a name that is none. */
export function fixtureTreeOrUndefined(name: string): CheckTree | undefined {
  const f = Object.hasOwn(CHECK_FIXTURES, name) ? CHECK_FIXTURES[name] : undefined;
  return f === undefined ? undefined : { name, tree: parsed(name, f.tree) };
}

/** The fixtures an algorithm is taught on (those whose expected results name it), for a style (CS188's expectimax: those its agents can play). */
export function fixtureTrees(algo: StudentAlgo, style: Style): CheckTree[] {
  const names = Object.keys(CHECK_FIXTURES).filter((name) =>
    CHECK_FIXTURES[name]!.expected.some((e) => e.algo === algo || (algo === 'expectiminimax' && e.algo === 'expectimax')),
  );
  const trees = names.map((name) => ({ name, tree: parsed(name, CHECK_FIXTURES[name]!.tree) }));
  return style === 'cs188' && algo === 'expectiminimax' ? trees.filter((t) => cs188Expectimaxable(t.tree)) : trees;
}

/** `n` seeded random trees for an algorithm and style (the same seed, the same trees everywhere). */
export function randomTrees(n: number, seed: number, algo: StudentAlgo, style: Style): CheckTree[] {
  const levels: Turn[] | undefined =
    algo !== 'expectiminimax' ? undefined : style === 'cs188' ? ['max', 'chance', 'max', 'chance'] : ['max', 'chance', 'min', 'chance'];
  return Array.from({ length: n }, (_, i) => ({
    name: `random-${seed}-${i + 1}`,
    tree: randomTree({
      branching: [3],
      depth: 2 + (i % 3),
      ragged: true,
      fewest: 2,
      min: 0,
      max: 20,
      ...(levels === undefined ? {} : { levels, uniform: style === 'cs188', tenths: style !== 'cs188' }),
      seed: (seed + Math.imul(i + 1, 0x9e3779b1)) >>> 0,
    }),
  }));
}

/** One tree as the runners get it (contract.ts's JobTree). */
export type PlannedTree = JobTree;

/** Why the reference cannot search a tree as this style and algorithm ask (a chance node under minimax, no layers CS188's agents fit). */
export interface Unsearchable {
  kind: 'refused';
  style: Style;
  algo: StudentAlgo;
  reason: Message | SearchProblem;
}

/** A set of trees for one style and tie rule: what the runners get, and the reference (or why there is none) for each tree. */
export interface TreeSet {
  style: Style;
  tie: StudentTieRule;
  trees: CheckTree[];
  jobs: PlannedTree[];
  expected: (ReferenceRecord | Unsearchable)[];
}

/** The call budget on a tree when none is given: 50 calls a node, at least 10 000. */
export const defaultCalls = (tree: TreeNode): number => Math.max(10_000, 50 * treeStats(tree).nodes);

export function treeSet(trees: CheckTree[], style: Style, tie: StudentTieRule, algo: StudentAlgo, maxCalls?: number): TreeSet {
  const jobs: PlannedTree[] = [];
  const expected: TreeSet['expected'] = [];
  for (const t of trees) {
    const calls = maxCalls ?? defaultCalls(t.tree);
    let rounds = t.rounds;
    try {
      if (style === 'cs188')
        rounds = new StudentTree(t.tree, {
          maxCalls: 10,
          ...(t.rounds === undefined ? {} : { rounds: t.rounds }),
          ...(t.numAgents === undefined ? {} : { numAgents: t.numAgents }),
        }).rounds();
      expected.push(
        referenceRecord(t.tree, {
          algo,
          tie,
          style,
          ...(rounds === undefined ? {} : { rounds }),
          ...(t.numAgents === undefined ? {} : { numAgents: t.numAgents }),
        }),
      );
    } catch (e) {
      if (!(e instanceof StudentRefusal) && !(e instanceof SearchError)) throw e;
      expected.push({ kind: 'refused', style, algo, reason: e.reason });
    }
    jobs.push({
      tree: t.tree,
      maxCalls: calls,
      ...(rounds === undefined ? {} : { rounds }),
      ...(t.numAgents === undefined ? {} : { numAgents: t.numAgents }),
      ...(t.wins === undefined ? {} : { wins: t.wins }),
      ...(t.loses === undefined ? {} : { loses: t.loses }),
    });
  }
  return { style, tie, trees, jobs, expected };
}
