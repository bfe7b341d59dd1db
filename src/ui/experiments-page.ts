/**
 * <experiments-page> (`#/experiments`): the thesis's "Realizar pruebas" —
 * choose a grid (algorithms × heuristics × depths, games, seed, variant),
 * run it on a pool of Web Workers (the same pool and runner as `tutor
 * experiment`: src/experiments/pool.ts, runner.ts), watch the progress,
 * cancel, and resume after a reload (finished games are kept in the
 * browser). Charts like Ilustraciones 13–21, with the thesis's values as
 * faint dashed series; CSV (src/experiments/csv.ts) and JSON downloads.
 *
 * Results files of `tutor experiment --out` can be imported (issue 12; the
 * view is experiments/results-import.ts, the matches' too): read by the same
 * parseRecords as the CLI, their games join the page's, and the lines left
 * out are listed with their file:line. What the browser kept is
 * checked when the page starts: a corrupt or foreign value is reported and
 * the page starts clean. What is kept, and what a grid means, is
 * experiments-store.ts's; this file is the page only. Under the grid, the
 * Connect-4 matches of `tutor experiment connect4` (c4-matches.ts).
 * *Forget results* keeps a copy for a day and offers Undo, asking first when
 * framed or when no copy fits (issue 39: experiments/forgotten.ts).
 */
import { nextFrame, nextTask } from './platform/next-task.ts';
import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Algorithm2048 } from '../games/g2048/settings.ts';
import type { GameResult, Job } from '../experiments/runner.ts';
import { runPool, type PoolRun } from '../experiments/pool.ts';
import { gamesCsv } from '../experiments/csv.ts';
import { parseInteger } from '../games/input.ts';
import {
  ALGOS,
  GAMES,
  HEURS,
  doneKey,
  gridConfigs,
  gridKeys,
  gridRuns,
  gridTodo,
  importResultsInSlices,
  loadStore,
  openStore,
  saveStore,
  STORE,
  type Done,
  type Grid,
  type ImportReport,
} from './experiments/experiments-store.ts';
import { browserStorage, storedText } from './platform/stored.ts';
import { shortValue } from './link/param-reader.ts';
import { BACKUP_MS, backUp, noteAfter, readBackup, restore, type Backup } from './experiments/forgotten.ts';
import { confirmAction, framed } from './widgets/confirm-dialog.ts';
import './widgets/notice-action.css';
import type { Run } from '../experiments/summary.ts';
import { thesisResult } from '../experiments/thesis-results.ts';
import type { Lang } from '../i18n/lang.ts';
import { say, sayer, type MessageCode } from '../i18n/say.ts';
import { algorithmName } from '../i18n/search.ts';
import type { Message } from '../i18n/message.ts';
import { SEED_RANGE } from '../games/rng.ts';
import { download } from './platform/export.ts';
import { experimentPoolWorker, gameFailure, type ReplyError } from './platform/bridge.ts';
import type { Series } from './charts/line-chart.ts';
import './charts/line-chart.ts';
import { importPicker, importReport, type ChosenFile } from './experiments/results-import.ts';
import { gridTable } from './experiments/results-table.ts';
import './experiments/c4-matches.ts';
import { VARIANTS, type Heuristic, type Variant } from '../games/g2048/settings.ts';

/** A series' colour: the palette's (palette.css), per algorithm and per heuristic. */
const colour = (name: string): string => `var(--ast-series-${name})`;
/** The results table's columns, by their heading. */

