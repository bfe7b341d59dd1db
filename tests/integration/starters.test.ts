/**
 * The starters of `#/code` (src/student/starters/) run through the bundled
 * `tutor check` as a student would hand them in: as given, every tree stops
 * at the style's "not written yet", at the TODO's line; with the TODO
 * replaced by a correct body (written here), every tree passes, so the
 * scaffolding really fits the game objects; and the English and Spanish files
 * differ only in comments and the TODO's message.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { LANGS } from '../../src/i18n/lang.ts';
import { STUDENT_ALGOS, STYLES, type Style, type StudentAlgo } from '../../src/student/contract.ts';
import { starter, type Starter } from '../../src/student/starters/index.ts';

const ROOT = join(import.meta.dirname, '../..');
const TUTOR = join(ROOT, 'build/cli/tutor.mjs');
const dir = mkdtempSync(join(tmpdir(), 'tutor-starters-'));

interface FileJson {
  file: string;
  style: string;
  passed: boolean;
  trees: { name: string; passed: boolean; error: null | { kind: string; message: string; line?: number } }[];
}

// The limit is for a run that hangs, not a measure of speed.
function check(files: string[], algo: StudentAlgo): { files: FileJson[]; status: number | null; stderr: string } {
  const r = spawnSync(process.execPath, [TUTOR, 'check', ...files, '--algo', algo, '--json'], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 600_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const lines = r.stdout.trim() === '' ? [] : r.stdout.trim().split('\n');
  return { files: lines.map((l) => JSON.parse(l) as FileJson), status: r.status, stderr: r.stderr };
}

/** The line that says "not written yet", by style. */
const TODO: Record<Style, RegExp> = {
  cs188: /^\s*util\.raiseNotDefined\(\)$/,
  aima: /^\s*raise NotImplementedError\('TODO: [^']*'\)$/,
  js: /^\s*throw new Error\('TODO: [^']*'\);$/,
};
/** The error each style's TODO gives. */
const NOT_DONE: Record<Style, RegExp> = {
  cs188: /^NotImplementedError: raiseNotDefined\(\)/,
  aima: /^NotImplementedError: TODO: /,
  js: /^Error: TODO: /,
};

const todoLine = (s: Starter, style: Style): number => {
  const lines = s.source.split('\n');
  const at = lines.findIndex((l) => TODO[style].test(l));
  if (at < 0 || lines.findIndex((l, i) => i > at && TODO[style].test(l)) >= 0) throw new Error(`${style}: not one TODO line`);
  return at + 1;
};

/** The starter with its TODO line replaced by the correct body, indented as the TODO is. */
function completed(s: Starter, style: Style, algo: StudentAlgo): string {
  const lines = s.source.split('\n');
  const at = todoLine(s, style) - 1;
  const indent = /^\s*/.exec(lines[at]!)![0];
  const body = BODIES[style][algo].map((l) => (l === '' ? '' : indent + l));
  return [...lines.slice(0, at), ...body, ...lines.slice(at + 1)].join('\n');
}

