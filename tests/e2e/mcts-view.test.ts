/**
 * Monte Carlo tree search step by step (<mcts-view>, issue 23) on the
 * tic-tac-toe and Connect-4 pages, in real Chromium: the machine's search
 * opened by link, stepped by event and by iteration from the keyboard; the
 * N drawn on every node after a back-propagation is the cursor's (the same
 * search recorded in Node); the phase named at each step; the tree a WAI-ARIA
 * tree the arrows move in; axe finds nothing; the C slider runs the search
 * again; a 10,000-iteration Connect-4 search steps without freezing; a game
 * against MCTS; a search too big to show says so. Screenshots (SCREENSHOTS=1)
 * mid-playout at a desk, a projector and a phone.
 */
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, settled, shot, useBrowser } from './browser.ts';
import { axeViolations } from './axe.ts';
import { FROZEN_MS, watchLongTasks } from './freeze.ts';
import { mctsPosition } from '../../src/app/mcts-position.ts';
import { MctsCursor, MctsTrace, type MctsTraceData } from '../../src/trace/mcts-trace.ts';
import { iterationStart } from '../../src/ui/viewer/mcts/mcts-model.ts';

const browser = useBrowser();
const base = inject('baseUrl');

const hash = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
const step = async (page: Page) => Number(await page.locator('mcts-view [data-step]').getAttribute('data-step'));
const phase = (page: Page) => page.locator('mcts-view [data-phase-label]').getAttribute('data-phase-label');
const phaseText = (page: Page) => page.locator('mcts-view [data-phase-label]').textContent();

/** The same search, recorded in Node: its trace and a cursor on it. */
function recorded(game: 'tictactoe' | 'connect4', position: string, iterations: number, c: number, seed: number) {
  const reply = mctsPosition({ game, position, iterations, c, seed }, true);
  if (!reply.ok || reply.trace === undefined) throw new Error('no trace');
  const trace = new MctsTrace(reply.trace as MctsTraceData<unknown>);
  return { trace, cursor: new MctsCursor(trace) };
}

/** Presses `key` and waits until the step shown is `expected` (no fixed wait). */
async function press(page: Page, key: string, expected: number): Promise<void> {
  await page.keyboard.press(key);
  await expect.poll(() => step(page)).toBe(expected);
}

/** Every drawn node's id and the N it shows, written and drawn. */
const drawnN = (page: Page) =>
  page.$$eval('mcts-view mcts-tree g.mnode', (gs) =>
    gs.map((g) => ({ id: g.getAttribute('data-node-id')!, n: Number(g.getAttribute('data-n')), text: g.querySelector('text.v.n')?.textContent ?? '' })),
  );

