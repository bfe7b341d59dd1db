/**
 * The `tutor` command (docs/contracts.md, "The `tutor` command"). Each subcommand lives
 * in its own module; this file only wires them to commander.
 */
import { Command, Option } from 'commander';
import { ALGORITHMS, MOVE_ORDERS, ROOT_WINDOWS, TIE_RULES } from '../search/index.ts';
import { ORDERINGS } from '../search/ordering.ts';
import { searchCommand, type SearchFlags } from './search.ts';
import { bench2048Json, benchCommand, type BenchFlags } from './bench.ts';
import { benchConnect4Command } from './bench-connect4.ts';
import { treeCommand, type TreeFlags } from './tree.ts';
import { decideCommand, heuristicsCommand, moveCommand, playCommand, type Flags2048, type PlayFlags } from './g2048.ts';
import { DIRECTIONS } from '../games/g2048/board.ts';
import { DEFAULT_GAME_BUDGET, UsageError, quietOnClosedPipe, stdio } from './io.ts';
import { callProblem, commandOf, helpHint, reportFailure } from './call.ts';
import { clip } from '../games/input.ts';
import { experimentCommand, experimentWorker, mergeCommand, type ExperimentFlags } from './experiment.ts';
import { MATCH_DEFAULTS, connect4ExperimentCommand, type MatchFlags } from './experiment-connect4.ts';
import { EXERCISE_FORMATS, exerciseCommand, type ExerciseFlags } from './exercise.ts';
import { DIFFICULTIES, EXERCISE_ALGORITHMS } from '../app/exercise.ts';
import { ALGORITHMS_2048, HEURISTICS, VARIANTS } from '../games/g2048/settings.ts';
import { MAX_TREE_NODES } from '../games/tree/tree.ts';
import { connect4SolveCommand, type Connect4Flags } from './connect4.ts';
import { RUNGS } from '../games/connect4/solver.ts';
import { addCheckCommand } from './check.ts';
import { checkRole } from './check/role.ts';
import { longWorker } from './long-worker.ts';
// Read when the CLI is bundled: `tutor --version` is the package's own.
import { version } from '../../package.json';

const program = new Command()
  .name('tutor')
  .description(
    'Adversarial Search Tutor: minimax, alpha-beta, negamax, expectimax, expectiminimax and MCTS on game trees, tic-tac-toe, Connect-4 and 2048, step by step.',
  )
  .version(version, '-V, --version', "print the tutor's version")
  // Usage errors are thrown (every subcommand inherits this) and reported by `run` in one line and a hint, exit 2.
  .exitOverride()
  .configureOutput({ outputError: () => undefined });

