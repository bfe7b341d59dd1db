import { defineConfig } from 'vitest/config';
import { LIT_DECORATORS } from './scripts/lit-decorators.ts';

// Four projects (`npm test` runs them all; `npm run test:unit`, `test:integration`, `test:e2e`, `test:screen-reader` one each):
// - `unit`: in process, in Node: the pure layers, the app's requests, the page's logic. No child
//   process (eslint.config.js refuses node:child_process under tests/unit); under a minute.
// - `integration`: the `tutor` CLI as users run it, bundled once (tests/integration/setup.ts) and
//   run in child processes; pdflatex where installed.
// - `e2e`: the built app in Debian's Chromium (tests/e2e/setup.ts builds and serves it).
// - `screen-reader`: the built app heard with Orca; skipped unless SCREEN_READER=1
//   (`npm run test:screen-reader` sets it).
// Helpers used by more than one project live in tests/shared/.
//
// `vitest run` runs unit and integration together, on every core (Vitest's default leaves one
// free: on a 2-core machine that was one file at a time), then e2e alone, so that the browser's
// timings (long tasks, glides) are not taken while Node tests load the cores.
const EVERY_CORE = '100%';
export default defineConfig({
  test: {
    // One JSON report for every project run (scripts/test-summary.mjs counts it).
    reporters: ['default', ['json', { outputFile: 'test-results/results.json' }]],
    projects: [
      {
        // The page's components compile as in the build (their decorators; scripts/lit-decorators.ts).
        oxc: LIT_DECORATORS,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          testTimeout: 60_000,
          maxWorkers: EVERY_CORE,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The page's components compile as in the build (their decorators; scripts/lit-decorators.ts).
        oxc: LIT_DECORATORS,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/setup.ts'],
          testTimeout: 60_000,
          maxWorkers: EVERY_CORE,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The page's components compile as in the build (their decorators; scripts/lit-decorators.ts).
        oxc: LIT_DECORATORS,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/setup.ts'],
          // Time limits are for a test that hangs, not a measure of speed: a machine kept busy by other work may take
          // twice as long and must still pass (issue 34). expect.poll stops as soon as what it waits for holds, so its
          // limit (Vitest's default is 1 s) costs nothing on a quiet machine.
          testTimeout: 120_000,
          hookTimeout: 240_000,
          expect: { poll: { timeout: 20_000 } },
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // A real screen reader (Orca) hears the built app: optional, SCREEN_READER=1 (tests/screen-reader/orca.test.ts).
        oxc: LIT_DECORATORS,
        test: {
          name: 'screen-reader',
          environment: 'node',
          include: ['tests/screen-reader/**/*.test.ts'],
          globalSetup: ['tests/screen-reader/setup.ts'],
          // The first start installs Orca with apt-get; a path waits for speech after each key (limits for a hang, not speed).
          testTimeout: 600_000,
          hookTimeout: 900_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
