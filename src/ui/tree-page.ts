/**
 * <tree-page> (`#/tree`): one tree, one searcher, stepped through.
 *
 * It owns the state the URL holds — the tree (`src=<fixture>` or
 * `tree=<compact notation>`), `algo`, `order`, `tie`, `depth`, `step`, and
 * `check` for self-check mode — runs searches in the worker, and hands the
 * tree and its trace to the trace viewer (with the pseudocode and the log).
 */
import { algorithmName } from '../i18n/search.ts';
import { LitElement, html, nothing } from 'lit';
import { ALGORITHMS, ROOT_WINDOWS, type Algorithm, type RootWindow, type TieRule } from '../search/search.ts';
import { TREE_ROUTE, type TreeParams } from './params.ts';
import type { Notice, Read } from './param-reader.ts';
import { renderNotices } from './notices.ts';
import { MOTION_KEY, TOGGLE, store, storedChoice } from './stored.ts';
import { ORDERINGS, type Ordering } from '../search/ordering.ts';
import { parseTree } from '../games/tree/parse.ts';
import { printCompact } from '../games/tree/notation.ts';
import { walkTree, type TreeNode } from '../games/tree/tree.ts';
import { autoAlgorithm, type TreeSearchJson } from '../app/tree-search.ts';
import type { Trace } from '../trace/trace.ts';
import { formatNumber, type Lang } from '../i18n/lang.ts';
import { say, type MessageCode } from '../i18n/say.ts';
import { msg } from '../i18n/message.ts';
import type { SearchView } from '../app/transfer.ts';
import { treeParseError, type ReplyError } from './bridge.ts';
import { SearchSession } from './search-session.ts';
import { FIXTURES } from './fixtures.ts';
import { checkPanel } from './self-check.ts';
import { grade, type Grade } from '../app/self-check.ts';
import type { QuizPanel } from './quiz-panel.ts';
import './quiz-panel.ts';
import { exportTree, treeEditor } from './tree-editor.ts';
import type { TraceViewer } from './viewer/index.ts';

/** Up to this width the quiz is a sheet over the bottom of the window (tree-page.css); wider, it stands beside the tree. */
const QUIZ_SHEET_MAX = 759;

export class TreePage extends LitElement {
  /** Light DOM: the page's stylesheet (styles.css) styles it, and its data-* hooks are reachable from the document. */
  override createRenderRoot(): HTMLElement {
    return this;
  }

  static override properties = {
    lang: {},
    params: { attribute: false },
    text: { state: true },
    tree: { state: true },
    trace: { state: true },
    result: { state: true },
    present: { type: Boolean },
    error: { state: true },
    check: { state: true },
    quiz: { state: true },
    marks: { state: true },
    answers: { state: true },
    graded: { state: true },
    motion: { state: true },
    notices: { state: true },
  };
  declare lang: Lang;
  /** The route's parameters, read when they change (on navigation). */
  declare params: URLSearchParams;
  declare text: string;
  declare tree: TreeNode | null;
  declare trace: Trace | null;
  /** The search as the viewer draws it (the tree, the trace, the layout). */
  private shown: SearchView | null = null;
  /** The same tree before any search (what self-check shows until it grades). */
  private blank: SearchView | null = null;
  declare result: TreeSearchJson | null;
  /** Presentation mode (the app's `present=1`). */
  declare present: boolean;
  declare error: ReplyError | null;
  declare check: boolean;
  /** Predict-the-next-step quiz (issue 14). */
  declare quiz: boolean;
  declare marks: Set<string>;
  declare answers: Map<string, string>;
  declare graded: Grade | null;
  /** Animated transitions between steps (the system's reduced-motion setting also turns them off). */
  declare motion: boolean;
  /** The link's parameters that could not be used, and what is shown instead. */
  declare notices: Notice[];

  private fixture = '';
  private algo: Algorithm | 'auto' = 'auto';
  private order: Ordering = 'given';
  private tieRule: TieRule = 'inclusive';
  private rootWindow: RootWindow = 'carried';
  private depth = '';
  /** The search, its step model, and the link (params.ts's TREE_ROUTE). */
  private readonly session = new SearchSession(this, TREE_ROUTE, (read) => this.load(read));
  private readonly model = this.session.model;
  private urlTimer: number | undefined;

