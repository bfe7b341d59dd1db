/**
 * What both viewers are, whatever they show (issue 33): <trace-viewer>
 * (trace-viewer.ts) and <mcts-view> (mcts/mcts-view.ts) extend this shell.
 * It owns
 *
 * - the root: light DOM, `data-viewer` (its value: `viewerKind`), focusable
 *   (a click, the page bringing it into view) but no tab stop of its own,
 *   a region named by `regionName`;
 * - the step: its `StepModel` (its own or shared), `step-change` when the
 *   step shown (`ownStep`) changes, and the node clicked (`selected`),
 *   forgotten then;
 * - the keys (key-target.ts says whose a key is): its own while it has focus,
 *   and with `keys="page"` the page's too, but never a key whose focus is in
 *   any viewer (`[data-viewer]`: that viewer's, it stops what it takes);
 *   a subclass may take keys of its own first (`ownKey`: MCTS's PageUp/Down);
 * - the step bar: <step-controls>, then the bar with the follow toggle and
 *   the keys hint around the viewer's own controls (none with `bar` false:
 *   another viewer's drives the shared step); the narration's line and
 *   its cache (each step's words made once per trace and language).
 *
 * Their CSS, and the path strip's (path-strip.ts), is viewer-shell.css.
 *
 * @fires step-change - detail `{ step }`, the viewer's own step, when it changes
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Lang } from '../../i18n/lang.ts';
import { say, sayer } from '../../i18n/say.ts';
import { FOLLOW_KEY, PLAY_SAY, PLAY_SAY_KEY, TOGGLE, store, storedChoice, type PlaySay } from '../platform/stored.ts';
import { FollowModel, StepModel } from './step-model.ts';
import { PlaySpeech } from './play-speech.ts';
import { heard } from '../../i18n/heard.ts';
import { keyIsTheirs } from './key-target.ts';
import './step-controls.ts';
import '../widgets/live-text.ts';

/** Whether the key's focus is inside a viewer (any: `[data-viewer]`). */
function inAViewer(e: KeyboardEvent): boolean {
  return e.composedPath().some((t) => t instanceof Element && t.hasAttribute('data-viewer'));
}

/** A viewer; `Node` is how it names a node the user picks (a tree id, an MCTS node number). */
export abstract class ViewerShell<Node> extends LitElement {
  /** Light DOM: the page's stylesheet styles it, and its data-* hooks are reachable from the document. */
  override createRenderRoot(): HTMLElement {
    return this;
  }

  /** Where the step lives; a viewer makes its own unless given one to share. */
  @property({ attribute: false }) model: StepModel = new StepModel();
  @property() override lang: Lang = 'en';
  @property({ type: Boolean }) present: boolean = false;
  /** `page`: the keys work unless something else has focus; `focus`: only while the viewer has focus. */
  @property() keys: 'page' | 'focus' = 'page';
  /**
   * Show the step controls and the bar (follow, the viewer's toggles, the keys
   * hint); false where one viewer's bar drives several over one `StepModel`
   * (compare: the first viewer's, laid over all of them by the page).
   */
  @property({ type: Boolean }) bar: boolean = true;
  // A value that is neither on nor off was noticed when the page opened (tutor-app); here it reads as on.
  @state() follow: boolean = storedChoice(FOLLOW_KEY, TOGGLE, 'on').value === 'on';
  /** The node clicked (or chosen in the tree), whose position is shown until the step changes. */
  @state() selected: Node | null = null;

  /** The root's `data-viewer` value. */
  protected readonly viewerKind: string = '';
  private lastStep = -1;
  private said: { key: readonly unknown[]; lines: Map<number, string> } = { key: [], lines: new Map() };

  constructor() {
    super();
    new FollowModel(this);
  }

  /** The step shown, in the viewer's own trace (what `step-change` tells). */
  abstract get ownStep(): number;
  /** Whether there are steps for the keys to move through now (a trace, not a frozen picture). */
  protected abstract hasSteps(): boolean;
  /** The root's accessible name. */
  protected abstract regionName(): string;

  /** The narration of the step shown at `step` (after event step − 1), as Play says it where it stops; '' at step 0. */
  protected spokenAt(_step: number): string {
    return '';
  }

  /** Whether step `step` is a milestone Play says while playing (by default: a cut-off; none here). */
  protected cutoffAt(_step: number): boolean {
    return false;
  }

  /** What Play says to a screen reader (play-speech.ts). */
  private readonly speech = new PlaySpeech(
    {
      model: () => this.model,
      lang: () => this.lang,
      step: () => this.ownStep,
      narration: (k) => heard(this.spokenAt(k), this.lang),
      cutoff: (k) => this.cutoffAt(k),
    },
    storedChoice(PLAY_SAY_KEY, PLAY_SAY, 'cutoffs').value,
  );

