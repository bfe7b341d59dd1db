/**
 * `tutor check` as instructors run it (issue 37; docs/contracts.md): the
 * bundled CLI in a child process, on submissions written for these tests
 * (examples/student/: correct and buggy ones in CS188's and
 * aima-python's styles and in JavaScript, and a CS188 `.test` file) and on
 * hostile ones written here. Nothing escapes the sandbox (no file appears,
 * no process starts), nothing hangs, and each gets the right error kind.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const TUTOR = join(ROOT, 'build/cli/tutor.mjs');
// The submissions written for these tests are the examples a student or instructor tries first (README).
const SUBMISSIONS = join(ROOT, 'examples/student');
const dir = mkdtempSync(join(tmpdir(), 'tutor-check-'));
/** Where hostile code tries to write: it must never appear. */
const TRAP = join(dir, 'escaped');

interface TreeJson {
  name: string;
  passed: boolean;
  action: { expected: string | null; got: string | null };
  evaluated: { expected: string[]; got: string[] };
  generated: { missing: string[]; extra: string[] };
  divergence: null | { index: number; node: string; explanation: string };
  error: null | { kind: string; message: string; line?: number };
}
interface FileJson {
  file: string;
  algo: string;
  style: string;
  passed: boolean;
  trees: TreeJson[];
  counts: { passed: number; failed: number };
}

// The limit is for a run that hangs, not a measure of speed (Pyodide starts in seconds; replaced workers start again).
function check(args: string[]): { files: FileJson[]; stdout: string; stderr: string; status: number | null } {
  const r = spawnSync(process.execPath, [TUTOR, 'check', ...args], { cwd: dir, encoding: 'utf8', timeout: 600_000, maxBuffer: 64 * 1024 * 1024 });
  const json = args.includes('--json') && r.status !== 2;
  return {
    files: json
      ? r.stdout
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as FileJson)
      : [],
    stdout: r.stdout,
    stderr: r.stderr,
    status: r.status,
  };
}

const given = (name: string) => join(SUBMISSIONS, name);
const written = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const byFile = (files: FileJson[], name: string): FileJson => {
  const f = files.find((x) => x.file.endsWith(name));
  if (f === undefined) throw new Error(`no line for ${name}`);
  return f;
};
const tree = (f: FileJson, name: string): TreeJson => {
  const t = f.trees.find((x) => x.name === name);
  if (t === undefined) throw new Error(`no tree ${name} for ${f.file}`);
  return t;
};

