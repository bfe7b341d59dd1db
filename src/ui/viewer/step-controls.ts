/**
 * <step-controls>: start, back, step, play/pause, end, speed, and a slider
 * over all steps, for a `StepModel` — the model owns the step; this shows
 * it and asks it to move.
 *
 * Hooks: buttons `data-action` = start, back, step, play, end; the counter `data-step`
 * (the step as a number; shown with the language's thousands separators, "Step 40,000 / 1,721,247").
 * The buttons are named in words (issue 21: "First step", not "|◀"); their
 * glyphs are `aria-hidden`, so the name never contradicts the visible text.
 * Play comes first, the one-step buttons after it: Play is the first tab stop
 * of the viewer (issue 21: a few presses from the top of the page).
 * The buttons are a toolbar (`data-step-keys`) whose ← → Home End step the
 * search, not move between the buttons (Tab does): a toolbar puts a screen
 * reader in focus mode, so the keys reach the page (issue 36). The slider
 * says "step 8 of 40".
 */
import { LitElement, html } from 'lit';
import { property } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { formatCount, type Lang } from '../../i18n/lang.ts';
import { sayer } from '../../i18n/say.ts';
import { FollowModel, SPEEDS, StepModel } from './step-model.ts';

export class StepControls extends LitElement {
  /** Light DOM: the page's stylesheet (styles.css) styles it, and its data-* hooks are reachable from the document. */
  override createRenderRoot(): HTMLElement {
    return this;
  }

  @property({ attribute: false }) model: StepModel = new StepModel();
  @property() override lang: Lang = 'en';

  constructor() {
    super();
    new FollowModel(this);
  }

  override render() {
    const L = sayer(this.lang);
    const m = this.model;
    const atStart = m.step <= 0;
    const atEnd = m.step >= m.total;
    return html`
      <div class="buttons" role="toolbar" data-step-keys aria-label=${L('steps')} aria-keyshortcuts="ArrowLeft ArrowRight Home End Space">
        <button type="button" data-action="play" class="play" title=${`${m.playing ? L('pause') : L('play')} (${L('space')})`} ?disabled=${atEnd && !m.playing && m.total === 0} @click=${() => m.toggle()}>
          <span aria-hidden="true">${m.playing ? '❚❚' : '▶'}</span> ${m.playing ? L('pause') : L('play')}
        </button>
        <button type="button" data-action="start" aria-label=${L('toStart')} title=${`${L('toStart')} (${L('keyHome')})`} ?disabled=${atStart} @click=${() => m.seek(0)}>
          <span aria-hidden="true">|◀</span>
        </button>
        <button type="button" data-action="back" aria-label=${L('back')} title=${`${L('back')} (←)`} ?disabled=${atStart} @click=${() => m.seek(m.step - 1)}>
          <span aria-hidden="true">◀</span>
        </button>
        <button type="button" data-action="step" aria-label=${L('stepOne')} title=${`${L('stepOne')} (→)`} ?disabled=${atEnd} @click=${() => m.seek(m.step + 1)}>
          <span aria-hidden="true">▶</span>
        </button>
        <button type="button" data-action="end" aria-label=${L('toEnd')} title=${`${L('toEnd')} (${L('keyEnd')})`} ?disabled=${atEnd} @click=${() => m.seek(m.total)}>
          <span aria-hidden="true">▶|</span>
        </button>
      </div>
      <input
        type="range"
        aria-label=${L('stepWord')}
        aria-valuetext=${L('stepOf', { step: m.step, total: m.total })}
        min="0"
        max=${m.total}
        .value=${live(String(m.step))}
        @input=${(e: Event) => m.seek(Number((e.target as HTMLInputElement).value))} />
      <span class="counter" data-step=${m.step}>${L('stepWord')} <b>${formatCount(m.step, this.lang)}</b> / ${formatCount(m.total, this.lang)}</span>
      <label class="speed">
        ${L('speed')}
        <select @change=${(e: Event) => m.setSpeed(Number((e.target as HTMLSelectElement).value))}>
          ${SPEEDS.map((s) => html`<option value=${s} ?selected=${s === m.speed}>${s}/s</option>`)}
        </select>
      </label>
    `;
  }
}

customElements.define('step-controls', StepControls);
