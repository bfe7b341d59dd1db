/**
 * <mcts-view>: a Monte Carlo tree search (src/search/mcts.ts), recorded
 * (`MctsTraceData`), shown step by step in the style of <trace-viewer>: the
 * step controls (the viewer's own, over the same StepModel), steps by
 * iteration too (buttons, PageUp/PageDown), the four phases named and marked
 * on the tree (<mcts-tree>), the narration of the step, AIMA's pseudocode with
 * the executing line, the position of the current (or chosen) node and where
 * the playout ends, and a slider for UCB1's exploration constant C: moving it
 * asks the page to run the search again (`c-change`).
 *
 * Keys (the viewer's, while it has focus; with `keys="page"` also while the
 * focus is on nothing that uses them, key-target.ts): ←/→ a step, PageUp/
 * PageDown an iteration, space play/pause, Home/End.
 *
 * Hooks: the root `data-viewer="mcts"` with `data-c` (the search's C) and
 * `data-phase`; `data-action` start, back, step, play, end (step-controls),
 * iteration-back, iteration-next, follow, zoom-in, zoom-out, fit; `data-step`;
 * `[data-iteration]`; the C slider `data-field="exploration"`; the phases
 * `[data-phase-item]` (`aria-current="step"` on the step's); the narration
 * `data-narration`; the pseudocode's lines `data-line` (`.current`); the
 * position `[data-position]` (`data-node-id`) and `[data-playout-position]`;
 * the tree's (mcts-tree.ts).
 *
 * @fires step-change - detail `{ step }` when the step shown changes
 * @fires c-change - detail `{ c }`: run the search again with this C
 */
import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { MctsCursor, MctsTrace, type MctsTraceData } from '../../../trace/mcts-trace.ts';
import { mctsLine, narrateMcts } from '../../../trace/mcts-narrate.ts';
import type { GameName } from '../../../app/position-search.ts';
import { formatNumber, type Lang } from '../../../i18n/lang.ts';
import { say, type MessageCode } from '../../../i18n/say.ts';
import { listingLines } from '../../../i18n/listing.ts';
import { msg } from '../../../i18n/message.ts';
import { FollowModel, StepModel } from '../step-model.ts';
import { keyIsTheirs } from '../key-target.ts';
import { FOLLOW_KEY, TOGGLE, store, storedChoice } from '../../platform/stored.ts';
import { GameBoard } from '../../widgets/game-board.ts';
import { cleanC } from '../../link/mcts-params.ts';
import { ITERATION_PHASES, MctsIndex, currentNode, iterationOf, namedMessage, nextIteration, openPath, phaseAt, playoutAt, previousIteration, type MctsPhase } from './mcts-model.ts';
import { afterMoves, boardFigure, gameOfState } from './mcts-position.ts';
import '../step-controls.ts';
import './mcts-tree.ts';
import './mcts-view.css';

/** Each phase's sign, shown with its name (the phase told by shape and words, not colour alone). */
const SIGN: Record<MctsPhase, string> = { start: '●', selection: '▼', expansion: '✚', simulation: '⋯', backpropagation: '▲', choice: '★' };
/** Playing faster than this many steps a second, the camera jumps instead of gliding. */
const GLIDE_UP_TO = 4;

export class MctsView extends LitElement {
  /** Light DOM: the page's stylesheet styles it, and its data-* hooks are reachable from the document. */
  override createRenderRoot(): HTMLElement {
    return this;
  }

  /** The recorded search, or null. */
  @property({ attribute: false }) data: MctsTraceData<unknown> | null = null;
  /** Where the step lives (the page's search session's). */
  @property({ attribute: false }) model: StepModel = new StepModel();
  /** The game, if the page knows it (else told from the recorded states). */
  @property() game: GameName | '' = '';
  @property() override lang: Lang = 'en';
  @property({ type: Boolean }) present: boolean = false;
  /** The search is running again (a new C): the slider waits. */
  @property({ type: Boolean }) running: boolean = false;
  /** `page`: the keys work unless something else has focus; `focus`: only while the view has focus. */
  @property() keys: 'page' | 'focus' = 'page';
  @state() follow: boolean = storedChoice(FOLLOW_KEY, TOGGLE, 'on').value === 'on';
  /** A node clicked or chosen with Enter in the tree: its position is shown until the step changes (-1: none). */
  @state() selected: number = -1;
  /** C while the slider is dragged (null: the search's). */
  @state() draggedC: number | null = null;

