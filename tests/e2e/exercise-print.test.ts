/**
 * The printed exercise sheet and its key (issue 35), in real Chromium with
 * print media, measured on the drawing as printed (A4 landscape): every edge
 * drawn whole from the parent's shape to the child's top (the old sheet drew
 * a 16-unit stub under the parent's "β =" line, read as a cut); every inner
 * node with a line for its value (and, alpha-beta, for α and β); on the key,
 * the best move an arrow with its words, unlike a cut's two strokes, and a
 * legend that says which is which; a node a cut skips with nothing to fill
 * in; and each bound ("≥ 15", "≥ 13", "≤ 8" on this set) inside its triangle:
 * the text's measured width against the triangle's width at the top and the
 * bottom of the text's ink. The same figure, by its geometry, and the Moodle
 * picture: tests/unit/sheet-figure.test.ts.
 */
import { expect, inject, test } from 'vitest';
import type { Locator } from 'playwright-core';
import { exerciseSet } from '../../src/app/exercise.ts';
import type { TreeNode } from '../../src/games/tree/tree.ts';
import { open, shot, useBrowser } from './browser.ts';

const browser = useBrowser();
const base = inject('baseUrl');

// Seed 3, medium, alpha-beta: its first tree's key has "≥ 15" and "≥ 13" (MAX) and "≤ 8" (MIN).
const OPTIONS = { seed: 3, count: 2, difficulty: 'medium', algo: 'alphabeta' } as const;
const LINK = `#/exercise?seed=3&count=2&difficulty=medium&algo=alphabeta&key=1`;
const SET = exerciseSet(OPTIONS);

/** Each node's parent's id, from the exercise's tree. */
function parentsOf(tree: TreeNode): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (n: TreeNode) => {
    for (const c of n.children) {
      out[c.id] = n.id;
      walk(c);
    }
  };
  walk(tree);
  return out;
}

/** Each edge of a drawn tree, with its parent's shape's bottom and its child's shape's top (SVG units). */
function edgesOf(tree: Locator, parents: Record<string, string>) {
  return tree.evaluate((el, parents) => {
    const at = (g: SVGGElement) => g.transform.baseVal.consolidate()?.matrix ?? new DOMMatrix();
    const shapeOf = (id: string) => {
      const g = el.querySelector<SVGGElement>(`g.node[data-node-id="${CSS.escape(id)}"]`)!;
      const box = g.querySelector<SVGGraphicsElement>('.shape')!.getBBox();
      const m = at(g);
      return { x: m.e, top: m.f + box.y, bottom: m.f + box.y + box.height };
    };
    return [...el.querySelectorAll<SVGGElement>('g.edge[data-edge-id]')].map((g) => {
      const id = g.dataset.edgeId!;
      const line = g.querySelector('line')!;
      const [x1, y1, x2, y2] = [line.x1, line.y1, line.x2, line.y2].map((a) => a.baseVal.value);
      return {
        id,
        x1: x1!,
        y1: y1!,
        x2: x2!,
        y2: y2!,
        child: shapeOf(id),
        parent: shapeOf(parents[id]!),
        cls: line.getAttribute('class') ?? '',
        cut: g.querySelectorAll('path.cut').length,
        head: g.querySelectorAll('.best-head').length,
        label: g.querySelector('.best-label')?.textContent ?? null,
      };
    });
  }, parents);
}

test('printed, A4 landscape: every edge whole from shape to shape; every inner node has a line for its value, α and β; nothing typed printed', async () => {
  const { page, errors } = await open(browser(), `${base}${LINK}`, { width: 1280, height: 800 });
  await page.locator('exercise-page [data-key] exercise-tree g.node').first().waitFor();
  // Something typed on the sheet: printed blank all the same.
  const card = page.locator(`exercise-page [data-exercise="${SET[0]!.id}"]`);
  await card.locator('exercise-tree g.node[data-node-id="B"] .shape').click();
  await card.locator('[data-editor] [data-field="value"]').fill('12');
  await page.emulateMedia({ media: 'print' });
  const trees = SET.flatMap((e) => [
    [page.locator(`exercise-page [data-exercise="${e.id}"] exercise-tree`), e] as const,
    [page.locator(`exercise-page [data-key-exercise="${e.id}"] exercise-tree`), e] as const,
  ]);
  for (const [tree, e] of trees) {
    const edges = await edgesOf(tree, parentsOf(e.tree));
    expect(edges.length).toBeGreaterThan(10);
    for (const e of edges) {
      expect(e.x2, e.id).toBeCloseTo(e.child.x, 1);
      expect(e.y2, e.id).toBeCloseTo(e.child.top, 1);
      expect(e.x1, e.id).toBeCloseTo(e.parent.x, 1);
      expect(e.y1, e.id).toBeCloseTo(e.parent.bottom, 1);
      expect(Math.hypot(e.x2 - e.x1, e.y2 - e.y1), e.id).toBeGreaterThan(45);
    }
  }
  for (const e of SET) {
    const sheet = page.locator(`exercise-page [data-exercise="${e.id}"] exercise-tree`);
    const inner = await sheet.locator('g.node:not(.kind-leaf)').evaluateAll((gs) =>
      gs.map((g) => {
        const shown = (sel: string) => {
          const el = g.querySelector<SVGGraphicsElement>(sel);
          return el !== null && el.getBoundingClientRect().width > 4 && getComputedStyle(el).display !== 'none' && getComputedStyle(el).visibility !== 'hidden';
        };
        return {
          id: g.getAttribute('data-node-id'),
          value: shown('[data-blank="value"]'),
          alpha: shown('[data-blank="alpha"]'),
          beta: shown('[data-blank="beta"]'),
          typed: shown('.value'),
        };
      }),
    );
    expect(inner.length).toBeGreaterThan(5);
    for (const n of inner) expect(n, n.id ?? '').toEqual({ id: n.id, value: true, alpha: true, beta: true, typed: false });
  }
  // The task says where each answer goes and how a cut is marked.
  expect(await page.locator('exercise-page .task').textContent()).toContain('on the line inside its shape');
  expect(await page.locator('exercise-page .task').textContent()).toContain('two short strokes across it');
  expect(errors).toEqual([]);
});

