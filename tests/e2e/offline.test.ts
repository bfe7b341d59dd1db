/**
 * Offline (issue 24, point 5) in real Chromium: the built app is a
 * progressive web app. Its service worker (vite-plugin-pwa's Workbox,
 * vite.config.ts) precaches every file of the build — both workers' bundles
 * among them — and a manifest makes it installable; after a first visit the
 * page reloads with the network cut, in the browser and on the server, and
 * still searches in its workers; a new version deployed is announced and
 * taken from the update notice (src/ui/shell/update-notice.ts).
 *
 * The harness's server (setup.ts) is shared by every file and cannot be
 * stopped, so this file serves the same build (E2E_OUT, else dist/) itself,
 * under a sub-path (`/course/tutor/`, as a static host would), with a switch
 * that makes it stop answering and another that deploys a second build.
 * Each test has a browser context of its own: no service worker or cache
 * carries over between tests (nor from or to the other files').
 */
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { readFile, readdir, rm, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, inject, test } from 'vitest';
import { build } from 'vite';
import type { BrowserContext, Page } from 'playwright-core';
import { open, shot, useBrowser } from './browser.ts';
import { axeViolations } from './axe.ts';

const browser = useBrowser();
const ROOT = resolve(import.meta.dirname, '../..');
/** The build the harness made and serves (setup.ts): the first version. */
const BUILD = resolve(ROOT, process.env.E2E_OUT ?? 'dist');
const PATH = '/course/tutor/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
};

/** A static host for one build folder under PATH; `down` drops every connection unanswered, `served` counts what it answered. */
class Host {
  root = BUILD;
  down = false;
  served = 0;
  private readonly sockets = new Set<Socket>();
  private readonly server: Server = createServer((req, res) => {
    if (this.down) {
      req.socket.destroy();
      return;
    }
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    if (!path.startsWith(PATH)) return void res.writeHead(404).end();
    const file = join(this.root, path.slice(PATH.length) || 'index.html');
    if (relative(this.root, file).startsWith('..')) return void res.writeHead(403).end();
    readFile(file).then(
      (body) => {
        this.served++;
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' }).end(body);
      },
      () => res.writeHead(404).end(),
    );
  });

  constructor() {
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return `http://127.0.0.1:${address.port}${PATH}`;
  }

  /** Stops answering, and drops the connections the browser keeps open. */
  cut(): void {
    this.down = true;
    for (const s of this.sockets) s.destroy();
  }

  close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    return new Promise((done) => this.server.close(() => done()));
  }
}

const host = new Host();
let url = '';
beforeAll(async () => {
  url = await host.start();
});
afterAll(() => host.close());
beforeEach(() => {
  host.down = false;
  host.root = BUILD;
});

/** Every file of a build folder, relative to it. */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'));
}

/** Opens the app and waits until its service worker is active and controls the page. */
async function controlled(route: string): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const { page, errors } = await open(browser(), `${url}${route}`, undefined, undefined, 'allow');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(url);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state), { timeout: 30_000 }).toBe('activated');
  return { page, context: page.context(), errors };
}

/** What the service worker precached, as paths relative to the app (Workbox's revision parameter dropped). */
const precached = (page: Page): Promise<string[]> =>
  page.evaluate(async (base) => {
    const names = (await caches.keys()).filter((n) => n.startsWith('workbox-precache'));
    const urls: string[] = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.map((u) => {
      const clean = new URL(u);
      clean.searchParams.delete('__WB_REVISION__');
      return clean.href.slice(base.length);
    });
  }, url);

