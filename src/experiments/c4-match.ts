/**
 * Connect-4 matches between searchers (issue 23): Monte Carlo tree search at
 * some iterations against alpha-beta at some depth, or against a uniformly
 * random player, each match a number of games. Pure: used by `tutor
 * experiment connect4` (worker threads) and read back by the experiments
 * page.
 *
 * - A player is named as records and flags name it: `mcts:1000` (UCT, 1,000
 *   iterations a move, C of the match: src/search/mcts.ts's search, run by
 *   Connect-4's fast uct.ts), `alphabeta:4` (AIMA's alpha-beta to
 *   4 plies, the report's window evaluation for the side to move, columns in
 *   order, the first best move: what `tutor search --game connect4 --algo
 *   alphabeta --depth 4` plays) or `random` (a column uniformly).
 * - Game i of a match: player `a` moves first in the even games, `b` in the
 *   odd ones, so each side plays X as often (±1).
 * - Seeded: game i's seed is gameSeed(experiment seed, i), as in the 2048
 *   experiments (the same for every match); the search of ply k (MCTS's
 *   seed, the random player's draw) is seeded with gameSeed(game's seed, k).
 *   The same seed gives the same games, move for move, on every machine.
 */
import { alphabeta } from '../search/alphabeta.ts';
import { COLS, Connect4, EMPTY_C4, ROWS, play, type Connect4State } from '../games/connect4/game.ts';
import { uctConnect4 } from '../games/connect4/uct.ts';
import { parseInteger, type Checked, type IntRange } from '../games/input.ts';
import { rng } from '../games/rng.ts';
import { now } from '../games/clock.ts';
import { entryAt } from '../games/entry.ts';
import { msg } from '../i18n/message.ts';
import { gameSeed } from './runner.ts';
import { wilson } from './summary.ts';

export type Player = { kind: 'mcts'; iterations: number } | { kind: 'alphabeta'; depth: number } | { kind: 'random' };

/** The iterations and depths a player may be given (flags and records alike). */
export const PLAYER_RANGES = {
  iterations: { min: 1, max: 1_000_000 },
  depth: { min: 1, max: 12 },
} as const satisfies { [field: string]: IntRange };

/** UCB1's exploration constants a match may use. */
export const C_RANGE = { min: 0, max: 100 } as const;

export const playerName = (p: Player): string => (p.kind === 'random' ? 'random' : p.kind === 'mcts' ? `mcts:${p.iterations}` : `alphabeta:${p.depth}`);

/** A player from its name (`mcts:1000`, `alphabeta:4`, `random`), or why not. */
export function parsePlayer(text: string): Checked<Player> {
  if (text === 'random') return { ok: true, value: { kind: 'random' } };
  const m = /^(mcts|alphabeta):(.*)$/.exec(text);
  if (m === null) return { ok: false, error: msg('matchPlayerReason', { value: text }) };
  const kind = m[1] as 'mcts' | 'alphabeta';
  const field = kind === 'mcts' ? 'iterations' : 'depth';
  const n = parseInteger(entryAt(m, 2), field, PLAYER_RANGES[field]); // the pattern's second group always takes part
  if (!n.ok) return n;
  return { ok: true, value: kind === 'mcts' ? { kind, iterations: n.value } : { kind, depth: n.value } };
}

/** A match: two players (by name) and MCTS's exploration constant. */
export interface MatchConfig {
  a: string;
  b: string;
  c: number;
}

/** One game of a match to play. */
export interface MatchJob extends MatchConfig {
  kind: 'connect4';
  index: number;
  experimentSeed: number;
}

/** One game played (with the match and the experiment, a line of the results file: c4-records.ts). */
export interface MatchGame {
  index: number;
  seed: number;
  /** Whether `a` played X (moved first): game i, i even. */
  aFirst: boolean;
  winner: 'a' | 'b' | 'draw';
  /** The columns played, 1–7, from the empty board to the end. */
  moves: string;
  /** Wall time of the whole game. */
  ms: number;
  /** Nodes of all the searches of each player (MCTS: its trees' nodes; random: 0). */
  nodesA: number;
  nodesB: number;
}

/** The key of a match, as results are grouped and resumed. */
export const matchKey = (m: MatchConfig): string => `${m.a} vs ${m.b} c=${m.c}`;

/** Each iteration count against each depth, then against the random player. */
export function matchConfigs(iterations: readonly number[], depths: readonly number[], random: boolean, c: number): MatchConfig[] {
  return iterations.flatMap((it) => [
    ...depths.map((d) => ({ a: `mcts:${it}`, b: `alphabeta:${d}`, c })),
    ...(random ? [{ a: `mcts:${it}`, b: 'random', c }] : []),
  ]);
}

/**
 * Matches in the order a run lists them (matchConfigs, its lists ascending):
 * MCTS's iterations, then the opponent — alpha-beta by depth, the random
 * player last — then C. For matches read back from files (`merge`).
 */
