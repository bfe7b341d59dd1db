/**
 * An exercise set as a SCORM 1.2 package, graded by an LMS (issue 38), in
 * real Chromium. The LMS is played by scorm-again (a SCORM run-time many LMSs
 * and players use) as `window.API` in a parent page, the package launched in
 * its iframe, every file served from the zip `tutor exercise --format
 * scorm12` wrote. A student answers on the tree, checks, corrects a field,
 * asks to see one answer, types one more without checking, and leaves; the
 * test reads what the LMS received (status, score, interactions, suspend
 * data, session time), relaunches with it as an LMS does (`cmi.core.entry`
 * resume), finds every answer back, finishes the set and reads `passed`.
 * Also: the page's *SCORM package* gives the same bytes as the CLI; an LMS
 * that refuses a value has its error shown and nothing thrown; without an
 * LMS the page says nothing is recorded and still grades; axe finds nothing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, expect, inject, test } from 'vitest';
import type { BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { exerciseSet } from '../../src/app/exercise.ts';
import { exerciseKey, type FieldKey } from '../../src/app/exercise-grade.ts';
import { answerText } from '../../src/ui/exercise/exercise-figures.ts';
import { SW_BLOCKED, shot, useBrowser } from './browser.ts';
import { axeViolations } from './axe.ts';

const browser = useBrowser();
const base = inject('baseUrl');
const ROOT = join(import.meta.dirname, '../..');
const SCORM_AGAIN = readFileSync(createRequire(import.meta.url).resolve('scorm-again/scorm12'), 'utf8');

// Seed 12, medium, alpha-beta, one tree: A:max(B:min(D:max(10, 11, 5), E:max(14, 7, 0)), C:min(F:max(10, 7), G:max(4, 7, 12))).
const OPTIONS = { seed: 12, count: 1, difficulty: 'medium', algo: 'alphabeta' } as const;
const [EXERCISE] = exerciseSet(OPTIONS);
const ID = EXERCISE!.id;
const KEY = exerciseKey(EXERCISE!.tree, EXERCISE!.search.trace, EXERCISE!.answer, 'alphabeta');
const MASTERY = 60;

let files: Record<string, Uint8Array> = {};
let zip: Uint8Array = new Uint8Array();

beforeAll(() => {
  // The package as a teacher makes it: the CLI, built from this source.
  execFileSync(process.execPath, [join(ROOT, 'scripts/build-cli.mjs')], { cwd: ROOT, stdio: 'inherit' });
  const out = join(mkdtempSync(join(tmpdir(), 'scorm-')), 'set.zip');
  const args = [
    'exercise',
    '--seed',
    '12',
    '--count',
    '1',
    '--difficulty',
    'medium',
    '--algo',
    'alphabeta',
    '--format',
    'scorm12',
    '--mastery',
    String(MASTERY),
    '--out',
    out,
  ];
  execFileSync(process.execPath, [join(ROOT, 'bin/tutor.mjs'), ...args], { cwd: ROOT });
  zip = new Uint8Array(readFileSync(out));
  files = unzipSync(zip);
});

const TYPES: Record<string, string> = { html: 'text/html', js: 'text/javascript', css: 'text/css', xml: 'application/xml' };

/** The LMS's page: scorm-again's API, given what the LMS kept (`start`, as loadFromJSON takes it), and the package in a frame. */
const PLAYER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LMS</title>
<script src="/scorm-again.js"></script>
<script>
  window.API = new Scorm12API({ autocommit: false, logLevel: 4 });
  const start = JSON.parse(decodeURIComponent(location.hash.slice(1)) || '{}');
  if (Object.keys(start).length > 0) window.API.loadFromJSON(start);
