import { describe, expect, it } from 'vitest';
import { solverRequests } from '../../src/app/solver-requests.ts';

describe('the solver as the page asks for it', () => {
  it('solves a position of the End-Easy set to its score, with nodes and time', () => {
    // The first line of Pons' End-Easy set: "2252576253462244111563365343671351441 -1".
    const reply = solverRequests.solveConnect4({ position: '2252576253462244111563365343671351441' });
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    expect(reply.result).toMatchObject({ score: -1, status: 'exact' });
    expect(reply.result.nodes).toBeGreaterThan(0);
    expect(reply.ms).toBeGreaterThanOrEqual(0);
  });

  it("analyses every column, a full column null, the best column the position's score", () => {
    const position = '2252576253462244111563365343671351441';
    const reply = solverRequests.analyzeConnect4({ position });
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    const full = [1, 2, 3, 4, 5, 6, 7].filter((c) => [...position].filter((m) => m === String(c)).length === 6);
    expect(full.length).toBeGreaterThan(0);
    for (let c = 1; c <= 7; c++) expect(reply.result.columns[c - 1] === null).toBe(full.includes(c));
    expect(reply.result).toMatchObject({ score: -1, status: 'exact' });
  });

  it('says which move is wrong in a bad position, and refuses an unknown rung or a bad budget', () => {
    const bad = solverRequests.solveConnect4({ position: '4448' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'position.invalid', params: { reason: { code: 'c4.column', params: { k: 4 } } } } });
    expect(solverRequests.solveConnect4({ position: '', rung: 'perfect' as never })).toMatchObject({ ok: false, error: { code: 'request.invalid' } });
    expect(solverRequests.solveConnect4({ position: '', budget: 0 })).toMatchObject({ ok: false, error: { code: 'request.invalid' } });
  });

  it('stops at the budget with the bounds found', () => {
    const reply = solverRequests.solveConnect4({ position: '', budget: 1000 });
    expect(reply).toMatchObject({ ok: true, result: { score: null, status: 'budget' } });
    if (!reply.ok) return;
    expect(reply.result.lower).toBeLessThanOrEqual(reply.result.upper);
  });
});
