/**
 * `#/code`'s run (issue 37): the trees a student's code runs on, the run in
 * the sandbox (sandbox/), each tree judged against the reference as
 * `tutor check` judges it (student/plan.ts, student/verdict.ts), and the
 * two traces of the tree shown, stepped by one clock (app/code-traces.ts).
 */
import type { TreeNode } from '../../games/tree/tree.ts';
import type { Style, StudentAlgo, StudentError, StudentRecord, StudentTieRule, TreeVerdict } from '../../student/contract.ts';
import { ENTRIES, fixtureTrees, randomTrees, treeSet, type CheckTree } from '../../student/plan.ts';
import { referencePlan } from '../../student/reference.ts';
import { judge } from '../../student/verdict.ts';
import { clockSteps, referenceTrace, stepMap, studentTrace, type ClockedTrace } from '../../student/code-traces.ts';
import { viewTreeOfTree } from '../../app/view-tree.ts';
import type { TracedView } from '../../app/transfer.ts';
import { say } from '../../i18n/say.ts';
import type { Lang } from '../../i18n/lang.ts';
import { oneDrawing } from '../viewer/one-drawing.ts';
import type { CodeSandbox, SandboxProgress } from './sandbox/index.ts';

/** Random trees in the test set, beside the algorithm's fixtures; their seed. */
export const TEST_RANDOM = 10;
export const TEST_SEED = 1;
/** The time limit a tree, as `tutor check`'s default. */
export const TIME_LIMIT_MS = 2000;

export interface CodeSetup {
  style: Style;
  algo: StudentAlgo;
  tie: StudentTieRule;
  source: string;
}

/** One tree's outcome: the verdict, and the student's record where the code ran to the end. */
export interface TreeResult {
  name: string;
  tree: CheckTree;
  verdict: TreeVerdict;
  record: StudentRecord | null;
}

export interface RunResult {
  /** The file's own error (it does not parse, imports what is refused, lacks the function): nothing ran. */
  prepared: StudentError | null;
  results: TreeResult[];
  stopped: boolean;
  ms: number;
}

/** The test set of an algorithm and style: its textbook fixtures, then seeded random trees (as `tutor check`'s default, fewer). */
export const testSet = (algo: StudentAlgo, style: Style): CheckTree[] => [...fixtureTrees(algo, style), ...randomTrees(TEST_RANDOM, TEST_SEED, algo, style)];

const FILENAMES: Record<Style, string> = { cs188: 'multiAgents.py', aima: 'games.py', js: 'search.js' };

/** Runs the code on the trees in the sandbox and judges each tree. */
export async function runCode(
  sandbox: CodeSandbox,
  setup: CodeSetup,
  trees: CheckTree[],
  lang: Lang,
  o: { onProgress?: (p: SandboxProgress) => void; signal?: AbortSignal },
): Promise<RunResult> {
  const t0 = performance.now();
  const set = treeSet(trees, setup.style, setup.tie, setup.algo);
  const res = await sandbox.run(
    {
      lang: setup.style === 'js' ? 'js' : 'python',
      style: setup.style,
      filename: FILENAMES[setup.style],
      source: setup.source,
      entry: ENTRIES[setup.style][setup.algo],
      trees: set.jobs,
      timeoutMs: TIME_LIMIT_MS,
    },
    o,
  );
  const results: TreeResult[] = [];
  if (res.prepared === null) {
    res.outcomes.forEach((outcome, i) => {
      const t = trees[i]!;
      const want = set.expected[i]!;
      if ('kind' in want) {
        const message = say(want.reason, lang);
        results.push({ name: t.name, tree: t, verdict: judge(t.name, t.tree, { events: [], action: null }, { kind: 'refused', message }, 0), record: null });
        return;
      }
      const got = 'record' in outcome ? outcome.record : outcome.error;
      results.push({ name: t.name, tree: t, verdict: judge(t.name, t.tree, want, got, outcome.ms), record: 'record' in outcome ? outcome.record : null });
    });
  }
  return { prepared: res.prepared, results, stopped: res.stopped, ms: performance.now() - t0 };
}

/** One side drawn: its view, its step at each clock step. */
export interface ClockedView {
  view: TracedView;
  map: Int32Array;
  side: ClockedTrace;
}

export interface CodeViews {
  reference: ClockedView;
  yours: ClockedView | null;
  /** The clock's last step. */
  steps: number;
  /** The clock step of the first divergence, or null. */
  divergenceStep: number | null;
}

/** The reference's and the student's traces of one tree, drawn alike and stepped together. */
export function codeViews(setup: CodeSetup, result: TreeResult): CodeViews {
  const { tree } = result;
  const plan = referencePlan(tree.tree, {
    algo: setup.algo,
    tie: setup.tie,
    style: setup.style,
    ...(tree.rounds === undefined ? {} : { rounds: tree.rounds }),
    ...(tree.numAgents === undefined ? {} : { numAgents: tree.numAgents }),
  });
  const ref = referenceTrace(plan);
  const yours = result.record === null ? null : studentTrace(tree.tree, result.record);
  const steps = clockSteps(ref, yours);
  const viewOf = (side: ClockedTrace): TracedView => ({ index: viewTreeOfTree(tree.tree as TreeNode, side.trace), trace: side.trace, layout: null });
  const sides = yours === null ? [ref] : [yours, ref];
  const drawn = oneDrawing(sides.map(viewOf));
  const clocked = (side: ClockedTrace, view: TracedView): ClockedView => ({ view, map: stepMap(side, steps), side });
  const d = result.verdict.divergence;
  return {
    yours: yours === null ? null : clocked(yours, drawn[0]!),
    reference: clocked(ref, drawn[drawn.length - 1]!),
    steps,
    divergenceStep: d === null ? null : Math.min(d.index + 1, steps),
  };
}