  /** A key the viewer takes before the step model's (and outside form controls): true when taken. */
  protected ownKey(_e: KeyboardEvent): boolean {
    return false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.dataset.viewer = this.viewerKind;
    this.tabIndex = -1;
    this.setAttribute('role', 'region');
    this.addEventListener('keydown', this.onOwnKey);
    window.addEventListener('keydown', this.onPageKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onOwnKey);
    window.removeEventListener('keydown', this.onPageKey);
    this.model.stop();
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    this.speech.update();
    this.setAttribute('aria-label', this.regionName());
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const step = this.ownStep;
    if (step === this.lastStep) return;
    this.lastStep = step;
    if (this.selected !== null) this.selected = null;
    this.dispatchEvent(new CustomEvent('step-change', { detail: { step }, bubbles: true, composed: true }));
  }

  private readonly onOwnKey = (e: KeyboardEvent): void => {
    if (!this.hasSteps() || this.ownKey(e) || keyIsTheirs(e, this)) return;
    if (this.model.key(e)) e.stopPropagation();
  };

  /**
   * Keys outside any viewer, for viewers with `keys="page"`: on the page's
   * body, or on a button or link that has no use for them (a language button
   * just clicked), never in a form control or a widget with its own arrows.
   */
  private readonly onPageKey = (e: KeyboardEvent): void => {
    if (this.keys !== 'page' || !this.hasSteps() || inAViewer(e) || keyIsTheirs(e)) return;
    if (!this.ownKey(e)) this.model.key(e);
  };

  /** The narration of step `k` under `key` (the trace, the language, …), made once while the key holds. */
  protected narrationOf(key: readonly unknown[], k: number, make: () => string): string {
    if (key.length !== this.said.key.length || key.some((x, i) => x !== this.said.key[i])) this.said = { key, lines: new Map() };
    let line = this.said.lines.get(k);
    if (line === undefined) {
      line = make();
      this.said.lines.set(k, line);
    }
    return line;
  }

  /** The step's narration, read out when it changes unless playing. */
  protected renderNarration(text: string) {
    // Shown as written; heard through its copy ("max", not "M-A-X"), silent while playing and where it stops (Play says those: play-speech.ts).
    return html`<p class="narration" data-narration><span aria-hidden="true">${text}</span></p>
      <p class="visually-hidden" aria-live=${this.model.playing || this.speech.quiet ? 'off' : 'polite'} data-narration-heard><live-text .text=${heard(text, this.lang)}></live-text></p>`;
  }

  /**
   * The step controls (unless `controls` is false), then the bar: the
   * viewer's controls `before` the follow toggle and `after` it, and the
   * keys hint last; nothing at all without `bar`.
   */
  protected renderStepBar(controls: boolean, before: unknown, after: unknown, hint: string) {
    if (!this.bar) return nothing;
    return html`${controls ? html`<step-controls .model=${this.model} .lang=${this.lang}></step-controls>` : nothing}
      <div class="viewer-bar">
        ${before}
        <label class="toggle" title=${say('followHint', this.lang)}
          ><input type="checkbox" data-action="follow" .checked=${this.follow} @change=${(e: Event) => this.setFollow((e.target as HTMLInputElement).checked)} /> ${say('follow', this.lang)}</label
        >
        ${after}
        <span class="keys-hint" data-keys-hint>${hint}<span class="visually-hidden"> ${say('viewerKeysHeard', this.lang)}</span></span>
        ${this.playSayTemplate()}
      </div>`;
  }

  /** What Play says while playing (a choice kept in the browser), and its live region, heard only. */
  private playSayTemplate() {
    const L = sayer(this.lang);
    const words: Record<PlaySay, string> = { cutoffs: L('playSayCutoffs'), 10: L('playSay10'), 100: L('playSay100'), stops: L('playSayStops') };
    // A keys hint too: where a page has no room for the hint (keys-hint hidden), it has none for this choice.
    return html`<label class="keys-hint play-say"
        >${L('playSay')}
        <select data-action="play-say" @change=${(e: Event) => this.setPlaySay((e.target as HTMLSelectElement).value as PlaySay)}>
          ${PLAY_SAY.map((v) => html`<option value=${v} ?selected=${v === this.speech.mode}>${words[v]}</option>`)}
        </select></label
      >
      <p class="visually-hidden" data-play-said aria-live="polite" aria-atomic="true"><live-text .text=${this.speech.text} .key=${this.speech.count}></live-text></p>`;
  }

  private setPlaySay(mode: PlaySay): void {
    this.speech.mode = mode;
    store(PLAY_SAY_KEY, mode);
  }

  private setFollow(on: boolean): void {
    this.follow = on;
    store(FOLLOW_KEY, on ? 'on' : 'off');
  }
}
