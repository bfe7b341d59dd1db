/**
 * The position picker of the solver ladder (ladder-page.ts) and the compare
 * page's MCTS mode (compare/compare-mcts.ts): the game, the position on its
 * board (played by clicking), typed as text, and Undo; what is wrong with a
 * move or a typed position is said under the field. Rendered into the page
 * (no element of its own, as the board: game-board.ts) as the page's first
 * numbered section; the page keeps the position shown and is told each new
 * one.
 *
 * One check for both pages (link/param-reader.ts's checkPosition), told what
 * a finished game is: shown on the compare page (it says there is nothing to
 * compare), refused on the ladder (a finished game has no score to solve).
 * A move that cannot be played (a full Connect-4 column) is refused saying
 * why.
 *
 * Hooks: the board's (game-board.ts); `data-field="game"`, `"position"`;
 * `[data-status]`; `[data-position-error]`; `data-action="undo"` and the
 * page's own for the field's button (`"solve"`, `"set-position"`); ids
 * `<id>-position-h` and `<id>-position-error`.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { GameName } from '../../app/position-search.ts';
import { gameStatus, played } from '../../app/board-game.ts';
import type { Lang } from '../../i18n/lang.ts';
import { say, sayer, type MessageCode } from '../../i18n/say.ts';
import type { Message } from '../../i18n/message.ts';
import { checkPosition } from '../link/param-reader.ts';
import { GameBoard } from './game-board.ts';
import './position-picker.css';

export interface PickerOptions {
  /** The ids' prefix: `ladder` gives `ladder-position-h` and `ladder-position-error`. */
  id: string;
  games: readonly GameName[];
  game: GameName;
  position: string;
  lang: Lang;
  /** What a finished game is (checkPosition): shown, or refused. */
  over: 'shown' | 'refused';
  /** The field's button: its `data-action` and its label. */
  submit: { action: string; label: MessageCode };
  /** Another game chosen. */
  pickGame: (game: GameName) => void;
  /** A new position, checked: played, typed, undone, or chosen by the page (`choose`). */
  pick: (position: string) => void;
  /** What follows in the section, under the field (the ladder's examples). */
  more?: TemplateResult;
}

export class PositionPicker {
  /** The position field's text, and why it cannot be used. */
  private draft = '';
  private error: Message | null = null;
  /** The positions shown before, for Undo. */
  private history: string[] = [];
  /** The options last rendered: the game and position the user sees. */
  private shown: PickerOptions | null = null;
  private readonly board: GameBoard;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    this.board = new GameBoard(host);
  }

  /** The position the page shows (a link's, or one it set): in the field, without an error. */
  show(position: string): void {
    this.draft = position;
    this.error = null;
    this.host.requestUpdate();
  }

  /** Forgets the positions before (another game, another link). */
  forget(): void {
    this.history = [];
  }

  /** A position chosen (by the page too: an example), remembered for Undo, then handed to the page. */
  choose(position: string, remember = true): void {
    const o = this.shown;
    if (o === null) return;
    if (remember && position !== o.position) this.history.push(o.position);
    this.show(position);
    o.pick(position);
  }

  private fail(error: Message): void {
    this.error = error;
    this.host.requestUpdate();
  }

  private check(o: PickerOptions, text: string): void {
    const ok = checkPosition(o.game, text, o.over);
    if (ok.ok) this.choose(ok.value);
    else this.fail(ok.error);
  }

  /** A move on the board: the position after it, checked (a full column is a Connect-4 move that cannot be played: the check says why). */
  private play(o: PickerOptions, action: number): void {
    const next = played(o.game, o.position, action) ?? (o.game === 'connect4' ? o.position + String(action) : null);
    if (next !== null) this.check(o, next);
  }

  private undo(o: PickerOptions): void {
    const previous = this.history.pop() ?? (o.game === 'connect4' && o.position !== '' ? o.position.slice(0, -1) : undefined);
    if (previous !== undefined) this.choose(previous, false);
  }

  private type(text: string): void {
    this.draft = text;
    this.error = null;
    this.host.requestUpdate();
  }

  render(o: PickerOptions) {
    this.shown = o;
    const L = sayer(o.lang);
    const s = gameStatus(o.game, o.position);
    const c4 = o.game === 'connect4';
    const pieces = c4 ? o.position.length : o.position.replace(/\./g, '').length;
    return html`<section class="position position-picker" aria-labelledby="${o.id}-position-h">
      <h3 id="${o.id}-position-h"><span class="step" aria-hidden="true">1</span> ${L('positionHeading')}</h3>
      <label class="game">
        ${L('positionGame')}
        <select
          data-field="game"
          @change=${(e: Event) => {
            this.forget();
            o.pickGame((e.target as HTMLSelectElement).value as GameName);
          }}
        >
          ${o.games.map((g) => html`<option value=${g} ?selected=${g === o.game}>${L(g === 'connect4' ? 'navConnect4' : 'navTicTacToe')}</option>`)}
        </select>
      </label>
      <p class="status" data-status>${s === null ? '' : L('positionToMove', { side: s.toMove.toUpperCase(), n: pieces })}</p>
      ${s === null ? nothing : this.board.render({ game: o.game, cells: s.cells, playable: s.winner === null, lang: o.lang, play: (a) => this.play(o, a) })}
      <p class="hint">${L(c4 ? 'positionBoardHintC4' : 'positionBoardHintTtt')}</p>
      <form
        class="row"
        @submit=${(e: Event) => {
          e.preventDefault();
          this.check(o, this.draft.trim());
        }}
      >
        <label class="text">
          ${L(c4 ? 'positionFieldC4' : 'positionFieldTtt')}
          <input
            data-field="position"
            .value=${this.draft}
            spellcheck="false"
            autocomplete="off"
            aria-invalid=${this.error === null ? 'false' : 'true'}
            aria-describedby="${o.id}-position-error"
            @input=${(e: Event) => this.type((e.target as HTMLInputElement).value)}
          />
        </label>
        <button type="submit" data-action=${o.submit.action}>${L(o.submit.label)}</button>
        <button type="button" data-action="undo" ?disabled=${this.history.length === 0 && (!c4 || o.position === '')} @click=${() => this.undo(o)}>${L('undo')}</button>
      </form>
      <p id="${o.id}-position-error" class="error" data-position-error role="alert">${this.error === null ? '' : say(this.error, o.lang)}</p>
      ${o.more ?? nothing}
    </section>`;
  }
}
