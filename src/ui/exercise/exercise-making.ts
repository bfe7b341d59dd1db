/**
 * The exercise page's set, made and drawn a piece a task (issue 39: a set of
 * 40 hard trees took a task of over a second): the first exercise is made
 * and drawn at once, then each task either draws the next one made or makes
 * the next one (about 12 ms for a hard expectiminimax tree, its search and
 * all), so that no task is long. `finish()` makes and draws the rest at
 * once, for what needs the whole set (a download, printing). A Lit
 * controller: the page draws `set.slice(0, drawn)`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { exercises, type Exercise, type ExerciseOptions } from '../../app/exercise.ts';
import { nextTask } from '../platform/next-task.ts';

export class SetMaker implements ReactiveController {
  /** The exercises made so far, in order. */
  set: Exercise[] = [];
  /** How many of them are drawn. */
  drawn = 0;
  private making: Iterator<Exercise, void> | null = null;
  private stop: (() => void) | null = null;

  /** `made`: called once the whole set is made, with it. */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly made: (set: readonly Exercise[]) => void,
  ) {
    host.addController(this);
  }

  /** A new set: its first exercise made and drawn now, the rest in the tasks after. */
  start(options: ExerciseOptions): void {
    this.stop?.();
    this.stop = null;
    this.making = exercises(options);
    this.set = [];
    this.drawn = 0;
    if (this.pull()) this.drawn = 1;
    this.host.requestUpdate();
    this.schedule();
  }

  /** Whether every exercise is made. */
  get complete(): boolean {
    return this.making === null;
  }

  /** The whole set, made and drawn now. */
  finish(): Exercise[] {
    this.stop?.();
    this.stop = null;
    while (this.pull());
    if (this.drawn < this.set.length) {
      this.drawn = this.set.length;
      this.host.requestUpdate();
    }
    return this.set;
  }

  hostConnected(): void {
    this.schedule();
  }

  hostDisconnected(): void {
    this.stop?.();
    this.stop = null;
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

  private readonly step = (): void => {
    this.stop = null;
    if (this.drawn < this.set.length) {
      this.drawn++;
      this.host.requestUpdate();
    } else this.pull();
    this.schedule();
  };

  private schedule(): void {
    if (this.stop === null && (this.making !== null || this.drawn < this.set.length)) this.stop = nextTask(this.step);
  }
}
