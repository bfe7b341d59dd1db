/**
 * The exercise page's Moodle downloads (issue 24) in real Chromium: the
 * *Moodle XML* and *GIFT* buttons sit after *LaTeX* in the tab order and work
 * from the keyboard; the XML they give parses (Chromium's own XML parser and
 * @xmldom/xmldom, strictly) and follows Moodle's question format, the GIFT
 * reads back as Moodle reads it, and every question's right answer is what
 * the tutor's alpha-beta finds on the same tree (tests/shared/moodle-files.ts).
 * Both are what `tutor exercise --format moodle|gift` prints. In Spanish, the
 * buttons' hints and the questions are in Spanish.
 */
import { readFileSync } from 'node:fs';
import { expect, inject, test } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { exerciseJson, exerciseSet } from '../../src/app/exercise.ts';
import { exerciseQuiz } from '../../src/app/moodle.ts';
import { moodleXml } from '../../src/app/moodle-xml.ts';
import { giftText } from '../../src/app/gift.ts';
import { say } from '../../src/i18n/say.ts';
import { readGift, readMoodleXml, searchedKey, unescapeHtml, type ReadQuestion } from '../shared/moodle-files.ts';
import { open, useBrowser } from './browser.ts';

const browser = useBrowser();
const base = inject('baseUrl');

const OPTIONS = { seed: 12, count: 2, difficulty: 'hard', algo: 'alphabeta' } as const;
const LINK = '#/exercise?seed=12&count=2&difficulty=hard&algo=alphabeta';

/** Presses `key` on the focused element and returns what it downloads. */
async function pressAndDownload(page: Page, key: string): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press(key)]);
  return { download, text: readFileSync((await download.path())!, 'utf8') };
}

/** Every exercise's questions answer what src/search's alpha-beta finds on its tree. */
function checkAnswers(questions: ReadQuestion[]): void {
  const set = exerciseSet(OPTIONS).map(exerciseJson);
  expect(questions).toHaveLength(4 * set.length);
  set.forEach((e, k) => {
    const key = searchedKey(e.tree, 'alphabeta');
    const [value, move, evaluated, pruned] = questions.slice(4 * k, 4 * k + 4);
    expect([value, move, evaluated, pruned].map((q) => q!.type)).toEqual(['numerical', 'multichoice', 'shortanswer', 'shortanswer']);
    expect(Number(value!.answers[0]!.text)).toBe(key.value);
    expect(move!.answers.map((a) => unescapeHtml(a.text))).toEqual(key.children);
    expect(move!.answers.filter((a) => a.fraction === 1).map((a) => unescapeHtml(a.text))).toEqual([key.action]);
    for (const [q, ids] of [
      [evaluated!, key.evaluated],
      [pruned!, key.pruned],
    ] as const) {
      expect(q.answers.map((a) => a.text)).toContain(ids.join(', '));
      for (const a of q.answers) expect(a.text.split(/[\s,]+/)).toEqual(ids);
    }
  });
}

test('Moodle XML and GIFT download from the keyboard, well formed, every answer alpha-beta’s', async () => {
  const { page, errors } = await open(browser(), `${base}${LINK}`);
  const latex = page.locator('exercise-page [data-action=latex]');
  await latex.waitFor();
  // After LaTeX in the tab order: Tab reaches Moodle XML, then GIFT; Enter and Space press them.
  await latex.focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('moodle');
  expect(await page.locator('exercise-page [data-action=moodle]').textContent()).toBe('Moodle XML');
  const xml = await pressAndDownload(page, 'Enter');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('gift');
  const gift = await pressAndDownload(page, 'Space');
  expect(xml.download.suggestedFilename()).toBe('exercises-alphabeta-hard-12.xml');
  expect(gift.download.suggestedFilename()).toBe('exercises-alphabeta-hard-12.gift.txt');

  // Well formed to Chromium's XML parser too, and holding its pictures as SVG documents.
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const svgs = Array.from(doc.getElementsByTagName('file')).map((f) => new DOMParser().parseFromString(atob(f.textContent ?? ''), 'image/svg+xml'));
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.tagName,
      svgs: svgs.length,
      svgErrors: svgs.filter((s) => s.getElementsByTagName('parsererror').length > 0 || s.documentElement.tagName !== 'svg').length,
    };
  }, xml.text);
  expect(parsed).toEqual({ errors: 0, root: 'quiz', svgs: 16, svgErrors: 0 });

  const fromXml = readMoodleXml(xml.text);
  checkAnswers(fromXml.questions);
  const fromGift = readGift(gift.text);
  checkAnswers(fromGift.questions);
  expect(fromGift.category).toBe(fromXml.category);

  // The same files `tutor exercise --format moodle|gift` prints (it is the same code, run in the page).
  const quiz = exerciseQuiz(exerciseSet(OPTIONS), OPTIONS, (key, params) => say({ code: key, params: params ?? {} }, 'en'));
  expect(xml.text).toBe(moodleXml(quiz));
  expect(gift.text).toBe(giftText(quiz));
  expect(errors).toEqual([]);
});

test('in Spanish: the buttons’ hints and the questions', async () => {
  const { page, errors } = await open(browser(), `${base}${LINK}&lang=es`);
  const button = page.locator('exercise-page [data-action=gift]');
  await button.waitFor();
  expect(await button.getAttribute('title')).toMatch(/^Descargar el juego como preguntas de Moodle en GIFT/);
  expect(await page.locator('exercise-page [data-action=moodle]').getAttribute('title')).toMatch(/^Descargar el juego como preguntas de Moodle \(Moodle XML/);
  await button.focus();
  const gift = await pressAndDownload(page, 'Enter');
  const read = readGift(gift.text);
  expect(read.questions[0]!.text).toContain('Aplica alfa-beta a este árbol');
  checkAnswers(read.questions);
  expect(errors).toEqual([]);
});