/** A PNG's width and height, from its IHDR. */
const pngSize = (bytes: number[]): [number, number] => {
  const b = Buffer.from(bytes);
  expect(b.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
};

test('the service worker precaches every file of the build, both workers’ bundles among them, and the manifest makes it installable', async () => {
  const files = await filesOf(BUILD);
  // sw.js and its Workbox runtime are the service worker itself (fetched by the browser, never precached);
  // Pyodide's files (pyodide/, 13 MB) are cached when Python first runs on `#/code`, not with the app.
  const app = files.filter((f) => f !== 'sw.js' && !/^workbox-[\w-]+\.js$/.test(f) && !f.startsWith('pyodide/')).sort();
  expect(files.filter((f) => f.startsWith('pyodide/')).sort()).toEqual(
    ['pyodide-lock.json', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'pyodide.mjs', 'python_stdlib.zip'].map((f) => `pyodide/${f}`),
  );
  for (const worker of ['search', 'experiment'])
    expect(
      app.some((f) => new RegExp(`^assets/${worker}\\.worker-[\\w-]+\\.js$`).test(f)),
      `${worker} worker bundle`,
    ).toBe(true);
  expect(app).toEqual(expect.arrayContaining(['index.html', 'manifest.webmanifest', 'pwa-192.png', 'pwa-512.png', 'pwa-maskable-512.png']));
  expect(app.some((f) => f.endsWith('.md'))).toBe(true); // the accessibility statement, linked from every page
  // The precache manifest as built, in sw.js: every file once, nothing else.
  const sw = await readFile(join(BUILD, 'sw.js'), 'utf8');
  const listed = [...sw.matchAll(/\{url:"([^"]+)",revision:(?:"[0-9a-f]+"|null)\}/g)].map((m) => m[1]!);
  expect(listed.slice().sort()).toEqual(app);

  const { page, errors } = await controlled('#/trees');
  // What the browser holds: the same files.
  expect((await precached(page)).sort()).toEqual(app);

  // Installable: a linked manifest with a name, a start URL and scope inside the app, standalone, PNG icons at 192 and 512 px.
  const manifestUrl = await page.locator('link[rel=manifest]').evaluate((l) => (l as HTMLLinkElement).href);
  expect(manifestUrl).toBe(`${url}manifest.webmanifest`);
  const manifest = (await page.evaluate(async (u) => (await fetch(u)).json(), manifestUrl)) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Adversarial Search Tutor', start_url: './', scope: './', display: 'standalone', theme_color: '#1f4e8c' });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(new URL(manifest.start_url, manifestUrl).href).toBe(url);
  expect(new URL(manifest.scope, manifestUrl).href).toBe(url);
  for (const size of [192, 512])
    expect(manifest.icons.some((i) => i.sizes === `${size}x${size}` && i.type === 'image/png' && i.purpose.split(' ').includes('any'))).toBe(true);
  for (const icon of manifest.icons) {
    const bytes = await page.evaluate(async (u) => {
      const r = await fetch(u);
      return { type: r.headers.get('content-type'), body: [...new Uint8Array(await r.arrayBuffer())] };
    }, new URL(icon.src, manifestUrl).href);
    expect(bytes.type).toBe('image/png');
    const [w, h] = pngSize(bytes.body);
    expect(`${w}x${h}`).toBe(icon.sizes);
  }
  expect(await page.locator('meta[name=theme-color]').getAttribute('content')).toBe('#1f4e8c');
  expect(errors).toEqual([]);
});

test('after a first visit the app reloads with the network cut, and searches in its workers: a tree stepped, a tic-tac-toe proposal, an experiment', async () => {
  const { page, context, errors } = await controlled('#/tree?src=aima-fig-5-2&algo=alphabeta');
  await page.locator('search-tree g.node').first().waitFor({ state: 'attached' });
  // The network cut twice: the browser is offline, and the server drops every connection.
  host.cut();
  await context.setOffline(true);
  const served = host.served;
  const probe = await context.newPage();
  expect(
    await probe.evaluate(
      (u) =>
        fetch(`${u}index.html`, { cache: 'no-store', mode: 'no-cors' }).then(
          () => 'answered',
          () => 'failed',
        ),
      url,
    ),
  ).toBe('failed');
  await probe.close();

  await page.reload();
  await page.locator('step-controls [data-action=end]').first().waitFor();
  await expect.poll(() => page.locator('search-tree g.node').count(), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.click('[data-action=end]');
  await expect.poll(() => page.locator('search-tree g.node[data-node-id="A"]').getAttribute('data-value')).toBe('3');
  const pruned = await page.$$eval('search-tree g.node[data-state=pruned]', (nodes) => nodes.map((n) => n.getAttribute('data-node-id')));
  expect(pruned).toEqual(['C2', 'C3']);
  await shot(page, 'offline-tree');

  // A page not opened before, loaded from scratch: the search worker proposes.
  await page.goto(`${url}#/tictactoe?position=x...o....&algo=alphabeta&human=x`);
  await page.reload();
  await page.click('board-game-page [data-action=propose]');
  await page.locator('board-game-page [data-proposal]').waitFor({ timeout: 30_000 });
  expect(await page.locator('board-game-page table.policy th').count()).toBe(7);
  await page.locator('board-game-page search-tree g.node').first().waitFor({ state: 'attached' });

  // The experiment worker: the smallest grid, played offline.
  await page.goto(`${url}#/experiments`);
  await page.reload();
  await page.locator('experiments-page [data-field=games]').waitFor();
  for (const [field, value] of [
    ['to', '1'],
    ['games', '1'],
  ] as const) {
    await page.fill(`experiments-page [data-field=${field}]`, value);
    await page.locator(`experiments-page [data-field=${field}]`).dispatchEvent('change');
  }
  await page.click('experiments-page [data-action=run]');
  const progress = page.locator('experiments-page [data-played]');
  await expect.poll(async () => Number(await progress.getAttribute('data-total'))).toBeGreaterThan(0);
  await expect.poll(async () => (await progress.getAttribute('data-played')) === (await progress.getAttribute('data-total')), { timeout: 60_000 }).toBe(true);
  await shot(page, 'offline-experiments');

  expect(errors).toEqual([]);

  // The accessibility statement the footer links to: the file itself, not the app's page in its place.
  // (A text file names no icon, so Chromium asks for /favicon.ico at the host's root: outside the
  // app, not its to cache, and unanswered offline. Nothing else may fail.)
  const failed: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && new URL(m.location().url).pathname !== '/favicon.ico') failed.push(`${m.location().url} ${m.text()}`);
  });
  const statement = await page.locator('tutor-app [data-action=accessibility]').getAttribute('href');
  await page.goto(new URL(statement!, page.url()).href);
  expect(await page.locator('body').textContent()).toContain('# Accessibility statement');
  expect(failed).toEqual([]);

  expect(host.served).toBe(served);
});

