/**
 * <experiments-page> (`#/experiments`): the thesis's "Realizar pruebas" —
 * choose a grid (algorithms × heuristics × depths, games, seed, variant),
 * run it on a pool of Web Workers (the same runner as `tutor experiment`),
 * watch the progress, cancel, and resume after a reload (finished games are
 * kept in the browser). Charts like Ilustraciones 13–21, with the thesis's
 * values as faint dashed series; CSV and JSON downloads.
 */
import { LitElement, html, nothing } from 'lit';
import { wrap, type Remote } from 'comlink';
import type { Algorithm2048 } from '../games/g2048/decide.ts';
import { VARIANTS, type Heuristic, type Variant } from '../games/g2048/heuristics.ts';
import { configKey, jobs as makeJobs, type Config, type GameResult, type Job } from '../experiments/runner.ts';
import { summarise, type Run } from '../experiments/summary.ts';
import { thesisResult } from '../experiments/thesis-results.ts';
import type { Lang } from '../i18n/lang.ts';
import { t, type StringKey } from '../i18n/strings.ts';
import { download } from './export.ts';
import type { Series } from './line-chart.ts';
import './line-chart.ts';

const ALGOS: Algorithm2048[] = ['minimax', 'alphabeta', 'expectimax'];
const HEURS: Heuristic[] = ['h1', 'h2', 'h3', 'h4'];
const COLOURS: Record<string, string> = { minimax: '#1f77b4', alphabeta: '#d62728', expectimax: '#2ca02c', h1: '#1f77b4', h2: '#ff7f0e', h3: '#2ca02c', h4: '#9467bd' };
const STORE = 'ast.experiments';

interface Grid {
  algos: Algorithm2048[];
  heuristics: Heuristic[];
  from: number;
  to: number;
  games: number;
  seed: number;
  variant: Variant;
}

type Done = Record<string, GameResult>;

export class ExperimentsPage extends LitElement {
  static override properties = { lang: {}, grid: { state: true }, done: { state: true }, running: { state: true }, startedAt: { state: true } };
  declare lang: Lang;
  declare grid: Grid;
  /** Finished games, by configuration key and index. */
  declare done: Done;
  declare running: boolean;
  declare startedAt: number;

  private workers: Worker[] = [];
  private playedThisRun = 0;

  constructor() {
    super();
    this.lang = 'en';
    const saved = JSON.parse(localStorage.getItem(STORE) ?? 'null') as { grid: Grid; done: Done } | null;
    this.grid = saved?.grid ?? { algos: ['minimax', 'alphabeta', 'expectimax'], heuristics: ['h1'], from: 1, to: 3, games: 10, seed: 2016, variant: 'text' };
    this.done = saved?.done ?? {};
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
    return `${this.grid.seed}|${configKey(job)}#${job.index}`;
  }

  private save(): void {
    localStorage.setItem(STORE, JSON.stringify({ grid: this.grid, done: this.done }));
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
    const size = Math.max(1, Math.min(todo.length, navigator.hardwareConcurrency || 2, 8));
    let next = 0;
    const work = async (remote: Remote<{ playGame(job: Job): GameResult }>): Promise<void> => {
      while (this.running && next < todo.length) {
        const job = todo[next++]!;
        const result = await remote.playGame(job);
        if (!this.running) return;
        this.done = { ...this.done, [this.key(job)]: result };
        this.playedThisRun++;
        this.save();
      }
    };
    this.workers = Array.from({ length: size }, () => new Worker(new URL('../worker/experiment.worker.ts', import.meta.url), { type: 'module' }));
    try {
      await Promise.all(this.workers.map((w) => work(wrap(w))));
    } catch (e) {
      if (this.running) throw e;
    } finally {
      this.cancel();
    }
  }

  private cancel(): void {
    this.running = false;
    for (const w of this.workers) w.terminate();
    this.workers = [];
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
        <label>${L('depthFrom')} <input type="number" data-field="from" min="1" max="7" .value=${String(g.from)} ?disabled=${this.running} @change=${(e: Event) => this.setGrid({ from: Math.max(1, Math.min(7, Number((e.target as HTMLInputElement).value) || 1)) })} /></label>
        <label>${L('depthTo')} <input type="number" data-field="to" min="1" max="7" .value=${String(g.to)} ?disabled=${this.running} @change=${(e: Event) => this.setGrid({ to: Math.max(g.from, Math.min(7, Number((e.target as HTMLInputElement).value) || g.from)) })} /></label>
        <label>${L('gamesEach')} <input type="number" data-field="games" min="1" max="1000" .value=${String(g.games)} ?disabled=${this.running} @change=${(e: Event) => this.setGrid({ games: Math.max(1, Number((e.target as HTMLInputElement).value) || 1) })} /></label>
        <label>${L('seed')} <input type="number" data-field="seed" .value=${String(g.seed)} ?disabled=${this.running} @change=${(e: Event) => this.setGrid({ seed: Number((e.target as HTMLInputElement).value) || 0 })} /></label>
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
      <p class="progress" data-played=${played} data-total=${total}>
        <progress max=${total} .value=${played}></progress> ${L('gamesPlayed', { played, total })}${Number.isNaN(eta) ? '' : ` · ETA ${Math.round(eta)} s`}
      </p>
      ${this.renderTable(runs, L)} ${played === 0 ? nothing : this.renderCharts(runs, L)}
    `;
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
        { name: a, colour: COLOURS[a]!, points: ours((r) => r.algo === a && r.heuristic === h, (r) => 100 * r.winRate) },
        { name: `${a} (${L('thesis')})`, colour: COLOURS[a]!, reference: true, points: thesis(a, h, 'winPercent') },
      ]);
      return html`<line-chart .title=${L('chartByHeuristic', { h: h.toUpperCase() })} .series=${series} .yMax=${100} .xLabel=${L('depth')} .yLabel=${L('wonPercent')}></line-chart>`;
    });
    const byAlgorithm = g.algos.map((a) => {
      const series: Series[] = g.heuristics.flatMap((h) => [
        { name: h.toUpperCase(), colour: COLOURS[h]!, points: ours((r) => r.algo === a && r.heuristic === h, (r) => 100 * r.winRate) },
        { name: `${h.toUpperCase()} (${L('thesis')})`, colour: COLOURS[h]!, reference: true, points: thesis(a, h, 'winPercent') },
      ]);
      return html`<line-chart .title=${L('chartByAlgorithm', { a })} .series=${series} .yMax=${100} .xLabel=${L('depth')} .yLabel=${L('wonPercent')}></line-chart>`;
    });
    const times = g.algos.map((a) => {
      const series: Series[] = g.heuristics.flatMap((h) => [
        { name: h.toUpperCase(), colour: COLOURS[h]!, points: ours((r) => r.algo === a && r.heuristic === h, (r) => r.meanMs / 1000) },
        { name: `${h.toUpperCase()} (${L('thesis')})`, colour: COLOURS[h]!, reference: true, points: thesis(a, h, 'seconds') },
      ]);
      return html`<line-chart log .title=${L('chartTime', { a })} .series=${series} .xLabel=${L('depth')} .yLabel=${L('timePerGame')}></line-chart>`;
    });
    return html`<div class="charts">${byHeuristic}${byAlgorithm}${times}</div>`;
  }
}

customElements.define('experiments-page', ExperimentsPage);
