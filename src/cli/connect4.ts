/**
 * `tutor connect4 solve` (docs/contracts.md; ARCHITECTURE.md, "CLI"): the
 * solver ladder of Pascal Pons' "Solving Connect 4" on one position or a
 * test set (one position a line, anything after its first space ignored:
 * his sets' `moves score` format). One result a position, in order:
 * `{"position","score","nodes","ms","status"}` (`--analyze` adds
 * `"columns"`); a line that is not a legal, unfinished game gets
 * `{"position","error","status":"error"}` and the batch goes on, the exit
 * code telling at the end; an empty line gets such an error line too, so that
 * answer N is always line N's. A solve past a second shows its progress on a
 * terminal; Ctrl-C stops it with the bounds found so far, `"status":"stopped"`,
 * and exit 130 (src/cli/long-run.ts); a set shows which line it is at, and
 * after Ctrl-C says which lines were answered (src/cli/batch.ts).
 */
import { RUNGS, analyze, parsePosition, solve, type Rung, type SolveOptions } from '../games/connect4/solver.ts';
import { UsageError, english, intFlag, readText, type Output } from './io.ts';
import { Batch } from './batch.ts';
import { clip, excerpt } from '../games/input.ts';
import { entryAt } from '../games/entry.ts';
import { LongRunner, type Report, type Watch } from './long-run.ts';
import { count, rate, seconds } from './progress.ts';

export interface Connect4Flags {
  position?: string;
  input?: string;
  rung?: string;
  weak?: boolean;
  analyze?: boolean;
  budget?: string;
  json?: boolean;
}

/** One position's answer, as printed with --json. */
export type SolveLine =
  | {
      position: string;
      score: number | null;
      nodes: number;
      ms: number;
      /** `stopped`: by Ctrl-C, with the bounds found so far. */
      status: 'exact' | 'budget' | 'stopped';
      bounds?: [number, number];
      columns?: Record<string, number | null>;
    }
  | { position: string; error: string; status: 'error'; line?: number };

/** The flags' options of a solve, as plain data (sent to the worker thread). */
type LineOptions = Omit<SolveOptions, 'watch'> & { analyze?: boolean };

/** Solves one position as the flags ask. */
export function solveLine(position: string, options: LineOptions & Pick<SolveOptions, 'watch'>): SolveLine {
  const parsed = parsePosition(position);
  // A position refused is echoed clipped: a 100 kB line gives no 100 kB answer.
  if (!parsed.ok) return { position: clip(position), error: english(parsed.error), status: 'error' };
  const t0 = performance.now();
  if (options.analyze === true) {
    const a = analyze(parsed.board, options);
    const ms = round(performance.now() - t0);
    const columns = Object.fromEntries(a.columns.map((v, c) => [String(c + 1), v]));
    const line: SolveLine = { position, score: a.score, nodes: a.nodes, ms, status: a.status, columns };
    // The score is the best column's: at least the best lower bound, at most the best upper bound.
    const bounds = a.bounds.filter((b) => b !== null);
    if (a.status === 'budget' && options.watch !== undefined && bounds.length > 0)
      line.bounds = [Math.max(...bounds.map((b) => b[0])), Math.max(...bounds.map((b) => b[1]))];
    return line;
  }
  const r = solve(parsed.board, options);
  const ms = round(performance.now() - t0);
  const line: SolveLine = { position, score: r.score, nodes: r.nodes, ms, status: r.status };
  if (r.status === 'budget') line.bounds = [r.lower, r.upper];
  return line;
}

const round = (ms: number): number => Math.round(ms * 1000) / 1000;

/** A solve sent to the worker thread (long-run.ts). */
export interface SolveJob {
  position: string;
  options: LineOptions;
}

/** A solve watched: the worker thread's, or the main thread's first moments. */
export const solveJob = (job: SolveJob, watch: Watch): SolveLine => solveLine(job.position, { ...job.options, watch: watch.solver });

/** A solve's progress line: nodes, their rate, the bounds found so far. */
function solveProgress(position: string, analyzing: boolean): (r: Report) => string {
  const name = position === '' ? '(start)' : position;
  return (r) => {
    const nodes = Number.isNaN(r.nodes) ? 'starting' : `${count(r.nodes)} nodes · ${rate(r.nodes, r.ms)} nodes/s`;
    const bounds = analyzing || Number.isNaN(r.lower) ? '' : ` · score in [${r.lower}, ${r.upper}]`;
    return `solving ${name.length > 20 ? `${name.slice(0, 19)}…` : name}: ${nodes}${bounds} · ${seconds(r.elapsed)} (Ctrl-C: stop, with the bounds so far)`;
  };
}

