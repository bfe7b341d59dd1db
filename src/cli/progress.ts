/** `tutor experiment`'s progress bar: games played and an ETA on stderr, only when stderr is a terminal. */
import type { Output } from './io.ts';

export class Progress {
  private readonly start = Date.now();
  private readonly tty = process.stderr.isTTY === true;
  /** Games played by this run (not counting resumed ones), for the ETA. */
  private played = 0;

  constructor(
    private readonly total: number,
    private done: number,
    out: Output,
  ) {
    if (total > 0 && done > 0) out.error(`resuming: ${done} of ${total} games already played`);
  }

  tick(): void {
    this.done++;
    this.played++;
    if (!this.tty) return;
    const share = this.done / this.total;
    const elapsed = (Date.now() - this.start) / 1000;
    const eta = (elapsed / this.played) * (this.total - this.done);
    const bar = '#'.repeat(Math.round(share * 30)).padEnd(30, '.');
    process.stderr.write(`\r[${bar}] ${this.done}/${this.total} games · ${fmt(elapsed)} · ETA ${fmt(eta)}   `);
  }

  end(): void {
    if (this.tty) process.stderr.write('\n');
  }
}

function fmt(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(0)} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
  return `${Math.floor(seconds / 3600)} h ${Math.round((seconds % 3600) / 60)} min`;
}

/** Where a progress line goes: standard error, or a stand-in in the tests. */
export interface ProgressStream {
  readonly isTTY?: boolean;
  /** The terminal's width, when known (0 or missing: unknown). */
  readonly columns?: number;
  write(text: string): unknown;
}

/** A progress line appears once the work has run this long… */
export const PROGRESS_AFTER_MS = 1000;
/** …and is rewritten at most this often. */
export const PROGRESS_EVERY_MS = 250;

/**
 * One line of progress for long work (`connect4 solve`, `search --game`, their batches), rewritten in
 * place (`\r`) and cleared at the end: only on a terminal (nothing when the stream is piped, in CI or
 * in the tests), only once the work has run PROGRESS_AFTER_MS, at most every PROGRESS_EVERY_MS; cut
 * to the terminal's width when it is known (a line that wrapped would no longer be rewritten in place).
 */
export class ProgressLine {
  private readonly tty: boolean;
  private readonly start: number;
  private last = -Infinity;
  private shown = false;

  constructor(
    private readonly stream: ProgressStream = process.stderr,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tty = stream.isTTY === true;
    this.start = now();
  }

  /** Milliseconds since the line was made (the work started). */
  elapsed(): number {
    return this.now() - this.start;
  }

  /** Shows `text` (made only when it will be shown) if it is time to; true if it was written. */
  show(text: (elapsedMs: number) => string): boolean {
    if (!this.tty) return false;
    const t = this.now();
    if (t - this.start < PROGRESS_AFTER_MS || t - this.last < PROGRESS_EVERY_MS) return false;
    this.last = t;
    this.shown = true;
    const width = this.stream.columns ?? 0;
    let shown = text(t - this.start);
    if (width > 1 && shown.length > width - 1) shown = `${shown.slice(0, width - 2)}…`;
    // \x1b[K clears what a longer line before left on the right.
    this.stream.write(`\r${shown}\x1b[K`);
    return true;
  }

  /** Clears the line, if one was written. */
  end(): void {
    if (this.shown) this.stream.write('\r\x1b[K');
    this.shown = false;
  }
}

/** A count for a person: 12,345,678. */
export const count = (n: number): string => Math.round(n).toLocaleString('en');

/** A rate for a person: 950 k/s, 2.4 M/s. */
export function rate(n: number, ms: number): string {
  const perSecond = ms > 0 ? (n * 1000) / ms : 0;
  if (perSecond >= 1e6) return `${(perSecond / 1e6).toFixed(1)} M`;
  if (perSecond >= 1e3) return `${(perSecond / 1e3).toFixed(0)} k`;
  return perSecond.toFixed(0);
}

/** Seconds for a person (the experiments' format). */
export const seconds = (ms: number): string => fmt(ms / 1000);