export class ExperimentsPage extends LitElement {
  @property() override lang: Lang = 'en';
  /** What the browser kept, as it was before the page opened it (a corrupt value is set aside then): its notice's `data-value`. */
  private readonly keptText = shortValue(storedText(STORE, browserStorage()) ?? '');
  private readonly kept = openStore(browserStorage());
  @state() grid: Grid = this.kept.grid;
  /** Finished games, by configuration key and index. */
  @state() done: Done = this.kept.done;
  @state() running: boolean = false;
  @state() startedAt: number = 0;
  /** The last import's report, shown until the next one. */
  @state() imported: ImportReport | null = null;
  /** Why what the browser kept could not be used (or kept), if so. */
  @state() storeProblem: Message | null = this.kept.problem;
  /** Why the last batch stopped early, if a game could not be played (worded at render, in the page's language). */
  @state() failure: ReplyError | null = null;
  /**
   * Forget results' way back (experiments/forgotten.ts): the copy Undo brings back (`kept`: in the
   * browser, for a day, so a reload offers it again; else in this page only), or what Undo did.
   */
  @state() forgotten: { backup: Backup; kept: boolean } | { back: number; full: boolean } | null = ((b) => (b === null ? null : { backup: b, kept: true }))(
    readBackup(browserStorage(), Date.now()),
  );

  /** The batch running on the pool of Web Workers, if any: Cancel, or leaving the page, cancels it. */
  private batch: PoolRun<Job, GameResult> | null = null;
  private playedThisRun = 0;

  override createRenderRoot(): HTMLElement {
    return this;
  }

