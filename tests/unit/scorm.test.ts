/**
 * An exercise set as a SCORM 1.2 package (issue 38), the pure parts in
 * process: the manifest (parsed by a W3C XML parser: one organization, one
 * item, one SCO resource listing every file of the zip once), the launch
 * page, the zip's bytes the same for the same options; what the page tells
 * the LMS (the set's score and status, one interaction per field checked,
 * SCORM's times) and the answers kept in `cmi.suspend_data`, read back and
 * graded again, with its size measured on the largest sets. The CLI's
 * package is validated against the SCORM 1.2 schemas by
 * tests/integration/scorm.test.ts; the calls to the LMS by scorm-session.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { exerciseSet, type ExerciseOptions } from '../../src/app/exercise.ts';
import { exerciseKey, fieldKey, type FieldKey } from '../../src/app/exercise-grade.ts';
import { NO_ATTEMPT, check, enter, reveal } from '../../src/app/exercise-attempt.ts';
import {
  DEFAULT_MASTERY,
  LAUNCH_PAGE,
  MANIFEST,
  launchPage,
  launchRoute,
  packageId,
  scormManifest,
  scormOptions,
  scormPackage,
  type PackageWords,
  type ScormOptions,
} from '../../src/app/scorm.ts';
import { checkedInteractions, interactionId, lessonStatus, setScore, timeOfDay, timespan, type ExerciseState } from '../../src/app/scorm-record.ts';
import { answer, wrongText } from '../shared/exercise-answers.ts';
import { answerText } from '../../src/ui/exercise/exercise-figures.ts';
import { say, type MessageCode } from '../../src/i18n/say.ts';
import type { Lang } from '../../src/i18n/lang.ts';

const IMSCP = 'http://www.imsproject.org/xsd/imscp_rootv1p1p2';
const ADLCP = 'http://www.adlnet.org/xsd/adlcp_rootv1p2';

const words = (lang: Lang): PackageWords =>
  ((key: MessageCode, params?: Record<string, string | number>) => say({ code: key, params: params ?? {} }, lang)) as PackageWords;

const SET: ExerciseOptions = { seed: 3, count: 2, difficulty: 'hard', algo: 'alphabeta' };
const optionsOf = (over: Partial<ScormOptions> = {}, lang: Lang = 'en'): ScormOptions => ({ ...scormOptions(SET, lang, 70, words(lang)), ...over });
const ASSETS = { 'sco.js': strToU8('document.title;\n'), 'sco.css': strToU8('body{margin:0}\n') };

const parse = (xml: string, type: 'text/xml' | 'text/html' = 'text/xml'): Document => new DOMParser().parseFromString(xml, type);
const elements = (d: Document | Element, ns: string, name: string): Element[] => Array.from(d.getElementsByTagNameNS(ns, name));

/** Every exercise of a set with its key and no answer yet. */
function statesOf(options: ExerciseOptions): ExerciseState[] {
  return exerciseSet(options).map((e) => ({ id: e.id, key: exerciseKey(e.tree, e.search.trace, e.answer, options.algo), attempt: NO_ATTEMPT }));
}

