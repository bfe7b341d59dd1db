/**
 * The tic-tac-toe and Connect-4 page's way back after *New game* (issue 39).
 * A game with something to lose — a move of the user's in it, or begun from
 * a link's position — is put aside first: its position and its whole history
 * (what the move Undo steps back through). *Undo new game* brings it back,
 * and the new game is put aside in turn when it has something to lose
 * (*Redo new game* brings that one back). A game with nothing to lose (the
 * empty board, or only the machine's opening move) is not put aside, and
 * what was put aside before stays. What happened is said by the page's live
 * region with the rest of the turn (turn-said.ts), and shown under the
 * board's buttons with the button, the next tab stop after *New game*.
 *
 * Hooks: `[data-way-back]` holds, once a game is put aside or back, the
 * notice `[data-put-aside="game"]` (`data-moves`: the moves of the game put
 * aside) with `data-action="undo-replace"`, and `[data-brought-back="game"]`.
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import { emptyPosition, gameStatus, type Side } from '../../app/board-game.ts';
import type { GameName } from '../../app/position-search.ts';
import type { Lang } from '../../i18n/lang.ts';
import { sayer, type Sayer } from '../../i18n/say.ts';
import '../widgets/notice-action.css';

/** A game on the board: its position, and the positions before each move (the history Undo steps back through). */
export interface GamePlayed {
  position: string;
  history: readonly string[];
}

/** What the way back asks of the page. */
export interface GameHost extends ReactiveControllerHost, HTMLElement, GamePlayed {
  readonly game: GameName;
  /** The user's side. */
  readonly human: Side;
  readonly lang: Lang;
  /** Shows `position` with its `history` (a new game, or a game put aside brought back) and says `words`. */
  showGame(position: string, history: readonly string[], words: string): void;
}

/** Whether a game has something to lose: it began from a position other than the empty board (a link's), or the user played in it. */
export function hasPlayed(game: GameName, human: Side, g: GamePlayed): boolean {
  const start = g.history[0] ?? g.position;
  return start !== emptyPosition(game) || g.history.some((p) => gameStatus(game, p)?.toMove === human);
}

/** How many moves a position holds: its stones. */
export function movesIn(game: GameName, position: string): number {
  return game === 'tictactoe' ? [...position].filter((c) => c !== '.').length : position.length;
}

/** Which game: the one *New game* replaced, or the new one. */
type Which = 'before' | 'new';

export class GameWayBack {
  /** The game put aside, if any, and which one it is. */
  private aside: (GamePlayed & { which: Which; moves: number }) | null = null;
  /** The game just brought back, if one was. */
  private back: Which | null = null;

  constructor(private readonly host: GameHost) {}

  /** *New game*: the game shown put aside when it has something to lose (else what was put aside stays), then the empty board. */
  newGame(): void {
    const h = this.host;
    const L = sayer(h.lang);
    this.back = null;
    if (hasPlayed(h.game, h.human, h)) this.aside = { which: 'before', position: h.position, history: [...h.history], moves: movesIn(h.game, h.position) };
    else if (this.aside === null) return h.showGame(emptyPosition(h.game), [], L('saidNewGame'));
    h.showGame(emptyPosition(h.game), [], `${L('saidNewGame')} ${this.asideWords(L, true)}`);
  }

  /** *Undo new game* (or *Redo*): the game put aside back on the board, the one shown put aside in its place when it has something to lose. */
  undo(): void {
    const h = this.host;
    const back = this.aside;
    if (back === null) return;
    const L = sayer(h.lang);
    const other: Which = back.which === 'before' ? 'new' : 'before';
    this.aside = hasPlayed(h.game, h.human, h) ? { which: other, position: h.position, history: [...h.history], moves: movesIn(h.game, h.position) } : null;
    this.back = back.which;
    h.showGame(back.position, back.history, `${this.backWords(L)} ${this.asideWords(L, true)}`.trim());
    // Nothing put aside in its place: the button goes, and the focus to New game.
    if (this.aside === null) void h.updateComplete.then(() => h.querySelector<HTMLElement>('[data-action=new-game]')?.focus());
  }

  private backWords(L: Sayer): string {
    return this.back === null ? '' : L(this.back === 'before' ? 'gameBeforeBack' : 'gameNewBack');
  }

  /** What is put aside (`said`: with the button that brings it back, for the live region). */
  private asideWords(L: Sayer, said = false): string {
    const a = this.aside;
    if (a === null) return '';
    const words = L(a.which === 'before' ? 'gameBeforeAside' : 'gameNewAside', { n: a.moves });
    return said ? `${words} ${L('gameBringsBack', { button: L(this.label(a.which)) })}` : words;
  }

  private label(which: Which) {
    return which === 'before' ? 'undoNewGame' : 'redoNewGame';
  }

  /** Under the board's buttons: what was put aside, with the button that brings it back, or what came back. */
  render() {
    const a = this.aside;
    const L = sayer(this.host.lang);
    const text = `${this.backWords(L)} ${this.asideWords(L)}`.trim();
    return html`<div class="way-back" data-way-back>
      ${
        text === ''
          ? nothing
          : html`<p class="notices" data-put-aside=${a === null ? nothing : 'game'} data-moves=${a?.moves ?? nothing} data-brought-back=${this.back === null ? nothing : 'game'}>
            ${text}
            ${a === null ? nothing : html`<button type="button" class="notice-action" data-action="undo-replace" @click=${() => this.undo()}>${L(this.label(a.which))}</button>`}
          </p>`
      }
    </div>`;
  }
}
