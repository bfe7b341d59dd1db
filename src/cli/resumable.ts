/**
 * A resumable batch of games, as `tutor experiment` (2048) and `tutor
 * experiment connect4` run theirs: `--out` opened and locked (results-file.ts),
 * the games it already holds refused without `--resume` and skipped with it
 * (one copy each), the rest played on a pool of workers, each game appended
 * as it finishes, progress on stderr; Ctrl-C lets the games being played
 * finish and leaves the rest for `--resume` (twice: quit at once); a failed
 * write stops the run and is reported once the file is closed.
 */
import { runPool, type PoolRun, type PoolWorker } from '../experiments/pool.ts';
import { FileError, type Output } from './io.ts';
import { GameWriter, openOut, unique, type GameIdentity, type OutFile, type RecordParser } from './results-file.ts';
import { Progress } from './progress.ts';

export interface ResumableRun<J, G, R> {
  /** Every game of the run, in order. */
  jobs: readonly J[];
  /** `--out` and `--resume`. */
  outPath: string | undefined;
  resume: boolean;
  workers: number;
  start: () => PoolWorker<J, G>;
  /** How the file's records are read, and what makes two of them one game (`unique`). */
  parse: RecordParser<R>;
  identity: GameIdentity<R>;
  /** A job's game and a record's, the same text for the same game of this run (null: a record of another run). */
  jobKey: (job: J) => string;
  recordKey: (record: R) => string | null;
  /** The record a finished game is written as. */
  record: (job: J, game: G) => R;
}

/** Plays what `--out` does not hold yet; the records of the run (those resumed, then the new ones as they finished) and whether Ctrl-C stopped it. */
export async function runResumable<J, G, R>(run: ResumableRun<J, G, R>, out: Output): Promise<{ records: R[]; stopped: boolean }> {
  let stop = false;
  let batch: PoolRun<J, G> | null = null;
  const onSigint = () => {
    if (stop) process.exit(130);
    stop = true;
    batch?.stop();
    out.error('\nstopping: the games being played finish, the rest are left for --resume (Ctrl-C again to quit at once)');
  };
  // From before the lock is taken, so that Ctrl-C never leaves it behind.
  process.on('SIGINT', onSigint);
  let file: OutFile<R> | null = null;
  let progress: Progress | null = null;
  let writer: GameWriter<R> | null = null;
  const records: R[] = [];
  try {
    file = run.outPath === undefined ? null : openOut(run.outPath, run.resume, out, run.parse);
    const wanted = new Set(run.jobs.map(run.jobKey));
    const done = (file?.records ?? []).filter((r) => {
      const key = run.recordKey(r.record);
      return key !== null && wanted.has(key);
    });
    const [firstDone] = done;
    if (file !== null && !run.resume && firstDone !== undefined) {
      throw new FileError(
        `${run.outPath} already has ${done.length} of these games (the first at ${firstDone.where}); give --resume to play only the rest, or another --out`,
      );
    }
    records.push(...unique(done, 'resume', out, run.identity));
    const finished = new Set(records.map((r) => run.recordKey(r)));
    const todo = run.jobs.filter((j) => !finished.has(run.jobKey(j)));
    const bar = new Progress(run.jobs.length, run.jobs.length - todo.length, out);
    progress = bar;
    writer = new GameWriter(file, () => {
      stop = true;
      played.stop();
    });
    const w = writer;
    const played = (batch = runPool(stop ? [] : todo, {
      size: run.workers,
      start: run.start,
      onResult: (job, game) => {
        const record = run.record(job, game);
        records.push(record);
        w.write(record);
        bar.tick();
      },
    }));
    const outcome = await played.finished;
    // The games the other threads were playing are written; the first failure is the command's error.
    const [failure] = outcome.failures;
    if (failure !== undefined) throw failure.error;
  } finally {
    process.off('SIGINT', onSigint);
    progress?.end();
    file?.close();
  }
  writer?.check(run.outPath);
  return { records, stopped: stop };
}
