/**
 * <ladder-page> (`#/ladder?game=connect4|tictactoe&position=…&rung=…`): Pascal
 * Pons' ladder from minimax to a perfect Connect-4 solver ("Solving Connect
 * 4"), one technique a rung, on a position of the user's: the position on
 * its board (played by clicking, typed as text, or an example); every rung
 * side by side on it — score for the player to move, in words too, nodes and
 * time — run in the search worker within a node budget, cancellable
 * (ladder-rungs.ts); a rung's search in the one trace viewer, pass by pass
 * where it makes several (null-window probes, iterations), the last first;
 * and, for Connect-4, Pons' published table beside our own measured figures
 * (ladder-measure.ts). Tic-tac-toe has the first five rungs.
 *
 * The URL holds the game, the position, the rung shown, its pass and step
 * and the budget (ladder-params.ts); each rung's row links its search.
 * Presented, the page is one screen at a time (ladder/ladder-present.css):
 * the rung's search beside a side column, or the position with every rung.
 *
 * The position's part is the position picker (widgets/position-picker.ts),
 * which refuses a finished game (it has no score to solve); this folder's
 * parts are in ladder/ (the rungs' table, the words, the examples, the
 * measurements and their figures).
 *
 * Hooks: the position picker's (`data-field="game"`, `"position"`,
 * `[data-position-error]`, `data-action="undo"`, the board's), with
 * `data-action="solve"`; `data-field="example"`, `"budget"`, `"pass"`;
 * `data-action="cancel"`, `"rerun"`, and presented `"show-rungs"`,
 * `"show-search"` (the host's `data-screen`: `search`, `rungs`); the rungs'
 * (ladder-rungs.ts); `[data-ladder-trace]` with `data-rung` and
 * `data-status` (none, loading, shown, too-big, error), `[data-passes]`;
 * the measurements' (ladder-measure.ts).
 */
import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { LADDER_TRACE_BUDGET, type LadderTrace } from '../app/ladder.ts';
import type { Rung } from '../games/connect4/solver.ts';
import type { GameName } from '../app/position-search.ts';
import { gameStatus } from '../app/board-game.ts';
import type { TracedView } from '../app/transfer.ts';
import { formatCount, type Lang } from '../i18n/lang.ts';
import { say, sayer, type MessageCode } from '../i18n/say.ts';
import { afterTask, type ReplyError } from './platform/bridge.ts';
import { PositionPicker } from './widgets/position-picker.ts';
import { BUDGETS, GAME_RUNGS, LADDER_DEFAULTS, LADDER_GAMES, LADDER_ROUTE, rungLink, type LadderParams } from './link/ladder-params.ts';
import type { Notice, Read } from './link/param-reader.ts';
import { renderNotices } from './widgets/notices.ts';
import { SearchSession } from './platform/search-session.ts';
import { rungLabel, rungsTable, shownNodes, type RungState } from './ladder/ladder-rungs.ts';
import { passText, type Side } from './ladder/ladder-words.ts';
import { EXAMPLES } from './ladder/ladder-examples.ts';
import './ladder/ladder-measure.ts';
import './ladder-page.css';
import './ladder/ladder-present.css';

/** The search of one rung shown in the viewer: its passes (opened as they are picked) and the pass shown. */
interface Shown {
  rung: Rung;
  trace: LadderTrace | null;
  /** A reply error, when the worker refused. */
  error: ReplyError | null;
  views: (TracedView | null)[];
  pass: number;
}

export class LadderPage extends LitElement {
  @property() override lang: Lang = 'en';
  @property({ attribute: false }) params: URLSearchParams = new URLSearchParams();
  @property({ type: Boolean }) present: boolean = false;
  @state() notices: Notice[] = [];
  /** Each rung's run on the position shown (absent: not run yet). */
  @state() states: Partial<Record<Rung, RungState>> = {};
  @state() shown: Shown | null = null;
  /** Presented with a rung shown: the screen of every rung instead of its search (ladder-present.css). */
  @state() rungsScreen: boolean = false;

  private game: GameName = LADDER_DEFAULTS.game;
  private position: string = LADDER_DEFAULTS.position.connect4;
  private budget: number = LADDER_DEFAULTS.budget;
  /** The rung whose search the link asks for, and its pass (1-based; null: the last). */
  private rung: Rung | null = null;
  private wantPass: number | null = null;
  /** The step the link named, kept in the URL while its tree is loading. */
  private linkStep = 0;
  private readonly picker = new PositionPicker(this);
  private readonly session = new SearchSession(this, LADDER_ROUTE, (read) => this.load(read));

