/**
 * <g2048-board>: a 2048 board as in the original game, with the new tile
 * popping in, and optionally each cell's part of a heuristic term over it.
 * Hooks: each cell `data-cell="r,c"` with `data-value`. For a screen reader
 * each cell is named by its place and tile, "row 1, column 2: 16" or "row 1,
 * column 1: empty", in the page's language (<html lang>, followed as it
 * changes).
 */
import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { formatNumber, pickLang, type Lang } from '../../i18n/lang.ts';
import { say } from '../../i18n/say.ts';
import { msg } from '../../i18n/message.ts';
import type { Moved } from './g2048-merges.ts';

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
  @property({ attribute: false }) grid: number[][] = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
  /** The cell where the last tile appeared. */
  @property({ attribute: false }) spawned: { row: number; col: number } | null = null;
  /** Numbers to show in a corner of each cell (a heuristic term's part), or null. */
  @property({ attribute: false }) overlay: (number | null)[][] | null = null;
  /** How the last move moved the tiles: each moved tile slides in from where it was; merged ones pop. */
  @property({ attribute: false }) merged: ReadonlyMap<string, Moved> = new Map();
  /**
   * The game's board, played with the arrow keys: a grid named `name` whose
   * first cell is the page's tab stop on it. A screen reader (Orca) switches
   * to focus mode on a grid's cell, so the arrows reach the game; it does not
   * on an `application`. Otherwise (a node's board, a replay) a table.
   */
  @property({ type: Boolean }) playable = false;
  @property() name = '';

  /** Renders again when the page's language changes (the board's own inputs do not say it). */
  private langWatch: MutationObserver | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.langWatch = new MutationObserver(() => this.requestUpdate());
    this.langWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.langWatch?.disconnect();
    this.langWatch = null;
  }

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override render() {
    const lang = pickLang([document.documentElement.lang]);
    // Rows of cells, so that a screen reader says each tile's row and column: a table, or the game's grid (`playable`).
    const cell = this.playable ? 'gridcell' : 'cell';
    return html`<div class="board" role=${this.playable ? 'grid' : 'table'} aria-label=${this.playable ? this.name : '2048'}>
      ${this.grid.map(
        (row, r) => html`<div class="board-row" role="row">
          ${row.map((v, c) => {
            const [bg, fg] = tileColours(v);
            const o = this.overlay?.[r]?.[c] ?? null;
            const isNew = this.spawned?.row === r && this.spawned.col === c;
            const moved = this.merged.get(`${r},${c}`);
            const slide = moved === undefined ? '' : `--dx:${moved.from[1] - c};--dy:${moved.from[0] - r};`;
            return html`<div
              class="cell"
              role=${cell}
              tabindex=${this.playable && r === 0 && c === 0 ? '0' : nothing}
              data-cell="${r},${c}"
              data-value=${v}
              aria-label=${cellName(r, c, v, o, lang)}
            >
              ${
                v === 0
                  ? nothing
                  : html`<div
                    class="tile ${isNew ? 'new' : ''} ${moved === undefined ? '' : moved.merged ? 'slid merged' : 'slid'} ${v >= 1024 ? 'small' : v >= 128 ? 'mid' : ''}"
                    style="background:${bg};color:${fg};${slide}"
                  >
                    ${v}
                  </div>`
              }
              ${o === null ? nothing : html`<span class="overlay">${formatNumber(o)}</span>`}
            </div>`;
          })}
        </div>`,
      )}
    </div>`;
  }
}

/** A cell's name: its row and column from 1 and its tile ("row 1, column 2: 16", "row 1, column 1: empty"), with its share of the term on the board if shown. */
export function cellName(r: number, c: number, v: number, part: number | null, lang: Lang): string {
  const p = { row: r + 1, column: c + 1, value: v === 0 ? say('emptyCell', lang) : formatNumber(v) };
  return say(part === null ? msg('tileAt', p) : msg('tileAtWithPart', { ...p, part: formatNumber(part) }), lang);
}

customElements.define('g2048-board', G2048Board);
