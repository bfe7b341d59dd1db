/**
 * The figure of a printed exercise sheet and its key (issue 35), in process:
 * the geometry the page's <exercise-tree> draws (app/sheet-figure.ts) and the
 * Moodle picture that draws the same figure (app/tree-image.ts). Every edge
 * runs whole from the parent's shape to the child's top (no stub that reads
 * as a cut mark); every value the key writes fits inside its shape, measured
 * where the shape is narrowest across the value's ink; names, shapes and α/β
 * of neighbours never overlap; on the key the best move is an arrow, not a
 * cut's strokes, and a node the search skips carries no value, α or β. The
 * same drawing in the browser, measured with the real font: tests/e2e/
 * exercise-print.test.ts.
 */
import { describe, expect, test } from 'vitest';
import type { Element } from '@xmldom/xmldom';
import { DIFFICULTIES, EXERCISE_ALGORITHMS, exerciseSet, type Exercise, type ExerciseAlgorithm } from '../../src/app/exercise.ts';
import { exerciseKey, fieldKey } from '../../src/app/exercise-grade.ts';
import { viewTreeOfTree, type ViewTree } from '../../src/app/view-tree.ts';
import {
  CAP,
  DESCENT,
  MARGIN,
  NAME_BASELINE,
  SMALL_SIZE,
  VALUE_SIZE,
  besideEdge,
  cutStrokes,
  edgeOf,
  fits,
  nameX,
  roomAt,
  sheetFigure,
  shapeFor,
  textWidth,
  valueBaseline,
  widthAt,
  type Figure,
  type ShapeBox,
} from '../../src/app/sheet-figure.ts';
import { treeSvg } from '../../src/app/tree-image.ts';
import { formatNumber as f } from '../../src/i18n/lang.ts';
import { answerText } from '../../src/ui/exercise/exercise-figures.ts';
import { parseXml } from '../shared/moodle-files.ts';

/** The figure <exercise-tree> draws for an exercise: shapes sized for its key's values, α/β for alpha-beta. */
function figureOf(e: Exercise, algo: ExerciseAlgorithm): { index: ViewTree; fig: Figure; values: string[] } {
  const key = exerciseKey(e.tree, e.search.trace, e.answer, algo);
  const index = viewTreeOfTree(e.tree, null);
  const visited = key.nodes.filter((n) => n.visited);
  const values = visited.map((n) => answerText(key, fieldKey('value', n.id), 'en'));
  const leaves = Array.from({ length: index.count }, (_, i) => i)
    .filter((i) => index.childCount(i) === 0)
    .map((i) => f(index.leafValue[i]!));
  const windows = algo === 'alphabeta' ? visited.flatMap((n) => [`α = ${f(n.alpha)}`, `β = ${f(n.beta)}`]) : null;
  return { index, fig: sheetFigure(index, { inner: values, leaves, windows }), values };
}

const SETS = EXERCISE_ALGORITHMS.flatMap((algo) => DIFFICULTIES.map((difficulty) => ({ algo, difficulty })));