  constructor() {
    super();
    this.lang = 'en';
    this.params = new URLSearchParams();
    this.text = '';
    this.tree = null;
    this.trace = null;
    this.shown = null;
    this.blank = null;
    this.result = null;
    this.present = false;
    this.error = null;
    this.check = false;
    this.quiz = false;
    this.marks = new Set();
    this.answers = new Map();
    this.graded = null;
    this.notices = [];
    this.motion = storedChoice(MOTION_KEY, TOGGLE, 'on').value === 'on';
  }

  /** A link's state (params.ts: what cannot be used is noticed, and the default shown), then the search. */
  private load({ values: v, notices }: Read<TreeParams>): void {
    this.notices = notices;
    this.fixture = v.fixture;
    this.text = v.text;
    this.algo = v.algo;
    this.order = v.order;
    this.tieRule = v.tie;
    this.rootWindow = v.root;
    this.depth = v.depth;
    this.check = v.check;
    this.quiz = v.quiz;
    this.session.wantStep(v.step);
    void this.search();
  }

  /** The algorithm actually run: the chosen one, or alpha-beta / expectiminimax for `auto`. */
  private get algorithm(): Algorithm {
    if (this.algo !== 'auto') return this.algo;
    return this.tree === null ? 'alphabeta' : autoAlgorithm(this.tree);
  }

  /** Parses the text; on success searches it, on failure keeps the last good tree and shows where the text is wrong. */
  private async search(): Promise<void> {
    const parsed = parseTree(this.text);
    if (!parsed.ok) {
      this.error = treeParseError(parsed.error);
      this.syncUrl();
      return;
    }
    this.error = null;
    const tree = parsed.tree;
    const reply = await this.session.run((bridge, signal) =>
      bridge.searchText(signal, this.text, {
        algo: this.algo,
        order: this.order,
        tieRule: this.tieRule,
        root: this.rootWindow,
        // No limit is no depth at all: the worker reads a depth strictly (a whole number 0–1000).
        ...(this.depth === '' ? {} : { depth: this.depth }),
      }),
    );
    if (reply?.ok === false) this.error = reply.error;
    else if (reply?.ok === true) {
      this.tree = tree;
      const opened = this.session.open(reply.view);
      this.shown = opened;
      this.blank = { ...opened, trace: null };
      this.trace = opened.trace;
      this.result = reply.result;
      this.marks = new Set();
      this.answers = new Map();
      this.graded = null;
      if (this.quiz) this.quizInView();
    }
    this.syncUrl();
  }

  /** Writes the state into the URL (replacing, so stepping does not fill the history). */
  private syncUrl(): void {
    window.clearTimeout(this.urlTimer);
    this.session.write({
      fixture: this.fixture,
      text: this.text,
      algo: this.algo,
      order: this.order,
      tie: this.tieRule,
      root: this.rootWindow,
      depth: this.depth,
      step: this.model.step,
      check: this.check,
      quiz: this.quiz,
    });
  }

  /** The viewer moved: write the URL once things settle (a tree in the URL can be long). */
  private stepped(): void {
    window.clearTimeout(this.urlTimer);
    this.urlTimer = window.setTimeout(() => this.syncUrl(), 120);
    this.requestUpdate();
  }

  private setOption(apply: () => void): void {
    apply();
    this.session.wantStep(0);
    void this.search();
  }

  private pickFixture(name: string): void {
    const f = FIXTURES.find((x) => x.name === name);
    if (f === undefined) return;
    this.setOption(() => {
      this.fixture = f.name;
      this.text = f.tree;
    });
  }

  private edit(text: string): void {
    this.fixture = '';
    this.text = text;
    this.session.wantStep(0);
    void this.search();
  }

