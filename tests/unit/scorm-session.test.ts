/**
 * The exercise page's talk with a SCORM 1.2 LMS (issue 38): `ScormSession`
 * against a fake LMS written here — an in-memory CMI that records every call
 * of the API in order, answers what it is told to (status, entry, mode,
 * mastery score, suspend data, interactions' count), and can be told to
 * refuse a value with an error number and its words, or to throw. Checked:
 * the calls of a first launch and of a resume, what one check writes (the
 * interactions numbered on from the LMS's count, the score, the status, the
 * answers, the session time, a commit), passed or failed only once every
 * field is answered and against the LMS's mastery score, review mode
 * writing nothing, one LMSFinish, and every error of the LMS handed over
 * with its words, never thrown.
 */
import { describe, expect, test } from 'vitest';
import { exerciseSet, type ExerciseOptions } from '../../src/app/exercise.ts';
import { exerciseKey, type ExerciseKey, type FieldKey } from '../../src/app/exercise-grade.ts';
import { NO_ATTEMPT, check, enter, reveal, type Attempt } from '../../src/app/exercise-attempt.ts';
import type { ExerciseState } from '../../src/app/scorm-record.ts';
import { writeSuspend } from '../../src/app/scorm-suspend.ts';
import { ScormSession, type LmsError, type Scorm12Api } from '../../src/app/scorm-session.ts';
import { answerText } from '../../src/ui/exercise/exercise-figures.ts';

/** An error the fake LMS gives for a call: its number, its words (`LMSGetErrorString`) and its diagnostic. */
interface Refusal {
  code: string;
  text: string;
  diagnostic?: string;
}

/**
 * A SCORM 1.2 LMS in memory: `calls` holds every call in order (`LMSSetValue
 * cmi.core.exit suspend`, `LMSGetLastError`, …). `refuse` makes a call fail
 * with an error (a value not kept), `throwOn` makes it throw.
 */
class FakeLms implements Scorm12Api {
  readonly calls: string[] = [];
  readonly cmi = new Map<string, string>();
  initialize = 'true';
  /** By call and element (`LMSSetValue cmi.suspend_data`, `LMSInitialize`): the error it ends with. */
  readonly refuse = new Map<string, Refusal>();
  readonly throwOn = new Set<string>();
  private error: Refusal | null = null;
  private readonly known = new Map<string, Refusal>();

  constructor(values: Record<string, string> = {}) {
    const first = {
      'cmi.core.lesson_status': 'not attempted',
      'cmi.core.entry': 'ab-initio',
      'cmi.core.lesson_mode': 'normal',
      'cmi.student_data.mastery_score': '',
      'cmi.suspend_data': '',
      'cmi.interactions._count': '0',
    };
    for (const [k, v] of Object.entries({ ...first, ...values })) this.cmi.set(k, v);
  }

  private enter(call: string, element: string | null, shown: string): Refusal | null {
    this.calls.push(shown);
    const key = element === null ? call : `${call} ${element}`;
    if (this.throwOn.has(key)) throw new Error(`the LMS broke on ${key}`);
    this.error = this.refuse.get(key) ?? null;
    if (this.error !== null) this.known.set(this.error.code, this.error);
    return this.error;
  }

  LMSInitialize(arg: ''): string {
    return this.enter('LMSInitialize', null, `LMSInitialize${arg}`) === null ? this.initialize : 'false';
  }
  LMSFinish(arg: ''): string {
    return this.enter('LMSFinish', null, `LMSFinish${arg}`) === null ? 'true' : 'false';
  }
  LMSCommit(arg: ''): string {
    return this.enter('LMSCommit', null, `LMSCommit${arg}`) === null ? 'true' : 'false';
  }
  LMSGetValue(element: string): string {
    return this.enter('LMSGetValue', element, `LMSGetValue ${element}`) === null ? (this.cmi.get(element) ?? '') : '';
  }
  LMSSetValue(element: string, value: string): string {
    if (this.enter('LMSSetValue', element, `LMSSetValue ${element} ${value}`) !== null) return 'false';
    this.cmi.set(element, value);
    const n = /^cmi\.interactions\.(\d+)\.id$/.exec(element);
    if (n !== null) this.cmi.set('cmi.interactions._count', String(Math.max(Number(this.cmi.get('cmi.interactions._count')), Number(n[1]) + 1)));
    return 'true';
  }
  LMSGetLastError(): string {
    this.calls.push('LMSGetLastError');
    if (this.throwOn.has('LMSGetLastError')) throw new Error('no error to give');
    return this.error?.code ?? '0';
  }
  LMSGetErrorString(code: string): string {
    this.calls.push(`LMSGetErrorString ${code}`);
    return this.known.get(code)?.text ?? '';
  }
  LMSGetDiagnostic(code: string): string {
    this.calls.push(`LMSGetDiagnostic ${code}`);
    return this.known.get(code)?.diagnostic ?? '';
  }

