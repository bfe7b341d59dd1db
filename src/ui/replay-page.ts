/**
 * <replay-page> (`#/replay`): the game in progress (as autosaved) replayed
 * move by move — the thesis's Paso / Resolver / Solución: step, play with a
 * speed, jump to the final board — with the score as it goes, and "continue
 * playing from here".
 */
import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { GameSession } from '../games/g2048/session.ts';
import { savedGame } from '../games/g2048/saved.ts';
import type { Lang } from '../i18n/lang.ts';
import { say, type MessageCode } from '../i18n/say.ts';
import type { Notice } from './link/param-reader.ts';
import { renderNotices } from './widgets/notices.ts';
import { autosave, restoreAutosave } from './g2048/autosave.ts';
import './widgets/g2048-board.ts';
import './viewer/step-controls.ts';
import type { Settings } from '../games/g2048/settings.ts';
import { StepModel } from './viewer/index.ts';

export class ReplayPage extends LitElement {
  @property() override lang: Lang = 'en';
  /** The kept game could not be restored (it is set aside), or the cut game could not be kept. */
  @state() notices: Notice[] = [];

  private game: GameSession | null = null;
  private settings: Settings | null = null;
  /** The position after each move (0: the start). */
  private positions: { grid: number[][]; score: number }[] = [];
  /** The move shown (a step is a move), its playback and keys. */
  private readonly model = new StepModel();

  constructor() {
    super();
    this.model.speed = 4;
    this.model.addEventListener('change', () => this.requestUpdate());
  }

  private get step(): number {
    return this.model.step;
  }

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const { game: read, notice } = restoreAutosave();
    if (notice !== null) this.notices = [notice];
    if (read !== null) {
      this.game = read.session;
      this.settings = read.saved.settings;
      const replay = new GameSession(read.session.seed, read.session.goal, read.session.start);
      this.positions = [{ grid: replay.grid, score: replay.score }];
      for (const m of read.session.moves) {
        replay.play(m);
        this.positions.push({ grid: replay.grid, score: replay.score });
      }
      this.model.reset(this.positions.length - 1);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.model.stop();
  }

  /** Makes the game in progress the replayed one, cut at this move, and goes back to play it. */
  private continueHere(): void {
    if (this.game === null || this.settings === null) return;
    const cut = new GameSession(this.game.seed, this.game.goal, this.game.start);
    for (const m of this.game.moves.slice(0, this.step)) cut.play(m);
    const failed = autosave(savedGame(cut, this.settings));
    if (failed !== null) {
      this.notices = [failed];
      return;
    }
    location.hash = '#/2048';
  }

  override render() {
    const L = (k: MessageCode, p?: Record<string, string | number>) => say({ code: k, params: p ?? {} }, this.lang);
    const notices = renderNotices(this.notices, this.lang, () => (this.notices = []));
    if (this.game === null) return html`${notices}<p>${L('replayEmpty')}</p>`;
    const at = this.positions[this.step]!;
    const n = this.positions.length - 1;
    return html`
      ${notices}
      <h2>${L('replayTitle')} · ${L('seed')} ${this.game.seed}</h2>
      <p>
        <span data-replay-step=${this.step}>${L('moveOf', { k: this.step, n })}</span>
        ${this.step > 0 ? html`: <b>${L(`dir_${this.game.moves[this.step - 1]!}`)}</b>` : nothing} · ${L('score')}
        <b data-score=${at.score}>${at.score}</b>
      </p>
      <g2048-board .grid=${at.grid}></g2048-board>
      <step-controls .model=${this.model} .lang=${this.lang}></step-controls>
      <p><button type="button" data-action="continue" @click=${() => this.continueHere()}>${L('continueHere')}</button></p>
    `;
  }
}

customElements.define('replay-page', ReplayPage);
