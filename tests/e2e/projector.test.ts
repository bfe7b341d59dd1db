/**
 * The tutor on a projector (issue 35), on the built app in real Chromium: on
 * every page that shows a search — the tree, compare, 2048, tic-tac-toe's
 * whole tree, Connect-4, the MCTS view, the ladder's trace, the quiz — at a
 * projector's 1024×768 presented: the tree (both trees on compare) takes at
 * least 60 % of the window, nothing scrolls, every node's text in view is at
 * least 16 px on screen, nothing covers a node, every value fits its shape,
 * and the current node and its parent are in the tree's frame. At 1280×800
 * and on a 390 px phone: no node covered, values in their shapes, the current
 * node and its parent in view. Compare: one control bar, and both whole
 * trees, roots included.
 */
import { describe, expect, inject, test } from 'vitest';
import { open, settled, shot, useBrowser } from './browser.ts';
import { treeFigures } from './projector-measure.ts';
import { BOARD_2048 } from './links.ts';

const browser = useBrowser();
const base = inject('baseUrl');

/** The links, each at a step in the middle of its search. */
const ROUTES: { name: string; hash: string; step: number | null; wait: number }[] = [
  { name: 'tree', hash: '#/tree?src=aima-fig-5-2&algo=alphabeta&step=12', step: 12, wait: 20_000 },
  { name: 'compare', hash: '#/compare?src=aima-fig-5-2&set=algos&step=12', step: 12, wait: 20_000 },
  { name: '2048', hash: `#/2048?board=${BOARD_2048}&score=500&algo=expectimax&heuristic=h1&variant=text&depth=3&propose=1&step=300`, step: 300, wait: 30_000 },
  { name: 'tictactoe-whole', hash: '#/tictactoe?position=.........&algo=minimax&depth=9&propose=1&step=40000', step: 40_000, wait: 90_000 },
  { name: 'connect4', hash: '#/connect4?moves=4453&algo=alphabeta&depth=5&propose=1&step=60', step: 60, wait: 60_000 },
  { name: 'mcts', hash: '#/tictactoe?position=x...o....&algo=mcts&iterations=200&propose=1&step=300', step: null, wait: 30_000 },
  { name: 'quiz', hash: '#/tree?src=aima-fig-5-2&algo=alphabeta&quiz=1', step: null, wait: 20_000 },
  { name: 'ladder', hash: '#/ladder?game=connect4&position=2252576253462244111563365343671351441&rung=deepening', step: null, wait: 30_000 },
  { name: 'ladder-opening', hash: '#/ladder?game=connect4&rung=deepening', step: null, wait: 60_000 },
];

const SIZES = [
  { name: 'projector', viewport: { width: 1024, height: 768 }, present: true },
  { name: 'desk', viewport: { width: 1280, height: 800 }, present: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, present: false },
] as const;

describe.each(SIZES)('at $name', (size) => {
  test.each(ROUTES)('$name: the tree in view, readable, uncovered, with the current node and its parent', async (route) => {
    const { page, errors } = await open(browser(), `${base}/${route.hash}${size.present ? '&present=1' : ''}`, size.viewport);
    const tree = page.locator('search-tree svg g.node[data-node-id], mcts-tree svg g.mnode[data-node-id]').first();
    await tree.waitFor({ state: 'attached', timeout: route.wait });
    if (route.step !== null) {
      await expect.poll(() => page.locator('[data-viewer] [data-step]').first().getAttribute('data-step'), { timeout: route.wait }).toBe(String(route.step));
    }
    await settled(page);
    await shot(page, `projector-${route.name}-${size.name}`, false);
    // On a phone the page scrolls: the student brings each tree into view.
    const f = await treeFigures(page, size.name === 'phone');
    const where = `${route.name} at ${size.name}: ${JSON.stringify(f)}`;
    expect(f.covered, where).toEqual([]);
    expect(f.overflowing, where).toEqual([]);
    expect(f.trees.length, where).toBeGreaterThan(0);
    for (const t of f.trees) {
      if (t.current !== null) expect(t.current, where).toBe(true);
      if (t.parent !== null) expect(t.parent, where).toBe(true);
    }
    if (size.present) {
      expect(f.share, where).toBeGreaterThanOrEqual(0.6);
      expect(f.scrolls, where).toBe(false);
      expect(f.smallestText, where).toBeGreaterThanOrEqual(15.75);
    }
    // At a desk a page opens at its top, its title whole (the ladder's link to a rung's search scrolls to that search, on purpose).
    if (size.name === 'desk' && !route.name.startsWith('ladder')) expect(await page.evaluate(() => scrollY), where).toBe(0);
    if (route.name === 'compare' && size.name !== 'phone') {
      expect(f.sliders, where).toBe(1);
      // AIMA Fig. 5.2's 13 nodes, whole in each tree, roots included.
      for (const t of f.trees) {
        expect(t.inFrame, where).toBe(13);
        expect(t.rootInFrame, where).not.toBe(false);
      }
    }
    if (route.name === 'quiz' && size.present) for (const t of f.trees) expect(t.inFrame, where).toBe(13);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
