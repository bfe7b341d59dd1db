/**
 * The one scheduler of experiment batches (src/experiments/pool.ts), with
 * fake in-process workers whose jobs the test finishes in the order it
 * chooses: N workers and never more, jobs sent in order, results by job
 * index whatever order they finish in, stop, cancel, and a failing worker
 * that loses none of the others' results. Then the two real kinds' common
 * promise, same seed → same games: the runner's games through the pool on 1
 * or 3 workers, and through the page's worker kind (bridge.ts, over
 * MessageChannels standing in for Web Workers), equal playGame's own. The
 * CLI's kind (worker threads of the built bundle) is run by the CLI's tests.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { expose } from 'comlink';
import { runPool, type PoolWorker } from '../../src/experiments/pool.ts';
import { jobs as makeJobs, playGame, type GameResult, type Job } from '../../src/experiments/runner.ts';
import { experimentApi } from '../../src/worker/experiment-api.ts';
import { GameFailure, experimentPoolWorker, gameFailure, type WorkerLike } from '../../src/ui/platform/bridge.ts';
import { say } from '../../src/i18n/say.ts';

/** Lets every settled promise's callbacks run. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Call {
  job: number;
  worker: number;
  resolve: (r: string) => void;
  reject: (e: unknown) => void;
}

/** Workers that hold each job until the test settles it; jobs are numbers, results `r<job>`. */
function manual(options: { failStart?: number } = {}) {
  const calls: Call[] = [];
  const ended: number[] = [];
  let started = 0;
  const start = (): PoolWorker<number, string> => {
    const worker = started++;
    if (options.failStart === worker) throw new Error(`worker ${worker} cannot start`);
    return {
      run: (job) => new Promise<string>((resolve, reject) => calls.push({ job, worker, resolve, reject })),
      end: () => void ended.push(worker),
    };
  };
  const call = (job: number): Call => calls.find((c) => c.job === job)!;
  return { calls, ended, start, call, started: () => started };
}

describe('the pool', () => {
  test('no jobs: done at once, no worker started', async () => {
    const m = manual();
    const outcome = await runPool([], { size: 4, start: m.start }).finished;
    expect(outcome).toEqual({ status: 'complete', results: [], failures: [], left: [] });
    expect(m.started()).toBe(0);
  });

  test('N workers, jobs sent in order, each once; results reported as they finish and kept by job index', async () => {
    const m = manual();
    const seen: [number, string, number][] = [];
    const run = runPool([0, 1, 2, 3, 4, 5, 6], { size: 3, start: m.start, onResult: (job, r, i) => seen.push([job, r, i]) });
    expect(m.started()).toBe(3);
    expect(m.calls.map((c) => [c.job, c.worker])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
    // Finished out of order: the freed worker takes the next job.
    m.call(2).resolve('r2');
    await flush();
    expect(m.calls.map((c) => [c.job, c.worker])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 2],
    ]);
    for (const job of [0, 3, 1, 6, 5, 4]) {
      await flush();
      m.call(job).resolve(`r${job}`);
    }
    const outcome = await run.finished;
    expect(seen.map(([job]) => job)).toEqual([2, 0, 3, 1, 6, 5, 4]);
    expect(seen.every(([job, r, i]) => r === `r${job}` && i === job)).toBe(true);
    expect(outcome).toEqual({ status: 'complete', results: ['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6'], failures: [], left: [] });
    expect(m.calls.map((c) => c.job)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(m.started()).toBe(3);
    expect([...m.ended].sort()).toEqual([0, 1, 2]);
  });

  test('never more workers than jobs; a size below 1 is 1', async () => {
    const few = manual();
    void runPool([0, 1], { size: 8, start: few.start });
    expect(few.started()).toBe(2);
    const one = manual();
    void runPool([0, 1], { size: 0, start: one.start });
    expect(one.started()).toBe(1);
  });

  test('stop: no new job; the jobs running finish and are reported', async () => {
    const m = manual();
    const seen: number[] = [];
    const run = runPool([0, 1, 2, 3, 4], { size: 2, start: m.start, onResult: (job) => seen.push(job) });
    run.stop();
    m.call(1).resolve('r1');
    await flush();
    expect(m.calls).toHaveLength(2);
    m.call(0).resolve('r0');
    const outcome = await run.finished;
    expect(seen).toEqual([1, 0]);
    expect(outcome).toMatchObject({ status: 'stopped', results: ['r0', 'r1', undefined, undefined, undefined], left: [2, 3, 4] });
    expect(m.ended).toHaveLength(2);
  });

  test('cancel: every worker ends at once; results that come after are dropped', async () => {
    const m = manual();
    const seen: number[] = [];
    const run = runPool([0, 1, 2], { size: 2, start: m.start, onResult: (job) => seen.push(job) });
    m.call(0).resolve('r0');
    await flush();
    run.cancel();
    expect([...m.ended].sort()).toEqual([0, 1]);
    m.call(1).resolve('r1');
    m.call(2).reject(new Error('terminated'));
    const outcome = await run.finished;
    await flush();
    expect(seen).toEqual([0]);
    expect(outcome).toEqual({ status: 'cancelled', results: ['r0', undefined, undefined], failures: [], left: [1, 2] });
  });

  test('a failing worker: the failure is reported, no new job is sent, and the others’ jobs finish and are kept', async () => {
    const m = manual();
    const failed: [number, unknown][] = [];
    const seen: number[] = [];
    const run = runPool([0, 1, 2, 3, 4, 5], { size: 3, start: m.start, onResult: (job) => seen.push(job), onFailure: (job, e) => failed.push([job, e]) });
    m.call(0).resolve('r0');
    await flush();
    const broken = new Error('worker 1 crashed');
    m.call(1).reject(broken);
    await flush();
    expect(failed).toEqual([[1, broken]]);
    expect(m.ended).toEqual([1]);
    m.call(2).resolve('r2');
    m.call(3).resolve('r3');
    const outcome = await run.finished;
    expect(m.calls.map((c) => c.job)).toEqual([0, 1, 2, 3]);
    expect(seen).toEqual([0, 2, 3]);
    expect(outcome).toEqual({
      status: 'failed',
      results: ['r0', undefined, 'r2', 'r3', undefined, undefined],
      failures: [{ job: 1, index: 1, error: broken }],
      left: [4, 5],
    });
  });

  test('a worker that cannot start fails the job it was to play; those started play theirs', async () => {
    const m = manual({ failStart: 1 });
    const run = runPool([0, 1, 2], { size: 3, start: m.start });
    expect(m.started()).toBe(2);
    m.call(0).resolve('r0');
    const outcome = await run.finished;
    expect(outcome).toMatchObject({ status: 'failed', results: ['r0', undefined, undefined], left: [2] });
    expect(outcome.failures.map((f) => [f.index, String(f.error)])).toEqual([[1, 'Error: worker 1 cannot start']]);
  });

  test('a run that throws, or a result handler that throws, fails its job and the batch still ends', async () => {
    const throwing: PoolWorker<number, string> = {
      run: () => {
        throw new Error('no');
      },
      end: () => undefined,
    };
    expect(await runPool([0, 1], { size: 1, start: () => throwing }).finished).toMatchObject({ status: 'failed', left: [1] });
    const quick: PoolWorker<number, string> = { run: async (job) => `r${job}`, end: () => undefined };
    const outcome = await runPool([0, 1], {
      size: 1,
      start: () => quick,
      onResult: () => {
        throw new Error('disk full');
      },
    }).finished;
    expect(outcome).toMatchObject({ status: 'failed', left: [1] });
    expect(String(outcome.failures[0]!.error)).toBe('Error: disk full');
  });
});

