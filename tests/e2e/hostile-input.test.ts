/**
 * The page follows the CLI's rules (issue 12), in real Chromium: links with
 * bad parameters and a corrupt game kept in the browser give a notice that
 * names what was wrong and what is allowed; the page goes on with the
 * default (a tree drawn, a board to play), corrects the URL to what it
 * shows, and throws nothing (`pageerror`, console errors).
 */
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, shot, useBrowser } from './browser.ts';

const browser = useBrowser();
const base = inject('baseUrl');
const DESK = { width: 1280, height: 800 };

const notice = (page: Page, name: string) => page.locator(`[data-param-message="${name}"]`);

async function treeDrawn(page: Page, scope: string): Promise<void> {
  await expect.poll(() => page.locator(`${scope} search-tree g.node`).count(), { timeout: 20_000 }).toBeGreaterThan(0);
}

const cells2048 = (page: Page) => page.$$eval('g2048-page > .layout g2048-board [data-cell]', (els) => els.map((e) => Number(e.getAttribute('data-value'))));

test('#/tree: an unknown example and a step in hex: named, the default tree drawn, the URL corrected', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree?src=nope&step=0x2`, DESK);
  await expect.poll(() => notice(page, 'src').textContent()).toContain('src=nope was not used: there is no example tree “nope”');
  expect(await notice(page, 'src').textContent()).toContain('aima-fig-5-2');
  expect(await notice(page, 'step').textContent()).toContain('step must be a whole number ≥ 0, not "0x2". Starting at step 0.');
  await treeDrawn(page, 'tree-page');
  await expect.poll(() => page.url()).not.toContain('nope');
  expect(page.url()).not.toContain('0x2');
  await shot(page, 'hostile-tree-notices-1280', false);
  // The page works: stepping moves on.
  await page.click('tree-page [data-action=step]');
  expect(await page.locator('tree-page [data-step]').getAttribute('data-step')).toBe('1');
  // In Spanish too.
  await page.click('[data-lang=es]');
  expect(await notice(page, 'step').textContent()).toContain('step debe ser un número entero ≥ 0, no "0x2". Se empieza en el paso 0.');
  // Dismissed, they go.
  await page.click('tree-page [data-action=dismiss-notices]');
  expect(await page.locator('tree-page [data-param-message]').count()).toBe(0);
  expect(errors).toEqual([]);
});

test('#/tree: a tree that does not parse gives its line and column; the example is drawn instead', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree?tree=${encodeURIComponent('max(min(3,')}`, DESK);
  await expect.poll(() => notice(page, 'tree').textContent()).toContain('tree=max(min(3, was not used: line 1, column 11');
  await treeDrawn(page, 'tree-page');
  await expect.poll(() => page.url()).toContain('src=');
  expect(errors).toEqual([]);
});

test('#/compare and the app: an unknown set, an unknown page, present that is not 1 or 0', async () => {
  const { page, errors } = await open(browser(), `${base}#/compare?src=aima-fig-5-2&set=all&depth=3`, DESK);
  await expect.poll(() => notice(page, 'set').textContent()).toContain('"set" must be one of algos, orders, not "all"');
  expect(await notice(page, 'depth').textContent()).toContain('this page has no parameter “depth”');
  await treeDrawn(page, 'compare-page');
  await page.goto(`${base}#/nowhere`);
  await expect.poll(() => notice(page, 'page').textContent()).toContain('There is no page “nowhere”');
  await page.locator('gallery-page').waitFor();
  await page.goto(`${base}#/tree?src=aima-fig-5-2&present=yes`);
  await expect.poll(() => notice(page, 'present').textContent()).toContain('present must be 1 or 0');
  expect(await page.evaluate(() => document.documentElement.classList.contains('present'))).toBe(false);
  await treeDrawn(page, 'tree-page');
  expect(errors).toEqual([]);
});

