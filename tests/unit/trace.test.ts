/**
 * The trace: event invariants (every enter has one exit, properly nested;
 * replayed to the end it gives the search's value at every node) and seeking
 * (any step reached from anywhere equals a replay from the start).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { chanceTrees, minimaxTrees } from './arbitraries.ts';
import { loadFixtures, reference, runTree } from './helpers.ts';
import { ALGORITHMS, type Algorithm } from '../../src/search/index.ts';
import { TreeGame } from '../../src/games/tree/game.ts';
import { randomTree } from '../../src/games/tree/random.ts';
import { Recorder } from '../../src/trace/recorder.ts';
import type { Trace } from '../../src/trace/trace.ts';
import { alphabeta, minimax } from '../../src/search/index.ts';
import { eventToJson, type TraceEvent } from '../../src/search/tracer.ts';
import type { TreeNode } from '../../src/games/tree/tree.ts';
import { say } from '../../src/i18n/say.ts';
import { SearchError } from '../../src/search/search.ts';

/** Checks the nesting of enter/exit and returns each node's exit value. */
function checkNesting(events: TraceEvent[]): Map<string, number> {
  const stack: string[] = [];
  const exited = new Map<string, number>();
  for (const e of events) {
    if (e.type === 'enter') {
      expect(exited.has(e.node), `${e.node} entered twice`).toBe(false);
      expect(e.parent, `parent of ${e.node}`).toBe(stack.length === 0 ? null : stack[stack.length - 1]);
      stack.push(e.node);
    } else {
      expect(stack.length, `${e.type} outside any node`).toBeGreaterThan(0);
      expect(e.node, `${e.type} for a node that is not the innermost open one`).toBe(stack[stack.length - 1]);
      if (e.type === 'exit') {
        stack.pop();
        exited.set(e.node, e.value);
      }
    }
  }
  expect(stack, 'nodes never exited').toEqual([]);
  return exited;
}

const algorithmsFor = (tree: TreeNode): Algorithm[] => {
  const stack = [tree];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.kind === 'chance') return ['expectiminimax'];
    stack.push(...n.children);
  }
  return ['minimax', 'alphabeta', 'negamax', 'expectiminimax'];
};

test('every enter has exactly one exit, properly nested; the last step holds each exit value', () => {
  fc.assert(
    fc.property(fc.oneof(minimaxTrees, chanceTrees), (tree) => {
      for (const algo of algorithmsFor(tree)) {
        const { trace, result } = runTree(algo, tree);
        const exits = checkNesting([...trace.events()]);
        const end = trace.stateAt(trace.length);
        for (let n = 0; n < trace.nodeCount; n++) {
          const node = trace.node(n);
          if (node.skipped) {
            expect(trace.status(n)).toBe('pruned');
            continue;
          }
          expect(trace.status(n), `${algo} ${node.id}`).toBe('done');
          expect(end.value[n]).toBe(exits.get(node.id));
        }
        expect(end.value[0]).toBe(algo === 'negamax' && tree.kind === 'min' ? -result.value : result.value);
      }
    }),
    { numRuns: 200 },
  );
});

test("alpha-beta's final node values are exact or correct bounds, at every node", () => {
  fc.assert(
    fc.property(minimaxTrees, fc.constantFrom('inclusive' as const, 'strict' as const), (tree, tieRule) => {
      const { trace } = runTree('alphabeta', tree, { tieRule });
      for (let n = 0; n < trace.nodeCount; n++) {
        if (trace.node(n).skipped) continue;
        const v = trace.finalValue(n);
        const truth = reference(trace.state(n));
        const c = trace.finalCertainty(n);
        if (c === 'exact') expect(v, trace.id(n)).toBe(truth);
        else if (c === 'atMost') expect(truth).toBeLessThanOrEqual(v);
        else if (c === 'atLeast') expect(truth).toBeGreaterThanOrEqual(v);
        else throw new Error(`unexpected certainty ${c}`);
      }
    }),
    { numRuns: 300 },
  );
});

test('seeking anywhere from anywhere equals replaying from the start', () => {
  fc.assert(
    fc.property(minimaxTrees, fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), (tree, jumps) => {
      const { trace } = runTree('alphabeta', tree);
      for (const j of jumps) {
        const k = j % trace.steps;
        const got = trace.stateAt(k);
        const fresh = runTree('alphabeta', tree).trace.stateAt(k);
        expect(got).toEqual(fresh);
        expect(got.current).toBe(k - 1);
      }
    }),
    { numRuns: 200 },
  );
});

