/**
 * A results table of the experiments page — the grid's runs
 * (experiments-page.ts) and the Connect-4 matches (c4-matches.ts): a
 * heading a column, then the rows the caller draws. On a narrow screen it
 * scrolls sideways in its own box, not the page: a named tab stop (`label`,
 * or the id of the heading that names it, `labelledby`), so that the
 * keyboard can scroll it too (WCAG 2.1.1). `matches`: the table carries the
 * `data-matches` hook.
 */
import { html, nothing, type TemplateResult } from 'lit';

export function resultsTable(o: { label?: string; labelledby?: string; matches?: boolean; headings: readonly string[]; rows: unknown }): TemplateResult {
  return html`<div class="table-scroll" role="region" tabindex="0" aria-label=${o.label ?? nothing} aria-labelledby=${o.labelledby ?? nothing}>
    <table class="results" ?data-matches=${o.matches === true}>
      <thead>
        <tr>
          ${o.headings.map((h) => html`<th>${h}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${o.rows}
      </tbody>
    </table>
  </div>`;
}
