/**
 * The tree camera's words (src/ui/viewer/tree-camera.ts, search-tree.ts):
 * what the bar over the drawing says when *Follow* cannot show all the
 * current node's siblings readable, in English and Spanish.
 */
import { w } from './wording.ts';

type Beyond = { left: number; right: number };

const en = (n: number, one: string, many: string): string => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
const es = (n: number, one: string, many: string): string => `${n.toLocaleString('es', { useGrouping: n >= 10_000 })} ${n === 1 ? one : many}`;

export const CAMERA_LABELS = {
  /** The siblings of the current node beyond the frame's edges (one side may be 0: it is then not named). */
  siblingsBeyond: w<Beyond>(
    ({ left, right }) =>
      [left > 0 ? `← ${en(left, 'sibling', 'siblings')} off to the left` : '', right > 0 ? `${en(right, 'sibling', 'siblings')} off to the right →` : '']
        .filter((x) => x !== '')
        .join(' · '),
    ({ left, right }) =>
      [
        left > 0 ? `← ${es(left, 'hermano', 'hermanos')} fuera, a la izquierda` : '',
        right > 0 ? `${es(right, 'hermano', 'hermanos')} fuera, a la derecha →` : '',
      ]
        .filter((x) => x !== '')
        .join(' · '),
  ),
};
