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
 * The root, the step, the keys, the step bar and the narration's cache are
 * the viewer shell's (../viewer-shell.ts, shared with <trace-viewer>), and so
 * is the path strip (../path-strip.ts). Keys (the viewer's, while it has
 * focus; with `keys="page"` also while the focus is on nothing that uses
 * them, key-target.ts): ←/→ a step, PageUp/PageDown an iteration, space
 * play/pause, Home/End.
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
import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { MctsCursor, MctsTrace, type MctsTraceData } from '../../../trace/mcts-trace.ts';
import { mctsLine, narrateMcts } from '../../../trace/mcts-narrate.ts';
import type { GameName } from '../../../app/position-search.ts';
import { formatCount, formatNumber } from '../../../i18n/lang.ts';
import { say, sayer } from '../../../i18n/say.ts';
import { listingLines } from '../../../i18n/listing.ts';
import { msg } from '../../../i18n/message.ts';
import { ViewerShell } from '../viewer-shell.ts';
import { pathStrip, type PathNode } from '../path-strip.ts';
import { typesText } from '../key-target.ts';
import { GameBoard } from '../../widgets/game-board.ts';
import { cleanC } from '../../link/mcts-params.ts';
import {
  ITERATION_PHASES,
  MctsIndex,
  currentNode,
  iterationOf,
  namedMessage,
  nextIteration,
  openPath,
  phaseAt,
  playoutAt,
  previousIteration,
  type MctsPhase,
} from './mcts-model.ts';
import { afterMoves, boardFigure, gameOfState } from './mcts-position.ts';
import './mcts-tree.ts';
import './mcts-view.css';

/** Each phase's sign, shown with its name (the phase told by shape and words, not colour alone). */
const SIGN: Record<MctsPhase, string> = { start: '●', selection: '▼', expansion: '✚', simulation: '⋯', backpropagation: '▲', choice: '★' };
/** Playing faster than this many steps a second, the camera jumps instead of gliding. */
const GLIDE_UP_TO = 4;

/** A node is picked by its number in the trace (a click, or Enter in the tree). Its step model is the page's search session's. */
export class MctsView extends ViewerShell<number> {
  /** The recorded search, or null. */
  @property({ attribute: false }) data: MctsTraceData<unknown> | null = null;
  /** The game, if the page knows it (else told from the recorded states). */
  @property() game: GameName | '' = '';
  /** The search is running again (a new C): the slider waits. */
  @property({ type: Boolean }) running: boolean = false;
  /** C while the slider is dragged (null: the search's). */
  @state() draggedC: number | null = null;

