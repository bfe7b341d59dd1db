/**
 * Which cells of the new board hold a tile made by merging, so the board can
 * make it pop: one slide routine on a line of cells (toward index 0), read in
 * the direction of the move.
 */
import type { Direction } from '../games/g2048/board.ts';

/** The cells (r, c) of one line, in order from the wall the tiles slide toward. */
function line(dir: Direction, k: number): [number, number][] {
  return [0, 1, 2, 3].map((i) =>
    dir === 'left' ? [k, i] : dir === 'right' ? [k, 3 - i] : dir === 'up' ? [i, k] : [3 - i, k],
  ) as [number, number][];
}

export function mergedCells(before: number[][], dir: Direction): Set<string> {
  const merged = new Set<string>();
  for (let k = 0; k < 4; k++) {
    const cells = line(dir, k);
    const tiles = cells.map(([r, c]) => before[r]![c]!).filter((v) => v !== 0);
    let out = 0;
    for (let i = 0; i < tiles.length; i++, out++) {
      if (i + 1 < tiles.length && tiles[i] === tiles[i + 1] && tiles[i]! < 32768) {
        const [r, c] = cells[out]!;
        merged.add(`${r},${c}`);
        i++;
      }
    }
  }
  return merged;
}
