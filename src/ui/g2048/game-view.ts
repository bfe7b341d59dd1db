/**
 * g2048/ holds the parts of the 2048 page (g2048-page.ts) and of the replay
 * page (replay-page.ts: the 2048 game in progress replayed). This file is the
 * game column; keys.ts the moves (arrows, WASD, swipes); search-view.ts the
 * searcher (settings, proposal, solver, decision tree); breakdown.ts and
 * heuristic-panel.ts the heuristic column; game-replay.ts <g2048-replay>, a
 * game replayed move by move. The games kept in the browser: game-records.ts
 * their storage records (one key a game), game-in-progress.ts the one a tab
 * is playing (saved after every move), games-controller.ts the page's
 * controller of them, saved-games-list.ts the Saved games list. The board
 * itself is widgets/g2048-board.ts; the rules are games/g2048/.
 *
 * The 2048 page's game column, as a template the page fills in: the scores, the board, and the game's own buttons.
 */
import type { Sayer } from '../../i18n/say.ts';
import { html, nothing } from 'lit';
import type { GameSession } from '../../games/g2048/session.ts';
import { SEED_RANGE } from '../../games/rng.ts';
import type { Moved } from '../widgets/g2048-merges.ts';
import '../widgets/g2048-board.ts';

export interface GameView {
  game: GameSession;
  /** A term's per-cell values drawn over the board, or null. */
  overlay: (number | null)[][] | null;
  merged: ReadonlyMap<string, Moved>;
  /** While the solver plays, undo waits. */
  solving: boolean;
  onUndo: () => void;
  onNewGame: (form: HTMLFormElement) => void;
  onExport: () => void;
  onImport: (input: HTMLInputElement) => void;
}

/**
 * Scores (`data-score`, `data-moves`), the board, won/lost (`data-status`), undo, a new game by seed.
 * The board is a tab stop (issue 36): a grid named for how to play it, its first cell focusable. Its
 * keys are the game's (the arrows move the tiles: keys.ts hears them anywhere on the page); Orca 43
 * switches to focus mode on a grid's cell and hands the arrows over, which it does not do for an
 * `application` (tried: silence, and the arrows read the page). Each cell is named by row, column
 * and tile.
 */
export function gamePanel(v: GameView, L: Sayer) {
  const g = v.game;
  const status = g.won ? L('won') : g.over ? L('lost') : '';
  return html`<div class="scores">
      <span class="score" data-score=${g.score}>${L('score')} <b>${g.score}</b></span>
      <span>${L('maxTile')} <b>${g.maxTile}</b></span>
      <span data-moves=${g.moves.length}>${L('movesMade')} <b>${g.moves.length}</b></span>
    </div>
    <g2048-board
      playable
      .name=${L('boardName')}
      .grid=${g.grid} .spawned=${g.moves.length > 0 ? (g.spawns[g.spawns.length - 1] ?? null) : null} .overlay=${v.overlay} .merged=${v.merged}></g2048-board>
    ${status === '' ? nothing : html`<p class="status" data-status=${g.won ? 'won' : 'lost'}>${status}</p>`}
    <p class="hint">${L('keysHint')}</p>
    <div class="row">
      <button type="button" data-action="undo" ?disabled=${g.moves.length === 0 || v.solving} @click=${(e: Event) => (keepFocus(e), v.onUndo())}>${L('undo')}</button>
      <form class="inline" @submit=${(e: Event) => (e.preventDefault(), v.onNewGame(e.target as HTMLFormElement))}>
        <label>${L('seed')} <input name="seed" type="number" min=${SEED_RANGE.min} max=${SEED_RANGE.max} step="1" .value=${String(g.seed)} /></label>
        <button type="submit" data-action="new-game">${L('newGame')}</button>
      </form>
    </div>`;
}

/**
 * A button its own action disables (Undo back to the start, Propose while the machine searches) would
 * leave the focus on the page's body, where a screen reader loses its place: the board takes it, once
 * the page has rendered.
 */
export function keepFocus(e: Event): void {
  const button = e.currentTarget as HTMLButtonElement;
  const page = button.closest('g2048-page');
  const lost = () => {
    if (button.disabled && (document.activeElement === null || document.activeElement === document.body))
      page?.querySelector<HTMLElement>('g2048-board [tabindex="0"]')?.focus();
  };
  button.addEventListener('blur', () => requestAnimationFrame(lost), { once: true });
}

/** The saved game: export, import, replay (under the settings: after the tree's Play in the tab order). */
export function filesRow(v: GameView, L: Sayer) {
  return html`<div class="row files">
      <button type="button" data-action="export-game" @click=${() => v.onExport()}>${L('exportGame')}</button>
      <label class="file">${L('importGame')} <input type="file" accept=".json,application/json" data-action="import-game" @change=${(e: Event) => v.onImport(e.target as HTMLInputElement)} /></label>
      <a href="#/replay" data-action="replay">${L('replay')}</a>
    </div>`;
}
