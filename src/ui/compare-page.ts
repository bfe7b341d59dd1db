/**
 * <compare-page> (`#/compare`): the same tree searched side by side —
 * minimax beside alpha-beta, or alpha-beta under the given, best-first and
 * worst-first orders — stepped together and aligned by node: a step is one
 * event of the fuller search, and each other search shows the same node as
 * current wherever it visits it, and its cut where it pruned it. Counters
 * show each search's figures at the step, its totals at the end.
 * One lesson (issue 35): one bar steps them all (the first viewer's step
 * controls and toggles, laid across the panes by compare-page.css; the others
 * show none, and Follow and Focus set every viewer's); the trees are drawn
 * alike (compare/compare-layout.ts) in frames of one size, so a node stands
 * at the same place in every pane; where the panes say the same, one
 * narration spans them.
 * URL: `src` or `tree`, `set` (algos | orders), `tie`, `step`.
 *
 * A link that names a game (`game=`, or `set=mcts`) is the MCTS mode instead:
 * Monte Carlo tree search beside alpha-beta on a tic-tac-toe or Connect-4
 * position (<compare-mcts>, compare-mcts.ts, its link compare-mcts-params.ts).
 */
import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Algorithm, TieRule } from '../search/search.ts';
import type { Ordering } from '../search/ordering.ts';
import type { TreeSearchJson } from '../app/tree-search.ts';
import type { Trace } from '../trace/trace.ts';
import type { Lang } from '../i18n/lang.ts';
import { say, sayer, type MessageCode } from '../i18n/say.ts';
import { algorithmName } from '../i18n/search.ts';
import { narrate } from '../trace/narrate.ts';
import { openView, type TracedView } from '../app/transfer.ts';
import type { ReplyError } from './platform/bridge.ts';
import { FIXTURES } from './link/fixtures.ts';
import { COMPARE_DEFAULTS, COMPARE_ROUTE, type CompareParams } from './link/params.ts';
import { linkTreeRefused, type Notice, type Read } from './link/param-reader.ts';
import { renderNotices } from './widgets/notices.ts';
import { searchStatus } from './widgets/search-status.ts';
import { SearchSession } from './platform/search-session.ts';
import { COMPARE_MCTS_DEFAULTS, isMctsLink } from './link/compare-mcts-params.ts';
import { routeHash } from './link/route.ts';
import { oneDrawing } from './viewer/one-drawing.ts';
import type { TraceViewer } from './viewer/trace-viewer.ts';
import './viewer/index.ts';
import './compare/compare-mcts.ts';