  private trace: MctsTrace<unknown> | null = null;
  private index: MctsIndex | null = null;
  private cursor: MctsCursor<unknown> | null = null;
  private madeFrom: MctsTraceData<unknown> | null = null;
  private readonly board = new GameBoard(this);
  protected override readonly viewerKind = 'mcts';

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (this.data !== this.madeFrom) {
      this.madeFrom = this.data;
      this.trace = this.data === null ? null : new MctsTrace(this.data);
      this.index = this.trace === null ? null : new MctsIndex(this.trace);
      this.cursor = this.trace === null ? null : new MctsCursor(this.trace);
      this.selected = null;
      this.draggedC = null;
    }
    // The cursor moves from where it is: a step forward or back costs the path's length.
    this.cursor?.seek(this.model.step);
    if (this.data !== null) this.dataset.c = String(this.data.c);
    if (this.trace !== null) this.dataset.phase = phaseAt(this.trace, this.step);
  }

  /** The step shown: the model's, within the trace. */
  get step(): number {
    return Math.min(this.model.step, this.trace?.length ?? 0);
  }

  /** Its step in its own trace: the step shown (the model is its trace's). */
  get ownStep(): number {
    return this.step;
  }

  protected regionName(): string {
    return say('mctsView', this.lang);
  }

  protected hasSteps(): boolean {
    return this.trace !== null;
  }

  /** PageUp/PageDown: the iteration before or after (anywhere but in a form control, whose PageUp is its own). */
  protected override ownKey(e: KeyboardEvent): boolean {
    const trace = this.trace;
    if (trace === null || (e.key !== 'PageUp' && e.key !== 'PageDown') || e.altKey || e.ctrlKey || e.metaKey || typesText(e)) return false;
    e.preventDefault();
    e.stopPropagation();
    this.model.seek(e.key === 'PageDown' ? nextIteration(trace, this.step) : previousIteration(trace, this.step));
    return true;
  }

  // ---- what the step says -----------------------------------------------------------------------

  private narration(trace: MctsTrace<unknown>, index: MctsIndex, step: number): string {
    if (step <= 0) return say('pressStep', this.lang);
    return this.narrationOf([trace, this.lang], step, () => say(namedMessage(index, narrateMcts(trace, step - 1)), this.lang));
  }

  override render() {
    const L = sayer(this.lang);
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
    // C's slider: in the bar; presented, beside the tree with the positions (the bar keeps to one line).
    const cSlider = html`<label class="mcts-c" title=${L('explorationHint')}>
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
    </label>`;
    return html`
      <p class="mcts-intro">${L('mctsIntro')}</p>
      ${this.renderStepBar(
        true,
        html`<div class="iterations" role="group" aria-label=${L('iterationSteps')}>
            <button type="button" data-action="iteration-back" aria-label=${L('iterationBack')} title=${`${L('iterationBack')} (${L('keyPageUp')})`} ?disabled=${step <= 0} @click=${() => m.seek(previousIteration(trace, step))}>
              <span aria-hidden="true">◀◀</span>
            </button>
            <span class="iteration" data-iteration=${it}>${it === 0 ? L('iterationNone', { n: formatCount(total, this.lang) }) : L('iterationOf', { i: formatCount(it, this.lang), n: formatCount(total, this.lang) })}</span>
            <button type="button" data-action="iteration-next" aria-label=${L('iterationNext')} title=${`${L('iterationNext')} (${L('keyPageDown')})`} ?disabled=${step >= trace.length} @click=${() => m.seek(nextIteration(trace, step))}>
              <span aria-hidden="true">▶▶</span>
            </button>
          </div>
          ${this.present ? nothing : cSlider}`,
        nothing,
        L('mctsKeys'),
      )}
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
        <div class="mcts-side">${this.renderPositions(trace, index, step)} ${this.present ? cSlider : nothing}</div>
      </div>
      ${this.renderNarration(this.narration(trace, index, step))}
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
    const nodes = (path.length === 0 ? [0] : path).map((v): PathNode<number> => {
      const n = cursor.n[v] ?? 0;
      return {
        key: v,
        id: trace.id(v),
        name: index.move(v, root),
        here: v === current,
        detail: html`<span class="n">N ${formatCount(n, this.lang)}</span>`,
        n,
      };
    });
    return pathStrip(nodes, this.lang, (v) => (this.selected = v));
  }

  /** The current (or chosen) node's position, and where the playout ends while it is shown. */
  private renderPositions(trace: MctsTrace<unknown>, index: MctsIndex, step: number) {
    const states = trace.data.states;
    const selected = this.selected ?? -1;
    const chosen = selected >= 0 && selected < trace.nodes;
    const node = chosen ? selected : Math.max(0, currentNode(trace, step));
    const game = this.game === '' ? gameOfState(states[0]) : this.game;
    const playout = chosen ? null : playoutAt(trace, step);
    return html`${boardFigure(this.board, game, states[node], chosen ? 'positionSelected' : 'positionCurrent', this.lang, 'position', trace.id(node))}
      ${playout === null || playout.moves.length === 0 ? nothing : boardFigure(this.board, game, afterMoves(game, states[playout.node], playout.moves), 'mctsPositionPlayout', this.lang, 'playout-position', index.trace.id(playout.node))}`;
  }

  /** The playout's moves in words (the chain on the tree shows the first and last few). */
  private renderPlayout(trace: MctsTrace<unknown>, step: number) {
    const playout = playoutAt(trace, step);
    if (playout === null || !playout.shown) return nothing;
    const L = sayer(this.lang);
    return html`<p class="mcts-playout" data-playout>
      <b>${playout.moves.length === 0 ? L('mctsPlayoutNone') : L('mctsPlayout', { n: playout.moves.length })}</b>${playout.moves.length === 0 ? '' : `: ${playout.moves.join(' ')}`}
    </p>`;
  }
}

customElements.define('mcts-view', MctsView);
