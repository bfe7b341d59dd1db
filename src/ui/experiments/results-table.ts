/**
 * A results table of the experiments page — the grid's runs
 * (experiments-page.ts) and the Connect-4 matches (c4-matches.ts): a
 * heading a column, then the rows the caller draws. On a narrow screen it
 * scrolls sideways in its own box, not the page: a named tab stop (`label`,
 * or the id of the heading that names it, `labelledby`), so that the
 * keyboard can scroll it too (WCAG 2.1.1). `matches`: the table carries the
 * `data-matches` hook. `gridTable`: the grid's runs, each beside the thesis's figure.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { configKey } from '../../experiments/runner.ts';
import type { Run } from '../../experiments/summary.ts';
import { thesisResult } from '../../experiments/thesis-results.ts';
import type { Lang } from '../../i18n/lang.ts';
import { sayer, type MessageCode } from '../../i18n/say.ts';
import { algorithmName } from '../../i18n/search.ts';

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

const COLUMNS: readonly MessageCode[] = ['algorithm', 'heuristic', 'depth', 'gamesEach', 'wonPercent', 'thesisWon', 'timePerGame', 'thesisTime', 'score'];

/** The grid's runs: games played, won (with its interval), time and score, each beside the thesis's. */
export function gridTable(runs: readonly Run[], lang: Lang): TemplateResult {
  const L = sayer(lang);
  return resultsTable({
    label: L('navExperiments'),
    headings: COLUMNS.map((k) => L(k)),
    rows: runs.map((r) => {
      const th = thesisResult(r.algo, r.heuristic, r.depth);
      return html`<tr data-run=${configKey(r)} data-wins=${r.wins} data-games=${r.games.length}>
        <td>${algorithmName(r.algo, lang)}</td>
        <td>${r.heuristic.toUpperCase()}</td>
        <td>${r.depth}</td>
        <td>${r.games.length}</td>
        <td>${r.games.length === 0 ? '–' : `${(100 * r.winRate).toFixed(0)} % [${(100 * r.interval[0]).toFixed(0)}, ${(100 * r.interval[1]).toFixed(0)}]`}</td>
        <td>${th === null ? '–' : `${th.winPercent} %`}</td>
        <td>${r.games.length === 0 ? '–' : `${(r.meanMs / 1000).toFixed(3)} s`}</td>
        <td>${th === null ? '–' : `${th.seconds.toPrecision(3)} s`}</td>
        <td>${r.games.length === 0 ? '–' : r.meanScore.toFixed(0)}</td>
      </tr>`;
    }),
  });
}
