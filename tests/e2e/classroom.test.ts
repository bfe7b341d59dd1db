/**
 * The trace viewer in class (issue 10), in real Chromium: one <trace-viewer>
 * on every page that shows a search (tree, compare, 2048, tic-tac-toe,
 * Connect-4) with the same controls and playback; its keys while it has focus
 * (on 2048 the arrows play the game otherwise); the follow camera on real game
 * trees (the current node in view, no text under ~10 px); collapse and the
 * focus view; the mini-map; refit on resize; presentation mode; compare
 * aligned by node with counters at the step; links to a step; game trees
 * named in the game's moves; phone widths; links to a step at classroom
 * sizes. With SCREENSHOTS=1, what is on screen at those sizes goes to
 * test-results/screenshots/classroom-*.png (browser.ts).
 */
import { describe, expect, inject, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { open, settled, shot, useBrowser } from './browser.ts';

const browser = useBrowser();
const base = inject('baseUrl');

const DESKTOP = { width: 1280, height: 800 };
const PROJECTOR = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

/** A mid-game 2048 board: expectimax at depth 3 searches a few hundred nodes. */
const BOARD = [
  [1024, 8, 4, 0],
  [512, 16, 4, 2],
  [256, 2, 0, 0],
  [128, 0, 0, 0],
];
const G2048 = `#/2048?board=${encodeURIComponent(JSON.stringify(BOARD))}&score=10000&algo=expectimax&heuristic=h1&variant=text&depth=3&propose=1`;
const TTT = '#/tictactoe?position=x...o....&algo=alphabeta&human=x&propose=1';
const C4 = '#/connect4?moves=4453&algo=alphabeta&depth=4&human=x&propose=1';
const AIMA = '#/tree?src=aima-fig-5-2&algo=alphabeta';
const COMPARE = '#/compare?src=aima-fig-5-2';

/** The readable font size on screen (px): labels hide below 9.5 / 13 of their size. */
const MIN_TEXT_PX = 9.5;

/** Waits until the viewer(s) on the page have a trace: controls, a step counter and drawn nodes. */
async function ready(page: Page, viewer = '[data-viewer]'): Promise<Locator> {
  const v = page.locator(viewer).first();
  await v.locator('step-controls [data-step]').waitFor({ state: 'attached', timeout: 20_000 });
  await v.locator('search-tree g.node').first().waitFor({ state: 'attached', timeout: 20_000 });
  return v;
}

async function stepOf(v: Locator): Promise<number> {
  return Number(await v.locator('step-controls [data-step]').getAttribute('data-step'));
}

/** Two animation frames: what a step scheduled has been painted. */
async function frames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

interface Camera {
  id: string | null;
  /** The current node's box lies inside the tree's frame. */
  inside: boolean;
  node: { left: number; top: number; right: number; bottom: number };
  frame: { left: number; top: number; right: number; bottom: number };
  /** The current node's value text on screen: CTM scale × font size. */
  valuePx: number;
  /** The smallest visible text on screen near the current node (within the frame), and how many were measured. */
  minTextPx: number;
  smallest: string;
  measured: number;
}

/** Where the current node is, and how big the text around it is drawn, in the first viewer. */
async function camera(page: Page, viewer = '[data-viewer]'): Promise<Camera> {
  return page
    .locator(viewer)
    .first()
    .evaluate((v, minPx) => {
      const svg = v.querySelector('search-tree svg') as SVGSVGElement;
      const cur = svg.querySelector<SVGGElement>('g.node[data-current]');
      const f = svg.getBoundingClientRect();
      const box = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
      const px = (t: SVGTextElement) => (t.getScreenCTM()?.a ?? 0) * parseFloat(getComputedStyle(t).fontSize);
      let minTextPx = Infinity;
      let smallest = '';
      let measured = 0;
      if (!svg.classList.contains('far')) {
        for (const t of svg.querySelectorAll<SVGTextElement>('text')) {
          if ((t.textContent ?? '').trim() === '') continue;
          if (t.closest('g.band')?.getAttribute('display') === 'none') continue;
          if (getComputedStyle(t).display === 'none') continue;
          const r = t.getBoundingClientRect();
          if (r.right < f.left || r.left > f.right || r.bottom < f.top || r.top > f.bottom) continue;
          measured++;
          const p = px(t);
          if (p < minTextPx) {
            minTextPx = p;
            smallest = `${t.getAttribute('class') ?? ''} "${t.textContent}" of ${t.closest('g.node')?.getAttribute('data-node-id') ?? '(edge)'}: ${p.toFixed(2)} px`;
          }
        }
      }
      const n = cur?.getBoundingClientRect();
      const value = cur?.querySelector<SVGTextElement>('text.value');
      return {
        id: cur?.getAttribute('data-node-id') ?? null,
        inside: n !== undefined && n.left >= f.left - 0.5 && n.right <= f.right + 0.5 && n.top >= f.top - 0.5 && n.bottom <= f.bottom + 0.5,
        node: n === undefined ? { left: NaN, top: NaN, right: NaN, bottom: NaN } : box(n),
        frame: box(f),
        valuePx: value === null || value === undefined ? 0 : px(value),
        minTextPx: minTextPx === Infinity ? minPx : minTextPx,
        smallest,
        measured,
      };
    }, MIN_TEXT_PX);
}

/** Presses the viewer's ▶ (one step) n times. */
async function step(v: Locator, n: number): Promise<void> {
  const button = v.locator('step-controls [data-action=step]');
  for (let i = 0; i < n; i++) await button.click();
}

describe('one viewer everywhere: the same controls, and ▶ Play plays', () => {
  test.each([
    ['tree', AIMA, 1],
    ['compare', COMPARE, 2],
    ['2048 (proposal link)', G2048, 1],
    ['tic-tac-toe (proposal link)', TTT, 1],
    ['Connect-4 (proposal link)', C4, 1],
  ] as const)('%s', async (_name, route, count) => {
    const { page, errors } = await open(browser(), `${base}${route}`, DESKTOP);
    await ready(page);
    const viewers = page.locator('[data-viewer]');
    expect(await viewers.count()).toBe(count);
    for (let i = 0; i < count; i++) {
      const v = viewers.nth(i);
      expect(await v.evaluate((e) => e.tagName)).toBe('TRACE-VIEWER');
      // Compare steps its viewers with one bar, the first viewer's (issue 35): the others have none.
      for (const hook of ['[data-action=play]', '[data-action=step]', '[data-action=end]', '[data-step]'])
        expect(await v.locator(hook).count(), hook).toBe(i === 0 ? 1 : 0);
      expect(await v.locator('[data-narration]').count()).toBe(1);
    }
    expect(await stepOf(viewers.first())).toBe(0);
    if (count === 2) expect(await viewers.evaluateAll((els) => els.map((e) => e.getAttribute('data-algo')))).toEqual(['minimax', 'alphabeta']);
    const first = viewers.first();
    const narration = await first.locator('[data-narration]').textContent();
    // Every step the first viewer shows from now on, in order.
    await first.evaluate((v) => {
      const seen: number[] = [];
      (window as unknown as { seen: number[] }).seen = seen;
      const counter = v.querySelector('step-controls [data-step]')!;
      new MutationObserver(() => seen.push(Number(counter.getAttribute('data-step')))).observe(counter, { attributes: true, attributeFilter: ['data-step'] });
    });
    const play = first.locator('[data-action=play]');
    expect(await play.textContent()).toContain('Play');
    await play.click();
    await expect.poll(() => play.textContent()).toContain('Pause');
    // Playing steps on by itself, one step at a time (the speed is the step-model's to keep, not timed here).
    await expect.poll(() => stepOf(first), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(await first.locator('[data-narration]').textContent()).not.toBe(narration);
    await play.click();
    await expect.poll(() => play.textContent()).toContain('Play');
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen, 'one step at a time, from the start').toEqual(seen.map((_, i) => i + 1));
    // Compare plays its viewers together: each has moved on from the start with the first one's step.
    for (let i = 1; i < count; i++) await expect.poll(() => viewers.nth(i).evaluate((v) => (v as unknown as { ownStep: number }).ownStep)).toBeGreaterThan(0);
    await page.context().close();
    expect(errors).toEqual([]);
  });
});

test('2048: the arrows step the focused viewer (the board stays); elsewhere they play the game', async () => {
  const { page, errors } = await open(browser(), `${base}${G2048}`, DESKTOP);
  const v = await ready(page);
  const cells = () =>
    page.$$eval('g2048-page g2048-board:not(.small) [data-cell]', (cs) =>
      cs.map((c) => `${c.getAttribute('data-cell')}=${c.getAttribute('data-value')}`).join(' '),
    );
  const before = await cells();
  expect(before.split(' ')).toHaveLength(16);
  expect(before).toContain('0,0=1024');
  await v.locator('search-tree svg').click({ position: { x: 5, y: 5 } });
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TRACE-VIEWER');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  expect(await stepOf(v)).toBe(3);
  expect(await cells()).toBe(before);
  // Right is a legal move here (the top row slides): away from the viewer it plays it.
  await page.click('tutor-app header h1');
  expect(await page.evaluate(() => document.activeElement?.closest('[data-viewer]') ?? null)).toBeNull();
  await page.keyboard.press('ArrowRight');
  await expect.poll(cells).not.toBe(before);
  expect(await cells()).toContain('0,3=4');
  await page.context().close();
  expect(errors).toEqual([]);
});

describe('follow on real game trees at 1280 × 800: after 30 steps the current node is in view, readable', () => {
  test.each([
    ['2048 expectimax, depth 3', G2048],
    ['tic-tac-toe, the full tree', TTT],
  ] as const)('%s', async (_name, route) => {
    const { page, errors } = await open(browser(), `${base}${route}`, DESKTOP);
    const v = await ready(page);
    expect(await v.locator('[data-action=follow]').isChecked()).toBe(true);
    await step(v, 30);
    expect(await stepOf(v)).toBe(30);
    // The camera glides (260 ms): wait until it has stopped, then measure.
    await settled(page);
    const cam = await camera(page);
    expect(cam.inside, JSON.stringify(cam)).toBe(true);
    expect(cam.valuePx, `value text of ${cam.id}`).toBeGreaterThanOrEqual(10);
    expect(cam.measured).toBeGreaterThan(5);
    expect(cam.minTextPx, cam.smallest).toBeGreaterThanOrEqual(MIN_TEXT_PX - 0.01);
    await page.context().close();
    expect(errors).toEqual([]);
  });
});

test('follow off: the steps go on, the box stays off, the camera stays where it was dragged; on again, the next step brings the node back into view', async () => {
  const { page, errors } = await open(browser(), `${base}${TTT}`, DESKTOP);
  const v = await ready(page);
  const follow = v.locator('[data-action=follow]');
  await follow.uncheck();
  await step(v, 40);
  expect(await follow.isChecked()).toBe(false);
  expect(await stepOf(v)).toBe(40);
  // Lose the node for sure: drag the drawing by nearly the frame's width and height.
  const frame = (await v.locator('search-tree svg').boundingBox())!;
  await page.mouse.move(frame.x + frame.width - 12, frame.y + frame.height - 12);
  await page.mouse.down();
  await page.mouse.move(frame.x + 12, frame.y + 12, { steps: 8 });
  await page.mouse.up();
  await settled(page);
  expect((await camera(page)).inside).toBe(false);
  const dragged = await page.locator('search-tree g.viewport').first().getAttribute('transform');
  await step(v, 1);
  expect(await stepOf(v)).toBe(41);
  // The step drawn, and any move it started over.
  await frames(page);
  await settled(page);
  expect((await camera(page)).inside, 'follow is off: the camera stays where it was dragged').toBe(false);
  expect(await page.locator('search-tree g.viewport').first().getAttribute('transform')).toBe(dragged);
  expect(await follow.isChecked()).toBe(false);
  await follow.check();
  await step(v, 1);
  expect(await stepOf(v)).toBe(42);
  await expect.poll(async () => (await camera(page)).inside, { timeout: 3000 }).toBe(true);
  expect(await follow.isChecked()).toBe(true);
  await page.context().close();
  expect(errors).toEqual([]);
});

/** The ids of the nodes drawn. */
const drawn = (page: Page) => page.$$eval('search-tree g.node', (ns) => ns.map((n) => n.getAttribute('data-node-id')).sort());

test('collapse and expand a subtree; the focus view keeps the path to the current node and the siblings along it', async () => {
  const { page, errors } = await open(browser(), `${base}${AIMA}`, DESKTOP);
  const v = await ready(page);
  const all = ['A', 'B', 'B1', 'B2', 'B3', 'C', 'C1', 'C2', 'C3', 'D', 'D1', 'D2', 'D3'];
  expect(await drawn(page)).toEqual(all);
  // The toggle is for the pointer; the tree item says whether it is expanded.
  const node = page.locator('search-tree g.node[data-node-id=B]');
  const toggle = node.locator('[data-action=collapse]');
  expect(await node.getAttribute('aria-expanded')).toBe('true');
  await toggle.click();
  await expect.poll(() => drawn(page)).toEqual(['A', 'B', 'C', 'C1', 'C2', 'C3', 'D', 'D1', 'D2', 'D3']);
  expect(await page.locator('search-tree g.node[data-node-id=B] text.hides').textContent()).toBe('+3 hidden');
  expect(await node.getAttribute('aria-expanded')).toBe('false');
  await toggle.click();
  await expect.poll(() => drawn(page)).toEqual(all);
  expect(await page.locator('search-tree text.hides').count()).toBe(0);
  expect(await node.getAttribute('aria-expanded')).toBe('true');

  // Focus view at step 12 (B3 is current): the path A › B › B3, B's children, and A's other children folded.
  // The clicks left the focus on node B, where the arrows move between nodes (a WAI-ARIA tree): the viewer's keys step.
  await v.evaluate((el) => (el as HTMLElement).focus());
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
  expect(await stepOf(v)).toBe(12);
  expect(await v.locator('g.node[data-current]').getAttribute('data-node-id')).toBe('B3');
  await v.locator('[data-action=focus]').check();
  await expect.poll(() => drawn(page)).toEqual(['A', 'B', 'B1', 'B2', 'B3', 'C', 'D']);
  expect(
    await page.$$eval('search-tree text.hides', (ts) => ts.map((t) => `${t.closest('g.node')?.getAttribute('data-node-id')} ${t.textContent}`).sort()),
  ).toEqual(['C +3 hidden', 'D +3 hidden']);
  await page.context().close();
  expect(errors).toEqual([]);
});

test('the mini-map: hidden when the tree reads whole (AIMA 5.2), shown on the 2048 depth-3 tree (1280 × 800)', async () => {
  const { page, errors } = await open(browser(), `${base}${AIMA}`, DESKTOP);
  await ready(page);
  await frames(page);
  const map = page.locator('search-tree [data-minimap]');
  expect(await map.getAttribute('hidden')).not.toBeNull();
  expect(await map.isVisible()).toBe(false);
  await page.context().close();

  const game = await open(browser(), `${base}${G2048}`, DESKTOP);
  await ready(game.page);
  const map2 = game.page.locator('search-tree [data-minimap]');
  await expect.poll(() => map2.getAttribute('hidden')).toBeNull();
  const box = await map2.boundingBox();
  expect(box?.width).toBeGreaterThan(50);
  expect(box?.height).toBeGreaterThan(20);
  await game.page.context().close();
  expect([...errors, ...game.errors]).toEqual([]);
});

test('a resize refits: at 1024 × 768 every node of AIMA 5.2 is inside the frame', async () => {
  const { page, errors } = await open(browser(), `${base}${AIMA}`, DESKTOP);
  await ready(page);
  const outside = () =>
    page.evaluate(() => {
      const f = document.querySelector('search-tree svg')!.getBoundingClientRect();
      return [...document.querySelectorAll('search-tree g.node')]
        .filter((g) => {
          const r = g.getBoundingClientRect();
          return r.left < f.left - 0.5 || r.right > f.right + 0.5 || r.top < f.top - 0.5 || r.bottom > f.bottom + 0.5;
        })
        .map((g) => g.getAttribute('data-node-id'));
    });
  const width = () => page.evaluate(() => document.querySelector('search-tree svg')!.getBoundingClientRect().width);
  await expect.poll(outside).toEqual([]);
  const wide = await width();
  // At 1024 the pseudocode goes under the tree, so the frame widens; at 700 it narrows. Either way the tree refits.
  await page.setViewportSize(PROJECTOR);
  await expect.poll(async () => Math.abs((await width()) - wide)).toBeGreaterThan(50);
  await settled(page);
  expect(await outside()).toEqual([]);
  await page.setViewportSize({ width: 700, height: 700 });
  await expect.poll(width).toBeLessThan(wide - 100);
  await settled(page);
  expect(await outside()).toEqual([]);
  expect(await page.locator('search-tree g.node').count()).toBe(13);
  await page.context().close();
  expect(errors).toEqual([]);
});

test('presentation mode at 1024 × 768: big values, the narration on screen, big buttons; the button toggles it in the URL', async () => {
  const { page, errors } = await open(browser(), `${base}${AIMA}&step=22&present=1`, PROJECTOR);
  const v = await ready(page);
  expect(await page.evaluate(() => document.documentElement.classList.contains('present'))).toBe(true);
  expect(await stepOf(v)).toBe(22);
  await settled(page);
  const leaves = await page.$$eval('search-tree g.node.kind-leaf text.value', (ts) =>
    ts.map(
      (t) =>
        [
          (t as SVGTextElement).closest('g.node')!.getAttribute('data-node-id'),
          ((t as SVGTextElement).getScreenCTM()?.a ?? 0) * parseFloat(getComputedStyle(t).fontSize),
        ] as const,
    ),
  );
  expect(leaves).toHaveLength(9);
  for (const [id, px] of leaves) expect(px, `leaf ${id}`).toBeGreaterThanOrEqual(16);
  const narration = await v.locator('[data-narration]').boundingBox();
  expect(narration).not.toBeNull();
  expect(narration!.y).toBeGreaterThanOrEqual(0);
  expect(narration!.y + narration!.height).toBeLessThanOrEqual(PROJECTOR.height);
  expect(await v.locator('[data-narration]').textContent()).toContain('pruned');
  const heights = await v.locator('step-controls button').evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().height));
  expect(heights).toHaveLength(5);
  for (const h of heights) expect(h).toBeGreaterThanOrEqual(40);
  await page.context().close();

  const normal = await open(browser(), `${base}${AIMA}`, PROJECTOR);
  const nv = await ready(normal.page);
  const presenting = () => normal.page.evaluate(() => document.documentElement.classList.contains('present'));
  expect(await presenting()).toBe(false);
  await nv.locator('[data-action=present]').click();
  await expect.poll(() => normal.page.url()).toContain('present=1');
  expect(await presenting()).toBe(true);
  expect(await nv.locator('[data-action=present]').getAttribute('aria-pressed')).toBe('true');
  await nv.locator('[data-action=present]').click();
  await expect.poll(() => normal.page.url()).not.toContain('present=1');
  expect(await presenting()).toBe(false);
  expect(normal.page.url()).toContain('src=aima-fig-5-2');
  await normal.page.context().close();
  expect([...errors, ...normal.errors]).toEqual([]);
});

