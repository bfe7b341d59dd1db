// Bundles the `tutor` CLI (src/cli/main.ts and what it imports) into one ES
// module for Node, so `npx tutor` starts fast with no TypeScript at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/cli/main.ts'],
  outfile: 'build/cli/tutor.mjs',
  bundle: true,
  platform: 'node',
  mainFields: ['module', 'main'],
  format: 'esm',
  target: 'node20',
  // commander is CommonJS and requires Node's built-ins; give the bundle a require.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: true,
  logLevel: 'warning',
});

// The exercise page as a SCORM package's script and stylesheet (scripts/sco-bundle.mjs): what
// `tutor exercise --format scorm12` zips with the manifest and the launch page.
const { bundleSco } = await import('./sco-bundle.mjs');
const { mkdirSync, writeFileSync } = await import('node:fs');
mkdirSync('build/sco', { recursive: true });
for (const [name, bytes] of Object.entries(await bundleSco())) writeFileSync(`build/sco/${name}`, bytes);
