/**
 * The trees `tutor check` runs a submission on (docs/contracts.md): the
 * textbook fixtures of an algorithm (fixtures/trees, bundled), seeded random
 * trees (games/tree/random.ts), tree files (any notation the tutor reads, or
 * CS188's graph-game `.test` files, by their extension) and JSONL lines
 * `{"tree", "name"?, "depth"?}`.
 */
import { basename, extname } from 'node:path';
import { parseCanonical } from '../../games/tree/json.ts';
import { parseTree } from '../../games/tree/parse.ts';
import { randomTree } from '../../games/tree/random.ts';
import { walkTree, type TreeError, type TreeNode } from '../../games/tree/tree.ts';
import type { Turn } from '../../search/game.ts';
import { parseCs188Test } from '../../student/cs188-test.ts';
import type { Style, StudentAlgo } from '../../student/contract.ts';
import { clip, parseJson } from '../../games/input.ts';
import { FileError, english, readText } from '../io.ts';
import aimaFig512a from '../../../fixtures/trees/aima-fig-5-12-a.json';
import aimaFig512b from '../../../fixtures/trees/aima-fig-5-12-b.json';
import aimaFig52 from '../../../fixtures/trees/aima-fig-5-2.json';
import aimaFig52Reordered from '../../../fixtures/trees/aima-fig-5-2-reordered.json';
import cs188Expectimax from '../../../fixtures/trees/cs188-expectimax.json';
import cs188Minimax from '../../../fixtures/trees/cs188-minimax.json';
import thesisExpectiminimax from '../../../fixtures/trees/thesis-expectiminimax.json';
import thesisMinimax from '../../../fixtures/trees/thesis-minimax.json';
import tieRule from '../../../fixtures/trees/tie-rule.json';

export interface CheckTree {
  name: string;
  tree: TreeNode;
  /** CS188's depth in rounds, where the source gives one. */
  rounds?: number;
  /** CS188's agents a round, where the source gives them (a `.test` file's `num_agents`). */
  numAgents?: number;
}

interface Fixture {
  tree: string;
  expected: { algo: string }[];
}

/** The fixtures `--src` names, in teaching order (as the gallery lists them). */
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
  if (!r.ok) throw new Error(`fixture ${name}: ${english(r.error.reason)}`);
  return r.tree;
};

/** Whether CS188's ExpectimaxAgent can play a tree: no MIN layer, every chance node's outcomes equally likely (its agents average). */
const cs188Expectimaxable = (tree: TreeNode): boolean =>
  [...walkTree(tree)].every((n) => n.kind !== 'min' && (n.kind !== 'chance' || n.children.every((c) => Math.abs(c.p - 1 / n.children.length) < 1e-9)));

export function fixtureTree(name: string): CheckTree {
  const f = CHECK_FIXTURES[name];
  if (f === undefined) throw new FileError(`--src: no fixture '${clip(name)}' (the fixtures are ${Object.keys(CHECK_FIXTURES).join(', ')})`);
  return { name, tree: parsed(name, f.tree) };
}

/** The fixtures whose expected results list the algorithm (expectimax counting as expectiminimax); for CS188's expectimax, those its agents can play. */
export function fixtureTrees(algo: StudentAlgo, style: Style): CheckTree[] {
  const algos = algo === 'expectiminimax' ? ['expectimax', 'expectiminimax'] : [algo];
  return Object.entries(CHECK_FIXTURES)
    .filter(([, f]) => f.expected.some((e) => algos.includes(e.algo)))
    .map(([name]) => fixtureTree(name))
    .filter((t) => !(algo === 'expectiminimax' && style === 'cs188' && !cs188Expectimaxable(t.tree)));
}

/**
 * `n` random trees from `seed`, the same everywhere: 2 to 4 plies, 2 or 3
 * children a node, leaves 0–20 (ties happen, as the tie rules need). For
 * expectiminimax, MAX and CHANCE layers with equally likely outcomes in CS188's
 * style (its agents average), MAX, CHANCE, MIN, CHANCE with outcomes in
 * tenths in the others.
 */
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

const located = (file: string, e: TreeError): string => `${file}:${e.line}:${e.column}: ${english(e.reason)}`;

/** A tree file: CS188's `.test` format by its extension, else any notation the tutor reads. */
export async function treeFile(path: string, algo: StudentAlgo): Promise<CheckTree> {
  const text = await readText(path);
  const name = basename(path, extname(path));
  if (extname(path) === '.test') {
    const r = parseCs188Test(text, { chance: algo === 'expectiminimax' });
    if (!r.ok) throw new FileError(located(path, r.error));
    const tree = parseCanonical(JSON.stringify(r.tree));
    if (!tree.ok) throw new FileError(`${path}: ${english(tree.error.reason)}`);
    return { name, tree: tree.tree, ...(r.depth === undefined ? {} : { rounds: r.depth }), ...(r.numAgents === undefined ? {} : { numAgents: r.numAgents }) };
  }
  const r = parseTree(text);
  if (!r.ok) throw new FileError(located(path, r.error));
  return { name, tree: r.tree };
}

/** `--input`: one `{"tree": <canonical JSON or compact notation>, "name"?, "depth"?}` a line (other fields ignored). */
export async function inputTrees(path: string): Promise<CheckTree[]> {
  const lines = (await readText(path)).split('\n');
  const trees: CheckTree[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    const where = `${path}:${i + 1}`;
    const value = parseJson(line);
    if (!value.ok) throw new FileError(`${where}:${value.error.column}: ${english(value.error.reason)}`);
    const o = value.value as { tree?: unknown; name?: unknown; depth?: unknown } | null;
    if (o === null || typeof o !== 'object' || o.tree === undefined) throw new FileError(`${where}: a line is {"tree": …, "name"?, "depth"?}`);
    const r = typeof o.tree === 'string' ? parseTree(o.tree) : parseCanonical(JSON.stringify(o.tree));
    if (!r.ok) throw new FileError(`${where}: the tree: ${english(r.error.reason)}`);
    const depth = o.depth;
    if (depth !== undefined && !(Number.isInteger(depth) && (depth as number) >= 1 && (depth as number) <= 1000))
      throw new FileError(`${where}: "depth" is CS188's depth in rounds, an integer from 1 to 1000`);
    trees.push({ name: typeof o.name === 'string' ? o.name : `line ${i + 1}`, tree: r.tree, ...(depth === undefined ? {} : { rounds: depth as number }) });
  });
  if (trees.length === 0) throw new FileError(`${path}: no trees (one {"tree": …} a line)`);
  return trees;
}
