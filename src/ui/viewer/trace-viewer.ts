/**
 * <trace-viewer>: the one trace viewer every page that shows a search uses —
 * the tree (<search-tree>), the step controls, the narration of the step,
 * optionally the pseudocode with its executing line and the log, and the
 * counters at the current step. Its step lives in a `StepModel` (its own, or
 * one shared with another viewer, as compare does).
 *
 * The root, the step, the keys, the follow toggle and the narration's cache
 * are the viewer shell's (viewer-shell.ts, shared with <mcts-view>): it is
 * focusable (a click focuses it) and its keys (←/→ a step, space play/pause,
 * Home/End) work while it has focus; with `keys="page"` they also work while
 * the focus is outside any viewer (pages where the arrows mean nothing else).
 * Never while a form control, editable text or a widget with arrows of its
 * own has focus (key-target.ts). A hint says which.
 *
 * Hooks: the root `data-viewer` (the page adds `data-algo` where it shows
 * several), its own step controls and `data-step`; the current node
 * `data-current`; the narration `data-narration`; the toggles
 * `data-action="follow"`, `"focus"`, `"present"`.
 *
 * @fires step-change - detail `{ step }`, the viewer's own step, when it changes
 * @fires node-click - from the tree
 * @fires present-toggle - the presentation-mode button (the app switches the mode)
 */
import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Algorithm, RootWindow, TieRule } from '../../search/search.ts';
import type { Trace } from '../../trace/trace.ts';
import type { SearchView } from '../../app/transfer.ts';
import { valueDecimals } from '../../app/step-view.ts';
import { narrate } from '../../trace/narrate.ts';
import { PRUNE } from '../../trace/codes.ts';
import { pseudocodeLine } from '../../trace/pseudocode.ts';
import { progress, type Progress } from '../../trace/progress.ts';
import { say, sayer, type MessageCode } from '../../i18n/say.ts';
import type { Lang } from '../../i18n/lang.ts';
import { ViewerShell } from './viewer-shell.ts';
import type { SearchTree } from './search-tree.ts';
import './search-tree.ts';
import './pseudocode-panel.ts';
import './tree-outline.ts';
import { positionPanel, treePathStrip } from './viewer-context.ts';
import '../widgets/share-buttons.ts';
import { ownTask } from '../platform/next-task.ts';

const LOG_LINES = 200;

/**
 * Trees of more than this many nodes open in the focus view (the path to the
 * current node, siblings along it): laid out whole, a node's parent lies too
 * far from it to show both readable, so *Follow* could not show context.
 */
const AUTO_FOCUS_NODES = 300;

/** A node is picked by its tree id. */
export class TraceViewer extends ViewerShell<string> {
  /** Its first render a task of its own (platform/next-task.ts's ownTask). */
  protected override async scheduleUpdate(): Promise<void> {
    if (!this.hasUpdated) await ownTask();
    super.scheduleUpdate();
  }

  /** The search shown: the tree it explored, its trace and layout (`app/transfer.ts`). */
  @property({ attribute: false }) view: SearchView | null = null;
  /** For a viewer that follows another's model: its own step at each of the model's steps (compare). */
  @property({ attribute: false }) stepMap: Int32Array | null = null;
  @property() algorithm: Algorithm = 'alphabeta';
  @property() tieRule: TieRule = 'inclusive';
  /** Alpha-beta's window at the root (the pseudocode shows AIMA's or AIMA-Java's root function). */
  @property() rootWindow: RootWindow = 'carried';
  @property({ type: Boolean }) motion: boolean = true;
  /** Show the pseudocode with the executing line, and the log of past steps. */
  @property({ type: Boolean }) pseudocode: boolean = false;
  /** Show the counters (nodes, leaves, cutoffs) at the current step. */
  @property({ type: Boolean }) counters: boolean = false;
  /** What the page says about the keys (2048: the arrows play the game otherwise). */
  @property() hint: string = '';
  @property() heading: string = '';
  /** Self-check: show this step, without controls or narration. */
  @property({ attribute: false }) frozen: number | null = null;
  @property({ attribute: false }) marks: ReadonlySet<string> = new Set();
  @property({ attribute: false }) grades: ReadonlyMap<string, 'ok' | 'wrong'> | null = null;
  /** What the narration says at event k, where the page words it itself (`#/code`: a student's run, told in its own terms); null: the trace's narration. */
  @property({ attribute: false }) narrator: ((k: number, lang: Lang) => string) | null = null;
  /** The focus view, as the user chose it; null: not chosen (on for a big tree, `AUTO_FOCUS_NODES`). */
  @state() focusView: boolean | null = null;

