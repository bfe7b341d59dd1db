/**
 * The screen-reader project's setup: with SCREEN_READER=1, builds the app and serves it on 127.0.0.1
 * as the browser tests do (tests/e2e/setup.ts: E2E_PREBUILT serves a build already made, E2E_OUT
 * builds elsewhere than dist/); without it, nothing (every test skips itself, saying why).
 */
import type { TestProject } from 'vitest/node';
import serveBuild from '../e2e/setup.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.SCREEN_READER !== '1') return async () => {};
  return serveBuild(project);
}
