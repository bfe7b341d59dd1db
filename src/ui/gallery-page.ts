/** <gallery-page> (`#/trees`): the textbook trees, each with a thumbnail, its source and what it teaches. */
import { LitElement, html } from 'lit';
import { parseTree } from '../games/tree/parse.ts';
import type { TreeNode } from '../games/tree/tree.ts';
import type { Lang } from '../i18n/lang.ts';
import { t } from '../i18n/strings.ts';
import { FIXTURES } from './fixtures.ts';
import { routeHash } from './route.ts';
import './search-tree.ts';

const TREES: Map<string, TreeNode> = new Map(
  FIXTURES.flatMap((f) => {
    const r = parseTree(f.tree);
    return r.ok ? [[f.name, r.tree] as const] : [];
  }),
);

export class GalleryPage extends LitElement {
  /** Light DOM: the page's stylesheet (styles.css) styles it, and its data-* hooks are reachable from the document. */
  override createRenderRoot(): HTMLElement {
    return this;
  }

  static override properties = { lang: {} };
  declare lang: Lang;

  constructor() {
    super();
    this.lang = 'en';
  }

  override render() {
    return html`
      <p>${t(this.lang, 'galleryIntro')}</p>
      <ul>
        ${FIXTURES.map(
          (f) => html`<li data-fixture=${f.name}>
            <a href=${routeHash('tree', { src: f.name })}>
              <search-tree compact .tree=${TREES.get(f.name) ?? null} .lang=${this.lang} .motion=${false}></search-tree>
              <h2>${f.title[this.lang]}</h2>
            </a>
            <p>${f.teaches[this.lang]}</p>
            <p class="source">${t(this.lang, 'source')}: ${f.source}</p>
            <p class="links">
              <a href=${routeHash('tree', { src: f.name })}>${t(this.lang, 'navTree')}</a> ·
              <a href=${routeHash('compare', { src: f.name })}>${t(this.lang, 'navCompare')}</a>
            </p>
          </li>`,
        )}
      </ul>
    `;
  }


}

customElements.define('gallery-page', GalleryPage);
