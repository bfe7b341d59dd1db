/**
 * The solver ladder page (`#/ladder`, issue 22) in real Chromium: every rung
 * side by side on a position, run in the worker within a budget and
 * cancellable; a rung's search in the viewer, pass by pass; the position
 * played on the board, typed (a bad move named) or picked; tic-tac-toe's
 * table against minimax; our measurements beside Pons' table; the URL
 * following what is shown; Spanish. Screenshots (SCREENSHOTS=1) at a desk, a
 * projector and a phone.
 */
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, settled, shot, useBrowser } from './browser.ts';
import { axeViolations } from './axe.ts';

const browser = useBrowser();
const base = inject('baseUrl');

/** Pons' End-Easy position 1: score −1 for O, to move. */
const END_EASY_1 = '2252576253462244111563365343671351441';
const C4_RUNGS = ['minimax', 'alphabeta', 'centre', 'table', 'deepening', 'losing', 'threats', 'bounds'];

interface Row {
  rung: string;
  status: string;
  score: string;
  nodes: number;
}

const rows = (page: Page): Promise<Row[]> =>
  page.$$eval('ladder-page [data-rungs] tr[data-rung]', (trs) =>
    trs.map((t) => {
      const d = (t as HTMLElement).dataset;
      return { rung: d.rung!, status: d.status!, score: d.score!, nodes: Number(d.nodes) };
    }),
  );
const statuses = async (page: Page) => (await rows(page)).map((r) => r.status).join(' ');
const hash = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

