/**
 * Playback of a stepped view (a Lit reactive controller): while playing, it
 * calls `advance` every 1/speed seconds until `advance` says the end is
 * reached, or `stop()`. The pages own the step; this only keeps time.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class Player implements ReactiveController {
  playing = false;
  private timer: number | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** Takes one step; returns false once there is no step after it. */
    private readonly advance: () => boolean,
    /** Steps per second. */
    public speed = 2,
  ) {
    host.addController(this);
  }

  /** Plays (from the start, through `rewind`, when at the end) or pauses. */
  toggle(atEnd: boolean, rewind: () => void): void {
    if (this.playing) return this.stop();
    if (atEnd) rewind();
    this.playing = true;
    this.host.requestUpdate();
    this.tick();
  }

  stop(): void {
    window.clearTimeout(this.timer);
    if (!this.playing) return;
    this.playing = false;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.stop();
  }

  private tick(): void {
    this.timer = window.setTimeout(() => {
      if (!this.playing) return;
      if (this.advance()) this.tick();
      else this.stop();
    }, 1000 / this.speed);
  }
}
