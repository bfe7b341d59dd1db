/**
 * The trace viewer's pure parts: counters at a step, compare's alignment by
 * node, the camera's arithmetic, collapse and focus, the layout's spacing,
 * and the step model (playback, keys).
 */
import { describe, expect, test, vi } from 'vitest';
import fc from 'fast-check';
import { loadFixtures, runTree } from './helpers.ts';
import { trees } from './arbitraries.ts';
import { assignPathIds } from '../../src/games/tree/tree.ts';
import { alignSteps, progress } from '../../src/trace/progress.ts';
import { fitView, followView, readableScale, MIN_TEXT_PX, SMALLEST_TEXT } from '../../src/ui/viewer/camera.ts';
import { focusCollapsed, hiddenBy } from '../../src/app/step-view.ts';
import { viewTreeOfTree, type ViewTree } from '../../src/app/view-tree.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import type { TreeNode } from '../../src/games/tree/tree.ts';
import { layoutTree, NODE_WIDTH } from '../../src/app/layout.ts';
import { StepModel } from '../../src/ui/viewer/step-model.ts';

const fixtures = loadFixtures();
/** Every node's id, in the tree's order. */
const ids = (index: ViewTree): string[] => Array.from({ length: index.count }, (_, i) => index.id(i));

function parseOrThrow(text: string): TreeNode {
  const parsed = parseTree(text);
  if (!parsed.ok) throw new Error('bad tree');
  return parsed.tree;
}
const fig52 = fixtures.find((f) => f.name === 'aima-fig-5-2')!.tree;

describe('counters at a step', () => {
  test('AIMA 5.2 alpha-beta: nothing at step 0, the search totals at the end, never decreasing', () => {
    const { trace, result } = runTree('alphabeta', fig52);
    const p = progress(trace);
    expect(p.at(0)).toEqual({ nodes: 0, leaves: 0, cutoffs: 0 });
    const end = trace.length;
    expect(p.at(end)).toEqual({ nodes: result.nodes, leaves: result.leaves, cutoffs: result.cutoffs });
    for (let k = 1; k <= end; k++) expect(p.at(k).nodes >= p.at(k - 1).nodes && p.at(k).leaves >= p.at(k - 1).leaves).toBe(true);
  });

  test('a long trace (stored every 64 events): the counts at every step are those of counting the events one by one', () => {
    let leaf = 0;
    const build = (d: number, kind: 'max' | 'min'): string =>
      d === 0 ? String((leaf++ * 7919) % 100) : `${kind}(${[0, 1, 2].map(() => build(d - 1, kind === 'max' ? 'min' : 'max')).join(',')})`;
    const { trace } = runTree('alphabeta', parseOrThrow(build(5, 'max')));
    const p = progress(trace);
    const counts = { nodes: 0, leaves: 0, cutoffs: 0 };
    for (let k = 0; k <= trace.length; k++) {
      expect(p.at(k)).toEqual(counts);
      const e = k < trace.length ? trace.event(k) : null;
      if (e?.type === 'enter') counts.nodes++;
      if (e?.type === 'evaluate') counts.leaves++;
      if (e?.type === 'prune') counts.cutoffs++;
    }
  });
});

/** The id of the node of the event shown at step k (k ≥ 1). */
const currentId = (trace: ReturnType<typeof runTree>['trace'], k: number) => trace.id(trace.eventNode(k - 1));

/** Whether alpha-beta never entered this node (it, or an ancestor, was pruned). */
function prunedIn(trace: ReturnType<typeof runTree>['trace'], id: string): boolean {
  const n = trace.indexOf(id);
  return n < 0 || trace.node(n).skipped;
}

