/**
 * Tic-tac-toe and Connect-4 pages in real Chromium: the machine answers,
 * takes a win, blocks a loss, proposes with every move's value, and its
 * decision tree steps; the URL holds the position.
 */
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, shot, useBrowser } from './browser.ts';

const browser = useBrowser();
const base = inject('baseUrl');

const cells = (page: Page) => page.$$eval('board-game-page > .layout .ttt [data-cell]', (els) => els.map((e) => e.getAttribute('data-value') || '.').join(''));

test('tic-tac-toe: the machine answers a move, blocks a loss, takes a win; the URL holds the game', async () => {
  const { page, errors } = await open(browser(), `${base}#/tictactoe?algo=alphabeta`);
  await page.locator('board-game-page [data-cell="0"]').click();
  await expect.poll(() => cells(page)).toMatch(/^x/);
  await expect.poll(async () => (await cells(page)).split('').filter((c) => c === 'o').length).toBe(1);
  await expect.poll(() => page.url()).toContain('position=x');
  // X threatens 0-1-2 (x at 0 and 1): the machine (O) blocks at 2.
  await page.goto(`${base}#/tictactoe?position=xx..o....&human=x`);
  await page.goto(`${base}#/tictactoe?position=xx..o....&algo=alphabeta&depth=6&human=x`);
  await page.locator('board-game-page [data-cell="8"]').waitFor();
  // It is O's turn in this position, so the machine moves at once.
  await expect.poll(() => cells(page)).toBe('xxo.o....');
  // The machine playing X takes a win: x at 0 and 4, o at 1 and 2, X to move → 8.
  await page.goto(`${base}#/tictactoe?position=xoo.x....&algo=alphabeta&depth=6&human=o`);
  await expect.poll(() => cells(page)).toBe('xoo.x...x');
  await expect.poll(() => page.locator('board-game-page [data-status]').textContent()).toContain('X wins');
  await shot(page, 'route-tictactoe');
  expect(errors).toEqual([]);
});

test('tic-tac-toe: propose shows every move’s value and the decision tree, which steps', async () => {
  const { page, errors } = await open(browser(), `${base}#/tictactoe?position=xo..x....&algo=minimax&human=o`);
  await expect.poll(() => cells(page)).toMatch(/^xo..x/);
  await page.goto(`${base}#/tictactoe?position=x...o....&algo=alphabeta&human=x`);
  await page.click('board-game-page [data-action=propose]');
  await page.locator('board-game-page [data-proposal]').waitFor();
  expect(await page.locator('board-game-page table.policy th').count()).toBe(7);
  await page.locator('board-game-page search-tree g.node').first().waitFor({ state: 'attached' });
  await page.click('board-game-page [data-action=end]');
  expect(await page.locator('board-game-page search-tree g.node[data-node-id=""]').getAttribute('data-state')).toBe('done');
  await shot(page, 'route-tictactoe-tree');
  expect(errors).toEqual([]);
});

test('tic-tac-toe: a seed picks at random among the equally good moves, and the same seed gives the same move', async () => {
  const { page, errors } = await open(browser(), `${base}#/tictactoe?algo=minimax&human=o&random=1`);
  const first = async (seed: number): Promise<number> => {
    await page.goto(`${base}#/tictactoe?algo=minimax&human=o&random=${seed}`);
    await expect.poll(async () => (await cells(page)).replace(/\./g, '').length, { timeout: 15_000 }).toBe(1);
    return (await cells(page)).indexOf('x');
  };
  // From the empty board every move is worth 0 at full depth, so all nine are candidates.
  const moves = [];
  for (const seed of [1, 2, 3, 4, 5, 6]) moves.push(await first(seed));
  expect(new Set(moves).size).toBeGreaterThan(1);
  expect(await first(3)).toBe(moves[2]);
  expect(await page.locator('board-game-page [data-field=random]').isChecked()).toBe(true);
  expect(await page.locator('board-game-page [data-field=random-seed]').inputValue()).toBe('3');
  await shot(page, 'route-tictactoe-random');
  // Unticked: the first best move (cell 0), every time.
  await page.goto(`${base}#/tictactoe?algo=minimax&human=o`);
  await expect.poll(() => cells(page), { timeout: 15_000 }).toBe('x........');
  expect(errors).toEqual([]);
});

test('Connect-4: the machine blocks a loss and takes a win; centre-first finds the same value', async () => {
  const { page, errors } = await open(browser(), `${base}#/connect4?moves=11223&algo=alphabeta&depth=4&human=x`);
  // O (the machine) to move; X threatens column 4.
  await expect.poll(() => page.locator('board-game-page [data-cell="5,3"]').getAttribute('data-value')).toBe('o');
  await page.goto(`${base}#/connect4?moves=112233&algo=alphabeta&depth=4&human=o`);
  await expect.poll(() => page.locator('board-game-page [data-status]').textContent()).toContain('X wins');
  await shot(page, 'route-connect4');
  await page.goto(`${base}#/connect4?moves=44&algo=alphabeta&depth=4&human=x`);
  await page.click('board-game-page [data-action=propose]');
  const proposal = page.locator('board-game-page [data-proposal]');
  await proposal.waitFor();
  const value = page.locator('board-game-page [data-proposal-value]');
  const plain = await value.getAttribute('data-proposal-value');
  await page.locator('board-game-page [data-field=centre]').check();
  await page.click('board-game-page [data-action=propose]');
  await proposal.waitFor();
  // Moves of equal value may differ (the first in the visiting order wins); the value may not.
  expect(await value.getAttribute('data-proposal-value')).toBe(plain);
  expect(errors).toEqual([]);
});

test('a position that is not legal is refused in the page’s language, and re-worded when the language switches (issue 13)', async () => {
  // A Spanish browser: the page starts in Spanish.
  const { page, errors } = await open(browser(), `${base}#/tictactoe?position=xxx......&algo=alphabeta`, undefined, 'es-ES');
  const position = page.locator('board-game-page [data-param-message="position"]');
  await expect
    .poll(() => position.textContent())
    .toContain(
      'No se ha usado position=xxx...... del enlace: X mueve primero, así que hay tantas x como o, o una más; esta posición tiene 3 x y 0 o. Se empieza en su lugar con el tablero vacío.',
    );
  await page.click('tutor-app [data-lang=en]');
  await expect
    .poll(() => position.textContent())
    .toContain(
      'The link’s position=xxx...... was not used: X moves first, so there are as many x as o or one more; this position has 3 x and 0 o. Starting from the empty board instead.',
    );
  await page.click('tutor-app [data-lang=es]');
  await expect.poll(() => position.textContent()).toContain('esta posición tiene 3 x y 0 o');
  // Connect-4, the same: a move after four in a row.
  await page.goto(`${base}#/connect4?moves=12121212&human=x`);
  const moves = page.locator('board-game-page [data-param-message="moves"]');
  await expect.poll(() => moves.textContent()).toContain('el movimiento 8 llega cuando X ya tiene cuatro en raya');
  await page.click('tutor-app [data-lang=en]');
  await expect.poll(() => moves.textContent()).toContain('move 8 comes after X already has four in a row');
  expect(await page.locator('board-game-page .c4 [data-column]').count()).toBe(7);
  expect(errors).toEqual([]);
});
