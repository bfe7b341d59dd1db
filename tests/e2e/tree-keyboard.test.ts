/**
 * The search tree as a WAI-ARIA tree (issue 21): one tab stop, the arrows,
 * Home and End move the focus between nodes, + and − fold, and each node is
 * named with its kind, label, value and state, the step's node marked
 * `aria-current="step"` — on a textbook tree and on the whole tic-tac-toe
 * alpha-beta tree, where most nodes are not drawn.
 */
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, useBrowser } from './browser.ts';

const browser = useBrowser();
const base = inject('baseUrl');

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-node-id') ?? null);
const tabStops = (page: Page) => page.$$eval('search-tree g.node', (ns) => ns.filter((n) => n.getAttribute('tabindex') === '0').length);

test('AIMA 5.2: a tree of tree items with one tab stop; the keys move the focus and fold; the current node is named and marked', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree?src=aima-fig-5-2&algo=alphabeta&step=12`);
  await page.waitForSelector('search-tree g.node[aria-current="step"]');
  expect(await page.$eval('search-tree svg', (s) => s.getAttribute('role'))).toBe('tree');
  expect(await page.$$eval('search-tree g.node', (ns) => ns.every((n) => n.getAttribute('role') === 'treeitem' && n.hasAttribute('aria-level')))).toBe(true);
  expect(await tabStops(page)).toBe(1);
  // Nothing focusable inside a node: the collapse toggle is the pointer's.
  expect(await page.$$eval('search-tree g.node [tabindex], search-tree g.node [role=button]', (els) => els.length)).toBe(0);
  const current = page.locator('search-tree g.node[aria-current="step"]');
  expect(await current.count()).toBe(1);
  expect(await current.locator('title.name').textContent()).toMatch(/^leaf B3, value 8, .*current step$/);

  // Tab into the tree lands where the search is: the step's node.
  await page.focus('search-tree g.node[tabindex="0"]');
  expect(await focused(page)).toBe('B3');
  await page.keyboard.press('Home');
  await expect.poll(() => focused(page)).toBe('A');
  const path: (string | null)[] = [];
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'End', 'Home']) {
    await page.keyboard.press(key);
    await expect.poll(() => focused(page)).not.toBe(path.at(-1) ?? 'A');
    path.push(await focused(page));
  }
  expect(path).toEqual(['B', 'B1', 'B2', 'B', 'D3', 'A']);
  expect(await tabStops(page)).toBe(1);
  // The tree's keys are its own: the step did not move.
  expect(await page.evaluate(() => location.hash)).toContain('step=12');
  expect(await page.locator('search-tree g.node[data-node-id=B]').locator('title.name').textContent()).toMatch(/^min node B, at most 3/);

  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focused(page)).toBe('B');
  await page.keyboard.press('-');
  await expect.poll(() => page.locator('search-tree g.node[data-node-id=B]').getAttribute('aria-expanded')).toBe('false');
  expect(await page.locator('search-tree g.node[data-node-id=B1]').count()).toBe(0);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focused(page)).toBe('C');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('+');
  await expect.poll(() => page.locator('search-tree g.node[data-node-id=B1]').count()).toBe(1);

  // Enter selects a leaf, it never opens the editor; F2 does.
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focused(page)).toBe('B1');
  await page.keyboard.press('Enter');
  await page.keyboard.press('F2');
  await expect.poll(() => dialogs).toEqual(['New value of leaf B1:']);

  // While the step's node stays B3, the tab stop stays where the keys left it; once it moves on (step 14: B), the tab stop goes with it.
  await page.click('trace-viewer [data-action=step]');
  await expect.poll(() => page.locator('search-tree g.node[aria-current="step"]').getAttribute('data-node-id')).toBe('B3');
  expect(await page.$eval('search-tree g.node[tabindex="0"]', (g) => g.getAttribute('data-node-id'))).toBe('B1');
  await page.click('trace-viewer [data-action=step]');
  await expect.poll(() => page.locator('search-tree g.node[aria-current="step"]').getAttribute('data-node-id')).toBe('B');
  await expect.poll(() => page.$eval('search-tree g.node[tabindex="0"]', (g) => g.getAttribute('data-node-id'))).toBe('B');
  expect(await tabStops(page)).toBe(1);
  await page.context().close();
  expect(errors).toEqual([]);
});

test('the whole tic-tac-toe alpha-beta tree: one tab stop, and End reaches the last node, drawn and brought into view, though it was far away', async () => {
  const { page, errors } = await open(browser(), `${base}#/tictactoe?position=.........&algo=alphabeta&human=x&propose=1&step=40000`);
  await page.waitForSelector('search-tree g.node[aria-current="step"]', { timeout: 30_000 });
  expect(await tabStops(page)).toBe(1);
  await page.focus('search-tree g.node[tabindex="0"]');
  const first = await focused(page);
  expect(first).not.toBeNull();
  await page.keyboard.press('End');
  await expect.poll(() => focused(page), { timeout: 10_000 }).not.toBe(first);
  const last = await focused(page);
  expect(last).not.toBeNull();
  expect(await tabStops(page)).toBe(1);
  // The camera glides to it.
  const inView = async () => {
    const box = await page.locator(`search-tree g.node[data-node-id="${last}"]`).boundingBox();
    const frame = await page.locator('search-tree svg').boundingBox();
    if (box === null || frame === null) return false;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    return x >= frame.x && x <= frame.x + frame.width && y >= frame.y && y <= frame.y + frame.height;
  };
  await expect.poll(inView).toBe(true);
  await page.context().close();
  expect(errors).toEqual([]);
});
