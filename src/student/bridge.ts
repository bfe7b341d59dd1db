/**
 * The one door between a submission and its tree (issue 37): a plain object
 * of functions over a StudentTree, which the Python prelude
 * (python-prelude.ts) and the JavaScript game object (js-game.ts) call, in
 * `tutor check`'s runners (cli/check/) and in the page's sandbox
 * (ui/code/sandbox/). Nothing it returns is a JS object of this realm but the
 * arrays of `actions` (copied by the callers), and nothing it throws reaches
 * the submission: a refused call or one past the budget returns undefined and
 * says why through `failure()`, and the caller raises its own error in its
 * own language.
 *
 * The first call past the budget also tells the host at once (`onCalls`), so
 * that a run that swallows the error and goes on is ended from outside as
 * `calls`. A bridge is closed after its tree: a submission that kept it
 * (a stored state, a frame) can no longer record anything.
 *
 * Pure: the refusals are messages (i18n), worded by the `word` the runner
 * gives (English in both runners: `say(m, 'en')`).
 */
import type { Message } from '../i18n/message.ts';
import { CallBudgetExceeded, StudentRefusal, type Outcome, type StudentTree } from './tree-states.ts';

export interface Bridge {
  root(): string;
  actions(state: string): string[] | undefined;
  successor(state: string, action: string): string | undefined;
  value(state: string): number | undefined;
  terminal(state: string): boolean | undefined;
  /** CS188's `isWin()` / `isLose()` at a state: `win`, `lose`, `both` or `none` (StudentTree.outcome). */
  outcome(state: string): Outcome | undefined;
  toMove(state: string): 'MAX' | 'MIN' | 'CHANCE' | undefined;
  numAgents(): number | undefined;
  probability(state: string, action: string): number | undefined;
  /**
   * Why the last call returned undefined: 'calls' past the budget, 'closed' after the tree (a state
   * kept from an earlier search: the game objects word it), else the refusal worded by `word`.
   */
  failure(): string;
}

export interface TreeBridge {
  bridge: Bridge;
  /** Whether the call budget was spent (whatever the code did then). */
  exceeded(): boolean;
  close(): void;
}

const TO_MOVE = { max: 'MAX', min: 'MIN', chance: 'CHANCE', leaf: 'MAX' } as const;

export function treeBridge(tree: StudentTree, onCalls: () => void, word: (m: Message) => string): TreeBridge {
  let closed = false;
  let exceeded = false;
  let failure = '';
  const guard = <T>(f: () => T): T | undefined => {
    if (closed) {
      failure = 'closed';
      return undefined;
    }
    try {
      return f();
    } catch (e) {
      if (e instanceof CallBudgetExceeded) {
        if (!exceeded) onCalls();
        exceeded = true;
        failure = 'calls';
      } else failure = e instanceof StudentRefusal ? word(e.reason) : e instanceof Error ? e.message : String(e);
      return undefined;
    }
  };
  // Past the budget every call fails again, whatever the tree would say.
  const call = <T>(f: () => T): T | undefined => (exceeded ? ((failure = 'calls'), undefined) : guard(f));
  const bridge: Bridge = Object.freeze({
    root: () => tree.root,
    actions: (s: string) => call(() => tree.actions(String(s))),
    successor: (s: string, a: string) => call(() => tree.successor(String(s), String(a))),
    value: (s: string) => call(() => tree.value(String(s))),
    terminal: (s: string) => call(() => tree.isTerminal(String(s))),
    outcome: (s: string) => call(() => tree.outcome(String(s))),
    toMove: (s: string) => call(() => TO_MOVE[tree.kind(String(s))]),
    numAgents: () => call(() => tree.numAgents()),
    probability: (s: string, a: string) => call(() => tree.probability(String(s), String(a))),
    failure: () => failure,
  });
  return {
    bridge,
    exceeded: () => exceeded,
    close: () => void (closed = true),
  };
}
