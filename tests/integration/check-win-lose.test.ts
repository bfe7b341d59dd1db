/**
 * CS188's win and lose states through `tutor check` (issue 37): a graph-game
 * `.test` file's `win_states` and `lose_states` are what `isWin()` and
 * `isLose()` answer, as in CS188's `MultiagentTreeState`, so that the bugs
 * CS188's `0-eval-function-lose-states-*` tests are there for are caught: an
 * agent that never asks `isLose()` (it searches on from a lose state), and
 * one that gives a lose state −∞ instead of evaluating it. The `.test` file
 * and the three agents are written here, in CS188's format and style.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const TUTOR = join(ROOT, 'build/cli/tutor.mjs');
const dir = mkdtempSync(join(tmpdir(), 'tutor-win-lose-'));

// Win and lose states at plies 2, 3 and 4 (e4: the depth limit of 2 rounds of 2 agents). lose2 lists a successor:
// the game ends at a lose state, so a correct agent never generates z1 (CS188's grader would count it).
//   a (max): Left b1 = min(c1 = max(d1 = min(e1 3, e2 6), lose1 1), win1 9) = 3
//            Right b2 = min(lose2 5, c2 = max(d2 = min(e3 4, e4 8), win2 2)) = 4  → Right
// An agent that never asks isLose(): lose1 (MIN, no moves) is +∞, lose2 (MAX, no moves) −∞ → Left.
// An agent that gives a lose state −∞: c1 = max(3, −∞) = 3, b1 = 3; b2 = −∞ → Left.
const TEST = String.raw`# A graph-game test in CS188's format, written for the tutor's tests.
class: "GraphGameTreeTest"
alg: "MinimaxAgent"
depth: "2"

diagram: """
                 a
            /         \
          b1            b2
         /  \          /   \
       c1   win1   lose2    c2
      /  \    9      5 |   /   \
    d1  lose1         z1  d2   win2
   /  \    1         -100 / \    2
  e1  e2                e3  e4
  3    6                4    8
"""
num_agents: "2"

start_state: "a"
win_states: "win1 win2 e1 e2 e3 z1"
lose_states: "lose1 lose2 e4"

successors: """
a Left b1
a Right b2
b1 Down c1
b1 Up win1
c1 Down d1
c1 Up lose1
d1 Left e1
d1 Right e2
b2 Down lose2
b2 Up c2
lose2 Stay z1
c2 Down d2
c2 Up win2
d2 Left e3
d2 Right e4
"""

evaluation: """
e1 3.0
e2 6.0
e3 4.0
e4 8.0
lose1 1.0
win1 9.0
lose2 5.0
z1 -100.0
win2 2.0
"""
`;

/** A CS188-style multiAgents.py: minimax and alpha-beta in one recursion; `stop` is the test a state gets before it is searched on. */
const agents = (stop: string, lose: string): string => `import util
from game import Agent


class _Search(MultiAgentSearchAgent):
    prune = False

    def getAction(self, gameState):
        agents = gameState.getNumAgents()
        best, choice, alpha = float('-inf'), None, float('-inf')
        for action in gameState.getLegalActions(0):
            v = self.value(gameState.generateSuccessor(0, action), 1 % agents, 1 if agents == 1 else 0, alpha, float('inf'))
            if v > best:
                best, choice = v, action
            alpha = max(alpha, best)
        return choice

    def value(self, state, agent, depth, alpha, beta):
${lose}        if ${stop}:
            return self.evaluationFunction(state)
        agents = state.getNumAgents()
        following = (agent + 1) % agents
        deeper = depth + 1 if following == 0 else depth
        v = float('-inf') if agent == 0 else float('inf')
        for a in state.getLegalActions(agent):
            w = self.value(state.generateSuccessor(agent, a), following, deeper, alpha, beta)
            if agent == 0:
                v = max(v, w)
                if self.prune and v > beta:
                    return v
                alpha = max(alpha, v) if self.prune else alpha
            else:
                v = min(v, w)
                if self.prune and v < alpha:
                    return v
                beta = min(beta, v) if self.prune else beta
        return v


class MinimaxAgent(_Search):
    prune = False


class AlphaBetaAgent(_Search):
    prune = True
`;

const FILES = {
  'correct.py': agents('state.isWin() or state.isLose() or depth == self.depth', ''),
  'no_is_lose.py': agents('state.isWin() or depth == self.depth', ''),
  'lose_minus_inf.py': agents('state.isWin() or depth == self.depth', "        if state.isLose():\n            return float('-inf')\n"),
};

interface TreeJson {
  name: string;
  passed: boolean;
  action: { expected: string | null; got: string | null };
  evaluated: { expected: string[]; got: string[] };
  generated: { missing: string[]; extra: string[] };
  error: null | { kind: string; message: string };
}
interface FileJson {
  file: string;
  passed: boolean;
  trees: TreeJson[];
}

// The limit is for a run that hangs, not a measure of speed (Pyodide starts in seconds).
function check(args: string[]): { files: FileJson[]; status: number | null; stderr: string } {
  const r = spawnSync(process.execPath, [TUTOR, 'check', ...args, '--json'], { cwd: dir, encoding: 'utf8', timeout: 600_000, maxBuffer: 64 * 1024 * 1024 });
  const lines = r.stdout.trim() === '' ? [] : r.stdout.trim().split('\n');
  return { files: lines.map((l) => JSON.parse(l) as FileJson), status: r.status, stderr: r.stderr };
}

const written = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe.each(['minimax', 'alphabeta'])('%s on a .test file with win and lose states', (algo) => {
  test('the correct agent passes; one that never asks isLose() and one that gives a lose state −∞ fail', { timeout: 600_000 }, () => {
    const testFile = written('win-lose.test', TEST);
    const paths = Object.entries(FILES).map(([name, text]) => written(name, text));
    const r = check([...paths, '--algo', algo, '--tree', testFile]);
    expect(r.status, r.stderr).toBe(1);
    const [correct, noLose, minusInf] = r.files.map((f) => f.trees[0]!);
    // Every lose state evaluated where it is; lose2's successor z1 never generated.
    expect(correct, JSON.stringify(correct)).toMatchObject({
      name: 'win-lose',
      passed: true,
      error: null,
      action: { expected: 'b2', got: 'b2' },
      evaluated: { got: ['e1', 'e2', 'lose1', 'win1', 'lose2', 'e3', 'e4', 'win2'] },
    });
    // Searched on from the lose states (they have no moves here): neither evaluated, the wrong action.
    expect(noLose).toMatchObject({ passed: false, error: null, action: { expected: 'b2', got: 'b1' } });
    expect(noLose!.evaluated.got).not.toContain('lose1');
    expect(noLose!.evaluated.got).not.toContain('lose2');
    // −∞ at a lose state: never evaluated, the wrong action (alpha-beta cuts at b2 on its −∞).
    expect(minusInf).toMatchObject({ passed: false, error: null, action: { expected: 'b2', got: 'b1' } });
    expect(minusInf!.evaluated.got).toEqual(algo === 'minimax' ? ['e1', 'e2', 'win1', 'e3', 'win2'] : ['e1', 'e2', 'win1']);
  });
});
