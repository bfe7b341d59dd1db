/**
 * Exercise sets for class (issue 14): seeded random trees of a difficulty,
 * each with its answer key — the root's value, the best move, the leaves
 * evaluated in order and the children cut off — as `tutor exercise` prints
 * them (docs/contracts.md, the CLI) and the exercise page shows them.
 *
 * The same options give the same set on every machine: each tree is drawn
 * from the set's seed until one meets its difficulty's conditions.
 *
 * - easy: 2–3 plies, 8 or 9 leaves valued 0–9; alpha-beta cuts once or twice;
 * - medium: 3 plies, 2–3 children a node, at most 18 leaves valued 0–15;
 *   alpha-beta prunes at least one leaf;
 * - hard: 4 plies, 2–3 children a node, at most 24 leaves valued 0–20;
 *   alpha-beta prunes at least 2 leaves; expectiminimax has two chance levels.
 *
 * Every tree has one best move (no tie at the root), so "which move?" has
 * one answer; its nodes are named as textbooks name them: inner nodes A, B, C…
 * level by level, leaves by their parent and place (b1, b2…).
 */
import type { Turn } from '../search/game.ts';
import { minimax, expectiminimax } from '../search/index.ts';
import { TreeGame } from '../games/tree/game.ts';
import { randomTree } from '../games/tree/random.ts';
import { toCanonical, treeStats, walkTree, type CanonicalTree, type TreeNode } from '../games/tree/tree.ts';
import { rng } from '../games/rng.ts';
import { entryAt } from '../games/entry.ts';
import { DEFAULT_REQUEST, searchTree, type TreeSearch } from './tree-search.ts';

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const EXERCISE_ALGORITHMS = ['minimax', 'alphabeta', 'expectiminimax'] as const;
export type ExerciseAlgorithm = (typeof EXERCISE_ALGORITHMS)[number];

/** The accepted ranges of a set's options. */
export const EXERCISE_COUNT_RANGE = { min: 1, max: 40 };

export interface ExerciseOptions {
  seed: number;
  count: number;
  difficulty: Difficulty;
  algo: ExerciseAlgorithm;
}

/** The answer key of one exercise (the contract's `answer`). */
export interface Answer {
  value: number;
  /** The best root child's id. */
  action: string;
  /** Leaf ids in the order the search evaluates them. */
  evaluated: string[];
  /** Ids of the children cutoffs skip (roots of pruned subtrees), in order; empty without pruning. */
  pruned: string[];
}

export interface Exercise {
  id: string;
  tree: TreeNode;
  answer: Answer;
  /** The recorded search the key comes from: α/β and cut marks for the key's drawing. */
  search: TreeSearch;
}

/** One exercise as `tutor exercise --json` prints it. */
export interface ExerciseJson {
  id: string;
  tree: CanonicalTree;
  answer: Answer;
}

interface Shape {
  levels: Turn[];
  /** Children per node at each level: the fewest and the most. */
  fewest: number;
  most: number[];
  max: number;
  maxLeaves: number;
}

/** The shapes a difficulty draws from (one at random per tree), for MAX/MIN trees or with chance. */
function shapes(difficulty: Difficulty, chance: boolean): Shape[] {
  switch (difficulty) {
    case 'easy':
      return chance
        ? [
            { levels: ['max', 'chance'], fewest: 3, most: [3], max: 9, maxLeaves: 9 },
            { levels: ['max', 'chance', 'min'], fewest: 2, most: [2], max: 9, maxLeaves: 8 },
          ]
        : [
            { levels: ['max', 'min'], fewest: 3, most: [3], max: 9, maxLeaves: 9 },
            { levels: ['max', 'min', 'max'], fewest: 2, most: [2], max: 9, maxLeaves: 8 },
          ];
    case 'medium':
      return [{ levels: chance ? ['max', 'chance', 'min'] : ['max', 'min', 'max'], fewest: 2, most: [3], max: 15, maxLeaves: 18 }];
    case 'hard':
      return [
        chance
          ? { levels: ['max', 'chance', 'min', 'chance'], fewest: 2, most: [3, 2, 3, 2], max: 20, maxLeaves: 24 }
          : { levels: ['max', 'min', 'max', 'min'], fewest: 2, most: [3], max: 20, maxLeaves: 24 },
      ];
  }
}

