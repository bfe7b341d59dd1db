/**
 * <compare-mcts>: the compare page's MCTS mode (`#/compare?game=…`, issue 23).
 * Monte Carlo tree search and alpha-beta on the same tic-tac-toe or Connect-4
 * position, side by side: each one's choice, value (MCTS's mean result,
 * alpha-beta's minimax value within its depth), nodes and time, and a row a
 * move — MCTS's visits and mean result, alpha-beta's value or bound — with
 * the verdict: whether they agree, and where they do not, what alpha-beta
 * knows of MCTS's move (compare-mcts-rows.ts). Both run in the search worker,
 * one after the other (MCTS first: its time is its own; alpha-beta's is
 * measured around its call, the worker started by then), and Cancel stops
 * them. The position is played on the board, typed, or taken from the link;
 * the link holds the position and the settings (compare-mcts-params.ts).
 *
 * Hooks: the board's (game-board.ts); `data-field="game"`, `"position"`,
 * `"iterations"`, `"c"`, `"seed"`, `"depth"`; `[data-position-error]`;
 * `data-action="compare"`, `"cancel"`, `"undo"`; each search's card
 * `[data-algo="mcts"]`, `[data-algo="alphabeta"]` with `data-status`
 * (waiting, running, done, cancelled, error) and, once done, `data-choice`
 * (the cell 0–8 or the column 1–7) and `data-nodes`; `[data-verdict]` (agree,
 * tie, maybe, worse, differ); the table `[data-moves]`, a row `[data-move]`
 * with `data-visits`.
 */
import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { MctsJson } from '../../app/mcts-position.ts';
import type { GameName, PositionJson } from '../../app/position-search.ts';
import { gameStatus, played, emptyPosition } from '../../app/board-game.ts';
import type { Lang } from '../../i18n/lang.ts';
import { say, type MessageCode } from '../../i18n/say.ts';
import type { Message } from '../../i18n/message.ts';
import type { ReplyError } from '../platform/bridge.ts';
import { GameBoard } from '../widgets/game-board.ts';
import type { Notice, Read } from '../link/param-reader.ts';
import { renderNotices } from '../widgets/notices.ts';
import { SearchSession } from '../platform/search-session.ts';
import { COMPARE_MCTS_DEFAULTS, COMPARE_MCTS_GAMES, COMPARE_MCTS_ROUTE, DEPTH_RANGES, ITERATIONS_RANGE, checkC, checkPosition, type CompareMctsParams } from '../link/compare-mcts-params.ts';
import { renderCards, renderMoves, renderVerdict, type Phase } from './compare-mcts-results.ts';
import './compare-mcts.css';

/** Alpha-beta stops after this many nodes (a few seconds in the worker): Connect-4 at depth 10 early in a game may need more. */
export const AB_BUDGET = 20_000_000;

type L = (k: MessageCode, p?: Record<string, string | number>) => string;

export class CompareMcts extends LitElement {
  @property() override lang: Lang = 'en';
  @property({ attribute: false }) params: URLSearchParams = new URLSearchParams();
  @property({ type: Boolean }) present: boolean = false;
  @state() notices: Notice[] = [];
  @state() mcts: MctsJson | null = null;
  /** Alpha-beta's answer, and its time in the worker (measured around the call). */
  @state() ab: { json: PositionJson; ms: number } | null = null;
  @state() phase: Phase = 'idle';
  @state() failure: ReplyError | null = null;
  @state() draft: string = '';
  @state() draftError: Message | null = null;

  /** What is shown (the link's values). */
  private v: CompareMctsParams = { game: 'connect4', position: '', iterations: COMPARE_MCTS_DEFAULTS.iterations, c: COMPARE_MCTS_DEFAULTS.c, seed: COMPARE_MCTS_DEFAULTS.seed, depth: COMPARE_MCTS_DEFAULTS.depth.connect4 };
  private history: string[] = [];
  private readonly board = new GameBoard(this);
  private readonly session = new SearchSession(this, COMPARE_MCTS_ROUTE, (read) => this.load(read));

  override createRenderRoot(): HTMLElement {
    return this;
  }

  private load({ values, notices }: Read<CompareMctsParams>): void {
    this.notices = notices;
    if (values.game !== this.v.game) this.history = [];
    this.v = values;
    this.draft = values.position;
    this.draftError = null;
    // A link with parameters it could not use shows what it shows instead.
    if (notices.length > 0) this.session.write(values);
    void this.run();
  }

