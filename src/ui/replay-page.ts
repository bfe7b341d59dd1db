/**
 * <replay-page> (`#/replay`): the game in progress (as autosaved) replayed
 * move by move — the thesis's Paso / Resolver / Solución: step, play with a
 * speed, jump to the final board — with the score as it goes, and "continue
 * playing from here". The replay itself is <g2048-replay> (g2048/game-replay.ts),
 * the one the saved games list shows.
 */
import { LitElement, html } from 'lit';
import { property, state } from 'lit/decorators.js';
import { GameSession } from '../games/g2048/session.ts';
import { savedGame } from '../games/g2048/saved.ts';
import type { Lang } from '../i18n/lang.ts';
import { sayer } from '../i18n/say.ts';
import type { Notice } from './link/param-reader.ts';
import { renderNotices } from './widgets/notices.ts';
import { autosave, restoreAutosave } from './g2048/game-in-progress.ts';
import type { G2048Replay } from './g2048/game-replay.ts';
import './g2048/game-replay.ts';
import type { Settings } from '../games/g2048/settings.ts';

export class ReplayPage extends LitElement {
  @property() override lang: Lang = 'en';
  /** The kept game could not be restored (it is set aside), or the cut game could not be kept. */
  @state() notices: Notice[] = [];

  private game: GameSession | null = null;
  private settings: Settings | null = null;

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
    }
  }

  /** Makes the game in progress the replayed one, cut at the move shown, and goes back to play it. */
  private continueHere(): void {
    if (this.game === null || this.settings === null) return;
    const step = this.querySelector<G2048Replay>('g2048-replay')?.step ?? this.game.moves.length;
    const cut = new GameSession(this.game.seed, this.game.goal, this.game.start);
    for (const m of this.game.moves.slice(0, step)) cut.play(m);
    const failed = autosave(savedGame(cut, this.settings));
    if (failed !== null) {
      this.notices = [failed];
      return;
    }
    location.hash = '#/2048';
  }

  override render() {
    const L = sayer(this.lang);
    const notices = renderNotices(this.notices, this.lang, () => (this.notices = []));
    if (this.game === null) return html`${notices}<p>${L('replayEmpty')}</p>`;
    return html`
      ${notices}
      <h2>${L('replayTitle')} · ${L('seed')} ${this.game.seed}</h2>
      <g2048-replay own .game=${this.game} .lang=${this.lang}></g2048-replay>
      <p><button type="button" data-action="continue" @click=${() => this.continueHere()}>${L('continueHere')}</button></p>
    `;
  }
}

customElements.define('replay-page', ReplayPage);
