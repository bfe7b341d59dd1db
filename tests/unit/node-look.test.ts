/**
 * A node's look in the tree view (src/ui/node-look.ts): from what the view
 * knows about a node at a step to the classes of its shape and edge, its
 * value label, its α/β label and cut-off condition, and its name for
 * assistive technology. Tables of single nodes, then every node of AIMA
 * Fig. 5.2 under alpha-beta at step 22 (C's cut), as the page shows it.
 */
import { describe, expect, test } from 'vitest';
import { UNWALKED_DASH, nodeClasses, nodeFrame, nodeLook, nodeName, nodeText, type NodeFigures, type NodeMarks } from '../../src/ui/viewer/node-look.ts';
import { certaintyOf, chosenPath, statusOf, stepView } from '../../src/app/step-view.ts';
import { viewTreeOfTree } from '../../src/app/view-tree.ts';
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
    ['with the strict tie rule', { kind: 'min', status: 'active', value: 2, alpha: 3, beta: Infinity, tieRule: 'strict' }, { cond: 'prune if < 3' }],
    ['in Spanish', { kind: 'min', status: 'active', value: 2, alpha: 3, beta: Infinity, lang: 'es' }, { cond: 'poda si ≤ 3' }],
    ['an open chance node', { kind: 'chance', status: 'active', value: 1.5 }, { value: 'Σ1.5', cond: '' }],
    // No window without alpha-beta (or in a thumbnail), nor beside a leaf.
    ['an open node under minimax', { status: 'active', value: 3, alpha: 3, beta: Infinity, windowed: false }, { value: '≥3', window: '', cond: '' }],
    ['an open leaf', { kind: 'leaf', status: 'active', value: 4, alpha: 3, beta: 5 }, { value: '4', window: '' }],
    // Done: exact, or a bound where the search stopped early.
    ['an exact value', { status: 'done', value: 3, certainty: 'exact' }, { valueClass: 'value s-done', value: '3' }],
    ['at most (a MIN node cut)', { kind: 'min', status: 'done', value: 2, certainty: 'atMost' }, { value: '≤2' }],
    ['at least (a MAX node cut)', { status: 'done', value: 5, certainty: 'atLeast' }, { value: '≥5' }],
    ['partial (a chance node cut)', { kind: 'chance', status: 'done', value: 0.25, certainty: 'partial' }, { value: '≈0.25' }],
    ['values are rounded to 4 decimals', { status: 'done', value: 2 / 3, certainty: 'exact' }, { value: '0.6667' }],
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
  expect(nodeName({ ...base, lang: 'en' })).toBe('MIN node C, at most 2, pruned');
  expect(nodeName({ ...base, lang: 'es' })).toBe('nodo MIN C, como mucho 2, podado');
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
  expect(nodeName(open)).toBe('MAX node A, at least 3, α 3, β +∞, open, current step');
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
  expect(nodeName({ ...hit, lang: 'en' })).toBe('MAX node B, at least 2, done, from the transposition table, not searched');
  expect(nodeText({ ...hit, fromTable: false, lang: 'en' }).window).toBe('');
});
