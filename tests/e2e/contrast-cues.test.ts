/**
 * Contrast and cues besides colour (issue 21: WCAG 2.1 1.4.1, 1.4.3, 1.4.11),
 * measured in real Chromium on the built app, in the light and the dark
 * theme and in presentation mode at a projector's 1024 × 768:
 * - a pruned node's text at 4.5:1 or more against its shape and the tree's
 *   canvas (with every opacity above it composited), and pruned told by a
 *   dashed outline, slanted text and the cut, not by faint ink;
 * - the current node's outline at 3:1 or more against the canvas and its
 *   fill, and double (its ring): the only node so drawn;
 * - open, done and current nodes apart by stroke and text as well as colour;
 * - edges not walked yet dotted, walked ones solid, pruned ones dashed, each
 *   at 3:1 or more, and none dotted before the search begins;
 * - X and O as shapes on the tree's mini boards, as letters on the position
 *   and on Connect-4's board (at 4.5:1);
 * - 2048's cells named for screen readers by row, column and tile, in
 *   English and Spanish, following a change of language;
 * - the experiments' charts: each series its marker, dash and end label,
 *   labels apart, lines at 3:1, colours apart for red-green colour blindness.
 * Contrast is WCAG's: relative luminance of the colours as composited.
 */
import { describe, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { settled, SW_BLOCKED, useBrowser } from './browser.ts';

const browser = useBrowser();
const base = inject('baseUrl');

interface Setting {
  name: string;
  scheme: 'light' | 'dark';
  present: boolean;
}
const SETTINGS: Setting[] = [
  { name: 'light', scheme: 'light', present: false },
  { name: 'dark', scheme: 'dark', present: false },
  { name: 'presentation, light', scheme: 'light', present: true },
  { name: 'presentation, dark', scheme: 'dark', present: true },
];
/** The measuring tools `tools` installs in the page (types only: the functions run there). */
type RGB = [number, number, number];
interface CC {
  parse(c: string): { rgb: RGB; a: number };
  ratio(a: RGB, b: RGB): number;
  backdrop(e: Element): RGB;
  seen(e: Element, prop: 'fill' | 'stroke' | 'color', under: RGB): RGB;
}
type Measuring = Window & { cc: CC };

const DESK = { width: 1280, height: 800 };
const PROJECTOR = { width: 1024, height: 768 };

/** Opens `hash` in a page of the setting (presentation: `present=1`, at 1024 × 768) and waits for `ready` to be attached. */
async function openAt(b: Browser, hash: string, s: Setting, ready: string): Promise<Page> {
  const context = await b.newContext({
    viewport: s.present ? PROJECTOR : DESK,
    colorScheme: s.scheme,
    locale: 'en-US',
    reducedMotion: 'reduce',
    ...SW_BLOCKED,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}${hash}${s.present ? '&present=1' : ''}`);
  await page.locator(ready).first().waitFor({ state: 'attached', timeout: 30_000 });
  await settled(page);
  expect(errors).toEqual([]);
  return page;
}

/**
 * Installs `window.cc`, the page's measuring tools: colours parsed from
 * computed styles, composited through every opacity up to the drawing, and
 * WCAG contrast ratios.
 */
async function tools(page: Page): Promise<void> {
  await page.evaluate(() => {
    const parse = (c: string): { rgb: RGB; a: number } => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (m === null) throw new Error(`not a colour: ${c}`);
      const [r, g, b, a] = m[1]!.split(/[\s,/]+/).map(Number);
      return { rgb: [r!, g!, b!], a: a ?? 1 };
    };
    const mix = (top: RGB, under: RGB, a: number): RGB => top.map((v, i) => a * v + (1 - a) * under[i]!) as RGB;
    const lum = (rgb: RGB) => {
      const [r, g, b] = rgb.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (x: RGB, y: RGB) => {
      const [hi, lo] = [lum(x), lum(y)].sort((p, q) => q - p);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    /** The first opaque background at or above `e` (the tree's canvas, a panel, the page). */
    const backdrop = (e: Element): RGB => {
      for (let el: Element | null = e; el !== null; el = el.parentElement) {
        const c = parse(getComputedStyle(el).backgroundColor);
        if (c.a > 0.99) return c.rgb;
      }
      return [255, 255, 255];
    };
    /** Product of the opacities from `e` up to (and with) the <svg>. */
    const opacity = (e: Element): number => {
      let a = 1;
      for (let el: Element | null = e; el !== null && el.tagName !== 'search-tree'.toUpperCase(); el = el.parentElement)
        a *= Number(getComputedStyle(el).opacity);
      return a;
    };
    /** A paint (`fill`, `stroke`, `color`) of `e` as seen over `under`: its own alpha, `fill-opacity`/`stroke-opacity` and every opacity above it composited. */
    const seen = (e: Element, prop: 'fill' | 'stroke' | 'color', under: RGB): RGB => {
      const css = getComputedStyle(e);
      const c = parse(css[prop]);
      const own = prop === 'fill' ? Number(css.fillOpacity) : prop === 'stroke' ? Number(css.strokeOpacity) : 1;
      return mix(c.rgb, under, c.a * own * opacity(e));
    };
    (window as unknown as Measuring).cc = { parse, ratio, backdrop, seen };
  });
}

/** A node's value and label as composited: contrast of its value on its shape and on the canvas, of its label on the canvas; its outline's dashes, its text's style. */
function measureNode(page: Page, id: string): Promise<{ onShape: number; onCanvas: number; label: number; dash: string; fontStyle: string }> {
  return page.evaluate((id) => {
    const cc = (window as unknown as Measuring).cc;
    const g = document.querySelector(`[data-viewer] search-tree g.node[data-node-id="${id}"]`)!;
    const canvas = cc.backdrop(g.closest('search-tree')!);
    const shape = g.querySelector('.shape')!;
    const fill = cc.seen(shape, 'fill', canvas);
    const value = g.querySelector('text.value')!;
    const label = g.querySelector('text.label')!;
    return {
      onShape: cc.ratio(cc.seen(value, 'fill', fill), fill),
      onCanvas: cc.ratio(cc.seen(value, 'fill', canvas), canvas),
      label: cc.ratio(cc.seen(label, 'fill', canvas), canvas),
      dash: getComputedStyle(shape).strokeDasharray,
      fontStyle: getComputedStyle(value).fontStyle,
    };
  }, id);
}

const AIMA = '#/tree?src=aima-fig-5-2&algo=alphabeta';

describe.each(SETTINGS.map((s) => [s.name, s] as const))('the search tree, %s', (_, s) => {
  test('pruned nodes (AIMA Fig. 5.2, the end): text at 4.5:1 or more on its shape and the canvas; dashed, slanted, cut', async () => {
    const page = await openAt(browser(), `${AIMA}&step=40`, s, '[data-viewer] [data-step="40"]');
    await page.locator('search-tree g.node[data-node-id="C2"][data-state="pruned"]').waitFor({ state: 'attached' });
    await tools(page);
    for (const id of ['C2', 'C3']) {
      const m = await measureNode(page, id);
      expect(m.onShape, `${id} value on its shape`).toBeGreaterThanOrEqual(4.5);
      expect(m.onCanvas, `${id} value on the canvas`).toBeGreaterThanOrEqual(4.5);
      expect(m.label, `${id} label`).toBeGreaterThanOrEqual(4.5);
      // Pruned, told otherwise than by faint ink: a dashed outline and slanted text.
      expect(m.dash, id).not.toBe('none');
      expect(m.fontStyle, id).toBe('italic');
      expect(await page.locator(`search-tree g.node[data-node-id="${id}"]`).getAttribute('opacity')).toBeNull();
    }
    // The cut where the pruned subtree starts, in a colour at 3:1 on the canvas.
    const cut = await page.evaluate(() => {
      const cc = (window as unknown as Measuring).cc;
      const canvas = cc.backdrop(document.querySelector('[data-viewer] search-tree')!);
      return [...document.querySelectorAll('[data-viewer] search-tree .cut.on')].map((e) => cc.ratio(cc.seen(e, 'stroke', canvas), canvas));
    });
    expect(cut.length).toBeGreaterThan(0);
    for (const r of cut) expect(r).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });

  test('at C’s cut (step 22): current, open, done, pruned and unvisited apart by stroke and text; outlines and edges at 3:1', async () => {
    const page = await openAt(browser(), `${AIMA}&step=22`, s, '[data-viewer] [data-step="22"]');
    await page.locator('search-tree g.node[data-node-id="C"][data-current]').waitFor({ state: 'attached' });
    await tools(page);
    const look = await page.evaluate(() => {
      const cc = (window as unknown as Measuring).cc;
      const tree = document.querySelector('[data-viewer] search-tree')!;
      const canvas = cc.backdrop(tree);
      const node = (id: string) => tree.querySelector(`g.node[data-node-id="${id}"]`)!;
      const shape = (id: string) => {
        const e = node(id).querySelector('.shape')!;
        const css = getComputedStyle(e);
        const fill = cc.seen(e, 'fill', canvas);
        const stroke = cc.seen(e, 'stroke', canvas);
        return {
          width: parseFloat(css.strokeWidth),
          dash: css.strokeDasharray,
          onCanvas: cc.ratio(stroke, canvas),
          onFill: cc.ratio(stroke, fill),
          value: node(id).querySelector('text.value')!.textContent,
        };
      };
      const edge = (id: string) => {
        const e = tree.querySelector(`g.edge[data-edge-id="${id}"] line`)!;
        return { dash: getComputedStyle(e).strokeDasharray, contrast: cc.ratio(cc.seen(e, 'stroke', canvas), canvas) };
      };
      const rings = [...tree.querySelectorAll('g.node .ring')]
        .filter((r) => getComputedStyle(r).display !== 'none')
        .map((r) => (r.closest('g.node') as SVGGElement).dataset.nodeId);
      return {
        current: shape('C'),
        open: shape('A'),
        done: shape('B'),
        pruned: shape('C2'),
        unvisited: shape('D'),
        rings,
        walked: edge('B'),
        unwalked: edge('D'),
        unwalkedLeaf: edge('D1'),
        cut: edge('C2'),
      };
    });
    // The current node: its outline at 3:1 on the canvas and on its own fill, and double — the only one.
    expect(look.current.onCanvas).toBeGreaterThanOrEqual(3);
    expect(look.current.onFill).toBeGreaterThanOrEqual(3);
    expect(look.rings).toEqual(['C']);
    // Open and done: a thicker outline, and a bound (≥3) beside an exact value (3).
    expect(look.open.width).toBeGreaterThan(look.done.width);
    expect(look.open.value).toMatch(/^[≥≤]/);
    expect(look.done.value).toMatch(/^[−\d]/);
    // Every outline at 3:1 on the canvas; the pruned one dashed, the others solid.
    for (const k of ['open', 'done', 'pruned', 'unvisited'] as const) expect(look[k].onCanvas, k).toBeGreaterThanOrEqual(3);
    expect(look.pruned.dash).not.toBe('none');
    for (const k of ['current', 'open', 'done', 'unvisited'] as const) expect(look[k].dash, k).toBe('none');
    // Edges: walked solid, not walked dotted, pruned dashed — three patterns — each at 3:1.
    expect(look.walked.dash).toBe('none');
    expect(look.unwalked.dash).not.toBe('none');
    expect(look.unwalkedLeaf.dash).toBe(look.unwalked.dash);
    expect(look.cut.dash).not.toBe('none');
    expect(look.cut.dash).not.toBe(look.unwalked.dash);
    for (const k of ['walked', 'unwalked', 'cut'] as const) expect(look[k].contrast, k).toBeGreaterThanOrEqual(3);
    // Back to step 0: nothing walked yet, so no edge is told apart: none dotted, no ring.
    await page.locator('[data-viewer] [data-action="start"]').first().click();
    await expect.poll(() => page.locator('[data-viewer] [data-step]').first().getAttribute('data-step')).toBe('0');
    await expect
      .poll(() =>
        page.evaluate(
          () => [...document.querySelectorAll('[data-viewer] search-tree g.edge line')].filter((l) => getComputedStyle(l).strokeDasharray !== 'none').length,
        ),
      )
      .toBe(0);
    await page.context().close();
  });
});

/** Each mark's contrast (a letter's colour, or a shape's fill) against what is under it. */
function markContrast(page: Page, selector: string, prop: 'color' | 'fill', pseudo = ''): Promise<{ text: string; cls: string; contrast: number }[]> {
  return page.evaluate(
    ([selector, prop, pseudo]) => {
      const cc = (window as unknown as Measuring).cc;
      return [...document.querySelectorAll(selector)].map((e) => {
        const css = getComputedStyle(e, pseudo === '' ? null : pseudo);
        const under = prop === 'fill' ? cc.parse(getComputedStyle(e.closest('.thumb')!.querySelector('.thumb-bg')!).fill).rgb : cc.backdrop(e);
        return {
          text: pseudo === '' ? (e.textContent ?? '').trim() : css.content,
          cls: e.getAttribute('class') ?? '',
          contrast: cc.ratio(cc.parse(css[prop as 'color']).rgb, under),
        };
      });
    },
    [selector, prop, pseudo] as const,
  );
}

describe.each(SETTINGS.filter((s) => !s.present).map((s) => [s.name, s] as const))('X and O, not by colour alone, %s', (_, s) => {
  test('tic-tac-toe: a cross and a ring on the tree’s mini boards; letters on the position, at 4.5:1', async () => {
    const page = await openAt(browser(), '#/tictactoe?position=x...o....&algo=alphabeta&human=x&propose=1&step=400', s, 'search-tree .thumb path.tx');
    await tools(page);
    const thumbs = await page.evaluate(() =>
      [...document.querySelectorAll('[data-viewer] search-tree .thumb path')].map((p) => ({
        cls: p.getAttribute('class'),
        d: p.getAttribute('d')!,
        rule: getComputedStyle(p).fillRule,
      })),
    );
    expect(thumbs.length).toBeGreaterThan(0);
    for (const t of thumbs) {
      // X: outlines of 12 points (11 lines each); O: circles (arcs) with a hole (even-odd); never a plain square.
      if (t.cls === 'tx') expect((t.d.match(/L/g) ?? []).length % 11).toBe(0);
      else expect(t.d).toMatch(/a[\d.]+,[\d.]+ 0 1,0/);
      expect(t.rule).toBe('evenodd');
      expect(t.d).not.toMatch(/h[\d.]+v/);
    }
    for (const m of await markContrast(page, '[data-viewer] search-tree .thumb path:is(.tx, .to)', 'fill')) expect(m.contrast).toBeGreaterThanOrEqual(3);
    // The position of the current node: at least X at 0 and O at 4 (the game's), each cell its letter.
    const position = await markContrast(page, '[data-position] .pos-cell:is(.x, .o)', 'color');
    expect(position.length).toBeGreaterThanOrEqual(2);
    for (const m of position) {
      expect(m.text).toBe(m.cls.includes(' x') ? 'X' : 'O');
      expect(m.contrast).toBeGreaterThanOrEqual(4.5);
    }
    await page.context().close();
  });

  test('Connect-4: each stone on the board with its letter, at 4.5:1 on the stone', async () => {
    const page = await openAt(browser(), '#/connect4?moves=4453&algo=alphabeta&depth=3&human=x', s, 'board-game-page .c4 .cell.x');
    await tools(page);
    const x = await markContrast(page, 'board-game-page .c4:not(.small) .cell.x', 'color', '::after');
    const o = await markContrast(page, 'board-game-page .c4:not(.small) .cell.o', 'color', '::after');
    expect(x).toHaveLength(2);
    expect(o).toHaveLength(2);
    for (const m of x) expect(m.text).toMatch(/^"X"/);
    for (const m of o) expect(m.text).toMatch(/^"O"/);
    for (const m of [...x, ...o]) expect(m.contrast).toBeGreaterThanOrEqual(4.5);
    // The letter is drawn: the stone's box holds a glyph as tall as a third of it at least.
    const size = await page.evaluate(() => {
      const cell = document.querySelector('board-game-page .c4:not(.small) .cell.x')!;
      return parseFloat(getComputedStyle(cell, '::after').fontSize) / cell.getBoundingClientRect().height;
    });
    expect(size).toBeGreaterThan(0.33);
    await page.context().close();
  });
});

describe('2048: every cell named by row, column and tile', () => {
  const names = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('g2048-page g2048-board:not(.small) [data-cell]')].map((c) => ({
        at: c.getAttribute('data-cell')!,
        value: Number(c.getAttribute('data-value')),
        name: c.getAttribute('aria-label'),
      })),
    );

  test('in English, then in Spanish after the language changes', async () => {
    const page = await openAt(browser(), '#/2048?seed=1&propose=1&depth=2', SETTINGS[0]!, 'g2048-page g2048-board [data-cell]');
    await expect.poll(async () => (await names(page)).length).toBe(16);
    const en = await names(page);
    expect(en.filter((c) => c.value > 0).length).toBe(2);
    for (const c of en) {
      const [r, k] = c.at.split(',').map(Number);
      expect(c.name).toBe(`row ${r! + 1}, column ${k! + 1}: ${c.value === 0 ? 'empty' : c.value}`);
    }
    // As assistive technology finds it: a cell by that name (the game's board is a grid, played with the arrows: gridcells; a node's board a table's cells).
    const named = async (name: string) =>
      (await page.getByRole('gridcell', { name, exact: true }).count()) + (await page.getByRole('cell', { name, exact: true }).count());
    const tile = en.find((c) => c.value > 0)!;
    expect(await named(tile.name!)).toBeGreaterThan(0);
    expect(await named('row 1, column 1: empty')).toBeGreaterThan(0);
    await page.locator('[data-lang="es"]').click();
    await expect.poll(async () => (await names(page)).every((c) => c.name?.startsWith('fila '))).toBe(true);
    for (const c of await names(page)) {
      const [r, k] = c.at.split(',').map(Number);
      expect(c.name).toBe(`fila ${r! + 1}, columna ${k! + 1}: ${c.value === 0 ? 'vacía' : c.value}`);
    }
    await page.context().close();
  });
});

/** Machado et al. (2009) at full severity, on linear RGB: what red-green colour-blind readers see. */
// prettier-ignore
const CVD = {
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
};

/** CIELAB of an sRGB colour as seen through `m` (null: as it is). */
function lab(rgb: readonly number[], m: number[][] | null): [number, number, number] {
  const lin = rgb.map((v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const [r, g, b] = (m === null ? lin : m.map((row) => row[0]! * lin[0]! + row[1]! * lin[1]! + row[2]! * lin[2]!)).map((v) => Math.min(1, Math.max(0, v)));
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const X = (0.4124 * r! + 0.3576 * g! + 0.1805 * b!) / 0.95047;
  const Y = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  const Z = (0.0193 * r! + 0.1192 * g! + 0.9505 * b!) / 1.08883;
  return [116 * f(Y) - 16, 500 * (f(X) - f(Y)), 200 * (f(Y) - f(Z))];
}

describe('the experiments’ charts', () => {
  test('a small grid played: each series its marker, dash and end label, labels apart, lines at 3:1, colours apart when red-green colour-blind', async () => {
    const page = await openAt(browser(), '#/experiments', SETTINGS[0]!, 'experiments-page [data-field=games]');
    await page.fill('experiments-page [data-field=to]', '2');
    await page.locator('experiments-page [data-field=to]').dispatchEvent('change');
    await page.fill('experiments-page [data-field=games]', '1');
    await page.locator('experiments-page [data-field=games]').dispatchEvent('change');
    // Every heuristic, so that each algorithm's chart has four series (the most a chart has).
    for (const h of ['h2', 'h3', 'h4']) await page.check(`experiments-page input[data-heuristic=${h}]`);
    await page.click('experiments-page [data-action=run]');
    const progress = page.locator('experiments-page [data-played]');
    await expect
      .poll(
        async () =>
          (await progress.getAttribute('data-played')) === (await progress.getAttribute('data-total')) && (await progress.getAttribute('data-total')) !== '0',
        { timeout: 60_000 },
      )
      .toBe(true);
    await page.locator('experiments-page line-chart .series text.label').first().waitFor();
    await tools(page);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const charts = await page.evaluate(() => {
        const cc = (window as unknown as Measuring).cc;
        return [...document.querySelectorAll('experiments-page line-chart')].map((chart) => {
          const ground = cc.backdrop(chart);
          const series = [...chart.querySelectorAll<SVGGElement>('svg g.series')].map((g) => {
            const line = g.querySelector('path.line')!;
            const stroke = cc.parse(getComputedStyle(line).stroke).rgb;
            const label = g.querySelector('text.label')!;
            const box = label.getBoundingClientRect();
            return {
              name: g.dataset.series!,
              reference: g.classList.contains('reference'),
              marker: g.dataset.marker!,
              dash: getComputedStyle(line).strokeDasharray,
              markers: g.querySelectorAll('.point .marker').length,
              points: g.querySelectorAll('.point').length,
              label: label.textContent,
              box: { top: box.top, bottom: box.bottom, left: box.left, right: box.right },
              stroke,
              contrast: cc.ratio(stroke, ground),
              labelContrast: cc.ratio(cc.parse(getComputedStyle(label).fill).rgb, ground),
            };
          });
          return { title: chart.querySelector('figcaption')!.textContent, series, legend: chart.querySelectorAll('.legend li svg path.marker').length };
        });
      });
      expect(charts.length).toBeGreaterThan(0);
      for (const chart of charts) {
        const results = chart.series.filter((x) => !x.reference);
        const refs = chart.series.filter((x) => x.reference);
        expect(results.length, chart.title!).toBeGreaterThan(1);
        // Markers and dashes: one each per results series; the thesis's lines dotted, unlike any results line.
        expect(new Set(results.map((x) => x.marker)).size).toBe(results.length);
        expect(new Set(results.map((x) => x.dash)).size).toBe(results.length);
        for (const r of refs) expect(results.map((x) => x.dash)).not.toContain(r.dash);
        for (const x of chart.series) {
          expect(x.markers, x.name).toBe(x.points);
          expect(x.label, x.name).toBe(x.name);
          expect(x.contrast, `${x.name} (${scheme})`).toBeGreaterThanOrEqual(3);
          expect(x.labelContrast, `${x.name}'s label (${scheme})`).toBeGreaterThanOrEqual(4.5);
        }
        expect(chart.legend).toBe(chart.series.length);
        // End labels never overlap.
        for (const [i, a] of chart.series.entries())
          for (const b of chart.series.slice(i + 1))
            expect(
              a.box.bottom <= b.box.top + 1 || b.box.bottom <= a.box.top + 1 || a.box.right <= b.box.left || b.box.right <= a.box.left,
              `${a.name} / ${b.name}`,
            ).toBe(true);
        // Colours apart for protanopes and deuteranopes (CIELAB distance over 15): the red against green of before was 7.
        for (const [name, m] of Object.entries(CVD))
          for (const [i, a] of results.entries())
            for (const b of results.slice(i + 1)) {
              const [p, q] = [lab(a.stroke, m), lab(b.stroke, m)];
              expect(Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]), `${a.name} / ${b.name}, ${name}, ${scheme}`).toBeGreaterThan(15);
            }
      }
    }
    await page.context().close();
  });
});