  private trace: MctsTrace<unknown> | null = null;
  private index: MctsIndex | null = null;
  private cursor: MctsCursor<unknown> | null = null;
  private madeFrom: MctsTraceData<unknown> | null = null;
  private readonly board = new GameBoard(this);
  private said: { key: unknown[]; lines: Map<number, string> } = { key: [], lines: new Map() };
  private lastStep = -1;

  constructor() {
    super();
    new FollowModel(this);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.dataset.viewer = 'mcts';
    this.tabIndex = -1;
    this.setAttribute('role', 'region');
    this.addEventListener('keydown', this.onOwnKey);
    window.addEventListener('keydown', this.onPageKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onOwnKey);
    window.removeEventListener('keydown', this.onPageKey);
    this.model.stop();
  }

  override willUpdate(): void {
    this.setAttribute('aria-label', say('mctsView', this.lang));
    if (this.data !== this.madeFrom) {
      this.madeFrom = this.data;
      this.trace = this.data === null ? null : new MctsTrace(this.data);
      this.index = this.trace === null ? null : new MctsIndex(this.trace);
      this.cursor = this.trace === null ? null : new MctsCursor(this.trace);
      this.selected = -1;
      this.draggedC = null;
    }
    // The cursor moves from where it is: a step forward or back costs the path's length.
    this.cursor?.seek(this.model.step);
    if (this.data !== null) this.dataset.c = String(this.data.c);
    if (this.trace !== null) this.dataset.phase = phaseAt(this.trace, this.step);
  }

  override updated(): void {
    const step = this.step;
    if (step === this.lastStep) return;
    this.lastStep = step;
    if (this.selected >= 0) this.selected = -1;
    this.dispatchEvent(new CustomEvent('step-change', { detail: { step }, bubbles: true, composed: true }));
  }

  /** The step shown: the model's, within the trace. */
  get step(): number {
    return Math.min(this.model.step, this.trace?.length ?? 0);
  }

  // ---- keys -----------------------------------------------------------------------------------

  private readonly onOwnKey = (e: KeyboardEvent): void => {
    if (this.trace === null) return;
    if (this.iterationKey(e) || keyIsTheirs(e, this)) return;
    if (this.model.key(e)) e.stopPropagation();
  };

  /** Keys outside any viewer (`keys="page"`): on the page's body or a button that has no use for them, never in a form control or a widget with its own arrows. */
  private readonly onPageKey = (e: KeyboardEvent): void => {
    if (this.keys !== 'page' || this.trace === null) return;
    const path = e.composedPath();
    if (path.some((t) => t instanceof MctsView || (t instanceof Element && t.hasAttribute('data-viewer')))) return;
    if (keyIsTheirs(e)) return;
    if (!this.iterationKey(e)) this.model.key(e);
  };

