/**
 * The viewer at full scale (issue 19), on the built app in Chromium: the
 * whole tic-tac-toe tree under alpha-beta and under minimax (549 946 nodes)
 * opened by link at steps 40 000 and 400 000, at 1280×800, a projector's
 * 1024×768 presented and a 390 px phone: it opens (no refusal, the link kept
 * as it was), the main thread is never held long while it loads and steps,
 * the path from the root and the current node's position are in view, and
 * no two texts of the drawing overlap. 2048 at step 300 presented, with its
 * board and breakdown beside the tree.
 */
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, settled, shot, SW_BLOCKED, useBrowser } from './browser.ts';
import { FROZEN_MS } from './freeze.ts';

const browser = useBrowser();
const base = inject('baseUrl');

const SIZES = [
  { name: '1280', viewport: { width: 1280, height: 800 }, present: false },
  { name: '1024-present', viewport: { width: 1024, height: 768 }, present: true },
  { name: 'phone', viewport: { width: 390, height: 844 }, present: false },
] as const;

/** Records the main thread's long tasks (over 50 ms) from the page's start. */
async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

const longTasks = (page: Page) => page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.splice(0));

/** Pairs of drawn texts (in the tree's SVG, shown, not empty) whose boxes overlap by more than a pixel each way. */
function overlappingTexts(page: Page) {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll<SVGTextElement>('[data-viewer] search-tree svg text')]
      .filter((t) => (t.textContent ?? '').trim() !== '' && t.getClientRects().length > 0 && getComputedStyle(t).display !== 'none')
      .map((t) => ({ text: t.textContent!, r: t.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0);
    const pairs: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.r;
        const b = boxes[j]!.r;
        const dx = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const dy = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (dx > 1 && dy > 1) pairs.push(`${boxes[i]!.text} / ${boxes[j]!.text}`);
      }
    return { count: boxes.length, pairs };
  });
}

/** Whether the element's centre is inside the window and the element (or a descendant) is what is drawn there. */
function inView(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (el === null) return false;
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (el === hit || el.contains(hit));
  }, selector);
}

const TTT = [
  { algo: 'alphabeta', step: 40000, nodes: 20866 },
  { algo: 'minimax', step: 400000, nodes: 549946 },
] as const;

