/**
 * `tutor bench connect4`: the strongest rung of the Connect-4 solver ladder
 * (`bounds`) over four test sets, beside the compiled reference
 * (`RAW=1 bash run.sh SET ...`, built with g++ where it is installed) run in
 * the same run: Pascal Pons' End-Easy and Middle-Easy, and the Begin-Easy-like
 * and Middle-Medium-like sets made after his protocol by
 * scripts/make-connect4-sets.mjs (scripts/reference/connect4/). Per set:
 * positions, scores agreeing with the file's, mean nodes and mean µs per
 * position, and ours / the reference against the goals of issue 22
 * (time ≤ 1.5×, nodes ≤ 1.25×). Then Monte Carlo tree search (UCT,
 * src/games/connect4/uct.ts) beside the compiled mcts_ref.cpp: the mean time
 * per position at 10,000 iterations, and whether the visit counts agree.
 * A benchmark prints its figures; it asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parsePosition, solve } from '../games/connect4/solver.ts';
import { uctConnect4 } from '../games/connect4/uct.ts';
import { FileError, UsageError, type Output } from './io.ts';
import { GOALS } from './bench-goals.ts';
import { entryAt } from '../games/entry.ts';

export interface BenchConnect4Flags {
  sets?: string;
  json?: boolean;
}

/** Pons' sets, in the directory given (--sets, TUTOR_CONNECT4_SETS, or ../shared/bench/connect4 beside the repository, else its copy in scripts/reference/connect4). */
const FIRST_SET = 'end-easy.txt'; // its file says whether a directory holds the sets
const SET_NAMES = [FIRST_SET, 'middle-easy.txt'];
/** The sets made by scripts/make-connect4-sets.mjs: in that directory if they are there, else in scripts/reference/connect4. */
const GENERATED_NAMES = ['begin-easy-like.txt', 'middle-medium-like.txt'];

const WARM_UP_PASSES = 3;
const WARM_UP_MS = 1000;

interface Figures {
  positions: number;
  agree: number;
  meanNodes: number;
  meanMicroseconds: number;
}

/** A set's figures: ours, and the reference's with ours / the reference's (all null without the reference). */
type SetRow = { set: string; ours: Figures } & (
  | {
      reference: Figures;
      /** ours / reference. */
      timeRatio: number;
      nodesRatio: number;
      /** The largest ours / reference of one position's nodes. */
      worstNodesRatio: number;
    }
  | { reference: null; timeRatio: null; nodesRatio: null; worstNodesRatio: null }
);

interface SetLine {
  moves: string;
  score: number;
}

const shipped = (): string => resolve(process.cwd(), 'scripts/reference/connect4');

function setsDir(flag: string | undefined): string {
  // The shared yardstick beside the repository where there is one, else the copy shipped in scripts/reference/connect4.
  const shared = resolve(process.cwd(), '../shared/bench/connect4');
  const dir = flag ?? process.env.TUTOR_CONNECT4_SETS ?? (existsSync(join(shared, FIRST_SET)) ? shared : shipped());
  if (!existsSync(join(dir, FIRST_SET))) throw new UsageError(`no Connect-4 test sets in ${dir} (give --sets DIR or TUTOR_CONNECT4_SETS)`);
  return dir;
}

const readSet = (path: string): SetLine[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const parts = l.trim().split(' ');
      return { moves: entryAt(parts, 0), score: Number(parts[1]) }; // split gives at least one part
    });

/**
 * Ours on one set: the set solved to warm up (three times, or for a second when that takes longer: the JIT settles
 * over the first few hundred thousand nodes), then timed position by position. With each position's nodes.
 */
function ours(lines: SetLine[]): { figures: Figures; nodes: number[] } {
  const boards = lines.map(({ moves }) => {
    const p = parsePosition(moves);
    if (!p.ok) throw new FileError(`${moves}: not a legal, unfinished position`);
    return p.board;
  });
  const start = performance.now();
  warm: for (let pass = 0; pass < WARM_UP_PASSES; pass++) {
    for (const b of boards) {
      solve(b);
      if (performance.now() - start > WARM_UP_MS) break warm;
    }
  }
  const nodes: number[] = [];
  let us = 0;
  let agree = 0;
  // A board a line, in order.
  boards.forEach((b, i) => {
    const t0 = performance.now();
    const r = solve(b);
    us += (performance.now() - t0) * 1000;
    nodes.push(r.nodes);
    if (r.score === entryAt(lines, i).score) agree++;
  });
  const sum = nodes.reduce((a, b) => a + b, 0);
  return { figures: { positions: boards.length, agree, meanNodes: sum / boards.length, meanMicroseconds: us / boards.length }, nodes };
}

