/**
 * Vertical bands of the drawing, so that the parts of a big tree out of view
 * are not drawn at all: each node belongs to the band of its x; an edge goes
 * with its child, or with the always-drawn band -1 when it spans more than one
 * band. `groupBands` is pure (what goes where); `BandCuller` hides the bands
 * out of view as the camera moves.
 */
import type { Layout } from './layout.ts';
import type { TreeIndex } from '../app/tree-view.ts';
import type { View } from './camera.ts';

/** Width of a band of the drawing (SVG units): about a screen at the readable scale. */
export const BAND = 1200;

/** The band of a point at `x`, in a drawing whose leftmost node is at `minX`. */
export function bandOf(x: number, minX: number): number {
  return Math.floor((x - minX) / BAND);
}

export interface Band {
  /** Nodes drawn in the band (positions in the index). */
  nodes: number[];
  /** Edges drawn in the band, by their child's position. */
  edges: number[];
}

/** The drawn (not `hidden`) nodes and edges by band, bands in ascending order (-1 first). */
export function groupBands(index: TreeIndex, layout: Layout, hidden: Uint8Array): Map<number, Band> {
  const bands = new Map<number, Band>();
  const band = (key: number): Band => {
    let b = bands.get(key);
    if (b === undefined) bands.set(key, (b = { nodes: [], edges: [] }));
    return b;
  };
  for (let i = 0; i < index.nodes.length; i++) {
    if (hidden[i] === 1) continue;
    const key = bandOf(layout.x[i]!, layout.minX);
    band(key).nodes.push(i);
    if (i > 0) band(Math.abs(bandOf(layout.x[index.parent[i]!]!, layout.minX) - key) > 1 ? -1 : key).edges.push(i);
  }
  return new Map([...bands].sort((a, b) => a[0] - b[0]));
}

/** Shows the bands in view (one band to spare each side) and the always-drawn one; hides the others. */
export class BandCuller {
  private els: SVGGElement[] = [];
  private off = new Set<number>();
  /** Per node: its band. */
  private nodeBand = new Int32Array(0);
  private minX = 0;

  /** Finds the drawn bands (`g.band[data-band]`) under `root`, all shown. */
  find(root: ParentNode, index: TreeIndex, layout: Layout): void {
    this.els = [...root.querySelectorAll<SVGGElement>('g.band')];
    this.off = new Set();
    this.minX = layout.minX;
    this.nodeBand = Int32Array.from(index.nodes, (_, i) => bandOf(layout.x[i]!, layout.minX));
  }

  /** Node `i`'s band is out of view (not drawn). */
  isOff(i: number): boolean {
    return this.off.size > 0 && this.off.has(this.nodeBand[i]!);
  }

  /** Culls for the view `t` of a frame `width` wide; true when a band came back into view. */
  cull(t: View, width: number): boolean {
    const lo = bandOf(-t.x / t.k, this.minX) - 1;
    const hi = bandOf((width - t.x) / t.k, this.minX) + 1;
    let shown = false;
    for (const g of this.els) {
      const key = Number(g.dataset.band);
      const off = key >= 0 && (key < lo || key > hi);
      if (off === this.off.has(key)) continue;
      if (off) {
        g.setAttribute('display', 'none');
        this.off.add(key);
      } else {
        g.removeAttribute('display');
        this.off.delete(key);
        shown = true;
      }
    }
    return shown;
  }
}