test('seeking uses checkpoints on a long trace and stays consistent', () => {
  const tree = randomTree({ branching: [4], depth: 7, seed: 7, min: 0, max: 50 });
  const recorder = new Recorder(new TreeGame());
  minimax(new TreeGame(), tree, { tracer: recorder });
  const trace = recorder.finish();
  expect(trace.length).toBeGreaterThan(50_000);
  const targets = [trace.length, 17, trace.length - 3, 40_000, 1, 40_001, 0, 25_000];
  const reference = new Map(targets.map((k) => [k, replayFromScratch(trace, k)]));
  for (const k of targets) expect(trace.stateAt(k)).toEqual(reference.get(k));
});

/** A state computed the slow, obvious way: a new trace seeks forward from step 0 only. */
function replayFromScratch(trace: Trace<TreeNode, TreeNode>, k: number) {
  const recorder = new Recorder(new TreeGame());
  minimax(new TreeGame(), trace.state(0), { tracer: recorder });
  const fresh = recorder.finish();
  return fresh.stateAt(k);
}

describe('state at a step, on AIMA Fig. 5.2', () => {
  const fig = loadFixtures().find((f) => f.name === 'aima-fig-5-2')!;
  const { trace } = runTree('alphabeta', fig.tree);
  const idx = (id: string) => trace.indexOf(id);

  test('step 0: nothing visited', () => {
    const s = trace.stateAt(0);
    expect(s.current).toBe(-1);
    expect([...s.status].every((x) => x === 0)).toBe(true);
  });

  test('after C is cut: C ≤ 2 and still open, C2 and C3 pruned, α = 3 at A and C', () => {
    const k = [...trace.events()].findIndex((e) => e.type === 'prune') + 1;
    trace.seek(k);
    expect(trace.status(idx('C'))).toBe('active');
    expect(trace.status(idx('C2'))).toBe('pruned');
    expect(trace.status(idx('C3'))).toBe('pruned');
    const s = trace.stateAt(k);
    expect(s.value[idx('C')]).toBe(2);
    expect(s.alpha[idx('A')]).toBe(3);
    expect(s.alpha[idx('C')]).toBe(3);
    // Stepping back one step un-prunes them.
    trace.seek(k - 1);
    expect(trace.status(idx('C2'))).toBe('unvisited');
  });

  test('the events are JSON with ±∞ as strings', () => {
    const first = JSON.parse(eventToJson(trace.event(0))) as Record<string, unknown>;
    expect(first).toEqual({ type: 'enter', node: 'A', parent: null, kind: 'max', depth: 0, action: null, alpha: '-Infinity', beta: 'Infinity' });
  });
});

describe('budget and abort', () => {
  const tree = randomTree({ branching: [3], depth: 6, seed: 3 });

  test.each(ALGORITHMS.filter((a) => a !== 'expectimax'))('%s stops at the node budget with a well-formed trace', (algo) => {
    const { result, trace } = runTree(algo, tree, { budget: 50 });
    expect(result.status).toBe('budget');
    expect(result.nodes).toBe(50);
    checkNesting([...trace.events()]);
    expect(trace.finalCertainty(0)).toBe('partial');
  });

  test('an aborted signal stops the search', () => {
    const controller = new AbortController();
    controller.abort();
    const r = alphabeta(new TreeGame(), tree, { signal: controller.signal });
    expect(r.status).toBe('aborted');
    expect(r.nodes).toBe(0);
  });

  test('a depth limit evaluates inner nodes (exactly, for explicit trees)', () => {
    const { result, trace } = runTree('minimax', tree, { depth: 2 });
    const evaluations = [...trace.events()].filter((e) => e.type === 'evaluate');
    expect(evaluations).toHaveLength(9);
    expect(evaluations.every((e) => e.type === 'evaluate' && e.reason === 'depth')).toBe(true);
    expect(result.value).toBe(reference(tree));
  });

  test('searchers refuse node kinds they cannot handle, naming the node', () => {
    const chance = randomTree({ branching: [2], depth: 2, levels: ['max', 'chance'], seed: 1 });
    // The refusal is a message (a code with the node and the searcher), worded by i18n/.
    const refusal = (search: () => unknown): string[] => {
      try {
        search();
      } catch (e) {
        if (e instanceof SearchError) return [say(e.reason, 'en'), say(e.reason, 'es')];
        throw e;
      }
      throw new Error('the search was not refused');
    };
    expect(refusal(() => minimax(new TreeGame(), chance))).toEqual([
      expect.stringMatching(/minimax cannot search CHANCE node 0/),
      expect.stringMatching(/minimax no puede explorar el nodo CHANCE 0/),
    ]);
    expect(refusal(() => alphabeta(new TreeGame(), chance))).toEqual([
      expect.stringMatching(/alpha-beta cannot search CHANCE node 0/),
      expect.stringMatching(/alfa-beta no puede explorar el nodo CHANCE 0/),
    ]);
    expect(refusal(() => runTree('expectimax', tree))).toEqual([
      expect.stringMatching(/expectimax cannot search MIN node 0/),
      expect.stringMatching(/expectimax no puede explorar el nodo MIN 0/),
    ]);
  });
});
