/**
 * <quiz-panel>: predict the next step (issue 14). Beside the trace viewer on
 * the tree page, it asks what the next step will do (src/app/quiz.ts) — which
 * node, the value backed up and whether it cuts, α and β, a chance node's
 * average — grades the answer at once, explains it with the step's
 * narration, takes the viewer to that step, and keeps the score. Steps with
 * nothing to predict are passed with "Continue"; the viewer's own controls
 * still move freely (steps passed that way are not scored).
 *
 * Hooks: the root `data-quiz`, the question `data-question` (its kind), the
 * fields `data-field="quiz-node|quiz-value|quiz-prune|quiz-alpha|quiz-beta"`,
 * `data-action="quiz-answer|quiz-continue"`, the verdict `data-quiz-verdict`
 * (`ok`, `wrong`) and the score `data-score` ("right/asked").
 */
import { LitElement, html, nothing } from 'lit';
import type { Algorithm } from '../search/search.ts';
import type { Trace } from '../trace/trace.ts';
import { narrate } from '../trace/narrate.ts';
import { formatNumber, type Lang } from '../i18n/lang.ts';
import { say, type MessageCode } from '../i18n/say.ts';
import { gradeAnswer, questionAt, type Given, type Question } from '../app/quiz.ts';
import { FollowModel, type StepModel } from './viewer/index.ts';

interface Feedback {
  ok: boolean;
  /** The right answer, worded (shown when the answer was wrong). */
  answer: string;
  /** The event answered: its narration explains it. */
  event: number;
}

export class QuizPanel extends LitElement {
  override createRenderRoot(): HTMLElement {
    return this;
  }

  static override properties = {
    trace: { attribute: false },
    model: { attribute: false },
    algorithm: {},
    lang: {},
    given: { state: true },
    feedback: { state: true },
    score: { state: true },
  };
  declare trace: Trace | null;
  declare model: StepModel;
  declare algorithm: Algorithm;
  declare lang: Lang;
  declare given: Given;
  declare feedback: Feedback | null;
  declare score: { right: number; asked: number };

  constructor() {
    super();
    new FollowModel(this);
    this.trace = null;
    this.algorithm = 'alphabeta';
    this.lang = 'en';
    this.given = {};
    this.feedback = null;
    this.score = { right: 0, asked: 0 };
  }

  override willUpdate(changed: Map<string, unknown>): void {
    // A new search starts a new quiz.
    if (changed.has('trace')) {
      this.given = {};
      this.feedback = null;
      this.score = { right: 0, asked: 0 };
    }
  }

  override render() {
    const w = (key: MessageCode, params?: Record<string, string | number>) => say({ code: key, params: params ?? {} }, this.lang);
    const trace = this.trace;
    if (trace === null) return nothing;
    const step = this.model.step;
    const q = questionAt(trace, step, this.algorithm === 'alphabeta');
    const { right, asked } = this.score;
    return html`<section class="quiz" data-quiz aria-label=${w('quiz')} aria-live="polite">
      <h3>${w('quiz')} <span class="score" data-score=${`${right}/${asked}`}>${w('quizScore', { right, asked })}</span></h3>
      ${this.feedback === null
        ? nothing
        : html`<p class="feedback" data-quiz-verdict=${this.feedback.ok ? 'ok' : 'wrong'}>
            <b>${this.feedback.ok ? w('quizRight') : w('quizWrong', { answer: this.feedback.answer })}</b>
            ${say(narrate(trace, this.feedback.event, { algorithm: this.algorithm }), this.lang)}
          </p>`}
      ${step >= trace.length
        ? html`<p data-question="done">${w('quizDone')}</p>`
        : q === null
          ? html`<p data-question="none">${w('quizGoOn')}</p>
              <button type="button" data-action="quiz-continue" @click=${() => this.go(step, null)}>${w('quizContinue')}</button>`
          : this.renderQuestion(q, step, w)}
    </section>`;
  }

  private renderQuestion(q: Question, step: number, w: (key: MessageCode, params?: Record<string, string | number>) => string) {
    const name = (id: string) => (id === '' ? w('quizRoot') : id);
    const set = (field: keyof Given, value: string | boolean) => (this.given = { ...this.given, [field]: value });
    const number = (field: 'value' | 'alpha' | 'beta', label: string) =>
      html`<label>${label} <input data-field=${`quiz-${field}`} inputmode="decimal" .value=${this.given[field] ?? ''} @input=${(e: Event) => set(field, (e.target as HTMLInputElement).value)} /></label>`;
    let body;
    switch (q.kind) {
      case 'next':
        body = html`<p>${w('quizNext')}</p>
          <select data-field="quiz-node" .value=${this.given.node ?? ''} @change=${(e: Event) => set('node', (e.target as HTMLSelectElement).value)}>
            <option value=""></option>
            ${q.choices.map((id) => html`<option value=${id} ?selected=${this.given.node === id}>${name(id)}</option>`)}
          </select>`;
        break;
      case 'value':
        body = html`<p>${w('quizValue', { node: name(q.node) })}</p>
          ${number('value', '=')}
          ${q.prune === null
            ? nothing
            : html`<fieldset data-field="quiz-prune">
                <legend>${w('quizPrune', { node: name(q.node) })}</legend>
                <label><input type="radio" name="prune" .checked=${this.given.prune === true} @change=${() => set('prune', true)} /> ${w('yes')}</label>
                <label><input type="radio" name="prune" .checked=${this.given.prune === false} @change=${() => set('prune', false)} /> ${w('no')}</label>
              </fieldset>`}`;
        break;
      case 'window':
        body = html`<p>${w('quizWindow', { node: name(q.node) })}</p>
          ${number('alpha', 'α =')} ${number('beta', 'β =')}`;
        break;
      case 'average':
        body = html`<p>${w('quizAverage', { node: name(q.node) })}</p>
          ${number('value', '=')}`;
        break;
    }
    return html`<form data-question=${q.kind} @submit=${(e: Event) => (e.preventDefault(), this.go(step, q))}>
      ${body}
      <button type="submit" data-action="quiz-answer">${w('quizAnswer')}</button>
    </form>`;
  }

  /** Grades the answer to the question at `step` (none: a step passed), then shows that step. */
  private go(step: number, q: Question | null): void {
    if (q !== null) {
      const parts = gradeAnswer(q, this.given);
      const ok = Object.values(parts).every(Boolean);
      this.score = { right: this.score.right + (ok ? 1 : 0), asked: this.score.asked + 1 };
      this.feedback = { ok, answer: this.answerText(q), event: step };
    } else this.feedback = null;
    this.given = {};
    this.model.seek(step + 1);
  }

  private answerText(q: Question): string {
    const w = (key: MessageCode, params?: Record<string, string | number>) => say({ code: key, params: params ?? {} }, this.lang);
    switch (q.kind) {
      case 'next':
        return q.answer;
      case 'value':
        return q.prune === null ? formatNumber(q.answer) : `${formatNumber(q.answer)}; ${w('quizCutAnswer', { node: q.node === '' ? w('quizRoot') : q.node, answer: w(q.prune ? 'yes' : 'no') })}`;
      case 'window':
        return `α = ${formatNumber(q.alpha)}, β = ${formatNumber(q.beta)}`;
      case 'average':
        return formatNumber(q.answer);
    }
  }
}

customElements.define('quiz-panel', QuizPanel);
