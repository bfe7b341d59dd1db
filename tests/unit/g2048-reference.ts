/**
 * A plain 2048 written apart from src/games/g2048, on number[][] boards, to
 * check the fast board against: one slide routine (left) and rotations, as
 * the thesis's Java does it (moveCells + rotarIzq / rotarDer).
 */
export type Grid = number[][];

/** Slides a row toward index 0; each tile merges once, the pair nearest the wall first; 32768s do not merge. */
export function slideRow(row: number[]): { row: number[]; gained: number } {
  const tiles = row.filter((v) => v !== 0);
  const out: number[] = [];
  let gained = 0;
  for (let i = 0; i < tiles.length; i++) {
    if (i + 1 < tiles.length && tiles[i] === tiles[i + 1] && tiles[i]! < 32768) {
      out.push(tiles[i]! * 2);
      gained += tiles[i]! * 2;
      i++;
    } else out.push(tiles[i]!);
  }
  while (out.length < 4) out.push(0);
  return { row: out, gained };
}

/** Rotates a grid a quarter turn counter-clockwise (rotarIzq). */
export function rotateLeft(g: Grid): Grid {
  const n = g.length;
  const out = g.map((r) => r.map(() => 0));
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) out[n - 1 - j]![i] = g[i]![j]!;
  return out;
}

const turns = (g: Grid, k: number): Grid => (k === 0 ? g : turns(rotateLeft(g), k - 1));

/** A move in direction 0 up, 1 right, 2 down, 3 left: rotate so it becomes "left", slide, rotate back. */
export function referenceMove(g: Grid, dir: number): { grid: Grid; gained: number } {
  const before = [1, 2, 3, 0][dir]!; // quarter turns left: up 1, right 2, down 3, left 0
  let gained = 0;
  const rotated = turns(g, before).map((row) => {
    const s = slideRow(row);
    gained += s.gained;
    return s.row;
  });
  return { grid: turns(rotated, (4 - before) % 4), gained };
}