test('the printed key: the best move an arrow with its words, a cut two strokes, the legend says which; a skipped node has nothing to fill in; bounds inside their triangles', async () => {
  const { page, errors } = await open(browser(), `${base}${LINK}`, { width: 1280, height: 800 });
  await page.locator('exercise-page [data-key] exercise-tree g.node').first().waitFor();
  await page.emulateMedia({ media: 'print' });
  const values: string[] = [];
  for (const e of SET) {
    const tree = page.locator(`exercise-page [data-key-exercise="${e.id}"] exercise-tree`);
    // Each value inside its shape: the text's width against the shape's width at the top and the bottom of its ink.
    const fit = await tree.locator('g.node:not(.kind-leaf):not(.pruned)').evaluateAll((gs) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      return gs.map((g) => {
        const text = g.querySelector<SVGTextContentElement & SVGTextElement>('[data-slot="value"]')!;
        const content = text.textContent ?? '';
        const style = getComputedStyle(text);
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const ink = ctx.measureText(content);
        const y = text.y.baseVal[0]!.value;
        const shape = g.querySelector('.shape')!;
        // The shape's width at height h: where the horizontal line meets its outline.
        const across = (h: number): number => {
          if (shape instanceof SVGPolygonElement) {
            const pts = [...shape.points].map((p) => [p.x, p.y] as const);
            const xs: number[] = [];
            pts.forEach(([ax, ay], k) => {
              const [bx, by] = pts[(k + 1) % pts.length]!;
              if ((ay - h) * (by - h) <= 0 && ay !== by) xs.push(ax + ((h - ay) / (by - ay)) * (bx - ax));
            });
            return xs.length < 2 ? 0 : Math.max(...xs) - Math.min(...xs);
          }
          const el = shape as SVGEllipseElement;
          const d = (h - el.cy.baseVal.value) / el.ry.baseVal.value;
          return Math.abs(d) > 1 ? 0 : 2 * el.rx.baseVal.value * Math.sqrt(1 - d * d);
        };
        return {
          id: g.getAttribute('data-node-id'),
          content,
          width: text.getComputedTextLength(),
          room: Math.min(across(y - ink.actualBoundingBoxAscent), across(y + ink.actualBoundingBoxDescent)),
        };
      });
    });
    for (const n of fit) {
      values.push(n.content);
      expect(n.width + 2, `${n.id}: “${n.content}”`).toBeLessThanOrEqual(n.room);
    }
    const edges = await edgesOf(tree, parentsOf(e.tree));
    const best = edges.filter((x) => x.head > 0);
    expect(best.map((x) => [x.id, x.cls, x.label, x.cut])).toEqual([[e.answer.action, 'best', 'best move', 0]]);
    expect(edges.filter((x) => x.cut > 0).map((x) => x.id)).toEqual(e.answer.pruned);
    // A node a cut skips: its shape and name, no value, no α, no β, no line to write on.
    const skipped = await tree
      .locator('g.node[data-state="pruned"]:not(.kind-leaf)')
      .evaluateAll((gs) =>
        gs.map((g) => ({ id: g.getAttribute('data-node-id'), fields: g.querySelectorAll('[data-slot], [data-blank]').length, text: g.textContent?.trim() })),
      );
    for (const n of skipped) expect(n).toEqual({ id: n.id, fields: 0, text: n.id });
  }
  // The bounds the issue names were measured.
  expect(values).toEqual(expect.arrayContaining(['≥ 15', '≥ 13', '≤ 8']));
  const legend = page.locator('exercise-page [data-key-legend]');
  expect(await legend.isVisible()).toBe(true);
  expect(await legend.textContent()).toMatch(/the best move is the arrow marked “best move”; a cut is two short strokes across the branch/);
  // A4 landscape: the heading and the first exercise share a page, each other exercise and the key's a page: 4 pages, not 5.
  const pdf = await page.pdf({ format: 'A4', landscape: true, printBackground: true, preferCSSPageSize: true });
  expect((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBeLessThanOrEqual(2 * SET.length);
  await page.emulateMedia({ media: 'screen' });
  await shot(page, 'exercise-key-1280');
  expect(errors).toEqual([]);
});
