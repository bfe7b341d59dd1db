/**
 * A Monte Carlo tree search node's position, on the board the tic-tac-toe
 * and Connect-4 pages draw (game-board.ts, small and not played on): the
 * node's own, and at a playout the position where its random moves end (the
 * moves replayed from their names, "X4", "O↓3"). `[data-position]` carries
 * the node's id.
 */
import { html, nothing } from 'lit';
import { TicTacToe, type TicTacToeState } from '../../../games/tictactoe/game.ts';
import { play, type Connect4State } from '../../../games/connect4/game.ts';
import { c4Text, type GameName } from '../../../app/position-search.ts';
import type { Lang } from '../../../i18n/lang.ts';
import { say, type MessageCode } from '../../../i18n/say.ts';
import type { GameBoard } from '../../widgets/game-board.ts';

/** The game a recorded state is of: tic-tac-toe's cells are text, Connect-4's bytes. */
export function gameOfState(state: unknown): GameName {
  return typeof (state as { cells?: unknown } | null)?.cells === 'string' ? 'tictactoe' : 'connect4';
}

/** A state's cells as the board draws them: row by row from the top, x, o or '.'. */
export function cellsOf(game: GameName, state: unknown): string {
  return game === 'tictactoe' ? (state as TicTacToeState).cells : c4Text(state as Connect4State);
}

/** The state after a playout's moves, by their names: the number ending each is the cell (0–8) or the column (1–7). */
export function afterMoves(game: GameName, state: unknown, moves: readonly string[]): unknown {
  const ttt = new TicTacToe();
  let s = state;
  for (const m of moves) {
    const n = Number(/(\d+)$/.exec(m)?.[1] ?? NaN);
    if (!Number.isInteger(n)) break;
    s = game === 'tictactoe' ? ttt.result(s as TicTacToeState, n) : play(s as Connect4State, n - 1);
  }
  return s;
}

/** A figure with a small board: `hook` is its data-* attribute (`data-position` for a node's), `id` the node's. */
export function boardFigure(
  board: GameBoard,
  game: GameName,
  state: unknown,
  caption: MessageCode,
  lang: Lang,
  hook: 'position' | 'playout-position',
  id: string,
) {
  const cells = cellsOf(game, state);
  return html`<figure class="mcts-position" data-position=${hook === 'position' ? '' : nothing} data-playout-position=${hook === 'playout-position' ? '' : nothing} data-node-id=${id}>
    <figcaption>${say(caption, lang)}</figcaption>
    ${board.render({ game, cells, playable: false, lang, play: () => undefined, small: true })}
  </figure>`;
}
