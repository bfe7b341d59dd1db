/** `tutor bench 2048 --json` (docs/contracts.md), as users run it: the bundled CLI in a child process. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

test('bench 2048 --json: raw moves per second and the B3 searches the compiled reference times, with its nodes and root values', () => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/tutor.mjs'), 'bench', '2048', '--json'], { cwd: ROOT, encoding: 'utf8' });
  expect(r.status).toBe(0);
  const out = JSON.parse(r.stdout) as { rawMovesPerSecond: number; b3: Record<string, { nodes: number; ms: number; value: number }> };
  expect(out.rawMovesPerSecond).toBeGreaterThan(0);
  // scripts/reference/run.sh: 328522 nodes, value 26221.243176; 16628 nodes, value 13002.717191.
  expect(out.b3['expectimax7']).toMatchObject({ nodes: 328522 });
  expect(out.b3['expectimax7']!.value.toFixed(6)).toBe('26221.243176');
  expect(out.b3['alphabeta7']).toMatchObject({ nodes: 16628 });
  expect(out.b3['alphabeta7']!.value.toFixed(6)).toBe('13002.717191');
  expect(out.b3['expectimax7']!.ms).toBeGreaterThan(0);
});

test('bench refuses an unknown part', () => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/tutor.mjs'), 'bench', 'chess'], { cwd: ROOT, encoding: 'utf8' });
  expect(r.status).toBe(2);
  expect(r.stderr).toMatch(/unknown part 'chess'/);
});