/** Correct bodies for each TODO, written for this test (relative indentation; the TODO's is added). */
const CS188_VALUE = (inner: string[]): string[] => [
  'agents = gameState.getNumAgents()',
  '',
  ...inner,
  '',
  'best, choice = float("-inf"), None',
  'for action in gameState.getLegalActions(0):',
  '    nxt = 1 % agents',
  '    v = value(gameState.generateSuccessor(0, action), nxt, 1 if nxt == 0 else 0, best, float("inf"))',
  '    if v > best:',
  '        best, choice = v, action',
  'return choice',
];
const BODIES: Record<Style, Record<StudentAlgo, string[]>> = {
  cs188: {
    minimax: CS188_VALUE([
      'def value(state, agent, depth, alpha, beta):',
      '    if state.isWin() or state.isLose() or depth == self.depth:',
      '        return self.evaluationFunction(state)',
      '    nxt = (agent + 1) % agents',
      '    deeper = depth + 1 if nxt == 0 else depth',
      '    scores = [value(state.generateSuccessor(agent, a), nxt, deeper, alpha, beta) for a in state.getLegalActions(agent)]',
      '    return max(scores) if agent == 0 else min(scores)',
    ]),
    alphabeta: CS188_VALUE([
      'def value(state, agent, depth, alpha, beta):',
      '    if state.isWin() or state.isLose() or depth == self.depth:',
      '        return self.evaluationFunction(state)',
      '    nxt = (agent + 1) % agents',
      '    deeper = depth + 1 if nxt == 0 else depth',
      '    v = float("-inf") if agent == 0 else float("inf")',
      '    for a in state.getLegalActions(agent):',
      '        child = value(state.generateSuccessor(agent, a), nxt, deeper, alpha, beta)',
      '        if agent == 0:',
      '            v = max(v, child)',
      '            if v > beta:',
      '                return v',
      '            alpha = max(alpha, v)',
      '        else:',
      '            v = min(v, child)',
      '            if v < alpha:',
      '                return v',
      '            beta = min(beta, v)',
      '    return v',
    ]),
    expectiminimax: CS188_VALUE([
      'def value(state, agent, depth, alpha, beta):',
      '    if state.isWin() or state.isLose() or depth == self.depth:',
      '        return self.evaluationFunction(state)',
      '    nxt = (agent + 1) % agents',
      '    deeper = depth + 1 if nxt == 0 else depth',
      '    scores = [value(state.generateSuccessor(agent, a), nxt, deeper, alpha, beta) for a in state.getLegalActions(agent)]',
      '    return max(scores) if agent == 0 else sum(scores) / len(scores)',
    ]),
  },
  aima: {
    minimax: [
      'def value(s):',
      '    if game.terminal_test(s):',
      '        return game.utility(s, "MAX")',
      '    scores = [value(game.result(s, a)) for a in game.actions(s)]',
      '    return max(scores) if game.to_move(s) == "MAX" else min(scores)',
      '',
      'best, choice = -math.inf, None',
      'for a in game.actions(state):',
      '    v = value(game.result(state, a))',
      '    if v > best:',
      '        best, choice = v, a',
      'return choice',
    ],
    alphabeta: [
      'def value(s, alpha, beta):',
      '    if game.terminal_test(s):',
      '        return game.utility(s, "MAX")',
      '    top = game.to_move(s) == "MAX"',
      '    v = -math.inf if top else math.inf',
      '    for a in game.actions(s):',
      '        child = value(game.result(s, a), alpha, beta)',
      '        if top:',
      '            v = max(v, child)',
      '            if v >= beta:',
      '                return v',
      '            alpha = max(alpha, v)',
      '        else:',
      '            v = min(v, child)',
      '            if v <= alpha:',
      '                return v',
      '            beta = min(beta, v)',
      '    return v',
      '',
      'best, choice = -math.inf, None',
      'for a in game.actions(state):',
      '    v = value(game.result(state, a), best, math.inf)',
      '    if v > best:',
      '        best, choice = v, a',
      'return choice',
    ],
    expectiminimax: [
      'def value(s):',
      '    if game.terminal_test(s):',
      '        return game.utility(s, "MAX")',
      '    who = game.to_move(s)',
      '    if who == "CHANCE":',
      '        return sum(game.probability(s, a) * value(game.result(s, a)) for a in game.actions(s))',
      '    scores = [value(game.result(s, a)) for a in game.actions(s)]',
      '    return max(scores) if who == "MAX" else min(scores)',
      '',
      'best, choice = -math.inf, None',
      'for a in game.actions(state):',
      '    v = value(game.result(state, a))',
      '    if v > best:',
      '        best, choice = v, a',
      'return choice',
    ],
  },
  js: {
    minimax: [
      'const value = (s) => {',
      '  if (game.terminalTest(s)) return game.utility(s, "MAX");',
      '  const scores = game.actions(s).map((a) => value(game.result(s, a)));',
      '  return game.toMove(s) === "MAX" ? Math.max(...scores) : Math.min(...scores);',
      '};',
      'let best = -Infinity;',
      'let choice = null;',
      'for (const a of game.actions(state)) {',
      '  const v = value(game.result(state, a));',
      '  if (v > best) [best, choice] = [v, a];',
      '}',
      'return choice;',
    ],
    alphabeta: [
      'const value = (s, alpha, beta) => {',
      '  if (game.terminalTest(s)) return game.utility(s, "MAX");',
      '  const top = game.toMove(s) === "MAX";',
      '  let v = top ? -Infinity : Infinity;',
      '  for (const a of game.actions(s)) {',
      '    const child = value(game.result(s, a), alpha, beta);',
      '    if (top) {',
      '      v = Math.max(v, child);',
      '      if (v >= beta) return v;',
      '      alpha = Math.max(alpha, v);',
      '    } else {',
      '      v = Math.min(v, child);',
      '      if (v <= alpha) return v;',
      '      beta = Math.min(beta, v);',
      '    }',
      '  }',
      '  return v;',
      '};',
      'let best = -Infinity;',
      'let choice = null;',
      'for (const a of game.actions(state)) {',
      '  const v = value(game.result(state, a), best, Infinity);',
      '  if (v > best) [best, choice] = [v, a];',
      '}',
      'return choice;',
    ],
    expectiminimax: [
      'const value = (s) => {',
      '  if (game.terminalTest(s)) return game.utility(s, "MAX");',
      '  const who = game.toMove(s);',
      '  if (who === "CHANCE") return game.actions(s).reduce((sum, a) => sum + game.probability(s, a) * value(game.result(s, a)), 0);',
      '  const scores = game.actions(s).map((a) => value(game.result(s, a)));',
      '  return who === "MAX" ? Math.max(...scores) : Math.min(...scores);',
      '};',
      'let best = -Infinity;',
      'let choice = null;',
      'for (const a of game.actions(state)) {',
      '  const v = value(game.result(state, a));',
      '  if (v > best) [best, choice] = [v, a];',
      '}',
      'return choice;',
    ],
  },
};