test('compare is aligned by node: a linked step sets the one bar and both counters; alpha-beta shows minimax’s node or its cut; counters at the step', async () => {
  const { page, errors } = await open(browser(), `${base}${COMPARE}&step=30`, DESKTOP);
  await ready(page);
  const mm = page.locator('trace-viewer[data-algo=minimax]');
  const ab = page.locator('trace-viewer[data-algo=alphabeta]');
  await ab.locator('search-tree g.node').first().waitFor({ state: 'attached' });
  // One bar for both (issue 35): the first viewer's, at the linked step.
  expect(await stepOf(mm)).toBe(30);
  const sliders = () => page.$$eval('compare-page trace-viewer step-controls input[type=range]', (rs) => rs.map((r) => Number((r as HTMLInputElement).value)));
  expect(await sliders()).toEqual([30]);

  const totals = async (v: Locator) => ({ nodes: Number(await v.getAttribute('data-nodes')), leaves: Number(await v.getAttribute('data-leaves')) });
  const mmTotal = await totals(mm);
  const abTotal = await totals(ab);
  expect(mmTotal).toEqual({ nodes: 13, leaves: 9 });
  expect(abTotal.leaves).toBe(7);
  expect(abTotal.nodes).toBeLessThan(mmTotal.nodes);

  await page.keyboard.press('Home');
  expect(await stepOf(mm)).toBe(0);
  expect(await sliders()).toEqual([0]);
  const counters = (v: Locator) =>
    v.locator('[data-counters]').evaluate((c) => ({ nodes: Number(c.getAttribute('data-nodes')), leaves: Number(c.getAttribute('data-leaves')) }));
  expect(await counters(mm)).toEqual({ nodes: 0, leaves: 0 });
  expect(await counters(ab)).toEqual({ nodes: 0, leaves: 0 });

  const total = Number(await mm.locator('step-controls input[type=range]').getAttribute('max'));
  expect(total).toBeGreaterThan(30);
  const button = mm.locator('step-controls [data-action=step]');
  const previous = { mm: { nodes: 0, leaves: 0 }, ab: { nodes: 0, leaves: 0 } };
  const misaligned: string[] = [];
  for (let k = 1; k <= total; k++) {
    await button.click();
    const at = await page.evaluate(() => {
      const get = (algo: string) => document.querySelector(`trace-viewer[data-algo=${algo}]`)!;
      const m = get('minimax');
      const a = get('alphabeta');
      const current = (v: Element) => v.querySelector('g.node[data-current]')?.getAttribute('data-node-id') ?? null;
      const id = current(m);
      const count = (v: Element) => {
        const c = v.querySelector('[data-counters]')!;
        return { nodes: Number(c.getAttribute('data-nodes')), leaves: Number(c.getAttribute('data-leaves')) };
      };
      return {
        steps: [...document.querySelectorAll('compare-page [data-step]')].map((c) => Number(c.getAttribute('data-step'))),
        m: id,
        a: current(a),
        aState: id === null ? null : (a.querySelector(`g.node[data-node-id="${id}"]`)?.getAttribute('data-state') ?? null),
        mm: count(m),
        ab: count(a),
      };
    });
    expect(at.steps, `step ${k}`).toEqual([k]);
    expect(at.m, `minimax has a current node at step ${k}`).not.toBeNull();
    if (!(at.aState === 'pruned' || at.a === at.m)) misaligned.push(`step ${k}: minimax at ${at.m}, alpha-beta at ${at.a} (${at.m} is ${at.aState})`);
    // Counters only grow, up to the totals, reached at the end.
    for (const [name, now, all] of [
      ['mm', at.mm, mmTotal],
      ['ab', at.ab, abTotal],
    ] as const) {
      expect(now.nodes, `${name} nodes at step ${k}`).toBeGreaterThanOrEqual(previous[name].nodes);
      expect(now.leaves, `${name} leaves at step ${k}`).toBeGreaterThanOrEqual(previous[name].leaves);
      expect(now.nodes).toBeLessThanOrEqual(all.nodes);
      expect(now.leaves).toBeLessThanOrEqual(all.leaves);
      previous[name] = now;
    }
    // Halfway through, minimax has not yet entered every node (nor alpha-beta every one it will).
    if (k === Math.floor(total / 2)) {
      expect(at.mm.nodes, `minimax halfway (step ${k})`).toBeLessThan(mmTotal.nodes);
      expect(at.ab.nodes, `alpha-beta halfway (step ${k})`).toBeLessThan(abTotal.nodes);
    }
  }
  expect(misaligned).toEqual([]);
  expect(previous).toEqual({ mm: mmTotal, ab: abTotal });
  expect(await mm.locator('[data-action=step]').isDisabled()).toBe(true);
  await page.context().close();
  expect(errors).toEqual([]);
});

