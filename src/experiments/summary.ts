/**
 * Summaries like the thesis's Tables 2–4: win rate with a 95 % interval,
 * mean time per game, mean score, and the distribution of the largest tile.
 */
import type { Config, GameResult } from './runner.ts';

export interface Run extends Config {
  games: GameResult[];
  wins: number;
  winRate: number;
  /** Wilson score interval for the win rate, 95 %. */
  interval: [number, number];
  meanMs: number;
  meanScore: number;
  meanNodes: number;
  /** How many games ended with each largest tile. */
  maxTiles: Record<string, number>;
}

export function summarise(config: Config, games: GameResult[]): Run {
  const sorted = [...games].sort((a, b) => a.index - b.index);
  const n = sorted.length;
  const wins = sorted.filter((g) => g.win).length;
  const mean = (f: (g: GameResult) => number) => (n === 0 ? 0 : sorted.reduce((s, g) => s + f(g), 0) / n);
  const maxTiles: Record<string, number> = {};
  for (const g of sorted) maxTiles[g.maxTile] = (maxTiles[g.maxTile] ?? 0) + 1;
  return {
    ...config,
    games: sorted,
    wins,
    winRate: n === 0 ? 0 : wins / n,
    interval: wilson(wins, n),
    meanMs: mean((g) => g.ms),
    meanScore: mean((g) => g.score),
    meanNodes: mean((g) => g.nodes),
    maxTiles,
  };
}

/** The Wilson score interval of k successes in n trials (z = 1.96). */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
