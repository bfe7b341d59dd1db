/**
 * <code-page> (`#/code`, issue 37): a student's own minimax, alpha-beta or
 * expectimax — CS188's `multiAgents.py`, aima-python's `games.py`, or
 * JavaScript — written in the editor, run on a tree in the sandbox
 * (code/sandbox/: a worker in an opaque-origin iframe that may not connect
 * anywhere), judged as `tutor check` judges it, and drawn beside the
 * reference by two viewers stepped together (`[data-algo="yours"]`,
 * `[data-algo="reference"]`), the first divergence marked on both trees and
 * explained. *Run on the test set* runs it on the algorithm's textbook trees
 * and seeded random ones, and lists each tree passed or failed.
 *
 * A link carries the style, the algorithm, the tree, the tie rule and the
 * code (code-params.ts), but never runs it: only Run does. The code is kept
 * in the address as it is edited (no history entry), so a reload keeps it;
 * it is never stored elsewhere. Nothing the student wrote goes in one click:
 * a new style or algorithm keeps the code unless it is a starter still, and
 * *Start again* is undone with Control-Z in the editor.
 */
import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Lang } from '../i18n/lang.ts';
import { sayer } from '../i18n/say.ts';
import { algorithmName } from '../i18n/search.ts';
import { parseTree } from '../games/tree/parse.ts';
import type { CheckTree } from '../student/plan.ts';
import { starter } from '../student/starters/index.ts';
import { StepModel } from './viewer/step-model.ts';
import { CODE_ROUTE, type CodeParams } from './link/code-params.ts';
import type { Notice } from './link/param-reader.ts';
import { flushHash, replaceHash } from './link/route.ts';
import { renderNotices } from './widgets/notices.ts';
import { CodeSandbox, type SandboxProgress } from './code/sandbox/index.ts';
import { codeViews, runCode, testSet, type CodeViews, type RunResult } from './code/code-run.ts';
import { referenceNarrator, studentNarrator } from './code/code-said.ts';
import { resultSection, statusLine, testList, type CodeStatus } from './code/code-report.ts';
import { codeExamples, loadExample } from './code/code-examples.ts';
import { codeOptions } from './code/code-options.ts';
import type { CodeEditor } from './code/code-editor.ts';
import './code/code-editor.ts';
import './viewer/index.ts';

/** Trees up to this many nodes are shown whole (presented, the path strips give their room to them), as compare's. */
const WHOLE_NODES = 30;
/** Edits are written to the address at most this often. */
const WRITE_CODE_MS = 400;

export class CodePage extends LitElement {
  override createRenderRoot(): HTMLElement {
    return this;
  }

  @property() override lang: Lang = 'en';
  @property({ attribute: false }) params: URLSearchParams = new URLSearchParams();
  @property({ type: Boolean }) present: boolean = false;

  @state() private shown: CodeParams | null = null;
  @state() private notices: Notice[] = [];
  /** The editor's text (the source run). */
  @state() private source = '';
  /** The link carried code that has not run yet. */
  @state() private fromLink = false;
  @state() private status: CodeStatus = 'idle';
  @state() private progress: SandboxProgress | null = null;
  @state() private failure: string | null = null;
  @state() private run: RunResult | null = null;
  @state() private selected = 0;
  @state() private views: CodeViews | null = null;
  @state() private said = '';
  /** Why the tree last typed is not one (the tree shown stays). */
  @state() private treeError = '';
  /** How many of the viewers have their trees yet (drawViewers). */
  @state() private drawn = 0;

  private readFrom: URLSearchParams | null = null;
  private sandbox: CodeSandbox | null = null;
  private abort: AbortController | null = null;
  private writeTimer: ReturnType<typeof setTimeout> | null = null;
  /** One step for both viewers: the clock's (app/code-traces.ts). */
  private readonly model = new StepModel();

