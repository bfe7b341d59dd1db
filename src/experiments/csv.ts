/**
 * The games of a batch as CSV (the experiments page's download): one row a
 * game, configuration by configuration in the order given, games by index.
 * RFC 4180: rows end in \n (the last too); a field holding a comma, a quote
 * or a line break is quoted, its quotes doubled. Numbers are written as
 * JavaScript prints them, the time in ms with 3 decimals; win is true/false.
 */
import type { Run } from './summary.ts';

export const CSV_COLUMNS = ['algo', 'heuristic', 'depth', 'variant', 'index', 'seed', 'win', 'score', 'maxTile', 'moves', 'ms', 'nodes'] as const;

/** One field, quoted when it must be. */
export function csvField(value: string | number | boolean): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header and a row per game of `runs`. */
export function gamesCsv(runs: readonly Run[]): string {
  const rows = [CSV_COLUMNS.join(',')];
  for (const r of runs) {
    for (const g of r.games)
      rows.push(
        [r.algo, r.heuristic, r.depth, r.variant, g.index, g.seed, g.win, g.score, g.maxTile, g.moves, g.ms.toFixed(3), g.nodes].map(csvField).join(','),
      );
  }
  return rows.join('\n') + '\n';
}
