/**
 * The keyboard's way through a page (issue 21): Tab reaches the search's
 * Play within a few presses on the tree, 2048, tic-tac-toe and Connect-4
 * pages, at a desk and on a phone; the skip button goes straight to Play;
 * the navigation and the languages are one tab stop each, the arrows moving
 * within them; a board is one tab stop, its arrows choosing the cell or
 * column; and the tree as an outline (text) is in step with the viewer.
 */
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, useBrowser } from './browser.ts';

const browser = useBrowser();
const base = inject('baseUrl');

/** What has the focus: its data-action, data-field, data-lang or role, and its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    const hook =
      a?.getAttribute('data-action') ?? a?.getAttribute('data-field') ?? a?.getAttribute('data-lang') ?? a?.getAttribute('role') ?? a?.tagName.toLowerCase();
    return `${hook}:${(a?.textContent ?? '').trim().slice(0, 20)}`;
  });

/** Tab presses from the top of the page until Play has the focus (null: not within 20). */
async function pressesToPlay(page: Page): Promise<number | null> {
  for (let k = 1; k <= 20; k++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).startsWith('play:')) return k;
  }
  return null;
}

const ROUTES = [
  ['tree', '#/tree?src=aima-fig-5-2&algo=alphabeta'],
  ['2048', '#/2048?seed=1&propose=1&depth=2'],
  ['tic-tac-toe', '#/tictactoe?position=x...o....&propose=1'],
  ['Connect-4', '#/connect4?moves=4453&propose=1&depth=4'],
] as const;

for (const [name, route] of ROUTES)
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    test(`${name} at ${viewport.width} px: Tab reaches Play within 10 presses, and the skip button in 2`, async () => {
      const { page, errors } = await open(browser(), `${base}${route}`, viewport);
      await page.waitForSelector('[data-viewer] [data-action=play]');
      const presses = await pressesToPlay(page);
      expect(presses).not.toBeNull();
      expect(presses!).toBeLessThanOrEqual(10);
      // The skip button: the first stop, Enter takes the focus to Play.
      await page.reload();
      await page.waitForSelector('[data-viewer] [data-action=play]');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatch(/^skip:/);
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toMatch(/^play:/);
      await page.context().close();
      expect(errors).toEqual([]);
    });

test('the navigation is a menubar and the languages a radio group: one tab stop each, the arrows move (and choose the language)', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree`);
  await page.waitForSelector('[data-viewer]');
  await page.keyboard.press('Tab'); // skip
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatch(/^menuitem:Step through/);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focused(page)).toBe('menuitem:Compare');
  await page.keyboard.press('End');
  await expect.poll(() => focused(page)).toBe('menuitem:Your code');
  await page.keyboard.press('ArrowRight'); // wraps
  await expect.poll(() => focused(page)).toBe('menuitem:Gallery');
  // The arrows moved the focus, not the step, nor the page.
  expect(await page.evaluate(() => location.hash)).toMatch(/^#\/tree/);
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('en:EN');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
  expect(await focused(page)).toBe('es:ES');
  expect(await page.$$eval('[role=radio]', (rs) => rs.map((r) => `${r.getAttribute('aria-checked')}/${r.getAttribute('tabindex')}`))).toEqual([
    'false/-1',
    'true/0',
  ]);
  await page.keyboard.press('Enter');
  await page.context().close();
  expect(errors).toEqual([]);
});

test('a board is one tab stop: the arrows move over every cell (a taken one read-only), Enter plays an open one (tic-tac-toe); Connect-4 the same by column', async () => {
  const { page, errors } = await open(browser(), `${base}#/tictactoe?position=x...o....&human=x`);
  await page.waitForSelector('.ttt [role=toolbar], [role=toolbar].ttt');
  expect(await page.$$eval('.ttt .cell[tabindex="0"]', (cs) => cs.map((c) => c.getAttribute('data-cell')))).toEqual(['1']);
  await page.focus('.ttt .cell[tabindex="0"]');
  await page.keyboard.press('ArrowRight'); // 2
  await page.keyboard.press('ArrowDown'); // 5
  await page.keyboard.press('ArrowLeft'); // 4 is taken (O): reached, read-only, so the board can be reviewed
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-cell'))).toBe('4');
  expect(await page.getAttribute('.ttt .cell[data-cell="4"]', 'aria-disabled')).toBe('true');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-cell'))).toBe('3');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.$eval('.ttt .cell[data-cell="3"]', (c) => c.getAttribute('data-value'))).toBe('x');

  // Another game by link while the machine is still thinking: its tic-tac-toe move must not land on the Connect-4 board.
  await page.goto(`${base}#/connect4?moves=44&human=x`);
  await page.waitForSelector('.c4 .column[tabindex="0"]');
  expect(await page.evaluate(() => location.hash)).toMatch(/moves=44(&|$)/);
  // Each column named with its stones from the bottom up.
  expect(await page.getAttribute('.c4 .column[data-column="4"]', 'aria-label')).toBe('Column 4, from the bottom: X, O, then 4 empty');
  expect(await page.getAttribute('.c4 .column[data-column="1"]', 'aria-label')).toBe('Column 1: empty');
  await page.focus('.c4 .column[tabindex="0"]');
  await page.keyboard.press('End');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-column'))).toBe('7');
  await page.keyboard.press('ArrowRight'); // wraps to 1
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-column'))).toBe('1');
  await page.keyboard.press(' ');
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/moves=441/);
  await page.context().close();
  expect(errors).toEqual([]);
});

