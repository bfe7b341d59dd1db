/**
 * Boards told without colour alone (issue 21): a 2048 cell's name for a
 * screen reader, in both languages (src/ui/widgets/g2048-board.ts), and the shapes
 * of X and O on the mini boards under the tree's nodes (src/ui/viewer/tree-draw.ts).
 */
import { describe, expect, test } from 'vitest';
import { cellName } from '../../src/ui/widgets/g2048-board.ts';
import { crossPath, ringPath } from '../../src/ui/viewer/tree-draw.ts';

describe('a 2048 cell named by its row, its column (from 1) and its tile', () => {
  test.each([
    [0, 1, 16, null, 'en', 'row 1, column 2: 16'],
    [0, 1, 16, null, 'es', 'fila 1, columna 2: 16'],
    [0, 0, 0, null, 'en', 'row 1, column 1: empty'],
    [3, 3, 0, null, 'es', 'fila 4, columna 4: vacía'],
    [2, 0, 2048, null, 'en', 'row 3, column 1: 2048'],
    // With a heuristic term's share shown on the board.
    [1, 2, 8, 0.5, 'en', 'row 2, column 3: 8 (on the board: 0.5)'],
    [1, 2, 0, -3, 'es', 'fila 2, columna 3: vacía (sobre el tablero: −3)'],
  ] as const)('(%i, %i) = %i, part %s, in %s', (r, c, v, part, lang, name) => {
    expect(cellName(r, c, v, part, lang)).toBe(name);
  });
});

describe('X a cross, O a ring, on a mini board', () => {
  /** The points of a path's absolute commands (M, L). */
  const points = (d: string) => [...d.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)] as const);

  test('a cross: one outline of 12 points inside its square, symmetric about the centre', () => {
    const d = crossPath(10, 20, 8);
    const ps = points(d);
    expect(ps).toHaveLength(12);
    expect(d.endsWith('z')).toBe(true);
    for (const [x, y] of ps) {
      expect(x).toBeGreaterThanOrEqual(10);
      expect(x).toBeLessThanOrEqual(18);
      expect(y).toBeGreaterThanOrEqual(20);
      expect(y).toBeLessThanOrEqual(28);
    }
    // The point opposite each point through the centre (14, 24) is a point too.
    for (const [x, y] of ps)
      expect(
        ps.some(([u, v]) => Math.abs(u + x - 28) < 0.02 && Math.abs(v + y - 48) < 0.02),
        `${x},${y}`,
      ).toBe(true);
  });

  test('a ring: two circles about the centre, the inner half the outer (filled even-odd, a hole)', () => {
    const d = ringPath(10, 20, 8);
    const circles = [...d.matchAll(/M(-?[\d.]+),(-?[\d.]+)a([\d.]+),/g)].map(([, x, y, r]) => ({ x: Number(x), y: Number(y), r: Number(r) }));
    expect(circles).toHaveLength(2);
    for (const c of circles) {
      expect(c.x + c.r).toBeCloseTo(14, 2);
      expect(c.y).toBeCloseTo(24, 2);
    }
    expect(circles[1]!.r).toBeCloseTo(circles[0]!.r / 2, 2);
    expect(circles[0]!.r).toBeLessThanOrEqual(4);
  });
});