</script></head>
<body><main><h1>Course</h1><iframe title="Exercises" src="/pkg/index.html" style="width:1200px;height:760px;border:0"></iframe></main></body></html>`;

/** A browser context where http://lms.test/ serves the player, scorm-again and the package's files (and nothing else). */
async function lms(extra: Record<string, string> = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', ...SW_BLOCKED });
  await context.route('http://lms.test/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    const own = extra[path];
    if (path === '/player.html' || own !== undefined) return route.fulfill({ contentType: 'text/html', body: own ?? PLAYER });
    if (path === '/scorm-again.js') return route.fulfill({ contentType: 'text/javascript', body: SCORM_AGAIN });
    const name = path.replace(/^\/pkg\//, '');
    const body = files[name];
    if (!path.startsWith('/pkg/') || body === undefined) return route.fulfill({ status: 404, body: 'not in the package' });
    return route.fulfill({ contentType: TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream', body: Buffer.from(body) });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { context, page, errors };
}

type Cmi = {
  core: { lesson_status: string; entry: string; exit: string; session_time: string; score: { raw: string; min: string; max: string } };
  suspend_data: string;
  student_data: { mastery_score: string };
  /** By index: scorm-again writes the list as an object. */
  interactions: Record<string, { id: string; type: string; student_response: string; result: string; time: string }>;
};
const cmiOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { API: { renderCMIToJSONObject(): unknown } }).API.renderCMIToJSONObject()) as Promise<{ cmi: Cmi }>;
const terminated = (page: Page) => page.evaluate(() => (window as unknown as { API: { isTerminated(): boolean } }).API.isTerminated());

const cardIn = (sco: FrameLocator): Locator => sco.locator(`exercise-page [data-exercise="${ID}"]`);
const verdict = (card: Locator, field: string) => card.locator(`[data-verdict][data-for="${field}"]`).getAttribute('data-verdict');

/** Types `values` into node `id`'s editor (chosen by a click on the node) and checks the node. */
async function answerNode(card: Locator, id: string, values: Partial<Record<'value' | 'alpha' | 'beta', string>>, check = true): Promise<void> {
  await card.locator(`exercise-tree g.node[data-node-id="${id}"] .shape`).click();
  for (const [field, text] of Object.entries(values)) await card.locator(`[data-editor] [data-field="${field}"]`).fill(text);
  if (check) await card.locator('[data-action="check-node"]').click();
}

/** The right text of a field, as the key writes it. */
const right = (field: FieldKey) => answerText(KEY, field, 'en');

test('the package under an LMS: answers, checks and an answer shown reach it; a relaunch brings every answer back; the set passes', async () => {
  // The LMS gives the manifest's mastery score, as an LMS reads it at import.
  const manifest = strFromU8(files['imsmanifest.xml']!);
  const mastery = /<adlcp:masteryscore>(\d+)<\/adlcp:masteryscore>/.exec(manifest)?.[1];
  expect(mastery).toBe(String(MASTERY));
  const first = await lms();
  await first.page.goto(`http://lms.test/player.html#${encodeURIComponent(JSON.stringify({ student_data: { mastery_score: mastery } }))}`);
  const sco = first.page.frameLocator('iframe');
  await sco.locator('[data-lms-state="connected"]').waitFor();
  const card = cardIn(sco);
  await card.locator('exercise-tree g.node').first().waitFor();
  expect((await cmiOf(first.page)).cmi.core.lesson_status).toBe('incomplete');
  // No link to the tutor's other pages (the package holds none), no key, no set options.
  expect(await sco.locator('[data-action="quiz"], [data-link], section.options, [data-key]').count()).toBe(0);

  // B: its value and α right, β wrong; then β corrected and checked again.
  await answerNode(card, 'B', { value: '11', alpha: '-inf', beta: '5' });
  await expect.poll(() => verdict(card, 'beta:B')).toBe('wrong');
  await answerNode(card, 'B', { beta: '11' });
  await expect.poll(() => verdict(card, 'beta:B')).toBe('ok');
  // The best move: asked to see, confirmed (it counts as not right).
  await card.locator('[data-action="reveal"][data-for="action"]').click();
  await card.locator('[data-action="confirm"]').click();
  await expect.poll(() => verdict(card, 'action')).toBe('shown');
  // D's value typed and not checked.
  await answerNode(card, 'D', { value: '11' }, false);
  await shot(first.page, 'scorm-first-session', false);

  let cmi = (await cmiOf(first.page)).cmi;
  const asked = KEY.asked.length;
  expect(cmi.core.score.raw).toBe(String(Math.round((10_000 * 3) / asked) / 100));
  expect([cmi.core.score.min, cmi.core.score.max]).toEqual(['0', '100']);
  expect(cmi.core.lesson_status).toBe('incomplete');
  expect(cmi.core.exit).toBe('suspend');
  expect(Object.values(cmi.interactions).map((i) => [i.id, i.type, i.student_response, i.result])).toEqual([
    [`${ID}.B.value`, 'numeric', '11', 'correct'],
    [`${ID}.B.alpha`, 'numeric', '-inf', 'correct'],
    [`${ID}.B.beta`, 'numeric', '5', 'wrong'],
    [`${ID}.B.beta`, 'numeric', '11', 'correct'],
  ]);
  for (const i of Object.values(cmi.interactions)) expect(i.time).toMatch(/^\d\d:\d\d:\d\d$/);
  expect(await sco.locator('[data-lms-score]').textContent()).toContain(`3 of ${asked} answers right`);

  // The student leaves: the SCO commits and finishes.
  await first.page.evaluate(() => (document.querySelector('iframe')!.src = 'about:blank'));
  await expect.poll(() => terminated(first.page)).toBe(true);
  cmi = (await cmiOf(first.page)).cmi;
  expect(cmi.core.session_time).toMatch(/^\d{2,4}:\d\d:\d\d(\.\d{1,2})?$/);
  const saved = JSON.parse(cmi.suspend_data) as { v: number; set: string; x: string[] };
  expect([saved.v, saved.set]).toEqual([2, 'alphabeta-medium-12-1']);
  // Every answer kept (app/scorm-suspend.ts: a field by its place among those asked, its flag, its tries, its text): D's typed value too, written as the page was left.
  const at = (f: string) => KEY.asked.indexOf(f as FieldKey).toString(36);
  expect(saved.x[0]!.split(';')).toEqual(
    expect.arrayContaining([`${at('value:B')}c=11`, `${at('alpha:B')}c=-inf`, `${at('beta:B')}c2=11`, `${at('action')}s`, `${at('value:D')}t=11`]),
  );
  expect(first.errors).toEqual([]);
  await first.context.close();

  // Relaunch: the LMS gives back what it kept, with entry resume.
  const kept = {
    core: { entry: 'resume', lesson_status: cmi.core.lesson_status, score: cmi.core.score },
    suspend_data: cmi.suspend_data,
    student_data: { mastery_score: mastery },
    interactions: Object.values(cmi.interactions).map(({ id, type, student_response, result, time }) => ({ id, type, student_response, result, time })),
  };
  const again = await lms();
  await again.page.goto(`http://lms.test/player.html#${encodeURIComponent(JSON.stringify(kept))}`);
  const sco2 = again.page.frameLocator('iframe');
  await sco2.locator('[data-lms-restored]').waitFor();
  const card2 = cardIn(sco2);
  // On the tree: B's three fields with their marks, D's value as typed (not checked: no mark).
  const slot = (id: string, field: string) => card2.locator(`exercise-tree g.node[data-node-id="${id}"] [data-slot="${field}"]`);
  expect(await slot('B', 'value').textContent()).toBe('11');
  expect(await slot('B', 'value').getAttribute('data-verdict')).toBe('ok');
  expect(await slot('B', 'alpha').textContent()).toContain('−∞ ✓');
  expect(await slot('B', 'beta').textContent()).toContain('11 ✓');
  // In B's editor: each verdict, β's second try.
  await card2.locator('exercise-tree g.node[data-node-id="B"] .shape').click();
  expect(await verdict(card2, 'value:B')).toBe('ok');
  expect(await verdict(card2, 'beta:B')).toBe('ok');
  expect(await card2.locator('[data-for="beta:B"][data-verdict]').textContent()).toContain('try 2');
  expect(await verdict(card2, 'action')).toBe('shown');
  expect(await slot('D', 'value').textContent()).toBe('11');
  expect(await slot('D', 'value').getAttribute('data-verdict')).toBeNull();
  expect(await sco2.locator('[data-lms-score]').getAttribute('data-lms-score')).toBe(cmi.core.score.raw);

  // The rest of the set, right: every field answered, the move shown — passed.
  for (const n of KEY.nodes.filter((x) => x.visited)) {
    const values = Object.fromEntries((['value', 'alpha', 'beta'] as const).map((f) => [f, right(`${f}:${n.id}`)]));
    await answerNode(card2, n.id, values);
  }
  for (const f of ['evaluated', 'pruned'] as const) await card2.locator(`form.answer [data-field="${f}"]`).fill(right(f));
  await card2.locator('[data-action="check"]').click();
  await expect.poll(() => sco2.locator('[data-lms-score]').textContent()).toContain('passed');
  const done = (await cmiOf(again.page)).cmi;
  expect(done.core.lesson_status).toBe('passed');
  expect(done.core.score.raw).toBe(String(Math.round((10_000 * (asked - 1)) / asked) / 100));
  // The interactions of this session follow those the LMS kept.
  const ids = Object.values(done.interactions).map((i) => i.id);
  expect(ids.slice(0, 4)).toEqual(kept.interactions.map((i) => i.id));
  expect(ids).toContain(`${ID}.A.evaluated`);
  expect(
    Object.values(done.interactions)
      .slice(4)
      .every((i) => i.result === 'correct'),
  ).toBe(true);
  // Fields already right are not sent again.
  expect(ids.filter((i) => i === `${ID}.B.value`)).toHaveLength(1);
  await shot(again.page, 'scorm-passed', false);
  expect(again.errors).toEqual([]);
  await again.context.close();
}, 240_000);