/** Above this many nodes, the panels are drawn one a task (drawPanels). */
const STAGED_NODES = 5_000;
/** Trees up to this many nodes are shown whole in every pane (the viewer's Fit): presented, the path strip gives its room to them. */
const WHOLE_NODES = 30;

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

  @property() override lang: Lang = 'en';
  @property({ attribute: false }) params: URLSearchParams = new URLSearchParams();
  @property({ type: Boolean }) present: boolean = false;
  @state() panels: Panel[] = [];
  /** The tree's parse error or a search's error reply (worded at render, in the page's language). */
  @state() error: ReplyError | null = null;
  /** The link's parameters that could not be used, and what is shown instead. */
  @state() notices: Notice[] = [];
  /** How many panels have their views yet (drawPanels). */
  @state() drawn: number = 0;
  /** Every panel says the same at the step: one narration, across the panels. */
  @state() sameWords: boolean = false;

  private src = '';
  private text = '';
  /** The text is a link's long tree that only the worker has parsed (PAGE_PARSE_MAX). */
  private unchecked = false;
  private set: CompareParams['set'] = 'algos';
  private tieRule: TieRule = 'inclusive';
  /** The searches of the tree shown (one call: a new tree or leaving the page aborts them), and the link. */
  private readonly session = new SearchSession(this, COMPARE_ROUTE, (read) => this.load(read));
  /** One step for all the searches: the lead's. */
  private readonly model = this.session.model;

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
    this.unchecked = v.unchecked === true;
    this.set = v.set;
    this.tieRule = v.tie;
    this.session.wantStep(v.step);
    void this.run();
  }

  /** The searches, in the worker (which parses the tree): a link's long tree that does not parse is noticed, and the default example shown. */
  private async run(): Promise<void> {
    const text = this.text;
    const chance = this.text.includes('chance');
    const runs: { key: string; algo: Algorithm; order: Ordering; ordered: boolean }[] =
      this.set === 'orders'
        ? (['given', 'best-first', 'worst-first'] as const).map((order) => ({ key: `alphabeta · ${order}`, algo: 'alphabeta', order, ordered: true }))
        : [
            { key: chance ? 'expectiminimax' : 'minimax', algo: chance ? 'expectiminimax' : 'minimax', order: 'given', ordered: false },
            { key: 'alphabeta', algo: 'alphabeta', order: 'given', ordered: false },
          ];
    const reply = await this.session.run((bridge, signal, progress) => bridge.compareText(signal, text, runs, this.tieRule, this.set === 'algos', progress));
    if (reply === null) {
      // Cancelled (no newer search runs): the panels of other options go, so that what is shown is what the link says.
      if (!this.session.busy) this.panels = [];
      return;
    }
    const refused = this.unchecked ? linkTreeRefused(text, reply, COMPARE_DEFAULTS.fixture) : null;
    this.unchecked = false;
    if (refused !== null) {
      this.notices = [...this.notices, refused.notice];
      ({ name: this.src, tree: this.text } = refused.example);
      return this.run();
    }
    this.error = reply.ok ? null : reply.error;
    const panels: Panel[] = [];
    let lead: Panel | null = null;
    runs.forEach((r, i) => {
      // The worker answers with one search a run, in order.
      const search = reply.ok ? reply.searches[i] : reply;
      if (search === undefined) return;
      if (!search.ok) {
        this.error = search.error;
        return;
      }
      const view = openView(search.view);
      const panel = { ...r, view, trace: view.trace, result: search.result, stepMap: reply.ok ? (reply.stepMaps[i] ?? null) : null };
      panels.push(panel);
      if (reply.ok && reply.lead === i) lead = panel;
    });
    // One drawing for all: the same shapes, room and places, so that a node stands at one place in every pane.
    const alike = oneDrawing(panels.map((p) => p.view));
    panels.forEach((p, i) => (p.view = alike[i] ?? p.view));
    this.panels = panels;
    this.drawn = 0;
    void this.drawPanels(panels);
    // One step for all: the lead's (the fuller search, the worker's alignment), at the step the link wanted.
    this.session.start((lead as Panel | null)?.trace.length ?? 0);
    this.stepped();
  }

  /** The step changed (or the searches did): the link follows, and whether the panels say the same. */
  private stepped(): void {
    this.sync();
    this.sameWords = this.panels.length > 1 && this.saysTheSame();
  }

  /** Whether every panel's narration at the step is the same (each at its own step, as its viewer shows it). */
  private saysTheSame(): boolean {
    const k = this.model.step;
    const said = this.panels.map((p) => {
      const own = Math.min(p.trace.length, p.stepMap === null ? k : (p.stepMap[Math.min(k, p.stepMap.length - 1)] ?? 0));
      return own > 0 ? say(narrate(p.trace, own - 1, { algorithm: p.algo }), this.lang) : '';
    });
    return said.every((words) => words === said[0]);
  }

  /** Follow and Focus, in the one bar (the first viewer's): every viewer's. */
  private readonly shareToggle = (e: Event): void => {
    const input = e.target;
    if (!(input instanceof HTMLInputElement)) return;
    const action = input.dataset.action;
    if (action !== 'follow' && action !== 'focus') return;
    for (const v of this.viewers()) {
      if (action === 'follow') v.follow = input.checked;
      else v.focusView = input.checked;
    }
  };

  private viewers(): TraceViewer[] {
    return [...this.querySelectorAll<TraceViewer>('.panels > trace-viewer')];
  }

  /**
   * Hands the panels their views: at once for a small tree; for a large one,
   * one panel a task, so that three viewers drawing it never make one long
   * task (issue 25). Stops if other panels replace these meanwhile.
   */
  private async drawPanels(panels: Panel[]): Promise<void> {
    const large = panels.some((p) => p.view.index.count > STAGED_NODES);
    for (let k = 1; k <= panels.length; k++) {
      if (this.panels !== panels) return;
      this.drawn = large ? k : panels.length;
      if (!large) return;
      await this.updateComplete;
      await new Promise((next) => setTimeout(next));
    }
  }

  /** What the page shows, as its link says it. */
  private get shown(): CompareParams {
    return { fixture: this.src, text: this.text, set: this.set, tie: this.tieRule, step: this.model.step };
  }

  private sync(): void {
    this.session.write(this.shown);
  }

  override render() {
    const L = sayer(this.lang);
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
        ${searchStatus(this.session, this.lang)}
      </div>
      ${this.error === null ? nothing : html`<p class="error" role="alert" data-error>${say(this.error, this.lang)}</p>`}
      <div
        class="panels ${this.sameWords ? 'same-words' : ''}"
        style="--n: ${Math.max(1, this.panels.length)}"
        ?data-whole=${this.panels.length > 0 && this.panels.every((p) => p.view.index.count <= WHOLE_NODES)}
        @change=${this.shareToggle}
        @focus-off=${() => this.viewers().forEach((v) => (v.focusView = false))}
      >
        ${this.panels.map(
          (p, i) => html`<trace-viewer
            style="--i: ${i + 1}"
            data-algo=${p.algo}
            data-order=${p.order}
            data-panel=${p.key}
            data-leaves=${p.result.leaves}
            data-nodes=${p.result.nodes}
            .heading=${this.heading(p) + (p.stepMap === null && this.panels.length > 1 ? ` · ${L('leadSearch')}` : '')}
            .model=${this.model}
            .stepMap=${p.stepMap}
            .view=${i < this.drawn ? p.view : null}
            .algorithm=${p.algo}
            .tieRule=${this.tieRule}
            .lang=${this.lang}
            .present=${this.present}
            .keys=${i === 0 ? 'page' : 'focus'}
            .bar=${i === 0}
            counters
            @step-change=${() => this.stepped()}
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
