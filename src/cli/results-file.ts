/**
 * Results files (`tutor experiment --out`, `merge`), trusted no further than
 * src/experiments/records.ts checks them (issue 12), and the Connect-4 matches
 * files of `tutor experiment connect4 --out` (c4-records.ts) alike: every line
 * read is a whole record or an error naming `file:line` (exit 2); one copy of
 * each game is kept (`unique`). `--out` is checked
 * before any game, locked (`FILE.lock`, holding "pid host") so two runs never
 * write one file, and appends start on a new line. A torn last line (a run
 * killed mid-write) is dropped by `--resume`, which says so.
 */
import { closeSync, fstatSync, ftruncateSync, openSync, readSync, statSync, appendFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { configKey } from '../experiments/runner.ts';
import { differences, gameKey, parseRecords, sameResult, type ParsedRecords, type ResultRecord } from '../experiments/records.ts';
import { matchKey } from '../experiments/c4-match.ts';
import { matchDifferences, matchGameKey, sameMatchGame, type MatchRecord } from '../experiments/c4-records.ts';
import { FileError, MAX_INPUT_BYTES, UsageError, english, type Output } from './io.ts';
import { lock, outError } from './out-lock.ts';
import { fileProblem, shownPath } from './file-problem.ts';
import { entryAt } from '../games/entry.ts';

/** A record and where it came from (`file:line`), for messages. */
export interface Located<R = ResultRecord> {
  record: R;
  where: string;
}

/** Reads a results file's text into records (records.ts: parseRecords, or another kind's). */
export type RecordParser<R> = (text: string, file: string) => ParsedRecords<R>;

/** How many problems of a file are shown before "and N more". */
const SHOWN_PROBLEMS = 1;

/**
 * The records of a results file through parseRecords: a line that is not a
 * record is a FileError naming `file:line`; a torn last line is returned
 * for the caller to leave out or repair, with its size in bytes.
 */
export function readResults(
  path: string,
  bytes: Buffer,
  advice: string,
): { records: Located[]; torn: { line: number; bytes: number } | null; endsWithNewline: boolean };
export function readResults<R>(
  path: string,
  bytes: Buffer,
  advice: string,
  parse: RecordParser<R>,
): { records: Located<R>[]; torn: { line: number; bytes: number } | null; endsWithNewline: boolean };
export function readResults<R>(
  path: string,
  bytes: Buffer,
  advice: string,
  parse?: RecordParser<R>,
): { records: Located<R>[]; torn: { line: number; bytes: number } | null; endsWithNewline: boolean } {
  const parsed = (parse ?? (parseRecords as unknown as RecordParser<R>))(bytes.toString('utf8'), path);
  const [first, next] = parsed.problems;
  if (first !== undefined) {
    const more = parsed.problems.length - SHOWN_PROBLEMS;
    throw new FileError(
      `${english(first.message)}${more > 0 && next !== undefined ? ` (and ${more} more bad line${more === 1 ? '' : 's'}, the next at ${path}:${next.line})` : ''}; ${advice}`,
    );
  }
  // The torn bytes: everything after the last newline (a newline byte is never part of a longer UTF-8 character).
  const torn = parsed.torn === null ? null : { line: parsed.torn.line, bytes: bytes.length - (bytes.lastIndexOf(0x0a) + 1) };
  // parsed.lines holds each record's line number.
  return {
    records: parsed.records.map((record, i) => ({ record, where: `${path}:${entryAt(parsed.lines, i)}` })),
    torn,
    endsWithNewline: parsed.endsWithNewline,
  };
}

/**
 * The bytes of a results file: one clear line (FileError) if it is missing,
 * a directory or unreadable, and refused past MAX_INPUT_BYTES — read in
 * chunks, so a device such as /dev/zero is refused too instead of read forever.
 */
export function readFile(path: string): Buffer {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new FileError(
      code === 'ENOENT'
        ? `no such file: ${shownPath(path)}`
        : code === 'EISDIR'
          ? `${shownPath(path)} is a directory, not a results file`
          : `cannot read ${shownPath(path)}: ${fileProblem(e)}`,
    );
  }
  try {
    if (fstatSync(fd).isDirectory()) throw new FileError(`${path} is a directory, not a results file`);
    const chunks: Buffer[] = [];
    let size = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(1 << 20);
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      size += n;
      if (size > MAX_INPUT_BYTES) throw new FileError(`${path} is larger than ${MAX_INPUT_BYTES / 1024 / 1024} MiB, the most the tutor reads`);
      chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    }
    return Buffer.concat(chunks, size);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new FileError(`cannot read ${shownPath(path)}: ${fileProblem(e)}`);
  } finally {
    closeSync(fd);
  }
}

/**
 * What makes two records of a kind one game, for `unique`: its key (the
 * configuration or match, the experiment seed, the game's index), whether two
 * copies agree (all but their wall time), and the words for the messages.
 */
