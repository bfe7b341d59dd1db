/**
 * <exercise-page>: a seeded exercise set (issue 14), `#/exercise?seed=&count=
 * &difficulty=&algo=[&key=1]`. The student link shows the trees blank with
 * answer fields, each checked on demand; the teacher link (`key=1`) adds the
 * key. Printing gives the sheet, the trees big and blank, with the key on a
 * page of its own (teacher link); LaTeX downloads the same as
 * `tutor exercise --format latex`. Each tree opens on the tree page with the
 * predict-the-next-step quiz.
 */
import { LitElement, html, nothing } from 'lit';
import type { Lang } from '../i18n/lang.ts';
import { formatNumber } from '../i18n/lang.ts';
import { say, type MessageCode } from '../i18n/say.ts';
import { algorithmName } from '../i18n/search.ts';
import {
  DIFFICULTIES,
  EXERCISE_ALGORITHMS,
  EXERCISE_COUNT_RANGE,
  checkExercise,
  exerciseSet,
  type Exercise,
  type ExerciseField,
  type ExerciseGiven,
  type ExerciseOptions,
} from '../app/exercise.ts';
import { exerciseLatex, heading } from '../app/sheet.ts';
import { printCompact } from '../games/tree/notation.ts';
import { parseInteger } from '../games/input.ts';
import { SEED_RANGE } from '../games/rng.ts';
import { EXERCISE_ROUTE } from './params.ts';
import type { Notice } from './param-reader.ts';
import { renderNotices } from './notices.ts';
import { routeHash } from './route.ts';
import { download } from './export.ts';
import './viewer/search-tree.ts';

const FIELDS: ExerciseField[] = ['value', 'action', 'evaluated', 'pruned'];
const LABEL: Record<ExerciseField, MessageCode> = { value: 'answerValue', action: 'answerAction', evaluated: 'answerEvaluated', pruned: 'answerPruned' };
const EMPTY: ExerciseGiven = { value: '', action: '', evaluated: '', pruned: '' };

export class ExercisePage extends LitElement {
  override createRenderRoot(): HTMLElement {
    return this;
  }

  static override properties = {
    lang: {},
    params: { attribute: false },
    given: { state: true },
    checked: { state: true },
    notices: { state: true },
  };
  /** What the link gave that could not be used. */
  declare notices: Notice[];
  declare lang: Lang;
  declare params: URLSearchParams;
  /** What the student wrote, exercise by exercise. */
  declare given: Map<string, ExerciseGiven>;
  /** The exercises checked, with their verdicts. */
  declare checked: Map<string, Partial<Record<ExerciseField, boolean>>>;

  private options: ExerciseOptions = { seed: 1, count: 4, difficulty: 'medium', algo: 'alphabeta' };
  private key = false;
  private set: Exercise[] = [];
  private made = '';

  constructor() {
    super();
    this.lang = 'en';
    this.params = new URLSearchParams();
    this.given = new Map();
    this.checked = new Map();
    this.notices = [];
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (!changed.has('params')) return;
    const read = EXERCISE_ROUTE.read(this.params);
    const { key, seed, ...rest } = read.values;
    const options = { ...rest, seed: seed ?? Math.floor(Math.random() * 1_000_000) };
    this.options = options;
    this.key = key;
    this.notices = read.notices;
    const made = JSON.stringify(options);
    if (made !== this.made) {
      this.made = made;
      this.set = exerciseSet(options);
      this.given = new Map();
      this.checked = new Map();
    }
    // A link without a (usable) seed gets one, so that it can be shared as it is.
    if (seed === null) this.go({});
  }

  /** Writes the set's options (changed by `change`) into the URL: the app re-reads it. */
  private go(change: Partial<ExerciseOptions & { key: boolean }>): void {
    location.hash = this.hash({ ...this.options, key: this.key, ...change });
  }

  private hash(o: ExerciseOptions & { key: boolean }): string {
    return EXERCISE_ROUTE.write(o);
  }

  override render() {
    const w = (key: MessageCode, params?: Record<string, string | number>) => say({ code: key, params: params ?? {} }, this.lang);
    const o = this.options;
    return html`
      ${renderNotices(this.notices, this.lang, () => (this.notices = []))}
      <section class="options" aria-label=${w('sheetTitle')}>
        <label
          >${w('difficulty')}
          <select data-field="difficulty" @change=${(e: Event) => this.go({ difficulty: (e.target as HTMLSelectElement).value as ExerciseOptions['difficulty'] })}>
            ${DIFFICULTIES.map((d) => html`<option value=${d} ?selected=${o.difficulty === d}>${w(d)}</option>`)}
          </select></label
        >
        <label
          >${w('algorithm')}
          <select data-field="algo" @change=${(e: Event) => this.go({ algo: (e.target as HTMLSelectElement).value as ExerciseOptions['algo'] })}>
            ${EXERCISE_ALGORITHMS.map((a) => html`<option value=${a} ?selected=${o.algo === a}>${algorithmName(a, this.lang)}</option>`)}
          </select></label
        >
        <label
          >${w('count')}
          <input data-field="count" type="number" min=${EXERCISE_COUNT_RANGE.min} max=${EXERCISE_COUNT_RANGE.max} .value=${String(o.count)} @change=${(e: Event) => this.number(e, 'count', EXERCISE_COUNT_RANGE)} />
        </label>
        <label
          >${w('seed')}
          <input data-field="seed" type="number" min="0" .value=${String(o.seed)} @change=${(e: Event) => this.number(e, 'seed', SEED_RANGE)} />
        </label>
        <button type="button" data-action="new-set" @click=${() => this.go({ seed: Math.floor(Math.random() * 1_000_000) })}>${w('newSet')}</button>
        <button type="button" data-action="print" title=${w('printHint')} @click=${() => window.print()}>${w('print')}</button>
        <button type="button" data-action="latex" title=${w('latexHint')} @click=${() => this.latex()}>${w('latex')}</button>
        <a data-link="student" href=${this.hash({ ...o, key: false })}>${w('studentLink')}</a>
        <a data-link="teacher" href=${this.hash({ ...o, key: true })}>${w('teacherLink')}</a>
      </section>
      <header class="sheet-head">
        <h2>${w('sheetTitle')}</h2>
        <p>${heading(o, w)}</p>
        <p class="intro">${w('pageIntro')}</p>
        <p class="print-only">${w('nameLine')}</p>
        <p class="task">${w(o.algo === 'minimax' ? 'taskMinimax' : o.algo === 'alphabeta' ? 'taskAlphabeta' : 'taskExpectiminimax')}</p>
      </header>
      <ol class="exercises">
        ${this.set.map((e, k) => this.renderExercise(e, k, w))}
      </ol>
      ${this.key
        ? html`<section class="key" data-key aria-label=${w('keyTitle')}>
            <h2>${w('keyTitle')}</h2>
            <ol class="exercises">
              ${this.set.map((e, k) => this.renderKey(e, k, w))}
            </ol>
          </section>`
        : nothing}
    `;
  }