program
  .command('search')
  .description(
    'search an explicit game tree (compact notation, canonical JSON or a fixture file: minimax, alpha-beta, negamax, expectimax, expectiminimax), or with --game a tic-tac-toe or Connect-4 position (minimax, alpha-beta and its enhancements, negamax, or MCTS)',
  )
  .addOption(new Option('--tree <file>', 'the tree: a file, or - for standard input').conflicts('input'))
  .option(
    '--input <file>',
    'JSONL: one canonical JSON tree, or {"tree": …, "algo": …}, per line; with --game, one {"position": …} per line, its fields (algo, depth, iterations, seed, c, …) over the flags',
  )
  // A game position is searched without a recording: the tree's options and outputs do not apply.
  .addOption(
    new Option('--game <game>', 'search a game position instead: tictactoe or connect4').conflicts([
      'tree',
      'tieRule',
      'root',
      'trace',
      'narrate',
      'format',
      'step',
    ]),
  )
  .addOption(
    new Option('--position <position>', 'tic-tac-toe: 9 characters of x, o, . row-major (x moves first); Connect-4: the moves so far as columns 1–7').conflicts(
      ['tree'],
    ),
  )
  .addOption(new Option('--centre-first', 'Connect-4: visit the centre columns first').conflicts(['tree']))
  .addOption(new Option('--table', 'tic-tac-toe/Connect-4, alpha-beta: a transposition table of exact, lower and upper bounds').conflicts(['tree']))
  .addOption(new Option('--deepening', 'tic-tac-toe/Connect-4, alpha-beta: iterative deepening, depth 1, 2, … up to the limit').conflicts(['tree']))
  .addOption(new Option('--null-window', "tic-tac-toe/Connect-4, alpha-beta: the root's value by bisection with null windows").conflicts(['tree']))
  .addOption(
    new Option('--move-order <order>', "tic-tac-toe/Connect-4, alpha-beta: the game's hint (centre first), killer moves or the history heuristic")
      .choices([...MOVE_ORDERS])
      .conflicts(['tree']),
  )
  .addOption(new Option('--random-seed <n>', 'tic-tac-toe/Connect-4: pick at random (seeded) among the equally good moves').conflicts(['tree']))
  .addOption(
    new Option('--algo <name>', 'searcher (default: alphabeta, or expectiminimax for trees with chance); mcts: Monte Carlo tree search, for --game').choices([
      ...ALGORITHMS,
      'mcts',
    ]),
  )
  .addOption(new Option('--iterations <n>', 'tic-tac-toe/Connect-4, mcts: iterations (default 1,000)').conflicts(['tree']))
  .addOption(new Option('--seed <n>', 'tic-tac-toe/Connect-4, mcts: the random seed (default 1; the same seed, the same answer)').conflicts(['tree']))
  .addOption(new Option('--c <c>', "tic-tac-toe/Connect-4, mcts: UCB1's exploration constant (default √2)").conflicts(['tree']))
  .option(
    '--depth <plies>',
    "depth limit in plies; a tree's inner nodes at the limit are valued exactly (default: none for trees; tic-tac-toe to the end, Connect-4 6)",
  )
  .addOption(new Option('--order <order>', 'child order at MAX and MIN nodes').choices([...ORDERINGS]).default('given'))
  .addOption(
    new Option('--tie-rule <rule>', 'alpha-beta cut: inclusive (AIMA, v ≥ β; the default) or strict (CS188, v > β); aliases aima, cs188').choices([
      ...TIE_RULES,
      'aima',
      'cs188',
    ]),
  )
  .addOption(
    new Option(
      '--root <window>',
      "alpha-beta at the root: carried (AIMA: α rises across the root's moves; the default) or full-window (AIMA-Java's makeDecision: each move with (−∞, +∞))",
    ).choices([...ROOT_WINDOWS]),
  )
  .option(
    '--budget <nodes>',
    `stop after visiting this many nodes (1 to 10^9; default: none for trees, which have at most ${MAX_TREE_NODES.toLocaleString('en')} nodes; game positions ${DEFAULT_GAME_BUDGET.position.toLocaleString('en')})`,
  )
  .option('--json', 'print one JSON object per search')
  .option('--trace', 'print every event as JSONL, then the result')
  .addOption(new Option('--narrate', 'print a narration of every step after the summary').conflicts(['json', 'trace']))
  .addOption(
    new Option('--format <format>', 'latex: the tree at --step as a standalone LaTeX document (forest), as the page shows that step').choices(['latex']),
  )
  .option('--step <k>', 'with --format latex: the step to draw, 0 (before the search) to the last (the default)')
  .addOption(new Option('--lang <lang>', 'language of the summary and narration').choices(['en', 'es']).default('en'))
  .action(async (flags: SearchFlags) => {
    process.exitCode = await searchCommand(flags, stdio);
  });

