/**
 * Bundles the `tutor` CLI once (scripts/build-cli.mjs, into build/cli/) before
 * the integration tests run it as a child process, so that they test the
 * source as it is now and no test file rebuilds it while another runs it.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function setup(): void {
  const root = join(import.meta.dirname, '../..');
  execFileSync(process.execPath, [join(root, 'scripts/build-cli.mjs')], { cwd: root, stdio: 'inherit' });
}
