/**
 * The 2048 page's heuristic column: the thesis's example boards, the overlay
 * of a term's per-cell values on the board, and the breakdown of the board
 * in view (the game's, or a decision-tree node's).
 */
import type { Sayer } from '../../i18n/say.ts';
import { html, nothing } from 'lit';
import { breakdown } from '../../games/g2048/heuristics.ts';
import type { Board } from '../../games/g2048/cells.ts';
import type { Lang } from '../../i18n/lang.ts';
import { nodeName } from './search-view.ts';
import '../widgets/g2048-board.ts';
import './heuristic-panel.ts';

/** The thesis's example boards 1–3 with their scores. */
export const EXAMPLES: { board: number[][]; score: number }[] = [
  {
    board: [
      [4, 2, 2, 0],
      [4, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ],
    score: 8,
  },
  {
    board: [
      [64, 8, 4, 2],
      [16, 4, 0, 0],
      [4, 0, 0, 0],
      [0, 0, 0, 2],
    ],
    score: 380,
  },
  {
    board: [
      [1024, 32, 4, 2],
      [16, 4, 0, 0],
      [8, 0, 0, 0],
      [2, 0, 4, 0],
    ],
    score: 9228,
  },
];

export type Overlay = 'none' | 'similarity' | 'monotonicity';

/** Each cell's share of a term (`similarity`: its mean similarity; `monotonicity`: its product), or null with no overlay. */
export function overlayOf(board: Board, score: number, overlay: Overlay): (number | null)[][] | null {
  if (overlay === 'none') return null;
  const terms = breakdown(board, score, 'text');
  return [0, 1, 2, 3].map((r) =>
    [0, 1, 2, 3].map((c) => {
      if (overlay === 'monotonicity') return terms.monotonicityCells.find((x) => x.row === r && x.col === c)?.product ?? null;
      return terms.similarityCells.find((x) => x.row === r && x.col === c)?.mean ?? null;
    }),
  );
}

/** What the column shows and what its controls do. */
export interface BreakdownView {
  /** The game's board, shown when no tree node is. */
  grid: number[][];
  score: number;
  /** A decision-tree node in view, with its board. */
  node: { id: string; board: number[][]; score: number } | null;
  lang: Lang;
  onExample: (index: number) => void;
  onOverlay: (overlay: Overlay) => void;
}

export function breakdownSection(v: BreakdownView, L: Sayer) {
  return html`<section class="breakdown">
    <h2>${L('heuristicBreakdown')}</h2>
    <div class="row">
      <label>
        ${L('examples')}
        <select data-field="example" @change=${(e: Event) => v.onExample(Number((e.target as HTMLSelectElement).value))}>
          <option value="-1">—</option>
          ${EXAMPLES.map((_, i) => html`<option value=${i}>${L('thesisExample', { n: i + 1 })}</option>`)}
        </select>
      </label>
      <label>
        ${L('overlay')}
        <select data-field="overlay" @change=${(e: Event) => v.onOverlay((e.target as HTMLSelectElement).value as Overlay)}>
          <option value="none">—</option>
          <option value="similarity">${L('term_similarity')}</option>
          <option value="monotonicity">${L('term_monotonicity')}</option>
        </select>
      </label>
    </div>
    ${
      v.node === null
        ? nothing
        : html`<p class="note" data-shown-node=${v.node.id}>${L('breakdownOfNode')} <b>${nodeName(v.node.id, L('root'))}</b></p>
          <g2048-board class="small" .grid=${v.node.board}></g2048-board>`
    }
    <heuristic-panel .grid=${v.node?.board ?? v.grid} .score=${v.node?.score ?? v.score} .lang=${v.lang}></heuristic-panel>
  </section>`;
}
