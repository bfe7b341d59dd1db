/**
 * The 2048 tutor in real Chromium: the worked examples show the printed
 * values; random boards in the URL show every cell and term as computed
 * apart from src/ from the thesis text; minimax and alpha-beta propose the
 * same move; a solved game exported and imported replays to the same board
 * and score; a corrupt import keeps the game; a reload restores it.
 */
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, shot, useBrowser } from './browser.ts';
import { rng } from '../../src/games/rng.ts';

const browser = useBrowser();
const base = inject('baseUrl');

const boardUrl = (board: number[][], score: number) => `${base}#/2048?board=${encodeURIComponent(JSON.stringify(board))}&score=${score}`;

async function terms(page: Page): Promise<Record<string, number>> {
  await page.locator('[data-term=h1]').waitFor();
  return page.$$eval('[data-term]', (els) => Object.fromEntries(els.map((e) => [e.getAttribute('data-term'), Number(e.getAttribute('data-value'))])));
}

async function cells(page: Page): Promise<number[][]> {
  const flat = await page.$$eval('g2048-page > .layout g2048-board [data-cell]', (els) =>
    els.map((e) => [e.getAttribute('data-cell'), Number(e.getAttribute('data-value'))] as const),
  );
  const grid = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
  for (const [rc, v] of flat) {
    const [r, c] = rc!.split(',').map(Number);
    grid[r!]![c!] = v;
  }
  return grid;
}

/** The thesis text's terms (§3.3.1), written here apart from src/. */
function thesisTerms(b: number[][], score: number): Record<string, number> {
  const W = [
    [7, 6, 5, 4],
    [6, 5, 4, 3],
    [5, 4, 3, 2],
    [4, 3, 2, 1],
  ];
  let empty = 0;
  let similarity = 0;
  let monotonicity = 0;
  let max = 0;
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++) {
      const v = b[i]![j]!;
      monotonicity += v * W[i]![j]!;
      if (v === 0) {
        empty++;
        continue;
      }
      max = Math.max(max, v);
      let n = 0;
      let s = 0;
      for (let x = i - 1; x <= i + 1; x++)
        for (let y = j - 1; y <= j + 1; y++) {
          const w = b[x]?.[y];
          if (w === undefined || w === 0) continue;
          n++;
          s += Math.abs(v - w);
        }
      similarity += s / n;
    }
  const ln = score > 0 ? Math.log(score) * empty : 0;
  return {
    score,
    empty,
    similarity,
    monotonicity,
    max,
    h1: score + monotonicity - similarity + ln,
    h2: monotonicity - similarity + ln,
    h3: score - similarity + ln,
    h4: score + empty * Math.log2(max) + monotonicity,
  };
}

test('the thesis’s worked examples 1–3 show exactly the printed values', async () => {
  const { page, errors } = await open(browser(), `${base}#/2048`);
  const printed = [
    { h1: 104.6199651668247, h2: 96.6199651668247, h3: 30.619965166824695, h4: 106, similarity: 2.333333333333333, monotonicity: 74 },
    { h1: 998.9547033550967, h2: 618.9547033550967, h3: 336.9547033550968, h4: 1090, similarity: 90.56666666666668, monotonicity: 662 },
    { h1: 15481.976650001723, h2: 6253.976650001722, h3: 7921.976650001722, h4: 16858, similarity: 1369.9333333333332, monotonicity: 7560 },
  ];
  for (let i = 0; i < 3; i++) {
    await page.selectOption('[data-field=example]', String(i));
    await expect.poll(async () => (await terms(page)).h1).toBe(printed[i]!.h1);
    expect(await terms(page)).toMatchObject(printed[i]!);
    await shot(page, `route-2048-example-${i + 1}`);
  }
  expect(errors).toEqual([]);
});

test('random boards in the URL: every cell and term as the thesis text computes them', async () => {
  const { page, errors } = await open(browser(), `${base}#/2048`);
  const r = rng(77);
  for (let k = 0; k < 8; k++) {
    const board = [0, 1, 2, 3].map(() => [0, 1, 2, 3].map(() => (r.next() < 0.35 ? 0 : 2 ** (1 + r.int(11)))));
    const score = r.int(20000);
    await page.goto(boardUrl(board, score));
    await expect.poll(() => cells(page)).toEqual(board);
    const got = await terms(page);
    const want = thesisTerms(board, score);
    for (const [term, value] of Object.entries(want)) expect(got[term], `${term} on ${JSON.stringify(board)}`).toBeCloseTo(value, 9);
  }
  expect(errors).toEqual([]);
});

