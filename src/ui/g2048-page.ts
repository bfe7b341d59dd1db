/**
 * <g2048-page> (`#/2048?seed=N` or `#/2048?board=<json>&score=N`): the
 * thesis's 2048 application as a tutor. Play with arrows, WASD or swipes;
 * undo; ask the searcher to propose a move (every move's value, nodes, time,
 * and the decision's search tree to step through); let it solve the game;
 * read the heuristic breakdown of the board; save, export and import games.
 * Every game is kept in the browser, each under its own key (issue 25): a
 * link, an import or a new game never destroys the game in progress, which
 * stays listed under Saved games (g2048/games-controller.ts) with a notice and an
 * undo.
 *
 * The URL holds the board, the score, the seed, the search's settings, and
 * whether the proposal is shown with its step, so a link opens "step 40 of
 * this board's expectimax tree":
 * `#/2048?board=…&score=…&seed=…&algo=&heuristic=&variant=&depth=&propose=1&step=K`.
 * At 1500 px and wider the board, the decision tree and the breakdown sit
 * side by side; the arrows play the game unless the tree has focus.
 *
 * Hooks: cells `data-cell="r,c"` + `data-value`; terms `data-term` + unrounded
 * `data-value`; `data-action="propose"`; the proposal `[data-proposal]` with
 * `data-value` = the direction; the saved games `[data-saved-games]`
 * (g2048/saved-games-list.ts).
 */
import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { toArray, type Direction } from '../games/g2048/board.ts';
import type { Decision } from '../games/g2048/decide.ts';
import { GameSession } from '../games/g2048/session.ts';
import { readSavedGame, savedGame } from '../games/g2048/saved.ts';
import { formatCount, type Lang } from '../i18n/lang.ts';
import { say, sayer, type Sayer } from '../i18n/say.ts';
import { msg, type Message } from '../i18n/message.ts';
import type { TracedView } from '../app/transfer.ts';
import { afterTask } from './platform/bridge.ts';
import { download } from './platform/export.ts';
import { moves, type Moved } from './widgets/g2048-merges.ts';
import { routeHash } from './link/route.ts';
import { parseInteger } from '../games/input.ts';
import { G2048_ROUTE, type G2048Params, type G2048Shown } from './link/params.ts';
import { SEED_RANGE } from '../games/rng.ts';
import type { Notice, Read } from './link/param-reader.ts';
import { SearchSession } from './platform/search-session.ts';
import { renderNotices } from './widgets/notices.ts';
import { KeptGames } from './g2048/games-controller.ts';
import { savedGamesSection } from './g2048/saved-games-list.ts';
import { MoveKeys } from './g2048/keys.ts';
import { SLOW_NODES, decisionSection, estimateNodes, proposalTable, settingsControls, solveStats } from './g2048/search-view.ts';
import { EXAMPLES, breakdownSection, overlayOf, type Overlay } from './g2048/breakdown.ts';
import { filesRow, gamePanel, keepFocus, type GameView } from './g2048/game-view.ts';
import type { Settings } from '../games/g2048/settings.ts';
import type { TraceViewer } from './viewer/index.ts';
import { LiveSaid } from './widgets/live-said.ts';
import { moveWords, newGameWords, noMoveWords, solverWords } from './g2048/move-words.ts';

export class G2048Page extends LitElement {
  @property() override lang: Lang = 'en';
  @property({ attribute: false }) params: URLSearchParams = new URLSearchParams();
  @state() game: GameSession = new GameSession(1);
  @state() settings: Settings = { algo: 'expectimax', heuristic: 'h1', variant: 'text', depth: 3 };
  @state() proposal: Decision | null = null;
  @state() tree: TracedView | null = null;
  @property({ type: Boolean }) present: boolean = false;
  @state() solving: boolean = false;
  /** A message for the user (an error keeps the game as it was; a search's error reply is one), worded at render in the page's language. */
  @state() message: { text: Message; error: boolean } | null = null;
  @state() overlay: Overlay = 'none';
  @state() stats: { moves: number; ms: number; started: number } | null = null;
  /** The decision-tree node whose board is shown. */
  @state() selected: string | null = null;
  /** The decision-tree node under the pointer, whose board is shown while it is there. */
  @state() hovered: string | null = null;
  /** Draw the search tree of searches deeper than 3 too (under the worker's node budget). */
  @state() deepTree: boolean = false;
  /** How the last move moved the tiles (the board slides them, and merged ones pop). */
  @state() merged: ReadonlyMap<string, Moved> = new Map();
  /** What the link or the kept game could not give (params.ts, stored.ts), and what is shown instead. */
  @state() notices: Notice[] = [];

