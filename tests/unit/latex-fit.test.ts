/**
 * LaTeX for trees of any size (issue 25): a textbook tree is drawn as before;
 * a big one packed as rectangles; one too big for TeX (too wide, too deep, too
 * slow for forest) drawn in part — its first nodes depth first, at most
 * BOXED.levels deep — under a note giving the counts, each node with nodes
 * left out below it marked `+n`. The size rules here, in Node;
 * tests/integration/latex-compile.test.ts compiles such trees with pdflatex.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BOXED, SEP, TIGHT, nodeWidth, within, type Limits, type TreeShape } from '../../src/app/latex-fit.ts';
import { forestOf, latexSafe } from '../../src/app/latex.ts';
import { DEFAULT_REQUEST, searchTree } from '../../src/app/tree-search.ts';
import { parseTree } from '../../src/games/tree/parse.ts';
import type { TreeNode } from '../../src/games/tree/tree.ts';
import { loadFixtures } from './helpers.ts';
import { say } from '../../src/i18n/say.ts';
import { msg } from '../../src/i18n/message.ts';

const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 40);

function tree(text: string): TreeNode {
  const parsed = parseTree(text);
  if (!parsed.ok) throw new Error(`${parsed.error.line}:${parsed.error.column}`);
  return parsed.tree;
}

/** A MAX root over `n` leaves, valued 0, 1, 2, … */
const wide = (n: number) => `max(${Array.from({ length: n }, (_, i) => i).join(',')})`;
/** `leaves` leaves, valued 0, 1, 2, …, under MIN nodes of seven each (the last of fewer), under a MAX root. */
function grouped(leaves: number): string {
  const groups: string[] = [];
  for (let i = 0; i < leaves; i += 7) groups.push(`min(${Array.from({ length: Math.min(7, leaves - i) }, (_, k) => i + k).join(',')})`);
  return `max(${groups.join(',')})`;
}
/** A chain `depth` levels of MAX and MIN nodes over one leaf; with `sides`, each inner node has a leaf after the chain too. */
function chain(depth: number, sides = false): string {
  let t = '1';
  for (let d = depth - 1; d >= 0; d--) t = `${d % 2 === 0 ? 'max' : 'min'}(${t}${sides ? `,${d}` : ''})`;
  return t;
}

/** Whether the brackets of each node balance, outside braces and escapes (exercise-trees.ts's `forests`, quick for long drawings). */
function balanced(tex: string): boolean {
  let [brackets, braces] = [0, 0];
  for (let i = 0; i < tex.length; i++) {
    const c = tex[i];
    if (c === '\\') i++;
    else if (c === '{' || c === '}') braces += c === '{' ? 1 : -1;
    else if (braces === 0 && (c === '[' || c === ']')) brackets += c === '[' ? 1 : -1;
    if (braces < 0 || brackets < 0) return false;
  }
  return brackets === 0 && braces === 0;
}

