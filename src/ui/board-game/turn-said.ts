/**
 * The tic-tac-toe and Connect-4 page's speech for a turn (issue 36), through
 * its one live region (widgets/live-said.ts). The user's move (or "New
 * game.") is held until the machine's move, so that both are one message:
 * "You played X in the centre. O replied in the top left corner. Your turn."
 * If the machine takes longer than THINKING ms, the move is said alone with
 * "The machine is thinking.", and the reply follows on its own.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { LiveSaid } from '../widgets/live-said.ts';

/** How long the user's move waits for the machine's, in ms, before it is said alone. */
const THINKING = 1000;

const joined = (...parts: string[]) => parts.filter((p) => p !== '').join(' ');

export class TurnSaid implements ReactiveController {
  readonly live: LiveSaid;
  /** What waits for the machine's move, and whether that move answers the user's. */
  private held: { words: string; reply: boolean } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(host: ReactiveControllerHost) {
    this.live = new LiveSaid(host);
    host.addController(this);
  }

  hostDisconnected(): void {
    this.drop();
  }

  /**
   * `words` (the user's move, "New game."), then `outcome` (the result, or
   * whose turn): said now, or, when the machine moves next (`outcome` is then
   * "The machine is thinking."), held for its move; `reply`: that move
   * answers the user's.
   */
  then(words: string, outcome: string, machineNext: boolean, reply: boolean): void {
    this.drop();
    if (!machineNext) {
      this.live.say(joined(words, outcome));
      return;
    }
    const held = { words, reply };
    this.held = held;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.live.say(joined(held.words, outcome));
      held.words = '';
    }, THINKING);
  }

  /** The machine's move (`move`, worded as a reply or not), after what was held, then `outcome`. */
  machine(move: (reply: boolean) => string, outcome: string): void {
    const held = this.held;
    this.drop();
    this.live.say(joined(held?.words ?? '', move(held?.reply ?? false), outcome));
  }

  /** Anything else, at once; what was held is dropped. */
  say(words: string): void {
    this.drop();
    this.live.say(words);
  }

  /** Forgets what was held (a link, another game). */
  drop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.held = null;
  }
}
