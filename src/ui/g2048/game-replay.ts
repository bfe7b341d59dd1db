/**
 * <g2048-replay>: a 2048 game replayed move by move — the board, the move
 * and the score as they go, and the step controls (start, back, step, play,
 * end, the slider). Used twice: in place in the saved games list (issue 25),
 * and as the replay page's (`#/replay`, the game in progress; `own`). Hooks:
 * the move shown `data-replay-step`, the score `data-replay-score` (the
 * page's own game has `data-score`, and so has its replay on the replay
 * page), the board's cells.
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { GameSession } from '../../games/g2048/session.ts';
import type { Lang } from '../../i18n/lang.ts';
import { sayer } from '../../i18n/say.ts';
import { StepModel } from '../viewer/index.ts';
import '../viewer/step-controls.ts';
import '../widgets/g2048-board.ts';

export class G2048Replay extends LitElement {
  @property({ attribute: false }) game: GameSession | null = null;
  @property() override lang: Lang = 'en';
  /** The game replayed is the one in progress (the replay page): its score carries `data-score`, as the game's does, not `data-replay-score`. */
  @property({ type: Boolean }) own = false;

  /** The move shown (a step is a move), its playback and keys. */
  private readonly model = new StepModel();
  /** The position after each move (0: the start). */
  private positions: { grid: number[][]; score: number }[] = [];

  constructor() {
    super();
    this.model.speed = 4;
    this.model.addEventListener('change', () => this.requestUpdate());
  }

  /** The move shown (0: the start). */
  get step(): number {
    return this.model.step;
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
    const step = this.model.step;
    const at = this.positions[step];
    if (this.game === null || at === undefined) return nothing;
    const L = sayer(this.lang);
    const move = step > 0 ? this.game.moves[step - 1] : undefined;
    return html`<p>
        <span data-replay-step=${step}>${L('moveOf', { k: step, n: this.positions.length - 1 })}</span>${
          move === undefined ? nothing : html`: <b>${L(`dir_${move}`)}</b>`
        } · ${L('score')} <b data-score=${this.own ? at.score : nothing} data-replay-score=${this.own ? nothing : at.score}>${at.score}</b>
      </p>
      <g2048-board .grid=${at.grid}></g2048-board>
      <step-controls .model=${this.model} .lang=${this.lang}></step-controls>`;
  }
}

customElements.define('g2048-replay', G2048Replay);