test('the page’s SCORM package is the CLI’s, byte for byte, with the pass mark chosen', async () => {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', acceptDownloads: true, ...SW_BLOCKED });
  const page = await context.newPage();
  await page.goto(`${base}#/exercise?seed=12&count=1&difficulty=medium&algo=alphabeta`);
  const mastery = page.locator('exercise-page [data-field="mastery"]');
  await mastery.fill(String(MASTERY));
  await mastery.press('Tab');
  // From the keyboard: Tab reaches the button, Enter presses it.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('scorm');
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('exercises-alphabeta-medium-12.scorm12.zip');
  const bytes = new Uint8Array(readFileSync((await download.path())!));
  expect(Buffer.from(bytes).equals(Buffer.from(zip))).toBe(true);
  await expect.poll(() => page.locator('[data-scorm-note]').textContent()).toContain('exercises-alphabeta-medium-12.scorm12.zip');
  await context.close();
});

test('an LMS that refuses a value: its error is shown in its words, nothing thrown, the page goes on', async () => {
  // A refusing LMS: scorm-again, but the score refused with 405 and its own words.
  const refusing = PLAYER.replace(
    'if (Object.keys(start).length > 0) window.API.loadFromJSON(start);',
    `const api = window.API;
     const call = (name) => (...args) => api[name](...args);
     let refused = false;
     window.API = {
       LMSInitialize: call('LMSInitialize'), LMSFinish: call('LMSFinish'), LMSGetValue: call('LMSGetValue'), LMSCommit: call('LMSCommit'),
       LMSSetValue: (el, v) => { refused = el === 'cmi.core.score.raw'; return refused ? 'false' : api.LMSSetValue(el, v); },
       LMSGetLastError: () => (refused ? '405' : api.LMSGetLastError()),
       LMSGetErrorString: (c) => (c === '405' ? 'Incorrect Data Type' : api.LMSGetErrorString(c)),
       LMSGetDiagnostic: () => 'the gradebook is closed',
     };`,
  );
  const { context, page, errors } = await lms({ '/refusing.html': refusing });
  await page.goto('http://lms.test/refusing.html');
  const sco = page.frameLocator('iframe');
  await sco.locator('[data-lms-state="connected"]').waitFor();
  const card = cardIn(sco);
  await answerNode(card, 'B', { value: '11' });
  await expect.poll(() => verdict(card, 'value:B')).toBe('ok');
  const error = sco.locator('[data-lms-error="405"]').first();
  await error.waitFor();
  expect(await error.textContent()).toBe('Your LMS answered LMSSetValue cmi.core.score.raw with error 405: Incorrect Data Type (the gradebook is closed)');
  expect(await sco.locator('.lms-errors').getAttribute('role')).toBe('alert');
  // The page goes on: another check is graded.
  await answerNode(card, 'B', { alpha: '-inf' });
  await expect.poll(() => verdict(card, 'alpha:B')).toBe('ok');
  expect(errors).toEqual([]);
  await context.close();
});