  /** The calls but the questions about errors. */
  get main(): string[] {
    return this.calls.filter((c) => !/^LMSGet(LastError|ErrorString|Diagnostic)/.test(c));
  }
  /** The calls since the `from`-th (of `main`). */
  since(from: number): string[] {
    return this.main.slice(from);
  }
}

const OPTIONS: ExerciseOptions = { seed: 2, count: 2, difficulty: 'easy', algo: 'minimax' };
const SET_ID = 'minimax-easy-2-2';
const STATES: ExerciseState[] = exerciseSet(OPTIONS).map((e) => ({
  id: e.id,
  key: exerciseKey(e.tree, e.search.trace, e.answer, OPTIONS.algo),
  attempt: NO_ATTEMPT,
}));
const KEYS = STATES.map((s) => s.key);
const ROOTS = KEYS.map((k) => k.tree.id);
const START = new Date(2026, 2, 4, 10, 0, 0).getTime();

const right = (key: ExerciseKey, f: FieldKey) => answerText(key, f, 'en');
/** Types and checks `fields` (right, unless `wrong` names one). */
function answer(a: Attempt, key: ExerciseKey, fields: readonly FieldKey[], wrong: readonly FieldKey[] = []): Attempt {
  for (const f of fields) a = enter(a, f, wrong.includes(f) ? '999' : right(key, f));
  return check(a, key, fields);
}
const withAttempts = (...attempts: Attempt[]): ExerciseState[] => STATES.map((s, k) => ({ ...s, attempt: attempts[k] ?? NO_ATTEMPT }));

/** A session over a fake LMS, its clock in our hands, its errors kept. */
function session(values: Record<string, string> = {}, mastery = 80) {
  const lms = new FakeLms(values);
  const errors: LmsError[] = [];
  const clock = { t: START };
  const s = new ScormSession(
    lms,
    SET_ID,
    mastery,
    (e) => errors.push(e),
    () => clock.t,
  );
  return { lms, errors, clock, s };
}

const READS = [
  'cmi.core.lesson_mode',
  'cmi.student_data.mastery_score',
  'cmi.core.lesson_status',
  'cmi.core.entry',
  'cmi.interactions._count',
  'cmi.suspend_data',
];

