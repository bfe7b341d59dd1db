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
 * Launched by an LMS (`lms=scorm12`: a SCORM 1.2 package's launch page
 * sets it, issue 38), the page is the SCO: no options, no key, no links to
 * other pages; it reports each check, the score and the answers to the
 * LMS (exercise/lms/scorm-link.ts) and says so above the exercises (exercise/lms/lms-status.ts).
 * *SCORM package* (`data-action="scorm"`) downloads the set as one.
 *
 * Another set in place of the one shown (*New set*, an option, Back) puts
 * aside the answers typed in it, with an Undo (exercise/set-way-back.ts).
 *
 * A link whose seed is refused (`seed=-1`) shows the set of a seed made from
 * the refused text — the same on every load — says which, and is rewritten
 * to it; any other refused option is rewritten to what is shown.
 */
import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
// An object bound to a property is set again on every render (Lit): the answers an LMS kept only when they change, never over what is typed.
import { guard } from 'lit/directives/guard.js';
import type { Lang } from '../i18n/lang.ts';
import { sayer } from '../i18n/say.ts';
import { msg } from '../i18n/message.ts';
import { algorithmName } from '../i18n/search.ts';
import { DIFFICULTIES, EXERCISE_ALGORITHMS, EXERCISE_COUNT_RANGE, type ExerciseOptions } from '../app/exercise.ts';
import { exerciseLatex, heading } from '../app/sheet.ts';
import { exerciseQuiz } from '../app/moodle.ts';
import { moodleXml } from '../app/moodle-xml.ts';
import { giftText } from '../app/gift.ts';
import { parseInteger } from '../games/input.ts';
import { SEED_RANGE } from '../games/rng.ts';
import { EXERCISE_ROUTE } from './link/exercise-params.ts';
import type { Notice } from './link/param-reader.ts';
import { renderNotices } from './widgets/notices.ts';
import { replaceHash } from './link/route.ts';
import { download } from './platform/export.ts';
import { SetMaker } from './exercise/exercise-making.ts';
import { keyTemplate } from './exercise/exercise-key.ts';
import type { Attempt } from '../app/exercise-attempt.ts';
import { DEFAULT_MASTERY, MASTERY_RANGE } from '../app/scorm.ts';
import { ScormLink } from './exercise/lms/scorm-link.ts';
import { lmsStatus } from './exercise/lms/lms-status.ts';
import { SetWayBack } from './exercise/set-way-back.ts';
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
  private made = '';
  /** Launched by an LMS (`lms=scorm12`): the link to it, made then. */
  private lms: ScormLink | null = null;
  /** The pass mark a SCORM package gets (the field beside *SCORM package*). */
  @state() private mastery = DEFAULT_MASTERY;
  /** The set, made and drawn a piece a task (exercise/exercise-making.ts); an LMS's session starts once it is all made. */
  private readonly maker = new SetMaker(this, () => this.connectLms());
  /** What *SCORM package* is doing, said in a live region. */
  @state() private scormNote = '';
  /** The answers of a set replaced, put aside, and the Undo back to it (exercise/set-way-back.ts). */
  private readonly wayBack = new SetWayBack(this, (options, key) => (location.hash = this.hash({ ...options, key, lms: 'none' })));

  override willUpdate(changed: Map<string, unknown>): void {
    if (!changed.has('params')) return;
    const [before, keyBefore] = [this.options, this.key];
    const read = EXERCISE_ROUTE.read(this.params);
    const { key: keyAsked, seed, lms, ...rest } = read.values;
    // In an LMS the key is never shown, whatever the link says.
    const key = keyAsked && lms === 'none';
    const refused = seed === null ? this.params.get('seed') : null;
    // A refused seed: the set of a seed made from the refused text, the same on every load, named in the notice.
    const chosen = seed ?? (refused === null ? Math.floor(Math.random() * 1_000_000) : seedOf(refused));
    const options = { ...rest, seed: chosen };
    this.options = options;
    this.key = key;
    this.maker.withKey = key;
    this.notices = read.notices.map((n) =>
      refused !== null && n.source === 'link' && n.name === 'seed'
        ? { ...n, text: { ...n.text, params: { ...n.text.params, instead: msg('seedShown', { seed: chosen }) } } }
        : n,
    );
    const made = JSON.stringify(options);
    if (made !== this.made) {
      // The answers typed in the set shown, which the next one drops, put aside; the next one's own, if any, back.
      if (this.made !== '' && lms === 'none')
        this.wayBack.replacing({ made: this.made, options: before, key: keyBefore, ids: this.maker.set.map((e) => e.id) }, { made, options });
      this.made = made;
      this.maker.start(options);
    }
    // A link without a seed gets one, so that it can be shared as it is; a refused option is rewritten to what is shown (the notices stay).
    if (lms === 'scorm12') {
      this.lms ??= new ScormLink(this);
      this.connectLms();
    }
    if (seed === null && refused === null) this.go({});
    else if (this.notices.length > 0) replaceHash(this.hash({ ...options, key, lms }));
  }

  /** Launched by an LMS, once the set is all made: the session for it (the same set again is the same session). */
  private connectLms(): void {
    const o = this.options;
    if (this.lms !== null && this.maker.complete) this.lms.connect(`${o.algo}-${o.difficulty}-${o.seed}-${o.count}`, this.maker.set, o.algo, launchMastery());
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('beforeprint', this.drawAll);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('beforeprint', this.drawAll);
  }

  /** Printing: every exercise made and drawn before the sheet is laid out. */
  private readonly drawAll = (): void => {
    if (this.maker.complete && this.maker.allDrawn) return;
    this.maker.finish();
    this.performUpdate();
  };

  /** Writes the set's options (changed by `change`) into the URL: the app re-reads it. */
  private go(change: Partial<ExerciseOptions & { key: boolean }>): void {
    location.hash = this.hash({ ...this.options, key: this.key, lms: this.lms === null ? 'none' : 'scorm12', ...change });
  }

  private hash(o: ExerciseOptions & { key: boolean; lms?: 'none' | 'scorm12' }): string {
    return EXERCISE_ROUTE.write(o);
  }

  /** The set's options, its downloads and its two links (not in an LMS). */
  private optionsTemplate() {
    const w = sayer(this.lang);
    const o = this.options;
    return html`<section class="options" aria-label=${w('sheetTitle')}>
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
        ${this.scormTemplate()}
        <a data-link="student" href=${this.hash({ ...o, key: false })}>${w('studentLink')}</a>
        <a data-link="teacher" href=${this.hash({ ...o, key: true })}>${w('teacherLink')}</a>
      </section>`;
  }

  /** *SCORM package*, with the pass mark it carries; what it did, said in a live region. */
  private scormTemplate() {
    const w = sayer(this.lang);
    return html`<span class="scorm">
      <label
        >${w('scormMastery')}
        <input
          data-field="mastery"
          type="number"
          min=${MASTERY_RANGE.min}
          max=${MASTERY_RANGE.max}
          .value=${String(this.mastery)}
          @change=${(e: Event) => this.masteryInput(e)}
      /></label>
      <button type="button" data-action="scorm" title=${w('scormHint')} @click=${() => void this.scorm()}>${w('scorm')}</button>
      <span class="scorm-note" role="status" data-scorm-note>${this.scormNote}</span>
    </span>`;
  }

  private masteryInput(e: Event): void {
    const input = e.target as HTMLInputElement;
    const n = parseInteger(input.value, 'mastery', MASTERY_RANGE);
    if (n.ok) this.mastery = n.value;
    else input.value = String(this.mastery);
  }

  private async scorm(): Promise<void> {
    const w = sayer(this.lang);
    this.scormNote = w('scormMaking');
    try {
      const { downloadScorm } = await import('./exercise/lms/scorm-download.ts');
      const made = await downloadScorm(this.options, this.lang, this.mastery);
      this.scormNote = w('scormMade', { file: made.file, size: sizeText(made.bytes, this.lang) });
    } catch (e) {
      this.scormNote = w('scormFailed', { reason: e instanceof Error ? e.message : String(e) });
    }
  }

  override render() {
    const w = sayer(this.lang);
    const o = this.options;
    const lms = this.lms;
    return html`
      ${renderNotices(this.notices, this.lang, () => (this.notices = []))}
      ${lms === null ? this.optionsTemplate() : nothing}
      ${lms === null ? this.wayBack.render(this.lang) : nothing}
      <header class="sheet-head">
        ${lms === null ? html`<h2>${w('sheetTitle')}</h2>` : html`<h1>${w('sheetTitle')}</h1>`}
        <p>${heading(o, w)}</p>
        ${lms === null ? html`<p class="intro">${w('pageIntro')}</p>` : nothing}
        <p class="print-only">${w('nameLine')}</p>
        <p class="task">${w(o.algo === 'minimax' ? 'taskMinimax' : o.algo === 'alphabeta' ? 'taskAlphabeta' : 'taskExpectiminimax')}</p>
      </header>
      ${lms === null ? nothing : lmsStatus(lms.view, this.lang)}
      <ol
        class="exercises"
        @attempt-change=${(e: CustomEvent<{ id: string; attempt: Attempt }>) => (this.wayBack.changed(e.detail.id, e.detail.attempt), lms?.change(e.detail.id, e.detail.attempt))}
      >
        ${repeat(
          this.maker.set.slice(0, this.maker.drawn),
          (e) => e.id,
          (e, k) =>
            html`<li class="exercise" data-exercise=${e.id}>
              <exercise-card
                .exercise=${e}
                .n=${k + 1}
                .algo=${o.algo}
                .lang=${this.lang}
                .attempt=${guard([lms?.restored, this.wayBack.given], () => lms?.restored.get(e.id) ?? this.wayBack.attempt(e.id))}
                ?lms=${lms !== null}
              ></exercise-card>
            </li>`,
        )}
      </ol>
      ${
        this.key
          ? html`<section class="key" data-key aria-label=${w('keyTitle')}>
            <h2>${w('keyTitle')}</h2>
            <p class="key-legend" data-key-legend>${w(o.algo === 'alphabeta' ? 'keyLegend' : 'keyLegendPlain')}</p>
            <ol class="exercises">
              ${this.maker.set.slice(0, this.maker.keysDrawn).map((e, k) => guard([e, o.algo, this.lang], () => keyTemplate(e, k + 1, o.algo, this.lang)))}
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
    download(`exercises-${o.algo}-${o.difficulty}-${o.seed}.tex`, exerciseLatex(this.maker.finish(), o, sayer(this.lang)), 'application/x-tex');
  }

  /** The set as Moodle questions, as `tutor exercise --format moodle|gift` prints them (issue 24). */
  private moodle(format: 'moodle' | 'gift'): void {
    const o = this.options;
    const quiz = exerciseQuiz(this.maker.finish(), o, sayer(this.lang));
    const name = `exercises-${o.algo}-${o.difficulty}-${o.seed}`;
    if (format === 'moodle') download(`${name}.xml`, moodleXml(quiz), 'application/xml');
    else download(`${name}.gift.txt`, giftText(quiz), 'text/plain');
  }
}

/** The pass mark the launch page names (`<meta name="ast-mastery">`, a SCORM package's), else the default; the LMS's own, if it gives one, wins. */
function launchMastery(): number {
  const n = Number.parseFloat(document.querySelector<HTMLMetaElement>('meta[name="ast-mastery"]')?.content ?? '');
  return Number.isFinite(n) && n >= MASTERY_RANGE.min && n <= MASTERY_RANGE.max ? n : DEFAULT_MASTERY;
}

/** A size in bytes as kilobytes, one decimal, written as the language writes numbers. */
function sizeText(bytes: number, lang: Lang): string {
  return (bytes / 1024).toLocaleString(lang, { maximumFractionDigits: 1 });
}

/** A seed made from a refused seed's text (FNV-1a, 32 bits): the same text gives the same set everywhere. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (const c of text) h = Math.imul(h ^ (c.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h % (SEED_RANGE.max + 1);
}

customElements.define('exercise-page', ExercisePage);
