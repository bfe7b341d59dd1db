/**
 * <gallery-page> (`#/trees`): the textbook trees in teaching order, grouped
 * under their topics, each with a thumbnail, its source and what it teaches;
 * the first is marked "Start here". Hooks: each card `data-fixture`, the
 * first also `data-start`; each topic's section `data-topic`. The cards
 * come at once, their thumbnails one a frame after (issue 39: all of them in
 * the page's first render made a task of 100-190 ms on a cold load).
 */
import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { parseTree } from '../games/tree/parse.ts';
import type { TreeNode } from '../games/tree/tree.ts';
import type { Lang } from '../i18n/lang.ts';
import { sayer } from '../i18n/say.ts';
import { FIXTURES, TOPICS } from './link/fixtures.ts';
import { routeHash } from './link/route.ts';
import { nextFrame } from './platform/next-task.ts';
import './viewer/search-tree.ts';

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

  @property() override lang: Lang = 'en';
  /** How many thumbnails are drawn, in the gallery's order: one more each frame. */
  @state() private thumbnails = 0;
  private stopDrawing: (() => void) | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.drawNext();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopDrawing?.();
    this.stopDrawing = null;
  }

  private drawNext(): void {
    if (this.stopDrawing !== null || this.thumbnails >= FIXTURES.length) return;
    this.stopDrawing = nextFrame(() => {
      this.stopDrawing = null;
      this.thumbnails++;
      this.drawNext();
    });
  }

  override render() {
    const L = sayer(this.lang);
    const first = FIXTURES[0]?.name;
    return html`
      <p>${L('galleryIntro')}</p>
      <div class="topics">
        ${TOPICS.map((topic) => {
          const trees = FIXTURES.filter((f) => f.topic === topic);
          return trees.length === 0
            ? nothing
            : html`<section data-topic=${topic}>
                <h2 class="topic">${L(`topic_${topic}`)}</h2>
                <ul>
                  ${trees.map(
                    (f) => html`<li data-fixture=${f.name} ?data-start=${f.name === first}>
                      ${f.name === first ? html`<span class="start">${L('startHere')}</span>` : nothing}
                      <a href=${routeHash('tree', { src: f.name })}>
                        ${
                          FIXTURES.indexOf(f) < this.thumbnails
                            ? html`<search-tree compact .tree=${TREES.get(f.name) ?? null} .lang=${this.lang} .motion=${false}></search-tree>`
                            : html`<span class="thumbnail-to-come"></span>`
                        }
                        <h3>${f.title[this.lang]}</h3>
                      </a>
                      <p>${f.teaches[this.lang]}</p>
                      <p class="source">${L('source')}: ${f.source[this.lang]}</p>
                      <p class="links">
                        <a href=${routeHash('tree', { src: f.name })}>${L('navTree')}</a> ·
                        <a href=${routeHash('compare', { src: f.name })}>${L('navCompare')}</a>
                      </p>
                    </li>`,
                  )}
                </ul>
              </section>`;
        })}
      </div>
    `;
  }
}

customElements.define('gallery-page', GalleryPage);
