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
import type { TreeError } from '../../games/tree/tree.ts';
import { parseCs188Test } from '../../student/cs188-test.ts';
import type { StudentAlgo } from '../../student/contract.ts';
import { clip, parseJson } from '../../games/input.ts';
import { FileError, english, readText } from '../io.ts';
import { CHECK_FIXTURES, fixtureTreeOrUndefined, type CheckTree } from '../../student/plan.ts';

export { fixtureTrees, randomTrees, type CheckTree } from '../../student/plan.ts';

/** `--src NAME`: a fixture by name (a usage error for a name that is none). */
export function fixtureTree(name: string): CheckTree {
  const t = fixtureTreeOrUndefined(name);
  if (t === undefined) throw new FileError(`--src: no fixture '${clip(name)}' (the fixtures are ${Object.keys(CHECK_FIXTURES).join(', ')})`);
  return t;
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
    // The win and lose states go with the tree: CS188's isWin() and isLose() answer from them.
    return {
      name,
      tree: tree.tree,
      wins: r.wins,
      loses: r.loses,
      ...(r.depth === undefined ? {} : { rounds: r.depth }),
      ...(r.numAgents === undefined ? {} : { numAgents: r.numAgents }),
    };
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
