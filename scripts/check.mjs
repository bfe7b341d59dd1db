// The checks before `npm test`'s Vitest run: the type-check of each runtime's config, the lint, the
// formatting and the CLI's bundle (`npx tutor`). They are independent, so they run side
// by side, as many at once as the machine has cores (each is single-threaded). Each one's output is
// printed whole when it ends, under its name; the exit status is 1 if any failed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What `npm run typecheck`, `npm run lint` and `npm run build:cli` run, one command each (package.json is the one list). */
const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts;
const CHECKS = [scripts.typecheck, scripts.lint, scripts['build:cli']].flatMap((line) => line.split(' && '));
const ROOT = fileURLToPath(new URL('..', import.meta.url));

function run(command) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PATH: `${join(ROOT, 'node_modules/.bin')}${delimiter}${process.env.PATH}` },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const seconds = ((performance.now() - start) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✓' : '✗'} ${command} (${seconds} s)`);
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