test('the tree as an outline: a nested list named as the tree names its nodes, the current node marked, in step', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree?src=aima-fig-5-2&algo=alphabeta&step=12`);
  await page.waitForSelector('tree-outline summary');
  // Built only while open.
  expect(await page.locator('[data-outline]').count()).toBe(0);
  await page.click('tree-outline summary');
  const current = page.locator('[data-outline] li[aria-current=step]');
  await expect.poll(() => current.count()).toBe(1);
  const drawn = await page.locator('search-tree g.node[aria-current=step] title.name').textContent();
  // The item's own words (its children's list aside) are the drawn node's name.
  const own = (li: Element) =>
    [...li.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent)
      .join('')
      .trim();
  expect(await current.evaluate(own)).toBe(drawn?.trim());
  // Every node of the tree, nested as in the tree: A's children B, C, D; B's, three leaves.
  expect(await page.$$eval('[data-outline] > li > ul > li', (ls) => ls.map((l) => l.getAttribute('data-node-id')))).toEqual(['B', 'C', 'D']);
  expect(await page.locator('[data-outline] li').count()).toBe(13);
  // A jump to the end: the outline follows, the root now the current node.
  await page.click('[data-viewer] [data-action=end]');
  await expect.poll(() => current.getAttribute('data-node-id')).toBe('A');
  expect(await page.locator('search-tree g.node[aria-current=step]').getAttribute('data-node-id')).toBe('A');
  expect(await page.locator('[data-outline] li[data-node-id=C2]').getAttribute('data-state')).toBe('pruned');
  await page.context().close();
  expect(errors).toEqual([]);
});

test('the whole tic-tac-toe tree as an outline: the path to the current node, each node on it with its children', async () => {
  const { page, errors } = await open(browser(), `${base}#/tictactoe?position=.........&algo=alphabeta&human=x&propose=1&step=40000`);
  await page.waitForSelector('search-tree g.node[aria-current="step"]', { timeout: 30_000 });
  await page.click('tree-outline summary');
  const current = page.locator('[data-outline] li[aria-current=step]');
  await expect.poll(() => current.count()).toBe(1);
  expect(await page.locator('.outline-note').textContent()).toMatch(/has [\d,]+ nodes/);
  // The root's nine moves, and far fewer items than the tree's nodes.
  expect(await page.locator('[data-outline] > li > ul > li').count()).toBe(9);
  expect(await page.locator('[data-outline] li').count()).toBeLessThan(60);
  expect(await current.getAttribute('data-node-id')).toBe(await page.locator('search-tree g.node[aria-current=step]').getAttribute('data-node-id'));
  await page.context().close();
  expect(errors).toEqual([]);
});
