/**
 * <quiz-panel>: predict the next step (issues 14 and 24). Beside the trace
 * viewer on the tree page, it asks what the next step will do
 * (src/app/quiz.ts) — which node (chosen by clicking it in the tree, or
 * with the tree's keys and Enter: the page hands the choice to `pick`), the
 * value backed up and whether it cuts, α and β, a chance node's average.
 * It says in a sentence what it is (until the first answer) and opens on
 * its first question (from a search's start, the root entered and "which
 * node next?": no click before it). The question comes first; once answered, the viewer shows that step, and
 * the panel grades the answer and explains it with the step's narration,
 * until *Next* (a step with nothing to predict is shown and explained the
 * same way, one *Next* each). The viewer's own controls still move freely
 * (steps passed that way are not scored). Score and streak are the
 * session's (sessionStorage), across trees, until *Reset score*, which
 * becomes *Undo reset* until the next answer (issue 39: a way back).
 *
 * Hooks: the root `data-quiz` with `data-phase` (`ask`, `explain`); the
 * question `data-question` (its kind, `none` or `done`); the fields
 * `data-field="quiz-node|quiz-value|quiz-prune|quiz-alpha|quiz-beta"`
 * (`quiz-node` shows the node chosen, in `data-value`);
 * `data-action="quiz-answer|quiz-continue|quiz-next|quiz-reset|quiz-undo-reset"`; the
 * verdict `data-quiz-verdict` (`ok`, `wrong`); the explanation
 * `data-explanation`; the score `data-score` ("right/asked") with
 * `data-streak` and `data-best`; what the quiz is, `data-quiz-about`.
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Algorithm } from '../../search/search.ts';
import type { Trace } from '../../trace/trace.ts';
import { narrate } from '../../trace/narrate.ts';
import { formatNumber, type Lang } from '../../i18n/lang.ts';
import { say, sayer, type Sayer } from '../../i18n/say.ts';
import {
  NO_SCORE,
  afterExplained,
  firstQuestion,
  gradeAnswer,
  questionAt,
  readScore,
  scoreAfter,
  type Given,
  type Question,
  type QuizScore,
} from '../../app/quiz.ts';
import { FollowModel, type StepModel } from '../viewer/index.ts';

/** Where the session's score is kept. */
const SCORE_KEY = 'ast.quiz.score';

/** An event explained: the viewer stands at `event + 1`. */
interface Explained {
  event: number;
  question: Question | null;
  given: Given;
  /** null: nothing was asked (a step shown with Continue or Next). */
  ok: boolean | null;
}

/** Up to this width the quiz is a sheet over the bottom of the window (tree-page.css); wider, it stands beside the tree. */
const QUIZ_SHEET_MAX = 759;

/** On a phone the quiz is a sheet over the bottom of the window: the viewer comes to the top (once `page` shows the search, the viewer's controls at its top), its tree above the sheet. */
export function quizInView(page: LitElement, viewer: LitElement | null): void {
  if (!window.matchMedia(`(max-width: ${QUIZ_SHEET_MAX}px)`).matches) return;
  void page.updateComplete.then(() => viewer?.updateComplete).then(() => requestAnimationFrame(() => viewer?.scrollIntoView({ block: 'start' })));
}

export class QuizPanel extends LitElement {
  override createRenderRoot(): HTMLElement {
    return this;
  }

  @property({ attribute: false }) trace: Trace | null = null;
  @property({ attribute: false }) model!: StepModel;
  @property() algorithm: Algorithm = 'alphabeta';
  @property() override lang: Lang = 'en';
  @state() given: Given = {};
  @state() explained: Explained | null = null;
  /** Something was answered (or shown) on this search: what the quiz is no longer needs saying. */
  @state() started: boolean = false;
  @state() score: QuizScore = readScore(session(null));
  /** The score before *Reset score*, until the next answer: *Undo reset* brings it back. */
  @state() resetFrom: QuizScore | null = null;
  /** What to focus once rendered (after an answer: Next; after Next: the new question). */
  private focusNext: string | null = null;

  constructor() {
    super();
    new FollowModel(this);
  }

