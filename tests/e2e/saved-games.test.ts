/**
 * The page keeps every game (issue 25) in real Chromium: a shared link
 * opened over a game in progress, in the same tab or a new one, keeps that
 * game in the browser's storage and lists it under Saved games, with a
 * notice whose undo brings it back; an import does the same; a saved game
 * replays in place, continues, and is deleted with an undo; two tabs each
 * play and neither loses its game; a corrupt store twice leaves two
 * numbered backups, and a stored experiment with one bad game keeps the
 * others; a 100,000-character value in the link is echoed clipped and the
 * page stays responsive; the browser is asked once to keep the storage. axe-clean; screenshots (SCREENSHOTS=1) of the list
 * and the notice at a desk and on a phone.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { open, shot, useBrowser } from './browser.ts';
import { axeViolations } from './axe.ts';
import { FROZEN_MS, watchLongTasks } from './freeze.ts';
import { GameSession } from '../../src/games/g2048/session.ts';
import { savedGame } from '../../src/games/g2048/saved.ts';

const browser = useBrowser();
const base = inject('baseUrl');
const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface Kept {
  key: string;
  seed: number;
  moves: string[];
}

/** The games kept in the page's storage (`ast.2048.games.*`), each with its seed and moves. */
const keptGames = (page: Page): Promise<Kept[]> =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('ast.2048.games.'))
      .map((key) => {
        const g = JSON.parse(localStorage.getItem(key)!) as { record: { seed: number; moves: string[] } };
        return { key, seed: g.record.seed, moves: g.record.moves };
      }),
  );

/** The board of the game being played (not a saved game's replay). */
const cells = (page: Page): Promise<number[]> =>
  page.$$eval('g2048-page section.play g2048-board [data-cell]', (els) => els.map((e) => Number(e.getAttribute('data-value'))));
const movesMade = async (page: Page): Promise<number> => Number(await page.locator('g2048-page section.play [data-moves]').getAttribute('data-moves'));
const listed = (page: Page) => page.locator('g2048-page [data-saved-games] [data-saved-game]');

/** Plays `n` moves with the arrows, trying them in turn from `first` (a key that moves nothing is skipped), each seen on the page. */
async function play(page: Page, n: number, first = 0): Promise<void> {
  await page.locator('g2048-page section.play g2048-board [data-cell]').first().waitFor();
  const target = (await movesMade(page)) + n;
  const keys = ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'];
  for (let k = first; (await movesMade(page)) < target; k++) {
    if (k > first + 200) throw new Error('no move left to play');
    const before = await movesMade(page);
    await page.keyboard.press(keys[k % 4]!);
    // A legal move shows at once; an illegal one changes nothing.
    await page
      .waitForFunction((m) => Number(document.querySelector('g2048-page section.play [data-moves]')?.getAttribute('data-moves')) !== m, before, {
        timeout: 300,
      })
      .catch(() => undefined);
  }
}

/** A page in the same browser context: another tab, sharing localStorage, with its own sessionStorage. */
async function tab(context: BrowserContext, url: string, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  await page.goto(url);
  return page;
}

