/**
 * What a screen reader is given by the viewer (issue 36), read from Chromium's
 * accessibility tree (CDP `Accessibility.getFullAXTree`) and the live regions:
 * the search tree is a tree of tree items (not groups) with levels; Tab into
 * it lands on the step's node; the step buttons are a toolbar whose arrows
 * step; the slider says "step 8 of 40"; the navigation marks the page shown;
 * Play says where it stopped and, at the end, that Home goes back to the start;
 * the narration is heard with "max"/"min" as words; the path strip parts a
 * move from its value.
 */
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, useBrowser } from './browser.ts';
import { axeViolations } from './axe.ts';

const browser = useBrowser();
const base = inject('baseUrl');

interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
  parentId?: string;
}

async function axTree(page: Page): Promise<AXNode[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  await cdp.detach();
  return nodes.filter((n) => !n.ignored);
}

const prop = (n: AXNode, name: string) => n.properties?.find((p) => p.name === name)?.value.value;
const said = (page: Page, hook: string) => page.locator(`trace-viewer [${hook}]`).first().textContent();
const stepIn = (page: Page) => page.locator('trace-viewer [data-step]').first().getAttribute('data-step');

test('AIMA 5.2 heard: a tree of 13 tree items with levels, named in words, the step’s node the tab stop; the toolbar, the slider, the navigation', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree?src=aima-fig-5-2&algo=alphabeta&step=8`, { width: 1280, height: 800 });
  await page.waitForSelector('search-tree g.node[aria-current="step"]');
  const nodes = await axTree(page);
  const tree = nodes.filter((n) => n.role?.value === 'tree' && n.name?.value === 'The search');
  expect(tree).toHaveLength(1);
  const items = nodes.filter((n) => n.role?.value === 'treeitem' && /node|leaf/.test(n.name?.value ?? ''));
  expect(items.map((n) => n.name?.value.split(',')[0])).toEqual(
    expect.arrayContaining(['max node A', 'min node B', 'leaf B1', 'leaf B2', 'leaf B3', 'min node C', 'min node D', 'leaf D3']),
  );
  expect(items).toHaveLength(13);
  // Not one drawn node falls back to a group.
  expect(nodes.filter((n) => n.role?.value === 'group' && /node|leaf/.test(n.name?.value ?? ''))).toEqual([]);
  expect(items.map((n) => prop(n, 'level')).sort()).toEqual([1, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
  const current = items.find((n) => /current step/.test(n.name?.value ?? ''))!;
  expect(current.name?.value).toMatch(/^leaf B2, value 12, open, current step$/);
  expect(prop(current, 'focusable')).toBe(true);
  // No word spelled out letter by letter, no glyph for a word.
  for (const n of items) expect(n.name?.value).not.toMatch(/MAX|MIN|▶|◀/);

  // The step buttons: a toolbar named in words; the slider's value text; the navigation's page.
  expect(nodes.some((n) => n.role?.value === 'toolbar' && n.name?.value === 'Step by step')).toBe(true);
  expect(await page.locator('step-controls input[type=range]').getAttribute('aria-valuetext')).toBe('step 8 of 40');
  // The page shown: aria-current, and heard in its name (Orca 43 says nothing of aria-current on a menu item).
  expect(await page.locator('tutor-app nav [aria-current=page]').allTextContents()).toEqual(['Step through, current page']);
  expect(
    nodes
      .filter((n) => n.role?.value === 'menuitem' && /current page/.test(n.name?.value ?? ''))
      .map((n) => [n.role?.value, n.name?.value.replace(/\s+,/, ',')]),
  ).toEqual([['menuitem', 'Step through, current page']]);

  // Tab into the tree lands on the step's node: from Play, Tab until a tree item has focus.
  await page.focus('trace-viewer [data-action=play]');
  let onItem: string | null = null;
  for (let i = 0; i < 40 && onItem === null; i++) {
    await page.keyboard.press('Tab');
    onItem = await page.evaluate(() =>
      document.activeElement?.getAttribute('role') === 'treeitem' ? document.activeElement.getAttribute('data-node-id') : null,
    );
  }
  expect(onItem).toBe('B2');
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
  expect(errors).toEqual([]);
});

test('the step keys work from the step buttons (a toolbar: a screen reader passes them on); the narration is heard with words, not capitals', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree?src=aima-fig-5-2&algo=alphabeta`, { width: 1280, height: 800 });
  await page.waitForSelector('search-tree g.node');
  await page.focus('trace-viewer [data-action=play]');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => stepIn(page)).toBe('1');
  await page.focus('trace-viewer [data-action=step]');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => stepIn(page)).toBe('2');
  await page.keyboard.press('End');
  await expect.poll(() => stepIn(page)).toBe('40');
  await page.keyboard.press('Home');
  await expect.poll(() => stepIn(page)).toBe('0');
  // Shown as written, heard as words: "(MAX)" is seen, "(max)" heard.
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => said(page, 'data-narration')).toMatch(/\(MAX\)/);
  await expect.poll(() => said(page, 'data-narration-heard')).toMatch(/^Start at the root A \(max\), with α = −∞, β = \+∞\.$/);
  expect(await page.locator('trace-viewer [data-narration-heard]').getAttribute('aria-live')).toBe('polite');
  expect(await page.locator('trace-viewer [data-narration] > span').getAttribute('aria-hidden')).toBe('true');
  // A game's path strip: each move, a comma, its value ("X4, value 0", never "X40").
  await page.goto(`${base}#/tictactoe?position=x...o....&algo=alphabeta&depth=2&propose=1&step=20`);
  await page.waitForSelector('trace-viewer [data-path-node]:nth-child(3)');
  const strip = (await axTree(page)).filter((n) => n.role?.value === 'button' && /^[XO]\d/.test(n.name?.value ?? '')).map((n) => n.name?.value);
  // A move with no value yet is its move alone.
  for (const name of strip) expect(name).toMatch(/^[XO]\d(\s*,\s*value\s+\S+)?$/);
  expect(strip.filter((name) => /, value/.test(name ?? '')).length).toBeGreaterThan(0);
  await page.context().close();
  expect(errors).toEqual([]);
});

