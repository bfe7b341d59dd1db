/**
 * <compare-page> (`#/compare`): the same tree searched side by side —
 * minimax beside alpha-beta, or alpha-beta under the given, best-first and
 * worst-first orders — stepped together and aligned by node: a step is one
 * event of the fuller search, and each other search shows the same node as
 * current wherever it visits it, and its cut where it pruned it. Counters
 * show each search's figures at the step, its totals at the end.
 * URL: `src` or `tree`, `set` (algos | orders), `tie`, `step`.
 *
 * A link that names a game (`game=`, or `set=mcts`) is the MCTS mode instead:
 * Monte Carlo tree search beside alpha-beta on a tic-tac-toe or Connect-4
 * position (<compare-mcts>, compare-mcts.ts, its link compare-mcts-params.ts).
 */
import { LitElement, html, nothing } from 'lit';
import type { Algorithm, TieRule } from '../search/search.ts';
import type { Ordering } from '../search/ordering.ts';
import { parseTree } from '../games/tree/parse.ts';
import type { TreeSearchJson } from '../app/tree-search.ts';
import type { Trace } from '../trace/trace.ts';
import { alignSteps } from '../trace/progress.ts';
import type { Lang } from '../i18n/lang.ts';
import { say, type MessageCode } from '../i18n/say.ts';
import { algorithmName } from '../i18n/search.ts';
import { openView, type TracedView } from '../app/transfer.ts';
import { treeParseError, type ReplyError } from './bridge.ts';
import { FIXTURES } from './fixtures.ts';
import { COMPARE_ROUTE, type CompareParams } from './params.ts';
import type { Notice, Read } from './param-reader.ts';
import { renderNotices } from './notices.ts';
import { SearchSession } from './search-session.ts';
import { COMPARE_MCTS_DEFAULTS, isMctsLink } from './compare-mcts-params.ts';
import { routeHash } from './route.ts';
import './viewer/index.ts';
import './compare-mcts.ts';

interface Panel {
  /** Which search it is, the same in every language (`data-panel`): `minimax`, `alphabeta`, `alphabeta · best-first`. */
  key: string;
  algo: Algorithm;
  order: Ordering;
  /** One of the orders compared: its heading names the order too. */
  ordered: boolean;
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
  private set: CompareParams['set'] = 'algos';
  private tieRule: TieRule = 'inclusive';
  /** The searches of the tree shown (one call: a new tree or leaving the page aborts them), and the link. */
  private readonly session = new SearchSession(this, COMPARE_ROUTE, (read) => this.load(read));
  /** One step for all the searches: the lead's. */
  private readonly model = this.session.model;

  constructor() {
    super();
    this.lang = 'en';
    this.params = new URLSearchParams();
    this.present = false;
    this.panels = [];
    this.error = null;
    this.notices = [];
  }

  private load({ values: v, notices }: Read<CompareParams>): void {
    // The MCTS mode reads its own link (<compare-mcts>): the trees' searches stop.
    if (isMctsLink(this.params)) {
      this.session.cancel();
      this.panels = [];
      this.notices = [];
      this.error = null;
      return;
    }
    this.notices = notices;
    this.src = v.fixture;
    this.text = v.text;
    this.set = v.set;
    this.tieRule = v.tie;
    this.session.wantStep(v.step);
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
    const runs: { key: string; algo: Algorithm; order: Ordering; ordered: boolean }[] =
      this.set === 'orders'
        ? (['given', 'best-first', 'worst-first'] as const).map((order) => ({ key: `alphabeta · ${order}`, algo: 'alphabeta', order, ordered: true }))
        : [
            { key: chance ? 'expectiminimax' : 'minimax', algo: chance ? 'expectiminimax' : 'minimax', order: 'given', ordered: false },
            { key: 'alphabeta', algo: 'alphabeta', order: 'given', ordered: false },
          ];
    const replies = await this.session.run(async (bridge, signal) => {
      const all = [];
      for (const r of runs) all.push({ ...r, reply: await bridge.searchText(signal, this.text, { algo: r.algo, order: r.order, tieRule: this.tieRule }) });
      return all;
    });
    if (replies === null) return;
    const panels: Panel[] = [];
    for (const { reply, ...r } of replies) {
      if (!reply.ok) {
        this.error = reply.error;
        continue;
      }
      const view = openView(reply.view);
      panels.push({ ...r, view, trace: view.trace, result: reply.result, stepMap: null });
    }
    // The lead is the fuller search: the most nodes entered, then the most events.
    const size = (p: Panel) => p.result.nodes * 1e9 + p.trace.length;
    const lead = panels.reduce<Panel | null>((best, p) => (best === null || size(p) > size(best) ? p : best), null);
    for (const p of panels) p.stepMap = p === lead ? null : alignSteps(lead!.trace, p.trace, this.set === 'algos');
    this.panels = panels;
    // One step for all: the lead's, at the step the link wanted.
    this.session.start(lead?.trace.length ?? 0);
    this.sync();
  }

