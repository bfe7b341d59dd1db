/**
 * <board-game-page> (`#/tictactoe`, `#/connect4`): play tic-tac-toe or
 * Connect-4 against the machine (either side), choose its searcher and
 * depth, ask it to propose a move (every move's value, nodes), and step
 * through the decision's search tree (click a node to see its position).
 * The URL holds the position, the searcher, the depth and the sides:
 * `#/tictactoe?position=x.o......&algo=alphabeta&depth=6&human=x`,
 * `#/connect4?moves=4453&algo=alphabeta&depth=6&human=x&centre=1`.
 *
 * Hooks: tic-tac-toe cells `data-cell="0".."8"`, Connect-4 cells
 * `data-cell="r,c"` (row 0 at the top) and columns `data-column="1".."7"`,
 * each cell's `data-value` (x, o or empty); `data-action="propose"`; the
 * proposal `[data-proposal]` with `data-value` = the cell or column.
 */
import { algorithmName } from '../i18n/search.ts';
import { LitElement, html, nothing } from 'lit';
import { TTT_LEVELS, moveName } from '../games/tictactoe/game.ts';
import { COLS, ROWS, dropName } from '../games/connect4/game.ts';
import type { GameName, PositionJson } from '../app/position-search.ts';
import { emptyPosition, gameStatus, played, positionRequest, type GameStatus, type Side } from '../app/board-game.ts';
import { formatNumber, type Lang } from '../i18n/lang.ts';
import { say, type MessageCode } from '../i18n/say.ts';
import { withCertainty } from '../search/tracer.ts';
import { msg } from '../i18n/message.ts';
import type { TracedView } from '../app/transfer.ts';
import { afterTask, type ReplyError } from './bridge.ts';
import { roveKey } from './roving.ts';
import { scrollStop } from './scroll-stop.ts';
import { ref } from 'lit/directives/ref.js';
import { boardGameRoute, type BoardGameAlgorithm, type BoardGameParams } from './params.ts';
import type { Notice, Read } from './param-reader.ts';
import { renderNotices } from './notices.ts';
import { SearchSession } from './search-session.ts';
import type { TraceViewer } from './viewer/index.ts';

type Algo = BoardGameAlgorithm;

export class BoardGamePage extends LitElement {
  static override properties = {
    lang: {},
    game: {},
    params: { attribute: false },
    position: { state: true },
    proposal: { state: true },
    tree: { state: true },
    present: { type: Boolean },
    message: { state: true },
    notices: { state: true },
  };
  declare lang: Lang;
  declare game: GameName;
  declare params: URLSearchParams;
  /** Tic-tac-toe: the 9 cells; Connect-4: the moves so far (columns 1–7). */
  declare position: string;
  declare proposal: PositionJson | null;
  /** The proposal's search tree, to step through. */
  declare tree: TracedView | null;
  declare present: boolean;
  /** A search's error reply, or a note, worded at render in the page's language. */
  declare message: { failure: ReplyError } | { key: MessageCode } | null;
  /** The link's parameters that could not be used, and what is shown instead. */
  declare notices: Notice[];

  private algo: Algo = 'alphabeta';
  private depth = '';
  private human: Side = 'x';
  private centre = false;
  /** Seed for picking at random among the equally good moves; null = take the first best move. */
  private tieSeed: number | null = null;
  private history: string[] = [];
  /** The search (a newer one, Cancel or leaving the page aborts it), the decision tree's step model, and the link. */
  private readonly session = new SearchSession(this, () => boardGameRoute(this.game), (read) => this.load(read));
  /** The step the link named, kept in the URL while its tree is not shown. */
  private linkStep = 0;

  constructor() {
    super();
    this.lang = 'en';
    this.game = 'tictactoe';
    this.params = new URLSearchParams();
    this.position = '';
    this.proposal = null;
    this.tree = null;
    this.present = false;
    this.message = null;
    this.notices = [];
  }

