/**
 * What the tree page computes without the DOM: each node's view at a step
 * (pruned below a cut), the chosen path, the pseudocode line of a step,
 * self-check grading, and the hash routes.
 */
import { describe, expect, test } from 'vitest';
import { loadFixtures, runTree } from './helpers.ts';
import { chosenPath, indexTree, statusOf, stepView } from '../../src/app/tree-view.ts';
import { pseudocode, pseudocodeLine } from '../../src/trace/pseudocode.ts';
import { grade } from '../../src/ui/self-check.ts';
import { parseRoute, routeHash } from '../../src/ui/route.ts';
import { say } from '../../src/i18n/say.ts';

const fixtures = loadFixtures();
const fig52 = fixtures.find((f) => f.name === 'aima-fig-5-2')!.tree;
const thesis = fixtures.find((f) => f.name === 'thesis-minimax')!.tree;

describe('node views', () => {
  test('at the end of alpha-beta on the thesis tree, every node under a cut is pruned', () => {
    const { trace } = runTree('alphabeta', thesis);
    const index = indexTree(thesis, trace);
    const view = stepView(index, trace, trace.length);
    const state = Object.fromEntries(index.nodes.map((n, i) => [n.id, statusOf(view, i)]));
    // H was skipped: H, I, i1, i2 and h2 are all pruned; g2, c2 and d3 too.
    for (const id of ['H', 'I', 'i1', 'i2', 'h2', 'g2', 'c2', 'd3']) expect(state[id], id).toBe('pruned');
    expect(Object.values(state).filter((s) => s === 'done')).toHaveLength(14);
    expect(view.value[0]).toBe(5);
  });

  test('at step 0 all is unvisited; the current node follows the events', () => {
    const { trace } = runTree('alphabeta', fig52);
    const index = indexTree(fig52, trace);
    expect([...stepView(index, trace, 0).status].every((s) => s === 0)).toBe(true);
    const at3 = stepView(index, trace, 3);
    expect(index.nodes[at3.current]!.id).toBe('B1');
  });

  test('the chosen path at the end: A, B, B1', () => {
    const { trace } = runTree('alphabeta', fig52);
    const index = indexTree(fig52, trace);
    const path = chosenPath(index, stepView(index, trace, trace.length));
    expect([...path].map((i) => index.nodes[i]!.id)).toEqual(['A', 'B', 'B1']);
  });
});

describe('pseudocode', () => {
  test('alpha-beta: the cut in C is MIN-VALUE’s test, β is updated in MIN-VALUE, and the erratum is noted', () => {
    const { trace } = runTree('alphabeta', fig52);
    const code = pseudocode('alphabeta');
    const lineOf = (type: string, node: string) => {
      const k = [...trace.events()].findIndex((e) => e.type === type && e.node === node);
      return code.lines[pseudocodeLine(trace, k, 'alphabeta')];
    };
    expect(lineOf('prune', 'C')).toBe('    if v ≤ α then return v');
    expect(lineOf('bound', 'B')).toBe('    β ← MIN(β, v)');
    expect(lineOf('bound', 'A')).toBe('    α ← MAX(α, v)');
    expect(lineOf('evaluate', 'B1')).toContain('TERMINAL-TEST');
    expect(say(code.note!, 'en')).toContain('α := min(α, v)');
    expect(pseudocode('alphabeta', 'strict').lines).toContain('    if v < α then return v');
  });

  test('every step of every algorithm maps to a line', () => {
    for (const [algo, name] of [
      ['minimax', 'aima-fig-5-2'],
      ['negamax', 'aima-fig-5-2'],
      ['expectimax', 'cs188-expectimax'],
      ['expectiminimax', 'thesis-expectiminimax'],
    ] as const) {
      const { trace } = runTree(algo, fixtures.find((f) => f.name === name)!.tree);
      const lines = pseudocode(algo).lines.length;
      for (let k = 0; k < trace.length; k++) {
        const line = pseudocodeLine(trace, k, algo);
        expect(line, `${algo} step ${k + 1}`).toBeGreaterThanOrEqual(0);
        expect(line).toBeLessThan(lines);
      }
    }
  });
});

describe('self-check', () => {
  const { trace } = runTree('alphabeta', fig52);

  test('a right answer is right', () => {
    const g = grade(fig52, trace, new Map([['A', '3'], ['B', '3'], ['C', '≤ 2'], ['D', '2']]), new Set(['C2', 'C3']));
    expect(g.mistakes).toEqual([]);
    expect(g.nodes.get('C')).toBe('ok');
  });

  test('a wrong answer is wrong, node by node', () => {
    const g = grade(fig52, trace, new Map([['A', '3'], ['B', '3'], ['C', '4']]), new Set(['C2', 'D2']));
    expect(g.mistakes.map((m) => say(m, 'en'))).toEqual(['C is ≤ 2, not 4.', 'D: no value given (it is 2).', 'C3 is pruned: mark it.', 'D2 is not pruned.']);
    expect(g.nodes.get('C')).toBe('wrong');
    expect(g.nodes.get('C2')).toBe('ok');
    expect(say(g.mistakes[0]!, 'es')).toBe('C vale ≤ 2, no 4.');
  });
});