program
  .command('exercise')
  .description(
    'a seeded set of exercise trees with its answer key: Markdown, LaTeX (a sheet and its key), JSON, Moodle XML or GIFT (Moodle quiz questions), or a SCORM 1.2 package (the exercise page, graded by any LMS)',
  )
  .option('--seed <n>', 'the set: the same seed gives the same set everywhere (0 to 4294967295)', '1')
  .option('--count <n>', 'exercises in the set (1 to 40)', '4')
  .addOption(
    new Option('--difficulty <level>', 'easy: 2–3 plies, few cuts; medium: 3 plies; hard: 4 plies, at least 2 pruned leaves, chance levels for expectiminimax')
      .choices(DIFFICULTIES)
      .default('medium'),
  )
  .addOption(new Option('--algo <algo>', 'the algorithm the answers follow').choices(EXERCISE_ALGORITHMS).default('alphabeta'))
  .addOption(new Option('--json', 'print {"exercises":[{"id","tree","answer":{"value","action","evaluated","pruned"}}]}').conflicts('format'))
  .addOption(
    new Option(
      '--format <format>',
      'the sheet and its key as Markdown, or as LaTeX (forest trees); or the set as Moodle questions: moodle (Moodle XML, the trees as pictures) or gift (GIFT, the trees as text); or scorm12, a SCORM 1.2 package (a zip: needs --out)',
    )
      .choices(EXERCISE_FORMATS)
      .default('markdown'),
  )
  .option('--out <file>', 'write to FILE (replaced whole) instead of printing; a SCORM package needs it')
  .option('--mastery <percent>', "a SCORM package's pass mark: the score, 0 to 100, that passes (default 80)")
  .addOption(new Option('--lang <lang>', 'language of the sheet').choices(['en', 'es']).default('en'))
  .action((flags: ExerciseFlags) => {
    process.exitCode = exerciseCommand(flags, stdio);
  });

program
  .command('tree')
  .description('check a tree and print it in compact notation or canonical JSON, or make a random tree')
  .option('--tree <file>', 'the tree: a file, or - for standard input')
  .addOption(new Option('--to <notation>', 'what to print').choices(['compact', 'json']).default('compact'))
  .addOption(new Option('--random', 'make a random tree instead (--branching, --depth, --levels, --min, --max, --seed)').conflicts('tree'))
  // No defaults here: treeCommand applies them, and refuses these options without --random.
  .option('--branching <list>', 'with --random: children per node, per level (the last repeats), e.g. 3 or 2,3 (default 3)')
  .option('--depth <levels>', 'with --random: levels of inner nodes (default 2)')
  .option(
    '--levels <list>',
    'with --random: kinds of the levels from the root, e.g. max,chance,min; levels past the list alternate max, min by depth (default max,min)',
  )
  .option('--min <n>', 'with --random: smallest leaf value (default 0)')
  .option('--max <n>', 'with --random: largest leaf value (default 20)')
  .option('--seed <n>', 'with --random: random seed: the same seed gives the same tree (default 1)')
  .action(async (flags: TreeFlags) => {
    process.exitCode = await treeCommand(flags, stdio);
  });

const g2048 = program.command('2048').description('the 2048 engine: moves, heuristics, decisions, whole games');
const boardOption = () => new Option('--board <json>', "the board as JSON rows, e.g. '[[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,2]]'");
const inputOption = () => new Option('--input <file>', 'JSONL: one {"board", …} per line; its fields override the flags');
const variantOption = () =>
  new Option('--variant <variant>', 'heuristics as the thesis text computes them (the default), or as its Java code does').choices([...VARIANTS]);
const searchOptions = (c: Command) =>
  c
    .addOption(
      new Option('--algo <name>', 'searcher (the computer is MIN for minimax and alphabeta, CHANCE for expectimax; default expectimax)').choices([
        ...ALGORITHMS_2048,
      ]),
    )
    .addOption(new Option('--heuristic <name>', 'h1…h4, or article (the Java article: H3 of thesis-code; default h1)').choices([...HEURISTICS]))
    .addOption(variantOption())
    .option('--depth <plies>', 'depth in plies, 1 to 12: each move of the player and of the computer is one (default 3)')
    .addOption(
      new Option(
        '--root <window>',
        "alpha-beta at the root: carried (AIMA; the default) or full-window (AIMA-Java's makeDecision, as the thesis's Java)",
      ).choices([...ROOT_WINDOWS]),
    )
    .option('--budget <nodes>', `stop each search after this many nodes (1 to 10^9, default ${DEFAULT_GAME_BUDGET.g2048.toLocaleString('en')})`)
    .option('--goal <tile>', 'the winning tile, a power of two from 4 to 32768 (default 2048)');

