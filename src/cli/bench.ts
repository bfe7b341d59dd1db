/**
 * `tutor bench` (`npm run bench`): how fast each searcher runs on a large
 * random tree, without a tracer and with a recording one, and what a
 * recorded event costs in memory; then the 2048 engine, whole games and
 * Connect-4. Figures are medians of several runs in this process, after a
 * warm-up run; the ratio column compares each traced run with the untraced
 * baseline measured right beside it. Each figure is printed beside what it is
 * measured against and its goal, where it has one (bench-goals.ts).
 */
import { SEARCHERS, type Algorithm } from '../search/index.ts';
import type { Game, Turn } from '../search/game.ts';
import { TreeGame } from '../games/tree/game.ts';
import { randomTree } from '../games/tree/random.ts';
import { SyntheticTree } from '../games/tree/synthetic.ts';
import { treeStats, type TreeNode } from '../games/tree/tree.ts';
import { Recorder } from '../trace/recorder.ts';
import { english, intFlag, type Output } from './io.ts';
import { fromArray, move, type Board } from '../games/g2048/board.ts';
import { decide } from '../games/g2048/decide.ts';
import BENCH_BOARDS from '../../fixtures/bench-boards.json';
import type { Algorithm2048, Heuristic, Variant } from '../games/g2048/settings.ts';
import { benchConnect4, benchGames } from './bench-games.ts';
import { best, median, rate, row } from './bench-timing.ts';
import { GOALS, RECORDED, goals2048, shownFigure, verdict, type Figures2048 } from './bench-goals.ts';
import { entryAt } from '../games/entry.ts';

export interface BenchFlags {
  nodes?: string;
  runs?: string;
  json?: boolean;
  /** `tutor bench 2048`: the 2048 part only. */
  only2048?: boolean;
}

/** The score B3 is searched with, as in the compiled reference (scripts/reference/perf_ref.cpp), so nodes and root values can be compared. */
const B3_SCORE = 15000;
const EXPECTIMAX7 = { algo: 'expectimax', heuristic: 'h1', variant: 'text', depth: 7 } as const;
const ALPHABETA7 = { algo: 'alphabeta', heuristic: 'article', variant: 'thesis-code', depth: 7 } as const;

function benchBoards(): (readonly [string, Board])[] {
  return Object.entries(BENCH_BOARDS).map(([name, { board }]) => {
    const r = fromArray(board);
    if (!r.ok) throw new Error(`${name}: ${english(r.error)}`);
    return [name, r.board] as const;
  });
}

/** The board B3 of the thesis, which the searches are timed on. */
function b3Of(boards: readonly (readonly [string, Board])[]): Board {
  const b3 = boards.find(([name]) => name.startsWith('B3'));
  if (b3 === undefined) throw new Error('fixtures/bench-boards.json has no board B3');
  return b3[1];
}

/**
 * Raw moves per second: the engine's move (board.ts `move`, what the searches
 * call) over the five boards × four directions, as the reference times its own.
 */
function rawMoves(boards: readonly Board[]): { result: number; seconds: number } {
  const his = Int32Array.from(boards, (b) => b.hi | 0);
  const los = Int32Array.from(boards, (b) => b.lo | 0);
  const n = boards.length;
  // The count of moves that changed the board is returned (and checked), so no move can be optimised away.
  const r = best(20, () => {
    let changed = 0;
    // Timed: i < n, the length of his and los.
    for (let it = 0; it < 100_000; it++) for (let i = 0; i < n; i++) for (let d = 0; d < 4; d++) if (move(his[i]!, los[i]! ^ (it & 1), d)) changed++;
    return changed;
  });
  if (r.result === 0) throw new Error('no move changed a board');
  return { result: 100_000 * n * 4, seconds: r.seconds };
}

/**
 * Raw moves per second and the two B3 searches the compiled reference times
 * (best of several warm runs), with their root values so they can be checked
 * against the reference's.
 */
function figures2048(): Figures2048 {
  const boards = benchBoards();
  const b3 = b3Of(boards);
  const moves = rawMoves(boards.map(([, b]) => b));
  const search = (options: typeof EXPECTIMAX7 | typeof ALPHABETA7, runs: number) => {
    let d = decide(b3, B3_SCORE, options);
    const r = best(runs, () => (d = decide(b3, B3_SCORE, options)).nodes);
    return { nodes: d.nodes, ms: r.seconds * 1000, value: d.value };
  };
  return { rawMovesPerSecond: moves.result / moves.seconds, expectimax7: search(EXPECTIMAX7, 15), alphabeta7: search(ALPHABETA7, 200) };
}

