/**
 * The notices of a page: a link's parameters it could not use, values kept
 * in the browser it could not read (params.ts, stored.ts), and what became
 * of a kept game (issue 25: kept when another took its place, with an undo).
 * Each says what was wrong, what is allowed and what the page shows instead;
 * the page goes on. Hooks: `data-param-message="<param>"` for a link's
 * parameter, `data-storage-message="<key>"` for a kept value,
 * `data-game-message="<id>"` for a kept game, `data-value` the value as given
 * (at most 40 characters); a notice's own button (an undo) its
 * `data-action`; `data-action="dismiss-notices"` closes them.
 */
import { html, nothing } from 'lit';
import type { Lang } from '../../i18n/lang.ts';
import { say } from '../../i18n/say.ts';
import type { Notice } from '../link/param-reader.ts';
import './notice-action.css';

export function renderNotices(notices: readonly Notice[], lang: Lang, dismiss: () => void) {
  if (notices.length === 0) return nothing;
  return html`<div class="notices" role="status">
    ${notices.map(
      (n) =>
        html`<p
          data-param-message=${n.source === 'link' ? n.name : nothing}
          data-storage-message=${n.source === 'storage' ? n.name : nothing}
          data-game-message=${n.source === 'game' ? n.name : nothing}
          data-value=${n.value}
        >
          ${say(n.text, lang)}
          ${n.action === undefined ? nothing : html`<button type="button" class="notice-action" data-action=${n.action.hook} @click=${n.action.run}>${say(n.action.label, lang)}</button>`}
        </p>`,
    )}
    <button type="button" data-action="dismiss-notices" aria-label=${say('noticeDismiss', lang)} title=${say('noticeDismiss', lang)} @click=${dismiss}>✕</button>
  </div>`;
}
