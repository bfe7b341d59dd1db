/** The rules a board-game page plays by (src/app/board-game.ts): positions as the links write them. */
import { describe, expect, test } from 'vitest';
import { emptyPosition, gameStatus, played, positionRequest } from '../../src/app/board-game.ts';

describe('tic-tac-toe', () => {
  test('whose turn, a win, a draw, and a position that is not legal', () => {
    expect(gameStatus('tictactoe', emptyPosition('tictactoe'))).toEqual({ toMove: 'x', winner: null, cells: '.........' });
    expect(gameStatus('tictactoe', 'xx.oo....')).toMatchObject({ toMove: 'x', winner: null });
    expect(gameStatus('tictactoe', 'xxxoo....')).toMatchObject({ winner: 'x' });
    expect(gameStatus('tictactoe', 'xoxxoooxx')).toMatchObject({ winner: 'draw' });
    expect(gameStatus('tictactoe', 'xxxxx....')).toBeNull();
  });

  test('a move fills the cell with the side to move; a taken cell, a cell off the board or a finished game is no move', () => {
    expect(played('tictactoe', '.........', 4)).toBe('....x....');
    expect(played('tictactoe', '....x....', 0)).toBe('o...x....');
    expect(played('tictactoe', '....x....', 4)).toBeNull();
    expect(played('tictactoe', '....x....', 9)).toBeNull();
    expect(played('tictactoe', '....x....', 1.5)).toBeNull();
    expect(played('tictactoe', 'xxxoo....', 5)).toBeNull();
  });
});

describe('Connect-4', () => {
  test('the moves so far: whose turn, the cells from the top row, four in a row', () => {
    const s = gameStatus('connect4', '44');
    expect(s?.toMove).toBe('x');
    expect(s?.cells.slice(-7)).toBe('...x...');
    expect(s?.cells.slice(-14, -7)).toBe('...o...');
    expect(gameStatus('connect4', '1212121')).toMatchObject({ winner: 'x' });
    expect(gameStatus('connect4', '8')).toBeNull();
  });

  test('a move drops in a column; a full column is no move', () => {
    expect(played('connect4', '', 4)).toBe('4');
    expect(played('connect4', '444444', 4)).toBeNull();
    expect(played('connect4', '444444', 3)).toBe('4444443');
    expect(played('connect4', '', 0)).toBeNull();
  });
});

test('the search request: the depth as a number or the default, and with random ties a draw per position from the seed', () => {
  const o = { algo: 'alphabeta', depth: '', centre: false, tieSeed: null } as const;
  expect(positionRequest('tictactoe', '.........', o)).toEqual({
    game: 'tictactoe',
    position: '.........',
    algo: 'alphabeta',
    depth: undefined,
    centreFirst: false,
    randomSeed: undefined,
  });
  expect(positionRequest('connect4', '44', { ...o, depth: '5', centre: true }).depth).toBe(5);
  const a = positionRequest('tictactoe', 'x........', { ...o, tieSeed: 7 }).randomSeed;
  const b = positionRequest('tictactoe', 'x...o....', { ...o, tieSeed: 7 }).randomSeed;
  expect(a).toBe(positionRequest('tictactoe', 'x........', { ...o, tieSeed: 7 }).randomSeed);
  expect(a).not.toBe(b);
  expect(positionRequest('tictactoe', 'x........', { ...o, tieSeed: 8 }).randomSeed).not.toBe(a);
});
