/**
 * What the compare page's MCTS mode shows, from the two searches' replies
 * (mctsPosition's and searchPosition's JSON): one row a legal move — MCTS's
 * visits and mean result, alpha-beta's value or bound — all for the player to
 * move, and the verdict: whether the two choose the same move and, where
 * they do not, what alpha-beta knows of MCTS's move (as good: a tie; cut off
 * at its own value: maybe as good; lower: worse). Values are worded here
 * (wins and losses in plies). Pure: tested in Node.
 */
import type { MctsJson } from '../../app/mcts-position.ts';
import type { GameName, PositionJson } from '../../app/position-search.ts';
import type { Certainty } from '../../search/tracer.ts';
import { C4_WIN } from '../../games/connect4/game.ts';
import type { Lang } from '../../i18n/lang.ts';
import { say } from '../../i18n/say.ts';
import { msg, type Message } from '../../i18n/message.ts';
import { signed } from '../widgets/score-text.ts';

export interface MoveRow {
  /** The cell 0–8 or the column 1–7. */
  move: number;
  visits: number;
  /** MCTS's mean result for the player to move; null if it never tried the move. */
  mean: number | null;
  /** Alpha-beta's value of the move for the player to move, and whether it is exact or a bound; null before it answers. */
  ab: { value: number; certainty: Certainty } | null;
  mcts: boolean;
  alphabeta: boolean;
}

/** Whether MCTS and alpha-beta choose the same move, and what alpha-beta knows of MCTS's where they do not. */
export type CompareVerdict =
  | { kind: 'agree'; move: number }
  /** Alpha-beta values MCTS's move exactly as its own: a tie broken differently. */
  | { kind: 'tie'; mcts: number; ab: number }
  /** Alpha-beta cut MCTS's move off at its own value: it may be as good. */
  | { kind: 'maybe'; mcts: number; ab: number }
  /** Alpha-beta rates MCTS's move lower. */
  | { kind: 'worse'; mcts: number; ab: number }
  /** Alpha-beta did not finish (its budget): nothing to say of values. */
  | { kind: 'differ'; mcts: number; ab: number };

/** Alpha-beta's value from X's side, as the player to move sees it (O: negated, its bounds turned round). */
export function forMover(value: number, certainty: Certainty, side: 'x' | 'o'): { value: number; certainty: Certainty } {
  if (side === 'x') return { value, certainty };
  const turned: Record<Certainty, Certainty> = { exact: 'exact', atMost: 'atLeast', atLeast: 'atMost', partial: 'partial' };
  return { value: value === 0 ? 0 : -value, certainty: turned[certainty] };
}

/** One row a legal move (the moves MCTS's reply names, in order), with what each search says of it. */
export function moveRows(mcts: MctsJson | null, ab: PositionJson | null, side: 'x' | 'o'): MoveRow[] {
  const moves = Object.keys(mcts?.visits ?? ab?.actions ?? {}).map(Number);
  return moves.map((move) => {
    const key = String(move);
    const v = ab?.actions[key];
    return {
      move,
      visits: mcts?.visits[key] ?? 0,
      mean: mcts?.values[key] ?? null,
      ab: v === undefined || ab === null ? null : forMover(v, ab.certainty[key] ?? 'exact', side),
      mcts: mcts?.action === move,
      alphabeta: ab?.action === move,
    };
  });
}

/** MCTS's mean result for the move it chose: the number its row of the table shows, and its card (null before it answers). */
export function chosenMean(rows: readonly MoveRow[]): number | null {
  return rows.find((r) => r.mcts)?.mean ?? null;
}

/** Whether the two choose the same move, and what alpha-beta knows of MCTS's when they do not. */
export function verdict(rows: readonly MoveRow[], ab: PositionJson): CompareVerdict | null {
  const m = rows.find((r) => r.mcts);
  const a = rows.find((r) => r.alphabeta);
  if (m === undefined || a === undefined) return null;
  if (m === a) return { kind: 'agree', move: m.move };
  const pair = { mcts: m.move, ab: a.move };
  if (ab.status !== 'complete' || m.ab === null || a.ab === null) return { kind: 'differ', ...pair };
  const best = a.ab.value;
  const { value, certainty } = m.ab;
  if (certainty === 'exact') return { kind: value === best ? 'tie' : 'worse', ...pair };
  if (certainty === 'atMost' && value < best) return { kind: 'worse', ...pair };
  return { kind: 'maybe', ...pair };
}

/** A move in words: "column 4", "cell 2". */
export const moveName = (game: GameName, move: number, lang: Lang): string => say(msg(game === 'connect4' ? 'cmpColumn' : 'cmpCell', { n: move }), lang);

/**
 * Alpha-beta's value for the player to move, in words where it is a win or a
 * loss ("+7, win in 3 plies"), with its bound's sign ("≤ +4"). `pieces`: the
 * stones or marks on the board now.
 */
export function abValueText(game: GameName, value: number, certainty: Certainty, pieces: number, lang: Lang): string {
  const sign = certainty === 'atMost' ? '≤ ' : certainty === 'atLeast' ? '≥ ' : certainty === 'partial' ? '≈ ' : '';
  const end = game === 'connect4' ? (Math.abs(value) > C4_WIN / 2 ? 42 - (Math.abs(value) - C4_WIN) : null) : value !== 0 ? 10 - Math.abs(value) : null;
  if (end === null) return `${sign}${signed(value, lang)}`;
  const plies = end - pieces;
  const words = say(msg(value > 0 ? 'cmpWinIn' : 'cmpLossIn', { n: plies }), lang);
  return game === 'connect4' ? `${sign}${words}` : `${sign}${signed(value, lang)} (${words})`;
}

/** A mean result (0–1) as the page shows it: two decimals. */
export const meanText = (mean: number, lang: Lang): string => mean.toLocaleString(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The verdict in words: the sentence, and, where they differ, what each thinks of the other's move. */
export function verdictText(v: CompareVerdict, rows: readonly MoveRow[], game: GameName, depth: number | null, pieces: number, lang: Lang): string[] {
  const name = (move: number) => moveName(game, move, lang);
  if (v.kind === 'agree') return [say(msg('cmpAgree', { move: name(v.move) }), lang)];
  const out = [say(msg('cmpDiffer', { mcts: name(v.mcts), ab: name(v.ab) }), lang)];
  const m = rows.find((r) => r.move === v.mcts);
  const a = rows.find((r) => r.move === v.ab);
  // The verdict was drawn from these rows: both moves are among them.
  if (m === undefined || a === undefined) return out;
  const value = (r: MoveRow) => (r.ab === null ? '' : abValueText(game, r.ab.value, r.ab.certainty, pieces, lang));
  const why: Message | null =
    v.kind === 'tie'
      ? msg('cmpTie', { mcts: name(v.mcts), v: value(a) })
      : v.kind === 'maybe'
        ? msg('cmpMaybe', { mcts: name(v.mcts), v: value(a) })
        : v.kind === 'worse'
          ? msg('cmpWorse', { mcts: name(v.mcts), worse: value(m), v: value(a), d: depth === null ? say('cmpToEnd', lang) : depth })
          : null;
  if (why !== null) out.push(say(why, lang));
  if (a.visits > 0 && a.mean !== null && m.mean !== null) {
    out.push(
      say(
        msg('cmpMctsRates', {
          ab: name(v.ab),
          n: a.visits.toLocaleString(lang),
          p: meanText(a.mean, lang),
          own: meanText(m.mean, lang),
          m: m.visits.toLocaleString(lang),
        }),
        lang,
      ),
    );
  }
  return out;
}
