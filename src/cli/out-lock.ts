/**
 * The lock on a results file (`tutor experiment --out FILE`): `FILE.lock`,
 * holding "pid host", so that two runs never write one file (issue 25: it
 * holds when many runs start at once, with or without a stale lock).
 *
 * - A lock is only ever made whole and exclusively: written to a temporary
 *   file of this run's, then hard-linked to `FILE.lock`, which fails if one is
 *   there (no reader ever sees a half-written lock; on a file system without
 *   hard links it is created exclusively and written at once).
 * - A lock left by a process no longer running on this machine (or one that
 *   names no process and is older than a few seconds) is taken over only
 *   under a second exclusive lock, `FILE.lock.takeover`: the run that holds it
 *   checks that the lock is still the stale one it judged, renames its own
 *   over it (a rename replaces it atomically: there is never a moment with
 *   no lock), and checks the lock is now its own.
 * - A run removes only its own lock (and its own takeover lock).
 */
import { closeSync, fstatSync, linkSync, lstatSync, openSync, readFileSync, readSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { FileError, UsageError, type Output } from './io.ts';
import { fileProblem, shownPath } from './file-problem.ts';
import { entryAt } from '../games/entry.ts';

/** `--out` as a one-line FileError, from the error of a file operation. */
export function outError(path: string, e: unknown, doing = 'cannot write'): FileError {
  return new FileError(`--out ${shownPath(path)}: ${doing} (${fileProblem(e)})`);
}

/** A lock as read: its text, its age and its file's identity (to tell whether it was replaced). */
interface Held {
  text: string;
  age: number;
  ino: number;
}

/** The lock file as it is now, or null if there is none (removed meanwhile). */
function readLock(path: string, file: string): Held | null {
  let fd: number;
  try {
    // A lock is a small file of ours: anything else there (a directory, a link to a device) is not read.
    if (!lstatSync(file).isFile()) throw new FileError(`${path}: its lock ${file} is not a file; if no run is writing ${path}, delete it`);
    fd = openSync(file, 'r');
  } catch (e) {
    if (e instanceof UsageError) throw e;
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw outError(path, e, `cannot read its lock ${file}`);
  }
  try {
    const st = fstatSync(fd);
    const buffer = Buffer.alloc(256);
    return { text: buffer.subarray(0, readSync(fd, buffer, 0, 256, 0)).toString('utf8'), age: Date.now() - st.mtimeMs, ino: st.ino };
  } finally {
    closeSync(fd);
  }
}

/** Whether process `pid` is running (on this machine). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** How old a lock that names no process must be before it counts as garbage (a run writes its lock whole at once). */
const NAMELESS_AFTER_MS = 10_000;

/**
 * Whether `held` is stale: the message to print when taking it over, or a
 * FileError (thrown) when a run holds it.
 */
function judge(path: string, file: string, held: Held, host: string): string {
  const m = /^([1-9]\d{0,9}) (\S+)\n?$/.exec(held.text);
  const busy = `${path} is being written by another run`;
  const fix = `wait for it to end or give another --out (if no run is writing it, delete ${file})`;
  if (m === null) {
    if (held.age < NAMELESS_AFTER_MS) throw new FileError(`${busy} (its lock ${file} was created just now); ${fix}`);
    return `tutor: taking over the lock ${file}: it names no process (${JSON.stringify(held.text.slice(0, 40))})`;
  }
  const [pid, where] = [Number(m[1]), entryAt(m, 2)]; // both groups always take part in a match
  if (where !== host) throw new FileError(`${busy} (pid ${pid} on ${where}, according to ${file}); ${fix}`);
  if (pid !== process.pid && alive(pid)) throw new FileError(`${busy} (pid ${pid}); ${fix}`);
  return `tutor: taking over the stale lock ${file} (pid ${pid} is not running)`;
}

/** File systems without hard links say so with these. */
const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

/**
 * Links `from` (holding `text`) to `to` if nothing is at `to`: true, or false
 * if something is. Where the file system has no hard links, `to` is created
 * exclusively and `text` written into it (a reader that sees it still empty
 * takes it for a lock made just now: busy).
 */
function linkIfFree(path: string, from: string, to: string, text: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST') return false;
    if (!NO_LINKS.has(code)) throw outError(path, e, `cannot create its lock ${to}`);
  }
  try {
    writeFileSync(to, text, { flag: 'wx' });
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw outError(path, e, `cannot create its lock ${to}`);
  }
}

const pause = (ms: number): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** How many times a run looks again at a lock that another run is taking over (~5 s in all). */
const ATTEMPTS = 250;

/**
 * Takes `path`'s lock, or throws a FileError saying who holds it. Returns
 * the function that removes it (only if it is still ours); it also runs on
 * process exit.
 */
export function lock(path: string, out: Output): () => void {
  const file = `${path}.lock`;
  const guard = `${file}.takeover`;
  const host = hostname();
  const mine = `${process.pid} ${host}\n`;
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  try {
    writeFileSync(temporary, mine, { flag: 'wx' });
  } catch (e) {
    try {
      unlinkSync(temporary);
    } catch {
      // never made
    }
    throw outError(path, e, `cannot create its lock ${file}`);
  }
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (linkIfFree(path, temporary, file, mine)) return releaser(file, mine);
      const held = readLock(path, file);
      if (held === null) continue; // removed meanwhile: try again
      const takeover = judge(path, file, held, host);
      // Stale: one run at a time takes it over.
      if (!linkIfFree(path, temporary, guard, mine)) {
        const other = readLock(path, guard);
        if (other !== null && other.age > NAMELESS_AFTER_MS) {
          throw new FileError(`${path}: a run stopped while taking over its lock; if no run is writing ${path}, delete ${guard} and ${file}`);
        }
        pause(20);
        continue;
      }
      try {
        const now = readLock(path, file);
        if (now === null || now.ino !== held.ino || now.text !== held.text) continue; // replaced meanwhile: judge it again
        renameSync(temporary, file);
      } catch (e) {
        if (e instanceof UsageError) throw e;
        throw outError(path, e, `cannot take over its lock ${file}`);
      } finally {
        unlinkSync(guard);
      }
      // Ours now, as only a run holding the takeover lock replaces a lock: checked all the same.
      if (readLock(path, file)?.text !== mine)
        throw new FileError(`${path} is being written by another run (its lock ${file} changed while this run took it over); give another --out`);
      out.error(takeover);
      return releaser(file, mine);
    }
    throw new FileError(`${path}: could not take its lock ${file} (other runs keep taking it)`);
  } finally {
    try {
      unlinkSync(temporary);
    } catch {
      // renamed into place
    }
  }
}

/** The function that removes the lock if it is still ours, once, on its call or at exit (a second Ctrl-C, a signal). */
function releaser(file: string, mine: string): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
    } catch {
      // gone already
    }
  };
  process.on('exit', release);
  return release;
}
