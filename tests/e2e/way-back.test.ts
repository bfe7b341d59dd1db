/**
 * No destructive action in one click (issue 39, point 2, the rest), in real
 * Chromium: the controls that replace what a user made put it aside and
 * offer Undo, which brings back exactly what was there, link included.
 * - `#/tree`: *Generate* and an example replace a tree typed in the editor;
 *   Undo brings back the text byte for byte, the tree drawn from it and its
 *   step (a text that does not parse comes back with its error, over the
 *   tree drawn then); an untouched example is replaced with no notice.
 * - `#/tictactoe`, `#/connect4`: *New game* puts aside the game played (or a
 *   link's position); *Undo new game* brings back the position and the whole
 *   history (the move Undo steps back through it again); a game with no move
 *   of the user's is replaced with no notice.
 * - `#/exercise`: *New set* drops the cards and what was typed in them (the
 *   answers are kept nowhere else); Undo goes back to the set with each field
 *   as typed and checked, and so does the browser's Back.
 * axe-clean with each notice shown.
 */
import { expect, inject, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { open, useBrowser } from './browser.ts';
import { axeViolations } from './axe.ts';

const browser = useBrowser();
const base = inject('baseUrl');

/** The link's parameters (the hash's query). */
const link = (page: Page) => new URLSearchParams(new URL(page.url()).hash.replace(/^#\/[^?]*\??/, ''));
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-action') ?? document.activeElement?.getAttribute('data-field') ?? null);

// ---- the tree page -------------------------------------------------------------------------------

const nodeIds = (page: Page) => page.$$eval('tree-page search-tree g.node', (nodes) => nodes.map((n) => n.getAttribute('data-node-id')));
const editorText = (page: Page) => page.locator('tree-page textarea[data-field=tree]').inputValue();

async function ready(page: Page): Promise<void> {
  await page.locator('tree-page step-controls [data-step]').waitFor();
  await expect.poll(() => page.locator('tree-page search-tree g.node').count()).toBeGreaterThan(0);
}

/** Text with odd spaces and a line break: it must come back as typed, not as the notation prints it. */
const TYPED = 'max( min(3, 5) ,\n  min(2,9) )';

test('the tree page: Generate and an example put the tree typed aside; Undo brings back its text byte for byte, its tree, its step and its link', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree?src=aima-fig-5-2&algo=alphabeta`);
  await ready(page);
  const notices = page.locator('tree-page [data-way-back] [data-put-aside]');
  // An example as it comes has nothing to lose: replaced with no notice.
  await page.selectOption('tree-page [data-field=fixture]', 'thesis-minimax');
  await expect.poll(() => link(page).get('src')).toBe('thesis-minimax');
  expect(await notices.count()).toBe(0);

  // A tree typed, stepped to step 3.
  await page.fill('tree-page textarea[data-field=tree]', TYPED);
  await page.click('tree-page [data-action=apply]');
  await expect.poll(() => link(page).get('tree')).toBe(TYPED);
  // Its seven nodes drawn: MAX, two MIN, four leaves.
  await expect.poll(() => nodeIds(page).then((ids) => ids.length)).toBe(7);
  for (let i = 0; i < 3; i++) await page.click('tree-page [data-action=step]');
  await expect.poll(() => link(page).get('step')).toBe('3');
  const drawn = await nodeIds(page);
  const typedLink = page.url();

  // Generate, from the keyboard: the typed tree is gone; the status says where it went, its Undo the next tab stop.
  await page.locator('tree-page [data-action=generate]').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => link(page).get('tree')).not.toBe(TYPED);
  expect(await editorText(page)).not.toBe(TYPED);
  await expect.poll(() => nodeIds(page)).not.toEqual(drawn);
  const status = page.locator('tree-page [data-way-back=random]');
  expect(await status.getAttribute('role')).toBe('status');
  await expect.poll(() => status.locator('[data-put-aside=tree]').count()).toBe(1);
  expect(await status.textContent()).toMatch(/The tree you had is put aside: Undo brings it back\./);
  expect(await page.locator('tree-page [data-way-back=example]').textContent()).toBe('');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('undo-replace');
  expect(await axeViolations(page)).toEqual([]);
  const random = link(page).get('tree');

  // Undo: the text as typed, its tree at its step, the same link; the random tree put aside in its place.
  await page.keyboard.press('Enter');
  await expect.poll(() => editorText(page)).toBe(TYPED);
  await expect.poll(() => page.url()).toBe(typedLink);
  await expect.poll(() => nodeIds(page)).toEqual(drawn);
  expect(await page.locator('tree-page [data-step]').first().getAttribute('data-step')).toBe('3');
  await expect.poll(() => status.locator('[data-brought-back=tree]').count()).toBe(1);
  expect(await status.textContent()).toMatch(/The tree you had is back; the one shown instead is put aside/);
  expect(await focused(page)).toBe('undo-replace');

  // An example in its place: put aside again, said by the example list; Undo goes, the focus back on the list.
  await page.selectOption('tree-page [data-field=fixture]', 'aima-fig-5-2');
  await expect.poll(() => link(page).get('src')).toBe('aima-fig-5-2');
  expect(link(page).get('tree')).toBeNull();
  const byExample = page.locator('tree-page [data-way-back=example]');
  await expect.poll(() => byExample.locator('[data-put-aside=tree]').count()).toBe(1);
  expect(await status.textContent()).toBe('');
  expect(await axeViolations(page)).toEqual([]);
  await byExample.locator('[data-action=undo-replace]').click();
  await expect.poll(() => editorText(page)).toBe(TYPED);
  await expect.poll(() => link(page).get('tree')).toBe(TYPED);
  await expect.poll(() => nodeIds(page)).toEqual(drawn);
  // The example lost nothing: nothing is put aside now.
  await expect.poll(() => byExample.locator('[data-brought-back=tree]').count()).toBe(1);
  expect(await notices.count()).toBe(0);
  await expect.poll(() => focused(page)).toBe('fixture');
  expect(random).not.toBeNull();

  // A text that does not parse comes back as it was: its error shown over the tree drawn then.
  await page.fill('tree-page textarea[data-field=tree]', 'max(3,');
  await page.click('tree-page [data-action=apply]');
  await page.locator('tree-page [data-error]').waitFor();
  await expect.poll(() => link(page).get('tree')).toBe('max(3,');
  const broken = page.url();
  await page.click('tree-page [data-action=generate]');
  await expect.poll(() => page.locator('tree-page [data-error]').count()).toBe(0);
  await status.locator('[data-action=undo-replace]').click();
  await page.locator('tree-page [data-error]').waitFor();
  expect(await editorText(page)).toBe('max(3,');
  await expect.poll(() => nodeIds(page)).toEqual(drawn);
  await expect.poll(() => page.url()).toBe(broken);
  expect(errors).toEqual([]);
});

// ---- tic-tac-toe and Connect-4 -------------------------------------------------------------------

const cells = (page: Page) => page.$$eval('board-game-page > .layout .ttt [data-cell]', (els) => els.map((e) => e.getAttribute('data-value') || '.').join(''));
const said = (page: Page) => page.locator('board-game-page [data-game-said]').textContent();
const stones = (s: string) => s.replace(/\./g, '').length;

/** The user (X) plays the first empty cell of `order`, and the machine replies. */
async function play(page: Page, order: number[]): Promise<void> {
  const before = await cells(page);
  const cell = order.find((c) => before[c] === '.')!;
  await page.locator(`board-game-page [data-cell="${cell}"]`).click();
  await expect.poll(() => cells(page).then(stones)).toBe(stones(before) + 2);
}

test('tic-tac-toe: New game puts the game aside; Undo new game brings back the position and its whole history; an empty board is replaced with no notice', async () => {
  const { page, errors } = await open(browser(), `${base}#/tictactoe?algo=alphabeta&human=x`);
  await page.locator('board-game-page [data-cell="4"]').waitFor();
  const notice = page.locator('board-game-page [data-way-back] [data-put-aside=game]');
  // Nothing played: nothing to lose.
  await page.click('board-game-page [data-action=new-game]');
  await expect.poll(() => said(page)).toContain('New game.');
  expect(await notice.count()).toBe(0);

  await play(page, [4, 0, 1, 2, 3, 5, 6, 7, 8]);
  const first = await cells(page);
  await play(page, [0, 8, 2, 6, 1, 3, 5, 7]);
  const played = await cells(page);
  await expect.poll(() => link(page).get('position')).toBe(played);
  const position = played;

  // From the keyboard: New game; the game is gone, the move Undo has nothing to step back through.
  await page.locator('board-game-page [data-action=new-game]').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => cells(page)).toBe('.........');
  // The empty board's link (its position written out, as New game always did).
  await expect.poll(() => link(page).get('position') ?? '.........').toBe('.........');
  expect(await page.locator('board-game-page [data-action=undo]').isDisabled()).toBe(true);
  await expect.poll(() => notice.getAttribute('data-moves')).toBe('4');
  expect(await notice.textContent()).toMatch(/The game before \(4 moves\) is put aside\.\s*Undo new game/);
  await expect.poll(() => said(page)).toBe('New game. The game before (4 moves) is put aside. Undo new game brings it back. Your turn.');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('undo-replace');
  expect(await axeViolations(page)).toEqual([]);

  // Undo new game: the same position, the same link, and the history: the move Undo goes back to the first exchange.
  await page.keyboard.press('Enter');
  await expect.poll(() => cells(page)).toBe(played);
  await expect.poll(() => link(page).get('position')).toBe(position);
  await expect.poll(() => said(page)).toBe('The game before is back. Your turn.');
  expect(await page.locator('board-game-page [data-way-back] [data-brought-back=game]').count()).toBe(1);
  // The new game had no move: nothing put aside, the focus back on New game.
  expect(await notice.count()).toBe(0);
  await expect.poll(() => focused(page)).toBe('new-game');
  await page.click('board-game-page [data-action=undo]');
  await expect.poll(() => cells(page)).toBe(first);
  await page.click('board-game-page [data-action=undo]');
  await expect.poll(() => cells(page)).toBe('.........');
  expect(errors).toEqual([]);
});

test('tic-tac-toe: a move in the new game puts it aside in turn, Redo new game brings it back; Connect-4: a link’s position put aside and back', async () => {
  const { page, errors } = await open(browser(), `${base}#/tictactoe?algo=alphabeta&human=x`);
  await page.locator('board-game-page [data-cell="4"]').waitFor();
  await play(page, [4, 0]);
  const before = await cells(page);
  await page.click('board-game-page [data-action=new-game]');
  await expect.poll(() => cells(page)).toBe('.........');
  await play(page, [0, 4]);
  const fresh = await cells(page);
  const button = page.locator('board-game-page [data-way-back] [data-action=undo-replace]');
  await button.click();
  await expect.poll(() => cells(page)).toBe(before);
  await expect.poll(() => button.textContent()).toBe('Redo new game');
  await expect.poll(() => said(page)).toBe('The game before is back. The new game (2 moves) is put aside. Redo new game brings it back. Your turn.');
  await button.click();
  await expect.poll(() => cells(page)).toBe(fresh);
  await expect.poll(() => link(page).get('position')).toBe(fresh);
  await expect.poll(() => button.textContent()).toBe('Undo new game');

  await page.goto(`${base}#/connect4?moves=44&algo=alphabeta&depth=2&human=x`);
  const c4 = (cell: string) => page.locator(`board-game-page [data-cell="${cell}"]`).getAttribute('data-value');
  await expect.poll(() => c4('5,3')).toBe('x');
  expect(await c4('4,3')).toBe('o');
  await page.click('board-game-page [data-action=new-game]');
  await expect.poll(() => c4('5,3')).toBe('');
  await expect.poll(() => link(page).get('moves')).toBeNull();
  await expect.poll(() => page.locator('board-game-page [data-way-back] [data-put-aside=game]').getAttribute('data-moves')).toBe('2');
  expect(await axeViolations(page)).toEqual([]);
  await page.click('board-game-page [data-way-back] [data-action=undo-replace]');
  await expect.poll(() => c4('5,3')).toBe('x');
  expect(await c4('4,3')).toBe('o');
  await expect.poll(() => link(page).get('moves')).toBe('44');
  expect(errors).toEqual([]);
});

// ---- the exercise page ---------------------------------------------------------------------------

const SET = '#/exercise?seed=12&count=2&difficulty=easy&algo=alphabeta';
const FIRST = 'alphabeta-easy-12-1';

/** What a card shows of an attempt: each verdict, the score, the root's slot, and the fields under the tree. */
async function answers(card: Locator) {
  return {
    verdicts: await card
      .locator('[data-verdict][data-for]')
      .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-for')} ${e.getAttribute('data-verdict')}`)),
    score: await card.locator('[data-score]').getAttribute('data-score'),
    root: await card.locator('exercise-tree g.node[data-node-id="A"] [data-slot="value"]').textContent(),
    action: await card.locator('[data-field=action]').inputValue(),
    evaluated: await card.locator('[data-field=evaluated]').inputValue(),
  };
}

test('the exercise page: New set drops what was typed; Undo goes back to the set with every field as typed and checked, as Back does', async () => {
  const { page, errors } = await open(browser(), `${base}${SET}`);
  const card = page.locator(`exercise-page [data-exercise="${FIRST}"]`);
  await card.locator('exercise-tree g.node').first().waitFor();
  const notice = page.locator('exercise-page [data-way-back] [data-put-aside=set]');

  // Nothing typed: New set loses nothing, and says nothing.
  await page.click('exercise-page [data-action=new-set]');
  await expect.poll(() => link(page).get('seed')).not.toBe('12');
  expect(await notice.count()).toBe(0);
  await page.goBack();
  await expect.poll(() => link(page).get('seed')).toBe('12');
  await card.locator('exercise-tree g.node').first().waitFor();

  // Typed and checked: the root's value, the best move; the leaves typed, not checked.
  await card.locator('exercise-tree g.node[data-node-id="A"] .shape').click();
  await card.locator('[data-editor] [data-field=value]').fill('7');
  await card.locator('[data-field=action]').selectOption({ index: 1 });
  await card.locator('[data-action=check]').click();
  await expect.poll(() => card.locator('[data-verdict][data-for]').count()).toBe(2);
  await card.locator('[data-field=evaluated]').fill('a1, b2');
  const typed = await answers(card);
  expect(typed.evaluated).toBe('a1, b2');
  const setLink = page.url();

  // New set: another seed, and the typed answers are gone from the page.
  await page.click('exercise-page [data-action=new-set]');
  await expect.poll(() => link(page).get('seed')).not.toBe('12');
  expect(await card.count()).toBe(0);
  expect(await page.locator('exercise-page [data-verdict][data-for]').count()).toBe(0);
  const status = page.locator('exercise-page [data-way-back]');
  expect(await status.getAttribute('role')).toBe('status');
  await expect.poll(() => notice.getAttribute('data-answers')).toBe('3');
  expect(await notice.textContent()).toMatch(/Your 3 answers to the set of seed 12 are put aside: Undo goes back to that set with them\./);
  // The keyboard reaches Undo after the set's options and links.
  await page.locator('exercise-page [data-link=teacher]').focus();
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('undo-replace');
  expect(await axeViolations(page)).toEqual([]);

  // Undo: the set's link, and every field as it was.
  await page.keyboard.press('Enter');
  await expect.poll(() => page.url()).toBe(setLink);
  await card.locator('exercise-tree g.node').first().waitFor();
  await expect.poll(() => status.locator('[data-brought-back=set]').getAttribute('data-answers')).toBe('3');
  expect(await status.textContent()).toMatch(/The set of seed 12 is back with your 3 answers\./);
  // The other set had nothing typed: no Undo left, the focus back on New set.
  expect(await notice.count()).toBe(0);
  await expect.poll(() => focused(page)).toBe('new-set');
  // The root chosen again (which node the editor shows is not an answer): every field and verdict as it was.
  await card.locator('exercise-tree g.node[data-node-id="A"] .shape').click();
  await expect.poll(() => answers(card)).toEqual(typed);

  // The browser's Back after New set gives them back too.
  await page.click('exercise-page [data-action=new-set]');
  await expect.poll(() => card.count()).toBe(0);
  await page.goBack();
  await expect.poll(() => page.url()).toBe(setLink);
  await card.locator('exercise-tree g.node').first().waitFor();
  await card.locator('exercise-tree g.node[data-node-id="A"] .shape').click();
  await expect.poll(() => answers(card)).toEqual(typed);
  expect(errors).toEqual([]);
});
