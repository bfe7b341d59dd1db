/** How a player moves on the 2048 page: arrows or WASD, and swipes. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Direction } from '../../games/g2048/cells.ts';

const KEYS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowRight: 'right',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  w: 'up',
  d: 'right',
  s: 'down',
  a: 'left',
  W: 'up',
  D: 'right',
  S: 'down',
  A: 'left',
};

/** The move a key plays, if any. */
export function directionOfKey(key: string): Direction | undefined {
  return Object.hasOwn(KEYS, key) ? KEYS[key] : undefined;
}

/** The shortest swipe that plays a move, in CSS pixels. */
const SWIPE = 30;

/** The move a swipe from `start` to `end` plays: along its longer axis, if it is long enough. */
export function swipeDirection(start: { x: number; y: number }, end: { x: number; y: number }): Direction | undefined {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE) return undefined;
  return Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up';
}

/**
 * The page's keys and swipes, as a Lit controller: arrows and WASD anywhere
 * on the page (not in a field, nor while the tree's viewer has focus: it has
 * keys of its own), swipes on the element given `touchstart`/`touchend`.
 */
export class MoveKeys implements ReactiveController {
  private touch: { x: number; y: number } | null = null;

  constructor(
    host: ReactiveControllerHost,
    /** Plays a move (if it may be played now). */
    private readonly play: (direction: Direction) => boolean,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('keydown', this.onKey);
  }

  hostDisconnected(): void {
    window.removeEventListener('keydown', this.onKey);
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    const target = e.composedPath()[0] as HTMLElement | undefined;
    if (target !== undefined && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    if (target instanceof Element && target.closest('[data-viewer]') !== null) return;
    const dir = directionOfKey(e.key);
    if (dir === undefined) return;
    e.preventDefault();
    this.play(dir);
  };

  readonly touchStart = (e: TouchEvent): void => {
    const p = e.touches[0];
    if (p !== undefined) this.touch = { x: p.clientX, y: p.clientY };
  };

  readonly touchEnd = (e: TouchEvent): void => {
    const p = e.changedTouches[0];
    if (this.touch === null || p === undefined) return;
    const dir = swipeDirection(this.touch, { x: p.clientX, y: p.clientY });
    this.touch = null;
    if (dir !== undefined) this.play(dir);
  };
}