describe('correct and buggy submissions in each style', () => {
  test('alpha-beta: CS188 (no cut on equality), aima-python and JavaScript; the bugs found and explained', { timeout: 600_000 }, () => {
    const names = ['cs188_alphabeta.py', 'cs188_alphabeta_ties.py', 'aima_minimax.py', 'aima_alphabeta_noprune.py', 'alphabeta.js', 'alphabeta_reversed.js'];
    const r = check([...names.map(given), '--algo', 'alphabeta', '--json']);
    expect(r.status, r.stderr).toBe(1);
    // One line a file, in the order given.
    expect(r.files.map((f) => f.file)).toEqual(names.map(given));
    expect(r.files.map((f) => f.style)).toEqual(['cs188', 'cs188', 'aima', 'aima', 'js', 'js']);
    for (const name of ['cs188_alphabeta.py', 'aima_minimax.py', 'alphabeta.js']) {
      const f = byFile(r.files, name);
      // The fixtures of alpha-beta and 20 random trees.
      expect(f.trees.map((t) => t.name)).toEqual(expect.arrayContaining(['aima-fig-5-2', 'tie-rule', 'random-1-1', 'random-1-20']));
      expect(f.passed, JSON.stringify(f.trees.filter((t) => !t.passed))).toBe(true);
      expect(f.counts).toEqual({ passed: f.trees.length, failed: 0 });
    }
    // Cutting on equality, which CS188's rule forbids: the tie-rule tree fails at C's second child.
    const ties = tree(byFile(r.files, 'cs188_alphabeta_ties.py'), 'tie-rule');
    expect(ties.passed).toBe(false);
    expect(ties.generated.missing).toEqual(['c2']);
    expect(ties.divergence?.explanation).toMatch(/no cut on equality/);
    expect(tree(byFile(r.files, 'cs188_alphabeta_ties.py'), 'aima-fig-5-2').passed).toBe(true);
    // No pruning at all: the same action, nodes generated that alpha-beta prunes.
    const noprune = tree(byFile(r.files, 'aima_alphabeta_noprune.py'), 'aima-fig-5-2');
    expect(noprune).toMatchObject({ passed: false, action: { expected: 'B', got: 'B' }, generated: { missing: [], extra: ['C2', 'C3'] } });
    expect(noprune.divergence?.node).toBe('C2');
    expect(noprune.divergence?.explanation).toMatch(/prunes it/);
    // Children reversed: the first divergence is the order.
    const reversed = tree(byFile(r.files, 'alphabeta_reversed.js'), 'aima-fig-5-2');
    expect(reversed.passed).toBe(false);
    expect(reversed.divergence?.explanation).toMatch(/before/);
  });

  test('minimax and expectimax; an unwritten agent raises at its line', { timeout: 600_000 }, () => {
    const r = check([given('cs188_minimax.py'), given('aima_minimax.py'), given('minimax.mjs'), given('cs188_expectimax.py'), '--algo', 'minimax', '--json']);
    expect(r.status, r.stderr).toBe(1);
    for (const name of ['cs188_minimax.py', 'aima_minimax.py', 'minimax.mjs']) expect(byFile(r.files, name).passed).toBe(true);
    // Its MinimaxAgent calls util.raise_not_defined(): an exception at that line of the file, on every tree.
    const unwritten = byFile(r.files, 'cs188_expectimax.py');
    expect(unwritten.counts.passed).toBe(0);
    expect(unwritten.trees[0]?.error).toEqual({ kind: 'exception', message: expect.stringMatching(/^NotImplementedError/) as unknown, line: 29 });

    const e = check([given('cs188_expectimax.py'), '--algo', 'expectiminimax', '--json']);
    expect(e.status, e.stderr).toBe(0);
    expect(byFile(e.files, 'cs188_expectimax.py').trees.map((t) => t.name)).toContain('cs188-expectimax');
  });

  test("--tree reads CS188's .test files (depth in rounds, states' own values), several --tree flags", { timeout: 600_000 }, () => {
    const compact = written('small.txt', 'A:max(B:min(b1:3, b2:5), C:min(c1:2, c2:9))');
    const r = check([given('cs188_minimax.py'), '--algo', 'minimax', '--tree', given('two-rounds.test'), '--tree', compact, '--json']);
    expect(r.status, r.stderr).toBe(0);
    const [rounds, small] = byFile(r.files, 'cs188_minimax.py').trees;
    // Depth 1 round of 2 agents: the search stops at c1…c4 and reads their evaluations.
    expect(rounds).toMatchObject({ name: 'two-rounds', passed: true, action: { expected: 'b1', got: 'b1' }, evaluated: { got: ['c1', 'c2', 'c3', 'c4'] } });
    expect(small).toMatchObject({ name: 'small', passed: true, action: { got: 'B' } });
  });
});

