/**
 * The exercise page's set, made and drawn a piece a task (issue 39: a set of
 * 40 hard trees took a task of over a second). The exercises are made one a
 * task (about 12 ms for a hard expectiminimax tree, its search and all) and
 * drawn one a frame, just after the frame before is painted, so that each
 * frame lays out one new exercise; the page's first render draws none.
 * `finish()` makes and draws the rest at once, for what needs the whole set
 * (a download, printing). A Lit controller: the page draws
 * `set.slice(0, drawn)`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { exercises, type Exercise, type ExerciseOptions } from '../../app/exercise.ts';
import { nextFrame, nextTask } from '../platform/next-task.ts';

export class SetMaker implements ReactiveController {
  /** The exercises made so far, in order. */
  set: Exercise[] = [];
  /** How many of them are drawn (their cards). */
  drawn = 0;
  private keyShown = false;
  /** Whether the page shows the key: each exercise's key is then drawn in a frame of its own, after its card. */
  get withKey(): boolean {
    return this.keyShown;
  }
  set withKey(shown: boolean) {
    if (shown === this.keyShown) return;
    this.keyShown = shown;
    this.keysDrawn = 0;
    this.schedule();
  }
  /** How many of the keys are drawn (none without the key). */
  keysDrawn = 0;
  private making: Iterator<Exercise, void> | null = null;
  /** The next exercise's making, and the next one's drawing, when scheduled: each cancels it. */
  private stopMaking: (() => void) | null = null;
  private stopDrawing: (() => void) | null = null;

  /** `made`: called once the whole set is made, with it. */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly made: (set: readonly Exercise[]) => void,
  ) {
    host.addController(this);
  }

  /** A new set: made and drawn in the tasks after. */
  start(options: ExerciseOptions): void {
    this.cancel();
    this.making = exercises(options);
    this.set = [];
    this.drawn = this.keysDrawn = 0;
    this.host.requestUpdate();
    this.schedule();
  }

  /** Whether every exercise is made. */
  get complete(): boolean {
    return this.making === null;
  }

  /** The whole set, made and drawn now. */
  finish(): Exercise[] {
    this.cancel();
    while (this.pull());
    if (this.drawn < this.set.length || this.keysDrawn < this.set.length) {
      this.drawn = this.keysDrawn = this.set.length;
      this.host.requestUpdate();
    }
    return this.set;
  }

  hostConnected(): void {
    this.schedule();
  }

  hostDisconnected(): void {
    this.cancel();
  }

  private cancel(): void {
    this.stopMaking?.();
    this.stopDrawing?.();
    this.stopMaking = this.stopDrawing = null;
  }

  /** Makes the next exercise; false when there is none left (and the set is then said to be made). */
  private pull(): boolean {
    if (this.making === null) return false;
    const next = this.making.next();
    if (next.done === true) {
      this.making = null;
      this.made(this.set);
      return false;
    }
    this.set = [...this.set, next.value];
    return true;
  }

  private readonly make = (): void => {
    this.stopMaking = null;
    this.pull();
    this.schedule();
  };

  private readonly draw = (): void => {
    this.stopDrawing = null;
    if (this.withKey && this.keysDrawn < this.drawn) this.keysDrawn++;
    else if (this.drawn < this.set.length) this.drawn++;
    else return this.schedule();
    this.host.requestUpdate();
    this.schedule();
  };

  /** Whether every exercise made is drawn (and its key, when shown). */
  get allDrawn(): boolean {
    return this.drawn === this.set.length && (!this.withKey || this.keysDrawn === this.set.length);
  }

  /** The next making in a task, and the next drawing after a frame, each while there is one to do. */
  private schedule(): void {
    if (this.stopMaking === null && this.making !== null) this.stopMaking = nextTask(this.make);
    if (this.stopDrawing === null && (!this.allDrawn || this.making !== null)) this.stopDrawing = nextFrame(this.draw);
  }
}
