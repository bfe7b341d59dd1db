/** The pages a newcomer reads (the README, CONTRIBUTING.md, examples/README.md and docs/), as paths from the repository's root. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');

export const DOC_PAGES: readonly string[] = [
  'README.md',
  'CONTRIBUTING.md',
  'examples/README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
