/**
 * <exercise-page>: a seeded exercise set (issue 14), `#/exercise?seed=&count=
 * &difficulty=&algo=[&key=1]`. The student link shows the trees blank, each
 * an <exercise-card> answered on the tree itself, field by field, and
 * checked as often as wanted (issue 24); the teacher link (`key=1`) adds the
 * key: every node's value, α and β, and the cuts. Printing gives the sheet,
 * the trees big and blank, with the key on a page of its own (teacher link);
 * LaTeX downloads the same as `tutor exercise --format latex`; Moodle XML
 * and GIFT the set as Moodle questions, as `--format moodle|gift`. Each tree
 * opens on the tree page with the predict-the-next-step quiz.
 *
 * A link whose seed is refused (`seed=-1`) shows the set of a seed made from
 * the refused text — the same on every load — says which, and is rewritten
 * to it; any other refused option is rewritten to what is shown.
 */
import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import type { Lang } from '../i18n/lang.ts';
import { sayer } from '../i18n/say.ts';
import { msg } from '../i18n/message.ts';
import { algorithmName } from '../i18n/search.ts';
import { DIFFICULTIES, EXERCISE_ALGORITHMS, EXERCISE_COUNT_RANGE, exerciseSet, type Exercise, type ExerciseOptions } from '../app/exercise.ts';
import { exerciseLatex, heading } from '../app/sheet.ts';
import { exerciseQuiz } from '../app/moodle.ts';
import { moodleXml } from '../app/moodle-xml.ts';
import { giftText } from '../app/gift.ts';
import { parseInteger } from '../games/input.ts';
import { SEED_RANGE } from '../games/rng.ts';
import { EXERCISE_ROUTE } from './link/params.ts';
import type { Notice } from './link/param-reader.ts';
import { renderNotices } from './widgets/notices.ts';
import { replaceHash } from './link/route.ts';
import { download } from './platform/export.ts';
import { keyTemplate } from './exercise/exercise-key.ts';
import './exercise/exercise-card.ts';

export class ExercisePage extends LitElement {
  override createRenderRoot(): HTMLElement {
    return this;
  }

  /** What the link gave that could not be used. */
  @state() notices: Notice[] = [];
  @property() override lang: Lang = 'en';
  @property({ attribute: false }) params: URLSearchParams = new URLSearchParams();

  private options: ExerciseOptions = { seed: 1, count: 4, difficulty: 'medium', algo: 'alphabeta' };
  private key = false;
  private set: Exercise[] = [];
  private made = '';

  override willUpdate(changed: Map<string, unknown>): void {
    if (!changed.has('params')) return;
    const read = EXERCISE_ROUTE.read(this.params);
    const { key, seed, ...rest } = read.values;
    const refused = seed === null ? this.params.get('seed') : null;
    // A refused seed: the set of a seed made from the refused text, the same on every load, named in the notice.
    const chosen = seed ?? (refused === null ? Math.floor(Math.random() * 1_000_000) : seedOf(refused));
    const options = { ...rest, seed: chosen };
    this.options = options;
    this.key = key;
    this.notices = read.notices.map((n) =>
      refused !== null && n.source === 'link' && n.name === 'seed'
        ? { ...n, text: { ...n.text, params: { ...n.text.params, instead: msg('seedShown', { seed: chosen }) } } }
        : n,
    );
    const made = JSON.stringify(options);
    if (made !== this.made) {
      this.made = made;
      this.set = exerciseSet(options);
    }
    // A link without a seed gets one, so that it can be shared as it is; a refused option is rewritten to what is shown (the notices stay).
    if (seed === null && refused === null) this.go({});
    else if (this.notices.length > 0) replaceHash(this.hash({ ...options, key }));
  }

  /** Writes the set's options (changed by `change`) into the URL: the app re-reads it. */
  private go(change: Partial<ExerciseOptions & { key: boolean }>): void {
    location.hash = this.hash({ ...this.options, key: this.key, ...change });
  }

  private hash(o: ExerciseOptions & { key: boolean }): string {
    return EXERCISE_ROUTE.write(o);
  }

  override render() {
    const w = sayer(this.lang);
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
        <button type="button" data-action="moodle" title=${w('moodleXmlHint')} @click=${() => this.moodle('moodle')}>${w('moodleXml')}</button>
        <button type="button" data-action="gift" title=${w('moodleGiftHint')} @click=${() => this.moodle('gift')}>${w('moodleGift')}</button>
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
        ${repeat(
          this.set,
          (e) => e.id,
          (e, k) =>
            html`<li class="exercise" data-exercise=${e.id}><exercise-card .exercise=${e} .n=${k + 1} .algo=${o.algo} .lang=${this.lang}></exercise-card></li>`,
        )}
      </ol>
      ${
        this.key
          ? html`<section class="key" data-key aria-label=${w('keyTitle')}>
            <h2>${w('keyTitle')}</h2>
            <p class="key-legend" data-key-legend>${w(o.algo === 'alphabeta' ? 'keyLegend' : 'keyLegendPlain')}</p>
            <ol class="exercises">
              ${this.set.map((e, k) => keyTemplate(e, k + 1, o.algo, this.lang))}
            </ol>
          </section>`
          : nothing
      }
    `;
  }

  private number(e: Event, name: 'count' | 'seed', range: { min: number; max: number }): void {
    const input = e.target as HTMLInputElement;
    const n = parseInteger(input.value, name, range);
    if (n.ok) this.go({ [name]: n.value });
    else input.value = String(this.options[name]);
  }

  private latex(): void {
    const o = this.options;
    download(`exercises-${o.algo}-${o.difficulty}-${o.seed}.tex`, exerciseLatex(this.set, o, sayer(this.lang)), 'application/x-tex');
  }

  /** The set as Moodle questions, as `tutor exercise --format moodle|gift` prints them (issue 24). */
  private moodle(format: 'moodle' | 'gift'): void {
    const o = this.options;
    const quiz = exerciseQuiz(this.set, o, sayer(this.lang));
    const name = `exercises-${o.algo}-${o.difficulty}-${o.seed}`;
    if (format === 'moodle') download(`${name}.xml`, moodleXml(quiz), 'application/xml');
    else download(`${name}.gift.txt`, giftText(quiz), 'text/plain');
  }
}

/** A seed made from a refused seed's text (FNV-1a, 32 bits): the same text gives the same set everywhere. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (const c of text) h = Math.imul(h ^ (c.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h % (SEED_RANGE.max + 1);
}

customElements.define('exercise-page', ExercisePage);
