/** <gallery-page> (`#/trees`): the textbook trees, each with a thumbnail, its source and what it teaches. */
import { LitElement, css, html } from 'lit';
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

  static override styles = css`
    ul {
      list-style: none;
      padding: 0;
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
      gap: 1rem;
    }
    li {
      background: #fff;
      border: 1px solid #d0d4da;
      border-radius: 4px;
      padding: 0.6rem 0.8rem;
    }
    a {
      color: #1f4e8c;
    }
    h2 {
      font-size: 1.05rem;
      margin: 0.5rem 0 0.2rem;
    }
    search-tree {
      height: 9rem;
      min-height: 0;
      pointer-events: none;
    }
    p {
      margin: 0.3rem 0;
    }
    .source {
      color: #4a5361;
      font-size: 0.85rem;
    }
  `;
}

customElements.define('gallery-page', GalleryPage);
