/** entryAt: an entry that exists by construction, read with a check (src/games/entry.ts). */
import { expect, test } from 'vitest';
import { entryAt } from '../../src/games/entry.ts';

test('reads the entry at an index within the bounds, whatever it holds', () => {
  expect(entryAt([3, 1, 4], 0)).toBe(3);
  expect(entryAt(Float64Array.of(2.5, NaN), 1)).toBeNaN();
  expect(entryAt(['a', undefined, 'c'], 1)).toBeUndefined();
  expect(entryAt('xo.', 2)).toBe('.');
});

test.each([-1, 3, 1.5, NaN, Infinity])('index %s of a 3-entry array is a broken invariant: it throws, naming the index and the length', (i) => {
  expect(() => entryAt([3, 1, 4], i)).toThrow(`entryAt: no entry ${i} in an array of 3`);
});
