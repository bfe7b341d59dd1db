/**
 * <c4-matches>: the experiments page's section on the Connect-4 matches of
 * `tutor experiment connect4` (issue 23). Its results file is imported
 * (results-import.ts, as the grid's; read by the same parseMatchRecords as
 * the CLI's --resume: a line that is not a record is listed with its
 * file:line, a game already here is not counted twice) and summed up match by match (summariseMatch): a table of MCTS's
 * wins, draws and losses with the win rate's 95 % interval, as X and as O,
 * and two charts — MCTS's win rate against its iterations (a line per
 * opponent, iterations on a log scale) and alpha-beta's win rate against its
 * depth (a line per MCTS iteration count). The games stay in the page until
 * it is left. *Forget the matches* offers Undo in the section's status
 * (issue 39), and asks first when the page is framed (confirm-dialog.ts).
 *
 * Hooks: `data-action="import-matches"`, `"forget-matches"`,
 * `"undo-forget-matches"`; `[data-matches-message]`; the table `[data-matches]`, a row
 * `[data-match="mcts:1000 vs alphabeta:4 c=…"]` with `data-wins`,
 * `data-draws`, `data-games`; the charts' `line-chart`s.
 */
import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { compareMatches, matchKey, parsePlayer, summariseMatch, type MatchRun } from '../../experiments/c4-match.ts';
import { matchGame, matchGameKey, parseMatchRecords, type MatchRecord } from '../../experiments/c4-records.ts';
import type { Lang } from '../../i18n/lang.ts';
import { say, sayer, type MessageCode } from '../../i18n/say.ts';
import type { Message } from '../../i18n/message.ts';
import { algorithmName } from '../../i18n/search.ts';
import type { Series } from '../charts/line-chart.ts';
import { importPicker, importReport, type ChosenFile } from './results-import.ts';
import { resultsTable } from './results-table.ts';
import '../charts/line-chart.ts';
import { askFirst } from '../widgets/confirm-dialog.ts';
import '../widgets/notice-action.css';
import './c4-matches.css';

/** The series' colours: the palette's (palette.css), one a line, in turn. */
const COLOURS = ['h1', 'h2', 'h3', 'h4', 'alphabeta', 'expectimax', 'minimax'].map((n) => `var(--ast-series-${n})`);
/** The matches table's columns, by their heading. */
const COLUMNS: readonly MessageCode[] = [
  'matchA',
  'matchB',
  'gamesEach',
  'matchWon',
  'matchDrawn',
  'matchLost',
  'matchWinRate',
  'matchAsX',
  'matchAsO',
  'timePerGame',
];
/** The i-th series' colour. */
const colourAt = (i: number): string => COLOURS[i % COLOURS.length]!; // i % length is an index of COLOURS

interface Report {
  file: string;
  added: number;
  already: number;
  problems: Message[];
}

/** The matches of `records`, each summed up, MCTS's iterations ascending, then the opponent (alpha-beta by depth, random last). */
export function matchRunsOf(records: readonly MatchRecord[]): MatchRun[] {
  const byMatch = new Map<string, [MatchRecord, ...MatchRecord[]]>();
  for (const r of records) {
    const match = byMatch.get(matchKey(r));
    if (match === undefined) byMatch.set(matchKey(r), [r]);
    else match.push(r);
  }
  // In the CLI's order (compareMatches): MCTS by iterations, alpha-beta by depth, random last, then C.
  return [...byMatch.values()]
    .map((rs) =>
      summariseMatch(
        rs[0],
        rs.map(matchGame).sort((x, y) => x.index - y.index),
      ),
    )
    .sort(compareMatches);
}

export class C4Matches extends LitElement {
  @property() override lang: Lang = 'en';
  @state() records: MatchRecord[] = [];
  @state() report: Report | null = null;
  /** The games *Forget the matches* forgot, for its Undo (null: none to bring back). */
  @state() forgotten: { records: MatchRecord[]; report: Report | null } | null = null;

  override createRenderRoot(): HTMLElement {
    return this;
  }

  /** Adds the games of a matches file chosen (those not here already). */
  private importFile(file: ChosenFile): void {
    this.forgotten = null;
    if ('unreadable' in file) {
      this.report = { file: file.name, added: 0, already: 0, problems: [file.unreadable] };
      return;
    }
    const parsed = parseMatchRecords(file.text, file.name);
    const seen = new Set(this.records.map(matchGameKey));
    const added = parsed.records.filter((r) => !seen.has(matchGameKey(r)) && (seen.add(matchGameKey(r)), true));
    const problems = [...parsed.problems.map((p) => p.message), ...(parsed.torn === null ? [] : [parsed.torn.message])];
    this.records = [...this.records, ...added];
    this.report = { file: file.name, added: added.length, already: parsed.records.length - added.length, problems };
  }

  /** Forgets the games imported (asking first when framed), with an Undo in the status; the focus on it. */
  private async forget(): Promise<void> {
    const L = sayer(this.lang);
    const n = this.records.length;
    const question = { hook: 'forget-matches', title: L('forgetAskTitle'), text: L('matchesForgetAsk', { n }), yes: L('forgetYes'), no: L('forgetNo') };
    if (n === 0 || !(await askFirst(question))) return;
    this.forgotten = { records: this.records, report: this.report };
    this.records = [];
    this.report = null;
    await this.updateComplete;
    this.querySelector<HTMLElement>('[data-action=undo-forget-matches]')?.focus();
  }

  private undoForget(): void {
    if (this.forgotten === null) return;
    // Games imported since stay, the forgotten ones beside them.
    const seen = new Set(this.records.map(matchGameKey));
    this.records = [...this.forgotten.records.filter((r) => !seen.has(matchGameKey(r))), ...this.records];
    this.report = this.forgotten.report;
    this.forgotten = null;
  }

