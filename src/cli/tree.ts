/**
 * `tutor tree`: check a tree and write it back in either notation, or make a
 * random one.
 *
 *   tutor tree --tree FILE|- [--to compact|json]       validate and convert
 *   tutor tree --random --branching 3 --depth 3 [--levels max,chance,min] [--min 0 --max 20] [--seed 1]
 */
import { parseTree } from '../games/tree/parse.ts';
import { printCompact } from '../games/tree/notation.ts';
import { randomTree, randomTreeSize } from '../games/tree/random.ts';
import { SEED_RANGE } from '../games/rng.ts';
import { TURNS, type Turn } from '../search/game.ts';
import { MAX_TREE_DEPTH, MAX_TREE_NODES, toCanonical, type TreeNode } from '../games/tree/tree.ts';
import { UsageError, english, intFlag, readText, type Output } from './io.ts';
import { excerpt } from '../games/input.ts';

export interface TreeFlags {
  tree?: string;
  to?: string;
  random?: boolean;
  branching?: string;
  depth?: string;
  levels?: string;
  min?: string;
  max?: string;
  seed?: string;
}

export async function treeCommand(flags: TreeFlags, out: Output): Promise<number> {
  let tree: TreeNode;
  if (flags.random === true) {
    const options = {
      branching: list(flags.branching ?? '3', 'branching', false).map((b) => intFlag(b, 'branching', { min: 1, max: 1000 })),
      depth: intFlag(flags.depth, 'depth', { min: 0, max: MAX_TREE_DEPTH }, 2),
      levels: flags.levels === undefined ? undefined : list(flags.levels, 'levels', true).map(turn),
      min: intFlag(flags.min, 'min', VALUE_RANGE, 0),
      max: intFlag(flags.max, 'max', VALUE_RANGE, 20),
      seed: intFlag(flags.seed, 'seed', SEED_RANGE, 1),
    };
    if (options.min > options.max) throw new UsageError(`--min ${options.min} is above --max ${options.max}: leaf values are drawn from min to max`);
    // The size is known before anything is made: a tree too big to search is refused at once.
    const size = randomTreeSize(options.branching, options.depth);
    if (size > MAX_TREE_NODES)
      throw new UsageError(
        `that tree would have ${size > 1e15 ? 'more than 10^15' : size.toLocaleString('en')} nodes; the most a tree may have is ${MAX_TREE_NODES.toLocaleString('en')}`,
      );
    tree = randomTree(options);
  } else {
    const randomOnly = RANDOM_OPTIONS.find((name) => flags[name] !== undefined);
    if (randomOnly !== undefined) throw new UsageError(`--${randomOnly} goes with --random (it shapes a random tree)`);
    if (flags.tree === undefined) throw new UsageError('give a tree with --tree FILE (or - for standard input), or --random');
    const parsed = parseTree(await readText(flags.tree));
    if (!parsed.ok) {
      out.error(`${flags.tree === '-' ? '<stdin>' : flags.tree}:${parsed.error.line}:${parsed.error.column}: ${english(parsed.error.reason)}`);
      return 1;
    }
    tree = parsed.tree;
  }
  out.print(flags.to === 'json' ? JSON.stringify(toCanonical(tree)) : printCompact(tree));
  return 0;
}

/** The options that shape a random tree. */
const RANDOM_OPTIONS = ['branching', 'depth', 'levels', 'min', 'max', 'seed'] as const;

/** A comma-separated list; `trim` its items (words), or not (numbers: whitespace is refused in every number, `' 3'` is not 3). */
function list(text: string, name: string, trim: boolean): string[] {
  const parts = text.split(',').map((s) => (trim ? s.trim() : s));
  if (parts.some((p) => p.trim() === '')) throw new UsageError(`--${name} is a comma-separated list, not ${excerpt(text)}`);
  return parts;
}

/** Leaf values of random trees: integers small enough to add up exactly. */
const VALUE_RANGE = { min: -1_000_000_000, max: 1_000_000_000 };

function turn(text: string): Turn {
  if (!(TURNS as readonly string[]).includes(text)) throw new UsageError(`--levels takes ${TURNS.join(', ')}, not ${excerpt(text)}`);
  return text as Turn;
}
