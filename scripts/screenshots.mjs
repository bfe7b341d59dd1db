/* global document, scrollY, requestAnimationFrame, requestIdleCallback -- the page.evaluate callback runs in the browser */
// Remakes the README's pictures in docs/images/ from the app as it is now (`npm run screenshots`):
// builds it into a temporary folder, serves the build, and photographs each view below in Debian's
// Chromium (playwright-core; CHROMIUM_PATH names another). A picture is taken once its view is drawn
// and nothing on the page moves.
import { mkdtempSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'docs/images');

/** The README's pictures: file, link, window, what shows the view is drawn. */
const VIEWS = [
  {
    file: 'tree-page.png',
    hash: '#/tree?src=aima-fig-5-2&algo=alphabeta&step=22&lang=en',
    viewport: { width: 1280, height: 800 },
    ready: 'tree-page search-tree [data-current]',
  },
  {
    file: 'projector.png',
    hash: '#/tree?src=aima-fig-5-2&algo=alphabeta&step=22&present=1&lang=es',
    viewport: { width: 1024, height: 768 },
    ready: 'tree-page search-tree [data-current]',
  },
];

const outDir = mkdtempSync(join(tmpdir(), 'tutor-shots-'));
await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
const server = await preview({ root: ROOT, build: { outDir }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
const address = server.httpServer.address();
const base = `http://127.0.0.1:${address.port}/`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  mkdirSync(OUT, { recursive: true });
  for (const view of VIEWS) {
    const context = await browser.newContext({ viewport: view.viewport, locale: 'en-US', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(base + view.hash);
    await page.locator(view.ready).first().waitFor({ timeout: 60_000 });
    // Still for three frames in a row, then idle.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          let last = '';
          let still = 0;
          const tick = () => {
            const now = JSON.stringify([
              scrollY,
              document.documentElement.scrollHeight,
              [...document.querySelectorAll('g.viewport')].map((g) => g.getAttribute('transform')),
            ]);
            still = now === last ? still + 1 : 0;
            last = now;
            if (still >= 3) requestIdleCallback(() => resolve(undefined), { timeout: 1000 });
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
    );
    const path = join(OUT, view.file);
    await page.screenshot({ path });
    console.log(`wrote docs/images/${view.file} (${view.viewport.width}×${view.viewport.height}, ${Math.round(statSync(path).size / 1024)} KB): ${view.hash}`);
    await context.close();
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  rmSync(outDir, { recursive: true, force: true });
}
