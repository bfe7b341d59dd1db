/**
 * The ladder page's table of rungs on the position shown (ladder-page.ts):
 * one row a rung, side by side — its name and what it adds; its score for
 * the player to move, in figures and in words (or, stopped by the node
 * budget, the bounds it found and what they prove); the nodes it searched,
 * with a bar on a log scale (D3's scale; the number is always written too)
 * and how many times fewer than minimax; its time; and a link to its search
 * tree (the URL of that rung on this position). Under it, what the ladder
 * saved: the transposition table against minimax, and the last rung; and
 * why a rung can search more than the one before (null windows search
 * again; the table's size), naming the rung that does on this position.
 *
 * Hooks: `[data-rungs]`; a row per rung `[data-rung]` with `data-status`
 * (pending, running, cancelled, exact, budget, error), `data-score`,
 * `data-lower`, `data-upper`, `data-nodes`; its link `[data-action="trace"]`
 * (`aria-current="true"` on the rung shown); `[data-ladder-summary]`;
 * `[data-ladder-why]`.
 */
import { html, nothing } from 'lit';
import { scaleLog } from 'd3-scale';
import type { LadderRun } from '../../app/ladder.ts';
import { PUBLISHED_NODES, type Rung } from '../../games/connect4/solver.ts';
import type { GameName } from '../../app/position-search.ts';
import { formatCount, type Lang } from '../../i18n/lang.ts';
import { say, sayer, type MessageCode } from '../../i18n/say.ts';
import { msg } from '../../i18n/message.ts';
import type { ReplyError } from '../platform/bridge.ts';
import { boundsText, meaningText, nodesText, timeText, timesFewer, type Side } from './ladder-words.ts';
import { signed } from '../widgets/score-text.ts';

/** A rung's name: "Minimax", "+ transposition table". */
export function rungLabel(rung: Rung, game: GameName, lang: Lang): string {
  return say(game === 'tictactoe' && rung === 'centre' ? 'ladderRung_centre_ttt' : (`ladderRung_${rung}` as const), lang);
}

/** What a rung adds, in a sentence. */
export function rungHint(rung: Rung, game: GameName, lang: Lang): string {
  return say(game === 'tictactoe' && rung === 'centre' ? 'ladderHint_centre_ttt' : (`ladderHint_${rung}` as const), lang);
}

export type RungState = { kind: 'pending' | 'running' | 'cancelled' } | { kind: 'done'; run: LadderRun } | { kind: 'error'; error: ReplyError };

export interface RungsTable {
  game: GameName;
  rungs: readonly Rung[];
  states: Partial<Record<Rung, RungState>>;
  /** The player to move (scores are theirs). */
  side: Side;
  budget: number;
  /** The rung whose search is shown below. */
  shown: Rung | null;
  link: (rung: Rung) => string;
  lang: Lang;
  /** Presented, the table is a screen of its own: the shown rung's link goes back to its search (this), not "shown below". */
  backToShown?: () => void;
}

export function rungsTable(t: RungsTable) {
  const L = sayer(t.lang);
  const runs = t.rungs.map((r) => t.states[r]).map((s) => (s?.kind === 'done' ? s.run : null));
  const most = Math.max(10, ...runs.map((r) => r?.nodes ?? 0));
  // The bars: nodes on a log scale, 1 node to the most any rung searched.
  const bar = scaleLog().domain([1, most]).range([2, 100]).clamp(true);
  const minimax = t.states.minimax?.kind === 'done' && t.states.minimax.run.status === 'exact' ? t.states.minimax.run : null;
  const side = t.side.toUpperCase();
  return html`<div class="rungs-wrap">
    <table class="rungs" data-rungs role="table">
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">${L('ladderRung')}</th>
          <th role="columnheader" scope="col">${L('ladderScoreFor', { side })}</th>
          <th role="columnheader" scope="col">${L('ladderNodes')}</th>
          <th role="columnheader" scope="col">${L('searchTime')}</th>
          <th role="columnheader" scope="col">${L('ladderItsSearch')}</th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        ${t.rungs.map((rung, i) => {
          const s = t.states[rung] ?? { kind: 'pending' };
          const run = s.kind === 'done' ? s.run : null;
          const status = run !== null ? run.status : s.kind;
          const shown = t.shown === rung;
          return html`<tr
            role="row"
            class=${shown ? 'shown' : ''}
            data-rung=${rung}
            data-status=${status}
            data-score=${run?.score ?? ''}
            data-lower=${run?.lower ?? ''}
            data-upper=${run?.upper ?? ''}
            data-nodes=${run?.nodes ?? ''}
          >
            <th role="rowheader" scope="row">
              <div class="rung">
                <span class="step" aria-hidden="true">${i + 1}</span>
                <span class="name">${rungLabel(rung, t.game, t.lang)}</span>
                <small>${rungHint(rung, t.game, t.lang)}</small>
              </div>
            </th>
            <td role="cell" class="score" data-label=${L('ladderScoreFor', { side })}>${scoreCell(s, t, L)}</td>
            <td role="cell" class="nodes" data-label=${L('ladderNodes')}>
              ${
                run === null
                  ? nothing
                  : html`<span class="num">${run.status === 'budget' ? '> ' : ''}${nodesText(run.nodes, t.lang)}</span>
                    <span class="bar ${run.status === 'budget' ? 'stopped' : ''}" aria-hidden="true"><span style=${`width: ${bar(Math.max(1, run.nodes)).toFixed(1)}%`}></span></span>
                    ${minimax !== null && rung !== 'minimax' && run.nodes < minimax.nodes ? html`<small>${L('ladderFewer', { times: timesFewer(minimax.nodes, run.nodes, t.lang) })}</small>` : nothing}`
              }
            </td>
            <td role="cell" class="time" data-label=${L('searchTime')}>${run === null ? nothing : timeText(run.ms, t.lang)}</td>
            <td role="cell" class="link" data-label=${L('ladderItsSearch')}>
              <a
                href=${t.link(rung)}
                data-action="trace"
                data-rung=${rung}
                aria-current=${shown ? 'true' : 'false'}
                @click=${(e: Event) => {
                  if (!shown || t.backToShown === undefined) return;
                  e.preventDefault();
                  t.backToShown();
                }}
                >${shown && t.backToShown === undefined ? L('ladderShownBelow') : L('ladderShowTree')}<span class="visually-hidden">: ${rungLabel(rung, t.game, t.lang)}</span></a
              >
            </td>
          </tr>`;
        })}
      </tbody>
    </table>
    ${summary(t, runs, minimax, L)} ${why(t, runs, L)}
  </div>`;
}

