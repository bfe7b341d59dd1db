/**
 * The page in real Chromium: the minimal search page finds the textbook
 * answers through the worker, speaks both languages, and shows located
 * errors without losing the last result. Screenshots go to
 * test-results/screenshots/.
 */
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, open, shot } from './browser.ts';

let browser: Browser;
const url = inject('baseUrl');

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

test('AIMA Fig. 5.2 is searched with alpha-beta on load, in English', async () => {
  const { page, errors } = await open(browser, url);
  const result = page.locator('[data-result]');
  await result.waitFor();
  expect(await result.getAttribute('data-value')).toBe('3');
  expect(await result.getAttribute('data-best-action')).toBe('B');
  expect(await page.locator('[data-evaluated]').textContent()).toBe('B1 B2 B3 C1 D1 D2 D3');
  expect(await page.locator('[data-pruned]').textContent()).toBe('C2 C3');
  await expect.poll(() => page.locator('ol.steps li').count()).toBe(40);
  expect(await page.locator('ol.steps').textContent()).toContain("C ≤ 2 ≤ α = 3: MAX will not come here, so C's remaining children (C2, C3) are pruned.");
  await shot(page, 'search-page-en');
  expect(errors).toEqual([]);
});

test('a Spanish browser gets Spanish; the switch changes it and is remembered', async () => {
  const { page, errors } = await open(browser, url, undefined, 'es-ES');
  await page.locator('[data-result]').waitFor();
  expect(await page.locator('h1').textContent()).toBe('Tutor de algoritmos de juegos');
  expect(await page.locator('ol.steps').textContent()).toContain('se podan los hijos restantes de C (C2, C3)');
  await shot(page, 'search-page-es');
  await page.locator('[data-lang=en]').click();
  expect(await page.locator('h1').textContent()).toBe('Adversarial Search Tutor');
  await page.reload();
  await page.locator('[data-result]').waitFor();
  expect(await page.locator('h1').textContent()).toBe('Adversarial Search Tutor');
  expect(errors).toEqual([]);
});

test('options reach the searcher: the strict tie rule reads one more leaf', async () => {
  const { page, errors } = await open(browser, url);
  await page.locator('[data-result]').waitFor();
  await page.selectOption('[data-field=fixture]', 'tie-rule');
  await expect.poll(() => page.locator('[data-evaluated]').textContent()).toBe('b1 b2 b3 c1');
  await page.selectOption('[data-field=tieRule]', 'strict');
  await page.click('[data-action=search]');
  await expect.poll(() => page.locator('[data-evaluated]').textContent()).toBe('b1 b2 b3 c1 c2');
  await page.selectOption('[data-field=fixture]', 'cs188-expectimax');
  await expect.poll(() => page.locator('[data-result]').getAttribute('data-value')).toBe('8');
  expect(errors).toEqual([]);
});

test('a malformed tree gets a located error', async () => {
  const { page, errors } = await open(browser, url);
  await page.locator('[data-result]').waitFor();
  await page.fill('[data-field=tree]', 'max(min(3, 12),\n    min(2 4))');
  await page.click('[data-action=search]');
  const error = page.locator('[data-error]');
  await error.waitFor();
  expect(await error.textContent()).toBe("Line 2, column 11: expected ',' or ')' in min( opened at line 2, column 8, but found '4'");
  await shot(page, 'search-page-error');
  // In Spanish, the same error in Spanish.
  await page.locator('[data-lang=es]').click();
  expect(await error.textContent()).toBe("Línea 2, columna 11: se esperaba ',' o ')' en min( abierto en la línea 2, columna 8, pero hay '4'");
  await page.locator('[data-lang=en]').click();
  // Fixed, it searches again.
  await page.fill('[data-field=tree]', 'max(min(3, 12), min(2, 4))');
  await page.click('[data-action=search]');
  await expect.poll(() => page.locator('[data-result]').getAttribute('data-value')).toBe('3');
  expect(errors).toEqual([]);
});