  private renderExercise(e: Exercise, k: number, w: (key: MessageCode, params?: Record<string, string | number>) => string) {
    const given = this.given.get(e.id) ?? EMPTY;
    const verdict = this.checked.get(e.id);
    const fields = FIELDS.filter((f) => f !== 'pruned' || this.options.algo === 'alphabeta');
    const set = (field: ExerciseField, value: string) => {
      this.given = new Map(this.given).set(e.id, { ...given, [field]: value });
    };
    const right = verdict === undefined ? 0 : Object.values(verdict).filter(Boolean).length;
    return html`<li class="exercise" data-exercise=${e.id}>
      <h3>${w('exercise', { n: k + 1 })} <code>${e.id}</code></h3>
      <search-tree compact .tree=${e.tree} .lang=${this.lang} .motion=${false}></search-tree>
      <form class="answer" @submit=${(ev: Event) => this.check(ev, e)}>
        ${fields.map(
          (f) => html`<label
            >${w(LABEL[f])}
            ${f === 'action'
              ? html`<select data-field=${f} .value=${given.action} @change=${(ev: Event) => set(f, (ev.target as HTMLSelectElement).value)}>
                  <option value=""></option>
                  ${e.tree.children.map((c) => html`<option value=${c.id} ?selected=${given.action === c.id}>${c.id}</option>`)}
                </select>`
              : html`<input
                  data-field=${f}
                  inputmode=${f === 'value' ? 'decimal' : 'text'}
                  placeholder=${f === 'value' ? '' : w('listHint')}
                  .value=${given[f]}
                  @input=${(ev: Event) => set(f, (ev.target as HTMLInputElement).value)}
                />`}
            ${verdict?.[f] === undefined
              ? nothing
              : html`<span class="verdict" data-verdict=${verdict[f] ? 'ok' : 'wrong'}>${verdict[f] ? `✓ ${w('right')}` : `✗ ${w('wrong', { answer: this.answerText(e, f, w) })}`}</span>`}</label
          >`,
        )}
        <button type="submit" data-action="check">${w('check')}</button>
        ${verdict === undefined ? nothing : html`<span class="score" data-score=${right}>${w('checkScore', { right, asked: fields.length })}</span>`}
      </form>
      <a class="quiz-link" data-action="quiz" href=${routeHash('tree', { tree: printCompact(e.tree), algo: this.options.algo, quiz: 1 })}>${w('quizLink')}</a>
    </li>`;
  }

  private renderKey(e: Exercise, k: number, w: (key: MessageCode, params?: Record<string, string | number>) => string) {
    const fields = FIELDS.filter((f) => f !== 'pruned' || this.options.algo === 'alphabeta');
    return html`<li class="exercise" data-key-exercise=${e.id}>
      <h3>${w('exercise', { n: k + 1 })} <code>${e.id}</code></h3>
      <search-tree compact .tree=${e.tree} .trace=${e.search.trace} .step=${e.search.trace.length} .algorithm=${this.options.algo} .lang=${this.lang} .motion=${false}></search-tree>
      <dl>
        ${fields.map((f) => html`<div><dt>${w(LABEL[f])}</dt><dd data-answer=${f}>${this.answerText(e, f, w)}</dd></div>`)}
      </dl>
    </li>`;
  }

  private answerText(e: Exercise, f: ExerciseField, w: (key: MessageCode) => string): string {
    const a = e.answer;
    const list = (ids: string[]) => (ids.length === 0 ? w('answerNone') : ids.join(', '));
    return f === 'value' ? formatNumber(a.value) : f === 'action' ? a.action : list(f === 'evaluated' ? a.evaluated : a.pruned);
  }

  private check(ev: Event, e: Exercise): void {
    ev.preventDefault();
    this.checked = new Map(this.checked).set(e.id, checkExercise(e.answer, this.given.get(e.id) ?? EMPTY, this.options.algo));
  }

  private number(e: Event, name: 'count' | 'seed', range: { min: number; max: number }): void {
    const input = e.target as HTMLInputElement;
    const n = parseInteger(input.value, name, range);
    if (n.ok) this.go({ [name]: n.value });
    else input.value = String(this.options[name]);
  }

  private latex(): void {
    const o = this.options;
    download(`exercises-${o.algo}-${o.difficulty}-${o.seed}.tex`, exerciseLatex(this.set, o, (key, params) => say({ code: key, params: params ?? {} }, this.lang)), 'application/x-tex');
  }
}

customElements.define('exercise-page', ExercisePage);
