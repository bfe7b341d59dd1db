/**
 * `tutor bench connect4`: the strongest rung of the Connect-4 solver ladder
 * (`bounds`) over Pascal Pons' shared test sets, beside the compiled reference
 * (`RAW=1 bash run.sh SET`, built with g++ where it is installed) run in the
 * same process's run: per set, positions, scores agreeing with the file's,
 * mean nodes and mean µs per position, and ours / the reference against the
 * goals of issue 22 (time ≤ 1.5×, nodes ≤ 1.25×). A benchmark prints its
 * figures; it asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parsePosition, solve } from '../games/connect4/solver.ts';
import { UsageError, type Output } from './io.ts';
import { GOALS } from './bench-goals.ts';

export interface BenchConnect4Flags {
  sets?: string;
  json?: boolean;
}

/** The sets measured, in the directory given (--sets, TUTOR_CONNECT4_SETS, or ../shared/bench/connect4 beside the repository, else its copy in scripts/reference/connect4). */
const SET_NAMES = ['end-easy.txt', 'middle-easy.txt'];

interface Figures {
  positions: number;
  agree: number;
  meanNodes: number;
  meanMicroseconds: number;
}

interface SetRow {
  set: string;
  ours: Figures;
  reference: Figures | null;
  /** ours / reference, null without the reference. */
  timeRatio: number | null;
  nodesRatio: number | null;
}

function setsDir(flag: string | undefined): string {
  // The shared yardstick beside the repository where there is one, else the copy shipped in scripts/reference/connect4.
  const shared = resolve(process.cwd(), '../shared/bench/connect4');
  const dir = flag ?? process.env.TUTOR_CONNECT4_SETS ?? (existsSync(join(shared, SET_NAMES[0]!)) ? shared : resolve(process.cwd(), 'scripts/reference/connect4'));
  if (!existsSync(join(dir, SET_NAMES[0]!))) throw new UsageError(`no Connect-4 test sets in ${dir} (give --sets DIR or TUTOR_CONNECT4_SETS)`);
  return dir;
}

/** Ours on one set: the set solved once to warm up, then timed position by position. */
function ours(lines: { moves: string; score: number }[]): Figures {
  const boards = lines.map(({ moves }) => {
    const p = parsePosition(moves);
    if (!p.ok) throw new UsageError(`${moves}: not a legal, unfinished position`);
    return p.board;
  });
  for (const b of boards) solve(b);
  let nodes = 0;
  let us = 0;
  let agree = 0;
  boards.forEach((b, i) => {
    const t0 = performance.now();
    const r = solve(b);
    us += (performance.now() - t0) * 1000;
    nodes += r.nodes;
    if (r.score === lines[i]!.score) agree++;
  });
  return { positions: boards.length, agree, meanNodes: nodes / boards.length, meanMicroseconds: us / boards.length };
}

/** The compiled reference on one set (its own lines: position score nodes µs), or null without g++. */
function reference(dir: string, file: string, lines: { score: number }[]): Figures | null {
  if (spawnSync('g++', ['--version']).status !== 0) return null;
  const r = spawnSync('bash', [join(dir, 'run.sh'), join(dir, file)], { env: { ...process.env, RAW: '1' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) return null;
  const rows = r.stdout.trim().split('\n').map((l) => l.split(' '));
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

export function benchConnect4Command(flags: BenchConnect4Flags, out: Output): number {
  const dir = setsDir(flags.sets);
  const rows: SetRow[] = SET_NAMES.map((set) => {
    const lines = readFileSync(join(dir, set), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => {
        const [moves, score] = l.trim().split(' ');
        return { moves: moves!, score: Number(score) };
      });
    const o = ours(lines);
    const ref = reference(dir, set, lines);
    return { set, ours: o, reference: ref, timeRatio: ref === null ? null : o.meanMicroseconds / ref.meanMicroseconds, nodesRatio: ref === null ? null : o.meanNodes / ref.meanNodes };
  });
  if (flags.json === true) {
    out.print(JSON.stringify({ rung: 'bounds', goals: { time: GOALS.connect4Time, nodes: GOALS.connect4Nodes }, sets: rows }));
    return 0;
  }
  out.print(`Connect-4 solver, rung bounds (the strongest), on Pascal Pons' test sets in ${dir}; node ${process.version}.`);
  out.print(`Measured against the compiled reference (solver_ref.cpp, g++ -O3, run.sh) in the same run; goals (issue 22): time ≤ ${GOALS.connect4Time}×, nodes ≤ ${GOALS.connect4Nodes}×.`);
  const fmt = (n: number, d: number) => n.toLocaleString('en', { minimumFractionDigits: d, maximumFractionDigits: d });
  for (const r of rows) {
    const ref = r.reference;
    out.print('');
    out.print(`${r.set}: ${r.ours.positions} positions, ${r.ours.agree} scores agree with the file${ref === null ? '' : ` (reference: ${ref.agree})`}`);
    out.print(`  mean nodes  ours ${fmt(r.ours.meanNodes, 2)}${ref === null ? '' : `  reference ${fmt(ref.meanNodes, 2)}  ratio ${fmt(r.nodesRatio!, 3)} (goal ≤ ${GOALS.connect4Nodes}: ${r.nodesRatio! <= GOALS.connect4Nodes ? 'met' : 'NOT met'})`}`);
    out.print(`  mean µs     ours ${fmt(r.ours.meanMicroseconds, 1)}${ref === null ? '' : `  reference ${fmt(ref.meanMicroseconds, 1)}  ratio ${fmt(r.timeRatio!, 2)} (goal ≤ ${GOALS.connect4Time}: ${r.timeRatio! <= GOALS.connect4Time ? 'met' : 'NOT met'})`}`);
  }
  if (rows.some((r) => r.reference === null)) {
    out.print('');
    out.print('(no reference: g++ is not installed, or run.sh failed)');
  }
  return 0;
}
