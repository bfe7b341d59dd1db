/**
 * <g2048-page> (`#/2048?seed=N` or `#/2048?board=<json>&score=N`): the
 * thesis's 2048 application as a tutor. Play with arrows, WASD or swipes;
 * undo; ask the searcher to propose a move (every move's value, nodes, time,
 * and the decision's search tree to step through); let it solve the game;
 * read the heuristic breakdown of the board; save, export and import games.
 * Every game is autosaved in the browser.
 *
 * The URL holds the board, the score, the seed, the search's settings, and
 * whether the proposal is shown with its step, so a link opens "step 40 of
 * this board's expectimax tree":
 * `#/2048?board=…&score=…&seed=…&algo=&heuristic=&variant=&depth=&propose=1&step=K`.
 * At 1200 px and wider the board, the decision tree and the breakdown sit
 * side by side; the arrows play the game unless the tree has focus.
 *
 * Hooks: cells `data-cell="r,c"` + `data-value`; terms `data-term` + unrounded
 * `data-value`; `data-action="propose"`; the proposal `[data-proposal]` with
 * `data-value` = the direction.
 */
import { LitElement, html, nothing } from 'lit';
import { DIRECTIONS, emptyCount, toArray, type Direction } from '../games/g2048/board.ts';
import { HEURISTICS, VARIANTS, breakdown, type Heuristic, type Variant } from '../games/g2048/heuristics.ts';
import { ALGORITHMS_2048, type Algorithm2048, type Decision } from '../games/g2048/decide.ts';
import { ROOT_WINDOWS, type RootWindow } from '../search/search.ts';
import { GameSession } from '../games/g2048/session.ts';
import { readSavedGame, savedGame, type Settings } from '../games/g2048/saved.ts';
import type { DecisionTree } from '../app/decision-tree.ts';
import { STEP } from '../app/decision-tree.ts';
import { WIN_VALUE } from '../games/g2048/game.ts';
import type { TreeNode } from '../games/tree/tree.ts';
import type { Trace } from '../trace/trace.ts';
import { formatNumber, type Lang } from '../i18n/lang.ts';
import { msg, say, t, type StringKey, type Message } from '../i18n/strings.ts';
import { traceOver } from '../app/transfer.ts';
import { LatestCall, SearchBridge, isAbortError } from './bridge.ts';
import { download } from './export.ts';
import { moves, type Moved } from './merges.ts';
import { routeHash } from './route.ts';
import { parseInteger } from '../games/input.ts';
import { SEED_RANGE, read2048Params, type G2048Params, type Notice } from './params.ts';
import { renderNotices } from './notices.ts';
import { autosave, restoreAutosave } from './stored.ts';
import './g2048-board.ts';
import './heuristic-panel.ts';
import { StepModel } from './step-model.ts';
import type { TraceViewer } from './trace-viewer.ts';
import './trace-viewer.ts';

