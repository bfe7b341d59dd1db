/**
 * A game of 2048 as it is played: a seeded start, moves, the computer's
 * spawns after each move, the score, and a record of it all (seed, moves,
 * spawns) from which the game can be replayed exactly.
 */
import { rng as makeRng, type Rng } from '../rng.ts';
import { msg, type Message } from '../../i18n/message.ts';
import {
  DIRECTIONS,
  emptyCount,
  fromArray,
  legalMask,
  maxTile,
  newBoard,
  slide,
  slid,
  spawn,
  toArray,
  type Board,
  type Direction,
  type Spawn,
} from './board.ts';

export interface GameRecord {
  seed: number;
  goal: number;
  /** A game that started from a given position rather than two spawns: its board and score. */
  start?: { board: number[][]; score: number };
  /** The player's moves, in order. */
  moves: Direction[];
  /** The starting tiles (two, or none from a given position), then the tile after each move. */
  spawns: Spawn[];
}

export class GameSession {
  board: Board;
  score = 0;
  readonly moves: Direction[] = [];
  readonly spawns: Spawn[];
  private readonly random: Rng;

  constructor(
    readonly seed: number,
    readonly goal = 2048,
    /** Start from this position instead of two spawns (the tiles after each move still come from the seed). */
    readonly start?: { board: Board; score: number },
  ) {
    if (start === undefined) {
      const fresh = newBoard(seed);
      this.board = fresh.board;
      this.spawns = [...fresh.spawns];
      this.random = fresh.random;
    } else {
      this.board = start.board;
      this.score = start.score;
      this.spawns = [];
      this.random = makeRng(seed);
    }
  }

  /** The same game one move earlier (null at the start), replayed from the seed so the tiles stay the same. */
  undone(): GameSession | null {
    if (this.moves.length === 0) return null;
    const previous = new GameSession(this.seed, this.goal, this.start);
    for (const m of this.moves.slice(0, -1)) previous.play(m);
    return previous;
  }

  /** Plays a move: slides, scores, and places the next tile. Returns null (and changes nothing) if the move is not legal. */
  play(direction: Direction): { gained: number; spawn: Spawn | null } | null {
    if (!slide(this.board, DIRECTIONS.indexOf(direction))) return null;
    const gained = slid.gained;
    this.score += gained;
    this.moves.push(direction);
    const next = spawn({ hi: slid.hi, lo: slid.lo }, this.random);
    // A legal move always leaves an empty cell, so a tile always appears.
    if (next === null) throw new Error('GameSession.play: a legal move left no empty cell');
    this.board = next.board;
    this.spawns.push(next.spawn);
    return { gained, spawn: next.spawn };
  }

  get legal(): Direction[] {
    const mask = legalMask(this.board);
    return DIRECTIONS.filter((_, d) => (mask >> d) & 1);
  }

  get won(): boolean {
    return maxTile(this.board) >= this.goal;
  }

  /** No move is left. */
  get over(): boolean {
    return emptyCount(this.board) === 0 && legalMask(this.board) === 0;
  }

  get maxTile(): number {
    return maxTile(this.board);
  }

  get grid(): number[][] {
    return toArray(this.board);
  }

  record(): GameRecord {
    const record: GameRecord = { seed: this.seed, goal: this.goal, moves: [...this.moves], spawns: this.spawns.map((s) => ({ ...s })) };
    if (this.start !== undefined) record.start = { board: toArray(this.start.board), score: this.start.score };
    return record;
  }
}

/** Replays a record from its seed, checking every move and spawn against it; returns the session or what went wrong. */
export function replay(record: GameRecord): { ok: true; session: GameSession } | { ok: false; error: Message } {
  let start: { board: Board; score: number } | undefined;
  if (record.start !== undefined) {
    const b = fromArray(record.start.board);
    if (!b.ok) return { ok: false, error: msg('g2048.start-board', { reason: b.error }) };
    start = { board: b.board, score: record.start.score };
  }
  const session = new GameSession(record.seed, record.goal, start);
  for (const [i, move] of record.moves.entries()) {
    if (session.play(move) === null) return { ok: false, error: msg('g2048.illegal-move', { k: i + 1, move }) };
  }
  const same = JSON.stringify(session.spawns) === JSON.stringify(record.spawns);
  return same ? { ok: true, session } : { ok: false, error: msg('g2048.tiles-differ') };
}
