/** What the CLI's commands share: where they write, how they read a file or standard input, usage errors. */
import { readFile } from 'node:fs/promises';

/** A mistake in how the command was called: reported on stderr with exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface Output {
  print(line: string): void;
  error(line: string): void;
}

export const stdio: Output = {
  print: (line) => void process.stdout.write(line + '\n'),
  error: (line) => void process.stderr.write(line + '\n'),
};

/** The text of a file, or of standard input for `-`. */
export async function readText(path: string): Promise<string> {
  if (path === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
  try {
    return await readFile(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(code === 'ENOENT' ? `no such file: ${path}` : `cannot read ${path}: ${(e as Error).message}`);
  }
}
