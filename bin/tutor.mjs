#!/usr/bin/env node
// The `tutor` command. Its code is bundled from src/cli by `npm ci` (the
// `prepare` script) into build/cli/tutor.mjs; `npm run build:cli` rebuilds it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundle = fileURLToPath(new URL('../build/cli/tutor.mjs', import.meta.url));
if (!existsSync(bundle)) {
  process.stderr.write('tutor: the CLI is not built yet; run `npm run build:cli` (npm ci does it for you)\n');
  process.exit(1);
}
await import(bundle);