  override createRenderRoot(): HTMLElement {
    return this;
  }

  /** A link: its game, position and budget (a new one runs every rung again), the rung to show and its pass and step. */
  private load({ values: v, notices }: Read<LadderParams>): void {
    this.notices = notices;
    const same = v.game === this.game && v.position === this.position && v.budget === this.budget && Object.keys(this.states).length > 0;
    [this.game, this.position, this.budget] = [v.game, v.position, v.budget];
    this.picker.show(v.position);
    if (!same) {
      this.session.cancel();
      this.states = {};
      this.shown = null;
      this.picker.forget();
    }
    if (v.rung !== this.rung) this.rungsScreen = false;
    this.rung = v.rung;
    this.wantPass = v.pass;
    this.linkStep = v.step;
    this.session.wantStep(v.step);
    if (this.shown !== null && this.shown.rung !== v.rung) this.shown = null;
    else if (this.shown !== null && this.shown.trace !== null && v.pass !== null) void this.pickPass(Math.min(v.pass, this.shown.trace.passes.length) - 1);
    if (notices.length > 0) this.sync();
    void this.compute(v.rung !== null);
  }

  private sync(): void {
    const s = this.shown;
    const passes = s?.trace?.passes.length ?? 0;
    this.session.write({
      game: this.game,
      position: this.position,
      rung: this.rung,
      pass: s === null || s.trace === null ? this.wantPass : s.pass === passes - 1 ? null : s.pass + 1,
      step: s === null ? this.linkStep : this.session.model.step,
      budget: this.budget,
    });
  }

  private get side(): Side {
    return gameStatus(this.game, this.position)?.toMove ?? 'x';
  }

  /** Runs, in the worker, what is missing: the trace of the rung asked for first, then every rung not run yet, in order. */
  private async compute(scroll = false): Promise<void> {
    const { game, position, budget, rung } = this;
    const wantTrace = rung !== null && this.shown === null;
    // A rung marked running belongs to a search this one replaces: it runs again.
    const todo = GAME_RUNGS[game].filter((r) => {
      const kind = this.states[r]?.kind;
      return kind === undefined || kind === 'cancelled' || kind === 'running';
    });
    if (!wantTrace && todo.length === 0) return;
    const reply = await this.session.run(async (bridge, signal) => {
      // What comes back for a search aborted meanwhile (a newer one, Cancel, a new position) is dropped.
      const mark = (r: Rung, s: RungState) => {
        if (!signal.aborted) this.states = { ...this.states, [r]: s };
      };
      if (wantTrace) {
        this.shown = { rung, trace: null, error: null, views: [], pass: 0 };
        mark(rung, { kind: 'running' });
        const r = await bridge.call(signal, 'ladderRung', { game, position, rung, budget, trace: true });
        if (!r.ok) {
          mark(rung, { kind: 'error', error: r.error });
          if (!signal.aborted) this.shown = { ...this.shown, error: r.error };
        } else {
          mark(rung, { kind: 'done', run: r.run });
          // Asked for (trace: true), the reply carries the trace.
          if (r.trace !== undefined) await this.showTrace(rung, r.trace, scroll, signal);
        }
      }
      for (const r of todo) {
        if (this.states[r]?.kind === 'done' || this.states[r]?.kind === 'error') continue;
        mark(r, { kind: 'running' });
        const reply = await bridge.call(signal, 'ladderRung', { game, position, rung: r, budget });
        mark(r, reply.ok ? { kind: 'done', run: reply.run } : { kind: 'error', error: reply.error });
      }
      return true;
    });
    // Cancelled by the user (not replaced by a newer search, which is busy now): what was running is marked so.
    if (reply === null && !this.session.busy && this.game === game && this.position === position && this.budget === budget) {
      const states = { ...this.states };
      for (const r of GAME_RUNGS[game]) if (states[r]?.kind === 'running') states[r] = { kind: 'cancelled' };
      this.states = states;
    }
  }

  /** The trace arrived: its pass (the link's, else the last) opened, in tasks of their own (a big tree's index, then its drawing). */
  private async showTrace(rung: Rung, trace: LadderTrace, scroll: boolean, signal: AbortSignal): Promise<void> {
    const last = trace.passes.length - 1;
    const pass = this.wantPass === null ? last : Math.min(this.wantPass, trace.passes.length) - 1;
    const views: (TracedView | null)[] = trace.passes.map(() => null);
    const opened = trace.passes[pass];
    if (opened !== undefined) {
      await afterTask();
      if (signal.aborted) return;
      views[pass] = this.session.open(opened.view);
      await afterTask();
    } else this.session.start(0);
    if (signal.aborted) return;
    this.shown = { rung, trace, error: null, views, pass: Math.max(0, pass) };
    this.sync();
    if (scroll) void this.updateComplete.then(() => this.querySelector('[data-ladder-trace]')?.scrollIntoView({ block: 'start' }));
  }

