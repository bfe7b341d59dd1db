/** `tutor experiment …` run as a child process (this checkout's bundled CLI), its output and exit status collected: for tests that run several at once. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const CLI = join(import.meta.dirname, '../../bin/tutor.mjs');
const ROOT = join(import.meta.dirname, '../..');

export const tutorExperiment = (args: string[]) =>
  new Promise<{ stdout: string; stderr: string; status: number }>((resolve) => {
    const child = spawn(process.execPath, [CLI, 'experiment', ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('close', (code) => resolve({ stdout, stderr, status: code ?? -1 }));
  });
