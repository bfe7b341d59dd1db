/** Debian's Chromium, driven by playwright-core (never a downloaded browser). */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS = join(import.meta.dirname, '../../test-results/screenshots');
/**
 * Screenshots are artefacts, not tests: to look at, or to compare by eye before
 * and after a change. They are written only with SCREENSHOTS=1 (`npm run
 * screenshots:tests`), into test-results/screenshots/ (git-ignored); the tests'
 * assertions do not depend on them. (`npm run screenshots` makes the README's
 * pictures, scripts/screenshots.mjs.)
 */
export const SCREENSHOTS = process.env.SCREENSHOTS === '1';

export async function launch(): Promise<Browser> {
  if (SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** One browser for the test file: launched before its tests, closed after. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/**
 * The service worker, in a browser test's fresh context, would install and precache the whole build
 * (about 1.2 MB, every file) in the background of a test that does not look at it. Only the tests of
 * the offline app (offline.test.ts) let it register; every other context blocks it (`SW_BLOCKED`).
 */
export const SW_BLOCKED = { serviceWorkers: 'block' } as const;

/** A page of the given size whose console errors and page errors fail the test (`serviceWorkers: 'allow'` for the offline tests). */
export async function open(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 720 },
  locale = 'en-US',
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, locale, serviceWorkers });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(url);
  return { page, errors };
}

/** With SCREENSHOTS=1, a screenshot to test-results/screenshots/`name`.png: the whole page, or (`fullPage` false) what is on screen. */
export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

/**
 * Waits until nothing on the page moves: every tree's camera (its `g.viewport`
 * transform), the window's scroll and the page's size are the same for
 * `frames` animation frames in a row, no CSS animation or transition is
 * running, and the main thread has gone idle. What a glide, a smooth scroll
 * or a refit after a resize leaves is then final, whatever its duration.
 */
export async function settled(page: Page, frames = 3): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve, reject) => {
        const snapshot = () =>
          JSON.stringify([
            scrollX,
            scrollY,
            document.documentElement.scrollWidth,
            document.documentElement.scrollHeight,
            [...document.querySelectorAll('search-tree g.viewport')].map((g) => g.getAttribute('transform')),
            document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length,
          ]);
        const deadline = performance.now() + 15_000;
        let last = snapshot();
        let still = 0;
        const tick = () => {
          const now = snapshot();
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= frames) requestIdleCallback(() => resolve(), { timeout: 1000 });
          else if (performance.now() > deadline) reject(new Error(`the page is still moving after 15 s: ${now}`));
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    frames,
  );
}
