/**
 * `tutor tree`: check a tree and write it back in either notation, or make a
 * random one.
 *
 *   tutor tree --tree FILE|- [--to compact|json]       validate and convert
 *   tutor tree --random --branching 3 --depth 3 [--levels max,chance,min] [--min 0 --max 20] [--seed 1]
 */
import { parseTree } from '../games/tree/parse.ts';
import { printCompact } from '../games/tree/notation.ts';
import { randomTree } from '../games/tree/random.ts';
import { TURNS, type Turn } from '../search/game.ts';
import { toCanonical, type TreeNode } from '../games/tree/tree.ts';
import { UsageError, readText, type Output } from './io.ts';

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
    tree = randomTree({
      branching: list(flags.branching ?? '3', 'branching').map((b) => integer(b, 'branching', 1)),
      depth: integer(flags.depth ?? '2', 'depth', 0),
      levels: flags.levels === undefined ? undefined : list(flags.levels, 'levels').map(turn),
      min: integer(flags.min ?? '0', 'min', -Infinity),
      max: integer(flags.max ?? '20', 'max', -Infinity),
      seed: integer(flags.seed ?? '1', 'seed', -Infinity),
    });
  } else {
    if (flags.tree === undefined) throw new UsageError('give a tree with --tree FILE (or - for standard input), or --random');
    const parsed = parseTree(await readText(flags.tree));
    if (!parsed.ok) {
      out.error(`${flags.tree === '-' ? '<stdin>' : flags.tree}:${parsed.error.line}:${parsed.error.column}: ${parsed.error.message}`);
      return 1;
    }
    tree = parsed.tree;
  }
  out.print(flags.to === 'json' ? JSON.stringify(toCanonical(tree)) : printCompact(tree));
  return 0;
}

function list(text: string, name: string): string[] {
  const parts = text.split(',').map((s) => s.trim());
  if (parts.some((p) => p === '')) throw new UsageError(`--${name} is a comma-separated list, not ${JSON.stringify(text)}`);
  return parts;
}

function integer(text: string, name: string, min: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be a whole number${min > -Infinity ? ` ≥ ${min}` : ''}, not ${JSON.stringify(text)}`);
  return n;
}

function turn(text: string): Turn {
  if (!(TURNS as readonly string[]).includes(text)) throw new UsageError(`--levels takes ${TURNS.join(', ')}, not ${JSON.stringify(text)}`);
  return text as Turn;
}
