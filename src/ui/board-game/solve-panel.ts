/**
 * <solve-panel> (the Connect-4 page, issue 22): "Solve this position" — every
 * column's exact score from the solver for the side to move, as a number and
 * in words ("win in 3 of your moves", "draw", "loss in 2 of X’s moves"),
 * the best column(s) marked with a word and a star as well as a colour; where
 * the solver's node budget stopped a column, the bounds it found ("≥ 2",
 * "≤ 0", "between −3 and 5") and what they prove; while it runs, the columns
 * done so far. Also the note the page shows after the machine's perfect move
 * (`machineNote`), the page's two solver calls on its bridge
 * (`solverCalls`), and the machine's perfect move with that note
 * (`perfectMove`). The page runs the solve (app/perfect-play.ts) in its
 * search session, so Cancel stops it and the page never blocks.
 *
 * Hooks: `[data-solve]` with `data-status` (running, exact, budget, stopped);
 * a row per open column `[data-solve-column="1".."7"]` with `data-lower` and
 * `data-upper` (equal when exact) and `data-best` on the best; the full
 * columns named in `[data-solve-full]`; `[data-solve-status]`; the machine's
 * note `[data-machine-note]` with `data-column`, `data-exact` (every column
 * solved) and `data-proved` (the column played proved the best).
 */
import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { PERFECT_MOVE_BUDGET, analyzeColumns, bestColumns, perfectColumn, provedBest, type ColumnsAnalysis, type SolverCalls } from '../../app/perfect-play.ts';
import { formatCount, type Lang } from '../../i18n/lang.ts';
import { say, sayer } from '../../i18n/say.ts';
import { msg } from '../../i18n/message.ts';
import type { ReplyError, SearchBridge } from '../platform/bridge.ts';
import type { SearchSession } from '../platform/search-session.ts';
import { meaningText, scoreText } from './solve-words.ts';
import { signed } from '../widgets/score-text.ts';
import './solve-panel.css';

/** The solver's two calls through the page's bridge, aborted by `signal` (a newer search, Cancel, leaving the page). */
export const solverCalls = (bridge: SearchBridge, signal: AbortSignal): SolverCalls => ({
  analyze: (request) => bridge.call(signal, 'analyzeConnect4', request),
  solve: (request) => bridge.call(signal, 'solveConnect4', request),
});

/**
 * The machine's move at Connect-4's perfect level, in the page's search
 * session: the solver's best column on `position` (within
 * PERFECT_MOVE_BUDGET nodes: else the best bound found), a tie broken by
 * `tieSeed`, with the note to show after it (machineNote); the worker's
 * failure; or null when stopped (a newer search, Cancel).
 */
export async function perfectMove(
  session: Pick<SearchSession<unknown>, 'run'>,
  position: string,
  tieSeed: number | null,
): Promise<{ column: number | null; note: MachineNote | null } | { failure: ReplyError } | null> {
  const reply = await session.run((bridge, signal) => analyzeColumns(solverCalls(bridge, signal), position, PERFECT_MOVE_BUDGET));
  if (reply === null) return null;
  if (!reply.ok) return { failure: reply.error };
  const column = perfectColumn(reply.analysis, tieSeed);
  return { column, note: column === null ? null : { after: position + String(column), column, analysis: reply.analysis, random: tieSeed !== null } };
}

/** The worker's time: milliseconds under a second, else seconds to a tenth. */
const duration = (ms: number, lang: Lang) =>
  ms < 1000 ? `${Math.max(1, Math.round(ms))} ms` : `${(ms / 1000).toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s`;

/** What the machine played at the perfect level, and what the solver knew then. */
export interface MachineNote {
  /** The position after the move: the note is shown while it is the position on the board. */
  after: string;
  column: number;
  /** The columns' scores or bounds before the move, and the budget. */
  analysis: ColumnsAnalysis;
  random: boolean;
}