const KEYS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowRight: 'right',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  w: 'up',
  d: 'right',
  s: 'down',
  a: 'left',
  W: 'up',
  D: 'right',
  S: 'down',
  A: 'left',
};
const EXAMPLES: { board: number[][]; score: number }[] = [
  { board: [[4, 2, 2, 0], [4, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], score: 8 },
  { board: [[64, 8, 4, 2], [16, 4, 0, 0], [4, 0, 0, 0], [0, 0, 0, 2]], score: 380 },
  { board: [[1024, 32, 4, 2], [16, 4, 0, 0], [8, 0, 0, 0], [2, 0, 4, 0]], score: 9228 },
];
/** Searches estimated above this many nodes get a warning. */
const SLOW_NODES = 3_000_000;
/** Trees up to this many nodes get a mini board under each node. */
const THUMB_NODES = 600;

export class G2048Page extends LitElement {
  static override properties = {
    lang: {},
    params: { attribute: false },
    game: { state: true },
    settings: { state: true },
    proposal: { state: true },
    tree: { state: true },
    present: { type: Boolean },
    busy: { state: true },
    solving: { state: true },
    message: { state: true },
    overlay: { state: true },
    stats: { state: true },
    selected: { state: true },
    hovered: { state: true },
    deepTree: { state: true },
    merged: { state: true },
    notices: { state: true },
  };
  declare lang: Lang;
  declare params: URLSearchParams;
  declare game: GameSession;
  declare settings: Settings;
  declare proposal: Decision | null;
  declare tree: { shape: DecisionTree; trace: Trace<TreeNode, TreeNode> } | null;
  declare present: boolean;
  declare busy: boolean;
  declare solving: boolean;
  /** A message for the user (an error keeps the game as it was; a search's error reply is one), worded at render in the page's language. */
  declare message: { text: Message; error: boolean } | null;
  declare overlay: 'none' | 'similarity' | 'monotonicity';
  declare stats: { moves: number; ms: number; started: number } | null;
  /** The decision-tree node whose board is shown. */
  declare selected: string | null;
  /** The decision-tree node under the pointer, whose board is shown while it is there. */
  declare hovered: string | null;
  /** Draw the search tree of searches deeper than 3 too (under the worker's node budget). */
  declare deepTree: boolean;
  /** How the last move moved the tiles (the board slides them, and merged ones pop). */
  declare merged: ReadonlyMap<string, Moved>;
  /** What the link or the kept game could not give (params.ts, stored.ts), and what is shown instead. */
  declare notices: Notice[];

  private readonly bridge = new SearchBridge();
  private readonly searching = new LatestCall();
  private readParams: URLSearchParams | null = null;
  private touch: { x: number; y: number } | null = null;
  private solveDelay = 150;
  /** A game has been shown (so a refused link keeps it rather than loading another). */
  private loaded = false;
  /** The decision tree's step, playback and keys. */
  private readonly model = new StepModel();
  /** The step a link asked for, taken once its proposal's tree is there. */
  private wantedStep = 0;

  constructor() {
    super();
    this.lang = 'en';
    this.params = new URLSearchParams();
    this.game = new GameSession(1);
    this.settings = { algo: 'expectimax', heuristic: 'h1', variant: 'text', depth: 3 };
    this.proposal = null;
    this.tree = null;
    this.present = false;
    this.busy = false;
    this.solving = false;
    this.message = null;
    this.overlay = 'none';
    this.stats = null;
    this.selected = null;
    this.hovered = null;
    this.deepTree = false;
    this.merged = new Map();
    this.notices = [];
  }

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('keydown', this.onKey);
    this.solving = false;
    this.searching.cancel();
    this.bridge.terminate();
  }

  override willUpdate(): void {
    if (this.params === this.readParams) return;
    this.readParams = this.params;
    this.load(this.params);
  }

  /**
   * From the URL (read by params.ts: what cannot be used is noticed): a
   * board, a seed, or else the autosaved game, or else a new one; then the
   * settings, and the proposal if it was shown.
   */
  private load(p: URLSearchParams): void {
    const { values, notices } = read2048Params(p);
    this.notices = notices;
    this.loadGame(values);
    this.settings = { ...this.settings, ...values.settings };
    this.wantedStep = values.step;
    if (values.propose && !this.game.over) void this.propose();
    else this.sync();
  }

  private loadGame(v: G2048Params): void {
    if (v.board !== null) {
      const { board, score } = v.board;
      // The game kept in the browser, if it is this very position, keeps its moves (undo, replay).
      const kept = this.loaded ? null : this.autosaved();
      if (kept !== null && kept.score === score && JSON.stringify(kept.grid) === JSON.stringify(toArray(board))) {
        this.loaded = true;
        this.game = kept;
        return;
      }
      this.setGame(new GameSession(v.seed ?? 1, 2048, { board, score }));
      return;
    }
    if (v.seed !== null) return this.setGame(new GameSession(v.seed));
    // Nothing (usable) in the link: the game shown stays; on a first visit, the kept one or a new one.
    if (!this.loaded) this.game = this.autosaved() ?? new GameSession(Math.floor(Math.random() * 1_000_000));
    this.loaded = true;
  }

  /** Writes what is shown into the URL (replacing: playing and stepping do not fill the history). */
  private sync(): void {
    const s = this.settings;
    const hash = routeHash('2048', {
      board: JSON.stringify(this.game.grid),
      score: this.game.score,
      seed: this.game.seed,
      algo: s.algo,
      heuristic: s.heuristic,
      variant: s.variant,
      depth: s.depth,
      root: s.algo === 'alphabeta' && s.root === 'full-window' ? s.root : undefined,
      propose: this.proposal === null ? undefined : 1,
      step: this.tree === null || this.model.step === 0 ? undefined : this.model.step,
    });
    if (location.hash !== hash) history.replaceState(null, '', hash);
  }

  /** The game kept in the browser, if there is a readable one (with its settings); one that is not is set aside with a notice. */
  private autosaved(): GameSession | null {
    const { game, notice } = restoreAutosave();
    if (notice !== null) this.notice(notice);
    if (game === null) return null;
    this.settings = game.saved.settings;
    return game.session;
  }

  private notice(n: Notice): void {
    if (!this.notices.some((x) => x.name === n.name && say(x.text, 'en') === say(n.text, 'en'))) this.notices = [...this.notices, n];
  }

  private setGame(game: GameSession): void {
    this.loaded = true;
    this.merged = new Map();
    this.game = game;
    this.proposal = null;
    this.tree = null;
    this.message = null;
    this.autosave();
    this.sync();
  }

  private autosave(): void {
    const failed = autosave(savedGame(this.game, this.settings));
    if (failed !== null) this.notice(failed);
  }

  /** The new-game form: a seed in SEED_RANGE, or a message and the game stays. */
  private newGame(form: HTMLFormElement): void {
    const seed = parseInteger(String(new FormData(form).get('seed') ?? ''), 'seed', SEED_RANGE);
    if (!seed.ok) {
      this.message = { text: seed.error, error: true };
      return;
    }
    this.setGame(new GameSession(seed.value));
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
    this.autosave();
    this.sync();
    return true;
  }

  private undo(): void {
    const previous = this.game.undone();
    if (previous === null) return;
    this.setGame(previous);
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    const target = e.composedPath()[0] as HTMLElement | undefined;
    if (target !== undefined && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    // The tree's viewer has its own keys while it has focus.
    if (target instanceof Element && target.closest('[data-viewer]') !== null) return;
    const dir = KEYS[e.key];
    if (dir === undefined || this.solving) return;
    e.preventDefault();
    this.play(dir);
  };

  private onTouchStart(e: TouchEvent): void {
    const p = e.touches[0];
    if (p !== undefined) this.touch = { x: p.clientX, y: p.clientY };
  }

  private onTouchEnd(e: TouchEvent): void {
    const p = e.changedTouches[0];
    if (this.touch === null || p === undefined) return;
    const dx = p.clientX - this.touch.x;
    const dy = p.clientY - this.touch.y;
    this.touch = null;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < 30) return;
    this.play(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up');
  }

  /** Nodes a search of this depth may visit on the current board: a rough estimate to warn before a slow one. */
  private estimate(): number {
    const empty = Math.max(1, emptyCount(this.game.board));
    const branching = this.settings.algo === 'alphabeta' ? Math.sqrt(4 * 2 * empty) : 4 * 2 * empty;
    return Math.round(Math.pow(branching, this.settings.depth / 2) * 2);
  }

  private async propose(withTree = true): Promise<Decision | null> {
    this.busy = true;
    this.message = null;
    this.proposal = null;
    try {
      const reply = await this.bridge.decide2048(this.searching.signal(), this.game.grid, this.game.score, { ...this.settings, goal: this.game.goal }, withTree && (this.settings.depth <= 3 || this.deepTree));
      if (!reply.ok) {
        this.message = { text: reply.error, error: true };
        return null;
      }
      this.proposal = reply.decision;
      if (reply.tree !== undefined && reply.trace !== undefined) {
        this.tree = { shape: reply.tree, trace: traceOver(reply.tree.tree, reply.trace) };
        this.model.reset(this.tree.trace.length, this.wantedStep);
        this.selected = null;
        if (!this.solving) void this.showTree();
      } else this.tree = null;
      this.wantedStep = 0;
      this.sync();
      return reply.decision;
    } catch (e) {
      if (isAbortError(e)) {
        this.message = { text: msg('g2048.cancelled'), error: false };
        return null;
      }
      throw e;
    } finally {
      this.busy = false;
    }
  }

  private async solve(): Promise<void> {
    if (this.solving) {
      this.solving = false;
      this.searching.cancel();
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
  }

  /** After Propose, the decision tree in view (side by side it already is; stacked, scrolled to). */
  private async showTree(): Promise<void> {
    await this.updateComplete;
    await this.querySelector<TraceViewer>('trace-viewer')?.bringIntoView();
  }

  private set(change: Partial<Settings>): void {
    this.settings = { ...this.settings, ...change };
    this.proposal = null;
    this.tree = null;
    this.autosave();
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
    this.settings = read.game.settings;
    this.setGame(read.session);
    this.message = { text: msg('g2048.imported', { file: file.name }), error: false };
  }

  private loadExample(i: number): void {
    const ex = EXAMPLES[i];
    if (ex === undefined) return;
    location.hash = routeHash('2048', { board: JSON.stringify(ex.board), score: ex.score });
  }

  override render() {
    const L = (k: StringKey, p?: Record<string, string | number>) => t(this.lang, k, p);
    const g = this.game;
    const terms = this.overlay === 'none' ? null : breakdown(g.board, g.score, 'text');
    const overlay =
      terms === null
        ? null
        : [0, 1, 2, 3].map((r) =>
            [0, 1, 2, 3].map((c) => {
              if (this.overlay === 'monotonicity') return terms.monotonicityCells[4 * r + c]!.product;
              return terms.similarityCells.find((x) => x.row === r && x.col === c)?.mean ?? null;
            }),
          );
    const shownNode = this.hovered ?? this.selected;
    const selectedBoard = this.tree !== null && shownNode !== null ? this.tree.shape.boards[shownNode] : undefined;
    const estimate = this.estimate();
    const status = g.won ? L('won') : g.over ? L('lost') : '';
    return html`
      ${this.notices.length === 0
        ? nothing
        : // Above the page, full width; \`data-message\` as well, the hook the page's messages about a link have always had.
          html`<div data-message>${renderNotices(this.notices, this.lang, () => (this.notices = []))}</div>`}
      <div class="layout">
        <section class="play" @touchstart=${(e: TouchEvent) => this.onTouchStart(e)} @touchend=${(e: TouchEvent) => this.onTouchEnd(e)}>
          <div class="scores">
            <span class="score" data-score=${g.score}>${L('score')} <b>${g.score}</b></span>
            <span>${L('maxTile')} <b>${g.maxTile}</b></span>
            <span>${L('movesMade')} <b>${g.moves.length}</b></span>
          </div>
          <g2048-board
            .grid=${g.grid}
            .spawned=${g.moves.length > 0 ? g.spawns[g.spawns.length - 1] ?? null : null}
            .overlay=${overlay}
            .merged=${this.merged}
          ></g2048-board>
          ${status === '' ? nothing : html`<p class="status" data-status=${g.won ? 'won' : 'lost'}>${status}</p>`}
          <p class="hint">${L('keysHint')}</p>
          <div class="row">
            <button type="button" data-action="undo" ?disabled=${g.moves.length === 0 || this.solving} @click=${() => this.undo()}>${L('undo')}</button>
            <form class="inline" @submit=${(e: Event) => (e.preventDefault(), this.newGame(e.target as HTMLFormElement))}>
              <label>${L('seed')} <input name="seed" type="number" min=${SEED_RANGE.min} max=${SEED_RANGE.max} step="1" .value=${String(g.seed)} /></label>
              <button type="submit" data-action="new-game">${L('newGame')}</button>
            </form>
          </div>
          <div class="row">
            <button type="button" data-action="export-game" @click=${() => download(`2048-game-${g.seed}.json`, JSON.stringify(savedGame(g, this.settings), null, 2), 'application/json')}>${L('exportGame')}</button>
            <label class="file">${L('importGame')} <input type="file" accept=".json,application/json" data-action="import-game" @change=${(e: Event) => void this.importFile(e.target as HTMLInputElement)} /></label>
            <a href="#/replay" data-action="replay">${L('replay')}</a>
          </div>
          ${this.message === null ? nothing : html`<p class=${this.message.error ? 'error' : 'note'} role=${this.message.error ? 'alert' : 'status'} data-message>${say(this.message.text, this.lang)}</p>`}
          <div class="controls">
            <label>
              ${L('algorithm')}
              <select data-field="algo" @change=${(e: Event) => this.set({ algo: (e.target as HTMLSelectElement).value as Algorithm2048 })}>
                ${ALGORITHMS_2048.filter((a) => a !== 'expectiminimax').map((a) => html`<option value=${a} ?selected=${this.settings.algo === a}>${a}</option>`)}
              </select>
            </label>
            <label>
              ${L('heuristic')}
              <select data-field="heuristic" @change=${(e: Event) => this.set({ heuristic: (e.target as HTMLSelectElement).value as Heuristic })}>
                ${HEURISTICS.map((h) => html`<option value=${h} ?selected=${this.settings.heuristic === h}>${h === 'article' ? L('articleHeuristic') : h.toUpperCase()}</option>`)}
              </select>
            </label>
            <label>
              ${L('variant')}
              <select data-field="variant" @change=${(e: Event) => this.set({ variant: (e.target as HTMLSelectElement).value as Variant })}>
                ${VARIANTS.map((v) => html`<option value=${v} ?selected=${this.settings.variant === v}>${v === 'text' ? L('variantText') : L('variantCode')}</option>`)}
              </select>
            </label>
            ${this.settings.algo === 'alphabeta'
              ? html`<label title=${L('rootWindowHint')}>
                  ${L('rootWindow')}
                  <select data-field="root" @change=${(e: Event) => this.set({ root: (e.target as HTMLSelectElement).value as RootWindow })}>
                    ${ROOT_WINDOWS.map((r) => html`<option value=${r} ?selected=${(this.settings.root ?? 'carried') === r}>${L(r === 'carried' ? 'rootCarried' : 'rootFullWindow')}</option>`)}
                  </select>
                </label>`
              : nothing}
            <label>
              ${L('depth')}
              <input data-field="depth" type="number" min="1" max="12" .value=${String(this.settings.depth)} @change=${(e: Event) => this.set({ depth: Math.max(1, Math.min(12, Number((e.target as HTMLInputElement).value) || 1)) })} />
            </label>
          </div>
          <p class=${estimate > SLOW_NODES ? 'warn' : 'estimate'}>${L(estimate > SLOW_NODES ? 'slowWarning' : 'estimate', { nodes: estimate.toLocaleString(this.lang) })}</p>
          <div class="row">
            <button type="button" class="primary" data-action="propose" ?disabled=${this.busy || this.solving || g.over} @click=${() => void this.propose()}>${L('propose')}</button>
            <button type="button" data-action="solve" ?disabled=${g.over || g.won} @click=${() => void this.solve()}>${this.solving ? L('stop') : L('solve')}</button>
            <label>${L('speed')} <input type="range" min="0" max="1000" step="50" .value=${String(1000 - this.solveDelay)} @input=${(e: Event) => (this.solveDelay = 1000 - Number((e.target as HTMLInputElement).value))} /></label>
            ${this.busy && !this.solving ? html`<button type="button" data-action="cancel" @click=${() => this.searching.cancel()}>${L('cancel')}</button>` : nothing}
          </div>
          <label class="toggle"><input type="checkbox" data-field="deep-tree" .checked=${this.deepTree} @change=${(e: Event) => (this.deepTree = (e.target as HTMLInputElement).checked)} /> ${L('deepTree')}</label>
          ${this.renderProposal(L)} ${this.renderStats(L)}
        </section>
        ${this.renderTree(L)}
        <section class="breakdown">
          <h2>${L('heuristicBreakdown')}</h2>
          <div class="row">
            <label>
              ${L('examples')}
              <select data-field="example" @change=${(e: Event) => this.loadExample(Number((e.target as HTMLSelectElement).value))}>
                <option value="-1">—</option>
                ${EXAMPLES.map((_, i) => html`<option value=${i}>${L('thesisExample', { n: i + 1 })}</option>`)}
              </select>
            </label>
            <label>
              ${L('overlay')}
              <select data-field="overlay" @change=${(e: Event) => (this.overlay = (e.target as HTMLSelectElement).value as 'none')}>
                <option value="none">—</option>
                <option value="similarity">${L('term_similarity')}</option>
                <option value="monotonicity">${L('term_monotonicity')}</option>
              </select>
            </label>
          </div>
          ${selectedBoard === undefined
            ? nothing
            : html`<p class="note" data-shown-node=${shownNode ?? ''}>${L('breakdownOfNode')} <b>${nodeName(shownNode!, L('root'))}</b></p>
                <g2048-board class="small" .grid=${selectedBoard.board}></g2048-board>`}
          <heuristic-panel .grid=${selectedBoard?.board ?? g.grid} .score=${selectedBoard?.score ?? g.score} .lang=${this.lang}></heuristic-panel>
        </section>
      </div>
    `;
  }

  private renderProposal(L: (k: StringKey, p?: Record<string, string | number>) => string) {
    const d = this.proposal;
    if (d === null) return nothing;
    const sign: Record<string, string> = { atMost: '≤ ', atLeast: '≥ ' };
    const show = (v: number) => (v >= WIN_VALUE ? L('win') : formatNumber(v));
    return html`<div class="proposal">
      <p>
        ${L('proposed')}:
        <b data-proposal data-value=${d.action ?? ''}>${d.action === null ? L('noMove') : L(`dir_${d.action}`)}</b>
        · ${L('nodesIn', { nodes: d.nodes.toLocaleString(this.lang), ms: d.ms.toFixed(1) })}
      </p>
      <table class="policy">
        <thead>
          <tr>
            ${DIRECTIONS.map((dir) => html`<th>${L(`dir_${dir}`)}</th>`)}
          </tr>
        </thead>
        <tbody>
          <tr>
            ${DIRECTIONS.map((dir) => {
              const v = d.actions[dir];
              return html`<td data-move=${dir} class=${dir === d.action ? 'best' : ''}>${v === undefined ? '—' : `${sign[d.certainty[dir] ?? ''] ?? ''}${show(v)}`}</td>`;
            })}
          </tr>
        </tbody>
      </table>
    </div>`;
  }

  private renderStats(L: (k: StringKey, p?: Record<string, string | number>) => string) {
    const s = this.stats;
    if (s === null) return nothing;
    return html`<p class="stats" data-stats>
      ${L('solveStats', { moves: s.moves, score: this.game.score, max: this.game.maxTile, ms: s.moves === 0 ? '0' : (s.ms / s.moves).toFixed(1) })}
    </p>`;
  }

  private renderTree(L: (k: StringKey, p?: Record<string, string | number>) => string) {
    const tr = this.tree;
    const note =
      tr !== null
        ? L('decisionTreeHelp')
        : this.proposal !== null && this.settings.depth > 3
          ? L(this.deepTree ? 'treeTooBig' : 'treeTooDeep')
          : L('decisionTreeEmpty');
    return html`<section class="decision">
      <h2>${L('decisionTree')}</h2>
      <p class="note">${note}</p>
      ${tr === null
        ? nothing
        : html`<trace-viewer
            .model=${this.model}
            .tree=${tr.shape.tree}
            .trace=${tr.trace}
            .algorithm=${this.settings.algo}
            .lang=${this.lang}
            .present=${this.present}
            .thumbs=${tr.trace.nodeCount <= THUMB_NODES ? { kind: '2048' as const, boards: tr.shape.boards } : null}
            keys="focus"
            .hint=${L('viewerKeys2048')}
            counters
            @step-change=${() => this.sync()}
            @node-click=${(e: CustomEvent<{ id: string }>) => (this.selected = e.detail.id)}
            @node-hover=${(e: CustomEvent<{ id: string | null }>) => (this.hovered = e.detail.id)}
          ></trace-viewer>`}
      ${this.renderShownNode(L)}
    </section>`;
  }

  /** Under the tree, the board of the node selected or under the pointer (beside it, from 1200 px, the breakdown column shows it too). */
  private renderShownNode(L: (k: StringKey, p?: Record<string, string | number>) => string) {
    const id = this.hovered ?? this.selected;
    const shown = id === null || this.tree === null ? undefined : this.tree.shape.boards[id];
    if (id === null || shown === undefined) return nothing;
    return html`<div class="shown-node" data-node-board=${id}>
      <g2048-board class="small" .grid=${shown.board}></g2048-board>
      <p class="note">${L('selectedNode', { id: nodeName(id, L('root')) })} · ${L('score')} ${shown.score}</p>
    </div>`;
  }
}

/** A decision-tree node's name: its moves, "up · 2 at (1,3)". */
function nodeName(id: string, root: string): string {
  return id === '' ? root : id.split(STEP).join(' · ');
}

customElements.define('g2048-page', G2048Page);
