/**
 * <ladder-measure> (the ladder page's last part): Pons' published table of
 * mean nodes per position beside our own figures on the two sets shipped with
 * the tutor (End-Easy and Middle-Easy), and a chart of both on a log scale.
 * Our figures are measured here, never typed in: *Measure* runs the sets
 * (ladder-figures.ts: what, and on which sample) in a search worker of its
 * own, a few positions a call, showing the progress; *Cancel* stops it and
 * keeps what was measured. Whether every score matched the file's is shown
 * beside each mean. The results stay while the page is open (leaving the
 * ladder and coming back keeps them).
 *
 * Hooks: `data-action="measure"`, `"cancel"`; the table `[data-measured]`,
 * a row per rung `[data-rung]`, our cells `[data-set][data-mean]` (unrounded)
 * with `data-matched` (true/false) and `data-status`; `[data-progress]`.
 */
import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { PUBLISHED_SETS, PUBLISHED_TABLE, type PublishedSet } from '../../app/ladder.ts';
import { RUNGS, type Rung } from '../../games/connect4/solver.ts';
import { formatCount, type Lang } from '../../i18n/lang.ts';
import { say, sayer, type MessageCode } from '../../i18n/say.ts';
import { LatestCall, SearchBridge, isAbortError, type ReplyError } from '../platform/bridge.ts';
import {
  MEASURED_SETS,
  NOT_RUN,
  SAMPLE_BUDGET,
  SAMPLE_EVERY,
  SET_SIZE,
  addSums,
  allMatched,
  figureKey,
  meanOf,
  measurePlan,
  noSums,
  setLines,
  taskLines,
  type Figure,
  type MeasuredSet,
} from './ladder-figures.ts';
import { nodesText, timeText } from './ladder-words.ts';
import { rungLabel } from './ladder-rungs.ts';
import '../charts/ladder-chart.ts';
import type { ChartSeries } from '../charts/ladder-chart.ts';
import { ownTask } from '../platform/next-task.ts';

type Figures = Partial<Record<ReturnType<typeof figureKey>, Figure>>;

/** What was measured, kept while the page is open (the element goes when the ladder shows tic-tac-toe or another page). */
let kept: Figures = {};

/** Pons' two shared sets, read when first measured (Vite `?raw`: a chunk of their own, not in the page's code). */
async function loadSets(): Promise<Record<MeasuredSet, string[]>> {
  const [end, middle] = await Promise.all([
    import('../../../scripts/reference/connect4/end-easy.txt?raw'),
    import('../../../scripts/reference/connect4/middle-easy.txt?raw'),
  ]);
  return { endEasy: setLines(end.default), middleEasy: setLines(middle.default) };
}

const SET_NAME: Record<PublishedSet, MessageCode> = {
  endEasy: 'ladderEndEasy',
  middleEasy: 'ladderMiddleEasy',
  middleMedium: 'ladderMiddleMedium',
  beginEasy: 'ladderBeginEasy',
  beginMedium: 'ladderBeginMedium',
  beginHard: 'ladderBeginHard',
};

export class LadderMeasure extends LitElement {
  /** Its first render a task of its own (platform/next-task.ts's ownTask). */
  protected override async scheduleUpdate(): Promise<void> {
    if (!this.hasUpdated) await ownTask();
    super.scheduleUpdate();
  }

