/**
 * The rules a board-game page (tic-tac-toe, Connect-4) plays by, as
 * positions written the way its link writes them — tic-tac-toe: the 9 cells
 * (x, o, .); Connect-4: the moves so far (columns 1–7): whose turn it is and
 * who won, a move played, and the search request for a position. Pure: the
 * page holds no rules of its own.
 */
import { parsePosition, winner } from '../games/tictactoe/game.ts';
import { COLS, ROWS, parseMoves } from '../games/connect4/game.ts';
import { c4Text, type GameName, type PositionRequest } from './position-search.ts';

export type Side = 'x' | 'o';

export interface GameStatus {
  toMove: Side;
  winner: Side | 'draw' | null;
  /** The cells, row by row from the top: x, o or '.'. */
  cells: string;
}

/** The position of a new game. */
export const emptyPosition = (game: GameName): string => (game === 'tictactoe' ? '.........' : '');

/** Whose turn, the winner (or a draw) and the cells; null for a position that is not legal. */
export function gameStatus(game: GameName, position: string): GameStatus | null {
  if (game === 'tictactoe') {
    const p = parsePosition(position);
    if (!p.ok) return null;
    const w = winner(p.state.cells);
    return { toMove: p.state.toMove, winner: w ?? (p.state.cells.includes('.') ? null : 'draw'), cells: p.state.cells };
  }
  const p = parseMoves(position);
  if (!p.ok) return null;
  const { toMove, winner: won, pieces } = p.state;
  return { toMove: toMove === 1 ? 'x' : 'o', winner: won === 1 ? 'x' : won === 2 ? 'o' : pieces === ROWS * COLS ? 'draw' : null, cells: c4Text(p.state) };
}

/** The position after `action` (a cell 0–8, a column 1–7), or null when it is not a legal move there. */
export function played(game: GameName, position: string, action: number): string | null {
  const s = gameStatus(game, position);
  if (s === null || s.winner !== null) return null;
  if (game === 'tictactoe') {
    if (!Number.isInteger(action) || s.cells[action] !== '.') return null;
    return position.slice(0, action) + s.toMove + position.slice(action + 1);
  }
  const next = position + String(action);
  return Number.isInteger(action) && parseMoves(next).ok ? next : null;
}

export interface PlayOptions {
  algo: PositionRequest['algo'];
  /** '' for the game's default depth, else a whole number as text. */
  depth: string;
  centre: boolean;
  /** Pick at random among equally good moves with this seed; null for the first best move. */
  tieSeed: number | null;
}

/**
 * The search request for a position. With random ties, each position gets a
 * draw of its own (the seed and the number of pieces), so a game replays the
 * same from the same seed.
 */
export function positionRequest(game: GameName, position: string, o: PlayOptions): PositionRequest {
  const depth = o.depth === '' ? undefined : Number(o.depth);
  const randomSeed = o.tieSeed === null ? undefined : o.tieSeed * 101 + position.replace(/\./g, '').length;
  return { game, position, algo: o.algo, depth, centreFirst: o.centre, randomSeed };
}