test('a shared link over a game in progress, in the same tab: the game stays in storage and is listed, the notice offers undo, undo brings it back', async () => {
  const { page, errors } = await open(browser(), `${base}#/2048?seed=1`, DESK);
  await play(page, 4);
  const board = await cells(page);
  await expect.poll(async () => (await keptGames(page)).map((g) => g.moves.length)).toEqual([4]);
  const [before] = await keptGames(page);
  // The browser was asked, once, to keep the storage (headless Chromium says no; the page says nothing either way).
  await expect.poll(() => page.evaluate(async () => localStorage.getItem('ast.persist') === 'asked' || (await navigator.storage.persisted()))).toBe(true);

  await page.goto(`${base}#/2048?seed=5`);
  const notice = page.locator('g2048-page [data-game-message]');
  await expect.poll(() => notice.textContent()).toMatch(/The game you were playing \(seed 1, 4 moves, score \d+\) is kept under Saved games\./);
  expect(await movesMade(page)).toBe(0);
  // Still in the page's storage, move for move, and listed.
  expect(await keptGames(page)).toContainEqual(before);
  await expect.poll(() => listed(page).count()).toBe(1);
  expect(await listed(page).first().getAttribute('data-seed')).toBe('1');
  expect(await listed(page).first().getAttribute('data-saved-moves')).toBe('4');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'saved-games-notice-1280', false);
  await page.locator('g2048-page [data-saved-games]').scrollIntoViewIfNeeded();
  await shot(page, 'saved-games-list-1280', false);
  await page.setViewportSize(PHONE);
  await page.evaluate(() => scrollTo(0, 0));
  await shot(page, 'saved-games-notice-390', false);
  await page.locator('g2048-page [data-saved-games]').scrollIntoViewIfNeeded();
  await shot(page, 'saved-games-list-390', false);
  await page.setViewportSize(DESK);

  // Undo: the earlier game is the one played again; the link's game, with no move, is not kept.
  await page.locator('g2048-page [data-action=undo-replace]').click();
  await expect.poll(() => cells(page)).toEqual(board);
  expect(await movesMade(page)).toBe(4);
  await expect.poll(() => listed(page).count()).toBe(0);
  expect(await notice.count()).toBe(0);
  await expect.poll(() => new URL(page.url()).hash).toContain('seed=1&');
  await play(page, 1);
  await expect.poll(async () => (await keptGames(page)).map((g) => [g.key, g.moves.length])).toEqual([[before!.key, 5]]);
  expect(errors).toEqual([]);
});

test('a shared link opened in a new tab keeps the game played last; an import over a game in progress keeps it too; replay, continue, delete and its undo', async () => {
  const { page, errors } = await open(browser(), `${base}#/2048?seed=21`, DESK);
  await play(page, 3);
  const first = (await keptGames(page))[0]!;
  // The link, in a tab of its own.
  const other = await tab(page.context(), `${base}#/2048?seed=22`, errors);
  await expect.poll(() => other.locator('g2048-page [data-game-message]').textContent()).toMatch(/seed 21, 3 moves/);
  await expect.poll(() => listed(other).count()).toBe(1);
  expect(await keptGames(other)).toContainEqual(first);
  await other.close();

  // An import over the game in progress (seed 21, 3 moves).
  const file = join(mkdtempSync(join(tmpdir(), 'saved-games-')), 'imported.json');
  const imported = new GameSession(77);
  while (imported.moves.length < 6) imported.play(imported.legal[imported.moves.length % imported.legal.length]!);
  writeFileSync(file, JSON.stringify(savedGame(imported, { algo: 'expectimax', heuristic: 'h2', variant: 'text', depth: 2 })));
  await page.setInputFiles('[data-action=import-game]', file);
  await expect.poll(() => cells(page)).toEqual(imported.grid.flat());
  await expect.poll(() => page.locator('g2048-page [data-game-message]').textContent()).toMatch(/seed 21, 3 moves/);
  expect(await page.locator('g2048-page [data-field=heuristic]').inputValue()).toBe('h2');
  // Listed: seed 21 (this tab's), and seed 22 (the other tab's, 0 moves: it was never played, so it was not kept).
  await expect.poll(() => listed(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-seed')))).toEqual(['21']);
  expect(await keptGames(page)).toContainEqual(first);

  // Replay it in place, to its end.
  const item = listed(page).first();
  await item.locator('[data-action=replay-saved]').click();
  const replay = page.locator('g2048-page [data-saved-replay]');
  await replay.locator('[data-action=end]').click();
  await expect.poll(() => replay.locator('[data-replay-step]').getAttribute('data-replay-step')).toBe('3');
  const replayed = await replay.locator('[data-cell]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-value'))));
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'saved-games-replay-1280', false);

  // Continue it: the imported game is kept in its turn.
  await item.locator('[data-action=continue-saved]').click();
  await expect.poll(() => cells(page)).toEqual(replayed);
  expect(await movesMade(page)).toBe(3);
  await expect
    .poll(() => listed(page).evaluateAll((els) => els.map((e) => [e.getAttribute('data-seed'), e.getAttribute('data-saved-moves')])))
    .toEqual([['77', '6']]);

  // Delete it, then undo.
  await listed(page).first().locator('[data-action=delete-saved]').click();
  await expect.poll(() => listed(page).count()).toBe(0);
  expect((await keptGames(page)).map((g) => g.seed)).toEqual([21]);
  await expect
    .poll(() => page.locator('g2048-page [data-game-message]').last().textContent())
    .toMatch(/The saved game with seed 77 \(6 moves, score \d+\) is deleted\./);
  await page.locator('g2048-page [data-action=undo-delete]').click();
  await expect.poll(() => listed(page).count()).toBe(1);
  expect((await keptGames(page)).map((g) => g.seed).sort()).toEqual([21, 77]);
  expect(errors).toEqual([]);
});

