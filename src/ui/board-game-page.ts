/**
 * <board-game-page> (`#/tictactoe`, `#/connect4`): play tic-tac-toe or
 * Connect-4 against the machine (either side), choose its searcher and
 * depth, ask it to propose a move (every move's value, nodes), and step
 * through the decision's search tree (click a node to see its position).
 * Connect-4 also: the machine may play perfectly (the exact solver), and
 * "Solve this position" shows every column's exact score (solve-panel.ts).
 * The machine may also play by Monte Carlo tree search (iterations, C,
 * seed; its search shown step by step by <mcts-view>: board-game-mcts.ts).
 * The URL holds the position, the searcher, the depth and the sides:
 * `#/tictactoe?position=x.o......&algo=alphabeta&depth=6&human=x`,
 * `#/connect4?moves=4453&algo=alphabeta&depth=6&human=x&centre=1&level=perfect&solve=1`,
 * `#/connect4?moves=44&algo=mcts&iterations=1000&c=1.41&seed=1&human=x&propose=1&step=40`
 * (MCTS's C left out at its default, √2: link/mcts-params.ts).
 * The page's parts are in board-game/: the settings, the proposal, MCTS's
 * fields and proposal, the solve panel and its words, and New game's way
 * back (the game it replaced put aside, with an Undo: game-way-back.ts).
 *
 * Hooks: the board's (game-board.ts); `data-action="propose"`, `"solve"`;
 * the proposal `[data-proposal]` with `data-value` = the cell or column
 * (board-game-proposal.ts, board-game-mcts.ts); the solve panel's
 * (solve-panel.ts); the MCTS view's (viewer/mcts-view.ts).
 */
import { searchStatus } from './widgets/search-status.ts';
import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { GameName, PositionJson } from '../app/position-search.ts';
import { gameStatus, played, positionRequest, type GameStatus, type Side } from '../app/board-game.ts';
import type { Lang } from '../i18n/lang.ts';
import { say, sayer, type MessageCode } from '../i18n/say.ts';
import type { TracedView } from '../app/transfer.ts';
import { SOLVE_BUDGET, analyzeColumns, type ColumnsAnalysis } from '../app/perfect-play.ts';
import { afterTask, type ReplyError } from './platform/bridge.ts';
import { GameBoard } from './widgets/game-board.ts';
import { machineNote, perfectMove, solverCalls, type MachineNote } from './board-game/solve-panel.ts';
import { renderSettings } from './board-game/board-game-settings.ts';
import { boardGameRoute, type BoardGameParams, type MachineAlgorithm } from './link/params.ts';
import { MCTS_DEFAULTS, type MctsSettings } from './link/mcts-params.ts';
import { mctsProposal, mctsSection, runMcts, type MctsShown } from './board-game/board-game-mcts.ts';
import { searchProposal } from './board-game/board-game-proposal.ts';
import type { Notice, Read } from './link/param-reader.ts';
import { renderNotices } from './widgets/notices.ts';
import { SearchSession } from './platform/search-session.ts';
import type { TraceViewer } from './viewer/index.ts';
import type { MctsView } from './viewer/mcts/mcts-view.ts';
import { decisionSection, showSearch } from './board-game/search-in-view.ts';
import { moveWords, outcomeWords, proposedWords, refusedWords, statusWords } from './board-game/game-words.ts';
import { TurnSaid } from './board-game/turn-said.ts';
import { GameWayBack } from './board-game/game-way-back.ts';

type Algo = MachineAlgorithm;

export class BoardGamePage extends LitElement {
  @property() override lang: Lang = 'en';
  @property() game: GameName = 'tictactoe';
  @property({ attribute: false }) params: URLSearchParams = new URLSearchParams();
  /** Tic-tac-toe: the 9 cells; Connect-4: the moves so far (columns 1–7). */
  @state() position: string = '';
  @state() proposal: PositionJson | null = null;
  /** The proposal's search tree, to step through. */
  @state() tree: TracedView | null = null;
  @property({ type: Boolean }) present: boolean = false;
  /** A search's error reply, or a note, worded at render in the page's language. */
  @state() message: { failure: ReplyError } | { key: MessageCode } | null = null;
  /** The link's parameters that could not be used, and what is shown instead. */
  @state() notices: Notice[] = [];
  /** Connect-4: every column's score for a position (shown while it is the position on the board), solved or being solved. */
  @state() solved: ColumnsAnalysis | null = null;
  /** A proposal by Monte Carlo tree search, with its search to step through (when small enough to record). */
  @state() mctsShown: MctsShown | null = null;

