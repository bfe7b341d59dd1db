/**
 * <live-text>: the text inside a live region, changed so that a screen reader
 * says the whole new text. Chromium tells a screen reader what changed in a
 * region's text as the part that differs: "New 2 at row 3" becoming "New 2
 * at row 1" is one character, and Orca 43 said nothing (heard in the 2048
 * transcript, issue 36). So a new text first empties the element, and comes
 * CLEAR_MS later, whole. `key`: a new key says the same text again (Play
 * pressed twice at the end).
 *
 * A plain custom element (no Lit rendering): `.text` and `.key` are set by
 * the page's template; `textContent` is the text said last, or '' for the
 * moment between two.
 */

/** How long the text stays empty before the new one: long enough for Chromium to send the deletion on its own. */
const CLEAR_MS = 100;

export class LiveText extends HTMLElement {
  private said = '';
  private saidKey: unknown = undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private nextText = '';
  private nextKey: unknown = undefined;

  set text(text: string) {
    this.nextText = text;
    this.queue();
  }
  get text(): string {
    return this.nextText;
  }

  set key(key: unknown) {
    this.nextKey = key;
    this.queue();
  }
  get key(): unknown {
    return this.nextKey;
  }

  disconnectedCallback(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private queue(): void {
    if (this.nextText === this.said && this.nextKey === this.saidKey) return;
    this.said = this.nextText;
    this.saidKey = this.nextKey;
    clearTimeout(this.timer);
    if (this.textContent === '' || this.said === '') {
      this.textContent = this.said;
      return;
    }
    this.textContent = '';
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.textContent = this.said;
    }, CLEAR_MS);
  }
}

customElements.define('live-text', LiveText);