g2048
  .command('move')
  .description('slide a board one way: the board after, the points gained, whether anything moved')
  .addOption(boardOption())
  .addOption(new Option('--dir <direction>', 'the way to slide').choices([...DIRECTIONS]))
  .addOption(inputOption())
  .option('--json', 'print {"board","gained","moved"}')
  .action(async (flags: Flags2048) => {
    process.exitCode = await moveCommand(flags, stdio);
  });

g2048
  .command('heuristics')
  .description("every term of the thesis's heuristics for a board, with per-cell detail and formulas")
  .addOption(boardOption())
  .option('--score <n>', 'the score so far', '0')
  .addOption(variantOption())
  .addOption(inputOption())
  .option(
    '--json',
    'print {"score","empty","similarity","monotonicity","max","variant","h1","h2","h3","h4","article","similarityCells","monotonicityCells","formulas"}',
  )
  .action(async (flags: Flags2048) => {
    process.exitCode = await heuristicsCommand(flags, stdio);
  });

searchOptions(
  g2048
    .command('decide')
    .description("the searcher's move for a board, with each move's value and the search's counts")
    .addOption(boardOption())
    .option('--score <n>', 'the score so far', '0'),
)
  .addOption(inputOption())
  .option('--json', 'print {"action","value","actions","certainty","nodes","leaves","cutoffs","status","ms"}')
  .action(async (flags: Flags2048) => {
    process.exitCode = await decideCommand(flags, stdio);
  });

searchOptions(g2048.command('play').description('let a searcher play a whole game in the terminal; Ctrl-C stops it'))
  .option('--seed <n>', 'the game: the same seed gives the same tiles (default: random, and printed)')
  .option('--moves <n>', 'stop after this many moves')
  .option('--continue', 'keep playing after reaching the goal')
  .option('--quiet', 'print only the result')
  .option(
    '--json',
    'print the result and the game record: {"seed","win","score","maxTile","moves","ms","nodes","stopped","record":{"seed","goal","moves","spawns"}}',
  )
  .action(async (flags: PlayFlags) => {
    process.exitCode = await playCommand(flags, stdio);
  });

const connect4 = program
  .command('connect4')
  .description('Connect-4\'s solver ladder (Pascal Pons\' "Solving Connect 4"): exact scores and the nodes each rung searches');
connect4
  .command('solve')
  .description('the exact score of each position for the player to move, with the nodes searched and the time')
  .addOption(new Option('--position <moves>', 'the columns played so far, 1–7, e.g. 4453 (empty: the start)').conflicts('input'))
  .option('--input <file>', "a set: one position a line, anything after its first space ignored (Pons' test sets), - for standard input")
  .addOption(new Option('--rung <rung>', 'the rung of the ladder; each adds a technique to the one before').choices([...RUNGS]).default('bounds'))
  .option('--weak', 'win, draw or loss only (window [−1, 1]): the score is its sign')
  .option('--analyze', 'every column\'s score as well ("columns": {"1": score or null for a full column, …})')
  .option('--budget <nodes>', 'stop a position after this many nodes (1 to 10^12; default: none), with the bounds found')
  .option(
    '--json',
    'print one {"position","score","nodes","ms","status"} per position, in order ("columns" with --analyze, "bounds" if stopped by --budget; a bad one {"position","error","status","line"?})',
  )
  .action(async (flags: Connect4Flags) => {
    process.exitCode = await connect4SolveCommand(flags, stdio);
  });

