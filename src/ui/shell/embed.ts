/**
 * Embedding on the page (issue 24; the link's parameters: embed-params.ts):
 * the document marked for embed.css (`html.embed`, the controls to show in
 * `data-embed-controls`), and the link's speed, autoplay and steps applied
 * to every trace viewer the page shows. A viewer makes itself known with
 * its first `step-change` (trace-viewer.ts); its step model (step-model.ts)
 * is then kept within `start` and `end`, set to the link's speed, and played
 * when a search is first shown with `autoplay=1`. Two viewers sharing one
 * model (compare) are one model here.
 */
import type { StepModel } from '../viewer/index.ts';
import { clampStep, type EmbedParams } from '../link/embed-params.ts';
import './embed.css';

interface Followed {
  /** The model's number of steps when last seen: a new search when it changes. */
  total: number;
  playing: boolean;
  /** A change made here is under way (the model fires `change` for it too). */
  busy: boolean;
}

export class EmbedPlayback {
  private params: EmbedParams | null = null;
  private followed = new WeakMap<StepModel, Followed>();

  constructor(host: HTMLElement) {
    host.addEventListener('step-change', this.onStep);
  }

  /** The link's settings (a new link: the viewers are taken in hand again as they step). */
  set(params: EmbedParams): void {
    this.params = params;
    this.followed = new WeakMap();
    const root = document.documentElement;
    root.classList.toggle('embed', params.embed);
    if (params.embed) root.dataset.embedControls = params.controls.join(' ');
    else delete root.dataset.embedControls;
  }

  private active(): boolean {
    const p = this.params;
    return p !== null && (p.speed !== null || p.autoplay || p.start !== null || p.end !== null);
  }

  private readonly onStep = (e: Event): void => {
    const model = (e.target as { model?: unknown }).model;
    if (!this.active() || !(model instanceof EventTarget) || !('seek' in model) || this.followed.has(model as StepModel)) return;
    const m = model as StepModel;
    const f: Followed = { total: -1, playing: m.playing, busy: false };
    this.followed.set(m, f);
    m.addEventListener('change', () => this.keep(m, f));
    this.keep(m, f);
  };

  /** After any change of the model: a new search is set up (speed, steps, autoplay); playback kept between the steps. */
  private keep(m: StepModel, f: Followed): void {
    const p = this.params;
    if (p === null || f.busy || this.followed.get(m) !== f) return;
    f.busy = true;
    try {
      const hi = clampStep(Infinity, p, m.total);
      const lo = clampStep(0, p, m.total);
      if (m.total !== f.total) {
        f.total = m.total;
        if (m.total > 0) {
          if (p.speed !== null && m.speed !== p.speed) m.setSpeed(p.speed);
          m.seek(clampStep(m.step, p, m.total));
          if (p.autoplay && !m.playing && m.step < hi) m.toggle();
        }
      } else if (m.playing && !f.playing && m.step >= hi) {
        // Play pressed at the end: from the start again.
        m.seek(lo);
      } else if (m.step !== clampStep(m.step, p, m.total)) {
        m.seek(clampStep(m.step, p, m.total));
      }
      if (m.playing && m.step >= hi) m.stop();
      f.playing = m.playing;
    } finally {
      f.busy = false;
    }
  }
}
