/**
 * A node's look in the tree view (src/ui/node-look.ts): from what the view
 * knows about a node at a step to the classes of its shape and edge, its
 * value label, its α/β label and cut-off condition, and its name for
 * assistive technology. Tables of single nodes, then every node of AIMA
 * Fig. 5.2 under alpha-beta at step 22 (C's cut), as the page shows it.
 */
import { describe, expect, test } from 'vitest';
import {
  UNWALKED_DASH,
  nodeClasses,
  nodeFrame,
  nodeLabel,
  nodeLook,
  nodeName,
  nodeText,
  valueLabel,
  type NodeFigures,
  type NodeMarks,
} from '../../src/ui/viewer/node-look.ts';
import { certaintyOf, chosenPath, statusOf, stepView } from '../../src/app/step-view.ts';
import { ViewTree, viewTreeOfTree } from '../../src/app/view-tree.ts';
import type { TreeNode } from '../../src/games/tree/tree.ts';
import { loadFixtures, runTree } from './helpers.ts';

const marks = (m: Partial<NodeMarks>): NodeMarks => ({
  kind: 'max',
  status: 'unvisited',
  current: false,
  onPath: false,
  parentOnPath: false,
  parentPruned: false,
  marked: false,
  started: true,
  ...m,
});

const figures = (n: Partial<NodeFigures>): NodeFigures => ({
  kind: 'max',
  status: 'unvisited',
  value: NaN,
  leafValue: NaN,
  certainty: null,
  alpha: NaN,
  beta: NaN,
  windowed: true,
  tieRule: 'inclusive',
  lang: 'en',
  ...n,
});

describe('classes: the shape, the edge into the node, the cut, data-state and the cues besides colour', () => {
  test.each([
    // An edge not walked yet is dotted once the search has begun; before (step 0, an exercise's blank tree) every edge is plain.
    [
      'an unvisited MAX node',
      {},
      { state: 'unvisited', shape: 'shape s-unvisited', edge: 's-unvisited', cut: 'cut', edgeDash: UNWALKED_DASH, slant: null, ring: false },
    ],
    ['an unvisited node before the search begins', { started: false }, { state: 'unvisited', edgeDash: null }],
    ['an unvisited leaf', { kind: 'leaf' }, { shape: 'shape s-unvisited leaf' }],
    // The current node's outline is double (its ring shows); walked edges are solid.
    [
      'the open node of the step',
      { status: 'active', current: true },
      { state: 'active', shape: 'shape s-active cur', edge: 's-active cur', edgeDash: null, ring: true },
    ],
    ['an open node off the step', { status: 'active' }, { shape: 'shape s-active', edgeDash: null, ring: false }],
    ['an evaluated leaf', { kind: 'leaf', status: 'done' }, { shape: 'shape s-done leaf', edge: 's-done', edgeDash: null, slant: null }],
    // A pruned subtree keeps full ink: its text slanted (its shapes and edges dashed by the classes), cut once, on the edge into its top.
    [
      'the top of a pruned subtree',
      { kind: 'leaf', status: 'pruned' },
      { state: 'pruned', shape: 'shape s-pruned leaf', edge: 's-pruned', cut: 'cut on', edgeDash: null, slant: 'italic' },
    ],
    ['a node inside a pruned subtree', { status: 'pruned', parentPruned: true }, { slant: 'italic', cut: 'cut' }],
    // The chosen path: the root's shape, then each node on it with the edge from its parent.
    ['the root on the chosen path', { status: 'done', onPath: true }, { shape: 'shape s-done path', edge: 's-done' }],
    ['a node on the chosen path', { status: 'done', onPath: true, parentOnPath: true }, { shape: 'shape s-done path', edge: 's-done path' }],
    ['a child of a path node off the path', { status: 'done', parentOnPath: true }, { shape: 'shape s-done', edge: 's-done' }],
    // Self-check: marked as pruned by the student, then graded.
    ['a node the student marked', { kind: 'leaf', status: 'pruned', marked: true }, { shape: 'shape s-pruned leaf marked' }],
    ['a right answer', { status: 'done', verdict: 'ok' }, { shape: 'shape s-done ok' }],
    ['a wrong answer', { status: 'done', verdict: 'wrong' }, { shape: 'shape s-done wrong' }],
    [
      'everything at once, in a fixed order',
      { kind: 'leaf', status: 'done', current: true, onPath: true, parentOnPath: true, marked: true, verdict: 'ok' },
      { shape: 'shape s-done leaf cur path marked ok', edge: 's-done cur path' },
    ],
  ] as const)('%s', (_name, m, expected) => {
    expect(nodeClasses(marks(m))).toMatchObject(expected);
  });
  test('no look is greyed by opacity any more (pruned text was 0.35 opaque)', () => {
    for (const status of ['unvisited', 'active', 'done', 'pruned'] as const) expect(nodeClasses(marks({ status }))).not.toHaveProperty('opacity');
  });
});

