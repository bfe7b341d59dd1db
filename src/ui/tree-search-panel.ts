/**
 * <tree-search-panel>: type or pick a tree, choose the searcher and its
 * options, search it in the worker, and read the result and each step's
 * narration. (The animated tree view comes with the tutor page.)
 *
 * Hooks for tests: `[data-action=search]`, `[data-action=cancel]`,
 * `[data-result]` with `data-value` and `data-best-action`, `[data-error]`.
 */
import { LitElement, css, html, nothing } from 'lit';
import { ALGORITHMS } from '../search/search.ts';
import { ORDERINGS } from '../search/ordering.ts';
import { formatNumber, type Lang } from '../i18n/lang.ts';
import { t, type StringKey } from '../i18n/strings.ts';
import type { SearchReply } from '../worker/api.ts';
import { SearchBridge } from './bridge.ts';
import { FIXTURES } from './fixtures.ts';

const SIGN: Record<string, string> = { exact: '=', atMost: '≤', atLeast: '≥', partial: '≈' };

export class TreeSearchPanel extends LitElement {
  static override properties = {
    lang: {},
    fixture: { state: true },
    text: { state: true },
    algo: { state: true },
    order: { state: true },
    tieRule: { state: true },
    depth: { state: true },
    busy: { state: true },
    reply: { state: true },
    notice: { state: true },
  };
  declare lang: Lang;
  declare fixture: string;
  declare text: string;
  declare algo: string;
  declare order: string;
  declare tieRule: string;
  declare depth: string;
  declare busy: boolean;
  declare reply: SearchReply | null;
  declare notice: StringKey | null;

  private readonly bridge = new SearchBridge();

  constructor() {
    super();
    const first = FIXTURES.find((f) => f.name === 'aima-fig-5-2') ?? FIXTURES[0];
    this.lang = 'en';
    this.fixture = first?.name ?? '';
    this.text = first?.tree ?? 'max(min(3, 12, 8), min(2, 4, 6), min(14, 5, 2))';
    this.algo = 'auto';
    this.order = 'given';
    this.tieRule = 'inclusive';
    this.depth = '';
    this.busy = false;
    this.reply = null;
    this.notice = null;
  }

  override firstUpdated(): void {
    void this.search();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.bridge.cancel();
  }

  private async search(): Promise<void> {
    this.busy = true;
    this.notice = null;
    try {
      this.reply = await this.bridge.searchText(this.text, { algo: this.algo, order: this.order, tieRule: this.tieRule, depth: this.depth });
    } catch (e) {
      if ((e as Error).name !== 'AbortError') throw e;
      this.notice = 'cancelled';
    } finally {
      this.busy = false;
    }
  }

  private pick(name: string): void {
    this.fixture = name;
    const f = FIXTURES.find((x) => x.name === name);
    if (f !== undefined) {
      this.text = f.tree;
      void this.search();
    }
  }

  override render() {
    const L = (key: StringKey, params?: Record<string, string | number>) => t(this.lang, key, params);
    const current = FIXTURES.find((f) => f.name === this.fixture);
    return html`
      <form @submit=${(e: Event) => (e.preventDefault(), void this.search())}>
        <label>
          ${L('example')}
          <select data-field="fixture" @change=${(e: Event) => this.pick((e.target as HTMLSelectElement).value)}>
            ${FIXTURES.map((f) => html`<option value=${f.name} ?selected=${f.name === this.fixture}>${f.title[this.lang]}</option>`)}
            <option value="" ?selected=${current === undefined}>${L('custom')}</option>
          </select>
        </label>
        ${current === undefined
          ? nothing
          : html`<p class="about">${current.teaches[this.lang]} <span class="source">${L('source')}: ${current.source}</span></p>`}
        <label class="wide">
          ${L('tree')}
          <textarea
            data-field="tree"
            rows="4"
            spellcheck="false"
            .value=${this.text}
            @input=${(e: Event) => {
              this.text = (e.target as HTMLTextAreaElement).value;
              this.fixture = '';
            }}
          ></textarea>
          <small>${L('treeHelp')}</small>
        </label>
        <div class="options">
          <label>
            ${L('algorithm')}
            <select data-field="algo" @change=${(e: Event) => (this.algo = (e.target as HTMLSelectElement).value)}>
              <option value="auto" ?selected=${this.algo === 'auto'}>${L('auto')}</option>
              ${ALGORITHMS.map((a) => html`<option value=${a} ?selected=${this.algo === a}>${a}</option>`)}
            </select>
          </label>
          <label>
            ${L('order')}
            <select data-field="order" @change=${(e: Event) => (this.order = (e.target as HTMLSelectElement).value)}>
              ${ORDERINGS.map((o) => html`<option value=${o} ?selected=${this.order === o}>${L(o)}</option>`)}
            </select>
          </label>
          <label>
            ${L('tieRule')}
            <select data-field="tieRule" @change=${(e: Event) => (this.tieRule = (e.target as HTMLSelectElement).value)}>
              <option value="inclusive" ?selected=${this.tieRule === 'inclusive'}>${L('inclusive')}</option>
              <option value="strict" ?selected=${this.tieRule === 'strict'}>${L('strict')}</option>
            </select>
          </label>
          <label>
            ${L('depth')}
            <input
              data-field="depth"
              type="number"
              min="0"
              placeholder=${L('unlimited')}
              .value=${this.depth}
              @input=${(e: Event) => (this.depth = (e.target as HTMLInputElement).value)}
            />
          </label>
          <button type="submit" data-action="search" ?disabled=${this.busy}>${L('search')}</button>
          ${this.busy
            ? html`<button type="button" data-action="cancel" @click=${() => this.bridge.cancel()}>${L('cancel')}</button>
                <span role="status">${L('searching')}</span>`
            : nothing}
        </div>
      </form>
      ${this.notice === null ? nothing : html`<p role="status">${L(this.notice)}</p>`} ${this.renderReply(L)}
    `;
  }

