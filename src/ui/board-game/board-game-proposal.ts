/**
 * The proposal of a search on the tic-tac-toe and Connect-4 pages
 * (board-game-page.ts): the move, its value for X and the nodes searched,
 * and every move's value (with its certainty) in a table. MCTS's proposal,
 * by visits, is board-game-mcts.ts's.
 *
 * Hooks: `[data-proposal]` with `data-value` = the cell or column;
 * `[data-proposal-value]` = the value.
 */
import { html } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { moveName } from '../../games/tictactoe/game.ts';
import { dropName } from '../../games/connect4/game.ts';
import type { GameName, PositionJson } from '../../app/position-search.ts';
import type { Side } from '../../app/board-game.ts';
import { withCertainty } from '../../search/tracer.ts';
import { formatCount, formatNumber, type Lang } from '../../i18n/lang.ts';
import { sayer } from '../../i18n/say.ts';
import { scrollStop } from '../widgets/scroll-stop.ts';

/** The proposal for the position shown: `side` is its side to move. */
export function searchProposal(p: PositionJson, game: GameName, side: Side, lang: Lang) {
  const L = sayer(lang);
  const ttt = game === 'tictactoe';
  // The moves as the decision tree names them: X4 (cell 4), X↓4 (column 4).
  const name = (a: string | number) => (ttt ? moveName(side, Number(a)) : dropName(side === 'x' ? 1 : 2, Number(a)));
  const said =
    p.action === null
      ? '–'
      : ttt
        ? L('moveInCell', { side: side.toUpperCase(), cell: p.action })
        : L('moveInColumn', { side: side.toUpperCase(), column: p.action });
  return html`<div class="proposal">
    <p data-proposal-value=${p.value ?? ''}>${L('proposed')}: <b data-proposal data-value=${p.action ?? ''}>${said}</b> · ${L('valueForX')} ${p.value === null ? '–' : formatNumber(p.value)} · ${L('nodesCount', { nodes: formatCount(p.nodes, lang) })}</p>
    <!-- Scrolls sideways on a phone: then a named tab stop, so that the keyboard can scroll it too (WCAG 2.1.1). -->
    <div class="table-scroll" role="region" aria-label=${L('valueForX')} ${ref(scrollStop)}>
      <table class="policy">
        <tr>
          ${Object.keys(p.actions).map((a) => html`<th>${name(a)}</th>`)}
        </tr>
        <tr>
          ${Object.entries(p.actions).map(([a, v]) => html`<td class=${String(p.action) === a ? 'best' : ''}>${withCertainty(formatNumber(v), p.certainty[a])}</td>`)}
        </tr>
      </table>
    </div>
  </div>`;
}