  override render() {
    const L = sayer(this.lang);
    const runs = matchRunsOf(this.records);
    return html`<section class="c4-matches" aria-labelledby="c4-matches-h">
      <h2 id="c4-matches-h">${L('matchesHeading')}</h2>
      <p>${L('matchesIntro')}</p>
      <pre><code>npx tutor experiment connect4 --iterations 100,1000,10000 --depth 2,4,6 --games 40 --seed 2016 --out matches.jsonl</code></pre>
      ${importPicker(
        L('matchesImport'),
        'import-matches',
        (file) => this.importFile(file),
        this.records.length > 0
          ? html`<button type="button" data-action="forget-matches" @click=${() => void this.forget()}>${L('matchesForget')}</button>`
          : nothing,
      )}
      <div data-matches-message role="status">
        ${
          this.forgotten === null
            ? nothing
            : html`<p class="notices" data-matches-forgotten=${this.forgotten.records.length}>
              ${L('matchesForgotten', { n: this.forgotten.records.length })}
              <button type="button" class="notice-action" data-action="undo-forget-matches" @click=${() => this.undoForget()}>${L('undo')}</button>
            </p>`
        }
        ${importReport(this.report, this.lang, {
          summary: (r) => [L('matchesAdded', { added: r.added, file: r.file }), r.already > 0 ? L('matchesAlready', { n: r.already }) : ''],
          problems: 'matchesProblems',
        })}
      </div>
      ${runs.length === 0 ? html`<p class="hint">${L('matchesNone')}</p>` : html`${this.renderTable(runs, L)}${this.renderCharts(runs, L)}`}
    </section>`;
  }

  private opponent(name: string): string {
    const p = parsePlayer(name);
    if (!p.ok || p.value.kind === 'random') return say('matchRandom', this.lang);
    return p.value.kind === 'alphabeta' ? `${algorithmName('alphabeta', this.lang)} ${p.value.depth}` : `MCTS ${p.value.iterations.toLocaleString(this.lang)}`;
  }

  private renderTable(runs: MatchRun[], L: (k: MessageCode, p?: Record<string, string | number>) => string) {
    const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
    const iterations = (name: string) => {
      const p = parsePlayer(name);
      return p.ok && p.value.kind === 'mcts' ? p.value.iterations.toLocaleString(this.lang) : name;
    };
    return resultsTable({
      labelledby: 'c4-matches-h',
      matches: true,
      headings: COLUMNS.map((k) => L(k)),
      rows: runs.map(
        (r) => html`<tr data-match=${matchKey(r)} data-wins=${r.wins} data-draws=${r.draws} data-games=${r.games}>
          <td>${iterations(r.a)}</td>
          <td>${this.opponent(r.b)}</td>
          <td>${r.games}</td>
          <td>${r.wins}</td>
          <td>${r.draws}</td>
          <td>${r.losses}</td>
          <td>${pct(r.winRate)} [${pct(r.interval[0])}, ${pct(r.interval[1])}]</td>
          <td>${r.asX.wins}/${r.asX.games}</td>
          <td>${r.asO.wins}/${r.asO.games}</td>
          <td>${(r.meanMs / 1000).toFixed(2)} s</td>
        </tr>`,
      ),
    });
  }

  /** MCTS's win rate against its iterations (a line per opponent); alpha-beta's against its depth (a line per iteration count). */
  private renderCharts(runs: MatchRun[], L: (k: MessageCode, p?: Record<string, string | number>) => string) {
    const player = (name: string) => {
      const p = parsePlayer(name);
      return p.ok ? p.value : null;
    };
    const opponents = [...new Set(runs.map((r) => r.b))];
    const byIterations: Series[] = opponents.map((b, i) => {
      const o = player(b);
      return {
        name: o?.kind === 'alphabeta' ? L('matchVsDepth', { d: o.depth }) : L('matchVsRandom'),
        colour: colourAt(i),
        points: runs
          .filter((r) => r.b === b)
          .flatMap((r) => {
            const a = player(r.a);
            return a?.kind === 'mcts' ? [{ x: a.iterations, y: Math.round(1000 * r.winRate) / 10 }] : [];
          }),
      };
    });
    const counts = [...new Set(runs.map((r) => r.a))];
    const byDepth: Series[] = counts.map((a, i) => {
      const m = player(a);
      return {
        name: L('matchMctsSeries', { n: m?.kind === 'mcts' ? m.iterations.toLocaleString(this.lang) : a }),
        colour: colourAt(i),
        points: runs
          .filter((r) => r.a === a)
          .flatMap((r) => {
            const b = player(r.b);
            return b?.kind === 'alphabeta' ? [{ x: b.depth, y: Math.round((1000 * r.losses) / Math.max(1, r.games)) / 10 }] : [];
          }),
      };
    });
    return html`<div class="charts">
      <line-chart xLog .title=${L('matchChartIterations')} .series=${byIterations.filter((s) => s.points.length > 0)} .yMax=${100} .xLabel=${L('matchIterations')} .yLabel=${L('matchMctsWon')}></line-chart>
      ${
        byDepth.some((s) => s.points.length > 0)
          ? html`<line-chart .title=${L('matchChartDepth')} .series=${byDepth.filter((s) => s.points.length > 0)} .yMax=${100} .xLabel=${L('cmpDepth')} .yLabel=${L('matchAbWon')}></line-chart>`
          : nothing
      }
    </div>`;
  }
}

customElements.define('c4-matches', C4Matches);