test('tic-tac-toe by link: steps by event and by iteration from the keyboard, N after a back-propagation is the cursor’s, the phase is named, the tree’s keys, axe, the C slider', async () => {
  const [iterations, c, seed] = [200, 1.41, 3];
  const { page, errors } = await open(
    browser(),
    `${base}#/tictactoe?position=.........&algo=mcts&iterations=${iterations}&c=${c}&seed=${seed}&human=x&propose=1`,
    { width: 1280, height: 800 },
  );
  const { trace, cursor } = recorded('tictactoe', '.........', iterations, c, seed);
  await page.locator('mcts-view mcts-tree g.mnode').first().waitFor({ state: 'attached', timeout: 30_000 });
  expect(await page.locator('mcts-view [data-step]').textContent()).toContain(`/ ${trace.length.toLocaleString('en')}`);
  expect(await step(page)).toBe(0);
  expect(await phase(page)).toBe('start');
  // The keys work on the page without a click: → a step, PageDown an iteration, PageUp back.
  await press(page, 'ArrowRight', 1);
  await press(page, 'PageDown', iterationStart(trace, 1));
  expect(await page.locator('mcts-view [data-iteration]').getAttribute('data-iteration')).toBe('1');
  await press(page, 'PageDown', iterationStart(trace, 2));
  await press(page, 'PageDown', iterationStart(trace, 3));
  await press(page, 'PageUp', iterationStart(trace, 2));
  await press(page, 'ArrowLeft', iterationStart(trace, 2) - 1);
  await press(page, 'PageUp', iterationStart(trace, 1));
  // Into the 20th iteration, then event by event to its back-propagation: each phase named in turn.
  for (let i = 1; i < 20; i++) await page.keyboard.press('PageDown');
  await expect.poll(() => step(page)).toBe(iterationStart(trace, 20));
  const phases: string[] = [];
  while ((await phase(page)) !== 'backpropagation') {
    phases.push(`${await phase(page)}: ${await phaseText(page)}`);
    await press(page, 'ArrowRight', (await step(page)) + 1);
  }
  phases.push(`${await phase(page)}: ${await phaseText(page)}`);
  expect(phases[0]).toBe('selection: ▼ Selection');
  expect(phases).toContain('expansion: ✚ Expansion');
  expect(phases).toContain('simulation: ⋯ Simulation');
  expect(phases.at(-1)).toBe('backpropagation: ▲ Back-propagation');
  expect(await page.locator('mcts-view [data-phase-item][aria-current=step]').getAttribute('data-phase-item')).toBe('backpropagation');
  // Every node drawn shows the N the cursor has after this back-propagation, on the node and in its text.
  const at = await step(page);
  cursor.seek(at);
  const drawn = await drawnN(page);
  expect(drawn.length).toBeGreaterThan(9);
  for (const d of drawn) {
    const v = Array.from({ length: trace.nodes }, (_, i) => i).find((i) => trace.id(i) === d.id)!;
    expect(d.n, d.id).toBe(cursor.n[v]);
    expect(d.text, d.id).toBe(String(cursor.n[v]));
  }
  // The path gets its +1; the narration says what back-propagation does.
  expect(await page.locator('mcts-view g.mnode .plus').count()).toBe(cursor.path.length);
  expect(await page.locator('mcts-view [data-narration]').textContent()).toContain('Back-propagation: the');
  // The pseudocode's line: BACK-PROPAGATE.
  expect(await page.locator('mcts-view .mcts-code .line.current').textContent()).toContain('BACK-PROPAGATE');
  // The tree: one tab stop; ↓ moves to the next node, ← to its parent; PageDown still steps an iteration from there.
  const stops = await page.$$eval('mcts-view mcts-tree [role=treeitem][tabindex="0"]', (e) => e.length);
  expect(stops).toBe(1);
  await page.locator('mcts-view mcts-tree [role=treeitem][tabindex="0"]').focus();
  const level = () => page.evaluate(() => document.activeElement?.getAttribute('aria-level'));
  const item = () => page.evaluate(() => `${document.activeElement?.getAttribute('aria-level')} ${document.activeElement?.getAttribute('aria-expanded')}`);
  await page.keyboard.press('Home');
  await expect.poll(level).toBe('1');
  await page.keyboard.press('ArrowDown');
  await expect.poll(level).toBe('2');
  expect(await step(page)).toBe(at);
  // A node of the root's whose children are not drawn ("+k more"): → draws them, ← hides them again, ← goes to the root.
  for (let k = 0; k < 40 && (await item()) !== '2 false'; k++) await page.keyboard.press('ArrowDown');
  expect(await item()).toBe('2 false');
  const drawnBefore = await page.locator('mcts-view g.mnode').count();
  await page.keyboard.press('ArrowRight');
  await expect.poll(item).toBe('2 true');
  expect(await page.locator('mcts-view g.mnode').count()).toBeGreaterThan(drawnBefore);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(item).toBe('2 false');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(level).toBe('1');
  await press(page, 'PageDown', iterationStart(trace, 21));
  // In the tree → is the tree's (a node's children); out of it, a step again. axe, mid-iteration.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await press(page, 'ArrowRight', iterationStart(trace, 21) + 1);
  expect(await axeViolations(page)).toEqual([]);
  // The C slider, from the keyboard: one notch runs the search again with C = 1.42, at the same step; the link follows.
  await page.locator('mcts-view [data-field=exploration]').focus();
  const before = await step(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.locator('mcts-view').getAttribute('data-c'), { timeout: 30_000 }).toBe('1.42');
  await expect.poll(() => hash(page)).toContain('c=1.42');
  expect(await step(page)).toBe(before);
  const again = recorded('tictactoe', '.........', iterations, 1.42, seed);
  expect(await page.locator('mcts-view [data-step]').textContent()).toContain(`/ ${again.trace.length.toLocaleString('en')}`);
  expect(errors).toEqual([]);
});