/** What a drawing says: node lines, their depth (indentation), `+n` marks, the note's counts, the packing. */
function read(tex: string) {
  const nodes = tex.split('\n').filter((l) => /^ *\[/.test(l));
  // Without words (the core holds none), the note is the counts: drawn / total.
  const note = /\\astomitted\{(\d+) \/ (\d+)\}/.exec(tex);
  return {
    nodes,
    levels: Math.max(...nodes.map((l) => l.indexOf('[') / 2)),
    marks: nodes.map((l) => Number(/omitted=\{(\d+)\}/.exec(l)?.[1] ?? 0)),
    note: note === null ? null : { drawn: Number(note[1]), total: Number(note[2]), left: Number(note[2]) - Number(note[1]) },
    boxed: tex.startsWith('\\begin{forest} boxfit\n') || tex.includes('\n\\begin{forest} boxfit\n'),
    tight: tex.startsWith('\\begin{forest} ast\n'),
  };
}

/** The drawing at the search's last step (alpha-beta, or expectiminimax with chance). */
function drawn(text: string, step = Infinity) {
  const t = tree(text);
  const { trace } = searchTree(t, DEFAULT_REQUEST);
  const tex = forestOf(t, trace, Math.min(step, trace.length));
  expect(balanced(tex)).toBe(true);
  expect(latexSafe(tex)).toBe(true);
  return { tex, ...read(tex) };
}

/** A tree's nodes in depth-first order, each with its depth and value text. */
function preorder(t: TreeNode): { depth: number; node: TreeNode }[] {
  const out: { depth: number; node: TreeNode }[] = [];
  const stack = [{ depth: 0, node: t }];
  while (stack.length > 0) {
    const top = stack.pop()!;
    out.push(top);
    for (let c = top.node.children.length - 1; c >= 0; c--) stack.push({ depth: top.depth + 1, node: top.node.children[c]! });
  }
  return out;
}

describe('textbook trees: drawn whole, packed tight, exactly as before', () => {
  test.each(loadFixtures().map((f) => [f.name, f.tree] as const))('%s, at every step', (_, t) => {
    const { trace } = searchTree(t, DEFAULT_REQUEST);
    for (let step = 0; step <= trace.length; step++) {
      const tex = forestOf(t, trace, step);
      const { nodes, note, tight } = read(tex);
      expect([tight, note, nodes.length, tex.includes('omitted=')]).toEqual([true, null, preorder(t).length, false]);
    }
  });

  test('AIMA Fig. 5.2 at step 9: the same text as before the size rules', () => {
    const fixture = loadFixtures().find((f) => f.name === 'aima-fig-5-2')!;
    const { trace } = searchTree(fixture.tree, DEFAULT_REQUEST);
    expect(forestOf(fixture.tree, trace, 9)).toBe(String.raw`\begin{forest} ast
  [{}, maxnode, name={A}, opennode, window={$\alpha{=}-\infty$\\$\beta{=}+\infty$}, windowed
    [{$\le 3$}, minnode, name={B}, opennode, window={$\alpha{=}-\infty$\\$\beta{=}3$}
      [{$3$}, leafnode, leafname={B1}]
      [{$12$}, leafnode, leafname={B2}, opennode, currentnode]
      [{$8$}, leafnode, leafname={B3}]
    ]
    [{}, minnode, name={C}
      [{$2$}, leafnode, leafname={C1}]
      [{$4$}, leafnode, leafname={C2}]
      [{$6$}, leafnode, leafname={C3}]
    ]
    [{}, minnode, name={D}
      [{$14$}, leafnode, leafname={D1}]
      [{$5$}, leafnode, leafname={D2}]
      [{$2$}, leafnode, leafname={D3}]
    ]
  ]
\end{forest}`);
  });

  test('a tree of 81 leaves (3 × 3 × 3 × 3) is still drawn tight; one of 243 is packed as rectangles, whole', () => {
    const full = (b: number, d: number): string =>
      d === 0 ? '1' : `${d % 2 === 0 ? 'max' : 'min'}(${Array.from({ length: b }, () => full(b, d - 1)).join(',')})`;
    expect(drawn(full(3, 4))).toMatchObject({ tight: true, note: null });
    const big = drawn(full(3, 5));
    expect(big).toMatchObject({ boxed: true, note: null });
    expect(big.nodes).toHaveLength(364);
  });
});

describe('trees too big for TeX: drawn in part, with a note and marks', () => {
  test('a MAX root over 3,000 leaves: its first leaves, in order, as wide as TeX allows; the root marked with the rest', () => {
    const d = drawn(wide(3000));
    expect(d.boxed).toBe(true);
    expect(d.note).toEqual({ drawn: d.nodes.length, total: 3001, left: 3001 - d.nodes.length });
    // 13,500pt at 28.5pt a leaf (a 2-digit value, `s sep`): about 470.
    expect(d.nodes.length).toBeGreaterThan(400);
    expect(d.nodes.length).toBeLessThan(500);
    expect(d.nodes.slice(1).map((l) => /\$(\d+)\$/.exec(l)![1])).toEqual(Array.from({ length: d.nodes.length - 1 }, (_, i) => String(i)));
    expect(d.marks[0]).toBe(d.note!.left);
    expect(d.marks.slice(1).every((m) => m === 0)).toBe(true);
  });

  test('30,001 leaves under 4,286 MIN nodes, at the last step and at step 1,000: the marks add up to the nodes left out', () => {
    for (const step of [Infinity, 1000]) {
      const d = drawn(grouped(30_001), step);
      expect(d.note).toEqual({ drawn: d.nodes.length, total: 34_288, left: 34_288 - d.nodes.length });
      expect(d.nodes.length).toBeLessThanOrEqual(BOXED.nodes);
      expect(d.marks.reduce((a, b) => a + b, 0)).toBe(d.note!.left);
      // Whole MIN nodes, in order; the last may be cut, marked with its leaves left out.
      const mins = d.nodes.filter((l) => l.includes('minnode'));
      expect(mins.slice(0, -1).every((l) => !l.includes('omitted='))).toBe(true);
      expect(d.nodes.length - 1 - mins.length + Number(/omitted=\{(\d+)\}/.exec(mins.at(-1)!)?.[1] ?? 0)).toBe(7 * mins.length);
    }
  });

  test('a chain 1,000 levels deep: the top BOXED.levels levels, the last node marked with the 921 below it', () => {
    const d = drawn(chain(1000));
    expect(d.note).toEqual({ drawn: BOXED.levels, total: 1001, left: 1001 - BOXED.levels });
    expect(d.levels).toBe(BOXED.levels);
    expect(d.marks.at(-1)).toBe(1001 - BOXED.levels);
  });

  test('a chain 1,000 deep with a leaf beside each node: cut below BOXED.levels, the leaves above drawn', () => {
    const d = drawn(chain(1000, true));
    // Inner nodes at depths 0…79, leaves beside them at 1…79.
    expect(d.note).toEqual({ drawn: 2 * BOXED.levels - 1, total: 2001, left: 2001 - (2 * BOXED.levels - 1) });
    expect(d.levels).toBe(BOXED.levels);
  });

  test('the longest tree the page takes (200,000 characters: 99,990 leaves) gives a short drawing', () => {
    const text = `max(${Array.from({ length: 99_990 }, (_, i) => i % 10).join(',')})`;
    expect(text.length).toBeLessThanOrEqual(200_000);
    const d = drawn(text);
    expect(d.note!.total).toBe(99_991);
    expect(d.tex.length).toBeLessThan(40_000);
  });

  test('a blank sheet of a big tree (no search) is drawn in part too', () => {
    const t = tree(grouped(30_001));
    const tex = forestOf(t, null, 0, { blank: true, slots: true });
    const { note, nodes, marks } = read(tex);
    expect(note).toEqual({ drawn: nodes.length, total: 34_288, left: 34_288 - nodes.length });
    expect(marks.reduce((a, b) => a + b, 0)).toBe(note!.left);
  });

  test('the note in the caller’s words (English, Spanish), escaped for TeX; the counts as the drawing has them', () => {
    const t = tree(grouped(30_001));
    const { note } = read(forestOf(t, null, 0));
    for (const lang of ['en', 'es'] as const) {
      const tex = forestOf(t, null, 0, { omitted: (c) => say(msg('latex.omitted', c), lang) });
      expect(latexSafe(tex)).toBe(true);
      const line = /\\astomitted\{(.*)\}\}\\kern6pt/.exec(tex)![1]!;
      expect(line).toEqual(
        lang === 'en'
          ? `This tree is drawn in part, to stay within what TeX can typeset: its first ${note!.drawn.toLocaleString('en')} of 34,288 nodes, depth first, at most ${BOXED.levels} levels deep. The other ${note!.left.toLocaleString('en')} are left out; +n below a node counts those under it.`
          : expect.stringMatching(
              new RegExp(
                `^Este árbol se dibuja en parte, .* sus primeros ${note!.drawn.toLocaleString('es')} de 34\\.288 nodos, .* Los otros ${note!.left.toLocaleString('es').replace('.', '\\.')} quedan fuera;`,
              ),
            ),
      );
    }
  });

  test('random trees, some big: the drawn part is the first nodes depth first (none below BOXED.levels), within the limits, the counts adding up', () => {
    let cut = 0;
    const shapes = fc.record({
      seed: fc.nat(),
      branching: fc.integer({ min: 1, max: 12 }),
      depth: fc.integer({ min: 1, max: 120 }),
      stop: fc.double({ min: 0, max: 0.6, noNaN: true }),
    });
    fc.assert(
      fc.property(shapes, ({ seed, branching, depth, stop }) => {
        let s = seed;
        const rnd = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
        let budget = 4000;
        const make = (d: number): string =>
          d >= depth || (d > 0 && rnd() < stop) || --budget < 0
            ? String(Math.floor(rnd() * 2e6) - 1e6)
            : `${d % 2 === 0 ? 'max' : 'min'}(${Array.from({ length: 1 + Math.floor(rnd() * branching) }, () => make(d + 1)).join(',')})`;
        const text = make(0);
        const t = tree(text);
        const d = drawn(text, Math.floor(rnd() * 1e4));
        const all = preorder(t);
        expect(d.nodes.length).toBeLessThanOrEqual(d.tight ? all.length : BOXED.nodes);
        expect(d.levels).toBeLessThanOrEqual(BOXED.levels);
        if (d.note === null) {
          expect(d.nodes).toHaveLength(all.length);
          return;
        }
        cut++;
        expect(d.boxed).toBe(true);
        expect(d.note).toEqual({ drawn: d.nodes.length, total: all.length, left: all.length - d.nodes.length });
        expect(d.marks.reduce((a, b) => a + b, 0)).toBe(d.note.left);
        // The drawn nodes are a prefix of the depth-first order, skipping what lies below BOXED.levels.
        const expected = [];
        for (const n of all) {
          if (expected.length === d.nodes.length) break;
          if (n.depth < BOXED.levels) expected.push(n.depth);
        }
        expect(d.nodes.map((l) => l.indexOf('[') / 2 - 1)).toEqual(expected);
      }),
      { numRuns: FUZZ_RUNS, seed: 25 },
    );
    // Many of them are cut: the checks above ran.
    expect(cut).toBeGreaterThan(FUZZ_RUNS / 5);
  });
});

