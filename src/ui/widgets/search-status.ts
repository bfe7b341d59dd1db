/**
 * While a page's search runs in the worker: what it is doing (a polite
 * status), how far it has got — the nodes entered so far, as the worker
 * reports them every 65,536 — and Cancel. Hooks: `data-action="cancel"`;
 * `data-search-progress` with `data-nodes`.
 */
import { html, nothing } from 'lit';
import type { Lang } from '../../i18n/lang.ts';
import { say, type MessageCode } from '../../i18n/say.ts';

/** What the template reads of a page's search session (search-session.ts). */
export interface RunningSearch {
  busy: boolean;
  nodes: number | null;
  cancel(): void;
}

/** Nothing while no search runs; else `doing` ("Searching…"), the progress once reported, and Cancel. */
export function searchStatus(session: RunningSearch, lang: Lang, doing: MessageCode | null = 'searching') {
  if (!session.busy) return nothing;
  const nodes = session.nodes;
  return html`<span class="search-status">
    ${doing === null ? nothing : html`<span role="status">${say(doing, lang)}</span>`}
    ${nodes === null ? nothing : html`<span class="progress" data-search-progress data-nodes=${nodes}>${say({ code: 'nodesSoFar', params: { nodes: nodes.toLocaleString(lang) } }, lang)}</span>`}
    <button type="button" data-action="cancel" @click=${() => session.cancel()}>${say('cancel', lang)}</button>
  </span>`;
}