  private algo: Algo = 'alphabeta';
  private depth = '';
  human: Side = 'x';
  private centre = false;
  /** Monte Carlo tree search's iterations, C and seed (algo=mcts). */
  private mcts: MctsSettings = { ...MCTS_DEFAULTS };
  /** Connect-4: the machine plays the solver's best column rather than its search's. */
  private perfect = false;
  /** What the machine's last perfect move was, and why. */
  private played: MachineNote | null = null;
  private readonly board = new GameBoard(this);
  /** What the page says to a screen reader: each move, the machine's reply, whose turn, the result (board-game/turn-said.ts). */
  private readonly turn = new TurnSaid(this);
  /** Seed for picking at random among the equally good moves; null = take the first best move. */
  private tieSeed: number | null = null;
  /** The positions before each move (what Undo steps back through). */
  history: string[] = [];
  /** The game New game replaced, put aside, and its Undo (board-game/game-way-back.ts). */
  private readonly wayBack = new GameWayBack(this);
  /** The search (a newer one, Cancel or leaving the page aborts it), the decision tree's step model, and the link. */
  private readonly session = new SearchSession(
    this,
    () => boardGameRoute(this.game),
    (read) => this.load(read),
  );
  /** The step the link named, kept in the URL while its tree is not shown. */
  private linkStep = 0;

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
    this.turn.drop();
    this.notices = notices;
    this.message = null;
    this.position = v.position;
    this.algo = v.algo;
    this.depth = v.depth;
    this.human = v.human;
    this.centre = v.centre;
    this.perfect = v.perfect;
    this.tieSeed = v.random;
    this.mcts = { iterations: v.iterations, c: v.c, seed: v.seed };
    this.history = [];
    this.proposal = null;
    this.tree = null;
    this.mctsShown = null;
    const state = this.state();
    this.session.wantStep(v.step);
    this.linkStep = v.step;
    // The URL says what is shown: without what was refused.
    if (notices.length > 0) this.sync();
    // A link to a proposal (or a solve) shows the decision at this position: the side to move is the user's, and the machine waits.
    if (state !== null && (v.propose || v.solve) && state.winner === null) {
      this.human = state.toMove;
      void (v.propose ? this.propose(true) : Promise.resolve()).then(() => (v.solve ? this.solve() : undefined));
    } else void this.machineTurn();
  }

  /** Whose turn, the winner, and the cells, or null for a bad position. */
  private state(): GameStatus | null {
    return gameStatus(this.game, this.position);
  }

  private sync(): void {
    const shown = this.proposal ?? this.mctsShown;
    const traced = this.tree ?? this.mctsShown?.trace ?? null;
    this.session.write({
      ...this.mcts,
      position: this.position,
      algo: this.algo,
      depth: this.depth,
      human: this.human,
      centre: this.centre,
      perfect: this.perfect,
      random: this.tieSeed,
      propose: shown !== null,
      solve: this.solved?.position === this.position,
      // A proposal shown without its tree keeps the step the link asked for.
      step: shown === null ? 0 : traced === null ? this.linkStep : this.model.step,
    });
  }

  /** Plays a move (a cell 0–8 or a column 1–7) if it is legal. */
  private move(action: number): boolean {
    const next = played(this.game, this.position, action);
    if (next === null) return false;
    this.history.push(this.position);
    this.position = next;
    this.changed();
    return true;
  }

  private humanMove(action: number): void {
    const s = this.state();
    if (this.session.busy || s === null || s.toMove !== this.human) return;
    const before = this.position;
    if (!this.move(action)) return;
    this.told(moveWords(this.game, before, this.position, 'you', this.lang), true);
    void this.machineTurn();
  }

  /** Says `words` and what follows: the result or the user's turn now, or the machine's move when it comes (`reply`: it answers the user's). */
  private told(words: string, reply: boolean): void {
    const s = this.state();
    const next = s !== null && s.winner === null && s.toMove !== this.human;
    this.turn.then(words, outcomeWords(this.game, this.position, this.human, this.lang), next, reply);
  }

  /** When it is the machine's turn, it searches and plays. */
  private async machineTurn(): Promise<void> {
    const s = this.state();
    if (s === null || s.winner !== null || s.toMove === this.human) return;
    const [game, position] = [this.game, this.position];
    const action =
      this.perfect && game === 'connect4'
        ? await this.perfectMove()
        : this.algo === 'mcts'
          ? (await this.askMcts(false))?.action
          : (await this.ask(false))?.action;
    // Played only on the position it was asked for (not after a link or New game changed the game meanwhile).
    if (action === null || action === undefined || this.game !== game || this.position !== position || !this.move(action)) return;
    const words = (reply: boolean) => moveWords(game, position, this.position, reply ? 'reply' : 'machine', this.lang);
    this.turn.machine(words, outcomeWords(game, this.position, this.human, this.lang));
  }

  /** Connect-4 at the perfect level: the solver's best column, and the note it leaves under the board (solve-panel.ts). */
  private async perfectMove(): Promise<number | null> {
    this.played = null;
    const r = await perfectMove(this.session, this.position, this.tieSeed);
    if (r !== null && 'failure' in r) this.message = r;
    else this.played = r?.note ?? null;
    return r === null || 'failure' in r ? null : r.column;
  }

  /** "Solve this position": every column's score, shown as the solver finds them; Cancel keeps what was found. */
  private async solve(): Promise<void> {
    const position = this.position;
    this.message = null;
    const shown = (a: ColumnsAnalysis) => {
      this.solved = a;
      this.sync();
    };
    // From the keyboard, the focus goes to Cancel while it runs (Solve is disabled then), and back to Solve after.
    const focus = (action: string) => void this.updateComplete.then(() => this.querySelector<HTMLElement>(`[data-action=${action}]`)?.focus());
    const keyboard = document.activeElement === this.querySelector('[data-action=solve]');
    const running = this.session.run((bridge, signal) => analyzeColumns(solverCalls(bridge, signal), position, SOLVE_BUDGET, shown));
    if (keyboard) focus('cancel');
    const reply = await running;
    if (reply === null) {
      // Cancelled (or a newer search): what was found so far stays, said to be stopped.
      if (this.solved?.position === position && this.solved.status === 'running') this.solved = { ...this.solved, status: 'stopped' };
    } else if (reply.ok) this.solved = reply.analysis;
    else {
      this.message = { failure: reply.error };
      this.solved = null;
    }
    this.sync();
    if (keyboard && this.position === position) focus('solve');
  }

  /** Propose: the machine's move with its search, by the algorithm chosen; `fromLink`: a link's proposal, not Propose pressed (search-in-view.ts). */
  private readonly propose = async (fromLink = false): Promise<void> => {
    const [position, keyboard] = [this.position, document.activeElement === this.querySelector('[data-action=propose]')];
    const reply = await (this.algo === 'mcts' ? this.askMcts(true, fromLink) : this.ask(true, fromLink));
    if (reply?.action !== null && reply?.action !== undefined && this.position === position)
      this.turn.say(proposedWords(this.game, position, reply.action, this.lang));
    // Propose is disabled while the machine searches: from the keyboard, the focus comes back to it.
    if (keyboard && document.activeElement === document.body) this.querySelector<HTMLElement>('[data-action=propose]')?.focus();
  };

  /** Monte Carlo tree search's move; `shown`: proposed, with its search to step through (recorded up to 10,000 iterations), shown until the next one comes. */
  private async askMcts(shown: boolean, fromLink = false): Promise<{ action: number | null } | null> {
    this.message = null;
    const [game, position, settings] = [this.game, this.position, this.mcts];
    const reply = await this.session.run((bridge, signal) => runMcts(bridge, signal, game, position, settings, shown));
    if (reply === null) return null;
    if (!reply.ok) {
      this.message = { failure: reply.error };
      return null;
    }
    if (shown) {
      this.mctsShown = { json: reply.json, trace: reply.trace ?? null };
      this.session.start(reply.trace?.type.length ?? 0);
      this.sync();
      void this.updateComplete.then(() => showSearch(this.querySelector<MctsView>('mcts-view'), fromLink));
    }
    return reply.json;
  }

  /** The search shown again with another exploration constant, at the same step. */
  private rerun(c: number): void {
    this.mcts = { ...this.mcts, c };
    this.session.wantStep(this.model.step);
    void this.askMcts(true);
  }

  private async ask(tree: boolean, fromLink = false): Promise<PositionJson | null> {
    this.message = null;
    if (this.algo === 'mcts') return null;
    const request = positionRequest(this.game, this.position, { algo: this.algo, depth: this.depth, centre: this.centre, tieSeed: this.tieSeed });
    const reply = await this.session.run((bridge, signal, progress) => bridge.searchGame(signal, request, tree, progress));
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
      void this.updateComplete.then(() => showSearch(this.querySelector<TraceViewer>('trace-viewer'), fromLink));
    }
    return reply.json;
  }

  private set(change: () => void): void {
    change();
    this.changed();
    void this.machineTurn();
  }

  /** After a move, a setting or Undo: no proposal (it was for before), a solve still running for a position no longer shown stopped, the link. */
  private changed(): void {
    this.proposal = null;
    this.tree = null;
    this.mctsShown = null;
    if (this.session.busy && this.solved?.status === 'running' && this.solved.position !== this.position) this.session.cancel();
    this.sync();
  }

  private undo(): void {
    // Back to the human's last turn.
    let previous = this.history.pop();
    while (previous !== undefined) {
      this.position = previous;
      if (this.state()?.toMove === this.human) break;
      previous = this.history.pop();
    }
    this.changed();
    this.told(sayer(this.lang)('saidUndone'), false);
    // Back to the start with the machine to move (the user plays O): it moves again.
    void this.machineTurn();
    // Undo back to the start is disabled: from the keyboard, the focus goes to the board.
    if (this.history.length === 0 && document.activeElement === this.querySelector('[data-action=undo]'))
      void this.updateComplete.then(() => this.querySelector<HTMLElement>('.game [tabindex="0"]')?.focus());
  }

  /** Shows `position` with its `history` (New game, or a game put aside brought back: game-way-back.ts) and says `words`; a search for the game before stops. */
  showGame(position: string, history: readonly string[], words: string): void {
    this.session.cancel();
    this.set(() => ((this.position = position), (this.history = [...history])));
    this.told(words, false);
  }

  override render() {
    const L = sayer(this.lang);
    const s = this.state();
    const ttt = this.game === 'tictactoe';
    return html`
      ${renderNotices(this.notices, this.lang, () => (this.notices = []))}
      <div class="layout">
        <div class="side">
        <section class="game">
          <p class="status" data-status>${s === null ? '' : statusWords(s, this.human, this.lang)}</p>
          ${s === null ? nothing : this.renderBoard(s)}
          ${this.turn.live.render()}
          <div class="row">
            <button type="button" data-action="new-game" @click=${() => this.wayBack.newGame()}>${L('newGame')}</button>
            <button type="button" data-action="undo" ?disabled=${this.history.length === 0} @click=${() => this.undo()}>${L('undo')}</button>
          </div>
          ${this.wayBack.render()}
          ${machineNote(this.played, this.position, this.lang)}
          ${this.message === null ? nothing : html`<p class="error" role="alert">${'failure' in this.message ? say(this.message.failure, this.lang) : L(this.message.key)}</p>`}
        </section>
        <section class="ask">
          <div class="row">
            <button type="button" class="primary" data-action="propose" ?disabled=${this.session.busy || s === null || s.winner !== null} @click=${() => void this.propose()}>${L('propose')}</button>
            ${ttt ? nothing : html`<button type="button" data-action="solve" ?disabled=${this.session.busy || s === null || s.winner !== null} @click=${() => void this.solve()}>${L('solvePosition')}</button>`}
            ${searchStatus(this.session, this.lang, null)}
          </div>
          ${this.proposal === null ? nothing : searchProposal(this.proposal, this.game, s?.toMove ?? 'x', this.lang)}
          ${this.mctsShown === null ? nothing : mctsProposal(this.mctsShown, this.game, s?.toMove ?? 'x', this.lang)}
          ${this.solved?.position === this.position ? html`<solve-panel .lang=${this.lang} .analysis=${this.solved}></solve-panel>` : nothing}
        </section>
        </div>
        ${decisionSection({ tree: this.tree, model: this.model, algo: this.algo, lang: this.lang, present: this.present, sync: () => this.sync() })}
        ${this.mctsShown === null ? nothing : mctsSection(this.mctsShown, { model: this.model, game: this.game, lang: this.lang, present: this.present, running: this.session.busy, sync: () => this.sync(), rerun: (c) => this.rerun(c) })}
        ${renderSettings(
          this.game,
          { human: this.human, algo: this.algo, depth: this.depth, centre: this.centre, perfect: this.perfect, tieSeed: this.tieSeed, mcts: this.mcts },
          this.lang,
          (patch) =>
            // The settings are the page's fields of the same names.
            this.set(() => Object.assign(this, patch)),
        )}
      </div>
    `;
  }

  private renderBoard(s: GameStatus) {
    const yours = s.winner === null && s.toMove === this.human && !this.session.busy;
    const refused = (a: number) => this.turn.say(refusedWords(this.game, this.position, a, yours, this.lang));
    return this.board.render({ game: this.game, cells: s.cells, playable: yours, lang: this.lang, play: (a) => this.humanMove(a), refused });
  }
}

customElements.define('board-game-page', BoardGamePage);
