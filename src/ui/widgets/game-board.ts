/**
 * The board of the tic-tac-toe and Connect-4 pages (board-game-page.ts),
 * rendered into the page (no element of its own: the page's sheet places it
 * as `.game > .ttt` or `.game > .c4`). The board is one tab stop, a toolbar
 * (WAI-ARIA APG): the arrows move between its open cells or columns, Enter or
 * space plays; this keeps that stop.
 *
 * Hooks: tic-tac-toe cells `data-cell="0".."8"`, Connect-4 cells
 * `data-cell="r,c"` (row 0 at the top) and columns `data-column="1".."7"`,
 * each cell's `data-value` (x, o or empty).
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import { COLS, ROWS } from '../../games/connect4/game.ts';
import type { GameName } from '../../app/position-search.ts';
import type { Lang } from '../../i18n/lang.ts';
import { say } from '../../i18n/say.ts';
import { msg } from '../../i18n/message.ts';
import { roveKey } from './roving.ts';

export interface BoardOptions {
  game: GameName;
  /** The cells, row by row from the top: x, o or '.'. */
  cells: string;
  /** Whether the user may play now. */
  playable: boolean;
  lang: Lang;
  /** Plays a cell (0–8) or a column (1–7). */
  play: (action: number) => void;
  /** A small copy, not played on. */
  small?: boolean;
}

export class GameBoard {
  /** The board's tab stop: the cell or column last moved to with the arrows. */
  private at = 0;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {}

  render({ game, cells, playable, lang, play, small = false }: BoardOptions) {
    const open = (i: number) => playable && !small && (game === 'connect4' || cells[i] === '.');
    const count = game === 'tictactoe' ? cells.length : COLS;
    const stop = open(this.at) ? this.at : (Array.from({ length: count }, (_, i) => i).find(open) ?? -1);
    const tab = (i: number) => (i === stop ? '0' : '-1');
    const keys = (e: KeyboardEvent) => this.key(e, game, count, open);
    if (game === 'tictactoe') {
      // Each button named "Cell 4: X", its visible number and mark in that order.
      return html`<div class="ttt ${small ? 'small' : ''}" role=${small ? 'group' : 'toolbar'} aria-label=${say('navTicTacToe', lang)} @keydown=${keys}>
        ${[...cells].map(
          (c, i) =>
            html`<button type="button" class="cell" data-cell=${i} data-value=${c === '.' ? '' : c} tabindex=${tab(i)} aria-label=${`${say(msg('cellName', { cell: i }), lang)}${c === '.' ? '' : `: ${c.toUpperCase()}`}`} ?disabled=${!open(i)} @click=${() => play(i)}>
              <span class="num" aria-hidden="true">${i}</span> ${c === '.' ? nothing : html`<span class="mark">${c.toUpperCase()}</span>`}
            </button>`,
        )}
      </div>`;
    }
    // A column named with its stones from the bottom up ("Column 4: X, O"), or "empty": the board cell by cell.
    const columnName = (c: number) => {
      const stones = Array.from({ length: ROWS }, (_, r) => cells[(ROWS - 1 - r) * COLS + c]!).filter((v) => v !== '.');
      return `${say('column', lang)} ${c + 1}: ${stones.length === 0 ? say('emptyCell', lang) : stones.map((v) => v.toUpperCase()).join(', ')}`;
    };
    return html`<div class="c4 ${small ? 'small' : ''}" role=${small ? 'group' : 'toolbar'} aria-label=${say('navConnect4', lang)} @keydown=${keys}>
      ${Array.from(
        { length: COLS },
        (
          _,
          c,
        ) => html`<button type="button" class="column" data-column=${c + 1} tabindex=${tab(c)} ?disabled=${!open(c)} @click=${() => play(c + 1)} aria-label=${columnName(c)}>
          ${Array.from({ length: ROWS }, (_, r) => {
            const v = cells[r * COLS + c] ?? '.';
            return html`<span class="cell ${v === 'x' ? 'x' : v === 'o' ? 'o' : ''}" data-cell="${r},${c}" data-value=${v === '.' ? '' : v}></span>`;
          })}
          <span class="num" aria-hidden="true">${c + 1}</span>
        </button>`,
      )}
    </div>`;
  }

  /** ←/→ (and ↑/↓ on the tic-tac-toe grid, a row at a time), Home and End move between the open cells or columns. */
  private key(e: KeyboardEvent, game: GameName, count: number, open: (i: number) => boolean): void {
    const ttt = game === 'tictactoe';
    const from = Number((e.target as HTMLElement).closest('button')?.dataset[ttt ? 'cell' : 'column'] ?? 1) - (ttt ? 0 : 1);
    const by = ttt && (e.key === 'ArrowUp' || e.key === 'ArrowDown') ? 3 : 1;
    const key = by === 3 ? (e.key === 'ArrowUp' ? 'ArrowLeft' : 'ArrowRight') : e.key;
    let next = roveKey(key, by === 3 ? Math.floor(from / 3) : from, count / by);
    if (next === null) return;
    e.preventDefault();
    // A closed cell is passed over, in the direction of the key (Home and End from their end).
    const step = key === 'ArrowLeft' || key === 'End' ? -1 : 1;
    for (let tries = 0; tries < count; tries++) {
      const at = by === 3 ? (next * 3 + (from % 3)) % count : next;
      if (open(at)) {
        this.at = at;
        this.host.requestUpdate();
        void this.host.updateComplete.then(() => this.host.querySelector<HTMLElement>(`.layout [tabindex="0"]:is(.cell, .column)`)?.focus());
        return;
      }
      next = (next + step + count / by) % (count / by);
    }
  }
}