/** Every starter, in both languages. */
const CASES = STYLES.flatMap((style) =>
  STUDENT_ALGOS.flatMap((algo) =>
    LANGS.map((lang) => {
      const s = starter(style, algo, lang);
      if (s === null) throw new Error(`${style} ${algo}: every style offers every algorithm today`);
      return { style, algo, lang, starter: s };
    }),
  ),
);

const write = (sub: string, name: string, text: string): string => {
  mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, sub, name), text);
  return join(dir, sub, name);
};

describe.each(STUDENT_ALGOS)('%s: each style’s starter in each language', (algo) => {
  const cases = CASES.filter((c) => c.algo === algo);

  test('as given: every tree stops at the TODO, with the style’s “not written yet”, never a crash', { timeout: 600_000 }, () => {
    const files = cases.map((c) => write(`given/${c.lang}/${c.style}-${algo}`, c.starter.filename, c.starter.source));
    const r = check(files, algo);
    expect(r.status, r.stderr).toBe(1);
    expect(r.files.map((f) => f.file)).toEqual(files);
    cases.forEach((c, i) => {
      const f = r.files[i]!;
      expect(f.style).toBe(c.style);
      expect(f.trees.length).toBeGreaterThan(0);
      for (const t of f.trees) {
        expect(t.passed).toBe(false);
        expect({ tree: t.name, kind: t.error?.kind, line: t.error?.line }).toEqual({ tree: t.name, kind: 'exception', line: todoLine(c.starter, c.style) });
        expect(t.error!.message).toMatch(NOT_DONE[c.style]);
      }
    });
  });

  test('with the TODO written: every tree passes (the tutor calls the entry the starter defines)', { timeout: 600_000 }, () => {
    const files = cases.map((c) => write(`done/${c.lang}/${c.style}-${algo}`, c.starter.filename, completed(c.starter, c.style, algo)));
    const r = check(files, algo);
    const failed = r.files.flatMap((f) => f.trees.filter((t) => !t.passed).map((t) => `${f.file} ${t.name}: ${JSON.stringify(t.error)}`));
    expect(failed).toEqual([]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.files.map((f) => [f.style, f.passed])).toEqual(cases.map((c) => [c.style, true]));
    for (const c of cases) expect(c.starter.source).toMatch(new RegExp(`\\b(class|def|function) ${c.starter.entry}\\b`));
  });
});

/** The code of a starter: comments and the TODO's message taken out, blank lines and line ends dropped. */
function code(s: Starter, style: Style): string {
  const comment = style === 'js' ? /\/\/.*$/ : /#.*$/;
  return s.source
    .split('\n')
    .map((l) =>
      l
        .replace(comment, '')
        .replace(/'TODO: [^']*'/, "'TODO'")
        .trimEnd(),
    )
    .filter((l) => l !== '')
    .join('\n');
}

test.each(STYLES.flatMap((style) => STUDENT_ALGOS.map((algo) => [style, algo] as const)))(
  '%s %s: the Spanish starter is the English one with its comments and TODO message in Spanish',
  (style, algo) => {
    const [en, es] = LANGS.map((lang) => starter(style, algo, lang)!);
    expect(code(es!, style)).toBe(code(en!, style));
    expect([es!.filename, es!.entry]).toEqual([en!.filename, en!.entry]);
    expect(es!.source).not.toBe(en!.source);
    // The comments are in each language: a word only the Spanish has.
    expect(es!.source).toMatch(/\b(devuelve|quédate)\b/i);
    expect(en!.source).not.toMatch(/\b(devuelve|quédate)\b/i);
  },
);
