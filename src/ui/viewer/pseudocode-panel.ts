/** <pseudocode-panel>: the chosen algorithm's pseudocode with the executing line highlighted. */
import { LitElement, html, nothing } from 'lit';
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

  static override properties = { algorithm: {}, tieRule: {}, root: {}, enhanced: { type: Boolean }, line: { type: Number }, lang: {} };
  declare algorithm: Algorithm;
  declare tieRule: TieRule;
  /** Alpha-beta's root: AIMA's carried window or AIMA-Java's makeDecision. */
  declare root: RootWindow;
  /** Alpha-beta with the table, deepening or null windows: their listing. */
  declare enhanced: boolean;
  declare line: number;
  declare lang: Lang;

  constructor() {
    super();
    this.algorithm = 'alphabeta';
    this.tieRule = 'inclusive';
    this.root = 'carried';
    this.line = -1;
    this.enhanced = false;
    this.lang = 'en';
  }

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