/** Whether a searched tree cuts as its difficulty asks (alpha-beta; the others do not prune). */
function cutsFit(tree: TreeNode, difficulty: Difficulty, algo: ExerciseAlgorithm, search: TreeSearch): boolean {
  if (algo !== 'alphabeta') return true;
  const cuts = search.json.pruned.length;
  const nodes = [...walkTree(tree)];
  const prunedLeaves = search.json.pruned.reduce((n, id) => {
    const node = nodes.find((x) => x.id === id);
    if (node === undefined) throw new Error(`exerciseSet: the search pruned ${id}, a node not in its tree`);
    return n + treeStats(node).leaves;
  }, 0);
  switch (difficulty) {
    case 'easy':
      return cuts >= 1 && cuts <= 2;
    case 'medium':
      return prunedLeaves >= 1;
    case 'hard':
      return prunedLeaves >= 2;
  }
}

/** Attempts per exercise before giving up (a fair tree turns up within a few dozen). */
const ATTEMPTS = 10_000;

/** The set: `count` exercises, the same for the same options everywhere. */
export function exerciseSet(options: ExerciseOptions): Exercise[] {
  return [...exercises(options)];
}

/** The set's exercises one at a time, in order (a page makes one a task): the same as `exerciseSet`'s. */
export function* exercises(options: ExerciseOptions): Generator<Exercise, void, undefined> {
  const chance = options.algo === 'expectiminimax';
  const choices = shapes(options.difficulty, chance);
  const r = rng(options.seed);
  for (let k = 1; k <= options.count; k++) {
    for (let attempt = 0; ; attempt++) {
      if (attempt === ATTEMPTS) throw new Error(`no fair ${options.difficulty} tree found in ${ATTEMPTS} tries`);
      const shape = entryAt(choices, r.int(choices.length));
      const tree = nameNodes(
        randomTree({
          seed: r.int(2 ** 31),
          depth: shape.levels.length,
          levels: shape.levels,
          branching: shape.most,
          ragged: true,
          fewest: shape.fewest,
          tenths: true,
          min: 0,
          max: shape.max,
        }),
      );
      // The cheap conditions first: the size, then one best move; the recorded search last.
      if (treeStats(tree).leaves > shape.maxLeaves || !oneBestMove(tree, options.algo)) continue;
      const search = searchTree(tree, { ...DEFAULT_REQUEST, algo: options.algo });
      if (!cutsFit(tree, options.difficulty, options.algo, search)) continue;
      const { value, action, evaluated, pruned } = search.json;
      // No budget: the search runs to its end, so it has a value and (the root is MAX, with children) a move.
      if (value === null || action === null) throw new Error('exerciseSet: a search ended without a value or a move');
      // Chance levels in tenths give values of a few decimals: 3.6, not 3.5999999999999996.
      const answer = { value: Number(value.toFixed(9)), action, evaluated, pruned };
      yield { id: `${options.algo}-${options.difficulty}-${options.seed}-${k}`, tree, answer, search };
      break;
    }
  }
}

export function exerciseJson(e: Exercise): ExerciseJson {
  return { id: e.id, tree: toCanonical(e.tree), answer: e.answer };
}

/** Whether the root has exactly one best child (by the full search's exact values). */
function oneBestMove(tree: TreeNode, algo: ExerciseAlgorithm): boolean {
  const full = (algo === 'expectiminimax' ? expectiminimax : minimax)(new TreeGame(), tree);
  const values = full.actions.map((a) => a.value);
  const best = Math.max(...values);
  return values.filter((v) => Math.abs(v - best) < 1e-9).length === 1;
}

/** Inner nodes A, B, C… level by level (then AA, AB…); leaves by their parent and place: b1, b2. */
function nameNodes(root: TreeNode): TreeNode {
  let level: TreeNode[] = [root];
  let k = 0;
  while (level.length > 0) {
    const next: TreeNode[] = [];
    for (const node of level) {
      if (node.kind === 'leaf') continue;
      node.id = letters(k++);
      node.auto = false;
      next.push(...node.children);
    }
    level = next;
  }
  const leaves = (node: TreeNode): void => {
    node.children.forEach((c, i) => {
      if (c.kind === 'leaf') {
        c.id = `${node.id.toLowerCase()}${i + 1}`;
        c.auto = false;
      } else leaves(c);
    });
  };
  leaves(root);
  return root;
}

/** 0 → A, 25 → Z, 26 → AA: spreadsheet column names. */
function letters(k: number): string {
  let s = '';
  for (let n = k + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}
