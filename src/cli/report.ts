/**
 * The reproduction report (`tutor experiment report --markdown`, in English
 * like the rest of the CLI's output): our runs beside the thesis's Tables
 * 2–4, as Markdown. Each row gives our win rate with its 95 % interval, the
 * thesis's, and whether they differ: Fisher's exact test of our wins against
 * the thesis's (each of its rows is 100 games), with Holm's adjustment over
 * the rows of the table's variant compared (src/experiments/report.ts); times
 * per game side by side; and alpha-beta's time and nodes as a share of
 * minimax's on the same games. And the Connect-4 matches' table (`tutor
 * experiment connect4`, `merge` of its files), from MCTS's side.
 */
import { configKey } from '../experiments/runner.ts';
import type { Run } from '../experiments/summary.ts';
import { thesisResult } from '../experiments/thesis-results.ts';
import { compareWithThesis, SIGNIFICANCE } from '../experiments/report.ts';
import { matchKey, summariseMatch, type MatchConfig, type MatchRun } from '../experiments/c4-match.ts';
import { matchGame, type MatchRecord } from '../experiments/c4-records.ts';
import { entryAt } from '../games/entry.ts';

const pValue = (p: number) => (p < 0.001 ? '< 0.001' : p.toFixed(3));

const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
const secs = (ms: number) => (ms < 10 ? `${ms.toFixed(2)} ms` : ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`);

export function reportTables(runs: Run[]): string {
  const out: string[] = [];
  const variants = [...new Set(runs.map((r) => r.variant))];
  // Alpha-beta with a full-window root is a table of its own, after the carried one.
  const group = (r: Run) => `${r.algo}${r.root === 'full-window' ? ' (full-window root, as AIMA-Java)' : ''}`;
  const algos = [...new Set(runs.map(group))];
  for (const variant of variants) {
    const family = runs.filter((r) => r.variant === variant);
    const comparisons = compareWithThesis(family);
    const tests = new Map(family.map((r, i) => [r, entryAt(comparisons, i)])); // one comparison a run
    const compared = [...tests.values()].filter((x) => x !== null);
    const differ = compared.filter((x) => x.adjusted < SIGNIFICANCE).length;
    out.push(`## Heuristics as the thesis's ${variant === 'text' ? 'text' : 'code'} computes them (\`${variant}\`)`, '');
    out.push(
      `${compared.length} rows compared with the thesis; ${differ} differ (Fisher's exact test of our wins against its 100 games, p adjusted by Holm's method over these ${compared.length} rows, below ${SIGNIFICANCE}).`,
      '',
    );
    for (const algo of algos) {
      const rows = family.filter((r) => group(r) === algo).sort((a, b) => a.heuristic.localeCompare(b.heuristic) || a.depth - b.depth);
      if (rows.length === 0) continue;
      out.push(`### ${algo}`, '');
      out.push(
        '| heuristic | depth | games | won [95 % interval] | thesis won | p | adjusted p | | time per game | thesis time | mean score | mean nodes per game |',
      );
      out.push('| --- | ---: | ---: | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |');
      for (const r of rows) {
        const t = thesisResult(r.algo, r.heuristic, r.depth);
        const c = tests.get(r) ?? null;
        const verdict = c === null ? '' : c.adjusted < SIGNIFICANCE ? '**differs**' : 'agrees';
        out.push(
          `| ${r.heuristic.toUpperCase()} | ${r.depth} | ${r.games.length} | ${pct(r.winRate)} [${pct(r.interval[0])}, ${pct(r.interval[1])}] | ${t === null ? '–' : `${t.winPercent} %`} | ${c === null ? '' : pValue(c.p)} | ${c === null ? '' : pValue(c.adjusted)} | ${verdict} | ${secs(r.meanMs)} | ${t === null ? '–' : secs(t.seconds * 1000)} | ${r.meanScore.toFixed(0)} | ${Math.round(r.meanNodes).toLocaleString('en')} |`,
        );
      }
      out.push('');
    }
  }
  return out.join('\n');
}

/**
 * Alpha-beta against minimax on the same games: identical games, and its time
 * and nodes as a share of minimax's — with AIMA's carried root window and, where
 * it was run, AIMA-Java's full window — beside the thesis's time ratio.
 */