test('two tabs each play, on two games and on the same one: neither loses its game, and each lists the other’s', async () => {
  const { page: a, errors } = await open(browser(), `${base}#/2048?seed=31`, DESK);
  await play(a, 3);
  // Tab B opens the tutor without a link: the game played last, tab A's.
  const b = await tab(a.context(), `${base}#/2048`, errors);
  await expect.poll(() => movesMade(b)).toBe(3);
  await play(b, 2, 2);
  // Tab A had written the game B played on: it keeps its own moves under a key of its own.
  await expect.poll(() => a.locator('g2048-page [data-game-message]').textContent()).toMatch(/also played in another tab/);
  await play(a, 2);
  await expect.poll(async () => (await keptGames(a)).map((g) => g.moves.length).sort()).toEqual([5, 5]);
  const games = await keptGames(a);
  expect(games[0]!.moves.slice(0, 3)).toEqual(games[1]!.moves.slice(0, 3));
  expect(games[0]!.moves).not.toEqual(games[1]!.moves);
  // A third tab on a game of its own, played between the two others' moves.
  const c = await tab(a.context(), `${base}#/2048?seed=33`, errors);
  await play(c, 2);
  await play(a, 1);
  await play(b, 1);
  await play(c, 1);
  await expect.poll(async () => (await keptGames(a)).map((g) => `${g.seed}:${g.moves.length}`).sort()).toEqual(['31:6', '31:6', '33:3']);
  // Each lists the others' games, following them as they play.
  await expect.poll(() => listed(a).count()).toBe(2);
  await expect.poll(() => listed(c).evaluateAll((els) => els.map((e) => e.getAttribute('data-saved-moves')).sort())).toEqual(['6', '6']);
  // A reload brings each tab its own game back.
  const boardA = await cells(a);
  const boardB = await cells(b);
  await a.reload();
  await b.reload();
  await expect.poll(() => cells(a)).toEqual(boardA);
  await expect.poll(() => cells(b)).toEqual(boardB);
  expect(errors).toEqual([]);
});