describe('starting', () => {
  test('a first launch: LMSInitialize, the reads, lesson_status incomplete, exit suspend, a commit; every call’s error asked for', () => {
    const { lms, errors, s } = session();
    const start = s.start(KEYS);
    expect(start).toEqual({ restored: null, entry: 'ab-initio', review: false, mastery: 80 });
    expect(lms.main[0]).toBe('LMSInitialize');
    expect(lms.main.filter((c) => !c.startsWith('LMSGetValue '))).toEqual([
      'LMSInitialize',
      'LMSSetValue cmi.core.lesson_status incomplete',
      'LMSSetValue cmi.core.exit suspend',
      'LMSCommit',
    ]);
    expect(lms.main.filter((c) => c.startsWith('LMSGetValue ')).sort()).toEqual(READS.map((e) => `LMSGetValue ${e}`).sort());
    // After every call, its error asked for; the LMS's words only when there is one.
    lms.calls.forEach((c, k) =>
      expect(c === 'LMSGetLastError' || lms.calls[k + 1] === 'LMSGetLastError', `${c} is not followed by LMSGetLastError`).toBe(true),
    );
    expect(lms.calls.filter((c) => c.startsWith('LMSGetErrorString') || c.startsWith('LMSGetDiagnostic'))).toEqual([]);
    expect(lms.cmi.get('cmi.core.lesson_status')).toBe('incomplete');
    expect(errors).toEqual([]);
    expect(s.passMark).toBe(80);
  });

  test('an LMS that leaves lesson_status blank is a first launch too; `completed` or `failed` is not reset', () => {
    const blank = session({ 'cmi.core.lesson_status': '' });
    blank.s.start(KEYS);
    expect(blank.lms.main).toContain('LMSSetValue cmi.core.lesson_status incomplete');
    for (const status of ['incomplete', 'completed', 'failed', 'passed']) {
      const { lms, s } = session({ 'cmi.core.lesson_status': status, 'cmi.core.entry': '' });
      s.start(KEYS);
      expect(
        lms.main.filter((c) => !c.startsWith('LMSGetValue ')),
        status,
      ).toEqual(['LMSInitialize']);
    }
  });

  test('a resume: the status left as it is, the answers kept restored, and only what is checked after them recorded', () => {
    const a0 = answer(NO_ATTEMPT, KEYS[0]!, KEYS[0]!.asked.slice(0, 2), [KEYS[0]!.asked[1]!]);
    const kept = writeSuspend(SET_ID, withAttempts(a0)).data;
    const { lms, errors, clock, s } = session({
      'cmi.core.lesson_status': 'incomplete',
      'cmi.core.entry': 'resume',
      'cmi.suspend_data': kept,
      'cmi.interactions._count': '2',
    });
    const start = s.start(KEYS)!;
    expect(start.entry).toBe('resume');
    if (!Array.isArray(start.restored)) throw new Error(`nothing restored: ${String(start.restored)}`);
    expect([start.restored[0]!.entries, start.restored[0]!.tries, start.restored[0]!.verdicts]).toEqual([a0.entries, a0.tries, a0.verdicts]);
    expect(start.restored[1]).toBe(NO_ATTEMPT);
    expect(lms.main.filter((c) => !c.startsWith('LMSGetValue '))).toEqual(['LMSInitialize']);
    // The page carries on from what was restored: the next check records its one field, numbered on from the LMS's two.
    const restored = withAttempts(...start.restored);
    s.baseline(restored);
    const from = lms.main.length;
    clock.t += 1000;
    const f = KEYS[0]!.asked[1]!;
    const after = withAttempts(answer(start.restored[0]!, KEYS[0]!, [f]), start.restored[1]!);
    s.record(after);
    expect(lms.since(from).filter((c) => c.startsWith('LMSSetValue cmi.interactions.'))).toEqual([
      `LMSSetValue cmi.interactions.2.id ${STATES[0]!.id}.${f.slice(f.indexOf(':') + 1)}.value`,
      'LMSSetValue cmi.interactions.2.type numeric',
      'LMSSetValue cmi.interactions.2.time 10:00:01',
      `LMSSetValue cmi.interactions.2.student_response ${right(KEYS[0]!, f)}`,
      'LMSSetValue cmi.interactions.2.result correct',
    ]);
    expect(errors).toEqual([]);
  });

  test('the LMS’s mastery score wins over the default; a blank, a word or one out of 0–100 leaves the default', () => {
    const lms = session({ 'cmi.student_data.mastery_score': '50' });
    expect(lms.s.start(KEYS)!.mastery).toBe(50);
    expect(lms.s.passMark).toBe(50);
    expect(session({ 'cmi.student_data.mastery_score': '62.5' }).s.start(KEYS)!.mastery).toBe(62.5);
    for (const odd of ['', 'high', '150', '-1']) expect(session({ 'cmi.student_data.mastery_score': odd }, 75).s.start(KEYS)!.mastery, odd).toBe(75);
  });

  test('LMSInitialize refused ("false") or throwing: start is null, the error reported, nothing else called, finish does nothing', () => {
    const refused = session();
    refused.lms.refuse.set('LMSInitialize', { code: '101', text: 'General exception', diagnostic: 'already initialized' });
    expect(refused.s.start(KEYS)).toBeNull();
    expect(refused.errors).toEqual([{ call: 'LMSInitialize', element: null, errorCode: '101', text: 'General exception (already initialized)' }]);
    refused.s.record(withAttempts(answer(NO_ATTEMPT, KEYS[0]!, KEYS[0]!.asked)));
    refused.s.finish();
    expect(refused.lms.main).toEqual(['LMSInitialize']);
    const plain = session();
    plain.lms.initialize = 'false';
    expect(plain.s.start(KEYS)).toBeNull();
    const thrown = session();
    thrown.lms.throwOn.add('LMSInitialize');
    expect(thrown.s.start(KEYS)).toBeNull();
    expect(thrown.errors).toEqual([{ call: 'LMSInitialize', element: null, errorCode: '101', text: 'the LMS broke on LMSInitialize' }]);
  });
});

