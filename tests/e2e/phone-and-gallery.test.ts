/**
 * A phone (390 × 844) and the gallery in real Chromium: no route scrolls
 * sideways, in English or Spanish (boards shrink, controls wrap, tables
 * scroll in their own box); the gallery starts with a minimax tree marked
 * "Start here" and groups the trees by topic in teaching order; tic-tac-toe
 * cells show their numbers and proposals name the move ("X in cell 4");
 * X and O have the page's colours (--x-colour, --o-colour) on both boards.
 */
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, settled, shot, useBrowser } from './browser.ts';

const browser = useBrowser();
const base = inject('baseUrl');
const PHONE = { width: 390, height: 844 };

/** How far the page scrolls sideways, once the route has drawn (its trees laid out, nothing moving). */
async function scrollWidth(page: Page): Promise<number> {
  await page.locator('main > *').first().waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await settled(page);
  return page.evaluate(() => document.documentElement.scrollWidth);
}

// The tree, compare and 2048 routes hold the search-tree viewer (its own rewrite owns what overflows there);
// they are checked all the same, so a regression shows.
const ROUTES = [
  ['trees', '#/trees'],
  ['tree (viewer)', '#/tree'],
  ['compare (viewer)', '#/compare'],
  ['2048 (viewer)', '#/2048?seed=5'],
  ['replay', '#/replay'],
  ['tictactoe', '#/tictactoe'],
  ['connect4', '#/connect4'],
  ['experiments', '#/experiments'],
] as const;

describe('at 390 × 844 no route scrolls sideways', () => {
  test.each(ROUTES)('%s', async (name, route) => {
    const { page, errors } = await open(browser(), `${base}${route}`, PHONE);
    expect(await scrollWidth(page), `${route} in English`).toBeLessThanOrEqual(PHONE.width);
    await shot(page, `phone-${name.replace(/ .*/, '')}`);
    await page.click('tutor-app [data-lang=es]');
    expect(await scrollWidth(page), `${route} in Spanish`).toBeLessThanOrEqual(PHONE.width);
    await page.close();
    expect(errors).toEqual([]);
  });

  test('a proposal’s table scrolls in its own box (Connect-4, tic-tac-toe)', async () => {
    const { page, errors } = await open(browser(), `${base}#/connect4?moves=4453&algo=alphabeta&depth=3&human=x`, PHONE);
    await page.click('board-game-page [data-action=propose]');
    await page.locator('board-game-page [data-proposal]').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'phone-connect4-proposal');
    await page.goto(`${base}#/tictactoe?position=x...o....&algo=alphabeta&human=x`);
    await page.click('board-game-page [data-action=propose]');
    await page.locator('board-game-page [data-proposal]').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.close();
    expect(errors).toEqual([]);
  });
});

test('the gallery: topics in teaching order, a minimax tree first, marked "Start here"', async () => {
  const { page, errors } = await open(browser(), `${base}#/trees`);
  const cards = page.locator('gallery-page li[data-fixture]');
  await cards.first().waitFor();
  expect(await page.$$eval('gallery-page section[data-topic]', (els) => els.map((e) => e.getAttribute('data-topic')))).toEqual([
    'minimax',
    'alphabeta',
    'ordering',
    'expectimax',
    'expectiminimax',
    'scale',
  ]);
  const first = cards.first();
  expect(await first.getAttribute('data-start')).not.toBeNull();
  expect(await page.locator('gallery-page [data-start]').count()).toBe(1);
  expect(await first.evaluate((li) => li.closest('section')?.getAttribute('data-topic'))).toBe('minimax');
  expect(await first.locator('.start').textContent()).toBe('Start here');
  expect(await first.locator('.start').isVisible()).toBe(true);
  const name = await first.getAttribute('data-fixture');
  expect(await first.locator('a').first().getAttribute('href')).toBe(`#/tree?src=${name}`);
  const galleryOrder = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-fixture')));
  // The examples' select on the compare and tree pages follows the same order.
  for (const route of ['#/compare', '#/tree']) {
    await page.goto(`${base}${route}`);
    const select = page.locator('main select[data-field=fixture]');
    await select.waitFor();
    const options = await select.locator('option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value).filter((v) => v !== ''));
    expect(options, route).toEqual(galleryOrder);
  }
  await page.goto(`${base}#/trees`);
  await page.click('tutor-app [data-lang=es]');
  await expect.poll(() => page.locator('gallery-page [data-start] .start').textContent()).toBe('Empieza aquí');
  expect(await page.locator('gallery-page section[data-topic=alphabeta] h2').textContent()).toBe('Poda alfa-beta');
  expect(errors).toEqual([]);
});

/** A CSS colour (e.g. a custom property's value) as the browser computes it: "rgb(214, 39, 40)". */
const computed = (page: Page, css: string) =>
  page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  }, css);

test('tic-tac-toe cells show their numbers; X and O have the page’s colours; the proposal names the move', async () => {
  const { page, errors } = await open(browser(), `${base}#/tictactoe?position=x...o....&algo=alphabeta&human=x`);
  const cell = (i: number) => page.locator(`board-game-page > .layout .ttt [data-cell="${i}"]`);
  await cell(8).waitFor();
  for (let i = 0; i < 9; i++) {
    expect(await cell(i).locator('.num').textContent()).toBe(String(i));
    expect(await cell(i).locator('.num').getAttribute('aria-hidden')).toBe('true');
    expect(await cell(i).locator('.num').isVisible()).toBe(true);
  }
  expect(await cell(0).getAttribute('data-value')).toBe('x');
  expect(await cell(4).getAttribute('data-value')).toBe('o');
  expect(await cell(1).getAttribute('data-value')).toBe('');
  expect(await cell(0).locator('.mark').textContent()).toBe('X');
  const x = await computed(page, 'var(--x-colour)');
  const o = await computed(page, 'var(--o-colour)');
  expect(x).not.toBe(o);
  expect(
    await cell(0)
      .locator('.mark')
      .evaluate((e) => getComputedStyle(e).color),
  ).toBe(x);
  expect(
    await cell(4)
      .locator('.mark')
      .evaluate((e) => getComputedStyle(e).color),
  ).toBe(o);
  await page.click('board-game-page [data-action=propose]');
  const proposal = page.locator('board-game-page [data-proposal]');
  await proposal.waitFor();
  const cellIndex = await proposal.getAttribute('data-value');
  expect(cellIndex).toMatch(/^[0-8]$/);
  expect(await proposal.textContent()).toBe(`X in cell ${cellIndex}`);
  // The policy table names the moves as the decision tree's nodes are named: X1 … X8.
  expect(await page.locator('board-game-page table.policy th').first().textContent()).toBe('X1');
  await shot(page, 'tictactoe-numbers');

  // Connect-4: X red and O blue, the same colours; the proposal names the column 1–7.
  await page.goto(`${base}#/connect4?moves=44&algo=alphabeta&depth=3&human=x`);
  const bottom = page.locator('board-game-page > .layout .c4 [data-cell="5,3"]');
  await bottom.waitFor();
  expect(await bottom.getAttribute('data-value')).toBe('x');
  expect(await bottom.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(x);
  expect(await page.locator('board-game-page > .layout .c4 [data-cell="4,3"]').evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(o);
  await page.click('board-game-page [data-action=propose]');
  await proposal.waitFor();
  const column = await proposal.getAttribute('data-value');
  expect(column).toMatch(/^[1-7]$/);
  expect(await proposal.textContent()).toBe(`X in column ${column}`);
  expect(errors).toEqual([]);
});
