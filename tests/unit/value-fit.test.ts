/**
 * A value always fits inside its shape (issue 35): node-look.ts's `fitValue`
 * draws a node's value where its shape is widest, smaller if it must (never
 * under the camera's readable size) or, failing that, in a widened shape.
 * Checked here against the shapes as tree-draw.ts draws them (▲ ▼ by their
 * corners, ○ as an ellipse, □ as a box): every corner of the value's box lies
 * inside, for long values in every kind of node.
 */
import { describe, expect, test } from 'vitest';
import { fitValue, maxPoints, minPoints, valueWidth } from '../../src/ui/viewer/node-look.ts';
import { SMALLEST_TEXT, VALUE_TEXT } from '../../src/ui/viewer/camera.ts';
import { R, shapeHalfWidth } from '../../src/app/layout.ts';
import { formatNumber } from '../../src/i18n/lang.ts';
import type { NodeKind } from '../../src/search/game.ts';

/** A digit's height above the baseline, in em: a value's box runs from its baseline up this far. */
const CAP = 0.73;

/** Whether (x, y) is inside the triangle of `points` ("x,y x,y x,y"). */
function inTriangle(points: string, x: number, y: number): boolean {
  const [a, b, c] = points.split(' ').map((p) => p.split(',').map(Number) as [number, number]) as [[number, number], [number, number], [number, number]];
  const side = (p: [number, number], q: [number, number]) => (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]);
  const s = [side(a, b), side(b, c), side(c, a)];
  return s.every((v) => v >= 0) || s.every((v) => v <= 0);
}

/** Whether (x, y) is inside node shape `kind` of half width `hw`, as tree-draw.ts draws it. */
function inside(kind: NodeKind, hw: number, x: number, y: number): boolean {
  switch (kind) {
    case 'max':
      return inTriangle(maxPoints(hw), x, y);
    case 'min':
      return inTriangle(minPoints(hw), x, y);
    case 'chance':
      return (x / hw) ** 2 + (y / R) ** 2 <= 1;
    default:
      return Math.abs(x) <= hw * 0.95 && Math.abs(y) <= R * 0.9;
  }
}

/** The corners of the value's box as fitted, each inside the (possibly widened) shape. */
function corners(kind: NodeKind, hw: number, text: string, smallest: number) {
  const fit = fitValue(kind, hw, text, smallest);
  const half = valueWidth(text, fit.size) / 2;
  const top = fit.y - CAP * fit.size;
  const box = [
    [-half, top],
    [half, top],
    [-half, fit.y],
    [half, fit.y],
  ] as const;
  return { fit, outside: box.filter(([x, y]) => !inside(kind, fit.hw, x, y)) };
}

const KINDS = ['max', 'min', 'chance', 'leaf'] as const;
/** Long values, with the signs a node writes before them: the issue's 541.1317, 2048's with four and one decimals, bounds, negatives, a win. */
const LONG = ['541.1317', '≥577.5241', '≤−12345.6789', '577.5', '≥1234.5', '≤−9', '≥12', '≈0.6667', '1000000', '−∞'];

describe('every corner of a value lies inside its shape, at a readable size', () => {
  test.each(KINDS.flatMap((kind) => LONG.flatMap((text) => [SMALLEST_TEXT, VALUE_TEXT].map((smallest) => [kind, text, smallest] as const))))(
    '%s node, %s, no smaller than %d',
    (kind, text, smallest) => {
      // The shapes as wide as the layout makes them: for the tree's longest value (here a 4-digit one), or this one.
      for (const chars of [3, formatNumber(1234.5678).length + 1, text.length + 1]) {
        const hw = shapeHalfWidth(chars);
        const { fit, outside } = corners(kind, hw, text, smallest);
        expect(outside, `${kind} ${text} in half width ${hw}: ${JSON.stringify(fit)}`).toEqual([]);
        expect(fit.size).toBeGreaterThanOrEqual(smallest);
        expect(fit.size).toBeLessThanOrEqual(VALUE_TEXT);
        // Widened only where the smallest size does not fit: never narrower than the tree's shapes.
        expect(fit.hw).toBeGreaterThanOrEqual(hw);
        if (fit.size > smallest) expect(fit.hw).toBe(hw);
      }
    },
  );

  test('where the value fits, it keeps its size and its shape: a short value, an empty one', () => {
    const hw = shapeHalfWidth(3);
    for (const kind of KINDS) {
      expect(fitValue(kind, hw, '3')).toMatchObject({ size: VALUE_TEXT, hw });
      expect(fitValue(kind, hw, '')).toMatchObject({ size: VALUE_TEXT, hw });
    }
  });

  test('the old drawing did not fit: 541.1317 centred 5 units below the middle of a ▲ crosses its sides', () => {
    // What the painter drew before (y = 5 for every node, at VALUE_TEXT): the check above would catch it.
    const hw = shapeHalfWidth('541.1317'.length + 1);
    const half = valueWidth('541.1317', VALUE_TEXT) / 2;
    expect(inside('max', hw, -half, 5 - CAP * VALUE_TEXT)).toBe(false);
  });

  test('2048 with one decimal: values up to four digits fit a shape made for four decimals at VALUE_TEXT or near it, unwidened', () => {
    // The layout spaces 2048's shapes for its values with four decimals (view-tree.ts's valueChars); one is shown.
    const hw = shapeHalfWidth(formatNumber(1234.5678).length + 1);
    for (const kind of KINDS)
      for (const text of ['≥1234.5', '≤577.5', '852.3', '56.1']) {
        const fit = fitValue(kind, hw, text);
        expect(fit.hw, `${kind} ${text}`).toBe(hw);
        expect(fit.size, `${kind} ${text}`).toBeGreaterThanOrEqual(SMALLEST_TEXT);
      }
  });

  test('the widths are an upper bound of what Chromium draws in DejaVu Sans Bold 15 px (measured with getComputedTextLength)', () => {
    for (const [text, px] of [
      ['541.1317', 78.77],
      ['≥577.5', 60.02],
      ['+∞', 25.08],
      ['8888888888', 104.38],
    ] as const)
      expect(valueWidth(text, 15), text).toBeGreaterThanOrEqual(px);
  });
});