test('a corrupt store twice: two numbered backups, neither overwritten; a stored experiment with one bad game keeps the 89 others and names it', async () => {
  const { page, errors } = await open(browser(), `${base}#/trees`, DESK);
  const context = page.context();
  await page.evaluate(() => localStorage.setItem('ast.2048.game', '{"first":'));
  await page.goto(`${base}#/2048`);
  await expect
    .poll(() => page.locator('[data-storage-message="ast.2048.game"]').textContent())
    .toContain('kept in this browser’s storage as ast.2048.game.unreadable.');
  // A second corrupt value, read by a new tab.
  await page.evaluate(() => localStorage.setItem('ast.2048.game', '{"second":'));
  const second = await tab(context, `${base}#/2048`, errors);
  await expect.poll(() => second.locator('[data-storage-message="ast.2048.game"]').textContent()).toContain('as ast.2048.game.unreadable.2.');
  expect(await second.evaluate(() => [localStorage.getItem('ast.2048.game.unreadable'), localStorage.getItem('ast.2048.game.unreadable.2')])).toEqual([
    '{"first":',
    '{"second":',
  ]);

  // The experiments page: twice corrupt, then one game with "ms": -1 among 90.
  await second.evaluate(() => localStorage.setItem('ast.experiments', 'null'));
  await second.goto(`${base}#/experiments`);
  const storeMessage = second.locator('[data-store-message]');
  await expect.poll(() => storeMessage.textContent()).toContain('kept aside as ast.experiments.unreadable)');
  // The hook every kept value's notice has (issue 39: this one had none), with the value as it was kept.
  expect(await second.locator('[data-storage-message="ast.experiments"]').getAttribute('data-value')).toBe('null');
  await second.evaluate(() => localStorage.setItem('ast.experiments', '[]'));
  await second.reload();
  await expect.poll(() => storeMessage.textContent()).toContain('kept aside as ast.experiments.unreadable.2)');
  await second.evaluate(() => {
    const done: Record<string, unknown> = {};
    for (let i = 0; i < 90; i++)
      done[`2016|expectimax/h1/1/text#${i}`] = {
        index: i,
        seed: 1000 + i,
        win: false,
        score: 1200,
        maxTile: 128,
        moves: 150,
        ms: i === 41 ? -1 : 3.5,
        nodes: 900,
      };
    const grid = { algos: ['expectimax'], heuristics: ['h1'], from: 1, to: 1, games: 90, seed: 2016, variant: 'text' };
    localStorage.setItem('ast.experiments', JSON.stringify({ grid, done }));
  });
  await second.reload();
  await expect
    .poll(() => storeMessage.textContent())
    .toMatch(
      /One game kept in this browser could not be read and is left out: game "2016\|expectimax\/h1\/1\/text#41": "ms" must be a number ≥ 0, not -1\. The other 89 games are kept; the old value is kept aside as ast\.experiments\.unreadable\.3\./,
    );
  await expect.poll(() => second.locator('experiments-page').textContent()).toContain('89 of 90 games played');
  expect(await second.evaluate(() => [1, 2, 3].map((n) => localStorage.getItem(`ast.experiments.unreadable${n === 1 ? '' : `.${n}`}`)?.slice(0, 12)))).toEqual([
    'null',
    '[]',
    '{"grid":{"al',
  ]);
  expect(await axeViolations(second)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a 100,000-character value in the link: the notice shows at most 40 characters of it, and the page stays responsive', async () => {
  const { page, errors } = await open(browser(), `${base}#/2048?seed=3`, DESK);
  await page.locator('g2048-page section.play g2048-board [data-cell]').first().waitFor();
  const { longest, reset } = await watchLongTasks(page);
  // Echoed whole, 100,000 characters blocked the page 6 s, and 400,000 28 s. Now neither makes a long task
  // (over 50 ms) on a quiet machine; the test asserts no freeze (tests/e2e/freeze.ts).
  for (const size of [100_000, 400_000]) {
    await reset();
    await page.goto(`${base}#/2048?seed=${'1'.repeat(size)}`);
    const seed = page.locator('[data-param-message=seed]');
    await seed.waitFor();
    const text = (await seed.textContent())!;
    expect(text).toMatch(/seed=1{39}… was not used: seed must be a whole number 0–4294967295, not "1+…\. Showing the game in progress/);
    expect(Math.max(...text.match(/1+/g)!.map((r) => r.length))).toBeLessThanOrEqual(40);
    expect((await seed.getAttribute('data-value'))!.length).toBeLessThanOrEqual(40);
    if (size === 100_000) await shot(page, 'saved-games-long-value', false);
    // The page answers a click at once: the notices close by the next frame.
    const answer = await page.evaluate(async () => {
      const t = performance.now();
      document.querySelector<HTMLElement>('g2048-page [data-action=dismiss-notices]')!.click();
      await new Promise(requestAnimationFrame);
      return { ms: performance.now() - t, gone: document.querySelector('g2048-page [data-param-message]') === null };
    });
    expect(answer.gone).toBe(true);
    expect(answer.ms).toBeLessThan(FROZEN_MS);
    const held = await longest();
    expect(held, `${size} characters: the longest task took ${held} ms`).toBeLessThan(FROZEN_MS);
  }
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
