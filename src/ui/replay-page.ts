/**
 * <replay-page> (`#/replay`): the game in progress (as autosaved) replayed
 * move by move — the thesis's Paso / Resolver / Solución: step, play with a
 * speed, jump to the final board — with the score as it goes, and "continue
 * playing from here".
 */
import { LitElement, html, nothing } from 'lit';
import { GameSession } from '../games/g2048/session.ts';
import { readSavedGame, savedGame, type Settings } from '../games/g2048/saved.ts';
import type { Lang } from '../i18n/lang.ts';
import { t } from '../i18n/strings.ts';
import { AUTOSAVE_KEY } from './g2048-page.ts';
import { Player } from './player.ts';
import './g2048-board.ts';
import './step-controls.ts';

export class ReplayPage extends LitElement {
  static override properties = { lang: {}, step: { state: true } };
  declare lang: Lang;
  declare step: number;

  private game: GameSession | null = null;
  private settings: Settings | null = null;
  /** The position after each move (0: the start). */
  private positions: { grid: number[][]; score: number }[] = [];
  private readonly player = new Player(this, () => (this.seek(this.step + 1), this.step < this.positions.length - 1), 4);

  constructor() {
    super();
    this.lang = 'en';
    this.step = 0;
  }

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const saved = localStorage.getItem(AUTOSAVE_KEY);
    const read = saved === null ? null : readSavedGame(saved);
    if (read?.ok === true) {
      this.game = read.session;
      this.settings = read.game.settings;
      const replay = new GameSession(read.session.seed, read.session.goal, read.session.start);
      this.positions = [{ grid: replay.grid, score: replay.score }];
      for (const m of read.session.moves) {
        replay.play(m);
        this.positions.push({ grid: replay.grid, score: replay.score });
      }
    }
  }

  private seek(step: number): void {
    this.step = Math.max(0, Math.min(this.positions.length - 1, step));
    if (this.step >= this.positions.length - 1) this.player.stop();
  }

  /** Makes the game in progress the replayed one, cut at this move, and goes back to play it. */
  private continueHere(): void {
    if (this.game === null || this.settings === null) return;
    const cut = new GameSession(this.game.seed, this.game.goal, this.game.start);
    for (const m of this.game.moves.slice(0, this.step)) cut.play(m);
    localStorage.setItem(AUTOSAVE_KEY, JSON.stringify(savedGame(cut, this.settings)));
    location.hash = '#/2048';
  }

  override render() {
    const L = (k: Parameters<typeof t>[1], p?: Record<string, string | number>) => t(this.lang, k, p);
    if (this.game === null) return html`<p>${L('replayEmpty')}</p>`;
    const at = this.positions[this.step]!;
    const n = this.positions.length - 1;
    return html`
      <h2>${L('replayTitle')} · ${L('seed')} ${this.game.seed}</h2>
      <p>
        <span data-replay-step=${this.step}>${L('moveOf', { k: this.step, n })}</span>
        ${this.step > 0 ? html`: <b>${L(`dir_${this.game.moves[this.step - 1]!}`)}</b>` : nothing} · ${L('score')}
        <b data-score=${at.score}>${at.score}</b>
      </p>
      <g2048-board .grid=${at.grid}></g2048-board>
      <step-controls
        .step=${this.step}
        .total=${n}
        .playing=${this.player.playing}
        .speed=${this.player.speed}
        .lang=${this.lang}
        @seek=${(e: CustomEvent<{ step: number }>) => this.seek(e.detail.step)}
        @play-toggle=${() => this.player.toggle(this.step >= n, () => (this.step = 0))}
        @speed=${(e: CustomEvent<{ speed: number }>) => ((this.player.speed = e.detail.speed), this.requestUpdate())}
      ></step-controls>
      <p><button type="button" data-action="continue" @click=${() => this.continueHere()}>${L('continueHere')}</button></p>
    `;
  }
}

customElements.define('replay-page', ReplayPage);