  override willUpdate(changed: Map<string, unknown>): void {
    // A starter follows the page's language (the student has written nothing yet).
    const was = changed.get('lang') as Lang | undefined;
    if (was !== undefined && this.shown !== null && starter(this.shown.style, this.shown.algo, was)?.source === this.source)
      this.source = this.starterOf(this.shown)?.source ?? this.source;
    if (this.params === this.readFrom) return;
    this.readFrom = this.params;
    const read = CODE_ROUTE.read(this.params);
    const before = this.shown;
    this.shown = read.values;
    this.notices = read.notices;
    const code = read.values.code;
    // A link's code is shown, never run; without code, the starter (unless the text in the editor is the student's own).
    if (code !== null) {
      if (code !== this.source) this.fromLink = before === null;
      this.source = code;
    } else if (before === null || this.isStarter(this.source, before)) this.source = this.starterOf(read.values)?.source ?? '';
    if (before === null || before.fixture !== read.values.fixture || before.text !== read.values.text || before.algo !== read.values.algo) this.clear();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.abort?.abort();
    this.sandbox?.dispose();
    this.sandbox = null;
    this.model.stop();
    if (this.writeTimer !== null) clearTimeout(this.writeTimer);
  }

  private starterOf(v: Pick<CodeParams, 'style' | 'algo'>) {
    return starter(v.style, v.algo, this.lang);
  }

  /** Whether `text` is a starter of the style and algorithm, in either language (so the student has not written anything yet). */
  private isStarter(text: string, v: Pick<CodeParams, 'style' | 'algo'>): boolean {
    return text.trim() === '' || (['en', 'es'] as const).some((lang) => starter(v.style, v.algo, lang)?.source === text);
  }

  private clear(): void {
    this.run = null;
    this.views = null;
    this.selected = 0;
    if (this.status !== 'loading' && this.status !== 'running') this.status = 'idle';
    this.model.reset(0);
  }

  /** The link of what is shown, the code as it is in the editor (the starter left out). */
  private link(change: Partial<CodeParams> = {}): string {
    const v = { ...this.shown!, ...change };
    const code = this.isStarter(this.source, v) ? null : this.source;
    return CODE_ROUTE.write({ ...v, code });
  }

  private go(change: Partial<CodeParams>): void {
    location.hash = this.link(change);
  }

  private readonly onCode = (e: CustomEvent<string>): void => {
    this.source = e.detail;
    this.fromLink = false;
    if (this.writeTimer !== null) clearTimeout(this.writeTimer);
    this.writeTimer = setTimeout(() => {
      this.writeTimer = null;
      replaceHash(this.link());
    }, WRITE_CODE_MS);
  };

  /** The tree shown, as the runners take it; null when the link's text does not parse. */
  private shownTree(): CheckTree | null {
    const v = this.shown!;
    const r = parseTree(v.text);
    return r.ok ? { name: v.fixture === '' ? 'tree' : v.fixture, tree: r.tree } : null;
  }

  private async start(all: boolean): Promise<void> {
    const v = this.shown;
    if (v === null || this.status === 'loading' || this.status === 'running') return;
    if (this.writeTimer !== null) {
      clearTimeout(this.writeTimer);
      this.writeTimer = null;
      replaceHash(this.link());
      flushHash();
    }
    const trees = all ? testSet(v.algo, v.style) : [this.shownTree()].filter((t): t is CheckTree => t !== null);
    if (trees.length === 0) return;
    this.sandbox ??= new CodeSandbox();
    this.abort = new AbortController();
    this.fromLink = false;
    this.failure = null;
    this.run = null;
    this.views = null;
    this.model.reset(0);
    this.status = v.style === 'js' ? 'running' : 'loading';
    this.progress = null;
    this.editor()?.markLine(null);
    try {
      const run = await runCode(this.sandbox, { style: v.style, algo: v.algo, tie: v.tie, source: this.source }, trees, this.lang, {
        signal: this.abort.signal,
        onProgress: (p) => {
          this.progress = p;
          // Python's files and interpreter are loading; JavaScript's worker starts at once.
          this.status = p.phase === 'loading' || (p.phase === 'starting' && v.style !== 'js') ? 'loading' : 'running';
        },
      });
      this.run = run;
      const errors = run.prepared !== null || (run.results.length > 0 && run.results.every((r) => r.verdict.error !== null));
      this.status = run.stopped ? 'stopped' : errors ? 'error' : 'done';
      // The verdict in this task, the trees from the next (each a task: drawViewers), so that no task runs long.
      await this.updateComplete;
      await new Promise((next) => setTimeout(next));
      if (this.run !== run) return;
      const first = run.results.findIndex((r) => !r.verdict.passed);
      this.show(first < 0 ? 0 : first, true);
      const line = run.prepared?.line ?? run.results.find((r) => r.verdict.error?.line !== undefined)?.verdict.error?.line;
      this.editor()?.markLine(line ?? null);
      // The verdict and the trees in view (the focus stays on Run; the status line says what came of it).
      await this.updateComplete;
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      this.querySelector('.code-result')?.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    } catch (e) {
      this.failure = e instanceof Error ? e.message : String(e);
      this.status = 'error';
    } finally {
      this.abort = null;
    }
  }