describe('the sheet’s figure', () => {
  test.each(SETS)('$algo, $difficulty: every edge whole, from the parent’s shape to the child’s top, never a stub', ({ algo, difficulty }) => {
    for (const e of exerciseSet({ seed: 7, count: 4, difficulty, algo })) {
      const { index, fig } = figureOf(e, algo);
      for (let i = 1; i < index.count; i++) {
        const p = index.parent[i]!;
        const edge = edgeOf(fig, index, i);
        expect([edge.x1, edge.y1], `${e.id} ${index.id(i)}`).toEqual([fig.x[p], fig.y[p]! + fig.shapes[index.kindOf(p)].bottom]);
        expect([edge.x2, edge.y2], `${e.id} ${index.id(i)}`).toEqual([fig.x[i], fig.y[i]! + fig.shapes[index.kindOf(i)].top]);
        // The old sheet's edge under an α/β block was 16 long: as short as a cut's strokes.
        expect(Math.hypot(edge.x2 - edge.x1, edge.y2 - edge.y1)).toBeGreaterThanOrEqual(45);
      }
    }
  });

  test.each(SETS)('$algo, $difficulty: every value of the key fits inside its shape; neighbours’ names, shapes and α/β apart', ({ algo, difficulty }) => {
    for (const e of exerciseSet({ seed: 11, count: 4, difficulty, algo })) {
      const { index, fig, values } = figureOf(e, algo);
      for (const v of values)
        for (const kind of ['max', 'min', 'chance'] as const) expect(fits(fig.shapes[kind], v, VALUE_SIZE), `${e.id}: ${v} in ${kind}`).toBe(true);
      // On each level, left to right: where each node's drawing begins and ends.
      const levels = new Map<number, [number, number, string][]>();
      for (let i = 0; i < index.count; i++) {
        const s = fig.shapes[index.kindOf(i)];
        const leaf = index.kindOf(i) === 'leaf';
        const name = textWidth(index.label(i), SMALL_SIZE);
        const left = leaf ? Math.max(s.half, name / 2) : Math.max(s.half, nameX(s) + name);
        const right = leaf || fig.block === null ? s.half : fig.block.x + fig.block.width;
        const row = levels.get(fig.y[i]!) ?? [];
        row.push([fig.x[i]! - left, fig.x[i]! + right, index.id(i)]);
        levels.set(fig.y[i]!, row);
      }
      for (const row of levels.values()) {
        row.sort((a, b) => a[0] - b[0]);
        for (let k = 1; k < row.length; k++) expect(row[k]![0], `${e.id}: ${row[k - 1]![2]} and ${row[k]![2]}`).toBeGreaterThan(row[k - 1]![1]);
      }
      // The drawing's box holds every node.
      for (let i = 0; i < index.count; i++) {
        expect(fig.x[i]!).toBeGreaterThan(fig.box.x);
        expect(fig.x[i]!).toBeLessThan(fig.box.x + fig.box.w);
      }
    }
  });

  test('the issue’s tree (seed 3, medium, alpha-beta): “≥ 15”, “≥ 13” and “≤ 8” fit their triangles, where the old ones were 40 wide at the base', () => {
    const options = { seed: 3, count: 1, difficulty: 'medium', algo: 'alphabeta' } as const;
    const { fig, values } = figureOf(exerciseSet(options)[0]!, 'alphabeta');
    expect(values).toEqual(expect.arrayContaining(['≥ 15', '≥ 13', '≤ 8']));
    for (const [text, kind] of [
      ['≥ 15', 'max'],
      ['≥ 13', 'max'],
      ['≤ 8', 'min'],
    ] as const) {
      const s = fig.shapes[kind];
      const y = valueBaseline(s, VALUE_SIZE);
      // The text's width against the triangle's width at the text's top and bottom.
      expect(textWidth(text, VALUE_SIZE) + 2 * MARGIN).toBeLessThanOrEqual(widthAt(s, y - CAP * VALUE_SIZE));
      expect(textWidth(text, VALUE_SIZE) + 2 * MARGIN).toBeLessThanOrEqual(widthAt(s, y + DESCENT * VALUE_SIZE));
    }
    // The old sheet's triangle (base 40, height 28.8, the value's baseline 5 below its centre) held none of them.
    const old: ShapeBox = { kind: 'max', half: 20, top: -16, bottom: 12.8 };
    expect(textWidth('≥ 15', VALUE_SIZE)).toBeGreaterThan(roomAt(old, 5, VALUE_SIZE));
  });

  test('the widths are an upper bound of DejaVu Sans Bold’s, which Chromium draws with on Linux (measured: digits 0.70 em, ≥ ≤ − + 0.84, a space 0.35)', () => {
    // Widths at 100 px, bold, system-ui (DejaVu Sans Bold here): canvas measureText in Debian's Chromium 156.
    const measured: [string, number][] = [
      ['0123456789', 695.8],
      ['≥ 15', 257.8],
      ['≤ −8', 272.0],
      ['α = −∞', 389.2],
      ['β = +∞', 392.1],
      ['4.85', 246.7],
    ];
    for (const [text, px] of measured) expect(textWidth(text, 100), text).toBeGreaterThanOrEqual(px - 0.5);
  });

  test('a cut’s two strokes cross the edge; words beside an edge stand off it, on its upper side', () => {
    for (const e of [
      { x1: 0, y1: 0, x2: -300, y2: 50 },
      { x1: 0, y1: 0, x2: 0, y2: 60 },
      { x1: 0, y1: 0, x2: 200, y2: 60 },
    ]) {
      const [a, b] = cutStrokes(e);
      const len = Math.hypot(e.x2 - e.x1, e.y2 - e.y1);
      for (const s of [a, b]) {
        // Each stroke's ends lie on either side of the edge's line, 8 from it.
        const side = (x: number, y: number) => ((e.x2 - e.x1) * (y - e.y1) - (e.y2 - e.y1) * (x - e.x1)) / len;
        expect(side(s.x1, s.y1) * side(s.x2, s.y2)).toBeLessThan(0);
        expect(Math.abs(side(s.x1, s.y1))).toBeCloseTo(8, 0);
      }
      const at = besideEdge(e, 0.5);
      const mid = { x: (e.x1 + e.x2) / 2, y: (e.y1 + e.y2) / 2 };
      expect(at.y).toBeLessThanOrEqual(mid.y);
      expect(at.anchor).toBe(e.x2 < e.x1 ? 'end' : 'start');
      expect(Math.hypot(at.x - mid.x, at.y - mid.y)).toBeGreaterThan(5);
    }
  });

  test('a name stands left of its shape, clear of it across the name’s line', () => {
    for (const kind of ['max', 'min', 'chance'] as const) {
      const s = shapeFor(kind, ['≥ 15']);
      for (const y of [NAME_BASELINE - CAP * SMALL_SIZE, NAME_BASELINE]) expect(nameX(s)).toBeGreaterThan(widthAt(s, y) / 2);
    }
  });
});