describe('text: the value with its sign, the α/β window and the cut-off condition', () => {
  test.each([
    // Before a value: a leaf shows its own, an inner node nothing.
    ['an unvisited leaf shows its value', { kind: 'leaf', leafValue: 12 }, { valueClass: 'value s-unvisited', value: '12', window: '', cond: '' }],
    ['an unvisited inner node shows nothing', {}, { value: '' }],
    ['negative numbers use the minus sign', { kind: 'leaf', leafValue: -2 }, { value: '−2' }],
    // While open, the running value is a bound: MAX ≥, MIN ≤, a chance node's partial sum Σ.
    ['an open MAX node', { status: 'active', value: 3, alpha: 3, beta: Infinity }, { valueClass: 'value s-active', value: '≥3', window: 'α=3 β=+∞', cond: '' }],
    [
      'an open MIN node under α = 3 (AIMA 5.2, node C)',
      { kind: 'min', status: 'active', value: 2, alpha: 3, beta: Infinity },
      { value: '≤2', window: 'α=3 β=+∞', cond: 'prune if ≤ 3' },
    ],
    ['an open MAX node under β = 5', { status: 'active', value: 1, alpha: -Infinity, beta: 5 }, { window: 'α=−∞ β=5', cond: 'prune if ≥ 5' }],
    // A drawing that keeps the window's room where no window is known (`#/code`: a student's search, whose α and β are not seen).
    ['an open node with no window known', { status: 'active', value: NaN, alpha: NaN, beta: NaN }, { window: '', cond: '' }],
    ['with the strict tie rule', { kind: 'min', status: 'active', value: 2, alpha: 3, beta: Infinity, tieRule: 'strict' }, { cond: 'prune if < 3' }],
    ['in Spanish', { kind: 'min', status: 'active', value: 2, alpha: 3, beta: Infinity, lang: 'es' }, { cond: 'poda si ≤ 3' }],
    // A chance node's running value is a sum so far, said in words under it, not a sign before it.
    ['an open chance node', { kind: 'chance', status: 'active', value: 1.5, windowed: false }, { value: '1.5', window: 'Σ so far', cond: '' }],
    ['an open chance node, in Spanish', { kind: 'chance', status: 'active', value: 1.5, windowed: false, lang: 'es' }, { window: 'Σ hasta ahora' }],
    ['a done chance node', { kind: 'chance', status: 'done', value: 1.5, certainty: 'exact', windowed: false }, { value: '1.5', window: '' }],
    // No window without alpha-beta (or in a thumbnail), nor beside a leaf.
    ['an open node under minimax', { status: 'active', value: 3, alpha: 3, beta: Infinity, windowed: false }, { value: '≥3', window: '', cond: '' }],
    ['an open leaf', { kind: 'leaf', status: 'active', value: 4, alpha: 3, beta: 5 }, { value: '4', window: '' }],
    // Done: exact, or a bound where the search stopped early.
    ['an exact value', { status: 'done', value: 3, certainty: 'exact' }, { valueClass: 'value s-done', value: '3' }],
    ['at most (a MIN node cut)', { kind: 'min', status: 'done', value: 2, certainty: 'atMost' }, { value: '≤2' }],
    ['at least (a MAX node cut)', { status: 'done', value: 5, certainty: 'atLeast' }, { value: '≥5' }],
    ['partial (a chance node cut)', { kind: 'chance', status: 'done', value: 0.25, certainty: 'partial' }, { value: '≈0.25' }],
    ['values are rounded to 4 decimals', { status: 'done', value: 2 / 3, certainty: 'exact' }, { value: '0.6667' }],
    // 2048's values to one decimal (its heuristic breakdown keeps them exact), bounds and windows too.
    ['2048: one decimal', { status: 'done', value: 541.1317, certainty: 'exact', decimals: 1 }, { value: '541.1' }],
    [
      '2048: an open MAX node, one decimal',
      { status: 'active', value: 577.5241, alpha: 577.5241, beta: Infinity, decimals: 1 },
      { value: '≥577.5', window: 'α=577.5 β=+∞' },
    ],
    ['2048: a leaf before it is reached', { kind: 'leaf', leafValue: 56.1447, decimals: 1 }, { value: '56.1' }],
  ] as const)('%s', (_name, n, expected) => {
    expect(nodeText(figures(n))).toMatchObject(expected);
  });
});

