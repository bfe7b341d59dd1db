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
 * The position's part is the position picker (widgets/position-picker.ts),
 * which shows a finished game (there is nothing to compare).
 *
 * This folder holds the mode's parts: this element, what it shows of the two
 * searches' replies (compare-mcts-results.ts) and their rows and verdict,
 * worded (compare-mcts-rows.ts).
 *
 * Hooks: the position picker's (`data-field="game"`, `"position"`,
 * `[data-position-error]`, `data-action="undo"`, the board's), with
 * `data-action="set-position"`; `data-field="iterations"`, `"c"`, `"seed"`,
 * `"depth"`; `data-action="compare"`, `"cancel"`; each search's card
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
import { gameStatus, emptyPosition } from '../../app/board-game.ts';
import type { Lang } from '../../i18n/lang.ts';
import { sayer, type Sayer } from '../../i18n/say.ts';
import type { ReplyError } from '../platform/bridge.ts';
import { PositionPicker } from '../widgets/position-picker.ts';
import type { Notice, Read } from '../link/param-reader.ts';
import { renderNotices } from '../widgets/notices.ts';
import { SearchSession } from '../platform/search-session.ts';
import { COMPARE_MCTS_DEFAULTS, COMPARE_MCTS_GAMES, COMPARE_MCTS_ROUTE, DEPTH_RANGES, type CompareMctsParams } from '../link/compare-mcts-params.ts';
import { C_MAX, MCTS_ITERATIONS, MCTS_SEEDS, cShown, checkC } from '../link/mcts-params.ts';
import { renderCards, renderMoves, renderVerdict, type Phase } from './compare-mcts-results.ts';
import './compare-mcts.css';

/** Alpha-beta stops after this many nodes (a few seconds in the worker): Connect-4 at depth 10 early in a game may need more. */
export const AB_BUDGET = 20_000_000;

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

  /** What is shown (the link's values). */
  private v: CompareMctsParams = {
    game: 'connect4',
    position: '',
    iterations: COMPARE_MCTS_DEFAULTS.iterations,
    c: COMPARE_MCTS_DEFAULTS.c,
    seed: COMPARE_MCTS_DEFAULTS.seed,
    depth: COMPARE_MCTS_DEFAULTS.depth.connect4,
  };
  private readonly picker = new PositionPicker(this);
  private readonly session = new SearchSession(this, COMPARE_MCTS_ROUTE, (read) => this.load(read));

  override createRenderRoot(): HTMLElement {
    return this;
  }

  private load({ values, notices }: Read<CompareMctsParams>): void {
    this.notices = notices;
    if (values.game !== this.v.game) this.picker.forget();
    this.v = values;
    this.picker.show(values.position);
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

  /** The settings' form: each field read as the link reads it (a bad one keeps the value shown). */
  private submitSettings(e: Event): void {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value.trim() ?? '';
    const int = (text: string, min: number, max: number, fallback: number) =>
      /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : fallback;
    // C as shown (rounded) and not changed keeps its value (√2 stays √2).
    const cField = field('c');
    const c = checkC(cField);
    const depth = field('depth');
    const range = DEPTH_RANGES[this.v.game];
    const change: Partial<CompareMctsParams> = {
      iterations: int(field('iterations'), MCTS_ITERATIONS.min, MCTS_ITERATIONS.max, this.v.iterations),
      c: cField !== cShown(this.v.c) && c.ok ? c.value : this.v.c,
      seed: int(field('seed'), MCTS_SEEDS.min, MCTS_SEEDS.max, this.v.seed),
      depth: depth === '' ? null : int(depth, range.min, range.max, this.v.depth ?? range.max),
    };
    const same = Object.entries(change).every(([k, x]) => this.v[k as keyof CompareMctsParams] === x);
    // The same settings again: search again (a link that does not change does not navigate).
    if (same) void this.run();
    else this.go(change);
  }

  private setGame(game: GameName): void {
    this.go({ game, position: emptyPosition(game), depth: COMPARE_MCTS_DEFAULTS.depth[game] });
  }

  override render() {
    const L: Sayer = sayer(this.lang);
    const { game, position } = this.v;
    const pieces = game === 'connect4' ? position.length : position.replace(/\./g, '').length;
    return html`
      ${renderNotices(this.notices, this.lang, () => (this.notices = []))}
      <p class="intro">${L('cmpIntro')}</p>
      <div class="layout">
        ${this.picker.render({
          id: 'cmp',
          games: COMPARE_MCTS_GAMES,
          game,
          position,
          lang: this.lang,
          over: 'shown',
          submit: { action: 'set-position', label: 'cmpSet' },
          pickGame: (g) => this.setGame(g),
          pick: (p) => this.go({ position: p }),
        })}
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

  private renderSettings(L: Sayer) {
    const { game, iterations, c, seed, depth } = this.v;
    const range = DEPTH_RANGES[game];
    const depths = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
    const busy = this.session.busy;
    return html`<form class="fields" @submit=${(e: Event) => this.submitSettings(e)}>
      <label>${L('cmpIterations')} <input name="iterations" data-field="iterations" type="number" min=${MCTS_ITERATIONS.min} max=${MCTS_ITERATIONS.max} step="1" .value=${String(iterations)} /></label>
      <label>${L('cmpC')} <input name="c" data-field="c" type="number" min="0" max=${C_MAX} step="any" .value=${cShown(c)} /></label>
      <label>${L('cmpSeed')} <input name="seed" data-field="seed" type="number" min=${MCTS_SEEDS.min} max=${MCTS_SEEDS.max} step="1" .value=${String(seed)} /></label>
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