describe('the manifest', () => {
  const files = [LAUNCH_PAGE, 'sco.js', 'sco.css'];
  const o = optionsOf();
  const doc = parse(scormManifest(o, files));
  const root = doc.documentElement!;

  test('IMS content packaging 1.1.2 with ADL’s extensions: one organization, one item, one SCO resource launched by index.html', () => {
    expect([root.localName, root.namespaceURI, root.getAttribute('identifier')]).toEqual(['manifest', IMSCP, packageId(SET)]);
    expect(root.lookupNamespaceURI('adlcp')).toBe(ADLCP);
    expect(elements(doc, IMSCP, 'schema')[0]!.textContent).toBe('ADL SCORM');
    expect(elements(doc, IMSCP, 'schemaversion')[0]!.textContent).toBe('1.2');
    const [organizations, ...moreLists] = elements(doc, IMSCP, 'organizations');
    expect(moreLists).toEqual([]);
    const organization = elements(doc, IMSCP, 'organization');
    expect(organization).toHaveLength(1);
    expect(organizations!.getAttribute('default')).toBe(organization[0]!.getAttribute('identifier'));
    const items = elements(doc, IMSCP, 'item');
    expect(items).toHaveLength(1);
    const resources = elements(doc, IMSCP, 'resource');
    expect(resources).toHaveLength(1);
    const [item, resource] = [items[0]!, resources[0]!];
    expect(item.getAttribute('identifierref')).toBe(resource.getAttribute('identifier'));
    expect(resource.getAttributeNS(ADLCP, 'scormtype')).toBe('sco');
    expect(resource.getAttribute('type')).toBe('webcontent');
    expect(resource.getAttribute('href')).toBe('index.html');
    expect(elements(item, ADLCP, 'masteryscore').map((m) => m.textContent)).toEqual(['70']);
    expect(elements(resource, IMSCP, 'file').map((f) => f.getAttribute('href'))).toEqual(files);
    // The identifiers are XML IDs: a letter first, then letters, digits, `-`, `_`, `.`; all different.
    const ids = [root, organization[0]!, item, resource].map((e) => e.getAttribute('identifier'));
    for (const id of ids) expect(id).toMatch(/^[A-Za-z][\w.-]*$/);
    expect(new Set(ids).size).toBe(4);
  });

  test('the title is the sheet’s, escaped: a title holding <&" reads back as written', () => {
    expect(elements(doc, IMSCP, 'title').map((t) => t.textContent)).toEqual([o.title, o.title]);
    expect(o.title).toBe(`${say({ code: 'sheetTitle', params: {} }, 'en')}: alpha-beta, hard · seed 3 · 2 exercises`);
    const odd = 'Trees <b>bold</b> & "quotes" — ¿sí?';
    const xml = scormManifest(optionsOf({ title: odd }), files);
    expect(xml).not.toContain('<b>');
    expect(elements(parse(xml), IMSCP, 'title').map((t) => t.textContent)).toEqual([odd, odd]);
  });

  test('the launch page opens the set as a SCO (lms=scorm12) in the package’s language, everything escaped', () => {
    for (const lang of ['en', 'es'] as const) {
      const page = launchPage(optionsOf({ title: 'A <b> & "c"' }, lang));
      const html = parse(page, 'text/html');
      const meta = (name: string) =>
        Array.from(html.getElementsByTagName('meta'))
          .find((m) => m.getAttribute('name') === name)
          ?.getAttribute('content');
      const route = meta('ast-launch')!;
      expect(route).toBe(launchRoute({ set: SET, lang }));
      expect(route).toBe(`#/exercise?seed=3&count=2&difficulty=hard&algo=alphabeta&lms=scorm12&lang=${lang}`);
      expect(page).toContain('&amp;lms=scorm12&amp;');
      expect(meta('ast-mastery')).toBe('70');
      expect(html.getElementsByTagName('html')[0]!.getAttribute('lang')).toBe(lang);
      expect(html.getElementsByTagName('title')[0]!.textContent).toBe('A <b> & "c"');
      expect(page).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
      // Relative paths only: the stylesheet and the script of the package.
      expect(Array.from(html.getElementsByTagName('link')).map((l) => l.getAttribute('href'))).toEqual(['sco.css']);
      expect(Array.from(html.getElementsByTagName('script')).map((s) => s.getAttribute('src'))).toEqual(['sco.js']);
      expect(page).not.toMatch(/https?:/);
      expect(html.getElementsByTagName('p')[0]!.textContent).toBe(say({ code: 'scoLoading', params: {} }, lang));
    }
  });
});

