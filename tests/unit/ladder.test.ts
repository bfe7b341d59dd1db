/** The ladder as the page asks for it (src/app/ladder.ts): every rung's figures on a position, and its traces. */
import { describe, expect, test } from 'vitest';
import { GAME_RUNGS, LADDER_TRACE_BUDGET, ladderRequests } from '../../src/app/ladder.ts';
import { openView } from '../../src/app/transfer.ts';

const END_EASY_1 = '2252576253462244111563365343671351441'; // score −1 in Pons' End-Easy set

describe('one rung on one position', () => {
  test.each(GAME_RUNGS.connect4.map((r) => [r]))('Connect-4, %s: the set’s score, and a trace whose passes open', (rung) => {
    const reply = ladderRequests.ladderRung({ game: 'connect4', position: END_EASY_1, rung, trace: true });
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    expect(reply.run).toMatchObject({ score: -1, status: 'exact' });
    expect(reply.trace!.tooBig).toBe(false);
    expect(reply.trace!.passes.length).toBeGreaterThan(0);
    for (const p of reply.trace!.passes) expect(openView(p.view).trace.length).toBeGreaterThan(0);
    // The first three rungs: the trace is the solver's search, node for node.
    if (['minimax', 'alphabeta', 'centre'].includes(rung)) expect(reply.trace!.nodes).toBe(reply.run.nodes);
  });

  test('tic-tac-toe: every rung gives the same score, the table fewer nodes than minimax’s 549,946', () => {
    const runs = GAME_RUNGS.tictactoe.map((rung) => ladderRequests.ladderRung({ game: 'tictactoe', position: '.........', rung }));
    const scores = runs.map((r) => (r.ok ? r.run.score : 'error'));
    expect(scores).toEqual(GAME_RUNGS.tictactoe.map(() => 0));
    const nodes = runs.map((r) => (r.ok ? r.run.nodes : NaN));
    expect(nodes[0]).toBe(549_946);
    expect(nodes[3]! * 10).toBeLessThan(nodes[0]!);
  });

  test('a bad position names its move; a rung a game lacks, and a bad budget, are refused', () => {
    expect(ladderRequests.ladderRung({ game: 'connect4', position: '44444444', rung: 'bounds' })).toMatchObject({
      ok: false,
      error: { code: 'position.invalid', params: { reason: { code: 'c4.full', params: { k: 7 } } } },
    });
    expect(ladderRequests.ladderRung({ game: 'tictactoe', position: '.........', rung: 'threats' })).toMatchObject({
      ok: false,
      error: { code: 'request.invalid' },
    });
    expect(ladderRequests.ladderRung({ game: 'tictactoe', position: '.........', rung: 'table', budget: 0 })).toMatchObject({
      ok: false,
      error: { code: 'request.invalid' },
    });
  });

  test('a search over its budget says so with the bounds found; too big a trace is not sent', () => {
    const reply = ladderRequests.ladderRung({ game: 'connect4', position: '', rung: 'bounds', budget: 5000, trace: true });
    expect(reply).toMatchObject({ ok: true, run: { score: null, status: 'budget' }, trace: { tooBig: true, passes: [] } });
  });

  test('tic-tac-toe’s null-window rung: one trace a probe, each with its guess and answer (X’s side), the last answering the score; minimax’s whole tree from the empty board fits the trace budget', () => {
    const reply = ladderRequests.ladderRung({ game: 'tictactoe', position: '.........', rung: 'deepening', trace: true });
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    const passes = reply.trace!.passes;
    expect(passes.length).toBeGreaterThan(1);
    for (const p of passes) {
      expect(p.guess).toBeTypeOf('number');
      expect(p.value).toBeTypeOf('number');
    }
    // Bisection ends on the score: the last probe's answer is it (0, a draw).
    expect(passes.at(-1)!.value).toBe(0);
    expect(LADDER_TRACE_BUDGET).toBeGreaterThanOrEqual(549_946);
  });
});