test('Connect-4 by link: every rung with the set’s score, in words too; the null-window rung’s search opens at its last probe, the picker shows the others; the URL follows', async () => {
  const { page, errors } = await open(browser(), `${base}#/ladder?game=connect4&position=${END_EASY_1}&rung=deepening`, { width: 1280, height: 800 });
  await expect.poll(() => statuses(page), { timeout: 30_000 }).toBe(C4_RUNGS.map(() => 'exact').join(' '));
  const all = await rows(page);
  expect(all.map((r) => r.rung)).toEqual(C4_RUNGS);
  expect(all.map((r) => r.score)).toEqual(C4_RUNGS.map(() => '-1'));
  expect(await page.locator('ladder-page [data-rungs] tr[data-rung=bounds] .score').textContent()).toContain('loss: X wins with its 21st stone');
  expect(await page.locator('ladder-page [data-rungs] thead').textContent()).toContain('Score for O (to move)');
  // The search: three probes, the last first and chosen.
  const trace = page.locator('ladder-page [data-ladder-trace][data-status=shown]');
  await trace.locator('search-tree [data-node-id]').first().waitFor({ state: 'attached', timeout: 30_000 });
  const passes = trace.locator('[data-passes] label');
  await expect.poll(() => passes.count()).toBe(3);
  expect(await passes.first().textContent()).toContain('Probe 3: is X’s value above −1? → yes, ≥ +1');
  expect(await passes.first().locator('input').isChecked()).toBe(true);
  expect(await page.locator('ladder-page [data-rungs] tr[data-rung=deepening] [data-action=trace]').getAttribute('aria-current')).toBe('true');
  await shot(page, 'ladder-c4-1280-trace', false);
  await shot(page, 'ladder-c4-1280');
  // Another probe, then a step: both in the URL.
  await passes.last().locator('input').check();
  await expect.poll(() => hash(page)).toContain('pass=1');
  await trace.locator('[data-viewer] [data-action=step]').first().click();
  await expect.poll(() => hash(page)).toMatch(/pass=1&step=1/);
  // The link read back shows the same pass and step.
  await page.goto(`${base}#/ladder?game=connect4&position=${END_EASY_1}&rung=deepening&pass=2&step=3`);
  await page.reload();
  await expect.poll(() => trace.locator('[data-passes] input:checked').getAttribute('value'), { timeout: 30_000 }).toBe('2');
  await expect.poll(() => trace.locator('[data-viewer] [data-step]').first().textContent()).toMatch(/3/);
  for (const [name, size] of [
    ['1024', { width: 1024, height: 768 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await trace.scrollIntoViewIfNeeded();
    await shot(page, `ladder-c4-${name}-trace`, false);
    await shot(page, `ladder-c4-${name}`);
  }
  expect(errors).toEqual([]);
});

test('the position: a rung’s link opens its search; the board plays from the keyboard; a typed bad move and a move that ends the game are named; examples', async () => {
  const { page, errors } = await open(browser(), `${base}#/ladder?game=connect4&position=${END_EASY_1}`);
  await expect.poll(() => statuses(page), { timeout: 30_000 }).toBe(C4_RUNGS.map(() => 'exact').join(' '));
  expect(await page.locator('ladder-page [data-ladder-trace]').getAttribute('data-status')).toBe('none');
  // The table rung's link, by the keyboard.
  await page.locator('ladder-page [data-rungs] tr[data-rung=table] [data-action=trace]').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => hash(page)).toContain('rung=table');
  await page
    .locator('ladder-page [data-ladder-trace][data-rung=table][data-status=shown] search-tree [data-node-id]')
    .first()
    .waitFor({ state: 'attached', timeout: 30_000 });
  // The board is one tab stop, its arrows choosing the column: a full one (1) is named, not played; End and Enter play column 7.
  // Every rung runs again, and the table's search stays shown, for the new position.
  await page.locator('ladder-page section.position .c4 [tabindex="0"]').focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('ladder-page [data-position-error]').textContent()).toContain('move 38 drops into column 1, which is already full');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect.poll(() => hash(page)).toContain(`position=${END_EASY_1}7`);
  expect(hash(page)).toContain('rung=table');
  await expect.poll(() => statuses(page), { timeout: 30_000 }).toBe(C4_RUNGS.map(() => 'exact').join(' '));
  await page.locator('ladder-page [data-ladder-trace][data-rung=table][data-status=shown]').waitFor({ timeout: 30_000 });
  await page.click('ladder-page [data-action=undo]');
  await expect.poll(() => hash(page)).toContain(`position=${END_EASY_1}&`);
  // A typed position with a bad move: the error names it, nothing changes.
  await page.fill('ladder-page [data-field=position]', '44444444');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('ladder-page [data-position-error]').textContent()).toContain('move 7 drops into column 4, which is already full');
  expect(await page.locator('ladder-page [data-field=position]').getAttribute('aria-invalid')).toBe('true');
  expect(hash(page)).toContain(`position=${END_EASY_1}&`);
  // A good one is solved.
  await page.fill('ladder-page [data-field=position]', '5554224333234511764415115');
  await page.click('ladder-page [data-action=solve]');
  await expect.poll(() => hash(page)).toContain('position=5554224333234511764415115');
  await expect.poll(async () => (await rows(page)).map((r) => r.score).join(' '), { timeout: 30_000 }).toBe(C4_RUNGS.map(() => '4').join(' '));
  // A move that ends the game: named, not played (X completes the top row).
  await page.goto(`${base}#/ladder?game=tictactoe&position=xx..oo...`);
  await expect.poll(() => statuses(page), { timeout: 30_000 }).toBe('exact exact exact exact exact');
  await page.click('ladder-page section.position .ttt [data-cell="2"]');
  await expect
    .poll(() => page.locator('ladder-page [data-position-error]').textContent())
    .toContain('X has already won: a finished game has no score to solve');
  expect(hash(page)).toContain('position=xx..oo...');
  await page.goto(`${base}#/ladder`);
  await expect.poll(() => statuses(page), { timeout: 30_000 }).toBe(C4_RUNGS.map(() => 'exact').join(' '));
  // An example.
  await page.selectOption('ladder-page [data-field=example]', { index: 3 });
  await expect.poll(() => hash(page)).toContain('position=7422341735647741166133573473242566');
  expect(errors).toEqual([]);
});

