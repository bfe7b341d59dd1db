/**
 * Issue 39's contracts on the page, in real Chromium: a parameter a route
 * does not read is a notice naming it on the routes that read none of their
 * own too (`#/replay`, `#/experiments`, embedded or not), which then leave
 * it out of the link they write back (the logic's tests
 * are tests/unit/page-params-unread.test.ts), and a refused MCTS setting on
 * Connect-4 is not written back into the link as its default.
 */
import { expect, inject, test } from 'vitest';
import { open, useBrowser } from './browser.ts';

const browser = useBrowser();
const base = inject('baseUrl');
const DESK = { width: 1280, height: 800 };

test.each([
  ['#/replay?seed=1&foo=%3Cb%3Ex', 'replay-page', ['seed', 'foo'], '#/replay'],
  ['#/experiments?present=1&embed=1&x=1', 'experiments-page', ['x'], '#/experiments?present=1&embed=1'],
  ['#/trees?zzz=2', 'gallery-page', ['zzz'], '#/trees'],
])('%s: each unread parameter named in a notice, and left out of the link', async (hash, element, names, rewritten) => {
  const { page, errors } = await open(browser(), `${base}${hash}`, DESK);
  await page.locator(element).waitFor();
  for (const name of names) {
    const notice = page.locator(`[data-param-message="${name}"]`);
    await expect.poll(() => notice.textContent()).toContain(`this page has no parameter “${name}”`);
  }
  expect(await page.locator('[data-param-message]').count()).toBe(names.length);
  // The link written back is what the page shows: the parameters it did not read left out (a shared link does not carry them on).
  await expect.poll(() => new URL(page.url()).hash).toBe(rewritten);
  expect(errors).toEqual([]);
});

test('#/connect4?algo=mcts&iterations=bogus: refused, and the link written back leaves the defaults out', async () => {
  const { page, errors } = await open(browser(), `${base}#/connect4?algo=mcts&iterations=bogus`, DESK);
  await expect.poll(() => page.locator('[data-param-message="iterations"]').textContent()).toContain('iterations=bogus was not used');
  await expect.poll(() => new URL(page.url()).hash).toBe('#/connect4?algo=mcts&human=x');
  expect(errors).toEqual([]);
});