describe('hostile Python: nothing escapes, nothing hangs, each error of its kind', () => {
  const bypass = "import sys\nreal_import = sys.modules['builtins'].__import__\n";
  const files = {
    // Loops forever on the first tree only (its root has a D): the next tree must still run.
    'loop.py':
      "def minmax_decision(state, game):\n    if 'D' in game.actions(state):\n        while True:\n            pass\n    return game.actions(state)[0]\n",
    'recursion.py': 'def minmax_decision(state, game):\n    def down(n):\n        return down(n + 1)\n    return down(0)\n',
    'import_js.py': 'import js\n\ndef minmax_decision(state, game):\n    return str(js.process)\n',
    // Past the import check, `js` is an empty object: no process, require or fetch.
    'js_bypass.py': `${bypass}def minmax_decision(state, game):\n    js = real_import('js')\n    found = [n for n in ('process', 'require', 'fetch') if hasattr(js, n)]\n    raise RuntimeError('found: ' + ','.join(found))\n`,
    // Climbs the frames to the bridge and asks its constructor's constructor for process: code generation is off.
    'frames.py': `import sys\ndef minmax_decision(state, game):\n    f = sys._getframe()\n    while f is not None and 'bridge' not in f.f_locals:\n        f = f.f_back\n    return str(f.f_locals['bridge'].constructor.constructor('return process')())\n`,
    'open.py': `def minmax_decision(state, game):\n    open(${JSON.stringify(TRAP + '-open')}, 'w').write('x')\n`,
    'open_bypass.py': `import sys\ndef minmax_decision(state, game):\n    sys.modules['builtins'].open(${JSON.stringify(TRAP + '-open2')}, 'w').write('x')\n    return game.actions(state)[0]\n`,
    'os_system.py': `import os\ndef minmax_decision(state, game):\n    os.system('touch ${TRAP}-os')\n`,
    'os_bypass.py': `import sys\ndef minmax_decision(state, game):\n    sys.modules['os'].system('touch ${TRAP}-os2')\n`,
    'subprocess.py': `import subprocess\ndef minmax_decision(state, game):\n    subprocess.run(['touch', '${TRAP}-sub'])\n`,
    'subprocess_bypass.py': `${bypass}def minmax_decision(state, game):\n    real_import('subprocess').run(['touch', '${TRAP}-sub2'])\n`,
    // A bare except around the budget, and a loop: ended from outside as `calls`.
    'bare_except.py':
      'def minmax_decision(state, game):\n    while True:\n        try:\n            for a in game.actions(state):\n                game.result(state, a)\n        except:\n            pass\n',
  };

  // A memory bomb on its own, with a time limit a loaded machine cannot reach first: it ends as MemoryError, not as a time-out.
  test('a memory bomb ends in a MemoryError, and the worker grades again', { timeout: 600_000 }, () => {
    const bomb = written('memory.py', 'def minmax_decision(state, game):\n    hoard = []\n    while True:\n        hoard.append(bytearray(10**7))\n');
    const r = check([bomb, given('aima_minimax.py'), '--algo', 'minimax', '--src', 'aima-fig-5-2', '--timeout', '120000', '--json']);
    expect(r.status, r.stderr).toBe(1);
    expect(tree(byFile(r.files, 'memory.py'), 'aima-fig-5-2').error).toMatchObject({
      kind: 'exception',
      message: expect.stringMatching(/^MemoryError/) as unknown,
    });
    expect(tree(byFile(r.files, 'aima_minimax.py'), 'aima-fig-5-2').passed).toBe(true);
  });

  test('each hostile file, then a correct one on the same workers', { timeout: 600_000 }, () => {
    const paths = Object.entries(files).map(([name, text]) => written(name, text));
    const r = check([...paths, given('aima_minimax.py'), '--algo', 'minimax', '--src', 'aima-fig-5-2', '--src', 'tie-rule', '--max-calls', '2000', '--json']);
    expect(r.status, r.stderr).toBe(1);
    const first = (name: string) => tree(byFile(r.files, name), 'aima-fig-5-2');
    const error = (name: string) => first(name).error;

    expect(error('loop.py')?.kind).toBe('timeout');
    // The next tree ran, in a fresh worker: it answered (with no search: a wrong answer, not an error).
    expect(tree(byFile(r.files, 'loop.py'), 'tie-rule')).toMatchObject({ error: null, action: { got: 'B' } });
    expect(error('recursion.py')).toMatchObject({ kind: 'exception', message: expect.stringMatching(/^RecursionError/) as unknown, line: 3 });
    expect(error('import_js.py')).toMatchObject({ kind: 'refused', line: 1 });
    expect(error('js_bypass.py')?.message).toBe('RuntimeError: found: ');
    expect(error('frames.py')).toMatchObject({
      kind: 'exception',
      message: expect.stringMatching(/EvalError: Code generation from strings disallowed/) as unknown,
    });
    expect(error('open.py')).toMatchObject({ kind: 'refused', message: expect.stringMatching(/open\(\)/) as unknown, line: 2 });
    expect(error('os_system.py')).toMatchObject({ kind: 'refused', line: 1 });
    expect(error('subprocess.py')).toMatchObject({ kind: 'refused', line: 1 });
    // Past the import check, the interpreter has no processes, and Node's permission model none either.
    expect(error('os_bypass.py')?.kind).toBe('exception');
    expect(error('subprocess_bypass.py')?.kind).toBe('exception');
    expect(error('bare_except.py')?.kind).toBe('calls');
    expect(tree(byFile(r.files, 'bare_except.py'), 'tie-rule').error?.kind).toBe('calls');
    // Nothing reached the real disk (Pyodide's own files are in memory), and the workers still grade correctly.
    for (const suffix of ['-open', '-open2', '-os', '-os2', '-sub', '-sub2']) expect(existsSync(TRAP + suffix), TRAP + suffix).toBe(false);
    expect(byFile(r.files, 'aima_minimax.py').passed).toBe(true);
  });
});