test('Connect-4, 10,000 iterations: opens, steps by event, iteration and Home/End without freezing, and draws only what can be read; screenshots mid-playout', async () => {
  const { page, errors } = await open(browser(), `${base}#/connect4?moves=44&algo=mcts&iterations=10000&c=1.41&seed=1&human=x&propose=1`, {
    width: 1280,
    height: 800,
  });
  await page.locator('mcts-view mcts-tree g.mnode').first().waitFor({ state: 'attached', timeout: 60_000 });
  const total = Number(await page.locator('mcts-view step-controls input[type="range"]').getAttribute('max'));
  expect(total).toBeGreaterThan(70_000);
  const { longest } = await watchLongTasks(page);
  await press(page, 'End', total);
  expect(await phase(page)).toBe('choice');
  await press(page, 'Home', 0);
  for (let i = 1; i <= 5; i++) {
    await page.locator('mcts-view [data-action=iteration-next]').click();
    await expect.poll(() => page.locator('mcts-view [data-iteration]').getAttribute('data-iteration')).toBe(String(i));
  }
  // A playout in the middle of the search: event by event to its simulation.
  await page.keyboard.press('PageDown');
  await expect.poll(() => page.locator('mcts-view [data-iteration]').getAttribute('data-iteration')).toBe('6');
  for (let k = 0; k < 30 && (await phase(page)) !== 'simulation'; k++) await press(page, 'ArrowRight', (await step(page)) + 1);
  expect(await phase(page)).toBe('simulation');
  expect(await page.locator('mcts-view mcts-tree .chain').count()).toBe(1);
  expect(await page.locator('mcts-view [data-playout-position]').count()).toBe(1);
  // The slider, far into the search: still a few dozen nodes drawn, with "+k more" on the rest.
  await page.locator('mcts-view step-controls input[type=range]').fill(String(Math.round(total * 0.7)));
  await expect.poll(() => step(page)).toBe(Math.round(total * 0.7));
  expect(await page.locator('mcts-view g.mnode').count()).toBeLessThan(80);
  expect(await page.locator('mcts-view g.mnode .more').count()).toBeGreaterThan(0);
  // No step, jump or drag froze the page (axe, after, takes long tasks of its own).
  expect(await longest()).toBeLessThan(FROZEN_MS);
  expect(await axeViolations(page)).toEqual([]);
  // Screenshots during a playout, as a class and a student see it.
  await page.goto(`${base}#/connect4?moves=44&algo=mcts&iterations=1000&c=1.41&seed=1&human=x&propose=1&step=2000`);
  await page.reload();
  await expect.poll(() => step(page), { timeout: 30_000 }).toBe(2000);
  for (let k = 0; k < 30 && (await phase(page)) !== 'simulation'; k++) await press(page, 'ArrowRight', (await step(page)) + 1);
  expect(await page.locator('mcts-view [data-playout-position]').count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  for (const [name, size] of [
    ['1280', { width: 1280, height: 800 }],
    ['1024', { width: 1024, height: 768 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.locator('mcts-view mcts-tree').scrollIntoViewIfNeeded();
    await shot(page, `mcts-c4-${name}-playout`, false);
    await shot(page, `mcts-c4-${name}`);
  }
  expect(errors).toEqual([]);
});

test('a game against MCTS: the machine answers with its most visited move; the settings are in the link (their defaults left out); a search too big to show says so', async () => {
  const { page, errors } = await open(browser(), `${base}#/tictactoe?algo=mcts&iterations=1000&c=1.41&seed=1&human=x`);
  const cells = () => page.$$eval('board-game-page > .layout .ttt [data-cell]', (els) => els.map((e) => e.getAttribute('data-value') || '.').join(''));
  await page.locator('board-game-page [data-cell="4"]').click();
  await expect.poll(cells, { timeout: 30_000 }).toMatch(/^[.o]{4}x[.o]{4}$/);
  await expect.poll(async () => (await cells()).split('').filter((ch) => ch === 'o').length, { timeout: 30_000 }).toBe(1);
  const after = await cells();
  // The move is the one MCTS makes in Node with the same settings.
  const reply = mctsPosition({ game: 'tictactoe', position: '....x....', iterations: 1000, c: 1.41, seed: 1 });
  expect(reply.ok && after.indexOf('o')).toBe(reply.ok ? reply.json.action : -1);
  // The settings are the board games' defaults (1,000 iterations, C 1.41, seed 1): the link leaves them out (issue 39).
  expect(hash(page)).toContain('algo=mcts&human=x');
  expect(hash(page)).not.toMatch(/iterations=|c=|seed=/);
  expect(await page.locator('board-game-page [data-field=iterations]').inputValue()).toBe('1000');
  // Its own settings in place of the depth and the random ties (MCTS has its seed).
  expect(await page.locator('board-game-page :is([data-field=depth], [data-field=random])').count()).toBe(0);
  expect(await page.locator('board-game-page [data-field=c]').inputValue()).toBe('1.41');
  // Connect-4: the machine moves first as X.
  await page.goto(`${base}#/connect4?algo=mcts&iterations=300&c=1.41&seed=2&human=o`);
  await expect.poll(() => page.locator('board-game-page .c4 .cell.x').count(), { timeout: 30_000 }).toBe(1);
  // 20,000 iterations: proposed, not shown step by step, and said.
  await page.goto(`${base}#/connect4?moves=44&algo=mcts&iterations=20000&c=1.41&seed=1&human=x&propose=1`);
  await page.locator('board-game-page [data-mcts-note]').waitFor({ timeout: 60_000 });
  expect(await page.locator('board-game-page [data-mcts-note]').textContent()).toContain('more than 10,000 iterations');
  expect(await page.locator('mcts-view').count()).toBe(0);
  expect(await page.locator('board-game-page [data-proposal]').getAttribute('data-value')).toMatch(/^[1-7]$/);
  expect(errors).toEqual([]);
});

test('in Spanish: the phases, the iteration, the narration and the settings', async () => {
  const { page, errors } = await open(
    browser(),
    `${base}#/tictactoe?position=x...o....&algo=mcts&iterations=100&c=1.41&seed=1&human=x&propose=1&step=2&lang=es`,
  );
  await page.locator('mcts-view mcts-tree g.mnode').first().waitFor({ state: 'attached', timeout: 30_000 });
  await expect.poll(() => phaseText(page)).toBe('▼ Selección');
  expect(await page.locator('mcts-view [data-iteration]').textContent()).toContain('Iteración 1 de 100');
  expect(await page.locator('mcts-view [data-narration]').textContent()).toContain('la selección empieza en la raíz');
  expect(await page.locator('board-game-page [data-field=algo] option[value=mcts]').textContent()).toBe('búsqueda en árbol de Monte Carlo');
  expect(await page.locator('mcts-view [data-phase-item=backpropagation]').textContent()).toContain('Retropropagación');
  expect(errors).toEqual([]);
});