/**
 * `tutor bench 2048 --json` (docs/contracts.md: `rawMovesPerSecond` and
 * `b3`), and `goals`: each figure beside what it is measured against, the
 * ratio and whether its goal is met (GoalRow).
 */
export function bench2048Json(out: Output): number {
  const f = figures2048();
  out.print(JSON.stringify({ rawMovesPerSecond: f.rawMovesPerSecond, b3: { expectimax7: f.expectimax7, alphabeta7: f.alphabeta7 }, goals: goals2048(f) }));
  return 0;
}

const BRANCHING = 10;

/** Which tree each searcher is measured on: the levels repeat from the root. */
const CASES: { algo: Algorithm; levels: Turn[] }[] = [
  { algo: 'minimax', levels: ['max', 'min'] },
  { algo: 'alphabeta', levels: ['max', 'min'] },
  { algo: 'negamax', levels: ['max', 'min'] },
  { algo: 'expectimax', levels: ['max', 'chance'] },
  { algo: 'expectiminimax', levels: ['max', 'chance', 'min'] },
];

export async function benchCommand(flags: BenchFlags, out: Output): Promise<number> {
  const target = intFlag(flags.nodes, 'nodes', { min: 1000, max: 20_000_000 }, 1_100_000);
  const runs = intFlag(flags.runs, 'runs', { min: 1, max: 100 }, 5);
  if (flags.only2048 === true) {
    bench2048(out, runs);
    return 0;
  }
  // Levels of a complete tree of branching 10 with at least `target` nodes.
  let depth = 0;
  while ((BRANCHING ** (depth + 1) - 1) / (BRANCHING - 1) < target) depth++;
  out.print(
    `Search benchmark: uniform random trees of branching ${BRANCHING}, ${depth} plies; median of ${runs} runs after a warm-up (node ${process.version}).`,
  );
  out.print('');
  out.print(
    `Measured against: plain nodes/s, nothing (no goal); trace/plain, the same search without a tracer, run beside it (goal ≤ ${GOALS.traceOverhead}×, issue 2); ` +
      `bytes/event, recorded event and node rows over events (goal ≤ ${GOALS.bytesPerEvent}, issue 2).`,
  );
  out.print('');
  out.print('1. Synthetic trees (SyntheticTree: states are numbers, leaves hashed; no tree in memory), so the figures are the searcher and the tracer:');
  out.print('');
  table(out, runs, (levels) => {
    const game = new SyntheticTree(BRANCHING, depth, levels, 2016);
    return { game, root: game.root, size: game.size };
  });
  out.print('');
  out.print(
    '2. Explicit trees (TreeNode objects, as parsed from a file): the same searches, plus the garbage collector walking a million live objects whenever the recorder allocates:',
  );
  out.print('');
  table(out, runs, (levels) => {
    const all = Array.from({ length: depth }, (_, i) => entryAt(levels, i % levels.length));
    const tree = randomTree({ branching: [BRANCHING], depth, levels: all, uniform: true, min: 0, max: 1000, seed: 2016 });
    return { game: new TreeGame(), root: tree, size: treeStats(tree).nodes };
  });
  const game = new TreeGame();
  traceSeeking(game, randomTree({ branching: [BRANCHING], depth, min: 0, max: 1000, seed: 2016 }), out);
  out.print('');
  bench2048(out, runs);
  return 0;
}

/**
 * 2048 on the benchmark boards (fixtures/bench-boards.json): raw moves per
 * second, and searches on B3, the headline board, beside the reference
 * programs' recorded figures and the goals.
 */
