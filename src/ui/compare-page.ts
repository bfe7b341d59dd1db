/**
 * <compare-page> (`#/compare`): the same tree searched side by side —
 * minimax beside alpha-beta, or alpha-beta under the given, best-first and
 * worst-first orders — stepped together and aligned by node: a step is one
 * event of the fuller search, and each other search shows the same node as
 * current wherever it visits it, and its cut where it pruned it. Counters
 * show each search's figures at the step, its totals at the end.
 * URL: `src` or `tree`, `set` (algos | orders), `tie`, `step`.
 */
import { LitElement, html, nothing } from 'lit';
import type { Algorithm, TieRule } from '../search/search.ts';
import type { Ordering } from '../search/ordering.ts';
import { parseTree } from '../games/tree/parse.ts';
import type { TreeSearchJson } from '../app/tree-search.ts';
import type { Trace } from '../trace/trace.ts';
import { alignSteps } from '../trace/progress.ts';
import type { Lang } from '../i18n/lang.ts';
import { say, t, type StringKey } from '../i18n/strings.ts';
import { openView, type TracedView } from '../app/transfer.ts';
import { LatestCall, SearchBridge, isAbortError, treeParseError, type ReplyError } from './bridge.ts';
import { FIXTURES } from './fixtures.ts';
import { replaceHash, routeHash } from './route.ts';
import { readCompareParams, type Notice } from './params.ts';
import { renderNotices } from './notices.ts';
import { StepModel } from './viewer/index.ts';

interface Panel {
  title: string;
  algo: Algorithm;
  order: Ordering;
  trace: Trace;
  view: TracedView;
  result: TreeSearchJson;
  /** Its step at each step of the lead (null for the lead itself). */
  stepMap: Int32Array | null;
}

export class ComparePage extends LitElement {
  /** Light DOM: the page's stylesheet (styles.css) styles it, and its data-* hooks are reachable from the document. */
  override createRenderRoot(): HTMLElement {
    return this;
  }

  static override properties = {
    lang: {},
    params: { attribute: false },
    present: { type: Boolean },
    panels: { state: true },
    error: { state: true },
    notices: { state: true },
  };
  declare lang: Lang;
  declare params: URLSearchParams;
  declare present: boolean;
  declare panels: Panel[];
  /** The tree's parse error or a search's error reply (worded at render, in the page's language). */
  declare error: ReplyError | null;
  /** The link's parameters that could not be used, and what is shown instead. */
  declare notices: Notice[];

  private src = '';
  private text = '';
  private set: 'algos' | 'orders' = 'algos';
  private tieRule: TieRule = 'inclusive';
  private readParams: URLSearchParams | null = null;
  private readonly bridge = new SearchBridge();
  /** The searches of the tree shown (a new tree or leaving the page aborts them). */
  private readonly searching = new LatestCall();
  /** One step for all the searches: the lead's. */
  private readonly model = new StepModel();
  private wantedStep = 0;

  constructor() {
    super();
    this.lang = 'en';
    this.params = new URLSearchParams();
    this.present = false;
    this.panels = [];
    this.error = null;
    this.notices = [];
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.searching.cancel();
    this.bridge.terminate();
  }

  override willUpdate(): void {
    if (this.params === this.readParams) return;
    this.readParams = this.params;
    const { values: v, notices } = readCompareParams(this.params);
    this.notices = notices;
    this.src = v.fixture;
    this.text = v.text;
    this.set = v.set;
    this.tieRule = v.tie;
    this.wantedStep = v.step;
    void this.run();
  }

  private async run(): Promise<void> {
    const parsed = parseTree(this.text);
    if (!parsed.ok) {
      this.error = treeParseError(parsed.error);
      return;
    }
    this.error = null;
    const chance = this.text.includes('chance');
    const runs: { title: string; algo: Algorithm; order: Ordering }[] =
      this.set === 'orders'
        ? (['given', 'best-first', 'worst-first'] as const).map((order) => ({ title: `alphabeta · ${t(this.lang, order)}`, algo: 'alphabeta', order }))
        : [
            { title: chance ? 'expectiminimax' : 'minimax', algo: chance ? 'expectiminimax' : 'minimax', order: 'given' },
            { title: 'alphabeta', algo: 'alphabeta', order: 'given' },
          ];
    const panels: Panel[] = [];
    const signal = this.searching.signal();
    for (const r of runs) {
      try {
        const reply = await this.bridge.searchText(signal, this.text, { algo: r.algo, order: r.order, tieRule: this.tieRule });
        if (!reply.ok) {
          this.error = reply.error;
          continue;
        }
        const view = openView(reply.view);
        panels.push({ ...r, view, trace: view.trace, result: reply.result, stepMap: null });
      } catch (e) {
        if (!isAbortError(e)) throw e;
        return;
      }
    }
    // The lead is the fuller search: the most nodes entered, then the most events.
    const size = (p: Panel) => p.result.nodes * 1e9 + p.trace.length;
    const lead = panels.reduce<Panel | null>((best, p) => (best === null || size(p) > size(best) ? p : best), null);
    for (const p of panels) p.stepMap = p === lead ? null : alignSteps(lead!.trace, p.trace, this.set === 'algos');
    this.panels = panels;
    this.model.reset(lead?.trace.length ?? 0, this.wantedStep);
    this.wantedStep = 0;
    this.sync();
  }

