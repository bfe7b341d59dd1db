/**
 * <update-notice>: a new version of the tutor is waiting (issue 24,
 * offline). The service worker (vite.config.ts, registered in src/main.ts)
 * keeps the version the reader opened until they take the new one: this
 * notice says so, in the page's language, and *Reload* takes it (the page
 * reloads once the new version is in control); *Later* hides the notice and
 * keeps this version until the tutor is next opened.
 *
 * A status (`role="status"`, announced without taking the focus), fixed at
 * the bottom of the window, and the first stop of the keyboard: it is put at
 * the start of the body. Hooks: the root `data-update`,
 * `data-action="update-reload|update-later"`.
 */
import { LitElement, html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { pickLang, type Lang } from '../../i18n/lang.ts';
import { sayer } from '../../i18n/say.ts';
import './update-notice.css';

/** The page's language: what <tutor-app> writes on <html lang>. */
const pageLang = (): Lang => pickLang([document.documentElement.lang]);

export class UpdateNotice extends LitElement {
  override createRenderRoot(): HTMLElement {
    return this;
  }

  @state() override lang: Lang = pageLang();
  /** Whether the words are in: the status is rendered empty first, then filled, so that screen readers announce it. */
  @state() worded: boolean = false;
  /** Reload pressed: the new version is being put in control. */
  @state() busy: boolean = false;
  /** Takes the waiting version; the page reloads when it is in control. */
  reload: () => unknown = () => undefined;

  private readonly langs = new MutationObserver(() => {
    this.lang = pageLang();
  });

  override connectedCallback(): void {
    super.connectedCallback();
    this.langs.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    requestAnimationFrame(() => {
      this.worded = true;
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.langs.disconnect();
  }

  private onReload(): void {
    this.busy = true;
    this.reload();
  }

  override render() {
    const L = sayer(this.lang);
    return html`<div class="update-notice" role="status" data-update ?data-shown=${this.worded}>
      ${
        this.worded
          ? html`<p>${L('updateAvailable')}</p>
            <button type="button" class="primary" data-action="update-reload" ?disabled=${this.busy} @click=${() => this.onReload()}>${L('updateReload')}</button>
            <button type="button" data-action="update-later" title=${L('updateLaterHint')} @click=${() => this.remove()}>${L('updateLater')}</button>`
          : nothing
      }
    </div>`;
  }
}

customElements.define('update-notice', UpdateNotice);

/** Shows the notice (once), first in the body; `reload` takes the new version. */
export function showUpdateNotice(reload: () => unknown): UpdateNotice {
  const notice = document.querySelector('update-notice') ?? document.createElement('update-notice');
  notice.reload = reload;
  if (!notice.isConnected) document.body.prepend(notice);
  return notice;
}

declare global {
  interface HTMLElementTagNameMap {
    'update-notice': UpdateNotice;
  }
}
