/**
 * What the tree page computes without the DOM: each node's view at a step
 * (pruned below a cut), the chosen path, the pseudocode line of a step,
 * self-check grading, and the hash routes.
 */
import { describe, expect, test } from 'vitest';
import { viewTreeOfTree } from '../../src/app/view-tree.ts';
import { loadFixtures, runTree } from './helpers.ts';
import { chosenPath, statusOf, stepView } from '../../src/app/step-view.ts';
import { pseudocode, pseudocodeLine } from '../../src/trace/pseudocode.ts';
import { grade } from '../../src/app/self-check.ts';
import { parseRoute, routeHash } from '../../src/ui/link/route.ts';
import { say } from '../../src/i18n/say.ts';
import { listingLines } from '../../src/i18n/listing.ts';

const fixtures = loadFixtures();
const fig52 = fixtures.find((f) => f.name === 'aima-fig-5-2')!.tree;
const thesis = fixtures.find((f) => f.name === 'thesis-minimax')!.tree;

describe('node views', () => {
  test('at the end of alpha-beta on the thesis tree, every node under a cut is pruned', () => {
    const { trace } = runTree('alphabeta', thesis);
    const index = viewTreeOfTree(thesis, trace);
    const view = stepView(index, trace, trace.length);
    const state = Object.fromEntries(Array.from({ length: index.count }, (_, i) => [index.id(i), statusOf(view, i)]));
    // H was skipped: H, I, i1, i2 and h2 are all pruned; g2, c2 and d3 too.
    for (const id of ['H', 'I', 'i1', 'i2', 'h2', 'g2', 'c2', 'd3']) expect(state[id], id).toBe('pruned');
    expect(Object.values(state).filter((s) => s === 'done')).toHaveLength(14);
    expect(view.value[0]).toBe(5);
  });

  test('at step 0 all is unvisited; the current node follows the events', () => {
    const { trace } = runTree('alphabeta', fig52);
    const index = viewTreeOfTree(fig52, trace);
    expect([...stepView(index, trace, 0).status].every((s) => s === 0)).toBe(true);
    const at3 = stepView(index, trace, 3);
    expect(index.id(at3.current)).toBe('B1');
  });

  test('the chosen path at the end: A, B, B1', () => {
    const { trace } = runTree('alphabeta', fig52);
    const index = viewTreeOfTree(fig52, trace);
    const path = chosenPath(index, stepView(index, trace, trace.length));
    expect([...path].map((i) => index.id(i))).toEqual(['A', 'B', 'B1']);
  });
});