describe('recording', () => {
  test('after a check: one interaction per field checked (numbered from _count), then score min/max/raw, status, exit, suspend data, session time, a commit', () => {
    const { lms, errors, clock, s } = session({ 'cmi.interactions._count': '3' });
    s.start(KEYS);
    s.baseline(STATES);
    const from = lms.main.length;
    clock.t += 90_500;
    const key = KEYS[0]!;
    const [v, w] = key.asked as [FieldKey, FieldKey];
    const states = withAttempts(answer(NO_ATTEMPT, key, [v, 'action', w], [w]));
    s.record(states);
    const asked = KEYS[0]!.asked.length + KEYS[1]!.asked.length;
    const raw = String(Math.round((10_000 * 2) / asked) / 100);
    const id = STATES[0]!.id;
    const node = (f: FieldKey) => f.slice(f.indexOf(':') + 1);
    const interaction = (n: number, iid: string, type: string, response: string, result: string) => [
      `LMSSetValue cmi.interactions.${n}.id ${iid}`,
      `LMSSetValue cmi.interactions.${n}.type ${type}`,
      `LMSSetValue cmi.interactions.${n}.time 10:01:30`,
      `LMSSetValue cmi.interactions.${n}.student_response ${response}`,
      `LMSSetValue cmi.interactions.${n}.result ${result}`,
    ];
    expect(lms.since(from)).toEqual([
      ...interaction(3, `${id}.${node(v)}.value`, 'numeric', right(key, v), 'correct'),
      ...interaction(4, `${id}.${ROOTS[0]}.action`, 'choice', key.answer.action, 'correct'),
      ...interaction(5, `${id}.${node(w)}.value`, 'numeric', '999', 'wrong'),
      'LMSSetValue cmi.core.score.min 0',
      'LMSSetValue cmi.core.score.max 100',
      `LMSSetValue cmi.core.score.raw ${raw}`,
      'LMSSetValue cmi.core.lesson_status incomplete',
      'LMSSetValue cmi.core.exit suspend',
      `LMSSetValue cmi.suspend_data ${writeSuspend(SET_ID, states).data}`,
      'LMSSetValue cmi.core.session_time 00:01:30.50',
      'LMSCommit',
    ]);
    expect(s.score).toMatchObject({ asked, right: 2, complete: false });
    expect(s.kept).toBe('all');
    // The same answers again: no interaction, the rest written again.
    const again = lms.main.length;
    s.record(states);
    expect(lms.since(again).some((c) => c.includes('cmi.interactions.'))).toBe(false);
    expect(lms.since(again).at(-1)).toBe('LMSCommit');
    expect(lms.cmi.get('cmi.interactions._count')).toBe('6');
    expect(errors).toEqual([]);
  });

  test('passed or failed only once every field is answered, against the mastery score; answers shown count as not right', () => {
    const status = (mastery: number, attempts: Attempt[]) => {
      const { lms, s } = session({ 'cmi.student_data.mastery_score': String(mastery) });
      s.start(KEYS);
      s.record(withAttempts(...attempts));
      return lms.cmi.get('cmi.core.lesson_status');
    };
    const all = KEYS.map((k) => answer(NO_ATTEMPT, k, k.asked));
    const lastOpen = answer(NO_ATTEMPT, KEYS[1]!, KEYS[1]!.asked.slice(0, -1));
    expect(status(0, [all[0]!, lastOpen])).toBe('incomplete');
    expect(status(100, all)).toBe('passed');
    // Every field of the second exercise shown: answered, not right.
    const shown = reveal(NO_ATTEMPT, KEYS[1]!.asked);
    const asked = KEYS[0]!.asked.length + KEYS[1]!.asked.length;
    const raw = Math.round((10_000 * KEYS[0]!.asked.length) / asked) / 100;
    expect(status(Math.floor(raw), [all[0]!, shown])).toBe('passed');
    expect(status(Math.ceil(raw + 0.001), [all[0]!, shown])).toBe('failed');
    // One wrong answer: complete, and short of a mastery score of 100.
    const wrong = answer(NO_ATTEMPT, KEYS[1]!, KEYS[1]!.asked, [KEYS[1]!.asked[0]!]);
    expect(status(100, [all[0]!, wrong])).toBe('failed');
  });

  test('review mode (lesson_mode review) writes nothing: no status, no interaction, no score; LMSFinish still ends it', () => {
    const { lms, errors, s } = session({ 'cmi.core.lesson_mode': 'review', 'cmi.core.lesson_status': 'not attempted' });
    expect(s.start(KEYS)).toMatchObject({ review: true });
    s.baseline(STATES);
    s.record(withAttempts(...KEYS.map((k) => answer(NO_ATTEMPT, k, k.asked))));
    s.finish();
    expect(lms.main.filter((c) => c.startsWith('LMSSetValue'))).toEqual([]);
    expect(lms.main.filter((c) => c === 'LMSFinish')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('finish: the session time, a commit and LMSFinish, once; nothing recorded after it', () => {
    const { lms, clock, s } = session();
    s.start(KEYS);
    const from = lms.main.length;
    clock.t += 3_600_000 + 2_000;
    s.finish();
    s.finish();
    s.record(withAttempts(answer(NO_ATTEMPT, KEYS[0]!, KEYS[0]!.asked)));
    expect(lms.since(from)).toEqual(['LMSSetValue cmi.core.session_time 01:00:02.00', 'LMSCommit', 'LMSFinish']);
  });
});

describe('errors of the LMS: reported with its words, never thrown', () => {
  test('a value refused: its call, element, number and the LMS’s words and diagnostic; the record goes on to its commit', () => {
    const { lms, errors, s } = session();
    s.start(KEYS);
    lms.refuse.set('LMSSetValue cmi.core.score.raw', { code: '405', text: 'Incorrect Data Type', diagnostic: 'raw must be 0 to 100' });
    lms.refuse.set('LMSSetValue cmi.suspend_data', { code: '405', text: 'Incorrect Data Type', diagnostic: 'Incorrect Data Type' });
    lms.refuse.set('LMSCommit', { code: '101', text: '', diagnostic: 'the server did not answer' });
    lms.throwOn.add('LMSSetValue cmi.core.session_time');
    const from = lms.main.length;
    expect(() => s.record(withAttempts(answer(NO_ATTEMPT, KEYS[0]!, ['action'])))).not.toThrow();
    expect(errors).toEqual([
      { call: 'LMSSetValue', element: 'cmi.core.score.raw', errorCode: '405', text: 'Incorrect Data Type (raw must be 0 to 100)' },
      { call: 'LMSSetValue', element: 'cmi.suspend_data', errorCode: '405', text: 'Incorrect Data Type' },
      { call: 'LMSSetValue', element: 'cmi.core.session_time', errorCode: '101', text: 'the LMS broke on LMSSetValue cmi.core.session_time' },
      { call: 'LMSCommit', element: null, errorCode: '101', text: 'the server did not answer' },
    ]);
    expect(lms.since(from).at(-1)).toBe('LMSCommit');
    expect(lms.cmi.has('cmi.core.score.raw')).toBe(false);
    expect(lms.cmi.get('cmi.core.lesson_status')).toBe('incomplete');
    expect(lms.calls).toContain('LMSGetErrorString 405');
    expect(lms.calls).toContain('LMSGetDiagnostic 405');
  });

  test('an element the LMS does not implement (401) read is not an error; another error on a read is; LMSGetLastError throwing is none', () => {
    const { lms, errors, s } = session();
    lms.refuse.set('LMSGetValue cmi.student_data.mastery_score', { code: '401', text: 'Not implemented error' });
    lms.refuse.set('LMSGetValue cmi.interactions._count', { code: '201', text: 'Invalid argument error' });
    expect(s.start(KEYS)).toMatchObject({ mastery: 80 });
    expect(errors).toEqual([{ call: 'LMSGetValue', element: 'cmi.interactions._count', errorCode: '201', text: 'Invalid argument error' }]);
    // A 401 on a write is an error.
    lms.refuse.set('LMSSetValue cmi.interactions.0.time', { code: '401', text: 'Not implemented error' });
    s.record(withAttempts(answer(NO_ATTEMPT, KEYS[0]!, ['action'])));
    expect(errors.at(-1)).toEqual({ call: 'LMSSetValue', element: 'cmi.interactions.0.time', errorCode: '401', text: 'Not implemented error' });
    const quiet = session();
    quiet.lms.throwOn.add('LMSGetLastError');
    expect(quiet.s.start(KEYS)).not.toBeNull();
    expect(quiet.errors).toEqual([]);
  });

  test('an LMS whose calls throw: nothing thrown, each failure reported as 101 with its message', () => {
    const { lms, errors, s } = session();
    expect(s.start(KEYS)).not.toBeNull();
    for (const c of ['LMSSetValue cmi.core.exit', 'LMSCommit', 'LMSFinish']) lms.throwOn.add(c);
    expect(() => s.record(withAttempts(answer(NO_ATTEMPT, KEYS[0]!, ['action'])))).not.toThrow();
    expect(() => s.finish()).not.toThrow();
    expect(errors.map((e) => [e.call, e.element, e.errorCode])).toEqual([
      ['LMSSetValue', 'cmi.core.exit', '101'],
      ['LMSCommit', null, '101'],
      ['LMSCommit', null, '101'],
      ['LMSFinish', null, '101'],
    ]);
  });
});

test('typing alone writes the answers (exit, suspend data, session time, a commit) and no interaction, score or status: what was checked stands', () => {
  const { lms, s, clock } = session();
  s.start(KEYS);
  const k0 = KEYS[0]!;
  const passed = answer(NO_ATTEMPT, k0, k0.asked);
  const all = withAttempts(passed, answer(NO_ATTEMPT, KEYS[1]!, KEYS[1]!.asked));
  s.record(all);
  expect(lms.cmi.get('cmi.core.lesson_status')).toBe('passed');
  const from = lms.main.length;
  // A right field retyped and not checked: its verdict goes, but the LMS keeps the pass until a check says otherwise.
  const retyped = withAttempts(enter(passed, k0.asked[0]!, '12345'), all[1]!.attempt);
  clock.t += 4000;
  s.record(retyped, false);
  expect(lms.since(from).map((c) => c.split(' ').slice(0, 2).join(' '))).toEqual([
    'LMSSetValue cmi.core.exit',
    'LMSSetValue cmi.suspend_data',
    'LMSSetValue cmi.core.session_time',
    'LMSCommit',
  ]);
  expect([lms.cmi.get('cmi.core.lesson_status'), lms.cmi.get('cmi.core.score.raw')]).toEqual(['passed', '100']);
  // A check after it is graded as ever: the retyped field is wrong now.
  s.record(withAttempts(check(retyped[0]!.attempt, k0, [k0.asked[0]!]), all[1]!.attempt));
  expect(lms.cmi.get('cmi.core.lesson_status')).toBe('passed');
  expect(Number(lms.cmi.get('cmi.core.score.raw'))).toBeLessThan(100);
});