export interface GameIdentity<R> {
  key: (r: R) => string;
  same: (x: R, y: R) => boolean;
  /** The game in a message: `minimax/h1/1/text, experiment seed 2016, game 0`. */
  name: (r: R) => string;
  /** How two copies differ, in a message: `moves 41 ≠ 42`. */
  differences: (x: R, y: R) => string;
  /** Warnings about the records kept, taken together. */
  check?: (kept: readonly R[], warn: (line: string) => void) => void;
}

/** A 2048 results file's games (records.ts); a configuration played to different goals is warned about. */
export const RESULT_GAMES: GameIdentity<ResultRecord> = {
  key: gameKey,
  same: sameResult,
  name: (r) => `${configKey(r)}, experiment seed ${r.experimentSeed}, game ${r.index}`,
  differences,
  check(kept, warn) {
    const goals = new Map<string, Set<number>>();
    for (const r of kept) goals.set(configKey(r), (goals.get(configKey(r)) ?? new Set()).add(r.goal));
    for (const [key, g] of goals) if (g.size > 1) warn(`${key} has games played to different goals (${[...g].join(', ')}); its summary counts them together`);
  },
};

/** A Connect-4 matches file's games (c4-records.ts): the key of `tutor experiment connect4 --resume`. */
export const MATCH_GAMES: GameIdentity<MatchRecord> = {
  key: matchGameKey,
  same: sameMatchGame,
  name: (r) => `${matchKey(r)}, experiment seed ${r.experimentSeed}, game ${r.index}`,
  differences: matchDifferences,
};

/**
 * One copy of each game (RESULT_GAMES, or the identity of another kind of
 * record): the first seen is kept. Copies that agree (all but their wall
 * time) are counted; copies that disagree are warned about on stderr, naming
 * both.
 */
export function unique(records: Located[], label: string, out: Output): ResultRecord[];
export function unique<R>(records: Located<R>[], label: string, out: Output, kind: GameIdentity<R>): R[];
export function unique<R>(records: Located<R>[], label: string, out: Output, kind?: GameIdentity<R>): R[] {
  const games = kind ?? (RESULT_GAMES as unknown as GameIdentity<R>);
  const seen = new Map<string, Located<R>>();
  let identical = 0;
  const conflicts: string[] = [];
  for (const r of records) {
    const key = games.key(r.record);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, r);
    else if (games.same(first.record, r.record)) identical++;
    else
      conflicts.push(
        `${first.where} and ${r.where} are the same game (${games.name(r.record)}) with different results (${games.differences(first.record, r.record)}); kept ${first.where}`,
      );
  }
  for (const c of conflicts.slice(0, 5)) out.error(`tutor: ${label}: warning: ${c}`);
  if (conflicts.length > 5) out.error(`tutor: ${label}: warning: and ${conflicts.length - 5} more conflicting copies`);
  if (identical > 0)
    out.error(`tutor: ${label}: dropped ${identical} duplicate record${identical === 1 ? '' : 's'} (the same game twice with the same result, times aside)`);
  const kept = [...seen.values()].map((r) => r.record);
  games.check?.(kept, (line) => out.error(`tutor: ${label}: warning: ${line}`));
  return kept;
}

/** The two kinds of results file: `tutor experiment --out`'s 2048 games, `tutor experiment connect4 --out`'s matches. */
export type ResultsKind = '2048' | 'connect4';

const KIND_NAMES: { [k in ResultsKind]: string } = { '2048': '2048 results', connect4: 'Connect-4 matches' };

/**
 * A results file's kind, from its first record: `{"game":"connect4",…}` is a
 * Connect-4 matches file, any other JSON object a 2048 results file (a
 * torn last line, by how it starts); null when its first line is no JSON
 * object (or there is none, or a torn one too short to tell), for the
 * parser to name what is wrong.
 */