  private nodeClicked(id: string): void {
    if (this.tree === null) return;
    // The quiz: a node clicked (or chosen with Enter) answers "which node next?"; leaves are not edited meanwhile.
    if (this.quiz && !this.check) {
      this.renderRoot.querySelector<QuizPanel>('quiz-panel')?.pick(id);
      return;
    }
    const node = [...walkTree(this.tree)].find((n) => n.id === id);
    if (node === undefined) return;
    if (this.check) {
      if (node === this.tree) return;
      const marks = new Set(this.marks);
      if (marks.has(id)) marks.delete(id);
      else marks.add(id);
      this.marks = marks;
      this.graded = null;
      return;
    }
    if (node.kind !== 'leaf') return;
    const answer = window.prompt(say(msg('editLeaf', { id: node.auto ? '' : node.id }), this.lang), String(node.value));
    if (answer === null) return;
    const value = Number(answer);
    if (!Number.isFinite(value)) return;
    const copy = structuredClone(this.tree);
    for (const n of walkTree(copy)) if (n.id === id) n.value = value;
    this.edit(printCompact(copy));
  }

  /** The quiz starts from the first step; it and self-check exclude each other. */
  private toggleQuiz(on: boolean): void {
    this.quiz = on;
    if (!on) return this.syncUrl();
    this.toggleCheck(false);
    this.quizInView();
  }

  /** On a phone the quiz is a sheet over the bottom of the window: the viewer comes to the top (once it shows the search, its controls at its top), its tree above the sheet. */
  private quizInView(): void {
    if (!window.matchMedia(`(max-width: ${QUIZ_SHEET_MAX}px)`).matches) return;
    const viewer = this.renderRoot.querySelector<TraceViewer>('trace-viewer');
    void this.updateComplete.then(() => viewer?.updateComplete).then(() => requestAnimationFrame(() => viewer?.scrollIntoView({ block: 'start' })));
  }

  private toggleCheck(on: boolean): void {
    this.check = on;
    if (on) this.quiz = false;
    this.model.stop();
    this.marks = new Set();
    this.answers = new Map();
    this.graded = null;
    this.model.seek(0);
    this.syncUrl();
  }

  private runCheck(): void {
    if (this.tree === null || this.trace === null) return;
    this.graded = grade(this.tree, this.trace, this.answers, this.marks, this.result?.algo === 'alphabeta');
  }

