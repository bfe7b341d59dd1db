/**
 * The tutor page in real Chromium: stepping through AIMA 5.2, stepping back
 * and forth, the compare view, the editor's errors, the language switch,
 * self-check, and random labelled trees through `#/tree?algo=alphabeta&tree=…`
 * against a separate transcription of AIMA's alpha-beta. With SCREENSHOTS=1,
 * screenshots of every route go to test-results/screenshots/ (browser.ts).
 */
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, shot, useBrowser } from './browser.ts';
import { alphaBetaSearch, compact, ids, randomCanonical } from '../shared/aima.ts';

const browser = useBrowser();
const base = inject('baseUrl');

/** Every drawn node's id → data-state. */
async function states(page: Page): Promise<Record<string, string>> {
  return page.$$eval('search-tree g.node', (nodes) => Object.fromEntries(nodes.map((n) => [n.getAttribute('data-node-id'), n.getAttribute('data-state')])));
}

async function ready(page: Page): Promise<void> {
  await page.locator('step-controls [data-step]').waitFor();
  await expect.poll(async () => Number(await page.locator('step-controls [data-action=end]').count())).toBe(1);
  await expect.poll(() => page.locator('search-tree g.node').count()).toBeGreaterThan(0);
}

test('AIMA 5.2 with alpha-beta, stepped to the end: exactly C2 and C3 pruned, the root worth 3', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree?src=aima-fig-5-2&algo=alphabeta`);
  await ready(page);
  // Stopped until the user starts it.
  expect(await page.locator('[data-step]').getAttribute('data-step')).toBe('0');
  expect(Object.values(await states(page)).every((s) => s === 'unvisited')).toBe(true);
  await page.click('[data-action=end]');
  const end = await states(page);
  expect(
    Object.entries(end)
      .filter(([, s]) => s === 'pruned')
      .map(([id]) => id),
  ).toEqual(['C2', 'C3']);
  expect(
    Object.entries(end)
      .filter(([, s]) => s !== 'pruned')
      .every(([, s]) => s === 'done'),
  ).toBe(true);
  expect(await page.locator('search-tree g.node[data-node-id="A"]').getAttribute('data-value')).toBe('3');
  expect(await page.locator('[data-narration]').textContent()).toContain('The root A = 3');
  await shot(page, 'route-tree-end');
  expect(errors).toEqual([]);
});

test('stepping back then forward gives identical node states; keys step too', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree?src=aima-fig-5-2&algo=alphabeta`);
  await ready(page);
  for (let i = 0; i < 22; i++) await page.keyboard.press('ArrowRight');
  expect(await page.locator('[data-step]').getAttribute('data-step')).toBe('22');
  expect(await page.locator('[data-narration]').textContent()).toBe("C ≤ 2 ≤ α = 3: MAX will not come here, so C's remaining children (C2, C3) are pruned.");
  const at22 = await states(page);
  expect(at22.C2).toBe('pruned');
  expect(at22.C).toBe('active');
  await shot(page, 'route-tree-step22');
  for (let i = 0; i < 7; i++) await page.click('[data-action=back]');
  expect((await states(page)).C2).toBe('unvisited');
  for (let i = 0; i < 7; i++) await page.click('[data-action=step]');
  expect(await states(page)).toEqual(at22);
  // The URL holds the step (written 120 ms after the last step): a reload shows the same view.
  await expect.poll(() => page.url()).toContain('step=22');
  await page.reload();
  await ready(page);
  await expect.poll(() => states(page)).toEqual(at22);
  await page.keyboard.press('Home');
  expect(await page.locator('[data-step]').getAttribute('data-step')).toBe('0');
  expect(errors).toEqual([]);
});

test('the compare view counts 9 leaves for minimax and 7 for alpha-beta', async () => {
  const { page, errors } = await open(browser(), `${base}#/compare?src=aima-fig-5-2`);
  const panels = page.locator('compare-page trace-viewer');
  await expect.poll(() => panels.count()).toBe(2);
  expect(await panels.nth(0).getAttribute('data-leaves')).toBe('9');
  expect(await panels.nth(1).getAttribute('data-leaves')).toBe('7');
  await page.locator('compare-page [data-action=end]').first().click();
  await shot(page, 'route-compare');
  await page.selectOption('compare-page [data-field=set]', 'orders');
  await expect.poll(() => panels.count()).toBe(3);
  expect(await Promise.all([0, 1, 2].map((i) => panels.nth(i).getAttribute('data-leaves')))).toEqual(['7', '5', '9']);
  await shot(page, 'route-compare-orders');
  expect(errors).toEqual([]);
});