  /** JavaScript's worker started as the student reaches for Run (cheap; Python's 13 MB wait for Run itself). Nothing runs before Run. */
  private readonly warmJs = (): void => {
    if (this.shown?.style !== 'js') return;
    this.sandbox ??= new CodeSandbox();
    this.sandbox.warm('js');
  };

  private stop(): void {
    this.abort?.abort();
  }

  /** Shows tree i of the run: its two traces, at its first divergence when `atDivergence`. */
  private show(i: number, atDivergence: boolean): void {
    const run = this.run;
    const result = run?.results[i];
    const v = this.shown;
    this.selected = i;
    if (result === undefined || v === null) {
      this.views = null;
      return;
    }
    this.views = codeViews({ style: v.style, algo: v.algo, tie: v.tie, source: this.source }, result);
    const d = this.views.divergenceStep;
    this.model.reset(this.views.steps, atDivergence && d !== null ? d : 0);
    void this.drawViewers(this.views);
  }

  /** Hands the viewers their trees one a task (a first drawing of a tree takes tens of milliseconds: never two in one task). */
  private async drawViewers(views: CodeViews): Promise<void> {
    this.drawn = 0;
    for (let k = 1; k <= 2; k++) {
      await this.updateComplete;
      await new Promise((next) => setTimeout(next));
      if (this.views !== views) return;
      this.drawn = k;
    }
  }

  private editor(): CodeEditor | null {
    return this.querySelector('code-editor');
  }

  private readonly goToLine = (line: number): void => this.editor()?.goToLine(line);

  private restart(): void {
    const s = this.starterOf(this.shown!);
    if (s === null) return;
    this.source = s.source;
    this.said = sayer(this.lang)('codeStarterDone');
    replaceHash(this.link());
  }

  private async example(name: string): Promise<void> {
    const text = await loadExample(name);
    if (text === null) return;
    this.source = text;
    this.fromLink = false;
    replaceHash(this.link());
  }

  protected override updated(): void {
    // Presented, a page that has run gives the editor's room to the trees (code-page.css).
    this.toggleAttribute('data-ran', this.views !== null);
  }

