/**
 * The exercise page (issue 14) in real Chromium: a set opens from its seed
 * with the answers hidden, a student's answers are checked field by field
 * (the root's value typed on the tree, issue 24: exercise-grading.test.ts
 * tests the rest), the teacher link shows the key, the same link gives the same set, and the
 * sheet prints (to a PDF that poppler's pdftoppm renders, where it is
 * installed) with the key on a page of its own. With SCREENSHOTS=1 the PDF
 * and its pages as PNG are kept in test-results/screenshots/.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject, test } from 'vitest';
import { exerciseSet } from '../../src/app/exercise.ts';
import { SCREENSHOTS, SHOTS, open, shot, useBrowser } from './browser.ts';

const browser = useBrowser();
const base = inject('baseUrl');

const OPTIONS = { seed: 12, count: 2, difficulty: 'hard', algo: 'alphabeta' } as const;
const LINK = `#/exercise?seed=12&count=2&difficulty=hard&algo=alphabeta`;

test('a set opens from its seed with the answers hidden; a student’s answers are checked field by field', async () => {
  const [first] = exerciseSet(OPTIONS);
  const { page, errors } = await open(browser(), `${base}${LINK}`);
  const card = page.locator(`exercise-page [data-exercise="${first!.id}"]`);
  await card.waitFor();
  expect(await page.locator('exercise-page [data-exercise]').count()).toBe(2);
  // Blank: leaves drawn with their values, no inner node valued, no key anywhere.
  await card.locator('exercise-tree [data-node-id]').first().waitFor();
  expect(await card.locator('exercise-tree [data-node-id]').count()).toBeGreaterThan(20);
  expect(await page.locator('exercise-page [data-key]').count()).toBe(0);
  expect(await page.locator('exercise-page [data-answer]').count()).toBe(0);
  expect(await page.locator('exercise-page').textContent()).not.toContain(first!.answer.evaluated.join(', '));
  await shot(page, 'exercise-student-1280');

  // The root's value typed on the tree (A chosen); right move, evaluated leaves with one wrong, cuts in another order (order is free for cuts).
  await card.locator('exercise-tree [data-node-id="A"] .shape').click();
  await card.locator('[data-editor] [data-field=value]').fill(String(first!.answer.value));
  await card.locator('[data-field=action]').selectOption(first!.answer.action);
  await card.locator('[data-field=evaluated]').fill(first!.answer.evaluated.slice(1).join(', '));
  await card.locator('[data-field=pruned]').fill([...first!.answer.pruned].reverse().join(' '));
  await card.locator('[data-action=check]').click();
  await expect.poll(() => card.locator('[data-verdict][data-for]').count()).toBe(4);
  const verdicts = await card
    .locator('[data-verdict][data-for]')
    .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-for')} ${e.getAttribute('data-verdict')}`));
  expect(verdicts).toEqual(['value:A ok', 'action ok', 'evaluated wrong', 'pruned ok']);
  // A wrong field does not give the answer away (issue 24: shown only when asked).
  expect(await card.locator('[data-verdict=wrong][data-for]').textContent()).not.toContain(first!.answer.evaluated.join(', '));
  expect(await card.locator('[data-score]').getAttribute('data-score')).toBe('3');
  // The quiz link opens the tree on the tree page with the quiz on.
  const quiz = await card.locator('[data-action=quiz]').getAttribute('href');
  expect(quiz).toMatch(/^#\/tree\?tree=.+&algo=alphabeta&quiz=1$/);
  await shot(page, 'exercise-checked-1280');
  expect(errors).toEqual([]);
});

test('the teacher link shows the key; the same link gives the same set; a link without a seed gets one', async () => {
  const set = exerciseSet(OPTIONS);
  const { page, errors } = await open(browser(), `${base}${LINK}&key=1`);
  await page.locator('exercise-page [data-key]').waitFor();
  for (const e of set) {
    const key = page.locator(`exercise-page [data-key-exercise="${e.id}"]`);
    expect(await key.locator('[data-answer=value]').textContent()).toBe(String(e.answer.value));
    expect(await key.locator('[data-answer=action]').textContent()).toBe(e.answer.action);
    expect(await key.locator('[data-answer=evaluated]').textContent()).toBe(e.answer.evaluated.join(', '));
    expect(await key.locator('[data-answer=pruned]').textContent()).toBe(e.answer.pruned.join(', '));
    // The key's tree: pruned subtrees drawn as pruned, the root valued.
    for (const id of e.answer.pruned) expect(await key.locator(`exercise-tree [data-node-id="${id}"]`).getAttribute('data-state')).toBe('pruned');
    expect(await key.locator('exercise-tree [data-node-id="A"] [data-slot=value]').textContent()).toBe(String(e.answer.value));
    expect(await key.locator('tr[data-key-node="A"]').getAttribute('data-value')).toBe(String(e.answer.value));
  }
  await page.setViewportSize({ width: 1024, height: 768 });
  await shot(page, 'exercise-teacher-1024');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'exercise-teacher-390');
  // No horizontal scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto(`${base}#/exercise`);
  await expect.poll(() => page.url()).toMatch(/#\/exercise\?seed=\d+&count=4&difficulty=medium&algo=alphabeta$/);
  expect(errors).toEqual([]);
});

test('the sheet prints: trees big and blank, no page chrome, the key on a page of its own', async () => {
  const { page, errors } = await open(browser(), `${base}${LINK}&key=1`, { width: 1280, height: 800 });
  await page.locator('exercise-page [data-key] exercise-tree [data-node-id]').first().waitFor();
  await page.emulateMedia({ media: 'print' });
  expect(await page.locator('tutor-app > header').isVisible()).toBe(false);
  expect(await page.locator('exercise-page .options').isVisible()).toBe(false);
  expect(await page.locator('exercise-page .print-only').isVisible()).toBe(true);
  // The key starts a page: its break-before.
  expect(await page.locator('exercise-page .key').evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const dir = SCREENSHOTS ? SHOTS : mkdtempSync(join(tmpdir(), 'exercise-sheet-'));
  const file = join(dir, 'exercise-sheet.pdf');
  writeFileSync(file, pdf);
  // Two exercises a page or one: at least the sheet's pages and the key's.
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(pages).toBeGreaterThanOrEqual(2);
  if (spawnSync('pdftoppm', ['-v']).status === 0) {
    const r = spawnSync('pdftoppm', ['-r', '70', '-png', file, join(dir, 'exercise-sheet')]);
    expect(r.status).toBe(0);
  }
  expect(errors).toEqual([]);
});