test('tic-tac-toe from the empty board: the table saves most of minimax’s 549,946 nodes, said in figures, bars and words; minimax’s whole tree opens', async () => {
  const { page, errors } = await open(browser(), `${base}#/ladder?game=tictactoe`, { width: 1280, height: 800 });
  await expect.poll(() => statuses(page), { timeout: 30_000 }).toBe('exact exact exact exact exact');
  const all = await rows(page);
  expect(all.map((r) => r.rung)).toEqual(['minimax', 'alphabeta', 'centre', 'table', 'deepening']);
  expect(all.map((r) => r.score)).toEqual(['0', '0', '0', '0', '0']);
  const nodes = Object.fromEntries(all.map((r) => [r.rung, r.nodes]));
  expect(nodes.minimax).toBe(549_946);
  expect(nodes.table! * 100).toBeLessThan(nodes.minimax!);
  const summary = await page.locator('ladder-page [data-ladder-summary]').textContent();
  expect(summary).toContain(`The transposition table searched ${nodes.table!.toLocaleString('en')} nodes where minimax searched 549,946`);
  expect(summary).toMatch(/99\.\d % fewer/);
  // The bars: minimax's the longest, the table's under two thirds of it (a log scale).
  const widths = await page.$$eval('ladder-page [data-rungs] tr[data-rung] .bar > span', (bars) =>
    bars.map((b) => (b as HTMLElement).getBoundingClientRect().width),
  );
  expect(widths[3]! / widths[0]!).toBeLessThan(0.67);
  expect(await page.locator('ladder-page [data-rungs]').textContent()).toContain('290× fewer than minimax');
  await shot(page, 'ladder-ttt-1280');
  for (const [name, size] of [
    ['1024', { width: 1024, height: 768 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await settled(page);
    await shot(page, `ladder-ttt-${name}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.click('ladder-page [data-rungs] tr[data-rung=minimax] [data-action=trace]');
  const trace = page.locator('ladder-page [data-ladder-trace][data-rung=minimax][data-status=shown]');
  await trace.locator('search-tree [data-node-id]').first().waitFor({ state: 'attached', timeout: 60_000 });
  await trace.locator('[data-viewer] [data-action=end]').first().click();
  await expect.poll(() => trace.locator('[data-counters]').first().getAttribute('data-nodes')).toBe('549946');
  await shot(page, 'ladder-ttt-minimax-tree', false);
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a position too hard for the budget: stopped rungs say so with their bounds, no tree; Cancel keeps what was found and Run the rest goes on', async () => {
  const { page, errors } = await open(browser(), `${base}#/ladder?game=connect4&position=&budget=1000000`);
  await expect.poll(async () => (await rows(page)).filter((r) => r.status === 'budget' || r.status === 'exact').length, { timeout: 60_000 }).toBe(8);
  const minimax = page.locator('ladder-page [data-rungs] tr[data-rung=minimax]');
  expect(await minimax.getAttribute('data-status')).toBe('budget');
  expect(await minimax.locator('.score').textContent()).toMatch(/stopped at 1,000,000 nodes\s*between −\d+ and \+\d+: not known yet/);
  expect(await minimax.locator('.nodes').textContent()).toContain('> 1,000,00');
  await minimax.locator('[data-action=trace]').click();
  await expect.poll(() => page.locator('ladder-page [data-ladder-trace]').getAttribute('data-status'), { timeout: 30_000 }).toBe('too-big');
  expect(await page.locator('ladder-page [data-too-big]').textContent()).toContain('did not finish within 1,000,000 nodes');
  // A bigger budget: the first rung runs for seconds, and Cancel stops it.
  await page.selectOption('ladder-page [data-field=budget]', '100000000');
  await expect.poll(() => hash(page)).toContain('budget=100000000');
  await page.locator('ladder-page [data-action=cancel]').click();
  await expect.poll(() => statuses(page)).toContain('cancelled');
  await page.locator('ladder-page [data-action=rerun]').waitFor();
  expect(await page.locator('ladder-page [data-action=cancel]').count()).toBe(0);
  await page.click('ladder-page [data-action=rerun]');
  await expect.poll(() => statuses(page)).toContain('running');
  expect(errors).toEqual([]);
});

test('Measure: our figures on End-Easy and Middle-Easy, measured in the worker with progress and Cancel; End-Easy’s first three rungs equal Pons’ means; every score the set’s', async () => {
  const { page, errors } = await open(browser(), `${base}#/ladder?game=connect4&position=${END_EASY_1}`, { width: 1280, height: 800 });
  const ours = (set: string, rung: string) => page.locator(`ladder-page [data-measured] tr[data-rung=${rung}] td[data-set=${set}]`);
  expect(await ours('endEasy', 'minimax').getAttribute('data-status')).toBe('none');
  expect(await ours('middleEasy', 'minimax').textContent()).toContain('not run here (too slow for a page)');
  await page.click('ladder-page [data-action=measure]');
  await page.locator('ladder-page [data-progress]').waitFor();
  await page.click('ladder-page ladder-measure [data-action=cancel]');
  await expect.poll(() => page.locator('ladder-page [data-progress]').count()).toBe(0);
  await page.click('ladder-page [data-action=measure]');
  await page.locator('ladder-page [data-progress]').waitFor();
  await page.locator('ladder-page [data-progress]').waitFor({ state: 'detached', timeout: 60_000 });
  const mean = async (set: string, rung: string) => Number(await ours(set, rung).getAttribute('data-mean'));
  // Pons: 11,024 · 283.6 · 139.7 on End-Easy, counted node for node.
  expect(await mean('endEasy', 'minimax')).toBeCloseTo(11_024.5, 0);
  expect(await mean('endEasy', 'alphabeta')).toBeCloseTo(283.6, 1);
  expect(await mean('endEasy', 'centre')).toBeCloseTo(139.7, 1);
  for (const rung of C4_RUNGS) {
    expect(await ours('endEasy', rung).getAttribute('data-matched'), rung).toBe('true');
    expect(await ours('endEasy', rung).getAttribute('data-positions'), rung).toBe('1000');
  }
  for (const rung of ['deepening', 'losing', 'threats', 'bounds']) {
    expect(await ours('middleEasy', rung).getAttribute('data-positions'), rung).toBe('1000');
    expect(await ours('middleEasy', rung).getAttribute('data-matched'), rung).toBe('true');
  }
  expect(await mean('middleEasy', 'bounds')).toBeLessThan(1.25 * 449.6);
  expect(await ours('middleEasy', 'table').textContent()).toContain('a sample: 50 of 1,000 (every 20th)');
  // The chart: Pons' two series and ours, a point a rung measured.
  expect(await page.locator('ladder-chart [data-series]').count()).toBe(4);
  expect(await page.locator('ladder-chart [data-point]').count()).toBe(8 + 7 + 8 + 7);
  await page.locator('ladder-page section.measure').scrollIntoViewIfNeeded();
  await shot(page, 'ladder-measured', false);
  // What measuring shows (our figures, the chart with our series, Pons' whole table opened) passes axe too.
  await page.click('ladder-page details.published summary');
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('Spanish, and a link’s bad values named in notices and left out of the URL', async () => {
  const { page, errors } = await open(browser(), `${base}#/ladder?game=connect4&position=${END_EASY_1}&lang=es`);
  await expect.poll(() => statuses(page), { timeout: 30_000 }).toBe(C4_RUNGS.map(() => 'exact').join(' '));
  expect(await page.locator('tutor-app nav a[aria-current=page]').textContent()).toBe('Escalera del resolvedor, página actual');
  expect(await page.locator('ladder-page [data-rungs] thead').textContent()).toContain('Puntuación para las O');
  expect(await page.locator('ladder-page [data-rungs] tr[data-rung=bounds] .score').textContent()).toContain('derrota: ganan las X con su 21.ª ficha');
  await page.goto(`${base}#/ladder?game=tictactoe&rung=threats&position=xxx&lang=en`);
  await page.locator('ladder-page .notices [data-param-message=rung]').waitFor();
  expect(await page.locator('ladder-page .notices [data-param-message=position]').textContent()).toContain('Starting from the empty board instead');
  await expect.poll(() => hash(page)).toBe('#/ladder?game=tictactoe&position=.........&lang=en');
  expect(errors).toEqual([]);
});
