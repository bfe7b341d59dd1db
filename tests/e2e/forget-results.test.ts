/**
 * No destructive action in one click (issue 39, point 2), in real Chromium:
 * *Forget results* on `#/experiments` keeps a copy and says how many games'
 * results went, in a status whose *Undo* the keyboard reaches; the copy
 * outlives a reload; *Undo* puts back the kept value byte for byte. Framed
 * by a page of another origin, *Forget results* asks first (a modal dialog,
 * *Keep them* focused; Escape keeps them), and its undo still applies.
 * *Forget the matches* (Connect-4) gets its Undo too. axe-clean with the
 * notice and with the question shown.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { open, useBrowser } from './browser.ts';
import { axeViolations } from './axe.ts';
import { STORE, defaultGrid, doneKey, type Done } from '../../src/ui/experiments/experiments-store.ts';
import { matchConfigs, matchJobs, playMatch } from '../../src/experiments/c4-match.ts';
import type { MatchRecord } from '../../src/experiments/c4-records.ts';

const browser = useBrowser();
const base = inject('baseUrl');

/** Eight games of the default grid: five of minimax at depth 1, three of alpha-beta at depth 2. */
const done: Done = Object.fromEntries(
  [...Array.from({ length: 5 }, (_, i) => ['minimax', 1, i] as const), ...Array.from({ length: 3 }, (_, i) => ['alphabeta', 2, i] as const)].map(
    ([algo, depth, index]) => [
      doneKey(2016, { algo, heuristic: 'h1', depth, variant: 'text' }, index),
      {
        index,
        seed: 1000 + index,
        win: index % 2 === 0,
        score: 20_000 + 17 * index,
        maxTile: index % 2 === 0 ? 2048 : 1024,
        moves: 900 + index,
        ms: 41.5,
        nodes: 12_000 + index,
      },
    ],
  ),
);
const KEPT = JSON.stringify({ grid: defaultGrid(), done });

/** A page of another origin (another port) holding the tutor in an iframe. */
let other: Server;
let otherUrl = '';
beforeAll(async () => {
  other = createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><title>Another site</title></head><body><main><h1>Another site</h1><iframe src="${src.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" title="The tutor" width="1000" height="700"></iframe></main></body></html>`,
    );
  });
  await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
  const address = other.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  otherUrl = `http://127.0.0.1:${address.port}/frame`;
});
afterAll(async () => {
  await new Promise<void>((done) => other.close(() => done()));
});

type Target = Page | Frame;
const played = (t: Target) => t.locator('experiments-page [data-played]').getAttribute('data-played');
const kept = (t: Target) => t.evaluate((key) => localStorage.getItem(key), STORE);
const keptGames = async (t: Target) => Object.keys((JSON.parse((await kept(t)) ?? '{"done":{}}') as { done: Done }).done).length;
const focused = (t: Target) => t.evaluate(() => document.activeElement?.getAttribute('data-action') ?? document.activeElement?.tagName ?? null);

/** Keeps the eight games in the page's storage, as the page keeps them, and opens the page again. */
async function withResults(t: Target): Promise<void> {
  await t.locator('experiments-page [data-played]').waitFor();
  await t.evaluate(([key, text]) => localStorage.setItem(key!, text!), [STORE, KEPT]);
  await t.evaluate(() => location.reload());
  await expect.poll(() => played(t)).toBe('8');
}

test('Forget results: gone, a status says how many with an Undo the keyboard reaches; the copy outlives a reload; Undo puts back the same bytes', async () => {
  const { page, errors } = await open(browser(), `${base}#/experiments`);
  await withResults(page);
  expect(await kept(page)).toBe(KEPT);

  // From the keyboard: Forget results, then the focus is on Undo.
  await page.locator('experiments-page [data-action=forget]').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => played(page)).toBe('0');
  expect(await keptGames(page)).toBe(0);
  expect(await page.locator('dialog').count()).toBe(0);
  const status = page.locator('experiments-page [data-forget-message]');
  expect(await status.getAttribute('role')).toBe('status');
  await expect.poll(() => status.locator('[data-forgotten]').getAttribute('data-forgotten')).toBe('8');
  expect(await status.textContent()).toMatch(/The results of 8 games are forgotten\. Undo brings them back, until /);
  expect(await focused(page)).toBe('undo-forget');
  // In the tab order, after the page's buttons.
  await page.locator('experiments-page [data-action=json]').focus();
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('undo-forget');
  expect(await axeViolations(page)).toEqual([]);

  // A reload: still forgotten, still offered back.
  await page.reload();
  await expect.poll(() => status.locator('[data-forgotten]').getAttribute('data-forgotten')).toBe('8');
  expect(await played(page)).toBe('0');

  await status.locator('[data-action=undo-forget]').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => played(page)).toBe('8');
  expect(await kept(page)).toBe(KEPT);
  expect(await status.textContent()).toMatch(/The results of 8 games are back\./);
  expect(await focused(page)).toBe('forget');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ast.experiments.forgotten')))).toEqual([]);
  await page.reload();
  await expect.poll(() => played(page)).toBe('8');
  expect(await kept(page)).toBe(KEPT);
  expect(errors).toEqual([]);
});

