import { defineConfig } from 'vitest/config';

// Two projects: `unit` runs in Node (the pure layers, the CLI); `e2e` drives
// the built app in Debian's Chromium (tests/e2e/setup.ts builds and serves it).
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/results.json' }]],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