  /** What the page shows, as its link says it. */
  private get shown(): CompareParams {
    return { fixture: this.src, text: this.text, set: this.set, tie: this.tieRule, step: this.model.step };
  }

  private sync(): void {
    this.session.write(this.shown);
  }

  override render() {
    const L = (k: MessageCode, p?: Record<string, string | number>) => say({ code: k, params: p ?? {} }, this.lang);
    if (isMctsLink(this.params)) {
      return html`<div class="options">${this.renderSet(L, 'mcts')}</div>
        <compare-mcts .lang=${this.lang} .params=${this.params} .present=${this.present}></compare-mcts>`;
    }
    return html`
      ${renderNotices(this.notices, this.lang, () => (this.notices = []))}
      <p>${L('compareIntro')}</p>
      <div class="options">
        <label>
          ${L('example')}
          <select data-field="fixture" @change=${(e: Event) => this.pick((e.target as HTMLSelectElement).value)}>
            ${FIXTURES.map((f) => html`<option value=${f.name} ?selected=${f.name === this.src}>${f.title[this.lang]}</option>`)}
            ${this.src === '' ? html`<option value="" selected>${L('custom')}</option>` : nothing}
          </select>
        </label>
        ${this.renderSet(L, this.set)}
        <label>
          ${L('tieRule')}
          <select data-field="tieRule" @change=${(e: Event) => this.go({ tie: (e.target as HTMLSelectElement).value as TieRule })}>
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
            data-panel=${p.key}
            data-leaves=${p.result.leaves}
            data-nodes=${p.result.nodes}
            .heading=${this.heading(p) + (p.stepMap === null && this.panels.length > 1 ? ` · ${L('leadSearch')}` : '')}
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

  /** What is compared: the trees' two sets, or MCTS beside alpha-beta on a game position (its own link). */
  private renderSet(L: (k: MessageCode) => string, set: CompareParams['set'] | 'mcts') {
    const pick = (value: string) => {
      if (value === 'mcts') location.hash = routeHash('compare', { game: COMPARE_MCTS_DEFAULTS.game });
      else this.go({ set: value as CompareParams['set'] });
    };
    return html`<label>
      ${L('compareWhat')}
      <select data-field="set" @change=${(e: Event) => pick((e.target as HTMLSelectElement).value)}>
        <option value="algos" ?selected=${set === 'algos'}>${L('compareAlgos')}</option>
        <option value="orders" ?selected=${set === 'orders'}>${L('compareOrders')}</option>
        <option value="mcts" ?selected=${set === 'mcts'}>${L('compareMcts')}</option>
      </select>
    </label>`;
  }

  /** A panel's heading, in the page's language: the algorithm ("alfa-beta"), and its order when the orders are compared. */
  private heading(p: Panel): string {
    const name = algorithmName(p.algo, this.lang);
    return p.ordered ? `${name} · ${say(p.order, this.lang)}` : name;
  }

  /** Navigates to what is shown with `change` made (from the state, not the link: a refused parameter is not carried on). */
  private pick(name: string): void {
    const f = FIXTURES.find((x) => x.name === name);
    if (f !== undefined) this.go({ fixture: f.name, text: f.tree });
  }

  /** Follows the link of the page with `change` (a new entry in the history: Back returns), from the first step. */
  private go(change: Partial<CompareParams>): void {
    location.hash = COMPARE_ROUTE.write({ ...this.shown, step: 0, ...change });
  }
}

customElements.define('compare-page', ComparePage);
