/**
 * What the exercise page says of its LMS (issue 38), above the exercises:
 * whether the LMS records the set, the score so far against the pass mark,
 * the answers brought back, and every error the LMS reported, in its own
 * words. `[data-lms]` (with `data-lms-state`), `[data-lms-score]`,
 * `[data-lms-error]`. The errors are an alert (put in the page with the
 * first, so that a screen reader says it); the rest is read when reached.
 */
import { html, nothing } from 'lit';
import type { Lang } from '../../../i18n/lang.ts';
import { sayer, type MessageCode } from '../../../i18n/say.ts';
import type { LmsError } from '../../../app/scorm-session.ts';
import type { LmsView } from './scorm-link.ts';

const STATE_WORDS: Record<LmsView['state'], MessageCode> = {
  connecting: 'lmsConnecting',
  connected: 'lmsConnected',
  review: 'lmsReview',
  none: 'lmsNone',
  refused: 'lmsRefused',
};

/** The errors shown one by one; past these, a count. */
const SHOWN_ERRORS = 5;

export function lmsStatus(v: LmsView, lang: Lang) {
  const L = sayer(lang);
  const s = v.score;
  return html`<section class="lms" data-lms data-lms-state=${v.state} aria-labelledby="lms-title">
    <h2 id="lms-title">${L('lmsTitle')}</h2>
    <p>${L(STATE_WORDS[v.state])}</p>
    ${v.restored ? html`<p data-lms-restored>${L('lmsRestored')}</p>` : nothing}
    ${v.problem === null ? nothing : html`<p data-lms-problem=${v.problem}>${L(v.problem === 'suspend-other-set' ? 'lmsSuspendOtherSet' : 'lmsSuspendUnreadable')}</p>`}
    ${
      s === null || (v.state !== 'connected' && v.state !== 'review')
        ? nothing
        : html`<p data-lms-score=${s.raw}>
            ${L('lmsScore', { raw: s.raw, right: s.right, asked: s.asked, mastery: v.mastery })}
            ${s.complete ? L(s.raw >= v.mastery ? 'lmsPassed' : 'lmsFailed') : L('lmsToDo', { todo: s.todo })}
          </p>`
    }
    ${v.kept === 'all' ? nothing : html`<p data-lms-kept=${v.kept}>${L('lmsKeptChecked')}</p>`}
    ${
      v.errors.length === 0
        ? nothing
        : html`<div role="alert" class="lms-errors">
            ${v.errors.slice(-SHOWN_ERRORS).map((e) => html`<p data-lms-error=${e.errorCode}>${errorText(e, lang)}</p>`)}
            ${v.errors.length > SHOWN_ERRORS ? html`<p>${L('lmsErrorsMore', { n: v.errors.length - SHOWN_ERRORS })}</p>` : nothing}
          </div>`
    }
  </section>`;
}

function errorText(e: LmsError, lang: Lang): string {
  const L = sayer(lang);
  const params = { call: e.call, element: e.element ?? '', code: e.errorCode, text: e.text };
  return e.text === '' ? L('lmsErrorNoText', params) : L('lmsError', params);
}
