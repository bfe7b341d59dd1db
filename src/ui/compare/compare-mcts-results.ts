/**
 * The results of the compare page's MCTS mode (compare-mcts.ts), drawn from
 * the two searches' replies: the verdict (do they agree, and what alpha-beta
 * knows of MCTS's move), a card a search (choice, value, nodes, time) side by
 * side, and the table of moves (MCTS's visits with a bar and mean result,
 * alpha-beta's value or bound, each search's choice marked in words, not by
 * colour alone). Lit templates only: the words and the verdict are
 * compare-mcts-rows.ts's.
 */
import { html, nothing } from 'lit';
import type { MctsJson } from '../../app/mcts-position.ts';
import type { PositionJson } from '../../app/position-search.ts';
import { gameStatus } from '../../app/board-game.ts';
import type { Lang } from '../../i18n/lang.ts';
import { say, sayer, type MessageCode } from '../../i18n/say.ts';
import type { ReplyError } from '../platform/bridge.ts';
import type { CompareMctsParams } from '../link/compare-mcts-params.ts';
import { abValueText, chosenMean, forMover, meanText, moveName, moveRows, verdict, verdictText } from './compare-mcts-rows.ts';

/** Where the two searches are: none yet, MCTS running, alpha-beta running, both done, cancelled, a reply error, or the game over. */
export type Phase = 'idle' | 'mcts' | 'alphabeta' | 'done' | 'cancelled' | 'error' | 'over';

export interface Shown {
  phase: Phase;
  mcts: MctsJson | null;
  ab: { json: PositionJson; ms: number } | null;
  failure: ReplyError | null;
  v: CompareMctsParams;
  /** Stones or marks on the board. */
  pieces: number;
  lang: Lang;
}

const side = (s: Shown) => gameStatus(s.v.game, s.v.position)?.toMove ?? 'x';
const ms = (t: number, lang: Lang) =>
  t < 10
    ? `${t.toLocaleString(lang, { maximumFractionDigits: 1 })} ms`
    : t < 1000
      ? `${Math.round(t).toLocaleString(lang)} ms`
      : `${(t / 1000).toLocaleString(lang, { maximumFractionDigits: 2 })} s`;

/** The verdict, once both have answered; what is running, cancelled or wrong before that. */
export function renderVerdict(s: Shown) {
  const L = sayer(s.lang);
  if (s.phase === 'over') return html`<p class="verdict" data-verdict="over">${L('cmpOver')}</p>`;
  if (s.phase === 'error' && s.failure !== null) return html`<p class="verdict error" role="alert" data-verdict="error">${say(s.failure, s.lang)}</p>`;
  if (s.phase === 'cancelled') return html`<p class="verdict" data-verdict="cancelled">${L('cmpCancelled')}</p>`;
  if (s.phase === 'mcts' || s.phase === 'alphabeta') {
    const what = s.phase === 'mcts' ? L('cmpMctsOf', { n: s.v.iterations.toLocaleString(s.lang) }) : abTitle(s);
    return html`<p class="verdict running" role="status" data-verdict="running">${L('cmpRunning', { what })}</p>`;
  }
  if (s.mcts === null || s.ab === null) return nothing;
  const rows = moveRows(s.mcts, s.ab.json, side(s));
  const v = verdict(rows, s.ab.json);
  if (v === null) return nothing;
  const [head, ...rest] = verdictText(v, rows, s.v.game, s.v.depth, s.pieces, s.lang);
  return html`<div class="verdict ${v.kind === 'agree' ? 'agree' : 'differ'}" role="status" data-verdict=${v.kind}>
    <p class="head"><span class="mark" aria-hidden="true">${v.kind === 'agree' ? '=' : '≠'}</span> ${head}</p>
    ${rest.map((t) => html`<p>${t}</p>`)}
  </div>`;
}

function abTitle(s: Shown): string {
  const L = sayer(s.lang);
  return s.v.depth === null ? L('cmpAbToEnd') : L('cmpAbOf', { d: s.v.depth });
}