test('an impossible board in the URL gets a clear message and the current game stays', async () => {
  const { page } = await open(browser(), `${base}#/2048?seed=5`);
  // The page's code arrives with its route: wait for the new game's two tiles.
  await expect.poll(async () => (await cells(page)).flat().filter((v) => v > 0).length).toBe(2);
  const before = await cells(page);
  await page.goto(
    boardUrl(
      [
        [3, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      0,
    ),
  );
  await expect.poll(() => page.locator('[data-message]').textContent()).toContain('cell (0,0) holds 3');
  expect(await cells(page)).toEqual(before);
  await shot(page, 'route-2048-impossible');
});

test('propose with minimax and with alpha-beta choose the same move', async () => {
  const { page, errors } = await open(
    browser(),
    boardUrl(
      [
        [64, 8, 4, 2],
        [16, 4, 0, 0],
        [4, 0, 0, 0],
        [0, 0, 0, 2],
      ],
      380,
    ),
  );
  const proposal = async (algo: string) => {
    await page.selectOption('[data-field=algo]', algo);
    await page.click('[data-action=propose]');
    await page.locator('[data-proposal]').waitFor();
    return page.locator('[data-proposal]').getAttribute('data-value');
  };
  const mm = await proposal('minimax');
  const ab = await proposal('alphabeta');
  expect(['up', 'right', 'down', 'left']).toContain(mm);
  expect(ab).toBe(mm);
  await page.locator('g2048-page search-tree g.node').first().waitFor({ state: 'attached' });
  await page.click('g2048-page [data-action=end]');
  await shot(page, 'route-2048-propose');
  expect(errors).toEqual([]);
});

test('a solved game, exported and imported, replays to the same board and score; a corrupt import keeps the game; a reload restores it', async () => {
  const { page, errors } = await open(browser(), `${base}#/2048?seed=12`);
  await page.selectOption('[data-field=algo]', 'expectimax');
  await page.fill('[data-field=depth]', '1');
  await page.locator('[data-field=depth]').dispatchEvent('change');
  await page.locator('g2048-page input[type=range]').fill('1000');
  await page.click('[data-action=solve]');
  await page.locator('[data-status]').waitFor({ timeout: 90_000 });
  const finalBoard = await cells(page);
  const finalScore = await page.locator('g2048-page [data-score]').getAttribute('data-score');
  await shot(page, 'route-2048-solved');

  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action=export-game]')]);
  const file = join(mkdtempSync(join(tmpdir(), 'g2048-')), 'game.json');
  await download.saveAs(file);
  const saved = JSON.parse(readFileSync(file, 'utf8')) as { format: string; record: { moves: string[] } };
  expect(saved.format).toBe('adversarial-search-tutor/2048-game');

  // A corrupt file: refused, the game kept.
  const corrupt = join(mkdtempSync(join(tmpdir(), 'g2048-')), 'corrupt.json');
  writeFileSync(corrupt, JSON.stringify({ ...saved, record: { ...saved.record, moves: ['up', 'sideways'] } }));
  await page.setInputFiles('[data-action=import-game]', corrupt);
  await expect.poll(() => page.locator('[data-message]').textContent()).toContain('The current game is kept');
  expect(await cells(page)).toEqual(finalBoard);

  // A new game, then the export imported: the solved game is back.
  await page.click('[data-action=new-game]');
  await page.keyboard.press('ArrowUp');
  await page.setInputFiles('[data-action=import-game]', file);
  await expect.poll(() => cells(page)).toEqual(finalBoard);
  expect(await page.locator('g2048-page [data-score]').getAttribute('data-score')).toBe(finalScore);

  // The replay reaches the same final board and score.
  await page.click('[data-action=replay]');
  await page.locator('replay-page [data-action=end]').click();
  expect(await page.$$eval('replay-page [data-cell]', (els) => els.map((e) => Number(e.getAttribute('data-value'))))).toEqual(finalBoard.flat());
  expect(await page.locator('replay-page [data-score]').getAttribute('data-score')).toBe(finalScore);
  await shot(page, 'route-replay');

  // Reload on the game page: the game in progress comes back.
  await page.goto(`${base}#/2048`);
  await page.reload();
  await expect.poll(() => cells(page)).toEqual(finalBoard);
  expect(errors).toEqual([]);
});
