/**
 * <tutor-app>: the page's shell — title, language switch, and the search
 * panel. The language starts from the browser's and is remembered.
 */
import { LitElement, css, html } from 'lit';
import { LANGS, pickLang, type Lang } from '../i18n/lang.ts';
import { t } from '../i18n/strings.ts';
import './tree-search-panel.ts';

const LANG_KEY = 'ast.lang';

export class TutorApp extends LitElement {
  static override properties = { lang: { state: true } };
  declare lang: Lang;

  constructor() {
    super();
    const saved = localStorage.getItem(LANG_KEY);
    this.lang = saved === 'en' || saved === 'es' ? saved : pickLang(navigator.languages);
  }

  override updated(): void {
    document.documentElement.lang = this.lang;
    document.title = t(this.lang, 'title');
  }

  private setLang(lang: Lang): void {
    this.lang = lang;
    localStorage.setItem(LANG_KEY, lang);
  }

  override render() {
    return html`
      <header>
        <div>
          <h1>${t(this.lang, 'title')}</h1>
          <p>${t(this.lang, 'subtitle')}</p>
        </div>
        <nav aria-label=${t(this.lang, 'language')}>
          ${LANGS.map(
            (l) => html`<button type="button" data-lang=${l} aria-pressed=${this.lang === l} @click=${() => this.setLang(l)}>${l.toUpperCase()}</button>`,
          )}
        </nav>
      </header>
      <main><tree-search-panel .lang=${this.lang}></tree-search-panel></main>
    `;
  }

  static override styles = css`
    :host {
      display: block;
      max-width: 72rem;
      margin: 0 auto;
      padding: 1rem 1.5rem 3rem;
    }
    header {
      display: flex;
      justify-content: space-between;
      align-items: flex-start;
      gap: 1rem;
      border-bottom: 1px solid #d0d4da;
      margin-bottom: 1rem;
    }
    h1 {
      margin: 0;
      font-size: 1.6rem;
    }
    header p {
      margin: 0.25rem 0 0.75rem;
      color: #4a5361;
    }
    nav button {
      font: inherit;
      padding: 0.3rem 0.7rem;
      border: 1px solid #8a94a3;
      background: white;
      cursor: pointer;
    }
    nav button[aria-pressed='true'] {
      background: #1f4e8c;
      color: white;
      border-color: #1f4e8c;
    }
  `;
}

customElements.define('tutor-app', TutorApp);