  override createRenderRoot(): HTMLElement {
    return this;
  }

  private get model() {
    return this.session.model;
  }

  /** A link's position and settings (params.ts: a position that is not legal, a depth out of range… are noticed, and the default shown). */
  private load({ values: v, notices }: Read<BoardGameParams>): void {
    // A search for the game shown before (the machine thinking) is of no use now: its move must not land here.
    this.session.cancel();
    this.notices = notices;
    this.message = null;
    this.position = v.position;
    this.algo = v.algo;
    this.depth = v.depth;
    this.human = v.human;
    this.centre = v.centre;
    this.tieSeed = v.random;
    this.history = [];
    this.proposal = null;
    this.tree = null;
    const state = this.state();
    this.session.wantStep(v.step);
    this.linkStep = v.step;
    // The URL says what is shown: without what was refused.
    if (notices.length > 0) this.sync();
    // A link to a proposal shows the decision at this position: the side to move is the user's, and the machine waits.
    if (state !== null && v.propose && state.winner === null) {
      this.human = state.toMove;
      void this.ask(true);
    } else void this.machineTurn();
  }

  /** Whose turn, the winner, and the cells, or null for a bad position. */
  private state(): GameStatus | null {
    return gameStatus(this.game, this.position);
  }

  private sync(): void {
    this.session.write({
      position: this.position,
      algo: this.algo,
      depth: this.depth,
      human: this.human,
      centre: this.centre,
      random: this.tieSeed,
      propose: this.proposal !== null,
      // A proposal shown without its tree keeps the step the link asked for.
      step: this.proposal === null ? 0 : this.tree === null ? this.linkStep : this.model.step,
    });
  }

  /** Plays a move (a cell 0–8 or a column 1–7) if it is legal. */
  private move(action: number): boolean {
    const next = played(this.game, this.position, action);
    if (next === null) return false;
    this.history.push(this.position);
    this.position = next;
    this.proposal = null;
    this.tree = null;
    this.sync();
    return true;
  }

  private humanMove(action: number): void {
    const s = this.state();
    if (this.session.busy || s === null || s.toMove !== this.human) return;
    if (this.move(action)) void this.machineTurn();
  }

  /** When it is the machine's turn, it searches and plays. */
  private async machineTurn(): Promise<void> {
    const s = this.state();
    if (s === null || s.winner !== null || s.toMove === this.human) return;
    const [game, position] = [this.game, this.position];
    const reply = await this.ask(false);
    // Played only on the position it was asked for (not after a link or New game changed the game meanwhile).
    if (reply?.action !== null && reply?.action !== undefined && this.game === game && this.position === position) this.move(reply.action);
  }

  private async ask(tree: boolean): Promise<PositionJson | null> {
    this.message = null;
    const request = positionRequest(this.game, this.position, { algo: this.algo, depth: this.depth, centre: this.centre, tieSeed: this.tieSeed });
    const reply = await this.session.run((bridge, signal) => bridge.searchGame(signal, request, tree));
    if (reply === null) return null;
    if (!reply.ok) {
      this.message = { failure: reply.error };
      return null;
    }
    if (tree) {
      this.proposal = reply.json;
      // The proposal shows first; the tree, in a task of its own.
      await afterTask();
      if (reply.view === undefined) {
        this.tree = null;
        this.session.start(0);
        this.message = { key: 'treeTooBigGame' };
      } else {
        // Indexing a big tree and drawing it: two tasks, each under 50 ms (the whole minimax tree).
        const opened = this.session.open(reply.view);
        await afterTask();
        this.tree = opened;
      }
      this.sync();
      void this.updateComplete.then(() => this.querySelector<TraceViewer>('trace-viewer')?.bringIntoView());
    }
    return reply.json;
  }

  private set(change: () => void): void {
    change();
    this.proposal = null;
    this.tree = null;
    this.sync();
    void this.machineTurn();
  }