  private sync(): void {
    const hash = routeHash('compare', {
      src: this.src === '' ? undefined : this.src,
      tree: this.src === '' ? this.text : undefined,
      set: this.set === 'algos' ? undefined : this.set,
      tie: this.tieRule === 'strict' ? 'strict' : undefined,
      step: this.model.step === 0 ? undefined : this.model.step,
    });
    replaceHash(hash);
  }

  override render() {
    const L = (k: StringKey, p?: Record<string, string | number>) => t(this.lang, k, p);
    return html`
      ${renderNotices(this.notices, this.lang, () => (this.notices = []))}
      <p>${L('compareIntro')}</p>
      <div class="options">
        <label>
          ${L('example')}
          <select data-field="fixture" @change=${(e: Event) => this.go({ src: (e.target as HTMLSelectElement).value })}>
            ${FIXTURES.map((f) => html`<option value=${f.name} ?selected=${f.name === this.src}>${f.title[this.lang]}</option>`)}
            ${this.src === '' ? html`<option value="" selected>${L('custom')}</option>` : nothing}
          </select>
        </label>
        <label>
          ${L('compareWhat')}
          <select data-field="set" @change=${(e: Event) => this.go({ set: (e.target as HTMLSelectElement).value })}>
            <option value="algos" ?selected=${this.set === 'algos'}>${L('compareAlgos')}</option>
            <option value="orders" ?selected=${this.set === 'orders'}>${L('compareOrders')}</option>
          </select>
        </label>
        <label>
          ${L('tieRule')}
          <select data-field="tieRule" @change=${(e: Event) => this.go({ tie: (e.target as HTMLSelectElement).value })}>
            <option value="inclusive" ?selected=${this.tieRule === 'inclusive'}>${L('inclusive')}</option>
            <option value="strict" ?selected=${this.tieRule === 'strict'}>${L('strict')}</option>
          </select>
        </label>
      </div>
      ${this.error === null ? nothing : html`<p class="error" role="alert" data-error>${say(this.error, this.lang)}</p>`}
      <div class="panels" style="--n: ${Math.max(1, this.panels.length)}">
        ${this.panels.map(
          (p, i) => html`<trace-viewer
            data-algo=${p.algo}
            data-order=${p.order}
            data-panel=${p.title}
            data-leaves=${p.result.leaves}
            data-nodes=${p.result.nodes}
            .heading=${p.title + (p.stepMap === null && this.panels.length > 1 ? ` · ${L('leadSearch')}` : '')}
            .model=${this.model}
            .stepMap=${p.stepMap}
            .view=${p.view}
            .algorithm=${p.algo}
            .tieRule=${this.tieRule}
            .lang=${this.lang}
            .present=${this.present}
            .keys=${i === 0 ? 'page' : 'focus'}
            counters
            @step-change=${() => this.sync()}
          ></trace-viewer>`,
        )}
      </div>
    `;
  }

  /** Navigates to what is shown with `change` made (from the state, not the link: a refused parameter is not carried on). */
  private go(change: Record<string, string>): void {
    const params: Record<string, string | undefined> = {
      src: this.src === '' ? undefined : this.src,
      tree: this.src === '' ? this.text : undefined,
      set: this.set === 'algos' ? undefined : this.set,
      tie: this.tieRule === 'strict' ? 'strict' : undefined,
    };
    for (const [k, v] of Object.entries(change)) {
      if (k === 'src') params.tree = undefined;
      params[k] = v;
    }
    location.hash = routeHash('compare', params);
  }


}

customElements.define('compare-page', ComparePage);