  private async pickPass(i: number): Promise<void> {
    const s = this.shown;
    const pass = s?.trace?.passes[i];
    if (s === null || pass === undefined) return;
    const views = [...s.views];
    const view = views[i] ?? null;
    if (view === null) {
      await afterTask();
      views[i] = this.session.open(pass.view);
    } else this.session.start(view.trace.length);
    this.shown = { ...s, views, pass: i };
    this.sync();
  }

  /** A new position (played, typed, undone, an example, another game's or budget's): every rung again; the rung shown stays, for the new position. */
  private setPosition(position: string): void {
    this.session.cancel();
    this.position = position;
    this.picker.show(position);
    this.states = {};
    this.shown = null;
    this.wantPass = null;
    this.sync();
    void this.compute();
  }

  private setGame(game: GameName): void {
    this.game = game;
    if (this.rung !== null && !GAME_RUNGS[game].includes(this.rung)) this.rung = null;
    this.setPosition(LADDER_DEFAULTS.position[game]);
  }

  private setBudget(budget: number): void {
    this.budget = budget;
    this.setPosition(this.position);
  }

  override willUpdate(): void {
    // Presented, the page is one of two screens (ladder-present.css): a rung's search, or the position with every rung.
    this.dataset.screen = this.rung !== null && !this.rungsScreen ? 'search' : 'rungs';
  }

  override render() {
    const L = sayer(this.lang);
    const c4 = this.game === 'connect4';
    const rungs = GAME_RUNGS[this.game];
    const stopped = rungs.some((r) => this.states[r]?.kind === 'cancelled');
    return html`
      ${renderNotices(this.notices, this.lang, () => (this.notices = []))}
      <div class="intro">
        <h2>${L('ladderTitle')}</h2>
        <p>${L(c4 ? 'ladderIntroC4' : 'ladderIntroTtt')}</p>
      </div>
      <div class="layout">
        ${this.picker.render({
          id: 'ladder',
          games: LADDER_GAMES,
          game: this.game,
          position: this.position,
          lang: this.lang,
          over: 'refused',
          submit: { action: 'solve', label: 'ladderSolve' },
          pickGame: (g) => this.setGame(g),
          pick: (p) => this.setPosition(p),
          more: html`<label>
            ${L('ladderExamples')}
            <select data-field="example" @change=${(e: Event) => this.example(e)}>
              <option value="" selected>${L('ladderExamplePick')}</option>
              ${EXAMPLES[this.game].map((x) => html`<option value=${x.position}>${L(x.name, x.params)}</option>`)}
            </select>
          </label>`,
        })}
        <section class="ladder" aria-labelledby="ladder-rungs-h">
          <h3 id="ladder-rungs-h"><span class="step" aria-hidden="true">2</span> ${L('ladderRungsHeading')}</h3>
          <div class="row">
            <label>
              ${L('ladderBudget')}
              <select data-field="budget" @change=${(e: Event) => this.setBudget(Number((e.target as HTMLSelectElement).value))}>
                ${[...new Set([...BUDGETS, this.budget])].sort((a, b) => a - b).map((b) => html`<option value=${b} ?selected=${b === this.budget}>${formatCount(b, this.lang)}</option>`)}
              </select>
            </label>
            ${this.session.busy ? html`<button type="button" data-action="cancel" @click=${() => this.session.cancel()}>${L('cancel')}</button>` : nothing}
            ${stopped && !this.session.busy ? html`<button type="button" data-action="rerun" @click=${() => void this.compute()}>${L('ladderRunRest')}</button>` : nothing}
            ${
              this.present && this.rung !== null
                ? html`<button type="button" class="screen" data-action="show-search" @click=${() => this.showScreen(false)}>${L('ladderShowSearch')}</button>`
                : nothing
            }
          </div>
          ${rungsTable({
            game: this.game,
            rungs,
            states: this.states,
            side: this.side,
            budget: this.budget,
            shown: this.rung,
            link: (r) => rungLink(this.game, this.position, r, this.budget),
            lang: this.lang,
            backToShown: this.present ? () => this.showScreen(false) : undefined,
          })}
        </section>
      </div>
      ${this.renderTrace(L)}
      ${
        c4
          ? html`<section class="measure" aria-labelledby="ladder-measure-h">
            <h3 id="ladder-measure-h"><span class="step" aria-hidden="true">4</span> ${L('ladderMeasureHeading')}</h3>
            <ladder-measure .lang=${this.lang}></ladder-measure>
          </section>`
          : nothing
      }
    `;
  }