function bench2048(out: Output, runs: number): void {
  const f = figures2048();
  const r = RECORDED;
  const M = (perSecond: number) => `${(perSecond / 1e6).toFixed(0)} M`;
  out.print(
    `2048 (boards of fixtures/bench-boards.json). Raw moves: ${rate(f.rawMovesPerSecond)} moves/s, best of 20 (recorded: compiled reference ${M(r.reference.rawMovesPerSecond.low)}–${M(r.reference.rawMovesPerSecond.high)}, ` +
      `C++ 2048 AI ${M(r.cppAi.rawMovesPerSecond)}, JS prototype ${M(r.jsPrototype.rawMovesPerSecond)}, plain JS ${(r.plainJs.rawMovesPerSecond / 1e6).toFixed(1)} M).`,
  );
  out.print('');
  out.print(
    `B3 with score ${B3_SCORE}, as the compiled reference (scripts/reference/run.sh) searches it (same nodes, same root value); best of several warm runs:`,
  );
  out.print('');
  out.print(row(['search on B3', 'plies', 'nodes', 'root value', 'ms', 'nodes/s', 'reference (recorded)']));
  out.print(row(['---', '---:', '---:', '---:', '---:', '---:', '---']));
  for (const [label, c, d, reference] of [
    [
      'expectimax, H1 (text)',
      EXPECTIMAX7,
      f.expectimax7,
      `compiled reference: ${r.reference.expectimax7.ms} ms, value ${r.reference.expectimax7.value.toFixed(6)}`,
    ],
    [
      'alpha-beta, the article’s heuristic',
      ALPHABETA7,
      f.alphabeta7,
      `compiled reference: ${r.reference.alphabeta7.ms} ms, value ${r.reference.alphabeta7.value.toFixed(6)}; Java article: ${r.javaArticle.ms[7]} ms`,
    ],
  ] as const) {
    out.print(
      row([label, String(c.depth), d.nodes.toLocaleString('en'), (d.value ?? NaN).toFixed(6), d.ms.toFixed(3), rate(d.nodes / (d.ms / 1000)), reference]),
    );
  }
  out.print('');
  out.print(
    'The figures above against their goals (`npm run bench` times the compiled reference in the same run; here its recorded figures stand in; ratio = ours / reference):',
  );
  out.print('');
  out.print(row(['figure', 'ours', 'measured against', 'reference', 'ratio', 'goal', 'met']));
  out.print(row(['---', '---:', '---', '---:', '---:', '---', '---']));
  for (const g of goals2048(f)) {
    out.print(
      row([
        g.figure,
        shownFigure(g, g.ours),
        g.against,
        shownFigure(g, g.reference),
        g.ratio === null ? '–' : `${g.ratio.toFixed(2)}×`,
        g.goal,
        verdict(g.met),
      ]),
    );
  }
  out.print('');
  out.print(
    'The same board with score 10000, medians; ratio = our time / the recorded program’s (the C++ AI and the JS prototype use a heuristic of their own: no goal there):',
  );
  out.print('');
  out.print(
    row([
      'search on B3',
      'plies',
      'nodes',
      'ms',
      'nodes/s',
      'reference (recorded)',
      'ratio',
      `goal: ≥ ${GOALS.alphabetaNodesPerSecond / 1e6} M nodes/s (issue 3)`,
    ]),
  );
  out.print(row(['---', '---:', '---:', '---:', '---:', '---', '---:', '---']));
  const cases: { label: string; algo: Algorithm2048; heuristic: Heuristic; variant: Variant; depth: number; references: (readonly [string, number])[] }[] = [
    {
      label: 'expectimax, H1 (text)',
      algo: 'expectimax',
      heuristic: 'h1',
      variant: 'text',
      depth: 7,
      references: [
        ['4 player moves deep: C++ AI', r.cppAi.expectimax4Moves],
        ['JS prototype', r.jsPrototype.expectimax4Moves],
      ],
    },
    ...([3, 5, 7] as const).map((depth) => ({
      label: 'alpha-beta, the article’s heuristic',
      algo: 'alphabeta' as const,
      heuristic: 'article' as const,
      variant: 'thesis-code' as const,
      depth,
      references: [['Java article', r.javaArticle.ms[depth]] as const],
    })),
    { label: 'minimax, the article’s heuristic', algo: 'minimax', heuristic: 'article', variant: 'thesis-code', depth: 5, references: [] },
  ];
  const b3 = b3Of(benchBoards());
  for (const c of cases) {
    // Small searches are repeated until a run lasts 50 ms, so the timer's resolution and one-off costs do not dominate.
    const nodes = decide(b3, 10000, c).nodes;
    const t0 = performance.now();
    let reps = 0;
    while (performance.now() - t0 < 50) {
      decide(b3, 10000, c);
      reps++;
    }
    const m = median(runs, () => {
      for (let i = 0; i < reps; i++) decide(b3, 10000, c);
      return nodes;
    });
    const seconds = m.seconds / reps;
    const goal = c.algo === 'alphabeta' ? verdict(nodes / seconds >= GOALS.alphabetaNodesPerSecond) : '–';
    const reference = c.references.map(([name, ms]) => `${name} ${ms} ms`).join(', ') || '–';
    const ratio = c.references.map(([, ms]) => `${((seconds * 1000) / ms).toFixed(2)}×`).join(', ') || '–';
    out.print(row([c.label, String(c.depth), nodes.toLocaleString('en'), (seconds * 1000).toFixed(3), rate(nodes / seconds), reference, ratio, goal]));
  }
  out.print('');
  out.print('Nodes: player nodes, chance (or MIN) nodes and evaluated leaves, as the reference counts them.');
  benchGames(out);
  benchConnect4(out);
}

