/**
 * What the game pages say to a screen reader (issue 36), in both languages:
 * tic-tac-toe and Connect-4 moves, replies, whose turn and the result with
 * its line (src/ui/board-game/game-words.ts); 2048's moves with their
 * merges, new tile and score (src/ui/g2048/move-words.ts). Words to be
 * heard: no glyph stands for a word.
 */
import { describe, expect, test } from 'vitest';
import { lastMove, moveWords, outcomeWords, proposedWords, refusedWords, statusWords } from '../../src/ui/board-game/game-words.ts';
import { moveWords as moved2048, newGameWords, noMoveWords, solverWords } from '../../src/ui/g2048/move-words.ts';
import { gameStatus } from '../../src/app/board-game.ts';
import { GameSession } from '../../src/games/g2048/session.ts';
import { fromArray } from '../../src/games/g2048/board.ts';
import { LINES } from '../../src/games/tictactoe/game.ts';

describe('tic-tac-toe and Connect-4: moves and their outcome', () => {
  test('the move one position to the next: its cell or column and its side; none when they are not one move apart', () => {
    expect(lastMove('tictactoe', 'xo.......', 'xo.x.....')).toEqual({ action: 3, side: 'x' });
    expect(lastMove('tictactoe', 'xo.x.....', 'xo.x..o..')).toEqual({ action: 6, side: 'o' });
    expect(lastMove('tictactoe', 'xo.......', 'xo.......')).toBeNull();
    expect(lastMove('connect4', '44', '443')).toEqual({ action: 3, side: 'x' });
    expect(lastMove('connect4', '443', '4433')).toEqual({ action: 3, side: 'o' });
    expect(lastMove('connect4', '44', '4')).toBeNull();
  });

  test.each([
    ['tictactoe', 'xo.......', 'xo.x.....', 'you', 'en', 'You played X in the middle left.'],
    ['tictactoe', 'xo.x.....', 'xo.x..o..', 'reply', 'en', 'O replied in the bottom left corner.'],
    ['tictactoe', '.........', '....x....', 'machine', 'en', 'X played in the centre.'],
    ['tictactoe', 'xo.......', 'xo.x.....', 'you', 'es', 'Juegas X en medio a la izquierda.'],
    ['tictactoe', 'xo.x.....', 'xo.x..o..', 'reply', 'es', 'O responde abajo a la izquierda.'],
    ['tictactoe', '.........', '....x....', 'machine', 'es', 'X juega en el centro.'],
    ['connect4', '44', '444', 'you', 'en', 'You dropped X in column 4, row 3.'],
    ['connect4', '444', '4443', 'reply', 'en', 'O replied in column 3, row 1.'],
    ['connect4', '44', '444', 'you', 'es', 'Dejas caer una X en la columna 4, fila 3.'],
    ['connect4', '444', '4443', 'reply', 'es', 'O responde en la columna 3, fila 1.'],
  ] as const)('%s %s → %s by %s (%s)', (game, before, after, mover, lang, words) => {
    expect(moveWords(game, before, after, mover, lang)).toBe(words);
  });

  test('every line of three is named where it lies', () => {
    const en = [
      'in the top row',
      'in the middle row',
      'in the bottom row',
      'in the left column',
      'in the middle column',
      'in the right column',
      'on the diagonal from top left to bottom right',
      'on the diagonal from top right to bottom left',
    ];
    for (const [k, line] of LINES.entries()) {
      // X on the line, O on two cells off it (X moved last: one mark more).
      const cells = [...'.........'];
      for (const i of line) cells[i] = 'x';
      const off = [...cells.keys()].filter((i) => cells[i] === '.').slice(0, 2);
      for (const i of off) cells[i] = 'o';
      const position = cells.join('');
      expect(gameStatus('tictactoe', position)?.winner, position).toBe('x');
      expect(outcomeWords('tictactoe', position, 'x', 'en')).toBe(`X wins: three ${en[k]}.`);
    }
    expect(outcomeWords('tictactoe', 'xoo.xo.xx', 'o', 'es')).toBe('Ganan las X: tres en la diagonal de arriba a la izquierda a abajo a la derecha.');
  });

  test('Connect-4: four along a row, up a column or on a diagonal, rows counted from the bottom', () => {
    expect(outcomeWords('connect4', '1122334', 'x', 'en')).toBe('X wins: four in row 1.');
    expect(outcomeWords('connect4', '1212121', 'o', 'en')).toBe('X wins: four in column 1.');
    expect(outcomeWords('connect4', '12233434544', 'o', 'en')).toBe('X wins: four on a diagonal from column 1 to column 4.');
    expect(outcomeWords('connect4', '1122334', 'x', 'es')).toBe('Ganan las X: cuatro en la fila 1.');
    expect(outcomeWords('connect4', '12233434544', 'o', 'es')).toBe('Ganan las X: cuatro en diagonal, de la columna 1 a la 4.');
  });

  test('whose turn, a draw, and the status line over the board', () => {
    expect(outcomeWords('tictactoe', 'xo.x..o..', 'x', 'en')).toBe('Your turn.');
    expect(outcomeWords('tictactoe', 'xo.x.....', 'x', 'en')).toBe('The machine is thinking.');
    expect(outcomeWords('tictactoe', 'xoxxoooxx', 'x', 'en')).toBe('Draw: the board is full.');
    expect(outcomeWords('tictactoe', 'xoxxoooxx', 'x', 'es')).toBe('Empate: el tablero está lleno.');
    expect(outcomeWords('tictactoe', 'xo.x..o..', 'x', 'es')).toBe('Te toca.');
    expect(statusWords(gameStatus('tictactoe', 'xo.x..o..')!, 'x', 'en')).toBe('Your turn (X).');
    expect(statusWords(gameStatus('tictactoe', 'xxxoo....')!, 'o', 'es')).toBe('Ganan las X.');
  });

  test('a cell or column that cannot be played, activated: why', () => {
    expect(refusedWords('tictactoe', 'x...o....', 4, true, 'en')).toBe('Taken: centre, cell 4, O.');
    expect(refusedWords('tictactoe', 'x...o....', 4, true, 'es')).toBe('Ocupada: centro, casilla 4, O.');
    expect(refusedWords('tictactoe', 'x...o....', 1, true, 'en')).toBe('');
    expect(refusedWords('tictactoe', 'x........', 1, false, 'en')).toBe('Wait: the machine is thinking.');
    expect(refusedWords('tictactoe', 'xxxoo....', 5, true, 'en')).toBe('The game is over: New game starts another.');
    expect(refusedWords('connect4', '444444', 4, true, 'en')).toBe('Column 4 is full.');
    expect(refusedWords('connect4', '444444', 4, true, 'es')).toBe('La columna 4 está llena.');
  });

  test('the machine’s proposal, where it would play', () => {
    expect(proposedWords('tictactoe', 'x...o....', 8, 'en')).toBe('The machine proposes X in the bottom right corner.');
    expect(proposedWords('connect4', '44', 4, 'es')).toBe('La máquina propone X en la columna 4, fila 3.');
    expect(proposedWords('tictactoe', 'x...o....', 4, 'en')).toBe('');
  });
});