/** The note under the board after the machine's perfect move: the solver's exact choice, or, when it could not finish, that it could not and the bound played on. */
export function machineNote(note: MachineNote | null, position: string, lang: Lang) {
  if (note === null || note.after !== position) return nothing;
  const { analysis: a, column } = note;
  const s = a.columns[column - 1];
  // The machine played an open column: it has a score.
  if (s === null || s === undefined) return nothing;
  const stones = a.position.length;
  const budget = formatCount(a.budget, lang);
  const open = a.columns.filter((c) => c !== null).length;
  // What the machine can force: the column's score (exact, or proved at least so good) as a win, a draw or a loss for it.
  const outcome = () =>
    say(
      s.lower > 0
        ? 'machineCanWin'
        : s.lower === 0 && s.upper === 0
          ? 'machineDraws'
          : s.upper < 0
            ? 'machineLoses'
            : s.lower === 0
              ? 'scoreAtLeastDraw'
              : s.upper === 0
                ? 'scoreAtBestDraw'
                : 'scoreUnknown',
      lang,
    );
  const proved = provedBest(a.columns, column);
  const text =
    a.status === 'exact'
      ? say(msg('perfectPlayed', { column, score: signed(s.lower, lang), outcome: outcome() }), lang)
      : proved
        ? say(msg('perfectProved', { budget, column, score: scoreText(s, stones, lang), outcome: outcome() }), lang)
        : bestColumns(a.columns).length === open
          ? say(msg('perfectBlind', { budget, column, random: note.random }), lang)
          : say(msg('perfectFallback', { budget, column, bound: `${scoreText(s, stones, lang)}: ${meaningText(s, stones, lang)}` }), lang);
  return html`<p class="machine-note" data-machine-note data-column=${column} data-exact=${a.status === 'exact' ? 'true' : 'false'} data-proved=${proved ? 'true' : 'false'}>${text}</p>`;
}

export class SolvePanel extends LitElement {
  @property() override lang: Lang = 'en';
  /** The columns solved so far (the page keeps it, for the position on the board). */
  @property({ attribute: false }) analysis: ColumnsAnalysis | null = null;

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override render() {
    const a = this.analysis;
    if (a === null) return nothing;
    const L = sayer(this.lang);
    const stones = a.position.length;
    const side = stones % 2 === 0 ? 'X' : 'O';
    // Best: the highest exact scores, or when the budget stopped a column the best by the bounds found (worded so), unless they are all
    // alike; none while running or cancelled. Full columns are named under the table, not given a row each.
    const done = a.status === 'exact';
    const open = a.columns.flatMap((s, i) => (s === null ? [] : [{ column: i + 1, s }]));
    const full = a.columns.flatMap((s, i) => (s === null ? [i + 1] : []));
    const ranked = a.status === 'exact' || a.status === 'budget' ? bestColumns(a.columns) : [];
    const best = ranked.length < open.length || done ? ranked : [];
    // Proved the best though the budget stopped another column: "best" all the same.
    const proved = done || (best.length > 0 && best.every((c) => provedBest(a.columns, c)));
    return html`<section class="solve" data-solve data-status=${a.status} aria-labelledby="solve-heading">
      <h2 id="solve-heading">${say(msg('solveHeading', { side }), this.lang)}</h2>
      <p class="legend">${say(msg('solveLegend', { side }), this.lang)}</p>
      <table class="scores">
        <thead>
          <tr>
            <th scope="col">${L('column')}</th>
            <th scope="col">${L('solveScore')}</th>
            <th scope="col">${say(msg('solveMeaning', { side }), this.lang)}</th>
          </tr>
        </thead>
        <tbody>
          ${open.map(({ column, s }) => {
            const isBest = best.includes(column);
            const pending = a.pending.includes(column);
            return html`<tr data-solve-column=${column} data-lower=${s.lower} data-upper=${s.upper} ?data-best=${isBest} class=${isBest ? 'best' : ''}>
              <th scope="row">
                ${column}${isBest ? html` <span class="best-mark"><span aria-hidden="true">★</span> ${L(proved ? 'solveBest' : 'solveBestBound')}</span>` : nothing}
              </th>
              <td class="score">${pending ? (a.status === 'running' ? '…' : '—') : scoreText(s, stones, this.lang)}</td>
              <td>${pending ? L(a.status === 'running' ? 'scorePending' : 'scoreNotSearched') : meaningText(s, stones, this.lang)}</td>
            </tr>`;
          })}
        </tbody>
      </table>
      ${full.length === 0 ? nothing : html`<p class="full" data-solve-full>${say(msg('solveFull', { columns: full.join(', ') }), this.lang)}</p>`}
      <p class="solve-status" role="status" data-solve-status>${this.status(a)}${a.status === 'budget' && best.length === 0 ? ` ${L('solveNoBest')}` : ''}</p>
    </section>`;
  }

  private status(a: ColumnsAnalysis): string {
    const nodes = formatCount(a.nodes, this.lang);
    switch (a.status) {
      case 'exact':
        return say(msg('solveDone', { nodes, time: duration(a.ms, this.lang) }), this.lang);
      case 'budget':
        return say(msg('solveBudget', { budget: formatCount(a.budget, this.lang), time: duration(a.ms, this.lang) }), this.lang);
      case 'stopped':
        return say('solveStopped', this.lang);
      case 'running': {
        const total = a.columns.filter((s) => s !== null).length;
        return say(msg('solveRunning', { done: total - a.pending.length, total, nodes }), this.lang);
      }
    }
  }
}

customElements.define('solve-panel', SolvePanel);
