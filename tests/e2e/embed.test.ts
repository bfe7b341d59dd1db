/**
 * Embedding (issue 24) in real Chromium: a page of slides from another
 * origin (a small server of its own on localhost) holds the tutor in an
 * iframe, `embed=1` with `controls`, `speed`, `autoplay`, `start` and `end`
 * from the link: the viewer alone (no title, navigation or footer), only
 * the controls named, playing at once and only between the steps given,
 * the frame's own links keeping the embedding; axe finds nothing in the
 * frame. Any route: a board game's proposal embedded too. The viewer's
 * *Copy embed code* puts on the clipboard the iframe of the view shown,
 * which, pasted into the slides, shows that view; where the browser refuses
 * the clipboard, the code is shown selected to copy by hand. With
 * SCREENSHOTS=1: embed-iframe, embed-iframe-range, embed-copied.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { open, settled, shot, useBrowser } from './browser.ts';
import { axeViolations } from './axe.ts';

const browser = useBrowser();
const base = inject('baseUrl');

/** The slides: `/deck?src=…` is a page holding one iframe of `src` (or `/deck?html=…`, the HTML given, as a teacher pastes it). */
let slides: Server;
let slidesUrl = '';
beforeAll(async () => {
  slides = createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams;
    const frame =
      q.get('html') ??
      `<iframe src="${(q.get('src') ?? '').replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" title="Alpha-beta, step by step" width="960" height="600" style="border:0; max-width:100%" allow="fullscreen" allowfullscreen></iframe>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><title>Slides: alpha-beta</title></head><body style="margin:0;padding:16px;background:#2b2b2b;color:#fff;font:20px sans-serif"><main><h1>Alpha-beta on AIMA’s Figure 5.2</h1>${frame}</main></body></html>`,
    );
  });
  await new Promise<void>((done) => slides.listen(0, '127.0.0.1', done));
  const address = slides.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  // Another origin than the app's (another port): as slides on their own site frame the tutor.
  slidesUrl = `http://127.0.0.1:${address.port}/deck`;
});
afterAll(async () => {
  await new Promise<void>((done) => slides.close(() => done()));
});

/** Opens the slides with the tutor's `hash` in their iframe; returns the frame once its viewer has a search. */
async function deck(hash: string, viewport = { width: 1100, height: 760 }): Promise<{ page: Page; frame: Frame; errors: string[] }> {
  const { page, errors } = await open(browser(), `${slidesUrl}?src=${encodeURIComponent(`${base}${hash}`)}`, viewport);
  const frame = await frameOf(page);
  return { page, frame, errors };
}

async function frameOf(page: Page): Promise<Frame> {
  const element = await page.waitForSelector('iframe');
  const frame = (await element.contentFrame())!;
  await frame.locator('[data-viewer] search-tree [data-node-id]').first().waitFor({ state: 'attached', timeout: 20_000 });
  return frame;
}

const stepIn = (frame: Frame) => frame.locator('[data-viewer] [data-step]').first().getAttribute('data-step');
const playing = (frame: Frame) =>
  frame
    .locator('trace-viewer')
    .first()
    .evaluate((v) => (v as unknown as { model: { playing: boolean } }).model.playing);

/** The viewer's step controls that are shown, by hook. */
const shownControls = (frame: Frame) =>
  frame.$$eval('[data-viewer] step-controls :is([data-action], input[type=range], .counter, .speed)', (els) =>
    els
      .filter((e) => e.getClientRects().length > 0)
      .map((e) => e.getAttribute('data-action') ?? (e.matches('input') ? 'slider' : e.classList.contains('counter') ? 'counter' : 'speed')),
  );