describe('the package', () => {
  test('the same options give the same bytes; another pass mark changes the manifest and the launch page’s mark only', () => {
    const zip = scormPackage(optionsOf(), ASSETS);
    expect(Buffer.from(scormPackage(optionsOf(), ASSETS)).equals(Buffer.from(zip))).toBe(true);
    const files = unzipSync(zip);
    const other = unzipSync(scormPackage(optionsOf({ mastery: DEFAULT_MASTERY }), ASSETS));
    expect(Object.keys(other)).toEqual(Object.keys(files));
    const changed = Object.keys(files).filter((f) => !Buffer.from(files[f]!).equals(Buffer.from(other[f]!)));
    expect(changed.sort()).toEqual([LAUNCH_PAGE, MANIFEST].sort());
    // The launch page differs by its `ast-mastery` alone.
    const lines = (f: Record<string, Uint8Array>) => strFromU8(f[LAUNCH_PAGE]!).split('\n');
    const differ = lines(files).filter((l, k) => l !== lines(other)[k]);
    expect(differ).toEqual(['<meta name="ast-mastery" content="70">']);
    expect(strFromU8(other[MANIFEST]!)).toContain(`<adlcp:masteryscore>${DEFAULT_MASTERY}</adlcp:masteryscore>`);
  });

  test('the manifest lists every file of the zip but itself, each once, and nothing else; the SCO’s files as given', () => {
    const files = unzipSync(scormPackage(optionsOf(), ASSETS));
    const listed = elements(parse(strFromU8(files[MANIFEST]!)), IMSCP, 'file').map((f) => f.getAttribute('href'));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(
      Object.keys(files)
        .filter((f) => f !== MANIFEST)
        .sort(),
    );
    expect(files['sco.js']).toEqual(ASSETS['sco.js']);
    expect(strFromU8(files[LAUNCH_PAGE]!)).toBe(launchPage(optionsOf()));
  });
});

describe('SCORM’s times', () => {
  const CMI_TIMESPAN = /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/;
  test('CMITimespan: hours, minutes, seconds to the hundredth; 9999 hours at most', () => {
    const cases: [number, string][] = [
      [0, '00:00:00.00'],
      [-5, '00:00:00.00'],
      [59_994, '00:00:59.99'],
      [59_996, '00:01:00.00'],
      [3_600_000, '01:00:00.00'],
      [3_600_000 * 25 + 61_250, '25:01:01.25'],
      [3_600_000 * 9999, '9999:00:00.00'],
    ];
    for (const [ms, text] of cases) {
      expect(timespan(ms), `${ms} ms`).toBe(text);
      expect(text).toMatch(CMI_TIMESPAN);
    }
    for (const hours of [10_000, 12_345.5, 1e7]) {
      const t = timespan(hours * 3_600_000);
      expect(t).toMatch(CMI_TIMESPAN);
      expect(t.split(':')[0]).toBe('9999');
    }
  });

  test('CMITime: the time of day, HH:MM:SS', () => {
    expect(timeOfDay(new Date(2026, 0, 2, 9, 5, 7, 900))).toBe('09:05:07');
    expect(timeOfDay(new Date(2026, 0, 2, 0, 0, 0))).toBe('00:00:00');
    expect(timeOfDay(new Date(2026, 5, 30, 23, 59, 59, 999))).toBe('23:59:59');
  });
});