test('launched alone (no LMS): the page says nothing is recorded and grades as ever; axe finds nothing, with an LMS or without', async () => {
  const { context, page, errors } = await lms();
  await page.goto('http://lms.test/pkg/index.html');
  await page.locator('[data-lms-state="none"]').waitFor();
  expect(await page.locator('[data-lms]').textContent()).toContain('none answered: nothing you do here is recorded');
  expect(await page.locator('h1').textContent()).toBe('Adversarial search — exercises');
  const card = page.locator(`exercise-page [data-exercise="${ID}"]`);
  await answerNode(card, 'B', { value: '12' });
  await expect.poll(() => verdict(card, 'value:B')).toBe('wrong');
  expect(await axeViolations(page)).toEqual([]);
  // With an LMS in the same window (an LMS that opens the SCO in a window of its own gives it there): connected, axe clean.
  await page.addInitScript(`${SCORM_AGAIN};window.API = new Scorm12API({ autocommit: false, logLevel: 4 });`);
  await page.reload();
  await page.locator('[data-lms-state="connected"]').waitFor();
  await answerNode(card, 'B', { value: '11', alpha: '-inf', beta: '7' });
  await expect.poll(() => verdict(card, 'beta:B')).toBe('wrong');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'scorm-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);
  await context.close();
});
