/**
 * The tree page's quiz and α/β self-check (issue 14) in real Chromium: a
 * student predicts each step of alpha-beta on AIMA's Figure 5.5 tree, is
 * graded at once with the narration (nodes named by clicking them in the
 * tree, issue 24), and the score is kept; self-check
 * grades α and β; the LaTeX download is the tree at the step shown, the same
 * as `tutor search --format latex --step K`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, shot, useBrowser } from './browser.ts';

const browser = useBrowser();
const base = inject('baseUrl');
const TREE = 'max(B:min(b1:3, b2:12, b3:8), C:min(c1:2, c2:4, c3:6), D:min(d1:14, d2:5, d3:2))';
const TUTOR = join(import.meta.dirname, '../../build/cli/tutor.mjs');

const step = (page: Page) => page.locator('tree-page [data-viewer] [data-step]').first().getAttribute('data-step');

test('quiz: each step is predicted, graded at once with the narration, and scored; the URL keeps the quiz', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree?tree=${encodeURIComponent(TREE)}&algo=alphabeta&quiz=1`);
  const quiz = page.locator('tree-page quiz-panel [data-quiz]');
  await quiz.waitFor();
  // The quiz opens on its first question at once (issue 35): step 0, entering the root, has nothing to predict and is passed;
  // one sentence says what the quiz is. Which node next? B, among B, C and D: named by clicking it in the tree (issue 24: no select).
  await expect.poll(() => quiz.locator('[data-question]').getAttribute('data-question')).toBe('next');
  expect(await step(page)).toBe('1');
  expect(await quiz.locator('[data-quiz-about]').isVisible()).toBe(true);
  expect(await quiz.locator('select').count()).toBe(0);
  await page.click('tree-page search-tree [data-node-id="C"]');
  await expect.poll(() => quiz.locator('[data-field=quiz-node]').getAttribute('data-value')).toBe('C');
  await quiz.locator('[data-action=quiz-answer]').click();
  await expect.poll(() => quiz.locator('[data-quiz-verdict]').getAttribute('data-quiz-verdict')).toBe('wrong');
  expect(await quiz.locator('[data-quiz-verdict]').textContent()).toContain('B');
  expect(await quiz.locator('[data-score]').getAttribute('data-score')).toBe('0/1');
  expect(await step(page)).toBe('2');
  // Play on to the first update at B: its value is 3, and B does not cut.
  for (let i = 0; i < 12; i++) {
    const phase = await quiz.getAttribute('data-phase');
    const kind = phase === 'ask' ? await quiz.locator('[data-question]').getAttribute('data-question') : null;
    if (kind === 'value') break;
    const before = `${phase} ${await step(page)}`;
    if (phase === 'explain') await quiz.locator('[data-action=quiz-next]').click();
    else if (kind === 'none') await quiz.locator('[data-action=quiz-continue]').click();
    else if (kind === 'next') {
      await page.click('tree-page search-tree [data-node-id="b1"]');
      await quiz.locator('[data-action=quiz-answer]').click();
    }
    await expect.poll(async () => `${await quiz.getAttribute('data-phase')} ${await step(page)}`).not.toBe(before);
  }
  expect(await quiz.locator('[data-question]').getAttribute('data-question')).toBe('value');
  await quiz.locator('[data-field=quiz-value]').fill('3');
  await quiz.locator('[data-field=quiz-prune] input').nth(1).check();
  await quiz.locator('[data-action=quiz-answer]').click();
  await expect.poll(() => quiz.locator('[data-quiz-verdict]').getAttribute('data-quiz-verdict')).toBe('ok');
  // The explanation is the step's narration.
  expect(await quiz.locator('[data-explanation]').textContent()).toMatch(/B/);
  // Then β at B: α = −∞, β = 3.
  await quiz.locator('[data-action=quiz-next]').click();
  await expect.poll(() => quiz.locator('[data-question]').getAttribute('data-question')).toBe('window');
  await quiz.locator('[data-field=quiz-alpha]').fill('-inf');
  await quiz.locator('[data-field=quiz-beta]').fill('3');
  await quiz.locator('[data-action=quiz-answer]').click();
  await expect.poll(() => quiz.locator('[data-quiz-verdict]').getAttribute('data-quiz-verdict')).toBe('ok');
  const score = (await quiz.locator('[data-score]').getAttribute('data-score'))!.split('/').map(Number);
  expect(score[1]! - score[0]!).toBe(1); // only the first answer was wrong
  await expect.poll(() => page.url()).toMatch(/quiz=1/);
  await shot(page, 'quiz-1280');
  // Spanish: the question re-worded.
  await page.click('tutor-app [data-lang=es]');
  await expect.poll(() => quiz.textContent()).toMatch(/Puntuación/);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'quiz-390');
  expect(errors).toEqual([]);
});

test('self-check grades α and β where given; the LaTeX download is the tree at the step shown', async () => {
  const { page, errors } = await open(browser(), `${base}#/tree?tree=${encodeURIComponent(TREE)}&algo=alphabeta&check=1`);
  const check = page.locator('tree-page section.check');
  await check.waitFor();
  const values: Record<string, string> = { '': '3', B: '3', C: '2', D: '2' };
  for (const [id, v] of Object.entries(values)) await check.locator(`[data-answer="${id}"]`).fill(v);
  for (const id of ['c2', 'c3']) await page.click(`tree-page [data-node-id="${id}"]`);
  // C is left with α = 3, β = +∞; a wrong β there is one mistake.
  await check.locator('[data-window="alpha:C"]').fill('3');
  await check.locator('[data-window="beta:C"]').fill('2');
  await check.locator('[data-action=check]').click();
  await expect.poll(() => check.locator('[data-verdict]').getAttribute('data-verdict')).toBe('wrong');
  expect(await check.locator('[data-verdict] li').allTextContents()).toEqual(['C: β is +∞ when it is left, not 2.']);
  await check.locator('[data-window="beta:C"]').fill('inf');
  await check.locator('[data-action=check]').click();
  await expect.poll(() => check.locator('[data-verdict]').getAttribute('data-verdict')).toBe('right');
  await shot(page, 'self-check-windows-1280');

  // LaTeX of step 9, from the page and from the CLI: the same document.
  await page.goto(`${base}#/tree?tree=${encodeURIComponent(TREE)}&algo=alphabeta&step=9`);
  await expect.poll(() => step(page)).toBe('9');
  const download = page.waitForEvent('download');
  await page.click('tree-page [data-action=export-latex]');
  const file = await (await download).path();
  const fromPage = readFileSync(file, 'utf8');
  const fromCli = spawnSync(process.execPath, [TUTOR, 'search', '--tree', '-', '--algo', 'alphabeta', '--format', 'latex', '--step', '9'], {
    input: TREE,
    encoding: 'utf8',
  }).stdout;
  expect(fromPage.trim()).toBe(fromCli.trim());
  expect(fromPage).toContain('currentnode');
  expect(errors).toEqual([]);
});
