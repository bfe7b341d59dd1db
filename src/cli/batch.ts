/**
 * A batch of the CLI's searches (`tutor connect4 solve --input`, `tutor search --input`, trees or
 * `--game` requests): its lines answered one at a time, in order, each answer written as soon as it
 * is known, so that output line N answers input line N.
 *
 * On a terminal, once the batch has run a second, one progress line on stderr, rewritten in place:
 * which line of how many, how many are answered, and the current line's own progress as a single
 * search shows it (long-run.ts); cleared before each answer and at the end; nothing when stderr is
 * piped. Ctrl-C: the answers written stay written; the line being searched is answered with what
 * was found (`"status":"stopped"`, as a single search is), the lines not reached get no answer, a
 * note on stderr says where to go on from, and the exit code is 130.
 *
 * The batch hears Ctrl-C between lines (a short yield, at most every YIELD_MS: nothing per line for
 * short lines) and, through its LongRunner, while a long line runs in the worker thread.
 */
import { LineError, type Output } from './io.ts';
import { LongRunner, TOO_LARGE, type Report, type Watch } from './long-run.ts';
import { ProgressLine, count, rate } from './progress.ts';

/** The longest the main thread goes without turning the event loop between lines (so that Ctrl-C is heard). */
const YIELD_MS = 50;

/** The lines of a batch's text, as io.ts's eachLine splits them: the newline that ends the last line does not start another. */
export function batchLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * One `--input` line answered as io.ts's eachLine answers it: `handle`'s result printed as JSON, or,
 * when it throws, `{"error": …, "input": n}` and a message on stderr. False if the line failed.
 */
export async function answerInput(
  line: string,
  n: number,
  name: string,
  out: Output,
  handle: (line: string) => Promise<unknown>,
  json: (value: unknown) => string = JSON.stringify,
): Promise<boolean> {
  let result: unknown;
  try {
    if (line.trim() === '') throw new LineError('the line is empty: give one request per line');
    result = await handle(line);
  } catch (e) {
    // Whatever a line holds, it gets an answer and the batch goes on.
    const message =
      e instanceof LineError
        ? e.message
        : e instanceof RangeError || (e as Error).message === TOO_LARGE
          ? TOO_LARGE
          : `internal error: ${(e as Error).message}`;
    out.error(`${name}:${n}: ${message}`);
    out.print(JSON.stringify({ error: (e instanceof LineError ? e.detail : undefined) ?? { message }, input: n }));
    return false;
  }
  out.print(json(result));
  return true;
}

/** A batch under way: its progress line, its runner, where it is. */
export class Batch {
  /** Prints as the command's output does, the progress line cleared first (stdout and stderr may be the same terminal). */
  readonly out: Output;
  private readonly line: ProgressLine;
  private readonly runner: LongRunner;
  /** The line being worked on (from 1), 0 before the first. */
  private at = 0;
  /** Lines answered, and whether the last one answered was stopped by Ctrl-C. */
  private answered = 0;
  private lastStopped = false;
  private lineStart = performance.now();
  private yielded = performance.now();

  constructor(
    /** How many lines the batch has. */
    private readonly total: number,
    out: Output,
    stream: typeof process.stderr = process.stderr,
    /** Where `out` prints (standard output), waited for when it is behind. */
    private readonly sink: Pick<typeof process.stdout, 'writableNeedDrain' | 'once'> = process.stdout,
  ) {
    this.line = new ProgressLine(stream);
    this.runner = new LongRunner(stream, { line: this.line, prefix: () => this.prefix() });
    this.out = {
      print: (text) => {
        this.line.end();
        out.print(text);
      },
      error: (text) => {
        this.line.end();
        out.error(text);
      },
    };
  }

  /** Whether Ctrl-C was pressed: the line being searched stops with what it found, and the batch stops after it. */
  get interrupted(): boolean {
    return this.runner.interrupted;
  }

  /**
   * Before line `n`: false if Ctrl-C was pressed (the batch stops there, line `n` not reached). The
   * answers printed so far are first handed to the output (a pipe takes a large answer only as its
   * reader reads, and only while the event loop turns), so that what is answered is written.
   */
  async begin(n: number): Promise<boolean> {
    if (this.sink.writableNeedDrain) {
      await new Promise((resolve) => this.sink.once('drain', resolve));
      this.yielded = performance.now();
    }
    const now = performance.now();
    if (now - this.yielded >= YIELD_MS) {
      // A Ctrl-C pressed meanwhile reaches its handler now.
      await new Promise((resolve) => setImmediate(resolve));
      this.yielded = performance.now();
    }
    if (this.runner.interrupted) return false;
    this.at = n;
    this.lineStart = now;
    this.line.show(() => this.prefix());
    return true;
  }

  /** Runs the current line's search as a single search runs (long-run.ts), its progress after the batch's place. */
  run<J, R>(kind: string, job: J, here: (job: J, watch: Watch) => R, progress: (r: Report) => string): Promise<R> {
    return this.runner.run(kind, job, here, progress);
  }

  /** The current line's nodes so far, for a search on the main thread that reports them (a tree's `progress`). */
  readonly nodes = (nodes: number): void => {
    this.line.show(() => `${this.prefix()} · ${count(nodes)} nodes · ${rate(nodes, performance.now() - this.lineStart)} nodes/s`);
  };

  /** The current line has its answer (`stopped`: cut short by Ctrl-C, `"status":"stopped"`). */
  done(stopped = false): void {
    this.answered = this.at;
    this.lastStopped = stopped;
  }

  /** After Ctrl-C: says on stderr what was answered and where to go on from; the exit code, 130. */
  stopped(command: string, input: string): number {
    const n = this.total;
    // Lines answered in full: those before the one stopped.
    const full = this.lastStopped ? this.answered - 1 : this.answered;
    const what = [full === 0 ? `no line of ${n} answered in full` : `${full === 1 ? 'line 1' : `lines 1–${full}`} of ${n} answered`];
    if (this.lastStopped) what.push(`line ${this.answered} stopped ("status":"stopped")`);
    const from = full + 1;
    const rest = from > n ? '' : `; to go on from line ${from}: tail -n +${from} ${input === '-' ? '(of the same input)' : quoted(input)}`;
    this.out.error(`${command}: stopped by Ctrl-C: ${what.join(', ')}${rest}`);
    return 130;
  }

  /** Clears the progress line, stops hearing Ctrl-C, ends the worker thread. */
  end(): void {
    this.line.end();
    this.runner.end();
  }

  private prefix(): string {
    return `line ${count(this.at)} of ${count(this.total)}, ${count(this.answered)} answered`;
  }
}

/** A file name as a shell reads it back. */
const quoted = (path: string): string => (/^[\w./+,:@%=-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`);