describe('pseudocode', () => {
  test('alpha-beta: the cut in C is MIN-VALUE’s test, β is updated in MIN-VALUE, and the erratum is noted', () => {
    const { trace } = runTree('alphabeta', fig52);
    const code = { ...pseudocode('alphabeta'), lines: listingLines(pseudocode('alphabeta').code, 'en') };
    const lineOf = (type: string, node: string) => {
      const k = [...trace.events()].findIndex((e) => e.type === type && e.node === node);
      return code.lines[pseudocodeLine(trace, k, 'alphabeta')];
    };
    expect(lineOf('prune', 'C')).toBe('    if v ≤ α then return v');
    expect(lineOf('bound', 'B')).toBe('    β ← MIN(β, v)');
    expect(lineOf('bound', 'A')).toBe('    α ← MAX(α, v)');
    expect(lineOf('evaluate', 'B1')).toContain('TERMINAL-TEST');
    expect(say(code.note!, 'en')).toContain('α := min(α, v)');
    expect(listingLines(pseudocode('alphabeta', 'strict').code, 'en')).toContain('    if v < α then return v');
  });

  test('every step of every algorithm maps to a line', () => {
    for (const [algo, name] of [
      ['minimax', 'aima-fig-5-2'],
      ['negamax', 'aima-fig-5-2'],
      ['expectimax', 'cs188-expectimax'],
      ['expectiminimax', 'thesis-expectiminimax'],
    ] as const) {
      const { trace } = runTree(algo, fixtures.find((f) => f.name === name)!.tree);
      const lines = listingLines(pseudocode(algo).code, 'en').length;
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
    const g = grade(
      fig52,
      trace,
      new Map([
        ['A', '3'],
        ['B', '3'],
        ['C', '≤ 2'],
        ['D', '2'],
      ]),
      new Set(['C2', 'C3']),
    );
    expect(g.mistakes).toEqual([]);
    expect(g.nodes.get('C')).toBe('ok');
  });

  test('a wrong answer is wrong, node by node', () => {
    const g = grade(
      fig52,
      trace,
      new Map([
        ['A', '3'],
        ['B', '3'],
        ['C', '4'],
      ]),
      new Set(['C2', 'D2']),
    );
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
  const { mergedCells } = await import('../../src/ui/widgets/g2048-merges.ts');
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
    const code = listingLines(pseudocode('alphabeta', 'inclusive', 'full-window').code, 'en');
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

describe('what the tree view draws (tree-model.ts)', async () => {
  const { TreeModel } = await import('../../src/ui/viewer/tree-model.ts');
  const { layoutTree } = await import('../../src/app/layout.ts');

  test('the model lays out once per set of collapsed nodes, uses a layout given with the tree while nothing is collapsed, and finds the drawn ancestor of a hidden node', () => {
    const { trace } = runTree('alphabeta', fig52);
    const index = viewTreeOfTree(fig52, trace);
    const given = layoutTree(index);
    const model = new TreeModel();
    model.setTree(index, given);
    const c = index.find('C');
    let asked = 0;
    const spacing = () => (asked++, {});
    model.lay(new Set(), spacing);
    expect([asked, model.layout]).toEqual([0, given]);
    model.lay(new Set([c]), spacing);
    model.lay(new Set([c]), spacing);
    expect([asked, model.version]).toEqual([1, 2]);
    expect(model.drawnAncestor(index.find('C2'))).toBe(c);
    expect(model.drawnAncestor(index.find('B2'))).toBe(index.find('B2'));
    expect(model.drawnAncestor(-1)).toBe(0);
    model.lay(new Set(), spacing);
    expect([model.version, model.drawnAncestor(index.find('C2'))]).toEqual([3, index.find('C2')]);
  });

  test('the nodes in a box: each level searched across, hidden nodes left out, and null past the limit', () => {
    const index = viewTreeOfTree(fig52, null);
    const model = new TreeModel();
    model.setTree(index, null);
    model.lay(new Set(), () => ({}));
    const layout = model.layout!;
    const all = { x0: -Infinity, y0: -Infinity, x1: Infinity, y1: Infinity };
    expect(model.nodesIn(all, 100)!.sort((a, b) => a - b)).toEqual(Array.from({ length: 13 }, (_, i) => i));
    expect(model.nodesIn(all, 12)).toBeNull();
    // The left third of the drawing, down to the leaves: B and its leaves.
    const b = index.find('B');
    const box = { x0: layout.minX - 1, y0: -1, x1: layout.x[b]! + layout.nodeWidth, y1: layout.maxY + 1 };
    const ids = (ns: number[]) => ns.map((i) => index.id(i)).sort();
    const inside = Array.from({ length: 13 }, (_, i) => i).filter(
      (i) => layout.x[i]! >= box.x0 && layout.x[i]! <= box.x1 && layout.y[i]! >= box.y0 && layout.y[i]! <= box.y1,
    );
    expect(ids(model.nodesIn(box, 100)!)).toEqual(ids(inside));
    expect(ids(model.nodesIn(box, 100)!)).toContain('B1');
    // The leaves' level only.
    expect(ids(model.nodesIn({ ...all, y0: layout.maxY - 1 }, 100)!)).toEqual(['B1', 'B2', 'B3', 'C1', 'C2', 'C3', 'D1', 'D2', 'D3']);
    // Collapsed: B's leaves are not drawn.
    model.lay(new Set([b]), () => ({}));
    expect(ids(model.nodesIn(all, 100)!)).not.toContain('B1');
    expect(model.nodesIn(all, 100)).toHaveLength(10);
  });
});

describe('pseudocode in Spanish, as the thesis writes it (issue 21)', () => {
  const listings = [
    ['alphabeta', 'inclusive', 'carried'],
    ['alphabeta', 'strict', 'carried'],
    ['alphabeta', 'inclusive', 'full-window'],
    ['minimax', 'inclusive', 'carried'],
    ['negamax', 'inclusive', 'carried'],
    ['expectimax', 'inclusive', 'carried'],
    ['expectiminimax', 'inclusive', 'carried'],
  ] as const;

  test.each(listings)('%s (%s, %s): line for line the English listing, so a step is on the same line in both', (algo, tie, root) => {
    const en = listingLines(pseudocode(algo, tie, root).code, 'en');
    const es = listingLines(pseudocode(algo, tie, root).code, 'es');
    expect(es).toHaveLength(en.length);
    // Each line keeps its indentation (the nesting the panel shows).
    expect(es.map((l) => l.length - l.trimStart().length)).toEqual(en.map((l) => l.length - l.trimStart().length));
    expect(es.join('\n')).toMatch(/función/);
    expect(es.join('\n')).toMatch(/devolver/);
    expect(es.join('\n')).not.toMatch(/\b(returns|return|for each|then)\b/);
  });

  test('alpha-beta: the thesis’s notation and AIMA’s corrected MIN-VALUE (β, not α), at the lines the steps map to', () => {
    const { trace } = runTree('alphabeta', fig52);
    const es = listingLines(pseudocode('alphabeta').code, 'es');
    const lineOf = (type: string, node: string) =>
      es[
        pseudocodeLine(
          trace,
          [...trace.events()].findIndex((e) => e.type === type && e.node === node),
          'alphabeta',
        )
      ];
    expect(lineOf('prune', 'C')).toBe('    si v ≤ α entonces devolver v');
    expect(lineOf('bound', 'B')).toBe('    β := min(β, v)');
    expect(lineOf('bound', 'A')).toBe('    α := max(α, v)');
    expect(lineOf('evaluate', 'B1')).toContain('el valor heurístico');
    expect(es).not.toContain('    α := min(α, v)');
    // Every step of every algorithm maps to a line of the Spanish listing too.
    for (const [algo, name] of [
      ['minimax', 'aima-fig-5-2'],
      ['alphabeta', 'aima-fig-5-2'],
      ['negamax', 'aima-fig-5-2'],
      ['expectimax', 'cs188-expectimax'],
      ['expectiminimax', 'thesis-expectiminimax'],
    ] as const) {
      const run = runTree(algo, fixtures.find((f) => f.name === name)!.tree).trace;
      const lines = listingLines(pseudocode(algo).code, 'es');
      for (let k = 0; k < run.length; k++) expect(lines[pseudocodeLine(run, k, algo)], `${algo} step ${k + 1}`).toBeDefined();
    }
  });
});