test('routes: parse and write back, unknown pages go to the gallery', () => {
  const r = parseRoute('#/tree?algo=alphabeta&tree=max(1%2C%202)&step=3');
  expect(r.page).toBe('tree');
  expect(r.params.get('tree')).toBe('max(1, 2)');
  expect(parseRoute('#/nowhere').page).toBe('trees');
  expect(parseRoute('').page).toBe('trees');
  expect(routeHash('tree', { algo: 'alphabeta', tree: 'max(1, 2)', step: 0, depth: '' })).toBe('#/tree?algo=alphabeta&tree=max%281%2C+2%29&step=0');
});

test('merged cells: the pair nearest the wall merges, in each direction', async () => {
  const { mergedCells } = await import('../../src/ui/merges.ts');
  const g = [
    [2, 2, 2, 2],
    [4, 0, 4, 0],
    [0, 0, 0, 0],
    [8, 0, 0, 8],
  ];
  expect([...mergedCells(g, 'left')].sort()).toEqual(['0,0', '0,1', '1,0', '3,0']);
  expect([...mergedCells(g, 'right')].sort()).toEqual(['0,2', '0,3', '1,3', '3,3']);
  expect([...mergedCells(g, 'up')]).toEqual([]);
});

describe('pseudocode of a full-window root (AIMA-Java’s makeDecision)', () => {
  test('the root runs MAKE-DECISION, the rest MAX-VALUE and MIN-VALUE', () => {
    const { trace } = runTree('alphabeta', fig52, { root: 'full-window' });
    const code = pseudocode('alphabeta', 'inclusive', 'full-window').lines;
    const at = (k: number) => code[pseudocodeLine(trace, k, 'alphabeta', 'full-window')] ?? '';
    expect(at(0)).toContain('resultValue ← −∞');
    // B is entered in MIN-VALUE with the full window, then B1 is read there.
    expect(at(1)).toContain('v ← +∞');
    const update = [...trace.events()].findIndex((e) => e.type === 'update' && e.node === 'A');
    expect(at(update)).toContain('if value > resultValue');
    expect(at(trace.length - 1)).toContain('return result');
    // No prune anywhere on this tree: each root move has the whole window.
    expect([...trace.events()].some((e) => e.type === 'prune')).toBe(false);
  });
});

describe('what the tree view draws (tree-model.ts, tree-bands.ts)', async () => {
  const { TreeModel } = await import('../../src/ui/tree-model.ts');
  const { BAND, groupBands } = await import('../../src/ui/tree-bands.ts');
  const { layoutTree } = await import('../../src/ui/layout.ts');

  test('the model indexes (tree, trace) once, lays out once per set of collapsed nodes, and finds the drawn ancestor of a hidden node', () => {
    const { trace } = runTree('alphabeta', fig52);
    const model = new TreeModel();
    expect(model.reindex(fig52, trace)).toBe(true);
    expect(model.reindex(fig52, trace)).toBe(false);
    const c = model.positions.get('C')!;
    let asked = 0;
    const spacing = () => (asked++, {});
    model.lay(new Set([c]), spacing);
    model.lay(new Set([c]), spacing);
    expect([asked, model.version]).toEqual([1, 1]);
    expect(model.drawnAncestor(model.positions.get('C2')!)).toBe(c);
    expect(model.drawnAncestor(model.positions.get('B2')!)).toBe(model.positions.get('B2'));
    expect(model.drawnAncestor(-1)).toBe(0);
    model.lay(new Set(), spacing);
    expect([asked, model.version, model.drawnAncestor(model.positions.get('C2')!)]).toEqual([2, 2, model.positions.get('C2')]);
    model.invalidate();
    expect(model.reindex(null, null)).toBe(true);
    expect(model.index).toBeNull();
  });

  test('bands: a small tree is one band; a wide one is cut every BAND units, each edge with its child unless it spans bands', () => {
    const index = indexTree(fig52, null);
    const none = new Uint8Array(index.nodes.length);
    const small = groupBands(index, layoutTree(index), none);
    expect([...small.keys()]).toEqual([0]);
    expect(small.get(0)!.nodes).toHaveLength(13);
    expect(small.get(0)!.edges).toHaveLength(12);
    // Spread the same tree to about half a band between leaves: its 11 gaps across 6 bands.
    const layout = layoutTree(index, new Set(), { labelChars: BAND / 7.2 / 2 });
    const wide = groupBands(index, layout, none);
    expect([...wide.keys()]).toEqual([-1, 0, 1, 2, 3, 4, 5]);
    const band = (i: number) => Math.floor((layout.x[i]! - layout.minX) / BAND);
    for (const [key, b] of wide) {
      for (const i of b.nodes) expect(band(i)).toBe(key);
      // An edge goes with its child, or with the always-drawn band -1 when it spans more than one band (A to B and to D here).
      for (const i of b.edges) expect(key).toBe(Math.abs(band(index.parent[i]!) - band(i)) > 1 ? -1 : band(i));
    }
    expect(wide.get(-1)!.edges.map((i) => index.nodes[i]!.id)).toEqual(['B', 'D']);
    const drawn = [...wide.values()].flatMap((b) => b.nodes).sort((a, b) => a - b);
    expect(drawn).toEqual(index.nodes.map((_, i) => i));
    // Hidden nodes are not drawn at all.
    const hidden = new Uint8Array(index.nodes.length).fill(1);
    hidden[0] = 0;
    expect([...groupBands(index, layoutTree(index, new Set([0])), hidden).values()].flatMap((b) => [...b.nodes, ...b.edges])).toEqual([0]);
  });
});