  /** Both searches on the position shown, in the worker: MCTS, then alpha-beta. */
  private async run(): Promise<void> {
    const { game, position, iterations, c, seed, depth } = this.v;
    this.mcts = null;
    this.ab = null;
    this.failure = null;
    if (gameStatus(game, position)?.winner !== null) {
      this.phase = 'over';
      this.session.cancel();
      return;
    }
    const done = await this.session.run(async (bridge, signal): Promise<{ error: ReplyError | null }> => {
      this.phase = 'mcts';
      const m = await bridge.call(signal, 'mctsGame', { game, position, iterations, c, seed });
      if (!m.ok) return { error: m.error };
      this.mcts = m.json;
      this.phase = 'alphabeta';
      const t0 = performance.now();
      const a = await bridge.searchGame(signal, { game, position, algo: 'alphabeta', depth: depth ?? undefined, budget: AB_BUDGET }, false);
      if (!a.ok) return { error: a.error };
      this.ab = { json: a.json, ms: performance.now() - t0 };
      return { error: null };
    });
    if (done === null) {
      // Cancelled (a newer search replaces it and shows its own phase).
      if (!this.session.busy) this.phase = 'cancelled';
      return;
    }
    this.failure = done.error;
    this.phase = done.error === null ? 'done' : 'error';
  }

  /** Follows the link of what is shown with `change` (a new entry in the history: Back returns). */
  private go(change: Partial<CompareMctsParams>): void {
    location.hash = COMPARE_MCTS_ROUTE.write({ ...this.v, ...change });
  }

  private setPosition(position: string, remember = true): void {
    if (remember && position !== this.v.position) this.history.push(this.v.position);
    this.go({ position });
  }

  /** A move on the board: the position after it (a move that ends the game too: the page then says there is nothing to compare). */
  private play(action: number): void {
    const next = played(this.v.game, this.v.position, action);
    if (next !== null) this.setPosition(next);
  }

  private undo(): void {
    const previous = this.history.pop() ?? (this.v.game === 'connect4' && this.v.position !== '' ? this.v.position.slice(0, -1) : undefined);
    if (previous !== undefined) this.setPosition(previous, false);
  }

  /** The position typed: set if it is legal, else why not under the field. */
  private submitPosition(e: Event): void {
    e.preventDefault();
    const ok = checkPosition(this.v.game, this.draft.trim());
    if (ok.ok) this.setPosition(ok.value);
    else this.draftError = ok.error;
  }

  /** The settings' form: each field read as the link reads it (a bad one keeps the value shown). */
  private submitSettings(e: Event): void {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value.trim() ?? '';
    const int = (text: string, min: number, max: number, fallback: number) => (/^\d+$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : fallback);
    const c = checkC(field('c'));
    const depth = field('depth');
    const range = DEPTH_RANGES[this.v.game];
    const change: Partial<CompareMctsParams> = {
      iterations: int(field('iterations'), ITERATIONS_RANGE.min, ITERATIONS_RANGE.max, this.v.iterations),
      c: c.ok ? c.value : this.v.c,
      seed: int(field('seed'), 0, 0xffff_ffff, this.v.seed),
      depth: depth === '' ? null : int(depth, range.min, range.max, this.v.depth ?? range.max),
    };
    const same = Object.entries(change).every(([k, x]) => this.v[k as keyof CompareMctsParams] === x);
    // The same settings again: search again (a link that does not change does not navigate).
    if (same) void this.run();
    else this.go(change);
  }

  private setGame(game: GameName): void {
    this.history = [];
    this.go({ game, position: emptyPosition(game), depth: COMPARE_MCTS_DEFAULTS.depth[game] });
  }