  override render() {
    const v = this.shown;
    if (v === null) return nothing;
    const L = sayer(this.lang);
    const busy = this.status === 'loading' || this.status === 'running';
    const run = this.run;
    const result = run?.results[this.selected];
    const canStarter = this.starterOf(v) !== null;
    return html`
      ${renderNotices(this.notices, this.lang, () => (this.notices = []))}
      <p class="code-intro">${L('codeIntro')}</p>
      ${codeOptions({
        shown: v,
        lang: this.lang,
        treeError: this.treeError,
        go: (change) => this.go(change),
        onTreeError: (error) => (this.treeError = error),
      })}
      <div class="code-work">
        <section class="code-edit" aria-label=${L('navCode')}>
          ${this.fromLink ? html`<p class="code-link-note" data-code-link-note>${L('codeLinkNotRun')}</p>` : nothing}
          <code-editor
            .value=${this.source}
            .language=${v.style === 'js' ? 'js' : 'python'}
            .label=${L('navCode')}
            describedBy="code-editor-hint"
            @code-change=${this.onCode}
          ></code-editor>
          <p id="code-editor-hint" class="keys-hint">${L('codeEditorHint')}</p>
        </section>
        <div class="code-side">
          <div class="code-buttons">
            <button
              type="button"
              class="primary"
              data-action="run-code"
              aria-disabled=${busy ? 'true' : 'false'}
              @pointerenter=${this.warmJs}
              @focus=${this.warmJs}
              @click=${() => void this.start(false)}
            >
              ${L('runCode')}
            </button>
            <button type="button" data-action="run-tests" aria-disabled=${busy ? 'true' : 'false'} @click=${() => void this.start(true)}>${L('runTests')}</button>
            <button type="button" data-action="stop-code" aria-disabled=${busy ? 'false' : 'true'} @click=${() => this.stop()}>${L('stopCode')}</button>
          </div>
          ${statusLine(this.status, this.progress, run, this.failure, this.lang)}
          <div class="code-buttons">
            ${canStarter ? html`<button type="button" data-action="starter" @click=${() => this.restart()}>${L('codeStarter')}</button>` : nothing}
            <label>
              ${L('codeExample')}
              <select
                data-field="example"
                @change=${(e: Event) => {
                  const select = e.target as HTMLSelectElement;
                  void this.example(select.value);
                  select.value = '';
                }}
              >
                <option value="" selected>${L('codeExampleNone')}</option>
                ${codeExamples(v.style, v.algo).map((x) => html`<option value=${x.name}>${x.name}</option>`)}
              </select>
            </label>
          </div>
          <p class="visually-hidden" aria-live="polite">${this.said}</p>
          ${run !== null && run.results.length > 1 ? testList(run, this.selected, this.lang, (i) => this.show(i, true)) : nothing}
        </div>
      </div>
      ${resultSection(run, result?.verdict ?? null, this.views?.divergenceStep ?? null, this.lang, () => this.model.seek(this.views?.divergenceStep ?? 0), this.goToLine)}
      ${this.renderViewers()}
    `;
  }

  private renderViewers() {
    const views = this.views;
    const result = this.run?.results[this.selected];
    const v = this.shown!;
    if (views === null || result === undefined) return nothing;
    const L = sayer(this.lang);
    const d = result.verdict.divergence;
    const algo = v.algo === 'expectiminimax' ? 'expectiminimax' : v.algo;
    const panes = [
      ...(views.yours === null
        ? []
        : [
            {
              key: 'yours',
              side: views.yours,
              heading: `${L('yourSearch')} · ${result.name}`,
              narrator: studentNarrator(views.yours.side, result.record?.action ?? null),
              grades: d?.got ? new Map([[d.got.node, 'wrong' as const]]) : null,
            },
          ]),
      {
        key: 'reference',
        side: views.reference,
        heading: `${L('referenceSearch')}: ${algorithmName(algo, this.lang)} · ${result.name}`,
        narrator: referenceNarrator(views.reference.side, algo),
        grades: d?.expected ? new Map([[d.expected.node, 'ok' as const]]) : null,
      },
    ];
    return html`<div class="panels" style="--n: ${panes.length}" ?data-whole=${views.reference.view.index.count <= WHOLE_NODES}>
      ${panes.map(
        (p, i) => html`<trace-viewer
          style="--i: ${i + 1}"
          data-algo=${p.key}
          .heading=${p.heading}
          .model=${this.model}
          .stepMap=${p.side.map}
          .view=${i < this.drawn ? p.side.view : null}
          .algorithm=${algo}
          .tieRule=${v.tie === 'cs188' ? 'strict' : 'inclusive'}
          .lang=${this.lang}
          .present=${this.present}
          .keys=${i === 0 ? 'page' : 'focus'}
          .bar=${i === 0}
          .narrator=${p.narrator}
          .grades=${p.grades}
        ></trace-viewer>`,
      )}
    </div>`;
  }
}

customElements.define('code-page', CodePage);
