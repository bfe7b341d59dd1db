/**
 * <experiments-page> (`#/experiments`): the thesis's "Realizar pruebas" —
 * choose a grid (algorithms × heuristics × depths, games, seed, variant),
 * run it on a pool of Web Workers (the same runner as `tutor experiment`),
 * watch the progress, cancel, and resume after a reload (finished games are
 * kept in the browser). Charts like Ilustraciones 13–21, with the thesis's
 * values as faint dashed series; CSV and JSON downloads.
 *
 * Results files of `tutor experiment --out` can be imported (issue 12): read
 * by the same parseRecords as the CLI, their games join the page's, and the
 * lines left out are listed with their file:line. What the browser kept is
 * checked when the page starts: a corrupt or foreign value is reported and
 * the page starts clean.
 */
import { LitElement, html, nothing } from 'lit';
import type { Algorithm2048 } from '../games/g2048/settings.ts';
import { configKey, jobs as makeJobs, type Config, type GameResult } from '../experiments/runner.ts';
import { parseInteger } from '../games/input.ts';
import { ALGOS, GAMES, HEURS, SEEDS, STORE, STORE_UNREADABLE, doneKey, importResults, loadStore, type Done, type Grid, type ImportReport } from './experiments-store.ts';
import { summarise, type Run } from '../experiments/summary.ts';
import { thesisResult } from '../experiments/thesis-results.ts';
import type { Lang } from '../i18n/lang.ts';
import { msg, say, t, type StringKey, type Message } from '../i18n/strings.ts';
import { download } from './export.ts';
import { ExperimentBridge, isAbortError, type ReplyError } from './bridge.ts';
import type { Series } from './line-chart.ts';
import './line-chart.ts';
import { VARIANTS, type Heuristic, type Variant } from '../games/g2048/settings.ts';

/** A series' colour: the palette's (palette.css), per algorithm and per heuristic. */
const colour = (name: string): string => `var(--ast-series-${name})`;

export class ExperimentsPage extends LitElement {
  static override properties = { lang: {}, grid: { state: true }, done: { state: true }, running: { state: true }, startedAt: { state: true }, imported: { state: true }, storeProblem: { state: true }, failure: { state: true } };
  declare lang: Lang;
  declare grid: Grid;
  /** Finished games, by configuration key and index. */
  declare done: Done;
  declare running: boolean;
  declare startedAt: number;
  /** The last import's report, shown until the next one. */
  declare imported: ImportReport | null;
  /** Why what the browser kept could not be used (or kept), if so. */
  declare storeProblem: Message | null;
  /** Why the last batch stopped early, if a game could not be played (worded at render, in the page's language). */
  declare failure: ReplyError | null;

  /** The pool: one worker bridge per game played at once. */
  private pool: ExperimentBridge[] = [];
  /** The batch running, if any: Cancel, or leaving the page, aborts it. */
  private batch: AbortController | null = null;
  private playedThisRun = 0;

