/**
 * The search a proposal shows, brought into view (board-game-page.ts): after
 * Propose, scrolled to where it is not in the window; a link's proposal only
 * when its drawing starts below the window's upper half (a phone), so that a
 * link opens the page at its top, its title in view (issue 35). And the
 * section that shows it: the decision tree's viewer.
 */
import { html, nothing } from 'lit';
import type { StepModel, TraceViewer } from '../viewer/index.ts';
import type { TracedView } from '../../app/transfer.ts';
import type { Lang } from '../../i18n/lang.ts';
import { sayer } from '../../i18n/say.ts';
import type { MachineAlgorithm } from '../link/params.ts';

/** The decision's tree to step through (nothing while there is none); `sync`: a step changed. */
export function decisionSection(o: { tree: TracedView | null; model: StepModel; algo: MachineAlgorithm; lang: Lang; present: boolean; sync: () => void }) {
  if (o.tree === null) return nothing;
  return html`<section class="decision">
    <h2>${sayer(o.lang)('decisionTree')}</h2>
    <trace-viewer .model=${o.model} .view=${o.tree} .algorithm=${o.algo} .lang=${o.lang} .present=${o.present} counters @step-change=${() => o.sync()}></trace-viewer>
  </section>`;
}

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