  private example(e: Event): void {
    const select = e.target as HTMLSelectElement;
    // The first option is the prompt, the examples after it.
    const example = EXAMPLES[this.game][select.selectedIndex - 1];
    select.selectedIndex = 0;
    if (example !== undefined) this.picker.choose(example.position);
  }

  private renderTrace(L: (k: MessageCode, p?: Record<string, string | number>) => string) {
    const s = this.shown;
    const rung = this.rung;
    const view = s?.views[s.pass] ?? null;
    const trace = s?.trace ?? null;
    const error = s?.error ?? null;
    const status = rung === null ? 'none' : error !== null ? 'error' : trace === null ? 'loading' : trace.tooBig ? 'too-big' : 'shown';
    const passes = trace?.passes ?? [];
    // Presented, the search's heading is the rung's name and its nodes, in the side column beside the tree (ladder-present.css).
    const presented = this.present && rung !== null;
    return html`<section class="trace" data-ladder-trace data-rung=${rung ?? ''} data-status=${status} aria-labelledby="ladder-trace-h">
      <div class="trace-head">
      <h3 id="ladder-trace-h"><span class="step" aria-hidden="true">3</span> ${rung === null ? L('ladderTraceHeading') : presented ? rungLabel(rung, this.game, this.lang) : L('ladderTraceOf', { rung: rungLabel(rung, this.game, this.lang) })}</h3>
      ${presented ? html`${shownNodes(this.states, rung, this.lang)}<button type="button" class="screen" data-action="show-rungs" @click=${() => this.showScreen(true)}>${L('ladderShowRungs')}</button>` : nothing}
      ${status === 'none' ? html`<p class="hint">${L('ladderTraceNone')}</p>` : nothing}
      ${status === 'loading' ? html`<p class="hint">${this.session.busy ? L('ladderTracing') : L('ladderCancelled')}</p>` : nothing}
      ${status === 'error' && error !== null ? html`<p class="error">${say(error, this.lang)}</p>` : nothing}
      ${status === 'too-big' ? html`<p class="note" data-too-big>${this.tooBigText(L)}</p>` : nothing}
      ${
        status === 'shown' && trace !== null
          ? html`${trace.exact ? nothing : html`<p class="note">${L('ladderTracedAsDeepening')}</p>`}
            <p class="hint values">${L(this.side === 'o' ? 'ladderTreeValuesO' : 'ladderTreeValuesX')}</p>
            ${
              passes.length > 1
                ? html`<fieldset class="passes" data-passes>
                  <legend>${L('ladderPasses', { n: passes.length })}</legend>
                  ${[...passes.entries()].reverse().map(
                    ([i, pass]) => html`<label class="toggle"
                      ><input type="radio" name="ladder-pass" data-field="pass" value=${i + 1} .checked=${s?.pass === i} @change=${() => void this.pickPass(i)} />
                      ${passText(pass, i, this.lang)}</label
                    >`,
                  )}
                </fieldset>`
                : nothing
            }`
          : nothing
      }
      </div>
      ${
        status === 'shown' && view !== null
          ? html`<trace-viewer
              .model=${this.session.model}
              .view=${view}
              .algorithm=${rung === 'minimax' ? 'minimax' : 'alphabeta'}
              .lang=${this.lang}
              .present=${this.present}
              counters
              pseudocode
              @step-change=${() => this.sync()}
            ></trace-viewer>`
          : nothing
      }
    </section>`;
  }

  /** Presented, one screen at a time: every rung on the position (`true`), or the rung's search; the focus goes to the button that comes back. */
  private showScreen(rungs: boolean): void {
    this.rungsScreen = rungs;
    void this.updateComplete.then(() => this.querySelector<HTMLElement>(`[data-action=${rungs ? 'show-search' : 'show-rungs'}]`)?.focus());
  }

  private tooBigText(L: (k: MessageCode, p?: Record<string, string | number>) => string): string {
    const st = this.rung === null ? undefined : this.states[this.rung];
    if (st?.kind === 'done' && st.run.status === 'budget') return L('ladderTraceStopped', { budget: formatCount(this.budget, this.lang) });
    return L('ladderTraceTooBig', {
      nodes: st?.kind === 'done' ? formatCount(st.run.nodes, this.lang) : '?',
      most: formatCount(LADDER_TRACE_BUDGET, this.lang),
    });
  }
}

customElements.define('ladder-page', LadderPage);
