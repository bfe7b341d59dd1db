/** What went wrong with a file, in words, for the CLI's one-line messages (a full disk is no "internal error"). */

const WHY: { [code: string]: string } = {
  EACCES: 'no permission',
  EPERM: 'not permitted',
  EROFS: 'a read-only file system',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'over the disk quota',
  EIO: 'an input/output error',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of its path is not a directory',
  ENOENT: 'no such directory',
  ENAMETOOLONG: 'the name is too long',
};

/** A file operation's error in words ("no space left on the device"), or Node's message for a rarer one. */
export function fileProblem(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  return WHY[err.code ?? ''] ?? err.message;
}

/** A path as a message shows it: whole up to 120 characters, else its start and end around a mark (a 100 kB path makes no 100 kB line). */
export function shownPath(path: string): string {
  return path.length <= 120 ? path : `${path.slice(0, 40)}…${path.slice(-40)}`;
}
