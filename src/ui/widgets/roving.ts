/**
 * A roving tab stop (WAI-ARIA APG: toolbar, menubar, radio group): a group of
 * controls is one tab stop; the arrow keys, Home and End move within it.
 * `roveKey` says where a key moves from item `at` of `count` (wrapping), or null
 * when the key is not the group's.
 */
export function roveKey(key: string, at: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (at + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (at - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