  private undo(): void {
    // Back to the human's last turn.
    let previous = this.history.pop();
    while (previous !== undefined) {
      this.position = previous;
      if (this.state()?.toMove === this.human) break;
      previous = this.history.pop();
    }
    this.proposal = null;
    this.tree = null;
    this.sync();
  }

  override render() {
    const L = (k: MessageCode, p?: Record<string, string | number>) => say({ code: k, params: p ?? {} }, this.lang);
    const s = this.state();
    const ttt = this.game === 'tictactoe';
    const status =
      s === null ? '' : s.winner === 'draw' ? L('draw') : s.winner !== null ? L('wins', { side: s.winner.toUpperCase() }) : s.toMove === this.human ? L('yourTurn', { side: s.toMove.toUpperCase() }) : L('machineThinking');
    return html`
      ${renderNotices(this.notices, this.lang, () => (this.notices = []))}
      <div class="layout">
        <section class="game">
          <p class="status" data-status>${status}</p>
          ${s === null ? nothing : this.renderBoard(s.cells, s.winner === null && s.toMove === this.human && !this.session.busy)}
          <div class="row">
            <button type="button" data-action="new-game" @click=${() => this.set(() => ((this.position = emptyPosition(this.game)), (this.history = [])))}>${L('newGame')}</button>
            <button type="button" data-action="undo" ?disabled=${this.history.length === 0} @click=${() => this.undo()}>${L('undo')}</button>
          </div>
          ${this.message === null ? nothing : html`<p class="error" role="alert">${'failure' in this.message ? say(this.message.failure, this.lang) : L(this.message.key)}</p>`}
        </section>
        <section class="ask">
          <div class="row">
            <button type="button" class="primary" data-action="propose" ?disabled=${this.session.busy || s === null || s.winner !== null} @click=${() => void this.ask(true)}>${L('propose')}</button>
            ${this.session.busy ? html`<button type="button" data-action="cancel" @click=${() => this.session.cancel()}>${L('cancel')}</button>` : nothing}
          </div>
          ${this.renderProposal(L)}
        </section>
        ${this.renderTree(L)}
        <section class="settings" aria-label=${L('options')}>
          <div class="controls">
            <label>
              ${L('youPlay')}
              <select data-field="human" @change=${(e: Event) => this.set(() => (this.human = (e.target as HTMLSelectElement).value as 'x'))}>
                <option value="x" ?selected=${this.human === 'x'}>X (${L('first')})</option>
                <option value="o" ?selected=${this.human === 'o'}>O</option>
              </select>
            </label>
            <label>
              ${L('algorithm')}
              <select data-field="algo" @change=${(e: Event) => this.set(() => (this.algo = (e.target as HTMLSelectElement).value as Algo))}>
                ${(['minimax', 'alphabeta', 'negamax'] as const).map((a) => html`<option value=${a} ?selected=${this.algo === a}>${algorithmName(a, this.lang)}</option>`)}
              </select>
            </label>
            ${ttt
              ? html`<label>
                  ${L('level')}
                  <select data-field="depth" @change=${(e: Event) => this.set(() => (this.depth = (e.target as HTMLSelectElement).value))}>
                    ${Object.entries(TTT_LEVELS).map(([name, d]) => {
                      const value = Number.isFinite(d) ? String(d) : '';
                      return html`<option value=${value} ?selected=${this.depth === value}>${L(`level_${name as 'easy'}`)}</option>`;
                    })}
                  </select>
                </label>`
              : html`<label>
                    ${L('depth')}
                    <input data-field="depth" type="number" min="1" max="10" .value=${this.depth} @change=${(e: Event) => this.set(() => (this.depth = (e.target as HTMLInputElement).value))} />
                  </label>
                  <label class="toggle"><input type="checkbox" data-field="centre" .checked=${this.centre} @change=${(e: Event) => this.set(() => (this.centre = (e.target as HTMLInputElement).checked))} /> ${L('centreFirst')}</label>`}
          </div>
          <div class="row">
            <label class="toggle" title=${L('randomTiesHint')}>
              <input type="checkbox" data-field="random" .checked=${this.tieSeed !== null} @change=${(e: Event) => this.set(() => (this.tieSeed = (e.target as HTMLInputElement).checked ? 1 : null))} />
              ${L('randomTies')}
            </label>
            ${this.tieSeed === null
              ? nothing
              : html`<label>${L('seed')} <input data-field="random-seed" type="number" min="0" step="1" .value=${String(this.tieSeed)} @change=${(e: Event) => this.set(() => {
                  const v = Number((e.target as HTMLInputElement).value);
                  this.tieSeed = Number.isSafeInteger(v) && v >= 0 ? v : 1;
                })} /></label>`}
          </div>
        </section>
      </div>

    `;
  }

