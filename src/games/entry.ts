/**
 * An entry that exists by construction, read with a check: a node's slot in
 * a tree's arrays (ViewTree, StepView: one entry per node), a row of a table
 * built to size. `noUncheckedIndexedAccess` types `array[i]` as possibly
 * undefined; where no loop or destructuring can say why the index is there,
 * this says it at run time, so a broken invariant fails at once, here, and
 * never runs on as `undefined` (or NaN). For code off the hot paths: the hot
 * loops keep `array[i]!` with a comment on why the index exists.
 */
export function entryAt<T>(array: ArrayLike<T>, i: number): T {
  if (!(Number.isInteger(i) && i >= 0 && i < array.length)) throw new Error(`entryAt: no entry ${i} in an array of ${array.length} (a broken invariant)`);
  return array[i] as T; // within the bounds: an entry (these arrays have no holes)
}