describe('what a check tells the LMS', () => {
  const [state] = statesOf({ seed: 5, count: 1, difficulty: 'medium', algo: 'alphabeta' });
  const { id, key } = state!;
  const root = key.tree.id;
  const inner = key.nodes.filter((n) => n.visited && n.id !== root);
  const [b, c] = [inner[0]!.id, inner[1]!.id];

  test('an interaction’s id: <exercise>.<node>.<field>, the tree’s fields the root’s; any other character than A–Z a–z 0–9 _ - is _', () => {
    expect(interactionId(id, key, 'action')).toBe(`${id}.${root}.action`);
    expect(interactionId(id, key, 'pruned')).toBe(`${id}.${root}.pruned`);
    expect(interactionId(id, key, fieldKey('alpha', b))).toBe(`${id}.${b}.alpha`);
    const odd = { ...key, tree: { ...key.tree, id: 'raíz 1' } };
    expect(interactionId('set 1/é', odd, 'evaluated')).toBe('set_1__.ra_z_1.evaluated');
    expect(interactionId(id, key, fieldKey('value', 'n.1:x'))).toBe(`${id}.n_1_x.value`);
    expect(interactionId(id, key, fieldKey('value', b))).toMatch(/^[\x21-\x7e]{1,255}$/);
  });

  test('only the fields whose tries went up, each with its type, its response (trimmed, 255 characters at most) and its result', () => {
    let a = enter(NO_ATTEMPT, fieldKey('value', b), '  ' + answerText(key, fieldKey('value', b), 'en') + ' ');
    a = enter(a, fieldKey('alpha', b), '999');
    a = enter(a, 'action', answerText(key, 'action', 'en'));
    a = enter(a, 'evaluated', answerText(key, 'evaluated', 'en'));
    a = enter(a, 'pruned', 'zz9');
    a = enter(a, fieldKey('value', c), '1'); // typed, not checked
    const first = check(a, key, [fieldKey('value', b), fieldKey('alpha', b), 'action', 'evaluated', 'pruned']);
    expect(checkedInteractions(id, key, NO_ATTEMPT, first)).toEqual([
      { id: `${id}.${b}.value`, type: 'numeric', response: answerText(key, fieldKey('value', b), 'en'), result: 'correct' },
      { id: `${id}.${b}.alpha`, type: 'numeric', response: '999', result: 'wrong' },
      { id: `${id}.${root}.action`, type: 'choice', response: key.answer.action, result: 'correct' },
      { id: `${id}.${root}.evaluated`, type: 'sequencing', response: answerText(key, 'evaluated', 'en'), result: 'correct' },
      { id: `${id}.${root}.pruned`, type: 'fill-in', response: 'zz9', result: 'wrong' },
    ]);
    // A retry: α corrected and checked again is the one interaction; the typing alone is none.
    const typed = enter(first, fieldKey('alpha', b), answerText(key, fieldKey('alpha', b), 'en'));
    expect(checkedInteractions(id, key, first, typed)).toEqual([]);
    const second = check(typed, key, [fieldKey('alpha', b), fieldKey('value', b)]);
    expect(checkedInteractions(id, key, typed, second).map((i) => [i.id, i.result])).toEqual([[`${id}.${b}.alpha`, 'correct']]);
    // An answer shown is not an interaction; a long response is cut to CMIFeedback's 255.
    expect(checkedInteractions(id, key, second, reveal(second, ['pruned']))).toEqual([]);
    const long = check(enter(second, fieldKey('beta', c), `${'7'.repeat(300)}`), key, [fieldKey('beta', c)]);
    const [i] = checkedInteractions(id, key, second, long);
    expect([i!.response.length, i!.result]).toEqual([255, 'wrong']);
  });

  test('the score: fields right of the fields asked; an answer shown is not right; incomplete until nothing is left to do; passed at exactly the mastery', () => {
    const asked = key.asked.length;
    const right = (n: number) => Math.round((10_000 * n) / asked) / 100;
    expect(setScore([state!])).toEqual({ asked, right: 0, todo: asked, raw: 0, complete: false });
    expect(lessonStatus(setScore([state!]), 0)).toBe('incomplete');
    // All but the last two right; one wrong, one shown.
    const [wrong, shown] = key.asked.slice(-2) as [FieldKey, FieldKey];
    let a = answer(NO_ATTEMPT, key, key.asked.slice(0, -2));
    a = answer(a, key, [wrong], (f) => wrongText(key, f));
    const before = setScore([{ ...state!, attempt: a }]);
    expect(before).toEqual({ asked, right: asked - 2, todo: 1, raw: right(asked - 2), complete: false });
    expect(lessonStatus(before, 0)).toBe('incomplete');
    a = reveal(enter(a, shown, answerText(key, shown, 'en')), [shown]);
    const done = setScore([{ ...state!, attempt: a }]);
    expect(done).toEqual({ asked, right: asked - 2, todo: 0, raw: right(asked - 2), complete: true });
    expect(done.raw).toBeLessThan(100);
    expect(lessonStatus(done, done.raw)).toBe('passed');
    expect(lessonStatus(done, done.raw + 0.01)).toBe('failed');
    expect(lessonStatus(done, 0)).toBe('passed');
    // A field typed and not checked is still to do; over two exercises the fields add up.
    const typed = enter(a, wrong, answerText(key, wrong, 'en'));
    expect(setScore([{ ...state!, attempt: typed }]).todo).toBe(1);
    const both = setScore([
      { ...state!, attempt: answer(NO_ATTEMPT, key, key.asked) },
      { ...state!, id: 'other', attempt: NO_ATTEMPT },
    ]);
    expect(both).toEqual({ asked: 2 * asked, right: asked, todo: asked, raw: 50, complete: false });
    expect(lessonStatus({ asked: 5, right: 4, todo: 0, raw: 80, complete: true }, 80)).toBe('passed');
    expect(lessonStatus({ asked: 5, right: 4, todo: 0, raw: 80, complete: true }, 80.5)).toBe('failed');
  });
});