describe('compare, aligned by node', () => {
  test('AIMA 5.2: at every minimax step alpha-beta shows the same node, or has pruned it', () => {
    const mm = runTree('minimax', fig52).trace;
    const ab = runTree('alphabeta', fig52).trace;
    const map = alignSteps(mm, ab, true);
    expect(map).toHaveLength(mm.length + 1);
    expect(map[0]).toBe(0);
    expect(map[mm.length]).toBe(ab.length);
    for (let k = 1; k <= mm.length; k++) {
      const id = currentId(mm, k);
      if (prunedIn(ab, id)) {
        // Its cut is shown: the prune that skipped it (or its ancestor) has happened.
        const skipped = ab.indexOf(id) >= 0 ? ab.data.skippedBy[ab.indexOf(id)]! : -1;
        if (skipped >= 0) expect(map[k]!, `step ${k}`).toBeGreaterThan(skipped);
      } else expect(currentId(ab, map[k]!), `step ${k}`).toBe(id);
      if (k > 1) expect(map[k]!).toBeGreaterThanOrEqual(map[k - 1]!);
    }
  });

  test('on random trees the alignment holds for every step (fast-check)', () => {
    fc.assert(
      fc.property(trees(['max', 'min'], 4), (raw) => {
        const tree = assignPathIds(raw);
        if (tree.kind === 'leaf') return;
        const mm = runTree('minimax', tree).trace;
        const ab = runTree('alphabeta', tree).trace;
        const map = alignSteps(mm, ab, true);
        for (let k = 1; k <= mm.length; k++) {
          const id = currentId(mm, k);
          const e = mm.event(k - 1);
          // After a child: the node itself, or (when alpha-beta does nothing there then) that child returning to it.
          const allowed = e.type === 'update' ? [id, e.child] : [id];
          if (!prunedIn(ab, id)) expect(allowed).toContain(currentId(ab, map[k]!));
          expect(map[k]!).toBeGreaterThanOrEqual(map[k - 1]!);
        }
        expect(map[mm.length]).toBe(ab.length);
      }),
      { numRuns: 600 },
    );
  });

  test('different orders: the other search shows its own event on the lead’s node', () => {
    const worst = runTree('alphabeta', fig52, { order: 'worst-first' }).trace;
    const best = runTree('alphabeta', fig52, { order: 'best-first' }).trace;
    const map = alignSteps(worst, best, false);
    for (let k = 1; k <= worst.length; k++) {
      const id = currentId(worst, k);
      if (!prunedIn(best, id)) expect(currentId(best, map[k]!)).toBe(id);
    }
  });
});

describe('the camera', () => {
  test('the readable scale keeps the smallest text at MIN_TEXT_PX, and values at 16 px when presenting', () => {
    expect(readableScale(false) * SMALLEST_TEXT).toBeCloseTo(MIN_TEXT_PX);
    expect(readableScale(true) * 15).toBeGreaterThanOrEqual(16 - 1e-9);
  });

  test('fit centres a box', () => {
    const v = fitView({ x0: 0, y0: 0, x1: 100, y1: 50 }, 200, 200, 10);
    expect(v).toEqual({ k: 2, x: 0, y: 50 });
  });

  test('follow: nothing moves while the box is in view; else the least pan; never below the readable scale', () => {
    const now = { x: 0, y: 0, k: 1 };
    expect(followView(now, { x0: 100, y0: 100, x1: 200, y1: 200 }, { x: 150, y: 150 }, 800, 600, 0.7)).toBe(now);
    const right = followView(now, { x0: 900, y0: 100, x1: 1000, y1: 200 }, { x: 950, y: 150 }, 800, 600, 0.7);
    expect(right.k).toBe(1);
    expect(right.x).toBe(800 - 16 - 1000);
    expect(right.y).toBe(0);
    // Zoomed out below the readable scale: back to it.
    const far = followView({ x: 0, y: 0, k: 0.1 }, { x0: 0, y0: 0, x1: 100, y1: 100 }, { x: 50, y: 50 }, 800, 600, 0.7);
    expect(far.k).toBe(0.7);
    // A box wider than the frame even at the readable scale: centred on the node, at the readable scale.
    const wide = followView(now, { x0: 0, y0: 0, x1: 5000, y1: 100 }, { x: 2500, y: 50 }, 800, 600, 0.7);
    expect(wide.k).toBe(0.7);
    expect(wide.x + 2500 * wide.k).toBeCloseTo(400);
  });
});