test('in an iframe: the viewer alone, the step button only, playing at once up to end=20; its links keep the embedding; axe-clean', async () => {
  const { page, frame, errors } = await deck('#/tree?src=aima-fig-5-2&algo=alphabeta&embed=1&autoplay=1&controls=step&speed=16&end=20');
  // No title, navigation or footer: the viewer alone, filling the frame.
  expect(await frame.locator('tutor-app > header, tutor-app > footer, tutor-app [role=menubar]').count()).toBe(0);
  expect(await frame.evaluate(() => document.documentElement.classList.contains('embed'))).toBe(true);
  expect(await frame.locator('tree-page > .options').first().isVisible()).toBe(false);
  expect(await frame.locator('tree-page .editor').isVisible()).toBe(false);
  expect(await frame.locator('[data-viewer] .viewer-bar').isVisible()).toBe(false);
  expect(await shownControls(frame)).toEqual(['step']);
  const tree = (await frame.locator('[data-viewer] search-tree').boundingBox())!;
  const iframe = (await page.locator('iframe').boundingBox())!;
  expect(tree.height).toBeGreaterThan(iframe.height / 2);
  expect(tree.y + tree.height).toBeLessThanOrEqual(iframe.y + iframe.height + 0.5);
  // It plays by itself, and stops at step 20 of 40.
  await expect.poll(() => stepIn(frame), { timeout: 10_000 }).not.toBe('0');
  await expect.poll(() => stepIn(frame), { timeout: 15_000 }).toBe('20');
  await expect.poll(() => playing(frame)).toBe(false);
  expect(await frame.locator('[data-viewer] [data-step]').first().getAttribute('data-step')).toBe('20');
  // The step button cannot pass the end either.
  await frame.locator('[data-viewer] [data-action=step]').click();
  expect(await stepIn(frame)).toBe('20');
  // The narration of the step, in view in the frame.
  expect(await frame.locator('[data-viewer] [data-narration]').isVisible()).toBe(true);
  // The frame's address follows the step and keeps the embedding.
  await expect.poll(() => frame.url()).toMatch(/step=20/);
  expect(frame.url()).toMatch(/embed=1&controls=step&speed=16&autoplay=1&end=20/);
  await settled(page);
  await shot(page, 'embed-iframe', false);
  expect(await axeViolations(frame)).toEqual([]);
  await page.context().close();
  expect(errors).toEqual([]);
});

test('start and end: it opens at start, plays to end, and Play at the end starts again from start; controls=none shows none', async () => {
  const { page, frame, errors } = await deck('#/tree?src=aima-fig-5-2&algo=alphabeta&embed=1&controls=play,counter&start=5&end=9&speed=8');
  await expect.poll(() => stepIn(frame)).toBe('5');
  expect(await shownControls(frame)).toEqual(['play', 'counter']);
  await frame.locator('[data-viewer] [data-action=play]').click();
  await expect.poll(() => stepIn(frame), { timeout: 10_000 }).toBe('9');
  await expect.poll(() => playing(frame)).toBe(false);
  await shot(page, 'embed-iframe-range', false);
  // Play at the end: from the start again.
  await frame.locator('[data-viewer] [data-action=play]').click();
  await expect.poll(() => stepIn(frame)).not.toBe('9');
  expect(Number(await stepIn(frame))).toBeGreaterThanOrEqual(5);
  await expect.poll(() => stepIn(frame), { timeout: 10_000 }).toBe('9');
  // controls=none, any route: a tic-tac-toe proposal's search, embedded, with no controls at all.
  await page.goto(
    `${slidesUrl}?src=${encodeURIComponent(`${base}#/tictactoe?position=x...o....&algo=alphabeta&human=x&propose=1&step=5&embed=1&controls=none`)}`,
  );
  const game = await frameOf(page);
  await expect.poll(() => stepIn(game)).toBe('5');
  expect(await game.locator('tutor-app > header, tutor-app [role=menubar]').count()).toBe(0);
  expect(await game.locator('[data-viewer] step-controls').isVisible()).toBe(false);
  expect(await game.locator('[data-viewer] search-tree').isVisible()).toBe(true);
  await page.context().close();
  expect(errors).toEqual([]);
});

