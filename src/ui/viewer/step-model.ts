/**
 * The one place a stepped view's step lives: the step, the number of steps,
 * playback at a speed, and the keys that move them. Every page that shows a
 * search shares this (through <trace-viewer>), so the controls and keys are
 * the same everywhere; two viewers given one model step together (compare).
 *
 * @fires change - after the step, the playback or the speed changed
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export const SPEEDS = [0.5, 1, 2, 4, 8, 16, 60] as const;

export class StepModel extends EventTarget {
  private _step = 0;
  private _total = 0;
  playing = false;
  /** Steps per second. */
  speed = 2;
  private timer: ReturnType<typeof setTimeout> | undefined;

  get step(): number {
    return this._step;
  }

  /** The last step (= the number of events). */
  get total(): number {
    return this._total;
  }

  /** A new trace: its number of steps, and where to start (clamped). */
  reset(total: number, step = 0): void {
    this.stop();
    this._total = total;
    this._step = clamp(step, total);
    this.changed();
  }

  seek(step: number): void {
    const next = clamp(step, this._total);
    if (next >= this._total) this.stop();
    if (next === this._step) return;
    this._step = next;
    this.changed();
  }

  /** Play pressed at the end, so far: it does not start again (Home does); the viewer says so (play-speech.ts). */
  endPresses = 0;

  /** Plays or pauses; at the end, counts the press and stays (Home goes back to the start). */
  toggle(): void {
    if (this.playing) return this.stop();
    if (this._step >= this._total) {
      this.endPresses++;
      return this.changed();
    }
    this.playing = true;
    this.changed();
    this.tick();
  }

  stop(): void {
    clearTimeout(this.timer);
    if (!this.playing) return;
    this.playing = false;
    this.changed();
  }

  setSpeed(speed: number): void {
    this.speed = speed;
    this.changed();
  }

  /** The viewer's keys: ←/→ a step, Home/End, space play/pause. Returns whether the key was one of them. */
  key(e: KeyboardEvent): boolean {
    const keys: Record<string, () => void> = {
      ArrowRight: () => this.seek(this._step + 1),
      ArrowLeft: () => this.seek(this._step - 1),
      Home: () => this.seek(0),
      End: () => this.seek(this._total),
      ' ': () => this.toggle(),
    };
    const act = keys[e.key];
    if (act === undefined || e.altKey || e.ctrlKey || e.metaKey) return false;
    e.preventDefault();
    act();
    return true;
  }

  private tick(): void {
    this.timer = setTimeout(() => {
      if (!this.playing) return;
      this.seek(this._step + 1);
      if (this.playing) this.tick();
    }, 1000 / this.speed);
  }

  private changed(): void {
    this.dispatchEvent(new Event('change'));
  }
}

function clamp(step: number, total: number): number {
  return Math.max(0, Math.min(total, Number.isFinite(step) ? Math.round(step) : step > 0 ? total : 0));
}

/** Re-renders a Lit element whenever its `model` changes (and follows it when the element is given another model). */
export class FollowModel implements ReactiveController {
  private current: StepModel | null = null;
  private readonly changed = (): void => this.host.requestUpdate();

  constructor(private readonly host: ReactiveControllerHost & { model: StepModel }) {
    host.addController(this);
  }

  hostConnected(): void {
    this.sync();
  }

  hostUpdate(): void {
    this.sync();
  }

  hostDisconnected(): void {
    this.current?.removeEventListener('change', this.changed);
    this.current = null;
  }

  private sync(): void {
    if (this.host.model === this.current) return;
    this.current?.removeEventListener('change', this.changed);
    this.current = this.host.model;
    this.current.addEventListener('change', this.changed);
  }
}
