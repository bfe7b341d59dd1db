/**
 * The ladder page's example positions (ladder-page.ts), each with what it
 * shows: two of Pons' End-Easy and Middle-Easy positions (their scores from
 * the sets, scripts/reference/connect4/), one that stops minimax at the
 * default budget, and the empty board; tic-tac-toe's empty board and two
 * openings. Their names are message codes with parameters (i18n/ui-ladder.ts).
 */
import type { GameName } from '../../app/position-search.ts';
import type { MessageCode } from '../../i18n/say.ts';

export interface Example {
  position: string;
  name: MessageCode;
  params?: Record<string, string | number>;
}

export const EXAMPLES: Record<GameName, readonly Example[]> = {
  connect4: [
    { position: '1322154452517765343277266216437', name: 'ladderExampleSet', params: { set: 'End-Easy', n: 975, stones: 31 } },
    { position: '2252576253462244111563365343671351441', name: 'ladderExampleSet', params: { set: 'End-Easy', n: 1, stones: 37 } },
    { position: '7422341735647741166133573473242566', name: 'ladderExampleSet', params: { set: 'End-Easy', n: 2, stones: 34 } },
    { position: '5554224333234511764415115', name: 'ladderExampleSet', params: { set: 'Middle-Easy', n: 1, stones: 25 } },
    { position: '271713432331713132', name: 'ladderExampleMinimaxStops', params: { set: 'Middle-Easy', n: 4, stones: 18 } },
    { position: '', name: 'ladderExampleEmptyC4' },
  ],
  tictactoe: [
    { position: '.........', name: 'ladderExampleEmptyTtt' },
    { position: 'x...o....', name: 'ladderExampleCornerCentre' },
    { position: 'x.......o', name: 'ladderExampleCornerCorner' },
  ],
};