test('Copy embed code, beside Copy link: the iframe of the view shown on the clipboard, which pasted into the slides shows that view', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree?src=aima-fig-5-2&algo=alphabeta&step=7`, { width: 1280, height: 800 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(base).origin });
  const viewer = page.locator('tree-page [data-viewer]');
  await expect.poll(() => stepIn(page.mainFrame())).toBe('7');
  // Beside each other in the viewer's bar, named in words.
  const link = viewer.locator('[data-action=copy-link]');
  const embed = viewer.locator('[data-action=copy-embed]');
  expect(await link.textContent()).toBe('Copy link');
  expect(await embed.textContent()).toBe('Copy embed code');
  const [l, e] = [(await link.boundingBox())!, (await embed.boundingBox())!];
  expect(Math.abs(l.y - e.y)).toBeLessThan(4);
  expect(e.x - (l.x + l.width)).toBeLessThan(20);
  await embed.click();
  await expect.poll(() => viewer.locator('[data-copied]').getAttribute('data-copied')).toBe('embed');
  expect(await viewer.locator('[data-copied]').textContent()).toMatch(/Embed code copied/);
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code).toMatch(/^<iframe src="[^"]+" title="Adversarial Search Tutor" width="960" height="600"/);
  const src = await page.evaluate((code) => new DOMParser().parseFromString(code, 'text/html').querySelector('iframe')!.getAttribute('src')!, code);
  const hash = new URLSearchParams(new URL(src).hash.split('?')[1]);
  expect(Object.fromEntries(hash)).toEqual({ src: 'aima-fig-5-2', algo: 'alphabeta', step: '7', lang: 'en', embed: '1' });
  await shot(page, 'embed-copied', false);
  expect(await axeViolations(page.mainFrame())).toEqual([]);
  // Copy link: the address of the view.
  await link.click();
  await expect.poll(() => viewer.locator('[data-copied]').getAttribute('data-copied')).toBe('link');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  // Spanish.
  await page.click('tutor-app [data-lang=es]');
  await expect.poll(() => embed.textContent()).toBe('Copiar código para insertar');
  // The code as copied, pasted into the slides: the tree at step 7, alone.
  await page.goto(`${slidesUrl}?html=${encodeURIComponent(code)}`);
  const frame = await frameOf(page);
  await expect.poll(() => stepIn(frame)).toBe('7');
  expect(await frame.locator('tutor-app > header').count()).toBe(0);
  expect(await frame.evaluate(() => document.documentElement.lang)).toBe('en');
  await page.context().close();
  expect(errors).toEqual([]);
});

test('where the browser refuses the clipboard, the code is shown selected, to copy by hand', async () => {
  const { page, errors } = await open(browser(), 'about:blank', { width: 1280, height: 800 });
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('refused', 'NotAllowedError')) } });
  });
  await page.goto(`${base}#/tree?src=aima-fig-5-2&algo=alphabeta&step=3`);
  const viewer = page.locator('tree-page [data-viewer]');
  await expect.poll(() => stepIn(page.mainFrame())).toBe('3');
  // Two steps and two copies in one go, well inside the address bar's rate limit (150 ms between writes):
  // each copy still reads the step shown, though the page's write of it has to wait.
  await viewer.evaluate(async (v) => {
    const shell = v as HTMLElement & { updateComplete: Promise<boolean> };
    const press = (hook: string) => v.querySelector<HTMLButtonElement>(`[data-action=${hook}]`)!.click();
    press('step');
    await shell.updateComplete;
    press('copy-link');
    press('step');
    await shell.updateComplete;
    press('copy-embed');
  });
  const text = viewer.locator('[data-copy-text]');
  await text.waitFor();
  expect(await text.inputValue()).toMatch(/^<iframe src="[^"]*step=5&amp;lang=en&amp;embed=1"/);
  expect(await text.evaluate((t: HTMLTextAreaElement) => [t.selectionStart, t.selectionEnd, t.value.length])).toEqual([
    0,
    (await text.inputValue()).length,
    (await text.inputValue()).length,
  ]);
  expect(await viewer.locator('.copied').textContent()).toMatch(/did not let the page copy/);
  await page.context().close();
  expect(errors).toEqual([]);
});
