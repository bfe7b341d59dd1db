/**
 * The quiz presented (issue 35, item 6), on the built app in real Chromium.
 * At a projector's 1024×768 with `present=1`, in English and in Spanish: the
 * quiz opens on its first question (the root entered, "which node does the
 * search visit next?": no click before it) with one sentence saying what the
 * quiz is; the whole of AIMA's Figure 5.2 — its 13 nodes, root and leaves —
 * is in the tree's frame with the question, every node's text at least 16 px
 * on screen, nothing over a node, the tree at least 60 % of the window, the
 * quiz wholly in the window and clear of the tree (a strip over it), nothing
 * scrolling; the same once an answer is explained, the explanation the
 * narration under the tree, in large type. At 1280×800 and on a 390 px phone
 * the first question is asked at once too, the quiz in the window, no node
 * covered. With SCREENSHOTS=1: quiz-present-*.png (what is on screen).
 */
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, settled, shot, useBrowser } from './browser.ts';
import { treeFigures } from './projector-measure.ts';

const browser = useBrowser();
const base = inject('baseUrl');

const QUIZ = '#/tree?src=aima-fig-5-2&algo=alphabeta&quiz=1';
/** AIMA Fig. 5.2: A, its three MIN children and their nine leaves. */
const NODES = 13;
const ABOUT = { en: /Predict each step before you see it/, es: /Predice cada paso antes de verlo/ };

const quizOf = (page: Page) => page.locator('tree-page quiz-panel [data-quiz]');
const step = (page: Page) => page.locator('tree-page [data-viewer] [data-step]').first().getAttribute('data-step');

/** The quiz panel against the window and the tree's drawing: 'clear' (wholly in the window, not over the tree), or what is wrong. */
async function quizPlace(page: Page): Promise<string> {
  return page.evaluate(() => {
    const q = document.querySelector('tree-page quiz-panel')!.getBoundingClientRect();
    const t = document.querySelector('tree-page search-tree svg')!.getBoundingClientRect();
    if (q.width === 0 || q.height === 0) return 'no size';
    if (q.left < -0.5 || q.top < -0.5 || q.right > innerWidth + 0.5 || q.bottom > innerHeight + 0.5)
      return `outside the window: ${Math.round(q.left)},${Math.round(q.top)} to ${Math.round(q.right)},${Math.round(q.bottom)}`;
    if (q.left < t.right - 0.5 && q.right > t.left + 0.5 && q.top < t.bottom - 0.5 && q.bottom > t.top + 0.5) return 'over the tree';
    return 'clear';
  });
}

/** Whether `selector` inside the quiz is wholly in the window and not covered at its centre. */
async function seen(page: Page, selector: string): Promise<string> {
  return quizOf(page)
    .locator(selector)
    .first()
    .evaluate((e) => {
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.top < -0.5 || r.bottom > innerHeight + 0.5 || r.left < -0.5 || r.right > innerWidth + 0.5) return 'not wholly in the window';
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && (hit === e || e.contains(hit)) ? 'seen' : 'covered';
    });
}

describe.each(['en', 'es'] as const)('presented at 1024×768, %s', (lang) => {
  test('the first question at once, with what the quiz is; the whole tree with it, readable, uncovered; nothing scrolls', async () => {
    const { page, errors } = await open(browser(), `${base}${QUIZ}&present=1&lang=${lang}`, { width: 1024, height: 768 });
    const quiz = quizOf(page);
    await expect.poll(() => quiz.locator('[data-question]').first().getAttribute('data-question')).toBe('next');
    // No click before it: the search stands at step 1, the root entered, and the panel says what the quiz is.
    expect(await step(page)).toBe('1');
    expect(await quiz.locator('[data-quiz-about]').textContent()).toMatch(ABOUT[lang]);
    expect(await seen(page, '[data-quiz-about]')).toBe('seen');
    expect(await seen(page, '[data-question]')).toBe('seen');
    await settled(page);
    await shot(page, `quiz-present-${lang}`, false);
    const asked = await treeFigures(page);
    const where = JSON.stringify(asked);
    expect(
      asked.trees.map((t) => [t.inFrame, t.drawn]),
      where,
    ).toEqual([[NODES, NODES]]);
    expect(asked.smallestText, where).toBeGreaterThanOrEqual(15.75);
    expect(asked.covered, where).toEqual([]);
    expect(asked.share, where).toBeGreaterThanOrEqual(0.6);
    expect(asked.scrolls, where).toBe(false);
    expect(await quizPlace(page)).toBe('clear');
    // Answered (B, clicked in the tree): the verdict, the explanation and Next in view, the tree still whole.
    await page.locator('tree-page search-tree [data-node-id="B"]').click();
    await quiz.locator('[data-action=quiz-answer]').click();
    await expect.poll(() => quiz.locator('[data-quiz-verdict]').getAttribute('data-quiz-verdict')).toBe('ok');
    expect(await step(page)).toBe('2');
    await settled(page);
    await shot(page, `quiz-present-${lang}-explained`, false);
    for (const part of ['[data-quiz-verdict]', '[data-action=quiz-next]']) expect(await seen(page, part), part).toBe('seen');
    // The explanation is the narration under the tree, large.
    const narration = page.locator('tree-page [data-viewer] [data-narration]');
    const explanation = (await quiz.locator('[data-explanation]').textContent())!;
    expect(explanation.replace(/^[^:]*:\s*/, '').trim()).toBe((await narration.textContent())!.trim());
    expect(await narration.evaluate((e) => parseFloat(getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(22);
    expect(await narration.evaluate((e) => e.getBoundingClientRect().bottom <= innerHeight + 0.5 && e.getBoundingClientRect().height > 0)).toBe(true);
    const explained = await treeFigures(page);
    expect(
      explained.trees.map((t) => t.inFrame),
      JSON.stringify(explained),
    ).toEqual([NODES]);
    expect(explained.covered).toEqual([]);
    expect(explained.scrolls).toBe(false);
    expect(await quizPlace(page)).toBe('clear');
    await page.context().close();
    expect(errors).toEqual([]);
  });
});

describe.each([
  ['1280×800', { width: 1280, height: 800 }],
  ['390 px', { width: 390, height: 844 }],
] as const)('at %s', (_, viewport) => {
  test('the first question at once, the quiz in the window, no node covered', async () => {
    const { page, errors } = await open(browser(), `${base}${QUIZ}`, viewport);
    const quiz = quizOf(page);
    await expect.poll(() => quiz.locator('[data-question]').first().getAttribute('data-question')).toBe('next');
    expect(await step(page)).toBe('1');
    await settled(page);
    expect(await seen(page, '[data-quiz-about]')).toBe('seen');
    expect(await seen(page, '[data-question]')).toBe('seen');
    const f = await treeFigures(page);
    expect(f.covered, JSON.stringify(f)).toEqual([]);
    await shot(page, `quiz-present-${viewport.width}`, false);
    await page.context().close();
    expect(errors).toEqual([]);
  });
});