test('a file stopped on 3 trees in a row is not run on the rest (a loop that swallows even the interrupt)', { timeout: 600_000 }, () => {
  const stubborn = written(
    'stubborn.py',
    'def minmax_decision(state, game):\n    while True:\n        try:\n            while True:\n                pass\n        except:\n            pass\n',
  );
  const r = check([stubborn, '--algo', 'minimax', '--random', '5', '--json']);
  expect(r.status, r.stderr).toBe(1);
  const errors = r.files[0]!.trees.map((t) => t.error);
  expect(errors.map((e) => e?.kind)).toEqual(['timeout', 'timeout', 'timeout', 'timeout', 'timeout']);
  expect(errors.slice(0, 3).every((e) => e?.message.includes('ran past the time limit'))).toBe(true);
  expect(errors.slice(3).every((e) => e?.message.startsWith('not run'))).toBe(true);
});

describe('hostile JavaScript', () => {
  const files = {
    'process.js': 'exports.minimaxDecision = () => String(process.pid);\n',
    'require.js': "exports.minimaxDecision = () => require('fs').readFileSync('/etc/hostname', 'utf8');\n",
    'import.js': "exports.minimaxDecision = (state) => { import('fs'); return state; };\n",
    'constructor.js': "exports.minimaxDecision = () => String(globalThis.constructor.constructor('return process')().pid);\n",
    'loop.js': "exports.minimaxDecision = (s, game) => { if (game.actions(s).includes('D')) while (true) {} return game.actions(s)[0]; };\n",
    'swallow.js': 'exports.minimaxDecision = (s, game) => { for (;;) { try { for (const a of game.actions(s)) game.result(s, a); } catch {} } };\n',
  };

  test('each refused or stopped with its kind, then a correct one', { timeout: 600_000 }, () => {
    const paths = Object.entries(files).map(([name, text]) => written(name, text));
    const r = check([...paths, given('minimax.mjs'), '--algo', 'minimax', '--src', 'aima-fig-5-2', '--src', 'tie-rule', '--max-calls', '2000', '--json']);
    expect(r.status, r.stderr).toBe(1);
    const error = (name: string) => tree(byFile(r.files, name), 'aima-fig-5-2').error;
    expect(error('process.js')).toMatchObject({ kind: 'refused', line: 1 });
    expect(error('require.js')).toMatchObject({ kind: 'refused', line: 1 });
    expect(error('import.js')).toMatchObject({ kind: 'refused', line: 1 });
    expect(error('constructor.js')).toMatchObject({ kind: 'exception', message: expect.stringMatching(/^EvalError/) as unknown });
    expect(error('loop.js')?.kind).toBe('timeout');
    expect(tree(byFile(r.files, 'loop.js'), 'tie-rule')).toMatchObject({ error: null, action: { got: 'B' } });
    expect(error('swallow.js')?.kind).toBe('calls');
    expect(byFile(r.files, 'minimax.mjs').passed).toBe(true);
  });
});

describe('the call', () => {
  test('the table without --json; exit 0 when every tree passes', { timeout: 600_000 }, () => {
    const r = check([given('minimax.mjs'), '--algo', 'minimax', '--random', '3', '--seed', '9']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/minimax\.mjs: 3 of 3 trees pass \(js style, minimax, tie rule aima\)/);
    expect(r.stdout).toMatch(/random-9-3 +pass/);
  });

  test('the call budget: --max-calls stops a correct search as calls', { timeout: 600_000 }, () => {
    const r = check([given('minimax.mjs'), '--algo', 'minimax', '--src', 'aima-fig-5-2', '--max-calls', '5', '--json']);
    expect(r.status, r.stderr).toBe(1);
    expect(r.files[0]?.trees[0]?.error?.kind).toBe('calls');
  });

  test.each([
    [['x.py'], /--algo/],
    [['x.rb', '--algo', 'minimax'], /\.py.*\.js/],
    [[given('minimax.mjs'), '--algo', 'minimax', '--src', 'aima-fig-5-2', '--random', '3'], /one way/],
    [[given('minimax.mjs'), '--algo', 'minimax', '--src', 'nope'], /no fixture 'nope'/],
    [[given('minimax.mjs'), '--algo', 'minimax', '--timeout', '0'], /--timeout/],
    [[given('minimax.mjs'), '--algo', 'negamax'], /negamax/],
  ])('usage errors exit 2: %j', (args, message) => {
    const r = check(args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});
