/**
 * WCAG 2.0 / 2.1 A and AA (issue 21, item 1): axe-core, loaded into the built
 * app in real Chromium, over every route view — at a desk (1280 × 800) and on
 * a phone (390 × 844), in the light and the dark theme, and in presentation
 * mode (`present=1`) in both themes. Any violation, whatever its impact, fails
 * the view's test, listed by rule, impact and element.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { settled, SW_BLOCKED, useBrowser } from './browser.ts';
import { axeViolations } from './axe.ts';

const browser = useBrowser();
const base = inject('baseUrl');

/** A 2048 position with every tile up to 2048 on it, so that each tile colour is checked. */
const BOARD_2048 = encodeURIComponent(
  JSON.stringify([
    [2, 4, 8, 16],
    [32, 64, 128, 256],
    [512, 1024, 2048, 4096],
    [0, 2, 0, 4],
  ]),
);

interface View {
  name: string;
  hash: string;
  /** What shows the view is drawn (besides `main > *`). */
  ready: string[];
  /** What is pressed once it is drawn, and what shows that it is done (`#/code`: Run, then the verdict and both trees). */
  then?: { click: string; ready: string[] };
}

/** A JavaScript alpha-beta with a bug (children searched in reverse): `#/code` shows its verdict, its divergence and both trees. */
const REVERSED = Buffer.from(readFileSync(join(import.meta.dirname, '../../examples/student/alphabeta_reversed.js'), 'utf8'), 'utf8').toString('base64url');

/** Every route view: the tree at a middle step, games with a proposal shown. */
const VIEWS: View[] = [
  { name: 'trees', hash: '#/trees', ready: ['gallery-page a[href^="#/tree"]'] },
  { name: 'tree', hash: '#/tree?src=aima-fig-5-2&algo=alphabeta&step=12', ready: ['[data-viewer] [data-step="12"]', 'search-tree [data-node-id]'] },
  { name: 'compare', hash: '#/compare?src=aima-fig-5-2', ready: ['[data-viewer] [data-step]', 'search-tree [data-node-id]'] },
  {
    name: '2048',
    hash: `#/2048?board=${BOARD_2048}&score=500&algo=expectimax&heuristic=h1&propose=1&depth=2`,
    ready: ['g2048-page [data-proposal]', 'search-tree [data-node-id]'],
  },
  { name: 'replay', hash: '#/replay', ready: ['replay-page'] },
  { name: 'experiments', hash: '#/experiments', ready: ['experiments-page [data-field=games]'] },
  {
    name: 'tictactoe',
    hash: '#/tictactoe?position=x...o....&algo=alphabeta&human=x&propose=1',
    ready: ['board-game-page [data-proposal]', 'search-tree [data-node-id]'],
  },
  {
    name: 'connect4',
    hash: '#/connect4?moves=4453&algo=alphabeta&depth=3&human=x&propose=1',
    ready: ['board-game-page [data-proposal]', 'search-tree [data-node-id]'],
  },
  {
    name: 'exercise',
    hash: '#/exercise?seed=12&count=2&difficulty=hard&algo=alphabeta',
    ready: ['exercise-page [data-exercise]', 'exercise-tree [data-node-id]'],
  },
  {
    name: 'code',
    hash: `#/code?style=js&algo=alphabeta&code=${REVERSED}`,
    ready: ['[data-code-editor] .cm-content'],
    then: {
      click: '[data-action="run-code"]',
      ready: [
        '[data-divergence]',
        'trace-viewer[data-algo="yours"] search-tree [data-node-id]',
        'trace-viewer[data-algo="reference"] search-tree [data-node-id]',
      ],
    },
  },
  {
    name: 'ladder',
    hash: '#/ladder?game=connect4&position=2252576253462244111563365343671351441&rung=deepening',
    ready: ['ladder-page [data-rung=bounds][data-status=exact]', 'ladder-page [data-passes]', 'search-tree [data-node-id]'],
  },
];

interface Setting {
  name: string;
  viewport: { width: number; height: number };
  colorScheme: 'light' | 'dark';
  present: boolean;
  /** The page's language by link (`lang=es`); absent: the browser's, English. */
  lang?: 'es';
}

const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SETTINGS: Setting[] = [
  { name: 'desk light', viewport: DESK, colorScheme: 'light', present: false },
  { name: 'desk dark', viewport: DESK, colorScheme: 'dark', present: false },
  { name: 'phone light', viewport: PHONE, colorScheme: 'light', present: false },
  { name: 'phone dark', viewport: PHONE, colorScheme: 'dark', present: false },
  { name: 'present light', viewport: DESK, colorScheme: 'light', present: true },
  { name: 'present dark', viewport: DESK, colorScheme: 'dark', present: true },
  { name: 'projector dark, Spanish', viewport: { width: 1024, height: 768 }, colorScheme: 'dark', present: true, lang: 'es' },
  { name: 'phone light, Spanish', viewport: PHONE, colorScheme: 'light', present: false, lang: 'es' },
];

async function openView(b: Browser, view: View, setting: Setting): Promise<{ page: Page; errors: string[] }> {
  const context = await b.newContext({ viewport: setting.viewport, colorScheme: setting.colorScheme, locale: 'en-US', ...SW_BLOCKED });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const extra = [setting.present ? 'present=1' : '', setting.lang === undefined ? '' : `lang=${setting.lang}`].filter((x) => x !== '').join('&');
  const hash = extra === '' ? view.hash : `${view.hash}${view.hash.includes('?') ? '&' : '?'}${extra}`;
  await page.goto(`${base}${hash}`);
  await page.locator('main > *').first().waitFor({ state: 'attached', timeout: 20_000 });
  for (const hook of view.ready) await page.locator(hook).first().waitFor({ state: 'attached', timeout: 30_000 });
  if (view.then !== undefined) {
    await settled(page);
    await page.click(view.then.click);
    for (const hook of view.then.ready) await page.locator(hook).first().waitFor({ state: 'attached', timeout: 30_000 });
  }
  await settled(page);
  return { page, errors };
}

describe.each(SETTINGS.map((s) => [s.name, s] as const))('axe, WCAG 2.0/2.1 A and AA, %s', (_, setting) => {
  test.each(VIEWS.map((v) => [v.name, v] as const))('#/%s', async (_, view) => {
    const { page, errors } = await openView(browser(), view, setting);
    try {
      expect(await axeViolations(page, 'html')).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
