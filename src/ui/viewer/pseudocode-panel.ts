/** <pseudocode-panel>: the chosen algorithm's pseudocode with the executing line highlighted. */
import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { Algorithm, RootWindow, TieRule } from '../../search/search.ts';
import { pseudocode } from '../../trace/pseudocode.ts';
import type { Lang } from '../../i18n/lang.ts';
import { say } from '../../i18n/say.ts';
import { listingLines } from '../../i18n/listing.ts';

export class PseudocodePanel extends LitElement {
  /** Light DOM: the page's stylesheet (styles.css) styles it, and its data-* hooks are reachable from the document. */
  override createRenderRoot(): HTMLElement {
    return this;
  }

  @property() algorithm: Algorithm = 'alphabeta';
  @property() tieRule: TieRule = 'inclusive';
  /** Alpha-beta's root: AIMA's carried window or AIMA-Java's makeDecision. */
  @property() root: RootWindow = 'carried';
  /** Alpha-beta with the table, deepening or null windows: their listing. */
  @property({ type: Boolean }) enhanced: boolean = false;
  @property({ type: Number }) line: number = -1;
  @property() override lang: Lang = 'en';

  override render() {
    const code = pseudocode(this.algorithm, this.tieRule, this.root, this.enhanced);
    const lines = listingLines(code.code, this.lang);
    return html`
      <pre aria-live="off">${lines.map((l, i) => html`<span class=${i === this.line ? 'line current' : 'line'} data-line=${i}>${l}</span>\n`)}</pre>
      ${code.note === undefined ? nothing : html`<p class="note">${say(code.note, this.lang)}</p>`}
    `;
  }
}

customElements.define('pseudocode-panel', PseudocodePanel);