/** An element's children elements of a tag. */
const all = (root: Element, tag: string) => Array.from(root.getElementsByTagName(tag));
/** The top and bottom of a node's shape in the Moodle picture: its first element. */
function shapeSpan(g: Element): { top: number; bottom: number; kind: string; points: [number, number][] } {
  const s = Array.from(g.childNodes).find((c): c is Element => (c as Element).tagName !== undefined)!;
  if (s.tagName === 'polygon') {
    const points = s
      .getAttribute('points')!
      .split(' ')
      .map((p) => p.split(',').map(Number) as [number, number]);
    const ys = points.map((p) => p[1]);
    return { top: Math.min(...ys), bottom: Math.max(...ys), kind: 'polygon', points };
  }
  if (s.tagName === 'rect') {
    const y = Number(s.getAttribute('y'));
    return { top: y, bottom: y + Number(s.getAttribute('height')), kind: 'rect', points: [] };
  }
  const [cy, ry] = [Number(s.getAttribute('cy')), Number(s.getAttribute('ry'))];
  return { top: cy - ry, bottom: cy + ry, kind: 'ellipse', points: [] };
}

describe('the Moodle picture draws the same figure', () => {
  test.each(EXERCISE_ALGORITHMS)(
    '%s: edges whole from shape to shape; the best move an arrow; nothing written in a skipped node; values inside their shapes',
    (algo) => {
      for (const e of exerciseSet({ seed: 5, count: 3, difficulty: 'hard', algo })) {
        const key = exerciseKey(e.tree, e.search.trace, e.answer, algo);
        for (const solved of [null, { trace: e.search.trace, windows: algo === 'alphabeta', best: 'best move' }]) {
          const svg = parseXml(treeSvg(e.tree, solved, 'tree'), 'image/svg+xml').documentElement!;
          const nodes = new Map(all(svg, 'g').flatMap((g) => (g.hasAttribute('data-node-id') ? [[g.getAttribute('data-node-id')!, g] as const] : [])));
          const edges = all(svg, 'g').filter((g) => g.hasAttribute('data-edge-id'));
          expect(edges).toHaveLength(nodes.size - 1);
          const parentOf = new Map<string, string>();
          const walk = (n: Exercise['tree']) => {
            for (const c of 'children' in n ? n.children : []) {
              parentOf.set(c.id, n.id);
              walk(c);
            }
          };
          walk(e.tree);
          for (const g of edges) {
            const id = g.getAttribute('data-edge-id')!;
            const line = all(g, 'line')[0]!;
            const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((a) => Number(line.getAttribute(a)));
            expect(y1, id).toBeCloseTo(shapeSpan(nodes.get(parentOf.get(id)!)!).bottom, 0);
            expect(y2, id).toBeCloseTo(shapeSpan(nodes.get(id)!).top, 0);
            expect(Math.hypot(x2! - x1!, y2! - y1!)).toBeGreaterThan(45);
            const best = all(g, 'polygon').length > 0;
            expect(best, id).toBe(solved !== null && id === e.answer.action);
            // The cut's strokes: red, two, only where a pruned subtree starts; never on the best move.
            const cut = all(g, 'line').filter((l) => l.getAttribute('stroke') === '#b3261e').length;
            expect(cut, id).toBe(solved !== null && e.answer.pruned.includes(id) ? 2 : 0);
            if (best) expect(all(g, 'text').map((t) => t.textContent)).toContain('best move');
          }
          if (solved === null) continue;
          for (const n of key.nodes) {
            const texts = all(nodes.get(n.id)!, 'text').map((t) => t.textContent ?? '');
            if (!n.visited) {
              // A skipped node: its name only.
              expect(texts, n.id).toEqual([n.id]);
              continue;
            }
            const value = answerText(key, fieldKey('value', n.id), 'en');
            const text = all(nodes.get(n.id)!, 'text').find((t) => t.getAttribute('font-weight') === 'bold')!;
            expect(text.textContent).toBe(value);
            // The value's ink inside the shape: the triangle's width at the ink's top and bottom against the text's width.
            const span = shapeSpan(nodes.get(n.id)!);
            const baseline = Number(text.getAttribute('y'));
            const width = textWidth(value, VALUE_SIZE) + 2 * MARGIN;
            if (span.kind === 'polygon') {
              const half = Math.max(...span.points.map((p) => p[0])) - Number(text.getAttribute('x'));
              const s: ShapeBox = { kind: n.kind, half, top: span.top - baseline, bottom: span.bottom - baseline };
              expect(Math.min(widthAt(s, -CAP * VALUE_SIZE), widthAt(s, DESCENT * VALUE_SIZE)), `${n.id} ${value}`).toBeGreaterThanOrEqual(width);
            }
            expect(texts.filter((t) => t.startsWith('α = ')).length).toBe(algo === 'alphabeta' ? 1 : 0);
          }
        }
      }
    },
  );
});
