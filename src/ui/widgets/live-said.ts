/**
 * What a game page says to a screen reader as the game goes (issue 36): one
 * polite live region a page (`aria-live="polite"`, the whole message read
 * each time), visually hidden, rendered where the page puts it. `say`
 * replaces the message: one message a move, never a queue of them. A message
 * comes at once; one that follows within GAP ms waits out the gap, and only
 * the last of those is said (moves faster than speech are summed up by the
 * last one, which carries the score or whose turn it is). The same text twice
 * is said twice, and each is said whole (live-text.ts).
 *
 * Hook: `[data-game-said]`, its text the message last said.
 */
import { html, type ReactiveController, type ReactiveControllerHost } from 'lit';
import './live-text.ts';

/** The shortest time between two messages, in ms. */
const GAP = 400;

export class LiveSaid implements ReactiveController {
  private text = '';
  /** How many messages were said: a new one is a new node. */
  private count = 0;
  /** The message waiting for the gap to end. */
  private pending: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostDisconnected(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }

  /** Says `text` (nothing for an empty text): now, or when the gap after the last message ends, unless another replaces it first. */
  say(text: string): void {
    if (text === '') return;
    if (this.timer !== null) this.pending = text;
    else this.show(text);
  }

  private show(text: string): void {
    this.text = text;
    this.count++;
    this.host.requestUpdate();
    this.timer = setTimeout(() => {
      this.timer = null;
      const next = this.pending;
      this.pending = null;
      if (next !== null) this.show(next);
    }, GAP);
  }

  render() {
    return html`<p class="visually-hidden" aria-live="polite" aria-atomic="true" data-game-said><live-text .text=${this.text} .key=${this.count}></live-text></p>`;
  }
}