export function resultsKind(bytes: Buffer): ResultsKind | null {
  for (let start = 0; start < bytes.length;) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline < 0 ? bytes.length : newline;
    const text = bytes.toString('utf8', start, end);
    const line = (start === 0 ? text.replace(/^\uFEFF/, '') : text).trim();
    start = end + 1;
    if (line === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      // A torn last line (no newline after it) may still say its kind by how it starts: `{"game":"connect4"` (issue 39).
      if (newline >= 0) return null;
      const game = /^\{\s*"game"\s*:\s*"([^"]*)("?)/.exec(line);
      if (game === null) return /^\{\s*"(?!g)/.test(line) ? '2048' : null;
      return game[1] === 'connect4' ? 'connect4' : game[2] === '"' || !'connect4'.startsWith(game[1]!) ? '2048' : null;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return (value as { game?: unknown }).game === 'connect4' ? 'connect4' : '2048';
  }
  return null;
}

/** The one kind of the files (null when none says: no record, or none that tells), or a FileError naming two files of different kinds. */
export function oneKind(files: readonly { path: string; bytes: Buffer }[]): ResultsKind | null {
  let first: { path: string; kind: ResultsKind } | null = null;
  for (const { path, bytes } of files) {
    const kind = resultsKind(bytes);
    if (kind === null) continue;
    if (first === null) first = { path, kind };
    else if (kind !== first.kind) {
      throw new FileError(
        `${shownPath(first.path)} holds ${KIND_NAMES[first.kind]} and ${shownPath(path)} ${KIND_NAMES[kind]}: merge files of one kind at a time`,
      );
    }
  }
  return first?.kind ?? null;
}

// ---- --out: checks, lock, appends ---------------------------------------------------

/** Before any game: `--out` must be a regular file, or a new one in an existing directory. */
function checkOut(path: string): void {
  let isNew = false;
  try {
    const st = statSync(path);
    if (st.isDirectory()) throw new FileError(`--out ${path} is a directory; give a file, such as ${path.replace(/\/+$/, '')}/results.jsonl`);
    if (!st.isFile()) throw new FileError(`--out ${path} is not a regular file`);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw outError(path, e, 'cannot use it');
    isNew = true;
  }
  if (isNew) {
    const dir = dirname(resolve(path));
    let st;
    try {
      st = statSync(dir);
    } catch (e) {
      throw new FileError(
        `--out ${shownPath(path)}: no such directory ${shownPath(dirname(path))}${(e as NodeJS.ErrnoException).code === 'ENOTDIR' ? ' (a part of it is a file)' : ''}`,
      );
    }
    if (!st.isDirectory()) throw new FileError(`--out ${path}: ${dirname(path)} is not a directory`);
  }
}

/** Ends the process on a signal that would otherwise kill it without the 'exit' handlers (which remove the lock). */
function onSignals(): () => void {
  const handlers = (['SIGTERM', 'SIGHUP'] as const).map((signal) => {
    const handler = () => process.exit(signal === 'SIGTERM' ? 143 : 129);
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  return () => {
    for (const [signal, handler] of handlers) process.off(signal, handler);
  };
}

/** An `--out` file taken for this run: locked, read (and repaired with --resume), appended to. */
export interface OutFile<R = ResultRecord> {
  records: Located<R>[];
  append(record: R): void;
  close(): void;
}

/**
 * Appends each finished game to --out (when there is one). The first write
 * that fails stops the run (`onFail`) and nothing more is written; `check`
 * then reports it, the games written before being kept for --resume.
 */
export class GameWriter<R> {
  private error: unknown = null;

  constructor(
    private readonly target: OutFile<R> | null,
    private readonly onFail: () => void,
  ) {}

  write(record: R): void {
    if (this.target === null || this.error !== null) return;
    try {
      this.target.append(record);
    } catch (e) {
      this.error = e;
      this.onFail();
    }
  }

  /** Throws the failed write as a usage error (after the pool has finished and the file is closed). */
  check(path: string | undefined): void {
    if (this.error !== null) {
      throw new FileError(`--out ${path}: cannot write (${(this.error as Error).message}); the games written before are kept, --resume goes on from them`);
    }
  }
}

/** `openOut` for records of another kind (the Connect-4 matches'), read by their own parser. */
export function openOut(path: string, resume: boolean, out: Output): OutFile;
export function openOut<R>(path: string, resume: boolean, out: Output, parse: RecordParser<R>): OutFile<R>;
export function openOut<R>(path: string, resume: boolean, out: Output, parse?: RecordParser<R>): OutFile<R> {
  checkOut(path);
  const release = lock(path, out);
  const offSignals = onSignals();
  let fd = -1;
  try {
    try {
      fd = openSync(path, 'a+');
    } catch (e) {
      throw outError(path, e);
    }
    const size = fstatSync(fd).size;
    const bytes = Buffer.alloc(size);
    for (let at = 0; at < size;) {
      const n = readSync(fd, bytes, at, size - at, at);
      if (n === 0) break;
      at += n;
    }
    const advice = resume
      ? '--resume repairs only a torn last line: fix or remove that line, or give another --out'
      : 'fix or remove that line, or give another --out';
    const { records, torn, endsWithNewline } = readResults(path, bytes, advice, parse ?? (parseRecords as unknown as RecordParser<R>));
    let newline = !endsWithNewline;
    if (torn !== null) {
      if (!resume)
        throw new FileError(
          `${path}:${torn.line}: the last line is torn (${torn.bytes} bytes with no newline: a run stopped while writing it); give --resume to drop it and go on, or another --out`,
        );
      try {
        ftruncateSync(fd, size - torn.bytes);
      } catch (e) {
        throw outError(path, e, 'cannot repair it');
      }
      newline = false;
      out.error(
        `tutor: ${path}:${torn.line}: dropped a torn last line (${torn.bytes} bytes, a game a run stopped while writing); the ${records.length} whole record${records.length === 1 ? '' : 's'} before it are kept`,
      );
    }
    const file = fd;
    return {
      records,
      append(record) {
        // A file whose last line has no newline gets one first, so records are never glued together.
        try {
          appendFileSync(file, (newline ? '\n' : '') + JSON.stringify(record) + '\n');
        } catch (e) {
          // A full disk, say: its words ("no space left on the device"), for the caller's one line.
          throw new FileError(fileProblem(e));
        }
        newline = false;
      },
      close() {
        closeSync(file);
        offSignals();
        release();
      },
    };
  } catch (e) {
    if (fd >= 0) closeSync(fd);
    offSignals();
    release();
    throw e;
  }
}