  private renderBoard(cells: string, playable: boolean, small = false) {
    // The board is one tab stop (a toolbar: WAI-ARIA APG), the arrows moving between its cells or columns, Enter or space playing.
    const open = (i: number) => playable && !small && (this.game === 'connect4' || cells[i] === '.');
    const count = this.game === 'tictactoe' ? cells.length : COLS;
    const stop = open(this.boardAt) ? this.boardAt : Array.from({ length: count }, (_, i) => i).find(open) ?? -1;
    const tab = (i: number) => (i === stop ? '0' : '-1');
    const keys = (e: KeyboardEvent) => this.boardKey(e, count, open);
    if (this.game === 'tictactoe') {
      // Each button named "Cell 4: X", its visible number and mark in that order.
      return html`<div class="ttt ${small ? 'small' : ''}" role=${small ? 'group' : 'toolbar'} aria-label=${say('navTicTacToe', this.lang)} @keydown=${keys}>
        ${[...cells].map(
          (c, i) =>
            html`<button type="button" class="cell" data-cell=${i} data-value=${c === '.' ? '' : c} tabindex=${tab(i)} aria-label=${`${say(msg('cellName', { cell: i }), this.lang)}${c === '.' ? '' : `: ${c.toUpperCase()}`}`} ?disabled=${!open(i)} @click=${() => this.humanMove(i)}>
              <span class="num" aria-hidden="true">${i}</span> ${c === '.' ? nothing : html`<span class="mark">${c.toUpperCase()}</span>`}
            </button>`,
        )}
      </div>`;
    }
    // A column named with its stones from the bottom up ("Column 4: X, O"), or "empty": the board cell by cell.
    const columnName = (c: number) => {
      const stones = Array.from({ length: ROWS }, (_, r) => cells[(ROWS - 1 - r) * COLS + c]!).filter((v) => v !== '.');
      return `${say('column', this.lang)} ${c + 1}: ${stones.length === 0 ? say('emptyCell', this.lang) : stones.map((v) => v.toUpperCase()).join(', ')}`;
    };
    return html`<div class="c4 ${small ? 'small' : ''}" role=${small ? 'group' : 'toolbar'} aria-label=${say('navConnect4', this.lang)} @keydown=${keys}>
      ${Array.from({ length: COLS }, (_, c) => html`<button type="button" class="column" data-column=${c + 1} tabindex=${tab(c)} ?disabled=${!open(c)} @click=${() => this.humanMove(c + 1)} aria-label=${columnName(c)}>
        ${Array.from({ length: ROWS }, (_, r) => {
          const v = cells[r * COLS + c]!;
          return html`<span class="cell ${v === 'x' ? 'x' : v === 'o' ? 'o' : ''}" data-cell="${r},${c}" data-value=${v === '.' ? '' : v}></span>`;
        })}
        <span class="num" aria-hidden="true">${c + 1}</span>
      </button>`)}
    </div>`;
  }