test('Play heard: where it stopped, that it played to the end, and at the end that Home goes back (it does not start again silently)', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree?src=aima-fig-5-2&algo=alphabeta&step=30`, { width: 1280, height: 800 });
  await page.waitForSelector('search-tree g.node');
  await page.selectOption('trace-viewer step-controls select', '60');
  await page.click('trace-viewer [data-action=play]');
  await expect
    .poll(() => said(page, 'data-play-said'), { timeout: 10_000 })
    .toMatch(/^Played to the end, step 40 of 40\. The root A = 3: the search is over\.$/);
  await page.focus('trace-viewer [data-action=play]');
  await page.keyboard.press(' ');
  await expect.poll(() => said(page, 'data-play-said')).toBe('At the end: step 40 of 40. Home goes back to the start.');
  expect(await stepIn(page)).toBe('40');
  // Paused part-way: the step and its narration.
  await page.keyboard.press('Home');
  await page.selectOption('trace-viewer step-controls select', '0.5');
  await page.click('trace-viewer [data-action=play]');
  await expect.poll(() => stepIn(page)).toBe('1');
  await page.click('trace-viewer [data-action=play]');
  const stopped = Number(await stepIn(page));
  await expect.poll(() => said(page, 'data-play-said')).toMatch(new RegExp(`^Paused at step ${stopped} of 40\\. `));
  // The choice of what Play says is kept, and named in words.
  await page.selectOption('trace-viewer [data-action=play-say]', '10');
  expect(await page.evaluate(() => localStorage.getItem('ast.playSay'))).toBe('10');
  await page.context().close();
  expect(errors).toEqual([]);
});