  @property() override lang: Lang = 'en';
  @state() figures: Figures = kept;
  /** The task running (its place in the plan) and its positions done. */
  @state() progress: { task: number; tasks: number; set: MeasuredSet; rung: Rung; done: number; total: number } | null = null;
  @state() failure: ReplyError | null = null;
  /** A worker of its own: measuring never waits on, nor cancels, the rungs of the position above. */
  private readonly bridge = new SearchBridge();
  private readonly calls = new LatestCall();

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stop();
    this.bridge.terminate();
  }

  private set(key: ReturnType<typeof figureKey>, f: Figure): void {
    kept = { ...kept, [key]: f };
    this.figures = kept;
  }

  private async measure(): Promise<void> {
    const signal = this.calls.signal();
    this.failure = null;
    const plan = measurePlan(RUNGS);
    const first = plan[0];
    if (first === undefined) return;
    this.progress = { task: 0, tasks: plan.length, set: first.set, rung: first.rung, done: 0, total: 0 };
    const sets = await loadSets();
    for (const [t, task] of plan.entries()) {
      const lines = taskLines(sets[task.set], task);
      const key = figureKey(task.set, task.rung);
      let f: Figure = { sums: noSums(), of: lines.length, every: task.every, budget: task.budget, status: 'running' };
      this.set(key, f);
      for (let from = 0; from < lines.length; from += task.chunk) {
        if (signal.aborted) return;
        this.progress = { task: t, tasks: plan.length, set: task.set, rung: task.rung, done: from, total: lines.length };
        try {
          const reply = await this.bridge.call(signal, 'ladderSet', { lines: lines.slice(from, from + task.chunk), rung: task.rung, budget: task.budget });
          if (!reply.ok) {
            this.failure = reply.error;
            this.set(key, { ...f, status: 'cancelled' });
            this.progress = null;
            return;
          }
          f = { ...f, sums: addSums(f.sums, reply.sums) };
          this.set(key, f);
        } catch (e) {
          if (!isAbortError(e)) throw e;
          this.set(key, { ...f, status: 'cancelled' });
          return;
        }
      }
      this.set(key, { ...f, status: 'done' });
    }
    this.progress = null;
  }

  private stop(): void {
    this.calls.cancel();
    this.progress = null;
  }

  override render() {
    const L = sayer(this.lang);
    const running = this.progress !== null;
    const p = this.progress;
    return html`
      <p>${L('ladderMeasureIntro')}</p>
      <div class="row">
        <button type="button" class="primary" data-action="measure" ?disabled=${running} @click=${() => void this.measure()}>${L(Object.keys(this.figures).length === 0 ? 'ladderMeasure' : 'ladderMeasureAgain')}</button>
        ${running ? html`<button type="button" data-action="cancel" @click=${() => this.stop()}>${L('cancel')}</button>` : nothing}
      </div>
      ${
        p === null
          ? nothing
          : html`<p class="progress" data-progress data-task=${p.task + 1} data-tasks=${p.tasks}>
            <progress max=${p.tasks} .value=${p.task + (p.total === 0 ? 0 : p.done / p.total)} aria-label=${L('ladderMeasuring')}></progress>
            ${L('ladderProgress', { task: p.task + 1, tasks: p.tasks, set: L(SET_NAME[p.set]), rung: rungLabel(p.rung, 'connect4', this.lang), done: p.done, total: p.total })}
          </p>`
      }
      ${this.failure === null ? nothing : html`<p class="error" role="alert">${say(this.failure, this.lang)}</p>`}
      ${this.renderOurs(L)} ${this.renderChart(L)} ${this.renderPublished(L)}
    `;
  }

  /** Ours beside Pons' on the two shared sets: his mean, ours, and whether every score matched. */
  private renderOurs(L: (k: MessageCode, p?: Record<string, string | number>) => string) {
    return html`<div class="table-scroll" role="region" tabindex="0" aria-labelledby="ladder-ours-caption">
      <table class="figures" data-measured>
        <caption id="ladder-ours-caption">${L('ladderOursCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" rowspan="2">${L('ladderRung')}</th>
            ${MEASURED_SETS.map((s) => html`<th scope="colgroup" colspan="2">${L(SET_NAME[s])}</th>`)}
          </tr>
          <tr>
            ${MEASURED_SETS.map(() => html`<th scope="col">${L('ladderPons')}</th><th scope="col">${L('ladderOurs')}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${RUNGS.map(
            (rung) => html`<tr data-rung=${rung}>
              <th scope="row">${rungLabel(rung, 'connect4', this.lang)}</th>
              ${MEASURED_SETS.map((set) => html`<td>${this.published(PUBLISHED_TABLE[rung][set])}</td>${this.ours(set, rung, L)}`)}
            </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  private published(v: number | null) {
    return v === null ? html`<span title=${say('ladderDashHint', this.lang)}>—</span>` : nodesText(v, this.lang);
  }

  private ours(set: MeasuredSet, rung: Rung, L: (k: MessageCode, p?: Record<string, string | number>) => string) {
    if (NOT_RUN[set]?.includes(rung) === true) return html`<td class="ours" data-set=${set} data-status="not-run">${L('ladderNotRun')}</td>`;
    const f = this.figures[figureKey(set, rung)];
    if (f === undefined) return html`<td class="ours" data-set=${set} data-status="none">${L('ladderNotMeasured')}</td>`;
    const m = meanOf(f);
    const ok = allMatched(f);
    const n = (k: number) => formatCount(k, this.lang);
    const sample = f.every > 1 ? L('ladderSample', { n: n(f.of), of: n(SET_SIZE), every: f.every }) : '';
    const stopped = f.sums.stopped > 0 ? L('ladderStoppedSome', { n: n(f.sums.stopped), budget: n(f.budget) }) : '';
    const partial = f.status === 'cancelled' ? L('ladderPartial', { n: n(f.sums.positions), of: n(f.of) }) : '';
    const wrong = f.sums.positions - f.sums.matched - f.sums.stopped;
    return html`<td class="ours" data-set=${set} data-status=${f.status} data-mean=${m?.mean ?? ''} data-matched=${ok ? 'true' : 'false'} data-positions=${f.sums.positions}>
      ${m === null ? '…' : html`<b>${m.atLeast ? '≥ ' : ''}${nodesText(m.mean, this.lang)}</b>`}
      <span class=${ok ? 'match' : 'mismatch'}>${ok ? `✓ ${L('ladderMatched', { n: n(f.sums.matched) })}` : `✗ ${L('ladderDiffer', { n: n(wrong), of: n(f.sums.positions - f.sums.stopped) })}`}</span>
      <small>${[timeText(f.sums.ms, this.lang), sample, stopped, partial].filter((t) => t !== '').join(' · ')}</small>
    </td>`;
  }

  private renderChart(L: (k: MessageCode, p?: Record<string, string | number>) => string) {
    const colour = { endEasy: 'var(--ast-series-minimax)', middleEasy: 'var(--ast-series-alphabeta)' };
    const series: ChartSeries[] = MEASURED_SETS.flatMap((set) => [
      {
        name: L('ladderSeriesPons', { set: L(SET_NAME[set]) }),
        colour: colour[set],
        reference: true,
        values: RUNGS.map((r) => (PUBLISHED_TABLE[r][set] === null ? null : { value: PUBLISHED_TABLE[r][set] })),
      },
      {
        name: L('ladderSeriesOurs', { set: L(SET_NAME[set]) }),
        colour: colour[set],
        values: RUNGS.map((r) => {
          const f = this.figures[figureKey(set, r)];
          const m = f === undefined ? null : meanOf(f);
          return f === undefined || m === null ? null : { value: m.mean, atLeast: m.atLeast || f.every > 1 };
        }),
      },
    ]);
    return html`<ladder-chart
      .rows=${RUNGS.map((r) => rungLabel(r, 'connect4', this.lang))}
      .series=${series}
      .lang=${this.lang}
      label=${L('ladderChartLabel')}
      axisLabel=${L('ladderChartAxis')}
    ></ladder-chart>
    <p class="note">${L('ladderChartNote', { every: SAMPLE_EVERY, budget: formatCount(SAMPLE_BUDGET, this.lang) })}</p>`;
  }

  /** Pons' whole table: the six sets. */
  private renderPublished(L: (k: MessageCode, p?: Record<string, string | number>) => string) {
    return html`<details class="published">
      <summary>${L('ladderPublishedSummary')}</summary>
      <div class="table-scroll" role="region" tabindex="0" aria-labelledby="ladder-published-caption">
        <table class="figures" data-published>
          <caption id="ladder-published-caption">${L('ladderPublishedCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">${L('ladderRung')}</th>
              ${PUBLISHED_SETS.map((s) => html`<th scope="col">${L(SET_NAME[s])}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${RUNGS.map((rung) => html`<tr><th scope="row">${rungLabel(rung, 'connect4', this.lang)}</th>${PUBLISHED_SETS.map((s) => html`<td>${this.published(PUBLISHED_TABLE[rung][s])}</td>`)}</tr>`)}
          </tbody>
        </table>
      </div>
      <p class="note">${L('ladderDashHint')}</p>
    </details>`;
  }
}

customElements.define('ladder-measure', LadderMeasure);