describe('frame: what does not change from step to step', () => {
  test('an inner node: its kind and name, its toggle', () => {
    expect(nodeFrame('max', 'A', { collapsed: false, descendants: 12, toggle: true, lang: 'en' })).toEqual({
      className: 'node kind-max',
      aria: 'MAX A',
      toggle: { label: 'Collapse this subtree', symbol: '−', expanded: 'true' },
      hides: null,
    });
  });
  test('a collapsed node says how many nodes it hides', () => {
    const frame = nodeFrame('chance', 'B', { collapsed: true, descendants: 6, toggle: true, lang: 'es' });
    expect(frame.toggle).toEqual({ label: 'Desplegar este subárbol', symbol: '+', expanded: 'false' });
    expect(frame.hides).toBe('+6 ocultos');
  });
  test('a leaf, or a node in a thumbnail, has no toggle; an unnamed node keeps its kind', () => {
    expect(nodeFrame('leaf', '', { collapsed: false, descendants: 0, toggle: false, lang: 'en' })).toMatchObject({
      className: 'node kind-leaf',
      aria: 'LEAF ',
      toggle: null,
    });
  });
});

describe('AIMA Fig. 5.2 under alpha-beta, as the page paints it', () => {
  const fig52 = loadFixtures().find((f) => f.name === 'aima-fig-5-2')!.tree;
  const { trace } = runTree('alphabeta', fig52);
  const index = viewTreeOfTree(fig52, trace);
  const looks = (step: number) => {
    const view = stepView(index, trace, step);
    const path = step >= trace.length ? chosenPath(index, view) : new Set<number>();
    return Object.fromEntries(
      Array.from({ length: index.count }, (_, i) => {
        const parent = index.parent[i]!;
        const look = nodeLook({
          kind: index.kindOf(i),
          status: statusOf(view, i),
          current: view.current === i,
          onPath: path.has(i),
          parentOnPath: parent >= 0 && path.has(parent),
          parentPruned: parent >= 0 && statusOf(view, parent) === 'pruned',
          marked: false,
          started: statusOf(view, 0) !== 'unvisited',
          value: view.value[i]!,
          leafValue: index.leafValue[i]!,
          certainty: certaintyOf(view, i),
          alpha: view.alpha[i]!,
          beta: view.beta[i]!,
          windowed: true,
          tieRule: 'inclusive',
          lang: 'en',
        });
        return [index.id(i), look];
      }),
    );
  };

  test('step 22: C, the current node, is ≤ 2 under α = 3 and its other children are cut', () => {
    const at = looks(22);
    expect(at.A).toMatchObject({ state: 'active', value: '≥3', window: 'α=3 β=+∞', cond: '' });
    expect(at.B).toMatchObject({ state: 'done', shape: 'shape s-done', value: '3', window: '' });
    expect(at.C).toMatchObject({ state: 'active', shape: 'shape s-active cur', edge: 's-active cur', value: '≤2', window: 'α=3 β=+∞', cond: 'prune if ≤ 3' });
    expect(at.C).toMatchObject({ ring: true });
    for (const id of ['C2', 'C3'])
      expect(at[id], id).toMatchObject({ state: 'pruned', slant: 'italic', cut: 'cut on', shape: 'shape s-pruned leaf', edgeDash: null });
    expect(at.D1).toMatchObject({ state: 'unvisited', value: '14', valueClass: 'value s-unvisited', edgeDash: UNWALKED_DASH, slant: null, ring: false });
    // Only the step's node has the double outline.
    expect(
      Object.entries(at)
        .filter(([, l]) => l.ring)
        .map(([id]) => id),
    ).toEqual(['C']);
  });

  test('step 0: nothing walked yet, every edge plain', () => {
    const at = looks(0);
    expect(Object.values(at).every((l) => l.state === 'unvisited' && l.edgeDash === null && !l.ring)).toBe(true);
  });

  test('the end: the chosen path A, B, B1 is drawn thick; C is worth at most 2', () => {
    const at = looks(trace.length);
    expect(
      Object.entries(at)
        .filter(([, l]) => l.shape.includes('path'))
        .map(([id]) => id),
    ).toEqual(['A', 'B', 'B1']);
    expect(
      Object.entries(at)
        .filter(([, l]) => l.edge.includes('path'))
        .map(([id]) => id),
    ).toEqual(['B', 'B1']);
    expect(at.C).toMatchObject({ state: 'done', value: '≤2' });
    expect(at.A).toMatchObject({ value: '3', window: '' });
  });
});