export function reportPruning(runs: Run[]): string {
  const out = [
    '## Alpha-beta against minimax, game by game',
    '',
    '| variant | heuristic | depth | identical games | alpha-beta time / minimax | alpha-beta nodes / minimax | full-window root: nodes / minimax | thesis: time / minimax |',
    '| --- | --- | ---: | --- | ---: | ---: | ---: | ---: |',
  ];
  const sameGames = (a: Run, b: Run) =>
    a.games.length === b.games.length &&
    a.games.every((g, i) => {
      const m = entryAt(b.games, i); // as many games as a's
      return g.index === m.index && g.win === m.win && g.score === m.score && g.moves === m.moves && g.maxTile === m.maxTile;
    });
  const ratio = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(0)} %`);
  for (const ab of runs
    .filter((r) => r.algo === 'alphabeta' && r.root !== 'full-window')
    .sort((a, b) => a.variant.localeCompare(b.variant) || a.heuristic.localeCompare(b.heuristic) || a.depth - b.depth)) {
    const mm = runs.find((r) => configKey(r) === configKey({ ...ab, algo: 'minimax' }));
    if (mm === undefined) continue;
    const full = runs.find((r) => configKey(r) === configKey({ ...ab, root: 'full-window' }));
    const tMm = thesisResult('minimax', ab.heuristic, ab.depth);
    const tAb = thesisResult('alphabeta', ab.heuristic, ab.depth);
    const identical = sameGames(ab, mm) && (full === undefined || sameGames(full, mm));
    out.push(
      `| ${ab.variant} | ${ab.heuristic.toUpperCase()} | ${ab.depth} | ${identical ? `yes, all ${ab.games.length}` : '**no**'} | ${ratio(ab.meanMs, mm.meanMs)} | ${ratio(ab.meanNodes, mm.meanNodes)} | ${full === undefined ? '–' : ratio(full.meanNodes, mm.meanNodes)} | ${tMm === null || tAb === null ? '–' : ratio(tAb.seconds, tMm.seconds)} |`,
    );
  }
  return out.join('\n');
}

// ---- Connect-4 matches (`tutor experiment connect4`, and `merge` of its files) ----------

/** Each match's summary, in the order of `configs`. */
export function matchRuns(configs: readonly MatchConfig[], records: readonly MatchRecord[]): MatchRun[] {
  return configs.map((c) =>
    summariseMatch(
      c,
      records
        .filter((r) => matchKey(r) === matchKey(c))
        .map(matchGame)
        .sort((x, y) => x.index - y.index),
    ),
  );
}

/** The summary as a Markdown table, from MCTS's side (a column for C when the runs merged used several). */
export function matchTable(runs: readonly MatchRun[]): string {
  const several = new Set(runs.map((r) => r.c)).size > 1;
  const c = (cell: string) => (several ? ` ${cell} |` : '');
  const rows = runs.map(
    (r) =>
      `| ${r.a} | ${r.b} |${c(String(r.c))} ${r.games} | ${r.wins} | ${r.draws} | ${r.losses} | ${pct(r.winRate)} [${pct(r.interval[0])}, ${pct(r.interval[1])}] | ${r.asX.wins}/${r.asX.games} | ${r.asO.wins}/${r.asO.games} | ${(r.meanMs / 1000).toFixed(2)} s | ${r.meanPlies.toFixed(1)} |`,
  );
  return [
    `Connect-4 matches (MCTS's C = ${several ? 'as in each row' : (runs[0]?.c ?? Math.SQRT2)}), from the side of a, MCTS: games won, drawn and lost; as X, the games a won moving first (out of those it moved first in)`,
    '',
    `| a | b |${c('C')} games | won | drawn | lost | a won [95 % interval] | a won as X | a won as O | time per game | stones per game |`,
    `| --- | --- |${c('---:')} ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |`,
    ...rows,
  ].join('\n');
}

/** What `tutor experiment connect4` prints for its matches, and `merge` for matches files: `{"matches":[…]}` or the table. */
export function matchesOutput(configs: readonly MatchConfig[], records: readonly MatchRecord[], json: boolean): string {
  const runs = matchRuns(configs, records);
  return json ? JSON.stringify({ matches: runs }) : matchTable(runs);
}
