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