  /** The search (a newer one, Cancel or leaving the page aborts it), the decision tree's step model, and the link. */
  private readonly session = new SearchSession<G2048Shown, G2048Params>(this, G2048_ROUTE, (read) => this.load(read));
  private readonly model = this.session.model;
  private readonly keys = new MoveKeys(this, (dir) => this.keyMove(dir));
  /** What the page says to a screen reader after each move (g2048/move-words.ts): one polite live region. */
  private readonly said = new LiveSaid(this);
  /** The games kept in the browser: the one in progress, saved after every move, and the others, listed. */
  private readonly kept = new KeptGames(this);
  private solveDelay = 150;
  /** A game has been shown (so a refused link keeps it rather than loading another). */
  private loaded = false;

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.solving = false;
  }

  /**
   * From the URL (read by params.ts: what cannot be used is noticed): the
   * game (loadGame), the settings, and the proposal if it was shown.
   */
  private load({ values, notices }: Read<G2048Params>): void {
    this.notices = notices;
    this.loadGame(values);
    this.settings = { ...this.settings, ...values.settings };
    this.session.wantStep(values.step);
    if (values.propose && !this.game.over) void this.propose(true, true);
    else this.sync();
  }

  /**
   * The link's game: a board (the game shown, if it is this very position,
   * keeps its moves: undo, replay), a seed, or, on a first visit, the game
   * kept in the browser, else a new one. A game the link brings takes the
   * place of the one in progress, which stays kept (games-controller.ts).
   */
  private loadGame(v: G2048Params): void {
    const first = !this.loaded;
    this.loaded = true;
    if (first) {
      const kept = this.kept.restore();
      if (kept !== null) {
        this.game = kept.session;
        this.settings = kept.saved.settings;
      }
    }
    const shown = first && this.kept.keeper.id === null ? null : this.game;
    if (v.board !== null) {
      const { board, score } = v.board;
      const same =
        shown !== null && shown.score === score && JSON.stringify(shown.grid) === JSON.stringify(toArray(board)) && (v.seed === null || v.seed === shown.seed);
      if (!same) this.kept.replace(new GameSession(v.seed ?? 1, 2048, { board, score }), this.settings);
    } else if (v.seed !== null) {
      this.kept.replace(new GameSession(v.seed), this.settings);
    } else if (shown === null) {
      // Nothing (usable) in the link and nothing kept: a new game.
      this.kept.replace(new GameSession(Math.floor(Math.random() * 1_000_000)), this.settings);
    }
  }

  /** Writes what is shown into the URL (replacing: playing and stepping do not fill the history). */
  private sync(): void {
    const { grid, score, seed } = this.game;
    this.session.write({ grid, score, seed, settings: this.settings, propose: this.proposal !== null, step: this.tree === null ? 0 : this.model.step });
  }

  notice(n: Notice): void {
    if (!this.notices.some((x) => x.name === n.name && say(x.text, 'en') === say(n.text, 'en'))) this.notices = [...this.notices, n];
  }

  unnotice(n: Notice): void {
    this.notices = this.notices.filter((x) => x !== n);
  }

  /** Shows another game (games-controller.ts: a link's, an import's, a new one, a kept one continued, an undo) with its settings. */
  show(game: GameSession, settings: Settings): void {
    this.settings = settings;
    this.setGame(game);
  }

  private setGame(game: GameSession): void {
    this.loaded = true;
    this.merged = new Map();
    this.game = game;
    this.proposal = null;
    this.tree = null;
    this.message = null;
    this.kept.save();
    this.sync();
  }

  /** The new-game form: a seed in SEED_RANGE, or a message and the game stays. */
  private newGame(form: HTMLFormElement): void {
    const seed = parseInteger(String(new FormData(form).get('seed') ?? ''), 'seed', SEED_RANGE);
    if (!seed.ok) {
      this.message = { text: seed.error, error: true };
      return;
    }
    this.kept.replace(new GameSession(seed.value), this.settings);
    this.said.say(newGameWords(this.game, this.lang));
  }

  /** A move by key or swipe, said (the solver's are not: it says where it stopped). */
  private keyMove(dir: Direction): boolean {
    const [before, won, L] = [this.game.grid, this.game.won, sayer(this.lang)];
    const moved = !this.solving && this.play(dir);
    this.said.say(
      this.solving ? L('saidSolverPlaying') : moved ? moveWords(before, dir, this.game, won, this.lang) : noMoveWords(dir, this.game.over, this.lang),
    );
    return moved;
  }

  private play(direction: Direction): boolean {
    const before = this.game.grid;
    const played = this.game.play(direction);
    if (played === null) return false;
    this.merged = moves(before, direction);
    this.requestUpdate();
    this.proposal = null;
    this.tree = null;
    this.selected = null;
    this.kept.save();
    this.sync();
    return true;
  }

  private undo(): void {
    const previous = this.game.undone();
    if (previous === null) return;
    this.setGame(previous);
    this.said.say(`${sayer(this.lang)('saidUndone')} ${sayer(this.lang)('saidScore', { score: previous.score })}`);
  }

  /** The proposal, with its tree unless `withTree` is false; `fromLink`: a link's, not Propose pressed (showTree). */
  private async propose(withTree = true, fromLink = false): Promise<Decision | null> {
    this.message = null;
    this.proposal = null;
    const { grid, score, goal } = this.game;
    const drawn = withTree && (this.settings.depth <= 3 || this.deepTree);
    const reply = await this.session.run((bridge, signal) => bridge.decide2048(signal, grid, score, { ...this.settings, goal }, drawn));
    if (reply === null) {
      this.message = { text: msg('g2048.cancelled'), error: false };
      return null;
    }
    if (!reply.ok) {
      this.message = { text: reply.error, error: true };
      return null;
    }
    this.proposal = reply.decision;
    if (!this.solving && reply.decision.action !== null) this.said.say(sayer(this.lang)('saidProposedMove', { dir: reply.decision.action }));
    // The proposal shows first; the tree, in a task of its own.
    if (reply.view !== undefined) {
      await afterTask();
      this.tree = this.session.open(reply.view);
      this.selected = null;
      if (!this.solving) void this.showTree(fromLink);
    } else {
      this.tree = null;
      this.session.start(0);
    }
    this.sync();
    return reply.decision;
  }

  private async solve(): Promise<void> {
    if (this.solving) {
      this.solving = false;
      this.session.cancel();
      return;
    }
    this.solving = true;
    this.stats = { moves: 0, ms: 0, started: performance.now() };
    while (this.solving && !this.game.over && !this.game.won) {
      const d = await this.propose(false);
      if (d === null || d.action === null || !this.solving) break;
      this.play(d.action);
      this.stats = { ...this.stats, moves: this.stats.moves + 1, ms: this.stats.ms + d.ms };
      await new Promise((resolve) => setTimeout(resolve, this.solveDelay));
    }
    this.solving = false;
    this.said.say(solverWords(this.stats.moves, this.game, this.lang));
  }

  /**
   * After Propose, the decision tree in view (side by side it already is;
   * stacked, scrolled to). A link's proposal scrolls only when the tree's
   * drawing starts below the window's upper half (a phone): else the page
   * opens at its top, its title in view.
   */
  private async showTree(fromLink: boolean): Promise<void> {
    await this.updateComplete;
    const viewer = this.querySelector<TraceViewer>('trace-viewer');
    if (viewer === null || (fromLink && (await drawingInView(viewer)))) return;
    await viewer.bringIntoView();
  }

  private set(change: Partial<Settings>): void {
    this.settings = { ...this.settings, ...change };
    this.proposal = null;
    this.tree = null;
    this.kept.save();
    this.sync();
  }

  private async importFile(input: HTMLInputElement): Promise<void> {
    const file = input.files?.[0];
    input.value = '';
    if (file === undefined) return;
    const read = readSavedGame(await file.text());
    if (!read.ok) {
      this.message = { text: msg('g2048.import-failed', { file: file.name, reason: read.error }), error: true };
      return;
    }
    this.kept.replace(read.session, read.game.settings);
    this.message = { text: msg('g2048.imported', { file: file.name }), error: false };
  }

  private loadExample(i: number): void {
    const ex = EXAMPLES[i];
    if (ex === undefined) return;
    location.hash = routeHash('2048', { board: JSON.stringify(ex.board), score: ex.score });
  }

  override render() {
    const L: Sayer = sayer(this.lang);
    const g = this.game;
    const tr = this.tree; // the node under the pointer, else the one selected, else the step's: its board and breakdown are shown
    const picked = this.hovered ?? this.selected;
    const shownIndex = tr === null ? -1 : picked !== null ? tr.index.find(picked) : tr.index.nodeAtStep(tr.trace, this.model.step);
    const shownId = tr === null || shownIndex < 0 ? null : tr.index.id(shownIndex);
    const shownBoard = tr === null || shownIndex < 0 ? undefined : (tr.index.board2048(shownIndex) ?? undefined);
    const estimate = estimateNodes(g.board, this.settings);
    const note =
      this.tree !== null
        ? L('decisionTreeHelp')
        : this.proposal !== null && this.settings.depth > 3
          ? L(this.deepTree ? 'treeTooBig' : 'treeTooDeep')
          : L('decisionTreeEmpty');
    const view: GameView = {
      game: g,
      overlay: overlayOf(g.board, g.score, this.overlay),
      merged: this.merged,
      solving: this.solving,
      onUndo: () => this.undo(),
      onNewGame: (form) => this.newGame(form),
      onExport: () => download(`2048-game-${g.seed}.json`, JSON.stringify(savedGame(g, this.settings), null, 2), 'application/json'),
      onImport: (input) => void this.importFile(input),
    };
    return html`
      ${
        this.notices.length === 0
          ? nothing
          : // Above the page, full width; \`data-message\` as well, the hook the page's messages about a link have always had.
            html`<div data-message>${renderNotices(this.notices, this.lang, () => (this.notices = []))}</div>`
      }
      <div class="layout">
        <section class="play side" @touchstart=${this.keys.touchStart} @touchend=${this.keys.touchEnd}>
          ${gamePanel(view, L)} ${this.said.render()}
          ${this.message === null ? nothing : html`<p class=${this.message.error ? 'error' : 'note'} role=${this.message.error ? 'alert' : 'status'} data-message>${say(this.message.text, this.lang)}</p>`}
          <div class="row">
            <button type="button" class="primary" data-action="propose" ?disabled=${this.session.busy || this.solving || g.over} @click=${(e: Event) => (keepFocus(e), void this.propose())}>${L('propose')}</button>
            <button type="button" data-action="solve" ?disabled=${g.over || g.won} @click=${() => void this.solve()}>${this.solving ? L('stop') : L('solve')}</button>
            <label>${L('speed')} <input type="range" min="0" max="1000" step="50" .value=${String(1000 - this.solveDelay)} @input=${(e: Event) => (this.solveDelay = 1000 - Number((e.target as HTMLInputElement).value))} /></label>
            ${this.session.busy && !this.solving ? html`<button type="button" data-action="cancel" @click=${() => this.session.cancel()}>${L('cancel')}</button>` : nothing}
          </div>
          ${proposalTable(this.proposal, L, this.lang)} ${solveStats(this.stats, g, L)}
        </section>
        ${decisionSection(
          {
            tree: this.tree,
            note,
            model: this.model,
            algorithm: this.settings.algo,
            lang: this.lang,
            present: this.present,
            shown: shownId,
            onStep: () => this.sync(),
            onSelect: (id) => (this.selected = id),
            onHover: (id) => (this.hovered = id),
          },
          L,
        )}
        <section class="settings" aria-label=${L('options')}>
          ${settingsControls(this.settings, L, this.lang, (change) => this.set(change))}
          <p class=${estimate > SLOW_NODES ? 'warn' : 'estimate'}>${L(estimate > SLOW_NODES ? 'slowWarning' : 'estimate', { nodes: formatCount(estimate, this.lang) })}</p>
          <label class="toggle"><input type="checkbox" data-field="deep-tree" .checked=${this.deepTree} @change=${(e: Event) => (this.deepTree = (e.target as HTMLInputElement).checked)} /> ${L('deepTree')}</label>
          ${filesRow(view, L)}
        </section>
        ${savedGamesSection(this.kept, L, this.lang, this.solving)}
        ${breakdownSection(
          {
            grid: g.grid,
            score: g.score,
            node: shownId === null || shownBoard === undefined ? null : { id: shownId, ...shownBoard },
            lang: this.lang,
            onExample: (i) => this.loadExample(i),
            onOverlay: (overlay) => (this.overlay = overlay),
          },
          L,
        )}
      </div>
    `;
  }
}

/** Whether the viewer's drawing starts in the window's upper half, once laid out (the next frame). */
async function drawingInView(viewer: TraceViewer): Promise<boolean> {
  await viewer.updateComplete;
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  const r = viewer.querySelector('search-tree')?.getBoundingClientRect();
  return r !== undefined && r.top < window.innerHeight / 2;
}

customElements.define('g2048-page', G2048Page);
