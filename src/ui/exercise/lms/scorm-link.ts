/**
 * The exercise page's link to a SCORM 1.2 LMS (issue 38), when the page is
 * launched with `lms=scorm12` (the package's launch page sets it): finds the
 * LMS's API (scorm-api.ts), starts the session (app/scorm-session.ts), hands
 * the cards the answers the LMS kept, records each check and each answer
 * shown, the typed answers a few seconds after the typing stops, and ends
 * the session when the page is left (`pagehide`) or the page goes.
 *
 * A Lit controller: the page draws its state (`lms-status.ts`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Exercise, ExerciseAlgorithm } from '../../../app/exercise.ts';
import { NO_ATTEMPT, type Attempt } from '../../../app/exercise-attempt.ts';
import { ScormSession, type LmsError, type Scorm12Api } from '../../../app/scorm-session.ts';
import { setScore as scoreNow, type ExerciseState, type SetScore } from '../../../app/scorm-record.ts';
import type { Kept, SuspendProblem } from '../../../app/scorm-suspend.ts';
import { keyOf } from '../exercise-keys.ts';
import { findScorm12Api } from './scorm-api.ts';

/** Where the link stands: looking, connected, in review, with no LMS found, or refused by it. */
export type LmsState = 'connecting' | 'connected' | 'review' | 'none' | 'refused';

/** How long typing waits before its answers are written to the LMS (a check writes at once). */
const TYPED_AFTER_MS = 3000;

export interface LmsView {
  state: LmsState;
  score: SetScore | null;
  mastery: number;
  restored: boolean;
  problem: SuspendProblem | null;
  kept: Kept;
  errors: readonly LmsError[];
}

export class ScormLink implements ReactiveController {
  private session: ScormSession | null = null;
  private states: ExerciseState[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private made = '';
  view: LmsView = { state: 'connecting', score: null, mastery: 80, restored: false, problem: null, kept: 'all', errors: [] };
  /** The attempts the LMS kept, by exercise id: the cards start from them. */
  restored = new Map<string, Attempt>();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly findApi: () => Scorm12Api | null = () => findScorm12Api(),
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('pagehide', this.onLeave);
  }

  hostDisconnected(): void {
    window.removeEventListener('pagehide', this.onLeave);
    this.finish();
  }

  /** Starts a session for the set `setId` (once per set; another set ends the one before). */
  connect(setId: string, set: readonly Exercise[], algo: ExerciseAlgorithm, mastery: number): void {
    if (this.made === setId) return;
    this.finish();
    this.made = setId;
    this.states = set.map((e) => ({ id: e.id, key: keyOf(e, algo), attempt: NO_ATTEMPT }));
    this.restored = new Map();
    this.view = { state: 'connecting', score: null, mastery, restored: false, problem: null, kept: 'all', errors: [] };
    const api = this.findApi();
    if (api === null) {
      this.view = { ...this.view, state: 'none' };
      this.host.requestUpdate();
      return;
    }
    const session = new ScormSession(api, setId, mastery, (e) => this.onError(e));
    const start = session.start(this.states.map((s) => s.key));
    if (start === null) {
      this.view = { ...this.view, state: 'refused' };
      this.host.requestUpdate();
      return;
    }
    this.session = session;
    let restored = false;
    let problem: SuspendProblem | null = null;
    if (Array.isArray(start.restored)) {
      const attempts = start.restored;
      this.states = this.states.map((s, k) => ({ ...s, attempt: attempts[k] ?? NO_ATTEMPT }));
      for (const s of this.states) if (s.attempt !== NO_ATTEMPT) this.restored.set(s.id, s.attempt);
      restored = this.restored.size > 0;
    } else if (typeof start.restored === 'string') problem = start.restored;
    session.baseline(this.states);
    this.view = { ...this.view, state: start.review ? 'review' : 'connected', mastery: start.mastery, restored, problem, score: scoreNow(this.states) };
    this.host.requestUpdate();
  }

  /** A card's attempt changed: a check or an answer shown is recorded now; typing a moment after it stops. */
  change(id: string, attempt: Attempt): void {
    const k = this.states.findIndex((s) => s.id === id);
    if (k < 0) return;
    const was = this.states[k]!.attempt;
    this.states[k] = { ...this.states[k]!, attempt };
    this.view = { ...this.view, score: scoreNow(this.states) };
    const graded = was.tries !== attempt.tries || was.revealed !== attempt.revealed;
    if (graded) this.record();
    else this.later();
    this.host.requestUpdate();
  }

  /** Ends the session: what is typed, a last commit, LMSFinish. */
  finish(): void {
    if (this.session === null) return;
    if (this.timer !== null) this.record(false);
    this.session.finish();
    this.session = null;
  }

  /** Writes the answers now: after a check or an answer shown (`graded`), or what was typed. */
  private record(graded = true): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const s = this.session;
    if (s === null) return;
    s.record(this.states, graded);
    if (s.kept !== this.view.kept) this.view = { ...this.view, kept: s.kept };
    // A check writes over what the LMS kept: a problem reading it is no longer a matter.
    if (this.view.problem !== null) this.view = { ...this.view, problem: null };
  }

  /** Typed answers, written a moment after the typing stops; not while the answers the LMS kept could not be read (a check writes over them, typing does not). */
  private later(): void {
    if (this.session === null || this.view.problem !== null) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.session?.record(this.states, false);
    }, TYPED_AFTER_MS);
  }

  private readonly onLeave = (): void => this.finish();

  private onError(e: LmsError): void {
    this.view = { ...this.view, errors: [...this.view.errors, e] };
    this.host.requestUpdate();
  }
}
