/** What the CLI's commands share: where they write, how they read a file or standard input, usage errors, strict flags. */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { clip, parseInteger, parseJson, shown, type IntRange } from '../games/input.ts';
import { say } from '../i18n/say.ts';
import { msg } from '../i18n/message.ts';
import type { AnyMessage } from '../i18n/wording.ts';
import { fileProblem, shownPath } from './file-problem.ts';

/** A message of the core in English: the CLI's language (its wording is part of its contract). */
export const english = (m: AnyMessage): string => say(m, 'en');

/** A value as an English message shows it (`shown`: an excerpt of its JSON, or "missing"). */
export const shownInEnglish = (value: unknown): string => {
  const s = shown(value);
  return typeof s === 'string' ? s : english(s);
};

/** A mistake in how the command was called: reported on stderr with exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * A file named in the call that cannot be used as it is (missing, a directory,
 * too large, locked by another run, bad records, files of two kinds): exit 2
 * like a usage error, but one line, without the pointer to the help, since
 * the options were right.
 */
export class FileError extends UsageError {
  override name = 'FileError';
}

export interface Output {
  print(line: string): void;
  error(line: string): void;
}

export const stdio: Output = {
  print: (line) => void process.stdout.write(line + '\n'),
  error: (line) => void process.stderr.write(line + '\n'),
};

/**
 * A reader that stops early (`tutor search --trace | head -1`) closes the
 * pipe: the CLI then ends quietly, as other Unix tools do, instead of dying
 * on EPIPE. Any other error writing the output is one line on stderr, exit 2.
 */
export function quietOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      if (stream === process.stdout) process.stderr.write(`tutor: cannot write the output: ${e.message}\n`);
      process.exit(2);
    });
  }
}

/**
 * The node budget of a game search (`2048 decide`, each move of `2048 play`;
 * `search --game`) when none is given: a few seconds of work. A deeper search
 * stops with status "budget" (value null) instead of running for hours; give
 * --budget to go further. Trees need none: they are at most MAX_TREE_NODES.
 */
export const DEFAULT_GAME_BUDGET = { g2048: 20_000_000, position: 5_000_000 };

/** The largest file or standard input read (a tree, a JSONL batch): checked before reading. */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;

const tooBig = (what: string) => new FileError(`${what} is larger than ${MAX_INPUT_BYTES / 1024 / 1024} MiB, the most the tutor reads`);

/**
 * The text of a file, or of standard input for `-`; an error is one clear line
 * (FileError). Anything but a regular file (standard input, a pipe, a device
 * such as /dev/zero) is read as a stream and refused once it passes the limit.
 * A byte-order mark at the start is dropped.
 */
export async function readText(path: string): Promise<string> {
  if (path === '-') return withoutBom(await readStream(process.stdin, 'standard input'));
  try {
    const s = await stat(path);
    if (s.isDirectory()) throw new FileError(`${path} is a directory, not a file`);
    if (!s.isFile()) return withoutBom(await readStream(createReadStream(path), path));
    if (s.size > MAX_INPUT_BYTES) throw tooBig(path);
    return withoutBom(await readFile(path, 'utf8'));
  } catch (e) {
    if (e instanceof UsageError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new FileError(
      code === 'ENOENT'
        ? `no such file: ${shownPath(path)}`
        : code === 'EACCES'
          ? `no permission to read ${shownPath(path)}`
          : `cannot read ${shownPath(path)}: ${fileProblem(e)}`,
    );
  }
}

async function readStream(stream: AsyncIterable<unknown>, name: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_INPUT_BYTES) throw tooBig(name);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const withoutBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** A flag that is a decimal integer in `range` (undefined: `fallback`), or a UsageError naming it. */
export function intFlag(text: string | undefined, name: string, range: IntRange, fallback: number): number;
export function intFlag(text: string, name: string, range: IntRange): number;
export function intFlag(text: string | undefined, name: string, range: IntRange): number | undefined;
export function intFlag(text: string | undefined, name: string, range: IntRange, fallback?: number): number | undefined {
  if (text === undefined) return fallback;
  const r = parseInteger(text, `--${name}`, range);
  if (!r.ok) throw new UsageError(english(r.error));
  return r.value;
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
 * `--input`: runs `handle` on each line and prints one JSON result per line,
 * in order: every line gets an answer, whatever it holds (an empty line is
 * told so). A line whose handler throws gets {"error": …, "input": n} and a
 * message on stderr; returns how many failed. The newline that ends the last
 * line does not start another.
 */
export function eachLine(
  text: string,
  name: string,
  out: Output,
  handle: (line: string) => unknown,
  json: (value: unknown) => string = JSON.stringify,
): number {
  let failed = 0;
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  lines.forEach((line, i) => {
    let result: unknown;
    try {
      if (line.trim() === '') throw new LineError('the line is empty: give one request per line');
      result = handle(line);
    } catch (e) {
      // Whatever a line holds, it gets an answer and the batch goes on.
      const message =
        e instanceof LineError
          ? e.message
          : e instanceof RangeError
            ? 'too deep or too large to answer (the stack or the memory ran out)'
            : `internal error: ${(e as Error).message}`;
      failed++;
      out.error(`${name}:${i + 1}: ${message}`);
      out.print(JSON.stringify({ error: (e instanceof LineError ? e.detail : undefined) ?? { message }, input: i + 1 }));
      return;
    }
    out.print(json(result));
  });
  return failed;
}

/**
 * The fields of a JSON object line, or a LineError: duplicate keys are refused
 * with their place, and so is a field not in `allowed` (a misspelt option is
 * never ignored).
 */
export function objectLine(line: string, allowed: readonly string[]): Record<string, unknown> {
  // Integers as decimal integers: a whole number spelt `2.0` or `1e3` reaches the fields' readers as a SpelledNumber.
  const parsed = parseJson(line, undefined, true);
  if (!parsed.ok) {
    const message = english(parsed.error.reason);
    throw new LineError(`${parsed.error.line}:${parsed.error.column}: ${message}`, { line: parsed.error.line, column: parsed.error.column, message });
  }
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new LineError(`each line must be a JSON object, not ${shownInEnglish(value)}`);
  const unknown = Object.keys(value).find((k) => !allowed.includes(k));
  if (unknown !== undefined) throw new LineError(english(msg('input.unknown-field', { name: clip(unknown), allowed })));
  return value as Record<string, unknown>;
}
