/**
 * The exercise page's talk with a SCORM 1.2 LMS (issue 38), through the API
 * object the LMS gives (`window.API`, found by src/ui/exercise/lms/scorm-api.ts):
 *
 *   start   LMSInitialize; `cmi.core.lesson_status` incomplete on a first
 *           launch; the mastery score the LMS holds; the answers kept in
 *           `cmi.suspend_data`, read back (on a resume, or whenever kept).
 *   record  after each check or answer shown: one `cmi.interactions.n` per
 *           field checked, `cmi.core.score.raw` (0–100, min 0, max 100), the
 *           status (`passed`/`failed` once every field is answered); after
 *           typing too: `cmi.core.exit` suspend, the session time, every
 *           answer in `cmi.suspend_data`; then LMSCommit. Typing alone
 *           changes no score and no status: what was checked stands.
 *   finish  the session time, LMSCommit and LMSFinish, once.
 *
 * In review mode (`cmi.core.lesson_mode` review) nothing is written. No call
 * throws: an error of the LMS's (`LMSGetLastError` other than 0, or a throw
 * from its API) is kept with its code, the LMS's own words and the element,
 * and handed to `onError`; the page shows it. Pure: no DOM.
 */
import type { ExerciseKey } from './exercise-grade.ts';
import { NO_ATTEMPT, type Attempt } from './exercise-attempt.ts';
import { checkedInteractions, lessonStatus, setScore, timeOfDay, timespan, type ExerciseState, type SetScore } from './scorm-record.ts';
import { readSuspend, writeSuspend, type Kept, type SuspendProblem } from './scorm-suspend.ts';

/** SCORM 1.2's run-time API, as an LMS gives it (RTE 3.3). */
export interface Scorm12Api {
  LMSInitialize(arg: ''): string;
  LMSFinish(arg: ''): string;
  LMSGetValue(element: string): string;
  LMSSetValue(element: string, value: string): string;
  LMSCommit(arg: ''): string;
  LMSGetLastError(): string;
  LMSGetErrorString(code: string): string;
  LMSGetDiagnostic(code: string): string;
}

/** An error the LMS reported: the call, the element it was about, its SCORM error number and its own words. */
export interface LmsError {
  call: string;
  element: string | null;
  /** SCORM 1.2's error number (`LMSGetLastError`): 405, 301…; 101 (general exception) for a throw from the API. */
  errorCode: string;
  text: string;
}

/** SCORM 1.2's `lesson_status` before a first launch: the LMS's blank, or its `not attempted` (SCORM's vocabulary, not prose). */
const FIRST_LAUNCH = ['', 'not attempted'];
/** SCORM 1.2's error number for a general exception: what a throw from the LMS's API is reported as. */
const GENERAL_EXCEPTION = '101';

export interface SessionStart {
  /** The attempts kept by the LMS (null: none), or why they could not be read. */
  restored: Attempt[] | null | SuspendProblem;
  /** `cmi.core.entry`: `ab-initio`, `resume` or empty. */
  entry: string;
  review: boolean;
  mastery: number;
}

export class ScormSession {
  private interactions = 0;
  private last = new Map<string, Attempt>();
  private startedAt: number;
  private open = false;
  private review = false;
  private mastery: number;
  /** What the last record kept of the answers (SCORM 1.2's 4,096 characters). */
  kept: Kept = 'all';
  score: SetScore | null = null;

  constructor(
    private readonly api: Scorm12Api,
    private readonly setId: string,
    defaultMastery: number,
    private readonly onError: (e: LmsError) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.startedAt = now();
    this.mastery = defaultMastery;
  }

  start(keys: readonly ExerciseKey[]): SessionStart | null {
    if (this.call('LMSInitialize', null, () => this.api.LMSInitialize('')) !== 'true') return null;
    this.open = true;
    this.startedAt = this.now();
    this.review = this.get('cmi.core.lesson_mode') === 'review';
    const mastery = Number.parseFloat(this.get('cmi.student_data.mastery_score'));
    if (Number.isFinite(mastery) && mastery >= 0 && mastery <= 100) this.mastery = mastery;
    const status = this.get('cmi.core.lesson_status');
    const entry = this.get('cmi.core.entry');
    const count = Number.parseInt(this.get('cmi.interactions._count'), 10);
    this.interactions = Number.isFinite(count) && count > 0 ? count : 0;
    if (!this.review && FIRST_LAUNCH.includes(status)) {
      this.set('cmi.core.lesson_status', 'incomplete');
      this.set('cmi.core.exit', 'suspend');
      this.commit();
    }
    const restored = readSuspend(this.get('cmi.suspend_data'), this.setId, keys);
    return { restored, entry, review: this.review, mastery: this.mastery };
  }

