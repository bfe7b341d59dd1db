/**
 * <tutor-app>: the page's shell — title, navigation, language switch — and
 * the page of the current hash route. The language starts from the
 * browser's and is remembered.
 */
import { LitElement, css, html } from 'lit';
import { LANGS, pickLang, type Lang } from '../i18n/lang.ts';
import { t } from '../i18n/strings.ts';
import { parseRoute, type Route } from './route.ts';
import './gallery-page.ts';
import './tree-page.ts';
import './compare-page.ts';

const LANG_KEY = 'ast.lang';

export class TutorApp extends LitElement {
  static override properties = { lang: { state: true }, route: { state: true } };
  declare lang: Lang;
  declare route: Route;

  constructor() {
    super();
    const saved = localStorage.getItem(LANG_KEY);
    this.lang = saved === 'en' || saved === 'es' ? saved : pickLang(navigator.languages);
    this.route = parseRoute(location.hash);
  }

  private readonly onHash = (): void => {
    const next = parseRoute(location.hash);
    // A page rewriting its own URL (stepping) keeps its state; only a change of page or a navigation re-reads it.
    if (next.page !== this.route.page || !sameParamsIgnoringStep(next.params, this.route.params)) this.route = next;
  };

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.onHash);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.onHash);
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
    const L = (k: Parameters<typeof t>[1]) => t(this.lang, k);
    const page = this.route.page;
    return html`
      <header>
        <div>
          <h1>${L('title')}</h1>
          <p>${L('subtitle')}</p>
        </div>
        <nav aria-label="main">
          <a href="#/trees" aria-current=${page === 'trees' ? 'page' : 'false'}>${L('navTrees')}</a>
          <a href="#/tree" aria-current=${page === 'tree' ? 'page' : 'false'}>${L('navTree')}</a>
          <a href="#/compare" aria-current=${page === 'compare' ? 'page' : 'false'}>${L('navCompare')}</a>
        </nav>
        <div class="langs" role="group" aria-label=${L('language')}>
          ${LANGS.map((l) => html`<button type="button" data-lang=${l} aria-pressed=${this.lang === l} @click=${() => this.setLang(l)}>${l.toUpperCase()}</button>`)}
        </div>
      </header>
      <main>
        ${page === 'trees'
          ? html`<gallery-page .lang=${this.lang}></gallery-page>`
          : page === 'compare'
            ? html`<compare-page .lang=${this.lang} .params=${this.route.params}></compare-page>`
            : html`<tree-page .lang=${this.lang} .params=${this.route.params}></tree-page>`}
      </main>
    `;
  }

  static override styles = css`
    :host {
      display: block;
      max-width: 90rem;
      margin: 0 auto;
      padding: 0.6rem 1.2rem 2rem;
    }
    header {
      display: flex;
      justify-content: space-between;
      align-items: center;
      gap: 1rem;
      border-bottom: 1px solid #d0d4da;
      margin-bottom: 0.8rem;
    }
    h1 {
      margin: 0;
      font-size: 1.4rem;
    }
    header p {
      margin: 0.1rem 0 0.5rem;
      color: #4a5361;
    }
    nav {
      display: flex;
      gap: 1rem;
    }
    nav a {
      color: #1f4e8c;
      font-weight: 600;
      text-decoration: none;
      padding: 0.3rem 0.2rem;
    }
    nav a[aria-current='page'] {
      border-bottom: 3px solid #1f4e8c;
    }
    .langs button {
      font: inherit;
      padding: 0.25rem 0.6rem;
      border: 1px solid #8a94a3;
      background: white;
      cursor: pointer;
    }
    .langs button[aria-pressed='true'] {
      background: #1f4e8c;
      color: white;
      border-color: #1f4e8c;
    }
  `;
}

function sameParamsIgnoringStep(a: URLSearchParams, b: URLSearchParams): boolean {
  const strip = (p: URLSearchParams) => {
    const c = new URLSearchParams(p);
    c.delete('step');
    c.sort();
    return c.toString();
  };
  return strip(a) === strip(b);
}

customElements.define('tutor-app', TutorApp);
