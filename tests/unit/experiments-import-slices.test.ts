/**
 * The experiments page reads a results file a slice of lines a task (issue
 * 39: a 3.5 MB file held the page for half a second): the same games, the
 * same report and the same problems, named at the same lines, as reading it
 * whole — a bad line on either side of a slice's edge, a byte-order mark,
 * blank lines and a torn last line included; the records are then added to
 * the games kept a slice at a time too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { importResults, importResultsInSlices } from '../../src/ui/experiments/experiments-store.ts';

const ROOT = join(import.meta.dirname, '../..');
const lines = readFileSync(join(ROOT, 'docs/results/results.jsonl'), 'utf8').split('\n').slice(0, 2600);

test('a file read in slices gives what it gives read whole', async () => {
  const edited = [...lines];
  edited[998] = '{"goal": 2048, "not": "a record"}'; // line 999: the last of the first slice
  edited[999] = 'not json'; // line 1000
  edited[1000] = ''; // a blank line, the first of the second slice
  edited[2001] = '{"experimentSeed": 1e0}';
  const text = `\uFEFF${edited.join('\n')}\n{"goal":2048,"al`;
  const inGrid = new Set<string>();
  const whole = importResults(text, 'r.jsonl', {}, inGrid);
  let slices = 0;
  const sliced = await importResultsInSlices(text, 'r.jsonl', {}, inGrid, async () => void slices++);
  // 2,601 lines: 6 slices of 500 lines (5 waits), then the ~2,590 records added 2,000 at a time (1 wait more).
  expect(slices).toBe(6);
  expect(sliced).toEqual(whole);
  expect(whole.report.problems.length).toBeGreaterThanOrEqual(4);
  expect(JSON.stringify(whole.report.problems)).toMatch(/"line":1000/);
  expect(JSON.stringify(whole.report.problems)).toMatch(/"line":2601/);
  expect(whole.report.added).toBeGreaterThan(2000);
});