describe('the size rules (latex-fit.ts)', () => {
  /** A shape from child lists: node 0 is the root. */
  function shape(children: number[][]): TreeShape {
    const parent = new Int32Array(children.length).fill(-1);
    children.forEach((kids, i) => kids.forEach((c) => (parent[c] = i)));
    const size = new Int32Array(children.length).fill(1);
    for (let i = children.length - 1; i > 0; i--) size[parent[i]!]! += size[i]!;
    return { count: children.length, parent, size, children: (i) => children[i]! };
  }
  const none: Limits = { levels: Infinity, nodes: Infinity, cost: Infinity, width: Infinity };
  /** A root over `n` leaves (children numbered in order). */
  const fan = (n: number) => shape([Array.from({ length: n }, (_, i) => i + 1), ...Array.from({ length: n }, () => [])]);

  test('width: children side by side with the distances between them; the first leaf over the limit stops the drawing', () => {
    const w = () => 20;
    const s = () => 10;
    // Ten leaves: 10 × 20 + 9 × 10 = 290.
    expect(within(fan(10), w, s, { ...none, width: 290 }).nodes).toBe(11);
    expect(within(fan(10), w, s, { ...none, width: 289 }).nodes).toBe(10);
    // A node wider than its children's row: as wide as itself.
    expect(within(fan(2), (i) => (i === 0 ? 100 : 10), s, { ...none, width: 100 }).nodes).toBe(3);
    expect(within(fan(2), (i) => (i === 0 ? 100 : 10), s, { ...none, width: 99 }).nodes).toBe(0);
  });

  test('width: a node is centred between its first and last child, and may reach past a lopsided row', () => {
    // Root (60) over A (10, over three leaves of 10) and B (10): row 50 + 10 + 10 = 70; A's centre at 25, B's at 65;
    // the root centred at 45 reaches from 15 to 75, past the row's 70 by 5: 75 wide.
    const t = shape([[1, 5], [2, 3, 4], [], [], [], []]);
    const w = (i: number) => (i === 0 ? 60 : 10);
    expect(within(t, w, () => 10, { ...none, width: 75 }).nodes).toBe(6);
    expect(within(t, w, () => 10, { ...none, width: 74 }).nodes).toBe(5);
  });

  test('levels: nodes below the limit are skipped and their siblings above still drawn; nodes × levels and nodes are capped', () => {
    // 0 → 1 → 2 → 3, and 0 → 4: three levels keep 0, 1, 2 and 4.
    const t = shape([[1, 4], [2], [3], [], []]);
    const part = within(
      t,
      () => 10,
      () => 10,
      { ...none, levels: 3 },
    );
    expect([...part.drawn]).toEqual([1, 1, 1, 0, 1]);
    expect(part).toMatchObject({ nodes: 4, levels: 3 });
    // Two nodes on two levels cost 4.
    expect(
      within(
        t,
        () => 10,
        () => 10,
        { ...none, cost: 4 },
      ).nodes,
    ).toBe(2);
    expect(
      within(
        t,
        () => 10,
        () => 10,
        { ...none, cost: 8 },
      ).nodes,
    ).toBe(2);
    expect(
      within(
        t,
        () => 10,
        () => 10,
        { ...none, cost: 9 },
      ).nodes,
    ).toBe(3);
    expect(
      within(
        fan(10),
        () => 10,
        () => 10,
        { ...none, nodes: 7 },
      ).nodes,
    ).toBe(7);
  });

  test('the limits as measured: tight within 2,000 nodes × levels and 3,000pt; boxed within 80 levels, 1,500 nodes, 13,500pt', () => {
    expect(TIGHT).toEqual({ levels: Infinity, nodes: Infinity, cost: 2000, width: 3000 });
    expect(BOXED).toEqual({ levels: 80, nodes: 1500, cost: Infinity, width: 13_500 });
    expect(SEP).toEqual({ plain: 8.54, windowed: 42.68 });
  });

  // Widths measured with pdflatex (standalone pictures of one node, in the preamble's styles), in points.
  test.each([
    ['leaf', '$5$', 17.9],
    ['leaf', '$-12345678901234567000$', 102.5],
    ['leaf', '$-1234.5678$', 49.6],
    ['leaf', '$1e+300$', 36.9],
    ['max', '$5$', 36.7],
    ['max', '$\\le -12345678901234567000$', 125.2],
    ['max', '$\\le -1234.5678$', 72.3],
    ['max', '$\\ge -\\infty$', 41.9],
    ['min', '$\\approx -12345678901234567000$', 125.5],
    ['chance', '$5$', 23.6],
    ['chance', '$\\Sigma\\,-12345678901234567000$', 114.8],
  ] as const)('nodeWidth(%s, %s) is at least the %spt measured, and not far over', (kind, content, measured) => {
    expect(nodeWidth(kind, content)).toBeGreaterThanOrEqual(measured);
    expect(nodeWidth(kind, content)).toBeLessThan(measured * 1.5);
  });
});
