/**
 * Games speak (issue 36, items 2 and 5), in real Chromium, by keyboard only:
 * a move on tic-tac-toe or Connect-4 keeps the focus on the board (never the
 * page's body) and the page's one polite live region (`[data-game-said]`)
 * says the move, the machine's reply, whose turn it is and the result; the
 * cells are named by place in words, and a filled cell stays focusable and
 * read-only (aria-disabled), as Chromium's accessibility tree (CDP) shows
 * them to a screen reader. 2048's board is a tab stop whose arrows move the
 * tiles, each move said with its merges, new tile and score. axe-core finds
 * no violation on these pages after the moves.
 */
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, useBrowser } from './browser.ts';
import { axeViolations } from './axe.ts';

const browser = useBrowser();
const base = inject('baseUrl');

/** What has the focus: a tic-tac-toe cell ("cell 4"), a Connect-4 column ("column 4"), the 2048 board ("g2048-board"), or the element's tag ("body"). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (a === null) return 'none';
    if (a.matches('.ttt .cell')) return `cell ${a.getAttribute('data-cell')}`;
    if (a.matches('.c4 .column')) return `column ${a.getAttribute('data-column')}`;
    if (a.closest('g2048-board') !== null) return 'g2048-board';
    return a.localName;
  });

/** Starts recording every message the live region says (each a new node: the same text twice is two messages). */
async function listen(page: Page): Promise<void> {
  await page.waitForSelector('[data-game-said]', { state: 'attached' });
  await page.evaluate(() => {
    const region = document.querySelector('[data-game-said]')!;
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    new MutationObserver(() => {
      const text = (region.textContent ?? '').trim();
      if (text !== '') heard.push(text);
    }).observe(region, { childList: true, subtree: true, characterData: true });
  });
}

/** The messages said so far. */
const heard = (page: Page) => page.evaluate(() => [...(window as unknown as { heard: string[] }).heard]);

/** Presses `key`, then waits for the live region to say something that `done` accepts: every message said since, in order. */
async function pressAndHear(page: Page, key: string, done: RegExp): Promise<string[]> {
  const before = (await heard(page)).length;
  await page.keyboard.press(key);
  await expect.poll(async () => (await heard(page)).slice(before).at(-1) ?? '').toMatch(done);
  return (await heard(page)).slice(before);
}

/**
 * What a move by the user said, as one message: the move held until the
 * machine's reply, both said together. (On a slow machine the move is said
 * alone after a second, with "The machine is thinking.", and the reply
 * follows: put back together here, the words are the same.)
 */
const asOne = (messages: string[], thinking: string) => messages.join(' ').replace(` ${thinking}`, '');

/** Chromium's accessibility tree as a screen reader gets it: each node's role, name and properties. */
async function axNodes(page: Page): Promise<{ role: string; name: string; props: Record<string, unknown> }[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[];
  };
  await cdp.detach();
  return nodes
    .filter((n) => !n.ignored)
    .map((n) => ({
      role: n.role?.value ?? '',
      name: n.name?.value ?? '',
      props: Object.fromEntries((n.properties ?? []).map((p) => [p.name, p.value.value])),
    }));
}

/** Tab presses from the top of the page until `where` has the focus (null: not within 20). */
async function tabsTo(page: Page, where: RegExp): Promise<number | null> {
  for (let k = 1; k <= 20; k++) {
    await page.keyboard.press('Tab');
    if (where.test(await focused(page))) return k;
  }
  return null;
}

