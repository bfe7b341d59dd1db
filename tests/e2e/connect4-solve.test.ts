/**
 * Perfect play on the Connect-4 page (issue 22), in real Chromium on the built
 * app: "Solve this position" shows every column's exact score from the solver
 * in the search worker, in figures and in words, the best column marked by a
 * word and a star; a position the solver cannot finish within its budget says
 * so with the bounds found; a solve can be cancelled, from the keyboard too,
 * and the page stays usable while it runs; the machine's perfect level plays
 * the solver's best column, or says that it could not finish and what it
 * played on; the URL holds the level and the solve; axe finds nothing at a
 * desk, on a phone and on a projector (light and dark). Screenshots (SCREENSHOTS=1) at
 * 1280 × 800, 1024 × 768 (presentation) and 390 × 844.
 */
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, settled, shot, useBrowser } from './browser.ts';
import { axeViolations } from './axe.ts';

const browser = useBrowser();
const base = inject('baseUrl');

// Pons' End-Easy set, first line: "2252576253462244111563365343671351441 -1": 37 stones, O to move, columns 1–5 full.
const END_EASY = '2252576253462244111563365343671351441';
// Pons' Middle-Easy set, first line "5554224333234511764415115 4", its first 10 moves: X to move; column 4 is the one win (+4).
const MIDDLE = '5554224333';

const panel = (page: Page) => page.locator('board-game-page solve-panel [data-solve]');
const row = (page: Page, column: number) => page.locator(`board-game-page [data-solve-column="${column}"]`);

