/**
 * The experiments page's Connect-4 section (issue 23) in real Chromium: a
 * results file of `tutor experiment connect4` imported, each match summed up
 * in the table as summariseMatch sums it, the two charts drawn (MCTS's win
 * rate against its iterations, alpha-beta's against its depth), a bad line
 * named with its file:line, a second import counting nothing twice; axe.
 * The file is written here with the same runner the CLI uses.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, test } from 'vitest';
import { open, settled, shot, useBrowser } from './browser.ts';
import { axeViolations } from './axe.ts';
import { matchConfigs, matchJobs, matchKey, playMatch, summariseMatch } from '../../src/experiments/c4-match.ts';
import type { MatchRecord } from '../../src/experiments/c4-records.ts';

const browser = useBrowser();
const base = inject('baseUrl');
const dir = mkdtempSync(join(tmpdir(), 'c4-matches-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a matches file imported: a row a match as summariseMatch counts it, both charts, a bad line named, nothing counted twice', async () => {
  const configs = matchConfigs([20, 200, 2000], [1, 2, 3], true, Math.SQRT2);
  const records: MatchRecord[] = matchJobs(configs, 6, 2016).map((j) => ({ game: 'connect4', a: j.a, b: j.b, c: j.c, experimentSeed: 2016, ...playMatch(j) }));
  const file = join(dir, 'matches.jsonl');
  writeFileSync(file, `${records.map((r) => JSON.stringify(r)).join('\n')}\n{"game":"connect4"}\n`);
  const { page, errors } = await open(browser(), `${base}#/experiments`, { width: 1280, height: 800 });
  const section = page.locator('c4-matches');
  await section.locator('[data-action=import-matches]').setInputFiles(file);
  await expect.poll(() => section.locator('[data-imported]').getAttribute('data-imported')).toBe(String(records.length));
  expect(await section.locator('[data-matches-message] .import-problems').textContent()).toContain(`matches.jsonl:${records.length + 1}:`);
  for (const c of configs) {
    const run = summariseMatch(
      c,
      records.filter((r) => matchKey(r) === matchKey(c)),
    );
    const row = section.locator(`tr[data-match="${matchKey(c)}"]`);
    expect(await row.getAttribute('data-wins')).toBe(String(run.wins));
    expect(await row.getAttribute('data-games')).toBe('6');
  }
  expect(await section.locator('line-chart').count()).toBe(2);
  expect(await section.locator('line-chart').first().locator('g.series').count()).toBe(4);
  expect(await section.locator('line-chart').last().locator('g.series').count()).toBe(3);
  // The same file again: nothing added.
  await section.locator('[data-action=import-matches]').setInputFiles(file);
  await expect.poll(() => section.locator('[data-imported]').getAttribute('data-imported')).toBe('0');
  expect(await section.locator('[data-matches] tbody tr').count()).toBe(configs.length);
  await section.scrollIntoViewIfNeeded();
  await settled(page);
  await shot(page, 'c4-matches-1280');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'c4-matches-390');
  expect(errors).toEqual([]);
});