test('links to a step: 2048 (step 40, and the URL follows the steps) and tic-tac-toe (step 25)', async () => {
  const { page, errors } = await open(browser(), `${base}${G2048}&step=40`, DESKTOP);
  const v = await ready(page);
  await page.locator('g2048-page [data-proposal]').waitFor();
  expect(await page.locator('g2048-page [data-proposal]').getAttribute('data-value')).toMatch(/^(up|right|down|left)$/);
  await expect.poll(() => stepOf(v)).toBe(40);
  expect(await v.locator('step-controls input[type=range]').inputValue()).toBe('40');
  expect(await v.locator('g.node[data-current]').count()).toBe(1);
  expect(page.url()).toContain('step=40');
  await step(v, 1);
  await expect.poll(() => new URL(page.url()).hash).toContain('step=41');
  expect(new URL(page.url()).hash).toContain('propose=1');
  await page.context().close();

  const ttt = await open(browser(), `${base}${TTT}&step=25`, DESKTOP);
  const tv = await ready(ttt.page);
  await expect.poll(() => stepOf(tv)).toBe(25);
  expect(await tv.locator('step-controls input[type=range]').inputValue()).toBe('25');
  expect(await ttt.page.locator('board-game-page [data-proposal]').count()).toBe(1);
  await ttt.page.context().close();
  expect([...errors, ...ttt.errors]).toEqual([]);
});

