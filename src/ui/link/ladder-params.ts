/**
 * The solver ladder's URL both ways (`#/ladder`, docs/contracts.md), as
 * params.ts does it for the other routes: read strictly, each parameter it
 * cannot use a notice naming it, its value and what is allowed (in both
 * languages), the default shown instead; written back without the defaults.
 *
 *   `#/ladder?game=connect4|tictactoe&position=…&rung=…&pass=N&step=K&budget=N`
 *
 * - `game`: connect4 (default) or tictactoe;
 * - `position`: Connect-4, the columns played (`2252576253462244111563365343671351441`;
 *   `position=` with nothing is the empty board; absent: Pons' Middle-Easy
 *   position 1, where the rungs differ by orders of magnitude, from
 *   minimax's 1,644,817 nodes down to 168); tic-tac-toe, the 9 cells
 *   (`x...o....`; absent: the empty board). A position whose game is over has
 *   no score to solve, and is refused naming the move that ended it;
 * - `rung`: the rung whose search is shown in the viewer (one of the game's
 *   rungs); absent: none;
 * - `pass`: which pass of that search (1 = the first null-window probe or
 *   iteration); absent: the last;
 * - `step`: the viewer's step;
 * - `budget`: the most nodes each rung may search (default 5,000,000).
 * Pure TypeScript (no DOM): tested in Node (tests/unit/ladder-page.test.ts).
 */
import { GAME_RUNGS } from '../../app/ladder.ts';
import type { Rung } from '../../games/connect4/solver.ts';
import type { GameName } from '../../app/position-search.ts';
import type { Checked, IntRange } from '../../games/input.ts';
import { msg } from '../../i18n/message.ts';
import { Params, checkPosition } from './param-reader.ts';
import type { RouteCodec } from './params.ts';
import { routeHash } from './route.ts';

export { GAME_RUNGS, type Rung };

export const LADDER_GAMES = ['connect4', 'tictactoe'] as const satisfies readonly GameName[];

/** The parameters `#/ladder` reads (`present` and `lang` are the app's). */
export const LADDER_PARAMS = ['game', 'position', 'rung', 'pass', 'step', 'budget'] as const;

/**
 * Pons' End-Easy position 975 (score +1): every rung finishes at once, and
 * the nodes fall rung by rung as his table's means do (253,354 · 6,055 ·
 * 2,017 · 1,162 · 1,380 · 711 · 538 · 526), the null windows' rung above the
 * table's as on his End-Easy; minimax's tree traced whole. An example.
 */
export const END_EASY_975 = '1322154452517765343277266216437';

/**
 * Pons' Middle-Easy position 1 (25 stones, score +4 for X), where the
 * Connect-4 ladder opens (issue 35): the rungs differ by orders of magnitude
 * (1,644,817 · 14,160 · 2,561 · 1,406 · 1,966 · 979 · 198 · 168 nodes), the
 * null windows' rung above the table's, as the line under the table explains;
 * every rung finishes in the worker within a fraction of a second.
 */
export const MIDDLE_EASY_1 = '5554224333234511764415115';

/** The budgets the page offers (a link may give any in BUDGET_RANGE). */
export const BUDGETS = [1_000_000, 5_000_000, 20_000_000, 100_000_000] as const;
export const BUDGET_RANGE: IntRange = { min: 1_000, max: 1_000_000_000 };
const PASS_RANGE: IntRange = { min: 1, max: 10_000 };

export const LADDER_DEFAULTS = {
  game: 'connect4',
  position: { connect4: MIDDLE_EASY_1, tictactoe: '.........' },
  budget: 5_000_000,
} as const;

export interface LadderParams {
  game: GameName;
  /** Legal, and the game not over. */
  position: string;
  /** The rung whose trace is shown; null: none. */
  rung: Rung | null;
  /** The pass shown, 1-based; null: the last. */
  pass: number | null;
  step: number;
  budget: number;
}

/** A position the ladder can solve: legal, and the game not over (a finished game has no score for the player to move; the error names the move). */
export const checkLadderPosition = (game: GameName, text: string): Checked<string> => checkPosition(game, text, 'refused');

/** `#/ladder?game=&position=&rung=&pass=&step=&budget=` */
export const LADDER_ROUTE: RouteCodec<LadderParams> = {
  read(p) {
    const r = new Params(p, LADDER_PARAMS);
    const game = r.choice('game', LADDER_GAMES, LADDER_DEFAULTS.game);
    const fallback = LADDER_DEFAULTS.position[game];
    const position = r.get(
      'position',
      (text) => checkLadderPosition(game, text),
      fallback,
      game === 'connect4' ? msg('ladderInsteadMiddleEasy') : msg('instead.empty-board'),
    );
    const rung = r.get<Rung | null>('rung', (text) => checkRung(game, text), null, msg('instead.ignored'));
    const values: LadderParams = {
      game,
      position,
      rung,
      pass: r.optionalInt('pass', PASS_RANGE, msg('ladderInsteadLastPass')),
      step: r.step(),
      budget: r.int('budget', BUDGET_RANGE, LADDER_DEFAULTS.budget),
    };
    return { values, notices: r.notices };
  },
  write(v) {
    const hash = routeHash('ladder', {
      game: v.game,
      position: v.position,
      rung: v.rung ?? undefined,
      pass: v.rung === null ? undefined : (v.pass ?? undefined),
      step: v.rung === null || v.step === 0 ? undefined : v.step,
      budget: v.budget === LADDER_DEFAULTS.budget ? undefined : v.budget,
    });
    // The empty Connect-4 board is `position=` (nothing played), which routeHash leaves out: put it back.
    return v.position === '' ? hash.replace(/^(#\/ladder\?game=\w+)/, '$1&position=') : hash;
  },
};

/** One of the game's rungs (tic-tac-toe has no Connect-4 techniques: losing, threats, bounds). */
function checkRung(game: GameName, text: string): Checked<Rung | null> {
  const rungs: readonly string[] = GAME_RUNGS[game];
  if (rungs.includes(text)) return { ok: true, value: text as Rung };
  return { ok: false, error: msg('ladderRungReason', { value: text, rungs: GAME_RUNGS[game] }) };
}

/** The link to a rung's search on a position (the rungs' table links every rung). */
export const rungLink = (game: GameName, position: string, rung: Rung, budget: number): string =>
  LADDER_ROUTE.write({ game, position, rung, pass: null, step: 0, budget });