/** A card a search, side by side: its choice, value, nodes and time. */
export function renderCards(s: Shown) {
  if (s.phase === 'over') return nothing;
  const L = sayer(s.lang);
  const who = side(s).toUpperCase();
  const status = (algo: 'mcts' | 'alphabeta', answered: boolean) =>
    answered ? 'done' : s.phase === algo ? 'running' : s.phase === 'cancelled' ? 'cancelled' : s.phase === 'error' ? 'error' : 'waiting';
  const m = s.mcts;
  const a = s.ab;
  // The mean result of MCTS's move, from the table's rows: one number on the card and in the table (issue 35).
  const mean = m === null ? null : chosenMean(moveRows(m, a?.json ?? null, side(s)));
  const card = (algo: 'mcts' | 'alphabeta', title: string, choice: number | null, rows: [MessageCode, string][], nodes: number | null, hint: string) =>
    html`<article class="card" data-algo=${algo} data-status=${status(algo, nodes !== null)} data-choice=${choice ?? nothing} data-nodes=${nodes ?? nothing}>
      <h4>${title}</h4>
      ${
        nodes === null
          ? html`<p class="pending">${s.phase === algo ? L('cmpRunning', { what: title }) : s.phase === 'cancelled' ? L('cancel') : L('cmpWaiting')}</p>`
          : html`<dl>
            <dt>${L('cmpChoice')}</dt>
            <dd class="choice">${choice === null ? '–' : moveName(s.v.game, choice, s.lang)}</dd>
            ${rows.map(([k, text]) => html`<dt>${L(k)}</dt><dd>${text}</dd>`)}
          </dl>
          <p class="hint">${hint}</p>`
      }
    </article>`;
  const mRows: [MessageCode, string][] =
    m === null
      ? []
      : [
          ['value', mean === null ? '–' : L('cmpMctsValue', { p: meanText(mean, s.lang), side: who })],
          ['cmpNodes', L('cmpMctsNodes', { nodes: m.nodes.toLocaleString(s.lang), it: m.iterations.toLocaleString(s.lang) })],
          ['searchTime', ms(m.ms, s.lang)],
        ];
  const aRows: [MessageCode, string][] =
    a === null
      ? []
      : [
          [
            'value',
            a.json.value === null
              ? L('cmpAbStopped', { budget: a.json.nodes.toLocaleString(s.lang) })
              : L('cmpAbValue', { v: abValueText(s.v.game, forMover(a.json.value, 'exact', side(s)).value, 'exact', s.pieces, s.lang), side: who }),
          ],
          ['cmpNodes', L('cmpAbNodes', { nodes: a.json.nodes.toLocaleString(s.lang), cutoffs: a.json.cutoffs.toLocaleString(s.lang) })],
          ['searchTime', ms(a.ms, s.lang)],
        ];
  return html`<div class="cards">
    ${card('mcts', L('cmpMctsOf', { n: s.v.iterations.toLocaleString(s.lang) }), m?.action ?? null, mRows, m?.nodes ?? null, L('cmpMctsHint'))}
    ${card('alphabeta', abTitle(s), a?.json.action ?? null, aRows, a?.json.nodes ?? null, s.v.game === 'connect4' ? L('cmpAbHintC4', { d: s.v.depth ?? 0 }) : L(s.v.depth === null ? 'cmpAbHintTtt' : 'cmpAbHintTttDepth'))}
  </div>`;
}

/** The moves, as each search sees them; each one's choice marked in words. */
export function renderMoves(s: Shown) {
  if (s.mcts === null) return nothing;
  const L = sayer(s.lang);
  const rows = moveRows(s.mcts, s.ab?.json ?? null, side(s));
  const most = Math.max(1, ...rows.map((r) => r.visits));
  const who = side(s).toUpperCase();
  return html`<div class="table-scroll" role="region" tabindex="0" aria-labelledby="cmp-moves-caption">
    <table class="moves" data-moves>
      <caption id="cmp-moves-caption">${L('cmpTableCaption', { side: who })}</caption>
      <thead>
        <tr>
          <th scope="col">${L('cmpMove')}</th>
          <th scope="col">${L('cmpVisits')}</th>
          <th scope="col">${L('cmpMean')}</th>
          <th scope="col">${L('cmpAbColumn')}</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (
            r,
          ) => html`<tr data-move=${r.move} data-visits=${r.visits} class=${[r.mcts ? 'mcts-choice' : '', r.alphabeta ? 'ab-choice' : ''].join(' ').trim() || nothing}>
            <th scope="row">
              ${moveName(s.v.game, r.move, s.lang)}
              ${r.mcts ? html`<span class="badge mcts">${L('cmpChosenMcts')}</span>` : nothing}
              ${r.alphabeta ? html`<span class="badge ab">${L('cmpChosenAb')}</span>` : nothing}
            </th>
            <td class="visits">
              <span class="bar" aria-hidden="true"><span style="width: ${(100 * r.visits) / most}%"></span></span>
              <span class="n">${r.visits.toLocaleString(s.lang)}</span>
            </td>
            <td>${r.mean === null ? L('cmpNotTried') : meanText(r.mean, s.lang)}</td>
            <td>${r.ab === null ? (s.ab === null ? '…' : '–') : abValueText(s.v.game, r.ab.value, r.ab.certainty, s.pieces, s.lang)}</td>
          </tr>`,
        )}
      </tbody>
    </table>
  </div>
  ${rows.some((r) => r.ab !== null && r.ab.certainty !== 'exact') ? html`<p class="note">${L('cmpBoundNote')}</p>` : nothing}`;
}