/** The compiled reference's own lines for a set (position score nodes µs: `RAW=1 bash run.sh SET`); null without g++. */
function referenceLines(runSh: string, path: string): string[][] | null {
  if (spawnSync('g++', ['--version']).status !== 0) return null;
  const r = spawnSync('bash', [runSh, path], { env: { ...process.env, RAW: '1' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) return null;
  return r.stdout
    .trim()
    .split('\n')
    .map((l) => l.split(' '));
}

function figures(rows: string[][], lines: SetLine[]): Figures {
  let nodes = 0;
  let us = 0;
  let agree = 0;
  rows.forEach((row, i) => {
    nodes += Number(row[2]);
    us += Number(row[3]);
    if (Number(row[1]) === lines[i]?.score) agree++;
  });
  return { positions: rows.length, agree, meanNodes: nodes / rows.length, meanMicroseconds: us / rows.length };
}

// ---- Monte Carlo tree search (UCT) --------------------------------------------------------------------

/** UCT's benchmark: the first 50 positions of two sets, each searched for 10,000 iterations (C = √2, seed 1). */
const MCTS_ITERATIONS = 10_000;
const MCTS_PER_SET = 50;
const MCTS_SETS = ['middle-easy.txt', 'begin-easy-like.txt'];
/** The goal: our mean time per position at most this multiple of the compiled reference's. */
const MCTS_TIME_GOAL = 2;

/** A set's UCT figures: ours (mean milliseconds per position), and the reference's with the comparison (null without it). */
type MctsRow = { set: string; positions: number; ours: { meanMs: number } } & (
  | {
      reference: { meanMs: number };
      /** ours / reference. */
      timeRatio: number;
      /** Positions whose column and seven visit counts are the reference's, of `positions`. */
      visitsAgree: number;
    }
  | { reference: null; timeRatio: null; visitsAgree: null }
);

/** mcts_ref.cpp (in the sets' directory, else ../shared/bench/connect4, else the copy shipped in scripts/reference/connect4) built with g++ (in a temporary directory), or why not. */
function buildMctsReference(dir: string): { bin: string; remove: () => void } | { missing: string } {
  const src = [dir, resolve(process.cwd(), '../shared/bench/connect4'), shipped()].map((d) => join(d, 'mcts_ref.cpp')).find((p) => existsSync(p));
  if (src === undefined) return { missing: `no mcts_ref.cpp in ${dir}, ../shared/bench/connect4 or scripts/reference/connect4` };
  if (spawnSync('g++', ['--version']).status !== 0) return { missing: 'g++ is not installed' };
  const tmp = mkdtempSync(join(tmpdir(), 'tutor-mcts-'));
  const remove = () => rmSync(tmp, { recursive: true, force: true });
  const bin = join(tmp, 'mcts_ref');
  if (spawnSync('g++', ['-std=c++17', '-O3', '-march=native', '-o', bin, src]).status !== 0) {
    remove();
    return { missing: `g++ could not build ${src}` };
  }
  return { bin, remove };
}

/** mcts_ref's lines ("position column visits1..visits7 µs") for positions given one a line, in one process. */
function runMctsReference(bin: string, positions: string[]): string[] | null {
  const r = spawnSync(bin, [String(MCTS_ITERATIONS)], { input: positions.map((p) => `${p}\n`).join(''), encoding: 'utf8' });
  const lines = r.status === 0 ? r.stdout.trim().split('\n') : [];
  return lines.length === positions.length ? lines : null;
}

/**
 * Ours and the reference on each set: our search warmed up (every position once), then timed position by
 * position; the reference timed over the set in one process (warm, as it runs fastest), then run once more
 * per position in a process of its own, for the visits: it seeds its generator once per process, so only a
 * fresh process starts each search from seed 1 as ours does.
 */
function mctsRows(positionSets: { set: string; positions: string[] }[], bin: string | null): MctsRow[] {
  const moves = (p: string) => [...p].map((ch) => ch.charCodeAt(0) - 49);
  for (const { positions } of positionSets) for (const p of positions) uctConnect4(moves(p), { iterations: MCTS_ITERATIONS });
  return positionSets.map(({ set, positions }) => {
    let ms = 0;
    const lines = positions.map((p) => {
      const r = uctConnect4(moves(p), { iterations: MCTS_ITERATIONS });
      ms += r.ms;
      return [p, r.column + 1, ...r.visits.map((v) => (v < 0 ? '-' : v))].join(' ');
    });
    const ours = { meanMs: ms / positions.length };
    const batch = bin === null ? null : runMctsReference(bin, positions);
    if (bin === null || batch === null) return { set, positions: positions.length, ours, reference: null, timeRatio: null, visitsAgree: null };
    const reference = { meanMs: batch.reduce((sum, l) => sum + Number(l.split(' ')[9]), 0) / positions.length / 1000 };
    const visitsAgree = positions.filter((p, i) => runMctsReference(bin, [p])?.[0]?.split(' ').slice(0, 9).join(' ') === lines[i]).length;
    return { set, positions: positions.length, ours, reference, timeRatio: ours.meanMs / reference.meanMs, visitsAgree };
  });
}

/** The MCTS part: its rows, or none when a set is missing, and why there is no reference (null when there is). */
function benchMcts(dir: string): { rows: MctsRow[]; missing: string | null } {
  const positionSets = MCTS_SETS.map((set) => ({ set, path: existsSync(join(dir, set)) ? join(dir, set) : join(shipped(), set) }))
    .filter((s) => existsSync(s.path))
    .map(({ set, path }) => ({
      set,
      positions: readSet(path)
        .slice(0, MCTS_PER_SET)
        .map((l) => l.moves),
    }));
  const ref = buildMctsReference(dir);
  try {
    return { rows: mctsRows(positionSets, 'bin' in ref ? ref.bin : null), missing: 'bin' in ref ? null : ref.missing };
  } finally {
    if ('remove' in ref) ref.remove();
  }
}

export function benchConnect4Command(flags: BenchConnect4Flags, out: Output): number {
  const dir = setsDir(flags.sets);
  const wanted = [
    ...SET_NAMES.map((set) => ({ set, path: join(dir, set) })),
    ...GENERATED_NAMES.map((set) => ({ set, path: existsSync(join(dir, set)) ? join(dir, set) : join(shipped(), set) })),
  ].filter((s) => existsSync(s.path));
  // Set by set, ours then the reference (its build included: run.sh builds it each time), so a burst of load on the
  // machine tends to fall on both.
  const rows: SetRow[] = wanted.map(({ set, path }) => {
    const lines = readSet(path);
    const { figures: o, nodes } = ours(lines);
    const mine = referenceLines(join(dir, 'run.sh'), path);
    if (mine === null || mine.length !== lines.length) return { set, ours: o, reference: null, timeRatio: null, nodesRatio: null, worstNodesRatio: null };
    const ref = figures(mine, lines);
    // One reference line a position, in order: its nodes are its third field.
    const worst = Math.max(...nodes.map((n, i) => n / Math.max(1, Number(entryAt(mine, i)[2]))));
    return {
      set,
      ours: o,
      reference: ref,
      timeRatio: o.meanMicroseconds / ref.meanMicroseconds,
      nodesRatio: o.meanNodes / ref.meanNodes,
      worstNodesRatio: worst,
    };
  });
  const compared = rows.flatMap((r) => (r.reference === null ? [] : [r]));
  const goalsMet =
    compared.length === rows.length
      ? { time: compared.every((r) => r.timeRatio <= GOALS.connect4Time), nodes: compared.every((r) => r.nodesRatio <= GOALS.connect4Nodes) }
      : null;
  const mcts = benchMcts(dir);
  // A set the reference failed on is not held against the goal (the text says so below).
  const mctsGoalMet = mcts.missing === null && mcts.rows.length > 0 ? mcts.rows.every((r) => r.reference === null || r.timeRatio <= MCTS_TIME_GOAL) : null;
  if (flags.json === true) {
    const pons = rows.filter((r) => SET_NAMES.includes(r.set));
    const generatedSets = rows.filter((r) => !SET_NAMES.includes(r.set));
    const mctsJson = {
      iterations: MCTS_ITERATIONS,
      c: Math.SQRT2,
      seed: 1,
      goal: { time: MCTS_TIME_GOAL },
      timing: 'reference: one process per set',
      visits: 'reference: one process per position (seed 1 each, as ours)',
      sets: mcts.rows,
      goalMet: mctsGoalMet,
      noReference: mcts.missing,
    };
    out.print(
      JSON.stringify({ rung: 'bounds', goals: { time: GOALS.connect4Time, nodes: GOALS.connect4Nodes }, sets: pons, generatedSets, goalsMet, mcts: mctsJson }),
    );
    return 0;
  }
  out.print(
    `Connect-4 solver, rung bounds (the strongest), on Pascal Pons' End-Easy and Middle-Easy (${dir}) and the Begin-Easy-like and Middle-Medium-like sets (scripts/make-connect4-sets.mjs); node ${process.version}.`,
  );
  out.print(
    `Measured against the compiled reference (solver_ref.cpp, g++ -O3, run.sh) in the same run; goals (issue 22): time ≤ ${GOALS.connect4Time}×, nodes ≤ ${GOALS.connect4Nodes}×.`,
  );
  const fmt = (n: number, d: number) => n.toLocaleString('en', { minimumFractionDigits: d, maximumFractionDigits: d });
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  for (const r of rows) {
    out.print('');
    out.print(
      `${r.set}: ${r.ours.positions} positions, ${r.ours.agree} scores agree with the file${r.reference === null ? '' : ` (reference: ${r.reference.agree})`}`,
    );
    out.print(
      `  mean nodes  ours ${fmt(r.ours.meanNodes, 2)}${r.reference === null ? '' : `  reference ${fmt(r.reference.meanNodes, 2)}  ratio ${fmt(r.nodesRatio, 3)} (goal ≤ ${GOALS.connect4Nodes}: ${verdict(r.nodesRatio <= GOALS.connect4Nodes)}; worst position ${fmt(r.worstNodesRatio, 3)})`}`,
    );
    out.print(
      `  mean µs     ours ${fmt(r.ours.meanMicroseconds, 1)}${r.reference === null ? '' : `  reference ${fmt(r.reference.meanMicroseconds, 1)}  ratio ${fmt(r.timeRatio, 2)} (goal ≤ ${GOALS.connect4Time}: ${verdict(r.timeRatio <= GOALS.connect4Time)})`}`,
    );
  }
  out.print('');
  if (goalsMet === null) out.print('(no reference: g++ is not installed, or run.sh failed)');
  else out.print(`On all ${rows.length} sets: time ${verdict(goalsMet.time)}, nodes ${verdict(goalsMet.nodes)}.`);
  out.print('');
  out.print(
    `Monte Carlo tree search (UCT, src/games/connect4/uct.ts): ${fmt(MCTS_ITERATIONS, 0)} iterations a position, C = √2, seed 1, on the first ${MCTS_PER_SET} positions of each set below.`,
  );
  if (mcts.missing !== null) out.print(`(no MCTS reference: ${mcts.missing}; ours only)`);
  else {
    out.print(`Beside the compiled mcts_ref.cpp (g++ -O3 -march=native) in the same run; goal: time ≤ ${MCTS_TIME_GOAL}×. Its time: one process per set;`);
    out.print(
      'its visits: one process per position (it seeds once per process; so each search starts from seed 1, as ours), column and seven counts compared.',
    );
  }
  for (const r of mcts.rows) {
    out.print(
      `${r.set}: mean ms  ours ${fmt(r.ours.meanMs, 2)}${r.reference === null ? '' : `  reference ${fmt(r.reference.meanMs, 2)}  ratio ${fmt(r.timeRatio, 2)} (goal ≤ ${MCTS_TIME_GOAL}: ${verdict(r.timeRatio <= MCTS_TIME_GOAL)}); visits agree on ${r.visitsAgree}/${r.positions} positions`}`,
    );
  }
  if (mcts.missing === null && mcts.rows.some((r) => r.reference === null)) out.print('(mcts_ref failed on a set: no reference there)');
  return 0;
}
