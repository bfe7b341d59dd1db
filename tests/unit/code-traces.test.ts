/**
 * `#/code`'s two traces on one clock (src/app/code-traces.ts, issue 37): the
 * student's run drawn from its events only, the reference's from the one
 * searcher, and each side's own step at every clock step, so that up to the
 * first divergence both show the same node, and the reference's cuts are
 * drawn at the step after the event that made them.
 */
import { describe, expect, test } from 'vitest';
import { parseTree } from '../../src/games/tree/parse.ts';
import type { TreeNode } from '../../src/games/tree/tree.ts';
import { referencePlan, referenceRecord } from '../../src/student/reference.ts';
import type { StudentRecord } from '../../src/student/contract.ts';
import { clockSteps, ownStep, referenceTrace, stepMap, studentTrace } from '../../src/student/code-traces.ts';
import { ACTIVE, DONE, PRUNED, UNVISITED } from '../../src/trace/codes.ts';

const tree = (text: string): TreeNode => {
  const r = parseTree(text);
  if (!r.ok) throw new Error(text);
  return r.tree;
};
const FIG = tree('A:max(B:min(B1:3, B2:12, B3:8), C:min(C1:2, C2:4, C3:6), D:min(D1:14, D2:5, D3:2))');
const rec = (events: string, action: string | null): StudentRecord => ({
  events: events
    .split(/\s+/)
    .filter((e) => e !== '')
    .map((e) => ({ type: e[0] === '+' ? 'generate' : 'evaluate', node: e.slice(1) })),
  action,
});
const OPTS = { algo: 'alphabeta', tie: 'aima', style: 'aima' } as const;

describe('the student side', () => {
  test('each generate enters its node, each evaluate reads the tree’s value; nodes are left when the code goes on outside them', () => {
    const s = studentTrace(FIG, rec('+B +B1 =B1 +C +C1 =C1', 'B'));
    const t = s.trace;
    expect(s.counted).toBe(6);
    // Step 3 of the clock: B entered, B1 entered and evaluated.
    const at2 = t.seek(ownStep(s, 3));
    expect(at2.status[t.indexOf('B1')]).not.toBe(UNVISITED);
    expect(at2.value[t.indexOf('B1')]).toBe(3);
    expect(at2.status[t.indexOf('B')]).toBe(ACTIVE);
    // Step 4: C entered; B, left on the way, is done, with no value of the student's shown.
    const at3 = t.seek(ownStep(s, 4));
    expect(at3.status[t.indexOf('B')]).toBe(DONE);
    expect(Number.isNaN(at3.value[t.indexOf('B')]!)).toBe(true);
    expect(at3.status[t.indexOf('C')]).toBe(ACTIVE);
    expect(t.id(t.eventNode(ownStep(s, 4) - 1))).toBe('C');
    expect(at3.status[t.indexOf('B1')]).toBe(DONE);
    expect(at3.value[t.indexOf('B1')]).toBe(3);
    // Never generated: not in the trace at all (the view draws them from the tree).
    expect(t.indexOf('D')).toBe(-1);
  });

  test('a state generated twice is a step at the node, not a second node', () => {
    const s = studentTrace(FIG, rec('+B +B =B1', 'B'));
    expect(s.counted).toBe(3);
    expect(s.trace.nodeCount).toBe(3); // A, B, B1
    expect(s.trace.id(s.trace.eventNode(ownStep(s, 2) - 1))).toBe('B');
  });

  test('a state the code names without generating its parent enters the parent first, in the same step', () => {
    const s = studentTrace(FIG, rec('=C1 +D', 'C'));
    const t = s.trace;
    expect(t.indexOf('C')).toBeGreaterThan(0);
    expect(t.seek(ownStep(s, 1)).status[t.indexOf('C')]).toBe(ACTIVE);
    expect(t.id(t.eventNode(ownStep(s, 1) - 1))).toBe('C1');
  });
});

describe('the reference side and the clock', () => {
  test('the reference counts the same events as its record, and stands after a cut at the step that made it', () => {
    const plan = referencePlan(FIG, OPTS);
    const r = referenceTrace(plan);
    const record = referenceRecord(FIG, OPTS);
    expect(r.counted).toBe(record.events.length);
    // Its counted events, in order, are the record's.
    const seen: string[] = [];
    for (let k = 0; k < r.trace.length; k++) {
      const ev = r.trace.event(k);
      if (ev.type === 'enter' && ev.parent !== null) seen.push(`+${ev.node}`);
      if (ev.type === 'evaluate') seen.push(`=${ev.node}`);
    }
    expect(seen).toEqual(record.events.map((e) => `${e.type === 'generate' ? '+' : '='}${e.node}`));
    // After C1 is evaluated (2 ≤ α = 3), C's cut is drawn: C2 and C3 pruned.
    const idx = record.events.findIndex((e) => e.type === 'evaluate' && e.node === 'C1') + 1;
    const state = r.trace.seek(ownStep(r, idx));
    expect(state.status[r.trace.indexOf('C2')]).toBe(PRUNED);
    // …but not one step before.
    expect(r.trace.seek(ownStep(r, idx - 1)).status[r.trace.indexOf('C2')]).toBe(UNVISITED);
  });

  test('the clock runs to the longer side; past its end a side stays at its end', () => {
    const r = referenceTrace(referencePlan(FIG, OPTS));
    // No pruning: longer than the reference.
    const s = studentTrace(FIG, rec('+B +B1 =B1 +B2 =B2 +B3 =B3 +C +C1 =C1 +C2 =C2 +C3 =C3 +D +D1 =D1 +D2 =D2 +D3 =D3', 'B'));
    const steps = clockSteps(r, s);
    expect(steps).toBe(s.counted);
    expect(s.counted).toBeGreaterThan(r.counted);
    const map = stepMap(r, steps);
    expect(map.length).toBe(steps + 1);
    expect(map[steps]).toBe(r.trace.length);
    expect(map[0]).toBe(0);
    for (let k = 1; k <= steps; k++) expect(map[k]).toBeGreaterThanOrEqual(map[k - 1]!);
  });

  test('up to the first divergence both sides show the same node at each step', () => {
    const r = referenceTrace(referencePlan(FIG, OPTS));
    const s = studentTrace(FIG, rec('+B +B1 =B1 +B2 =B2 +B3 =B3 +C +C1 =C1 +C2 =C2', 'B'));
    for (let k = 1; k <= 10; k++) {
      const sideNode = s.trace.id(s.trace.eventNode(ownStep(s, k) - 1));
      const counted: number[] = [];
      for (let e = 0; e < r.trace.length; e++) {
        const ev = r.trace.event(e);
        if ((ev.type === 'enter' && r.trace.node(r.trace.eventNode(e)).parent >= 0) || ev.type === 'evaluate') counted.push(e);
      }
      expect(r.trace.id(r.trace.eventNode(counted[k - 1]!))).toBe(sideNode);
    }
  });
});
