/**
 * The experiments page in real Chromium: a small grid played by the Web
 * Worker pool, minimax and alpha-beta winning the same games, charts drawn,
 * results kept over a reload, CSV downloaded.
 */
import { expect, inject, test } from 'vitest';
import { open, shot, useBrowser } from './browser.ts';

const browser = useBrowser();
const base = inject('baseUrl');

test('a small grid runs in workers, draws its charts, survives a reload, and downloads as CSV', async () => {
  const { page, errors } = await open(browser(), `${base}#/experiments`);
  await page.locator('experiments-page [data-field=games]').waitFor();
  await page.fill('experiments-page [data-field=to]', '2');
  await page.locator('experiments-page [data-field=to]').dispatchEvent('change');
  await page.fill('experiments-page [data-field=games]', '3');
  await page.locator('experiments-page [data-field=games]').dispatchEvent('change');
  await page.click('experiments-page [data-action=run]');
  const progress = page.locator('experiments-page [data-played]');
  await expect.poll(() => progress.getAttribute('data-played'), { timeout: 60_000 }).toBe('18');
  expect(await progress.getAttribute('data-total')).toBe('18');
  const wins = async (key: string) => page.locator(`experiments-page tr[data-run="${key}"]`).getAttribute('data-wins');
  for (const d of [1, 2]) expect(await wins(`alphabeta/h1/${d}/text`)).toBe(await wins(`minimax/h1/${d}/text`));
  expect(await page.locator('experiments-page line-chart').count()).toBe(7);
  expect(await page.locator('experiments-page line-chart .series.reference').count()).toBeGreaterThan(0);
  await shot(page, 'route-experiments');
  await page.reload();
  await expect.poll(() => page.locator('experiments-page [data-played]').getAttribute('data-played')).toBe('18');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('experiments-page [data-action=csv]')]);
  const stream = await download.createReadStream();
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  expect(text.trim().split('\n')).toHaveLength(19);
  expect(text.split('\n')[0]).toBe('algo,heuristic,depth,variant,index,seed,win,score,maxTile,moves,ms,nodes');
  expect(errors).toEqual([]);
});