test('a node’s name for assistive technology: kind and label, value or bound in words, state, and the current step', () => {
  const base = {
    kind: 'min',
    status: 'pruned',
    value: 2,
    leafValue: NaN,
    certainty: 'atMost',
    alpha: NaN,
    beta: NaN,
    windowed: false,
    tieRule: 'inclusive',
    label: 'C',
    current: false,
  } as const;
  expect(nodeName({ ...base, lang: 'en' })).toBe('min node C, at most 2, pruned');
  expect(nodeName({ ...base, lang: 'es' })).toBe('nodo min C, como mucho 2, podado');
  expect(nodeName({ ...base, kind: 'leaf', status: 'unvisited', value: NaN, leafValue: 14, certainty: null, label: 'D1', lang: 'en' })).toBe(
    'leaf D1, value 14, not visited yet',
  );
  const open = {
    ...base,
    kind: 'max',
    status: 'active',
    value: 3,
    certainty: null,
    alpha: 3,
    beta: Infinity,
    windowed: true,
    label: 'A',
    current: true,
    lang: 'en',
  } as const;
  expect(nodeName(open)).toBe('max node A, at least 3, α 3, β +∞, open, current step');
});

test('a node the transposition table decided says so beside it and in its name, in both languages', () => {
  const hit = {
    kind: 'max',
    status: 'done',
    value: 2,
    leafValue: NaN,
    certainty: 'atLeast',
    alpha: NaN,
    beta: NaN,
    windowed: true,
    fromTable: true,
    tieRule: 'inclusive',
    label: 'B',
    current: false,
  } as const;
  expect(nodeText({ ...hit, lang: 'en' })).toMatchObject({ value: '≥2', window: 'table' });
  expect(nodeText({ ...hit, lang: 'es' }).window).toBe('tabla');
  expect(nodeName({ ...hit, lang: 'en' })).toBe('max node B, at least 2, done, from the transposition table, not searched');
  expect(nodeText({ ...hit, fromTable: false, lang: 'en' }).window).toBe('');
});

