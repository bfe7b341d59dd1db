/**
 * How <line-chart> tells its series apart without colour (WCAG 1.4.1): each
 * series of results has a marker shape and a dash pattern of its own, and a
 * label at the end of its line; the thesis's reference series take their
 * series' marker, smaller, on a dotted line. Labels that would
 * overlap are moved apart. Pure: the chart draws what these compute.
 */

/** The marker shapes, in the order the series take them. */
export const MARKERS = ['circle', 'square', 'triangle', 'diamond', 'triangle-down', 'cross'] as const;
export type Marker = (typeof MARKERS)[number];

/** The results series' dash patterns (`stroke-dasharray`), in the same order: solid, long dashes, short dashes, dash-dot. */
export const DASHES = ['', '10 4', '4 3', '10 3 3 3'] as const;

/** A reference series' pattern: round dots (with round caps), thinner than any results line. */
export const REFERENCE_DASH = '0.1 3.5';

/** What a chart knows of a series to style it. */
export interface SeriesKey {
  name: string;
  colour: string;
  reference?: boolean;
}

/** A series' look besides its colour. */
export interface SeriesLook {
  marker: Marker;
  dash: string;
  reference: boolean;
}

/**
 * Each series' marker and dash: the results series in order take the next
 * marker and dash; a reference series takes the marker of the results series
 * of its colour (the same algorithm or heuristic), else the next one.
 */
export function seriesLooks(series: readonly SeriesKey[]): SeriesLook[] {
  const byColour = new Map<string, number>();
  let next = 0;
  const slot = new Map<SeriesKey, number>();
  for (const s of series) {
    if (s.reference === true) continue;
    byColour.set(s.colour, next);
    slot.set(s, next++);
  }
  for (const s of series) {
    if (s.reference !== true) continue;
    const k = byColour.get(s.colour);
    slot.set(s, k ?? next++);
  }
  // Every series got a slot above; a slot modulo a list's length indexes that list.
  return series.map((s) => {
    const k = slot.get(s) ?? 0;
    const reference = s.reference === true;
    return { marker: MARKERS[k % MARKERS.length]!, dash: reference ? REFERENCE_DASH : DASHES[k % DASHES.length]!, reference };
  });
}

const r2 = (v: number) => Math.round(v * 100) / 100;

/** A marker's outline as an SVG path, centred on (x, y), about `size` across. */
export function markerPath(marker: Marker, x: number, y: number, size: number): string {
  const h = size / 2;
  const p = (dx: number, dy: number) => `${r2(x + dx)},${r2(y + dy)}`;
  switch (marker) {
    case 'circle':
      return `M${p(-h, 0)}a${r2(h)},${r2(h)} 0 1,0 ${r2(size)},0a${r2(h)},${r2(h)} 0 1,0 ${r2(-size)},0z`;
    case 'square': {
      const s = h * 0.9;
      return `M${p(-s, -s)}L${p(s, -s)}L${p(s, s)}L${p(-s, s)}z`;
    }
    case 'triangle':
      return `M${p(0, -h * 1.15)}L${p(h * 1.1, h * 0.8)}L${p(-h * 1.1, h * 0.8)}z`;
    case 'triangle-down':
      return `M${p(0, h * 1.15)}L${p(h * 1.1, -h * 0.8)}L${p(-h * 1.1, -h * 0.8)}z`;
    case 'diamond':
      return `M${p(0, -h * 1.25)}L${p(h * 1.25, 0)}L${p(0, h * 1.25)}L${p(-h * 1.25, 0)}z`;
    case 'cross':
      return `M${p(-h, -h)}L${p(h, h)}M${p(h, -h)}L${p(-h, h)}`;
  }
}

/**
 * Label positions near `wanted` (the y of each series' last point), each at
 * least `gap` from the next, kept within [`top`, `bottom`] where they fit:
 * pushed down in order, then back up from the bottom. Returns the positions
 * in the order given.
 */
export function spreadLabels(wanted: readonly number[], gap: number, top: number, bottom: number): number[] {
  const order = wanted.map((y, i) => [y, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  // Pushed down in order: each label at least `gap` under the one above it.
  const ys: number[] = [];
  for (const [y] of order) {
    const above = ys.at(-1);
    const here = Math.min(Math.max(y, top), bottom);
    ys.push(above === undefined ? here : Math.max(here, above + gap));
  }
  // Then, if the last one fell past the bottom, back up from the bottom.
  const last = ys.at(-1);
  if (last !== undefined && last > bottom) {
    let below = Math.max(bottom, top + gap * (ys.length - 1));
    ys[ys.length - 1] = below;
    for (let k = ys.length - 2; k >= 0; k--) {
      below = Math.min(ys[k] ?? below, below - gap);
      ys[k] = below;
    }
  }
  const out = new Array<number>(wanted.length);
  order.forEach(([, i], k) => (out[i] = ys[k] ?? top));
  return out;
}
