/**
 * The quiz beside the tree (issue 24) in real Chromium, on AIMA's Figure 5.5
 * tree under alpha-beta: at a desk (1280×800), a small laptop or projector
 * (1024×768), a phone (390×844: a sheet over the bottom, the tree above it)
 * and presented (a strip over the whole tree, issue 35), the quiz is wholly
 * in the window and opens on its first question; a node is named by
 * clicking it in the tree or with the tree's keys and Enter, the choice shown
 * in the question; answering shows the step with its narration as the
 * explanation, never scrolls the page, and keeps the tree's current node in
 * view (above the sheet on a phone); score and streak are the tab's session's
 * (a reload keeps them); axe finds nothing. With SCREENSHOTS=1:
 * quiz-beside-1280, -1024, -390, -present (what is on screen).
 */
import { describe, expect, inject, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { open, settled, shot, useBrowser } from './browser.ts';
import { axeViolations } from './axe.ts';

const browser = useBrowser();
const base = inject('baseUrl');
const TREE = 'max(B:min(b1:3, b2:12, b3:8), C:min(c1:2, c2:4, c3:6), D:min(d1:14, d2:5, d3:2))';
const QUIZ = `#/tree?tree=${encodeURIComponent(TREE)}&algo=alphabeta&quiz=1`;

const quizOf = (page: Page) => page.locator('tree-page quiz-panel [data-quiz]');
const phase = (quiz: Locator) => quiz.getAttribute('data-phase');
const step = (page: Page) => page.locator('tree-page [data-viewer] [data-step]').first().getAttribute('data-step');

/** Where the quiz panel is, against the window: 'in view', or what sticks out. */
async function quizBox(page: Page): Promise<string> {
  return page.locator('tree-page quiz-panel').evaluate((q) => {
    const r = q.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return 'no size';
    if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
      return `outside: ${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)} in ${innerWidth}×${innerHeight}`;
    return 'in view';
  });
}

/** Whether the current node's shape is in the window, in its tree's frame, and not under the quiz. */
async function currentInView(page: Page): Promise<string> {
  return page.locator('tree-page trace-viewer').evaluate((v) => {
    const node = v.querySelector('search-tree [data-current]');
    const frame = v.querySelector('search-tree')!.getBoundingClientRect();
    if (node === null) return 'no current node';
    const n = node.getBoundingClientRect();
    const x = n.left + n.width / 2;
    const y = n.top + n.height / 2;
    if (x < frame.left || x > frame.right || y < frame.top || y > frame.bottom) return 'outside its frame';
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return `outside the window at ${Math.round(x)},${Math.round(y)}`;
    const hit = document.elementFromPoint(x, y);
    if (hit !== null && hit.closest('quiz-panel') !== null) return 'under the quiz';
    return 'in view';
  });
}

/**
 * Clicks node `id` in the tree as a student would: where it lies outside the
 * tree's frame (a phone's frame shows the current node and part of its
 * children at a readable scale), the tree is dragged to bring it in first.
 */
async function clickNode(page: Page, id: string): Promise<void> {
  const node = page.locator(`tree-page search-tree [data-node-id="${id}"]`);
  const frame = (await page.locator('tree-page search-tree').boundingBox())!;
  const box = (await node.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const inside = cx > frame.x + 20 && cx < frame.x + frame.width - 20 && cy > frame.y + 20 && cy < frame.y + frame.height - 20;
  if (!inside) {
    const dx = frame.x + frame.width / 2 - cx;
    const dy = frame.y + frame.height / 2 - cy;
    // From an empty spot of the frame (its middle, just under the zoom buttons' row).
    const from = { x: frame.x + frame.width / 2, y: frame.y + 60 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 5 });
    await page.mouse.move(from.x + dx, from.y + dy, { steps: 5 });
    await page.mouse.up();
    await settled(page);
  }
  await node.click();
}

/** Goes on through the quiz until it asks `kind` (answering "which node" with the right one on the way). */
async function until(page: Page, kind: string): Promise<void> {
  const quiz = quizOf(page);
  for (let i = 0; i < 20; i++) {
    const p = await phase(quiz);
    const asked = p === 'ask' ? await quiz.locator('[data-question]').first().getAttribute('data-question') : null;
    if (asked === kind) return;
    const before = `${p} ${await step(page)}`;
    if (p === 'explain') await quiz.locator('[data-action=quiz-next]').click();
    else if (asked === 'none') await quiz.locator('[data-action=quiz-continue]').click();
    else throw new Error(`asked ${asked} before ${kind}`);
    await expect.poll(async () => `${await phase(quiz)} ${await step(page)}`).not.toBe(before);
  }
  throw new Error(`no ${kind} question`);
}

describe('in view at every size and presented; the tree stays; a node named by clicking it', () => {
  test.each([
    ['1280', { width: 1280, height: 800 }, false],
    ['1024', { width: 1024, height: 768 }, false],
    ['390', { width: 390, height: 844 }, false],
    ['present', { width: 1024, height: 768 }, true],
  ] as const)('%s', async (name, viewport, present) => {
    const { page, errors } = await open(browser(), `${base}${QUIZ}${present ? '&present=1' : ''}`, viewport);
    const quiz = quizOf(page);
    await quiz.waitFor();
    await page.locator('tree-page search-tree [data-node-id="C"]').waitFor({ state: 'attached' });
    await settled(page);
    expect(await quizBox(page)).toBe('in view');
    // The first question at once (issue 35): the root entered (step 1), which node next? What happened is the root's narration.
    await expect.poll(() => quiz.locator('[data-question]').first().getAttribute('data-question')).toBe('next');
    expect(await step(page)).toBe('1');
    expect(await quiz.locator('[data-explanation]').textContent()).toMatch(/root/);
    // The quiz's explanation is the narration: beside the tree the viewer's own gives its place; presented, the quiz a strip
    // over the whole tree, the viewer's narration says it large under the tree (the quiz's left out).
    const narration = page.locator('tree-page [data-narration]');
    expect(await narration.isVisible()).toBe(present);
    if (present)
      expect((await narration.textContent())!.trim()).toBe((await quiz.locator('[data-explanation]').textContent())!.replace(/^[^:]*:\s*/, '').trim());
    // No node chosen yet: it says so, and Answer waits for one.
    expect(await quiz.locator('[data-field=quiz-node]').getAttribute('data-value')).toBe('');
    expect(await quiz.locator('[data-action=quiz-answer]').isDisabled()).toBe(true);
    const scrolled = await page.evaluate(() => scrollY);
    // Named by clicking it in the tree: the choice shown in the question.
    await clickNode(page, 'B');
    await expect.poll(() => quiz.locator('[data-field=quiz-node]').getAttribute('data-value')).toBe('B');
    expect(await quiz.locator('[data-field=quiz-node]').textContent()).toMatch(/Your answer:\s*B/);
    expect(await quizBox(page)).toBe('in view');
    await shot(page, `quiz-beside-${name}`, false);
    await quiz.locator('[data-action=quiz-answer]').click();
    // Graded, the step shown, explained; the page did not scroll, the current node is in view.
    await expect.poll(() => quiz.locator('[data-quiz-verdict]').getAttribute('data-quiz-verdict')).toBe('ok');
    expect(await step(page)).toBe('2');
    expect(await quiz.locator('[data-explanation]').textContent()).toMatch(/Enter B/);
    await settled(page);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    expect(await currentInView(page)).toBe('in view');
    expect(await quizBox(page)).toBe('in view');
    // Next is in view, focused, and takes to the next question.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('quiz-next');
    // A value and a cut: the fields in view too.
    await until(page, 'next');
    await clickNode(page, 'b1');
    await quiz.locator('[data-action=quiz-answer]').click();
    await expect.poll(() => quiz.locator('[data-quiz-verdict]').getAttribute('data-quiz-verdict')).toBe('ok');
    await until(page, 'value');
    await quiz.locator('[data-field=quiz-value]').fill('3');
    await quiz.locator('[data-field=quiz-prune] input').nth(1).check();
    expect(await quizBox(page)).toBe('in view');
    await quiz.locator('[data-action=quiz-answer]').click();
    await expect.poll(() => quiz.locator('[data-quiz-verdict]').getAttribute('data-quiz-verdict')).toBe('ok');
    expect(await quiz.locator('[data-field=quiz-given]').textContent()).toMatch(/3; cutoff at B: no/);
    await settled(page);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    expect(await currentInView(page)).toBe('in view');
    expect(await quizBox(page)).toBe('in view');
    expect(await quiz.locator('[data-action=quiz-next]').isVisible()).toBe(true);
    expect(await quiz.locator('[data-score]').getAttribute('data-score')).toBe('3/3');
    expect(await quiz.locator('[data-score]').getAttribute('data-streak')).toBe('3');
    await shot(page, `quiz-beside-${name}-explained`, false);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
    expect(errors).toEqual([]);
  });
});

test('named with the keyboard in the tree; score and streak kept for the session, a reload included; reset; Spanish', async () => {
  const { page, errors } = await open(browser(), `${base}${QUIZ}&step=1`, { width: 1280, height: 800 });
  const quiz = quizOf(page);
  await quiz.waitFor();
  await expect.poll(() => quiz.locator('[data-question]').first().getAttribute('data-question')).toBe('next');
  expect(await axeViolations(page)).toEqual([]);
  // The tree's one tab stop (the root), → to its first child (B); Enter names it.
  await page.focus('tree-page search-tree g.node[tabindex="0"]');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect.poll(() => quiz.locator('[data-field=quiz-node]').getAttribute('data-value')).toBe('B');
  // A wrong one first, by click: the right one is named; the streak ends.
  await page.locator('tree-page search-tree [data-node-id="D"]').click();
  await expect.poll(() => quiz.locator('[data-field=quiz-node]').getAttribute('data-value')).toBe('D');
  await quiz.locator('[data-action=quiz-answer]').click();
  await expect.poll(() => quiz.locator('[data-quiz-verdict]').getAttribute('data-quiz-verdict')).toBe('wrong');
  expect(await quiz.locator('[data-quiz-verdict]').textContent()).toContain('Not quite: B.');
  const score = quiz.locator('[data-score]');
  expect([await score.getAttribute('data-score'), await score.getAttribute('data-streak'), await score.getAttribute('data-best')]).toEqual(['0/1', '0', '0']);
  // Two right ones.
  await until(page, 'next');
  await page.locator('tree-page search-tree [data-node-id="b1"]').click();
  await quiz.locator('[data-action=quiz-answer]').click();
  await until(page, 'value');
  await quiz.locator('[data-field=quiz-value]').fill('3');
  await quiz.locator('[data-field=quiz-prune] input').nth(1).check();
  await quiz.locator('[data-action=quiz-answer]').click();
  await expect.poll(() => score.getAttribute('data-score')).toBe('2/3');
  expect([await score.getAttribute('data-streak'), await score.getAttribute('data-best')]).toEqual(['2', '2']);
  expect(await axeViolations(page)).toEqual([]);
  // The session's: a reload (another tree would do the same) keeps them.
  await page.reload();
  await quizOf(page).waitFor();
  await expect.poll(() => quizOf(page).locator('[data-score]').getAttribute('data-score')).toBe('2/3');
  expect(await quizOf(page).locator('[data-score]').getAttribute('data-streak')).toBe('2');
  // Spanish.
  await page.click('tutor-app [data-lang=es]');
  await expect.poll(() => quizOf(page).locator('.quiz-head').textContent()).toMatch(/Puntuación: 2 de 3 · racha 2 \(mejor 2\)/);
  // Reset.
  await quizOf(page).locator('[data-action=quiz-reset]').click();
  await expect.poll(() => quizOf(page).locator('[data-score]').getAttribute('data-score')).toBe('0/0');
  expect(await page.evaluate(() => sessionStorage.getItem('ast.quiz.score'))).toBe('{"right":0,"asked":0,"streak":0,"best":0}');
  await page.context().close();
  expect(errors).toEqual([]);
});