  override render() {
    const L = (k: MessageCode, p?: Record<string, string | number>) => say({ code: k, params: p ?? {} }, this.lang);
    const trace = this.trace;
    const total = trace?.length ?? 0;
    const algorithm = this.algorithm;
    const fixture = FIXTURES.find((f) => f.name === this.fixture);
    const quizzing = this.quiz && !this.check;
    return html`
      ${renderNotices(this.notices, this.lang, () => (this.notices = []))}
      <section class="options" aria-label=${L('options')}>
        <label>
          ${L('example')}
          <select data-field="fixture" @change=${(e: Event) => this.pickFixture((e.target as HTMLSelectElement).value)}>
            ${FIXTURES.map((f) => html`<option value=${f.name} ?selected=${f.name === this.fixture}>${f.title[this.lang]}</option>`)}
            <option value="" ?selected=${fixture === undefined}>${L('custom')}</option>
          </select>
        </label>
        <label>
          ${L('algorithm')}
          <select data-field="algo" @change=${(e: Event) => this.setOption(() => (this.algo = (e.target as HTMLSelectElement).value as Algorithm | 'auto'))}>
            <option value="auto" ?selected=${this.algo === 'auto'}>${L('auto')} (${algorithmName(algorithm, this.lang)})</option>
            ${ALGORITHMS.map((a) => html`<option value=${a} ?selected=${this.algo === a}>${algorithmName(a, this.lang)}</option>`)}
          </select>
        </label>
        ${this.session.busy
          ? html`<span role="status">${L('searching')} <button type="button" data-action="cancel" @click=${() => this.session.cancel()}>${L('cancel')}</button></span>`
          : nothing}
      </section>
      ${fixture === undefined ? nothing : html`<p class="about">${fixture.teaches[this.lang]} <span class="source">${L('source')}: ${fixture.source[this.lang]}</span></p>`}
      <div class="stage ${quizzing ? 'quizzing' : ''}">
        <div class="stage-main">
          <trace-viewer
            .model=${this.model}
            .view=${this.check && this.graded === null ? this.blank : this.shown}
            .frozen=${this.check ? (this.graded === null ? 0 : total) : null}
            .algorithm=${algorithm}
            .tieRule=${this.tieRule}
            .rootWindow=${this.rootWindow}
            .lang=${this.lang}
            .motion=${this.motion}
            .present=${this.present}
            .marks=${this.marks}
            .grades=${this.graded?.nodes ?? null}
            pseudocode
            counters
            @step-change=${() => this.stepped()}
            @node-click=${(e: CustomEvent<{ id: string }>) => this.nodeClicked(e.detail.id)}
          ></trace-viewer>
          ${this.renderSummary(L)}
        </div>
        ${quizzing ? html`<quiz-panel .trace=${trace} .model=${this.model} .algorithm=${algorithm} .lang=${this.lang}></quiz-panel>` : nothing}
      </div>
      <section class="options more" aria-label=${L('moreOptions')}>
        <label>
          ${L('order')}
          <select data-field="order" @change=${(e: Event) => this.setOption(() => (this.order = (e.target as HTMLSelectElement).value as Ordering))}>
            ${ORDERINGS.map((o) => html`<option value=${o} ?selected=${this.order === o}>${L(o)}</option>`)}
          </select>
        </label>
        <label>
          ${L('tieRule')}
          <select data-field="tieRule" @change=${(e: Event) => this.setOption(() => (this.tieRule = (e.target as HTMLSelectElement).value as TieRule))}>
            <option value="inclusive" ?selected=${this.tieRule === 'inclusive'}>${L('inclusive')}</option>
            <option value="strict" ?selected=${this.tieRule === 'strict'}>${L('strict')}</option>
          </select>
        </label>
        <label title=${L('rootWindowHint')}>
          ${L('rootWindow')}
          <select data-field="root" ?disabled=${algorithm !== 'alphabeta'} @change=${(e: Event) => this.setOption(() => (this.rootWindow = (e.target as HTMLSelectElement).value as RootWindow))}>
            ${ROOT_WINDOWS.map((r) => html`<option value=${r} ?selected=${this.rootWindow === r}>${L(r === 'carried' ? 'rootCarried' : 'rootFullWindow')}</option>`)}
          </select>
        </label>
        <label>
          ${L('depth')}
          <input data-field="depth" type="number" min="0" placeholder=${L('unlimited')} .value=${this.depth} @change=${(e: Event) => this.setOption(() => (this.depth = (e.target as HTMLInputElement).value))} />
        </label>
        <label class="toggle"><input type="checkbox" data-field="check" .checked=${this.check} @change=${(e: Event) => this.toggleCheck((e.target as HTMLInputElement).checked)} /> ${L('selfCheck')}</label>
        <label class="toggle" title=${say('quizHint', this.lang)}><input type="checkbox" data-field="quiz" .checked=${this.quiz} @change=${(e: Event) => this.toggleQuiz((e.target as HTMLInputElement).checked)} /> ${say('quiz', this.lang)}</label>
        <label class="toggle"
          ><input
            type="checkbox"
            data-field="motion"
            .checked=${this.motion}
            @change=${(e: Event) => {
              this.motion = (e.target as HTMLInputElement).checked;
              store(MOTION_KEY, this.motion ? 'on' : 'off');
            }}
          />
          ${L('animations')}</label
        >
      </section>
      ${this.check && this.tree !== null
        ? checkPanel({ tree: this.tree, answers: this.answers, marks: this.marks, graded: this.graded, lang: this.lang, windows: algorithm === 'alphabeta' }, (answers) => ((this.answers = answers), (this.graded = null)), () => this.runCheck())
        : nothing}
      ${treeEditor(
        {
          text: this.text,
          error: this.error,
          lang: this.lang,
          onEdit: (text) => this.edit(text),
          onExport: (kind) => void exportTree(kind, this.tree, this.trace, this.model.step, this.result?.algo, this.renderRoot.querySelector<TraceViewer>('trace-viewer')),
        },
        L,
      )}
    `;
  }

  private renderSummary(L: (k: MessageCode, p?: Record<string, string | number>) => string) {
    const r = this.result;
    if (r === null || this.check) return nothing;
    const name = (id: string | null) => (id === null ? '–' : id === '' ? L('root') : id);
    const done = this.trace !== null && this.model.step >= this.trace.length;
    if (!done) return nothing;
    return html`<p class="summary" data-result data-value=${r.value ?? ''}>${L('value')}: <b>${r.value === null ? '–' : formatNumber(r.value)}</b> · ${L('bestAction')}: <b>${name(r.action)}</b></p>`;
  }
}

customElements.define('tree-page', TreePage);
