/**
 * The worker bridge in real Chromium (src/ui/platform/bridge.ts): a long search is
 * cancelled through its AbortSignal (the worker is ended) and the next search
 * then works on a fresh worker; an error reply is worded in the page's
 * language and re-worded when the language switches.
 */
import { expect, inject, test } from 'vitest';
import { open, shot, useBrowser } from './browser.ts';

const browser = useBrowser();
const base = inject('baseUrl');

test('2048: a long search is cancelled, and a new one then proposes a move', async () => {
  // Fourteen empty cells and expectimax to depth 9: billions of nodes, far longer than the test.
  const board = [
    [2, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 4],
  ];
  const { page, errors } = await open(browser(), `${base}#/2048?board=${encodeURIComponent(JSON.stringify(board))}&score=0&algo=expectimax&depth=9`);
  await page.click('g2048-page [data-action=propose]');
  const cancel = page.locator('g2048-page [data-action=cancel]');
  await cancel.waitFor();
  // The search has gone to a worker, which is busy with it (the page offers Cancel, not Propose).
  await expect.poll(() => page.workers().length).toBe(1);
  const searching = page.workers()[0]!;
  const ended = new Promise<void>((resolve) => searching.once('close', () => resolve()));
  expect(await cancel.count()).toBe(1);
  expect(await page.locator('g2048-page [data-action=propose]').isDisabled()).toBe(true);
  await cancel.click();
  await expect.poll(() => page.locator('g2048-page [data-message]').textContent()).toBe('Search cancelled.');
  // Cancel ended that worker (it would otherwise search for minutes).
  await ended;
  expect(await cancel.count()).toBe(0);
  expect(await page.locator('g2048-page [data-proposal]').count()).toBe(0);
  // A shallow search now answers: from a fresh worker (the old one, had it not been ended, would be busy for minutes).
  await page.fill('g2048-page [data-field=depth]', '2');
  await page.locator('g2048-page [data-field=depth]').dispatchEvent('change');
  await page.click('g2048-page [data-action=propose]');
  await page.locator('g2048-page [data-proposal]').waitFor();
  expect(await page.locator('g2048-page [data-proposal]').getAttribute('data-value')).toMatch(/^(up|right|down|left)$/);
  await shot(page, 'worker-bridge-cancel-then-propose');
  expect(errors).toEqual([]);
});

test('tree page: a search the worker refuses shows its coded error in the page’s language, re-worded on a language switch', async () => {
  const tree = encodeURIComponent('max(chance(0.5: 1, 0.5: 2), 3)');
  const { page, errors } = await open(browser(), `${base}#/tree?algo=minimax&tree=${tree}`);
  const error = page.locator('tree-page [data-error]');
  await error.waitFor();
  expect(await error.textContent()).toContain('minimax cannot search CHANCE node 0');
  await page.click('[data-lang=es]');
  await expect.poll(() => error.textContent()).toContain('minimax no puede explorar el nodo CHANCE 0');
  await page.click('[data-lang=en]');
  await expect.poll(() => error.textContent()).toContain('minimax cannot search CHANCE node 0');
  expect(errors).toEqual([]);
});
