// The checks before `npm test`'s Vitest run: the type-check of each runtime's config, the lint, the
// formatting and the CLI's bundle (`npx tutor`). They are independent, so they run side
// by side, as many at once as the machine has cores (each is single-threaded). Each one's output is
// printed whole when it ends, under its name; the exit status is 1 if any failed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Longest first, so that the slots stay full. */
const CHECKS = [
  ['eslint', ['node_modules/.bin/eslint', '--max-warnings', '0', '.']],
  ['tsc (tests)', ['node_modules/.bin/tsc', '-p', 'tsconfig.json']],
  ['prettier', ['node_modules/.bin/prettier', '--check', '.']],
  ['tsc (ui)', ['node_modules/.bin/tsc', '-p', 'tsconfig.ui.json']],
  ['tsc (cli)', ['node_modules/.bin/tsc', '-p', 'tsconfig.cli.json']],
  ['tsc (core)', ['node_modules/.bin/tsc', '-p', 'tsconfig.core.json']],
  ['the CLI bundle', ['scripts/build-cli.mjs']],
];

function run([name, [bin, ...args]]) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const seconds = ((performance.now() - start) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✓' : '✗'} ${name} (${seconds} s)`);
      if (code !== 0 || out.trim() !== '') console.log(out.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...CHECKS];
const slots = Math.max(1, Math.min(availableParallelism(), queue.length));
const results = await Promise.all(
  Array.from({ length: slots }, async () => {
    const ok = [];
    while (queue.length > 0) ok.push(await run(queue.shift()));
    return ok.every(Boolean);
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
