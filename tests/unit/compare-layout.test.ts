/**
 * One drawing for the compare page's trees (viewer/one-drawing.ts, issue 35), in
 * Node: the searches of one tree get the same shapes, the same α/β room and
 * one layout, so a node stands at one place in every pane; the AIMA Fig. 5.2
 * tree laid out tight across (about half the width the viewer's own layout
 * gives it), its nodes in order, never closer than their drawings allow.
 */
import { describe, expect, test } from 'vitest';
import aima from '../../fixtures/trees/aima-fig-5-2.json';
import { requests } from '../../src/app/requests.ts';
import { openView, type TracedView } from '../../src/app/transfer.ts';
import { layoutTree, spacingOf } from '../../src/app/layout.ts';
import { oneDrawing, tightLayout, TIGHT_NODES } from '../../src/ui/viewer/one-drawing.ts';

/** The compare page's searches of `text` (as its worker answers them), opened. */
function views(text: string, runs: { algo: 'minimax' | 'alphabeta'; order: 'given' | 'best-first' | 'worst-first' }[]): TracedView[] {
  const reply = requests.compareText(
    text,
    runs.map((r) => ({ key: `${r.algo} ${r.order}`, ...r, ordered: false })),
    'inclusive',
    true,
  );
  if (!reply.ok) throw new Error('the searches failed');
  return reply.searches.map((s) => {
    if (!s.ok) throw new Error('a search failed');
    return openView(s.view);
  });
}

const ALGOS = [
  { algo: 'minimax', order: 'given' },
  { algo: 'alphabeta', order: 'given' },
] as const;

describe('one drawing', () => {
  test('minimax beside alpha-beta: the α/β room, the widest values and one layout for both; their own views differ', () => {
    const own = views(aima.tree, [...ALGOS]);
    expect(own.map((v) => v.index.data.windowed)).toEqual([false, true]);
    const alike = oneDrawing(own);
    expect(alike.map((v) => v.index.data.windowed)).toEqual([true, true]);
    const chars = Math.max(...own.map((v) => v.index.data.valueChars));
    expect(alike.map((v) => v.index.data.valueChars)).toEqual([chars, chars]);
    expect(alike[0]!.layout).toBe(alike[1]!.layout);
    // The traces are the searches' own.
    expect(alike.map((v) => v.trace)).toEqual(own.map((v) => v.trace));
  });

  test('trees of other shapes are left as they are', () => {
    const [a] = views(aima.tree, [ALGOS[0]]);
    const [b] = views('max(min(1,2),min(3,4))', [ALGOS[0]]);
    const out = oneDrawing([a!, b!]);
    expect(out[0]).toBe(a);
    expect(out[1]).toBe(b);
  });

  test('AIMA Fig. 5.2 tight across: about half as wide, the same levels, each level in order and never closer than its nodes', () => {
    const [v] = oneDrawing(views(aima.tree, [...ALGOS]));
    const index = v!.index;
    const tight = tightLayout(index);
    const usual = layoutTree(index, new Set(), spacingOf(index, false));
    const width = (l: typeof tight) => l.maxX - l.minX + l.nodeWidth;
    expect(width(tight)).toBeLessThan(0.55 * width(usual));
    // The whole drawing's box (tree-camera.ts: 24 units each side) fits a pane of two on a 1024 px projector (488 px) with 13 px text at 16 px.
    expect(width(tight) + 48).toBeLessThan(488 / (16 / 13));
    expect(Array.from(tight.y)).toEqual(Array.from(usual.y));
    expect(Array.from(tight.levelY)).toEqual(Array.from(usual.levelY));
    for (let d = 0; d < tight.levelY.length; d++) {
      const level = Array.from(tight.levelNodes.subarray(tight.levelStart[d], tight.levelStart[d + 1]));
      const xs = level.map((i) => tight.x[i]!);
      // Leaves (32 units wide here) at least 36 apart; the level in the order layout.ts listed it.
      for (let j = 1; j < xs.length; j++) expect(xs[j]! - xs[j - 1]!).toBeGreaterThanOrEqual(d === 2 ? 36 : 100);
    }
    expect(index.count).toBeLessThanOrEqual(TIGHT_NODES);
  });
});