const TTT = {
  en: {
    thinking: 'The machine is thinking.',
    moves: [
      'You played X in the middle left. O replied in the bottom left corner. Your turn.',
      'You played X in the centre. O replied in the top right corner. Your turn.',
      'You played X in the middle right. X wins: three in the middle row.',
    ],
    over: 'The game is over: New game starts another.',
    toolbar: /^Tic-tac-toe board: the arrows choose a cell, Enter plays$/,
    names: [
      'top left, cell 0, X',
      'top middle, cell 1, O',
      'top right, cell 2, O',
      'middle left, cell 3, X',
      'centre, cell 4, X',
      'middle right, cell 5, X',
      'bottom left, cell 6, O',
      'bottom middle, cell 7, empty',
      'bottom right, cell 8, empty',
    ],
  },
  es: {
    thinking: 'La máquina está pensando.',
    moves: [
      'Juegas X en medio a la izquierda. O responde abajo a la izquierda. Te toca.',
      'Juegas X en el centro. O responde arriba a la derecha. Te toca.',
      'Juegas X en medio a la derecha. Ganan las X: tres en la fila del medio.',
    ],
    over: 'La partida ha terminado: Nueva partida empieza otra.',
    toolbar: /^Tablero de tres en raya: las flechas eligen casilla, Intro juega$/,
    names: [
      'arriba a la izquierda, casilla 0, X',
      'arriba en medio, casilla 1, O',
      'arriba a la derecha, casilla 2, O',
      'en medio a la izquierda, casilla 3, X',
      'centro, casilla 4, X',
      'en medio a la derecha, casilla 5, X',
      'abajo a la izquierda, casilla 6, O',
      'abajo en medio, casilla 7, vacía',
      'abajo a la derecha, casilla 8, vacía',
    ],
  },
};

for (const lang of ['en', 'es'] as const)
  test(`tic-tac-toe (${lang}): a whole game won by keyboard, each move, reply and the result said, the focus on the board throughout`, async () => {
    const t = TTT[lang];
    // O played next to X's corner: X wins by force. The machine (alpha-beta, to the end, first best move) answers 6, then 2.
    const { page, errors } = await open(browser(), `${base}#/tictactoe?position=xo.......&human=x&lang=${lang}`);
    await page.waitForSelector('.ttt .cell[tabindex="0"]');
    await listen(page);
    // The board is one tab stop, on its first open cell.
    expect(await tabsTo(page, /^cell /)).not.toBeNull();
    expect(await focused(page)).toBe('cell 2');
    const plan = [3, 4, 5];
    for (const [k, cell] of plan.entries()) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focused(page)).toBe(`cell ${cell}`);
      const said = await pressAndHear(page, 'Enter', k === plan.length - 1 ? /: / : new RegExp(`${t.moves[k]!.split(' ').at(-1)!.replace('.', '\\.')}$`));
      expect(asOne(said, t.thinking)).toBe(t.moves[k]);
      // The focus stays on the cell just played: never the page's body.
      expect(await focused(page)).toBe(`cell ${cell}`);
      expect(await page.getAttribute(`.ttt .cell[data-cell="${cell}"]`, 'aria-disabled')).toBe('true');
      if (k === 0) {
        // Mid-game, as a screen reader gets it: a filled cell focusable and read-only, an empty one focusable and playable.
        const cells = (await axNodes(page)).filter((n) => n.role === 'button' && t.names.some((name) => name.split(',')[0] === n.name.split(',')[0]));
        expect(cells).toHaveLength(9);
        const filled = cells.find((n) => n.name === t.names[3]);
        expect(filled?.props).toMatchObject({ focusable: true, disabled: true });
        const empty = cells.find((n) => n.name === t.names[8]);
        expect(empty?.props.focusable).toBe(true);
        expect(empty?.props.disabled).toBeUndefined();
      }
    }
    expect(await page.locator('board-game-page [data-status]').textContent()).toMatch(lang === 'en' ? /X wins/ : /Ganan las X/);
    // The board can still be reviewed: the arrows reach the filled cells; activating one says why nothing happens.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focused(page)).toBe('cell 4');
    expect(await pressAndHear(page, 'Enter', new RegExp(t.over))).toEqual([t.over]);
    expect(await focused(page)).toBe('cell 4');

    // Chromium's accessibility tree: a toolbar named for how to play it, nine buttons named by place and mark, in order, all focusable and read-only now.
    const ax = await axNodes(page);
    expect(ax.filter((n) => n.role === 'toolbar' && t.toolbar.test(n.name))).toHaveLength(1);
    const buttons = ax.filter((n) => n.role === 'button' && t.names.includes(n.name));
    expect(buttons.map((n) => n.name)).toEqual(t.names);
    for (const b of buttons) expect(b.props).toMatchObject({ focusable: true, disabled: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
    expect(errors).toEqual([]);
  });

