/**
 * A Connect-4 column's score as the solve panel and the machine's note word
 * it (solve-panel.ts): in figures, exact ("+3", "0", "−2": widgets/score-text.ts) or the bounds
 * found ("≥ 2", "≤ 0", "between −3 and 5"), and in words for the side to move
 * ("win in 3 of your moves", "draw", "loss in 2 of X’s moves"). No DOM:
 * tested in Node (tests/unit/perfect-play.test.ts).
 */
import { isExact, meaning, shownBounds, type ColumnScore } from '../../app/perfect-play.ts';
import { formatNumber, type Lang } from '../../i18n/lang.ts';
import { say } from '../../i18n/say.ts';
import { msg } from '../../i18n/message.ts';
import { signed } from '../widgets/score-text.ts';

/** A column's score in numbers: exact, or the bounds found ("≥ 2", "≤ 0", "between −3 and 5", "?" when nothing is proved). */
export function scoreText(s: ColumnScore, stones: number, lang: Lang): string {
  if (isExact(s)) return signed(s.lower, lang);
  const b = shownBounds(s, stones);
  if (b.lower !== null && b.upper !== null) return say(msg('boundBetween', { lower: formatNumber(b.lower), upper: formatNumber(b.upper) }), lang);
  if (b.lower !== null) return say(msg('boundAtLeast', { n: formatNumber(b.lower) }), lang);
  if (b.upper !== null) return say(msg('boundAtMost', { n: formatNumber(b.upper) }), lang);
  return '?';
}

/** What a column's score means for the side to move, in words. */
export function meaningText(s: ColumnScore, stones: number, lang: Lang): string {
  const m = meaning(s, stones);
  // "Your" moves are the side to move's; the opponent's are named (X or O), so that a projected table reads without its heading.
  const other = stones % 2 === 0 ? 'O' : 'X';
  switch (m.kind) {
    case 'win':
      return say(msg('scoreWin', { n: m.moves }), lang);
    case 'loss':
      return say(msg('scoreLoss', { n: m.moves, other }), lang);
    case 'win-within':
      return say(msg('scoreWinWithin', { n: m.moves }), lang);
    case 'loss-within':
      return say(msg('scoreLossWithin', { n: m.moves, other }), lang);
    case 'draw':
      return say('scoreDraw', lang);
    case 'at-least-draw':
      return say('scoreAtLeastDraw', lang);
    case 'at-best-draw':
      return say('scoreAtBestDraw', lang);
    case 'unknown':
      return say('scoreUnknown', lang);
  }
}
