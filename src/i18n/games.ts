/** Messages of the board games (src/games/tictactoe, src/games/connect4): positions that are not legal. */
import { w } from './wording.ts';

export const GAMES = {
  /** `value`: the text given, as JSON. */
  'ttt.shape': w(
    (p: { value: string }) => `a tic-tac-toe position is 9 characters of x, o and . (row-major), not ${p.value}`,
    (p) => `una posición de tres en raya son 9 caracteres x, o y . (fila a fila), no ${p.value}`,
  ),
  'ttt.count': w(
    (p: { x: number; o: number }) => `X moves first, so there are as many x as o or one more; this position has ${p.x} x and ${p.o} o`,
    (p) => `X mueve primero, así que hay tantas x como o, o una más; esta posición tiene ${p.x} x y ${p.o} o`,
  ),
  'ttt.both-win': w(
    () => 'both X and O have three in a row, but the game ends at the first line of three',
    () => 'X y O tienen tres en raya a la vez, pero la partida termina con la primera línea de tres',
  ),
  /** The side with a line moved last, so X has one piece more than O if X won, as many if O won. */
  'ttt.win-count': w(
    (p: { side: string; x: number; o: number }) =>
      `${p.side} has three in a row, so ${p.side} moved last (${p.side === 'X' ? 'one x more than o' : 'as many x as o'}), but this position has ${p.x} x and ${p.o} o`,
    (p) =>
      `${p.side} tiene tres en raya, así que ${p.side} movió el último (${p.side === 'X' ? 'una x más que o' : 'tantas x como o'}), pero esta posición tiene ${p.x} x y ${p.o} o`,
  ),
  'ttt.two-wins': w(
    (p: { side: string }) => `${p.side} has two lines of three that no single move could finish together`,
    (p) => `${p.side} tiene dos líneas de tres que ningún movimiento pudo completar a la vez`,
  ),
  /** `move`: the character given, as JSON. */
  'c4.column': w(
    (p: { k: number; move: string }) => `move ${p.k} is ${p.move}: a move is a column 1–7`,
    (p) => `el movimiento ${p.k} es ${p.move}: un movimiento es una columna del 1 al 7`,
  ),
  'c4.over': w(
    (p: { k: number; side: string }) => `move ${p.k} comes after the game is over (${p.side} has four in a row)`,
    (p) => `el movimiento ${p.k} llega con la partida ya terminada (${p.side} tiene cuatro en raya)`,
  ),
  'c4.full': w(
    (p: { k: number; column: string }) => `move ${p.k}: column ${p.column} is full`,
    (p) => `movimiento ${p.k}: la columna ${p.column} está llena`,
  ),
};