test('an invalid tree in the editor shows a located error and keeps the previous tree', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree?src=aima-fig-5-2&algo=alphabeta`);
  await ready(page);
  const before = await states(page);
  await page.fill('tree-page textarea[data-field=tree]', 'max(min(3, 12),\n    min(2 4))');
  await page.click('tree-page [data-action=apply]');
  const error = page.locator('tree-page [data-error]');
  await error.waitFor();
  expect(await error.textContent()).toContain("Line 2, column 11: expected ',' or ')' in min( opened at line 2, column 8, but found '4'");
  expect(await states(page)).toEqual(before);
  expect(Object.keys(before)).toContain('D3');
  await shot(page, 'route-tree-error');
  // Fixed, the new tree replaces the old one.
  await page.fill('tree-page textarea[data-field=tree]', 'X:max(Y:min(y1:3, y2:12), Z:min(z1:2, z2:4))');
  await page.click('tree-page [data-action=apply]');
  await expect.poll(async () => Object.keys(await states(page))).toEqual(['X', 'Y', 'y1', 'y2', 'Z', 'z1', 'z2']);
  expect(await page.locator('tree-page [data-error]').count()).toBe(0);
  expect(errors).toEqual([]);
});

test('the language switch changes the narration', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree?src=aima-fig-5-2&algo=alphabeta&step=22`);
  await ready(page);
  await expect.poll(() => page.locator('[data-narration]').textContent()).toContain('are pruned');
  await page.click('[data-lang=es]');
  await expect
    .poll(() => page.locator('[data-narration]').textContent())
    .toBe('C ≤ 2 ≤ α = 3: MAX no elegirá este camino, así que se podan los hijos restantes de C (C2, C3).');
  expect(await page.locator('h1').textContent()).toBe('Tutor de algoritmos de juegos');
  await shot(page, 'route-tree-es');
  expect(errors).toEqual([]);
});

test('self-check grades a wrong answer as wrong, node by node, and a right one as right', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree?src=aima-fig-5-2&algo=alphabeta&check=1`);
  await page.locator('tree-page [data-answer="A"]').waitFor();
  // Wrong: C worth 4, and D2 marked as pruned.
  for (const [id, v] of [
    ['A', '3'],
    ['B', '3'],
    ['C', '4'],
    ['D', '2'],
  ])
    await page.fill(`tree-page [data-answer="${id}"]`, v!);
  await page.click('search-tree g.node[data-node-id="C2"]');
  await page.click('search-tree g.node[data-node-id="D2"]');
  await page.click('tree-page [data-action=check]');
  expect(await page.locator('tree-page [data-verdict]').getAttribute('data-verdict')).toBe('wrong');
  const text = await page.locator('tree-page [data-verdict]').textContent();
  expect(text).toContain('C is ≤ 2, not 4.');
  expect(text).toContain('C3 is pruned: mark it.');
  expect(text).toContain('D2 is not pruned.');
  expect(await page.locator('search-tree g.node[data-node-id="C"]').getAttribute('data-check')).toBe('wrong');
  expect(await page.locator('search-tree g.node[data-node-id="B"]').getAttribute('data-check')).toBe('ok');
  await shot(page, 'route-tree-selfcheck');
  // Right.
  await page.fill('tree-page [data-answer="C"]', '2');
  await page.click('search-tree g.node[data-node-id="D2"]');
  await page.click('search-tree g.node[data-node-id="C3"]');
  await page.click('tree-page [data-action=check]');
  expect(await page.locator('tree-page [data-verdict]').getAttribute('data-verdict')).toBe('right');
  expect(errors).toEqual([]);
});

test('random labelled trees given in the URL, pressed to the end, match AIMA’s alpha-beta node by node', async () => {
  const { page, errors } = await open(browser(), `${base}#/trees`);
  await shot(page, 'route-trees');
  for (let seed = 1; seed <= 12; seed++) {
    const tree = randomCanonical(500 + seed, false);
    const want = alphaBetaSearch(tree);
    await page.goto(`${base}#/tree?algo=alphabeta&tree=${encodeURIComponent(compact(tree))}`);
    await ready(page);
    // The new tree's search is in (the previous one's end is no longer shown); under load the worker may take seconds.
    await expect.poll(() => page.locator('[data-step]').getAttribute('data-step'), { timeout: 15_000 }).toBe('0');
    await page.click('[data-action=end]');
    const got = await states(page);
    const expected = Object.fromEntries(ids(tree).map((id) => [id, want.visited.has(id) ? 'done' : 'pruned']));
    expect(got, `seed ${seed}: ${compact(tree)}`).toEqual(expected);
    expect(await page.locator(`search-tree g.node[data-node-id="${tree.id}"]`).getAttribute('data-value')).toBe(String(want.value));
  }
  expect(errors).toEqual([]);
});

test('export: the view as SVG (with its styles) and PNG, the tree as notation and JSON', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree?src=aima-fig-5-2&algo=alphabeta&step=40`);
  await ready(page);
  const save = async (action: string): Promise<Buffer> => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click(`tree-page [data-action=${action}]`)]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };
  const svgText = (await save('export-svg')).toString('utf8');
  expect(svgText).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svgText).toContain('data-node-id="C2"');
  expect(svgText).toContain('.shape.s-pruned');
  const png = await save('export-png');
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.length).toBeGreaterThan(5000);
  expect((await save('export-compact')).toString('utf8').replace(/\s+/g, '')).toBe(
    'A:max(B:min(B1:3,B2:12,B3:8),C:min(C1:2,C2:4,C3:6),D:min(D1:14,D2:5,D3:2))',
  );
  expect(JSON.parse((await save('export-json')).toString('utf8'))).toMatchObject({ id: 'A', kind: 'max' });
  expect(errors).toEqual([]);
});
