/**
 * What a projector check measures on a page that shows a search tree
 * (<search-tree> or <mcts-tree>), in the browser: the trees' share of the
 * window, whether the page scrolls, the size of every node's text on screen,
 * what covers each node, whether each value fits its shape, and whether the
 * current node and its parent are in their tree's frame.
 */
import type { Page } from 'playwright-core';

export interface TreeFigures {
  /** The trees' drawing boxes (their frames) inside the window, over the window's area. */
  share: number;
  /** The document is taller or wider than the window. */
  scrolls: boolean;
  /** The smallest node text in view, in px on screen (Infinity when none). */
  smallestText: number;
  /** The text that is smallest, to say which. */
  smallestWhat: string;
  /** Nodes in view whose centre something else covers, as "id: what". */
  covered: string[];
  /** Values that overflow their shapes, as "id: text". */
  overflowing: string[];
  /** Per tree: how many nodes are wholly inside its frame, of how many drawn; whether its current node and that node's parent are. */
  trees: { inFrame: number; drawn: number; current: boolean | null; parent: boolean | null; rootInFrame: boolean | null }[];
  /** Visible step sliders (one control bar: one). */
  sliders: number;
}

/**
 * Measures the page as it is now (the cameras settled). `scroll`: each tree
 * is first scrolled into view (a phone's page scrolls; the student brings the
 * tree to the screen); its share is then the largest, not the sum.
 */
export async function treeFigures(page: Page, scroll = false): Promise<TreeFigures> {
  return page.evaluate((scroll) => {
    const W = innerWidth;
    const H = innerHeight;
    const visible = (e: Element) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
    const clip = (r: DOMRect, c: { left: number; top: number; right: number; bottom: number }) =>
      Math.max(0, Math.min(r.right, c.right) - Math.max(r.left, c.left)) * Math.max(0, Math.min(r.bottom, c.bottom) - Math.max(r.top, c.top));
    const win = { left: 0, top: 0, right: W, bottom: H };
    const hosts = [...document.querySelectorAll('search-tree, mcts-tree')].filter(
      (t) => visible(t) && !t.hasAttribute('compact') && t.querySelector(':scope > .frame > svg') !== null,
    );
    let area = 0;
    let smallestText = Infinity;
    let smallestWhat = '';
    const covered: string[] = [];
    const overflowing: string[] = [];
    const trees: { inFrame: number; drawn: number; current: boolean | null; parent: boolean | null; rootInFrame: boolean | null }[] = [];
    for (const host of hosts) {
      if (scroll) host.scrollIntoView({ block: 'nearest' });
      const svg = host.querySelector<SVGSVGElement>(':scope > .frame > svg')!;
      const frame = svg.getBoundingClientRect();
      area = scroll ? Math.max(area, clip(frame, win)) : area + clip(frame, win);
      const view = { left: Math.max(frame.left, 0), top: Math.max(frame.top, 0), right: Math.min(frame.right, W), bottom: Math.min(frame.bottom, H) };
      const inside = (r: DOMRect) =>
        r.width > 0 && r.left >= view.left - 1 && r.right <= view.right + 1 && r.top >= view.top - 1 && r.bottom <= view.bottom + 1;
      const nodes = [...svg.querySelectorAll<SVGGElement>('g.node[data-node-id], g.mnode[data-node-id]')].filter(visible);
      let inFrame = 0;
      const shapeOf = (g: Element) => g.querySelector<SVGGraphicsElement>(':scope > .shape, :scope > rect.box');
      for (const g of nodes) {
        const shape = shapeOf(g);
        if (shape === null) continue;
        const r = shape.getBoundingClientRect();
        const cx = r.left + r.width / 2;
        const cy = r.top + r.height / 2;
        const seen = cx >= view.left && cx <= view.right && cy >= view.top && cy <= view.bottom;
        if (inside(r)) inFrame++;
        if (!seen) continue;
        const id = g.getAttribute('data-node-id') ?? '?';
        const hit = document.elementFromPoint(cx, cy);
        if (hit !== null && !(hit === g || g.contains(hit) || hit === svg))
          covered.push(`${id}: ${hit.tagName.toLowerCase()}.${hit.getAttribute('class') ?? ''}`);
        // Every text of the node on screen (hidden ones, display none, are not drawn).
        const k = g.getScreenCTM()?.a ?? 1;
        // (The collapse toggle's − or + is a control's glyph inside its circle, not text to read.)
        for (const t of g.querySelectorAll<SVGTextElement>('text')) {
          if (!visible(t) || (t.textContent ?? '').trim() === '' || t.closest('.toggle') !== null) continue;
          const px = parseFloat(getComputedStyle(t).fontSize) * k;
          if (px < smallestText) {
            smallestText = px;
            smallestWhat = `${id} ${t.getAttribute('class') ?? 'text'} "${t.textContent}"`;
          }
        }
        const value = g.querySelector<SVGTextElement>(':scope > text.value');
        if (value !== null && visible(value) && (value.textContent ?? '') !== '') {
          const v = value.getBoundingClientRect();
          if (v.left < r.left - 1 || v.right > r.right + 1)
            overflowing.push(`${id}: "${value.textContent}" ${Math.round(v.width)} px in ${Math.round(r.width)} px`);
        }
      }
      // The current node and its parent: the path strip's last two (the viewer's), or in a tree without one, unknown.
      const viewer = host.closest('[data-viewer], trace-viewer, mcts-view') ?? host.parentElement;
      const path = viewer === null ? [] : [...viewer.querySelectorAll('[data-path] [data-path-node]')];
      const at = (id: string | null | undefined) => {
        if (id === null || id === undefined) return null;
        const g = [...nodes].find((n) => n.getAttribute('data-node-id') === id);
        const shape = g === undefined ? null : shapeOf(g);
        return shape === null ? false : inside(shape.getBoundingClientRect());
      };
      const current = svg.querySelector('[data-current]')?.getAttribute('data-node-id');
      const parentId = path.length >= 2 ? path[path.length - 2]!.getAttribute('data-node-id') : null;
      const rootId = path.length >= 1 ? path[0]!.getAttribute('data-node-id') : null;
      trees.push({ inFrame, drawn: nodes.length, current: at(current), parent: at(parentId), rootInFrame: at(rootId) });
    }
    const doc = document.scrollingElement ?? document.documentElement;
    const sliders = [...document.querySelectorAll('input[type="range"]')].filter(visible).length;
    return {
      share: area / (W * H),
      scrolls: doc.scrollHeight > H + 1 || doc.scrollWidth > W + 1,
      smallestText,
      smallestWhat,
      covered,
      overflowing,
      trees,
      sliders,
    };
  }, scroll);
}