test('game trees speak the game: tic-tac-toe narrations name moves, never index paths; the board shows cell numbers; 2048 nodes are moves and tiles', async () => {
  const { page, errors } = await open(browser(), `${base}${TTT}`, DESKTOP);
  const v = await ready(page);
  const said: string[] = [];
  const narration = v.locator('[data-narration]');
  const button = v.locator('step-controls [data-action=step]');
  for (let k = 1; k <= 60; k++) {
    await button.click();
    said.push((await narration.textContent()) ?? '');
  }
  expect(await stepOf(v)).toBe(60);
  expect(new Set(said).size).toBeGreaterThan(40);
  expect(said.filter((s) => /\b\d+ › \d+/.test(s))).toEqual([]);
  expect(said.filter((s) => /\bX\d\b/.test(s)).length).toBeGreaterThan(20);
  expect(said.some((s) => /\bO\d\b/.test(s))).toBe(true);
  const numbers = await page.$$eval('board-game-page > .layout .ttt [data-cell] .num', (ns) => ns.map((n) => n.textContent));
  expect(numbers).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8']);
  await page.context().close();

  const game = await open(browser(), `${base}${G2048}`, DESKTOP);
  await ready(game.page);
  const labels = await game.page.$$eval('search-tree g.node text.label', (ts) => ts.map((t) => t.textContent ?? ''));
  const moves = labels.filter((l) => /^(up|right|down|left)$/.test(l));
  const tiles = labels.filter((l) => /^[24] at \(\d,\d\)$/.test(l));
  expect(new Set(moves)).toEqual(new Set(['up', 'right', 'down', 'left']));
  // The root's moves: left slides nothing on this board, so it is not one.
  const rootMoves = await game.page.$$eval('search-tree g.node', (ns) =>
    ns
      .filter((n) => !(n.getAttribute('data-node-id') ?? '').includes('›') && n.getAttribute('data-node-id') !== '')
      .map((n) => n.querySelector('text.label')?.textContent),
  );
  expect(rootMoves.sort()).toEqual(['down', 'right', 'up']);
  expect(tiles.length).toBeGreaterThan(10);
  expect(moves.length + tiles.length).toBe(labels.length);
  await game.page.context().close();
  expect([...errors, ...game.errors]).toEqual([]);
});