export function compareMatches(x: MatchConfig, y: MatchConfig): number {
  const KINDS = ['mcts', 'alphabeta', 'random'] as const;
  const rank = (name: string): [number, number] => {
    const p = parsePlayer(name);
    if (!p.ok) return [KINDS.length, 0];
    return [KINDS.indexOf(p.value.kind), p.value.kind === 'mcts' ? p.value.iterations : p.value.kind === 'alphabeta' ? p.value.depth : 0];
  };
  const [a, b] = [
    [...rank(x.a), ...rank(x.b), x.c],
    [...rank(y.a), ...rank(y.b), y.c],
  ];
  return a.map((v, i) => v - entryAt(b, i)).find((d) => d !== 0) ?? 0;
}

/** The games of the matches, match by match, game by game. */
export function matchJobs(configs: readonly MatchConfig[], games: number, experimentSeed: number): MatchJob[] {
  return configs.flatMap((m) => Array.from({ length: games }, (_, index) => ({ kind: 'connect4' as const, ...m, index, experimentSeed })));
}

const GAME = new Connect4();

/**
 * The column (0–6) `player` plays at `state`, reached by `history` (its
 * columns 0–6) in the game seeded `seed`, and the nodes its search took.
 * MCTS is uctConnect4, Connect-4's fast UCT: the same search, visit for
 * visit, as `mcts` on the Connect4 game with columns in order (the unit
 * tests compare them), about five times faster.
 */
export function chooseColumn(player: Player, state: Connect4State, history: readonly number[], seed: number, c: number): { column: number; nodes: number } {
  const moveSeed = gameSeed(seed, history.length);
  if (player.kind === 'random') {
    const open = GAME.actions(state);
    return { column: entryAt(open, rng(moveSeed).int(open.length)), nodes: 0 };
  }
  if (player.kind === 'mcts') {
    const r = uctConnect4(history, { iterations: player.iterations, c, seed: moveSeed });
    return { column: r.column, nodes: r.nodes };
  }
  const r = alphabeta(new Connect4({ machine: state.toMove }), state, { depth: player.depth });
  // The game is not over (playMatch asks only then) and the depth is at least 1: alpha-beta chooses a column.
  if (r.action === undefined) throw new Error('chooseColumn: alpha-beta chose no column in a game not over');
  return { column: r.action, nodes: r.nodes };
}

/** Plays game `job.index` of its match to the end. */
export function playMatch(job: MatchJob): MatchGame {
  const players = { a: player(job.a), b: player(job.b) };
  const seed = gameSeed(job.experimentSeed, job.index);
  const aFirst = job.index % 2 === 0;
  const start = now();
  const nodes = { a: 0, b: 0 };
  let state = EMPTY_C4;
  const history: number[] = [];
  while (state.winner === 0 && state.pieces < ROWS * COLS) {
    const side = (state.toMove === 1) === aFirst ? 'a' : 'b';
    const { column, nodes: n } = chooseColumn(players[side], state, history, seed, job.c);
    nodes[side] += n;
    state = play(state, column);
    history.push(column);
  }
  const moves = history.map((col) => col + 1).join('');
  const winner = state.winner === 0 ? 'draw' : (state.winner === 1) === aFirst ? 'a' : 'b';
  return { index: job.index, seed, aFirst, winner, moves, ms: now() - start, nodesA: nodes.a, nodesB: nodes.b };
}

function player(name: string): Player {
  const p = parsePlayer(name);
  // Flags and records are checked before a game is played: a name that is not a player here is a bug.
  if (!p.ok) throw new Error(p.error.code);
  return p.value;
}

/** A match's games summed up, from `a`'s side: wins, draws, losses, the win rate with its 95 % interval, as X and as O. */
export interface MatchRun extends MatchConfig {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** wins / games (0 with no games). */
  winRate: number;
  /** Wilson's 95 % interval of the win rate. */
  interval: [number, number];
  /** (wins + draws / 2) / games: a draw counts half. */
  score: number;
  /** `a`'s games and wins as X (moving first) and as O. */
  asX: { games: number; wins: number };
  asO: { games: number; wins: number };
  meanMs: number;
  /** Mean stones played a game. */
  meanPlies: number;
  meanNodesA: number;
  meanNodesB: number;
}

export function summariseMatch(config: MatchConfig, games: readonly MatchGame[]): MatchRun {
  const n = games.length;
  const count = (f: (g: MatchGame) => boolean) => games.filter(f).length;
  const mean = (f: (g: MatchGame) => number) => (n === 0 ? 0 : games.reduce((s, g) => s + f(g), 0) / n);
  const wins = count((g) => g.winner === 'a');
  const draws = count((g) => g.winner === 'draw');
  return {
    a: config.a,
    b: config.b,
    c: config.c,
    games: n,
    wins,
    draws,
    losses: n - wins - draws,
    winRate: n === 0 ? 0 : wins / n,
    interval: wilson(wins, n),
    score: n === 0 ? 0 : (wins + draws / 2) / n,
    asX: { games: count((g) => g.aFirst), wins: count((g) => g.aFirst && g.winner === 'a') },
    asO: { games: count((g) => !g.aFirst), wins: count((g) => !g.aFirst && g.winner === 'a') },
    meanMs: mean((g) => g.ms),
    meanPlies: mean((g) => g.moves.length),
    meanNodesA: mean((g) => g.nodesA),
    meanNodesB: mean((g) => g.nodesB),
  };
}
