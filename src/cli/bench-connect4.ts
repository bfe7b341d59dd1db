/**
 * `tutor bench connect4`: the strongest rung of the Connect-4 solver ladder
 * (`bounds`) over four test sets, beside the compiled reference
 * (`RAW=1 bash run.sh SET ...`, built with g++ where it is installed) run in
 * the same run: Pascal Pons' End-Easy and Middle-Easy, and the Begin-Easy-like
 * and Middle-Medium-like sets made after his protocol by
 * scripts/make-connect4-sets.mjs (scripts/reference/connect4/). Per set:
 * positions, scores agreeing with the file's, mean nodes and mean µs per
 * position, and ours / the reference against the goals of issue 22
 * (time ≤ 1.5×, nodes ≤ 1.25×). A benchmark prints its figures; it asserts
 * nothing.
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

/** Pons' sets, in the directory given (--sets, TUTOR_CONNECT4_SETS, or ../shared/bench/connect4 beside the repository, else its copy in scripts/reference/connect4). */
const SET_NAMES = ['end-easy.txt', 'middle-easy.txt'];
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

interface SetRow {
  set: string;
  ours: Figures;
  reference: Figures | null;
  /** ours / reference, null without the reference. */
  timeRatio: number | null;
  nodesRatio: number | null;
  /** The largest ours / reference of one position's nodes, null without the reference. */
  worstNodesRatio: number | null;
}

interface SetLine {
  moves: string;
  score: number;
}

const shipped = (): string => resolve(process.cwd(), 'scripts/reference/connect4');

function setsDir(flag: string | undefined): string {
  // The shared yardstick beside the repository where there is one, else the copy shipped in scripts/reference/connect4.
  const shared = resolve(process.cwd(), '../shared/bench/connect4');
  const dir = flag ?? process.env.TUTOR_CONNECT4_SETS ?? (existsSync(join(shared, SET_NAMES[0]!)) ? shared : shipped());
  if (!existsSync(join(dir, SET_NAMES[0]!))) throw new UsageError(`no Connect-4 test sets in ${dir} (give --sets DIR or TUTOR_CONNECT4_SETS)`);
  return dir;
}

const readSet = (path: string): SetLine[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const [moves, score] = l.trim().split(' ');
      return { moves: moves!, score: Number(score) };
    });

/**
 * Ours on one set: the set solved to warm up (three times, or for a second when that takes longer: the JIT settles
 * over the first few hundred thousand nodes), then timed position by position. With each position's nodes.
 */
function ours(lines: SetLine[]): { figures: Figures; nodes: number[] } {
  const boards = lines.map(({ moves }) => {
    const p = parsePosition(moves);
    if (!p.ok) throw new UsageError(`${moves}: not a legal, unfinished position`);
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
  boards.forEach((b, i) => {
    const t0 = performance.now();
    const r = solve(b);
    us += (performance.now() - t0) * 1000;
    nodes.push(r.nodes);
    if (r.score === lines[i]!.score) agree++;
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

export function benchConnect4Command(flags: BenchConnect4Flags, out: Output): number {
  const dir = setsDir(flags.sets);
  const wanted = [...SET_NAMES.map((set) => ({ set, path: join(dir, set) })), ...GENERATED_NAMES.map((set) => ({ set, path: existsSync(join(dir, set)) ? join(dir, set) : join(shipped(), set) }))].filter((s) => existsSync(s.path));
  // Set by set, ours then the reference (its build included: run.sh builds it each time), so a burst of load on the
  // machine tends to fall on both.
  const rows: SetRow[] = wanted.map(({ set, path }) => {
    const lines = readSet(path);
    const { figures: o, nodes } = ours(lines);
    const mine = referenceLines(join(dir, 'run.sh'), path);
    const ref = mine === null || mine.length !== lines.length ? null : figures(mine, lines);
    const worst = ref === null ? null : Math.max(...nodes.map((n, i) => n / Math.max(1, Number(mine![i]![2]))));
    return { set, ours: o, reference: ref, timeRatio: ref === null ? null : o.meanMicroseconds / ref.meanMicroseconds, nodesRatio: ref === null ? null : o.meanNodes / ref.meanNodes, worstNodesRatio: worst };
  });
  const complete = rows.every((r) => r.reference !== null);
  const goalsMet = complete ? { time: rows.every((r) => r.timeRatio! <= GOALS.connect4Time), nodes: rows.every((r) => r.nodesRatio! <= GOALS.connect4Nodes) } : null;
  if (flags.json === true) {
    const pons = rows.filter((r) => SET_NAMES.includes(r.set));
    const generatedSets = rows.filter((r) => !SET_NAMES.includes(r.set));
    out.print(JSON.stringify({ rung: 'bounds', goals: { time: GOALS.connect4Time, nodes: GOALS.connect4Nodes }, sets: pons, generatedSets, goalsMet }));
    return 0;
  }
  out.print(`Connect-4 solver, rung bounds (the strongest), on Pascal Pons' End-Easy and Middle-Easy (${dir}) and the Begin-Easy-like and Middle-Medium-like sets (scripts/make-connect4-sets.mjs); node ${process.version}.`);
  out.print(`Measured against the compiled reference (solver_ref.cpp, g++ -O3, run.sh) in the same run; goals (issue 22): time ≤ ${GOALS.connect4Time}×, nodes ≤ ${GOALS.connect4Nodes}×.`);
  const fmt = (n: number, d: number) => n.toLocaleString('en', { minimumFractionDigits: d, maximumFractionDigits: d });
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  for (const r of rows) {
    const ref = r.reference;
    out.print('');
    out.print(`${r.set}: ${r.ours.positions} positions, ${r.ours.agree} scores agree with the file${ref === null ? '' : ` (reference: ${ref.agree})`}`);
    out.print(`  mean nodes  ours ${fmt(r.ours.meanNodes, 2)}${ref === null ? '' : `  reference ${fmt(ref.meanNodes, 2)}  ratio ${fmt(r.nodesRatio!, 3)} (goal ≤ ${GOALS.connect4Nodes}: ${verdict(r.nodesRatio! <= GOALS.connect4Nodes)}; worst position ${fmt(r.worstNodesRatio!, 3)})`}`);
    out.print(`  mean µs     ours ${fmt(r.ours.meanMicroseconds, 1)}${ref === null ? '' : `  reference ${fmt(ref.meanMicroseconds, 1)}  ratio ${fmt(r.timeRatio!, 2)} (goal ≤ ${GOALS.connect4Time}: ${verdict(r.timeRatio! <= GOALS.connect4Time)})`}`);
  }
  out.print('');
  if (goalsMet === null) out.print('(no reference: g++ is not installed, or run.sh failed)');
  else out.print(`On all ${rows.length} sets: time ${verdict(goalsMet.time)}, nodes ${verdict(goalsMet.nodes)}.`);
  return 0;
}