describe('a phone (390 × 844): the viewer fits, nothing scrolls sideways', () => {
  test.each([
    ['tree', AIMA],
    ['2048 (proposal link)', G2048],
  ] as const)('%s', async (_name, route) => {
    const { page, errors } = await open(browser(), `${base}${route}`, PHONE);
    await ready(page);
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const box = await page.locator('[data-viewer] search-tree').first().boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(box!.width).toBeGreaterThan(300);
    await page.context().close();
    expect(errors).toEqual([]);
  });
});

describe('a link to a step at classroom sizes: the viewer opens at that step, its current node in the frame, nothing scrolls sideways', () => {
  test.each([
    ['aima-step22-1280', `${AIMA}&step=22`, DESKTOP],
    ['aima-step22-present-1024', `${AIMA}&step=22&present=1`, PROJECTOR],
    ['2048-step40-1280', `${G2048}&step=40`, DESKTOP],
    ['2048-step40-present-1024', `${G2048}&step=40&present=1`, PROJECTOR],
    ['2048-step40-phone', `${G2048}&step=40`, PHONE],
    ['tictactoe-step120-1280', `${TTT}&step=120`, DESKTOP],
    ['tictactoe-step120-phone', `${TTT}&step=120`, PHONE],
    ['compare-step30-1280', `${COMPARE}&step=30`, DESKTOP],
  ] as const)('%s', async (name, route, size) => {
    const { page, errors } = await open(browser(), `${base}${route}`, size);
    const v = await ready(page);
    const want = Number(/step=(\d+)/.exec(route)![1]);
    await expect.poll(() => stepOf(v)).toBe(want);
    // The camera's glide and a proposal's smooth scroll into view, done.
    await settled(page);
    const cam = await camera(page);
    expect(cam.inside, JSON.stringify(cam)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await shot(page, `classroom-${name}`, false);
    await page.context().close();
    expect(errors).toEqual([]);
  });
});
