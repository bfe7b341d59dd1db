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
import { LitElement, html } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Lang } from '../i18n/lang.ts';
import { t } from '../i18n/strings.ts';

import { SPEEDS } from './step-model.ts';

export class StepControls extends LitElement {
  /** Light DOM: the page's stylesheet (styles.css) styles it, and its data-* hooks are reachable from the document. */
  override createRenderRoot(): HTMLElement {
    return this;
  }

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
        .value=${live(String(this.step))}
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


}

customElements.define('step-controls', StepControls);
