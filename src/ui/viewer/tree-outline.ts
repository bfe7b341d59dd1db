/**
 * <tree-outline>: the search tree as text — a nested list, each node named
 * in words as the drawn tree names it (kind, label, value or bound, α/β,
 * state), in step with the viewer, the current node marked. Closed by
 * default (a `<details>`), and built only while open; printable on its own
 * (Print puts only the outline on the page). A tree of up to OUTLINE_WHOLE
 * nodes is listed whole; a bigger one (a whole game tree) as the path from
 * the root to the current node, each ancestor with its children, so that a
 * list stays short enough to read and to build at every step.
 *
 * Hooks: `data-outline` on the list's root, `data-node-id` on each item,
 * `aria-current="step"` on the current node's.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Lang } from '../../i18n/lang.ts';
import { say } from '../../i18n/say.ts';
import { msg } from '../../i18n/message.ts';
import type { Algorithm, TieRule } from '../../search/search.ts';
import type { Trace } from '../../trace/trace.ts';
import type { ViewTree } from '../../app/view-tree.ts';
import { emptyView, statusOf, stepView, tableNodes, type StepView } from '../../app/step-view.ts';
import { nodeFigures, nodeLabel, nodeName } from './node-look.ts';
import { ref } from 'lit/directives/ref.js';
import { scrollStop } from '../widgets/scroll-stop.ts';

/** Trees up to this many nodes are listed whole. */
export const OUTLINE_WHOLE = 1500;

export class TreeOutline extends LitElement {
  /** Light DOM: the page's stylesheet styles it, and the print sheet finds it. */
  override createRenderRoot(): HTMLElement {
    return this;
  }

  @property({ attribute: false }) index: ViewTree | null = null;
  @property({ attribute: false }) trace: Trace | null = null;
  @property({ type: Number }) step: number = 0;
  @property() algorithm: Algorithm = 'alphabeta';
  @property() tieRule: TieRule = 'inclusive';
  @property() override lang: Lang = 'en';
  @state() open: boolean = false;
  private view: StepView = emptyView(0);

  override render() {
    const L = this.lang;
    return html`<details class="outline" ?open=${this.open} @toggle=${(e: Event) => (this.open = (e.target as HTMLDetailsElement).open)}>
      <summary>${say('outlineTitle', L)}</summary>
      ${this.open && this.index !== null ? this.renderList(this.index) : nothing}
    </details>`;
  }

  private renderList(index: ViewTree) {
    const L = this.lang;
    this.view = stepView(index, this.trace, this.step, this.view);
    const whole = index.count <= OUTLINE_WHOLE;
    // A big tree: the path to the current node (the root before the first step), each of its nodes opened.
    const opened = whole ? null : new Set(index.pathTo(Math.max(0, this.view.current)));
    return html`<p class="outline-note">
        ${say(whole ? 'outlineWhole' : msg('outlinePath', { nodes: index.count.toLocaleString(L) }), L)}
        <button type="button" data-action="print-outline" @click=${() => printOutline()}>${say('outlinePrint', L)}</button>
      </p>
      <div class="outline-box" role="region" aria-label=${say('outlineTitle', L)} ${ref(scrollStop)}>
        <ul data-outline role="list">
          ${this.item(index, 0, opened)}
        </ul>
      </div>`;
  }

  /** Node i's item, its children listed under it when the whole tree is, or when i is on the path. */
  private item(index: ViewTree, i: number, opened: ReadonlySet<number> | null): TemplateResult {
    const v = this.view;
    const current = v.current === i;
    const name = nodeName({
      ...nodeFigures(index, v, i, {
        windowed: this.algorithm === 'alphabeta',
        tieRule: this.tieRule,
        lang: this.lang,
        fromTable: tableNodes(index, this.trace),
      }),
      label: nodeLabel(index, i, this.lang) || index.id(i),
      current,
    });
    const children = index.children(i);
    const listed = children.length > 0 && (opened === null || opened.has(i));
    return html`<li data-node-id=${index.id(i)} data-state=${statusOf(v, i)} aria-current=${current ? 'step' : nothing} class=${current ? 'current' : ''}>
      ${name}${listed ? html`<ul role="list">${Array.from(children, (c) => this.item(index, c, opened))}</ul>` : nothing}
    </li>`;
  }
}

/** Prints the outline alone: the print sheet hides the rest while `print-outline` is on. */
function printOutline(): void {
  const root = document.documentElement;
  root.classList.add('print-outline');
  const off = () => {
    root.classList.remove('print-outline');
    window.removeEventListener('afterprint', off);
  };
  window.addEventListener('afterprint', off);
  window.print();
}

customElements.define('tree-outline', TreeOutline);