test('the harness’s server, which every other file uses, serves the same build: its service worker takes each fresh context', async () => {
  const base = inject('baseUrl');
  const { page, errors } = await open(browser(), `${base}#/trees`, undefined, undefined, 'allow');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(base);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  await page.context().close();
  // A new context starts uncontrolled: the page's first document is fetched from the server, not from a previous context's cache.
  const fresh = await browser().newContext();
  const next = await fresh.newPage();
  await next.addInitScript(() => {
    (window as unknown as { controlledAtStart: boolean }).controlledAtStart = navigator.serviceWorker.controller !== null;
  });
  await next.goto(`${base}#/trees`);
  expect(await next.evaluate(() => (window as unknown as { controlledAtStart: boolean }).controlledAtStart)).toBe(false);
  await fresh.close();
  expect(errors).toEqual([]);
});

/** A second build of the same app, as a new deployment: the page's HTML carries `<meta name="tutor-build" content="2">`, its files new names. */
let second = '';
async function buildSecond(): Promise<string> {
  if (second !== '') return second;
  const outDir = await mkdtemp(join(tmpdir(), 'tutor-v2-'));
  const marker = {
    name: 'tutor-build-2',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'tutor-build', content: '2' }, injectTo: 'head' as const }],
  };
  // Its files named anew, as a deployment's change names them (a build of the same code would give them the old names,
  // and a tab on the old version would find them still there).
  const v2 = { chunkFileNames: 'assets/v2-[name]-[hash].js', entryFileNames: 'assets/v2-[name]-[hash].js', assetFileNames: 'assets/v2-[name]-[hash][extname]' };
  await build({ root: ROOT, logLevel: 'warn', plugins: [marker], build: { outDir, emptyOutDir: true, rollupOptions: { output: v2 } } });
  second = outDir;
  return outDir;
}
afterAll(async () => {
  if (second !== '') await rm(second, { recursive: true, force: true });
});

