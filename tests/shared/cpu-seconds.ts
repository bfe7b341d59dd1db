/**
 * How much CPU a child process has used, from /proc (Linux): the tests that stop a long run with
 * Ctrl-C send it once the run has really worked (a CPU time), never after a wall-clock wait.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's CPU times (getconf CLK_TCK; 100 on Linux). */
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** Whether /proc is there to read (else the tests that need it are skipped, with their reason). */
export const PROC = existsSync('/proc/self/stat');

/** The CPU seconds a process has used (all its threads), or null once it is gone. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis: state is the first, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return null;
  }
}
