/**
 * The search a proposal shows, brought into view (board-game-page.ts): after
 * Propose, scrolled to where it is not in the window; a link's proposal only
 * when its drawing starts below the window's upper half (a phone), so that a
 * link opens the page at its top, its title in view (issue 35).
 */
import type { TraceViewer } from '../viewer/index.ts';

/** Brings `viewer` (a <trace-viewer> or an <mcts-view>) into view, after its next layout. */
export async function showSearch(viewer: (HTMLElement & { updateComplete: Promise<unknown> }) | null, fromLink: boolean): Promise<void> {
  if (viewer === null) return;
  await viewer.updateComplete;
  // After the next frame is laid out: reading a box now would force a layout of the whole page.
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  const drawing = viewer.querySelector(':is(search-tree, mcts-tree)')?.getBoundingClientRect();
  if (fromLink && drawing !== undefined && drawing.top < window.innerHeight / 2) return;
  if (viewer.localName === 'trace-viewer') await (viewer as TraceViewer).bringIntoView();
  else viewer.scrollIntoView({ block: 'nearest' });
}
