/**
 * Snapshots of the tree view's SVG, taken from the built app in Chromium:
 * fixed trees at fixed steps, the drawing's markup normalized (elements in
 * order, attributes sorted, coordinates rounded to 2 decimals, Lit's comment
 * markers and blank text dropped, and what the camera or the motion settings
 * change dropped: the viewport's transform, the bands' display, the drawing's
 * classes and style), compared with tests/e2e/__snapshots__/tree-svg/*.svg.
 * A change to a node's classes, hooks, text or place shows as a diff there;
 * `npx vitest run --project e2e tests/e2e/tree-snapshots.test.ts -u` takes
 * them again after a change meant to show.
 */
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { settled, SW_BLOCKED, useBrowser } from './browser.ts';

const browser = useBrowser();
const base = inject('baseUrl');

/** Opens a route with motion reduced (no transitions mid-way), waiting for the tree at `step`. */
async function openAt(route: string, step: number | 'end'): Promise<{ page: Page; errors: string[] }> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', reducedMotion: 'reduce', ...SW_BLOCKED });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`${base}#${route}${step === 'end' ? '' : `&step=${step}`}`);
  await page.locator('step-controls [data-step]').waitFor();
  await expect.poll(() => page.locator('search-tree g.node').count()).toBeGreaterThan(0);
  if (step === 'end') await page.click('[data-action=end]');
  else await expect.poll(() => page.locator('step-controls [data-step]').getAttribute('data-step')).toBe(String(step));
  return { page, errors };
}

/** The first tree view's drawing, normalized (see the header). */
function normalized(page: Page): Promise<string> {
  return page
    .locator('search-tree')
    .first()
    .evaluate(async (el) => {
      // Two frames: every scheduled paint has run.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const svg = el.querySelector('svg')!;
      // The drawing's own box, from the layout alone (the export's viewBox), so the file opens as an SVG.
      const viewBox = /viewBox="([^"]*)"/.exec((el as unknown as { svgText(): string }).svgText())?.[1] ?? '';
      // Numbers with more than 2 decimals (coordinates), rounded; ids such as 0.1.2 are left alone.
      const round = (v: string) => v.replace(/-?\d+\.\d{3,}(?:e[-+]?\d+)?/gi, (m) => String(Math.round(Number(m) * 100) / 100 || 0));
      const escape = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
      const dropped = (e: Element, name: string) =>
        (e === svg && (name === 'class' || name === 'style')) ||
        (e.matches('g.viewport') && name === 'transform') ||
        (e.matches('g.band') && name === 'display');
      const lines: string[] = [];
      const walk = (e: Element, depth: number): void => {
        const attrs = [...e.attributes].filter((a) => !dropped(e, a.name)).map((a) => [a.name, round(a.value)] as const);
        if (e === svg) attrs.push(['viewBox', round(viewBox)], ['xmlns', 'http://www.w3.org/2000/svg']);
        attrs.sort((a, b) => (a[0] < b[0] ? -1 : 1));
        const open = `${'  '.repeat(depth)}<${e.tagName}${attrs.map(([n, v]) => ` ${n}="${escape(v)}"`).join('')}`;
        const kids = [...e.children];
        if (kids.length > 0) {
          lines.push(`${open}>`);
          for (const k of kids) walk(k, depth + 1);
          lines.push(`${'  '.repeat(depth)}</${e.tagName}>`);
        } else {
          const text = (e.textContent ?? '').trim();
          lines.push(text === '' ? `${open}/>` : `${open}>${escape(text)}</${e.tagName}>`);
        }
      };
      walk(svg, 0);
      return `${lines.join('\n')}\n`;
    });
}

const SNAPSHOTS = './__snapshots__/tree-svg';
const AIMA = '/tree?src=aima-fig-5-2&algo=alphabeta';

describe('the tree view, normalized, against its snapshot', () => {
  test.each([
    ['aima-5-2-alphabeta-step-0', AIMA, 0],
    ['aima-5-2-alphabeta-step-10', AIMA, 10],
    ['aima-5-2-alphabeta-end', AIMA, 'end'],
    ['thesis-expectiminimax-step-30', '/tree?src=thesis-expectiminimax&algo=expectiminimax', 30],
    ['cs188-expectimax-end', '/tree?src=cs188-expectimax&algo=expectimax', 'end'],
  ] as const)('%s', async (name, route, step) => {
    const { page, errors } = await openAt(route, step);
    await expect(await normalized(page)).toMatchFileSnapshot(`${SNAPSHOTS}/${name}.svg`);
    await page.context().close();
    expect(errors).toEqual([]);
  });

  test('aima-5-2-alphabeta-step-22-C-collapsed', async () => {
    const { page, errors } = await openAt(AIMA, 22);
    await page.click('search-tree g.node[data-node-id="C"] [data-action=collapse]');
    await expect.poll(() => page.locator('search-tree g.node[data-node-id="C1"]').count()).toBe(0);
    await expect(await normalized(page)).toMatchFileSnapshot(`${SNAPSHOTS}/aima-5-2-alphabeta-step-22-C-collapsed.svg`);
    await page.context().close();
    expect(errors).toEqual([]);
  });
});

test('the normalized drawing is the same in another page and another window size, and tells a changed class or label', async () => {
  const { page } = await openAt(AIMA, 22);
  const first = await normalized(page);
  await page.setViewportSize({ width: 700, height: 600 });
  await expect.poll(() => page.evaluate(() => innerWidth)).toBe(700);
  await settled(page);
  expect(await normalized(page)).toBe(first);
  const again = await openAt(AIMA, 22);
  expect(await normalized(again.page)).toBe(first);
  // A node's class, its value label and its α/β label each change the snapshot.
  const changed = async (mutate: string) => {
    await again.page.evaluate((selector) => {
      const e = document.querySelector(`search-tree ${selector}`)!;
      if (e.tagName === 'text') e.textContent += '!';
      else e.setAttribute('class', `${e.getAttribute('class')} x`);
    }, mutate);
    return normalized(again.page);
  };
  for (const selector of ['g.node[data-node-id="C"] .shape', 'g.node[data-node-id="B"] text.value', 'g.node[data-node-id="A"] text.window']) {
    const before = await normalized(again.page);
    expect(await changed(selector), selector).not.toBe(before);
  }
  await page.context().close();
  await again.page.context().close();
});
