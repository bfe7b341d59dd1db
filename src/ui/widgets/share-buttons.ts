/**
 * <share-buttons>: "Copy link" and, beside it, "Copy embed code" (issue 24)
 * — the address of the view shown (the URL always holds it), or the iframe
 * that shows that view alone in a slide or a course page
 * (embed-params.ts's `embedSnippet`). What was copied is said in a polite
 * live region; where the browser refuses the clipboard, the text is shown
 * selected, to copy by hand.
 *
 * Hooks: `data-action="copy-link|copy-embed"`, the last text copied in the
 * status's `data-copied` (`link`, `embed`) and, where copying failed, the
 * text in `[data-copy-text]`.
 */
import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Lang } from '../../i18n/lang.ts';
import { say, sayer } from '../../i18n/say.ts';
import { embedSnippet } from '../link/embed-params.ts';
import { flushHash } from '../link/route.ts';
import './share-buttons.css';

type Kind = 'link' | 'embed';

/** Sent up from the buttons before they read the address: a page that writes its state into the URL late (after a step settles) writes it now. */
export const LINK_FLUSH = 'link-flush';

export class ShareButtons extends LitElement {
  override createRenderRoot(): HTMLElement {
    return this;
  }

  @property() override lang: Lang = 'en';
  /** The last copy: what, whether the clipboard took it, and the text. */
  @state() done: { kind: Kind; ok: boolean; text: string } | null = null;

  /** The text of each button for the view shown now. */
  text(kind: Kind): string {
    this.dispatchEvent(new Event(LINK_FLUSH, { bubbles: true }));
    // The page's write may itself wait for the address bar's rate limit.
    flushHash();
    return kind === 'link' ? location.href : embedSnippet(location.href, this.lang, say('title', this.lang));
  }

  private async copy(kind: Kind): Promise<void> {
    const text = this.text(kind);
    let ok = true;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      ok = false;
    }
    this.done = { kind, ok, text };
    if (!ok) {
      await this.updateComplete;
      this.querySelector<HTMLTextAreaElement>('[data-copy-text]')?.select();
    }
  }

  override render() {
    const L = sayer(this.lang);
    const d = this.done;
    return html`<span class="share" role="group" aria-label=${L('share')}>
        <button type="button" data-action="copy-link" title=${L('copyLinkHint')} @click=${() => void this.copy('link')}>${L('copyLink')}</button>
        <button type="button" data-action="copy-embed" title=${L('copyEmbedHint')} @click=${() => void this.copy('embed')}>${L('copyEmbed')}</button>
        <span class="copied ${d?.ok === false ? 'failed' : ''}" role="status" data-copied=${d?.ok === true ? d.kind : ''}>${d === null ? '' : d.ok ? L(d.kind === 'link' ? 'copiedLink' : 'copiedEmbed') : L('copyFailed')}</span>
      </span>
      ${d === null || d.ok ? nothing : html`<textarea class="copy-text" readonly rows="3" aria-label=${L('copyText')} data-copy-text .value=${d.text}></textarea>`}`;
  }
}

customElements.define('share-buttons', ShareButtons);