  /** PageUp/PageDown: the iteration before or after (anywhere but in a form control, whose PageUp is its own). */
  private iterationKey(e: KeyboardEvent): boolean {
    const trace = this.trace;
    if (trace === null || (e.key !== 'PageUp' && e.key !== 'PageDown') || e.altKey || e.ctrlKey || e.metaKey) return false;
    const target = e.composedPath()[0];
    if (target instanceof HTMLElement && (/^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName) || target.isContentEditable)) return false;
    e.preventDefault();
    e.stopPropagation();
    this.model.seek(e.key === 'PageDown' ? nextIteration(trace, this.step) : previousIteration(trace, this.step));
    return true;
  }

  // ---- what the step says -----------------------------------------------------------------------

  private narration(trace: MctsTrace<unknown>, index: MctsIndex, step: number): string {
    if (step <= 0) return say('pressStep', this.lang);
    const key = [trace, this.lang];
    if (key.some((x, i) => x !== this.said.key[i])) this.said = { key, lines: new Map() };
    let line = this.said.lines.get(step);
    if (line === undefined) {
      line = say(namedMessage(index, narrateMcts(trace, step - 1)), this.lang);
      this.said.lines.set(step, line);
    }
    return line;
  }

  private setFollow(on: boolean): void {
    this.follow = on;
    store(FOLLOW_KEY, on ? 'on' : 'off');
  }

  override render() {
    const L = (k: MessageCode, p?: Record<string, string | number>) => say({ code: k, params: p ?? {} }, this.lang);
    const { trace, index, cursor } = this;
    if (trace === null || index === null || cursor === null) return nothing;
    const m = this.model;
    const step = this.step;
    const phase = phaseAt(trace, step);
    const it = iterationOf(trace, step);
    const total = trace.iterations;
    const c = this.draggedC ?? trace.data.c;
    const line = step > 0 ? mctsLine(trace, step - 1) : -1;
    const phaseText = `${SIGN[phase]} ${L(`phase_${phase}`)}`;
    return html`
      <p class="mcts-intro">${L('mctsIntro')}</p>
      <step-controls .model=${m} .lang=${this.lang}></step-controls>
      <div class="mcts-bar">
        <div class="iterations" role="group" aria-label=${L('iterationSteps')}>
          <button type="button" data-action="iteration-back" aria-label=${L('iterationBack')} title=${`${L('iterationBack')} (${L('keyPageUp')})`} ?disabled=${step <= 0} @click=${() => m.seek(previousIteration(trace, step))}>
            <span aria-hidden="true">◀◀</span>
          </button>
          <span class="iteration" data-iteration=${it}>${it === 0 ? L('iterationNone', { n: formatNumber(total) }) : L('iterationOf', { i: formatNumber(it), n: formatNumber(total) })}</span>
          <button type="button" data-action="iteration-next" aria-label=${L('iterationNext')} title=${`${L('iterationNext')} (${L('keyPageDown')})`} ?disabled=${step >= trace.length} @click=${() => m.seek(nextIteration(trace, step))}>
            <span aria-hidden="true">▶▶</span>
          </button>
        </div>
        <label class="mcts-c" title=${L('explorationHint')}>
          <span>${L('exploration')} = <output data-c-value>${formatNumber(c)}</output></span>
          <input
            type="range"
            data-field="exploration"
            min="0"
            max=${Math.max(3, trace.data.c)}
            step="0.01"
            .value=${live(String(c))}
            ?disabled=${this.running}
            @input=${(e: Event) => (this.draggedC = cleanC(Number((e.target as HTMLInputElement).value)))}
            @change=${(e: Event) => this.changeC(Number((e.target as HTMLInputElement).value))}
          />
        </label>
        <label class="toggle" title=${L('followHint')}
          ><input type="checkbox" data-action="follow" .checked=${this.follow} @change=${(e: Event) => this.setFollow((e.target as HTMLInputElement).checked)} /> ${L('follow')}</label
        >
        <span class="keys-hint" data-keys-hint>${L('mctsKeys')}</span>
      </div>
      ${this.running ? html`<p class="mcts-running" role="status">${L('explorationRunning', { c: formatNumber(c) })}</p>` : nothing}
      <ol class="mcts-phases" aria-label=${L('phaseList')}>
        ${ITERATION_PHASES.map(
          (p, i) =>
            html`<li data-phase-item=${p} class=${p === phase ? 'now' : ''} aria-current=${p === phase ? 'step' : nothing}>
              <span class="num" aria-hidden="true">${i + 1}</span> <span class="sign" aria-hidden="true">${SIGN[p]}</span> ${L(`phase_${p}`)}
            </li>`,
        )}
      </ol>
      <div class="mcts-head">
        ${this.renderPath(trace, index, cursor, step)}
        <p class="phase-label" data-phase-label=${phase}>${phaseText}</p>
      </div>
      <div class="mcts-stage">
        <mcts-tree
          .index=${index}
          .cursor=${cursor}
          .step=${step}
          .lang=${this.lang}
          .present=${this.present}
          .follow=${this.follow}
          .instant=${m.playing && m.speed > GLIDE_UP_TO}
          @node-select=${(e: CustomEvent<{ node: number }>) => (this.selected = e.detail.node)}
        ></mcts-tree>
        <div class="mcts-side">${this.renderPositions(trace, index, step)}</div>
      </div>
      <p class="narration" aria-live=${m.playing ? 'off' : 'polite'} data-narration>${this.narration(trace, index, step)}</p>
      <div class="mcts-explain">
        <div>
          <p class="mcts-legend">${L('mctsLegend')}</p>
          ${this.renderPlayout(trace, step)}
        </div>
        <section class="mcts-code" aria-label=${L('pseudocode')}>
          <h3>${L('pseudocode')}</h3>
          <pre aria-live="off">${listingLines(msg('code.mcts'), this.lang).map((l, i) => html`<span class=${i === line ? 'line current' : 'line'} data-line=${i}>${l}</span>\n`)}</pre>
        </section>
      </div>
    `;
  }

  private changeC(value: number): void {
    const c = cleanC(value);
    this.draggedC = c;
    if (c !== this.data?.c) this.dispatchEvent(new CustomEvent('c-change', { detail: { c }, bubbles: true, composed: true }));
  }

  /** The path from the root to the step's node: each node's move and N (a click shows its position). */
  private renderPath(trace: MctsTrace<unknown>, index: MctsIndex, cursor: MctsCursor<unknown>, step: number) {
    const path = openPath(trace, step, cursor.path);
    const current = currentNode(trace, step);
    const root = say('root', this.lang);
    return html`<nav class="path-strip" data-path aria-label=${say('pathToNode', this.lang)}>
      <ol>
        ${(path.length === 0 ? [0] : path).map(
          (v) =>
            html`<li data-path-node data-node-id=${trace.id(v)} data-n=${cursor.n[v]!} class=${v === current ? 'here' : ''} aria-current=${v === current ? 'step' : 'false'}>
              <button type="button" @click=${() => (this.selected = v)}><span class="move">${index.move(v, root)}</span> <span class="n">N ${formatNumber(cursor.n[v]!)}</span></button>
            </li>`,
        )}
      </ol>
    </nav>`;
  }

  /** The current (or chosen) node's position, and where the playout ends while it is shown. */
  private renderPositions(trace: MctsTrace<unknown>, index: MctsIndex, step: number) {
    const states = trace.data.states;
    const chosen = this.selected >= 0 && this.selected < trace.nodes;
    const node = chosen ? this.selected : Math.max(0, currentNode(trace, step));
    const game = this.game === '' ? gameOfState(states[0]) : this.game;
    const playout = chosen ? null : playoutAt(trace, step);
    return html`${boardFigure(this.board, game, states[node], chosen ? 'positionSelected' : 'positionCurrent', this.lang, 'position', trace.id(node))}
      ${playout === null || playout.moves.length === 0 ? nothing : boardFigure(this.board, game, afterMoves(game, states[playout.node], playout.moves), 'mctsPositionPlayout', this.lang, 'playout-position', index.trace.id(playout.node))}`;
  }

  /** The playout's moves in words (the chain on the tree shows the first and last few). */
  private renderPlayout(trace: MctsTrace<unknown>, step: number) {
    const playout = playoutAt(trace, step);
    if (playout === null || !playout.shown) return nothing;
    const L = (k: MessageCode, p?: Record<string, string | number>) => say({ code: k, params: p ?? {} }, this.lang);
    return html`<p class="mcts-playout" data-playout>
      <b>${playout.moves.length === 0 ? L('mctsPlayoutNone') : L('mctsPlayout', { n: playout.moves.length })}</b>${playout.moves.length === 0 ? '' : `: ${playout.moves.join(' ')}`}
    </p>`;
  }
}

customElements.define('mcts-view', MctsView);