  private renderReply(L: (key: StringKey, params?: Record<string, string | number>) => string) {
    const reply = this.reply;
    if (reply === null) return nothing;
    if (!reply.ok) {
      const { line, column, message, es } = reply.error;
      return html`<p class="error" role="alert" data-error>${L('errorAt', { line, column, message: this.lang === 'es' ? es : message })}</p>`;
    }
    const r = reply.result;
    const name = (id: string | null) => (id === null ? '–' : id === '' ? (this.lang === 'es' ? 'raíz' : 'root') : id);
    return html`
      <section data-result data-value=${r.value} data-best-action=${r.action ?? ''} aria-live="polite">
        ${r.status === 'complete' ? nothing : html`<p class="error">${L('stopped', { status: r.status })}</p>`}
        <dl>
          <dt>${L('algorithm')}</dt>
          <dd>${r.algo}</dd>
          <dt>${L('value')}</dt>
          <dd class="big">${formatNumber(r.value)}</dd>
          <dt>${L('bestAction')}</dt>
          <dd class="big">${name(r.action)}</dd>
          <dt>${L('actions')}</dt>
          <dd>${Object.entries(r.actions).map(([id, v]) => html`<span class="chip">${name(id)} ${SIGN[r.certainty[id] ?? 'exact']} ${formatNumber(v)}</span>`)}</dd>
          <dt>${L('evaluated')}</dt>
          <dd data-evaluated>${r.evaluated.map(name).join(' ')}</dd>
          <dt>${L('pruned')}</dt>
          <dd data-pruned>${r.pruned.length === 0 ? L('none') : r.pruned.map(name).join(' ')}</dd>
        </dl>
        <p>${L('counts', { nodes: r.nodes, leaves: r.leaves, cutoffs: r.cutoffs })}</p>
        <h2>${L('steps')}</h2>
        <ol class="steps">
          ${reply.narration[this.lang].map((line) => html`<li>${line}</li>`)}
        </ol>
      </section>
    `;
  }

  static override styles = css`
    :host {
      display: block;
      font-size: 1.05rem;
    }
    form {
      display: grid;
      gap: 0.75rem;
    }
    label {
      display: grid;
      gap: 0.25rem;
      font-weight: 600;
    }
    select,
    input,
    textarea,
    button {
      font: inherit;
      font-weight: normal;
    }
    textarea {
      font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
      width: 100%;
      box-sizing: border-box;
    }
    small {
      font-weight: normal;
      color: #4a5361;
    }
    .about {
      margin: 0;
    }
    .source {
      color: #4a5361;
      font-size: 0.9em;
    }
    .options {
      display: flex;
      flex-wrap: wrap;
      gap: 1rem;
      align-items: end;
    }
    button[data-action='search'] {
      background: #1f4e8c;
      color: white;
      border: 0;
      padding: 0.45rem 1.2rem;
      cursor: pointer;
    }
    .error {
      color: #a01919;
      font-weight: 600;
    }
    dl {
      display: grid;
      grid-template-columns: max-content 1fr;
      gap: 0.3rem 1rem;
    }
    dt {
      font-weight: 600;
    }
    dd {
      margin: 0;
    }
    .big {
      font-size: 1.3em;
      font-weight: 700;
    }
    .chip {
      display: inline-block;
      border: 1px solid #b8c0cc;
      border-radius: 0.3rem;
      padding: 0 0.4rem;
      margin-right: 0.4rem;
    }
    .steps {
      font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
      font-size: 0.95rem;
      line-height: 1.5;
    }
  `;
}

customElements.define('tree-search-panel', TreeSearchPanel);
