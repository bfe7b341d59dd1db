/**
 * `tutor check`: students' own searches, run sandboxed on the same trees as
 * the reference and judged (docs/contracts.md, issue 37).
 *
 *   tutor check submissions/*.py --algo alphabeta --style cs188 --json
 *   tutor check alphabeta.js --algo alphabeta --random 50 --seed 7
 *   tutor check multiAgents.py --algo minimax --tree test_cases/q2/*.test
 *
 * One JSON line per file with --json, else a table; exit 0 when every tree
 * of every file passes, 1 otherwise, 2 for a usage error. The sandbox and
 * its processes: check/protocol.ts.
 */
import { availableParallelism } from 'node:os';
import { Option, type Command } from 'commander';
import { basename, extname } from 'node:path';
import { STUDENT_ALGOS, STUDENT_TIE_RULES, type Style, type StudentAlgo, type StudentTieRule, type TreeVerdict } from '../student/contract.ts';
import { judge } from '../student/verdict.ts';
import { SEED_RANGE } from '../games/rng.ts';
import { clip } from '../games/input.ts';
import { FileError, UsageError, english, intFlag, readText, stdio, type Output } from './io.ts';
import { REPEATABLE } from './call.ts';
import { fixtureTree, fixtureTrees, inputTrees, randomTrees, treeFile } from './check/trees.ts';
import { CHECK_FIXTURES, ENTRIES, defaultTie, styleOf, treeSet, type CheckTree, type TreeSet } from '../student/plan.ts';
import { pyodideDir, startSandbox } from './check/sandbox.ts';
import { fileJson, filePassed, fileTable, type FileReport } from './check/report.ts';
import type { FileJob, Lang, TreeOutcome } from './check/protocol.ts';

export interface CheckFlags {
  algo?: string;
  style?: string;
  agent?: string;
  function?: string;
  src?: string[];
  tree?: string[];
  input?: string;
  random?: string;
  seed?: string;
  tieRule?: string;
  timeout?: string;
  maxCalls?: string;
  json?: boolean;
}

export const CHECK_STYLES = ['cs188', 'aima'] as const;
const DEFAULT_RANDOM = 20;
/** CS188's agent classes and aima-python's and JavaScript's functions, by algorithm. */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

interface Submission {
  file: string;
  lang: Lang;
  style: Style;
  source: string;
}

async function readSubmission(file: string, style: Style | undefined): Promise<Submission> {
  const ext = extname(file).toLowerCase();
  if (ext !== '.py' && ext !== '.js' && ext !== '.mjs') throw new UsageError(`${clip(file)}: a submission is Python (.py) or JavaScript (.js, .mjs)`);
  const source = await readText(file);
  if (ext !== '.py') return { file, lang: 'js', style: 'js', source };
  return { file, lang: 'python', style: style ?? styleOf(source), source };
}

/** The trees for a style, from the flags (the default: the algorithm's fixtures and 20 seeded random trees). */
async function treesFrom(flags: CheckFlags, algo: StudentAlgo, seed: number, count: number | undefined): Promise<(style: Style) => CheckTree[]> {
  const given = [flags.src?.length ? 'src' : '', flags.tree?.length ? 'tree' : '', flags.input ?? '', count === undefined ? '' : 'random'].filter(
    (s) => s !== '',
  );
  if (given.length > 1) throw new UsageError('give the trees one way: --src, --tree (repeatable), --input or --random');
  if (flags.seed !== undefined && count === undefined && given.length > 0) throw new UsageError('--seed goes with --random (or with the default trees)');
  if (flags.src?.length) {
    const trees = flags.src.map(fixtureTree);
    return () => trees;
  }
  if (flags.tree?.length) {
    const trees = await Promise.all(flags.tree.map((f) => treeFile(f, algo)));
    return () => trees;
  }
  if (flags.input !== undefined) {
    const trees = await inputTrees(flags.input);
    return () => trees;
  }
  return (style) => [...(count === undefined ? fixtureTrees(algo, style) : []), ...randomTrees(count ?? DEFAULT_RANDOM, seed, algo, style)];
}