  /** The answers as they stand (restored): what the next record compares with to find the fields checked. */
  baseline(states: readonly ExerciseState[]): void {
    for (const s of states) this.last.set(s.id, s.attempt);
  }

  /**
   * After a change of the answers: the fields just checked (each attempt
   * against the one last recorded), then the score, the status and every answer, committed.
   */
  record(states: readonly ExerciseState[], graded = true): void {
    if (!this.open || this.review) return;
    if (graded) this.grade(states);
    this.set('cmi.core.exit', 'suspend');
    const saved = writeSuspend(this.setId, states);
    this.kept = saved.kept;
    this.set('cmi.suspend_data', saved.data);
    this.set('cmi.core.session_time', timespan(this.now() - this.startedAt));
    this.commit();
  }

  /** The fields checked since the last record, each an interaction; the score and the status. */
  private grade(states: readonly ExerciseState[]): void {
    for (const s of states) {
      const was = this.last.get(s.id) ?? NO_ATTEMPT;
      this.last.set(s.id, s.attempt);
      if (was === s.attempt) continue;
      for (const i of checkedInteractions(s.id, s.key, was, s.attempt)) {
        const n = `cmi.interactions.${this.interactions++}`;
        this.set(`${n}.id`, i.id);
        this.set(`${n}.type`, i.type);
        this.set(`${n}.time`, timeOfDay(new Date(this.now())));
        this.set(`${n}.student_response`, i.response);
        this.set(`${n}.result`, i.result);
      }
    }
    const score = setScore(states);
    this.score = score;
    this.set('cmi.core.score.min', '0');
    this.set('cmi.core.score.max', '100');
    this.set('cmi.core.score.raw', String(score.raw));
    this.set('cmi.core.lesson_status', lessonStatus(score, this.mastery));
  }

  /** The session time, a last commit, and LMSFinish: once (the page may call it on leaving and again on closing). */
  finish(): void {
    if (!this.open) return;
    this.open = false;
    if (!this.review) this.set('cmi.core.session_time', timespan(this.now() - this.startedAt));
    this.commit();
    this.call('LMSFinish', null, () => this.api.LMSFinish(''));
  }

  get passMark(): number {
    return this.mastery;
  }

  private get(element: string): string {
    return this.call('LMSGetValue', element, () => this.api.LMSGetValue(element)) ?? '';
  }

  private set(element: string, value: string): void {
    this.call('LMSSetValue', element, () => this.api.LMSSetValue(element, value));
  }

  private commit(): void {
    this.call('LMSCommit', null, () => this.api.LMSCommit(''));
  }

  /** One call of the API: its answer, or null if it threw; an error code other than 0 after it is reported. */
  private call(call: string, element: string | null, f: () => string): string | null {
    let answer: string | null;
    try {
      answer = String(f());
    } catch (e) {
      this.onError({ call, element, errorCode: GENERAL_EXCEPTION, text: e instanceof Error ? e.message : String(e) });
      return null;
    }
    let code = '0';
    try {
      code = String(this.api.LMSGetLastError());
    } catch {
      code = '0';
    }
    if (code !== '0' && code !== '') {
      let text = '';
      try {
        text = String(this.api.LMSGetErrorString(code));
        const more = String(this.api.LMSGetDiagnostic(code));
        if (more !== '' && more !== text) text = text === '' ? more : `${text} (${more})`;
      } catch {
        // The error's words are the LMS's to give; its code is enough.
      }
      // An element the LMS does not implement (401) read for its value: the value is simply not there.
      if (!(call === 'LMSGetValue' && code === '401')) this.onError({ call, element, errorCode: code, text });
    }
    return answer;
  }
}
