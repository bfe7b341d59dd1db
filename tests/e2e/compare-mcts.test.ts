/**
 * The compare page's MCTS mode (`#/compare?game=…`, issue 23) in real
 * Chromium: MCTS and alpha-beta on the same position, run in the worker,
 * their choices, values, nodes and times side by side and a row a move; the
 * choices shown are the ones mctsPosition and searchPosition give in Node for
 * the same settings; the board plays, the URL follows, Cancel stops a long
 * search; axe finds nothing. Screenshots (SCREENSHOTS=1) at a desk, a
 * projector and a phone.
 */
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, settled, shot, useBrowser } from './browser.ts';
import { axeViolations } from './axe.ts';
import { mctsPosition, type MctsJson } from '../../src/app/mcts-position.ts';
import { searchPosition, type PositionJson } from '../../src/app/position-search.ts';

const browser = useBrowser();
const base = inject('baseUrl');

const hash = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
const card = (page: Page, algo: 'mcts' | 'alphabeta') => page.locator(`compare-mcts .card[data-algo=${algo}]`);
/** Both searches answered (no fixed wait: the cards' status is polled). */
async function bothDone(page: Page, timeout = 30_000): Promise<void> {
  await expect
    .poll(async () => `${await card(page, 'mcts').getAttribute('data-status')} ${await card(page, 'alphabeta').getAttribute('data-status')}`, { timeout })
    .toBe('done done');
}

function expected(
  game: 'connect4' | 'tictactoe',
  position: string,
  o: { iterations: number; c: number; seed: number; depth?: number },
): { mcts: MctsJson; ab: PositionJson } {
  const m = mctsPosition({ game, position, iterations: o.iterations, c: o.c, seed: o.seed });
  const a = searchPosition({ game, position, algo: 'alphabeta', depth: o.depth, budget: 20_000_000 });
  if (!m.ok || !a.ok) throw new Error('the expected searches failed');
  return { mcts: m.json, ab: a.json };
}

