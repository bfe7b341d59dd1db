/**
 * <heuristic-panel>: every term of the thesis's heuristics for a board, the
 * text and thesis-code variants side by side, and each formula with its
 * numbers. Hooks: the text variant's terms carry `data-term` and the
 * unrounded `data-value` (the code variant's `data-term-code`).
 */
import { LitElement, html } from 'lit';
import { property } from 'lit/decorators.js';
import { fromArray } from '../../games/g2048/cells.ts';
import { breakdown, type Breakdown } from '../../games/g2048/heuristics.ts';
import { formatNumber, type Lang } from '../../i18n/lang.ts';
import { say } from '../../i18n/say.ts';
import { ownTask } from '../platform/next-task.ts';

const TERMS = ['score', 'empty', 'similarity', 'monotonicity', 'max', 'h1', 'h2', 'h3', 'h4', 'article'] as const;

export class HeuristicPanel extends LitElement {
  /** Its first render a task of its own (platform/next-task.ts's ownTask). */
  protected override async scheduleUpdate(): Promise<void> {
    if (!this.hasUpdated) await ownTask();
    super.scheduleUpdate();
  }

  @property({ attribute: false }) grid: number[][] = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
  @property({ type: Number }) score: number = 0;
  @property() override lang: Lang = 'en';

  override createRenderRoot(): HTMLElement {
    return this;
  }

  /** Both variants' breakdowns of the current board. */
  get breakdowns(): { text: Breakdown; code: Breakdown } | null {
    const b = fromArray(this.grid);
    if (!b.ok) return null;
    return { text: breakdown(b.board, this.score, 'text'), code: breakdown(b.board, this.score, 'thesis-code') };
  }

  override render() {
    const both = this.breakdowns;
    if (both === null) return html``;
    const { text, code } = both;
    const name = (k: (typeof TERMS)[number]) => say(`term_${k}`, this.lang);
    return html`
      <table>
        <thead>
          <tr>
            <th></th>
            <th>${say('variantText', this.lang)}</th>
            <th>${say('variantCode', this.lang)}</th>
          </tr>
        </thead>
        <tbody>
          ${TERMS.map(
            (k) => html`<tr class=${k.startsWith('h') || k === 'article' ? 'h' : ''}>
              <th scope="row">${name(k)}</th>
              <td data-term=${k === 'article' ? 'article' : k} data-value=${String(text[k])}>${formatNumber(text[k])}</td>
              <td data-term-code=${k} data-value=${String(code[k])}>${formatNumber(code[k])}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      <details open>
        <summary>${say('formulas', this.lang)}</summary>
        <ul class="formulas">
          ${(['similarity', 'monotonicity', 'h1', 'h2', 'h3', 'h4'] as const).map((k) => html`<li>${say(text.formulas[k], this.lang)}</li>`)}
        </ul>
        <p class="code-note">${say('codeVariantNote', this.lang)}</p>
        <ul class="formulas">
          ${(['similarity', 'h4'] as const).map((k) => html`<li>${say(code.formulas[k], this.lang)}</li>`)}
        </ul>
      </details>
    `;
  }
}

customElements.define('heuristic-panel', HeuristicPanel);
