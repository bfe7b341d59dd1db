/**
 * <line-chart>: a small multi-series line chart (D3 scales and line
 * generator compute; Lit draws), with faint dashed reference series (the
 * thesis's values). The y axis may be logarithmic (times).
 */
import { LitElement, html, nothing, svg } from 'lit';
import { scaleLinear, scaleLog } from 'd3-scale';
import { line } from 'd3-shape';

export interface Series {
  name: string;
  colour: string;
  points: { x: number; y: number }[];
  /** A reference series: drawn faint and dashed. */
  reference?: boolean;
}

const W = 360;
const H = 220;
const M = { top: 14, right: 12, bottom: 34, left: 52 };

export class LineChart extends LitElement {
  static override properties = { title: {}, series: { attribute: false }, log: { type: Boolean }, xLabel: {}, yLabel: {}, yMax: { type: Number } };
  declare title: string;
  declare series: Series[];
  declare log: boolean;
  declare xLabel: string;
  declare yLabel: string;
  /** Fixed top of a linear y axis (100 for percentages). */
  declare yMax: number;

  constructor() {
    super();
    this.title = '';
    this.series = [];
    this.log = false;
    this.xLabel = '';
    this.yLabel = '';
    this.yMax = NaN;
  }

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override render() {
    const points = this.series.flatMap((s) => s.points).filter((p) => !this.log || p.y > 0);
    if (points.length === 0) return html`<figure><figcaption>${this.title}</figcaption></figure>`;
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    const x = scaleLinear()
      .domain([Math.min(...xs), Math.max(...xs)])
      .range([M.left, W - M.right]);
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
      .defined((p) => !this.log || p.y > 0)
      .x((p) => x(p.x))
      .y((p) => y(p.y));
    const yTicks = this.log ? y.ticks(5).filter((_, i, a) => a.length <= 6 || i % Math.ceil(a.length / 6) === 0) : y.ticks(5);
    const xTicks = [...new Set(xs)].sort((a, b) => a - b);
    return html`<figure>
      <figcaption>${this.title}</figcaption>
      <svg viewBox="0 0 ${W} ${H}" role="img" aria-label=${this.title}>
        ${yTicks.map(
          (t) => svg`<g class="tick" transform="translate(0,${y(t)})"><line x1=${M.left} x2=${W - M.right}></line><text x=${M.left - 6} dy="0.32em" text-anchor="end">${this.log ? formatLog(t) : t}</text></g>`,
        )}
        ${xTicks.map((t) => svg`<text class="xt" x=${x(t)} y=${H - M.bottom + 16} text-anchor="middle">${t}</text>`)}
        <text class="axis" x=${(M.left + W - M.right) / 2} y=${H - 4} text-anchor="middle">${this.xLabel}</text>
        <text class="axis" transform="translate(12,${(M.top + H - M.bottom) / 2}) rotate(-90)" text-anchor="middle">${this.yLabel}</text>
        ${this.series.map(
          (s) => svg`<g class=${s.reference ? 'series reference' : 'series'} data-series=${s.name}>
            <path d=${path(s.points) ?? ''} style=${`stroke: ${s.colour}`}></path>
            ${s.reference ? nothing : s.points.map((p) => svg`<circle cx=${x(p.x)} cy=${y(p.y)} r="3" style=${`fill: ${s.colour}`}><title>${s.name}: ${p.y}</title></circle>`)}
          </g>`,
        )}
      </svg>
      <ul class="legend">
        ${this.series.map((s) => html`<li class=${s.reference ? 'reference' : ''}><span style="background:${s.colour}"></span>${s.name}</li>`)}
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
