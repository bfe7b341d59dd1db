/**
 * docs/scale.md's GNU parallel block runs as written (issue 39, point 6): the thesis's depth-1 grid
 * in 4 shards, one process each, merged; the merged summary and every game are those of the same
 * grid run in one process on one machine. Needs Debian's `parallel` (GNU parallel); without it the
 * test is skipped, saying so. About 20 s on a busy 2-core machine.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ROOT } from '../shared/docs-pages.ts';
import { DEPTH1_GAMES, DEPTH1_GRID, gamesOf, merged, oneMachine, shardFiles, withThisTutor, workFolder } from '../shared/grid-shards.ts';

const parallel = spawnSync('bash', ['-c', 'command -v parallel']).status === 0;
const why = parallel ? '' : ' (skipped: GNU parallel is not installed; apt-get install parallel)';

/** The ```sh block of docs/scale.md that runs the depth-1 grid with `parallel`, its lines. */
function parallelBlock(): string[] {
  const blocks = [...readFileSync(join(ROOT, 'docs/scale.md'), 'utf8').matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => m[1]!.trim().split('\n'));
  const found = blocks.filter((lines) => lines[0] === `grid="${DEPTH1_GRID.join(' ')}"` && lines.some((l) => l.startsWith('parallel ')));
  expect(found, 'docs/scale.md has one block running the depth-1 grid with parallel').toHaveLength(1);
  return found[0]!;
}

test('docs/scale.md’s parallel block is the depth-1 grid, sharded, then merged', () => {
  const lines = parallelBlock();
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    /^parallel npx tutor experiment \$grid .*--shard \{\}\/4 --out out\/shard-\{\}\.jsonl --resume ::: 1 2 3 4 && npx tutor experiment merge out\/shard-\*\.jsonl$/,
  );
});

test.skipIf(!parallel)(
  `the parallel block as written plays the games one machine plays, and its merge sums them as one run${why}`,
  () => {
    const dir = workFolder('tutor-parallel-');
    const block = parallelBlock().join('\n');
    const r = spawnSync('bash', ['-e', '-o', 'pipefail', '-c', withThisTutor(block)], { cwd: dir, encoding: 'utf8', timeout: 300_000 });
    expect(r.status, r.stderr).toBe(0);
    // The block ends with the merge's table: one row per configuration.
    expect(r.stdout).toMatch(/\| expectimax \| h4 \| 1 \| thesis-code \| 4 \|/);

    const shards = shardFiles(dir);
    expect(shards).toEqual(['out/shard-1.jsonl', 'out/shard-2.jsonl', 'out/shard-3.jsonl', 'out/shard-4.jsonl']);
    const one = oneMachine(dir, DEPTH1_GRID);
    expect(one.games).toHaveLength(DEPTH1_GAMES);
    // Every game once, the same as on one machine (all but its wall time), and the same summary.
    expect(gamesOf(dir, shards)).toEqual(one.games);
    expect(merged(dir, shards)).toEqual(one.summary);
    // A shard missing is seen: fewer games, another summary.
    const three = shards.slice(0, 3);
    expect(gamesOf(dir, three)).not.toEqual(one.games);
    expect(merged(dir, three)).not.toEqual(one.summary);
    rmSync(dir, { recursive: true, force: true });
  },
  300_000,
);
