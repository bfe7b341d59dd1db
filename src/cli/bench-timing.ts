/** How `tutor bench` times its work and prints its tables (bench.ts, bench-games.ts). */
import { entryAt } from '../games/entry.ts';

/** The best of `runs` timed runs after a warm-up (the reference's measure). */
export function best<T>(runs: number, work: () => T): { seconds: number; result: T } {
  let result = work(); // warm-up
  let seconds = Infinity;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    result = work();
    seconds = Math.min(seconds, (performance.now() - t) / 1000);
  }
  return { seconds, result };
}

/** The median of `runs` timed runs after a warm-up. */
export function median<T>(runs: number, work: () => T): { seconds: number; result: T } {
  let result = work(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    result = work();
    times.push((performance.now() - t) / 1000);
  }
  times.sort((a, b) => a - b);
  return { seconds: entryAt(times, Math.floor(times.length / 2)), result };
}

/** A rate per second, in millions or thousands. */
export function rate(perSecond: number): string {
  return perSecond >= 1e6 ? `${(perSecond / 1e6).toFixed(1)} M` : `${(perSecond / 1e3).toFixed(0)} k`;
}

/** A row of a Markdown table. */
export function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}
