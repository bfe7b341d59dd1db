/**
 * The CLI's progress line for long work (src/cli/progress.ts, ProgressLine): written only when the
 * stream is a terminal, only once the work has run a second, at most every 250 ms, rewritten in
 * place and cleared at the end (issue 39, point 5). The stream and the clock are stand-ins.
 */
import { describe, expect, test } from 'vitest';
import { PROGRESS_AFTER_MS, PROGRESS_EVERY_MS, ProgressLine, count, rate } from '../../src/cli/progress.ts';

function stream(isTTY: boolean): { isTTY: boolean; written: string[]; write: (s: string) => boolean } {
  const written: string[] = [];
  return { isTTY, written, write: (s) => written.push(s) > 0 };
}

describe('ProgressLine', () => {
  test('on a terminal: nothing in the first second, then one line rewritten in place at most every 250 ms, cleared at the end', () => {
    let now = 0;
    const s = stream(true);
    const line = new ProgressLine(s, () => now);
    const text = (ms: number) => `nodes ${ms}`;
    expect(line.show(text)).toBe(false);
    now = PROGRESS_AFTER_MS - 1;
    expect(line.show(text)).toBe(false);
    now = PROGRESS_AFTER_MS;
    expect(line.show(text)).toBe(true);
    now += PROGRESS_EVERY_MS - 1;
    expect(line.show(text)).toBe(false);
    now += 1;
    expect(line.show(text)).toBe(true);
    expect(s.written).toEqual([`\rnodes ${PROGRESS_AFTER_MS}\x1b[K`, `\rnodes ${PROGRESS_AFTER_MS + PROGRESS_EVERY_MS}\x1b[K`]);
    line.end();
    expect(s.written.at(-1)).toBe('\r\x1b[K');
    expect(s.written.join('')).not.toContain('\n');
  });

  test('not a terminal (piped, CI, the tests): never writes, the text is not even made', () => {
    let now = 0;
    const s = stream(false);
    const line = new ProgressLine(s, () => now);
    let made = 0;
    for (now = 0; now < 10_000; now += 100)
      line.show(() => {
        made++;
        return 'x';
      });
    line.end();
    expect(s.written).toEqual([]);
    expect(made).toBe(0);
  });

  test('work shorter than a second leaves the terminal as it was', () => {
    let now = 0;
    const s = stream(true);
    const line = new ProgressLine(s, () => now);
    now = 900;
    line.show(() => 'x');
    line.end();
    expect(s.written).toEqual([]);
  });

  test('counts and rates for a person', () => {
    expect(count(12345678.4)).toBe('12,345,678');
    expect(rate(2_400_000, 1000)).toBe('2.4 M');
    expect(rate(950_000, 1000)).toBe('950 k');
    expect(rate(500, 1000)).toBe('500');
    expect(rate(5, 0)).toBe('0');
  });
});