  /** Whether the focus view is on: the user's choice, else on for a tree too big to follow in full. */
  get focusOn(): boolean {
    return this.focusView ?? (this.view?.index.count ?? 0) > AUTO_FOCUS_NODES;
  }

  private counted: { trace: Trace; p: Progress } | null = null;

  /** The search's trace, or null before there is one. */
  get trace(): Trace | null {
    return this.view?.trace ?? null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('view')) this.selected = null;
  }

  protected regionName(): string {
    return this.heading === '' ? say('treeView', this.lang) : this.heading;
  }

  protected hasSteps(): boolean {
    return this.frozen === null && this.trace !== null;
  }

  /** This viewer's step in its own trace. */
  get ownStep(): number {
    const total = this.trace?.length ?? 0;
    const k = this.model.step;
    return Math.min(total, this.stepMap === null ? k : (this.stepMap[Math.min(k, this.stepMap.length - 1)] ?? 0));
  }

  /** The narration of event k, made once: the trace's own words, or the page's where it tells its own (`narrator`). */
  private narration(trace: Trace, k: number): string {
    const narrator = this.narrator;
    return this.narrationOf([trace, this.lang, this.algorithm, narrator], k, () =>
      narrator !== null
        ? narrator(k, this.lang)
        : say(narrate(trace, k, { algorithm: this.algorithm, decimals: this.view === null ? undefined : valueDecimals(this.view.index) }), this.lang),
    );
  }

  protected override spokenAt(step: number): string {
    const trace = this.trace;
    return trace === null || step <= 0 ? '' : this.narration(trace, step - 1);
  }

  /** A cut-off: the step's event prunes (alpha-beta's milestones while playing). */
  protected override cutoffAt(step: number): boolean {
    return step > 0 && this.trace?.data.type[step - 1] === PRUNE;
  }

  private progressOf(trace: Trace): Progress {
    if (this.counted?.trace !== trace) this.counted = { trace, p: progress(trace) };
    return this.counted.p;
  }

  /** Scrolls the viewer into view if part of it is out (after a proposal, or a link to one). */
  async bringIntoView(): Promise<void> {
    await this.updateComplete;
    // After the next frame is laid out: reading the box now would force a layout of the whole page.
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    if (!this.isConnected) return;
    const r = this.getBoundingClientRect();
    if (r.top >= 0 && r.bottom <= window.innerHeight) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    this.scrollIntoView({ block: r.height > window.innerHeight || r.top < 0 ? 'start' : 'end', behavior: smooth ? 'smooth' : 'auto' });
  }

  /** The tree element, for export. */
  get drawing(): SearchTree | null {
    return this.querySelector('search-tree');
  }

  override render() {
    const L = sayer(this.lang);
    const trace = this.trace;
    const frozen = this.frozen;
    const step = frozen ?? this.ownStep;
    const total = trace?.length ?? 0;
    const narration = trace === null ? '' : step > 0 ? this.narration(trace, step - 1) : L('pressStep');
    const hint = this.hint !== '' ? this.hint : L(this.keys === 'page' ? 'viewerKeys' : 'viewerKeysFocus');
    const from = Math.max(0, step - LOG_LINES);
    const index = this.view?.index ?? null;
    const current = index === null || trace === null ? -1 : index.nodeAtStep(trace, step);
    const picked = index === null || this.selected === null ? -1 : index.find(this.selected);
    const shownNode = picked >= 0 ? picked : current;
    // The step controls first, under the heading: Play is the viewer's first tab stop (the tree's own
    // controls, the path and the tree come after it), and in view above the tree as it grows.
    return html`
      ${this.heading === '' ? nothing : html`<h2 class="viewer-heading">${this.heading}</h2>`}
      ${this.renderStepBar(
        frozen === null && trace !== null,
        nothing,
        html`<label class="toggle" title=${L('focusHint')}
            ><input type="checkbox" data-action="focus" .checked=${this.focusOn} @change=${(e: Event) => (this.focusView = (e.target as HTMLInputElement).checked)} /> ${L('focusView')}</label
          >
          <button type="button" data-action="present" aria-pressed=${this.present ? 'true' : 'false'} title=${L('presentHint')} @click=${() => this.dispatchEvent(new CustomEvent('present-toggle', { bubbles: true, composed: true }))}>
            ${this.present ? html`<span aria-hidden="true">✕</span> ${L('presentOff')}` : L('present')}
          </button>
          <share-buttons .lang=${this.lang}></share-buttons>`,
        hint,
      )}
      <div class="viewer-body ${this.pseudocode ? 'with-side' : ''}">
        <div class="viewer-main">
          ${index === null || trace === null || frozen !== null ? nothing : treePathStrip(index, trace, step, current, this.lang, (id) => (this.selected = id))}
          <div class="tree-and-position">
            <search-tree
              .view=${this.view}
              .step=${step}
              .algorithm=${this.algorithm}
              .tieRule=${this.tieRule}
              .lang=${this.lang}
              .motion=${this.motion}
              .present=${this.present}
              .follow=${this.follow}
              .focusView=${this.focusOn}
              .marks=${this.marks}
              .grades=${this.grades}
              @focus-off=${() => (this.focusView = false)}
              @node-click=${(e: CustomEvent<{ id: string }>) => (this.selected = e.detail.id)}
            ></search-tree>
            ${index === null || index.positions === null ? nothing : positionPanel(index, shownNode, shownNode !== current, this.lang)}
          </div>
          ${
            frozen !== null || trace === null
              ? nothing
              : html`${this.renderNarration(narration)}
                ${this.counters ? this.renderCounters(trace, step, total, L) : nothing}
                <tree-outline .index=${index} .trace=${trace} .step=${step} .algorithm=${this.algorithm} .tieRule=${this.tieRule} .lang=${this.lang}></tree-outline>`
          }
        </div>
        ${
          this.pseudocode
            ? html`<aside class="side">
              <h3>${L('pseudocode')}</h3>
              <pseudocode-panel
                .algorithm=${this.algorithm}
                .tieRule=${this.tieRule}
                .root=${this.rootWindow}
                .enhanced=${trace?.enhanced === true}
                .line=${frozen === null && trace !== null && step > 0 ? pseudocodeLine(trace, step - 1, this.algorithm, this.rootWindow) : -1}
                .lang=${this.lang}
              ></pseudocode-panel>
              ${
                frozen !== null || trace === null
                  ? nothing
                  : html`<h3>${L('log')}</h3>
                    <ol class="log" start=${from + 1} tabindex="0" aria-label=${L('log')}>
                      ${Array.from({ length: step - from }, (_, i) => html`<li>${this.narration(trace, from + i)}</li>`)}
                    </ol>`
              }
            </aside>`
            : nothing
        }
      </div>
    `;
  }

  private renderCounters(trace: Trace, step: number, total: number, L: (k: MessageCode, p?: Record<string, string | number>) => string) {
    const c = this.progressOf(trace).at(step);
    const end = step >= total;
    return html`<p class="counters" data-counters data-nodes=${c.nodes} data-leaves=${c.leaves} data-cutoffs=${c.cutoffs}>
      ${L('counts', { nodes: c.nodes, leaves: c.leaves, cutoffs: c.cutoffs })}${end ? ` (${L('totals')})` : ''}
    </p>`;
  }
}

customElements.define('trace-viewer', TraceViewer);
