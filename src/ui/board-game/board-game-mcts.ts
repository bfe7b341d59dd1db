/**
 * Monte Carlo tree search on the tic-tac-toe and Connect-4 pages
 * (board-game-page.ts): its settings (iterations as its strength, C, the
 * seed), the search asked of the worker (`mctsGame`, recorded when it is to
 * be shown and small enough: MCTS_TRACE_LIMIT iterations), the proposal
 * (every move's visits N and mean result W/N) and the search step by step
 * (<mcts-view>).
 *
 * Hooks: `data-field` = iterations, c, seed; the proposal `[data-proposal]`
 * with `data-value` = the cell or column, and `[data-mcts-proposal]`; the
 * note `[data-mcts-note]` when a search is too big to be shown.
 */
import { html, nothing } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { moveName } from '../../games/tictactoe/game.ts';
import { dropName } from '../../games/connect4/game.ts';
import type { GameName } from '../../app/position-search.ts';
import type { MctsJson, MctsRequest } from '../../app/mcts-position.ts';
import type { MctsTraceData } from '../../trace/mcts-trace.ts';
import type { Side } from '../../app/board-game.ts';
import { formatCount, formatNumber, type Lang } from '../../i18n/lang.ts';
import { say, sayer, type Sayer } from '../../i18n/say.ts';
import type { SearchBridge } from '../platform/bridge.ts';
import { scrollStop } from '../widgets/scroll-stop.ts';
import type { StepModel } from '../viewer/index.ts';
import {
  C_MAX,
  MCTS_DEFAULTS,
  MCTS_LEVELS,
  MCTS_SEEDS,
  MCTS_TRACE_LIMIT,
  cShown,
  cleanC,
  cleanIterations,
  traceable,
  type MctsSettings,
} from '../link/mcts-params.ts';
import '../viewer/mcts/mcts-view.ts';

/** A proposal by MCTS: what the worker said, and its recorded search (null when it was too big to record). */
export interface MctsShown {
  json: MctsJson;
  trace: MctsTraceData<unknown> | null;
}

/** Runs MCTS on the position in the worker; recorded when `shown` and no bigger than MCTS_TRACE_LIMIT iterations. */
export function runMcts(bridge: SearchBridge, signal: AbortSignal, game: GameName, position: string, s: MctsSettings, shown: boolean) {
  const request: MctsRequest = { game, position, iterations: s.iterations, c: s.c, seed: s.seed };
  return bridge.call(signal, 'mctsGame', request, shown && traceable(s.iterations));
}

/** The settings' fields for MCTS, in place of the depth (or level): the iterations, C and the seed. */
export function mctsFields(s: MctsSettings, lang: Lang, set: (s: MctsSettings) => void) {
  const L = sayer(lang);
  const levels: number[] = MCTS_LEVELS.includes(s.iterations as (typeof MCTS_LEVELS)[number])
    ? [...MCTS_LEVELS]
    : [...MCTS_LEVELS, s.iterations].sort((a, b) => a - b);
  const value = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;
  return html`<label>
      ${L('mctsIterations')}
      <select data-field="iterations" @change=${(e: Event) => set({ ...s, iterations: cleanIterations(value(e)) })}>
        ${levels.map(
          (n) =>
            html`<option value=${n} ?selected=${n === s.iterations}>${L(traceable(n) ? 'mctsIterationsN' : 'mctsIterationsUntraced', { n: formatCount(n, lang) })}</option>`,
        )}
      </select>
    </label>
    <label>
      ${L('mctsC')}
      <input data-field="c" type="number" min="0" max=${C_MAX} step="0.01" .value=${cShown(s.c)} @change=${(e: Event) => set({ ...s, c: cleanC(Number(value(e))) })} />
    </label>
    <label>
      ${L('seed')}
      <input
        data-field="seed"
        type="number"
        min="0"
        step="1"
        .value=${String(s.seed)}
        @change=${(e: Event) => {
          const seed = Number(value(e));
          set({ ...s, seed: Number.isSafeInteger(seed) && seed >= MCTS_SEEDS.min && seed <= MCTS_SEEDS.max ? seed : MCTS_DEFAULTS.seed });
        }}
      />
    </label>`;
}

/** The proposal: the move, and each move's visits and mean result for the side to move (the most visited is played). */
export function mctsProposal(shown: MctsShown, game: GameName, side: Side, lang: Lang) {
  const L: Sayer = sayer(lang);
  const p = shown.json;
  const ttt = game === 'tictactoe';
  const name = (a: string) => (ttt ? moveName(side, Number(a)) : dropName(side === 'x' ? 1 : 2, Number(a)));
  const said =
    p.action === null
      ? '–'
      : ttt
        ? L('moveInCell', { side: side.toUpperCase(), cell: p.action })
        : L('moveInColumn', { side: side.toUpperCase(), column: p.action });
  const moves = Object.keys(p.visits);
  const mean = (a: string) => {
    const v = p.values[a];
    return v === undefined ? '–' : formatNumber(Math.round(v * 100) / 100);
  };
  return html`<div class="proposal" data-mcts-proposal>
    <p>
      ${L('proposed')}: <b data-proposal data-value=${p.action ?? ''}>${said}</b
      ><span class="detail">
        · ${L('mctsProposalLine', { iterations: formatCount(p.iterations, lang), nodes: formatCount(p.nodes, lang), c: formatNumber(p.c), seed: p.seed })}</span
      >
    </p>
    <div class="table-scroll" role="region" aria-label=${L('mctsVisits')} ${ref(scrollStop)}>
      <table class="policy">
        <tr>
          <th scope="row"></th>
          ${moves.map((a) => html`<th scope="col">${name(a)}</th>`)}
        </tr>
        <tr>
          <th scope="row">${L('mctsVisits')}</th>
          ${moves.map((a) => html`<td class=${String(p.action) === a ? 'best' : ''}>${formatCount(p.visits[a] ?? 0, lang)}</td>`)}
        </tr>
        <tr>
          <th scope="row">${L('mctsMean', { side: side.toUpperCase() })}</th>
          ${moves.map((a) => html`<td class=${String(p.action) === a ? 'best' : ''}>${mean(a)}</td>`)}
        </tr>
      </table>
    </div>
    ${shown.trace === null ? html`<p class="note" data-mcts-note>${L('mctsNotTraced', { limit: formatCount(MCTS_TRACE_LIMIT, lang), n: formatCount(p.iterations, lang) })}</p>` : nothing}
  </div>`;
}

/** The search step by step, in the page's decision section; `rerun` runs it again with another C. */
export function mctsSection(
  shown: MctsShown,
  o: { model: StepModel; game: GameName; lang: Lang; present: boolean; running: boolean; sync: () => void; rerun: (c: number) => void },
) {
  if (shown.trace === null) return nothing;
  return html`<section class="decision">
    <h2>${say('mctsHeading', o.lang)}</h2>
    <mcts-view
      .data=${shown.trace}
      .model=${o.model}
      .game=${o.game}
      .lang=${o.lang}
      .present=${o.present}
      .running=${o.running}
      @step-change=${o.sync}
      @c-change=${(e: CustomEvent<{ c: number }>) => o.rerun(e.detail.c)}
    ></mcts-view>
  </section>`;
}
