/**
 * What the 2048 page says to a screen reader (issue 36), one message a move,
 * in words written to be heard: the direction, the merges, the new tile and
 * where, the score, then the goal reached or the game over — "Moved up. Two
 * 2 tiles merged into 4. New 2 at row 3, column 1. Score 4." A move that
 * changes nothing says so; a new game says its two tiles; the solver says
 * where it stopped. Rows and columns are counted from 1, from the top left,
 * as the board's cells are named (widgets/g2048-board.ts). Pure.
 */
import type { Direction } from '../../games/g2048/cells.ts';
import type { GameSession } from '../../games/g2048/session.ts';
import { formatNumber, type Lang } from '../../i18n/lang.ts';
import { sayer } from '../../i18n/say.ts';
import { moves } from '../widgets/g2048-merges.ts';

/** After a move from `before` toward `dir` that moved something: `game` as it is now; `wonBefore`, whether the goal was reached before this move. */
export function moveWords(before: number[][], dir: Direction, game: GameSession, wonBefore: boolean, lang: Lang): string {
  const L = sayer(lang);
  const after = game.grid;
  // How many merges made each new value (a merged cell keeps its value: the new tile lands on an empty cell).
  const made = new Map<number, number>();
  for (const [cell, m] of moves(before, dir)) {
    const [r, c] = cell.split(',').map(Number) as [number, number];
    const into = after[r]![c]!;
    if (m.merged) made.set(into, (made.get(into) ?? 0) + 1);
  }
  const merges = [...made].sort(([a], [b]) => a - b).map(([into, n]) => L('saidMerged', { n, value: into / 2, into }));
  const tile = game.spawns.at(-1);
  const words = [
    L('saidMoved', { dir }),
    ...merges,
    tile === undefined ? '' : L('saidNewTile', { value: tile.value, row: tile.row + 1, column: tile.col + 1 }),
    L('saidScore', { score: game.score }),
    !wonBefore && game.won ? L('saidGoal', { goal: formatNumber(game.goal) }) : '',
    game.over ? L('lost') : '',
  ];
  return words.filter((w) => w !== '').join(' ');
}

/** A move that changes nothing: "Nothing moves up.", or, with no move left, that the game is over. */
export function noMoveWords(dir: Direction, over: boolean, lang: Lang): string {
  const L = sayer(lang);
  return over ? L('lost') : L('saidNoMove', { dir });
}

/** A new game's two tiles: "New game: 2 at row 1, column 3, and 2 at row 4, column 2." */
export function newGameWords(game: GameSession, lang: Lang): string {
  const L = sayer(lang);
  const [first, second] = game.spawns.map((t) => L('saidTileAt', { value: t.value, row: t.row + 1, column: t.col + 1 }));
  return first === undefined || second === undefined ? '' : L('saidNewGameTiles', { first, second });
}

/** Where the solver stopped: its moves, the score and the largest tile, then the goal reached or the game over. */
export function solverWords(played: number, game: GameSession, lang: Lang): string {
  const L = sayer(lang);
  const end = game.won ? L('saidGoal', { goal: formatNumber(game.goal) }) : game.over ? L('lost') : '';
  return [L('saidSolverStopped', { moves: played, score: game.score, max: formatNumber(game.maxTile) }), end].filter((w) => w !== '').join(' ');
}