/**
 * The positions of a set: one a line, the text before the first space; with each its line number.
 * An empty line is kept (`empty`), to be answered too; the newline that ends the last line does not start another.
 */
export function setPositions(text: string): { position: string; line: number; empty: boolean }[] {
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((l, i) => {
    const position = entryAt(l.replace(/\r$/, '').trim().split(' '), 0); // split gives at least one part
    return { position, line: i + 1, empty: position === '' };
  });
}

const EMPTY_LINE = 'the line is empty: give one position a line (the columns played, 1–7)';

/** A result in words, for a person. */
function readable(r: SolveLine, rung: Rung, weak: boolean): string {
  const name = r.position === '' ? '(start)' : r.position;
  if (r.status === 'error') return `${name}: ${r.error}`;
  const score =
    r.score === null ? `unknown, in [${r.bounds?.join(', ') ?? '?'}]` : weak ? (['loss', 'draw', 'win'][r.score + 1] ?? String(r.score)) : meaning(r.score);
  const columns =
    r.columns === undefined
      ? ''
      : `; columns ${Object.entries(r.columns)
          .map(([c, v]) => `${c}:${v ?? '–'}`)
          .join(' ')}`;
  const stopped = r.status === 'budget' ? ' (stopped by the budget)' : r.status === 'stopped' ? ' (stopped by Ctrl-C)' : '';
  return `${name}: score ${score}${columns}; ${r.nodes.toLocaleString('en')} nodes (${rung}${weak ? ', weak' : ''}), ${r.ms} ms${stopped}`;
}

/** A score for the player to move, with what it means (22 − the winner's stones). */
function meaning(score: number): string {
  if (score === 0) return '0 (a draw)';
  return score > 0
    ? `${score} (the player to move wins with its ${22 - score}th stone)`
    : `${score} (the player to move loses: the opponent wins with its ${22 + score}th stone)`;
}

export async function connect4SolveCommand(flags: Connect4Flags, out: Output): Promise<number> {
  const { position: given, input } = flags;
  const source = given !== undefined && input === undefined ? { position: given } : input !== undefined && given === undefined ? { input } : null;
  if (source === null) throw new UsageError('give --position MOVES or --input FILE (one of them)');
  const rung = (flags.rung ?? 'bounds') as Rung;
  if (!RUNGS.includes(rung)) throw new UsageError(`--rung must be one of ${RUNGS.join(', ')}`);
  const budget = intFlag(flags.budget, 'budget', { min: 1, max: 1e12 });
  const weak = flags.weak === true;
  const options = { rung, weak, budget, analyze: flags.analyze === true };
  /** Prints a position's answer (an error on stderr too); false if it is an error. */
  const print = (r: SolveLine, line: number | undefined, empty: boolean, to: Output): boolean => {
    if (r.status === 'error') {
      if (line !== undefined) r.line = line;
      to.error(`tutor connect4 solve: ${line === undefined ? '' : `line ${line}: `}${empty ? '' : `${excerpt(r.position)}: `}${r.error}`);
    }
    if (flags.json === true) to.print(JSON.stringify(r));
    else if (r.status !== 'error') to.print(readable(r, rung, weak));
    return r.status !== 'error';
  };
  if (source.input === undefined) {
    const runner = new LongRunner();
    let r: SolveLine;
    try {
      r = await runner.run('solve', { position: source.position, options } satisfies SolveJob, solveJob, solveProgress(source.position, options.analyze));
    } finally {
      runner.end();
    }
    if (r.status === 'budget' && runner.interrupted) r.status = 'stopped';
    const ok = print(r, undefined, false, out);
    // Ctrl-C: the position is answered with what was found.
    return runner.interrupted ? 130 : ok ? 0 : 1;
  }
  // A set (batch.ts): progress on a terminal; Ctrl-C answers the position being solved with what was found, the rest not.
  const positions = setPositions(await readText(source.input));
  const batch = new Batch(positions.length, out);
  let failed = 0;
  try {
    for (const { position, line, empty } of positions) {
      if (!(await batch.begin(line))) break;
      const r: SolveLine = empty
        ? { position, error: EMPTY_LINE, status: 'error' }
        : await batch.run('solve', { position, options } satisfies SolveJob, solveJob, solveProgress(position, options.analyze));
      if (r.status === 'budget' && batch.interrupted) r.status = 'stopped';
      if (!print(r, line, empty, batch.out)) failed++;
      batch.done(r.status === 'stopped');
      if (batch.interrupted) break;
    }
  } finally {
    batch.end();
  }
  if (batch.interrupted) return batch.stopped('tutor connect4 solve', source.input);
  return failed > 0 ? 1 : 0;
}