/** What has the focus: its data-action, or its tag. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-action') ?? document.activeElement?.tagName.toLowerCase());

describe('Solve this position', () => {
  test('an End-Easy position: each open column’s score in figures and words, the best marked in words, full columns named; in Spanish too', async () => {
    const { page, errors } = await open(browser(), `${base}#/connect4?moves=${END_EASY}&solve=1`, { width: 1280, height: 800 });
    await expect.poll(() => panel(page).getAttribute('data-status'), { timeout: 20_000 }).toBe('exact');
    // The side to move is the user's (O), the machine waits: no stone was added.
    expect(page.url()).toContain(`moves=${END_EASY}&`);
    expect(page.url()).toContain('human=o');
    expect(page.url()).toContain('solve=1');
    expect(await page.locator('board-game-page solve-panel h2').textContent()).toContain('for O (to move)');
    expect(await page.locator('board-game-page [data-solve-column]').count()).toBe(2);
    expect(await row(page, 6).getAttribute('data-lower')).toBe('-1');
    expect(await row(page, 6).getAttribute('data-upper')).toBe('-1');
    expect(await row(page, 7).getAttribute('data-lower')).toBe('-2');
    expect(await row(page, 6).innerText()).toMatch(/6\s*★ best\s*−1\s*loss in 2 of X’s moves/);
    expect(await row(page, 7).innerText()).toMatch(/7\s*−2\s*loss: X wins with its next move/);
    // Best by a word and a star, not by colour alone; only the best.
    expect(await page.locator('board-game-page [data-solve-column][data-best]').count()).toBe(1);
    expect(await row(page, 6).getAttribute('data-best')).not.toBeNull();
    expect(await page.locator('board-game-page [data-solve-full]').textContent()).toBe('Full columns: 1, 2, 3, 4, 5.');
    expect(await page.locator('board-game-page [data-solve-status]').textContent()).toMatch(/^Solved exactly: \d+ nodes in \d+ ms\.$/);
    await settled(page);
    // At a desk the scores sit beside the board, in view without scrolling.
    const table = await page.locator('board-game-page solve-panel table').boundingBox();
    const board = await page.locator('board-game-page .c4').boundingBox();
    expect(table!.x).toBeGreaterThanOrEqual(board!.x + board!.width);
    expect(table!.y + table!.height).toBeLessThanOrEqual(800);
    await shot(page, 'connect4-solve-1280', false);
    expect(await axeViolations(page)).toEqual([]);
    await page.click('tutor-app [data-lang=es]');
    await expect.poll(() => row(page, 6).innerText()).toMatch(/mejor\s*−1\s*pierdes en 2 jugadas de las X/);
    expect(await page.locator('board-game-page [data-solve-full]').textContent()).toBe('Columnas llenas: 1, 2, 3, 4, 5.');
    await page.context().close();
    expect(errors).toEqual([]);
  });

  test('a middle-game position, solved column by column: the scores the solver gives, column 4 the one best (a win), from the keyboard', async () => {
    const { page, errors } = await open(browser(), `${base}#/connect4?moves=${MIDDLE}&human=x`, { width: 390, height: 844 });
    const solve = page.locator('board-game-page [data-action=solve]');
    await solve.waitFor();
    await solve.focus();
    await page.keyboard.press('Enter');
    // While it runs the focus is on Cancel (Solve is disabled), the columns fill in as they are solved.
    await expect.poll(() => panel(page).getAttribute('data-status')).toMatch(/running|exact/);
    await expect.poll(() => panel(page).getAttribute('data-status'), { timeout: 30_000 }).toBe('exact');
    // Done: the focus back on Solve.
    await expect.poll(() => focused(page)).toBe('solve');
    const lowers = await page.$$eval('board-game-page [data-solve-column]', (rows) => rows.map((r) => Number(r.getAttribute('data-lower'))));
    // The solver's analysis of this position (tests/unit/perfect-play.test.ts checks the page's way of asking gives the solver's own).
    expect(lowers).toEqual([-4, -2, -2, 4, 0, -4, -4]);
    expect(await page.$$eval('board-game-page [data-solve-column][data-best]', (rows) => rows.map((r) => r.getAttribute('data-solve-column')))).toEqual(['4']);
    expect(await row(page, 4).innerText()).toMatch(/\+4\s*win in 13 of your moves/);
    expect(await row(page, 5).innerText()).toMatch(/0\s*draw/);
    await page.locator('board-game-page solve-panel').scrollIntoViewIfNeeded();
    await settled(page);
    await shot(page, 'connect4-solve-390', false);
    expect(await axeViolations(page)).toEqual([]);
    // A move leaves the solve behind: it was for the position before.
    await page.click('board-game-page .c4 [data-column="4"]');
    await expect.poll(() => page.locator('board-game-page solve-panel').count()).toBe(0);
    // The address follows once the machine has replied (the page writes it after the turn).
    await expect.poll(() => page.url()).not.toContain('solve=1');
    await page.context().close();
    expect(errors).toEqual([]);
  });

  test('presentation at 1024 × 768: the table reads whole beside the board, and axe finds nothing, light or dark', async () => {
    const { page, errors } = await open(browser(), `${base}#/connect4?moves=${END_EASY}&solve=1&present=1`, { width: 1024, height: 768 });
    await expect.poll(() => panel(page).getAttribute('data-status'), { timeout: 20_000 }).toBe('exact');
    await settled(page);
    // Nothing of the table past the window's right edge, nor under the board.
    const table = await page.locator('board-game-page solve-panel table').boundingBox();
    const board = await page.locator('board-game-page .c4').boundingBox();
    expect(table!.x + table!.width).toBeLessThanOrEqual(1024);
    expect(table!.x).toBeGreaterThanOrEqual(board!.x + board!.width);
    await shot(page, 'connect4-solve-1024-present', false);
    expect(await axeViolations(page)).toEqual([]);
    // …and in the dark theme (the best row's wash, the legend's muted text).
    await page.emulateMedia({ colorScheme: 'dark' });
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
    expect(errors).toEqual([]);
  });

  test('an early position the solver cannot finish: it says so, with the bounds found; a solve can be cancelled and the page goes on', async () => {
    const { page, errors } = await open(browser(), `${base}#/connect4?moves=44&solve=1`, { width: 1280, height: 800 });
    await expect.poll(() => panel(page).getAttribute('data-status'), { timeout: 45_000 }).toBe('budget');
    expect(await page.locator('board-game-page [data-solve-status]').textContent()).toContain('could not finish within 20,000,000 nodes');
    // Bounds, not scores: every column's lower bound under its upper one, and worded as bounds.
    const bounds = await page.$$eval('board-game-page [data-solve-column]', (rows) =>
      rows.map((r) => [Number(r.getAttribute('data-lower')), Number(r.getAttribute('data-upper'))]),
    );
    expect(bounds).toHaveLength(7);
    expect(bounds.some(([lo, hi]) => lo! < hi!)).toBe(true);
    expect(await page.locator('board-game-page [data-solve] td.score').allTextContents()).toContainEqual(expect.stringMatching(/^(≥ |≤ |between |\?$)/));
    await shot(page, 'connect4-solve-budget', false);

    // Cancel, from the keyboard: Solve gives the focus to Cancel while it runs.
    await page.goto(`${base}#/connect4?moves=4453&human=x`);
    const solve = page.locator('board-game-page [data-action=solve]');
    await solve.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('cancel');
    // The page never blocks: it answers while the worker solves.
    expect(await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(1))))).toBe(1);
    expect(await panel(page).getAttribute('data-status')).toBe('running');
    await page.keyboard.press('Enter');
    await expect.poll(() => panel(page).getAttribute('data-status')).toBe('stopped');
    expect(await page.locator('board-game-page [data-solve-status]').textContent()).toContain('Cancelled');
    await expect.poll(() => focused(page)).toBe('solve');
    // The board plays again.
    await page.click('board-game-page .c4 [data-column="1"]');
    await expect.poll(() => page.url()).toContain('moves=44531');
    await page.context().close();
    expect(errors).toEqual([]);
  });
});

describe('the machine’s perfect level', () => {
  test('exact: the machine plays the solver’s best column, says so, and the link keeps the level', async () => {
    const { page, errors } = await open(browser(), `${base}#/connect4?moves=${MIDDLE}&level=perfect&human=o`);
    const note = page.locator('board-game-page [data-machine-note]');
    await note.waitFor({ timeout: 30_000 });
    expect(page.url()).toContain(`moves=${MIDDLE}4&`);
    expect(page.url()).toContain('level=perfect');
    expect(await note.getAttribute('data-exact')).toBe('true');
    expect(await note.getAttribute('data-column')).toBe('4');
    expect(await note.textContent()).toContain('The machine played column 4, the best by the exact solver (score +4): it can force a win');
    expect(await page.locator('board-game-page [data-field=level]').inputValue()).toBe('perfect');
    await page.context().close();
    expect(errors).toEqual([]);
  });

  test('the empty board: the solver cannot finish, and the note says so and what the machine played on; back to the search by the level field', async () => {
    const { page, errors } = await open(browser(), `${base}#/connect4?level=perfect&human=o`);
    const note = page.locator('board-game-page [data-machine-note]');
    await note.waitFor({ timeout: 30_000 });
    expect(await note.getAttribute('data-exact')).toBe('false');
    expect(await note.textContent()).toMatch(/^The solver could not finish within 10,000,000 nodes/);
    // The column the note names is the one played.
    const column = await note.getAttribute('data-column');
    expect(page.url()).toContain(`moves=${column}&`);
    expect(await page.locator(`board-game-page .c4 [data-cell="5,${Number(column) - 1}"]`).getAttribute('data-value')).toBe('x');
    // The level by its field: the link follows.
    await page.selectOption('board-game-page [data-field=level]', 'depth');
    await expect.poll(() => page.url()).not.toContain('level=');
    await page.context().close();
    expect(errors).toEqual([]);
  });
});