  constructor() {
    super();
    this.lang = 'en';
    this.imported = null;
    this.storeProblem = null;
    this.failure = null;
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(STORE);
    } catch {
      // Storage refused (a privacy setting): nothing was kept.
    }
    const saved = loadStore(raw);
    if (saved !== null && !saved.ok) {
      this.storeProblem = msg('store.corrupt', { reason: saved.error });
      try {
        // Moved aside, not lost: someone may want to look at it.
        localStorage.setItem(STORE_UNREADABLE, raw!);
        localStorage.removeItem(STORE);
      } catch {
        // Storage refused: the next save overwrites it.
      }
    }
    this.grid = saved?.ok === true ? saved.grid : { algos: ['minimax', 'alphabeta', 'expectimax'], heuristics: ['h1'], from: 1, to: 3, games: 10, seed: 2016, variant: 'text' };
    this.done = saved?.ok === true ? saved.done : {};
    this.running = false;
    this.startedAt = 0;
  }

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.cancel();
  }

  private get configs(): Config[] {
    const g = this.grid;
    const out: Config[] = [];
    for (const algo of g.algos) for (const heuristic of g.heuristics) for (let depth = g.from; depth <= g.to; depth++) out.push({ algo, heuristic, depth, variant: g.variant });
    return out;
  }

  private key(job: Config & { index: number }): string {
    return doneKey(this.grid.seed, job, job.index);
  }

  private save(): void {
    try {
      localStorage.setItem(STORE, JSON.stringify({ grid: this.grid, done: this.done }));
    } catch {
      this.storeProblem = msg('store.full');
    }
  }

  /** Reads a results file chosen in the import input and adds its games. */
  private async importFile(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (file === undefined) return;
    let text: string;
    try {
      text = await file.text();
    } catch (err) {
      this.imported = { file: file.name, added: 0, already: 0, conflicts: 0, outside: 0, problems: [msg('import.unreadable', { file: file.name, reason: String((err as Error).message) })] };
      return;
    } finally {
      input.value = ''; // the same file may be chosen again
    }
    this.imported = this.importText(text, file.name);
  }

  /**
   * The games of a results file added to `done` (the same keys as the page's
   * own runs); games already here are kept as they are, and the lines that
   * cannot be added are listed.
   */
  private importText(text: string, file: string): ImportReport {
    const inGrid = new Set(makeJobs(this.configs, this.grid.games, this.grid.seed).map((j) => this.key(j)));
    const { done, report } = importResults(text, file, this.done, inGrid);
    if (report.added > 0) {
      this.done = done;
      this.save();
    }
    return report;
  }

  /** The seed input: a whole number 0–4294967295, else the input shows the seed again. */
  private setSeed(input: HTMLInputElement): void {
    const n = parseInteger(input.value.trim(), 'seed', SEEDS);
    if (n.ok) this.setGrid({ seed: n.value });
    else input.value = String(this.grid.seed);
  }

  private setGrid(change: Partial<Grid>): void {
    if (this.running) return;
    this.grid = { ...this.grid, ...change };
    this.save();
  }

  private async run(): Promise<void> {
    const todo = makeJobs(this.configs, this.grid.games, this.grid.seed).filter((j) => this.done[this.key(j)] === undefined);
    if (todo.length === 0) return;
    this.running = true;
    this.startedAt = performance.now();
    this.playedThisRun = 0;
    this.failure = null;
    const size = Math.max(1, Math.min(todo.length, navigator.hardwareConcurrency || 2, 8));
    const batch = (this.batch = new AbortController());
    let next = 0;
    const work = async (bridge: ExperimentBridge): Promise<void> => {
      while (!batch.signal.aborted && next < todo.length) {
        const job = todo[next++]!;
        // Rejects with an AbortError once the batch is stopped.
        const reply = await bridge.playGame(batch.signal, job);
        if (!reply.ok) {
          // A game that cannot be played stops the batch: the games played so far are kept.
          this.failure = reply.error;
          this.cancel();
          return;
        }
        this.done = { ...this.done, [this.key(job)]: reply.game };
        this.playedThisRun++;
        this.save();
      }
    };
    this.pool = Array.from({ length: size }, () => new ExperimentBridge());
    try {
      await Promise.all(this.pool.map(work));
    } catch (e) {
      if (!isAbortError(e)) throw e;
    } finally {
      // Unless a new batch has started since this one was stopped.
      if (this.batch === batch) this.cancel();
    }
  }

  private cancel(): void {
    this.running = false;
    // Aborting ends the workers busy with a game; terminating, the others.
    this.batch?.abort();
    this.batch = null;
    for (const bridge of this.pool) bridge.terminate();
    this.pool = [];
  }

  private forget(): void {
    if (this.running) return;
    this.done = {};
    this.save();
  }

  /** The summary of each configuration of the grid, from the games played so far. */
  private get runs(): Run[] {
    return this.configs.map((c) =>
      summarise(
        c,
        Array.from({ length: this.grid.games }, (_, index) => this.done[this.key({ ...c, index })]).filter((g): g is GameResult => g !== undefined),
      ),
    );
  }

  private csv(): string {
    const rows = ['algo,heuristic,depth,variant,index,seed,win,score,maxTile,moves,ms,nodes'];
    for (const r of this.runs) for (const g of r.games) rows.push([r.algo, r.heuristic, r.depth, r.variant, g.index, g.seed, g.win, g.score, g.maxTile, g.moves, g.ms.toFixed(3), g.nodes].join(','));
    return rows.join('\n') + '\n';
  }

  override render() {
    const L = (k: StringKey, p?: Record<string, string | number>) => t(this.lang, k, p);
    const g = this.grid;
    const total = this.configs.length * g.games;
    const runs = this.runs;
    const played = runs.reduce((s, r) => s + r.games.length, 0);
    const elapsed = (performance.now() - this.startedAt) / 1000;
    const eta = this.running && this.playedThisRun > 0 ? (elapsed / this.playedThisRun) * (total - played) : NaN;
    const toggle = <T,>(list: T[], item: T, on: boolean) => (on ? [...new Set([...list, item])] : list.filter((x) => x !== item));
    return html`
      <p>${L('experimentsIntro')}</p>
      <form class="grid" @submit=${(e: Event) => (e.preventDefault(), void this.run())}>
        <fieldset>
          <legend>${L('algorithm')}</legend>
          ${ALGOS.map((a) => html`<label><input type="checkbox" data-algo=${a} .checked=${g.algos.includes(a)} ?disabled=${this.running} @change=${(e: Event) => this.setGrid({ algos: ALGOS.filter((x) => toggle(g.algos, a, (e.target as HTMLInputElement).checked).includes(x)) })} /> ${a}</label>`)}
        </fieldset>
        <fieldset>
          <legend>${L('heuristic')}</legend>
          ${HEURS.map((h) => html`<label><input type="checkbox" data-heuristic=${h} .checked=${g.heuristics.includes(h)} ?disabled=${this.running} @change=${(e: Event) => this.setGrid({ heuristics: HEURS.filter((x) => toggle(g.heuristics, h, (e.target as HTMLInputElement).checked).includes(x)) })} /> ${h.toUpperCase()}</label>`)}
        </fieldset>
        <label>${L('depthFrom')} <input type="number" data-field="from" min="1" max="7" .value=${String(g.from)} ?disabled=${this.running} @change=${(e: Event) => this.setGrid({ from: Math.max(1, Math.min(7, Math.trunc(Number((e.target as HTMLInputElement).value)) || 1)) })} /></label>
        <label>${L('depthTo')} <input type="number" data-field="to" min="1" max="7" .value=${String(g.to)} ?disabled=${this.running} @change=${(e: Event) => this.setGrid({ to: Math.max(g.from, Math.min(7, Math.trunc(Number((e.target as HTMLInputElement).value)) || g.from)) })} /></label>
        <label>${L('gamesEach')} <input type="number" data-field="games" min="1" max=${GAMES.max} .value=${String(g.games)} ?disabled=${this.running} @change=${(e: Event) => this.setGrid({ games: Math.max(GAMES.min, Math.min(GAMES.max, Math.trunc(Number((e.target as HTMLInputElement).value)) || 1)) })} /></label>
        <label>${L('seed')} <input type="number" data-field="seed" min="0" max=${SEEDS.max} .value=${String(g.seed)} ?disabled=${this.running} @change=${(e: Event) => this.setSeed(e.target as HTMLInputElement)} /></label>
        <label>
          ${L('variant')}
          <select data-field="variant" ?disabled=${this.running} @change=${(e: Event) => this.setGrid({ variant: (e.target as HTMLSelectElement).value as Variant })}>
            ${VARIANTS.map((v) => html`<option value=${v} ?selected=${g.variant === v}>${v === 'text' ? L('variantText') : L('variantCode')}</option>`)}
          </select>
        </label>
        <div class="buttons">
          ${this.running
            ? html`<button type="button" data-action="cancel" @click=${() => this.cancel()}>${L('cancel')}</button>`
            : html`<button type="submit" class="primary" data-action="run" ?disabled=${played >= total}>${played > 0 && played < total ? L('resumeRun') : L('run')}</button>
                <button type="button" data-action="forget" @click=${() => this.forget()}>${L('forget')}</button>`}
          <button type="button" data-action="csv" @click=${() => download('experiment.csv', this.csv(), 'text/csv')}>CSV</button>
          <button type="button" data-action="json" @click=${() => download('experiment.json', JSON.stringify({ runs }), 'application/json')}>JSON</button>
        </div>
      </form>
      <p class="import">
        <label>${L('importResults')} <input type="file" accept=".jsonl,.json,.txt,application/x-ndjson,application/json,text/plain" data-action="import-results" @change=${(e: Event) => void this.importFile(e)} /></label>
      </p>
      <div class="import-message" data-import-message role="status">${this.renderImport(L)}</div>
      ${this.storeProblem === null ? nothing : html`<p class="error" role="alert" data-store-message>${say(this.storeProblem, this.lang)}</p>`}
      ${this.failure === null ? nothing : html`<p class="error" role="alert" data-run-error>${say(this.failure, this.lang)}</p>`}
      <p class="progress" data-played=${played} data-total=${total}>
        <progress max=${total} .value=${played}></progress> ${L('gamesPlayed', { played, total })}${Number.isNaN(eta) ? '' : ` · ETA ${Math.round(eta)} s`}
      </p>
      ${this.renderTable(runs, L)} ${played === 0 ? nothing : this.renderCharts(runs, L)}
    `;
  }

  private renderImport(L: (k: StringKey, p?: Record<string, string | number>) => string) {
    const r = this.imported;
    if (r === null) return nothing;
    const shownProblems = 20;
    const parts = [
      r.added === 0 && r.already === 0 && r.conflicts === 0 && r.problems.length === 0 ? L('importNothing', { file: r.file }) : L('importAdded', { added: r.added, file: r.file }),
      r.already > 0 ? L('importAlready', { n: r.already }) : '',
      r.conflicts > 0 ? L('importConflicts', { n: r.conflicts }) : '',
      r.outside > 0 ? L('importOutside', { n: r.outside }) : '',
    ].filter((p) => p !== '');
    return html`<p data-imported=${r.added}>${parts.join(' ')}</p>
      ${r.problems.length === 0
        ? nothing
        : html`<p class="error">${L('importProblems', { n: r.problems.length })}</p>
            <ul class="import-problems">
              ${r.problems.slice(0, shownProblems).map((p) => html`<li>${say(p, this.lang)}</li>`)}
              ${r.problems.length > shownProblems ? html`<li>${L('importMore', { n: r.problems.length - shownProblems })}</li>` : nothing}
            </ul>`}`;
  }

  private renderTable(runs: Run[], L: (k: StringKey, p?: Record<string, string | number>) => string) {
    // The table scrolls sideways in its own box on a narrow screen, not the page.
    return html`<div class="table-scroll"><table class="results">
      <thead>
        <tr>
          <th>${L('algorithm')}</th>
          <th>${L('heuristic')}</th>
          <th>${L('depth')}</th>
          <th>${L('gamesEach')}</th>
          <th>${L('wonPercent')}</th>
          <th>${L('thesisWon')}</th>
          <th>${L('timePerGame')}</th>
          <th>${L('thesisTime')}</th>
          <th>${L('score')}</th>
        </tr>
      </thead>
      <tbody>
        ${runs.map((r) => {
          const th = thesisResult(r.algo, r.heuristic, r.depth);
          return html`<tr data-run=${configKey(r)} data-wins=${r.wins} data-games=${r.games.length}>
            <td>${r.algo}</td>
            <td>${r.heuristic.toUpperCase()}</td>
            <td>${r.depth}</td>
            <td>${r.games.length}</td>
            <td>${r.games.length === 0 ? '–' : `${(100 * r.winRate).toFixed(0)} % [${(100 * r.interval[0]).toFixed(0)}, ${(100 * r.interval[1]).toFixed(0)}]`}</td>
            <td>${th === null ? '–' : `${th.winPercent} %`}</td>
            <td>${r.games.length === 0 ? '–' : `${(r.meanMs / 1000).toFixed(3)} s`}</td>
            <td>${th === null ? '–' : `${th.seconds.toPrecision(3)} s`}</td>
            <td>${r.games.length === 0 ? '–' : r.meanScore.toFixed(0)}</td>
          </tr>`;
        })}
      </tbody>
    </table></div>`;
  }

  private renderCharts(runs: Run[], L: (k: StringKey, p?: Record<string, string | number>) => string) {
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
        { name: a, colour: colour(a), points: ours((r) => r.algo === a && r.heuristic === h, (r) => 100 * r.winRate) },
        { name: `${a} (${L('thesis')})`, colour: colour(a), reference: true, points: thesis(a, h, 'winPercent') },
      ]);
      return html`<line-chart .title=${L('chartByHeuristic', { h: h.toUpperCase() })} .series=${series} .yMax=${100} .xLabel=${L('depth')} .yLabel=${L('wonPercent')}></line-chart>`;
    });
    const byAlgorithm = g.algos.map((a) => {
      const series: Series[] = g.heuristics.flatMap((h) => [
        { name: h.toUpperCase(), colour: colour(h), points: ours((r) => r.algo === a && r.heuristic === h, (r) => 100 * r.winRate) },
        { name: `${h.toUpperCase()} (${L('thesis')})`, colour: colour(h), reference: true, points: thesis(a, h, 'winPercent') },
      ]);
      return html`<line-chart .title=${L('chartByAlgorithm', { a })} .series=${series} .yMax=${100} .xLabel=${L('depth')} .yLabel=${L('wonPercent')}></line-chart>`;
    });
    const times = g.algos.map((a) => {
      const series: Series[] = g.heuristics.flatMap((h) => [
        { name: h.toUpperCase(), colour: colour(h), points: ours((r) => r.algo === a && r.heuristic === h, (r) => r.meanMs / 1000) },
        { name: `${h.toUpperCase()} (${L('thesis')})`, colour: colour(h), reference: true, points: thesis(a, h, 'seconds') },
      ]);
      return html`<line-chart log .title=${L('chartTime', { a })} .series=${series} .xLabel=${L('depth')} .yLabel=${L('timePerGame')}></line-chart>`;
    });
    return html`<div class="charts">${byHeuristic}${byAlgorithm}${times}</div>`;
  }
}

customElements.define('experiments-page', ExperimentsPage);
