/**
 * <step-controls>: start, back, step, play/pause, end, speed, and a slider
 * over all steps. It only reports what the user asks; the page owns the step.
 *
 * Hooks: buttons `data-action` = start, back, step, play, end; the counter `data-step`.
 *
 * @fires seek - detail `{ step }`
 * @fires play-toggle
 * @fires speed - detail `{ speed }` (steps per second)
 */
import { LitElement, css, html } from 'lit';
import type { Lang } from '../i18n/lang.ts';
import { t } from '../i18n/strings.ts';

export const SPEEDS = [0.5, 1, 2, 4, 8, 16, 60] as const;

export class StepControls extends LitElement {
  static override properties = {
    step: { type: Number },
    total: { type: Number },
    playing: { type: Boolean },
    speed: { type: Number },
    lang: {},
  };
  declare step: number;
  declare total: number;
  declare playing: boolean;
  declare speed: number;
  declare lang: Lang;

  constructor() {
    super();
    this.step = 0;
    this.total = 0;
    this.playing = false;
    this.speed = 2;
    this.lang = 'en';
  }

  private seek(step: number): void {
    this.dispatchEvent(new CustomEvent('seek', { detail: { step: Math.max(0, Math.min(this.total, step)) }, bubbles: true, composed: true }));
  }

  override render() {
    const L = (k: Parameters<typeof t>[1]) => t(this.lang, k);
    const atStart = this.step <= 0;
    const atEnd = this.step >= this.total;
    return html`
      <div class="buttons" role="group" aria-label=${L('steps')}>
        <button type="button" data-action="start" title=${`${L('toStart')} (Home)`} ?disabled=${atStart} @click=${() => this.seek(0)}>|◀</button>
        <button type="button" data-action="back" title=${`${L('back')} (←)`} ?disabled=${atStart} @click=${() => this.seek(this.step - 1)}>◀</button>
        <button type="button" data-action="play" class="play" title=${`${this.playing ? L('pause') : L('play')} (${L('space')})`} ?disabled=${atEnd && !this.playing} @click=${() => this.dispatchEvent(new CustomEvent('play-toggle', { bubbles: true, composed: true }))}>
          ${this.playing ? `❚❚ ${L('pause')}` : `▶ ${L('play')}`}
        </button>
        <button type="button" data-action="step" title=${`${L('stepOne')} (→)`} ?disabled=${atEnd} @click=${() => this.seek(this.step + 1)}>▶</button>
        <button type="button" data-action="end" title=${`${L('toEnd')} (End)`} ?disabled=${atEnd} @click=${() => this.seek(this.total)}>▶|</button>
      </div>
      <input
        type="range"
        aria-label=${L('stepSlider')}
        min="0"
        max=${this.total}
        .value=${String(this.step)}
        @input=${(e: Event) => this.seek(Number((e.target as HTMLInputElement).value))}
      />
      <span class="counter" data-step=${this.step}>${L('stepWord')} <b>${this.step}</b> / ${this.total}</span>
      <label class="speed">
        ${L('speed')}
        <select @change=${(e: Event) => this.dispatchEvent(new CustomEvent('speed', { detail: { speed: Number((e.target as HTMLSelectElement).value) }, bubbles: true, composed: true }))}>
          ${SPEEDS.map((s) => html`<option value=${s} ?selected=${s === this.speed}>${s}/s</option>`)}
        </select>
      </label>
    `;
  }

  static override styles = css`
    :host {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.6rem 1rem;
    }
    .buttons {
      display: flex;
      gap: 0.25rem;
    }
    button {
      font: inherit;
      min-width: 2.6rem;
      padding: 0.3rem 0.5rem;
      border: 1px solid #8a94a3;
      background: #fff;
      cursor: pointer;
    }
    button.play {
      min-width: 6.5rem;
      background: #1f4e8c;
      color: #fff;
      border-color: #1f4e8c;
    }
    button:disabled {
      opacity: 0.4;
      cursor: default;
    }
    input[type='range'] {
      flex: 1 1 12rem;
      min-width: 10rem;
    }
    .counter {
      font-variant-numeric: tabular-nums;
      min-width: 9.5rem;
    }
  `;
}

customElements.define('step-controls', StepControls);
