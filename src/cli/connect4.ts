/**
 * `tutor connect4 solve` (docs/contracts.md; ARCHITECTURE.md, "CLI"): the
 * solver ladder of Pascal Pons' "Solving Connect 4" on one position or a
 * test set (one position a line, anything after its first space ignored:
 * his sets' `moves score` format). One result a position, in order:
 * `{"position","score","nodes","ms","status"}` (`--analyze` adds
 * `"columns"`); a line that is not a legal, unfinished game gets
 * `{"position","error","status":"error"}` and the batch goes on, the exit
 * code telling at the end.
 */
import { RUNGS, analyze, parsePosition, solve, type Rung, type SolveOptions } from '../games/connect4/solver.ts';
import { UsageError, english, intFlag, readText, type Output } from './io.ts';
import { clip, excerpt } from '../games/input.ts';
import { entryAt } from '../games/entry.ts';

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
      status: 'exact' | 'budget';
      bounds?: [number, number];
      columns?: Record<string, number | null>;
    }
  | { position: string; error: string; status: 'error'; line?: number };

/** Solves one position as the flags ask. */
export function solveLine(position: string, options: SolveOptions & { analyze?: boolean }): SolveLine {
  const parsed = parsePosition(position);
  // A position refused is echoed clipped: a 100 kB line gives no 100 kB answer.
  if (!parsed.ok) return { position: clip(position), error: english(parsed.error), status: 'error' };
  const t0 = performance.now();
  if (options.analyze === true) {
    const a = analyze(parsed.board, options);
    const ms = round(performance.now() - t0);
    const columns = Object.fromEntries(a.columns.map((v, c) => [String(c + 1), v]));
    return { position, score: a.score, nodes: a.nodes, ms, status: a.status, columns };
  }
  const r = solve(parsed.board, options);
  const ms = round(performance.now() - t0);
  const line: SolveLine = { position, score: r.score, nodes: r.nodes, ms, status: r.status };
  if (r.status === 'budget') line.bounds = [r.lower, r.upper];
  return line;
}

const round = (ms: number): number => Math.round(ms * 1000) / 1000;

/** The positions of a set: one a line, the text before the first space; blank lines skipped. With each its line number. */
export function setPositions(text: string): { position: string; line: number }[] {
  return text
    .split('\n')
    .map((l, i) => ({ position: entryAt(l.replace(/\r$/, '').trim().split(' '), 0), line: i + 1 })) // split gives at least one part
    .filter((p) => p.position !== '');
}

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
  const stopped = r.status === 'budget' ? ' (stopped by the budget)' : '';
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
  const positions = source.input === undefined ? [{ position: source.position, line: undefined }] : setPositions(await readText(source.input));
  let failed = 0;
  for (const { position, line } of positions) {
    const r = solveLine(position, options);
    if (r.status === 'error') {
      failed++;
      if (line !== undefined) r.line = line;
      out.error(`tutor connect4 solve: ${line === undefined ? '' : `line ${line}: `}${excerpt(position)}: ${r.error}`);
    }
    if (flags.json === true) out.print(JSON.stringify(r));
    else if (r.status !== 'error') out.print(readable(r, rung, weak));
  }
  return failed > 0 ? 1 : 0;
}
