/** <pseudocode-panel>: the chosen algorithm's pseudocode with the executing line highlighted. */
import { LitElement, css, html, nothing } from 'lit';
import type { Algorithm, TieRule } from '../search/search.ts';
import { pseudocode } from '../trace/pseudocode.ts';
import type { Lang } from '../i18n/lang.ts';

export class PseudocodePanel extends LitElement {
  static override properties = { algorithm: {}, tieRule: {}, line: { type: Number }, lang: {} };
  declare algorithm: Algorithm;
  declare tieRule: TieRule;
  declare line: number;
  declare lang: Lang;

  constructor() {
    super();
    this.algorithm = 'alphabeta';
    this.tieRule = 'inclusive';
    this.line = -1;
    this.lang = 'en';
  }

  override render() {
    const code = pseudocode(this.algorithm, this.tieRule);
    return html`
      <pre aria-live="off">${code.lines.map((l, i) => html`<span class=${i === this.line ? 'line current' : 'line'} data-line=${i}>${l}</span>\n`)}</pre>
      ${code.note === undefined ? nothing : html`<p class="note">${code.note[this.lang]}</p>`}
    `;
  }

  static override styles = css`
    :host {
      display: block;
    }
    pre {
      margin: 0;
      font-size: 0.78rem;
      line-height: 1.4;
      white-space: pre-wrap;
      background: #fbfbfc;
      border: 1px solid #d0d4da;
      padding: 0.5rem 0;
    }
    .line {
      display: inline-block;
      width: 100%;
      padding: 0 0.6rem 0 2.2rem;
      text-indent: -1.6rem;
      box-sizing: border-box;
    }
    .current {
      background: #ffe2b8;
      font-weight: 700;
    }
    .note {
      font-size: 0.85rem;
      color: #4a5361;
      margin: 0.4rem 0 0;
    }
  `;
}

customElements.define('pseudocode-panel', PseudocodePanel);
