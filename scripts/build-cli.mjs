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
