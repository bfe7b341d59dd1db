/**
 * The ladder page's figures in words (ladder-page.ts): a score for the player
 * to move ("+3: win with your 19th stone", "0: draw", "−1: loss, X wins with
 * its 19th stone"), the bounds a rung stopped by its budget found, and a
 * pass of a search that makes several ("probe: is X's value above −1? → yes,
 * ≥ 1", "iteration 4"). Scores are Pons' (what one means: app/perfect-play.ts's
 * scoreMeaning; written with their sign: widgets/score-text.ts). No DOM:
 * tested in Node (tests/unit/ladder-page.test.ts).
 */
import type { GameName } from '../../app/position-search.ts';
import type { LadderPass, LadderRun } from '../../app/ladder.ts';
import type { Side } from '../../app/board-game.ts';
import { scoreMeaning } from '../../app/perfect-play.ts';
import type { Lang } from '../../i18n/lang.ts';
import { say } from '../../i18n/say.ts';
import { msg } from '../../i18n/message.ts';
import { signed } from '../widgets/score-text.ts';

export type { Side };

/** The other side. */
export const other = (side: Side): Side => (side === 'x' ? 'o' : 'x');

/** An exact score in words, for `side` (to move): "win with your 19th stone", "draw", "loss: X wins with its 19th stone". */
export function meaningText(game: GameName, score: number, side: Side, lang: Lang): string {
  const m = scoreMeaning(game, score);
  if (m.kind === 'draw') return say('scoreDraw', lang);
  const piece = game === 'connect4' ? 'stone' : 'mark';
  if (m.kind === 'win') return say(msg('ladderWin', { n: m.stone, piece }), lang);
  return say(msg('ladderLoss', { n: m.stone, piece, side: other(side).toUpperCase() }), lang);
}

/** What the bounds of a stopped search prove, for the player to move. */
export function boundsText(run: Pick<LadderRun, 'lower' | 'upper'>, lang: Lang): string {
  const { lower, upper } = run;
  const range = say(msg('boundBetween', { lower: signed(lower, lang), upper: signed(upper, lang) }), lang);
  const proved =
    lower > 0 ? 'ladderProvedWin' : upper < 0 ? 'ladderProvedLoss' : lower >= 0 ? 'scoreAtLeastDraw' : upper <= 0 ? 'ladderProvedAtBestDraw' : 'scoreUnknown';
  return `${range}: ${say(proved, lang)}`;
}

/** A pass of a search in words (its values X's, as the tree's): "Probe 2: is X's value above 10? → no, ≤ 1", "Iteration 4 (depth 4): 2", "Pass 1". */
export function passText(pass: Pick<LadderPass, 'depth' | 'guess' | 'value'>, index: number, lang: Lang): string {
  const n = index + 1;
  if (pass.guess !== undefined) {
    const question = say(msg('ladderProbe', { n, guess: signed(pass.guess, lang) }), lang);
    if (pass.value === undefined) return question;
    const above = pass.value > pass.guess;
    return `${question} → ${say(msg(above ? 'ladderProbeYes' : 'ladderProbeNo', { value: signed(pass.value, lang) }), lang)}`;
  }
  if (pass.depth !== undefined)
    return say(msg('ladderIteration', { n, depth: pass.depth, value: pass.value === undefined ? '?' : signed(pass.value, lang) }), lang);
  return say(msg('ladderPass', { n }), lang);
}

/** Nodes in a few figures: 549,946 → "549,946"; a mean to 4 significant figures (51.28, 212,899). */
export function nodesText(n: number, lang: Lang): string {
  const digits = n >= 1000 ? 0 : n >= 100 ? 1 : 2;
  return n.toLocaleString(lang, { maximumFractionDigits: Number.isInteger(n) ? 0 : digits });
}

/** Milliseconds as the page shows a time: "0.04 ms", "12 ms", "1.3 s". */
export function timeText(ms: number, lang: Lang): string {
  // Browsers time to a tenth of a millisecond at best.
  if (ms < 0.1) return `< ${(0.1).toLocaleString(lang)} ms`;
  if (ms >= 1000) return `${(ms / 1000).toLocaleString(lang, { maximumFractionDigits: 1 })} s`;
  return `${ms.toLocaleString(lang, { maximumSignificantDigits: ms >= 10 ? 3 : 2 })} ms`;
}

/** How many times fewer nodes `nodes` is than `than` ("290×"), to two figures under 10. */
export function timesFewer(than: number, nodes: number, lang: Lang): string {
  const r = than / Math.max(1, nodes);
  return `${r.toLocaleString(lang, { maximumFractionDigits: r < 10 ? 1 : 0 })}×`;
}