describe('same seed → same games, on any number and kind of workers', () => {
  const grid = makeJobs(
    [
      { algo: 'minimax', heuristic: 'h1', depth: 1, variant: 'text' },
      { algo: 'expectimax', heuristic: 'h2', depth: 1, variant: 'thesis-code' },
    ],
    3,
    2016,
    64,
  );
  /** A game without its wall time (the one field that differs from run to run). */
  const game = ({ ms: _ms, ...rest }: GameResult) => rest;
  const direct = grid.map((j) => game(playGame(j)));

  /** In-process workers that finish their jobs in a scrambled order. */
  const inProcess = (): PoolWorker<Job, GameResult> => ({
    run: (job) => new Promise((resolve) => setTimeout(() => resolve(playGame(job)), (job.index * 7 + job.depth) % 3)),
    end: () => undefined,
  });

  test.each([1, 3])('in-process, %i workers', async (size) => {
    const outcome = await runPool(grid, { size, start: inProcess }).finished;
    expect(outcome.status).toBe('complete');
    expect(outcome.results.map((r) => game(r!))).toEqual(direct);
  });

  const ports: MessagePort[] = [];
  afterEach(() => {
    for (const port of ports.splice(0)) port.close();
  });
  /** A MessageChannel with the experiment worker's API on one end: a Web Worker for the bridge. */
  const webWorker = (): WorkerLike => {
    const { port1, port2 } = new MessageChannel();
    ports.push(port1, port2);
    expose(experimentApi, port1);
    return Object.assign(port2, { terminate: () => (port1.close(), port2.close()) }) as unknown as WorkerLike;
  };

  test('the page’s worker kind (Comlink over MessageChannels), 2 workers', async () => {
    const outcome = await runPool(grid, { size: 2, start: () => experimentPoolWorker(webWorker) }).finished;
    expect(outcome.status).toBe('complete');
    expect(outcome.results.map((r) => game(r!))).toEqual(direct);
  });

  test('the page’s worker kind: a game that cannot be played fails with its reply’s error, in both languages', async () => {
    const bad: Job = { ...grid[0]!, depth: -1 };
    const outcome = await runPool([grid[0]!, bad], { size: 1, start: () => experimentPoolWorker(webWorker) }).finished;
    expect(outcome.status).toBe('failed');
    expect(game(outcome.results[0]!)).toEqual(direct[0]);
    const error = outcome.failures[0]!.error;
    expect(error).toBeInstanceOf(GameFailure);
    const reply = gameFailure(error);
    expect(reply.code).toBe('request.invalid');
    expect(say(reply, 'en')).toMatch(/depth/);
    expect(say(reply, 'es')).not.toBe(say(reply, 'en'));
    expect(gameFailure(new Error('out of memory'))).toEqual({ code: 'worker.failed', params: { message: 'out of memory' } });
  });
});
