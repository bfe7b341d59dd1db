/**
 * Builds the app (into dist/, or E2E_OUT) and serves the build on a free localhost port for the
 * browser tests; the URL reaches them through `inject('baseUrl')`.
 */
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: PreviewServer | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // E2E_OUT: another build folder, so that two runs (two people, two checkouts' worth of work) do not overwrite each other's dist/.
  // E2E_PREBUILT: serve a build already made (`npx vite build --outDir /tmp/b`), to rerun browser tests without rebuilding.
  const prebuilt = process.env.E2E_PREBUILT;
  const outDir = prebuilt ?? process.env.E2E_OUT ?? 'dist';
  if (prebuilt === undefined) await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  server = await preview({ build: { outDir }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}/`);
  return async () => {
    await new Promise<void>((resolve) => server?.httpServer.close(() => resolve()));
  };
}