  override render() {
    const L: L = (k, p) => say({ code: k, params: p ?? {} }, this.lang);
    const { game, position } = this.v;
    const s = gameStatus(game, position);
    const c4 = game === 'connect4';
    const pieces = c4 ? position.length : position.replace(/\./g, '').length;
    return html`
      ${renderNotices(this.notices, this.lang, () => (this.notices = []))}
      <p class="intro">${L('cmpIntro')}</p>
      <div class="layout">
        <section class="position" aria-labelledby="cmp-position-h">
          <h3 id="cmp-position-h"><span class="step" aria-hidden="true">1</span> ${L('cmpPositionHeading')}</h3>
          <label class="game">
            ${L('cmpGame')}
            <select data-field="game" @change=${(e: Event) => this.setGame((e.target as HTMLSelectElement).value as GameName)}>
              ${COMPARE_MCTS_GAMES.map((g) => html`<option value=${g} ?selected=${g === game}>${L(g === 'connect4' ? 'navConnect4' : 'navTicTacToe')}</option>`)}
            </select>
          </label>
          <p class="status" data-status>${s === null ? '' : L('cmpToMove', { side: s.toMove.toUpperCase(), n: pieces })}</p>
          ${s === null ? nothing : this.board.render({ game, cells: s.cells, playable: s.winner === null, lang: this.lang, play: (a) => this.play(a) })}
          <p class="hint">${L(c4 ? 'cmpBoardHintC4' : 'cmpBoardHintTtt')}</p>
          <form class="row" @submit=${(e: Event) => this.submitPosition(e)}>
            <label class="text">
              ${L(c4 ? 'cmpPositionC4' : 'cmpPositionTtt')}
              <input
                data-field="position"
                .value=${this.draft}
                spellcheck="false"
                autocomplete="off"
                aria-invalid=${this.draftError === null ? 'false' : 'true'}
                aria-describedby="cmp-position-error"
                @input=${(e: Event) => ((this.draft = (e.target as HTMLInputElement).value), (this.draftError = null))}
              />
            </label>
            <button type="submit" data-action="set-position">${L('cmpSet')}</button>
            <button type="button" data-action="undo" ?disabled=${this.history.length === 0 && (!c4 || position === '')} @click=${() => this.undo()}>${L('undo')}</button>
          </form>
          <p id="cmp-position-error" class="error" data-position-error role="alert">${this.draftError === null ? '' : say(this.draftError, this.lang)}</p>
        </section>
        <section class="settings" aria-labelledby="cmp-settings-h">
          <h3 id="cmp-settings-h"><span class="step" aria-hidden="true">2</span> ${L('cmpSettingsHeading')}</h3>
          ${this.renderSettings(L)}
        </section>
        <section class="results" aria-labelledby="cmp-results-h" aria-busy=${this.session.busy ? 'true' : 'false'}>
          <h3 id="cmp-results-h" class="visually-hidden">${L('compareMcts')}</h3>
          ${renderVerdict({ phase: this.phase, mcts: this.mcts, ab: this.ab, failure: this.failure, v: this.v, pieces, lang: this.lang })}
          ${renderCards({ phase: this.phase, mcts: this.mcts, ab: this.ab, failure: this.failure, v: this.v, pieces, lang: this.lang })}
          ${renderMoves({ phase: this.phase, mcts: this.mcts, ab: this.ab, failure: this.failure, v: this.v, pieces, lang: this.lang })}
        </section>
      </div>
    `;
  }

  private renderSettings(L: L) {
    const { game, iterations, c, seed, depth } = this.v;
    const range = DEPTH_RANGES[game];
    const depths = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
    const busy = this.session.busy;
    return html`<form class="fields" @submit=${(e: Event) => this.submitSettings(e)}>
      <label>${L('cmpIterations')} <input name="iterations" data-field="iterations" type="number" min=${ITERATIONS_RANGE.min} max=${ITERATIONS_RANGE.max} step="1" .value=${String(iterations)} /></label>
      <label>${L('cmpC')} <input name="c" data-field="c" type="number" min="0" max="10" step="any" .value=${String(Math.round(c * 1e4) / 1e4)} /></label>
      <label>${L('cmpSeed')} <input name="seed" data-field="seed" type="number" min="0" max="4294967295" step="1" .value=${String(seed)} /></label>
      <label>
        ${L('cmpDepth')}
        <select name="depth" data-field="depth">
          ${depths.map((d) => html`<option value=${d} ?selected=${d === depth}>${d}</option>`)}
          ${game === 'tictactoe' ? html`<option value="" ?selected=${depth === null}>${L('cmpToEnd')}</option>` : nothing}
        </select>
      </label>
      <div class="buttons">
        <button type="submit" class="primary" data-action="compare">${L('cmpRun')}</button>
        ${busy ? html`<button type="button" data-action="cancel" @click=${() => this.session.cancel()}>${L('cancel')}</button>` : nothing}
      </div>
    </form>`;
  }
}

customElements.define('compare-mcts', CompareMcts);
