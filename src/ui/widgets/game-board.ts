/**
 * The board of the tic-tac-toe and Connect-4 pages (board-game-page.ts),
 * rendered into the page (no element of its own: the page's sheet places it
 * as `.game > .ttt` or `.game > .c4`). The board is one tab stop, a toolbar
 * (WAI-ARIA APG; Orca takes the arrows to it in focus mode): the arrows move
 * between its cells or columns, Enter or space plays; this keeps that stop,
 * on the cell or column last played, so a move by keyboard keeps the focus
 * there. Cells are named by place in words and number ("centre, cell 4, X"),
 * Connect-4's columns by their discs from the bottom up. A cell or column
 * that cannot be played now (taken, full, the machine's turn, the game over)
 * is read-only (`aria-disabled`), not disabled: it stays focusable and in
 * reach of the arrows, so the board can be reviewed, and activating it asks
 * the page to say why (`refused`). Issue 36.
 *
 * Hooks: tic-tac-toe cells `data-cell="0".."8"`, Connect-4 cells
 * `data-cell="r,c"` (row 0 at the top) and columns `data-column="1".."7"`,
 * each cell's `data-value` (x, o or empty).
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import { COLS, ROWS } from '../../games/connect4/game.ts';
import type { GameName } from '../../app/position-search.ts';
import type { Lang } from '../../i18n/lang.ts';
import { sayer } from '../../i18n/say.ts';
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
  /** A cell or column that cannot be played now (taken, full, not the user's turn) activated: the page says why. */
  refused?: (action: number) => void;
  /** A small copy, not played on: a picture, its buttons disabled. */
  small?: boolean;
}

export class GameBoard {
  /** The board's tab stop: the cell or column last moved to with the arrows, or played; null until then (the first open one). */
  private at: number | null = null;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {}

  render({ game, cells, playable, lang, play, refused, small = false }: BoardOptions) {
    const L = sayer(lang);
    const ttt = game === 'tictactoe';
    // Open: the user may play it now (a tic-tac-toe cell empty, a Connect-4 column whose top cell is: cells[i] either way).
    const open = (i: number) => playable && !small && cells[i] === '.';
    const count = ttt ? cells.length : COLS;
    const stop = this.at !== null && this.at < count ? this.at : (Array.from({ length: count }, (_, i) => i).find(open) ?? 0);
    const tab = (i: number) => (i === stop ? '0' : '-1');
    // A closed cell or column stays focusable and in reach of the arrows, read-only (aria-disabled), so the board can be reviewed.
    const closed = (i: number) => (small || open(i) ? nothing : 'true');
    const activate = (i: number) => {
      this.at = i;
      this.host.requestUpdate();
      const action = ttt ? i : i + 1;
      if (open(i)) play(action);
      else if (refused !== undefined) refused(action);
      // Without a page to say why (the position picker), a full column is still handed on: its check says why.
      else if (playable && !ttt && !small) play(action);
    };
    const keys = (e: KeyboardEvent) => this.key(e, ttt, count);
    if (ttt) {
      // Each button named by its place, its number (shown in its corner) and its mark: "centre, cell 4, X", "top left, cell 0, empty".
      return html`<div class="ttt ${small ? 'small' : ''}" role=${small ? 'group' : 'toolbar'} aria-label=${L(small ? 'navTicTacToe' : 'tttBoardName')} @keydown=${keys}>
        ${[...cells].map(
          (c, i) =>
            html`<button type="button" class="cell" data-cell=${i} data-value=${c === '.' ? '' : c} tabindex=${tab(i)} aria-label=${L('tttCellName', { place: L('tttPlace', { cell: i }), cell: i, mark: c === '.' ? L('emptyCell') : c.toUpperCase() })} ?disabled=${small} aria-disabled=${closed(i)} @click=${() => activate(i)}>
              <span class="num" aria-hidden="true">${i}</span> ${c === '.' ? nothing : html`<span class="mark">${c.toUpperCase()}</span>`}
            </button>`,
        )}
      </div>`;
    }
    // A column named with its discs from the bottom up ("Column 4, from the bottom: X, O, then 4 empty"): the board column by column.
    const columnName = (c: number) => {
      const stones = Array.from({ length: ROWS }, (_, r) => cells[(ROWS - 1 - r) * COLS + c]!).filter((v) => v !== '.');
      return L('c4ColumnName', { column: c + 1, stones: stones.map((v) => v.toUpperCase()).join(', '), free: ROWS - stones.length });
    };
    return html`<div class="c4 ${small ? 'small' : ''}" role=${small ? 'group' : 'toolbar'} aria-label=${L(small ? 'navConnect4' : 'c4BoardName')} @keydown=${keys}>
      ${Array.from(
        { length: COLS },
        (
          _,
          c,
        ) => html`<button type="button" class="column" data-column=${c + 1} tabindex=${tab(c)} ?disabled=${small} aria-disabled=${closed(c)} @click=${() => activate(c)} aria-label=${columnName(c)}>
          ${Array.from({ length: ROWS }, (_, r) => {
            const v = cells[r * COLS + c] ?? '.';
            return html`<span class="cell ${v === 'x' ? 'x' : v === 'o' ? 'o' : ''}" data-cell="${r},${c}" data-value=${v === '.' ? '' : v}></span>`;
          })}
          <span class="num" aria-hidden="true">${c + 1}</span>
        </button>`,
      )}
    </div>`;
  }

  /** ←/→ (and ↑/↓ on the tic-tac-toe grid, a row at a time), Home and End move between the cells or columns, open or not (wrapping). */
  private key(e: KeyboardEvent, ttt: boolean, count: number): void {
    const board = e.currentTarget as HTMLElement;
    const from = Number((e.target as HTMLElement).closest('button')?.dataset[ttt ? 'cell' : 'column'] ?? 1) - (ttt ? 0 : 1);
    const rows = ttt && (e.key === 'ArrowUp' || e.key === 'ArrowDown');
    const next = rows ? roveKey(e.key, Math.floor(from / 3), count / 3) : roveKey(e.key, from, count);
    if (next === null) return;
    e.preventDefault();
    this.at = rows ? next * 3 + (from % 3) : next;
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => board.querySelector<HTMLElement>('[tabindex="0"]')?.focus());
  }
}
