/**
 * <tree-page> (`#/tree`): one tree, one searcher, stepped through.
 *
 * It owns the state the URL holds — the tree (`src=<fixture>` or
 * `tree=<compact notation>`), `algo`, `order`, `tie`, `depth`, `step`, and
 * `check` for self-check mode — runs searches in the worker, and hands the
 * tree and its trace to the trace viewer (with the pseudocode and the log).
 * A tree of the user's own that *Generate* or an example replaces is put
 * aside, with an Undo (tree/tree-way-back.ts).
 */
import { algorithmName } from '../i18n/search.ts';
import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ALGORITHMS, type Algorithm, type RootWindow, type TieRule } from '../search/search.ts';
import { TREE_DEFAULTS, TREE_ROUTE, type TreeParams } from './link/params.ts';
import { linkTreeRefused, type Notice, type Read } from './link/param-reader.ts';
import { renderNotices } from './widgets/notices.ts';
import { MOTION_KEY, TOGGLE, store, storedChoice } from './platform/stored.ts';
import type { Ordering } from '../search/ordering.ts';
import { parseTree } from '../games/tree/parse.ts';
import { walkTree, type TreeNode } from '../games/tree/tree.ts';
import type { TreeSearchJson } from '../app/tree-search.ts';
import type { Trace } from '../trace/trace.ts';
import type { Lang } from '../i18n/lang.ts';
import { sayer } from '../i18n/say.ts';
import type { SearchView } from '../app/transfer.ts';
import type { ReplyError } from './platform/bridge.ts';
import { SearchSession } from './platform/search-session.ts';
import { FIXTURES } from './link/fixtures.ts';
import { checkPanel } from './tree/self-check-panel.ts';
import { grade, type Grade } from '../app/self-check.ts';
import { quizInView, type QuizPanel } from './tree/quiz-panel.ts';
import { exportTree, treeEditor } from './tree/tree-editor.ts';
import { askLeafValue } from './tree/leaf-edit.ts';
import { treeOptions, type SearchOptions } from './tree/tree-options.ts';
import { TreeWayBack, type TreeShown } from './tree/tree-way-back.ts';
import { treeSummary } from './tree/tree-summary.ts';
import { searchStatus } from './widgets/search-status.ts';
import { LINK_FLUSH } from './widgets/share-buttons.ts';
import type { TraceViewer } from './viewer/index.ts';

/** The options of the search shown (what Cancel goes back to). */
type ShownOptions = SearchOptions & { fixture: string; text: string; algo: Algorithm | 'auto' };

export class TreePage extends LitElement {
  /** Light DOM: the page's stylesheet (styles.css) styles it, and its data-* hooks are reachable from the document. */
  override createRenderRoot(): HTMLElement {
    return this;
  }

  @property() override lang: Lang = 'en';
  /** The route's parameters, read when they change (on navigation). */
  @property({ attribute: false }) params: URLSearchParams = new URLSearchParams();
  @state() text: string = '';
  @state() trace: Trace | null = null;
  /** The search as the viewer draws it (the tree, the trace, the layout). */
  private shown: SearchView | null = null;
  /** The same tree before any search (what self-check shows until it grades). */
  private blank: SearchView | null = null;
  @state() result: TreeSearchJson | null = null;
  /** Presentation mode (the app's `present=1`). */
  @property({ type: Boolean }) present: boolean = false;
  @state() error: ReplyError | null = null;
  @state() check: boolean = false;
  /** Predict-the-next-step quiz (issue 14). */
  @state() quiz: boolean = false;
  @state() marks: Set<string> = new Set();
  @state() answers: Map<string, string> = new Map();
  @state() graded: Grade | null = null;
  /** Animated transitions between steps (the system's reduced-motion setting also turns them off). */
  @state() motion: boolean = storedChoice(MOTION_KEY, TOGGLE, 'on').value === 'on';
  /** The link's parameters that could not be used, and what is shown instead. */
  @state() notices: Notice[] = [];

  private fixture = '';
  /** The text is a link's long tree that only the worker has parsed (PAGE_PARSE_MAX): refused, it becomes a notice. */
  private unchecked = false;
  /** The text last searched, and its nodes once a feature asked for them (treeNodes). */
  private searched: { text: string; tree: TreeNode | null; options: ShownOptions } | null = null;
  private algo: Algorithm | 'auto' = 'auto';
  private order: Ordering = 'given';
  private tieRule: TieRule = 'inclusive';
  private rootWindow: RootWindow = 'carried';
  private depth = '';
  /** The search, its step model, and the link (params.ts's TREE_ROUTE). */
  private readonly session = new SearchSession(this, TREE_ROUTE, (read) => this.load(read));
  private readonly model = this.session.model;
  private urlTimer: number | undefined;
  /** The user's tree that Generate or an example replaced, and its Undo. */
  private readonly wayBack = new TreeWayBack(this);

