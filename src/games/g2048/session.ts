/**
 * A game of 2048 as it is played: a seeded start, moves, the computer's
 * spawns after each move, the score, and a record of it all (seed, moves,
 * spawns) from which the game can be replayed exactly.
 */
import type { Rng } from '../rng.ts';
import { DIRECTIONS, emptyCount, legalMask, maxTile, newBoard, slide, slid, spawn, toArray, type Board, type Direction, type Spawn } from './board.ts';

export interface GameRecord {
  seed: number;
  goal: number;
  /** The player's moves, in order. */
  moves: Direction[];
  /** The two starting tiles, then the tile after each move. */
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
  ) {
    const start = newBoard(seed);
    this.board = start.board;
    this.spawns = [...start.spawns];
    this.random = start.random;
  }

  /** Plays a move: slides, scores, and places the next tile. Returns null (and changes nothing) if the move is not legal. */
  play(direction: Direction): { gained: number; spawn: Spawn | null } | null {
    if (!slide(this.board, DIRECTIONS.indexOf(direction))) return null;
    const gained = slid.gained;
    this.score += gained;
    this.moves.push(direction);
    const next = spawn({ hi: slid.hi, lo: slid.lo }, this.random);
    // A legal move always leaves an empty cell, so a tile always appears.
    this.board = next!.board;
    this.spawns.push(next!.spawn);
    return { gained, spawn: next!.spawn };
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
    return { seed: this.seed, goal: this.goal, moves: [...this.moves], spawns: this.spawns.map((s) => ({ ...s })) };
  }
}

/** Replays a record from its seed, checking every move and spawn against it; returns the session or what went wrong. */
export function replay(record: GameRecord): { ok: true; session: GameSession } | { ok: false; error: string } {
  const session = new GameSession(record.seed, record.goal);
  for (let i = 0; i < record.moves.length; i++) {
    const move = record.moves[i]!;
    if (session.play(move) === null) return { ok: false, error: `move ${i + 1} (${move}) is not legal on the replayed board` };
  }
  const same = JSON.stringify(session.spawns) === JSON.stringify(record.spawns);
  return same ? { ok: true, session } : { ok: false, error: 'the recorded tiles differ from the ones the seed gives' };
}

