/**
 * The URL of the compare page's MCTS mode (`#/compare?game=…`, issue 23)
 * both ways, as params.ts does it for the other routes: read strictly, each
 * parameter it cannot use a notice naming it, its value and what is allowed
 * (in both languages), the default shown instead; written back without the
 * defaults.
 *
 *   `#/compare?game=connect4&position=4453&iterations=10000&depth=8&c=1.41&seed=1`
 *
 * - `game`: connect4 (default) or tictactoe; a link with `game` (or
 *   `set=mcts`) is this mode, any other `#/compare` link the trees';
 * - `position`: Connect-4, the columns played (absent: the empty board);
 *   tic-tac-toe, the 9 cells; any legal position (a finished game is shown
 *   as finished, with nothing to compare);
 * - `iterations`: MCTS's, 1–1,000,000 (default 10,000);
 * - `c`: UCB1's exploration constant, a decimal number 0–10 (default √2);
 * - `seed`: MCTS's random numbers, 0–4294967295 (default 1);
 *   the three read and written by the rules of every route (mcts-params.ts);
 * - `depth`: alpha-beta's, in plies: Connect-4 1–10 (default 6), tic-tac-toe
 *   1–9 (default: to the end of the game).
 * Pure TypeScript (no DOM): tested in Node (tests/unit/compare-mcts.test.ts).
 */
import type { GameName } from '../../app/position-search.ts';
import type { Checked, IntRange } from '../../games/input.ts';
import { msg } from '../../i18n/message.ts';
import { Params, checkPosition } from './param-reader.ts';
import { MCTS_ITERATIONS, MCTS_SEEDS, cText, readC } from './mcts-params.ts';
import { C4_DEPTH, TTT_DEPTH, type RouteCodec } from './params.ts';
import { routeHash } from './route.ts';

export const COMPARE_MCTS_GAMES = ['connect4', 'tictactoe'] as const satisfies readonly GameName[];

/** The parameters this mode reads (`present` and `lang` are the app's). */
export const COMPARE_MCTS_PARAMS = ['set', 'game', 'position', 'iterations', 'c', 'seed', 'depth'] as const;

export const DEPTH_RANGES: Record<GameName, IntRange> = { connect4: C4_DEPTH, tictactoe: TTT_DEPTH };

export const COMPARE_MCTS_DEFAULTS = {
  game: 'connect4',
  position: { connect4: '', tictactoe: '.........' },
  iterations: 10_000,
  c: Math.SQRT2,
  seed: 1,
  /** Connect-4's as its page searches; tic-tac-toe to the end (null). */
  depth: { connect4: 6, tictactoe: null },
} as const;

export interface CompareMctsParams {
  game: GameName;
  /** Legal: a finished game too (the page says there is nothing to compare). */
  position: string;
  iterations: number;
  c: number;
  seed: number;
  /** Alpha-beta's depth; null: to the end of the game (tic-tac-toe only). */
  depth: number | null;
}

/** Whether a compare link is this mode's: it names a game, or asks for it (`set=mcts`). */
export const isMctsLink = (p: URLSearchParams): boolean => p.has('game') || p.get('set') === 'mcts';

/** A legal position of the game as a link or the position field gives it (tic-tac-toe's cells in lower case; a finished game too), or what is wrong with it. */
export const checkComparePosition = (game: GameName, text: string): Checked<string> => checkPosition(game, text, 'shown');

/** `#/compare?game=&position=&iterations=&c=&seed=&depth=` */
export const COMPARE_MCTS_ROUTE: RouteCodec<CompareMctsParams> = {
  read(p) {
    const r = new Params(p, COMPARE_MCTS_PARAMS);
    const set = r.text('set');
    if (set !== null && set !== 'mcts') r.refuse('set', set, msg('cmpReasonSet'), msg('instead.ignored'));
    const game = r.choice('game', COMPARE_MCTS_GAMES, COMPARE_MCTS_DEFAULTS.game);
    const D = COMPARE_MCTS_DEFAULTS;
    const depthDefault = D.depth[game];
    const values: CompareMctsParams = {
      game,
      position: r.get('position', (text) => checkComparePosition(game, text), D.position[game], msg('instead.empty-board')),
      iterations: r.int('iterations', MCTS_ITERATIONS, D.iterations),
      c: readC(r, D.c),
      seed: r.int('seed', MCTS_SEEDS, D.seed),
      depth:
        depthDefault === null
          ? r.optionalInt('depth', DEPTH_RANGES[game], msg('instead.value', { value: '∞' }))
          : r.int('depth', DEPTH_RANGES[game], depthDefault),
    };
    return { values, notices: r.notices };
  },
  write(v) {
    const D = COMPARE_MCTS_DEFAULTS;
    return routeHash('compare', {
      game: v.game,
      position: v.position === D.position[v.game] ? undefined : v.position,
      iterations: v.iterations === D.iterations ? undefined : v.iterations,
      depth: v.depth === D.depth[v.game] || v.depth === null ? undefined : v.depth,
      c: v.c === D.c ? undefined : cText(v.c),
      seed: v.seed === D.seed ? undefined : v.seed,
    });
  },
};