  constructor() {
    super();
    this.shown = null;
    this.blank = null;
    // Copy link / Copy embed code read the address: the step shown goes into it first.
    this.addEventListener(LINK_FLUSH, () => this.urlTimer !== undefined && this.syncUrl());
  }

  /** A link's state (params.ts: what cannot be used is noticed, and the default shown), then the search. */
  private load({ values: v, notices }: Read<TreeParams>): void {
    this.notices = notices;
    this.fixture = v.fixture;
    this.text = v.text;
    this.unchecked = v.unchecked === true;
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

  /** The algorithm actually run: the chosen one, or alpha-beta / expectiminimax for `auto` (as the worker chose it). */
  private get algorithm(): Algorithm {
    if (this.algo !== 'auto') return this.algo;
    return this.result?.algo ?? 'alphabeta';
  }

  /** The tree's nodes, parsed on the page only for what needs them (editing a leaf, self-check, export), once per tree: a long tree never blocks opening. */
  private treeNodes(): TreeNode | null {
    const s = this.searched;
    if (s === null) return null;
    if (s.tree === null) {
      const parsed = parseTree(s.text);
      s.tree = parsed.ok ? parsed.tree : null;
    }
    return s.tree;
  }

  /**
   * Searches the text in the worker (which parses it); on a parse error keeps
   * the last good tree and shows where the text is wrong — or, for a link's
   * long tree, notices it and shows the default example.
   */
  private async search(): Promise<void> {
    const text = this.text;
    // No limit is no depth at all: the worker reads a depth strictly (a whole number 0–1000).
    const options = { algo: this.algo, order: this.order, tieRule: this.tieRule, root: this.rootWindow, ...(this.depth === '' ? {} : { depth: this.depth }) };
    const reply = await this.session.run((bridge, signal, progress) => bridge.searchText(signal, text, options, progress));
    // A newer search runs: it owns the page now.
    if (reply === null && this.session.busy) return;
    // Cancelled: the options go back to the search shown, so that what the page says matches what it draws.
    if (reply === null && this.searched !== null) {
      Object.assign(this, this.searched.options);
      this.requestUpdate();
    }
    const refused = this.unchecked ? linkTreeRefused(text, reply, TREE_DEFAULTS.fixture) : null;
    this.unchecked = false;
    if (refused !== null) {
      this.notices = [...this.notices, refused.notice];
      ({ name: this.fixture, tree: this.text } = refused.example);
      return this.search();
    }
    if (reply?.ok === false) this.error = reply.error;
    else if (reply?.ok === true) {
      this.error = null;
      this.searched = {
        text,
        tree: null,
        options: { fixture: this.fixture, text, algo: this.algo, order: this.order, tieRule: this.tieRule, rootWindow: this.rootWindow, depth: this.depth },
      };
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
    this.urlTimer = undefined;
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
    if (f !== undefined) void this.wayBack.replace('example', f.name, f.tree);
  }

  /** The tree shown, as the way back keeps it (tree/tree-way-back.ts). */
  get shownTree(): TreeShown {
    return { fixture: this.fixture, text: this.text, drawn: this.searched?.text ?? null, step: this.model.step };
  }

  /** Searches and shows `text` (the example `fixture`'s, or '': the user's own) from `step`. */
  showTree(fixture: string, text: string, step = 0): Promise<void> {
    [this.fixture, this.text] = [fixture, text];
    this.session.wantStep(step);
    return this.search();
  }

  /** A node clicked, or chosen with Enter (`key`: a key selects; it never opens the leaf's editor, F2 does). */
  private nodeClicked(id: string, key = false): void {
    const tree = this.treeNodes();
    if (tree === null) return;
    // The quiz: a node clicked (or chosen with Enter) answers "which node next?"; leaves are not edited meanwhile.
    if (this.quiz && !this.check) {
      this.renderRoot.querySelector<QuizPanel>('quiz-panel')?.pick(id);
      return;
    }
    const node = [...walkTree(tree)].find((n) => n.id === id);
    if (node === undefined) return;
    if (this.check) {
      if (node === tree) return;
      const marks = new Set(this.marks);
      if (marks.has(id)) marks.delete(id);
      else marks.add(id);
      this.marks = marks;
      this.graded = null;
      return;
    }
    if (!key) this.editLeaf(id);
  }

  /** Asks for a leaf's new value (a click on it, or F2 on it), and searches the tree with it; not in the quiz or self-check. */
  private editLeaf(id: string): void {
    const tree = this.treeNodes();
    const text = tree === null || this.check || this.quiz ? null : askLeafValue(tree, id, this.lang);
    if (text !== null) void this.showTree('', text);
  }

  /** The quiz starts from the first step; it and self-check exclude each other. */
  private toggleQuiz(on: boolean): void {
    this.quiz = on;
    if (!on) return this.syncUrl();
    this.toggleCheck(false);
    this.quizInView();
  }

  private quizInView(): void {
    quizInView(this, this.renderRoot.querySelector<TraceViewer>('trace-viewer'));
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
    const tree = this.treeNodes();
    if (tree === null || this.trace === null) return;
    this.graded = grade(tree, this.trace, this.answers, this.marks, this.result?.algo === 'alphabeta');
  }

  override render() {
    const L = sayer(this.lang);
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
          <select data-field="fixture" .value=${fixture === undefined ? '' : this.fixture} @change=${(e: Event) => this.pickFixture((e.target as HTMLSelectElement).value)}>
            ${FIXTURES.map((f) => html`<option value=${f.name} ?selected=${f.name === this.fixture}>${f.title[this.lang]}</option>`)}
            <option value="" ?selected=${fixture === undefined}>${L('custom')}</option>
          </select>
        </label>
        <label>
          ${L('algorithm')}
          <select data-field="algo" .value=${this.algo} @change=${(e: Event) => this.setOption(() => (this.algo = (e.target as HTMLSelectElement).value as Algorithm | 'auto'))}>
            <option value="auto" ?selected=${this.algo === 'auto'}>${L('auto')} (${algorithmName(algorithm, this.lang)})</option>
            ${ALGORITHMS.map((a) => html`<option value=${a} ?selected=${this.algo === a}>${algorithmName(a, this.lang)}</option>`)}
          </select>
        </label>
        ${searchStatus(this.session, this.lang)}
      </section>
      ${this.wayBack.render('example', this.lang)}
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
            @node-click=${(e: CustomEvent<{ id: string; key: boolean }>) => this.nodeClicked(e.detail.id, e.detail.key)}
            @node-edit=${(e: CustomEvent<{ id: string }>) => this.editLeaf(e.detail.id)}
          ></trace-viewer>
          ${this.check ? nothing : treeSummary(this.result, this.trace !== null && this.model.step >= this.trace.length, L)}
        </div>
        ${quizzing ? html`<quiz-panel .trace=${trace} .model=${this.model} .algorithm=${algorithm} .lang=${this.lang}></quiz-panel>` : nothing}
      </div>
      ${treeOptions(
        {
          order: this.order,
          tieRule: this.tieRule,
          rootWindow: this.rootWindow,
          windows: algorithm === 'alphabeta',
          depth: this.depth,
          check: this.check,
          quiz: this.quiz,
          motion: this.motion,
          lang: this.lang,
        },
        {
          option: (o) => this.setOption(() => Object.assign(this, o)),
          check: (on) => this.toggleCheck(on),
          quiz: (on) => this.toggleQuiz(on),
          motion: (on) => {
            this.motion = on;
            store(MOTION_KEY, on ? 'on' : 'off');
          },
        },
        L,
      )}
      ${
        this.check && this.treeNodes() !== null
          ? checkPanel(
              { tree: this.treeNodes()!, answers: this.answers, marks: this.marks, graded: this.graded, lang: this.lang, windows: algorithm === 'alphabeta' },
              (answers) => ((this.answers = answers), (this.graded = null)),
              () => this.runCheck(),
            )
          : nothing
      }
      ${treeEditor(
        {
          text: this.text,
          error: this.error,
          lang: this.lang,
          onEdit: (text) => void this.showTree('', text),
          onGenerate: (text) => void this.wayBack.replace('random', '', text),
          afterGenerate: this.wayBack.render('random', this.lang),
          onExport: (kind) =>
            void exportTree(
              kind,
              this.treeNodes(),
              this.trace,
              this.model.step,
              this.result?.algo,
              this.renderRoot.querySelector<TraceViewer>('trace-viewer'),
              this.lang,
            ),
        },
        L,
      )}
    `;
  }
}

customElements.define('tree-page', TreePage);