  /** The Connect-4 matches, under the 2048 grid: drawn a frame after the page's first render (issue 39: both in one made a cold load's longest task). */
  @state() private matchesShown = false;
  private stopShowing: (() => void) | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.matchesShown) this.stopShowing ??= nextFrame(() => ((this.stopShowing = null), (this.matchesShown = true)));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopShowing?.();
    this.stopShowing = null;
    this.cancel();
  }

  private save(): void {
    const problem = saveStore(browserStorage(), this.grid, this.done);
    if (problem !== null) this.storeProblem = problem;
  }

  /** Adds the games of a results file chosen in the import input (experiments-store.ts: importResultsInSlices). */
  private importFile(file: ChosenFile): void {
    if ('unreadable' in file) {
      this.imported = { file: file.name, added: 0, already: 0, conflicts: 0, outside: 0, problems: [file.unreadable] };
      return;
    }
    // Read a slice a task (a big file would hold the page); one import after another, each adding to what the one before kept.
    this.importing = this.importing.then(async () => {
      const before = this.done;
      const { done, report } = await importResultsInSlices(file.text, file.name, before, gridKeys(this.grid), () => new Promise((r) => nextTask(r)));
      // What was kept meanwhile (a game played) kept too; the page drawn, then (a task later: about 30 ms for 13,600 games) kept.
      if (report.added > 0) this.done = this.done === before ? done : { ...this.done, ...done };
      this.imported = report;
      if (report.added === 0) return;
      await new Promise<void>((r) => nextTask(r));
      this.save();
    });
  }

  /** The import under way (none: resolved). */
  private importing: Promise<void> = Promise.resolve();

  /** The seed input: a whole number 0–4294967295, else the input shows the seed again. */
  private setSeed(input: HTMLInputElement): void {
    const n = parseInteger(input.value.trim(), 'seed', SEED_RANGE);
    if (n.ok) this.setGrid({ seed: n.value });
    else input.value = String(this.grid.seed);
  }

  private setGrid(change: Partial<Grid>): void {
    if (this.running) return;
    this.grid = { ...this.grid, ...change };
    this.save();
  }

  /** Plays the grid's games not yet played on the pool (src/experiments/pool.ts, as `tutor experiment`), one Web Worker per game at once. */
  private async run(): Promise<void> {
    const seed = this.grid.seed;
    const todo = gridTodo(this.grid, this.done);
    if (todo.length === 0) return;
    this.running = true;
    this.startedAt = performance.now();
    this.playedThisRun = 0;
    this.failure = null;
    const batch = (this.batch = runPool(todo, {
      size: Math.min(navigator.hardwareConcurrency || 2, 8),
      start: () => experimentPoolWorker(),
      onResult: (job, game) => {
        this.done = { ...this.done, [doneKey(seed, job, job.index)]: game };
        this.playedThisRun++;
        this.save();
      },
      // A game that cannot be played stops the batch: the games played so far, and those being played, are kept.
      onFailure: (_job, error) => (this.failure ??= gameFailure(error)),
    }));
    await batch.finished;
    // Unless a new batch has started since this one was cancelled.
    if (this.batch === batch) {
      this.batch = null;
      this.running = false;
    }
  }

  private cancel(): void {
    this.running = false;
    // Ends every worker: the games being played are dropped.
    this.batch?.cancel();
    this.batch = null;
  }

  /**
   * Forgets the games kept, after copying them aside for Undo (experiments/forgotten.ts). Asks first when
   * the page is framed (a framing page could lure the click) or when the copy cannot be kept (a full storage).
   */
  private async forget(): Promise<void> {
    const n = Object.keys(this.done).length;
    if (this.running || n === 0) return;
    const storage = browserStorage();
    const L = sayer(this.lang);
    const ask = (text: string) => confirmAction({ hook: 'forget', title: L('forgetAskTitle'), text, yes: L('forgetYes'), no: L('forgetNo') });
    if (framed() && !(await ask(L('forgetAskFramed', { n })))) return;
    const backup: Backup = { text: storedText(STORE, storage) ?? JSON.stringify({ grid: this.grid, done: this.done }), n, at: Date.now(), after: null };
    const failed = backUp(storage, backup);
    if (failed !== null && !(await ask(L('forgetAskNoCopy', { n, reason: failed })))) return;
    if (this.running) return;
    this.done = {};
    this.save();
    noteAfter(storage, backup);
    this.forgotten = { backup, kept: failed === null };
    await this.updateComplete;
    this.querySelector<HTMLElement>('[data-action=undo-forget]')?.focus();
  }

  /** Brings the forgotten games back, as they were kept (or beside those kept since); the focus back on Forget results. */
  private async undoForget(): Promise<void> {
    const f = this.forgotten;
    if (f === null || !('backup' in f) || this.running) return;
    const r = restore(browserStorage(), f.backup, this.grid, this.done);
    if (r.ok) ({ grid: this.grid, done: this.done } = r);
    else {
      // No room to keep them: they are back on the page all the same.
      const saved = loadStore(f.backup.text);
      if (saved?.ok === true) this.done = { ...saved.done, ...this.done };
    }
    this.forgotten = { back: f.backup.n, full: !r.ok };
    await this.updateComplete;
    this.querySelector<HTMLElement>('[data-action=forget]')?.focus();
  }

  /** What Forget results did, and its Undo; or what Undo did. */
  private renderForgotten(L: (k: MessageCode, p?: Record<string, string | number>) => string) {
    const f = this.forgotten;
    if (f === null) return nothing;
    if ('back' in f) return html`<p class="notices" data-forget-undone=${f.back}>${L(f.full ? 'forgetUndoFull' : 'forgetUndone', { n: f.back })}</p>`;
    const n = f.backup.n;
    const until = new Date(f.backup.at + BACKUP_MS).toLocaleString(this.lang, { weekday: 'long', hour: 'numeric', minute: '2-digit' });
    return html`<p class="notices" data-forgotten=${n}>
      ${f.kept ? L('forgotten', { n, until }) : L('forgottenNoCopy', { n })}
      <button type="button" class="notice-action" data-action="undo-forget" ?disabled=${this.running} @click=${() => void this.undoForget()}>${L('undo')}</button>
    </p>`;
  }

  override render() {
    const L = sayer(this.lang);
    const g = this.grid;
    const total = gridConfigs(g).length * g.games;
    const runs = gridRuns(g, this.done);
    const played = runs.reduce((s, r) => s + r.games.length, 0);
    const elapsed = (performance.now() - this.startedAt) / 1000;
    const eta = this.running && this.playedThisRun > 0 ? (elapsed / this.playedThisRun) * (total - played) : NaN;
    const toggle = <T>(list: T[], item: T, on: boolean) => (on ? [...new Set([...list, item])] : list.filter((x) => x !== item));
    return html`
      <p>${L('experimentsIntro')}</p>
      <form class="grid" @submit=${(e: Event) => (e.preventDefault(), void this.run())}>
        <fieldset>
          <legend>${L('algorithm')}</legend>
          ${ALGOS.map((a) => html`<label><input type="checkbox" data-algo=${a} .checked=${g.algos.includes(a)} ?disabled=${this.running} @change=${(e: Event) => this.setGrid({ algos: ALGOS.filter((x) => toggle(g.algos, a, (e.target as HTMLInputElement).checked).includes(x)) })} /> ${algorithmName(a, this.lang)}</label>`)}
        </fieldset>
        <fieldset>
          <legend>${L('heuristic')}</legend>
          ${HEURS.map((h) => html`<label><input type="checkbox" data-heuristic=${h} .checked=${g.heuristics.includes(h)} ?disabled=${this.running} @change=${(e: Event) => this.setGrid({ heuristics: HEURS.filter((x) => toggle(g.heuristics, h, (e.target as HTMLInputElement).checked).includes(x)) })} /> ${h.toUpperCase()}</label>`)}
        </fieldset>
        <label>${L('depthFrom')} <input type="number" data-field="from" min="1" max="7" .value=${String(g.from)} ?disabled=${this.running} @change=${(e: Event) => this.setGrid({ from: Math.max(1, Math.min(7, Math.trunc(Number((e.target as HTMLInputElement).value)) || 1)) })} /></label>
        <label>${L('depthTo')} <input type="number" data-field="to" min="1" max="7" .value=${String(g.to)} ?disabled=${this.running} @change=${(e: Event) => this.setGrid({ to: Math.max(g.from, Math.min(7, Math.trunc(Number((e.target as HTMLInputElement).value)) || g.from)) })} /></label>
        <label>${L('gamesEach')} <input type="number" data-field="games" min="1" max=${GAMES.max} .value=${String(g.games)} ?disabled=${this.running} @change=${(e: Event) => this.setGrid({ games: Math.max(GAMES.min, Math.min(GAMES.max, Math.trunc(Number((e.target as HTMLInputElement).value)) || 1)) })} /></label>
        <label>${L('seed')} <input type="number" data-field="seed" min="0" max=${SEED_RANGE.max} .value=${String(g.seed)} ?disabled=${this.running} @change=${(e: Event) => this.setSeed(e.target as HTMLInputElement)} /></label>
        <label>
          ${L('variant')}
          <select data-field="variant" ?disabled=${this.running} @change=${(e: Event) => this.setGrid({ variant: (e.target as HTMLSelectElement).value as Variant })}>
            ${VARIANTS.map((v) => html`<option value=${v} ?selected=${g.variant === v}>${v === 'text' ? L('variantText') : L('variantCode')}</option>`)}
          </select>
        </label>
        <div class="buttons">
          ${
            this.running
              ? html`<button type="button" data-action="cancel" @click=${() => this.cancel()}>${L('cancel')}</button>`
              : html`<button type="submit" class="primary" data-action="run" ?disabled=${played >= total}>${played > 0 && played < total ? L('resumeRun') : L('run')}</button>
                <button type="button" data-action="forget" ?disabled=${Object.keys(this.done).length === 0} @click=${() => void this.forget()}>${L('forget')}</button>`
          }
          <button type="button" data-action="csv" @click=${() => download('experiment.csv', gamesCsv(runs), 'text/csv')}>CSV</button>
          <button type="button" data-action="json" @click=${() => download('experiment.json', JSON.stringify({ runs }), 'application/json')}>JSON</button>
        </div>
      </form>
      <div class="forget-message" data-forget-message role="status">${this.renderForgotten(L)}</div>
      ${importPicker(L('importResults'), 'import-results', (file) => this.importFile(file))}
      <div class="import-message" data-import-message role="status">
        ${importReport(this.imported, this.lang, {
          summary: (r) => [
            r.added === 0 && r.already === 0 && r.conflicts === 0 && r.problems.length === 0
              ? L('importNothing', { file: r.file })
              : L('importAdded', { added: r.added, file: r.file }),
            r.already > 0 ? L('importAlready', { n: r.already }) : '',
            r.conflicts > 0 ? L('importConflicts', { n: r.conflicts }) : '',
            r.outside > 0 ? L('importOutside', { n: r.outside }) : '',
          ],
          problems: 'importProblems',
        })}
      </div>
      ${
        this.storeProblem === null
          ? nothing
          : html`<p
              class="error"
              role="alert"
              data-store-message
              data-storage-message=${STORE}
              data-value=${this.storeProblem === this.kept.problem ? this.keptText : ''}
            >
              ${say(this.storeProblem, this.lang)}
            </p>`
      }
      ${this.failure === null ? nothing : html`<p class="error" role="alert" data-run-error>${say(this.failure, this.lang)}</p>`}
      <p class="progress" data-played=${played} data-total=${total}>
        <progress max=${total} .value=${played}></progress> ${L('gamesPlayed', { played, total })}${Number.isNaN(eta) ? '' : ` · ${L('timeLeft', { s: Math.round(eta) })}`}
      </p>
      ${gridTable(runs, this.lang)} ${played === 0 ? nothing : this.renderCharts(runs, L)}
      ${this.matchesShown ? html`<c4-matches .lang=${this.lang}></c4-matches>` : nothing}
    `;
  }

  private renderCharts(runs: Run[], L: (k: MessageCode, p?: Record<string, string | number>) => string) {
    const g = this.grid;
    const depths = Array.from({ length: g.to - g.from + 1 }, (_, i) => g.from + i);
    const ours = (filter: (r: Run) => boolean, y: (r: Run) => number) =>
      runs.filter((r) => filter(r) && r.games.length > 0).map((r) => ({ x: r.depth, y: y(r) }));
    const thesis = (algo: Algorithm2048, h: Heuristic, y: 'winPercent' | 'seconds') =>
      depths.flatMap((d) => {
        const th = thesisResult(algo, h, d);
        return th === null ? [] : [{ x: d, y: th[y] }];
      });
    const byHeuristic = g.heuristics.map((h) => {
      const series: Series[] = g.algos.flatMap((a) => [
        {
          name: algorithmName(a, this.lang),
          colour: colour(a),
          points: ours(
            (r) => r.algo === a && r.heuristic === h,
            (r) => 100 * r.winRate,
          ),
        },
        { name: `${algorithmName(a, this.lang)} (${L('thesis')})`, colour: colour(a), reference: true, points: thesis(a, h, 'winPercent') },
      ]);
      return html`<line-chart .title=${L('chartByHeuristic', { h: h.toUpperCase() })} .series=${series} .yMax=${100} .xLabel=${L('depth')} .yLabel=${L('wonPercent')}></line-chart>`;
    });
    const byAlgorithm = g.algos.map((a) => {
      const series: Series[] = g.heuristics.flatMap((h) => [
        {
          name: h.toUpperCase(),
          colour: colour(h),
          points: ours(
            (r) => r.algo === a && r.heuristic === h,
            (r) => 100 * r.winRate,
          ),
        },
        { name: `${h.toUpperCase()} (${L('thesis')})`, colour: colour(h), reference: true, points: thesis(a, h, 'winPercent') },
      ]);
      return html`<line-chart .title=${L('chartByAlgorithm', { a: algorithmName(a, this.lang) })} .series=${series} .yMax=${100} .xLabel=${L('depth')} .yLabel=${L('wonPercent')}></line-chart>`;
    });
    const times = g.algos.map((a) => {
      const series: Series[] = g.heuristics.flatMap((h) => [
        {
          name: h.toUpperCase(),
          colour: colour(h),
          points: ours(
            (r) => r.algo === a && r.heuristic === h,
            (r) => r.meanMs / 1000,
          ),
        },
        { name: `${h.toUpperCase()} (${L('thesis')})`, colour: colour(h), reference: true, points: thesis(a, h, 'seconds') },
      ]);
      return html`<line-chart log .title=${L('chartTime', { a: algorithmName(a, this.lang) })} .series=${series} .xLabel=${L('depth')} .yLabel=${L('timePerGame')}></line-chart>`;
    });
    return html`<div class="charts">${byHeuristic}${byAlgorithm}${times}</div>`;
  }
}

customElements.define('experiments-page', ExperimentsPage);
