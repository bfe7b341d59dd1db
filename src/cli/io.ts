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

/** A problem with one `--input` line: reported on stderr and as an error line in the output. */
export class LineError extends Error {
  override name = 'LineError';
  constructor(
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
  }
}

/**
 * `--input`: runs `handle` on each non-blank line and prints one JSON result
 * per line, in order. A line whose handler throws a LineError gets
 * {"error": …, "input": n} and a message on stderr; returns how many failed.
 */
export function eachLine(text: string, name: string, out: Output, handle: (line: string) => unknown, json: (value: unknown) => string = JSON.stringify): number {
  let failed = 0;
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let result: unknown;
    try {
      result = handle(line);
    } catch (e) {
      if (!(e instanceof LineError)) throw e;
      failed++;
      out.error(`${name}:${i + 1}: ${e.message}`);
      out.print(JSON.stringify({ error: e.detail ?? { message: e.message }, input: i + 1 }));
      return;
    }
    out.print(json(result));
  });
  return failed;
}

/** The fields of a JSON object line, or a LineError. */
export function objectLine(line: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (e) {
    throw new LineError(`not JSON: ${(e as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new LineError('each line must be a JSON object');
  return value as Record<string, unknown>;
}
