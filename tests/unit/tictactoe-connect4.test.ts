/**
 * Tic-tac-toe and Connect-4: the known answers (the empty tic-tac-toe board
 * is a draw, with 549 946 nodes in the full game tree), wins in one taken and
 * losses in one blocked, aima-python's tic-tac-toe positions, negamax =
 * minimax, alpha-beta = minimax on random positions, moves named in game
 * terms (X4, X↓4) down to the decision tree's node ids. `tutor search --game`
 * is in tests/integration/tictactoe-connect4.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { alphabeta, minimax, negamax } from '../../src/search/index.ts';
import { TicTacToe, parsePosition, type TicTacToeState } from '../../src/games/tictactoe/game.ts';
import { Connect4, EMPTY_C4, parseMoves, play, type Connect4State } from '../../src/games/connect4/game.ts';
import { recordPosition, searchPosition } from '../../src/app/position-search.ts';
import { STEP } from '../../src/app/view-tree.ts';
import { say } from '../../src/i18n/say.ts';
import type { Message } from '../../src/i18n/message.ts';

/** A refusal in both languages (the games' positions are worded in each since issue 13). */
const worded = (r: { ok: true } | { ok: false; error: Message }) => (r.ok ? r : { en: say(r.error, 'en'), es: say(r.error, 'es') });

const ttt = new TicTacToe();
const pos = (text: string): TicTacToeState => {
  const p = parsePosition(text);
  if (!p.ok) throw new Error(say(p.error, 'en'));
  return p.state;
};

describe('tic-tac-toe', () => {
  test('the empty board is a draw at full depth, for every searcher; minimax visits the whole game tree', () => {
    const mm = minimax(ttt, pos('.........'));
    expect(mm.value).toBe(0);
    expect(mm.nodes).toBe(549_946);
    expect(alphabeta(ttt, pos('.........')).value).toBe(0);
    expect(negamax(ttt, pos('.........')).value).toBe(0);
  });

  test.each([
    ['xx.oo....', 2, 'X completes the top row'],
    ['xx.oo.x..', 5, 'O completes the middle row'],
    ['x..ox.o..', 8, 'X completes the diagonal'],
  ])('a win in one is taken: %s → %i (%s)', (position, cell) => {
    for (const search of [minimax, alphabeta, negamax]) expect(search(ttt, pos(position)).action).toBe(cell);
  });

  test.each([
    ['oo.x...x.', 2],
    ['xx..o....', 2],
    ['x...x..o.', 8],
  ])('a loss in one is blocked: %s → %i', (position, cell) => {
    for (const search of [minimax, alphabeta]) expect(search(ttt, { ...pos(position) }).action).toBe(cell);
  });

  // aima-python tests/test_games.py, test_alphabeta_full_search: their (x, y) are (row, column) from 1;
  // a cell is 3(x − 1) + (y − 1). The fourth lists (3, 1) for both players: the O written last stands.
  test.each([
    [
      'X',
      [
        [1, 1],
        [3, 3],
      ],
      [
        [1, 2],
        [3, 2],
      ],
      [2, 2],
    ],
    [
      'O',
      [
        [1, 1],
        [3, 1],
        [3, 3],
      ],
      [
        [1, 2],
        [3, 2],
      ],
      [2, 2],
    ],
    ['O', [[1, 1]], [], [2, 2]],
    [
      'X',
      [[1, 1]],
      [
        [2, 2],
        [3, 1],
      ],
      [1, 3],
    ],
  ] as const)('aima-python: %s to move, X at %j, O at %j → %j', (toMove, xs, os, [x, y]) => {
    const cells = [...'.........'];
    for (const [r, c] of xs) cells[3 * (r - 1) + (c - 1)] = 'x';
    for (const [r, c] of os) cells[3 * (r - 1) + (c - 1)] = 'o';
    const state: TicTacToeState = { cells: cells.join(''), toMove: toMove === 'X' ? 'x' : 'o' };
    expect(alphabeta(ttt, state).action).toBe(3 * (x - 1) + (y - 1));
    expect(minimax(ttt, state).action).toBe(3 * (x - 1) + (y - 1));
  });

  test('negamax and alpha-beta give minimax’s value on random positions, at any depth', () => {
    const positions = fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 7 }).map((moves) => {
      let s = pos('.........');
      for (const m of moves) if (!ttt.isTerminal(s) && s.cells[m] === '.') s = ttt.result(s, m);
      return s;
    });
    fc.assert(
      fc.property(positions, fc.constantFrom(1, 3, 6, Infinity), (s, depth) => {
        const v = minimax(ttt, s, { depth }).value;
        expect(negamax(ttt, s, { depth }).value).toBe(v);
        expect(alphabeta(ttt, s, { depth }).value).toBe(v);
      }),
      { numRuns: 150 },
    );
  });

  test('a seeded random choice among the equally good moves', () => {
    const a = searchPosition({ game: 'tictactoe', position: '.........', algo: 'minimax', randomSeed: 3 });
    const b = searchPosition({ game: 'tictactoe', position: '.........', algo: 'minimax', randomSeed: 3 });
    expect(a).toEqual(b);
    const seen = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map(
        (seed) => (searchPosition({ game: 'tictactoe', position: '.........', algo: 'minimax', randomSeed: seed }) as { json: { action: number } }).json.action,
      ),
    );
    expect(seen.size).toBeGreaterThan(1);
  });

  test('bad positions are refused with a reason', () => {
    expect(worded(parsePosition('xx'))).toEqual({ en: expect.stringMatching(/9 characters/), es: expect.stringMatching(/9 caracteres/) });
    expect(worded(parsePosition('xxx......'))).toEqual({ en: expect.stringMatching(/3 x and 0 o/), es: expect.stringMatching(/3 x y 0 o/) });
  });
});