const experiment = program
  .command('experiment')
  .description(
    "batches of 2048 games over a grid of configurations, like the thesis's Tables 2–4; `experiment connect4`: Connect-4 matches, MCTS against alpha-beta and a random player; `experiment merge`: the summary of several --out files",
  )
  .option('--algo <list>', 'minimax, alphabeta, expectimax (comma-separated)', 'minimax,alphabeta,expectimax')
  .option('--heuristic <list>', 'h1, h2, h3, h4, article (comma-separated)', 'h1')
  .option('--depth <list>', 'depths in plies: 3, 1-5 or 1,3,5', '3')
  .option('--games <n>', 'games per configuration (game i is the same game in every configuration)', '10')
  .option('--seed <n>', 'the experiment: the same seed gives the same games everywhere', '2016')
  .option('--variant <list>', 'text, thesis-code (comma-separated)', 'text')
  .option('--root <list>', "alpha-beta's root window: carried (AIMA), full-window (AIMA-Java's makeDecision) (comma-separated)", 'carried')
  .option('--goal <tile>', 'the winning tile', '2048')
  .option('--workers <n>', 'worker threads (default: the machine’s cores)')
  .option('--out <file>', 'append one JSONL record per finished game')
  .option('--resume', 'skip the games already in --out')
  .option('--shard <k/n>', 'play only every n-th game, the k-th (to spread a grid over machines; merge the files after)')
  .option('--json', 'print {"runs":[…]} instead of the table')
  // Its options before a subcommand are its own; after `connect4` or `merge`, theirs (`experiment connect4 --depth 2,4`).
  .enablePositionalOptions()
  .action(async (flags: ExperimentFlags) => {
    process.exitCode = await experimentCommand(flags, stdio);
  });

experiment
  .command('merge')
  .description(
    'the summary of several --out files together (e.g. the shards of a grid): 2048 results, or Connect-4 matches (experiment connect4 --out), one kind at a time',
  )
  .argument('<files...>', 'JSONL files written by experiment --out, or all by experiment connect4 --out')
  .option('--json', 'print {"runs":[…]} (Connect-4 matches: {"matches":[…]}) instead of the table')
  .option('--markdown', 'print the reproduction report’s tables (beside the thesis’s Tables 2–4; 2048 results only)')
  .action((files: string[], flags: { json?: boolean; markdown?: boolean }) => {
    // A grid's flag given before `merge` (`experiment --games 5 merge …`) shapes no merge: refused, never ignored.
    const grid = experiment.options.find((o) => o.attributeName() !== 'json' && experiment.getOptionValueSource(o.attributeName()) === 'cli');
    if (grid !== undefined)
      throw new UsageError(`${grid.long ?? grid.flags} shapes a run's grid, not a merge: merge sums the files as they are (give no grid flags)`);
    // `--json` may be read by `experiment` itself, which has the same option.
    process.exitCode = mergeCommand(files, { ...flags, json: flags.json === true || experiment.opts<{ json?: boolean }>().json === true }, stdio);
  });

experiment
  .command('connect4')
  .description('Connect-4 matches: MCTS at each iteration count against alpha-beta at each depth and a random player, the sides alternating')
  .option('--iterations <list>', `MCTS's iterations a move, comma-separated, 1 to 1000000 (default: ${MATCH_DEFAULTS.iterations})`)
  .option('--depth <list>', `alpha-beta's depths in plies, 1 to 12: 4, 2-6 or 2,4,6 (default: ${MATCH_DEFAULTS.depth})`)
  .option('--vs <list>', `MCTS's opponents: alphabeta, random, comma-separated (default: ${MATCH_DEFAULTS.vs})`)
  .option('--games <n>', `games per match, the sides alternating; game i is the same game in every run (default: ${MATCH_DEFAULTS.games})`)
  .option('--seed <n>', `the experiment: the same seed gives the same games everywhere (default: ${MATCH_DEFAULTS.seed})`)
  .option('--c <c>', "UCB1's exploration constant, 0 to 100 (default √2)")
  .option('--workers <n>', 'worker threads (default: the machine’s cores)')
  .option('--out <file>', 'append one JSONL record per finished game')
  .option('--resume', 'skip the games already in --out')
  .option('--json', 'print {"matches":[…]} instead of the table')
  .action(async (flags: MatchFlags) => {
    // A 2048 grid's flag given before `connect4` (`experiment --games 5 connect4`) would be read by the grid: refused, never ignored.
    const before = experiment.options.find((o) => experiment.getOptionValueSource(o.attributeName()) === 'cli');
    if (before !== undefined)
      throw new UsageError(
        `${before.long ?? before.flags} before connect4 is the 2048 grid's: give the matches' flags after connect4 (tutor experiment connect4 ${before.long ?? ''} …)`,
      );
    process.exitCode = await connect4ExperimentCommand(flags, stdio);
  });