  override willUpdate(changed: Map<string, unknown>): void {
    // A new search starts the questions again (the session's score goes on).
    if (changed.has('trace')) {
      this.given = {};
      this.explained = null;
      this.started = false;
    }
    // The viewer moved away from the step explained (its own controls): the question at the step shown.
    if (this.explained !== null && this.model.step !== this.explained.event + 1) {
      this.explained = null;
      this.given = {};
    }
  }

  override updated(changed: PropertyValues<this>): void {
    // A new search (or the quiz turned on) opens on its first question: from the start, "which node next?" once the root is entered.
    if (changed.has('trace') && this.trace !== null && this.explained === null) {
      const first = firstQuestion(this.trace, this.model.step, this.alphabeta);
      if (first !== this.model.step) {
        this.model.stop();
        this.model.seek(first);
      }
    }
    pickStyle(this.isConnected && this.explained === null && this.asked()?.kind === 'next' ? (this.given.node ?? null) : null);
    if (this.focusNext === null) return;
    // The first of the selectors that finds something (not the first in the document: a question's text comes before its field).
    const to = this.focusNext
      .split(',')
      .map((sel) => this.querySelector<HTMLElement>(sel))
      .find((e) => e !== null);
    to?.focus({ preventScroll: true });
    this.focusNext = null;
    // Within the panel only (never the page: the tree stays where it is), down to what was focused, if it is below the panel's fold.
    const below = to === undefined ? 0 : to.getBoundingClientRect().bottom - this.getBoundingClientRect().bottom;
    if (below > 0) this.scrollTop += below + 8;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    pickStyle(null);
  }

  /** The question about the step shown, if it has one. */
  private asked(): Question | null {
    return this.trace === null ? null : questionAt(this.trace, this.model.step, this.alphabeta);
  }

  private get alphabeta(): boolean {
    return this.algorithm === 'alphabeta';
  }

  /**
   * A node clicked in the tree (or chosen there with Enter): the answer to
   * "which node next?" while that is the question. Returns whether the quiz
   * took it (else the page does what a click does without the quiz).
   */
  pick(id: string): boolean {
    if (this.explained !== null || this.asked()?.kind !== 'next') return false;
    this.given = { ...this.given, node: id };
    return true;
  }

  override render() {
    const w: Sayer = sayer(this.lang);
    const trace = this.trace;
    if (trace === null) return nothing;
    const step = this.model.step;
    const ex = this.explained;
    const { right, asked, streak, best } = this.score;
    return html`<section class="quiz" data-quiz data-phase=${ex === null ? 'ask' : 'explain'} aria-labelledby="quiz-title">
      <div class="quiz-head">
        <h3 id="quiz-title">${w('quiz')}</h3>
        <span class="score" data-score=${`${right}/${asked}`} data-streak=${streak} data-best=${best}>${w('quizScore', { right, asked })} · ${w('quizStreak', { streak, best })}</span>
        ${this.resetButton(w, asked)}
      </div>
      ${this.started ? nothing : html`<p class="about" data-quiz-about>${w('quizAbout')}</p>`}
      ${ex === null ? this.renderAsk(trace, step, w) : this.renderExplained(trace, ex, w)}
    </section>`;
  }

  /** The question about the step shown (or that there is none), the last step's narration under it. */
  private renderAsk(trace: Trace, step: number, w: Sayer) {
    const q = questionAt(trace, step, this.alphabeta);
    const last = step > 0 ? html`<p class="explanation last" data-explanation><b>${w('quizExplanation')}:</b> ${this.narration(trace, step - 1)}</p>` : nothing;
    if (step >= trace.length) return html`<p class="question" data-question="done" tabindex="-1">${w('quizDone')}</p>${last}`;
    if (q === null)
      return html`<p class="question" data-question="none" tabindex="-1">${w('quizGoOn')}</p>
        <button type="button" data-action="quiz-continue" @click=${() => this.answer(step, null)}>${w('quizContinue')}</button>
        ${last}`;
    return html`<form data-question=${q.kind} @submit=${(e: Event) => (e.preventDefault(), this.answer(step, q))}>
        ${this.renderFields(q, w)}
        <button type="submit" data-action="quiz-answer" ?disabled=${q.kind === 'next' && this.given.node === undefined}>${w('quizAnswer')}</button>
      </form>
      ${last}`;
  }

