/**
 * The tree page's result under the tree, once the search is stepped to its
 * end: the root's value and the best action (`[data-result]`, `data-value`
 * the value as the search returned it). Not in self-check, which grades it.
 */
import { html, nothing } from 'lit';
import type { TreeSearchJson } from '../../app/tree-search.ts';
import { formatNumber } from '../../i18n/lang.ts';
import type { Sayer } from '../../i18n/say.ts';

/** The result `r`, shown when the search is at its end (`done`). */
export function treeSummary(r: TreeSearchJson | null, done: boolean, L: Sayer) {
  if (r === null || !done) return nothing;
  const name = (id: string | null) => (id === null ? '–' : id === '' ? L('root') : id);
  return html`<p class="summary" data-result data-value=${r.value ?? ''}>${L('value')}: <b>${r.value === null ? '–' : formatNumber(r.value)}</b> · ${L('bestAction')}: <b>${name(r.action)}</b></p>`;
}
