/**
 * A score as every page writes it: the solve panel's and the machine's note
 * (board-game/), the ladder's rungs, bounds and passes (ladder/), alpha-beta's
 * values on the compare page (compare/). A sign on both sides of 0, so that
 * it reads as for or against the player to move ("+3", "0", "−2", with a
 * true minus sign), the digits grouped as the language groups them ("+1,234"
 * in English, "+1234" and "+12.345" in Spanish). What a score means is
 * app/perfect-play.ts's (scoreMeaning, meaning). No DOM: tested in Node
 * through its users (tests/unit/perfect-play.test.ts, ladder-page.test.ts,
 * compare-mcts.test.ts).
 */
import type { Lang } from '../../i18n/lang.ts';

export const signed = (n: number, lang: Lang): string => `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n).toLocaleString(lang)}`;