test(
  'a new version deployed: a notice says so in the page’s language, is the first tab stop, and Reload takes the new version',
  { timeout: 150_000 },
  async () => {
    const v2 = await buildSecond();
    const { page, errors } = await controlled('#/trees?lang=es');
    const notice = page.locator('update-notice [data-update]');
    const reload = page.locator('update-notice [data-action=update-reload]');
    expect(await page.locator('meta[name=tutor-build]').count()).toBe(0);

    // Deployed: the next visit finds the new service worker, which waits while this version is in use.
    host.root = v2;
    await page.reload();
    await reload.waitFor({ timeout: 30_000 });
    expect(await page.locator('meta[name=tutor-build]').count()).toBe(0);
    expect(await notice.getAttribute('role')).toBe('status');
    expect(await notice.textContent()).toContain('Hay una versión nueva del tutor.');
    expect(await reload.textContent()).toBe('Recargar');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('update-reload');
    expect(await axeViolations(page, 'update-notice')).toEqual([]);
    await shot(page, 'update-notice-es', false);

    // Later: gone until the next visit, which shows it again (the new version is still waiting).
    await page.click('update-notice [data-action=update-later]');
    expect(await page.locator('update-notice').count()).toBe(0);
    await page.reload();
    await reload.waitFor({ timeout: 30_000 });

    // The language switched: the notice follows.
    await page.click('tutor-app [data-lang=en]');
    await expect.poll(() => notice.textContent()).toContain('A new version of the tutor is available.');
    expect(await reload.textContent()).toBe('Reload');
    await shot(page, 'update-notice-en', false);

    // Reload, from the keyboard: the new version takes over and the page reloads into it.
    await reload.focus();
    await page.keyboard.press('Enter');
    await page.locator('meta[name=tutor-build][content="2"]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.locator('gallery-page').waitFor();
    expect(await page.locator('update-notice').count()).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    expect(errors).toEqual([]);
  },
);

test(
  'a new version deployed under the tab that installed the app: Reload loads it, the game in progress kept, and a page never opened before opens (issue 39)',
  { timeout: 150_000 },
  async () => {
    const v2 = await buildSecond();
    // The first visit: the page loaded with no service worker in control; the one it installed claims it.
    const { page, errors } = await controlled('#/2048?seed=7');
    const moves = () => page.locator('g2048-page section.play [data-moves]').getAttribute('data-moves');
    const cells = () => page.$$eval('g2048-page section.play g2048-board [data-cell]', (els) => els.map((e) => e.getAttribute('data-value')).join(','));
    await page.locator('g2048-page section.play g2048-board [data-cell]').first().waitFor();
    // Three moves (a key that moves nothing is passed over: the next is tried).
    for (let k = 0; Number(await moves()) < 3 && k < 40; k++) {
      const before = await moves();
      await page.keyboard.press(['ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowRight'][k % 4]!);
      await page
        .waitForFunction((m) => document.querySelector('g2048-page section.play [data-moves]')?.getAttribute('data-moves') !== m, before, { timeout: 300 })
        .catch(() => undefined);
    }
    expect(await moves()).toBe('3');
    const game = [await moves(), await cells()];
    // Deployed, the old hashed files gone; the browser checks for an update (as it does every day, or on a navigation).
    host.root = v2;
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const reload = page.locator('update-notice [data-action=update-reload]');
    await reload.waitFor({ timeout: 30_000 });
    await reload.click();
    await page.locator('meta[name=tutor-build][content="2"]').waitFor({ state: 'attached', timeout: 30_000 });
    // The game goes on where it was.
    await page.locator('g2048-page section.play g2048-board [data-cell]').first().waitFor();
    expect([await moves(), await cells()]).toEqual(game);
    // A page whose code this tab never loaded: the new version's, there.
    await page.evaluate(() => (location.hash = '#/ladder'));
    await page.locator('ladder-page [data-ladder-trace]').waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  },
);

test(
  'a tab left on the old version after another took the new one: a page it never opened reloads into the new version, not a blank page (issue 39)',
  { timeout: 150_000 },
  async () => {
    const v2 = await buildSecond();
    const { page: old, context, errors } = await controlled('#/trees');
    await old.locator('gallery-page').waitFor();
    host.root = v2;
    // Another tab takes the new version: its files replace the old ones in the cache.
    const other = await context.newPage();
    await other.goto(`${url}#/trees`);
    await other.locator('update-notice [data-action=update-reload]').click({ timeout: 30_000 });
    await other.locator('meta[name=tutor-build][content="2"]').waitFor({ state: 'attached', timeout: 30_000 });
    // The first tab, still on the old version, opens a page whose code it never loaded: gone from the host and the cache.
    expect(await old.locator('meta[name=tutor-build]').count()).toBe(0);
    await old.evaluate(() => (location.hash = '#/ladder'));
    await old.locator('meta[name=tutor-build][content="2"]').waitFor({ state: 'attached', timeout: 30_000 });
    await old.locator('ladder-page [data-ladder-trace]').waitFor({ timeout: 30_000 });
    // The old tab's failed fetch of its old file is the one error: nothing else.
    expect(errors.filter((e) => !/Failed to fetch dynamically imported module|Importing a module script failed|404/.test(e))).toEqual([]);
  },
);

test('`#/code`: Python is fetched only when it first runs, then runs offline', async () => {
  const source = Buffer.from('def minmax_decision(state, game):\n    return max(game.actions(state), key=lambda a: 0)\n', 'utf8').toString('base64url');
  const { page, context, errors } = await controlled(`#/code?style=aima&algo=minimax&code=${source}`);
  const pyodide = () => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/pyodide/')).length);
  await page.locator('[data-code-editor] .cm-content').waitFor();
  // Not with the app: nothing of Pyodide fetched or cached before Run.
  expect(await pyodide()).toBe(0);
  expect(await page.evaluate(async () => (await caches.keys()).some((k) => k.startsWith('pyodide')))).toBe(false);
  const run = async () => {
    await page.click('[data-action="run-code"]');
    await page.waitForFunction(
      () => ['done', 'error', 'stopped'].includes(document.querySelector('[data-code-status]')?.getAttribute('data-status') ?? ''),
      null,
      {
        timeout: 120_000,
      },
    );
    return page.locator('[data-code-status]').getAttribute('data-status');
  };
  expect(await run()).toBe('done');
  expect(await pyodide()).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).some((k) => k.startsWith('pyodide')))).toBe(true);
  // The network cut, in the browser and on the server: a reload runs Python again from the cache.
  host.cut();
  await context.setOffline(true);
  const served = host.served;
  await page.reload();
  await page.locator('[data-code-editor] .cm-content').waitFor();
  expect(await run()).toBe('done');
  expect(await page.locator('[data-code-verdict]').count()).toBe(1);
  expect(host.served).toBe(served);
  expect(errors).toEqual([]);
});
