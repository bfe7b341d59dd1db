/**
 * <g2048-board>: a 2048 board as in the original game, with the new tile
 * popping in, and optionally each cell's part of a heuristic term over it.
 * Hooks: each cell `data-cell="r,c"` with `data-value`.
 */
import { LitElement, html, nothing } from 'lit';
import { formatNumber } from '../../i18n/lang.ts';
import type { Moved } from './merges.ts';

/**
 * Each tile's background and text colour: the original game's backgrounds
 * (the palette's `--ast-tile-*`, palette.css), with dark ink on every one up
 * to 2048 (the original's white on yellow is 1.5:1; WCAG AA asks 4.5:1) and
 * light ink on the dark tile past it.
 */
export function tileColours(v: number): [string, string] {
  const known = v >= 2 && v <= 2048 && (v & (v - 1)) === 0;
  return [`var(--ast-tile-${known ? v : 'big'})`, `var(--ast-tile-ink-${known ? 'dark' : 'light'})`];
}

export class G2048Board extends LitElement {
  static override properties = { grid: { attribute: false }, spawned: { attribute: false }, overlay: { attribute: false }, merged: { attribute: false } };
  declare grid: number[][];
  /** The cell where the last tile appeared. */
  declare spawned: { row: number; col: number } | null;
  /** Numbers to show in a corner of each cell (a heuristic term's part), or null. */
  declare overlay: (number | null)[][] | null;
  /** How the last move moved the tiles: each moved tile slides in from where it was; merged ones pop. */
  declare merged: ReadonlyMap<string, Moved>;

  constructor() {
    super();
    this.grid = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
    this.spawned = null;
    this.overlay = null;
    this.merged = new Map();
  }

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override render() {
    // A table of rows of cells (the board is not a widget: the keys move the game, not a cursor), so that a screen reader says each tile's row and column.
    return html`<div class="board" role="table" aria-label="2048">
      ${this.grid.map(
        (row, r) => html`<div class="board-row" role="row">
          ${row.map((v, c) => {
          const [bg, fg] = tileColours(v);
          const o = this.overlay?.[r]?.[c] ?? null;
          const isNew = this.spawned?.row === r && this.spawned.col === c;
          const moved = this.merged.get(`${r},${c}`);
          const slide = moved === undefined ? '' : `--dx:${moved.from[1] - c};--dy:${moved.from[0] - r};`;
            return html`<div class="cell" role="cell" data-cell="${r},${c}" data-value=${v}>
              ${v === 0
                ? nothing
                : html`<div
                    class="tile ${isNew ? 'new' : ''} ${moved === undefined ? '' : moved.merged ? 'slid merged' : 'slid'} ${v >= 1024 ? 'small' : v >= 128 ? 'mid' : ''}"
                    style="background:${bg};color:${fg};${slide}"
                  >
                    ${v}
                  </div>`}
              ${o === null ? nothing : html`<span class="overlay">${formatNumber(o)}</span>`}
            </div>`;
          })}
        </div>`,
      )}
    </div>`;
  }
}

customElements.define('g2048-board', G2048Board);