export async function checkCommand(files: string[], flags: CheckFlags, out: Output): Promise<number> {
  if (flags.algo === undefined) throw new UsageError(`give the algorithm the submissions implement: --algo ${STUDENT_ALGOS.join('|')}`);
  const algo = flags.algo as StudentAlgo;
  for (const [flag, name] of [
    ['--agent', flags.agent],
    ['--function', flags.function],
  ] as const) {
    if (name !== undefined && !IDENTIFIER.test(name)) throw new UsageError(`${flag}: '${clip(name)}' is not a Python or JavaScript name`);
  }
  const count = intFlag(flags.random, 'random', { min: 1, max: 10_000 });
  const seed = intFlag(flags.seed, 'seed', SEED_RANGE, 1);
  const timeout = intFlag(flags.timeout, 'timeout', { min: 1, max: 3_600_000 }, 2000);
  const maxCalls = intFlag(flags.maxCalls, 'max-calls', { min: 1, max: 1_000_000_000 });
  const tieFlag = flags.tieRule as StudentTieRule | undefined;
  const treesFor = await treesFrom(flags, algo, seed, count);
  const submissions = await Promise.all(files.map((f) => readSubmission(f, flags.style as Style | undefined)));

  const sets: TreeSet[] = [];
  const setOf = (style: Style): number => {
    const tie = tieFlag ?? defaultTie(style);
    const i = sets.findIndex((s) => s.style === style && s.tie === tie);
    if (i >= 0) return i;
    sets.push(treeSet(treesFor(style), style, tie, algo, maxCalls));
    return sets.length - 1;
  };
  const jobs: FileJob[] = submissions.map((s, id) => ({
    id,
    lang: s.lang,
    style: s.style,
    filename: basename(s.file),
    source: s.source,
    entry: (s.style === 'cs188' ? flags.agent : flags.function) ?? ENTRIES[s.style][algo],
    set: setOf(s.style),
  }));

  const sandbox = startSandbox({
    sets: sets.map((s) => s.jobs),
    algo,
    timeout,
    memoryMb: 1024,
    pyodideDir: submissions.some((s) => s.lang === 'python') ? pyodideDir() : '',
    workers: Math.min(submissions.length, availableParallelism()),
  });
  const reports: (FileReport | undefined)[] = new Array(jobs.length);
  let printed = 0;
  const flush = () => {
    for (let r = reports[printed]; r !== undefined; r = reports[++printed]) out.print(flags.json === true ? fileJson(r) : fileTable(r));
  };
  const runs = jobs.map(async (job) => {
    const set = sets[job.set]!;
    const outcomes: TreeOutcome[] = [];
    await sandbox.run(job, (index, outcome) => (outcomes[index] = outcome));
    const verdicts: TreeVerdict[] = set.trees.map((t, i) => {
      const want = set.expected[i]!;
      const got = outcomes[i] ?? { error: { kind: 'exception', message: 'no answer from the runner' }, ms: 0 };
      if ('kind' in want)
        return judge(
          t.name,
          t.tree,
          { events: [], action: null },
          { kind: 'refused', message: `${want.style === 'cs188' ? 'CS188' : 'this'} ${want.algo} cannot search this tree: ${english(want.reason)}` },
          0,
        );
      return judge(t.name, t.tree, want, 'record' in got ? got.record : got.error, got.ms);
    });
    reports[job.id] = { file: submissions[job.id]!.file, algo, style: set.style, tie: set.tie, verdicts };
    flush();
  });
  const settled = await Promise.allSettled(runs);
  const ended = await sandbox.end().then(
    (stats) => ({ stats, problem: settled.find((s) => s.status === 'rejected')?.reason as unknown }),
    (problem: unknown) => ({ stats: null, problem }),
  );
  const { stats, problem } = ended;
  if (problem !== undefined) throw new FileError(`the sandbox could not run the submissions: ${problem instanceof Error ? problem.message : String(problem)}`);
  if (process.env.TUTOR_CHECK_STATS === '1' && stats !== null) out.error(`tutor check: ${JSON.stringify(stats)}`);
  return reports.every((r) => r !== undefined && filePassed(r)) ? 0 : 1;
}

const collect = (value: string, list: string[] = []): string[] => [...list, value];
/** An option given as often as needed, each value kept (call.ts lets it repeat). */
const repeatable = (flags: string, description: string): Option => Object.assign(new Option(flags, description).argParser(collect), { [REPEATABLE]: true });

/** `tutor check`, as main.ts adds it to the program. */
export function addCheckCommand(program: Command): void {
  program
    .command('check')
    .description(
      "run students' own minimax, alpha-beta or expectimax (Python: CS188 or aima-python style; JavaScript) sandboxed on trees, each judged against the reference",
    )
    .argument('<files...>', 'the submissions: .py (Python, run in Pyodide) or .js/.mjs (a JavaScript module)')
    .addOption(new Option('--algo <algo>', 'the algorithm the submissions implement').choices(STUDENT_ALGOS))
    .addOption(
      new Option(
        '--style <style>',
        "Python files: cs188 (multiAgents.py's agents) or aima (games.py's functions); default: cs188 if the file defines getAction",
      ).choices(CHECK_STYLES),
    )
    .option('--agent <name>', 'cs188: the agent class (default MinimaxAgent, AlphaBetaAgent or ExpectimaxAgent by --algo)')
    .option(
      '--function <name>',
      'aima, JavaScript: the function (default minmax_decision / alpha_beta_search / expect_minmax; minimaxDecision / alphaBetaSearch / expectiminimax)',
    )
    .addOption(repeatable('--src <fixture>', `a textbook tree by name (repeatable): ${Object.keys(CHECK_FIXTURES).join(', ')}`))
    .addOption(repeatable('--tree <file>', "a tree file (repeatable): compact notation, canonical JSON, or CS188's graph-game .test format"))
    .option('--input <file>', 'JSONL: one {"tree": <canonical JSON>, "name"?, "depth"?} a line')
    .option('--random <n>', 'n seeded random trees instead of the default (the fixtures of --algo and 20 random trees)')
    .option('--seed <n>', 'the random trees: the same seed, the same trees (default 1)')
    .addOption(
      new Option('--tie-rule <rule>', 'alpha-beta: cs188 cuts on strict inequality only (default for --style cs188), aima on equality too').choices(
        STUDENT_TIE_RULES,
      ),
    )
    .option('--timeout <ms>', 'time limit a tree, in ms (default 2000)')
    .option('--max-calls <n>', "calls to the game a tree before the run is stopped as 'calls' (default 50 a node, at least 10,000)")
    .option('--json', 'print one {"file","algo","style","passed","trees":[…],"counts"} line a file')
    .action(async (files: string[], flags: CheckFlags) => {
      process.exitCode = await checkCommand(files, flags, stdio);
    });
}
