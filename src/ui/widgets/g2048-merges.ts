/**
 * How the last move moved the tiles, so the board can animate it: for each
 * tile of the new board, the cell it slid from, and whether it was made by a
 * merge. One slide routine on a line of cells (toward index 0), read in the
 * direction of the move.
 */
import type { Direction } from '../../games/g2048/cells.ts';

/** The cells (r, c) of one line, in order from the wall the tiles slide toward. */
function line(dir: Direction, k: number): [number, number][] {
  return [0, 1, 2, 3].map((i) => (dir === 'left' ? [k, i] : dir === 'right' ? [k, 3 - i] : dir === 'up' ? [i, k] : [3 - i, k])) as [number, number][];
}

export interface Moved {
  /** Where the tile came from (for a merge: the tile farther from the wall). */
  from: [number, number];
  merged: boolean;
}

/** Each new cell "r,c" holding a tile that moved or merged. */
export function moves(before: number[][], dir: Direction): Map<string, Moved> {
  const out = new Map<string, Moved>();
  for (let k = 0; k < 4; k++) {
    const cells = line(dir, k);
    const tiles = cells.filter(([r, c]) => before[r]![c]! !== 0);
    let to = 0;
    for (let i = 0; i < tiles.length; i++, to++) {
      // to ≤ i < tiles.length ≤ cells.length: each tile lands on a cell of its line.
      const [r, c] = cells[to]!;
      const here = tiles[i]!;
      const next = tiles[i + 1];
      if (next !== undefined && before[here[0]]![here[1]] === before[next[0]]![next[1]] && before[here[0]]![here[1]]! < 32768) {
        out.set(`${r},${c}`, { from: next, merged: true });
        i++;
      } else if (here[0] !== r || here[1] !== c) {
        out.set(`${r},${c}`, { from: here, merged: false });
      }
    }
  }
  return out;
}

/** The cells of the new board whose tile was made by a merge. */
export function mergedCells(before: number[][], dir: Direction): Set<string> {
  return new Set([...moves(before, dir)].filter(([, m]) => m.merged).map(([cell]) => cell));
}
