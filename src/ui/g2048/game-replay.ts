/**
 * <g2048-replay>: a kept game replayed move by move in place, in the saved
 * games list (issue 25): the board, the move and the score as they go, and
 * the step controls (start, back, step, play, end, the slider). Hooks: the
 * move shown `data-replay-step`, the score `data-replay-score` (the page's
 * own game has `data-score`), the board's cells.
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { GameSession } from '../../games/g2048/session.ts';
import type { Lang } from '../../i18n/lang.ts';
import { say, type MessageCode } from '../../i18n/say.ts';
import { StepModel } from '../viewer/index.ts';
import '../viewer/step-controls.ts';
import '../widgets/g2048-board.ts';

export class G2048Replay extends LitElement {
  @property({ attribute: false }) game: GameSession | null = null;
  @property() override lang: Lang = 'en';

  /** The move shown (a step is a move), its playback and keys. */
  private readonly model = new StepModel();
  /** The position after each move (0: the start). */
  private positions: { grid: number[][]; score: number }[] = [];

  constructor() {
    super();
    this.model.speed = 4;
    this.model.addEventListener('change', () => this.requestUpdate());
  }

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.model.stop();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('game') || this.game === null) return;
    const g = this.game;
    const replay = new GameSession(g.seed, g.goal, g.start);
    this.positions = [{ grid: replay.grid, score: replay.score }];
    for (const m of g.moves) {
      replay.play(m);
      this.positions.push({ grid: replay.grid, score: replay.score });
    }
    this.model.reset(this.positions.length - 1);
  }

  override render() {
    if (this.game === null) return nothing;
    const L = (k: MessageCode, p?: Record<string, string | number>) => say({ code: k, params: p ?? {} }, this.lang);
    const step = this.model.step;
    const at = this.positions[step]!;
    return html`<p>
        <span data-replay-step=${step}>${L('moveOf', { k: step, n: this.positions.length - 1 })}</span>${step > 0
          ? html`: <b>${L(`dir_${this.game.moves[step - 1]!}`)}</b>` : nothing} · ${L('score')} <b data-replay-score=${at.score}>${at.score}</b>
      </p>
      <g2048-board .grid=${at.grid}></g2048-board>
      <step-controls .model=${this.model} .lang=${this.lang}></step-controls>`;
  }
}

customElements.define('g2048-replay', G2048Replay);