test('#/2048: a board that is not 4×4, a score below 0, a seed that is not a number; the board is shown and plays', async () => {
  const { page, errors } = await open(browser(), `${base}#/2048?board=${encodeURIComponent('[[1,2]]')}&score=-5`, DESK);
  await expect.poll(() => notice(page, 'board').textContent()).toContain('board=[[1,2]] was not used: this board is impossible: a board is 4 rows of 4 cells');
  expect(await notice(page, 'score').textContent()).toContain('score must be a whole number 0–10000000, not -5');
  expect(await page.locator('g2048-page > .layout g2048-board [data-cell]').count()).toBe(16);
  await expect.poll(() => page.url()).not.toContain('score=-5');
  await page.goto(`${base}#/2048?seed=abc`);
  await expect.poll(() => notice(page, 'seed').textContent()).toContain('seed must be a whole number 0–4294967295, not "abc"');
  const before = await cells2048(page);
  for (const key of ['ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(key);
  expect(await cells2048(page)).not.toEqual(before);
  expect(errors).toEqual([]);
});

test('#/tictactoe and #/connect4: positions that are not legal start from the empty board, which plays', async () => {
  const { page, errors } = await open(browser(), `${base}#/tictactoe?position=xxxxxxxxx&algo=alphabeta`, DESK);
  await expect
    .poll(() => notice(page, 'position').textContent())
    .toContain('position=xxxxxxxxx was not used: X moves first, so there are as many x as o or one more; this position has 9 x and 0 o');
  await page.locator('board-game-page [data-cell="4"]').click();
  await expect
    .poll(() => page.$$eval('board-game-page > .layout .ttt [data-cell]', (els) => els.filter((e) => e.getAttribute('data-value') !== '').length))
    .toBe(2);
  expect(page.url()).not.toContain('xxxxxxxxx');
  await page.goto(`${base}#/connect4?moves=1111111&depth=1e3&human=x`);
  await expect.poll(() => notice(page, 'moves').textContent()).toContain('move 7 drops into column 1, which is already full');
  expect(await notice(page, 'depth').textContent()).toContain('depth must be a whole number 1–10, not "1e3"');
  expect(await page.locator('board-game-page .c4 [data-column]').count()).toBe(7);
  expect(errors).toEqual([]);
});

test('a corrupt saved game: a notice saying why, a new game that plays, and the text kept under the backup key', async () => {
  const corrupt = '{"format":"adversarial-search-tutor/2048-game","version":1,"version":1,"settings":{}}';
  const { page, errors } = await open(browser(), `${base}#/trees`, DESK);
  await page.evaluate((text) => {
    localStorage.setItem('ast.2048.game', text);
    localStorage.setItem('ast.follow', 'sideways');
  }, corrupt);
  // Reloaded, the app reads its settings again (follow); then the 2048 page reads the kept game.
  await page.reload();
  await page.goto(`${base}#/2048`);
  const saved = page.locator('[data-storage-message="ast.2048.game"]');
  await expect
    .poll(() => saved.textContent())
    .toMatch(/The saved game could not be restored: not a JSON file we can read: line 1, column 60: duplicate key "version"/);
  expect(await saved.textContent()).toContain('kept in this browser’s storage as ast.2048.game.unreadable');
  expect(await page.locator('[data-storage-message="ast.follow"]').textContent()).toContain(
    'ast.follow (sideways) could not be read: it must be one of on, off. Using on instead.',
  );
  // A new game: two tiles, and it plays.
  expect((await cells2048(page)).filter((v) => v > 0)).toHaveLength(2);
  const before = await cells2048(page);
  for (const key of ['ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(key);
  expect(await cells2048(page)).not.toEqual(before);
  expect(await page.evaluate(() => localStorage.getItem('ast.2048.game.unreadable'))).toBe(corrupt);
  // The new game is kept in its place, readable.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ast.2048.game') ?? 'null')?.format)).toBe('adversarial-search-tutor/2048-game');
  await shot(page, 'hostile-2048-saved-game-1280', false);
  expect(errors).toEqual([]);
});