test('tic-tac-toe: a taken cell, activated on the user’s turn, is named and stays as it was', async () => {
  const { page, errors } = await open(browser(), `${base}#/tictactoe?position=x...o....&human=x`);
  await page.waitForSelector('.ttt .cell[tabindex="0"]');
  await listen(page);
  await page.focus('.ttt .cell[tabindex="0"]');
  expect(await focused(page)).toBe('cell 1');
  await page.keyboard.press('ArrowDown'); // 4, O's
  await expect.poll(() => focused(page)).toBe('cell 4');
  expect(await pressAndHear(page, ' ', /^Taken/)).toEqual(['Taken: centre, cell 4, O.']);
  expect(await page.getAttribute('.ttt .cell[data-cell="4"]', 'data-value')).toBe('o');
  expect(await focused(page)).toBe('cell 4');
  expect(page.url()).toMatch(/position=x\.\.\.o\.\.\.\.(&|$)/);
  await page.context().close();
  expect(errors).toEqual([]);
});

test('Connect-4: a disc dropped by keyboard and the machine’s reply said, by column and row from the bottom; the focus stays on the column', async () => {
  const { page, errors } = await open(browser(), `${base}#/connect4?moves=44&human=x`);
  await page.waitForSelector('.c4 .column[tabindex="0"]');
  await listen(page);
  expect(await page.getAttribute('.c4 .column[data-column="4"]', 'aria-label')).toBe('Column 4, from the bottom: X, O, then 4 empty');
  expect(await page.getAttribute('.c4 .column[data-column="1"]', 'aria-label')).toBe('Column 1: empty');
  expect(await tabsTo(page, /^column /)).not.toBeNull();
  expect(await focused(page)).toBe('column 1');
  for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => focused(page)).toBe('column 4');
  const said = asOne(await pressAndHear(page, 'Enter', /Your turn\.$/), 'The machine is thinking.');
  const reply = /^You dropped X in column 4, row 3\. O replied in column (\d), row (\d)\. Your turn\.$/.exec(said);
  expect(reply, said).not.toBeNull();
  // The reply said is the one played: the link's moves end with it, and its row is that column's height.
  const moves = new URL(page.url()).hash.match(/moves=(\d+)/)![1]!;
  expect(moves.slice(0, 3)).toBe('444');
  expect(moves.at(-1)).toBe(reply![1]);
  expect(String([...moves].filter((m) => m === reply![1]).length)).toBe(reply![2]);
  expect(await focused(page)).toBe('column 4');
  const ax = await axNodes(page);
  expect(ax.filter((n) => n.role === 'toolbar' && /^Connect-4 board: the arrows choose a column/.test(n.name))).toHaveLength(1);
  expect(ax.find((n) => n.role === 'button' && n.name.startsWith('Column 4, from the bottom: X, O, X'))?.props.focusable).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
  expect(errors).toEqual([]);
});

/** A 2048 board whose first moves are known: the top row 2 2 4 4, nothing else. */
const BOARD = encodeURIComponent(
  JSON.stringify([
    [2, 2, 4, 4],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
  ]),
);

/** The cells' values as the board shows them, row by row. */
const grid = (page: Page) => page.$$eval('g2048-page g2048-board:not(.small) [data-cell]', (cs) => cs.map((c) => Number(c.getAttribute('data-value'))));