test('an open chance node is named as a sum so far; a 2048 value in its name with one decimal', () => {
  const sum = {
    kind: 'chance',
    status: 'active',
    value: 56.1447,
    leafValue: NaN,
    certainty: null,
    alpha: NaN,
    beta: NaN,
    windowed: false,
    tieRule: 'inclusive',
    label: 'up',
    current: false,
    decimals: 1,
  } as const;
  expect(nodeName({ ...sum, lang: 'en' })).toBe('chance node up, weighted sum so far 56.1, open');
  expect(nodeName({ ...sum, lang: 'es' })).toBe('nodo de azar up, suma ponderada hasta ahora 56.1, abierto');
});

describe('a game tree’s node: named by its move (and depth) where it is shown; its whole path in its name and tooltip', () => {
  // X0 › O4 › X8, as a search's tree names it: each node by its move, its id the path of moves (no ids of its own).
  const leaf = { id: 'X8', auto: false, label: 'X8', kind: 'leaf', value: 1, p: NaN, children: [] };
  const o4 = { id: 'O4', auto: false, label: 'O4', kind: 'max', value: NaN, p: NaN, children: [leaf] };
  const x0 = { id: 'X0', auto: false, label: 'X0', kind: 'min', value: NaN, p: NaN, children: [o4] };
  const named = viewTreeOfTree({ id: '', auto: true, kind: 'max', value: NaN, p: NaN, children: [x0] } as unknown as TreeNode, null);
  const game = new ViewTree({ ...named.data, idText: null, idEnd: null });

  test('a textbook tree keeps its names', () => {
    const textbook = viewTreeOfTree(loadFixtures().find((f) => f.name === 'aima-fig-5-2')!.tree, null);
    for (const i of [0, 1, 2]) expect(nodeLabel(textbook, i, 'en')).toBe(textbook.label(i));
  });

  test('a game’s node below the root’s children: its move, depth and path of moves, in both languages', () => {
    expect(game.id(3)).toBe('X0 › O4 › X8');
    expect(nodeLabel(game, 3, 'en')).toBe('X8 at depth 3, reached by the moves X0, O4, X8');
    expect(nodeLabel(game, 3, 'es')).toBe('X8 a profundidad 3, alcanzado con las jugadas X0, O4, X8');
    // The root's child is named by its move alone; the root keeps its (empty) label.
    expect(nodeLabel(game, 1, 'en')).toBe('X0');
    expect(nodeLabel(game, 0, 'en')).toBe('');
  });
});

describe('the path strip’s value after a move: its sign, a running chance sum as a sum, 2048’s one decimal', () => {
  const leaf = (value: number) => ({ id: '', auto: true, kind: 'leaf', value, p: 0.5, children: [] });
  const tree = viewTreeOfTree({ id: '', auto: true, kind: 'chance', value: NaN, p: NaN, children: [leaf(56.1447), leaf(2)] } as unknown as TreeNode, null);
  const g2048 = new ViewTree({ ...tree.data, positions: { game: '2048', width: 16, cells: new Uint8Array(16 * tree.count), score: null } });
  /** The root at a step: its status and certainty as codes.ts numbers them (1 open, 2 done; 255 none yet, 0 exact). */
  const root = (index: ViewTree, value: number, status: number, certainty: number) => {
    const v = stepView(index, null, 0);
    v.value[0] = value;
    v.status[0] = status;
    v.certainty[0] = certainty;
    return v;
  };
  test.each([
    ['an open chance node sums', tree, 28.0724, 1, 255, 'en', 'Σ so far 28.0724'],
    ['in Spanish', tree, 28.0724, 1, 255, 'es', 'Σ hasta ahora 28.0724'],
    ['on a 2048 tree, one decimal', g2048, 28.0724, 1, 255, 'en', 'Σ so far 28.1'],
    ['done: its value alone', g2048, 29.0724, 2, 0, 'en', '29.1'],
    ['no value yet: nothing', tree, NaN, 0, 255, 'en', ''],
  ] as const)('%s', (_name, index, value, status, certainty, lang, expected) => {
    expect(valueLabel(index, root(index, value, status, certainty), 0, lang)).toBe(expected);
  });
});