/** One row per searcher: nodes/s without and with a recorder, their ratio, events, bytes per event. */
function table<S>(out: Output, runs: number, make: (levels: Turn[]) => { game: Game<S, unknown>; root: S; size: number }): void {
  out.print(
    row([
      'searcher',
      'tree',
      'nodes visited',
      'plain nodes/s',
      'traced nodes/s',
      `trace/plain (goal ≤ ${GOALS.traceOverhead}×)`,
      'events',
      `bytes/event (goal ≤ ${GOALS.bytesPerEvent})`,
    ]),
  );
  out.print(row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:']));
  for (const { algo, levels } of CASES) {
    // One tree at a time, so only one is alive while measuring.
    const { game, root, size } = make(levels);
    const searcher = SEARCHERS[algo];
    const plain = median(runs, () => searcher(game, root).nodes);
    let events = 0;
    let bytes = 0;
    const traced = median(runs, () => {
      const recorder = new Recorder(game);
      const result = searcher(game, root, { tracer: recorder });
      events = recorder.length;
      bytes = recorder.bytes;
      return result.nodes;
    });
    const nodes = plain.result;
    out.print(
      row([
        algo,
        `${levels.join('/')} (${size.toLocaleString('en')} nodes)`,
        nodes.toLocaleString('en'),
        rate(nodes / plain.seconds),
        rate(nodes / traced.seconds),
        `${(traced.seconds / plain.seconds).toFixed(2)}×, ${verdict(traced.seconds / plain.seconds <= GOALS.traceOverhead)}`,
        events.toLocaleString('en'),
        `${(bytes / events).toFixed(1)}, ${verdict(bytes / events <= GOALS.bytesPerEvent)}`,
      ]),
    );
  }
}

/** How long building a Trace and seeking in it take, on minimax's full trace of the max/min tree. */
function traceSeeking(game: TreeGame, tree: TreeNode, out: Output): void {
  const recorder = new Recorder(game);
  SEARCHERS.minimax(game, tree, { tracer: recorder });
  let t = performance.now();
  const trace = recorder.finish();
  const build = performance.now() - t;
  t = performance.now();
  trace.seek(trace.length);
  trace.seek(0);
  const sweep = (performance.now() - t) / 2;
  // Random jumps, as a slider dragged back and forth.
  let x = 12345;
  const jumps = 200;
  t = performance.now();
  for (let i = 0; i < jumps; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    trace.seek(x % trace.steps);
  }
  const jump = (performance.now() - t) / jumps;
  t = performance.now();
  for (let i = 0; i < 100_000; i++) trace.seek(i % 2 === 0 ? 1000 : 999);
  const step = ((performance.now() - t) / 100_000) * 1000;
  out.print('');
  out.print(
    `Trace of minimax on the max/min tree: ${trace.length.toLocaleString('en')} events, ${trace.nodeCount.toLocaleString('en')} nodes; ` +
      `built in ${build.toFixed(0)} ms; whole sweep ${sweep.toFixed(0)} ms; random seek ${jump.toFixed(2)} ms; one step ${step.toFixed(3)} µs ` +
      '(no goal here: the page’s goals for a step and a jump are measured by npm run bench:page).',
  );
}