  /** The board's tab stop: the cell or column last moved to with the arrows. */
  private boardAt = 0;

  /** ←/→ (and ↑/↓ on the tic-tac-toe grid, a row at a time), Home and End move between the open cells or columns. */
  private boardKey(e: KeyboardEvent, count: number, open: (i: number) => boolean): void {
    const from = Number((e.target as HTMLElement).closest('button')?.dataset[this.game === 'tictactoe' ? 'cell' : 'column'] ?? 1) - (this.game === 'tictactoe' ? 0 : 1);
    const by = this.game === 'tictactoe' && (e.key === 'ArrowUp' || e.key === 'ArrowDown') ? 3 : 1;
    const key = by === 3 ? (e.key === 'ArrowUp' ? 'ArrowLeft' : 'ArrowRight') : e.key;
    let next = roveKey(key, by === 3 ? Math.floor(from / 3) : from, count / by);
    if (next === null) return;
    e.preventDefault();
    // A closed cell is passed over, in the direction of the key (Home and End from their end).
    const step = key === 'ArrowLeft' || key === 'End' ? -1 : 1;
    for (let tries = 0; tries < count; tries++) {
      const at = by === 3 ? (next * 3 + (from % 3)) % count : next;
      if (open(at)) {
        this.boardAt = at;
        this.requestUpdate();
        void this.updateComplete.then(() => this.querySelector<HTMLElement>(`.layout [tabindex="0"]:is(.cell, .column)`)?.focus());
        return;
      }
      next = (next + step + count / by) % (count / by);
    }
  }

  private renderProposal(L: (k: MessageCode, p?: Record<string, string | number>) => string) {
    const p = this.proposal;
    if (p === null) return nothing;
    // The proposal is for the position shown, so the mover is its side to move.
    const side = this.state()?.toMove ?? 'x';
    const ttt = this.game === 'tictactoe';
    // The moves as the decision tree names them: X4 (cell 4), X↓4 (column 4).
    const name = (a: string | number) => (ttt ? moveName(side, Number(a)) : dropName(side === 'x' ? 1 : 2, Number(a)));
    const said =
      p.action === null ? '–' : ttt ? L('moveInCell', { side: side.toUpperCase(), cell: p.action }) : L('moveInColumn', { side: side.toUpperCase(), column: p.action });
    return html`<div class="proposal">
      <p data-proposal-value=${p.value ?? ''}>${L('proposed')}: <b data-proposal data-value=${p.action ?? ''}>${said}</b> · ${L('valueForX')} ${p.value === null ? '–' : formatNumber(p.value)} · ${L('nodesCount', { nodes: p.nodes.toLocaleString(this.lang) })}</p>
      <!-- Scrolls sideways on a phone: then a named tab stop, so that the keyboard can scroll it too (WCAG 2.1.1). -->
      <div class="table-scroll" role="region" aria-label=${L('valueForX')} ${ref(scrollStop)}>
        <table class="policy">
          <tr>
            ${Object.keys(p.actions).map((a) => html`<th>${name(a)}</th>`)}
          </tr>
          <tr>
            ${Object.entries(p.actions).map(([a, v]) => html`<td class=${String(p.action) === a ? 'best' : ''}>${withCertainty(formatNumber(v), p.certainty[a])}</td>`)}
          </tr>
        </table>
      </div>
    </div>`;
  }

  private renderTree(L: (k: MessageCode, p?: Record<string, string | number>) => string) {
    const tr = this.tree;
    if (tr === null) return nothing;
    return html`<section class="decision">
      <h2>${L('decisionTree')}</h2>
      <trace-viewer
        .model=${this.model}
        .view=${tr}
        .algorithm=${this.algo}
        .lang=${this.lang}
        .present=${this.present}
        counters
        @step-change=${() => this.sync()}
      ></trace-viewer>
    </section>`;
  }
}

customElements.define('board-game-page', BoardGamePage);