test('Connect-4 by link: both searches’ choices are mctsPosition’s and searchPosition’s; visits a move as MCTS counted them; the verdict; axe; desk, projector and phone', async () => {
  const link = `${base}#/compare?game=connect4&position=4453&iterations=10000&depth=8&c=1.41&seed=1`;
  const { page, errors } = await open(browser(), link, { width: 1280, height: 800 });
  await bothDone(page);
  const want = expected('connect4', '4453', { iterations: 10_000, c: 1.41, seed: 1, depth: 8 });
  expect(await card(page, 'mcts').getAttribute('data-choice')).toBe(String(want.mcts.action));
  expect(await card(page, 'alphabeta').getAttribute('data-choice')).toBe(String(want.ab.action));
  expect(await card(page, 'alphabeta').getAttribute('data-nodes')).toBe(String(want.ab.nodes));
  expect(await card(page, 'mcts').getAttribute('data-nodes')).toBe(String(want.mcts.nodes));
  expect(await card(page, 'mcts').locator('.choice').textContent()).toContain(`column ${want.mcts.action}`);
  // One row a column, with MCTS's visits; each choice marked in words.
  const visits = await page.$$eval('compare-mcts [data-moves] tr[data-move]', (trs) =>
    trs.map((t) => [(t as HTMLElement).dataset.move!, Number((t as HTMLElement).dataset.visits)] as const),
  );
  expect(Object.fromEntries(visits)).toEqual(want.mcts.visits);
  expect(await page.locator(`compare-mcts tr[data-move="${want.mcts.action}"] .badge.mcts`).textContent()).toBe('MCTS’s choice');
  expect(await page.locator(`compare-mcts tr[data-move="${want.ab.action}"] .badge.ab`).textContent()).toBe('alpha-beta’s choice');
  const agree = want.mcts.action === want.ab.action;
  const verdict = page.locator('compare-mcts [data-verdict]');
  expect(await verdict.getAttribute('data-verdict')).toMatch(agree ? /^agree$/ : /^(tie|maybe|worse)$/);
  expect(await verdict.textContent()).toContain(
    agree ? 'They agree' : `They disagree: MCTS plays column ${want.mcts.action}, alpha-beta column ${want.ab.action}`,
  );
  expect(hash(page)).toBe('#/compare?game=connect4&position=4453&iterations=10000&depth=8&c=1.41&seed=1');
  await shot(page, 'compare-mcts-1280', false);
  await shot(page, 'compare-mcts-1280-full');
  expect(await axeViolations(page)).toEqual([]);
  for (const [name, size] of [
    ['1024', { width: 1024, height: 768 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await shot(page, `compare-mcts-${name}`, false);
    await shot(page, `compare-mcts-${name}-full`);
  }
  expect(errors).toEqual([]);
});

test('tic-tac-toe: a move on the board searches the new position and goes into the link; the settings form too; Cancel stops a long search', async () => {
  const { page, errors } = await open(browser(), `${base}#/compare?game=tictactoe&iterations=2000&seed=3`, { width: 1280, height: 800 });
  await bothDone(page);
  await page.click('compare-mcts .ttt [data-cell="4"]');
  await expect.poll(() => hash(page)).toContain('position=....x....');
  await bothDone(page);
  const want = expected('tictactoe', '....x....', { iterations: 2000, c: Math.SQRT2, seed: 3 });
  expect(await card(page, 'mcts').getAttribute('data-choice')).toBe(String(want.mcts.action));
  expect(await card(page, 'alphabeta').getAttribute('data-choice')).toBe(String(want.ab.action));
  expect(await page.locator('compare-mcts [data-status]').first().textContent()).toContain('O to move');
  // Alpha-beta searched to the end: every move a draw, O's value 0.
  expect(await card(page, 'alphabeta').locator('dd').nth(1).textContent()).toContain('0 for O');
  // The settings: a new seed and C, searched and written into the link.
  await page.fill('compare-mcts [data-field=seed]', '9');
  await page.fill('compare-mcts [data-field=c]', '0.5');
  await page.click('compare-mcts [data-action=compare]');
  await expect.poll(() => hash(page)).toContain('c=0.5&seed=9');
  await bothDone(page);
  const other = expected('tictactoe', '....x....', { iterations: 2000, c: 0.5, seed: 9 });
  expect(await card(page, 'mcts').getAttribute('data-choice')).toBe(String(other.mcts.action));
  await shot(page, 'compare-mcts-ttt-1280', false);
  // A move that ends the game: played, and nothing left to compare.
  await page.goto(`${base}#/compare?game=tictactoe&position=xx..oo...&iterations=500`);
  await bothDone(page);
  await page.click('compare-mcts .ttt [data-cell="2"]');
  await expect.poll(() => page.locator('compare-mcts [data-verdict]').getAttribute('data-verdict')).toBe('over');
  expect(hash(page)).toContain('position=xxx.oo...');
  expect(await page.locator('compare-mcts .card').count()).toBe(0);
  await page.click('compare-mcts [data-action=undo]');
  await expect.poll(() => hash(page)).toContain('position=xx..oo...');
  await bothDone(page);
  // A long search: Cancel stops it, and says so.
  await page.goto(`${base}#/compare?game=connect4&iterations=1000000&depth=10`);
  await expect.poll(() => card(page, 'mcts').getAttribute('data-status')).toBe('running');
  await page.click('compare-mcts [data-action=cancel]');
  await expect.poll(() => page.locator('compare-mcts [data-verdict]').getAttribute('data-verdict')).toBe('cancelled');
  expect(await card(page, 'mcts').getAttribute('data-status')).toBe('cancelled');
  expect(await page.locator('compare-mcts [data-action=cancel]').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the mode from the compare page’s menu, and back; a bad parameter is named; Spanish', async () => {
  const { page, errors } = await open(browser(), `${base}#/compare`, { width: 1280, height: 800 });
  await page.locator('compare-page trace-viewer').first().waitFor();
  await page.selectOption('compare-page [data-field=set]', 'mcts');
  await expect.poll(() => hash(page)).toBe('#/compare?game=connect4');
  await bothDone(page);
  await page.selectOption('compare-page [data-field=set]', 'algos');
  await page.locator('compare-page trace-viewer').first().waitFor();
  expect(await page.locator('compare-mcts').count()).toBe(0);
  await page.goto(`${base}#/compare?game=connect4&position=4453&c=abc&lang=es`);
  await bothDone(page);
  expect(await page.locator('compare-mcts [data-param-message=c]').textContent()).toContain('C debe ser un número decimal de 0 a 10');
  expect(await page.locator('compare-mcts .card[data-algo=mcts] h4').textContent()).toContain(
    'MCTS, 10000 iteraciones'.replace('10000', (10000).toLocaleString('es')),
  );
  expect(await page.locator('compare-mcts table.moves caption').textContent()).toContain('valores para las X');
  expect(errors).toEqual([]);
});