describe('collapse and focus', () => {
  test('collapsing B hides B1–B3; focus on B2 keeps the path and the siblings along it', () => {
    const index = viewTreeOfTree(fig52, null);
    const at = (id: string) => index.find(id);
    const hidden = hiddenBy(index, new Set([at('B')]));
    expect(ids(index).filter((_, i) => hidden[i] === 1)).toEqual(['B1', 'B2', 'B3']);
    expect(index.size[at('B')]).toBe(4);
    const focus = focusCollapsed(index, at('B2'));
    expect([...focus].map((i) => index.id(i)).sort()).toEqual(['C', 'D']);
    const shown = hiddenBy(index, focus);
    expect(ids(index).filter((_, i) => shown[i] === 0)).toEqual(['A', 'B', 'B1', 'B2', 'B3', 'C', 'D']);
    // Before the first step: the root and its children.
    expect([...focusCollapsed(index, -1)].map((i) => index.id(i)).sort()).toEqual(['B', 'C', 'D']);
  });

  test('the layout leaves collapsed subtrees out and spaces nodes for their labels', () => {
    const index = viewTreeOfTree(fig52, null);
    const b = index.find('B');
    const full = layoutTree(index);
    const folded = layoutTree(index, new Set([b]));
    expect(full.nodeWidth).toBe(NODE_WIDTH);
    expect(Number.isNaN(folded.x[b + 1]!)).toBe(true);
    expect(folded.maxX - folded.minX).toBeLessThan(full.maxX - full.minX);
    // Long labels ("2 at (1,3)") widen the spacing so that neighbours never overlap.
    const wide = layoutTree(index, new Set(), { labelChars: 10 });
    expect(wide.nodeWidth).toBeGreaterThan(10 * 7);
    const leaves = ids(index)
      .map((_, i) => (index.kindOf(i) === 'leaf' ? wide.x[i]! : NaN))
      .filter((x) => !Number.isNaN(x))
      .sort((a, c) => a - c);
    for (let i = 1; i < leaves.length; i++) expect(leaves[i]! - leaves[i - 1]!).toBeGreaterThanOrEqual(wide.nodeWidth - 1e-9);
  });
});

describe('the step model', () => {
  test('seek clamps, keys step, play runs to the end and stops', () => {
    vi.useFakeTimers();
    try {
      const m = new StepModel();
      let changes = 0;
      m.addEventListener('change', () => changes++);
      m.reset(5, 99);
      expect(m.step).toBe(5);
      m.seek(-3);
      expect(m.step).toBe(0);
      // What the model reads of a key event (Node has no KeyboardEvent).
      const key = (k: string) => m.key({ key: k, altKey: false, ctrlKey: false, metaKey: false, preventDefault: () => undefined } as unknown as KeyboardEvent);
      expect(key('ArrowRight')).toBe(true);
      expect(m.step).toBe(1);
      expect(key('End')).toBe(true);
      expect(m.step).toBe(5);
      expect(key('x')).toBe(false);
      key('Home');
      m.toggle();
      expect(m.playing).toBe(true);
      vi.advanceTimersByTime(1000 / m.speed);
      expect(m.step).toBe(1);
      vi.advanceTimersByTime(10_000);
      expect(m.step).toBe(5);
      expect(m.playing).toBe(false);
      // Play at the end does not start again (Home does): the press is counted, for the viewer to say so.
      m.toggle();
      expect([m.step, m.playing, m.endPresses]).toEqual([5, false, 1]);
      m.stop();
      expect(changes).toBeGreaterThan(5);
    } finally {
      vi.useRealTimers();
    }
  });
});