const moves = (text: string): Connect4State => {
  const p = parseMoves(text);
  if (!p.ok) throw new Error(say(p.error, 'en'));
  return p.state;
};

describe('Connect-4', () => {
  test.each([2, 3, 4])('at depth %i both sides take a win in one and block a loss in one', (depth) => {
    // X to move with three in a row on the bottom (columns 1–3, O above): X wins at column 4.
    const xWins = moves('112233');
    expect(alphabeta(new Connect4({ machine: 1 }), xWins, { depth }).action).toBe(3);
    expect(minimax(new Connect4({ machine: 1 }), xWins, { depth }).action).toBe(3);
    // O to move, X threatens column 4 (X: 1, 2, 3 on the bottom; O: 1, 2 above): O blocks at column 4.
    const oBlocks = moves('11223');
    expect(oBlocks.toMove).toBe(2);
    expect(alphabeta(new Connect4({ machine: 2 }), oBlocks, { depth }).action).toBe(3);
    // O to move with three in a column (column 7): O wins by stacking a fourth.
    const oWins = moves('1727172');
    expect(oWins.toMove).toBe(2);
    expect(alphabeta(new Connect4({ machine: 2 }), oWins, { depth }).action).toBe(6);
    // X to move, O threatens to complete column 7: X blocks there.
    const xBlocks = moves('172717');
    expect(xBlocks.toMove).toBe(1);
    expect(alphabeta(new Connect4({ machine: 1 }), xBlocks, { depth }).action).toBe(6);
  });

  test('alpha-beta (in either order) gives minimax’s value on random positions', () => {
    const positions = fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 16 }).map((ms) => {
      let s = EMPTY_C4;
      for (const c of ms) if (s.winner === 0 && s.heights[c]! < 6) s = play(s, c);
      return s;
    });
    fc.assert(
      fc.property(positions, fc.integer({ min: 1, max: 4 }), (s, depth) => {
        const v = minimax(new Connect4(), s, { depth }).value;
        expect(alphabeta(new Connect4(), s, { depth }).value).toBe(v);
        expect(alphabeta(new Connect4({ centreFirst: true }), s, { depth }).value).toBe(v);
      }),
      { numRuns: 60 },
    );
  });

  test('illegal move lists are refused, naming the move', () => {
    expect(worded(parseMoves('48'))).toEqual({ en: expect.stringMatching(/move 2 is "8"/), es: expect.stringMatching(/movimiento 2 es "8"/) });
    expect(worded(parseMoves('1111111'))).toEqual({
      en: expect.stringMatching(/move 7: column 1 is full/),
      es: expect.stringMatching(/la columna 1 está llena/),
    });
    expect(worded(parseMoves('12131412'))).toEqual({
      en: expect.stringMatching(/move 8 comes after the game is over/),
      es: expect.stringMatching(/movimiento 8 llega con la partida ya terminada/),
    });
  });
});

describe('moves named in game terms', () => {
  test('tic-tac-toe: the mover and the cell 0–8', () => {
    expect(ttt.actions(pos('.........')).map((a) => ttt.actionLabel(pos('.........'), a))).toEqual(['X0', 'X1', 'X2', 'X3', 'X4', 'X5', 'X6', 'X7', 'X8']);
    expect(ttt.actions(pos('x...o....')).map((a) => ttt.actionLabel(pos('x...o....'), a))).toEqual(['X1', 'X2', 'X3', 'X5', 'X6', 'X7', 'X8']);
    expect(ttt.actionLabel(pos('x........'), 4)).toBe('O4');
  });

  test('Connect-4: the mover and the column 1–7 it drops into, in the visiting order', () => {
    const c4 = new Connect4();
    expect(c4.actions(EMPTY_C4).map((a) => c4.actionLabel(EMPTY_C4, a))).toEqual(['X↓1', 'X↓2', 'X↓3', 'X↓4', 'X↓5', 'X↓6', 'X↓7']);
    const centre = new Connect4({ centreFirst: true });
    const s = moves('4');
    expect(centre.actions(s).map((a) => centre.actionLabel(s, a))).toEqual(['O↓4', 'O↓3', 'O↓5', 'O↓2', 'O↓6', 'O↓1', 'O↓7']);
  });

  test('the decision tree’s node ids are the moves leading to them, found back from the ids; each node holds its position', () => {
    const recorded = recordPosition({ game: 'tictactoe', position: 'xo.ox.x.o', algo: 'minimax' })!;
    const { index } = recorded;
    expect([...index.children(0)].map((c) => index.id(c))).toEqual(['X2', 'X5', 'X7']);
    const x5o2 = index.find(['X5', 'O2'].join(STEP));
    expect(x5o2).toBeGreaterThan(0);
    expect(index.id(x5o2)).toBe(`X5${STEP}O2`);
    expect(index.find(`X5${STEP}O9`)).toBe(-1);
    // After X5 and O2 from xo.ox.x.o: xoooxxx.o (codes 0 empty, 1 x, 2 o).
    expect([...index.cells(x5o2)!].map((c) => '.xo'[c]).join('')).toBe('xoooxxx.o');
    const c4 = recordPosition({ game: 'connect4', position: '44', algo: 'alphabeta', depth: 2 })!;
    const first = c4.index.children(c4.index.children(0)[0]!)[0]!;
    expect(c4.index.id(first)).toBe(`X↓1${STEP}O↓1`);
    // Top row first: the bottom row holds X (col 1), X and O (col 4), O (col 1) above X.
    const rows = [...c4.index.cells(first)!].map((c) => '.xo'[c]).join('');
    expect(rows.slice(35)).toBe('x..x...');
    expect(rows.slice(28, 35)).toBe('o..o...');
  });
});