  /** The question answered (as answered), the verdict, the step's narration as the explanation, and Next. */
  private renderExplained(trace: Trace, ex: Explained, w: Sayer) {
    const end = ex.event + 1 >= trace.length;
    return html`${ex.question === null ? nothing : html`<div class="answered" data-question=${ex.question.kind}>${this.renderAnswered(ex.question, ex.given, w)}</div>`}
      <div class="verdict" role="status">
        ${ex.ok === null ? nothing : html`<p data-quiz-verdict=${ex.ok ? 'ok' : 'wrong'}><b>${ex.ok ? w('quizRight') : w('quizWrong', { answer: this.answerText(ex.question!) })}</b></p>`}
        <p class="explanation" data-explanation><b>${w('quizExplanation')}:</b> ${this.narration(trace, ex.event)}</p>
      </div>
      ${end ? html`<p class="question" data-question="done" tabindex="-1">${w('quizDone')}</p>` : html`<button type="button" class="next" data-action="quiz-next" @click=${() => this.next(trace, ex.event)}>${w('quizNextQuestion')}</button>`}`;
  }

  /** The question as it was asked, and the answer given, in words. */
  private renderAnswered(q: Question, given: Given, w: Sayer) {
    const name = (id: string) => (id === '' ? w('quizRoot') : id);
    const text = (field: 'value' | 'alpha' | 'beta') => (given[field] ?? '').trim() || '–';
    const answer =
      q.kind === 'next'
        ? name(given.node ?? '–')
        : q.kind === 'window'
          ? `α = ${text('alpha')}, β = ${text('beta')}`
          : q.kind === 'value' && q.prune !== null
            ? `${text('value')}; ${w('quizCutAnswer', { node: name(q.node), answer: given.prune === undefined ? '–' : w(given.prune ? 'yes' : 'no') })}`
            : text('value');
    return html`<p class="question">${this.questionText(q, w)}</p>
      <p class="picked" data-field="quiz-given" data-value=${q.kind === 'next' ? (given.node ?? '') : answer}>${w('quizPicked')} <b>${answer}</b></p>`;
  }

  private questionText(q: Question, w: Sayer): string {
    const name = (id: string) => (id === '' ? w('quizRoot') : id);
    switch (q.kind) {
      case 'next':
        return w('quizNext');
      case 'value':
        return w('quizValue', { node: name(q.node) });
      case 'window':
        return w('quizWindow', { node: name(q.node) });
      case 'average':
        return w('quizAverage', { node: name(q.node) });
    }
  }

  /** The question about the next step and its fields. */
  private renderFields(q: Question, w: Sayer) {
    const given = this.given;
    const name = (id: string) => (id === '' ? w('quizRoot') : id);
    const set = (field: keyof Given, value: string | boolean) => (this.given = { ...this.given, [field]: value });
    const number = (field: 'value' | 'alpha' | 'beta', label: string) =>
      html`<label>${label} <input data-field=${`quiz-${field}`} inputmode="decimal" autocomplete="off" .value=${given[field] ?? ''} @input=${(e: Event) => set(field, (e.target as HTMLInputElement).value)} /></label>`;
    switch (q.kind) {
      case 'next':
        return html`<p class="question" tabindex="-1">${this.questionText(q, w)}</p>
          <p class="hint">${w('quizPickHint')}</p>
          <p class="picked" data-field="quiz-node" data-value=${given.node ?? ''} aria-live="polite">
            ${given.node === undefined ? w('quizNotPicked') : html`${w('quizPicked')} <b>${name(given.node)}</b>`}
          </p>`;
      case 'value':
        return html`<p class="question">${this.questionText(q, w)}</p>
          ${number('value', '=')}
          ${
            q.prune === null
              ? nothing
              : html`<fieldset data-field="quiz-prune">
                <legend>${w('quizPrune', { node: name(q.node) })}</legend>
                <label><input type="radio" name="prune" .checked=${given.prune === true} @change=${() => set('prune', true)} /> ${w('yes')}</label>
                <label><input type="radio" name="prune" .checked=${given.prune === false} @change=${() => set('prune', false)} /> ${w('no')}</label>
              </fieldset>`
          }`;
      case 'window':
        return html`<p class="question">${this.questionText(q, w)}</p>
          ${number('alpha', 'α =')} ${number('beta', 'β =')}`;
      case 'average':
        return html`<p class="question">${this.questionText(q, w)}</p>
          ${number('value', '=')}`;
    }
  }

