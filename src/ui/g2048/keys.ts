/** How a player moves on the 2048 page: arrows or WASD, and swipes. */
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
