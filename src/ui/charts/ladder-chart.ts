/**
 * <ladder-chart>: mean nodes per position, rung by rung, on a log scale — one
 * row a rung (read down the ladder), one marker a series (Pons' published
 * figures, ours), joined down the rungs so each series' fall shows. D3's log
 * scale computes the positions and ticks; Lit draws. Drawn at the width it is
 * given (a ResizeObserver), so its text stays 13 px on a phone as on a
 * projector.
 *
 * Series are told apart without colour (WCAG 1.4.1; chart-marks.ts): a marker
 * shape and a dash each, Pons' dotted and thinner with his series' marker, a
 * legend drawing each; a value that is only a lower bound (a budget stopped
 * some position) is marked "≥" beside its marker. The figures are in the
 * table beside the chart, which the chart's name points to.
 *
 * Hooks: `[data-series]` per series, each point `[data-point]` with
 * `data-rung` and the unrounded `data-value`.
 */
import { LitElement, html, nothing, svg } from 'lit';
import { property, state } from 'lit/decorators.js';
import { scaleLog } from 'd3-scale';
import { line } from 'd3-shape';
import { markerPath, seriesLooks } from './chart-marks.ts';
import type { Lang } from '../../i18n/lang.ts';
import { ownTask } from '../platform/next-task.ts';

export interface ChartSeries {
  name: string;
  colour: string;
  reference?: boolean;
  /** One value a row (null: none), in the rows' order. */
  values: ({ value: number; atLeast?: boolean } | null)[];
}

const ROW_H = 30;
const M = { top: 10, bottom: 30, right: 18 };
/** Width of a label's character at 13 px, for the rungs' column. */
const CHAR_W = 7.2;

export class LadderChart extends LitElement {
  /** Its first render a task of its own (platform/next-task.ts's ownTask). */
  protected override async scheduleUpdate(): Promise<void> {
    if (!this.hasUpdated) await ownTask();
    super.scheduleUpdate();
  }

  @property({ attribute: false }) rows: string[] = [];
  @property({ attribute: false }) series: ChartSeries[] = [];
  /** The chart's name (what it shows, and where its figures are). */
  @property() label: string = '';
  @property() axisLabel: string = '';
  @property() override lang: Lang = 'en';
  @state() width: number = 600;
  private observer: ResizeObserver | null = null;

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.observer = new ResizeObserver((entries) => {
      const w = Math.round(entries[0]?.contentRect.width ?? 0);
      if (w > 0 && Math.abs(w - this.width) > 2) this.width = w;
    });
    this.observer.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer?.disconnect();
    this.observer = null;
  }

  override render() {
    const values = this.series.flatMap((s) => s.values.filter((v) => v !== null && v.value > 0).map((v) => v!.value));
    if (values.length === 0) return nothing;
    const W = Math.max(280, this.width);
    const left = 12 + Math.min(W * 0.45, Math.max(...this.rows.map((r) => r.length)) * CHAR_W);
    const H = M.top + this.rows.length * ROW_H + M.bottom;
    const x = scaleLog()
      .domain([Math.min(1, ...values), Math.max(10, ...values)])
      .nice()
      .range([left, W - M.right]);
    const rowY = (i: number) => M.top + i * ROW_H + ROW_H / 2;
    // Powers of ten only, fewer where the axis is short (a tick's label needs about 44 px).
    const [lo, hi] = x.domain().map((d) => Math.round(Math.log10(d))) as [number, number];
    const room = Math.max(1, Math.floor((W - M.right - left) / 44));
    const by = Math.max(1, Math.ceil((hi - lo + 1) / room));
    const ticks = Array.from({ length: hi - lo + 1 }, (_, i) => 10 ** (lo + i)).filter((_, i) => i % by === 0);
    const compact = new Intl.NumberFormat(this.lang, { notation: 'compact' });
    const looks = seriesLooks(this.series);
    const path = line<{ v: number; i: number }>()
      .x((p) => x(p.v))
      .y((p) => rowY(p.i));
    return html`<figure>
      <svg viewBox="0 0 ${W} ${H}" width=${W} height=${H} role="img" aria-label=${this.label}>
        ${this.rows.map((r, i) => svg`<text class="row" x=${left - 10} y=${rowY(i)} dy="0.32em" text-anchor="end">${r}</text><line class="row-rule" x1=${left} x2=${W - M.right} y1=${rowY(i)} y2=${rowY(i)}></line>`)}
        ${ticks.map((t) => svg`<g class="tick"><line x1=${x(t)} x2=${x(t)} y1=${M.top} y2=${H - M.bottom}></line><text x=${x(t)} y=${H - M.bottom + 16} text-anchor="middle">${compact.format(t)}</text></g>`)}
        <text class="axis" x=${(left + W - M.right) / 2} y=${H - 2} text-anchor="middle">${this.axisLabel}</text>
        ${this.series.map((s, k) => {
          // seriesLooks gives one look per series: k indexes both.
          const look = looks[k]!;
          const points = s.values.flatMap((v, i) => (v === null || v.value <= 0 ? [] : [{ v: v.value, i, atLeast: v.atLeast === true }]));
          const size = look.reference ? 7 : 10;
          return svg`<g class=${look.reference ? 'series reference' : 'series'} data-series=${s.name}>
            <path class="line" d=${path(points) ?? ''} style=${`stroke: ${s.colour}; stroke-width: ${look.reference ? 1.5 : 2}`} stroke-dasharray=${look.dash === '' ? nothing : look.dash} stroke-linecap=${look.reference ? 'round' : nothing}></path>
            ${points.map(
              (p) => svg`<g data-point data-rung=${this.rows[p.i]} data-value=${p.v}>
                <path class="marker" d=${markerPath(look.marker, x(p.v), rowY(p.i), size)} style=${`stroke: ${s.colour}; stroke-width: ${look.reference ? 1.3 : 1.8}`}></path>
                ${p.atLeast ? svg`<text class="at-least" x=${x(p.v) + 8} y=${rowY(p.i) - 6}>≥</text>` : nothing}
                <title>${s.name}, ${this.rows[p.i]}: ${p.atLeast ? '≥ ' : ''}${Math.round(p.v * 100) / 100}</title>
              </g>`,
            )}
          </g>`;
        })}
      </svg>
      <ul class="legend">
        ${this.series.map((s, k) => {
          // seriesLooks gives one look per series: k indexes both.
          const look = looks[k]!;
          return html`<li>
            <svg viewBox="0 0 30 12" aria-hidden="true">
              <path d="M1,6H29" style=${`stroke: ${s.colour}; stroke-width: ${look.reference ? 1.5 : 2}`} stroke-dasharray=${look.dash === '' ? nothing : look.dash} stroke-linecap=${look.reference ? 'round' : nothing}></path>
              <path class="marker" d=${markerPath(look.marker, 15, 6, look.reference ? 6 : 8)} style=${`stroke: ${s.colour}`}></path>
            </svg>
            ${s.name}
          </li>`;
        })}
      </ul>
    </figure>`;
  }
}

customElements.define('ladder-chart', LadderChart);
