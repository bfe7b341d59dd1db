/**
 * What the tic-tac-toe and Connect-4 page says as its game goes (issue 36),
 * in words written to be heard: a move ("You played X in the centre.", "O
 * replied in column 3, row 1."), then the result ("X wins: three in the
 * middle column.", "Draw: the board is full.") or whose turn it is; why a
 * cell or column cannot be played; the machine's proposal; and the status
 * line the page shows over the board. Pure: from the
 * positions as the page's link writes them (app/board-game.ts).
 */
import { LINES } from '../../games/tictactoe/game.ts';
import { COLS, WINDOWS, parseMoves } from '../../games/connect4/game.ts';
import { gameStatus, played, type GameStatus, type Side } from '../../app/board-game.ts';
import type { GameName } from '../../app/position-search.ts';
import type { Lang } from '../../i18n/lang.ts';
import { sayer, type Sayer } from '../../i18n/say.ts';

/** Who made a move: the user, the machine answering the user's move, or the machine on its own (a link, a new game, a side changed). */
export type Mover = 'you' | 'reply' | 'machine';

/** The move that made `after` from `before` (one move apart): the cell 0–8 or the column 1–7, and its side; null if they are not one move apart. */
export function lastMove(game: GameName, before: string, after: string): { action: number; side: Side } | null {
  if (game === 'connect4') {
    if (after.length !== before.length + 1 || !after.startsWith(before)) return null;
    return { action: Number(after.slice(-1)), side: before.length % 2 === 0 ? 'x' : 'o' };
  }
  const i = [...after].findIndex((c, k) => c !== before[k]);
  const side = after[i];
  return side === 'x' || side === 'o' ? { action: i, side } : null;
}

/** Where a move lands, in a sentence: a tic-tac-toe cell by its place ("in the centre"), a Connect-4 disc by column and row from the bottom; `after`, the position after it. */
function where(L: Sayer, game: GameName, after: string, action: number): string {
  if (game === 'tictactoe') return L('tttPlaceIn', { cell: action });
  return L('c4At', { column: action, row: [...after].filter((c) => c === String(action)).length });
}

/** A move in words: "You played X in the centre.", "O replied in the top left corner.", "X played in column 4, row 1."; '' if `before` and `after` are not one move apart. */
export function moveWords(game: GameName, before: string, after: string, mover: Mover, lang: Lang): string {
  const m = lastMove(game, before, after);
  if (m === null) return '';
  const L = sayer(lang);
  const code = mover === 'you' ? (game === 'tictactoe' ? 'saidYouPlayed' : 'saidYouDropped') : mover === 'reply' ? 'saidReplied' : 'saidPlayed';
  return L(code, { side: m.side.toUpperCase(), where: where(L, game, after, m.action) });
}

/** What follows a move: the result ("X wins: three in the middle column.", "Draw: the board is full."), else whose turn it is (the user's, or the machine thinking). */
export function outcomeWords(game: GameName, position: string, human: Side, lang: Lang): string {
  const s = gameStatus(game, position);
  if (s === null) return '';
  const L = sayer(lang);
  if (s.winner === 'draw') return L('saidDraw');
  if (s.winner === null) return L(s.toMove === human ? 'saidYourTurn' : 'saidThinking');
  const side = s.winner.toUpperCase();
  if (game === 'connect4') return L('saidWinsFour', { side, line: c4Line(L, position) });
  const winner = s.winner;
  return L('saidWinsThree', { side, line: L('tttLine', { line: LINES.findIndex((line) => line.every((i) => s.cells[i] === winner)) }) });
}

/** Connect-4's four in a row through the last disc: along its row, up its column, or on a diagonal (rows counted from the bottom). */
function c4Line(L: Sayer, position: string): string {
  const p = parseMoves(position);
  if (!p.ok || p.state.winner === 0) return '';
  const { cells, heights, winner } = p.state;
  const column = Number(position.slice(-1)) - 1;
  const last = (heights[column]! - 1) * COLS + column;
  const four = WINDOWS.find((w) => w.includes(last) && w.every((i) => cells[i] === winner));
  if (four === undefined) return '';
  const rows = four.map((i) => Math.floor(i / COLS) + 1);
  const columns = four.map((i) => (i % COLS) + 1);
  if (rows.every((r) => r === rows[0])) return L('c4LineRow', { row: rows[0]! });
  if (columns.every((c) => c === columns[0])) return L('c4LineColumn', { column: columns[0]! });
  return L('c4LineDiagonal', { from: Math.min(...columns), to: Math.max(...columns) });
}

/**
 * Why a cell or column the user activated cannot be played: the game is over,
 * it is the machine's turn, the column is full, or the cell is taken ("Taken:
 * centre, cell 4, X."); '' if it can be.
 */
export function refusedWords(game: GameName, position: string, action: number, yourTurn: boolean, lang: Lang): string {
  const s = gameStatus(game, position);
  if (s === null) return '';
  const L = sayer(lang);
  if (s.winner !== null) return L('saidGameOver');
  if (!yourTurn) return L('saidWait');
  if (game === 'connect4') return played(game, position, action) === null ? L('saidColumnFull', { column: action }) : '';
  const mark = s.cells[action];
  if (mark !== 'x' && mark !== 'o') return '';
  return L('saidTaken', { cell: L('tttCellName', { place: L('tttPlace', { cell: action }), cell: action, mark: mark.toUpperCase() }) });
}

/** The machine's proposal for the side to move: "The machine proposes X in the centre." ('' for a move that cannot be played). */
export function proposedWords(game: GameName, position: string, action: number, lang: Lang): string {
  const s = gameStatus(game, position);
  const after = played(game, position, action);
  if (s === null || after === null) return '';
  const L = sayer(lang);
  return L('saidProposed', { side: s.toMove.toUpperCase(), where: where(L, game, after, action) });
}

/** The status line over the board: "Your turn (X).", "The machine is thinking…", "X wins.", "A draw." */
export function statusWords(s: GameStatus, human: Side, lang: Lang): string {
  const L = sayer(lang);
  if (s.winner === 'draw') return L('draw');
  if (s.winner !== null) return L('wins', { side: s.winner.toUpperCase() });
  return s.toMove === human ? L('yourTurn', { side: s.toMove.toUpperCase() }) : L('machineThinking');
}
