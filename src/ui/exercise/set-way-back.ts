/**
 * The exercise page's way back (issue 39). What a student types lives in
 * the set's cards and nowhere else: not in the link, not in the browser's
 * storage; another set in place of the one shown — *New set*, an option
 * changed, the browser's Back — drops those cards, and Back makes the old
 * set again, blank. So the answers the next set would lose are put aside
 * first, by set; a status says so, with *Undo*, which goes back to that set
 * (its link, a history entry like any other) and hands its cards their
 * answers again: each field as typed, checked or shown. Coming back to a set
 * whose answers were put aside, any way (Undo, Back, the same options),
 * gives them back too. A set with no answer typed is not put aside, and the
 * status about the last one put aside stays. Not in an LMS, which keeps the
 * answers itself (lms/).
 *
 * Hooks: `[data-way-back]` (a `role="status"` region after the options),
 * in its notice `[data-put-aside="set"]` (`data-answers`: how many fields
 * were typed) with `data-action="undo-replace"`, and
 * `[data-brought-back="set"]` (`data-answers`: how many came back).
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import type { ExerciseOptions } from '../../app/exercise.ts';
import { NO_ATTEMPT, type Attempt } from '../../app/exercise-attempt.ts';
import type { Lang } from '../../i18n/lang.ts';
import { sayer } from '../../i18n/say.ts';
import '../widgets/notice-action.css';

/** A set as the page shows it: its options (`made`, as JSON, names it), whether with the key, and its exercises' ids in order. */
export interface SetShown {
  made: string;
  options: ExerciseOptions;
  key: boolean;
  ids: readonly string[];
}

/** How many fields the attempts have typed. */
const typed = (attempts: Iterable<Attempt>) => [...attempts].reduce((n, a) => n + a.entries.size, 0);

export class SetWayBack {
  /** The attempts of the set shown, by exercise id, as its cards announce them. */
  private readonly shown = new Map<string, Attempt>();
  /** Answers put aside, by set (`made`). */
  private readonly aside = new Map<string, { options: ExerciseOptions; key: boolean; attempts: Map<string, Attempt> }>();
  /** The set Undo goes back to: the last one put aside, with how many fields. */
  private last: { made: string; n: number } | null = null;
  /** The set just shown again with its answers, and how many fields. */
  private back: { seed: number; n: number } | null = null;
  /** Undo was pressed: once its set is shown, the focus goes to New set if Undo has gone. */
  private undoing = false;
  /** The attempts handed to the cards: a new map each time a set's answers come back. */
  given: ReadonlyMap<string, Attempt> = new Map();

  /** `go`: shows a set (writes its link). */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly go: (options: ExerciseOptions, key: boolean) => void,
  ) {}

  /** A card's attempt changed (its `attempt-change`). */
  changed(id: string, attempt: Attempt): void {
    this.shown.set(id, attempt);
  }

  /** The attempt a card starts from: its answers brought back, or what it has. */
  attempt(id: string): Attempt {
    return this.given.get(id) ?? this.shown.get(id) ?? NO_ATTEMPT;
  }

  /**
   * `before` is about to give way to the set of `next`: the answers it loses
   * are put aside (the exercises it keeps: the same algorithm, difficulty and
   * seed up to the new count, as app/exercise.ts names them), and the answers
   * put aside for `next`, if any, come back.
   */
  replacing(before: SetShown, next: { made: string; options: ExerciseOptions }): void {
    const o = before.options;
    const n = next.options;
    const same = o.algo === n.algo && o.difficulty === n.difficulty && o.seed === n.seed;
    const lost = before.ids.filter((id, k) => !(same && k < n.count) && this.shown.has(id));
    const attempts = new Map(lost.map((id) => [id, this.shown.get(id)!] as const));
    for (const id of lost) this.shown.delete(id);
    const put = typed(attempts.values());
    if (put > 0) {
      this.aside.set(before.made, { options: o, key: before.key, attempts });
      this.last = { made: before.made, n: put };
    }
    const back = this.aside.get(next.made);
    if (back !== undefined) {
      this.aside.delete(next.made);
      if (this.last?.made === next.made) this.last = null;
      for (const [id, a] of back.attempts) this.shown.set(id, a);
      this.given = new Map(back.attempts);
      this.back = { seed: n.seed, n: typed(back.attempts.values()) };
    } else this.back = null;
    if (this.undoing) {
      this.undoing = false;
      void this.host.updateComplete.then(() => {
        if (document.activeElement === document.body) this.host.querySelector<HTMLElement>('[data-action=new-set]')?.focus();
      });
    }
    this.host.requestUpdate();
  }

  /** *Undo*: back to the set put aside last. */
  private undo(): void {
    const set = this.last === null ? undefined : this.aside.get(this.last.made);
    if (set === undefined) return;
    this.undoing = true;
    this.go(set.options, set.key);
  }

  /** The status: the set just brought back, and the answers put aside last, with Undo. */
  render(lang: Lang) {
    const L = sayer(lang);
    const last = this.last;
    const set = last === null ? undefined : this.aside.get(last.made);
    const back = this.back;
    return html`<div class="way-back" data-way-back role="status">
      ${
        set === undefined && back === null
          ? nothing
          : html`<p class="notices">
            ${back === null ? nothing : html`<span data-brought-back="set" data-answers=${back.n}>${L('setBack', back)}</span>`}
            ${
              set === undefined
                ? nothing
                : html`<span data-put-aside="set" data-answers=${last!.n}
                  >${L('setAside', { n: last!.n, seed: set.options.seed })}
                  <button type="button" class="notice-action" data-action="undo-replace" @click=${() => this.undo()}>${L('undo')}</button></span
                >`
            }
          </p>`
      }
    </div>`;
  }
}
