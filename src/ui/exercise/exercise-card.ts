/**
 * <exercise-card>: one exercise of a set, to solve on the page (issue 24).
 * The tree is the answer sheet: choose a node (a click, or the tree's keys)
 * and type its value and, for alpha-beta, its α and β in the editor under
 * the tree, which names the node; then the best move, the leaves in order and
 * the cuts. Each field is checked on its own: a wrong one is marked ✗ (on
 * the tree and beside the field, in words too), can be corrected and checked
 * again; the first mistake in the search's order is explained by the
 * narration of the step where the search settles it, with a link to that step
 * on the tree page. An answer is shown only when asked for, and confirmed:
 * one field's, or the whole exercise's. The attempt's logic is
 * app/exercise-attempt.ts's; the templates are exercise-card-view.ts's.
 *
 * Hooks: `[data-editor]` (with `data-node`), fields `[data-field]` (value,
 * alpha, beta, action, evaluated, pruned), verdicts `[data-verdict][data-for]`,
 * `data-action` check-node, next-node, check, reveal, reveal-all, confirm,
 * keep-trying; `[data-score]`, `[data-first-mistake]` (with `data-for`,
 * `data-step`) and `[data-explain]`.
 *
 * Every change of the attempt (typed, checked, shown) is announced with an
 * `attempt-change` event (bubbling; detail: the exercise's id and the
 * attempt), which the page sends to an LMS; the page may also hand the card
 * an attempt (`attempt`: answers kept by the LMS). `lms`: launched by an LMS,
 * the card links to no other page of the tutor.
 */
import { LitElement, html } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Lang } from '../../i18n/lang.ts';
import type { Exercise, ExerciseAlgorithm } from '../../app/exercise.ts';
import { fieldKey, nodeFields, type ExerciseKey, type FieldKey } from '../../app/exercise-grade.ts';
import { NO_ATTEMPT, check, enter, reveal, type Attempt } from '../../app/exercise-attempt.ts';
import { keyOf } from './exercise-keys.ts';
import { cardTemplate, type CardView } from './exercise-card-view.ts';
import type { ExerciseTree } from './exercise-tree.ts';
import './exercise-tree.ts';

export class ExerciseCard extends LitElement {
  override createRenderRoot(): HTMLElement {
    return this;
  }

  @property({ attribute: false }) exercise: Exercise | null = null;
  /** Its number in the set (1, 2, …). */
  @property({ type: Number }) n: number = 1;
  @property() algo: ExerciseAlgorithm = 'alphabeta';
  @property() override lang: Lang = 'en';
  @property({ attribute: false }) attempt: Attempt = NO_ATTEMPT;
  @property({ type: Boolean }) lms = false;
  /** The node whose fields the editor shows. */
  @state() selected: string | null = null;
  /** The answer(s) asked for, waiting for a confirmation: a field, or `all`. */
  @state() asking: FieldKey | 'all' | null = null;

  /** The exercise's key (made once per exercise). */
  private get key(): ExerciseKey | null {
    const e = this.exercise;
    if (e === null) return null;
    return keyOf(e, this.algo);
  }

  override render() {
    const key = this.key;
    if (key === null || this.exercise === null) return html``;
    const view: CardView = {
      exercise: this.exercise,
      key,
      n: this.n,
      lang: this.lang,
      attempt: this.attempt,
      selected: this.selected,
      asking: this.asking,
      lms: this.lms,
    };
    return cardTemplate(view, {
      select: (e) => this.onSelect(e),
      type: (field, text) => this.change(enter(this.attempt, field, text)),
      checkNode: (ev) => {
        ev.preventDefault();
        if (this.selected !== null) this.check(nodeFields(this.algo).map((f) => fieldKey(f, this.selected!)));
      },
      checkAll: () => this.check([...key.asked, ...this.attempt.entries.keys()]),
      next: () => this.step(1),
      escape: (ev) => {
        if (ev.key !== 'Escape' || this.selected === null) return;
        ev.preventDefault();
        this.querySelector<ExerciseTree>('exercise-tree')?.focusNode(this.selected);
      },
      ask: (what) => (this.asking = what),
      confirm: () => {
        const asking = this.asking;
        this.asking = null;
        if (asking === null) return;
        this.change(reveal(this.attempt, asking === 'all' ? [...key.asked, ...this.attempt.entries.keys()] : [asking]));
      },
      choose: (id) => {
        this.selected = id;
        void this.focusField(null);
      },
    });
  }

  private check(fields: FieldKey[]): void {
    const key = this.key;
    if (key === null) return;
    this.change(check(this.attempt, key, [...new Set(fields)]));
  }

  /** The attempt changed here: kept, drawn, and announced to the page (`attempt-change`). */
  private change(next: Attempt): void {
    if (next === this.attempt || this.exercise === null) return;
    this.attempt = next;
    this.dispatchEvent(new CustomEvent('attempt-change', { bubbles: true, detail: { id: this.exercise.id, attempt: next } }));
  }

  /** A node chosen on the tree: the editor shows it; a click, Enter or a character typed puts the focus in its first field. */
  private onSelect(e: CustomEvent<{ id: string; edit: boolean; text?: string }>): void {
    const { id, edit, text } = e.detail;
    const inner = this.key?.nodes.some((n) => n.id === id) === true;
    this.selected = inner ? id : null;
    if (inner && edit) void this.focusField(text ?? null);
  }

  /** Focuses the editor's first field (its text replaced by `text`, a character typed on the tree). */
  private async focusField(text: string | null): Promise<void> {
    await this.updateComplete;
    const input = this.querySelector<HTMLInputElement>('[data-editor] input');
    if (input === null) return;
    if (text !== null && this.selected !== null) {
      this.change(enter(this.attempt, fieldKey('value', this.selected), text));
      await this.updateComplete;
    }
    input.focus();
    if (text === null) input.select();
  }

  /** The next (or previous) inner node, depth-first, in the editor. */
  private step(by: 1 | -1): void {
    const nodes = this.key?.nodes ?? [];
    if (nodes.length === 0) return;
    const at = nodes.findIndex((n) => n.id === this.selected);
    this.selected = nodes[(at + by + nodes.length) % nodes.length]?.id ?? this.selected;
    void this.focusField(null);
  }
}

customElements.define('exercise-card', ExerciseCard);
