/**
 * Batches of 2048 games, as the thesis's "Realizar pruebas" ran them (§5):
 * for each configuration (algorithm, heuristic, depth, variant), game i
 * starts from the same seed and sees the same tiles wherever the boards
 * coincide, so configurations are compared on the same games. Pure: used by
 * the CLI (worker_threads) and the page (Web Workers).
 */
import { decide } from '../games/g2048/decide.ts';
import { GameSession } from '../games/g2048/session.ts';
import { now } from '../games/clock.ts';
import type { RootWindow } from '../search/search.ts';
import type { Algorithm2048, Heuristic, Variant } from '../games/g2048/settings.ts';

export interface Config {
  algo: Algorithm2048;
  heuristic: Heuristic;
  depth: number;
  variant: Variant;
  /** Alpha-beta's root window; absent means `carried` (AIMA), the only one other searchers have. */
  root?: RootWindow;
}

/** One finished game (a JSONL record of `tutor experiment --out`). */
export interface GameResult {
  index: number;
  seed: number;
  win: boolean;
  score: number;
  maxTile: number;
  moves: number;
  /** Wall time of the whole game. */
  ms: number;
  /** Nodes visited by all its searches. */
  nodes: number;
}

/** A game to play: a configuration and a game index. */
export interface Job extends Config {
  index: number;
  /** The experiment's seed (game i's seed derives from it). */
  seed: number;
  goal: number;
}

/** The seed of game `index` of an experiment seeded `seed`: the same for every configuration. */
export function gameSeed(seed: number, index: number): number {
  // A 32-bit mix of the two (murmur3's finaliser), so neighbouring indices give unrelated games.
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** The longest game played (a safety net: a game always ends, by winning or by filling the board). */
const MOVE_LIMIT = 200_000;

export function playGame(job: Job): GameResult {
  const seed = gameSeed(job.seed, job.index);
  const game = new GameSession(seed, job.goal);
  const start = now();
  let nodes = 0;
  while (!game.won && !game.over && game.moves.length < MOVE_LIMIT) {
    const d = decide(game.board, game.score, {
      algo: job.algo,
      heuristic: job.heuristic,
      variant: job.variant,
      depth: job.depth,
      goal: job.goal,
      root: job.root,
    });
    nodes += d.nodes;
    if (d.action === null) break;
    game.play(d.action);
  }
  return { index: job.index, seed, win: game.won, score: game.score, maxTile: game.maxTile, moves: game.moves.length, ms: now() - start, nodes };
}

/** The jobs of a grid, configuration by configuration, game by game. */
export function jobs(configs: Config[], games: number, seed: number, goal = 2048): Job[] {
  return configs.flatMap((c) => Array.from({ length: games }, (_, index) => ({ ...c, index, seed, goal })));
}

/** A configuration's key, as results are grouped and resumed (a full-window root is marked; the carried one, as records before it, is not). */
export function configKey(c: Config): string {
  return `${c.algo}/${c.heuristic}/${c.depth}/${c.variant}${c.root === 'full-window' ? '/full-window' : ''}`;
}