test('2048: the board is a tab stop; three moves by keyboard, each said with its direction, merges, new tile and score, the focus on the board', async () => {
  const { page, errors } = await open(browser(), `${base}#/2048?board=${BOARD}&score=0&seed=7`);
  await page.waitForSelector('g2048-page g2048-board [tabindex="0"]');
  await listen(page);
  // Tab reaches the board, early (before the game's buttons).
  const presses = await tabsTo(page, /^g2048-board$/);
  expect(presses).not.toBeNull();
  expect(presses!).toBeLessThanOrEqual(6);
  // As a screen reader gets it: a grid named for how to play it (Orca hands a grid cell the arrows: focus mode), the tab stop its first cell.
  const ax = await axNodes(page);
  const board = ax.find((n) => n.role === 'grid');
  expect(board?.name).toBe('2048: the arrow keys move the tiles');
  const cells = ax.filter((n) => n.role === 'gridcell' && /^row \d, column \d/.test(n.name));
  expect(cells).toHaveLength(16);
  expect(cells.filter((n) => n.props.focusable === true).map((n) => n.name)).toEqual([expect.stringMatching(/^row 1, column 1: /)]);

  // Nothing can move up: said so.
  expect(await pressAndHear(page, 'ArrowUp', /^Nothing/)).toEqual(['Nothing moves up.']);
  const score = () => page.locator('g2048-page [data-score]').getAttribute('data-score');
  const moves: [string, RegExp][] = [
    ['ArrowLeft', /^Moved left\. Two 2 tiles merged into 4\. Two 4 tiles merged into 8\. New (2|4) at row (\d), column (\d)\. Score 12\.$/],
    ['ArrowRight', /^Moved right\.(?: [^.]+ merged[^.]*\.)* New (2|4) at row (\d), column (\d)\. Score (\d+)\.$/],
    ['ArrowDown', /^Moved down\.(?: [^.]+ merged[^.]*\.)* New (2|4) at row (\d), column (\d)\. Score (\d+)\.$/],
  ];
  for (const [key, words] of moves) {
    const said = await pressAndHear(page, key, /Score \d+\.$/);
    expect(said).toHaveLength(1);
    const m = words.exec(said[0]!);
    expect(m, said[0]).not.toBeNull();
    // The new tile said is on the board there, and the score said is the page's.
    const [value, row, column] = [Number(m![1]), Number(m![2]), Number(m![3])];
    expect((await grid(page))[(row - 1) * 4 + (column - 1)]).toBe(value);
    expect(said[0]).toContain(`Score ${await score()}.`);
    expect(await focused(page)).toBe('g2048-board');
  }
  expect(await page.locator('g2048-page [data-moves]').getAttribute('data-moves')).toBe('3');
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
  expect(errors).toEqual([]);
});

test('2048 in Spanish: a move said in Spanish words', async () => {
  const { page, errors } = await open(browser(), `${base}#/2048?board=${BOARD}&score=0&seed=7&lang=es`);
  await page.waitForSelector('g2048-page g2048-board [tabindex="0"]');
  await listen(page);
  await page.focus('g2048-page g2048-board [tabindex="0"]');
  expect(await pressAndHear(page, 'ArrowUp', /nada/)).toEqual(['Hacia arriba no se mueve nada.']);
  const [said] = await pressAndHear(page, 'ArrowLeft', /Puntuación/);
  expect(said).toMatch(
    /^Hacia la izquierda\. Dos fichas de 2 se unen en 4\. Dos fichas de 4 se unen en 8\. Nueva ficha de (2|4) en la fila \d, columna \d\. Puntuación: 12\.$/,
  );
  await page.context().close();
  expect(errors).toEqual([]);
});

test('2048: Undo back to the start and Propose, from the keyboard, are said, and the focus goes to the board, not the page’s body', async () => {
  const { page, errors } = await open(browser(), `${base}#/2048?board=${BOARD}&score=0&seed=7&depth=1`);
  await page.waitForSelector('g2048-page g2048-board [tabindex="0"]');
  await listen(page);
  await page.focus('g2048-page g2048-board [tabindex="0"]');
  await pressAndHear(page, 'ArrowLeft', /Score 12\.$/);
  await page.focus('g2048-page [data-action=undo]');
  expect(await pressAndHear(page, 'Enter', /^Undone/)).toEqual(['Undone. Score 0.']);
  // Undo is disabled now (no move to undo): the board has the focus.
  await expect.poll(() => focused(page)).toBe('g2048-board');
  await page.focus('g2048-page [data-action=propose]');
  const [proposed] = await pressAndHear(page, 'Enter', /^The machine proposes/);
  expect(proposed).toBe(`The machine proposes moving ${await page.locator('g2048-page [data-proposal]').getAttribute('data-value')}.`);
  await expect.poll(() => focused(page)).not.toBe('body');
  await page.context().close();
  expect(errors).toEqual([]);
});