test('framed by another origin: Forget results asks first (Keep them focused, Escape keeps them); going ahead still offers Undo', async () => {
  const { page, errors } = await open(browser(), `${otherUrl}?src=${encodeURIComponent(`${base}#/experiments`)}`);
  const frame = (await (await page.waitForSelector('iframe')).contentFrame())!;
  await withResults(frame);

  const forget = frame.locator('experiments-page [data-action=forget]');
  const dialog = frame.locator('dialog[data-confirm=forget]');
  await forget.click();
  await dialog.waitFor();
  expect(await dialog.textContent()).toMatch(/This page is shown inside another page\. Forget the results of 8 games kept in this browser\?/);
  expect(await focused(frame)).toBe('confirm-no');
  expect(await axeViolations(frame)).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await played(frame)).toBe('8');
  expect(await kept(frame)).toBe(KEPT);

  await forget.click();
  await dialog.locator('[data-action=confirm-no]').click();
  expect(await played(frame)).toBe('8');
  expect(await kept(frame)).toBe(KEPT);

  await forget.click();
  await dialog.locator('[data-action=confirm-yes]').click();
  await expect.poll(() => played(frame)).toBe('0');
  await frame.locator('experiments-page [data-action=undo-forget]').click();
  await expect.poll(() => played(frame)).toBe('8');
  expect(await kept(frame)).toBe(KEPT);
  expect(errors).toEqual([]);
});

test('Forget the matches (Connect-4) offers Undo, which brings every game back', async () => {
  const { page, errors } = await open(browser(), `${base}#/experiments`);
  const file = join(mkdtempSync(join(tmpdir(), 'forget-matches-')), 'matches.jsonl');
  const records: MatchRecord[] = matchJobs(matchConfigs([20], [1], false, Math.SQRT2), 4, 2016).map((j) => ({
    game: 'connect4',
    a: j.a,
    b: j.b,
    c: j.c,
    experimentSeed: 2016,
    ...playMatch(j),
  }));
  writeFileSync(file, `${records.map((r) => JSON.stringify(r)).join('\n')}\n`);
  await page.setInputFiles('[data-action=import-matches]', file);
  const rows = page.locator('c4-matches [data-match]');
  await expect.poll(() => rows.count()).toBe(1);
  const before = await rows.first().getAttribute('data-games');
  await page.locator('c4-matches [data-action=forget-matches]').click();
  await expect.poll(() => rows.count()).toBe(0);
  expect(await focused(page)).toBe('undo-forget-matches');
  await page.keyboard.press('Enter');
  await expect.poll(() => rows.count()).toBe(1);
  expect(await rows.first().getAttribute('data-games')).toBe(before);
  expect(errors).toEqual([]);
});

test('the quiz’s Reset score becomes Undo reset, on the same button, which brings the score back', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree?src=aima-fig-5-2&algo=alphabeta&quiz=1`);
  const SCORE = '{"right":2,"asked":3,"streak":2,"best":2}';
  await page.locator('quiz-panel [data-score]').waitFor();
  await page.evaluate((s) => sessionStorage.setItem('ast.quiz.score', s), SCORE);
  await page.reload();
  const score = page.locator('quiz-panel [data-score]');
  await expect.poll(() => score.getAttribute('data-score')).toBe('2/3');
  await page.locator('quiz-panel [data-action=quiz-reset]').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => score.getAttribute('data-score')).toBe('0/0');
  expect(await focused(page)).toBe('quiz-undo-reset');
  await page.keyboard.press('Enter');
  await expect.poll(() => score.getAttribute('data-score')).toBe('2/3');
  expect(await page.evaluate(() => sessionStorage.getItem('ast.quiz.score'))).toBe(SCORE);
  expect(await focused(page)).toBe('quiz-reset');
  expect(errors).toEqual([]);
});