  private narration(trace: Trace, event: number): string {
    return say(narrate(trace, event, { algorithm: this.algorithm }), this.lang);
  }

  /** Grades the answer to the question at `step` (none: a step with nothing to predict), shows that step, and explains it. */
  private answer(step: number, q: Question | null): void {
    let ok: boolean | null = null;
    if (q !== null) {
      ok = Object.values(gradeAnswer(q, this.given)).every(Boolean);
      this.keep(scoreAfter(this.score, ok));
    }
    this.explained = { event: step, question: q, given: this.given, ok };
    this.started = true;
    this.given = {};
    this.model.stop();
    this.model.seek(step + 1);
    this.focusNext = '[data-action=quiz-next], [data-question=done]';
  }

  /** After the explanation of `event`: the next question, or the next step shown and explained if it asks nothing. */
  private next(trace: Trace, event: number): void {
    const after = afterExplained(trace, event, this.alphabeta);
    if (after === null) return;
    if ('explain' in after) return this.answer(after.explain, null);
    this.explained = null;
    this.given = {};
    this.focusNext = 'form input:not([type=radio]), form .question';
  }

  /** *Reset score*, or after it *Undo reset* (the same button: the focus stays on it). */
  private resetButton(w: Sayer, asked: number) {
    const back = this.resetFrom;
    const click = (): void => {
      const was = this.score;
      this.keep(back ?? NO_SCORE);
      if (back === null) this.resetFrom = was;
    };
    return html`<button
      type="button"
      class="reset"
      data-action=${back === null ? 'quiz-reset' : 'quiz-undo-reset'}
      title=${w('quizResetHint')}
      ?disabled=${back === null && asked === 0}
      @click=${click}
    >
      ${w(back === null ? 'quizReset' : 'quizUndoReset')}
    </button>`;
  }

  /** Keeps `score` for the session (an answer, a reset, an undo: no reset to undo any more). */
  private keep(score: QuizScore): void {
    this.resetFrom = null;
    this.score = score;
    session(JSON.stringify(score));
  }

  private answerText(q: Question): string {
    const w: Sayer = sayer(this.lang);
    switch (q.kind) {
      case 'next':
        return q.answer;
      case 'value':
        return q.prune === null
          ? formatNumber(q.answer)
          : `${formatNumber(q.answer)}; ${w('quizCutAnswer', { node: q.node === '' ? w('quizRoot') : q.node, answer: w(q.prune ? 'yes' : 'no') })}`;
      case 'window':
        return `α = ${formatNumber(q.alpha)}, β = ${formatNumber(q.beta)}`;
      case 'average':
        return formatNumber(q.answer);
    }
  }
}

/** Reads (null) or writes the session's score; nothing where the browser refuses storage. */
function session(write: string | null): string | null {
  try {
    if (write === null) return globalThis.sessionStorage?.getItem(SCORE_KEY) ?? null;
    globalThis.sessionStorage?.setItem(SCORE_KEY, write);
  } catch {
    // Private modes, a full quota: the score lives as long as the page.
  }
  return null;
}

/** The node chosen as "the next node" drawn marked in the tree (one rule in the document's head; null: none). */
function pickStyle(id: string | null): void {
  let style = document.getElementById('quiz-pick-style');
  if (id === null) {
    style?.remove();
    return;
  }
  if (style === null) {
    style = document.createElement('style');
    style.id = 'quiz-pick-style';
    document.head.append(style);
  }
  const text = `search-tree g[data-node-id="${CSS.escape(id)}"] > :first-child { stroke: var(--ast-accent); stroke-width: 5px; stroke-dasharray: none; }`;
  if (style.textContent !== text) style.textContent = text;
}

customElements.define('quiz-panel', QuizPanel);
