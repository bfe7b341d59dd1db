/* global document, window, KeyboardEvent, setTimeout, requestAnimationFrame -- the page.evaluate callbacks run in the browser */
// Measures the built page in Debian's Chromium (npm run bench:page): time from
// navigation to the first tree drawn, time per step on 2 000- and 20 000-node
// traces, and the gzipped size of the JavaScript. Build first (npm run build).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { preview } from 'vite';
import { chromium } from 'playwright-core';

const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
const { port } = server.httpServer.address();
const base = `http://127.0.0.1:${port}/`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  // 1. Navigation to the first tree drawn (the default tree), median of 5 fresh pages.
  const firsts = [];
  for (let i = 0; i < 5; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const t0 = Date.now();
    await page.goto(`${base}#/tree?src=aima-fig-5-2&algo=alphabeta`);
    await page.locator('search-tree g.node[data-node-id="A"]').waitFor();
    firsts.push(Date.now() - t0);
    await page.close();
  }
  console.log(`first tree drawn: median ${median(firsts)} ms over 5 loads (${firsts.join(', ')})`);

  // 2. Time per step on big traces: random trees through the URL.
  for (const [branching, depth] of [
    [2, 10],
    [4, 7],
  ]) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${base}#/trees`);
    // Build the tree text in Node: a complete tree of this branching and depth.
    let leaf = 0;
    const make = (d, kind) => (d === 0 ? String((leaf++ * 7919) % 100) : `${kind}(${Array.from({ length: branching }, () => make(d - 1, kind === 'max' ? 'min' : 'max')).join(',')})`);
    const tree = make(depth, 'max');
    const t0 = Date.now();
    await page.goto(`${base}#/tree?algo=minimax&tree=${encodeURIComponent(tree)}`);
    await page.locator('step-controls [data-step]').waitFor();
    await page.waitForFunction(() => {
      const total = document.querySelector('tree-page step-controls')?.model?.total;
      return typeof total === 'number' && total > 0;
    });
    const loaded = Date.now() - t0;
    const nodes = await page.locator('search-tree g.node').count();
    // Step forward 200 times, each followed by a frame, timed in the page (follow on: the camera moves with the step).
    const perStep = await page.evaluate(async () => {
      const treePage = document.querySelector('tree-page');
      const viewer = treePage.querySelector('trace-viewer');
      const times = [];
      for (let i = 0; i < 200; i++) {
        const t = performance.now();
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
        await viewer.updateComplete;
        const view = treePage.querySelector('search-tree');
        await view.updateComplete;
        await Promise.resolve();
        // Force style and layout, so the time includes what the browser does with the changes.
        view.querySelector('svg').getBoundingClientRect();
        void document.body.offsetHeight;
        times.push(performance.now() - t);
      }
      const jump = performance.now();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'End' }));
      await viewer.updateComplete;
      await treePage.querySelector('search-tree').updateComplete;
      const end = performance.now() - jump;
      times.sort((a, b) => a - b);
      return { median: times[100], p95: times[190], max: times[199], end };
    });
    console.log(
      `${nodes} nodes: loaded and drawn in ${loaded} ms; one step median ${perStep.median.toFixed(2)} ms, p95 ${perStep.p95.toFixed(2)} ms, max ${perStep.max.toFixed(2)} ms; jump to the end ${perStep.end.toFixed(1)} ms`,
    );
    await page.close();
  }

  // 3. 2048: propose latency on B3 (mid-game) with H1, and the main thread during a depth-7 expectimax search.
  const b3 = [[1024, 8, 4, 0], [512, 16, 4, 2], [256, 2, 0, 0], [128, 0, 0, 0]];
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${base}#/2048?board=${encodeURIComponent(JSON.stringify(b3))}&score=10000`);
  await page.locator('[data-term=h1]').waitFor();
  for (const algo of ['minimax', 'alphabeta', 'expectimax']) {
    for (const depth of [3, 5]) {
      await page.selectOption('[data-field=algo]', algo);
      await page.fill('[data-field=depth]', String(depth));
      await page.locator('[data-field=depth]').dispatchEvent('change');
      const ms = [];
      for (let i = 0; i < 5; i++) {
        // Timed in the page: from the click to the proposal on screen.
        ms.push(
          await page.evaluate(async () => {
            const t0 = performance.now();
            document.querySelector('[data-action=propose]').click();
            await new Promise((r) => setTimeout(r, 0));
            while (document.querySelector('[data-proposal]') === null) await new Promise((r) => requestAnimationFrame(r));
            return performance.now() - t0;
          }),
        );
      }
      const nodes = await page.locator('g2048-page .proposal p').textContent();
      console.log(`propose ${algo} depth ${depth}: median ${median(ms).toFixed(1)} ms (${nodes.replace(/\s+/g, ' ').trim()})`);
    }
  }
  await page.selectOption('[data-field=algo]', 'expectimax');
  await page.fill('[data-field=depth]', '7');
  await page.locator('[data-field=depth]').dispatchEvent('change');
  const responsiveness = await page.evaluate(async () => {
    const lags = [];
    let last = performance.now();
    let running = true;
    const probe = () => {
      const now = performance.now();
      lags.push(now - last);
      last = now;
      if (running) setTimeout(probe, 10);
    };
    setTimeout(probe, 10);
    const t0 = performance.now();
    document.querySelector('[data-action=propose]').click();
    // Keys typed during the search are handled at once: time one.
    await new Promise((r) => setTimeout(r, 200));
    const k0 = performance.now();
    let handled = -1;
    const onKey = () => (handled = performance.now() - k0);
    window.addEventListener('keydown', onKey, { once: true });
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'x' }));
    while (document.querySelector('[data-proposal]')?.closest('g2048-page')?.busy !== false || document.querySelector('g2048-page').busy) {
      await new Promise((r) => setTimeout(r, 20));
    }
    running = false;
    return { searchMs: performance.now() - t0, maxLag: Math.max(...lags) - 10, keyMs: handled };
  });
  console.log(
    `expectimax depth 7 on B3 in the worker: ${responsiveness.searchMs.toFixed(0)} ms; meanwhile the page's longest main-thread delay ${responsiveness.maxLag.toFixed(1)} ms, a key handled in ${responsiveness.keyMs.toFixed(2)} ms`,
  );
  await page.close();

  // 4. Gzipped JavaScript.
  const assets = join('dist', 'assets');
  for (const f of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const raw = readFileSync(join(assets, f));
    console.log(`${f}: ${(raw.length / 1024).toFixed(1)} kB, gzipped ${(gzipSync(raw).length / 1024).toFixed(1)} kB`);
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