for (const tree of TTT) {
  for (const size of SIZES) {
    test(`the whole tic-tac-toe tree under ${tree.algo} at step ${tree.step}, ${size.name}: opens by link, keeps the link, steps without holding the page; path, position, no overlapping text`, async () => {
      const hash = `#/tictactoe?position=.........&algo=${tree.algo}&human=x&propose=1&step=${tree.step}${size.present ? '&present=1' : ''}`;
      const context = await browser().newContext({ viewport: size.viewport, ...SW_BLOCKED });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await watchLongTasks(page);
      await page.goto(`${base}${hash}`);
      await page.locator('[data-viewer] [data-current]').first().waitFor({ timeout: 30_000 });
      // Nothing refused: the proposal's tree is the whole search, and the link is as it was.
      await expect.poll(() => page.locator('[data-viewer] [data-counters]').getAttribute('data-nodes')).not.toBeNull();
      expect(new URL(page.url()).hash).toBe(hash);
      await expect.poll(() => page.locator('[data-viewer] [data-step]').getAttribute('data-step')).toBe(String(tree.step));
      const loading = await longTasks(page);
      // The shell's own start-up is one task; the tree's arrival and drawing must not add a long one.
      expect(
        loading.filter((d) => d > 250),
        `loading: ${loading.join(', ')}`,
      ).toEqual([]);
      // The path from the root to the current node, each ancestor with its move, and the current one marked.
      const path = page.locator('[data-viewer] [data-path] [data-path-node]');
      expect(await path.count()).toBeGreaterThan(3);
      expect(await page.locator('[data-viewer] [data-path] [aria-current=step]').count()).toBe(1);
      const current = await page.locator('[data-viewer] [data-current]').first().getAttribute('data-node-id');
      expect(await path.last().getAttribute('data-node-id')).toBe(current);
      // The current node's position: nine cells, X and O as letters, as many as the moves on its path.
      const position = page.locator('[data-viewer] [data-position]');
      await expect.poll(() => position.getAttribute('data-node-id')).toBe(current);
      const marks = await position.locator('.pos-cell').allTextContents();
      expect(marks).toHaveLength(9);
      expect(marks.filter((m) => m !== '').length).toBe((await path.count()) - 1);
      // (After the page has scrolled the tree into view, smoothly.)
      await expect.poll(() => inView(page, '[data-viewer] [data-position]')).toBe(true);
      await expect.poll(() => inView(page, '[data-viewer] [data-current] .shape')).toBe(true);
      // No text of the drawing over another.
      const texts = await overlappingTexts(page);
      expect(texts.count).toBeGreaterThan(5);
      expect(texts.pairs).toEqual([]);
      await shot(page, `scale-ttt-${tree.algo}-${tree.step}-${size.name}`, false);
      // Steps, Home and End never freeze the page (tests/e2e/freeze.ts; a frame each step, so the browser paints as a class would see it).
      await longTasks(page);
      const viewer = page.locator('[data-viewer]').first();
      await viewer.focus();
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('ArrowRight');
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
      }
      await expect.poll(() => page.locator('[data-viewer] [data-step]').getAttribute('data-step')).toBe(String(tree.step + 30));
      await page.keyboard.press('End');
      await expect.poll(() => page.locator('[data-viewer] [data-counters]').getAttribute('data-nodes')).toBe(String(tree.nodes));
      await page.keyboard.press('Home');
      await expect.poll(() => page.locator('[data-viewer] [data-path] [data-path-node]').count()).toBe(1);
      // The Home glide done and the page idle: every long task of the stepping has been reported.
      await settled(page);
      const stepping = await longTasks(page);
      expect(
        stepping.filter((d) => d > FROZEN_MS),
        `stepping: ${stepping.join(', ')}`,
      ).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}

test('2048 at step 300 of its depth-3 expectimax tree, presented at 1024×768: the board, the node’s position and the tree in view; probabilities next to their children; no overlapping text', async () => {
  const board = [
    [2, 4, 8, 16],
    [0, 2, 4, 8],
    [0, 0, 2, 4],
    [0, 0, 0, 2],
  ];
  const hash = `#/2048?board=${encodeURIComponent(JSON.stringify(board))}&score=500&algo=expectimax&heuristic=h1&variant=text&depth=3&propose=1&step=300&present=1`;
  const { page, errors } = await open(browser(), `${base}${hash}`, { width: 1024, height: 768 });
  await page.locator('[data-viewer] [data-current]').first().waitFor();
  await expect.poll(() => page.locator('[data-viewer] [data-step]').textContent()).toContain('300');
  const position = page.locator('[data-viewer] [data-position]');
  await expect.poll(() => position.locator('.pos-cell').count()).toBe(16);
  await expect.poll(() => inView(page, '[data-viewer] [data-position]')).toBe(true);
  await expect.poll(() => inView(page, '[data-viewer] [data-current] .shape')).toBe(true);
  // A chance edge's probability is written just above its child, not halfway along the edge.
  const gaps = await page.evaluate(() =>
    [...document.querySelectorAll<SVGGElement>('[data-viewer] g.edge')]
      .filter((e) => e.querySelector('text.p') !== null)
      .map((e) => {
        const child = document.querySelector(`[data-viewer] g.node[data-i="${e.dataset.i}"] .shape`)!.getBoundingClientRect();
        const p = e.querySelector('text.p')!.getBoundingClientRect();
        return { dx: Math.abs(p.left + p.width / 2 - (child.left + child.width / 2)), dy: child.top - p.bottom };
      }),
  );
  expect(gaps.length).toBeGreaterThan(0);
  for (const g of gaps) {
    expect(g.dx).toBeLessThan(2);
    expect(g.dy).toBeGreaterThanOrEqual(0);
    expect(g.dy).toBeLessThan(40);
  }
  expect((await overlappingTexts(page)).pairs).toEqual([]);
  await shot(page, 'scale-2048-step300-present');
  expect(errors).toEqual([]);
});

test('Fit never blanks the frame: a tree too big to read whole keeps its readable part and shows the mini-map', async () => {
  const { page } = await open(browser(), `${base}#/tictactoe?position=.........&algo=alphabeta&human=x&propose=1&step=400`, { width: 1280, height: 800 });
  await page.locator('[data-viewer] [data-current]').first().waitFor();
  // The whole tree (a tree this big opens in the focus view: its path and the siblings along it).
  await expect.poll(() => page.locator('[data-viewer] [data-action=focus]').isChecked()).toBe(true);
  await page.click('[data-viewer] [data-action=focus]');
  await page.click('[data-viewer] [data-action=fit]');
  await expect.poll(() => page.locator('[data-viewer] [data-minimap]').isVisible()).toBe(true);
  // Values are still drawn, at a readable size.
  const sizes = await page.$$eval('[data-viewer] search-tree svg text.value', (ts) =>
    ts.filter((t) => (t.textContent ?? '') !== '').map((t) => t.getBoundingClientRect().height),
  );
  expect(sizes.length).toBeGreaterThan(3);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(10);
  expect((await overlappingTexts(page)).pairs).toEqual([]);
  await shot(page, 'scale-ttt-fit');
});