/** A 2048 game from a board, its tiles after each move from `seed`. */
function game2048(rows: number[][], score = 0, seed = 7): GameSession {
  const b = fromArray(rows);
  if (!b.ok) throw new Error('a board');
  return new GameSession(seed, 2048, { board: b.board, score });
}

describe('2048: what a move did', () => {
  test('the direction, each merge, the new tile and where, the score; nothing else', () => {
    const g = game2048([
      [2, 2, 4, 4],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    const before = g.grid;
    expect(g.play('left')).not.toBeNull();
    const tile = g.spawns.at(-1)!;
    const at = `row ${tile.row + 1}, column ${tile.col + 1}`;
    expect(moved2048(before, 'left', g, false, 'en')).toBe(
      `Moved left. Two 2 tiles merged into 4. Two 4 tiles merged into 8. New ${tile.value} at ${at}. Score 12.`,
    );
    expect(moved2048(before, 'left', g, false, 'es')).toBe(
      `Hacia la izquierda. Dos fichas de 2 se unen en 4. Dos fichas de 4 se unen en 8. Nueva ficha de ${tile.value} en la fila ${tile.row + 1}, columna ${tile.col + 1}. Puntuación: 12.`,
    );
  });

  test('two merges of the same tiles are said once, as pairs; the goal reached and the game over are said', () => {
    const g = game2048([
      [2, 2, 0, 0],
      [2, 2, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    const before = g.grid;
    g.play('left');
    expect(moved2048(before, 'left', g, false, 'en')).toMatch(
      /^Moved left\. 2 pairs of 2 tiles merged, each into 4\. New [24] at row \d, column \d\. Score 8\.$/,
    );
    expect(moved2048(before, 'left', g, false, 'es')).toMatch(/^Hacia la izquierda\. 2 parejas de fichas de 2 se unen, cada una en 4\./);
    const goal = game2048([
      [1024, 1024, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    const start = goal.grid;
    goal.play('left');
    expect(moved2048(start, 'left', goal, false, 'en')).toMatch(/Two 1024 tiles merged into 2048\. .* Score 2048\. You reached 2048, the goal\.$/);
    // Once reached, not said again.
    expect(moved2048(start, 'left', goal, true, 'en')).not.toMatch(/goal/);
    // The last move of a game: the board full, no merge left.
    const last = game2048(
      [
        [2, 4, 2, 4],
        [4, 2, 4, 2],
        [2, 4, 2, 4],
        [8, 8, 4, 0],
      ],
      0,
      3,
    );
    const end = last.grid;
    last.play('right');
    if (last.over) expect(moved2048(end, 'right', last, false, 'en')).toMatch(/No move left: the game is over\.$/);
    else expect(moved2048(end, 'right', last, false, 'en')).not.toMatch(/over/);
  });

  test('a move that changes nothing, a new game, the solver stopped', () => {
    expect(noMoveWords('up', false, 'en')).toBe('Nothing moves up.');
    expect(noMoveWords('right', false, 'es')).toBe('Hacia la derecha no se mueve nada.');
    expect(noMoveWords('up', true, 'en')).toBe('No move left: the game is over.');
    const g = new GameSession(5);
    const [a, b] = g.spawns;
    expect(newGameWords(g, 'en')).toBe(
      `New game: ${a!.value} at row ${a!.row + 1}, column ${a!.col + 1}, and ${b!.value} at row ${b!.row + 1}, column ${b!.col + 1}.`,
    );
    expect(solverWords(12, g, 'en')).toBe(`The solver played 12 moves: score 0, max tile ${g.maxTile}.`);
  });
});

describe('words to be heard', () => {
  test('no glyph stands for a word in what the games say', () => {
    const said = [
      moveWords('tictactoe', 'xo.......', 'xo.x.....', 'you', 'en'),
      outcomeWords('connect4', '12233434544', 'o', 'es'),
      refusedWords('tictactoe', 'x...o....', 4, true, 'es'),
      noMoveWords('left', false, 'es'),
    ];
    for (const s of said) expect(s).not.toMatch(/[▶↓→←↑…·≥≤∞−]/);
  });
});
