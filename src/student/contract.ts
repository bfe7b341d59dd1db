/**
 * A student's own search code, run on the same trees as the reference
 * (issue 37): the types the parts share. Pure TypeScript (no DOM, no Node).
 *
 *   tree-states.ts   StudentTree: one tree as the student's code sees it — states are node ids; every
 *                    successor generated and every value read is recorded, in order; calls are counted
 *                    against a budget
 *   reference.ts     the reference run of the same algorithm and tie rule, recorded in the same terms
 *                    (from the one searcher of src/search, traced)
 *   verdict.ts       the student's record against the reference's: passed or not, the first divergence
 *                    explained (i18n/student.ts words it)
 *   cs188-test.ts    Berkeley CS188's GraphGameTreeTest `.test` files as canonical trees
 *   python-prelude.ts, the runners (cli/check/, ui/code/): the three styles' game objects over a StudentTree
 *   bridge.ts        the one door between a submission and its tree (a call budget, refusals worded by the runner)
 *   js-game.ts       the JavaScript game object's source, and reading a module's exports and a thrown value
 *   pyodide-doors.ts Pyodide's doors shut and its heap capped, for both Python runners
 *   plan.ts          the default entries, the test set's trees, and a set of trees planned with its references
 *   code-traces.ts   `#/code`: the student's run and the reference's as two traces on one clock
 *   starters/        what a student starts from on `#/code`, per style and algorithm, in English and Spanish
 *
 * The contract of `tutor check --json` and `#/code` is docs/contracts.md.
 */
import type { Message } from '../i18n/message.ts';
import type { TreeNode } from '../games/tree/tree.ts';

/** The styles a submission is written in. */
export const STYLES = ['cs188', 'aima', 'js'] as const;
export type Style = (typeof STYLES)[number];

/** The algorithms a submission may implement. */
export const STUDENT_ALGOS = ['minimax', 'alphabeta', 'expectiminimax'] as const;
export type StudentAlgo = (typeof STUDENT_ALGOS)[number];

/** The tie rule of an assignment: `cs188` cuts only on strict inequality, `aima` on equality too (the searcher's `strict` / `inclusive`). */
export const STUDENT_TIE_RULES = ['cs188', 'aima'] as const;
export type StudentTieRule = (typeof STUDENT_TIE_RULES)[number];

/** One thing a search did, in order: a successor generated (CS188 `generateSuccessor`, aima `result`), or a value read (a leaf's, or an inner node's own evaluation at a depth limit). */
export interface StudentEvent {
  type: 'generate' | 'evaluate';
  /** The node's id in the tree. */
  node: string;
}

/** What a run recorded: its events in order, and the action it chose at the root (a child's id), or null. */
export interface StudentRecord {
  events: StudentEvent[];
  action: string | null;
}

/** Why a run ended without an action: the code raised, ran past the time limit or the call budget, or was refused (a forbidden import, a missing function). */
export interface StudentError {
  kind: 'exception' | 'timeout' | 'calls' | 'refused';
  message: string;
  /** The line in the submission, where known (1-based). */
  line?: number;
}

/** The first place the student's events part from the reference's. */
export interface Divergence {
  /** The index in the event lists where they first differ. */
  index: number;
  /** The node it concerns (the student's event's node, else the reference's). */
  node: string;
  expected: StudentEvent | null;
  got: StudentEvent | null;
  /** Why, in the narration's words (a message: i18n/student.ts words it in English and Spanish). */
  explanation: Message;
}

/** One tree's verdict: the contract's `trees[]` entry (docs/contracts.md, `tutor check`), the explanation still a message. */
export interface TreeVerdict {
  name: string;
  passed: boolean;
  action: { expected: string | null; got: string | null };
  evaluated: { expected: string[]; got: string[] };
  generated: { missing: string[]; extra: string[] };
  divergence: Divergence | null;
  error: StudentError | null;
  ms: number;
}

/** One tree as a runner gets it (`tutor check`'s runners, the page's sandbox). */
export interface JobTree {
  tree: TreeNode;
  /** CS188's depth in rounds, where the tree gives one (a `.test` file's `depth`, an input line's). */
  rounds?: number;
  /** CS188's number of agents, where the tree gives it (a `.test` file's `num_agents`). */
  numAgents?: number;
  /** The nodes whose state is a win / a lose state, where the tree lists them (a `.test` file's `win_states` / `lose_states`); CS188's `isWin()` / `isLose()`. */
  wins?: string[];
  loses?: string[];
  /** The call budget on this tree. */
  maxCalls: number;
}

/** What a run on one tree gave: a record, or an error. */
export type TreeOutcome = { record: StudentRecord; ms: number } | { error: StudentError; ms: number };