/** Why a rung can search more nodes than the one before it, and (the first) where one does on this position. */
function why(t: RungsTable, runs: (LadderRun | null)[], L: (k: MessageCode, p?: Record<string, string | number>) => string) {
  const exact = runs.map((r) => (r !== null && r.status === 'exact' ? r : null));
  const i = exact.findIndex((r, k) => k > 0 && r !== null && exact[k - 1] !== null && r.nodes > exact[k - 1]!.nodes);
  const [before, more] = [exact[i - 1], exact[i]];
  const here =
    i > 0 && before && more
      ? `${L('ladderMoreHere', {
          rung: rungLabel(t.rungs[i]!, t.game, t.lang),
          nodes: more.nodes,
          before: rungLabel(t.rungs[i - 1]!, t.game, t.lang),
          than: before.nodes,
        })} `
      : '';
  // Pons' means on Middle-Easy: the null windows' rung against the table's.
  const pons = { deepening: PUBLISHED_NODES.deepening.middleEasy!, table: PUBLISHED_NODES.table.middleEasy! };
  return html`<p class="why" data-ladder-why>${here}${t.game === 'connect4' ? L('ladderWhyMoreC4', pons) : L('ladderWhyMoreTtt')}</p>`;
}

/** Presented, under the name of the rung whose search is shown: the nodes it searched, against minimax's ("1,966 nodes (minimax: 1,644,817)"). */
export function shownNodes(states: Partial<Record<Rung, RungState>>, rung: Rung, lang: Lang) {
  const exact = (r: Rung) => {
    const s = states[r];
    return s?.kind === 'done' && s.run.status === 'exact' ? s.run : null;
  };
  const [mine, minimax] = [exact(rung), exact('minimax')];
  if (mine === null) return nothing;
  const text =
    minimax === null || rung === 'minimax'
      ? msg('nodesCount', { nodes: mine.nodes })
      : msg('ladderShownNodesMinimax', { nodes: mine.nodes, minimax: minimax.nodes });
  return html`<p class="shown-nodes">${say(text, lang)}</p>`;
}

function scoreCell(s: RungState, t: RungsTable, L: (k: MessageCode, p?: Record<string, string | number>) => string) {
  switch (s.kind) {
    case 'pending':
      return html`<span class="quiet">${L('ladderWaiting')}</span>`;
    case 'running':
      return html`<span class="quiet">${L('scorePending')}</span>`;
    case 'cancelled':
      return html`<span class="quiet">${L('ladderCancelled')}</span>`;
    case 'error':
      return html`<span class="error">${say(s.error, t.lang)}</span>`;
    case 'done':
      if (s.run.score === null)
        return html`<b class="stopped">${L('ladderStopped', { budget: formatCount(t.budget, t.lang) })}</b> <span class="words">${boundsText(s.run, t.lang)}</span>`;
      return html`<b class="value">${signed(s.run.score, t.lang)}</b> <span class="words">${meaningText(t.game, s.run.score, t.side, t.lang)}</span>`;
  }
}

/** What the ladder saved on this position, in a sentence or two. */
function summary(t: RungsTable, runs: (LadderRun | null)[], minimax: LadderRun | null, L: (k: MessageCode, p?: Record<string, string | number>) => string) {
  const table = t.states.table?.kind === 'done' && t.states.table.run.status === 'exact' ? t.states.table.run : null;
  const last = runs[runs.length - 1] ?? null;
  const lastRung = t.rungs[t.rungs.length - 1];
  const lines: string[] = [];
  if (minimax !== null && table !== null && table.nodes < minimax.nodes) {
    const saved = ((1 - table.nodes / minimax.nodes) * 100).toLocaleString(t.lang, { maximumFractionDigits: 1 });
    lines.push(L('ladderTableSaves', { table: nodesText(table.nodes, t.lang), minimax: nodesText(minimax.nodes, t.lang), saved }));
  }
  if (minimax !== null && last !== null && lastRung !== undefined && last.status === 'exact' && last.nodes < minimax.nodes)
    lines.push(L('ladderLastSaves', { rung: rungLabel(lastRung, t.game, t.lang), times: timesFewer(minimax.nodes, last.nodes, t.lang) }));
  if (t.states.minimax?.kind === 'done' && t.states.minimax.run.status === 'budget')
    lines.push(say(msg('ladderMinimaxStopped', { budget: formatCount(t.budget, t.lang) }), t.lang));
  return lines.length === 0 ? nothing : html`<p class="summary" data-ladder-summary>${lines.join(' ')}</p>`;
}