program
  .command('bench')
  .description(
    'measure the searchers on a large random tree, with and without a recording tracer, then the 2048 engine, whole games and Connect-4, each figure beside what it is measured against and its goal; `bench 2048`: the 2048 engine only; `bench connect4`: the Connect-4 solver and MCTS beside their compiled references',
  )
  .argument(
    '[part]',
    "2048: only the 2048 engine (raw moves, B3 searches); connect4: the Connect-4 solver on Pons' test sets and MCTS (UCT), each beside its compiled reference",
  )
  .option(
    '--sets <dir>',
    'with connect4: the directory of the test sets, run.sh and mcts_ref.cpp (default: $TUTOR_CONNECT4_SETS, or ../shared/bench/connect4, else scripts/reference/connect4)',
  )
  .option('--nodes <n>', 'without a part: approximate size of the benchmark trees, 1,000 to 20,000,000', '1100000')
  .option('--runs <n>', 'without a part, or 2048 without --json: timed runs per configuration (the median is printed), 1 to 100', '5')
  .option(
    '--json',
    'with 2048: print {"rawMovesPerSecond","b3":{"expectimax7":{"nodes","ms","value"},"alphabeta7":{…}},"goals":[{"figure","ours","against","reference","ratio","goal","met"},…]}; with connect4: {"rung","goals","sets","generatedSets","goalsMet","mcts"}',
  )
  .action(async (part: string | undefined, flags: BenchFlags & { sets?: string }) => {
    if (part !== undefined && part !== '2048' && part !== 'connect4') throw new UsageError(`unknown part '${clip(part)}' (the parts are 2048 and connect4)`);
    if (part === 'connect4') {
      process.exitCode = benchConnect4Command(flags, stdio);
      return;
    }
    process.exitCode =
      part === '2048'
        ? flags.json === true
          ? bench2048Json(stdio)
          : await benchCommand({ ...flags, only2048: true }, stdio)
        : await benchCommand(flags, stdio);
  });

addCheckCommand(program);

// Each command's options are read after its name, not by the commands above it (which must be
// positional too, for `experiment`'s to stop at `experiment connect4`); set once every command is
// made, so that no command inherits it.
program.enablePositionalOptions();

// In a worker thread of `tutor experiment`, this module only plays the games it is sent; as `tutor check`'s
// sandbox host or one of its runners, it only runs submissions; as the thread of a long search (long-run.ts), only searches.
if (!experimentWorker() && !checkRole() && !longWorker()) void run();

function run(): Promise<void> {
  quietOnClosedPipe();
  const args = process.argv.slice(2);
  const called = commandOf(program, args);
  const command = called.name;
  const problem = callProblem(program, [program, g2048, connect4], called.command, called.rest);
  if (problem !== undefined) {
    stdio.error(`tutor${command}: ${problem}`);
    stdio.error(helpHint(command));
    process.exitCode = 2;
    return Promise.resolve();
  }
  // `tutor help 2048 decide` is `tutor 2048 decide --help` (commander's help command takes one word).
  const words = called.command === program && called.rest[0] === 'help' ? called.rest.slice(1) : [];
  const argv = words.length > 1 && words.every((w) => !w.startsWith('-')) ? [...process.argv.slice(0, 2), ...words, '--help'] : process.argv;
  return program.parseAsync(argv).then(
    () => undefined,
    (e: unknown) => reportFailure(e, command, args),
  );
}
