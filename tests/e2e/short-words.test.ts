/**
 * Short, tidy words on the built app (issue 35, item 4), in real Chromium, in
 * English and Spanish: on a game's tree the narration names a node by its
 * last move and its depth, never by its path of moves, and the drawn node's
 * name (its tooltip, what assistive technology reads) keeps the whole path;
 * the step counter and the counts carry thousands separators; *Level* says
 * the link's depth; 2048's values have one decimal on the tree and the path
 * strip, a chance node's running sum reads as a sum, its probabilities as
 * 0.9/n; and every value drawn lies inside its shape (the shape's own fill
 * holds each corner of the value's text).
 */
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, settled, useBrowser } from './browser.ts';
import { BOARD_2048 } from './links.ts';

const browser = useBrowser();
const base = inject('baseUrl');

const PROJECTOR = { width: 1024, height: 768 };
const DESK = { width: 1280, height: 800 };
const G2048 = `#/2048?board=${BOARD_2048}&score=500&algo=expectimax&heuristic=h1&variant=text&depth=3&propose=1&step=300`;
const TTT_FULL = '#/tictactoe?position=.........&algo=minimax&depth=9&propose=1&step=40000';
const C4 = '#/connect4?moves=4453&algo=alphabeta&depth=5&propose=1&step=60';

/** The drawn values whose text has a corner outside its node's shape (each corner tested against the shape's own fill). */
function valuesOutside(page: Page): Promise<{ checked: number; outside: string[] }> {
  return page.evaluate(() => {
    const outside: string[] = [];
    let checked = 0;
    for (const g of document.querySelectorAll<SVGGElement>('[data-viewer] search-tree g.node')) {
      const t = g.querySelector<SVGTextElement>(':scope > text.value');
      const shape = g.children[0] as SVGGeometryElement;
      if (t === null || (t.textContent ?? '') === '') continue;
      checked++;
      const size = parseFloat(getComputedStyle(t).fontSize);
      const y = Number(t.getAttribute('y'));
      const half = t.getComputedTextLength() / 2;
      // A digit stands 0.73 em above its baseline (DejaVu Sans, Chromium's system-ui here); the values have nothing below it.
      const corners = [
        [-half, y - 0.73 * size],
        [half, y - 0.73 * size],
        [-half, y],
        [half, y],
      ];
      if (corners.some(([x, cy]) => !shape.isPointInFill(new DOMPoint(x, cy)))) outside.push(`${g.dataset.nodeId}: "${t.textContent}" at ${size} px`);
    }
    return { checked, outside };
  });
}

async function narration(page: Page): Promise<string> {
  return (await page.locator('[data-viewer] [data-narration]').first().textContent()) ?? '';
}

describe('the whole tic-tac-toe tree under minimax at step 40,000', () => {
  test.each([
    ['en', 'Step 40,000 / 1,721,247', 'X8 = 1, so O3 at depth 8 ≥ 1.', 'depth 9 (full search)', 'Nodes visited: 12,716'],
    ['es', 'Paso 40.000 / 1.721.247', 'X8 = 1, así que O3 a profundidad 8 ≥ 1.', 'profundidad 9 (búsqueda completa)', 'Nodos visitados: 12.716'],
  ] as const)('%s: the counter, the narration, the Level, the counts, the node’s whole path in its name', async (lang, counter, said, level, counts) => {
    const { page, errors } = await open(browser(), `${base}${TTT_FULL}&lang=${lang}`, DESK);
    const viewer = page.locator('[data-viewer]').first();
    await viewer.locator('[data-current]').waitFor({ timeout: 60_000 });
    await expect.poll(() => viewer.locator('step-controls [data-step]').getAttribute('data-step')).toBe('40000');
    expect((await viewer.locator('step-controls .counter').textContent())?.replace(/\s+/g, ' ').trim()).toBe(counter);
    expect(await narration(page)).toBe(said);
    expect(await page.locator('board-game-page select[data-field=depth] option:checked').textContent()).toBe(level);
    expect(await viewer.locator('[data-counters]').textContent()).toContain(counts);
    // The current node's name: its move, depth and every move from the root.
    const name = await viewer.locator('search-tree g.node[data-current] title.name').textContent();
    expect(name).toMatch(
      lang === 'en' ? /O3 at depth 8, reached by the moves X0, O2, X6, O1, X5, O7, X4, O3/ : /O3 a profundidad 8, alcanzado con las jugadas X0, O2/,
    );
    // The path strip: each ancestor its move; the current one's whole path on hover.
    const here = viewer.locator('[data-path] [data-path-node][aria-current=step] button');
    expect(await here.locator('.move').textContent()).toBe('O3');
    expect(await here.getAttribute('title')).toMatch(/X0, O2, X6, O1, X5, O7, X4, O3$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

test('Connect-4 at step 60, presented: a move and depth in the narration, every value inside its shape', async () => {
  const { page, errors } = await open(browser(), `${base}${C4}&present=1`, PROJECTOR);
  await page.locator('[data-viewer] [data-current]').first().waitFor({ timeout: 30_000 });
  await settled(page);
  expect(await narration(page)).toMatch(/^X↓\d = −?\d+, so O↓\d at depth 4 ≥ −?\d+\.$/);
  const fit = await valuesOutside(page);
  expect(fit.checked).toBeGreaterThan(5);
  expect(fit.outside).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

describe('2048 at step 300, presented', () => {
  test.each(['en', 'es'] as const)('%s: one decimal on the tree and the path, the sum so far in words, 0.9/n, values inside their shapes', async (lang) => {
    const { page, errors } = await open(browser(), `${base}${G2048}&present=1&lang=${lang}`, PROJECTOR);
    const viewer = page.locator('[data-viewer]').first();
    await viewer.locator('[data-current]').waitFor({ timeout: 30_000 });
    await settled(page);
    const values = await viewer.locator('search-tree g.node text.value').allTextContents();
    const shown = values.filter((v) => v !== '');
    expect(shown.length).toBeGreaterThan(20);
    expect(shown.filter((v) => /\d\.\d{2,}/.test(v))).toEqual([]);
    // The hook keeps the exact value.
    expect((await viewer.locator('search-tree g.node[data-current]').getAttribute('data-value')) ?? '').toMatch(/\.\d{3,}/);
    const path = (await viewer.locator('[data-path]').textContent()) ?? '';
    expect(path).toContain(lang === 'en' ? 'Σ so far ' : 'Σ hasta ahora ');
    expect(path).not.toMatch(/\d\.\d{2,}/);
    expect(path).not.toMatch(/Σ\d/);
    const probabilities = await viewer.locator('search-tree text.p').allTextContents();
    expect(probabilities.length).toBeGreaterThan(0);
    for (const p of probabilities) expect(p).toMatch(/^0\.[19](\/\d+)?$/);
    const fit = await valuesOutside(page);
    expect(fit.outside).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
