/**
 * What Play says to a screen reader (issue 36), sparingly: while the narration
 * is silent during playback (its live region is off, or it would flood), a
 * polite live region of its own (`data-play-said`, heard only) says
 *   - a milestone now and then: each cut-off (the default), or every 10 or
 *     100 steps, or nothing (`PLAY_SAY`, kept in the browser); never two
 *     within MIN_GAP_MS, so a fast speed does not queue speech;
 *   - where playback stopped, with that step's narration ("Paused at step 12
 *     of 40. …"), or that it played to the end;
 *   - Play (or space) at the end: that it is at the end and Home goes back to
 *     the start (it does not start again silently).
 */
import type { Lang } from '../../i18n/lang.ts';
import { sayer } from '../../i18n/say.ts';
import type { PlaySay } from '../platform/stored.ts';
import type { StepModel } from './step-model.ts';

/** Least time between two milestones said while playing. */
const MIN_GAP_MS = 2500;

/** What the announcer asks of its viewer. */
export interface PlaySpeechHost {
  model(): StepModel;
  lang(): Lang;
  /** The step shown (the viewer's own trace). */
  step(): number;
  /** The narration of the step shown (after event step − 1), or '' at step 0. */
  narration(step: number): string;
  /** Whether step `k` is a cut-off (the default milestone). */
  cutoff(step: number): boolean;
}

export class PlaySpeech {
  /** The text of the live region now. */
  text = '';
  /** This render says where playback stopped (or that it is at the end): the narration's own region stays silent, not to say it twice. */
  quiet = false;
  /** How many messages so far: each is a new node, so the same words twice (space at the end, twice) are said twice. */
  count = 0;
  private wasPlaying = false;
  private lastStep = -1;
  /** The model's end presses already said (-1: none seen yet; a model's earlier presses are not said). */
  private endPresses = -1;
  private saidAt = -Infinity;

  constructor(
    private readonly host: PlaySpeechHost,
    public mode: PlaySay,
  ) {}

  /** Called before each render of the viewer: returns whether the text changed. */
  update(now = performance.now()): boolean {
    const model = this.host.model();
    if (this.endPresses < 0) this.endPresses = model.endPresses;
    const step = this.host.step();
    const before = this.text;
    const pressed = this.endPresses;
    const L = sayer(this.host.lang());
    this.quiet = model.endPresses !== this.endPresses || (this.wasPlaying && !model.playing);
    if (model.endPresses !== this.endPresses) {
      this.endPresses = model.endPresses;
      this.text = L('playAtEnd', { step, total: model.total });
    } else if (this.wasPlaying && !model.playing) {
      const where = step >= model.total ? L('playedToEnd', { step, total: model.total }) : L('pausedAt', { step, total: model.total });
      this.text = `${where} ${this.host.narration(step)}`.trim();
    } else if (model.playing && step !== this.lastStep && this.milestone(step) && now - this.saidAt >= MIN_GAP_MS) {
      this.saidAt = now;
      this.text = `${L('stepOf', { step, total: model.total })}: ${this.host.narration(step)}`;
    } else if (model.playing && !this.wasPlaying) this.text = '';
    this.wasPlaying = model.playing;
    this.lastStep = step;
    const said = this.text !== before || model.endPresses !== pressed;
    if (said) this.count++;
    return said;
  }

  private milestone(step: number): boolean {
    switch (this.mode) {
      case 'cutoffs':
        return this.host.cutoff(step);
      case '10':
        return step % 10 === 0;
      case '100':
        return step % 100 === 0;
      case 'stops':
        return false;
    }
  }
}
