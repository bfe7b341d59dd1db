/**
 * <line-chart>: a small multi-series line chart (D3 scales and line
 * generator compute; Lit draws), with reference series (the thesis's
 * values). The y axis may be logarithmic (times), and the x axis (`xLog`:
 * iterations 100, 1,000, 10,000).
 *
 * Series are told apart without colour (WCAG 1.4.1; chart-marks.ts): each
 * results series has a marker shape and a dash pattern; a reference series
 * is dotted and thinner, with its series' marker smaller; markers are hollow,
 * so that markers on the same point all show; every line is labelled
 * at its end (labels kept apart, a leader to the line where one moved) and
 * in the legend under the chart, which draws each series' line and marker.
 * Colours are the palette's (`--ast-series-*`), apart for colour-blind
 * readers too.
 */
import { LitElement, html, nothing, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { scaleLinear, scaleLog } from 'd3-scale';
import { line } from 'd3-shape';
import { markerPath, seriesLooks, spreadLabels, type SeriesLook } from './chart-marks.ts';
import { ownTask } from '../platform/next-task.ts';

export interface Series {
  name: string;
  colour: string;
  points: { x: number; y: number }[];
  /** A reference series: drawn dotted and thinner, its markers smaller. */
  reference?: boolean;
}

/** The chart's width (as wide as its place on the page: text at 11 px), and height; the plot gives the labels' column what it needs, down to `MIN_PLOT_W`. */
const W0 = 400;
const MIN_PLOT_W = 180;
const H = 220;
const M = { top: 14, bottom: 34, left: 62 };
/** Width of a label's character at the chart's 11 px (a little over system-ui's widest average), and the room before the text. */
const CHAR_W = 6.6;
const LABEL_PAD = 14;
/** Least distance between two labels' baselines (a line of 11 px text). */
const LABEL_GAP = 13;

/** How a series is drawn: its line's width, and its marker's size and outline (a reference's thinner and smaller). */
function strokeOf(look: SeriesLook): { width: number; marker: number; outline: number } {
  return look.reference ? { width: 1.5, marker: 6, outline: 1.2 } : { width: 2, marker: 9, outline: 1.6 };
}

/** A series' marker at (x, y), hollow: markers on the same point all show. */
function marker(s: Series, look: SeriesLook, x: number, y: number, size = strokeOf(look).marker) {
  return svg`<path class="marker" d=${markerPath(look.marker, x, y, size)} style=${`stroke: ${s.colour}; stroke-width: ${strokeOf(look).outline}`}></path>`;
}

export class LineChart extends LitElement {
  /** Its first render a task of its own (platform/next-task.ts's ownTask). */
  protected override async scheduleUpdate(): Promise<void> {
    if (!this.hasUpdated) await ownTask();
    super.scheduleUpdate();
  }

  @property() override title: string = '';
  @property({ attribute: false }) series: Series[] = [];
  @property({ type: Boolean }) log: boolean = false;
  /** A logarithmic x axis (its points' x all > 0). */
  @property({ type: Boolean }) xLog: boolean = false;
  @property() xLabel: string = '';
  @property() yLabel: string = '';
  /** Fixed top of a linear y axis (100 for percentages). */
  @property({ type: Number }) yMax: number = NaN;

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override render() {
    const shown = (p: { y: number }) => !this.log || p.y > 0;
    const points = this.series.flatMap((s) => s.points).filter(shown);
    if (points.length === 0) return html`<figure><figcaption>${this.title}</figcaption></figure>`;
    const looks = seriesLooks(this.series);
    const drawn = this.series.flatMap((s, i) => {
      const look = looks[i];
      const ps = s.points.filter(shown);
      return look === undefined || ps.length === 0 ? [] : [{ s, look, points: ps }];
    });
    // The labels' column, right of the plot: as wide as the longest name.
    const labelsW = LABEL_PAD + Math.max(...drawn.map((d) => d.s.name.length)) * CHAR_W;
    const W = Math.max(W0, M.left + MIN_PLOT_W + labelsW);
    const right = W - labelsW;
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    const x = (this.xLog ? scaleLog() : scaleLinear()).domain([Math.min(...xs), Math.max(...xs)]).range([M.left, right]);
    const y = this.log
      ? scaleLog()
          .domain([Math.min(...ys), Math.max(...ys)])
          .nice()
          .range([H - M.bottom, M.top])
      : scaleLinear()
          .domain([0, Number.isNaN(this.yMax) ? Math.max(...ys) : this.yMax])
          .nice()
          .range([H - M.bottom, M.top]);
    const path = line<{ x: number; y: number }>()
      .defined(shown)
      .x((p) => x(p.x))
      .y((p) => y(p.y));
    const yTicks = this.log ? y.ticks(5).filter((_, i, a) => a.length <= 6 || i % Math.ceil(a.length / 6) === 0) : y.ticks(5);
    const xTicks = [...new Set(xs)].sort((a, b) => a - b);
    // Each line's end, and its label beside the plot, moved apart where two would meet.
    const ends = drawn.map((d) => d.points.reduce((a, b) => (b.x > a.x ? b : a)));
    const labelYs = spreadLabels(
      ends.map((p) => y(p.y)),
      LABEL_GAP,
      M.top,
      H - M.bottom,
    );
    return html`<figure>
      <figcaption>${this.title}</figcaption>
      <svg viewBox="0 0 ${W} ${H}" role="img" aria-label=${this.title}>
        ${yTicks.map(
          (t) =>
            svg`<g class="tick" transform="translate(0,${y(t)})"><line x1=${M.left} x2=${right}></line><text x=${M.left - 6} dy="0.32em" text-anchor="end">${this.log ? formatLog(t) : t}</text></g>`,
        )}
        ${xTicks.map((t) => svg`<text class="xt" x=${x(t)} y=${H - M.bottom + 16} text-anchor="middle">${this.xLog ? t.toLocaleString('en') : t}</text>`)}
        <text class="axis" x=${(M.left + right) / 2} y=${H - 4} text-anchor="middle">${this.xLabel}</text>
        <text class="axis" transform="translate(12,${(M.top + H - M.bottom) / 2}) rotate(-90)" text-anchor="middle">${this.yLabel}</text>
        ${drawn.map(({ s, look, points: ps }, i) => {
          // ends and labelYs were made from drawn, one entry each: i is in both.
          const end = ends[i]!;
          const ly = labelYs[i]!;
          const stroke = strokeOf(look);
          return svg`<g class=${look.reference ? 'series reference' : 'series'} data-series=${s.name} data-marker=${look.marker} data-dash=${look.dash}>
            <path class="line" d=${path(s.points) ?? ''} style=${`stroke: ${s.colour}; stroke-width: ${stroke.width}`} stroke-dasharray=${look.dash === '' ? nothing : look.dash} stroke-linecap=${look.reference ? 'round' : nothing}></path>
            ${ps.map((p) => svg`<g class="point">${marker(s, look, x(p.x), y(p.y))}<title>${s.name}: ${p.y}</title></g>`)}
            <path class="leader" d=${`M${x(end.x) + 5},${y(end.y)}L${right + LABEL_PAD - 5},${ly}`} style=${`stroke: ${s.colour}`}></path>
            <text class="label" x=${right + LABEL_PAD - 2} y=${ly} dy="0.32em">${s.name}</text>
          </g>`;
        })}
      </svg>
      <ul class="legend">
        ${drawn.map(({ s, look }) => {
          const stroke = strokeOf(look);
          return html`<li class=${look.reference ? 'reference' : ''}>
            <svg viewBox="0 0 30 12" aria-hidden="true">
              <path d="M1,6H29" style=${`stroke: ${s.colour}; stroke-width: ${stroke.width}`} stroke-dasharray=${look.dash === '' ? nothing : look.dash} stroke-linecap=${look.reference ? 'round' : nothing}></path>
              ${marker(s, look, 15, 6, look.reference ? 6 : 8)}
            </svg>${s.name}
          </li>`;
        })}
      </ul>
    </figure>`;
  }
}

function formatLog(v: number): string {
  if (v >= 1) return `${v} s`;
  if (v >= 0.001) return `${+(v * 1000).toPrecision(2)} ms`;
  return `${+(v * 1e6).toPrecision(2)} µs`;
}

customElements.define('line-chart', LineChart);
